import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  activityOf,
  expectLevelBadge,
  feedbackOf,
  goOnAfterCorrect,
  openFromConceptPage,
  pickCard,
  playToMastery,
  practice,
  tabTo,
  waitForToast,
} from './lingo-helpers';
import {
  answerCashCounter,
  answerMakingAmounts,
  answerWhoHasMore,
  levelDone,
  readPurses,
} from './money-level-2b-helpers';

/**
 * Money level 2, "Count It Up": Making Amounts (2-3), The Cash Counter (2-4) and Who Has
 * More? (2-5). Each is played to mastery with the keyboard alone, through every step (the
 * tally sheet of 2-4's step 3, 2-5's "how much more" of step 4), and the level's badge goes
 * up by one. Then one item each with the mouse alone on a desktop and with a finger alone on
 * a phone, proven from the page's own event listeners. Every answer is read from the page.
 */

interface MoneyLingo {
  readonly id: string;
  readonly title: string;
  readonly answer: (page: Page, session: Locator) => Promise<void>;
}

const lingos: readonly MoneyLingo[] = [
  { id: 'lingo-2-3', title: 'Making Amounts', answer: answerMakingAmounts },
  { id: 'lingo-2-4', title: 'The Cash Counter', answer: answerCashCounter },
  { id: 'lingo-2-5', title: 'Who Has More?', answer: answerWhoHasMore },
];

const level = { number: 2, title: 'Count It Up', total: 6 } as const;

const open = (page: Page, lingo: MoneyLingo) =>
  openFromConceptPage(page, { concept: 'money', level: 2, id: lingo.id }, lingo.title, lingo.title);

test.describe('Money level 2: Making Amounts, The Cash Counter, Who Has More? by keyboard', () => {
  for (const lingo of lingos) {
    test(`${lingo.title} is mastered with the keyboard alone, and the level badge goes up`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await open(page, lingo);
      const before = await levelDone(page, level.number, level.title);
      await expectNoAxeViolations(page, `${lingo.title}, first item`);
      const session = practice(page);
      const steps = new Set<string>();
      const played = await playToMastery(page, async (root) => {
        steps.add((await root.getAttribute('data-step')) ?? '');
        await lingo.answer(page, root);
      });
      expect([...steps].sort()).toEqual(['1', '2', '3', '4']);
      expect(played).toBeGreaterThanOrEqual(14);
      await expect(session).toHaveAttribute('data-state', 'mastered');
      await expectLevelBadge(page, level.number, level.title, before + 1, level.total);
      await waitForToast(page, 'Mastered!');
      await expectNoAxeViolations(page, `${lingo.title}, mastered`);
    });
  }

  test('Making Amounts: a purse that is short hears how much more it needs', async ({ page }) => {
    await open(page, lingos[0] as MoneyLingo);
    const session = practice(page);
    // One nickel, whatever the tag says (every target is at least 10 cents).
    await tabTo(page, activityOf(session).locator('[data-piece][tabindex="0"]').first());
    await expect(page.locator(':focus')).toHaveAccessibleName(
      /^Nickel, 5 cents\. Add to the purse$/,
    );
    await page.keyboard.press('Enter');
    await tabTo(page, session.getByRole('button', { name: 'Check' }));
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      /^(You need \d+ cents more\.|Size doesn't tell the value\.)/,
    );
    // Try again keeps the nickel in the purse.
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expect(
      activityOf(session).getByRole('list', { name: 'Purse' }).getByRole('button'),
    ).toHaveCount(1);
  });

  test('Who Has More?: a wrong purse gets both purses counted aloud', async ({ page }) => {
    await open(page, lingos[2] as MoneyLingo);
    const session = practice(page);
    const { a, b } = await readPurses(session);
    const wrong = a > b ? 'Purse B' : 'Purse A';
    await pickCard(page, activityOf(session).getByRole('radiogroup'), wrong);
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      /Purse A: .*\. Purse B: .*\. |^Size doesn't tell the value\./,
    );
    await expectNoAxeViolations(page, 'Who Has More?, after a miss');
  });
});

/** The step each pointer test also plays: bills to the fewest pieces, the tally sheet, how much more. */
const topSteps: Readonly<Record<string, number>> = {
  'lingo-2-3': 4,
  'lingo-2-4': 3,
  'lingo-2-5': 4,
};

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  { mode: 'touch', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const { mode, use } of pointers) {
  test.describe(`Money level 2 (2-3, 2-4, 2-5) with the ${mode} alone`, () => {
    test.use(use);
    for (const lingo of lingos) {
      test(`${lingo.title}: an item right and on to the next, by ${mode}`, async ({ page }) => {
        await watchInput(page);
        useInput(page, mode);
        await open(page, lingo);
        const session = practice(page);
        await expect(session).toHaveAttribute('data-state', 'answering');
        await lingo.answer(page, session);
        expect(await goOnAfterCorrect(page, session)).toBe(true);
        await expect(session).toHaveAttribute('data-state', 'answering');
        // Nothing runs off the side of a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectOnlyInput(page, mode);
      });

      test(`${lingo.title}, step ${topSteps[lingo.id]}: an item right by ${mode}`, async ({
        page,
      }) => {
        await watchInput(page);
        useInput(page, mode);
        await presetStorage(page, {
          'lingos:progress': JSON.stringify({
            version: 1,
            lingos: {
              [`money/${lingo.id}`]: {
                status: 'practising',
                step: topSteps[lingo.id],
                recent: [],
                streak: 0,
                bestTimes: {},
                updatedAt: 0,
              },
            },
          }),
        });
        await open(page, lingo);
        const session = practice(page);
        await expect(
          session.getByText(`Step ${topSteps[lingo.id]} of 4`, { exact: true }),
        ).toBeVisible();
        await lingo.answer(page, session);
        await expect(session).toHaveAttribute('data-state', 'correct');
        await expectNoAxeViolations(page, `${lingo.title}, step ${topSteps[lingo.id]}, by ${mode}`);
        await expectOnlyInput(page, mode);
      });
    }
  });
}
