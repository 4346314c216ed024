/**
 * The closing check of a Learn Lingo whose questions are text cards (2-0 Time Math Basics,
 * 3-0 Advanced Time Concepts): the questions as data, the check of a pick, when the lesson
 * is complete, and the cards in the shape of the kit's LearnCheckChoice.
 */
import type { CheckResult, LearnCheckChoice } from '@lingos/kit';
import type { ReactNode } from 'react';

/** A card of a closing-check question, in the shape of the kit's LearnCheckChoice. */
export interface ClosingChoice {
  readonly value: string;
  readonly label: string;
  readonly correct?: boolean;
  /** The hint a wrong pick shows (it names the misconception). */
  readonly hint?: string;
  /** The misconception a wrong pick shows, a key of the lesson's hints. */
  readonly misconception?: string;
}

/** A closing-check question (ChoiceGrid), in the shape of the kit's LearnCheckQuestion. */
export interface ClosingQuestion {
  readonly id: string;
  readonly prompt: string;
  readonly choices: readonly ClosingChoice[];
}

/** A closing-check answer: right, or the hint of the card picked. */
export function checkClosingChoice(
  check: readonly ClosingQuestion[],
  questionId: string,
  value: string,
): CheckResult {
  const question = check.find((entry) => entry.id === questionId);
  const choice = question?.choices.find((entry) => entry.value === value);
  if (!choice) return { correct: false };
  if (choice.correct) return { correct: true };
  return choice.misconception
    ? {
        correct: false,
        misconception: choice.misconception,
        ...(choice.hint ? { message: choice.hint } : {}),
      }
    : { correct: false };
}

/** A lesson is completed when every step is done and every closing question is right. */
export function isLessonComplete(
  steps: readonly { readonly id: string }[],
  check: readonly ClosingQuestion[],
  stepsDone: readonly string[],
  closingRight: readonly string[],
): boolean {
  return (
    steps.every((step) => stepsDone.includes(step.id)) &&
    check.every((question) => closingRight.includes(question.id))
  );
}

/** A question's cards for the kit's Learn check, each label drawn by `label`. */
export function learnCheckChoices(
  question: ClosingQuestion,
  label: (text: string) => ReactNode,
): LearnCheckChoice[] {
  return question.choices.map((choice) => ({
    value: choice.value,
    label: label(choice.label),
    ...(choice.correct ? { correct: true } : {}),
    ...(choice.hint ? { hint: choice.hint } : {}),
  }));
}
