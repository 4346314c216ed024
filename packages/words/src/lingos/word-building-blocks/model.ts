/**
 * Lingo 3-0, Word Building Blocks (Learn, words.md): two words snap into a compound word
 * (snow + man, sun + flower), a prefix goes at the front and changes the meaning (un + lock,
 * re + paint), a suffix goes at the end (-ing now, -ed already: a yesterday | right now sort),
 * -er more and -est the most (the tallest of three pine trees), -ful full of (help + ful).
 * Four steps, then a closing check of three questions. This file holds the pure rules of each
 * step: what a move says, and when a step is done.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';

/** Ids of the steps, in order. */
export const blocksStepIds = ['compound', 'prefix', 'ing-ed', 'er-est-ful'] as const;
/** One step id. */
export type BlocksStepId = (typeof blocksStepIds)[number];

/** A guided step: words.md's words as its prompt. */
export interface BlocksStep extends LessonStep {
  readonly id: BlocksStepId;
}

/** The steps, with words.md's sentences as prompts. */
export const blocksSteps: readonly BlocksStep[] = [
  { id: 'compound', prompt: 'Two words can snap together to make a new word.' },
  {
    id: 'prefix',
    prompt:
      'A prefix goes at the front and changes the meaning. un- means not, or undo. re- means again.',
  },
  {
    id: 'ing-ed',
    prompt: 'A suffix goes at the end. -ing: it is happening now. -ed: it already happened.',
  },
  { id: 'er-est-ful', prompt: 'tall, taller, tallest. -er means more, -est means the most.' },
];

// ─── Building with tiles (steps 1, 2 and 4) ────────────────────────────────────────────

/** One build of a step: the tiles in the tray, the fixed word if any, and what it makes. */
export interface Build {
  readonly id: string;
  /** The word made: "snowman". */
  readonly word: string;
  /** The parts in order: ["snow", "man"], ["un", "lock"], ["help", "ful"]. */
  readonly parts: readonly string[];
  /** The tiles the child moves (a fixed word stays in the row). */
  readonly tiles: readonly { readonly text: string; readonly kind: 'word' | 'prefix' | 'suffix' }[];
  /** The word already in the row, and where: "lock" after the slot, "help" before it. */
  readonly fixed?: { readonly text: string; readonly at: 'start' | 'end' };
  /** What to do, shown under the tiles. */
  readonly instruction: string;
  /** The picture once it is built: emoji and alt ("a snowman"). */
  readonly picture: { readonly emoji: string; readonly alt: string };
  /** The picture before, for a prefix that changes it (🔒 → 🔓). */
  readonly before?: { readonly emoji: string; readonly alt: string };
  /** What is said once it is built. */
  readonly said: string;
}

/** Step 1: snow + man, then sun + flower. */
export const compoundBuilds: readonly Build[] = [
  {
    id: 'snowman',
    word: 'snowman',
    parts: ['snow', 'man'],
    tiles: [
      { text: 'man', kind: 'word' },
      { text: 'snow', kind: 'word' },
    ],
    instruction: 'Put snow next to man.',
    picture: { emoji: '⛄', alt: 'a snowman' },
    said: 'snow and man joined: snowman. Picture: a snowman.',
  },
  {
    id: 'sunflower',
    word: 'sunflower',
    parts: ['sun', 'flower'],
    tiles: [
      { text: 'flower', kind: 'word' },
      { text: 'sun', kind: 'word' },
    ],
    instruction: 'Now snap sun onto flower.',
    picture: { emoji: '🌻', alt: 'a sunflower' },
    said: 'sun and flower joined: sunflower. Picture: a sunflower.',
  },
];

/** Step 2: un onto lock, then re onto paint. */
export const prefixBuilds: readonly Build[] = [
  {
    id: 'unlock',
    word: 'unlock',
    parts: ['un', 'lock'],
    tiles: [
      { text: 'un', kind: 'prefix' },
      { text: 're', kind: 'prefix' },
    ],
    fixed: { text: 'lock', at: 'end' },
    instruction: 'Put un in front of lock.',
    before: { emoji: '🔒', alt: 'a closed lock' },
    picture: { emoji: '🔓', alt: 'an open lock' },
    said: 'un plus lock: unlock. The lock opens. Picture: an open lock.',
  },
  {
    id: 'repaint',
    word: 'repaint',
    parts: ['re', 'paint'],
    tiles: [
      { text: 'un', kind: 'prefix' },
      { text: 're', kind: 'prefix' },
    ],
    fixed: { text: 'paint', at: 'end' },
    instruction: 'Now put re in front of paint: paint the fence again.',
    before: { emoji: '🎨', alt: 'paint for the fence' },
    picture: { emoji: '🎨', alt: 'paint for a second coat' },
    said: 're plus paint: repaint. The fence gets a second coat.',
  },
];

/** Step 4's second part: -ful onto help. */
export const fulBuild: Build = {
  id: 'helpful',
  word: 'helpful',
  parts: ['help', 'ful'],
  tiles: [{ text: 'ful', kind: 'suffix' }],
  fixed: { text: 'help', at: 'start' },
  instruction: '-ful means full of. Put ful after help.',
  picture: { emoji: '🤗', alt: 'a hugging face' },
  said: 'help plus ful: helpful. Full of help.',
};

/** What a build says once its slots are full: done, or the kind hint that sends it back. */
export function buildResult(
  build: Build,
  parts: readonly string[],
): { done: boolean; said: string } {
  if (parts.join('') === build.word && parts.length === build.parts.length) {
    return { done: true, said: build.said };
  }
  const [first, second] = build.parts;
  if (build.id === 'unlock' && parts[0] === 're') {
    return {
      done: false,
      said: 're- means again: relock would lock it again. We want to open it: un.',
    };
  }
  if (build.id === 'repaint' && parts[0] === 'un') {
    return { done: false, said: 'un- means not, or undo. We want to paint it again: re.' };
  }
  return { done: false, said: `${first} goes first, then ${second}. Try again.` };
}

// ─── Step 3: the timeline sort ──────────────────────────────────────────────────────────

/** The timeline's two bins. */
export const timelineBins = [
  { id: 'yesterday', label: 'yesterday' },
  { id: 'now', label: 'right now' },
] as const;

/** The two words to sort and their bins. */
export const timelineWords = [
  { id: 'jumped', label: 'jumped', bin: 'yesterday' },
  { id: 'jumping', label: 'jumping', bin: 'now' },
] as const;

/**
 * What a card put in a bin says: right, or why not (the card bounces back to the tray).
 * words.md: -ing it is happening now, -ed it already happened.
 */
export function timelineDrop(wordId: string, binId: string): { right: boolean; said: string } {
  const word = timelineWords.find((each) => each.id === wordId);
  if (!word) return { right: false, said: 'Put a word in a bin.' };
  const right = word.bin === binId;
  if (word.id === 'jumped') {
    return right
      ? { right, said: 'jumped ends in -ed: it already happened, yesterday.' }
      : { right, said: 'jumped ends in -ed: it already happened. Put it in yesterday.' };
  }
  return right
    ? { right, said: 'jumping ends in -ing: it is happening right now.' }
    : { right, said: 'jumping ends in -ing: it is happening now. Put it in right now.' };
}

// ─── Step 4: three pine trees ───────────────────────────────────────────────────────────

/** The three trees, shortest first (words.md: "Three pine trees: short, taller, tallest."). */
export const pineTrees = [
  { id: 'tall', label: 'tall', size: 56 },
  { id: 'taller', label: 'taller', size: 84 },
  { id: 'tallest', label: 'tallest', size: 112 },
] as const;

/** The trees' group name. */
export const treesLabel = 'Three pine trees: short, taller, tallest.';

/** What tapping a tree says; the tallest is the one. */
export function treeTapped(treeId: string): { right: boolean; said: string } {
  if (treeId === 'tallest') {
    return { right: true, said: 'Tallest: the most tall of all three. -est means the most.' };
  }
  if (treeId === 'taller') {
    return {
      right: false,
      said: 'Taller: more tall than the short one. But one is taller still: the tallest.',
    };
  }
  return { right: false, said: 'That one is tall, but the others are taller. Find the tallest.' };
}

// ─── Closing check ──────────────────────────────────────────────────────────────────────

/** A closing-check card: its words, and what its face says aloud. */
export interface BlocksChoice extends LessonChoice {
  readonly label: string;
  /** Read with the break spoken: "rain, then bow". */
  readonly spoken?: string;
}

/** Ids of the closing-check questions. */
export const blocksQuestionIds = ['split', 'unhappy', 'most-fast'] as const;

/** A closing-check question. */
export interface BlocksQuestion extends LessonQuestion<BlocksChoice> {
  readonly id: (typeof blocksQuestionIds)[number];
}

/** The closing check (words.md), each wrong card with a hint that teaches. */
export const blocksCheck: readonly BlocksQuestion[] = [
  {
    id: 'split',
    prompt: 'Where does rainbow split into two words?',
    choices: [
      { value: 'rain|bow', label: 'rain|bow', spoken: 'rain, then bow', correct: true },
      {
        value: 'ra|inbow',
        label: 'ra|inbow',
        spoken: 'ra, then inbow',
        hint: 'Find two real words: rain and bow.',
      },
      {
        value: 'rainb|ow',
        label: 'rainb|ow',
        spoken: 'rainb, then ow',
        hint: 'Find two real words: rain and bow.',
      },
    ],
  },
  {
    id: 'unhappy',
    prompt: 'What does unhappy mean?',
    choices: [
      { value: 'not-happy', label: 'not happy', correct: true },
      {
        value: 'happy-again',
        label: 'happy again',
        hint: 're- means again. un- means not: unhappy means not happy.',
      },
    ],
  },
  {
    id: 'most-fast',
    prompt: 'Which means the most fast?',
    choices: [
      {
        value: 'faster',
        label: 'faster',
        hint: '-er means more: faster is more fast. -est means the most: fastest.',
      },
      { value: 'fastest', label: 'fastest', correct: true },
    ],
  },
];

/** Word Building Blocks as a lesson model. */
export const blocksLesson: LessonModel<BlocksStep, BlocksQuestion> = {
  steps: blocksSteps,
  check: blocksCheck,
};
