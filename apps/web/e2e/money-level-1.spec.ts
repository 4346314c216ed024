import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  feedbackOf,
  goOnAfterCorrect,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import { answerCoinSort, answerDetective, dragIntoBin } from './money-level-1-helpers';

/**
 * Money level 1 ("Meet the Money"): Money Detective and Coin Sort played with the keyboard
 * alone to mastery, and again with the mouse and with a finger on a phone (each pointer test
 * proves from the page that no other input was used). Items are random per visit: every
 * answer is computed from what the page says (see money-level-1-helpers.ts).
 */

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

test.describe('Money level 1 by keyboard alone', () => {
  test('Money Detective: from the concept page to mastered, the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
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
    test.setTimeout(90_000);
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
  test('Money Detective and Coin Sort: an item each, clicked and dragged', async ({ page }) => {
    test.setTimeout(90_000);
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

  test('Money Detective and Coin Sort: an item each, tapped and dragged by a finger', async ({
    page,
  }) => {
    test.setTimeout(90_000);
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
