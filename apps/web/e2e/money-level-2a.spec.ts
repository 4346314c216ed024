import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import {
  expectOnlyInput,
  dragCardOnto,
  isPointer,
  pointerPress,
  useInput,
  watchInput,
} from './input';
import {
  activityOf,
  feedbackOf,
  goOnAfterCorrect,
  lesson,
  levelButton,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  pickCard,
  playToMastery,
  practice,
  tabTo,
  waitForToast,
} from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Money, level 2 ("Count It Up"), part a: Money Math Basics (2-0, Learn), Computational
 * Playground, count a set (2-1), and Computational Playground, trade, add and take away (2-2),
 * played with the keyboard alone (the lesson to completion, 2-1 to mastery, 2-2 through its
 * trades into its sums), then with the mouse alone and a finger alone on a phone; then axe in
 * dark mode and no sideways scrolling at 320 px. Every answer is read from the page (the
 * coins on the tray, the prompt, the trade's text alternative), never from a seed. Only
 * these Lingos' own progress is asserted: the level's badge goes up by one for each.
 */

const mathBasics = { concept: 'money', level: 2, id: 'lingo-2-0' } as const;
const countSet = { concept: 'money', level: 2, id: 'lingo-2-1' } as const;
const trade = { concept: 'money', level: 2, id: 'lingo-2-2' } as const;
const levelTitle = 'Count It Up';

const coinValues: Readonly<Record<string, number>> = {
  nickel: 5,
  dime: 10,
  quarter: 25,
  loonie: 100,
  toonie: 200,
};

/** The value of every coin on a tray (a purse and its counting line), read from the page. */
async function coinsTotal(root: Locator): Promise<number> {
  const ids = await root
    .locator('[role="button"][data-piece]')
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('data-piece') ?? ''));
  return ids.reduce((sum, id) => {
    const value = coinValues[id];
    if (value === undefined) throw new Error(`Unknown coin "${id}"`);
    return sum + value;
  }, 0);
}

const amountText = (cents: number): string =>
  cents < 100 ? `${cents}¢` : `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "$1.85" → 185, "35¢" → 35. */
const centsOf = (text: string): number =>
  text.endsWith('¢') ? Number(text.slice(0, -1)) : Math.round(Number(text.slice(1)) * 100);

/** The level's badge, done of total, read from the page. */
async function levelDone(page: Page): Promise<number> {
  const text = (await levelButton(page, 2, levelTitle).textContent()) ?? '';
  const match = /(\d+)\/6/.exec(text);
  if (!match) throw new Error(`No badge in "${text}"`);
  return Number(match[1]);
}

/** Presses a button with the page's input: Tab then Enter, or a click or tap. */
async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) await pointerPress(page, button);
  else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** The text a tray last said to screen readers. */
const announcementOf = (tray: Locator): Locator => tray.locator('[data-part="announcement"]');

/**
 * Presses a piece of a tray (one tab stop, arrows between its pieces): a click or tap; or Tab
 * into the tray, arrows to the piece, and Enter.
 */
async function pressPiece(page: Page, tray: Locator, piece: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, piece);
    return;
  }
  if (!(await tray.evaluate((element) => element.contains(document.activeElement)))) {
    await tabTo(page, tray.locator('[role="button"][data-piece][tabindex="0"]').first());
  }
  for (let press = 0; press < 30; press += 1) {
    if (await piece.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(piece).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Types on a NumberPad: its keys (the "Cents" key for the dot), or its box and the keyboard. */
async function typeOnPad(page: Page, root: Locator, label: string, typed: string): Promise<void> {
  const dollarsBox = root.getByRole('textbox', { name: `${label}: dollars` });
  if (isPointer(page)) {
    const pad = root.getByRole('group', { name: label, exact: true });
    for (const key of typed) {
      const name = key === '.' ? 'Cents' : key;
      await pointerPress(page, pad.getByRole('button', { name, exact: true }));
    }
    return;
  }
  await tabTo(
    page,
    (await dollarsBox.count()) > 0
      ? dollarsBox
      : root.getByRole('textbox', { name: label, exact: true }),
  );
  await page.keyboard.type(typed);
}

/** An amount as the pad's open form wants it: "1.25" in dollars, "125" in cents. */
async function padText(root: Locator, label: string, cents: number): Promise<string> {
  return (await root.getByRole('textbox', { name: `${label}: dollars` }).count()) > 0
    ? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    : String(cents);
}

/** Checks the answer: Enter from the pad's box, or the Check button pressed. */
async function check(page: Page, session: Locator, fromBox: boolean): Promise<void> {
  if (!isPointer(page) && fromBox) await page.keyboard.press('Enter');
  else await press(page, session.getByRole('button', { name: 'Check' }));
}

/** Adds a coin from the bank `times` times: Tab into the bank, arrows to it, Enter; or taps. */
async function addFromBank(page: Page, root: Locator, coin: RegExp, times: number): Promise<void> {
  const target = root.getByRole('button', { name: coin });
  if (isPointer(page)) {
    for (let tap = 0; tap < times; tap += 1) await pointerPress(page, target);
    return;
  }
  const bank = root.getByRole('button', { name: /\. Add to (the purse|your side)$/ });
  await tabTo(page, bank.and(root.locator('[tabindex="0"]')).first());
  for (let press = 0; press < 5; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
  for (let press = 0; press < times; press += 1) await page.keyboard.press('Enter');
}

async function nextStep(page: Page, root: Locator, done: string): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedbackOf(root)).toContainText(done);
  await press(page, root.getByRole('button', { name: 'Next', exact: true }));
}

/** Moves a sort card to a place: Space, arrows, Space; or a drag onto that place. */
async function moveCoinCard(page: Page, root: Locator, name: RegExp, onto: number): Promise<void> {
  const list = root.getByRole('list', { name: 'Put the coins in order, biggest first' });
  const card = list.getByRole('button', { name });
  if (isPointer(page)) await dragCardOnto(page, card, list.getByRole('listitem').nth(onto));
  else await moveCardByKeyboard(page, list, card, onto);
}

/** Picks a card of a radiogroup with the page's input. */
async function pick(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/** Money Math Basics: the five steps and the closing check (one wrong pick first). */
async function playMoneyMathBasics(
  page: Page,
  checkpoint: (label: string) => Promise<void> = async () => {},
): Promise<void> {
  const root = lesson(page);
  await checkpoint('Money Math Basics, step 1');
  await addFromBank(page, root, /^Nickel, 5 cents\. Add to the purse/, 4);
  await nextStep(page, root, '5, 10, 15, 20 cents.');
  await checkpoint('Money Math Basics, step 2');
  await addFromBank(page, root, /^Dime, 10 cents\. Add to the purse/, 5);
  await nextStep(page, root, '10, 20, 30, 40, 50 cents.');
  await addFromBank(page, root, /^Quarter, 25 cents\. Add to the purse/, 4);
  await expect(feedbackOf(root)).toContainText('Now move the quarters onto the loonie.');
  const stack = root.getByRole('button', { name: '4 quarters. Move them onto the loonie' });
  if (isPointer(page)) await dragCardOnto(page, stack, root.getByText('Loonie', { exact: true }));
  else await press(page, stack);
  await expect(root.getByRole('img', { name: /^A loonie: 1 dollar/ })).toBeVisible();
  await checkpoint('Money Math Basics, step 3 (the loonie)');
  await nextStep(page, root, '4 quarters = 1 loonie.');

  // Shown dime, nickel, quarter, dime: the quarter to the front, the nickel to the end.
  await moveCoinCard(page, root, /^Quarter, 25 cents/, 0);
  await moveCoinCard(page, root, /^Nickel, 5 cents/, 3);
  await press(page, root.getByRole('button', { name: 'Check the order' }));
  await expect(feedbackOf(root)).toContainText('Biggest first!');
  await checkpoint('Money Math Basics, step 4 (the counting line)');
  const counting = root.getByRole('group', { name: 'Count on, biggest first' });
  const line = counting.getByRole('list', { name: 'Counting line' });
  for (let index = 0; index < 4; index += 1) {
    await pressPiece(page, counting, line.getByRole('button').nth(index));
    if (index === 1) await expect(announcementOf(counting)).toHaveText('35 cents.');
  }
  await nextStep(page, root, '25, 35, 45, 50 cents.');

  await addFromBank(page, root, /^Loonie, 1 dollar\. Add to the purse/, 1);
  await addFromBank(page, root, /^Quarter, 25 cents\. Add to the purse/, 1);
  await expect(root.locator('[data-part="summary"]')).toHaveText(
    'Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents.',
  );
  await press(page, root.getByRole('button', { name: 'Total $1.25. Show it in cents' }));
  await expect(root.getByRole('button', { name: 'Total 125¢. Show it in dollars' })).toBeVisible();
  await checkpoint('Money Math Basics, step 5');
  await nextStep(page, root, '$1.25 and 125¢ are the same amount');

  const first = activityOf(root).getByRole('radiogroup');
  await checkpoint('Money Math Basics, closing check');
  await pick(page, first, '4¢');
  await press(page, root.getByRole('button', { name: 'Check' }));
  await expect(feedbackOf(root)).toContainText('Each coin has its own value.');
  await press(page, root.getByRole('button', { name: 'Try again' }));
  await pick(page, first, '45¢');
  await press(page, root.getByRole('button', { name: 'Check' }));
  await nextStep(page, root, 'Well done!');
  await pick(page, activityOf(root).getByRole('radiogroup'), '$1.05');
  await press(page, root.getByRole('button', { name: 'Check' }));
  await nextStep(page, root, 'Well done!');
  await expect(root).toHaveAttribute('data-state', 'completed');
}

/** Answers one 2-1 item right: counts the coins on the tray, then picks or types the total. */
async function answerCountItem(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  const total = await coinsTotal(activity.getByRole('group', { name: 'Count the coins' }));
  const cards = activity.getByRole('radiogroup', { name: 'How much money?' });
  const onCards = (await cards.count()) > 0;
  if (onCards) await pick(page, cards, amountText(total));
  else
    await typeOnPad(
      page,
      activity,
      'How much money?',
      await padText(activity, 'How much money?', total),
    );
  if (isPointer(page)) await pointerPress(page, session.getByRole('button', { name: 'Check' }));
  else await page.keyboard.press('Enter');
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

/**
 * Answers one 2-2 item right, read from the page. A trade: the given coin from its text
 * alternative, the coins the bank offers, filled biggest first, then the count when asked. A
 * sum: the two amounts from the prompt, the result on the pad. Returns the item's kind.
 */
async function answerTradeItem(page: Page, session: Locator): Promise<'trade' | 'sum'> {
  const activity = activityOf(session);
  const tradeText = activity.locator('[data-part="trade-text"]');
  if ((await tradeText.count()) === 0) {
    const prompt =
      (await page
        .getByText(/^(Purse A has .+|.+ [+−] .+)\. How much (altogether|is left)\?$/)
        .first()
        .textContent()) ?? '';
    const [first, second] = (prompt.match(/\$\d+\.\d{2}|\d+¢/g) ?? []).map(centsOf);
    if (first === undefined || second === undefined) throw new Error(`No amounts in "${prompt}"`);
    const adding = prompt.endsWith('altogether?');
    const label = adding ? 'How much altogether?' : 'How much is left?';
    const result = adding ? first + second : first - second;
    await typeOnPad(page, activity, label, await padText(activity, label, result));
    await check(page, session, true);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    return 'sum';
  }
  const given = /one (\w+) on the left/.exec((await tradeText.textContent()) ?? '')?.[1] ?? '';
  let rest = coinValues[given] ?? 0;
  expect(rest, `the given coin in "${given}"`).toBeGreaterThan(0);
  const bank = activity.getByRole('region', { name: 'Bank' });
  const offered = await bank
    .locator('[role="button"][data-piece]')
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('data-piece') ?? ''));
  const biggestFirst = offered.sort((x, y) => (coinValues[y] ?? 0) - (coinValues[x] ?? 0));
  let count = 0;
  for (const coin of biggestFirst) {
    const value = coinValues[coin] ?? rest + 1;
    const times = Math.floor(rest / value);
    if (times === 0) continue;
    const title = coin.charAt(0).toUpperCase() + coin.slice(1);
    await addFromBank(page, bank, new RegExp(`^${title}, .*\\. Add to your side$`), times);
    rest -= times * value;
    count += times;
  }
  expect(rest).toBe(0);
  await expect(tradeText).toHaveText(/, \d+ (cents|dollars?)( and \d+ cents)?\.$/);
  // The count asked is of the one kind of coin offered: "How many nickels?"
  const label = `How many ${biggestFirst[0] ?? ''}s?`;
  const asksCount = (await activity.getByRole('textbox', { name: label, exact: true }).count()) > 0;
  if (asksCount) await typeOnPad(page, activity, label, String(count));
  await check(page, session, asksCount);
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  return 'trade';
}

test.describe('Money level 2a with the keyboard alone', () => {
  test('Money Math Basics to completion; the level badge goes up by one', async ({ page }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, mathBasics, 'Money Math Basics (Learn)', 'Money Math Basics');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Money Math Basics, step 1');
    await playMoneyMathBasics(page);
    await expect(levelButton(page, 2, levelTitle)).toContainText(`${before + 1}/6`);
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Money Math Basics, completed');
  });

  test('Computational Playground (count) to mastery; the badge goes up by one', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openLingoAt(page, lingoUrl('money', 2, countSet.id), 'Computational Playground');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Computational Playground (count), step 1');
    const session = practice(page);
    // A wrong total first: the number of coins names M-ONES.
    const tray = activityOf(session).getByRole('group', { name: 'Count the coins' });
    const summary = (await tray.locator('[data-part="summary"]').textContent()) ?? '';
    const count = Number(/with (\d+) coins?/.exec(summary)?.[1]);
    const total = await coinsTotal(tray);
    const cards = activityOf(session).getByRole('radiogroup', { name: 'How much money?' });
    const names = await cards.getByRole('radio').allTextContents();
    expect(names).toContain(amountText(total));
    expect(names).toContain(`${count}¢`);
    await pickCard(page, cards, `${count}¢`);
    await page.keyboard.press('Enter');
    await expect(feedbackOf(session)).toContainText('Each coin has its own value.');
    await tabTo(page, session.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    await answerCountItem(page, session);
    await goOnAfterCorrect(page, session);
    await playToMastery(page, (root) => answerCountItem(page, root), 40);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await expect(levelButton(page, 2, levelTitle)).toContainText(`${before + 1}/6`);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Computational Playground (count), mastered');
  });

  test('Computational Playground (trade): trades, then sums, then "Show coins" at step 4', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openLingoAt(page, lingoUrl('money', 2, trade.id), 'Computational Playground');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Computational Playground (trade), step 1');
    const kinds: string[] = [];
    // Steps 1 and 2 are trades, step 3 sums: three right in a row move a step up.
    for (let item = 0; item < 9; item += 1) {
      kinds.push(await answerTradeItem(page, session));
      if (item === 0) await expectNoAxeViolations(page, 'Computational Playground (trade), traded');
      await goOnAfterCorrect(page, session);
    }
    expect(kinds.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => 'trade'));
    expect(kinds.slice(6)).toEqual(['sum', 'sum', 'sum']);
    await expect(session).toHaveAttribute('data-step', '4');
    const activity = activityOf(session);
    await tabTo(page, activity.getByRole('button', { name: 'Show coins' }));
    await page.keyboard.press('Enter');
    await expect(activity.getByRole('region', { name: 'Purse A' })).toBeVisible();
    await expect(activity.getByRole('button', { name: 'Hide coins' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page, 'Computational Playground (trade), step 4 with coins');
    expect(await answerTradeItem(page, session)).toBe('sum');
  });
});

const pointers = [
  { mode: 'mouse', name: 'the mouse alone (1280 × 800)' },
  { mode: 'touch', name: 'a finger alone (phone, 390 × 844)' },
] as const;

for (const { mode, name } of pointers) {
  test.describe(`Money level 2a with ${name}`, () => {
    test.use(
      mode === 'touch'
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    test.beforeEach(async ({ page }) => {
      useInput(page, mode);
      await watchInput(page);
    });

    test('Money Math Basics to completion', async ({ page }) => {
      test.setTimeout(150_000);
      await openFromConceptPage(page, mathBasics, 'Money Math Basics (Learn)', 'Money Math Basics');
      await playMoneyMathBasics(page);
      await expectOnlyInput(page, mode);
    });

    test('Computational Playground (count): items right at steps 1 and 2', async ({ page }) => {
      test.setTimeout(150_000);
      await openLingoAt(page, lingoUrl('money', 2, countSet.id), 'Computational Playground');
      const session = practice(page);
      // Step 1 (cards), three right in a row, then a step-2 item on the NumberPad's keys.
      for (let item = 0; item < 4; item += 1) {
        await answerCountItem(page, session);
        await goOnAfterCorrect(page, session);
      }
      await expect(session).toHaveAttribute('data-step', '2');
      // Sort by value puts the biggest first; tapping a coin puts it on the counting line.
      const activity = activityOf(session);
      const sort = activity.getByRole('button', { name: 'Sort by value' });
      // Already biggest first, the button says so (aria-disabled) and does nothing.
      if ((await sort.getAttribute('aria-disabled')) !== 'true') await pointerPress(page, sort);
      await pointerPress(
        page,
        activity.getByRole('list', { name: 'Purse' }).getByRole('button').first(),
      );
      const tray = activity.getByRole('group', { name: 'Count the coins' });
      const line = tray.getByRole('list', { name: 'Counting line' });
      await expect(line.getByRole('button')).toHaveCount(1);
      await pointerPress(page, line.getByRole('button').first());
      await expect(announcementOf(tray)).toHaveText(/^\d+ cents\.\s*$/);
      await answerCountItem(page, session);
      await expectOnlyInput(page, mode);
    });

    test('Computational Playground (trade): a trade and its count', async ({ page }) => {
      test.setTimeout(150_000);
      await openLingoAt(page, lingoUrl('money', 2, trade.id), 'Computational Playground');
      const session = practice(page);
      expect(await answerTradeItem(page, session)).toBe('trade');
      await expectOnlyInput(page, mode);
    });
  });
}

/** The learner's progress with one Lingo at a step, as the app stores it. */
const atStep = (id: string, step: number): Record<string, string> => ({
  'lingos:progress': JSON.stringify({
    version: 1,
    lingos: {
      [`money/${id}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 0,
      },
    },
  }),
});

test.describe('Money level 2a in dark mode on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 720 } });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  /** Dark, axe clean, and nothing wider than the screen. */
  async function expectDarkAndNarrow(page: Page, label: string): Promise<void> {
    await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
    await expectNoAxeViolations(page, `${label} (dark)`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${label}: page width at 320 px`).toBeLessThanOrEqual(320);
  }

  test('Money Math Basics, every step', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingoAt(page, lingoUrl('money', 2, mathBasics.id), 'Money Math Basics');
    await playMoneyMathBasics(page, (label) => expectDarkAndNarrow(page, label));
  });

  for (const step of [1, 4]) {
    test(`Computational Playground (count), step ${step}`, async ({ page }) => {
      await presetStorage(page, atStep(countSet.id, step));
      await openLingoAt(page, lingoUrl('money', 2, countSet.id), 'Computational Playground');
      const session = practice(page);
      await expect(session).toHaveAttribute('data-step', String(step));
      await expectDarkAndNarrow(page, `Computational Playground (count), step ${step}`);
      // Every coin on the counting line: the line wraps too.
      const tray = activityOf(session).getByRole('group', { name: 'Count the coins' });
      const purse = tray.getByRole('list', { name: 'Purse' });
      while ((await purse.getByRole('button').count()) > 0) {
        const before = await purse.getByRole('button').count();
        await purse.getByRole('button').first().click();
        await expect(purse.getByRole('button')).toHaveCount(before - 1);
      }
      await expectDarkAndNarrow(page, `Computational Playground (count), step ${step}, counted`);
    });
  }

  for (const step of [1, 2, 3, 4]) {
    test(`Computational Playground (trade), step ${step}`, async ({ page }) => {
      await presetStorage(page, atStep(trade.id, step));
      await openLingoAt(page, lingoUrl('money', 2, trade.id), 'Computational Playground');
      const session = practice(page);
      await expect(session).toHaveAttribute('data-step', String(step));
      const show = activityOf(session).getByRole('button', { name: 'Show coins' });
      if (step === 4) await show.click();
      await expectDarkAndNarrow(page, `Computational Playground (trade), step ${step}`);
    });
  }
});
