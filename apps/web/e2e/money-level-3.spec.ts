import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, inputOf, pointerPress, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  lesson,
  lingoUrl,
  openLingoAt,
  pickCard,
  playToMastery,
  practice,
  tabTo,
} from './lingo-helpers';

/**
 * Money Level 3, "At the Corner Store": Money Transactions (3-0, Learn) to completion, The
 * Corner Store (3-1, the shopper) to mastery and The Corner Store - 2 (3-2, the cashier),
 * played with the keyboard alone, and with the mouse alone and a finger alone on a phone,
 * each then checking from the page that no other input was used. Every item is read from the
 * page: prices from the price tags and the receipt, pieces from their `data-piece`; the
 * answers are computed here. Axe in light and dark, and no sideways scrolling at 320 px.
 */

/** Each piece's value, by the `data-piece` the CashTray writes. */
const values: Readonly<Record<string, number>> = {
  nickel: 5,
  dime: 10,
  quarter: 25,
  loonie: 100,
  toonie: 200,
  'bill-5': 500,
  'bill-10': 1000,
  'bill-20': 2000,
  'bill-50': 5000,
  'bill-100': 10000,
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

/** "$1.50", as a receipt writes every amount. */
const formatDollars = (cents: number): string =>
  `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

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

/** The pieces of a place of a tray (its region: "Your purse", "Till"), in order. */
async function piecesIn(place: Locator): Promise<string[]> {
  return place
    .locator('[role="button"][data-piece]')
    .evaluateAll((all) => all.map((piece) => piece.getAttribute('data-piece') ?? ''));
}

/**
 * Presses a coin or bill of a tray with the test's input. By keyboard: into the tray (its one
 * tab stop, or the place's own), then the arrows to the piece, then Enter.
 */
async function pressPiece(page: Page, place: Locator, id: string): Promise<void> {
  const piece = place.locator(`[role="button"][data-piece="${id}"]`).first();
  if (inputOf(page) !== 'keyboard') {
    await pointerPress(page, piece);
    return;
  }
  const inTray = await piece.evaluate((element) => {
    const tray = element.closest('[role="group"]');
    const active = document.activeElement;
    return Boolean(tray && active && tray.contains(active) && active.hasAttribute('data-piece'));
  });
  if (!inTray) {
    const ownStop = place.locator('[data-piece][tabindex="0"]');
    const trayStop = piece
      .locator('xpath=ancestor::*[@role="group"][1]')
      .locator('[data-piece][tabindex="0"]')
      .first();
    await tabTo(page, (await ownStop.count()) > 0 ? ownStop : trayStop);
  }
  for (let presses = 0; presses < 24; presses += 1) {
    if (await piece.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(piece).toBeFocused();
  await page.keyboard.press('Enter');
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
  const purseRegion = session.getByRole('region', { name: 'Your purse' });
  const payment = bestPayment(await piecesIn(purseRegion), total);
  for (const piece of payment) await pressPiece(page, purseRegion, piece);
  const counter = session.getByRole('region', { name: 'Counter' });
  await expect(counter.locator('[data-part="total"]')).toHaveText(
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
  const receipt = session.getByRole('table', { name: 'Receipt' });
  const prices = (await receipt.locator('tr[data-row="item"] td').allInnerTexts()).map(parseAmount);
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
  const till = session.getByRole('region', { name: 'Till' });
  for (const piece of fewest(to - from, await piecesIn(till))) await pressPiece(page, till, piece);
  await press(page, session.getByRole('button', { name: 'Check' }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  await expect(feedbackOf(session)).toContainText('Right change');
}

/** Presses Next of a Learn step once it is done (keyboard: Next has the focus). */
async function nextStep(page: Page, root: Locator): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (inputOf(page) === 'keyboard') {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await pointerPress(page, next);
  }
}

/**
 * Plays Money Transactions (3-0) to completion with the test's input, reading each step from
 * the page; `afterEach` runs on every step and question as it opens.
 */
async function playMoneyTransactions(
  page: Page,
  afterEach: (label: string) => Promise<void> = async () => {},
): Promise<void> {
  const root = lesson(page);
  const stepText = root.getByText(/^Step \d of 5$/);

  // Steps 1 and 2: pay at the counter, exactly ($1.50 from the price tag) and with a toonie.
  for (const [step, exact] of [
    [1, true],
    [2, false],
  ] as const) {
    await expect(stepText).toHaveText(`Step ${step} of 5`);
    await afterEach(`step ${step}`);
    const tag = root.getByRole('button', { name: /^Price tag: Juice box/ });
    const price = parseAmount(await tag.locator('[data-part="price"]').innerText());
    const purse = root.getByRole('region', { name: 'Your purse' });
    const payment = exact ? bestPayment(await piecesIn(purse), price) : ['toonie'];
    for (const piece of payment) await pressPiece(page, purse, piece);
    await press(page, root.getByRole('button', { name: 'Pay', exact: true }));
    const receipt = root.getByRole('table', { name: 'Receipt' });
    const paid = payment.reduce((sum, piece) => sum + (values[piece] ?? 0), 0);
    await expect(receipt.locator('tr[data-row="paid"] td')).toHaveText(formatDollars(paid));
    await nextStep(page, root);
  }

  // Step 3: take each quarter the cashier hands over; the count goes up to $2.00.
  await expect(stepText).toHaveText('Step 3 of 5');
  await afterEach('step 3');
  const hand = root.getByRole('region', { name: "Cashier's hand" });
  for (const piece of await piecesIn(hand)) await pressPiece(page, hand, piece);
  await expect(
    root.getByRole('region', { name: 'Your change' }).locator('[data-part="total"]'),
  ).toHaveText('50¢');
  await nextStep(page, root);

  // Step 4: each amount into the bin of its nearest 5 cents, two rounds.
  await expect(stepText).toHaveText('Step 4 of 5');
  await afterEach('step 4');
  await expect(root.getByText('3 and 4 go up to 5.')).toBeVisible();
  for (let round = 0; round < 2; round += 1) {
    await expect(root.getByText(`Round ${round + 1} of 2`)).toBeVisible();
    const items = root.getByRole('button', { name: /^Amount \d of 4: / });
    await expect(items).toHaveCount(4);
    for (let left = 4; left > 0; left -= 1) {
      const item = items.first();
      const name = (await item.innerText()).trim();
      const bin = formatAmount(round5(parseAmount(name)));
      await press(page, item);
      await press(page, root.getByRole('button', { name: new RegExp(`^\\${bin} bin`) }));
      // The last one of a round opens the next round (or ends the step).
      if (left > 1) await expect(items).toHaveCount(left - 1);
    }
  }
  await nextStep(page, root);

  // Step 5: cash rounds the receipt's total, a card pays it exactly.
  await expect(stepText).toHaveText('Step 5 of 5');
  await afterEach('step 5');
  await press(page, root.getByRole('button', { name: 'Cash', exact: true }));
  const cash = root.getByRole('table', { name: 'Receipt: cash' });
  const subtotal = parseAmount(await cash.locator('tr[data-row="subtotal"] td').innerText());
  await expect(cash.locator('tr[data-row="total"] td')).toHaveText(formatDollars(round5(subtotal)));
  await press(page, root.getByRole('button', { name: 'Card', exact: true }));
  const card = root.getByRole('table', { name: 'Receipt: card' });
  await expect(card.locator('tr[data-row="total"] td')).toHaveText(formatDollars(subtotal));
  await nextStep(page, root);

  // The closing check: the change counted up from the price, then a cash total rounded.
  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  await afterEach('check 1');
  const change = root.getByRole('radiogroup', { name: /How much change do you get\?$/ });
  const question = (await change.getAttribute('aria-label')) ?? '';
  const applePrice = parseAmount(question);
  await pick(page, change, formatAmount((question.includes('loonie') ? 100 : 200) - applePrice));
  await press(page, root.getByRole('button', { name: 'Check' }));
  await nextStep(page, root);
  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  await afterEach('check 2');
  const cashTotal = root.getByRole('radiogroup', { name: /you pay with cash/ });
  const total = parseAmount((await cashTotal.getAttribute('aria-label')) ?? '');
  await pick(page, cashTotal, formatAmount(round5(total)));
  await press(page, root.getByRole('button', { name: 'Check' }));
  await nextStep(page, root);
  await expect(root).toHaveAttribute('data-part', 'done');
}

const moneyTransactions = lingoUrl('money', 3, 'lingo-3-0');
const cornerStore = lingoUrl('money', 3, 'lingo-3-1');
const cashier = lingoUrl('money', 3, 'lingo-3-2');

/** Progress with The Corner Store and The Corner Store - 2 mastered, as a stored record. */
const cornerStoresMastered = JSON.stringify({
  version: 1,
  lingos: Object.fromEntries(
    ['lingo-3-1', 'lingo-3-2'].map((id) => [
      `money/${id}`,
      {
        status: 'mastered',
        step: 4,
        recent: [true, true, true, true, true],
        streak: 5,
        updatedAt: 1,
      },
    ]),
  ),
});

test.describe('Money level 3 with the keyboard', () => {
  test('Money Transactions: to completion; Level 3 reads 3/3 with the others done', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': cornerStoresMastered });
    await openLingoAt(page, moneyTransactions, 'Money Transactions');
    await expectLevelBadge(page, 3, 'At the Corner Store', 2, 3);
    await expectNoAxeViolations(page, 'Money Transactions');
    await playMoneyTransactions(page, async (label) => {
      if (label === 'step 4' || label === 'step 5') {
        await expectNoAxeViolations(page, `Money Transactions, ${label}`);
      }
    });
    await expectLevelBadge(page, 3, 'At the Corner Store', 3, 3);
  });

  test('The Corner Store: played to mastery, axe clean', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingoAt(page, cornerStore, 'The Corner Store');
    await expectNoAxeViolations(page, 'The Corner Store');
    const items = await playToMastery(page, (session) => answerCornerStore(page, session), 40);
    expect(items).toBeGreaterThanOrEqual(14);
    await expect(practice(page)).toHaveAttribute('data-state', 'mastered');
  });

  test('The Corner Store - 2: items answered and on to the next, axe clean', async ({ page }) => {
    test.setTimeout(150_000);
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

    test(`Money Transactions: to completion with the ${mode}`, async ({ page }) => {
      test.setTimeout(150_000);
      useInput(page, mode);
      await watchInput(page);
      await openLingoAt(page, moneyTransactions, 'Money Transactions');
      await playMoneyTransactions(page);
      await expectOnlyInput(page, mode);
    });

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

test.describe('Money level 3 in dark mode', () => {
  const lingos = [
    { url: moneyTransactions, title: 'Money Transactions', root: lesson },
    { url: cornerStore, title: 'The Corner Store', root: practice },
    { url: cashier, title: 'The Corner Store - 2', root: practice },
  ] as const;
  for (const lingo of lingos) {
    test(`${lingo.title} has no axe violations in dark mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await openLingoAt(page, lingo.url, lingo.title);
      await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
      await expect(lingo.root(page)).toHaveAttribute('data-state', 'answering');
      await expectNoAxeViolations(page, `${lingo.title} (dark)`);
    });
  }
});

test.describe('Money level 3 at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('Money Transactions: no sideways scrolling on any step', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingoAt(page, moneyTransactions, 'Money Transactions');
    await playMoneyTransactions(page, (label) => expectNoSidewaysScroll(page, label));
    await expectNoSidewaysScroll(page, 'done');
  });

  test('The Corner Store: no sideways scrolling while paying and finding the change', async ({
    page,
  }) => {
    await openLingoAt(page, cornerStore, 'The Corner Store');
    await expectNoSidewaysScroll(page, 'The Corner Store');
    const session = practice(page);
    await answerCornerStore(page, session);
    await expectNoSidewaysScroll(page, 'The Corner Store, answered');
  });

  test('The Corner Store - 2: no sideways scrolling while giving change', async ({ page }) => {
    await openLingoAt(page, cashier, 'The Corner Store - 2');
    await expectNoSidewaysScroll(page, 'The Corner Store - 2');
    const session = practice(page);
    await answerCashier(page, session);
    await expectNoSidewaysScroll(page, 'The Corner Store - 2, answered');
  });
});
