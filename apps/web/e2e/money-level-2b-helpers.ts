import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, levelButton, pickCard, tabTo } from './lingo-helpers';

/**
 * Reading and answering Money 2-3 (Making Amounts), 2-4 (The Cash Counter) and 2-5 (Who Has
 * More?) from what the page says: the price tag, the bank's buttons, the drawer's and the
 * purses' text alternatives. Each answer is computed here, never taken from a seed; it is
 * given with the page's input (`useInput`): the keyboard alone, the mouse or a finger.
 */

/** Values in cents, by the names the text alternatives use (singular and plural). */
const valueByName: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\$100 bills?$/, 10000],
  [/^\$50 bills?$/, 5000],
  [/^\$20 bills?$/, 2000],
  [/^\$10 bills?$/, 1000],
  [/^\$5 bills?$/, 500],
  [/^toonies?$/, 200],
  [/^loonies?$/, 100],
  [/^quarters?$/, 25],
  [/^dimes?$/, 10],
  [/^nickels?$/, 5],
];

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A piece's value from its name in a sentence ("toonies", "$20 bill"). */
export function valueOfName(name: string): number {
  const found = valueByName.find(([pattern]) => pattern.test(name.trim()));
  if (!found) throw new Error(`No piece called "${name}"`);
  return found[1];
}

/** Pieces in words, "three $20 bills, one toonie" or "2 dimes and 1 nickel", as [count, value]. */
export function parsePieces(text: string): Array<{ count: number; value: number }> {
  return text
    .replace(/\.$/, '')
    .split(/, | and /)
    .map((part) => {
      const match = /^(\S+) (.+)$/.exec(part.trim());
      if (!match) throw new Error(`Cannot read "${part}"`);
      const [, number = '', name = ''] = match;
      const count = /^\d+$/.test(number)
        ? Number(number)
        : number === 'a'
          ? 1
          : numberWords.indexOf(number);
      if (count < 1) throw new Error(`Cannot read the count in "${part}"`);
      return { count, value: valueOfName(name) };
    });
}

/** The total of pieces in words, in cents. */
export const totalOfText = (text: string): number =>
  parsePieces(text).reduce((sum, { count, value }) => sum + count * value, 0);

/** "$12.35" or "45¢" in cents. */
export function parseAmount(text: string): number {
  const cents = /^(\d+)¢$/.exec(text.trim());
  if (cents) return Number(cents[1]);
  const dollars = /^\$(\d+)\.(\d\d)$/.exec(text.trim());
  if (!dollars) throw new Error(`Not an amount: "${text}"`);
  return Number(dollars[1]) * 100 + Number(dollars[2]);
}

/** What a NumberPad's dollars form takes for an amount: "72.75". */
export const dollarsEntry = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Presses the Check button with the page's input (Tab and Enter on the keyboard). */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) return pointerPress(page, check);
  await tabTo(page, check);
  await page.keyboard.press('Enter');
}

/**
 * Types an amount into a NumberPad's dollars and cents: on the keyboard in its focused box
 * ("." moves to the cents), with the pointer on its keys and its "Cents" switch.
 */
export async function enterDollars(page: Page, pad: Locator, cents: number): Promise<void> {
  const [dollars = '', rest = ''] = dollarsEntry(cents).split('.');
  if (!isPointer(page)) {
    await page.keyboard.type(`${dollars}.${rest}`);
    return;
  }
  for (const digit of dollars)
    await pointerPress(page, pad.getByRole('button', { name: digit, exact: true }));
  await pointerPress(page, pad.getByRole('button', { name: 'Cents', exact: true }));
  for (const digit of rest)
    await pointerPress(page, pad.getByRole('button', { name: digit, exact: true }));
}

/** The number of done Lingos on a level's sidebar badge ("2/6"). */
export async function levelDone(page: Page, level: number, title: string): Promise<number> {
  const text = (await levelButton(page, level, title).textContent()) ?? '';
  const match = /(\d+)\/(\d+)/.exec(text);
  if (!match) throw new Error(`No badge on level ${level}: "${text}"`);
  return Number(match[1]);
}

// ─── 2-3 Making Amounts ──────────────────────────────────────────────────────────────────

/** The bank's buttons, smallest first, with the value each adds. */
async function bankPieces(session: Locator): Promise<Array<{ value: number; button: Locator }>> {
  const bank = activityOf(session).getByRole('button', { name: /\. Add to the purse$/ });
  const names = await bank.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
  return names.map((name, index) => {
    const piece = /^(.+?), /.exec(name)?.[1] ?? '';
    return { value: valueOfName(piece.toLowerCase()), button: bank.nth(index) };
  });
}

/**
 * Answers a Making Amounts item right: reads the price tag and the bank, puts in the fewest
 * pieces (biggest first, which is the fewest with Canadian money), then Check.
 */
export async function answerMakingAmounts(page: Page, session: Locator): Promise<void> {
  const target = parseAmount(
    (await activityOf(session).locator('[data-part="price"]').textContent()) ?? '',
  );
  const bank = await bankPieces(session);
  const chosen: number[] = [];
  let rest = target;
  for (let index = bank.length - 1; index >= 0; index -= 1) {
    const value = bank[index]?.value ?? 0;
    while (rest >= value) {
      chosen.push(index);
      rest -= value;
    }
  }
  expect(rest, `the bank makes ${target}¢`).toBe(0);
  for (const index of chosen) {
    const button = bank[index]?.button as Locator;
    if (isPointer(page)) {
      await pointerPress(page, button);
      continue;
    }
    const inBank = await button.evaluate((element) =>
      Boolean(element.closest('ul')?.contains(document.activeElement)),
    );
    if (!inBank) {
      await tabTo(page, activityOf(session).locator('[data-piece][tabindex="0"]').first());
    }
    for (let presses = 0; presses < 10; presses += 1) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(
    activityOf(session).getByRole('list', { name: 'Purse' }).getByRole('button'),
  ).toHaveCount(chosen.length);
  await pressCheck(page, session);
}

// ─── 2-4 The Cash Counter ────────────────────────────────────────────────────────────────

/** Compartment names on the tally sheet, and each piece's value. */
const compartmentValues: Readonly<Record<string, number>> = {
  'Hundred-dollar bills': 10000,
  'Fifty-dollar bills': 5000,
  'Twenty-dollar bills': 2000,
  'Ten-dollar bills': 1000,
  'Five-dollar bills': 500,
  Toonies: 200,
  Loonies: 100,
  Quarters: 25,
  Dimes: 10,
  Nickels: 5,
};

/** The drawer read from its text alternative: value → count. */
async function readDrawer(session: Locator): Promise<Map<number, number>> {
  const text =
    (await activityOf(session)
      .getByText(/^Drawer: /)
      .textContent()) ?? '';
  const drawer = new Map<number, number>();
  for (const { count, value } of parsePieces(text.replace(/^Drawer: /, ''))) {
    drawer.set(value, (drawer.get(value) ?? 0) + count);
  }
  return drawer;
}

/**
 * Answers a Cash Counter item right: reads the drawer, writes each compartment's subtotal on
 * the tally sheet when it asks (Enter goes line to line), then the total, then Check (Enter).
 */
export async function answerCashCounter(page: Page, session: Locator): Promise<void> {
  const drawer = await readDrawer(session);
  const total = [...drawer].reduce((sum, [value, count]) => sum + value * count, 0);
  const activity = activityOf(session);
  const tally = activity.getByRole('table', { name: 'Tally sheet' });
  const pad = activity
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Clear' }) });
  if (await tally.isVisible()) {
    const rows = tally.getByRole('row');
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      const name = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
      const line = row.getByRole('button');
      const amount =
        name === 'Total'
          ? total
          : (compartmentValues[name] ?? 0) * (drawer.get(compartmentValues[name] ?? 0) ?? 0);
      expect(amount, `an amount for ${name}`).toBeGreaterThan(0);
      const box = activity.getByRole('textbox', { name: `${name}: dollars` });
      if (isPointer(page)) {
        await pointerPress(page, line);
      } else if (!(await box.evaluate((element) => element === document.activeElement))) {
        await tabTo(page, line);
        await page.keyboard.press('Enter');
      }
      await expect(box).toBeVisible();
      if (!isPointer(page)) await expect(box).toBeFocused();
      await enterDollars(page, pad, amount);
      if (!isPointer(page) && name !== 'Total') await page.keyboard.press('Enter');
    }
  } else {
    const box = activity.getByRole('textbox', { name: 'Money in the drawer: dollars' });
    if (!isPointer(page)) await tabTo(page, box);
    await enterDollars(page, pad, total);
  }
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
}

// ─── 2-5 Who Has More? ───────────────────────────────────────────────────────────────────

/** The two purses' totals, read from "Purse A: 3 nickels. Purse B: 1 quarter." */
export async function readPurses(session: Locator): Promise<{ a: number; b: number }> {
  const text =
    (await activityOf(session)
      .getByText(/^Purse A: .* Purse B: /)
      .textContent()) ?? '';
  const match = /^Purse A: (.+)\. Purse B: (.+)\.$/.exec(text);
  if (!match) throw new Error(`Cannot read the purses: "${text}"`);
  return { a: totalOfText(match[1] ?? ''), b: totalOfText(match[2] ?? '') };
}

/** Answers a Who Has More? item right: the card, and in step 4 how much more, then Check. */
export async function answerWhoHasMore(page: Page, session: Locator): Promise<void> {
  const { a, b } = await readPurses(session);
  const name = a === b ? 'Same' : a > b ? 'Purse A' : 'Purse B';
  const activity = activityOf(session);
  const group = activity.getByRole('radiogroup');
  const askDifference = ((await group.getAttribute('aria-label')) ?? '').includes('how much more');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
  if (askDifference) {
    const box = activity.getByRole('textbox', { name: 'How much more?: dollars' });
    const pad = activity.getByRole('group', { name: 'How much more?' });
    if (!isPointer(page)) await tabTo(page, box);
    await enterDollars(page, pad, Math.abs(a - b));
  }
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
}
