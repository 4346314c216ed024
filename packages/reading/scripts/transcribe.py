# Transcribes reading.md into src/data/*.json (python3 scripts/transcribe.py, then prettier).
# The JSON is the source of truth once committed; this records how it was made.
import re, json, sys
md = open('/work/shared/curriculum/reading.md', encoding='utf-8').read()

def section(lingo):
    start = md.index(f'### `{lingo}`')
    m = re.search(r'\n### `|\n## ', md[start+5:])
    return md[start: start+5+m.start() if m else len(md)]

def split_sentences(text):
    # reading.md counts a quotation with its speaker as one sentence.
    parts = re.split(r'(?<=[.!?])(?:["”])?\s+(?=[A-Z"“])', text)
    # re-attach closing quotes lost by the split
    out=[]; pos=0
    for p in parts:
        idx = text.index(p, pos)
        out.append(p); pos = idx+len(p)
    # merge: a sentence that ends a quote followed by lowercase speaker is handled by the regex (needs capital)
    res=[]
    i=0
    while i < len(out):
        s=out[i]
        res.append(s); i+=1
    # restore closing quotes: split removed the quote char from between
    fixed=[]
    for s in res:
        start = text.index(s)
        end = start+len(s)
        if end < len(text) and text[end] in '"”':
            s = s + text[end]
        fixed.append(s)
    return fixed

STORY_EMOJI = {
 'snow':'❄️','snowman':'⛄','cocoa':'☕','animals':'🐾','hockey':'🏒','helmet':'⛑️','canoe':'🛶',
 'maple':'🍁','trees':'🌳','syrup':'🥞','farm':'🚜','scarf':'🧣','fire':'🔥','Ana':'👧','seed':'🌰',
 'sunflower':'🌻','carrot':'🥕','toonie':'🪙','cricket':'🦗','beaver':'🦫','teeth':'🦷','pyjamas':'👕',
}

def story_words(header):
    m = re.search(r'\(story words?: ([^);]+)', header)
    if not m or m.group(1).strip() == 'none': return []
    return [{'word': w.strip(), 'emoji': STORY_EMOJI[w.strip()]} for w in m.group(1).split(',')]

def ev(s):
    m = re.search(r'(?:Evidence|Clues?|clue) ((?:s\d+(?:, | or |–)?)+)', s)
    if not m: return []
    nums=[int(x) for x in re.findall(r's(\d+)', m.group(1))]
    if '–' in m.group(1): nums=list(range(nums[0], nums[1]+1))
    return [n-1 for n in nums]

def parse_choice(line):
    line=line.strip()[2:]
    correct = line.startswith('✓')
    body=line[1:].strip()
    hint=None
    if '→' in body:
        body, hint = body.split('→',1)
        hint=hint.strip()
        if hint.startswith('"') and hint.endswith('"'): hint=hint[1:-1]
        body=body.strip()
    close = body.endswith('(close)')
    if close: body=body[:-len('(close)')].strip()
    alt=None
    m=re.match(r'(.*?)\s*\[(.+)\]\s*(.*)$', body)
    c={'text':body,'correct':correct}
    if hint: c['hint']=hint
    if close: c['close']=True
    return c

def blocks(sec):
    # passages start with **X. Title**
    return re.split(r'\n(?=\*\*[A-E]\. )', sec)[1:]

def passage_head(block):
    header = block.split('\n',1)[0]
    title = re.match(r'\*\*[A-E]\. (.+?)\*\*', header).group(1)
    letter = header[2]
    text = re.search(r'\n> (.+)', block).group(1)
    return header, letter, title, text

def q_items(block):
    # top-level "- **Label:** rest" with indented children
    items=[]; cur=None
    for line in block.split('\n'):
        if line.startswith('- **'):
            m=re.match(r'- \*\*(.+?):?\*\*:? ?(.*)', line)
            cur={'label':m.group(1).rstrip(':'),'rest':m.group(2),'children':[]}; items.append(cur)
        elif line.startswith('  ') and cur is not None:
            cur['children'].append(line)
    return items

def prompt_of(rest):
    m=re.search(r'"(.+?)"', rest)
    return m.group(1) if m else None

def choices_of(children):
    return [parse_choice(c) for c in children if re.match(r'\s+- [✓✗]', c)]

def split_sentences(text):
    out=[]; start=0
    for m in re.finditer(r'[.!?…]["”]?(?=\s+["“]?[A-Z])', text):
        before = text[start:m.end()]
        if re.search(r'\b(Ms|Mr|Mrs|Dr)\.$', before): continue
        # Inside a quotation ("Help! I'm stuck!" he laughed.) the sentence goes on.
        if text[:m.end()].count('"') % 2 == 1: continue
        out.append(before.strip()); start=m.end()
    out.append(text[start:].strip())
    return out

def passage(lingo, letter, title, text, header, questions, say=None):
    return {'id': f"{lingo[6:]}-{letter.lower()}", 'lingo': lingo, 'title': title,
            'sentences': split_sentences(text), 'storyWords': story_words(header),
            'say': say or {}, 'questions': questions}

def lingo_1_1():
    out=[]
    steps={'Who':1,'What':1,'Where':2}
    for b in blocks(section('lingo-1-1')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            qs.append({'id': it['label'].lower(), 'type': it['label'].lower(), 'step': steps[it['label']],
                       'prompt': prompt_of(it['rest']), 'choices': choices_of(it['children']),
                       'evidence': ev(it['rest'])})
        out.append(passage('lingo-1-1', letter, title, text, header, qs))
    return out

def lingo_1_3():
    out=[]
    for b in blocks(section('lingo-1-3')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            if it['label'].startswith('Events'):
                events=[]
                for c in it['children']:
                    m=re.match(r'\s+\d+\. (.+?[.!?])\s*(.*)$', c)
                    e={'text': m.group(1)}
                    if m.group(2): e['picture']=m.group(2)
                    events.append(e)
                qs.append({'id':'order','type':'order','step': 3 if '(5' in it['label']+it['rest'] else 1,
                           'prompt':'Put the events in order.','choices':[],'evidence':[],'events':events})
            else:
                qs.append({'id':'first-last','type':'first-last','step':2,'prompt':prompt_of(it['rest']),
                           'choices':choices_of(it['children']),'evidence':[]})
        out.append(passage('lingo-1-3', letter, title, text, header, qs))
    return out

def lingo_1_4():
    out=[]
    for b in blocks(section('lingo-1-4')):
        header, letter, title, text = passage_head(b)
        sentences=split_sentences(text)
        qs=[]; n=0
        for it in q_items(b):
            if it['label']=='Sentence to picture':
                n+=1
                prompt=prompt_of(it['rest'])
                choices=[]
                for c in it['children']:
                    if not re.match(r'\s+- [✓✗]', c): continue
                    ch=parse_choice(c)
                    m=re.match(r'(.*?)\s*\[(.+)\]$', ch['text'])
                    if m:
                        ch['text']=m.group(1); ch['alt']=m.group(2)
                    ch['picture']=ch['text']
                    choices.append(ch)
                qs.append({'id':f'sentence-to-picture-{n}','type':'sentence-to-picture','step':1,
                           'prompt':prompt,'choices':choices,'evidence':[sentences.index(prompt)]})
            else:
                m=re.match(r'\[(.+?)\]\s*(.*)$', it['rest'])
                choices=choices_of(it['children'])
                right=[c['text'] for c in choices if c['correct']][0]
                q={'id':'picture-to-sentence','type':'picture-to-sentence','step':3,
                   'prompt':'Which sentence tells what the picture shows?','choices':choices,
                   'evidence':[sentences.index(right if right.endswith(('.','!')) else right+'.')],
                   'alt':m.group(1)}
                if m.group(2): q['picture']=m.group(2)
                else: q['picture']=m.group(1)
                qs.append(q)
        out.append(passage('lingo-1-4', letter, title, text, header, qs))
    return out

def lingo_1_5():
    out=[]
    main_step={'A':1,'D':1,'B':2,'C':3,'E':3}
    for b in blocks(section('lingo-1-5')):
        header, letter, title, text = passage_head(b)
        sentences=split_sentences(text)
        qs=[]
        for it in q_items(b):
            lab=it['label']
            if lab=='Main idea':
                choices=choices_of(it['children'])
                right=[c['text'] for c in choices if c['correct']][0]
                evidence=[sentences.index(s) for s in sentences if s.rstrip('.!')==right.rstrip('.!')]
                qs.append({'id':'main-idea','type':'main-idea','step':main_step[letter],
                           'prompt':prompt_of(it['rest']) or 'What is this text mostly about?',
                           'choices':choices,'evidence':evidence})
            elif lab=='Balloon':
                q={'id':'balloon','type':'tap-sentence','step':2,
                   'prompt':'Put the balloon on the big-idea sentence.','choices':[],'evidence':ev(it['rest'].replace('on s','Evidence s',1))}
                h=prompt_of(it['rest'])
                if h: q['evidenceHint']=h
                qs.append(q)
            elif lab=='Title':
                qs.append({'id':'title','type':'title','step':3,'prompt':'Which title is just right?',
                           'choices':choices_of(it['children']),'evidence':[]})
            elif lab=='Add a sentence':
                qs.append({'id':'add-sentence','type':'add-sentence','step':3,
                           'prompt':prompt_of(it['rest']) or 'Which sentence could you add?',
                           'choices':choices_of(it['children']),'evidence':[]})
        out.append(passage('lingo-1-5', letter, title, text, header, qs))
    return out


def lingo_1_0():
    detail = "That's one pole, a detail. The big idea covers all of them."
    return [
      {'id':'1-0-pets','lingo':'lingo-1-0','title':"Sam's Pets",'sentences':['Sam has a cat.','Sam has a dog.','Sam has a fish.'],
       'storyWords':[],'say':{},'questions':[{'id':'big-idea','type':'main-idea','step':1,'prompt':'Which one is the big idea?',
         'choices':[{'text':'Sam has pets.','correct':True},{'text':'Sam has a fish.','correct':False,'hint':detail}],'evidence':[]}]},
      {'id':'1-0-snow-day','lingo':'lingo-1-0','title':'A Snow Day','sentences':split_sentences('A snow day is fun. We make a snowman. We slide down the hill. We sip hot cocoa.'),
       'storyWords':story_words('(story words: snow, snowman, cocoa)'),'say':{},'questions':[{'id':'tent-sentence','type':'tap-sentence','step':1,
         'prompt':'One sentence tells the big idea. Tap it.','choices':[],'evidence':[0]}]},
      {'id':'1-0-pond','lingo':'lingo-1-0','title':'At the Pond','sentences':split_sentences('Lots of animals are at the pond. A frog sits on a log. A duck swims in the sun. Six fish swim past a rock.'),
       'storyWords':story_words('(story word: animals)'),'say':{},'questions':[{'id':'check','type':'main-idea','step':1,'prompt':'What is it mostly about?',
         'choices':[{'text':'Lots of animals are at the pond.','correct':True},
                    {'text':'A duck swims in the sun.','correct':False,'hint':detail},
                    {'text':'Frogs are green.','correct':False,'hint':'Is that in the text? Keep to what the sentences tell.'}],'evidence':[0]}]},
      {'id':'1-0-hats','lingo':'lingo-1-0','title':"Ben's Hats",'sentences':split_sentences('Ben has lots of hats. He has a red cap. He has a hockey helmet. He has a sun hat.'),
       'storyWords':story_words('(story words: hockey, helmet)'),'say':{},'questions':[]},
    ]



def merge_whack(sentences):
    # reading.md: 'In 2-1 A, "Whack! He passed it to Leah, and she scored." is one sentence (s6).'
    out=[]
    for s in sentences:
        if out and out[-1] == 'Whack!': out[-1] = out[-1] + ' ' + s
        else: out.append(s)
    return out

def lingo_2_1():
    out=[]
    types={'Main character':('who',1,'Who is the story mostly about?'),'Place':('where',1,'Where does the story happen?'),
           'Time':('when',2,'When does it happen?'),'Season':('when',2,None),'Feeling':('feeling',2,None),
           'Feeling change':('feeling',2,None),'Trait':('trait',3,None),'Trait 2':('trait',3,None)}
    for b in blocks(section('lingo-2-1')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            t,step,default=types[it['label']]
            q={'id':it['label'].lower().replace(' ','-'),'type':t,'step':step,
               'prompt':prompt_of(it['rest']) or default,'choices':choices_of(it['children']),'evidence':ev(it['rest'])}
            for c in it['children']:
                m=re.match(r'\s+- Hint for the tap: "(.+)"$', c)
                if m: q['evidenceHint']=m.group(1)
            qs.append(q)
        p=passage('lingo-2-1', letter, title, text, header, qs)
        p['sentences']=merge_whack(p['sentences'])
        out.append(p)
    return out

def lingo_2_2():
    out=[]
    for b in blocks(section('lingo-2-2')):
        header, letter, title, text = passage_head(b)
        qs=[]; n={1:0,2:0}
        for it in q_items(b):
            m=re.match(r'Step (\d)$', it['label'])
            if not m: continue  # Step 3 pairs: MatchPairs, not a choice question
            step=int(m.group(1)); n[step]+=1
            prompt=prompt_of(it['rest'])
            qs.append({'id':f'step-{step}-{n[step]}','type':'cause' if prompt.startswith('Why') else 'effect','step':step,
                       'prompt':prompt,'choices':choices_of(it['children']),'evidence':ev(it['rest'])})
        out.append(passage('lingo-2-2', letter, title, text, header, qs))
    return out

def lingo_2_3():
    out=[]
    for b in blocks(section('lingo-2-3')):
        header, letter, title, text = passage_head(b)
        lines=b.split('\n'); qs=[]; ending=None
        for i,line in enumerate(lines):
            if line.startswith('- "'):
                children=[]
                for c in lines[i+1:]:
                    if c.startswith('  '): children.append(c)
                    else: break
                qs.append({'id':'predict','type':'predict','step':1,'prompt':prompt_of(line),
                           'choices':choices_of(children),'evidence':ev(line)})
            m=re.match(r'- \*\*Ending:\*\* (.+)$', line)
            if m: ending=m.group(1)
        p=passage('lingo-2-3', letter, title, text, header, qs)
        p['ending']=ending
        out.append(p)
    return out

def lingo_2_4():
    out=[]
    sec=section('lingo-2-4')
    hint_fact_in_opinion="Can we check it? Could you count it, measure it or look it up in a book? Then it's a fact, even if it sounds surprising."
    hint_opinion_in_fact="Words like best, prettiest, boring and amazing tell what someone feels. Someone else might not agree. That makes it an opinion."
    for b in re.split(r'\n(?=\*\*[A-D]\. )', sec)[1:]:
        header=b.split('\n',1)[0]
        letter=header[2]; title=re.match(r'\*\*[A-D]\. (.+?)\*\*', header).group(1)
        rows=re.findall(r'^- s(\d) (.+?) \*\*([FO])\*\*(?: \((.+)\))?$', b, re.M)
        sentences=[r[1] for r in rows]
        qs=[]
        for idx,(num,sentence,fo,note) in enumerate(rows):
            tricky = note is not None and ('tricky' in note)
            qs.append({'id':f's{num}','type':'fact-opinion','step':3 if tricky else 1,
                       'prompt':f'Fact or opinion? {sentence}',
                       'choices':[{'text':'Fact','correct':fo=='F', **({} if fo=='F' else {'hint':hint_opinion_in_fact})},
                                  {'text':'Opinion','correct':fo=='O', **({} if fo=='O' else {'hint':hint_fact_in_opinion})}],
                       'evidence':[idx]})
        say={}
        if '0 °C' in ' '.join(sentences): say['0 °C']='zero degrees Celsius'
        out.append({'id':f'2-4-{letter.lower()}','lingo':'lingo-2-4','title':title,'sentences':sentences,'storyWords':[],
                    'say':say,'questions':qs})
    return out

def lingo_2_5():
    out=[]
    for b in blocks(section('lingo-2-5')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            word=it['label']; step=int(re.search(r'\(step (\d)\)', it['rest']).group(1))
            qs.append({'id':word,'type':'word-meaning','step':step,'prompt':f'What does {word} mean?',
                       'choices':choices_of(it['children']),'evidence':ev(it['rest'])})
        out.append(passage('lingo-2-5', letter, title, text, header, qs))
    return out

def lingo_3_1():
    out=[]
    for b in blocks(section('lingo-3-1')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            step=int(re.search(r'\(step (\d)\)', it['rest']).group(1))
            qs.append({'id':it['label'].lower().replace(' ','-'),'type':'infer','step':step,'prompt':prompt_of(it['rest']),
                       'choices':choices_of(it['children']),'evidence':ev(it['rest'])})
        out.append(passage('lingo-3-1', letter, title, text, header, qs))
    return out

LINGOS = [('lingo-1-0',lingo_1_0),('lingo-1-1',lingo_1_1),('lingo-1-3',lingo_1_3),('lingo-1-4',lingo_1_4),('lingo-1-5',lingo_1_5),
          ('lingo-2-1',lingo_2_1),('lingo-2-2',lingo_2_2),('lingo-2-3',lingo_2_3),('lingo-2-4',lingo_2_4),('lingo-2-5',lingo_2_5),
          ('lingo-3-1',lingo_3_1)]



def pairs_of(children):
    pairs=[]
    for c in children:
        m=re.match(r'\s+- (.+?) → (.+)$', c)
        if m: pairs.append({'cause':m.group(1),'effect':m.group(2)})
    return pairs

def lingo_2_2_with_pairs():
    out=lingo_2_2()
    for p, b in zip(out, blocks(section('lingo-2-2'))):
        for it in q_items(b):
            if it['label']=='Step 3 pairs':
                q={'id':'step-3-pairs','type':'match','step':3,'prompt':'Connect each cause to its effect.',
                   'choices':[],'evidence':[],'pairs':pairs_of(it['children'])}
                for c in it['children']:
                    m=re.match(r'\s+- Hint: "(.+)"$', c)
                    if m: q['evidenceHint']=m.group(1)
                p['questions'].append(q)
    return out

COMPARE_BINS=['Only Text 1','Both','Only Text 2']
BIN_OF={'Both':'Both','Only 1':'Only Text 1','Only 2':'Only Text 2'}
HALF_HINT="Text 1 mentions it, but only Text 2 says why."

def lingo_3_2():
    out=[]
    sec=section('lingo-3-2')
    for b in re.split(r'\n(?=\*\*[A-C]\. )', sec)[1:]:
        header=b.split('\n',1)[0]; letter=header[2]
        title=re.match(r'\*\*[A-C]\. (.+?)\*\*', header).group(1)
        texts=re.findall(r'- \*\*Text (\d), "(.+?)"(?: \((.+?)\))?:\*\*\n  > (.+)', b)
        sentences=[]; parts=[]
        for num, ttitle, kind, text in texts:
            part={'title':ttitle,'first':len(sentences)}
            if kind: part['kind']=kind
            parts.append(part); sentences+=split_sentences(text)
        qs=[]; n=0
        for it in q_items(b):
            lab=it['label']
            if lab.startswith('Step 1'):
                for c in it['children']:
                    m=re.match(r'\s+- "(.+?)" ✓ (.+?)(?: · ✗ (.+?) → "(.+)")?\.?$', c)
                    if not m: continue
                    n+=1
                    right=m.group(2).rstrip('.')
                    wrong=m.group(3)
                    hint=m.group(4)
                    if wrong is None:
                        # reading.md gives only the right answer: the wrong one is the other text
                        # (or its child or city), with a hint pointing back to both texts.
                        alt={'Text 1':'Text 2','Text 2':'Text 1','Liam (Text 1)':'Sofia (Text 2)'}[right]
                        wrong=alt; hint='Look in both texts. Which one tells you that?'
                    qs.append({'id':f'which-text-{n}','type':'compare','step':1,'prompt':m.group(1),
                               'choices':[{'text':right,'correct':True},{'text':wrong,'correct':False,'hint':hint}],'evidence':[]})
            elif lab.startswith('Cards'):
                cards=[]
                for c in it['children']:
                    m=re.match(r'\s+- (.+?) → (Both|Only 1|Only 2)(.*)$', c)
                    card={'text':m.group(1),'bin':BIN_OF[m.group(2)]}
                    if 'half card' in m.group(3): card['hint']=HALF_HINT
                    cards.append(card)
                qs.append({'id':'sort','type':'sort','step':2,'prompt':'Sort the cards: only Text 1, both, or only Text 2.',
                           'choices':[],'evidence':[],'bins':COMPARE_BINS,'cards':cards})
            elif lab.startswith('Different'):
                qs.append({'id':'different','type':'compare','step':3,'prompt':prompt_of(it['rest']),
                           'choices':choices_of(it['children']),'evidence':[]})
        say={}
        joined=' '.join(sentences)
        if '−25 °C' in joined: say['−25 °C']='minus twenty-five degrees Celsius'
        if re.search(r'(?<![−\d])5 °C', joined): say['5 °C']='five degrees Celsius'
        out.append({'id':f'3-2-{letter.lower()}','lingo':'lingo-3-2','title':title,'sentences':sentences,
                    'storyWords':[],'say':say,'questions':qs,'parts':parts})
    return out

SUMMARY_HINTS={'details only':"Those are small details. A summary tells the most important events from beginning to end.",
               'out of order':"A summary keeps the order of the story."}

def lingo_3_3():
    out=[]
    for b in blocks(section('lingo-3-3')):
        header, letter, title, text = passage_head(b)
        qs=[]
        for it in q_items(b):
            if it['label']=='Cards':
                cards=[]; bin=None
                for c in it['children']:
                    if c.strip()=='- Important:': bin='important'; continue
                    if c.strip()=='- Details:': bin='small detail'; continue
                    m=re.match(r'\s{4}- (.+)$', c)
                    if m: cards.append({'text':m.group(1),'bin':bin})
                qs.append({'id':'sort','type':'sort','step':2,'prompt':'Which cards are important, and which are small details?',
                           'choices':[],'evidence':[],'bins':['important','small detail'],'cards':cards})
            elif it['label']=='Summaries':
                choices=[]
                for c in it['children']:
                    line=c.strip()[2:]; correct=line.startswith('✓'); body=line[1:].strip()
                    ch={'text':body,'correct':correct}
                    if '→' in body:
                        body,h=body.split('→',1); body=body.strip(); h=h.strip()
                        ch['text']=body
                        m=re.match(r'(details only|out of order)(?:: "(.+)")?$', h)
                        if m:
                            ch['hint']=SUMMARY_HINTS[m.group(1)] + (' '+m.group(2) if m.group(2) else '')
                        else:
                            ch['hint']=h.strip('"')
                    choices.append(ch)
                qs.append({'id':'summary','type':'summary','step':1,'prompt':'Which is the best summary?',
                           'choices':choices,'evidence':[]})
        out.append(passage('lingo-3-3', letter, title, text, header, qs))
    return out

LINGOS = [x for x in LINGOS if x[0]!='lingo-2-2'] + [('lingo-2-2',lingo_2_2_with_pairs),('lingo-3-2',lingo_3_2),('lingo-3-3',lingo_3_3)]



PURPOSES={'entertain':'to entertain: a story or joke to enjoy','inform':'to inform: to teach true facts',
          'persuade':'to persuade: to get you to think or do something'}
GIVEN={'persuade>inform':"It has some facts, but look at the end: 'Please…' The author wants you to do something. That's persuading.",
       'inform>entertain':"Could you check these in a book? They teach true facts: to inform."}
# Hints reading.md does not give (marked DERIVED in the report), kept to its misconception wording.
DERIVED={'inform>persuade':"Does the author ask you to do or think anything? These sentences teach true facts: to inform.",
         'persuade>entertain':"Is this a story to enjoy? The author wants you to do something. That's persuading.",
         'entertain>inform':"Could this really happen? It's a make-believe story, written for you to enjoy.",
         'entertain>persuade':"Is the author asking you to do anything? It's a story, written for you to enjoy.",
         'persuade>inform:A1':"It has some facts, but look at 'Don't miss' and 'Come to…'. The author wants you to do something. That's persuading."}

def lingo_3_4():
    out=[]
    sec=section('lingo-3-4')
    lines=sec.split('\n')
    for i,line in enumerate(lines):
        m=re.match(r'- \*\*([ABC]\d)\. (.+?)\*\*(?: \((.+?)\))? → \S+ (entertain|inform|persuade)\. Evidence: (.+)$', line)
        if not m: continue
        code,title,kind,purpose,evidence=m.groups()
        body=[]
        for l in lines[i+1:]:
            if l.startswith('  '): body.append(l)
            else: break
        text=[l for l in body if l.startswith('  > ')][0][4:]
        sentences=split_sentences(text)
        choices=[]
        for p in ['entertain','inform','persuade']:
            c={'text':PURPOSES[p],'correct':p==purpose}
            if p!=purpose:
                key=f'{purpose}>{p}'
                if code=='B2' and p=='inform': c['hint']="Loons are real, but a loon who talks and hiccups is make-believe. This was written for you to enjoy."
                elif code=='B2' and p=='persuade':
                    c['hint']=re.search(r'Hint if the child chose persuade: "(.+)"', '\n'.join(body)).group(1)
                elif code=='A1' and p=='inform': c['hint']=DERIVED['persuade>inform:A1']
                else: c['hint']=GIVEN.get(key) or DERIVED[key]
            choices.append(c)
        ev_sentences=[]
        r=re.match(r's(\d)(?:–s(\d))?', evidence)
        if r:
            a=int(r.group(1)); b=int(r.group(2) or a); ev_sentences=list(range(a-1,b))
        words=[w.rstrip('…') for w in re.findall(r'"(.+?)"', evidence)]
        q={'id':'purpose','type':'purpose','step':1 if purpose!='persuade' else 2,'prompt':'Why did the author write it?',
           'choices':choices,'evidence':ev_sentences}
        if words: q['evidenceWords']=words
        qs=[q]
        for j,l in enumerate(body):
            mq=re.match(r'  - "(.+)"$', l)
            if mq:
                children=[c[2:] for c in body[j+1:] if c.startswith('    - ')]
                qs.append({'id':'author-wants','type':'purpose','step':3,'prompt':mq.group(1),
                           'choices':choices_of(children),'evidence':[]})
        p={'id':f'3-4-{code.lower()}','lingo':'lingo-3-4','title':title,'sentences':sentences,'storyWords':[],'say':{},'questions':qs}
        out.append(p)
    return out

OPINION_WORDS_RE=r'\((?:opinion words?: )?([^;)]+?)(?:;.*)?\)$'
def lingo_2_4_with_words():
    out=lingo_2_4()
    sec=section('lingo-2-4')
    notes=dict(((m.group(1), m.group(2)) for m in re.finditer(r'^- s\d (.+?) \*\*O\*\* \((.+)\)$', sec, re.M)))
    for p in out:
        for q,sentence in zip(p['questions'], p['sentences']):
            note=notes.get(sentence)
            if not note: continue
            note=re.sub(r'^opinion words?: ','',note).split(';')[0]
            words=[w.strip().strip('"') for w in note.split(',')]
            words=[w for w in words if w and not w.startswith('opinion without')]
            q['evidenceWords']=[next((s for s in [w, w.capitalize()] if s in sentence), w) for w in words]
    return out

LINGOS = [x for x in LINGOS if x[0]!='lingo-2-4'] + [('lingo-2-4',lingo_2_4_with_words),('lingo-3-4',lingo_3_4)]


if __name__=='__main__':
    import os
    d='/work/wt/reading-core/packages/reading/src/data'
    os.makedirs(d, exist_ok=True)
    for name, fn in LINGOS:
        data=fn()
        json.dump(data, open(f'{d}/{name}.json','w',encoding='utf-8'), ensure_ascii=False, indent=2)
        print(name, len(data), [ (p['id'], len(p['sentences']), len(p['questions'])) for p in data])
