import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';

/**
 * Reading and answering Words level 1 (First Sounds, Build a Word, Rhyme Time) from what the
 * page says: the prompt, the cards' names, the tiles. Nothing here knows a seed.
 */

/** The radiogroup of the item on screen (letters, pictures, Yes/No). */
export const choicesOf = (session: Locator): Locator => activityOf(session).getByRole('radiogroup');

/** Picks a card by its name: arrows and Space with the keyboard, else the test's pointer. */
export async function chooseCard(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
  await expect(group.getByRole('radio', { name, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

/** Checks the answer: Enter from the widget with the keyboard, or the Check button. */
export async function check(page: Page, session: Locator): Promise<void> {
  const button = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) await pointerPress(page, button);
  else await page.keyboard.press('Enter');
}

/**
 * The right card of a First Sounds item, read from its prompt: "Which letter does bus start
 * with?" → the card "b"; "Which picture starts with the letter m?" → the picture whose word
 * starts with m.
 */
export async function firstSoundsAnswer(session: Locator): Promise<string> {
  const group = choicesOf(session);
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const letterItem = /^Which letter does (.+) start with\?$/.exec(prompt);
  if (letterItem) return (letterItem[1] ?? '').charAt(0);
  const pictureItem = /^Which picture starts with the letter (\w)\?$/.exec(prompt);
  if (!pictureItem) throw new Error(`Not a First Sounds prompt: ${prompt}`);
  const names = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  const right = names.filter((name) => name.startsWith(pictureItem[1] ?? '-'));
  expect(right, `pictures starting with ${pictureItem[1]}`).toHaveLength(1);
  return right[0] ?? '';
}

/** Answers a First Sounds item right and checks it. */
export async function answerFirstSounds(page: Page, session: Locator): Promise<void> {
  await chooseCard(page, choicesOf(session), await firstSoundsAnswer(session));
  await check(page, session);
}

/** A wrong card of a First Sounds item (any card but the right one). */
export async function wrongFirstSoundsCard(session: Locator): Promise<string> {
  const right = await firstSoundsAnswer(session);
  const names = await choicesOf(session)
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  const wrong = names.find((name) => name !== right);
  if (!wrong) throw new Error('no wrong card');
  return wrong;
}

// ─── Build a Word ────────────────────────────────────────────────────────────────────────

/** The word of a Build a Word item: heard by the child, kept by the page as `data-word`. */
export async function buildWordOf(session: Locator): Promise<string> {
  const word = await activityOf(session).locator('[data-word]').getAttribute('data-word');
  if (!word) throw new Error('no Build a Word item on screen');
  return word;
}

/** The tiles still to place: the tray (steps 1–3) or the A–Z rack (step 4). */
export const tilesTray = (session: Locator): Locator =>
  session.getByRole('region', { name: /^(Tiles|A to Z)$/ });

/**
 * Builds the word right and checks it: with the keyboard by typing it into the tiles (Tab to
 * the first tile, type, Tab to Check, Enter); with a pointer by tapping its tiles in order.
 */
export async function answerBuildAWord(page: Page, session: Locator): Promise<void> {
  const word = await buildWordOf(session);
  const tray = tilesTray(session);
  if (isPointer(page)) {
    for (const letter of word) {
      await pointerPress(page, tray.getByRole('button', { name: letter, exact: true }).first());
    }
  } else {
    await tabTo(page, tray.locator('[role="button"][tabindex="0"]'));
    await page.keyboard.type(word);
  }
  const slots = session.getByRole('list', { name: 'Slots' });
  await expect(slots.getByRole('button')).toHaveCount(word.length);
  await expect(slots).toHaveText(new RegExp([...word].join('.*')));
  const checkButton = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) {
    await pointerPress(page, checkButton);
  } else {
    await tabTo(page, checkButton);
    await page.keyboard.press('Enter');
  }
}
