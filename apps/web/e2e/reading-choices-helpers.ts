import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readingData } from './reading-data';
import { isPointer, pointerPress } from './input';
import { pickCard, tabTo } from './lingo-helpers';

/**
 * Answers for the reading Lingos played on the shared passage-practice engine
 * (reading-choices.spec.ts). Each item is read from the page: the passage and question ids
 * on the stage (`data-passage`, `data-question`), looked up in the Lingo's JSON data for the
 * card marked correct and its evidence sentences. Never a seed's known answer.
 */

interface DataQuestion {
  readonly id: string;
  readonly type: string;
  readonly prompt: string;
  readonly choices: readonly {
    readonly text: string;
    readonly correct: boolean;
    readonly hint?: string;
  }[];
  readonly evidence: readonly number[];
}
interface DataPassage {
  readonly id: string;
  readonly questions: readonly DataQuestion[];
}

/** A Lingo's passages, from the JSON the app is built with. */
export function passagesOf(lingoId: string): readonly DataPassage[] {
  return readingData(lingoId) as DataPassage[];
}

/** Presses a control with the test's input: Tab to it and Enter, or a click or tap. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, target);
  } else {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  }
}

/** The question on screen, from the stage's data attributes and the Lingo's data. */
export async function questionOn(
  session: Locator,
  passages: readonly DataPassage[],
): Promise<DataQuestion> {
  const stage = session.locator('[data-passage]');
  const passageId = await stage.getAttribute('data-passage');
  const questionId = await stage.getAttribute('data-question');
  const question = passages
    .find((passage) => passage.id === passageId)
    ?.questions.find((each) => each.id === questionId);
  if (!question) throw new Error(`No question ${passageId}/${questionId} in the data`);
  return question;
}

/** Picks a card with the test's input (arrows and Space, or a click or tap). */
async function chooseCard(page: Page, session: Locator, prompt: string, text: string) {
  const group = session.getByRole('radiogroup', { name: prompt });
  if (isPointer(page))
    await pointerPress(page, group.getByRole('radio', { name: text, exact: true }));
  else await pickCard(page, group, text);
}

/** The sentence button of sentence `index` (s1 = 0). */
export const sentenceButton = (session: Locator, index: number): Locator =>
  session.getByRole('button', { name: new RegExp(`^Sentence ${index + 1}: `) });

/**
 * Answers the item on screen right: the marked card; then, for a tap-the-sentence question
 * or a second part ("Tap the sentence that tells you."), an evidence sentence; then Check.
 */
export async function answerPassageItem(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<DataQuestion> {
  const question = await questionOn(session, passages);
  const stage = session.locator('[data-passage]');
  if (question.type !== 'tap-sentence') {
    const right = question.choices.find((choice) => choice.correct);
    if (!right) throw new Error(`No correct card for ${question.id}`);
    await chooseCard(page, session, question.prompt, right.text);
  }
  const tapping =
    question.type === 'tap-sentence' || (await stage.getAttribute('data-part')) === 'evidence';
  if (tapping) {
    const sentence = sentenceButton(session, question.evidence[0] ?? 0);
    await press(page, sentence);
    await expect(sentence).toHaveAttribute('aria-pressed', 'true');
  }
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
  return question;
}

/** Answers the item on screen with a wrong card (the first one not marked correct), then Check. */
export async function answerWrongCard(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<{ readonly text: string; readonly hint?: string }> {
  const question = await questionOn(session, passages);
  const shown = await session
    .getByRole('radiogroup', { name: question.prompt })
    .getByRole('radio')
    .allTextContents();
  const wrong = question.choices.find(
    (choice) => !choice.correct && shown.some((text) => text.trim() === choice.text),
  );
  if (!wrong) throw new Error(`No wrong card shown for ${question.id}`);
  await chooseCard(page, session, question.prompt, wrong.text);
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
  return wrong;
}
