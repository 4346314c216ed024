import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  lesson,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerBigTimeWords,
  bigTimeWordsKind,
  playPlanning,
  type BigTimeWordsKind,
} from './calendar-level-3-helpers';

/**
 * Calendar level 3 ("Planning Ahead"): Planning with Calendars (Learn) played to completion
 * and Big Time Words from its first step to mastery, with the keyboard alone, with the mouse
 * alone on a 320 px screen, and with a finger alone on a phone in dark mode (each pointer
 * test proves from the page that no other input was used). Items are random per visit: every
 * answer is computed from what the page says (see calendar-level-3-helpers.ts).
 */

const planning = { concept: 'calendar', level: 3, id: 'lingo-3-0' } as const;
const bigTimeWords = { concept: 'calendar', level: 3, id: 'lingo-3-1' } as const;
const LEVEL_TITLE = 'Planning Ahead';

/**
 * Plays Big Time Words to mastery, running `onNewKind` on the first item of each kind (before
 * it is answered). Returns the kinds seen.
 */
async function playBigTimeWords(
  page: Page,
  onNewKind: (kind: BigTimeWordsKind) => Promise<void>,
): Promise<Set<BigTimeWordsKind>> {
  const seen = new Set<BigTimeWordsKind>();
  const items = await playToMastery(page, async (session: Locator) => {
    const kind = await bigTimeWordsKind(session);
    if (!seen.has(kind)) {
      seen.add(kind);
      await onNewKind(kind);
    }
    await answerBigTimeWords(page, session);
  });
  // From step 1: 3 right in a row per step up, then 5 of the last 6 at the top step.
  expect(items).toBeGreaterThanOrEqual(14);
  return seen;
}

test.describe('Planning with Calendars', () => {
  test('by keyboard alone: every step, a wrong tap and a wrong card with their hints, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      planning,
      'Planning with Calendars (Learn)',
      'Planning with Calendars',
    );
    await expectLingoFrame(page, 'Planning with Calendars');
    await playPlanning(page, lesson(page), {
      mistakes: true,
      // Axe on the first tap, the first sticker, the next month and the closing check.
      onStep: async (step) => {
        if ([1, 2, 4, 6].includes(step)) {
          await expectNoAxeViolations(page, `Planning with Calendars, step ${step}`);
        }
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Planning with Calendars, completed');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 2);
  });

  test('by mouse alone on a 320 px screen: every step clicked, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(
      page,
      planning,
      'Planning with Calendars (Learn)',
      'Planning with Calendars',
    );
    await playPlanning(page, lesson(page), {
      mistakes: true,
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Planning with Calendars by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every step tapped by a finger, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true' });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(
      page,
      planning,
      'Planning with Calendars (Learn)',
      'Planning with Calendars',
    );
    await playPlanning(page, lesson(page), {
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `step ${step}`);
        await expectNoAxeViolations(page, `Planning with Calendars, dark, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Big Time Words by keyboard alone', () => {
  test('a sort missed once bounces back; then from step 1 to mastered, every widget', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, bigTimeWords, 'Big Time Words', 'Big Time Words');
    await expectLingoFrame(page, 'Big Time Words');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 0, 2);
    const session = practice(page);

    // Step 1's first sort, with one card in the wrong bin: it bounces back at Check.
    const kind = await answerBigTimeWords(page, session, { wrongFirst: true });
    expect(kind).toMatch(/^sort-/);
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      kind === 'sort-days' ? 'Weekdays are Monday to Friday.' : /daily|weekly|annual/,
    );
    await expectNoAxeViolations(page, 'Big Time Words, a card bounced back');
    const tryAgain = session.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'answering');
    await answerBigTimeWords(page, session);
    await expect(feedbackOf(session)).toContainText("That's it! You fixed it.");
    const next = session.getByRole('button', { name: 'Next' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');

    const seen = await playBigTimeWords(page, (kind) =>
      expectNoAxeViolations(page, `Big Time Words, first ${kind} item`),
    );
    for (const each of ['sort-days', 'sort-events', 'match', 'choice', 'pad'] as const) {
      expect(seen.has(each), `a ${each} item came up`).toBe(true);
    }
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Big Time Words, mastered');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 2);
  });
});

test.describe('Big Time Words by mouse alone', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('from step 1 to mastered on a 320 px screen, clicked and dragged', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, bigTimeWords, 'Big Time Words', 'Big Time Words');
    await playBigTimeWords(page, (kind) => expectNoSidewaysScroll(page, `a ${kind} item`));
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Big Time Words by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('from step 1 to mastered, tapped and dragged by a finger', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true' });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, bigTimeWords, 'Big Time Words', 'Big Time Words');
    await playBigTimeWords(page, async (kind) => {
      await expectNoSidewaysScroll(page, `a ${kind} item`);
      await expectNoAxeViolations(page, `Big Time Words, dark, first ${kind} item`);
    });
    await expectOnlyInput(page, 'touch');
  });
});
