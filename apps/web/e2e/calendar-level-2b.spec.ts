import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  activityOf,
  expectLevelBadge,
  feedbackOf,
  levelButton,
  openFromConceptPage,
  playToMastery,
  practice,
  tabTo,
  waitForToast,
} from './lingo-helpers';
import {
  answerDaysInEachMonth,
  answerHowManySleeps,
  goOn,
  pressCheck,
  sortMonths,
} from './calendar-level-2b-helpers';

/**
 * Calendar level 2, "Reading a Month": Days in Each Month (2-3, KnuckleHands, cards, a sort,
 * leap years) is mastered with the keyboard alone through all 4 steps, and the level's badge
 * goes up by one; How Many Sleeps? (2-4, hops on the month page and the NumberPad) is played
 * item by item at each step. Then an item of each with the mouse alone on a desktop and with
 * a finger alone on a phone (dark), proven from the page's own event listeners. Every answer
 * is read from the page.
 */

interface CalendarLingo {
  readonly id: string;
  readonly title: string;
  readonly answer: (page: Page, session: Locator) => Promise<void>;
}

const daysInEachMonth: CalendarLingo = {
  id: 'lingo-2-3',
  title: 'Days in Each Month',
  answer: answerDaysInEachMonth,
};
const howManySleeps: CalendarLingo = {
  id: 'lingo-2-4',
  title: 'How Many Sleeps?',
  answer: answerHowManySleeps,
};

const level = { number: 2, title: 'Reading a Month', total: 5 } as const;

const open = (page: Page, lingo: CalendarLingo) =>
  openFromConceptPage(
    page,
    { concept: 'calendar', level: 2, id: lingo.id },
    lingo.title,
    lingo.title,
  );

/** Starts the learner at a step of a Lingo before the app loads. */
const atStep = (page: Page, lingo: CalendarLingo, step: number) =>
  presetStorage(page, {
    'lingos:progress': JSON.stringify({
      version: 1,
      lingos: {
        [`calendar/${lingo.id}`]: {
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

test.describe('Calendar level 2b by keyboard', () => {
  test('Days in Each Month is mastered with the keyboard alone, and the level badge goes up', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await open(page, daysInEachMonth);
    const badge = (await levelButton(page, level.number, level.title).textContent()) ?? '';
    const before = Number(/(\d+)\/\d+/.exec(badge)?.[1]);
    await expectNoAxeViolations(page, 'Days in Each Month, first item');
    const session = practice(page);
    const steps = new Set<string>();
    let sawMonthPage = false;
    const played = await playToMastery(page, async (root) => {
      steps.add((await root.getAttribute('data-step')) ?? '');
      await daysInEachMonth.answer(page, root);
      // After a right answer about one month, its page shows the last date.
      const check = activityOf(root).locator('[data-part="month-check"]');
      if (!sawMonthPage && (await check.count()) > 0) {
        await expect(check.getByRole('grid')).toBeVisible();
        await expect(check).toContainText(/ends on the \d+(st|th), so it has \d+ days\./);
        sawMonthPage = true;
      }
    });
    expect([...steps].sort()).toEqual(['1', '2', '3', '4']);
    expect(sawMonthPage).toBe(true);
    expect(played).toBeGreaterThanOrEqual(14);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await expectLevelBadge(page, level.number, level.title, before + 1, level.total);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Days in Each Month, mastered');
  });

  test('Days in Each Month: a misplaced month bounces back at Check with its hint', async ({
    page,
  }) => {
    await atStep(page, daysInEachMonth, 3);
    await open(page, daysInEachMonth);
    const session = practice(page);
    const tray = session.getByRole('group', { name: 'To sort' });
    const names = await tray
      .getByRole('button', { name: /^Month \d of 4: / })
      .evaluateAll((cards) =>
        cards.map((card) =>
          (card.getAttribute('aria-label') ?? card.firstElementChild?.textContent ?? '').replace(
            /^Month \d of 4: /,
            '',
          ),
        ),
      );
    // Every sort holds July with August, or December with January: one of them goes wrong.
    const wrong = names.includes('August') ? 'August' : 'January';
    await sortMonths(page, session, { wrong });
    await pressCheck(page, session);
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(tray.getByRole('button')).toHaveCount(1);
    await expect(tray.getByRole('button', { name: new RegExp(`: ${wrong}$`) })).toBeVisible();
    await expect(feedbackOf(session)).toContainText(
      wrong === 'August'
        ? 'July and August both sit on knuckles.'
        : 'January sits on a knuckle, so it has 31 days.',
    );
    await expectNoAxeViolations(page, 'Days in Each Month, a card bounced');
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await sortMonths(page, session);
    await pressCheck(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });

  for (const step of [1, 2, 3, 4]) {
    test(`How Many Sleeps?, step ${step}: an item right by keyboard, and on to the next`, async ({
      page,
    }) => {
      await atStep(page, howManySleeps, step);
      await open(page, howManySleeps);
      const session = practice(page);
      await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      if (step === 1) await expectNoAxeViolations(page, 'How Many Sleeps?, first item');
      await howManySleeps.answer(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      if (step === 4) await expectNoAxeViolations(page, 'How Many Sleeps?, across a month end');
      expect(await goOn(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
    });
  }

  test('How Many Sleeps?: counting the start box gets the hops-not-boxes hint', async ({
    page,
  }) => {
    await open(page, howManySleeps);
    const session = practice(page);
    const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
    expect(prompt).toMatch(/^How many sleeps until .*\?$/);
    // One hop, then the boxes counted from today: always one more than the hops.
    const markers =
      (await activityOf(session)
        .getByText(/^Today: /)
        .textContent()) ?? '';
    const [, today = '', goal = ''] =
      /Today: \w+, \w+ (\d+),.*Goal: \w+, \w+ (\d+),/.exec(markers) ?? [];
    await tabTo(page, activityOf(session).getByRole('textbox', { name: 'Sleeps' }));
    await page.keyboard.type(String(Number(goal) - Number(today) + 1));
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      'Count the hops, not the boxes. You have not slept yet today, so today does not count.',
    );
  });
});

/** The step each pointer test plays, per Lingo and input. */
const pointerSteps: Readonly<Record<Exclude<InputMode, 'keyboard'>, Record<string, number>>> = {
  mouse: { 'lingo-2-3': 2, 'lingo-2-4': 4 },
  touch: { 'lingo-2-3': 3, 'lingo-2-4': 1 },
};

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  {
    mode: 'touch',
    use: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    },
  },
];

for (const { mode, use } of pointers) {
  test.describe(`Calendar level 2b (2-3, 2-4) with the ${mode} alone`, () => {
    test.use(use);
    for (const lingo of [daysInEachMonth, howManySleeps]) {
      const step = pointerSteps[mode][lingo.id] ?? 1;
      test(`${lingo.title}, step ${step}: an item right by ${mode}, and on to the next`, async ({
        page,
      }) => {
        await watchInput(page);
        useInput(page, mode);
        await atStep(page, lingo, step);
        await open(page, lingo);
        const session = practice(page);
        await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
        await lingo.answer(page, session);
        await expect(session).toHaveAttribute('data-state', 'correct');
        await expectNoAxeViolations(page, `${lingo.title}, step ${step}, by ${mode}`);
        expect(await goOn(page, session)).toBe(true);
        await expect(session).toHaveAttribute('data-state', 'answering');
        // Nothing runs off the side of a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectOnlyInput(page, mode);
      });
    }
  });
}
