import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
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
} from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Money, level 2 ("Count It Up"), part a: Money Math Basics (2-0, Learn) and Computational
 * Playground, count a set (2-1), played with the keyboard alone (the lesson to completion,
 * 2-1 to mastery), then with the mouse alone and a finger alone on a phone. Every answer is
 * read from the page (the purse's text alternative, the cards' names), never from a seed.
 * Only these Lingos' own progress is asserted: the level's badge goes up by one for each.
 */

const mathBasics = { concept: 'money', level: 2, id: 'lingo-2-0' } as const;
const countSet = { concept: 'money', level: 2, id: 'lingo-2-1' } as const;
const levelTitle = 'Count It Up';

const coinValues: Readonly<Record<string, number>> = {
  nickel: 5,
  dime: 10,
  quarter: 25,
  loonie: 100,
  toonie: 200,
};

/** "Purse with 3 coins: a nickel, a quarter and a dime." → 40 (cents). */
function purseTotal(summary: string): number {
  const list = summary.replace(/^[^:]*:\s*/, '').replace(/\.$/, '');
  return list
    .split(/, | and /)
    .map((part) => part.replace(/^a /, '').trim())
    .reduce((sum, name) => {
      const value = coinValues[name];
      if (value === undefined) throw new Error(`Unknown coin "${name}" in "${summary}"`);
      return sum + value;
    }, 0);
}

const amountText = (cents: number): string =>
  cents < 100 ? `${cents}¢` : `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

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

/** Adds a coin from the bank `times` times: Tab into the bank, arrows to it, Enter; or taps. */
async function addFromBank(page: Page, root: Locator, coin: RegExp, times: number): Promise<void> {
  const target = root.getByRole('button', { name: coin });
  if (isPointer(page)) {
    for (let tap = 0; tap < times; tap += 1) await pointerPress(page, target);
    return;
  }
  const bank = root.getByRole('button', { name: /Add to the purse$/ });
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
async function playMoneyMathBasics(page: Page): Promise<void> {
  const root = lesson(page);
  await addFromBank(page, root, /^Nickel, 5 cents\. Add to the purse/, 4);
  await nextStep(page, root, '5, 10, 15, 20 cents.');
  await addFromBank(page, root, /^Dime, 10 cents\. Add to the purse/, 5);
  await nextStep(page, root, '10, 20, 30, 40, 50 cents.');
  await addFromBank(page, root, /^Quarter, 25 cents\. Add to the purse/, 4);
  await expect(feedbackOf(root)).toContainText('Now move the quarters onto the loonie.');
  const stack = root.getByRole('button', { name: '4 quarters. Move them onto the loonie' });
  if (isPointer(page)) await dragCardOnto(page, stack, root.getByText('Loonie', { exact: true }));
  else await press(page, stack);
  await expect(root.getByRole('img', { name: /^A loonie: 1 dollar/ })).toBeVisible();
  await nextStep(page, root, '4 quarters = 1 loonie.');

  // Shown dime, nickel, quarter, dime: the quarter to the front, the nickel to the end.
  await moveCoinCard(page, root, /^Quarter, 25 cents/, 0);
  await moveCoinCard(page, root, /^Nickel, 5 cents/, 3);
  await press(page, root.getByRole('button', { name: 'Check the order' }));
  await expect(feedbackOf(root)).toContainText('Biggest first!');
  const line = root.getByRole('list', { name: 'Count on, biggest first' });
  for (let index = 0; index < 4; index += 1) await press(page, line.getByRole('button').nth(index));
  await nextStep(page, root, '25, 35, 45, 50 cents.');

  await addFromBank(page, root, /^Loonie, 1 dollar\. Add to the purse/, 1);
  await addFromBank(page, root, /^Quarter, 25 cents\. Add to the purse/, 1);
  await expect(root.locator('[data-part="summary"]')).toHaveText(
    'Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents.',
  );
  await press(page, root.getByRole('button', { name: 'Total $1.25. Show it in cents' }));
  await expect(root.getByRole('button', { name: 'Total 125¢. Show it in dollars' })).toBeVisible();
  await nextStep(page, root, '$1.25 and 125¢ are the same amount');

  const first = activityOf(root).getByRole('radiogroup');
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

/** Answers one 2-1 item right: reads the purse, then picks the card or types the amount. */
async function answerCountItem(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  const total = purseTotal((await activity.locator('[data-part="summary"]').textContent()) ?? '');
  const cards = activity.getByRole('radiogroup', { name: 'How much money?' });
  if ((await cards.count()) > 0) {
    await pick(page, cards, amountText(total));
  } else {
    const dollarsBox = activity.getByRole('textbox', { name: 'How much money?: dollars' });
    const typed =
      (await dollarsBox.count()) > 0
        ? `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`
        : String(total);
    if (isPointer(page)) {
      const pad = activity.getByRole('group', { name: 'How much money?' });
      for (const key of typed) {
        if (key === '.')
          await pointerPress(page, pad.getByRole('button', { name: 'Cents', exact: true }));
        else await pointerPress(page, pad.getByRole('button', { name: key, exact: true }));
      }
    } else {
      await tabTo(
        page,
        (await dollarsBox.count()) > 0
          ? dollarsBox
          : activity.getByRole('textbox', { name: 'How much money?' }),
      );
      await page.keyboard.type(typed);
    }
  }
  if (isPointer(page)) await pointerPress(page, session.getByRole('button', { name: 'Check' }));
  else await page.keyboard.press('Enter');
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

test.describe('Money level 2a with the keyboard alone', () => {
  test('Money Math Basics to completion; the level badge goes up by one', async ({ page }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, mathBasics, 'Money Math Basics (Learn)', 'Money Math Basics');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Money Math Basics, step 1');
    await playMoneyMathBasics(page);
    await expect(levelButton(page, 2, levelTitle)).toContainText(`${before + 1}/6`);
    await expectNoAxeViolations(page, 'Money Math Basics, completed');
  });

  test('Computational Playground (count) to mastery; the badge goes up by one', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openLingoAt(page, lingoUrl('money', 2, countSet.id), 'Computational Playground');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Computational Playground (count), step 1');
    const session = practice(page);
    // A wrong total first: the number of coins names M-ONES.
    const summary =
      (await activityOf(session).locator('[data-part="summary"]').textContent()) ?? '';
    const count = Number(/with (\d+) coins?/.exec(summary)?.[1]);
    const total = purseTotal(summary);
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
    await expectNoAxeViolations(page, 'Computational Playground (count), mastered');
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
      test.setTimeout(90_000);
      await openFromConceptPage(page, mathBasics, 'Money Math Basics (Learn)', 'Money Math Basics');
      await playMoneyMathBasics(page);
      await expectOnlyInput(page, mode);
    });

    test('Computational Playground (count): items right at steps 1 and 2', async ({ page }) => {
      test.setTimeout(90_000);
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
      await pointerPress(page, activity.getByRole('button', { name: 'Sort by value' }));
      await pointerPress(
        page,
        activity.getByRole('list', { name: 'Purse' }).getByRole('button').first(),
      );
      const line = activity.getByRole('list', { name: 'Counting line' });
      await pointerPress(page, line.getByRole('button').first());
      await expect(line.getByRole('button').first()).toHaveAccessibleName(/: \d+ cents$/);
      await answerCountItem(page, session);
      await expectOnlyInput(page, mode);
    });
  });
}
