import type { Page } from '@playwright/test';
import {
  answerFindTheDate,
  answerWhichDay,
  cellOf,
  chooseDate,
  litColumns,
  playReadingAMonthGrid,
  press,
  readGrid,
} from './calendar-level-2a-helpers';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  activityOf,
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  levelButton,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';

/**
 * Calendar level 2, "Reading a Month", first part: Reading a Month Grid (Learn) played to
 * completion, Find the Date and Which Day of the Week? to mastery through all four steps, with
 * the keyboard alone; then each again with the mouse alone on a desktop and with a finger alone
 * on a phone (each pointer test proves from the page that no other input was used). Items are
 * random per visit: every answer is computed from what the page says
 * (calendar-level-2a-helpers.ts).
 */

const LEVEL = { number: 2, title: 'Reading a Month', total: 5 } as const;
const reading = { concept: 'calendar', level: 2, id: 'lingo-2-0' } as const;
const findTheDate = { concept: 'calendar', level: 2, id: 'lingo-2-1' } as const;
const whichDay = { concept: 'calendar', level: 2, id: 'lingo-2-2' } as const;

/** A learner at a practice Lingo's step, not yet mastered. */
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

/** How many Lingos of the level the sidebar counts as done. */
async function levelDone(page: Page): Promise<number> {
  const text = (await levelButton(page, LEVEL.number, LEVEL.title).textContent()) ?? '';
  const match = /(\d+)\/(\d+)/.exec(text);
  return Number(match?.[1] ?? 0);
}

test.describe('Calendar level 2 (2-0, 2-1, 2-2) by keyboard alone', () => {
  test('Reading a Month Grid: every step, its hints and the closing check, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      reading,
      'Reading a Month Grid (Learn)',
      'Reading a Month Grid',
    );
    await expectLingoFrame(page, 'Reading a Month Grid');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Reading a Month Grid, step 1');
    await playReadingAMonthGrid(page, async (step) => {
      if (step === 3 || step === 7)
        await expectNoAxeViolations(page, `Reading a Month Grid, step ${step}`);
    });
    await expectLevelBadge(page, LEVEL.number, LEVEL.title, before + 1, LEVEL.total);
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Reading a Month Grid, completed');
  });

  test('Find the Date is mastered with the keyboard alone, through all four steps', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, findTheDate, 'Find the Date', 'Find the Date');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Find the Date, first item');
    const steps = new Set<string>();
    const played = await playToMastery(page, async (session) => {
      steps.add((await session.getAttribute('data-step')) ?? '');
      await answerFindTheDate(page, session);
    });
    expect([...steps].sort()).toEqual(['1', '2', '3', '4']);
    expect(played).toBeGreaterThanOrEqual(14);
    await expectLevelBadge(page, LEVEL.number, LEVEL.title, before + 1, LEVEL.total);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Find the Date, mastered');
  });

  test('Which Day of the Week? is mastered with the keyboard alone, by cards and headers', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, whichDay, 'Which Day of the Week?', 'Which Day of the Week?');
    const before = await levelDone(page);
    await expectNoAxeViolations(page, 'Which Day of the Week?, first item');
    const steps = new Set<string>();
    const played = await playToMastery(page, async (session, index) => {
      steps.add((await session.getAttribute('data-step')) ?? '');
      await answerWhichDay(page, session, { byHeader: index % 2 === 1 });
    });
    expect([...steps].sort()).toEqual(['1', '2', '3', '4']);
    expect(played).toBeGreaterThanOrEqual(14);
    await expectLevelBadge(page, LEVEL.number, LEVEL.title, before + 1, LEVEL.total);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Which Day of the Week?, mastered');
  });

  test('Find the Date, step 4: the right day in the wrong month names the month to go to', async ({
    page,
  }) => {
    await presetStorage(page, { 'lingos:progress': atStep('lingo-2-1', 4) });
    await openFromConceptPage(page, findTheDate, 'Find the Date', 'Find the Date');
    const session = practice(page);
    const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
    const [, monthName = '', day = '1'] = /^Tap (\w+) (\d+)\.$/.exec(prompt) ?? [];
    const { grid, year, month } = await readGrid(activityOf(session));
    // The same day number in the month shown (every month has a 28th).
    const sameDay = { year, month, day: Math.min(Number(day), 28) };
    await expect(cellOf(grid, { year, month, day: 1 })).toHaveAttribute('tabindex', '0');
    await chooseDate(page, grid, sameDay);
    await press(page, session.getByRole('button', { name: 'Check' }));
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      `Check the name at the top. Use the arrow to go to ${monthName}.`,
    );
    await expect(cellOf(grid, sameDay)).toHaveAttribute('data-tone', 'wrong');
    await expectNoAxeViolations(page, 'Find the Date, after a miss');
  });
});

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  { mode: 'touch', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const { mode, use } of pointers) {
  test.describe(`Calendar level 2 (2-0, 2-1, 2-2) with the ${mode} alone`, () => {
    test.use(use);

    test(`Reading a Month Grid to completed, by ${mode}`, async ({ page }) => {
      test.setTimeout(150_000);
      await watchInput(page);
      useInput(page, mode);
      await openFromConceptPage(
        page,
        reading,
        'Reading a Month Grid (Learn)',
        'Reading a Month Grid',
      );
      await playReadingAMonthGrid(page, async (step) => {
        if (step === 3) {
          await expectNoSidewaysScroll(page);
          expect(await litColumns(page.getByRole('region', { name: 'Lesson' }))).toEqual([]);
        }
      });
      await waitForToast(page, 'Lesson complete!');
      await expectOnlyInput(page, mode);
    });

    test(`Find the Date, step 4: another month's date right, then the next item, by ${mode}`, async ({
      page,
    }) => {
      await watchInput(page);
      useInput(page, mode);
      await presetStorage(page, { 'lingos:progress': atStep('lingo-2-1', 4) });
      await openFromConceptPage(page, findTheDate, 'Find the Date', 'Find the Date');
      const session = practice(page);
      await expect(session.getByText('Step 4 of 4', { exact: true })).toBeVisible();
      await answerFindTheDate(page, session);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page);
      await expectOnlyInput(page, mode);
    });

    test(`Which Day of the Week?: a day by its card, then by its column header, by ${mode}`, async ({
      page,
    }) => {
      await watchInput(page);
      useInput(page, mode);
      await openFromConceptPage(page, whichDay, 'Which Day of the Week?', 'Which Day of the Week?');
      const session = practice(page);
      await answerWhichDay(page, session);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await answerWhichDay(page, session, { byHeader: true });
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `Which Day of the Week?, by ${mode}`);
      await expectOnlyInput(page, mode);
    });

    test(`Which Day of the Week?, step 3: the nth day tapped right, by ${mode}`, async ({
      page,
    }) => {
      await watchInput(page);
      useInput(page, mode);
      await presetStorage(page, { 'lingos:progress': atStep('lingo-2-2', 3) });
      await openFromConceptPage(page, whichDay, 'Which Day of the Week?', 'Which Day of the Week?');
      const session = practice(page);
      await expect(session.getByText('Step 3 of 4', { exact: true })).toBeVisible();
      await answerWhichDay(page, session);
      await expectOnlyInput(page, mode);
    });
  });
}
