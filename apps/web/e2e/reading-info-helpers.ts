import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readingData } from './reading-data';
import { isPointer, pointerPress } from './input';
import { pickCard, tabTo } from './lingo-helpers';

/**
 * Reading's information Lingos (3-5 Charts, Maps and Recipes; 3-2 Two Texts, One Topic): each
 * item is read from the page (the stage's `data-passage` and `data-question`, the cards'
 * names) and its answer looked up in the Lingo's own JSON data, never from a seed.
 */

interface RawChoice {
  readonly text: string;
  readonly correct: boolean;
}
interface RawQuestion {
  readonly id: string;
  readonly prompt: string;
  readonly choices?: readonly RawChoice[];
  readonly answer?: number;
  readonly cards?: readonly { readonly text: string; readonly bin: string }[];
}
interface RawPassage {
  readonly id: string;
  readonly questions: readonly RawQuestion[];
  readonly numberQuestions?: readonly RawQuestion[];
  readonly unhintedQuestions?: readonly RawQuestion[];
  readonly infoCard?: {
    readonly cells?: readonly (readonly { readonly symbol: string; readonly label: string }[])[];
  };
}

const readData = (file: string): readonly RawPassage[] =>
  readingData(file.replace(/\.json$/, '')) as RawPassage[];

/** The data of 3-5 and 3-2, as the Lingos load it. */
export const chartsData = readData('lingo-3-5.json');
export const twoTextsData = readData('lingo-3-2.json');

/** The question on screen: the stage's passage and question ids, found in the data. */
export async function questionOnScreen(
  session: Locator,
  data: readonly RawPassage[],
): Promise<{ passage: RawPassage; question: RawQuestion; number: boolean }> {
  const stage = session.locator('[data-question]');
  const passageId = await stage.getAttribute('data-passage');
  const questionId = await stage.getAttribute('data-question');
  const passage = data.find((each) => each.id === passageId);
  if (!passage) throw new Error(`No passage ${passageId}`);
  const numbers = passage.numberQuestions ?? [];
  const question = [...passage.questions, ...(passage.unhintedQuestions ?? []), ...numbers].find(
    (each) => each.id === questionId,
  );
  if (!question) throw new Error(`No question ${passageId}/${questionId}`);
  return { passage, question, number: numbers.includes(question) };
}

/** Presses a button with the test's input: Tab and Enter, a click, or a tap. */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, button);
    return;
  }
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Picks a card of a radiogroup with the test's input. */
export async function chooseCard(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/**
 * A map symbol's card is named by what the symbol looks like: the name the legend gives the
 * picture beside the place's word ("Picture: a tent." beside "tents").
 */
async function symbolCardName(
  session: Locator,
  passage: RawPassage,
  symbol: string,
): Promise<string> {
  const place = passage.infoCard?.cells?.flat().find((cell) => cell.symbol === symbol)?.label;
  if (!place) throw new Error(`No place for a symbol of ${passage.id}`);
  const entry = session
    .getByRole('region', { name: 'Legend' })
    .getByRole('button', { name: new RegExp(`${place}$`) });
  const picture = await entry.getByRole('img').getAttribute('aria-label');
  const match = /^Picture: (.*)\.$/.exec(picture ?? '');
  if (!match?.[1]) throw new Error(`The legend names no picture for ${place}`);
  return match[1];
}

/** Answers a Charts, Maps and Recipes item right: its right card, or its number, then Check. */
export async function answerCharts(page: Page, session: Locator): Promise<void> {
  const { passage, question, number } = await questionOnScreen(session, chartsData);
  if (number) {
    const digits = String(question.answer);
    if (isPointer(page)) {
      for (const digit of digits) {
        await pointerPress(page, session.getByRole('button', { name: digit, exact: true }));
      }
    } else {
      await tabTo(page, session.getByRole('textbox', { name: question.prompt }));
      await page.keyboard.type(digits);
    }
  } else {
    const right = question.choices?.find((choice) => choice.correct);
    if (!right) throw new Error(`No right card for ${question.id}`);
    const group = session.getByRole('radiogroup', { name: question.prompt });
    const picture = (await group.locator('[role="radio"] [role="img"]').count()) > 0;
    const name = picture ? await symbolCardName(session, passage, right.text) : right.text;
    await chooseCard(page, group, name);
  }
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Answers a Two Texts, One Topic item right, then Check: the right card, or each card of the
 * sort into its bin (card, then bin: Enter on each, or a tap on each).
 */
export async function answerTwoTexts(page: Page, session: Locator): Promise<'choice' | 'sort'> {
  const { question } = await questionOnScreen(session, twoTextsData);
  const sort = question.cards !== undefined;
  if (sort) {
    for (const card of question.cards ?? []) {
      const button = session.getByRole('button', {
        name: new RegExp(`^Card \\d+ of \\d+: ${escapeRegExp(card.text)}`),
      });
      if ((await button.count()) === 0) continue;
      await press(page, button);
      await press(page, session.getByRole('button', { name: new RegExp(`^${card.bin} bin`) }));
    }
  } else {
    const right = question.choices?.find((choice) => choice.correct);
    if (!right) throw new Error(`No right card for ${question.id}`);
    await chooseCard(page, session.getByRole('radiogroup', { name: question.prompt }), right.text);
  }
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  return sort ? 'sort' : 'choice';
}
