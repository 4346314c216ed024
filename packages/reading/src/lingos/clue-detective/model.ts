/**
 * Lingo 3-1, Clue Detective (reading.md 3-1): read between the lines. Each question is a
 * passage question on the shared engine (step 1: 2 cards; from step 2: 3 cards), and from
 * step 2 the child backs the answer with clue sentences: 1 at step 2, 2 at step 3, each a
 * listed clue. Both parts must be right for first-try credit.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import raw from '../../data/lingo-3-1.json';
import { parsePassages, type Passage } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import {
  checkPassageAnswer,
  correctChoice,
  createPassagePractice,
  describePassageAnswer,
  sentenceMarkKey,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';
import { checkClues, clueCount, clueHint, clueResultText } from './clueTaps';

const parsed = parsePassages(raw, 'lingo-3-1.json');
if (parsed.problems.length > 0) console.warn(parsed.problems.join('\n'));

/** The Lingo's passages. */
export const cluePassages: readonly Passage[] = parsed.passages;

const config: PassagePracticeConfig = {
  passages: cluePassages,
  generalHint: clueHint,
  sentenceHint: clueHint,
};
const engine = createPassagePractice(config);

/** A Clue Detective item: a passage question, and how many clue sentences back it. */
export interface ClueItem extends PassageItem {
  /** Clue sentences to tap after the card: 0 at step 1, 1 at step 2, 2 at step 3. */
  readonly clues: number;
}

/** The child's answer: the card, then the clue sentences tapped (s1 = 0). */
export interface ClueAnswer {
  readonly choice?: string;
  readonly sentences: readonly number[];
}

/** The misconceptions this Lingo names: a wrong card, a tap on a sentence that is no clue. */
export type ClueMisconception = 'wrong-choice' | 'not-a-clue';

/** Makes the item for a step: the engine's next passage question, with its clue count. */
export function generateClue(step: number, rng: Rng, context?: GenerateContext): ClueItem {
  const item = engine.generate(step, rng, context);
  return { ...item, clues: clueCount(item.question, step) };
}

/** Whether both parts are given, so Check can be pressed. */
export function isClueAnswerReady(item: ClueItem, answer: ClueAnswer): boolean {
  return answer.choice !== undefined && answer.sentences.length === item.clues;
}

/**
 * The answer rule: the marked card, plus clue sentences from the evidence list; right only if
 * both parts are. A wrong card gets its own hint; a tap on no clue the general hint.
 */
export function checkClue(item: ClueItem, answer: ClueAnswer): CheckResult<ClueMisconception> {
  const card = checkPassageAnswer(
    config,
    item,
    answer.choice === undefined ? {} : { choice: answer.choice },
  );
  const clues = checkClues(item.question, answer.sentences, item.clues);
  const marks: Record<string, 'correct' | 'incorrect'> = { ...card.marks };
  for (const [sentence, mark] of Object.entries(clues.marks)) {
    marks[sentenceMarkKey(Number(sentence))] = mark;
  }
  if (!card.correct) {
    return {
      correct: false,
      misconception: 'wrong-choice',
      marks,
      ...(card.message ? { message: card.message } : {}),
      ...(card.speech ? { speech: card.speech } : {}),
    };
  }
  if (!clues.correct) {
    return { correct: false, misconception: 'not-a-clue', marks, message: clueHint };
  }
  return item.clues > 0
    ? { correct: true, marks, message: clueResultText(item.clues) }
    : { correct: true, marks };
}

const numbers = (indices: readonly number[]) => {
  const said = indices.map((index) => String(index + 1));
  return said.length <= 1
    ? `sentence ${said[0] ?? ''}`
    : `sentences ${said.slice(0, -1).join(', ')} and ${said[said.length - 1] ?? ''}`;
};

/** The clue sentences a worked example taps: the first listed clues, as many as asked. */
export function exampleClues(item: ClueItem): number[] {
  return item.question.evidence.slice(0, item.clues);
}

/**
 * The worked example (reading.md's four steps): the question, the clue sentences highlighted
 * and read, why they answer it, then the card chosen and the clues tapped.
 */
export function clueWorkedExample(item: ClueItem): WorkedExampleStep[] {
  const steps = engine.workedExample?.(item) ?? [];
  const right = correctChoice(item.question)?.text ?? '';
  const taps = exampleClues(item);
  const choose =
    taps.length > 0
      ? `So I choose: ${right}, and I tap ${numbers(taps)}.`
      : `So I choose: ${right}.`;
  return [...steps.slice(0, 3), { text: choose, speech: spokenForm(choose, item.passage.say) }];
}

/** The Lingo's pure model. */
export const clueModel = {
  steps: engine.steps,
  generate: generateClue,
  check: checkClue,
  hints: { default: clueHint, 'wrong-choice': clueHint, 'not-a-clue': clueHint },
  workedExample: clueWorkedExample,
  describe: describePassageAnswer,
  describeSpeech: (item) => spokenForm(describePassageAnswer(item), item.passage.say),
} satisfies PracticeModel<ClueItem, ClueAnswer, ClueMisconception>;
