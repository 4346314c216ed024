/**
 * Lingo 3-2, Prefix and Suffix Power (words.md): what un-, re-, -ing, -ed, -er, -est and -ful
 * mean, and the right form in a sentence. Step 1 asks what an un- or re- word means, with
 * pictures; step 2 picks the suffix a sentence needs (time words decide the tense, "than"
 * decides -er); step 3 mixes all seven parts with the opposite part always offered; step 4
 * builds a word from part tiles or picks the spelling (double the last letter, drop the e).
 */
import type {
  AnswerMarks,
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import rawData from './words.json';

// ─── Parts ───────────────────────────────────────────────────────────────────────────────

/** The seven word parts. */
export const wordParts = ['un', 're', 'ing', 'ed', 'er', 'est', 'ful'] as const;
/** One word part. */
export type WordPart = (typeof wordParts)[number];

/** Prefixes go at the start; the rest are suffixes. */
export const isPrefix = (part: WordPart): boolean => part === 'un' || part === 're';

/** A part as written in a sentence: "un-", "-ing". */
export const partName = (part: WordPart): string => (isPrefix(part) ? `${part}-` : `-${part}`);

/** What each part means (words.md 3-0). */
export const partMeanings: Readonly<Record<WordPart, string>> = {
  un: 'not, or undo',
  re: 'again',
  ing: 'it is happening now',
  ed: 'it already happened',
  er: 'more',
  est: 'the most',
  ful: 'full of',
};

/** The part a child mixes up with another (words.md: "One distractor is the opposite part"). */
export const oppositePart: Readonly<Record<WordPart, WordPart>> = {
  un: 're',
  re: 'un',
  ing: 'ed',
  ed: 'ing',
  er: 'est',
  est: 'er',
  ful: 'un',
};

// ─── Data ────────────────────────────────────────────────────────────────────────────────

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isWord = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]+$/.test(value);

/** A word of the un-, re- or -ful list: its part, base word and meaning. */
export interface PartWord {
  readonly word: string;
  readonly part: 'un' | 're' | 'ful';
  readonly base: string;
  /** "not safe", "paint again", "full of colour". */
  readonly meaning: string;
}

/** A word of the -er/-est list with its two sentences: "___ than" and "the ___". */
export interface CompareWord {
  readonly word: string;
  readonly than: string;
  readonly most: string;
}

/** A verb of the -ing/-ed list; `rest` finishes its sentence ("the fence"). */
export interface TenseVerb {
  readonly word: string;
  readonly rest: string;
}

/** A step-4 word whose ending changes its spelling, in its sentence. */
export interface SpellingWord {
  readonly word: string;
  readonly suffix: 'ing' | 'ed' | 'er' | 'est';
  readonly rule: 'double' | 'drop-e';
  readonly sentence: string;
  /** The magic-e word its wrong spelling comes from ("hoping" comes from hope). */
  readonly magicE?: string;
}

/** A step-1 word with its picture and its two meanings' cards. */
export interface MeaningPicture {
  readonly word: string;
  readonly picture: { readonly emoji: string; readonly alt: string };
  readonly right: { readonly text: string; readonly emoji: string };
  readonly wrong: { readonly text: string; readonly emoji: string };
}

/** The Lingo's word data, checked. */
export interface PartsData {
  readonly parts: readonly PartWord[];
  readonly tenseVerbs: readonly TenseVerb[];
  readonly compareWords: readonly CompareWord[];
  readonly spelling: readonly SpellingWord[];
  readonly meaningPictures: readonly MeaningPicture[];
  /** Words where un or re is not a prefix: never offered. */
  readonly neverPrefixed: readonly string[];
  readonly problems: readonly string[];
}

const pictureCard = (value: unknown): { text: string; emoji: string } | null =>
  isRecord(value) && isText(value.text) && isText(value.emoji)
    ? { text: value.text, emoji: value.emoji }
    : null;

/**
 * Checks the Lingo's JSON with the concept's word-list checker and this Lingo's own fields:
 * a bad entry is skipped with a clear message in `problems`, never thrown.
 */
export function parsePartsData(raw: unknown): PartsData {
  const data = isRecord(raw) ? raw : {};
  const problems: string[] = [];
  const neverPrefixed = Array.isArray(data.neverPrefixed) ? data.neverPrefixed.filter(isWord) : [];
  const parts = parseWordList(data.parts, 'prefix-and-suffix-power parts', {
    fields: (entry) => {
      const { part, base, meaning, word } = entry;
      if (part !== 'un' && part !== 're' && part !== 'ful') return 'its part is un, re or ful';
      if (!isWord(base) || !isText(meaning)) return 'it needs a base word and a meaning';
      const spelled = part === 'ful' ? `${base}ful` : `${part}${base}`;
      if (spelled !== word) return `${String(part)} and ${base} must spell the word`;
      if (neverPrefixed.includes(String(word))) return `un or re is not a prefix in it`;
      return { part, base, meaning } as Omit<PartWord, 'word'>;
    },
  });
  const tenseVerbs = parseWordList(data.tenseVerbs, 'prefix-and-suffix-power verbs', {
    fields: (entry) => (typeof entry.rest === 'string' ? { rest: entry.rest } : 'rest is a text'),
  });
  const compareWords = parseWordList(data.compareWords, 'prefix-and-suffix-power compare words', {
    fields: (entry) =>
      isText(entry.than) &&
      entry.than.includes(' ___ than') &&
      isText(entry.most) &&
      entry.most.includes('the ___')
        ? { than: entry.than, most: entry.most }
        : 'it needs a "___ than" sentence and a "the ___" sentence',
  });
  const spelling = parseWordList(data.spelling, 'prefix-and-suffix-power spelling', {
    fields: (entry) => {
      const { suffix, rule, sentence, magicE } = entry;
      if (suffix !== 'ing' && suffix !== 'ed' && suffix !== 'er' && suffix !== 'est') {
        return 'its suffix is ing, ed, er or est';
      }
      if (rule !== 'double' && rule !== 'drop-e') return 'its rule is double or drop-e';
      if (!isText(sentence) || !sentence.includes('___')) return 'its sentence has a ___';
      return {
        suffix,
        rule,
        sentence,
        ...(isWord(magicE) ? { magicE } : {}),
      } as Omit<SpellingWord, 'word'>;
    },
  });
  const meaningPictures = parseWordList(data.meaningPictures, 'prefix-and-suffix-power pictures', {
    fields: (entry) => {
      const picture =
        isRecord(entry.picture) && isText(entry.picture.emoji) && isText(entry.picture.alt)
          ? { emoji: entry.picture.emoji, alt: entry.picture.alt }
          : null;
      const right = pictureCard(entry.right);
      const wrong = pictureCard(entry.wrong);
      if (!picture || !right || !wrong) return 'it needs a picture and two cards with pictures';
      return { picture, right, wrong };
    },
  });
  problems.push(
    ...parts.problems,
    ...tenseVerbs.problems,
    ...compareWords.problems,
    ...spelling.problems,
    ...meaningPictures.problems,
  );
  const partWords = parts.entries.map(({ word, part, base, meaning }) => ({
    word,
    part,
    base,
    meaning,
  }));
  const pictures = meaningPictures.entries.filter((entry) => {
    const known = partWords.some((each) => each.word === entry.word && each.part !== 'ful');
    if (!known)
      problems.push(
        `Skipped '${entry.word}' in prefix-and-suffix-power pictures: it is not an un- or re- word of the list.`,
      );
    return known;
  });
  return {
    parts: partWords,
    tenseVerbs: tenseVerbs.entries.map(({ word, rest }) => ({ word, rest })),
    compareWords: compareWords.entries.map(({ word, than, most }) => ({ word, than, most })),
    spelling: spelling.entries.map(({ word, suffix, rule, sentence, magicE }) => ({
      word,
      suffix,
      rule,
      sentence,
      ...(magicE ? { magicE } : {}),
    })),
    meaningPictures: pictures.map(({ word, picture, right, wrong }) => ({
      word,
      picture,
      right,
      wrong,
    })),
    neverPrefixed,
    problems,
  };
}

const data = parsePartsData(rawData);
for (const problem of data.problems) console.warn(problem);

/** The Lingo's lists. */
export const partsData = data;

// ─── Spelling ────────────────────────────────────────────────────────────────────────────

/**
 * A base word with a suffix (words.md's rules): double the last letter after a short vowel,
 * drop a silent e, and otherwise just add it ("wish" → "wishes" for the -s of a verb).
 */
export function withSuffix(
  base: string,
  suffix: WordPart | 's',
  rule?: SpellingWord['rule'],
): string {
  if (suffix === 's') return /(sh|ch|s|x|z)$/.test(base) ? `${base}es` : `${base}s`;
  if (rule === 'double') return `${base}${base.slice(-1)}${suffix}`;
  if (rule === 'drop-e') return `${base.slice(0, -1)}${suffix}`;
  return `${base}${suffix}`;
}

/** A base word with a part: "unsafe", "repaint", "helpful", "painted". */
export const withPart = (base: string, part: WordPart): string =>
  isPrefix(part) ? `${part}${base}` : withSuffix(base, part);

/** The wrong spelling a child writes: no doubled letter ("hoping"), or the e kept ("skateing"). */
export function misspelled(word: SpellingWord): string {
  // Both mistakes leave the base as it is: "hop" + "ing", "skate" + "ing".
  return `${word.word}${word.suffix}`;
}

/** The right spelling of a step-4 word with its suffix. */
export const spelled = (word: SpellingWord): string =>
  withSuffix(word.word, word.suffix, word.rule);

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** The names of step 2's sentences. */
const names = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Leo'];

/** A card: what it shows and its picture (step 1). */
export interface PartChoice {
  readonly value: string;
  readonly text: string;
  readonly emoji?: string;
}

/** What an item asks. */
export type PartsTask =
  /** Step 1: what an un- or re- word means, with pictures. */
  | {
      readonly kind: 'meaning';
      readonly word: MeaningPicture;
      readonly choices: readonly PartChoice[];
    }
  /** Step 2: the suffix a sentence needs. */
  | {
      readonly kind: 'sentence';
      readonly base: string;
      readonly sentence: string;
      readonly right: string;
      readonly part: 'ing' | 'ed' | 'er' | 'est';
      /** Why: the time words or the comparison ("Yesterday", "than"). */
      readonly clue: 'yesterday' | 'right now' | 'than' | 'most';
      readonly choices: readonly string[];
    }
  /** Step 3: which word means…, the opposite part always offered. */
  | {
      readonly kind: 'which';
      readonly base: string;
      readonly part: WordPart;
      readonly meaning: string;
      readonly right: string;
      readonly choices: readonly string[];
    }
  /** Step 4: build a word from part tiles. */
  | {
      readonly kind: 'build';
      readonly word: PartWord;
      readonly tiles: readonly string[];
    }
  /** Step 4: choose the spelling. */
  | { readonly kind: 'spelling'; readonly word: SpellingWord; readonly choices: readonly string[] };

/** A Prefix and Suffix Power item. */
export interface PartsItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  readonly task: PartsTask;
  readonly speech: readonly string[];
}

/** A card picked, or the word built from tiles (step 4): its parts in slot order. */
export type PartsAnswer =
  | { readonly kind: 'choice'; readonly value: string }
  | { readonly kind: 'built'; readonly parts: readonly string[] };

/** The hints of words.md; each is worded for its item in the check's message. */
export const partsHints = {
  'opposite-part': 'un- means not or undo. re- means again.',
  'er-est': '-er compares two things. -est is the most of all.',
  'wrong-tense': "'Yesterday' means it already happened, so use -ed. 'Right now' means -ing.",
  spelling: 'Short vowel and one last letter: double it. A silent last letter: drop it.',
  'wrong-part': 'Each part changes the meaning: un- not, re- again, -ful full of.',
  default: 'Say the word with the part. Does it mean what we want?',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type PartsMisconception = Exclude<keyof typeof partsHints, 'default'>;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "un- means not or undo: unpack means take things out. re- means again: repack means pack again." */
export function oppositePartHint(base: string): string {
  const listed = data.parts.find((each) => each.part === 'un' && each.base === base);
  return `un- means not or undo: un${base} means ${listed?.meaning ?? `not ${base}`}. re- means again: re${base} means ${base} again.`;
}

/** The spoken form of a sentence with a blank: "Yesterday, Ava, blank, the fence." */
export const blankSpoken = (sentence: string): string => sentence.replace(/\s*___\s*/, ', blank, ');

function meaningItem(rng: Rng): PartsItem {
  const word = rng.pick(data.meaningPictures);
  const choices: PartChoice[] = rng.shuffle([
    { value: 'right', text: word.right.text, emoji: word.right.emoji },
    { value: 'wrong', text: word.wrong.text, emoji: word.wrong.emoji },
  ]);
  const prompt = `What does ${word.word} mean?`;
  return {
    key: `meaning:${word.word}`,
    prompt,
    speech: [
      `Picture: ${word.picture.alt}.`,
      prompt,
      `Choices: ${choices.map((choice) => choice.text).join(', ')}.`,
    ],
    step: 1,
    task: { kind: 'meaning', word, choices },
  };
}

function sentenceItem(rng: Rng): PartsItem {
  const verb = rng.next() < 0.5;
  if (verb) {
    const { word, rest } = rng.pick(data.tenseVerbs);
    const past = rng.next() < 0.5;
    const name = rng.pick(names);
    const weather = rest === '';
    const tail = weather ? (past ? 'all day' : 'outside') : rest;
    const who = weather ? 'it' : name;
    const sentence = past ? `Yesterday, ${who} ___ ${tail}.` : `Right now, ${who} is ___ ${tail}.`;
    const right = withSuffix(word, past ? 'ed' : 'ing');
    const choices = rng.shuffle([
      withSuffix(word, 'ed'),
      withSuffix(word, 'ing'),
      withSuffix(word, 's'),
    ]);
    return {
      key: `sentence:${word}`,
      prompt: sentence,
      speech: [blankSpoken(sentence), `Choices: ${choices.join(', ')}.`],
      step: 2,
      task: {
        kind: 'sentence',
        base: word,
        sentence,
        right,
        part: past ? 'ed' : 'ing',
        clue: past ? 'yesterday' : 'right now',
        choices,
      },
    };
  }
  const { word, than, most } = rng.pick(data.compareWords);
  const more = rng.next() < 0.5;
  const sentence = more ? than : most;
  const choices = rng.shuffle([withSuffix(word, 'er'), withSuffix(word, 'est'), word]);
  return {
    key: `sentence:${word}`,
    prompt: sentence,
    speech: [blankSpoken(sentence), `Choices: ${choices.join(', ')}.`],
    step: 2,
    task: {
      kind: 'sentence',
      base: word,
      sentence,
      right: withSuffix(word, more ? 'er' : 'est'),
      part: more ? 'er' : 'est',
      clue: more ? 'than' : 'most',
      choices,
    },
  };
}

/** Verbs whose -ed is not a plain ending (did, told, built, read, wrote): never shown with -ed. */
const irregular = new Set(['do', 'tell', 'build', 'read', 'write']);

/** Whether a base is a describing word (it takes -er and -est). */
const describes = (base: string): boolean =>
  data.compareWords.some((each) => each.word === base) ||
  data.parts.some(
    (each) => each.part === 'un' && each.base === base && each.meaning.startsWith('not '),
  );

/**
 * A step-3 distractor: the base with another part, spelled by the rules (caring, not careing),
 * or null when that form would need a change words.md leaves out (-y → -i, ie → y) or an
 * irregular past.
 */
export function distractorForm(base: string, part: WordPart): string | null {
  if (isPrefix(part)) return `${part}${base}`;
  if (part === 'ful') return `${base}ful`;
  if ((part === 'er' || part === 'est') && !describes(base)) return null;
  if (part === 'ed' && irregular.has(base)) return null;
  if (base.endsWith('ie') && part === 'ing') return null;
  if (/[^aeiou]y$/.test(base)) return part === 'ing' ? `${base}ing` : null;
  if (base.endsWith('e')) return withSuffix(base, part, 'drop-e');
  const listed =
    data.tenseVerbs.some((each) => each.word === base) ||
    data.compareWords.some((each) => each.word === base);
  if (!listed && base.length <= 4 && /[^aeiou][aeiou][^aeiouwxy]$/.test(base)) {
    return withSuffix(base, part, 'double');
  }
  return withSuffix(base, part);
}

/** "Which word means not safe?", "Which word means jump, and it already happened?" */
export function whichPrompt(meaning: string): string {
  return `Which word means ${meaning}?`;
}

function whichItem(rng: Rng): PartsItem {
  const part = rng.pick(wordParts);
  let base: string;
  let meaning: string;
  if (part === 'un' || part === 're' || part === 'ful') {
    const word = rng.pick(data.parts.filter((each) => each.part === part));
    base = word.base;
    meaning = word.meaning;
  } else if (part === 'ing' || part === 'ed') {
    base = rng.pick(data.tenseVerbs).word;
    meaning = part === 'ing' ? `${base}, happening right now` : `${base}, and it already happened`;
  } else {
    base = rng.pick(data.compareWords).word;
    meaning = part === 'er' ? `more ${base}` : `the most ${base}`;
  }
  const right = withPart(base, part);
  const opposite = withPart(base, oppositePart[part]);
  const others = rng
    .shuffle(wordParts.filter((each) => each !== part && each !== oppositePart[part]))
    .map((each) => distractorForm(base, each))
    .filter(
      (word): word is string =>
        word !== null && !data.neverPrefixed.includes(word) && word !== right && word !== opposite,
    );
  const choices = rng.shuffle([right, opposite, ...others.slice(0, 2)]);
  const prompt = whichPrompt(meaning);
  return {
    key: `which:${base}`,
    prompt,
    speech: [prompt, `Choices: ${choices.join(', ')}.`],
    step: 3,
    task: { kind: 'which', base, part, meaning, right, choices },
  };
}

/** Step 4's part tiles: all seven parts and the base word. */
export const buildTiles = (base: string): string[] => [...wordParts, base];

function buildItem(rng: Rng): PartsItem {
  const word = rng.pick(data.parts);
  const prompt = `Make a word that means ${word.meaning}.`;
  return {
    key: `build:${word.base}`,
    prompt,
    speech: [prompt],
    step: 4,
    task: { kind: 'build', word, tiles: buildTiles(word.base) },
  };
}

function spellingItem(rng: Rng): PartsItem {
  const word = rng.pick(data.spelling);
  const choices = rng.shuffle([spelled(word), misspelled(word)]);
  return {
    key: `spelling:${word.word}`,
    prompt: word.sentence,
    speech: [blankSpoken(word.sentence), `Choices: ${choices.join(', ')}.`],
    step: 4,
    task: { kind: 'spelling', word, choices },
  };
}

function makeItem(step: 1 | 2 | 3 | 4, rng: Rng): PartsItem {
  switch (step) {
    case 1:
      return meaningItem(rng);
    case 2:
      return sentenceItem(rng);
    case 3:
      return whichItem(rng);
    case 4:
      return rng.next() < 0.5 ? buildItem(rng) : spellingItem(rng);
  }
}

/** Generates an item for a step (1–4); the same base word never comes twice in a row. */
export function generateParts(step: number, rng: Rng, context?: GenerateContext): PartsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  const target = (key: string) => key.slice(key.indexOf(':') + 1);
  let item = makeItem(clamped, rng);
  for (let tries = 0; previous && target(item.key) === target(previous) && tries < 50; tries += 1) {
    item = makeItem(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The right answer of an item: a card's value, or the word to build. */
export function rightAnswer(task: PartsTask): string {
  switch (task.kind) {
    case 'meaning':
      return 'right';
    case 'sentence':
    case 'which':
      return task.right;
    case 'build':
      return task.word.word;
    case 'spelling':
      return spelled(task.word);
  }
}

const wrong = (
  misconception: PartsMisconception,
  message: string,
  marks?: AnswerMarks,
): CheckResult<PartsMisconception> => ({
  correct: false,
  misconception,
  message,
  ...(marks ? { marks } : {}),
});

/** The part a word was made with from a base, if any. */
function partOf(base: string, word: string): WordPart | null {
  return (
    wordParts.find(
      (part) => withPart(base, part) === word || distractorForm(base, part) === word,
    ) ?? null
  );
}

/** The hint for a word made with the wrong part, when the right one is `part`. */
function wrongPartHint(
  base: string,
  part: WordPart,
  right: string,
  picked: string,
  meaning: string,
) {
  const used = partOf(base, picked);
  if (used && isPrefix(part) && isPrefix(used)) {
    return wrong('opposite-part', oppositePartHint(base));
  }
  if (used && (part === 'er' || part === 'est') && (used === 'er' || used === 'est')) {
    return wrong(
      'er-est',
      `-er compares two things. -est is the most of all. We want ${meaning}, so it's ${right}.`,
    );
  }
  if (used && (part === 'ing' || part === 'ed') && (used === 'ing' || used === 'ed')) {
    return wrong(
      'wrong-tense',
      `-ed means it already happened. -ing means it is happening now. So it's ${right}.`,
    );
  }
  const what = used ? `${partName(used)} means ${partMeanings[used]}. ` : '';
  return wrong(
    'wrong-part',
    `${what}We want ${meaning}: which part means ${partMeanings[part]}? ${partName(part)}.`,
  );
}

/** Whether an answer can be checked: a card picked, or both slots filled. */
export function isAnswerComplete(item: PartsItem, answer: PartsAnswer | undefined): boolean {
  if (!answer) return false;
  if (item.task.kind === 'build') return answer.kind === 'built' && answer.parts.length === 2;
  return answer.kind === 'choice';
}

/**
 * The answer rule (words.md): the exact word or card. Time words decide the tense
 * ("Yesterday" → -ed; "Right now" or "is" → -ing), "than" decides -er, "the … of all" -est.
 */
export function checkParts(item: PartsItem, answer: PartsAnswer): CheckResult<PartsMisconception> {
  const { task } = item;
  if (task.kind === 'build') {
    const parts = answer.kind === 'built' ? answer.parts : [];
    const built = parts.join('');
    const word = task.word;
    const expected = word.part === 'ful' ? [word.base, 'ful'] : [word.part, word.base];
    const marks = Object.fromEntries(
      expected.map((part, slot) => [String(slot), parts[slot] === part ? 'correct' : 'incorrect']),
    ) as AnswerMarks;
    if (built === word.word) return { correct: true, marks };
    const base = word.base;
    const usedPart = parts.find((part) => part !== base) as WordPart | undefined;
    if (usedPart && parts.includes(base) && partOf(base, built) === null) {
      // The part is on the wrong side of the word: "safeun".
      return wrong(
        'wrong-part',
        `${partName(usedPart)} is a ${isPrefix(usedPart) ? 'prefix: it goes at the start' : 'suffix: it goes at the end'}.`,
        marks,
      );
    }
    const result = wrongPartHint(base, word.part, word.word, built, word.meaning);
    return { ...result, marks };
  }
  const picked = answer.kind === 'choice' ? answer.value : '';
  const right = rightAnswer(task);
  const marks = { [picked]: picked === right ? 'correct' : 'incorrect' } as const;
  if (picked === right) return { correct: true, marks };
  switch (task.kind) {
    case 'meaning': {
      const base = task.word.word.replace(/^(un|re)/, '');
      return wrong('opposite-part', oppositePartHint(base), marks);
    }
    case 'sentence': {
      if (task.part === 'ed' || task.part === 'ing') {
        return wrong(
          'wrong-tense',
          task.part === 'ed'
            ? `'Yesterday' means it already happened, so use -ed: ${task.right}.`
            : `'Right now' means it is happening now, so use -ing: ${task.right}.`,
          marks,
        );
      }
      return wrong(
        'er-est',
        task.part === 'er'
          ? `-er compares two things. -est is the most of all. Two things are compared, so it's ${task.right}.`
          : `-er compares two things. -est is the most of all. This one is the most of all, so it's ${task.right}.`,
        marks,
      );
    }
    case 'which':
      return { ...wrongPartHint(task.base, task.part, task.right, picked, task.meaning), marks };
    case 'spelling': {
      const { word } = task;
      const right = spelled(word);
      if (word.magicE) {
        return wrong(
          'spelling',
          `${capitalize(picked)} comes from ${word.magicE}, with its silent last letter. ${capitalize(word.word)} has a short vowel, so double the last letter: ${right}.`,
          marks,
        );
      }
      return wrong(
        'spelling',
        word.rule === 'double'
          ? `${capitalize(word.word)} has a short vowel and one last letter, so double it: ${right}.`
          : `${capitalize(word.word)} ends in a silent letter. Drop it before -${word.suffix}: ${right}.`,
        marks,
      );
    }
  }
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** "un plus safe: unsafe." — said after a build (words.md). */
export function buildText(word: PartWord): string {
  return word.part === 'ful'
    ? `${word.base} plus ful: ${word.word}.`
    : `${word.part} plus ${word.base}: ${word.word}.`;
}

/** The sentence with its blank filled. */
export const filled = (sentence: string, word: string): string => sentence.replace('___', word);

/** The answer in words, said after the child has answered. */
export function describeParts(item: PartsItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'meaning':
      return `${capitalize(task.word.word)} means ${task.word.right.text}.`;
    case 'sentence':
      return filled(task.sentence, task.right);
    case 'which':
      return `${capitalize(task.right)} means ${task.meaning}.`;
    case 'build':
      return buildText(task.word);
    case 'spelling':
      return filled(task.word.sentence, spelled(task.word));
  }
}

/** The worked example after 2 misses: the item solved aloud, one step at a time. */
export function partsWorkedExample(item: PartsItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'meaning': {
      const part = task.word.word.startsWith('un') ? 'un' : 're';
      const base = task.word.word.slice(2);
      return [
        { text: `${capitalize(task.word.word)} is ${part} plus ${base}.` },
        { text: `${partName(part)} means ${partMeanings[part]}.` },
        { text: describeParts(item) },
      ];
    }
    case 'sentence':
      return [
        {
          text:
            task.clue === 'yesterday'
              ? "'Yesterday' tells us it already happened."
              : task.clue === 'right now'
                ? "'Right now' tells us it is happening now."
                : task.clue === 'than'
                  ? "'Than' tells us two things are compared."
                  : "'The' and 'of all' tell us it is the most of all.",
        },
        { text: `${partName(task.part)} means ${partMeanings[task.part]}: ${task.right}.` },
        { text: describeParts(item) },
      ];
    case 'which':
      return [
        { text: `We want ${task.meaning}.` },
        { text: `${partName(task.part)} means ${partMeanings[task.part]}.` },
        { text: describeParts(item) },
      ];
    case 'build': {
      const { word } = task;
      return [
        { text: `We want ${word.meaning}. Start with the word ${word.base}.` },
        {
          text:
            word.part === 'ful'
              ? `-ful means full of. A suffix goes at the end: ${word.base}, then ful.`
              : `${partName(word.part)} means ${partMeanings[word.part]}. A prefix goes at the start: ${word.part}, then ${word.base}.`,
        },
        { text: buildText(word) },
      ];
    }
    case 'spelling': {
      const { word } = task;
      return [
        {
          text:
            word.rule === 'double'
              ? `${capitalize(word.word)} has a short vowel and one last letter.`
              : `${capitalize(word.word)} ends in a silent letter.`,
        },
        {
          text:
            word.rule === 'double'
              ? `So double the last letter before -${word.suffix}: ${spelled(word)}.`
              : `So drop it before -${word.suffix}: ${spelled(word)}.`,
        },
        { text: describeParts(item) },
      ];
    }
  }
}

/** The model of Prefix and Suffix Power. */
export const partsModel = {
  steps: 4,
  hints: partsHints,
  generate: generateParts,
  check: checkParts,
  workedExample: partsWorkedExample,
  describe: describeParts,
} satisfies PracticeModel<PartsItem, PartsAnswer, PartsMisconception>;
