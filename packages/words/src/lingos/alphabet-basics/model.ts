/**
 * Lingo 1-0, Alphabet Basics (Learn): letters have names, each letter has a big (upper-case)
 * and a small (lower-case) shape, a letter stands for a sound heard in words, and the
 * alphabet has a fixed order. Four guided steps and a closing check of 3 kinds of question;
 * a miss shows the step's hint and gives a new item of the same kind (words.md 1-0).
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { caseName, caseUtterances, letterName, letters, type Letter } from '../../model/letters';
import { soundUtterances } from '../../model/keyWords';

export type { Letter };

// ─── Steps ───────────────────────────────────────────────────────────────────────────────

/** Ids of the Alphabet Basics steps, in order. */
export const alphabetBasicsStepIds = ['letter-names', 'two-shapes', 'sounds', 'abc-order'] as const;
/** One Alphabet Basics step id. */
export type AlphabetBasicsStepId = (typeof alphabetBasicsStepIds)[number];

/** A guided step of Alphabet Basics. */
export interface AlphabetBasicsStep extends LessonStep {
  readonly id: AlphabetBasicsStepId;
}

/** The four steps, with words.md's sentences, then what to do. */
export const alphabetBasicsSteps: readonly AlphabetBasicsStep[] = [
  {
    id: 'letter-names',
    prompt: 'There are 26 letters. Each letter has a name. Tap any 3 letters to hear their names.',
  },
  {
    id: 'two-shapes',
    prompt:
      'Every letter has a big shape and a small shape. Big is upper case, small is lower case. Match big M to small m, then T and A.',
    speech: [
      'Every letter has a big shape and a small shape.',
      'Big is upper case, small is lower case.',
      'Match',
      ...caseUtterances('m', 'big'),
      'to',
      ...caseUtterances('m', 'small'),
      'Then',
      'T.',
      'and',
      'A.',
    ],
  },
  {
    id: 'sounds',
    prompt: 'In words, letters make sounds. s, as in sun. Tap the s card to hear it.',
    speech: ['In words, letters make sounds.', ...soundUtterances('s'), 'Tap the card to hear it.'],
  },
  {
    id: 'abc-order',
    prompt: 'Letters always line up in the same order. Which letter fills the gap: C or G?',
    speech: [
      'Letters always line up in the same order.',
      'Which letter fills the gap:',
      'C.',
      'or',
      'G.',
    ],
  },
];

/** Step 1: how many different letters the child taps before the step is done. */
export const lettersToTap = 3;

/** The strip's text alternative of a letter button (words.md). */
export const stripButtonLabel = (letter: Letter): string =>
  `Letter button ${letter.toUpperCase()}. Press to hear its name.`;

/** Step 1: done once 3 different letters have been heard. */
export const lettersHeardDone = (heard: ReadonlySet<Letter>): boolean => heard.size >= lettersToTap;

/** Step 2: the pairs to match, in words.md's order. */
export const shapePairs: readonly Letter[] = ['m', 't', 'a'];

/** Step 2: the small letters' column, shuffled once so no pair sits side by side. */
export const shapeColumn: readonly Letter[] = ['a', 'm', 't'];

/** words.md's text after a right drop: "Yes! Big M and small m are the same letter." */
export function samePairText(letter: Letter): string {
  const text = `Yes! ${capitalize(caseName(letter, 'big'))} and ${caseName(letter, 'small')} are the same letter.`;
  return letter === 'a' ? `${text} They look different, but they have the same name.` : text;
}

/** The same, as utterances: the case words apart from each letter's name. */
export function samePairSpeech(letter: Letter): string[] {
  return [
    'Yes!',
    ...caseUtterances(letter, 'big'),
    'and',
    ...caseUtterances(letter, 'small'),
    'are the same letter.',
    ...(letter === 'a' ? ['They look different, but they have the same name.'] : []),
  ];
}

/** A wrong match in step 2, refused with why. */
export function notSamePairText(big: Letter, small: Letter): string {
  return `${capitalize(caseName(big, 'big'))} and ${caseName(small, 'small')} are not the same letter. Try another.`;
}

/** Step 2's praise once all three pairs match (spoken: no bare letter in it). */
export const shapesDoneText =
  'Well done! Every letter has a big shape and a small shape with the same name.';

/** Step 3: the letter and its key word. */
export const soundLetter: Letter = 's';

/** words.md's text of the sound card: "Letter s. Press to hear: s, as in sun." */
export const soundCardLabel = 'Letter s. Press to hear: s, as in sun.';

/** Step 3's two pictures: the one that starts with s, and one that does not. */
export const soundPictures = [
  { word: 'dog', emoji: '🐶', startsWithS: false },
  { word: 'sun', emoji: '☀️', startsWithS: true },
] as const;

/** The task of step 3's second part. */
export const soundQuestion = 'Drag the s card onto the picture that starts with s.';

/** …and as spoken. */
export const soundQuestionSpeech = [
  'Drag the card of',
  'S.',
  'onto the picture that starts with',
  ...soundUtterances('s'),
];

/** Step 3: what a pick says. */
export function soundPickText(word: string): string {
  // Said aloud as written: no letter in it (a bare letter would be read "uh" or "zee").
  return word === 'sun'
    ? 'Yes! Sun starts with that sound.'
    : `Listen: ${word}. It does not start like sun. Try the other picture.`;
}

/** Step 4: the run with its gap, and the two cards. */
export const orderRun: readonly (Letter | null)[] = ['a', 'b', null, 'd'];
export const orderChoices: readonly Letter[] = ['c', 'g'];

/** Step 4: what a pick says. */
export function orderPickText(letter: Letter): string {
  // Said aloud as written: letters only by their place, never bare.
  return letter === 'c'
    ? 'Yes! That letter comes next. Now press Play all to check.'
    : 'Not that one: it comes much later. Listen to the names in order, then try again.';
}

/** Step 4's praise once "Play all" has been pressed. */
export const orderDoneText = 'Yes! The letters always line up in the same order.';

/** Step 1's praise once 3 letters have been heard. */
export const namesDoneText = 'Well done! You heard 3 letter names.';

/** Step 4: what "Play all" says: the run's names in order. */
export const orderPlayAll: readonly string[] = ['a', 'b', 'c', 'd'].map((letter) =>
  letterName(letter),
);

// ─── Closing check ───────────────────────────────────────────────────────────────────────

/** The kinds of closing question. */
export type CheckKind = 'big-small' | 'first-sound' | 'after';

/**
 * One item of a closing question: what is shown (a big letter, a picture word, a letter) and
 * its 2 cards, the right one first. A miss brings the next item of the same kind.
 */
export interface CheckItem {
  readonly shown: string;
  /** Step 3's picture, for a first-sound item. */
  readonly emoji?: string;
  readonly right: Letter;
  readonly wrong: Letter;
}

/** The items of each kind; the first is words.md's. */
export const checkItems: Readonly<Record<CheckKind, readonly CheckItem[]>> = {
  'big-small': [
    { shown: 'r', right: 'r', wrong: 'n' },
    { shown: 'g', right: 'g', wrong: 'q' },
    { shown: 'e', right: 'e', wrong: 'a' },
  ],
  'first-sound': [
    { shown: 'fish', emoji: '🐟', right: 'f', wrong: 't' },
    { shown: 'moon', emoji: '🌙', right: 'm', wrong: 'r' },
    { shown: 'bus', emoji: '🚌', right: 'b', wrong: 'l' },
  ],
  after: [
    { shown: 'm', right: 'n', wrong: 'l' },
    { shown: 'd', right: 'e', wrong: 'c' },
    { shown: 's', right: 't', wrong: 'r' },
  ],
};

/** A closing question: its kind, answered on the Lingo's own cards (see `checkItemFor`). */
export interface AlphabetCheckQuestion extends LessonQuestion {
  readonly kind: CheckKind;
}

/** The hint of each kind: the matching step's lesson, without a bare letter to speak. */
export const checkHints: Readonly<Record<CheckKind, string>> = {
  'big-small':
    'A big letter and its small letter have the same name. Listen to the name, then find its small shape.',
  'first-sound':
    'Listen to the very start of the word, then find the letter that makes that sound.',
  after:
    'Letters always line up in the same order. Say the ABC up to this letter: the next one comes after it.',
};

/** A card's value: the item's place and the letter ("1:g"), unique across a question's items. */
export const cardValue = (itemIndex: number, letter: Letter): string => `${itemIndex}:${letter}`;

/** The item a question shows after `misses` wrong picks: each miss brings the next. */
export function checkItemFor(kind: CheckKind, misses: number): { item: CheckItem; index: number } {
  const items = checkItems[kind];
  const index = misses % items.length;
  return { item: items[index]!, index };
}

function question(kind: CheckKind, prompt: string): AlphabetCheckQuestion {
  const choices: LessonChoice[] = checkItems[kind].flatMap((item, index) => [
    { value: cardValue(index, item.right), correct: true },
    { value: cardValue(index, item.wrong), hint: checkHints[kind] },
  ]);
  return { id: kind, kind, prompt, choices, hint: checkHints[kind] };
}

/** The closing check: 3 questions, each must be right. */
export const alphabetCheck: readonly AlphabetCheckQuestion[] = [
  question('big-small', 'Find the small letter that goes with the big letter.'),
  question('first-sound', 'Which letter does the picture word start with?'),
  question('after', 'Which letter comes after this one?'),
];

/** What an item shows, in words ("Big R.", "Picture: fish.", "The letter m."). */
export function checkItemText(kind: CheckKind, item: CheckItem): string {
  if (kind === 'big-small')
    return `Big letter ${item.shown.toUpperCase()}. Find small ${item.shown}.`;
  if (kind === 'first-sound') return `Which letter does ${item.shown} start with?`;
  return `What comes after ${item.shown}?`;
}

/** …as spoken, from the name table: never a bare letter. */
export function checkItemSpeech(kind: CheckKind, item: CheckItem): string[] {
  if (kind === 'big-small') {
    return [...caseUtterances(item.shown, 'big'), 'Find', ...caseUtterances(item.shown, 'small')];
  }
  if (kind === 'first-sound') return [`Which letter does ${item.shown} start with?`];
  return ['What comes after', letterName(item.shown)];
}

/** A card's text (the letter, small) and its spoken name. */
export const cardText = (letter: Letter): string => letter;

/** The whole lesson model. */
export const alphabetBasicsLesson = {
  steps: alphabetBasicsSteps,
  check: alphabetCheck,
} satisfies LessonModel<AlphabetBasicsStep, AlphabetCheckQuestion>;

/** All 26 letters, for the strip. */
export const stripLetters: readonly Letter[] = letters;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
