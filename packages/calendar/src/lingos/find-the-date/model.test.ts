import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Month } from '../../model/dates';
import {
  checkFindTheDate,
  dayWord,
  digitSwapHint,
  findTheDateHints,
  findTheDateModel,
  findTheDateWorkedExample,
  generateFindTheDate,
  swappedDigits,
  tappedText,
  type FindTheDateItem,
} from './model';

/** The reference: JavaScript's Date, in UTC so no time zone moves a day. */
const referenceLength = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const referenceWeekday = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const monthIndex = (page: { year: number; month: number }): number => page.year * 12 + page.month;

const itemsAt = (step: number, count = 400): FindTheDateItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateFindTheDate(step, createRng(seed)));

const date = (year: number, month: Month, day: number): CalendarDate => ({ year, month, day });

const item = (
  target: CalendarDate,
  step: 1 | 2 | 3 | 4 = 2,
  shown = { year: target.year, month: target.month },
): FindTheDateItem => ({
  key: 'find:test',
  prompt: '',
  step,
  shown,
  target,
  hiddenNumbers: step === 3,
  navigation: step === 4,
});

describe('Find the Date generator', () => {
  it('draws real months from January 2024 to December 2035, the target a real date', () => {
    for (const step of [1, 2, 3, 4]) {
      for (const generated of itemsAt(step)) {
        for (const page of [generated.shown, generated.target]) {
          expect(page.year).toBeGreaterThanOrEqual(2024);
          expect(page.year).toBeLessThanOrEqual(2035);
          expect(page.month).toBeGreaterThanOrEqual(1);
          expect(page.month).toBeLessThanOrEqual(12);
        }
        const { target } = generated;
        expect(target.day).toBeGreaterThanOrEqual(1);
        expect(target.day).toBeLessThanOrEqual(referenceLength(target.year, target.month));
      }
    }
  });

  it('step 1: all numbers shown, the target 1 to 15 in the month shown', () => {
    const days = new Set<number>();
    for (const generated of itemsAt(1)) {
      expect(generated.target.day).toBeGreaterThanOrEqual(1);
      expect(generated.target.day).toBeLessThanOrEqual(15);
      expect(monthIndex(generated.target)).toBe(monthIndex(generated.shown));
      expect(generated.hiddenNumbers).toBe(false);
      expect(generated.navigation).toBe(false);
      days.add(generated.target.day);
    }
    expect(days.size).toBe(15);
  });

  it('step 2: all numbers shown, the target any date of the month shown, up to the 31st', () => {
    const days = new Set<number>();
    for (const generated of itemsAt(2, 1000)) {
      expect(monthIndex(generated.target)).toBe(monthIndex(generated.shown));
      expect(generated.hiddenNumbers).toBe(false);
      expect(generated.navigation).toBe(false);
      days.add(generated.target.day);
    }
    expect(Math.min(...days)).toBe(1);
    expect(Math.max(...days)).toBe(31);
  });

  it('step 3: only the 1st shows, the target 2 to 21', () => {
    const days = new Set<number>();
    for (const generated of itemsAt(3)) {
      expect(generated.target.day).toBeGreaterThanOrEqual(2);
      expect(generated.target.day).toBeLessThanOrEqual(21);
      expect(monthIndex(generated.target)).toBe(monthIndex(generated.shown));
      expect(generated.hiddenNumbers).toBe(true);
      expect(generated.navigation).toBe(false);
      days.add(generated.target.day);
    }
    expect(days.size).toBe(20);
  });

  it('step 4: the target is in the month before or after the one shown, both ways', () => {
    let before = 0;
    let after = 0;
    for (const generated of itemsAt(4)) {
      const difference = monthIndex(generated.target) - monthIndex(generated.shown);
      expect([-1, 1]).toContain(difference);
      if (difference < 0) before += 1;
      else after += 1;
      expect(generated.navigation).toBe(true);
      expect(generated.hiddenNumbers).toBe(false);
    }
    expect(before).toBeGreaterThan(100);
    expect(after).toBeGreaterThan(100);
  });

  it('says the date as "Tap May 9."', () => {
    const generated = generateFindTheDate(1, createRng(7));
    const names = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(generated.prompt).toBe(
      `Tap ${names[generated.target.month - 1]} ${generated.target.day}.`,
    );
  });

  it('clamps a step out of range to 1–4', () => {
    expect(generateFindTheDate(0, createRng(1)).step).toBe(1);
    expect(generateFindTheDate(9, createRng(1)).step).toBe(4);
  });

  it('property: the same seed gives the same item; keys name month and day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const first = generateFindTheDate(step, createRng(seed));
        expect(generateFindTheDate(step, createRng(seed))).toEqual(first);
        expect(first.key).toBe(`find:${first.target.month}-${first.target.day}`);
      }),
      { numRuns: 300 },
    );
  });

  it('property: exactly one date of the months within reach is right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateFindTheDate(step, createRng(seed));
        let right = 0;
        for (const offset of [-1, 0, 1]) {
          const index = monthIndex(generated.shown) + offset - 1;
          const year = Math.floor(index / 12);
          const month = ((index % 12) + 1) as Month;
          for (let day = 1; day <= referenceLength(year, month); day += 1) {
            if (checkFindTheDate(generated, date(year, month, day)).correct) right += 1;
          }
        }
        expect(right).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkFindTheDate', () => {
  it('is right only for the exact year, month and day', () => {
    const may9 = item(date(2026, 5, 9));
    expect(checkFindTheDate(may9, date(2026, 5, 9))).toEqual({ correct: true });
    expect(checkFindTheDate(may9, date(2026, 5, 10)).correct).toBe(false);
    expect(checkFindTheDate(may9, date(2026, 6, 9)).correct).toBe(false);
    expect(checkFindTheDate(may9, date(2027, 5, 9)).correct).toBe(false);
  });

  it('names the digits the other way round: 21 tapped for 12', () => {
    const result = checkFindTheDate(item(date(2026, 5, 12)), date(2026, 5, 21));
    expect(result).toMatchObject({ correct: false, misconception: 'digit-swap' });
    expect(result.message).toBe('Twelve is a 1 then a 2. It comes right after 11.');
    expect(result.message).toBe(findTheDateHints['digit-swap']);
  });

  it('words the digit swap for the date asked: 12 tapped for 21, 31 for 13', () => {
    expect(checkFindTheDate(item(date(2026, 5, 21)), date(2026, 5, 12)).message).toBe(
      'Twenty-one is a 2 then a 1. It comes right after 20.',
    );
    expect(checkFindTheDate(item(date(2026, 5, 13)), date(2026, 5, 31)).message).toBe(
      'Thirteen is a 1 then a 3. It comes right after 12.',
    );
  });

  it('gives the default hint for other misses with the numbers shown', () => {
    const result = checkFindTheDate(item(date(2026, 5, 12)), date(2026, 5, 13));
    expect(result).toEqual({ correct: false });
  });

  it('step 3: a tap one off names counting on from the 1st', () => {
    const hidden = item(date(2026, 5, 14), 3);
    expect(checkFindTheDate(hidden, date(2026, 5, 13))).toEqual({
      correct: false,
      misconception: 'off-by-one',
    });
    expect(checkFindTheDate(hidden, date(2026, 5, 15)).misconception).toBe('off-by-one');
    expect(findTheDateHints['off-by-one']).toBe(
      'The 1st is already 1. Count on from it: 2, 3, 4. One row straight down is 7 more.',
    );
  });

  it('step 3: other misses say to count on box by box', () => {
    const hidden = item(date(2026, 5, 12), 3);
    expect(checkFindTheDate(hidden, date(2026, 5, 19)).misconception).toBe('count-on');
    // No digit-swap hint when the digits are hidden.
    expect(checkFindTheDate(hidden, date(2026, 5, 21)).misconception).toBe('count-on');
  });

  it('step 4: a date in the wrong month names the month to go to', () => {
    const june = item(date(2026, 6, 3), 4, { year: 2026, month: 5 });
    const result = checkFindTheDate(june, date(2026, 5, 3));
    expect(result).toMatchObject({ correct: false, misconception: 'wrong-month' });
    expect(result.message).toBe('Check the name at the top. Use the arrow to go to June.');
    expect(checkFindTheDate(june, date(2026, 7, 3)).misconception).toBe('wrong-month');
    expect(checkFindTheDate(june, date(2026, 6, 3)).correct).toBe(true);
  });

  it('step 4 across a year: January 2027 from December 2026', () => {
    const january = item(date(2027, 1, 20), 4, { year: 2026, month: 12 });
    expect(checkFindTheDate(january, date(2026, 1, 20)).misconception).toBe('wrong-month');
    expect(checkFindTheDate(january, date(2027, 1, 20)).correct).toBe(true);
  });

  it('property: every hint a miss names exists, and a miss is never right', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.integer({ min: -40, max: 40 }),
        (step, seed, offset) => {
          const generated = generateFindTheDate(step, createRng(seed));
          const tapped = new Date(
            Date.UTC(generated.target.year, generated.target.month - 1, generated.target.day),
          );
          tapped.setUTCDate(tapped.getUTCDate() + offset);
          const answer = date(
            tapped.getUTCFullYear(),
            (tapped.getUTCMonth() + 1) as Month,
            tapped.getUTCDate(),
          );
          const result = checkFindTheDate(generated, answer);
          expect(result.correct).toBe(offset === 0);
          if (result.misconception) expect(findTheDateHints[result.misconception]).toBeTruthy();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('Find the Date texts', () => {
  it('words days for the digit-swap hint', () => {
    expect(dayWord(11)).toBe('Eleven');
    expect(dayWord(12)).toBe('Twelve');
    expect(dayWord(20)).toBe('Twenty');
    expect(dayWord(23)).toBe('Twenty-three');
    expect(dayWord(31)).toBe('Thirty-one');
    expect(digitSwapHint(12)).toBe('Twelve is a 1 then a 2. It comes right after 11.');
  });

  it('swaps only two different non-zero digits', () => {
    expect(swappedDigits(12)).toBe(21);
    expect(swappedDigits(31)).toBe(13);
    expect(swappedDigits(10)).toBeUndefined();
    expect(swappedDigits(22)).toBeUndefined();
    expect(swappedDigits(7)).toBeUndefined();
  });

  it('reads a tap as calendar.md says, and hides a hidden date', () => {
    expect(tappedText(date(2026, 5, 14))).toBe('You tapped Thursday, May 14.');
    expect(tappedText(date(2026, 5, 14), true)).toBe('You tapped Thursday, row 3.');
  });

  it('describes the answer as spoken: "Saturday, May 9"', () => {
    expect(findTheDateModel.describe(item(date(2026, 5, 9)))).toBe('Saturday, May 9');
  });
});

describe('findTheDateWorkedExample', () => {
  it('May 19, 2026: the 1st, down the column, count on, tap', () => {
    const steps = findTheDateWorkedExample(item(date(2026, 5, 19)));
    expect(steps.map((step) => step.text)).toEqual([
      'Start at the 1st. It is a Friday, in row 1.',
      'One row straight down is 7 more: 1, 8, 15.',
      'Count on from 15: 16, 17, 18, 19.',
      'That is Tuesday, May 19, in row 4. Tap it.',
    ]);
    expect(steps.at(-1)?.answer).toEqual(date(2026, 5, 19));
  });

  it('skips the steps it does not need: the 8th is straight below the 1st', () => {
    const steps = findTheDateWorkedExample(item(date(2026, 5, 8), 3));
    expect(steps.map((step) => step.text)).toEqual([
      'Start at the 1st. It is a Friday, in row 1.',
      'One row straight down is 7 more: 1, 8.',
      'That is Friday, May 8, in row 2. Tap it.',
    ]);
  });

  it('step 4: goes to the month first', () => {
    const steps = findTheDateWorkedExample(item(date(2026, 6, 3), 4, { year: 2026, month: 7 }));
    expect(steps[0]?.text).toBe(
      'The name at the top says July 2026. Press Previous month to go to June.',
    );
    expect(steps.every((step) => step.page.month === 6)).toBe(true);
  });

  it('property: every step lights dates of the target month, ending on the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateFindTheDate(step, createRng(seed));
        const steps = findTheDateWorkedExample(generated);
        for (const workedStep of steps) {
          for (const lit of workedStep.highlight) {
            expect(lit.month).toBe(generated.target.month);
            expect(lit.day).toBeLessThanOrEqual(generated.target.day);
          }
        }
        const last = steps.at(-1);
        expect(last?.answer).toEqual(generated.target);
        const weekday = [
          'Sunday',
          'Monday',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
          'Saturday',
        ][referenceWeekday(generated.target)];
        expect(last?.text).toContain(`${weekday}, `);
      }),
      { numRuns: 200 },
    );
  });
});
