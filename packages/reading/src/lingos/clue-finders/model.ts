/**
 * Lingo 2-0, Clue Finders (Learn): five kinds of clue a reader uses, one step each: who and
 * where (characters, setting), why (cause and effect, with because and so), what next
 * (prediction from clues), fact or opinion, and what a new word means (reading.md 2-0). Then a
 * closing check of three items. The steps' activities and texts are in lingo-2-0.json; the
 * prompts that say what to do and the hints of wrong moves are this Lingo's.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import lingo20 from '../../data/lingo-2-0.json';
import {
  answerWordIndices,
  bareWord,
  readLessonParts,
  stepWith,
  wordsOf,
  type LessonCheckPart,
} from '../../lesson/lessonParts';

const parts = readLessonParts(lingo20, 'lingo-2-0.json');

/** Step 1: Who?, Where? and When? */
export const whoWhereWhen = stepWith(parts, 1, 'sort-bins');
/** Step 2: the cause and its effect. */
export const why = stepWith(parts, 2, 'match-pairs');
/** Step 3: what Liam does next, then the clue. */
export const whatNext = stepWith(parts, 3, 'predict-then-tap');
/** Step 4: fact or opinion. */
export const factOrOpinion = stepWith(parts, 4, 'sort-bins');
/** Step 5: what scalding means. */
export const newWords = stepWith(parts, 5, 'tap-words');

// ─── Steps ───────────────────────────────────────────────────────────────────────────────

/** Ids of the steps, in order. */
export const clueFindersStepIds = [
  'who-where-when',
  'why',
  'what-next',
  'fact-or-opinion',
  'new-words',
] as const;
/** One step id. */
export type ClueFindersStepId = (typeof clueFindersStepIds)[number];

/** A guided step of Clue Finders. */
export interface ClueFindersStep extends LessonStep {
  readonly id: ClueFindersStepId;
}

/** Step 3's first question. */
export const whatNextQuestion = 'What will Liam do next?';
/** Step 3's second part. */
export const clueTask = 'Now tap the clue: the sentence that tells you.';
/** Step 5's task. */
export const newWordTask = `What does ${newWords.word} mean? Tap the words that tell you.`;

/** The five steps: reading.md's "Say" where it gives one, then what to do. */
export const clueFindersSteps: readonly ClueFindersStep[] = [
  {
    id: 'who-where-when',
    prompt: `${whoWhereWhen.say ?? ''} Put each card in its bin: Who, Where or When.`.trim(),
  },
  { id: 'why', prompt: `${why.say ?? ''} Connect the cause to its effect.`.trim() },
  { id: 'what-next', prompt: `${whatNextQuestion} Pick one, then tap the clue.` },
  {
    id: 'fact-or-opinion',
    prompt: 'A fact is something we can check. An opinion is what someone thinks. Sort them.',
  },
  { id: 'new-words', prompt: newWordTask },
];

// Step 1.

/** Why a card goes in its bin: the hint when it is dropped in another. */
const whoWhereWhenWhy: Readonly<Record<string, string>> = {
  'Who?': 'is a person in the story, a character. Characters are who.',
  'Where?': 'is a place. The setting tells where.',
  'When?': 'is a time. The setting also tells when.',
};

/** The hint for a step-1 card dropped in the wrong bin: what the card is. */
export function whoWhereWhenHint(card: string): string {
  const bin = whoWhereWhen.cards.find((each) => each.text === card)?.bin ?? '';
  const text = card.charAt(0).toUpperCase() + card.slice(1);
  return `${text} ${whoWhereWhenWhy[bin] ?? ''}`.trim();
}

/** Step 1's praise. */
export const whoWhereWhenDoneText =
  'Well done! Ava is the character. The school bus on a cold morning is the setting.';

// Step 2.

/** Step 2's praise: its text alternative once joined (reading.md). */
export const whyDoneText = why.alt ?? 'Cause and effect are joined.';

/** A cause joined to an effect that is not its own (only with more than one pair). */
export function whyHint(cause: string, effect: string): string {
  return `“${cause}” did not make “${effect}” happen. Look for the clue word so.`;
}

// Step 3.

/** A wrong prediction. */
export function predictHint(text: string): string {
  return `Look at the clues: dark clouds and thunder. Would Liam ${text} in a storm?`;
}

/** A tap on a sentence that is not the clue, by sentence. */
export function clueHint(index: number): string {
  return index === 0
    ? 'Dark clouds can bring rain. Which sentence tells you a storm is here?'
    : 'That tells where the kite is. Which sentence tells you a storm is coming?';
}

/** Step 3's praise, before the ending. */
export const whatNextDoneText = 'Yes! Thunder means a storm is coming. Here is what happened:';

// Step 4.

/** Why a sentence is a fact or an opinion: its hint when it is dropped in the other bin. */
export function factOrOpinionHint(card: string): string {
  const bin = factOrOpinion.cards.find((each) => each.text === card)?.bin ?? '';
  return bin.startsWith('Fact')
    ? 'We can check that: look at a loonie, or in a book. It is a fact.'
    : 'Prettiest is what someone thinks. Not everyone agrees, so it is an opinion.';
}

/** Step 4's praise. */
export const factOrOpinionDoneText =
  'Well done! A fact can be checked. An opinion is what someone thinks.';

// Step 5.

/** Step 5's sentence. */
export const newWordSentence = newWords.passage.sentences[0] ?? '';
/** Where the new word is in the sentence's words. */
export const newWordIndex = wordsOf(newWordSentence).findIndex(
  (word) => bareWord(word) === newWords.word,
);
/** The words that tell what it means. */
export const newWordAnswer = answerWordIndices(newWordSentence, newWords.answer);

/** A tap on a word that does not tell what the new word means. */
export function newWordHint(index: number): string {
  return index === newWordIndex
    ? `That is the new word. Which words tell what ${newWords.word} means?`
    : `That word does not tell what ${newWords.word} means. Look right after ${newWords.word}.`;
}

/** Step 5's praise. */
export const newWordDoneText = `Yes! ${newWords.word.charAt(0).toUpperCase()}${newWords.word.slice(1)} means ${newWords.answer}. The clue was right next to the new word.`;

// ─── Closing check ──────────────────────────────────────────────────────────────────────

/** A closing-check card. */
export interface ClueFindersChoice extends LessonChoice {
  readonly value: string;
  readonly label: string;
}

/** A closing-check item, with the text it is asked on. */
export interface ClueFindersQuestion extends LessonQuestion<ClueFindersChoice> {
  readonly part: LessonCheckPart;
}

/** The three closing-check items; cards in a fixed order (alphabetical: no seed in a lesson). */
export const clueFindersCheck: readonly ClueFindersQuestion[] = parts.checks.map((check) => ({
  id: `check-${check.number}`,
  prompt: check.prompt,
  part: check,
  choices: [...check.choices]
    .sort((a, b) => a.text.localeCompare(b.text))
    .map((choice) => ({
      value: choice.text,
      label: choice.text,
      ...(choice.correct ? { correct: true } : { hint: choice.hint ?? '' }),
    })),
}));

/** The whole lesson. */
export const clueFindersLesson: LessonModel<ClueFindersStep, ClueFindersQuestion> = {
  steps: clueFindersSteps,
  check: clueFindersCheck,
};
