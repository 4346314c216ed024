import {
  answerDaysOfTheWeek,
  answerYesterdayTodayTomorrow,
  playCalendarBasics,
} from './calendar-level-1a-helpers';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  activityOf,
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

/**
 * Calendar level 1, part a: Calendar Basics (Learn) played to completion, Days of the Week
 * (SortSequence, then the week strip with blanks) and Yesterday, Today, Tomorrow (the strip
 * to tap, then cards) to mastery with the keyboard alone; all three again with the mouse and
 * with a finger on a phone, each pointer test proving from the page that no other input was
 * used. Items are random per visit: every answer is computed from what the page says (see
 * calendar-level-1a-helpers.ts). "Today" is the browser's clock, fixed here.
 */

const basics = { concept: 'calendar', level: 1, id: 'lingo-1-0' } as const;
const days = { concept: 'calendar', level: 1, id: 'lingo-1-1' } as const;
const yesterday = { concept: 'calendar', level: 1, id: 'lingo-1-2' } as const;
const LEVEL_TITLE = 'Days and Months';

/** Tuesday, October 13, 2026, mid-morning: a month of 5 week rows and 31 days. */
const TODAY = new Date('2026-10-13T10:00:00');

/** A learner at a step of a practice Lingo, not yet mastered. */
const atStep = (id: string, step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`calendar/${id}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

test.describe('Calendar level 1a by keyboard alone', () => {
  test('Calendar Basics: every step, hints in the check, to completed; the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.clock.setFixedTime(TODAY);
    await openFromConceptPage(page, basics, 'Calendar Basics (Learn)', 'Calendar Basics');
    await expectLingoFrame(page, 'Calendar Basics');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 0, 5);
    await playCalendarBasics(page, {
      mistakes: true,
      onStep: (step) => expectNoAxeViolations(page, `Calendar Basics, ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Calendar Basics, completed');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 5);
  });

  test('Days of the Week: from the whole week (step 3) through the blanks to mastered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-1', 3) });
    await openFromConceptPage(page, days, 'Days of the Week', 'Days of the Week');
    await expectLingoFrame(page, 'Days of the Week');
    await expectNoAxeViolations(page, 'Days of the Week, the whole week');
    let blanksSeen = false;
    const items = await playToMastery(page, async (session) => {
      const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
      await answerDaysOfTheWeek(page, session);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      await expect(feedbackOf(session)).toContainText(/In order: |Mastered/);
      if (/missing/.test(prompt) && !blanksSeen) {
        blanksSeen = true;
        await expectNoAxeViolations(page, 'Days of the Week, blanks answered');
      }
    });
    // 3 whole weeks move up to the blanks; then 5 of the last 6 right.
    expect(items).toBe(8);
    await waitForToast(page, 'Mastered!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 5);
  });

  test('Yesterday, Today, Tomorrow: from the strip (step 1) to mastered', async ({ page }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      yesterday,
      'Yesterday, Today, Tomorrow',
      'Yesterday, Today, Tomorrow',
    );
    await expectLingoFrame(page, 'Yesterday, Today, Tomorrow');
    await expectNoAxeViolations(page, 'Yesterday, Today, Tomorrow, the strip');
    const items = await playToMastery(page, async (session, index) => {
      await answerYesterdayTodayTomorrow(page, session);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (index === 3) await expectNoAxeViolations(page, 'Yesterday, Today, Tomorrow, a question');
    });
    // Steps 1 and 2 take 3 items each; the top step 5.
    expect(items).toBe(11);
    await waitForToast(page, 'Mastered!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 5);
  });

  test('Yesterday, Today, Tomorrow: an answer after "Show the week" is practice', async ({
    page,
  }) => {
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-2', 2) });
    await openLingoAt(page, lingoUrl('calendar', 1, 'lingo-1-2'), 'Yesterday, Today, Tomorrow');
    const session = practice(page);
    await answerYesterdayTodayTomorrow(page, session, { showWeek: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(
      session.getByText(/^Week strip\. Middle, with a star: today, \w+\./),
    ).toBeAttached();
    await expectNoAxeViolations(page, 'Yesterday, Today, Tomorrow, the week shown');
    // The answer after the hint did not count: the streak is still 0.
    const stored = await page.evaluate(() => localStorage.getItem('lingos:progress') ?? '');
    expect(JSON.parse(stored).lingos['calendar/lingo-1-2'].streak).toBe(0);
  });

  test('Calendar Basics on a 320 px screen: no step scrolls sideways', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.clock.setFixedTime(TODAY);
    await openLingoAt(page, lingoUrl('calendar', 1, 'lingo-1-0'), 'Calendar Basics');
    await playCalendarBasics(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
  });
});

test.describe('Calendar level 1a by mouse alone', () => {
  test('Calendar Basics: every step clicked and dragged, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await page.clock.setFixedTime(TODAY);
    await openFromConceptPage(page, basics, 'Calendar Basics (Learn)', 'Calendar Basics');
    await playCalendarBasics(page, { mistakes: true });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');
  });

  test('Days of the Week and Yesterday, Today, Tomorrow: items dragged and clicked', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, {
      'lingos:progress': JSON.stringify({
        version: 1,
        lingos: {
          ...JSON.parse(atStep('lingo-1-1', 2)).lingos,
          ...JSON.parse(atStep('lingo-1-2', 2)).lingos,
        },
      }),
    });
    await openFromConceptPage(page, days, 'Days of the Week', 'Days of the Week');
    const session = practice(page);
    await answerDaysOfTheWeek(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');

    await openFromConceptPage(
      page,
      yesterday,
      'Yesterday, Today, Tomorrow',
      'Yesterday, Today, Tomorrow',
    );
    const questions = practice(page);
    await answerYesterdayTodayTomorrow(page, questions, { showWeek: true });
    await expect(questions).toHaveAttribute('data-state', 'correct');
    expect(await goOnAfterCorrect(page, questions)).toBe(true);
    await answerYesterdayTodayTomorrow(page, questions);
    await expect(questions).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Calendar level 1a by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Calendar Basics: every step tapped and dragged by a finger, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await page.clock.setFixedTime(TODAY);
    await openFromConceptPage(page, basics, 'Calendar Basics (Learn)', 'Calendar Basics');
    await playCalendarBasics(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });

  test('Days of the Week (the whole week) and Yesterday, Today, Tomorrow: items by a finger', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-1', 3) });
    await openFromConceptPage(page, days, 'Days of the Week', 'Days of the Week');
    const session = practice(page);
    await answerDaysOfTheWeek(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Days of the Week');
    await expectOnlyInput(page, 'touch');

    await openFromConceptPage(
      page,
      yesterday,
      'Yesterday, Today, Tomorrow',
      'Yesterday, Today, Tomorrow',
    );
    const questions = practice(page);
    await answerYesterdayTodayTomorrow(page, questions);
    await expect(questions).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Yesterday, Today, Tomorrow');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Calendar level 1a in dark mode', () => {
  for (const lingo of [
    { ...basics, title: 'Calendar Basics' },
    { ...days, title: 'Days of the Week' },
    { ...yesterday, title: 'Yesterday, Today, Tomorrow' },
  ]) {
    test(`${lingo.title} has no axe violations in dark mode`, async ({ page }) => {
      await presetStorage(page, { dark: 'true' });
      await openLingoAt(page, lingoUrl('calendar', 1, lingo.id), lingo.title);
      await expectNoAxeViolations(page, `${lingo.title}, dark`);
    });
  }
});
