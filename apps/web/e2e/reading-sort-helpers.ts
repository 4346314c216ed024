import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readingData } from './reading-data';
import { dragCardOnto, isPointer, pointerPress } from './input';
import { pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';
import { dragToBin, press } from './words-level-2a-helpers';

/**
 * Reading's First, Next, Last (and the other Lingos of the "sort" helper) played from what the
 * page shows: the passage id and question id the item carries (`data-passage`,
 * `data-question`), the cards' names, and the passage data the app itself is built from.
 */

interface DataChoice {
  readonly text: string;
  readonly correct: boolean;
  readonly alt?: string;
}
interface DataQuestion {
  readonly id: string;
  readonly evidence: readonly number[];
  readonly type: string;
  readonly prompt: string;
  readonly evidenceWords?: readonly string[];
  readonly choices: readonly DataChoice[];
  readonly events?: readonly { readonly text: string }[];
}
interface DataPassage {
  readonly id: string;
  readonly questions: readonly DataQuestion[];
}

/** A Lingo's passages, as the JSON the app is built from. */
export function passagesOf(lingoId: string): readonly DataPassage[] {
  return readingData(lingoId) as DataPassage[];
}

/** The question an item on the page asks, found by its passage and question ids. */
export async function questionOn(
  session: Locator,
  passages: readonly DataPassage[],
): Promise<{ stage: Locator; question: DataQuestion }> {
  const stage = session.locator('[data-passage][data-question]');
  const passageId = await stage.getAttribute('data-passage');
  const questionId = await stage.getAttribute('data-question');
  const question = passages
    .find((passage) => passage.id === passageId)
    ?.questions.find((each) => each.id === questionId);
  if (!question) throw new Error(`No question ${questionId} in passage ${passageId}`);
  return { stage, question };
}

/** "Sam gets sticks., card 2 of 4, right place, locked" → "Sam gets sticks." */
const textOfCard = (name: string): string => name.replace(/, card \d+ of \d+.*$/, '');

/** The cards' texts in their order on the page. */
async function cardTexts(list: Locator): Promise<string[]> {
  const names = await list
    .locator('[data-id]')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-part="card-name"]')?.textContent ?? ''),
    );
  return names.map(textOfCard);
}

/** Presses Check with the test's input. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, check);
  } else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/**
 * Puts the event cards in story order, each in turn to its place (keyboard, mouse or finger
 * as the test uses), then checks.
 */
export async function answerOrder(
  page: Page,
  session: Locator,
  question: DataQuestion,
): Promise<void> {
  const list = session.getByRole('list', { name: /^Put the events in order/ });
  const story = (question.events ?? []).map((event) => event.text);
  const shown = await cardTexts(list);
  const wanted = [...shown].sort((a, b) => story.indexOf(a) - story.indexOf(b));
  expect(
    wanted.every((text) => story.includes(text)),
    `cards ${shown.join(' | ')}`,
  ).toBe(true);
  for (let place = 0; place < wanted.length; place += 1) {
    const text = wanted[place] as string;
    const now = await cardTexts(list);
    const from = now.indexOf(text);
    if (from === place) continue;
    const card = list.locator('[data-id]').nth(from);
    if (isPointer(page)) {
      await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await dragCardOnto(page, card, list.locator('[data-id]').nth(place));
    } else {
      await moveCardByKeyboard(page, list, card, place);
    }
    await expect
      .poll(async () => (await cardTexts(list)).indexOf(text), { message: `${text} moved` })
      .toBe(place);
  }
  await pressCheck(page, session);
}

/** Picks the marked choice (read from the data by the prompt's question) and checks. */
export async function answerChoice(
  page: Page,
  session: Locator,
  question: DataQuestion,
  label: string,
): Promise<void> {
  const right = question.choices.find((choice) => choice.correct);
  if (!right) throw new Error(`No right choice for ${question.id}`);
  const group = session.getByRole('radiogroup', { name: label });
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name: right.text, exact: true }));
  } else {
    await pickCard(page, group, right.text);
  }
  await pressCheck(page, session);
}

/** Answers one First, Next, Last item right: the cards in order, or the first/last choice. */
export async function answerFirstNextLast(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<'order' | 'choice'> {
  const { question } = await questionOn(session, passages);
  if (question.type === 'order') {
    await answerOrder(page, session, question);
    return 'order';
  }
  const prompt = await session.getByRole('radiogroup').getAttribute('aria-label');
  await answerChoice(page, session, question, prompt ?? '');
  return 'choice';
}

/**
 * After a right answer, Next goes on (`goOnAfterCorrect` of lingo-helpers, with one change):
 * a story can hold the word "Next" ("Next, Mom adds milk"), which the reader makes a button
 * too, so the session's Next is the last button of that name, after the story. Returns false
 * when the answer mastered the Lingo instead.
 */
export async function goOn(page: Page, session: Locator): Promise<boolean> {
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  if ((await session.getAttribute('data-state')) === 'mastered') return false;
  const next = session.getByRole('button', { name: 'Next', exact: true }).last();
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  return true;
}

/** Plays items to mastery (`playToMastery` of lingo-helpers, going on with `goOn`). */
export async function playReadingToMastery(
  page: Page,
  session: Locator,
  answer: (index: number) => Promise<void>,
  maxItems = 30,
): Promise<number> {
  for (let index = 0; index < maxItems; index += 1) {
    await expect(session).toHaveAttribute('data-state', 'answering');
    await answer(index);
    if (!(await goOn(page, session))) return index + 1;
  }
  throw new Error(`Not mastered after ${maxItems} items`);
}

/**
 * Answers one Picture Match item right: the scene card named by the right scene's paraphrase
 * (a sentence to a picture), or the right sentence (a picture to a sentence).
 */
export async function answerPictureMatch(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<'scene' | 'sentence'> {
  const { question } = await questionOn(session, passages);
  const right = question.choices.find((choice) => choice.correct);
  if (!right) throw new Error(`No right choice for ${question.id}`);
  const scene = question.type === 'sentence-to-picture';
  const name = scene ? (right.alt ?? right.text) : right.text;
  const group = session.getByRole('radiogroup');
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
  await pressCheck(page, session);
  return scene ? 'scene' : 'sentence';
}

/** Whether a Fact or Opinion? sentence is an opinion, from the passage data. */
function isOpinion(passages: readonly DataPassage[], sentence: string): boolean {
  const question = passages
    .flatMap((passage) => passage.questions)
    .find((each) => each.prompt === `Fact or opinion? ${sentence}`);
  if (!question) throw new Error(`No question for "${sentence}"`);
  return question.choices.find((choice) => choice.correct)?.text === 'Opinion';
}

/**
 * Answers one Fact or Opinion? item right. A sort: each card (named "Card: … Bins: Fact,
 * Opinion.") chosen and put in its bin by Enter, a tap or a click, the first one dragged when
 * `drag` is set. A sentence: Fact or Opinion, and for an opinion the word that shows it.
 */
export async function answerFactOrOpinion(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
  options: { readonly drag?: boolean } = {},
): Promise<'sort' | 'judge'> {
  const stage = session.locator('[data-passage][data-kind]');
  const kind = await stage.getAttribute('data-kind');
  if (kind === 'sort') {
    const tray = session.getByRole('group', { name: 'Sentences to sort' });
    const cards = tray.getByRole('button', { name: /^Card: / });
    let first = true;
    for (;;) {
      const left = await cards.count();
      if (left === 0) break;
      const card = cards.first();
      const name = await card.evaluate((element) => element.firstElementChild?.textContent ?? '');
      const sentence = name.replace(/^Card: /, '').replace(/ Bins: Fact, Opinion\.$/, '');
      const bin = isOpinion(passages, sentence) ? 'Opinion' : 'Fact';
      const binButton = session.getByRole('button', {
        name: new RegExp(`^${bin}: .*\\. (Empty|Holds)`),
      });
      if (first && options.drag) {
        await dragToBin(page, card, session.getByRole('group', { name: new RegExp(`^${bin}: `) }));
      } else if (isPointer(page)) {
        await pointerPress(page, card);
        await pointerPress(page, binButton);
      } else {
        await tabTo(page, card);
        await page.keyboard.press('Enter');
        await tabTo(page, binButton);
        await page.keyboard.press('Enter');
      }
      first = false;
      await expect(cards).toHaveCount(left - 1);
    }
    await pressCheck(page, session);
    return 'sort';
  }
  const prompt = (await session.getByRole('radiogroup').getAttribute('aria-label')) ?? '';
  const sentence = prompt.replace(/^Fact or opinion\? /, '');
  const opinion = isOpinion(passages, sentence);
  const group = session.getByRole('radiogroup');
  const name = opinion ? 'Opinion: what someone thinks' : 'Fact: we can check it';
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
  if (opinion) {
    const question = passages
      .flatMap((passage) => passage.questions)
      .find((each) => each.prompt === prompt);
    const opinionWords = (question?.evidenceWords ?? []).flatMap((phrase) => phrase.split(' '));
    // The judged sentence's words are toggles in the passage itself (tap-a-word).
    const words = session.getByRole('group', { name: "Tap the word that shows it's an opinion." });
    await expect(words.getByRole('button').first()).toBeVisible();
    const texts = await words.getByRole('button').allTextContents();
    const index = texts.findIndex((text) => opinionWords.includes(text));
    await press(page, words.getByRole('button').nth(index));
    await expect(words.getByRole('button').nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
  await pressCheck(page, session);
  return 'judge';
}

/**
 * Answers one What Happens Next? item right: the likely prediction, and at step 3 (once the
 * page asks "Tap a clue sentence.") the first clue sentence. Returns whether a clue was tapped.
 */
export async function answerWhatHappensNext(
  page: Page,
  session: Locator,
  passages: readonly DataPassage[],
): Promise<boolean> {
  const { stage, question } = await questionOn(session, passages);
  const right = question.choices.find((choice) => choice.correct);
  if (!right) throw new Error(`No right choice for ${question.id}`);
  const group = session.getByRole('radiogroup');
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name: right.text, exact: true }));
  } else {
    await pickCard(page, group, right.text);
  }
  const clue = (await stage.getAttribute('data-part')) === 'evidence';
  if (clue) {
    const first = question.evidence[0] ?? 0;
    await press(page, session.getByRole('button', { name: new RegExp(`^Sentence ${first + 1}:`) }));
  }
  await pressCheck(page, session);
  return clue;
}
