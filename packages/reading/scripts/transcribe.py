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


if __name__=='__main__':
    import os
    d='/work/wt/reading-core/packages/reading/src/data'
    os.makedirs(d, exist_ok=True)
    for name, fn in LINGOS:
        data=fn()
        json.dump(data, open(f'{d}/{name}.json','w',encoding='utf-8'), ensure_ascii=False, indent=2)
        print(name, len(data), [ (p['id'], len(p['sentences']), len(p['questions'])) for p in data])
