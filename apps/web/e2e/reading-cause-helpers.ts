import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readingData } from './reading-data';
import { isPointer, pointerPress } from './input';
import { isFocused, pickCard, tabTo } from './lingo-helpers';

/**
 * Reading the cause-and-effect, clue and summary Lingos (reading 2-2, 3-1, 3-3) from the page:
 * the passage and question on screen are named by `data-passage` and `data-question`, and
 * the answer is looked up in the Lingo's own passage data (never a seed's known answer).
 */

interface Choice {
  readonly text: string;
  readonly correct: boolean;
}
interface Question {
  readonly id: string;
  readonly prompt: string;
  readonly choices: readonly Choice[];
  readonly evidence: readonly number[];
  readonly pairs?: readonly { readonly cause: string; readonly effect: string }[];
  readonly cards?: readonly { readonly text: string; readonly bin: string }[];
}
interface Passage {
  readonly id: string;
  readonly sentences: readonly string[];
  readonly questions: readonly Question[];
}

/** A Lingo's passages, from its JSON. */
export function passagesOf(lingo: string): readonly Passage[] {
  return readingData(`lingo-${lingo}`) as Passage[];
}

/** The passage and question the page shows. */
export async function questionOnScreen(
  passages: readonly Passage[],
  session: Locator,
): Promise<{ passage: Passage; question: Question }> {
  const stage = session.locator('[data-passage][data-question]');
  const passageId = await stage.getAttribute('data-passage');
  const questionId = await stage.getAttribute('data-question');
  const passage = passages.find((each) => each.id === passageId);
  const question = passage?.questions.find((each) => each.id === questionId);
  if (!passage || !question) throw new Error(`No question ${passageId} ${questionId}`);
  return { passage, question };
}

/** Presses a button by the page's input: the pointer, or Tab to it and Enter. */
export async function press(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  if (isPointer(page)) {
    await pointerPress(page, button);
  } else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Presses the session's Check button, once it can be pressed. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
  await expect(check).toHaveAttribute('aria-disabled', 'false');
  await press(page, check);
}

/** Picks the card named `name` by the page's input. */
export async function pickChoice(page: Page, session: Locator, name: string): Promise<void> {
  const group = session.getByRole('radiogroup');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/** The right card of the question on screen: picked, not yet checked. */
export async function pickRightChoice(
  page: Page,
  session: Locator,
  passages: readonly Passage[],
): Promise<{ passage: Passage; question: Question }> {
  const shown = await questionOnScreen(passages, session);
  const right = shown.question.choices.find((choice) => choice.correct);
  if (!right) throw new Error(`${shown.question.id} has no right card`);
  await pickChoice(page, session, right.text);
  return shown;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses a MatchPairs item by the page's input: a tap, or Tab into its column, Home, then
 * arrows down to it and Enter.
 */
async function chooseMatchItem(page: Page, column: Locator, item: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, item);
    return;
  }
  if (!(await column.evaluate((list) => list.contains(document.activeElement)))) {
    await tabTo(page, column.locator('button[tabindex="0"]'));
  }
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 4 && !(await isFocused(item)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Why Did It Happen?'s step 3: reads each cause ("Cause 1: freezing rain fell") and effect
 * ("effect A: …") from the columns, links each cause to its effect from the passage's pairs,
 * then Check.
 */
export async function answerCauseMatch(
  page: Page,
  session: Locator,
  passages: readonly Passage[],
): Promise<void> {
  const { question } = await questionOnScreen(passages, session);
  const causes = session.getByRole('list', { name: 'Causes' });
  const effects = session.getByRole('list', { name: 'Effects' });
  const labels = (list: Locator) =>
    list
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map(
          (button) => (button.firstElementChild?.textContent ?? '').split(', joined with')[0] ?? '',
        ),
      );
  const causeNames = await labels(causes);
  const effectNames = await labels(effects);
  expect(causeNames).toHaveLength(3);
  for (const causeName of causeNames) {
    const [name = '', text = ''] = causeName.split(': ');
    const effectText = question.pairs?.find((pair) => pair.cause === text)?.effect;
    const effectName = effectNames.find((each) => each.endsWith(`: ${effectText}`));
    if (!effectName) throw new Error(`No effect for ${causeName}`);
    await chooseMatchItem(
      page,
      causes,
      causes.getByRole('button', { name: new RegExp(`^${escapeRegExp(causeName)}`) }),
    );
    await chooseMatchItem(
      page,
      effects,
      effects.getByRole('button', { name: new RegExp(`^${escapeRegExp(effectName)}`) }),
    );
    await expect(
      causes.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}: .*, joined with`) }),
    ).toBeVisible();
  }
  await pressCheck(page, session);
}

/**
 * Clue Detective: the right card, then (from step 2) as many listed clue sentences as the item
 * asks (`data-clues`), each tapped or chosen with Tab and Enter, then Check.
 */
export async function answerClues(
  page: Page,
  session: Locator,
  passages: readonly Passage[],
): Promise<void> {
  const { question } = await pickRightChoice(page, session, passages);
  const stage = session.locator('[data-clues]');
  const clues = Number(await stage.getAttribute('data-clues'));
  if (clues > 0) await expect(stage).toHaveAttribute('data-part', 'clues');
  for (const index of question.evidence.slice(0, clues)) {
    const sentence = session.getByRole('button', { name: new RegExp(`^Sentence ${index + 1}: `) });
    await press(page, sentence);
    await expect(sentence).toHaveAttribute('aria-pressed', 'true');
  }
  await pressCheck(page, session);
}

/**
 * Sum It Up's step 2: each card read from the page ("Card 2 of 6: …") goes into Important or
 * Small detail as the passage's sort says, the important ones in story order (so the summary
 * basket holds them in order), each by a tap on the card then on the bin, or Enter on each;
 * then Check.
 */
export async function answerSummarySort(
  page: Page,
  session: Locator,
  passages: readonly Passage[],
): Promise<void> {
  const { question } = await questionOnScreen(passages, session);
  const cards = question.cards ?? [];
  const ordered = [
    ...cards.filter((card) => card.bin === 'important'),
    ...cards.filter((card) => card.bin !== 'important'),
  ];
  for (const card of ordered) {
    const button = session.getByRole('button', {
      name: new RegExp(`^Card \\d of 6: ${escapeRegExp(card.text)}$`),
    });
    const bin = session.getByRole('button', {
      name: new RegExp(`^${card.bin === 'important' ? 'Important' : 'Small detail'} bin`),
    });
    await press(page, button);
    await press(page, bin);
  }
  const basket = session.getByRole('list', { name: /^Summary basket/ });
  await expect(basket.getByRole('listitem')).toHaveCount(3);
  await pressCheck(page, session);
}
