import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Month, Weekday } from '../../model/dates';
import {
  checkWhichDay,
  columnDates,
  dayChoices,
  describeWhichDay,
  generateWhichDay,
  missingFromFirstRow,
  nthTappedText,
  rowsCountedHint,
  whichDayHints,
  whichDayWorkedExample,
  type WhichDayAnswer,
  type WhichDayItem,
} from './model';

/** The reference: JavaScript's Date, in UTC so no time zone moves a day. */
const referenceWeekday = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const referenceLength = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The dates of a day of the week in a month, found by walking every day. */
const referenceColumn = (year: number, month: Month, weekday: number): number[] =>
  Array.from({ length: referenceLength(year, month) }, (_unused, index) => index + 1).filter(
    (day) => referenceWeekday({ year, month, day }) === weekday,
  );
const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const itemsAt = (step: number, count = 600): WhichDayItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateWhichDay(step, createRng(seed)));

const date = (year: number, month: Month, day: number): CalendarDate => ({ year, month, day });
const tap = (year: number, month: Month, day: number): WhichDayAnswer => ({
  kind: 'date',
  date: date(year, month, day),
});
const pick = (weekday: Weekday): WhichDayAnswer => ({ kind: 'weekday', weekday });

const dayItem = (on: CalendarDate): WhichDayItem => ({
  key: 'day:test',
  prompt: '',
  step: 2,
  year: on.year,
  month: on.month,
  task: { kind: 'day-of-date', date: on, choices: [] },
});

const nthItem = (
  year: number,
  month: Month,
  weekday: Weekday,
  n: 1 | 2 | 3 | 4 | 'last',
  target: CalendarDate,
  holiday?: 'thanksgiving' | 'family-day' | 'victoria-day',
): WhichDayItem => ({
  key: 'nth:test',
  prompt: '',
  step: 3,
  year,
  month,
  task: { kind: 'nth-weekday', weekday, n, target, ...(holiday ? { holiday } : {}) },
});

describe('Which Day of the Week? generator', () => {
  it('step 1: a date from 1 to 7, "What day of the week is the 5th?"', () => {
    const days = new Set<number>();
    for (const item of itemsAt(1)) {
      if (item.task.kind !== 'day-of-date') throw new Error('expected a day-of-date item');
      expect(item.task.date.day).toBeGreaterThanOrEqual(1);
      expect(item.task.date.day).toBeLessThanOrEqual(7);
      expect(item.task.date.month).toBe(item.month);
      expect(item.task.date.year).toBe(item.year);
      days.add(item.task.date.day);
      const suffix =
        item.task.date.day === 1
          ? 'st'
          : item.task.date.day === 2
            ? 'nd'
            : item.task.date.day === 3
              ? 'rd'
              : 'th';
      expect(item.prompt).toBe(`What day of the week is the ${item.task.date.day}${suffix}?`);
    }
    expect(days.size).toBe(7);
  });

  it('step 2: a date from 8 to the last date of the month', () => {
    const days = new Set<number>();
    for (const item of itemsAt(2, 1000)) {
      if (item.task.kind !== 'day-of-date') throw new Error('expected a day-of-date item');
      expect(item.task.date.day).toBeGreaterThanOrEqual(8);
      expect(item.task.date.day).toBeLessThanOrEqual(referenceLength(item.year, item.month));
      days.add(item.task.date.day);
    }
    expect(Math.min(...days)).toBe(8);
    expect(Math.max(...days)).toBe(31);
  });

  it('draws months from January 2024 to December 2035', () => {
    const years = new Set<number>();
    for (const step of [1, 2, 3, 4]) {
      for (const item of itemsAt(step)) {
        expect(item.year).toBeGreaterThanOrEqual(2024);
        expect(item.year).toBeLessThanOrEqual(2035);
        years.add(item.year);
      }
    }
    expect(years.size).toBe(12);
  });

  it('step 3: "Tap the second Tuesday.", n 1 to 3, the day missing from row 1 in at least half', () => {
    const items = itemsAt(3);
    let missing = 0;
    const weekdaysSeen = new Set<number>();
    for (const item of items) {
      if (item.task.kind !== 'nth-weekday') throw new Error('expected an nth-weekday item');
      expect([1, 2, 3]).toContain(item.task.n);
      expect(item.task.holiday).toBeUndefined();
      weekdaysSeen.add(item.task.weekday);
      const firstWeekday = referenceWeekday(date(item.year, item.month, 1));
      if (item.task.weekday < firstWeekday) missing += 1;
      const ordinal = ['first', 'second', 'third'][(item.task.n as number) - 1];
      expect(item.prompt).toBe(`Tap the ${ordinal} ${names[item.task.weekday]}.`);
    }
    expect(weekdaysSeen.size).toBe(7);
    expect(missing / items.length).toBeGreaterThanOrEqual(0.5);
  });

  it('step 4: n 1 to 4 or last; holiday items about 1 in 3, all four holidays', () => {
    const items = itemsAt(4, 900);
    const holidays = new Map<string, number>();
    const ordinals = new Set<string>();
    for (const item of items) {
      const holiday = item.task.holiday;
      if (holiday) holidays.set(holiday, (holidays.get(holiday) ?? 0) + 1);
      else if (item.task.kind === 'nth-weekday') ordinals.add(String(item.task.n));
      else throw new Error('step 4 asks a day of a date only for Canada Day');
    }
    const share = [...holidays.values()].reduce((sum, count) => sum + count, 0) / items.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.42);
    expect([...holidays.keys()].sort()).toEqual([
      'canada-day',
      'family-day',
      'thanksgiving',
      'victoria-day',
    ]);
    expect([...ordinals].sort()).toEqual(['1', '2', '3', '4', 'last']);
  });

  it('step 4: the holiday prompts of calendar.md, on the holiday month', () => {
    const prompts = new Map<string, WhichDayItem>();
    for (const item of itemsAt(4, 900)) {
      if (item.task.holiday) prompts.set(item.task.holiday, item);
    }
    expect(prompts.get('thanksgiving')?.prompt).toBe(
      'Thanksgiving is the second Monday of October. Tap it.',
    );
    expect(prompts.get('thanksgiving')?.month).toBe(10);
    expect(prompts.get('family-day')?.prompt).toBe(
      'Family Day is the third Monday of February. Tap it.',
    );
    expect(prompts.get('family-day')?.month).toBe(2);
    expect(prompts.get('victoria-day')?.prompt).toBe(
      'Victoria Day is the Monday before May 25. Tap it.',
    );
    expect(prompts.get('victoria-day')?.month).toBe(5);
    const canada = prompts.get('canada-day');
    expect(canada?.prompt).toBe(`What day of the week is Canada Day in ${canada?.year}?`);
    expect(canada?.month).toBe(7);
  });

  it('property: exactly one of the three cards and one of the seven headers is right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateWhichDay(step, createRng(seed));
        if (item.task.kind !== 'day-of-date') return;
        const { choices } = item.task;
        expect(choices).toHaveLength(3);
        expect(new Set(choices).size).toBe(3);
        expect([...choices].sort((a, b) => a - b)).toEqual(choices);
        const right = referenceWeekday(item.task.date);
        expect(choices.filter((weekday) => checkWhichDay(item, pick(weekday)).correct)).toEqual([
          right,
        ]);
        const headers = [0, 1, 2, 3, 4, 5, 6] as const;
        expect(headers.filter((weekday) => checkWhichDay(item, pick(weekday)).correct)).toEqual([
          right,
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('property: exactly one date of the month is right, the nth in its column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateWhichDay(step, createRng(seed));
        if (item.task.kind !== 'nth-weekday') return;
        const { weekday, n, target } = item.task;
        const column = referenceColumn(item.year, item.month, weekday);
        const expected = n === 'last' ? column.at(-1) : column[n - 1];
        expect(target).toEqual(date(item.year, item.month, expected ?? -1));
        const right: number[] = [];
        for (let day = 1; day <= referenceLength(item.year, item.month); day += 1) {
          if (checkWhichDay(item, tap(item.year, item.month, day)).correct) right.push(day);
        }
        expect(right).toEqual([target.day]);
        // A day card never answers a tap item.
        expect(checkWhichDay(item, pick(weekday)).correct).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('property: holiday dates match their rules, computed by walking the month', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = generateWhichDay(4, createRng(seed));
        const { task } = item;
        if (!task.holiday) return;
        if (task.kind === 'day-of-date') {
          expect(task.date).toEqual(date(item.year, 7, 1));
          return;
        }
        const mondays = referenceColumn(item.year, item.month, 1);
        const expected =
          task.holiday === 'thanksgiving'
            ? mondays[1]
            : task.holiday === 'family-day'
              ? mondays[2]
              : mondays.filter((day) => day <= 24).at(-1);
        expect(task.target.day).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the same seed gives the same item', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        expect(generateWhichDay(step, createRng(seed))).toEqual(
          generateWhichDay(step, createRng(seed)),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('dayChoices', () => {
  it('October 20, 2026 (a Tuesday): the right day, a Sunday-start misreading, a neighbour', () => {
    // If October started on a Sunday, the 20th would be a Friday.
    const choices = dayChoices(date(2026, 10, 20), createRng(1));
    expect(choices).toContain(2);
    expect(choices).toContain(5);
    expect(choices.some((weekday) => weekday === 1 || weekday === 3)).toBe(true);
  });

  it('uses both neighbours when the month starts on a Sunday', () => {
    // March 2026 starts on a Sunday: March 10 is a Tuesday either way.
    expect(dayChoices(date(2026, 3, 10), createRng(3))).toEqual([1, 2, 3]);
  });

  it('wraps round the week: Saturday, Sunday', () => {
    // October 3, 2026 is a Saturday; a Sunday start gives Tuesday.
    const choices = dayChoices(date(2026, 10, 3), createRng(5));
    expect(choices).toContain(6);
    expect(choices).toContain(2);
  });
});

describe('checkWhichDay: the day of a date', () => {
  const october20 = dayItem(date(2026, 10, 20));

  it('is the header of its column', () => {
    expect(checkWhichDay(october20, pick(2))).toEqual({ correct: true });
    expect(checkWhichDay(dayItem(date(2026, 10, 1)), pick(4)).correct).toBe(true);
  });

  it('names the wrong column', () => {
    expect(checkWhichDay(october20, pick(1))).toEqual({
      correct: false,
      misconception: 'wrong-column',
    });
    expect(whichDayHints['wrong-column']).toBe(
      'Go straight up from the date to the name at the top.',
    );
  });

  it('names reading the month as if it started on a Sunday', () => {
    expect(checkWhichDay(october20, pick(5)).misconception).toBe('sunday-start');
  });

  it('a tapped date is not an answer to "what day"', () => {
    expect(checkWhichDay(october20, tap(2026, 10, 20)).correct).toBe(false);
  });
});

describe('checkWhichDay: the nth day of a month', () => {
  // October 2026 starts on a Thursday: Mondays 5, 12, 19, 26.
  const secondMonday = nthItem(2026, 10, 1, 2, date(2026, 10, 12));

  it('the second Monday of October 2026 is October 12', () => {
    expect(checkWhichDay(secondMonday, tap(2026, 10, 12))).toEqual({ correct: true });
  });

  it('names rows counted instead of Mondays: the Monday in row 2', () => {
    const result = checkWhichDay(secondMonday, tap(2026, 10, 5));
    expect(result).toMatchObject({ correct: false, misconception: 'rows-counted' });
    expect(result.message).toBe(
      'Count only the dates in the Monday column. The first Monday is the first date in that column, even if it is in row 2.',
    );
    expect(result.message).toBe(whichDayHints['rows-counted']);
  });

  it('words rows-counted for the day asked', () => {
    expect(rowsCountedHint(2)).toBe(
      'Count only the dates in the Tuesday column. The first Tuesday is the first date in that column, even if it is in row 2.',
    );
  });

  it('names the wrong column for a date of another day', () => {
    expect(checkWhichDay(secondMonday, tap(2026, 10, 13)).misconception).toBe('wrong-column');
  });

  it('names a wrong count in the right column otherwise', () => {
    expect(checkWhichDay(secondMonday, tap(2026, 10, 19)).misconception).toBe('wrong-count');
    // Thursday is in row 1, so rows and Thursdays agree: 8 is the second either way.
    const secondThursday = nthItem(2026, 10, 4, 2, date(2026, 10, 8));
    expect(checkWhichDay(secondThursday, tap(2026, 10, 15)).misconception).toBe('wrong-count');
  });

  it('the last Friday is the lowest date in the Friday column', () => {
    const lastFriday = nthItem(2026, 10, 5, 'last', date(2026, 10, 30));
    expect(checkWhichDay(lastFriday, tap(2026, 10, 30)).correct).toBe(true);
    expect(checkWhichDay(lastFriday, tap(2026, 10, 23)).misconception).toBe('not-last');
  });

  it('a day card is not an answer to "tap"', () => {
    expect(checkWhichDay(secondMonday, pick(1)).correct).toBe(false);
  });
});

describe('checkWhichDay: holidays', () => {
  it('Thanksgiving 2026 is Monday, October 12', () => {
    const item = nthItem(2026, 10, 1, 2, date(2026, 10, 12), 'thanksgiving');
    expect(checkWhichDay(item, tap(2026, 10, 12)).correct).toBe(true);
    expect(checkWhichDay(item, tap(2026, 10, 5)).misconception).toBe('rows-counted');
  });

  it('Victoria Day is the last Monday on or before May 24: May 18, 2026 and May 24, 2027', () => {
    const in2026 = nthItem(2026, 5, 1, 3, date(2026, 5, 18), 'victoria-day');
    expect(checkWhichDay(in2026, tap(2026, 5, 18)).correct).toBe(true);
    expect(checkWhichDay(in2026, tap(2026, 5, 25))).toEqual({
      correct: false,
      misconception: 'victoria-day',
    });
    const in2027 = nthItem(2027, 5, 1, 4, date(2027, 5, 24), 'victoria-day');
    expect(checkWhichDay(in2027, tap(2027, 5, 24)).correct).toBe(true);
    expect(checkWhichDay(in2027, tap(2027, 5, 17)).misconception).toBe('victoria-day');
  });

  it('Canada Day 2027 is a Thursday', () => {
    const item = dayItem(date(2027, 7, 1));
    expect(checkWhichDay(item, pick(4)).correct).toBe(true);
  });
});

describe('Which Day of the Week? texts', () => {
  it('lists the dates of a column from the top', () => {
    expect(columnDates(2026, 10, 1).map((day) => day.day)).toEqual([5, 12, 19, 26]);
    expect(columnDates(2026, 10, 4).map((day) => day.day)).toEqual([1, 8, 15, 22, 29]);
  });

  it('says a tap: "Monday, October 12: the second Monday."', () => {
    expect(nthTappedText(date(2026, 10, 12))).toBe('Monday, October 12: the second Monday.');
    expect(nthTappedText(date(2026, 10, 30), 'last')).toBe('Friday, October 30: the last Friday.');
    expect(nthTappedText(date(2026, 10, 23), 'last')).toBe(
      'Friday, October 23: the fourth Friday.',
    );
  });

  it('describes the answer', () => {
    expect(describeWhichDay(dayItem(date(2026, 10, 5)))).toBe('The 5th is a Monday.');
    expect(describeWhichDay(nthItem(2026, 10, 1, 2, date(2026, 10, 12)))).toBe(
      'Monday, October 12: the second Monday.',
    );
    expect(describeWhichDay(nthItem(2026, 10, 1, 2, date(2026, 10, 12), 'thanksgiving'))).toBe(
      'Thanksgiving is Monday, October 12: the second Monday.',
    );
    const canada: WhichDayItem = {
      ...dayItem(date(2027, 7, 1)),
      task: { kind: 'day-of-date', date: date(2027, 7, 1), choices: [], holiday: 'canada-day' },
    };
    expect(describeWhichDay(canada)).toBe('Canada Day, July 1, 2027, is a Thursday.');
  });

  it('lists the days missing from the first row', () => {
    expect(missingFromFirstRow(2026, 10)).toEqual([0, 1, 2, 3]);
    expect(missingFromFirstRow(2026, 3)).toEqual([]);
  });
});

describe('whichDayWorkedExample', () => {
  it('the day of a date: find it, go straight up, say it', () => {
    const steps = whichDayWorkedExample(dayItem(date(2026, 10, 20)));
    expect(steps.map((step) => step.text)).toEqual([
      'Find the 20th. It is in row 4.',
      'Go straight up from the date to the name at the top.',
      'The 20th is a Tuesday.',
    ]);
    expect(steps[1]?.column).toBe(2);
    expect(steps.at(-1)?.answer).toEqual(pick(2));
  });

  it('the nth day: find the column, count down it, tap', () => {
    const steps = whichDayWorkedExample(nthItem(2026, 10, 1, 2, date(2026, 10, 12)));
    expect(steps.map((step) => step.text)).toEqual([
      'Find the Monday column. Its name is at the top.',
      'Count the dates in it from the top: 5 is the first, 12 is the second.',
      'Monday, October 12: the second Monday. Tap it.',
    ]);
    expect(steps.at(-1)?.answer).toEqual(tap(2026, 10, 12));
  });

  it('the last day: the lowest date in the column', () => {
    const steps = whichDayWorkedExample(nthItem(2026, 10, 5, 'last', date(2026, 10, 30)));
    expect(steps[1]?.text).toBe('The lowest date in it is the last Friday: 30.');
  });

  it('Victoria Day: find May 25, go back to the Monday before it', () => {
    const steps = whichDayWorkedExample(nthItem(2026, 5, 1, 3, date(2026, 5, 18), 'victoria-day'));
    expect(steps.map((step) => step.text)).toEqual([
      'Victoria Day is the Monday before May 25. Find May 25.',
      'Go back to the nearest Monday before it: May 18.',
      'Victoria Day is Monday, May 18. Tap it.',
    ]);
  });

  it('property: every worked example ends on the right answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateWhichDay(step, createRng(seed));
        const answer = whichDayWorkedExample(item).at(-1)?.answer;
        expect(answer).toBeDefined();
        if (answer) expect(checkWhichDay(item, answer).correct).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: every miss a checker names has a hint', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 6 }),
        (step, seed, day, weekday) => {
          const item = generateWhichDay(step, createRng(seed));
          const answer: WhichDayAnswer =
            item.task.kind === 'day-of-date'
              ? pick(weekday as Weekday)
              : tap(item.year, item.month, Math.min(day, referenceLength(item.year, item.month)));
          const result = checkWhichDay(item, answer);
          if (result.misconception) expect(whichDayHints[result.misconception]).toBeTruthy();
          if (!result.correct) expect(result.misconception).toBeDefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});
