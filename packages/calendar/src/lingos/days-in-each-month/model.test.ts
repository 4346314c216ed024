import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Month } from '../../model/dates';
import {
  checkDaysInEachMonth,
  countAlongText,
  daysInEachMonthHints,
  daysInEachMonthWorkedExample,
  describeDaysInEachMonth,
  generateDaysInEachMonth,
  hintMonths,
  lastDateText,
  moreDaysMonth,
  sortBinFor,
  workedExampleMonths,
  workedExamplePlacement,
  type CompareMonthsItem,
  type DaysInEachMonthItem,
  type LeapYearItem,
  type MonthDaysItem,
  type MonthSortItem,
} from './model';

/** Days in a month by JavaScript's Date: day 0 of the next month is the last of this one. */
const jsDays = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
/** Whether every year from 2024 to 2035 gives the month this many days (February never). */
const alwaysHas = (month: number, days: number): boolean =>
  Array.from({ length: 12 }, (_, index) => jsDays(2024 + index, month)).every((d) => d === days);

const many = (step: number, count = 400): DaysInEachMonthItem[] =>
  Array.from({ length: count }, (_, seed) => generateDaysInEachMonth(step, createRng(seed)));

const monthDays = (month: Month, step: 1 | 2 = 1): MonthDaysItem => ({
  key: `month-days:${step}:${month}`,
  kind: 'month-days',
  prompt: '',
  step,
  month,
  year: 2026,
  labelled: step === 1,
  choices: ['28 or 29', '30', '31'],
});
const leap = (year: number): LeapYearItem => ({
  key: `leap-year:${year}`,
  kind: 'leap-year',
  prompt: '',
  step: 4,
  year,
  choices: ['28', '29', '30'],
});
const compare = (first: Month, second: Month): CompareMonthsItem => ({
  key: 'compare',
  kind: 'compare-months',
  prompt: '',
  step: 4,
  months: [first, second],
  year: 2026,
});
const sort = (months: readonly Month[]): MonthSortItem => ({
  key: 'sort',
  kind: 'month-sort',
  prompt: '',
  step: 3,
  months,
});

/** The right answer worked out independently with JavaScript's Date. */
function referenceChoice(item: MonthDaysItem | LeapYearItem | CompareMonthsItem): string {
  if (item.kind === 'leap-year') return String(jsDays(item.year, 2));
  if (item.kind === 'month-days') {
    if (item.month === 2) return '28 or 29';
    return String(jsDays(item.year, item.month));
  }
  const [first, second] = item.months;
  // February has at most 29 days: a leap year shows whether it has fewer than the other.
  return String(jsDays(2028, first) > jsDays(2028, second) ? first : second);
}

function choicesOf(item: MonthDaysItem | LeapYearItem | CompareMonthsItem): readonly string[] {
  return item.kind === 'compare-months' ? item.months.map(String) : item.choices;
}

describe('generateDaysInEachMonth', () => {
  it('step 1: a month on labelled hands; cards 30 and 31, for February 28 or 29, 30 and 31', () => {
    const items = many(1) as MonthDaysItem[];
    for (const item of items) {
      expect(item).toMatchObject({ kind: 'month-days', step: 1, labelled: true });
      expect(item.prompt).toBe(`How many days does ${monthNameOf(item.month)} have?`);
      expect(item.choices).toEqual(item.month === 2 ? ['28 or 29', '30', '31'] : ['30', '31']);
      expect(item.year).toBeGreaterThanOrEqual(2024);
      expect(item.year).toBeLessThanOrEqual(2035);
    }
    expect(new Set(items.map((item) => item.month)).size).toBe(12);
  });

  it('step 2: unlabelled hands, always the cards 28 or 29, 30 and 31', () => {
    for (const item of many(2) as MonthDaysItem[]) {
      expect(item).toMatchObject({ kind: 'month-days', step: 2, labelled: false });
      expect(item.choices).toEqual(['28 or 29', '30', '31']);
    }
  });

  it('step 3: 4 different months, with July and August or December and January, and a month that is not 31', () => {
    const items = many(3) as MonthSortItem[];
    for (const item of items) {
      expect(item.kind).toBe('month-sort');
      expect(item.prompt).toBe('Sort the months by how many days they have.');
      expect(new Set(item.months).size).toBe(4);
      const hasPair =
        (item.months.includes(7) && item.months.includes(8)) ||
        (item.months.includes(12) && item.months.includes(1));
      expect(hasPair).toBe(true);
      expect(item.months.some((month) => !alwaysHas(month, 31))).toBe(true);
    }
    expect(items.some((item) => item.months.includes(2))).toBe(true);
    expect(items.some((item) => item.months[0] === 7 || item.months[0] === 12)).toBe(true);
    expect(items.some((item) => item.months[3] === 7 || item.months[3] === 12)).toBe(true);
  });

  it('step 4: leap years 2024 to 2035 (both kinds of year) and comparisons of months with different days', () => {
    const items = many(4);
    const leaps = items.filter((item): item is LeapYearItem => item.kind === 'leap-year');
    const comparisons = items.filter(
      (item): item is CompareMonthsItem => item.kind === 'compare-months',
    );
    expect(leaps.length).toBeGreaterThan(120);
    expect(comparisons.length).toBeGreaterThan(120);
    for (const item of leaps) {
      expect(item.year).toBeGreaterThanOrEqual(2024);
      expect(item.year).toBeLessThanOrEqual(2035);
      expect(item.prompt).toBe(`How many days does February ${item.year} have?`);
    }
    expect(leaps.some((item) => jsDays(item.year, 2) === 29)).toBe(true);
    expect(leaps.some((item) => jsDays(item.year, 2) === 28)).toBe(true);
    for (const item of comparisons) {
      const [first, second] = item.months;
      expect(item.prompt).toBe(
        `Which has more days: ${monthNameOf(first)} or ${monthNameOf(second)}?`,
      );
      // Different in every year: February is never 30 or 31; 30 is never 31.
      for (const year of [2026, 2028]) {
        expect(jsDays(year, first)).not.toBe(jsDays(year, second));
      }
    }
  });

  it('has exactly one right card, and no other card is ever right (property, against Date)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateDaysInEachMonth(step, createRng(seed));
        if (item.kind === 'month-sort') return;
        const right = choicesOf(item).filter(
          (choice) => checkDaysInEachMonth(item, { choice }).correct,
        );
        expect(right).toEqual([referenceChoice(item)]);
      }),
    );
  });

  it('never gives the item just shown again (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const first = generateDaysInEachMonth(step, createRng(seed));
        const second = generateDaysInEachMonth(step, createRng(seed), {
          recentKeys: [first.key],
        });
        expect(second.key).not.toBe(first.key);
      }),
    );
  });
});

describe('checkDaysInEachMonth: how many days', () => {
  it('is right for 31 on a knuckle, 30 in a dip, 28 or 29 for February', () => {
    expect(checkDaysInEachMonth(monthDays(5), { choice: '31' }).correct).toBe(true);
    expect(checkDaysInEachMonth(monthDays(8), { choice: '31' }).correct).toBe(true);
    expect(checkDaysInEachMonth(monthDays(4), { choice: '30' }).correct).toBe(true);
    expect(checkDaysInEachMonth(monthDays(2), { choice: '28 or 29' }).correct).toBe(true);
  });

  it('names August given 30: July and August both sit on knuckles', () => {
    expect(checkDaysInEachMonth(monthDays(8), { choice: '30' })).toEqual({
      correct: false,
      misconception: 'august-30',
    });
    expect(daysInEachMonthHints['august-30']).toBe(
      'July and August both sit on knuckles. After July, start again on the first knuckle, so August has 31 too.',
    );
  });

  it('names February given 30 (or 31): the shortest month', () => {
    expect(checkDaysInEachMonth(monthDays(2), { choice: '30' })).toEqual({
      correct: false,
      misconception: 'february-30',
    });
    expect(checkDaysInEachMonth(monthDays(2), { choice: '31' }).misconception).toBe('february-30');
    expect(daysInEachMonthHints['february-30']).toBe(
      'February is the shortest month: 28 days, or 29 in a leap year.',
    );
  });

  it('names a knuckle month given 30 and a dip month given 31 with the month', () => {
    expect(checkDaysInEachMonth(monthDays(1), { choice: '30' })).toEqual({
      correct: false,
      misconception: 'knuckle-31',
      message: 'January sits on a knuckle, so it has 31 days.',
    });
    expect(checkDaysInEachMonth(monthDays(9), { choice: '31' })).toEqual({
      correct: false,
      misconception: 'dip-30',
      message: 'September sits in a dip between two knuckles, so it has 30 days.',
    });
  });

  it('names 28 or 29 for a month that is not February', () => {
    expect(checkDaysInEachMonth(monthDays(6, 2), { choice: '28 or 29' })).toEqual({
      correct: false,
      misconception: 'only-february',
      message: 'Only February has 28 or 29 days. Find June on your knuckles.',
    });
  });
});

describe('checkDaysInEachMonth: leap years', () => {
  it('gives February 29 days in a year divisible by 4, else 28', () => {
    for (const year of [2024, 2028, 2032]) {
      expect(checkDaysInEachMonth(leap(year), { choice: '29' }).correct).toBe(true);
      expect(checkDaysInEachMonth(leap(year), { choice: '28' })).toEqual({
        correct: false,
        misconception: 'leap-year',
      });
    }
    for (const year of [2025, 2026, 2027, 2029, 2035]) {
      expect(checkDaysInEachMonth(leap(year), { choice: '28' }).correct).toBe(true);
      expect(checkDaysInEachMonth(leap(year), { choice: '29' }).misconception).toBe('leap-year');
    }
    expect(daysInEachMonthHints['leap-year']).toBe(
      'Leap years come every 4 years: 2024, 2028, 2032.',
    );
  });

  it('names February given 30', () => {
    expect(checkDaysInEachMonth(leap(2028), { choice: '30' }).misconception).toBe('february-30');
  });

  it('counts a right answer with the leap-year strip open as practice, not evidence', () => {
    expect(checkDaysInEachMonth(leap(2028), { choice: '29', usedStrip: true })).toEqual({
      correct: true,
      evidence: 'none',
      message: 'Right! 2028 is a leap year. Next time, try it without the strip.',
    });
    expect(checkDaysInEachMonth(leap(2027), { choice: '28', usedStrip: true }).message).toBe(
      'Right! 2027 is not a leap year. Next time, try it without the strip.',
    );
  });
});

describe('checkDaysInEachMonth: which has more days', () => {
  it('is right for the month with more days, either way round', () => {
    expect(moreDaysMonth(compare(4, 5))).toBe(5);
    expect(moreDaysMonth(compare(5, 4))).toBe(5);
    expect(moreDaysMonth(compare(2, 6))).toBe(6);
    expect(checkDaysInEachMonth(compare(4, 5), { choice: '5' }).correct).toBe(true);
    expect(checkDaysInEachMonth(compare(4, 5), { choice: '4' })).toEqual({
      correct: false,
      misconception: 'compare',
    });
  });

  it('names August taken for a dip, and February picked', () => {
    expect(checkDaysInEachMonth(compare(8, 9), { choice: '9' }).misconception).toBe('august-30');
    expect(checkDaysInEachMonth(compare(3, 2), { choice: '2' }).misconception).toBe('february-30');
  });
});

describe('checkDaysInEachMonth: sorting', () => {
  const item = sort([8, 6, 7, 2]);

  it('puts knuckle months in 31 days, dip months in 30 days, February in its own bin', () => {
    expect(sortBinFor(8)).toBe('days-31');
    expect(sortBinFor(6)).toBe('days-30');
    expect(sortBinFor(2)).toBe('february');
    const placement = { 8: 'days-31', 6: 'days-30', 7: 'days-31', 2: 'february' };
    expect(checkDaysInEachMonth(item, { placement })).toEqual({
      correct: true,
      marks: { 8: 'correct', 6: 'correct', 7: 'correct', 2: 'correct' },
    });
  });

  it('marks every card and names the first misplaced one (August in 30 days)', () => {
    const placement = { 8: 'days-30', 6: 'days-30', 7: 'days-31', 2: 'days-31' };
    expect(checkDaysInEachMonth(item, { placement: { ...placement, 2: 'february' } })).toEqual({
      correct: false,
      misconception: 'august-30',
      marks: { 8: 'incorrect', 6: 'correct', 7: 'correct', 2: 'correct' },
    });
    expect(checkDaysInEachMonth(item, { placement }).marks).toEqual({
      8: 'incorrect',
      6: 'correct',
      7: 'correct',
      2: 'incorrect',
    });
  });

  it('brings the hint of every misplaced card, each said once', () => {
    const placement = { 8: 'days-30', 6: 'days-31', 7: 'days-31', 2: 'days-30' };
    expect(checkDaysInEachMonth(item, { placement })).toEqual({
      correct: false,
      misconception: 'august-30',
      message: [
        daysInEachMonthHints['august-30'],
        'June sits in a dip between two knuckles, so it has 30 days.',
        daysInEachMonthHints['february-30'],
      ].join(' '),
      marks: { 8: 'incorrect', 6: 'incorrect', 7: 'correct', 2: 'incorrect' },
    });
  });

  it('names February out of its bin, and a month put with February', () => {
    expect(
      checkDaysInEachMonth(item, {
        placement: { 8: 'days-31', 6: 'days-30', 7: 'days-31', 2: 'days-31' },
      }).misconception,
    ).toBe('february-30');
    expect(
      checkDaysInEachMonth(item, {
        placement: { 8: 'days-31', 6: 'february', 7: 'days-31', 2: 'february' },
      }),
    ).toMatchObject({
      misconception: 'only-february',
      message: 'Only February has 28 or 29 days. Find June on your knuckles.',
    });
  });

  it('is not right while a card is still to sort', () => {
    expect(
      checkDaysInEachMonth(item, { placement: { 8: 'days-31', 6: 'days-30', 7: 'days-31' } }),
    ).toMatchObject({ correct: false, misconception: 'not-sorted' });
  });

  it('agrees with Date for any placement of any generated sort (property)', () => {
    const binOf = (month: number): string =>
      month === 2 ? 'february' : alwaysHas(month, 31) ? 'days-31' : 'days-30';
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.constantFrom('days-31', 'days-30', 'february'), {
          minLength: 4,
          maxLength: 4,
        }),
        (seed, bins) => {
          const generated = generateDaysInEachMonth(3, createRng(seed)) as MonthSortItem;
          const placement = Object.fromEntries(
            generated.months.map((month, index) => [String(month), bins[index] ?? null]),
          );
          const result = checkDaysInEachMonth(generated, { placement });
          expect(result.correct).toBe(
            generated.months.every((month, index) => bins[index] === binOf(month)),
          );
        },
      ),
    );
  });
});

describe('lastDateText and hintMonths', () => {
  it('reads the last date off the month page', () => {
    expect(lastDateText(2026, 5)).toBe('May 2026 ends on the 31st, so it has 31 days.');
    expect(lastDateText(2028, 2)).toBe('February 2028 ends on the 29th, so it has 29 days.');
    expect(lastDateText(2027, 2)).toBe('February 2027 ends on the 28th, so it has 28 days.');
    expect(lastDateText(2026, 11)).toBe('November 2026 ends on the 30th, so it has 30 days.');
  });

  it('lights July and August for the August hint, February for its own, else the months asked', () => {
    expect(hintMonths(monthDays(8), 'august-30')).toEqual([7, 8]);
    expect(hintMonths(monthDays(2), 'february-30')).toEqual([2]);
    expect(hintMonths(monthDays(4), 'dip-30')).toEqual([4]);
    expect(hintMonths(compare(4, 5), 'compare')).toEqual([4, 5]);
    expect(
      hintMonths(sort([8, 6, 7, 2]), 'dip-30', { 8: 'correct', 6: 'incorrect', 7: 'correct' }),
    ).toEqual([6]);
    expect(hintMonths(monthDays(4), undefined)).toEqual([]);
  });
});

describe('describe and the worked example', () => {
  it('says the answer in words', () => {
    expect(describeDaysInEachMonth(monthDays(5))).toBe('May has 31 days.');
    expect(describeDaysInEachMonth(monthDays(2))).toBe(
      'February has 28 days, or 29 in a leap year.',
    );
    expect(describeDaysInEachMonth(leap(2028))).toBe('February 2028 has 29 days.');
    expect(describeDaysInEachMonth(compare(4, 5))).toBe('May has more days than April.');
    expect(describeDaysInEachMonth(sort([8, 6, 7, 2]))).toBe(
      '31 days: August, July. 30 days: June. February: 28 or 29: February.',
    );
  });

  it('counts along the knuckles to the month, then says where it sits', () => {
    expect(countAlongText(5)).toBe('January, February, March, April, May');
    expect(daysInEachMonthWorkedExample(monthDays(5)).map((step) => step.text)).toEqual([
      'Make two fists. Start on the first knuckle of the left fist: January.',
      'Count along, knuckle, dip, knuckle: January, February, March, April, May.',
      'May sits on a knuckle, so May has 31 days.',
    ]);
    expect(daysInEachMonthWorkedExample(monthDays(9))[1]?.text).toBe(
      'Count along the left fist to July. Then start again on the first knuckle of the right fist: August, September.',
    );
    expect(daysInEachMonthWorkedExample(monthDays(9))[2]?.text).toBe(
      'September sits in a dip, so September has 30 days.',
    );
    expect(workedExampleMonths(monthDays(5), 0)).toEqual([1]);
    expect(workedExampleMonths(monthDays(5), 1)).toEqual([1, 2, 3, 4, 5]);
    expect(workedExampleMonths(monthDays(5), 2)).toEqual([5]);
  });

  it('sorts one card per step, and explains leap years and comparisons', () => {
    const item = sort([8, 6, 7, 2]);
    expect(daysInEachMonthWorkedExample(item).map((step) => step.text)).toEqual([
      'August sits on a knuckle, so August has 31 days. Into 31 days.',
      'June sits in a dip, so June has 30 days. Into 30 days.',
      'July sits on a knuckle, so July has 31 days. Into 31 days.',
      'February sits in the first dip. It is the shortest month: 28 days, or 29 in a leap year. Into February: 28 or 29.',
    ]);
    expect(workedExamplePlacement(item, 1)).toEqual({
      8: 'days-31',
      6: 'days-30',
      7: null,
      2: null,
    });
    expect(daysInEachMonthWorkedExample(leap(2027)).map((step) => step.text)).toEqual([
      'Leap years come every 4 years: 2024, 2028, 2032.',
      '2027 is not a leap year, so February 2027 has 28 days.',
    ]);
    expect(daysInEachMonthWorkedExample(compare(4, 5)).map((step) => step.text)).toEqual([
      'April sits in a dip, so April has 30 days.',
      'May sits on a knuckle, so May has 31 days.',
      'May has more days.',
    ]);
    expect(workedExampleMonths(compare(4, 5), 2)).toEqual([4, 5]);
  });
});

function monthNameOf(month: number): string {
  return new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-CA', {
    month: 'long',
    timeZone: 'UTC',
  });
}
