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
  readonly evidenceWords?: readonly string[];
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

/** The bin of a title (1-5's title sort): the right one is just right, a wrong one as its hint says. */
function titleBin(choice: DataQuestion['choices'][number]): string {
  if (choice.correct) return 'Just right';
  return /^too big/i.test(choice.hint ?? '') ? 'Too big' : 'Too small';
}

/**
 * Taps the words that show it (3-4's second part, PassageReader's tap-a-word): the first word
 * of the first listed phrase, or the first word of the first evidence sentence.
 */
async function tapEvidenceWord(page: Page, session: Locator, question: DataQuestion) {
  const words = session.getByRole('group', { name: 'Tap the words that show it.' });
  await expect(words.getByRole('button').first()).toBeVisible();
  const phrase = question.evidenceWords?.[0];
  const word = phrase
    ? words.getByRole('button', { name: phrase.split(/[\s,!?.]+/)[0] ?? '', exact: true }).first()
    : session
        .locator('[data-mode="tap-word"] > span')
        .nth(question.evidence[0] ?? 0)
        .getByRole('button')
        .first();
  await press(page, word);
  await expect(word).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Answers the item on screen right: the marked card; then, for a tap-the-sentence question
 * or a second part ("Tap the sentence that tells you."), an evidence sentence, or for a word
 * tap ("Tap the words that show it.") a word that shows it; a title sort (1-5 at step 3) puts
 * each title in its bin. Then Check.
 */
export async function answerPassageItem(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<DataQuestion> {
  const question = await questionOn(session, passages);
  const stage = session.locator('[data-passage]');
  const titles = session.getByRole('group', { name: 'Titles to sort' });
  if (question.type === 'title' && (await titles.count()) > 0) {
    for (const choice of question.choices) {
      await press(page, titles.getByRole('button', { name: new RegExp(`: ${choice.text}$`) }));
      await press(
        page,
        session.getByRole('button', { name: new RegExp(`^${titleBin(choice)} bin`) }),
      );
    }
    await press(page, session.getByRole('button', { name: 'Check', exact: true }));
    return question;
  }
  if (question.type !== 'tap-sentence') {
    const right = question.choices.find((choice) => choice.correct);
    if (!right) throw new Error(`No correct card for ${question.id}`);
    await chooseCard(page, session, question.prompt, right.text);
  }
  const tapping =
    question.type === 'tap-sentence' || (await stage.getAttribute('data-part')) === 'evidence';
  if (tapping && (await session.locator('[data-mode="tap-word"]').count()) > 0) {
    await tapEvidenceWord(page, session, question);
  } else if (tapping) {
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

/**
 * Presses the first answer card's small speaker (every card has one), which reads the card to
 * a child who cannot read yet: the card stays unpicked and the item unanswered.
 */
export async function pressCardSpeaker(page: Page, session: Locator): Promise<void> {
  await expect(session).toHaveAttribute('data-state', 'answering');
  const cards = session.getByRole('radio');
  await expect(session.locator('[role="radio"] [data-speaker="in-card"]')).toHaveCount(
    await cards.count(),
  );
  await pointerPress(page, session.locator('[data-speaker="in-card"]').first());
  await expect(session.locator('[role="radio"][aria-checked="true"]')).toHaveCount(0);
  await expect(session).toHaveAttribute('data-state', 'answering');
}
