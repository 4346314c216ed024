import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dragCardOnto, isPointer, pointerPress } from './input';
import { activityOf, isFocused, pickCard, tabTo } from './lingo-helpers';

/**
 * Answers for Words level 2's Magic E (2-3), Word Families (2-4) and More Than One (2-6),
 * each read from the page (the prompt, the tiles' and cards' names, the written word spelled
 * for the screen reader) and worked out here by the rules of words.md, never from a seed.
 */

/** Presses a control with the page's input: a click or tap, or Tab to it and Enter. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (isPointer(page)) return pointerPress(page, target);
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Presses Check. */
export const pressCheck = (page: Page, session: Locator): Promise<void> =>
  press(page, session.getByRole('button', { name: 'Check', exact: true }));

/** The item's prompt: the activity group's name. */
export async function promptOf(session: Locator): Promise<string> {
  return (await activityOf(session).getAttribute('aria-label')) ?? '';
}

/** The tray of a LetterTiles (its title names it). */
const trayOf = (session: Locator, name = 'Tiles'): Locator =>
  session.getByRole('region', { name, exact: true });

/** The texts of the tiles in a tray, from their `data-tile`. */
const trayTexts = (tray: Locator): Promise<string[]> =>
  tray
    .locator('[data-tile]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-tile') ?? ''));

/**
 * Puts a tray tile into the next empty slot: a tap; or by keyboard Tab to the tray's one tab
 * stop, the arrows to the tile, and Enter.
 */
async function placeTile(page: Page, tray: Locator, text: string): Promise<void> {
  const tile = tray.locator(`[data-tile="${text}"]`).first();
  if (isPointer(page)) return pointerPress(page, tile);
  const inTray = await tray
    .locator('[data-tile]')
    .evaluateAll((all) => all.some((each) => each === document.activeElement));
  if (!inTray) await tabTo(page, tray.locator('[data-tile][tabindex="0"]'));
  for (let presses = 0; presses < 30 && !(await isFocused(tile)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(tile).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Builds a word on the A–Z rack: typed on the keyboard (the widget takes letters while a tile
 * has the focus), or each letter tile pressed in turn by pointer.
 */
async function buildOnRack(page: Page, session: Locator, word: string): Promise<void> {
  const tray = trayOf(session);
  if (isPointer(page)) {
    for (const letter of word) await placeTile(page, tray, letter);
    return;
  }
  await tabTo(page, tray.locator('[data-tile][tabindex="0"]'));
  await page.keyboard.type(word);
}

/** Builds a word from tray tiles (each used once), in order. */
async function buildFromTray(page: Page, session: Locator, parts: readonly string[]) {
  const tray = trayOf(session);
  for (const part of parts) await placeTile(page, tray, part);
}

/**
 * Sorts every card of a SortBins into its bin: by keyboard Enter on the card then on the bin,
 * by pointer a tap on each (the first card dragged, when `drag`).
 */
async function sortAll(
  page: Page,
  session: Locator,
  binFor: (card: string) => string,
  drag = false,
): Promise<void> {
  const tray = session.getByRole('group', { name: 'Words to sort', exact: true });
  let first = true;
  for (;;) {
    const cards = tray.getByRole('button', { name: /^Word \d+ of \d+: / });
    const left = await cards.count();
    if (left === 0) break;
    const card = cards.first();
    // The card's id is its word (SortBins' data-id).
    const name = (await card.getAttribute('data-id')) ?? '';
    const label = binFor(name);
    const bin = session.getByRole('button', { name: new RegExp(`^${label} bin`) });
    if (first && drag && isPointer(page)) {
      await dragCardOnto(page, card, session.getByRole('group', { name: label, exact: true }));
    } else {
      await press(page, card);
      await press(page, bin);
    }
    first = false;
    await expect(cards).toHaveCount(left - 1);
  }
}

// ─── Word Families (2-4) ─────────────────────────────────────────────────────────────────

/** Answers a Word Families item: the onset tile that makes the word, or the family sort. */
export async function answerWordFamilies(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<void> {
  const prompt = await promptOf(session);
  if (prompt.startsWith('Sort')) {
    const bins = await session
      .getByRole('button', { name: / bin(, empty|:)/ })
      .evaluateAll((all) =>
        all.map((bin) =>
          (bin.getAttribute('aria-label') ?? bin.textContent ?? '').replace(/ bin.*$/, ''),
        ),
      );
    await sortAll(
      page,
      session,
      (word) => bins.find((bin) => word.endsWith(bin.replace(/^-/, ''))) ?? '',
      options.drag,
    );
  } else {
    // The word is only heard; the page keeps it for tests on the item's stage.
    const word = (await activityOf(session).locator('[data-word]').getAttribute('data-word')) ?? '';
    const chunk = ((await session.getByText(/^the chunk /).textContent()) ?? '')
      .replace(/^the chunk /, '')
      .replace(/ /g, '');
    const tiles = await trayTexts(trayOf(session));
    const onset = tiles.find((tile) => `${tile}${chunk}` === word);
    if (!onset) throw new Error(`No tile makes ${word} with -${chunk} among ${tiles.join(', ')}`);
    await buildFromTray(page, session, [onset]);
  }
  await pressCheck(page, session);
}

// ─── More Than One (2-6) ─────────────────────────────────────────────────────────────────

/** words.md's rule: -es after s, ss, x, z, sh or ch; -s otherwise. */
export const endingFor = (word: string): 's' | 'es' => (/(s|x|z|sh|ch)$/.test(word) ? 'es' : 's');

/** The ending a written plural took: "foxes" → es, "cakes" → s (cak does not take -es). */
const endingOfPlural = (plural: string): 's' | 'es' =>
  plural.endsWith('es') && endingFor(plural.slice(0, -2)) === 'es' ? 'es' : 's';

/** Answers a More Than One item of any step. */
export async function answerMoreThanOne(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<void> {
  const prompt = await promptOf(session);
  if (prompt.startsWith('Here are three')) {
    const group = session.getByRole('radiogroup');
    const names = await group
      .getByRole('radio')
      .evaluateAll((all) => all.map((radio) => radio.getAttribute('aria-label') ?? ''));
    const plural = names.reduce(
      (longest, name) => (name.length > longest.length ? name : longest),
      '',
    );
    await pickWith(page, group, plural);
  } else if (prompt.startsWith('One ')) {
    const word = /^One (\w+),/.exec(prompt)?.[1] ?? '';
    await placeTile(page, trayOf(session, 'Endings'), endingFor(word));
  } else if (prompt.startsWith('Sort')) {
    await sortAll(page, session, (plural) => `-${endingOfPlural(plural)}`, options.drag);
  } else {
    const word = (/^(\w+)…/.exec(prompt)?.[1] ?? '').toLowerCase();
    await buildOnRack(page, session, `${word}${endingFor(word)}`);
  }
  await pressCheck(page, session);
}

// ─── Magic E (2-3) ───────────────────────────────────────────────────────────────────────

/** Picks a card: by keyboard with the arrows and Space (kit's pickCard), by pointer a tap. */
async function pickWith(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
    return;
  }
  await pickCard(page, group, name);
}

/** Answers a Magic E item: the picture of the written word, or the word built. */
export async function answerMagicE(page: Page, session: Locator): Promise<void> {
  const prompt = await promptOf(session);
  if (prompt.startsWith('Read')) {
    const spelled = (await session.getByText(/^The word is spelled /).textContent()) ?? '';
    const word = spelled.replace(/^The word is spelled |\.$/g, '').replace(/, /g, '');
    const group = session.getByRole('radiogroup');
    const names = await group
      .getByRole('radio')
      .evaluateAll((all) => all.map((radio) => radio.getAttribute('aria-label') ?? ''));
    const name = names.find((each) => each.endsWith(` ${word}`));
    if (!name) throw new Error(`No picture of ${word} among ${names.join(', ')}`);
    await pickWith(page, group, name);
  } else {
    const word = (await activityOf(session).locator('[data-word]').getAttribute('data-word')) ?? '';
    const tiles = await trayTexts(trayOf(session));
    if (tiles.length === 26) await buildOnRack(page, session, word);
    else await buildFromTray(page, session, [...word]);
  }
  await pressCheck(page, session);
}
