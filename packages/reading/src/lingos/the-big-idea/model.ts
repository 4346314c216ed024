/**
 * Lingo 1-0, The Big Idea (Learn): the big idea is what all the sentences are about, a detail
 * what one sentence tells. The picture for the whole lesson is a tent: the big idea is the
 * tent, the details are the poles that hold it up (reading.md 1-0). Four steps, then a closing
 * check that must be right: a miss gives step 2's hint and a second text to try.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import lingo10 from '../../data/lingo-1-0.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';

const { passages, problems } = parsePassages(lingo10, 'lingo-1-0.json');
if (problems.length > 0) throw new Error(problems.join('\n'));

function passageWith(id: string): Passage {
  const passage = passages.find((each) => each.id === id);
  if (!passage) throw new Error(`lingo-1-0.json has no passage ${id}`);
  return passage;
}

function questionOf(passage: Passage): PassageQuestion {
  const [question] = passage.questions;
  if (!question) throw new Error(`${passage.id} has no question`);
  return question;
}

/** Step 2's text (Sam's pets), also the text whose titles step 3 sorts. */
export const petsPassage = passageWith('1-0-pets');
/** Step 4's text, whose first sentence is the tent sentence. */
export const snowDayPassage = passageWith('1-0-snow-day');
/** The closing check's text. */
export const pondPassage = passageWith('1-0-pond');
/** The second check text, after a miss. */
export const hatsPassage = passageWith('1-0-hats');

// ─── Steps ───────────────────────────────────────────────────────────────────────────────

/** Ids of the steps, in order. */
export const theBigIdeaStepIds = ['poles', 'big-idea', 'title-sizes', 'tent-sentence'] as const;
/** One step id. */
export type TheBigIdeaStepId = (typeof theBigIdeaStepIds)[number];

/** A guided step of The Big Idea. */
export interface TheBigIdeaStep extends LessonStep {
  readonly id: TheBigIdeaStepId;
}

const bigIdeaQuestion = questionOf(petsPassage);
const tentQuestion = questionOf(snowDayPassage);

/** The four steps: reading.md's "Say", then what to do where it gives none. */
export const theBigIdeaSteps: readonly TheBigIdeaStep[] = [
  {
    id: 'poles',
    prompt:
      'Every text has one big idea. The details are like tent poles: they all hold up the big idea. Drag each pole under the tent.',
  },
  { id: 'big-idea', prompt: bigIdeaQuestion.prompt },
  {
    id: 'title-sizes',
    prompt:
      "A title tells the big idea. Is each title too small, just right or too big for Sam's text? Sort the titles.",
  },
  { id: 'tent-sentence', prompt: tentQuestion.prompt },
];

// Step 1: poles under the tent.

/** The tent's label: the big idea the poles hold up. */
export const tentLabel = 'Pets';

/** The three pole cards, each a detail with its picture. */
export const poleCards = [
  { id: 'cat', label: 'cat', emoji: '🐱' },
  { id: 'dog', label: 'dog', emoji: '🐶' },
  { id: 'fish', label: 'fish', emoji: '🐟' },
] as const;

/** Step 1's text alternative (reading.md). */
export const polesAlt =
  'A tent labelled Pets. Three poles: cat, dog, fish. Drag each pole under the tent.';

/** Said when every pole is under the tent: the tent stands (reading.md). */
export const polesDoneText = 'The tent stands. Cat, dog and fish all hold up the big idea: pets.';

/** The tent stands once every pole is under it. */
export function tentStands(placed: readonly string[]): boolean {
  return poleCards.every((pole) => placed.includes(pole.id));
}

// Step 2: choose the big idea.

/** Step 2's cards, the detail first so the right card is not always the first. */
export const bigIdeaChoices = [...bigIdeaQuestion.choices].sort(
  (a, b) => Number(a.correct) - Number(b.correct),
);

/** What a pick in step 2 says: the right card's praise, or the wrong card's own hint. */
export function bigIdeaPick(text: string): { readonly correct: boolean; readonly said: string } {
  const choice = bigIdeaQuestion.choices.find((each) => each.text === text);
  if (choice?.correct) return { correct: true, said: bigIdeaDoneText };
  return { correct: false, said: choice?.hint ?? detailHint };
}

/** Step 2's praise. */
export const bigIdeaDoneText =
  'Yes! Sam has pets. The cat, the dog and the fish all hold up that big idea.';

/** reading.md's hint for a detail chosen as the big idea; the check replays it. */
export const detailHint = bigIdeaQuestion.choices.find((choice) => !choice.correct)?.hint ?? '';

// Step 3: too small, just right, too big.

/** The three bins, smallest first. */
export const sizeBins = ['too small', 'just right', 'too big'] as const;
/** One size bin. */
export type SizeBin = (typeof sizeBins)[number];

/** The title cards for Sam's text, the bin each belongs in, and why (its hint). */
export const titleCards: readonly {
  readonly title: string;
  readonly bin: SizeBin;
  readonly why: string;
}[] = [
  {
    title: "Sam's Fish",
    bin: 'too small',
    why: "Sam's Fish tells about one pet only, one pole. That title is too small.",
  },
  {
    title: "Sam's Pets",
    bin: 'just right',
    why: "Sam's Pets covers the cat, the dog and the fish. That title is just right.",
  },
  {
    title: 'Animals',
    bin: 'too big',
    why: "Animals could be every animal in the world, not just Sam's pets. That title is too big.",
  },
];

/** A title dropped in a bin: right, or its hint. */
export function titleDrop(
  title: string,
  bin: string,
): { readonly correct: boolean; readonly hint?: string } {
  const card = titleCards.find((each) => each.title === title);
  if (!card) return { correct: false };
  return card.bin === bin ? { correct: true } : { correct: false, hint: card.why };
}

/** Step 3's praise. */
export const titlesDoneText =
  "Well done! Sam's Pets is just right: it covers all the details and no more.";

// Step 4: tap the tent sentence.

/** The tent sentence: the one that tells the big idea. */
export const tentSentence = tentQuestion.evidence;

/** What a tap in step 4 says. */
export function tentSentenceTap(index: number): {
  readonly correct: boolean;
  readonly said: string;
} {
  return tentSentence.includes(index)
    ? { correct: true, said: tentDoneText }
    : { correct: false, said: detailHint };
}

/** Step 4's praise, as the balloon floats onto the sentence. */
export const tentDoneText =
  'Yes! A snow day is fun. That is the big idea: the snowman, the hill and the cocoa hold it up.';

/** The balloon's word, and its text alternative once it sits on the sentence. */
export const balloonLabel = 'big idea';

// ─── Closing check ──────────────────────────────────────────────────────────────────────

/** A card of the closing check: a choice of one of the two check texts. */
export interface TheBigIdeaChoice extends LessonChoice {
  readonly value: string;
  readonly label: string;
  /** The passage it belongs to. */
  readonly passageId: string;
}

/** The closing check's question. */
export type TheBigIdeaQuestion = LessonQuestion<TheBigIdeaChoice>;

const checkTexts = [pondPassage, hatsPassage];

function checkChoices(passage: Passage): TheBigIdeaChoice[] {
  return questionOf(passage).choices.map((choice, index) => ({
    value: `${passage.id}:${index}`,
    label: choice.text,
    passageId: passage.id,
    ...(choice.correct ? { correct: true } : { hint: choice.hint ?? detailHint }),
  }));
}

/**
 * The closing check, one question over two texts: the pond first; after a miss (its hint
 * given) Ben's hats. Both texts' cards are listed, so the kit knows each right card and each
 * wrong card's hint; the view shows the cards of the text on screen.
 */
export const checkQuestion: TheBigIdeaQuestion = {
  id: 'mostly-about',
  prompt: questionOf(pondPassage).prompt,
  choices: checkTexts.flatMap(checkChoices),
};

/**
 * The text the check shows: the pond until a miss; once the child presses "Try again" after
 * one, Ben's hats (a miss on the hats keeps the hats).
 */
export function checkPassage(
  phase: 'answering' | 'correct' | 'incorrect',
  tried: readonly string[],
): Passage {
  const missedPond = tried.filter((value) => value.startsWith(`${pondPassage.id}:`)).length;
  const onHats = tried.length > missedPond || (missedPond > 0 && phase !== 'incorrect');
  return onHats ? hatsPassage : pondPassage;
}

/** The cards of the text on screen, the right one not first (a fixed order: no seed here). */
export function checkCards(passage: Passage): TheBigIdeaChoice[] {
  const cards = checkChoices(passage);
  const [first, ...rest] = cards;
  return first ? [...rest.slice(0, 1), first, ...rest.slice(1)] : cards;
}

/** The whole lesson. */
export const theBigIdeaLesson: LessonModel<TheBigIdeaStep, TheBigIdeaQuestion> = {
  steps: theBigIdeaSteps,
  check: [checkQuestion],
};
