import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Month } from '../../model/dates';
import {
  checkHowManySleeps,
  contextFits,
  describeHowManySleeps,
  generateHowManySleeps,
  howManySleepsHints,
  howManySleepsWorkedExample,
  markersText,
  solutionHops,
  type CountSleepsItem,
  type CountWeeksItem,
  type HowManySleepsItem,
  type TapWeeksItem,
} from './model';

/** Whole days between two dates by JavaScript's Date (UTC, so no daylight-saving hour). */
const jsDaysBetween = (from: CalendarDate, to: CalendarDate): number =>
  (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
  86_400_000;
const jsLastDate = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const jsWeekday = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const isReal = (date: CalendarDate): boolean =>
  date.day >= 1 && date.day <= jsLastDate(date.year, date.month);
const inRange = (date: CalendarDate): boolean => date.year >= 2024 && date.year <= 2035;

const many = (step: number, count = 400): HowManySleepsItem[] =>
  Array.from({ length: count }, (_, seed) => generateHowManySleeps(step, createRng(seed)));

const date = (year: number, month: Month, day: number): CalendarDate => ({ year, month, day });

const sleeps = (today: CalendarDate, goal: CalendarDate, step: 1 | 2 | 4 = 1): CountSleepsItem => ({
  key: 'sleeps',
  kind: 'count-sleeps',
  prompt: '',
  step,
  today,
  goal,
  context: 'birthday',
  rowTip: false,
});
const countWeeks = (today: CalendarDate, weeks: number): CountWeeksItem => ({
  key: 'weeks',
  kind: 'count-weeks',
  prompt: '',
  step: 3,
  today,
  goal: { ...today, day: today.day + weeks * 7 },
  weeks,
});
const tapWeeks = (today: CalendarDate, weeks: number): TapWeeksItem => ({
  key: 'tap',
  kind: 'tap-weeks',
  prompt: '',
  step: 3,
  today,
  goal: { ...today, day: today.day + weeks * 7 },
  weeks,
});
const typed = (value: number) => ({ kind: 'number', value }) as const;
const tapped = (at: CalendarDate) => ({ kind: 'date', date: at }) as const;

describe('generateHowManySleeps', () => {
  it('step 1: today and the goal in the same month, 1 to 6 sleeps apart', () => {
    for (const item of many(1) as CountSleepsItem[]) {
      expect(item.kind).toBe('count-sleeps');
      expect([item.today, item.goal].every(isReal)).toBe(true);
      expect([item.today, item.goal].every(inRange)).toBe(true);
      expect(item.goal.month).toBe(item.today.month);
      const apart = jsDaysBetween(item.today, item.goal);
      expect(apart).toBeGreaterThanOrEqual(1);
      expect(apart).toBeLessThanOrEqual(6);
    }
  });

  it('step 2: the same month, 7 to 20 sleeps apart; the first step-2 item shows the row tip', () => {
    for (const item of many(2) as CountSleepsItem[]) {
      expect(item.goal.month).toBe(item.today.month);
      expect(item.goal.year).toBe(item.today.year);
      const apart = jsDaysBetween(item.today, item.goal);
      expect(apart).toBeGreaterThanOrEqual(7);
      expect(apart).toBeLessThanOrEqual(20);
      expect(item.rowTip).toBe(true);
    }
    const later = generateHowManySleeps(2, createRng(1), {
      recentKeys: ['count-sleeps:2:2026-06-02:2026-06-12'],
    }) as CountSleepsItem;
    expect(later.rowTip).toBe(false);
  });

  it('step 3: 1 to 4 whole weeks in one month, the same day of the week, typed or tapped', () => {
    const items = many(3) as (CountWeeksItem | TapWeeksItem)[];
    expect(items.some((item) => item.kind === 'count-weeks')).toBe(true);
    expect(items.some((item) => item.kind === 'tap-weeks')).toBe(true);
    for (const item of items) {
      expect(isReal(item.goal)).toBe(true);
      expect(item.goal.month).toBe(item.today.month);
      expect(jsWeekday(item.goal)).toBe(jsWeekday(item.today));
      expect(jsDaysBetween(item.today, item.goal)).toBe(item.weeks * 7);
      expect(item.weeks).toBeGreaterThanOrEqual(1);
      expect(item.weeks).toBeLessThanOrEqual(4);
    }
  });

  it('step 3 prompts: "How many weeks from Monday the 2nd to Monday the 23rd?", "Tap the date 2 weeks after the 5th."', () => {
    const items = many(3, 200);
    const weeks = items.find(
      (item): item is CountWeeksItem => item.kind === 'count-weeks' && item.weeks === 3,
    );
    expect(weeks?.prompt).toMatch(
      /^How many weeks from (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day the \d+(st|nd|rd|th) to \1day the \d+(st|nd|rd|th)\?$/,
    );
    const tap = items.find(
      (item): item is TapWeeksItem => item.kind === 'tap-weeks' && item.weeks === 1,
    );
    expect(tap?.prompt).toBe(`Tap the date 1 week after the ${ordinal(tap?.today.day ?? 0)}.`);
  });

  it('step 4: today in the last 7 days of a month, the goal the 1st to 10th of the next, 2 to 14 sleeps', () => {
    for (const item of many(4) as CountSleepsItem[]) {
      expect([item.today, item.goal].every(isReal)).toBe(true);
      expect([item.today, item.goal].every(inRange)).toBe(true);
      const last = jsLastDate(item.today.year, item.today.month);
      expect(item.today.day).toBeGreaterThan(last - 7);
      expect(item.goal.day).toBeLessThanOrEqual(10);
      const nextMonth = new Date(Date.UTC(item.today.year, item.today.month, 1));
      expect(item.goal.month).toBe(nextMonth.getUTCMonth() + 1);
      expect(item.goal.year).toBe(nextMonth.getUTCFullYear());
      const apart = jsDaysBetween(item.today, item.goal);
      expect(apart).toBeGreaterThanOrEqual(2);
      expect(apart).toBeLessThanOrEqual(14);
    }
  });

  it('uses a special day only where it fits, and every one of them somewhere', () => {
    const items = [1, 2, 4].flatMap((step) => many(step, 600)) as CountSleepsItem[];
    for (const item of items) expect(contextFits(item.context, item.goal)).toBe(true);
    for (const item of items.filter((each) => each.context === 'canada-day')) {
      expect([item.goal.month, item.goal.day]).toEqual([7, 1]);
    }
    for (const item of items.filter((each) => each.context === 'halloween')) {
      expect([item.goal.month, item.goal.day]).toEqual([10, 31]);
    }
    for (const item of items.filter((each) => each.context === 'first-snow-day')) {
      expect([11, 12, 1, 2, 3]).toContain(item.goal.month);
    }
    expect(new Set(items.map((item) => item.context))).toEqual(
      new Set(['birthday', 'canada-day', 'halloween', 'class-play', 'first-snow-day']),
    );
  });

  it('says today and the goal before the question', () => {
    const item = many(1).find(
      (each): each is CountSleepsItem =>
        each.kind === 'count-sleeps' && each.context === 'birthday',
    );
    expect(item?.prompt).toBe('How many sleeps until your birthday?');
    expect(item?.speech).toEqual([
      expect.stringMatching(/^Today is \w+day, \w+ \d+\.$/),
      expect.stringMatching(/^Your birthday is on \w+day, \w+ \d+\.$/),
      'How many sleeps until your birthday?',
    ]);
  });

  it('the right answer is the days between by Date; only it is right (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.integer({ min: 1, max: 31 }),
        (step, seed, guess) => {
          const item = generateHowManySleeps(step, createRng(seed));
          const days = jsDaysBetween(item.today, item.goal);
          if (item.kind === 'tap-weeks') {
            const guessDate = { ...item.today, day: guess };
            if (!isReal(guessDate)) return;
            expect(checkHowManySleeps(item, tapped(guessDate)).correct).toBe(
              guessDate.day === item.today.day + days,
            );
            return;
          }
          const right = item.kind === 'count-weeks' ? days / 7 : days;
          expect(checkHowManySleeps(item, typed(guess)).correct).toBe(guess === right);
        },
      ),
    );
  });

  it('never gives the item just shown again (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const first = generateHowManySleeps(step, createRng(seed));
        const second = generateHowManySleeps(step, createRng(seed), { recentKeys: [first.key] });
        expect(second.key).not.toBe(first.key);
      }),
    );
  });
});

describe('checkHowManySleeps', () => {
  it('counts sleeps without today: June 16 to June 20 is 4', () => {
    const item = sleeps(date(2026, 6, 16), date(2026, 6, 20));
    expect(checkHowManySleeps(item, typed(4))).toEqual({ correct: true });
  });

  it('names the start box counted: one too many', () => {
    const item = sleeps(date(2026, 6, 16), date(2026, 6, 20));
    expect(checkHowManySleeps(item, typed(5))).toEqual({
      correct: false,
      misconception: 'counted-start',
    });
    expect(howManySleepsHints['counted-start']).toBe(
      'Count the hops, not the boxes. You have not slept yet today, so today does not count.',
    );
  });

  it('counts across a month end: March 29 to April 3 is 5 sleeps (31 − 29 + 3)', () => {
    const item = sleeps(date(2026, 3, 29), date(2026, 4, 3), 4);
    expect(checkHowManySleeps(item, typed(5)).correct).toBe(true);
    expect(checkHowManySleeps(item, typed(6)).misconception).toBe('counted-start');
    // Stopped at the month end (2), or counted only to the goal's date (3).
    expect(checkHowManySleeps(item, typed(2)).misconception).toBe('month-end');
    expect(checkHowManySleeps(item, typed(3)).misconception).toBe('month-end');
    expect(howManySleepsHints['month-end']).toBe(
      'After the last day of the month, the next sleep takes you to the 1st.',
    );
  });

  it('crosses a year end and February of a leap year', () => {
    expect(
      checkHowManySleeps(sleeps(date(2027, 12, 28), date(2028, 1, 2), 4), typed(5)).correct,
    ).toBe(true);
    expect(
      checkHowManySleeps(sleeps(date(2028, 2, 27), date(2028, 3, 2), 4), typed(4)).correct,
    ).toBe(true);
    expect(
      checkHowManySleeps(sleeps(date(2027, 2, 27), date(2027, 3, 2), 4), typed(3)).correct,
    ).toBe(true);
  });

  it('names too few in the same month', () => {
    const item = sleeps(date(2026, 6, 2), date(2026, 6, 15), 2);
    expect(checkHowManySleeps(item, typed(12)).misconception).toBe('too-few');
    expect(checkHowManySleeps(item, typed(20))).toEqual({ correct: false });
  });

  it('refuses 0 and more than a month kindly, without counting it', () => {
    const item = sleeps(date(2026, 6, 16), date(2026, 6, 20));
    expect(checkHowManySleeps(item, typed(0))).toEqual({
      correct: false,
      evidence: 'none',
      misconception: 'out-of-range',
      message:
        'Zero sleeps would mean your birthday is today. Hop from the star and count the hops.',
    });
    expect(checkHowManySleeps(item, typed(99))).toMatchObject({
      evidence: 'none',
      message:
        '99 sleeps is more than a whole month. Hop from the star to your birthday and count the hops.',
    });
  });

  it('counts weeks as rows: Monday the 2nd to Monday the 23rd is 3 weeks', () => {
    const item = countWeeks(date(2026, 3, 2), 3);
    expect(checkHowManySleeps(item, typed(3))).toEqual({ correct: true });
    expect(checkHowManySleeps(item, typed(21))).toMatchObject({ misconception: 'out-of-range' });
    expect(checkHowManySleeps(item, typed(4))).toEqual({ correct: false, misconception: 'weeks' });
    expect(howManySleepsHints.weeks).toBe('Count the rows you go down. Each row is one week.');
  });

  it('takes only the exact date tapped for "2 weeks after the 5th"', () => {
    const item = tapWeeks(date(2026, 3, 5), 2);
    expect(checkHowManySleeps(item, tapped(date(2026, 3, 19)))).toEqual({ correct: true });
    expect(checkHowManySleeps(item, tapped(date(2026, 3, 18))).misconception).toBe('counted-start');
    expect(checkHowManySleeps(item, tapped(date(2026, 3, 26))).misconception).toBe('weeks');
    expect(checkHowManySleeps(item, tapped(date(2027, 3, 19))).correct).toBe(false);
    expect(checkHowManySleeps(item, typed(2)).correct).toBe(false);
  });
});

describe('texts and the worked example', () => {
  it('describes the markers as calendar.md words them', () => {
    expect(markersText(sleeps(date(2026, 6, 16), date(2026, 6, 20)))).toBe(
      'Today: Tuesday, June 16, with a star. Goal: Saturday, June 20, with a balloon.',
    );
  });

  it('says the answer in words', () => {
    expect(describeHowManySleeps(sleeps(date(2026, 6, 16), date(2026, 6, 20)))).toBe(
      '4 sleeps from Tuesday, June 16 to Saturday, June 20.',
    );
    expect(describeHowManySleeps(countWeeks(date(2026, 3, 2), 3))).toBe(
      '3 weeks from Monday the 2nd to Monday the 23rd.',
    );
    expect(describeHowManySleeps(tapWeeks(date(2026, 3, 5), 2))).toBe(
      '2 weeks after the 5th is Thursday, March 19.',
    );
  });

  it('hops day by day to the goal', () => {
    const item = sleeps(date(2026, 6, 16), date(2026, 6, 20));
    expect(solutionHops(item).map((hop) => hop.day)).toEqual([17, 18, 19, 20]);
    expect(howManySleepsWorkedExample(item).map((step) => [step.text, step.hops])).toEqual([
      ['Today is Tuesday, June 16, with the star. Today does not count.', 0],
      ['Hop one day at a time: 1 to June 17, 2 to June 18, 3 to June 19, 4 to June 20.', 4],
      ['You land on your birthday: 4 sleeps.', 4],
    ]);
  });

  it('goes one row down for 7 sleeps, then hops on', () => {
    const item = sleeps(date(2026, 6, 2), date(2026, 6, 11), 2);
    expect(howManySleepsWorkedExample(item).map((step) => [step.text, step.hops])).toEqual([
      ['Today is Tuesday, June 2, with the star. Today does not count.', 0],
      ['One row down is 7 sleeps. Go down 1 row: 7 sleeps, to June 9.', 7],
      ['Hop one day at a time: 8 to June 10, 9 to June 11.', 9],
      ['You land on your birthday: 9 sleeps.', 9],
    ]);
  });

  it('goes to the month end, then to the 1st, then on', () => {
    const item = sleeps(date(2026, 3, 29), date(2026, 4, 3), 4);
    expect(howManySleepsWorkedExample(item).map((step) => [step.text, step.hops])).toEqual([
      ['Today is Sunday, March 29, with the star. Today does not count.', 0],
      ['Hop to the last day of March: 1 to March 30, 2 to March 31.', 2],
      ['After the last day of the month, the next sleep takes you to the 1st: 3 to April 1.', 3],
      ['Hop on: 4 to April 2, 5 to April 3.', 5],
      ['You land on your birthday: 5 sleeps.', 5],
    ]);
  });

  it('goes down a row per week', () => {
    expect(
      howManySleepsWorkedExample(tapWeeks(date(2026, 3, 5), 2)).map((step) => step.text),
    ).toEqual([
      'Start on Thursday the 5th.',
      'Go straight down, one row for each week: 1 week to the 12th, 2 weeks to the 19th.',
      'Tap Thursday the 19th.',
    ]);
  });
});

function ordinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}
