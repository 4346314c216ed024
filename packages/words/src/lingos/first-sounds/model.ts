/**
 * Lingo 1-2, First Sounds: hear a picture word and find the letter it starts with; at step 4
 * the other way round, find the picture that starts with a letter (words.md 1-2). The answer
 * is the word's first letter: the word bank holds only words whose first letter spells their
 * first sound.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { soundText as keySoundText, soundUtterances } from '../../model/keyWords';
import { letterName } from '../../model/letters';
import { parseWordList, pictureAlt } from '../../model/wordData';
import wordsJson from './words.json';

/** A picture word of the bank, with the other names a child may give its picture. */
export interface FirstSoundsWord {
  readonly word: string;
  readonly emoji: string;
  /** Other names for the picture (insect: bug), for the "named another way" hint. */
  readonly otherNames: readonly string[];
}

/** What an item asks. */
export type FirstSoundsTask =
  /** Steps 1–3: which letter does the picture word start with? 2, 3 or 4 letter cards. */
  | {
      readonly kind: 'letter';
      readonly target: FirstSoundsWord;
      readonly choices: readonly string[];
    }
  /** Step 4, reversed: which picture starts with the letter? 3 picture cards. */
  | {
      readonly kind: 'picture';
      readonly letter: string;
      readonly target: FirstSoundsWord;
      readonly choices: readonly FirstSoundsWord[];
    };

/** A First Sounds item. */
export interface FirstSoundsItem extends PracticeItemBase {
  readonly step: number;
  readonly task: FirstSoundsTask;
}

/** The child's answer: the letter picked (steps 1–3) or the picture's word (step 4). */
export type FirstSoundsAnswer = string;

// ─── The word bank ───────────────────────────────────────────────────────────────────────

/** This Lingo's own field: `otherNames`, when given, a list of lower-case names. */
function otherNamesField(
  raw: Readonly<Record<string, unknown>>,
): { otherNames: string[] } | string {
  const names = raw.otherNames;
  if (names === undefined) return { otherNames: [] };
  if (
    !Array.isArray(names) ||
    !names.every((name) => typeof name === 'string' && /^[a-z][a-z -]*$/.test(name))
  ) {
    return 'otherNames is a list of lower-case words';
  }
  return { otherNames: names as string[] };
}

/**
 * Reads the First Sounds bank from its JSON: parseWordList's checks (a word of letters, a known
 * picture, no duplicate) and this Lingo's: `otherNames` is a list of words, the word has a
 * picture, and it does not start with q or x. A bad entry is skipped with a message.
 */
export function parseFirstSoundsBank(
  raw: unknown,
  name = 'first-sounds',
): { readonly words: readonly FirstSoundsWord[]; readonly problems: readonly string[] } {
  const { entries, problems } = parseWordList(raw, name, { fields: otherNamesField });
  const extra: string[] = [];
  const words: FirstSoundsWord[] = [];
  for (const entry of entries) {
    if (entry.emoji === undefined) {
      extra.push(`Skipped '${entry.word}' in ${name}: a First Sounds word needs a picture.`);
    } else if ('qx'.includes(entry.word.charAt(0))) {
      extra.push(`Skipped '${entry.word}' in ${name}: no First Sounds word starts with q or x.`);
    } else {
      words.push({ word: entry.word, emoji: entry.emoji, otherNames: entry.otherNames });
    }
  }
  return { words, problems: [...problems, ...extra] };
}

const bank = parseFirstSoundsBank(wordsJson);
if (bank.problems.length > 0) console.warn(bank.problems.join('\n'));

/** The words of the bank that loaded. */
export const firstSoundsWords: readonly FirstSoundsWord[] = bank.words;

// ─── Letters and their sounds ────────────────────────────────────────────────────────────

const vowels = ['a', 'e', 'i', 'o', 'u'] as const;

/** The first letter of a word, the answer of its item. */
export const firstLetter = (word: string): string => word.charAt(0);

/** Whether a letter is one of the short vowels a e i o u. */
export const isVowel = (letter: string): boolean => (vowels as readonly string[]).includes(letter);

/** Step 1's letters: long, easy-to-hear first sounds. */
export const easyLetters = ['s', 'm', 'f', 'l', 'n', 'r', 'h', 'b', 't'] as const;

/** Step 2's letters: all consonants except q and x. */
export const consonants = [...'bcdfghjklmnprstvwyz'] as const;

/**
 * Sound-alike pairs of words.md 1-2: b/p, d/t, f/v, m/n, s/z, g/k; c sounds like k at the
 * start of every bank word (cat), so its sound-alike is g (c and k are never shown together).
 * The short vowels have their neighbouring vowel (a/e, e/i, o/u), as in 1-4.
 */
export const soundAlikes: Readonly<Record<string, readonly string[]>> = {
  b: ['p'],
  p: ['b'],
  d: ['t'],
  t: ['d'],
  f: ['v'],
  v: ['f'],
  m: ['n'],
  n: ['m'],
  s: ['z'],
  z: ['s'],
  g: ['k'],
  k: ['g'],
  c: ['g'],
  a: ['e'],
  e: ['a', 'i'],
  i: ['e'],
  o: ['u'],
  u: ['o'],
};

/** Voiced and unvoiced partners (the throat hint): b buzzes, p is only a puff. */
const voicing: Readonly<Record<string, { readonly buzzy: string; readonly puff: string }>> = {
  b: { buzzy: 'b', puff: 'p' },
  p: { buzzy: 'b', puff: 'p' },
  d: { buzzy: 'd', puff: 't' },
  t: { buzzy: 'd', puff: 't' },
  v: { buzzy: 'v', puff: 'f' },
  f: { buzzy: 'v', puff: 'f' },
};

/** Whether two letters sound alike (never both cards of a step-1 item). */
export const soundAlike = (a: string, b: string): boolean =>
  (soundAlikes[a] ?? []).includes(b) || (soundAlikes[b] ?? []).includes(a);

/** c and k spell the same first sound (cat, kite): they are never shown together. */
export const clash = (a: string, b: string): boolean =>
  (a === 'c' && b === 'k') || (a === 'k' && b === 'c');

/**
 * The letter that spells a word's last sound, when it is clear: bus → s, cake → k, duck → k.
 * None for a vowel or y/w ending, a team (fish, watch), a soft ce/ge, or an s that says z
 * (jeans, nose); such words get the general hint instead of "that's the sound at the end".
 */
export function endLetter(word: string): string | undefined {
  let letters = word.replace(/[^a-z]/g, '');
  if (/[^aeiou]e$/.test(letters)) {
    // house, mouse, horse end in s; rose and nose in a z sound; juice and cage are soft.
    if (/[cgvz]e$/.test(letters) || (/se$/.test(letters) && !/(ouse|rse)$/.test(letters))) {
      return undefined;
    }
    letters = letters.slice(0, -1);
  }
  const last = letters.charAt(letters.length - 1);
  const before = letters.charAt(letters.length - 2);
  if (!'bdfgklmnprstxz'.includes(last) || last === '') return undefined;
  if (['sh', 'ch', 'th', 'ng', 'gh', 'ph', 'wh'].includes(before + last)) return undefined;
  if (last === 's' && /[bdeglmnrv]/.test(before)) return undefined;
  if (last === firstLetter(word)) return undefined;
  return last;
}

/** "b, as in ball": a letter's sound as text, with a key word that is never `avoid`. */
export const soundText = (letter: string, avoid: string): string => keySoundText(letter, { avoid });

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The prompts. */
export const firstSoundsPrompts = {
  letter: (word: string) => `Which letter does ${word} start with?`,
  picture: (letter: string) => `Which picture starts with the letter ${letter}?`,
} as const;

/** The screen-reader text of an item: "Picture: a bus. Which letter does bus start with? Choices: b, p, t." */
export function itemText(item: FirstSoundsItem): string {
  const { task } = item;
  if (task.kind === 'letter') {
    return `Picture: ${pictureAlt(task.target)}. ${item.prompt} Choices: ${task.choices.join(', ')}.`;
  }
  return `${item.prompt} Choices: ${task.choices.map((choice) => choice.word).join(', ')}.`;
}

/** What read-aloud says for a letter: its name from the table ("B."), never a bare letter. */
const named = (letter: string): string => letterName(letter);

/** The prompt as read aloud: a whole sentence; a letter is its own utterance ("M."). */
function promptSpeech(task: FirstSoundsTask): readonly string[] {
  return task.kind === 'letter'
    ? [firstSoundsPrompts.letter(task.target.word)]
    : ['Which picture starts with the letter', named(task.letter)];
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const wordsStartingWith = (letters: readonly string[]): FirstSoundsWord[] =>
  firstSoundsWords.filter((entry) => letters.includes(firstLetter(entry.word)));

/** Whether a card may join the others: not the answer, no sound-alike at step 1, no c with k. */
function fits(letter: string, shown: readonly string[], step: number, answer: string): boolean {
  if (shown.includes(letter)) return false;
  if (shown.some((other) => clash(other, letter))) return false;
  if (step <= 2 && soundAlike(letter, answer)) return false;
  return true;
}

/**
 * The letter cards of an item, shuffled: the answer and the distractors of its step. Step 1:
 * 2 cards from the easy letters whose sounds are far apart. Step 2: 3 consonants. Step 3: 4
 * cards including one sound-alike. The word's end letter joins as a distractor half the time
 * when it fits (the "sound at the end" mistake).
 */
export function letterChoices(step: number, target: string, rng: Rng): string[] {
  const answer = firstLetter(target);
  const count = step === 1 ? 2 : step === 2 ? 3 : 4;
  const pool: readonly string[] =
    step === 1 ? easyLetters : step === 2 ? consonants : [...consonants, ...vowels];
  const shown = [answer];
  if (step >= 3) {
    const alikes = (soundAlikes[answer] ?? []).filter((letter) =>
      fits(letter, shown, step, answer),
    );
    if (alikes.length > 0) shown.push(rng.pick(alikes));
  }
  const end = endLetter(target);
  if (end && pool.includes(end) && fits(end, shown, step, answer) && rng.next() < 0.5) {
    shown.push(end);
  }
  while (shown.length < count) {
    const options = pool.filter(
      (letter) => fits(letter, shown, step, answer) && !(step >= 3 && soundAlike(letter, answer)),
    );
    shown.push(rng.pick(options));
  }
  return rng.shuffle(shown);
}

/** Step 3's targets: every word whose first letter has a sound-alike to show with it. */
const step3Words = () =>
  firstSoundsWords.filter((entry) => (soundAlikes[firstLetter(entry.word)] ?? []).length > 0);

/**
 * The 3 picture cards of a step-4 item, shuffled: a word starting with the letter and 2 whose
 * first letters differ from it and from each other, never c with k, and never a picture whose
 * other name starts with the letter (a second right answer).
 */
export function pictureChoices(
  letter: string,
  target: FirstSoundsWord,
  rng: Rng,
): FirstSoundsWord[] {
  const shown = [target];
  const usable = (entry: FirstSoundsWord) => {
    const first = firstLetter(entry.word);
    return (
      first !== letter &&
      !clash(first, letter) &&
      !entry.otherNames.some((other) => firstLetter(other) === letter) &&
      shown.every((other) => {
        const otherFirst = firstLetter(other.word);
        return otherFirst !== first && !clash(otherFirst, first);
      })
    );
  };
  // One picture that ends with the letter or starts with its sound-alike, when there is one.
  const tricky = firstSoundsWords.filter(
    (entry) =>
      usable(entry) &&
      (endLetter(entry.word) === letter || soundAlike(firstLetter(entry.word), letter)),
  );
  if (tricky.length > 0 && rng.next() < 0.5) shown.push(rng.pick(tricky));
  while (shown.length < 3) shown.push(rng.pick(firstSoundsWords.filter(usable)));
  return rng.shuffle(shown);
}

function letterItem(step: number, target: FirstSoundsWord, rng: Rng): FirstSoundsItem {
  const task: FirstSoundsTask = {
    kind: 'letter',
    target,
    choices: letterChoices(step, target.word, rng),
  };
  return {
    key: target.word,
    prompt: firstSoundsPrompts.letter(target.word),
    speech: promptSpeech(task),
    step,
    task,
  };
}

function generateOnce(step: number, rng: Rng): FirstSoundsItem {
  switch (step) {
    case 1:
      return letterItem(1, rng.pick(wordsStartingWith(easyLetters)), rng);
    case 2:
      return letterItem(2, rng.pick(wordsStartingWith(consonants)), rng);
    case 3:
      return letterItem(3, rng.pick(step3Words()), rng);
    default: {
      const target = rng.pick(firstSoundsWords);
      const letter = firstLetter(target.word);
      const task: FirstSoundsTask = {
        kind: 'picture',
        letter,
        target,
        choices: pictureChoices(letter, target, rng),
      };
      return {
        key: target.word,
        prompt: firstSoundsPrompts.picture(letter),
        speech: promptSpeech(task),
        step: 4,
        task,
      };
    }
  }
}

/** Generates a First Sounds item for a step (1–4), never the previous target word again. */
export function generateFirstSounds(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): FirstSoundsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule and hints ───────────────────────────────────────────────────────────────

/** The right answer: the word's first letter, or at step 4 the picture starting with the letter. */
export function firstSoundsAnswer(item: FirstSoundsItem): string {
  return item.task.kind === 'letter' ? firstLetter(item.task.target.word) : item.task.target.word;
}

/** The hints of words.md 1-2, as templates (each item fills in its own word and letters). */
export const firstSoundsHints = {
  'end-sound': "That's the sound at the end of bus. Listen to the very start: bus. b, as in ball.",
  voicing: 'Touch your throat: b buzzes, p is only a puff. bus starts with the buzzy one.',
  'other-name': 'This one is called insect. Listen: insect.',
  default: 'Listen to the very start: bus. b, as in ball.',
} as const;

/** The mistakes this Lingo's checker can name. */
export type FirstSoundsMisconception = Exclude<keyof typeof firstSoundsHints, 'default'>;

/** A hint of one item: its text and what read-aloud says (letters by name, never bare). */
export interface FirstSoundsHint {
  readonly misconception?: FirstSoundsMisconception;
  readonly text: string;
  readonly speech: readonly string[];
}

/** "Listen to the very start: bus. b, as in ball." for a word, its key word never the word. */
function startHint(word: string): Pick<FirstSoundsHint, 'text' | 'speech'> {
  const letter = firstLetter(word);
  return {
    text: `Listen to the very start: ${word}. ${soundText(letter, word)}.`,
    speech: [`Listen to the very start: ${word}.`, ...soundUtterances(letter, { avoid: word })],
  };
}

/**
 * The hint for a wrong letter picked for `word`: the end sound picked (bus → s), the voiced or
 * unvoiced partner (b/p, d/t, f/v), the first letter of another name for the picture
 * (insect → b for bug), or the general "listen to the very start".
 */
export function letterHint(word: string, picked: string): FirstSoundsHint {
  const answer = firstLetter(word);
  const start = startHint(word);
  if (picked === endLetter(word)) {
    const opening = `That's the sound at the end of ${word}.`;
    return {
      misconception: 'end-sound',
      text: `${opening} ${start.text}`,
      speech: [opening, ...start.speech],
    };
  }
  const pair = voicing[answer];
  if (pair && (picked === pair.buzzy || picked === pair.puff) && picked !== answer) {
    const which = answer === pair.buzzy ? 'buzzy' : 'puffy';
    const text = `Touch your throat: ${pair.buzzy} buzzes, ${pair.puff} is only a puff. ${word} starts with the ${which} one.`;
    return {
      misconception: 'voicing',
      text,
      speech: [
        'Touch your throat:',
        named(pair.buzzy),
        'buzzes,',
        named(pair.puff),
        'is only a puff.',
        `${capitalize(word)} starts with the ${which} one.`,
      ],
    };
  }
  return start;
}

/** The hint for a wrong letter, or for a wrong picture at step 4. */
export function firstSoundsHint(item: FirstSoundsItem, answer: string): FirstSoundsHint {
  const { task } = item;
  if (task.kind === 'letter') {
    const word = task.target.word;
    if (
      task.target.otherNames.some(
        (other) => firstLetter(other) === answer && answer !== firstLetter(word),
      )
    ) {
      const text = `This one is called ${word}. Listen: ${word}.`;
      return { misconception: 'other-name', text, speech: [text] };
    }
    return letterHint(word, answer);
  }
  // Step 4: the picture picked does not start with the letter; teach its own start.
  const picked = task.choices.find((choice) => choice.word === answer);
  if (!picked) return { ...startHint(task.target.word) };
  const pickedFirst = firstLetter(picked.word);
  if (endLetter(picked.word) === task.letter) {
    return letterHint(picked.word, task.letter);
  }
  const pair = voicing[task.letter];
  if (
    pair &&
    pickedFirst !== task.letter &&
    (pickedFirst === pair.buzzy || pickedFirst === pair.puff)
  ) {
    const which = pickedFirst === pair.buzzy ? 'buzzy' : 'puffy';
    const text = `Touch your throat: ${pair.buzzy} buzzes, ${pair.puff} is only a puff. ${picked.word} starts with the ${which} one.`;
    return {
      misconception: 'voicing',
      text,
      speech: [
        'Touch your throat:',
        named(pair.buzzy),
        'buzzes,',
        named(pair.puff),
        'is only a puff.',
        `${capitalize(picked.word)} starts with the ${which} one.`,
      ],
    };
  }
  return startHint(picked.word);
}

/** "Yes, bus starts with b.": said after a right answer. */
export function rightText(item: FirstSoundsItem): {
  readonly text: string;
  readonly speech: readonly string[];
} {
  const word = item.task.target.word;
  const letter = firstLetter(word);
  return {
    text: `Yes, ${word} starts with ${letter}.`,
    speech: [`Yes, ${word} starts with`, named(letter)],
  };
}

/**
 * The answer rule: right if and only if the letter picked is the word's first letter (steps
 * 1–3), or the picture picked starts with the letter (step 4; only one card does).
 */
export function checkFirstSounds(
  item: FirstSoundsItem,
  answer: FirstSoundsAnswer,
): CheckResult<FirstSoundsMisconception> {
  const right = firstSoundsAnswer(item);
  const correct = answer === right;
  const marks = { [answer]: correct ? ('correct' as const) : ('incorrect' as const) };
  if (correct) {
    const right = rightText(item);
    return { correct: true, message: right.text, speech: right.speech, marks };
  }
  const hint = firstSoundsHint(item, answer);
  return {
    correct: false,
    ...(hint.misconception ? { misconception: hint.misconception } : {}),
    message: hint.text,
    speech: hint.speech,
    marks,
  };
}

/**
 * The worked example: listen to the word, hear its very start with its key word (never the
 * word itself), find the card.
 */
export function firstSoundsWorkedExample(item: FirstSoundsItem): WorkedExampleStep[] {
  const { task } = item;
  const word = task.target.word;
  const letter = firstLetter(word);
  const sound = soundUtterances(letter, { avoid: word });
  if (task.kind === 'letter') {
    return [
      { text: `Listen to the word: ${word}.` },
      {
        text: `Say it slowly and stop at the very start. ${word} starts like ${soundText(letter, word)}.`,
        speech: [
          'Say it slowly and stop at the very start.',
          `${capitalize(word)} starts like`,
          ...sound,
        ],
      },
      {
        text: `So ${word} starts with ${letter}.`,
        speech: [`So ${word} starts with`, named(letter)],
      },
    ];
  }
  return [
    {
      text: `The letter ${letter}: ${soundText(letter, word)}.`,
      speech: ['The letter', ...sound],
    },
    {
      text: `Say each picture word and listen to its very start: ${task.choices.map((choice) => choice.word).join(', ')}.`,
    },
    {
      text: `${capitalize(word)} starts with ${letter}.`,
      speech: [`${capitalize(word)} starts with`, named(letter)],
    },
  ];
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The model of First Sounds. */
export const firstSoundsModel = {
  steps: 4,
  hints: firstSoundsHints,
  generate: generateFirstSounds,
  check: checkFirstSounds,
  workedExample: firstSoundsWorkedExample,
} satisfies PracticeModel<FirstSoundsItem, FirstSoundsAnswer, FirstSoundsMisconception>;
