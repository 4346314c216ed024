import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerCoinSort,
  answerDetective,
  dragIntoBin,
  playMoneyBasics,
} from './money-level-1-helpers';

/**
 * Money level 1 ("Meet the Money"): Money Basics (Learn) played to completion and Money
 * Detective and Coin Sort to mastery with the keyboard alone, and all three again with the
 * mouse and with a finger on a phone (each pointer test proves from the page that no other
 * input was used). Items are random per visit: every answer is computed from what the page
 * says (see money-level-1-helpers.ts).
 */

const basics = { concept: 'money', level: 1, id: 'lingo-1-0' } as const;
const detective = { concept: 'money', level: 1, id: 'lingo-1-1' } as const;
const coinSort = { concept: 'money', level: 1, id: 'lingo-1-2' } as const;
const LEVEL_TITLE = 'Meet the Money';

/** A learner at Coin Sort's top step (groups of coins by value), not yet mastered. */
const coinSortAtTop = JSON.stringify({
  version: 1,
  lingos: {
    'money/lingo-1-2': {
      status: 'practising',
      step: 4,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 1,
    },
  },
});

/** A learner who has mastered Money Detective and Coin Sort: Money Basics completes the level. */
const practiceMastered = JSON.stringify({
  version: 1,
  lingos: Object.fromEntries(
    ['money/lingo-1-1', 'money/lingo-1-2'].map((key) => [
      key,
      { status: 'mastered', step: 4, recent: [], streak: 0, bestTimes: {}, updatedAt: 1 },
    ]),
  ),
});

test.describe('Money level 1 by keyboard alone', () => {
  test('Money Basics: every step, its hints and the closing check, to completed; the level badge reaches 3/3', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': practiceMastered });
    await openFromConceptPage(page, basics, 'Money Basics (Learn)', 'Money Basics');
    await expectLingoFrame(page, 'Money Basics');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 2, 3);
    await playMoneyBasics(page, {
      mistakes: true,
      onStep: (step) => expectNoAxeViolations(page, `Money Basics, step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Money Basics, completed');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 3, 3);
  });

  test('Money Basics on a 320 px screen: no step scrolls sideways', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await openLingoAt(page, lingoUrl('money', 1, 'lingo-1-0'), 'Money Basics');
    await playMoneyBasics(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await expectNoSidewaysScroll(page, 'the end');
  });

  test('Money Detective: from the concept page to mastered, the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, detective, 'Money Detective', 'Money Detective');
    await expectLingoFrame(page, 'Money Detective');
    await expectNoAxeViolations(page, 'Money Detective, first item');
    const items = await playToMastery(page, async (session, index) => {
      await answerDetective(page, session);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      await expect(feedbackOf(session)).toContainText(/Yes! The|Mastered/);
      if (index === 0) await expectNoAxeViolations(page, 'Money Detective, answered');
    });
    expect(items).toBeGreaterThanOrEqual(14);
    await waitForToast(page, 'Mastered!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 3);
  });

  test('Coin Sort: from the top step, clean sorts to mastered', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': coinSortAtTop });
    await openFromConceptPage(page, coinSort, 'Coin Sort', 'Coin Sort');
    await expectLingoFrame(page, 'Coin Sort');
    await expectNoAxeViolations(page, 'Coin Sort, groups of coins');
    const rounds = await playToMastery(page, async (session) => {
      await answerCoinSort(page, session);
    });
    expect(rounds).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 3);
  });

  test('Coin Sort: a whole first round of coins by type, then Next', async ({ page }) => {
    await openLingoAt(page, lingoUrl('money', 1, 'lingo-1-2'), 'Coin Sort');
    const session = practice(page);
    await expect(session.getByRole('button', { name: /^Coin 1 of 6: / })).toBeVisible();
    await answerCoinSort(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, 'Coin Sort, sorted');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await expect(session).toHaveAttribute('data-state', 'answering');
  });
});

test.describe('Money level 1 by mouse alone', () => {
  test('Money Basics: every step clicked and dragged, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, basics, 'Money Basics (Learn)', 'Money Basics');
    await playMoneyBasics(page, { mistakes: true });
    await waitForToast(page, 'Lesson complete!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 3);
    await expectOnlyInput(page, 'mouse');
  });

  test('Money Detective and Coin Sort: an item each, clicked and dragged', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, detective, 'Money Detective', 'Money Detective');
    const session = practice(page);
    await answerDetective(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerDetective(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');

    await openFromConceptPage(page, coinSort, 'Coin Sort', 'Coin Sort');
    await answerCoinSort(page, practice(page), {
      drag: (item, bin) => dragIntoBin(page, item, bin),
    });
    await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Money level 1 by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Money Basics: every step tapped and dragged by a finger, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, basics, 'Money Basics (Learn)', 'Money Basics');
    await playMoneyBasics(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });

  test('Money Detective and Coin Sort: an item each, tapped and dragged by a finger', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, detective, 'Money Detective', 'Money Detective');
    const session = practice(page);
    await answerDetective(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await openFromConceptPage(page, coinSort, 'Coin Sort', 'Coin Sort');
    await answerCoinSort(page, practice(page), {
      drag: (item, bin) => dragIntoBin(page, item, bin),
    });
    await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Money level 1 in dark mode', () => {
  for (const lingo of [
    { ...basics, title: 'Money Basics' },
    { ...detective, title: 'Money Detective' },
    { ...coinSort, title: 'Coin Sort' },
  ]) {
    test(`${lingo.title} has no axe violations in dark mode`, async ({ page }) => {
      await presetStorage(page, { dark: 'true' });
      await openLingoAt(page, lingoUrl('money', 1, lingo.id), lingo.title);
      await expectNoAxeViolations(page, `${lingo.title}, dark`);
    });
  }
});
