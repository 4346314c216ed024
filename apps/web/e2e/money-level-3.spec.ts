import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectOnlyInput, inputOf, pointerPress, useInput, watchInput } from './input';
import {
  feedbackOf,
  goOnAfterCorrect,
  lingoUrl,
  openLingoAt,
  pickCard,
  playToMastery,
  practice,
  tabTo,
} from './lingo-helpers';

/**
 * Money Level 3, "At the Corner Store": The Corner Store (3-1, the shopper) and The Corner
 * Store - 2 (3-2, the cashier), played with the keyboard alone (3-1 to mastery), and with the
 * mouse alone and a finger alone on a phone, each then checking from the page that no other
 * input was used. Every item is read from the page: prices from the price tags and the
 * receipt, pieces from the buttons' names; the answers are computed here.
 */

const values: Readonly<Record<string, number>> = {
  nickel: 5,
  dime: 10,
  quarter: 25,
  loonie: 100,
  toonie: 200,
  '$5 bill': 500,
  '$10 bill': 1000,
  '$20 bill': 2000,
  '$50 bill': 5000,
};

const round5 = (cents: number): number => Math.floor((cents + 2) / 5) * 5;

/** "85¢" or "$1.49" → cents. */
function parseAmount(text: string): number {
  const dollars = /\$(\d+)\.(\d\d)/.exec(text);
  if (dollars) return Number(dollars[1]) * 100 + Number(dollars[2]);
  const cents = /(\d+)¢/.exec(text);
  if (cents) return Number(cents[1]);
  throw new Error(`No amount in "${text}"`);
}

/** "85¢" below $1, "$1.25" from $1 (money.md convention 1). */
const formatAmount = (cents: number): string =>
  cents < 100 ? `${cents}¢` : `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The NumberPad's dollars form: "1.05". */
const typed = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Presses a button with the test's input. */
async function press(page: Page, button: Locator): Promise<void> {
  if (inputOf(page) === 'keyboard') {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else {
    await pointerPress(page, button);
  }
}

/** Picks a card of a radiogroup with the test's input. */
async function pick(page: Page, group: Locator, name: string): Promise<void> {
  if (inputOf(page) === 'keyboard') await pickCard(page, group, name);
  else await pointerPress(page, group.getByRole('radio', { name, exact: true }));
}

/** Types an amount in a MoneyEntry (keyboard only: pointer tests keep to the other parts). */
async function typeAmount(page: Page, root: Locator, label: string, cents: number) {
  const box = root.getByRole('textbox', { name: `${label}: dollars` });
  await tabTo(page, box);
  await page.keyboard.type(typed(cents));
}

/** The pieces named by buttons "Pay with a toonie", in order. */
async function piecesOf(buttons: Locator, verb: string): Promise<string[]> {
  const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
  return names
    .filter((name): name is string => name?.startsWith(`${verb} a `) ?? false)
    .map((name) => name.slice(`${verb} a `.length));
}

/** The right payment: enough, no piece to take back; of those the least, then fewest pieces. */
function bestPayment(purse: readonly string[], total: number): string[] {
  let best: string[] | null = null;
  const sum = (set: readonly string[]) => set.reduce((s, p) => s + (values[p] ?? 0), 0);
  for (let mask = 1; mask < 1 << purse.length; mask += 1) {
    const set = purse.filter((_p, i) => (mask & (1 << i)) !== 0);
    const paid = sum(set);
    if (paid < total || set.some((p) => paid - (values[p] ?? 0) >= total)) continue;
    if (!best || paid < sum(best) || (paid === sum(best) && set.length < best.length)) best = set;
  }
  if (!best) throw new Error(`The purse ${purse.join(', ')} cannot pay ${total}`);
  return best;
}

/** The fewest pieces for an amount from a till, biggest first (greedy is exact for Canada). */
function fewest(amount: number, till: readonly string[]): string[] {
  const kinds = [...till].sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0));
  const result: string[] = [];
  let rest = amount;
  for (const kind of kinds) {
    while (rest >= (values[kind] ?? Infinity)) {
      result.push(kind);
      rest -= values[kind] ?? 0;
    }
  }
  if (rest !== 0) throw new Error(`Cannot make ${amount} from ${till.join(', ')}`);
  return result;
}

/** Answers one Corner Store (3-1) item right, reading it from the page, and presses Check. */
async function answerCornerStore(page: Page, session: Locator): Promise<void> {
  const shelf = session.getByRole('list', { name: 'Shelf' });
  const prices = (await shelf.locator('li').allInnerTexts()).map(parseAmount);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const totalBox = session.getByRole('textbox', { name: 'The total: dollars' });
  const cashGroup = session.getByRole('radiogroup', {
    name: 'You pay with cash. What is the cash total?',
  });
  let total = subtotal;
  if (await totalBox.isVisible()) {
    await typeAmount(page, session, 'The total', subtotal);
    await press(page, session.getByRole('button', { name: 'That is the total' }));
  } else if (await cashGroup.isVisible()) {
    total = round5(subtotal);
    await pick(page, cashGroup, formatAmount(total));
    await press(page, session.getByRole('button', { name: 'That is the cash total' }));
  }
  const payButton = session.getByRole('button', { name: 'Pay', exact: true });
  await expect(payButton).toBeVisible();
  const purse = await piecesOf(session.getByRole('button', { name: /^Pay with a / }), 'Pay with');
  const payment = bestPayment(purse, total);
  for (const piece of payment) {
    await press(page, session.getByRole('button', { name: `Pay with a ${piece}` }).first());
  }
  await expect(session.locator('[data-part="target-total"]')).toHaveText(
    formatAmount(payment.reduce((sum, p) => sum + (values[p] ?? 0), 0)),
  );
  await press(page, payButton);
  const change = payment.reduce((sum, p) => sum + (values[p] ?? 0), 0) - total;
  const changeGroup = session.getByRole('radiogroup', { name: 'How much change do you get?' });
  if (await session.getByRole('textbox', { name: 'Your change: dollars' }).isVisible()) {
    await typeAmount(page, session, 'Your change', change);
  } else {
    await pick(page, changeGroup, formatAmount(change));
  }
  await press(page, session.getByRole('button', { name: 'Check' }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

/** Answers one Corner Store - 2 (3-2) item right, reading it from the page, and presses Check. */
async function answerCashier(page: Page, session: Locator): Promise<void> {
  const receiptLines = await session.locator('[data-part="receipt-line"]').allInnerTexts();
  const prices = receiptLines
    .filter((line) => !/^(Subtotal|Cash rounding|Total)/.test(line))
    .map(parseAmount);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const paidLine = (await session.getByText(/ is buying /).innerText()).trim();
  const card = paidLine.endsWith('Paid by card.');
  const total = card ? subtotal : round5(subtotal);
  const roundGroup = session.getByRole('radiogroup', { name: / pays cash\. What is the total\?$/ });
  const totalBox = session.getByRole('textbox', { name: 'The total: dollars' });
  if (await roundGroup.isVisible()) {
    const label =
      total === subtotal ? `${formatAmount(total)}, no rounding needed` : formatAmount(total);
    await pick(page, roundGroup, label);
    await press(page, session.getByRole('button', { name: 'That is the total' }));
  } else if (await totalBox.isVisible()) {
    await typeAmount(page, session, 'The total', total);
    if (card) {
      await press(page, session.getByRole('button', { name: 'Check' }));
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      return;
    }
    await press(page, session.getByRole('button', { name: 'That is the total' }));
  }
  // The change part names both ends of the count: "Count up from $2.35 to $3.00."
  const countLine = await session.getByRole('heading', { name: /^Count up from / }).innerText();
  const [from, to] = [...countLine.matchAll(/\$\d+\.\d\d|\d+¢/g)].map((m) => parseAmount(m[0]));
  if (from === undefined || to === undefined) throw new Error(`Cannot read "${countLine}"`);
  expect(from).toBe(total);
  const till = await piecesOf(session.getByRole('button', { name: /^Give a / }), 'Give');
  for (const piece of fewest(to - from, till)) {
    await press(page, session.getByRole('button', { name: `Give a ${piece}` }));
  }
  await press(page, session.getByRole('button', { name: 'Check' }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  await expect(feedbackOf(session)).toContainText('Right change');
}

const cornerStore = lingoUrl('money', 3, 'lingo-3-1');
const cashier = lingoUrl('money', 3, 'lingo-3-2');

test.describe('Money level 3 with the keyboard', () => {
  test('The Corner Store: played to mastery, axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    await openLingoAt(page, cornerStore, 'The Corner Store');
    await expectNoAxeViolations(page, 'The Corner Store');
    const items = await playToMastery(page, (session) => answerCornerStore(page, session), 40);
    expect(items).toBeGreaterThanOrEqual(14);
    await expect(practice(page)).toHaveAttribute('data-state', 'mastered');
  });

  test('The Corner Store - 2: items answered and on to the next, axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    await openLingoAt(page, cashier, 'The Corner Store - 2');
    await expectNoAxeViolations(page, 'The Corner Store - 2');
    const session = practice(page);
    for (let index = 0; index < 3; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await answerCashier(page, session);
      await goOnAfterCorrect(page, session);
    }
  });
});

for (const mode of ['mouse', 'touch'] as const) {
  test.describe(`Money level 3 with the ${mode} alone`, () => {
    if (mode === 'touch') {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    }

    test(`The Corner Store: one item with the ${mode}`, async ({ page }) => {
      useInput(page, mode);
      await watchInput(page);
      await openLingoAt(page, cornerStore, 'The Corner Store');
      const session = practice(page);
      await answerCornerStore(page, session);
      await goOnAfterCorrect(page, session);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectOnlyInput(page, mode);
    });

    test(`The Corner Store - 2: one item with the ${mode}`, async ({ page }) => {
      useInput(page, mode);
      await watchInput(page);
      await openLingoAt(page, cashier, 'The Corner Store - 2');
      const session = practice(page);
      await answerCashier(page, session);
      await goOnAfterCorrect(page, session);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectOnlyInput(page, mode);
    });
  });
}
