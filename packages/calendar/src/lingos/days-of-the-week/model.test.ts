import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../model/dates';
import {
  blankMarkKey,
  checkDaysOfTheWeek,
  dayId,
  dayInBox,
  dayOfId,
  daysOfTheWeekHints,
  daysOfTheWeekModel,
  daysOfTheWeekWorkedExample,
  generateDaysOfTheWeek,
  inOrderText,
  rowText,
  solutionOf,
  wraps,
  type BlanksTask,
  type DaysOfTheWeekItem,
  type SortTask,
} from './model';

// An independent reference: JS Date's own day of the week, walking real days from a date
// with the given day of the week (January 4, 2026 was a Sunday).
const jsDayAfter = (start: number, places: number): number =>
  new Date(Date.UTC(2026, 0, 4 + start + places)).getUTCDay();

const itemsAt = (step: number, count = 300): DaysOfTheWeekItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateDaysOfTheWeek(step, createRng(seed)));

const sortOf = (item: DaysOfTheWeekItem): SortTask => {
  if (item.task.kind !== 'sort') throw new Error('not a sort');
  return item.task;
};
const blanksOf = (item: DaysOfTheWeekItem): BlanksTask => {
  if (item.task.kind !== 'blanks') throw new Error('not blanks');
  return item.task;
};

const sortItem = (
  start: Weekday,
  cards: readonly Weekday[],
  fixedFirst = false,
): DaysOfTheWeekItem => ({
  key: 'test',
  prompt: '',
  step: fixedFirst ? 3 : cards.length === 3 ? 1 : 2,
  task: { kind: 'sort', start, cards, fixedFirst },
});

const blanksItem = (start: Weekday, blanks: readonly number[]): DaysOfTheWeekItem => ({
  key: 'test',
  prompt: '',
  step: 4,
  task: {
    kind: 'blanks',
    start,
    blanks,
    choices: Object.fromEntries(blanks.map((box) => [box, [0, 1, 2] as Weekday[]])),
  },
});

describe('Days of the Week generator', () => {
  it('step 1: 3 consecutive days starting Sunday to Thursday, never passing Saturday', () => {
    const starts = new Set<number>();
    for (const item of itemsAt(1)) {
      const task = sortOf(item);
      expect(task.cards).toHaveLength(3);
      expect(task.start).toBeGreaterThanOrEqual(0);
      expect(task.start).toBeLessThanOrEqual(4);
      expect(wraps(task.start, 3)).toBe(false);
      expect(task.fixedFirst).toBe(false);
      expect(item.prompt).toBe('Put the days of the week in order.');
      starts.add(task.start);
    }
    expect([...starts].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('step 2: 5 consecutive days from any day, about half wrapping from Saturday to Sunday', () => {
    const items = itemsAt(2, 600);
    const starts = new Set<number>();
    let wrapping = 0;
    for (const item of items) {
      const task = sortOf(item);
      expect(task.cards).toHaveLength(5);
      starts.add(task.start);
      if (wraps(task.start, 5)) {
        wrapping += 1;
        expect(task.cards).toContain(6);
        expect(task.cards).toContain(0);
      }
    }
    expect(starts.size).toBe(7);
    expect(wrapping / items.length).toBeGreaterThan(0.4);
    expect(wrapping / items.length).toBeLessThan(0.6);
  });

  it('step 3: all 7 days, the first card fixed to the spoken start day', () => {
    const starts = new Set<number>();
    for (const item of itemsAt(3)) {
      const task = sortOf(item);
      expect([...task.cards].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(task.fixedFirst).toBe(true);
      expect(task.cards[0]).toBe(task.start);
      const name = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
        task.start
      ];
      expect(item.prompt).toBe(`Start the week with ${name}. Put the days in order.`);
      starts.add(task.start);
    }
    expect(starts.size).toBe(7);
  });

  it('steps 1–3: the cards are always shuffled, never already in order', () => {
    for (const step of [1, 2, 3]) {
      for (const item of itemsAt(step, 400)) {
        const task = sortOf(item);
        expect(task.cards).not.toEqual(solutionOf(task));
      }
    }
  });

  it('step 4: a week of 7 boxes with 1 or 2 blanks; each blank has the answer and its two neighbours', () => {
    const counts = new Set<number>();
    let acrossWrap = 0;
    for (const item of itemsAt(4, 400)) {
      const task = blanksOf(item);
      expect(task.blanks.length === 1 || task.blanks.length === 2).toBe(true);
      expect(new Set(task.blanks).size).toBe(task.blanks.length);
      counts.add(task.blanks.length);
      for (const box of task.blanks) {
        expect(box).toBeGreaterThanOrEqual(0);
        expect(box).toBeLessThanOrEqual(6);
        const answer = dayInBox(task, box);
        const choices = task.choices[box] ?? [];
        expect([...choices].sort()).toEqual([answer, (answer + 6) % 7, (answer + 1) % 7].sort());
        // Exactly one card is right for the blank.
        expect(choices.filter((day) => day === answer)).toHaveLength(1);
      }
      if (wraps(task.start, 7)) acrossWrap += 1;
      expect(item.prompt).toBe(
        task.blanks.length === 1 ? 'Fill in the missing day.' : 'Fill in the missing days.',
      );
    }
    expect([...counts].sort()).toEqual([1, 2]);
    expect(acrossWrap).toBeGreaterThan(0);
  });

  it('never makes the item shown last (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const first = generateDaysOfTheWeek(step, createRng(seed));
        const next = generateDaysOfTheWeek(step, createRng(seed), { recentKeys: [first.key] });
        expect(next.key).not.toBe(first.key);
      }),
    );
  });

  it('the solution runs (start + p) mod 7, as JS Date walks the days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer(), (step, seed) => {
        const task = sortOf(generateDaysOfTheWeek(step, createRng(seed)));
        solutionOf(task).forEach((day, place) => {
          expect(day).toBe(jsDayAfter(task.start, place));
        });
        // The cards are exactly the days of the run.
        expect([...task.cards].sort()).toEqual([...solutionOf(task)].sort());
      }),
    );
  });

  it('only the right order is right; any other order of the cards is wrong (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.integer(),
        (step, seed, other) => {
          const item = generateDaysOfTheWeek(step, createRng(seed));
          const task = sortOf(item);
          const order = createRng(other).shuffle(task.cards);
          const right = order.every((day, place) => day === jsDayAfter(task.start, place));
          expect(checkDaysOfTheWeek(item, { kind: 'order', days: order }).correct).toBe(right);
        },
      ),
    );
  });

  it('step 4: only the day of the box is right for a blank (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(6), fc.nat(6), (seed, pickA, pickB) => {
        const item = generateDaysOfTheWeek(4, createRng(seed));
        const task = blanksOf(item);
        const picks = Object.fromEntries(
          task.blanks.map((box, index) => [box, (index === 0 ? pickA : pickB) as Weekday]),
        );
        const right = task.blanks.every((box) => picks[box] === jsDayAfter(task.start, box));
        expect(checkDaysOfTheWeek(item, { kind: 'blanks', picks }).correct).toBe(right);
      }),
    );
  });
});

describe('checkDaysOfTheWeek', () => {
  it('is right for Friday to Tuesday across the wrap, with every card marked right', () => {
    const item = sortItem(5, [0, 6, 2, 5, 1]);
    expect(checkDaysOfTheWeek(item, { kind: 'order', days: [5, 6, 0, 1, 2] })).toEqual({
      correct: true,
      marks: {
        friday: 'correct',
        saturday: 'correct',
        sunday: 'correct',
        monday: 'correct',
        tuesday: 'correct',
      },
    });
  });

  it('names the wrap when Saturday is left last in a run that passes it', () => {
    const item = sortItem(5, [0, 6, 2, 5, 1]);
    const result = checkDaysOfTheWeek(item, { kind: 'order', days: [5, 0, 1, 2, 6] });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('wrap');
    expect(daysOfTheWeekHints.wrap).toBe('After Saturday the week starts again with Sunday.');
    expect(result.marks).toEqual({
      friday: 'correct',
      sunday: 'incorrect',
      monday: 'incorrect',
      tuesday: 'incorrect',
      saturday: 'incorrect',
    });
  });

  it('names the wrap for a whole week starting Wednesday sorted Sunday-first after it', () => {
    const item = sortItem(3, [3, 0, 5, 1, 6, 2, 4], true);
    const result = checkDaysOfTheWeek(item, { kind: 'order', days: [3, 0, 1, 2, 4, 5, 6] });
    expect(result.misconception).toBe('wrap');
  });

  it('does not name the wrap when Saturday rightly ends the run', () => {
    const item = sortItem(4, [6, 4, 5]);
    const result = checkDaysOfTheWeek(item, { kind: 'order', days: [5, 4, 6] });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBeUndefined();
  });

  it('names Tuesday and Thursday swapped', () => {
    const item = sortItem(1, [4, 1, 3, 2, 5]);
    const result = checkDaysOfTheWeek(item, { kind: 'order', days: [1, 4, 3, 2, 5] });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('tuesday-thursday');
    expect(daysOfTheWeekHints['tuesday-thursday']).toBe(
      'Tuesday comes right after Monday. Thursday comes right before Friday.',
    );
    expect(result.marks?.tuesday).toBe('incorrect');
    expect(result.marks?.thursday).toBe('incorrect');
    expect(result.marks?.wednesday).toBe('correct');
  });

  it('gives no misconception for another wrong order, and refuses cards that are not the item’s', () => {
    const item = sortItem(0, [2, 0, 1]);
    expect(
      checkDaysOfTheWeek(item, { kind: 'order', days: [1, 0, 2] }).misconception,
    ).toBeUndefined();
    expect(checkDaysOfTheWeek(item, { kind: 'order', days: [0, 1] })).toEqual({ correct: false });
    expect(checkDaysOfTheWeek(item, { kind: 'order', days: [0, 1, 3] })).toEqual({
      correct: false,
    });
    expect(checkDaysOfTheWeek(item, { kind: 'blanks', picks: {} })).toEqual({ correct: false });
  });

  it('step 4: marks each blank box, and asks for the day after the one before the gap', () => {
    // Thursday Friday [Saturday] Sunday Monday [Tuesday] Wednesday
    const item = blanksItem(4, [2, 5]);
    expect(checkDaysOfTheWeek(item, { kind: 'blanks', picks: { 2: 6, 5: 2 } })).toEqual({
      correct: true,
      marks: { [blankMarkKey(2)]: 'correct', [blankMarkKey(5)]: 'correct' },
    });
    const wrong = checkDaysOfTheWeek(item, { kind: 'blanks', picks: { 2: 6, 5: 3 } });
    expect(wrong.correct).toBe(false);
    expect(wrong.misconception).toBe('next-day');
    expect(wrong.message).toBe(
      'The box before the gap is Monday. Which day comes right after Monday?',
    );
    expect(wrong.marks).toEqual({ 'box-2': 'correct', 'box-5': 'incorrect' });
  });

  it('step 4: a gap at Saturday or Sunday where the strip wraps names the wrap', () => {
    // Thursday Friday Saturday [Sunday] Monday Tuesday Wednesday
    const item = blanksItem(4, [3]);
    expect(checkDaysOfTheWeek(item, { kind: 'blanks', picks: { 3: 1 } }).misconception).toBe(
      'wrap',
    );
    // Sunday … Saturday: the gap at Sunday in box 1 is not a wrap.
    const plain = blanksItem(0, [0]);
    const result = checkDaysOfTheWeek(plain, { kind: 'blanks', picks: { 0: 1 } });
    expect(result.misconception).toBe('next-day');
    expect(result.message).toBe(
      'The box after the gap is Monday. Which day comes right before Monday?',
    );
  });

  it('step 4: a blank with no pick is wrong', () => {
    const item = blanksItem(2, [0, 1]);
    const result = checkDaysOfTheWeek(item, { kind: 'blanks', picks: { 0: 2 } });
    expect(result.correct).toBe(false);
    expect(result.marks).toEqual({ 'box-0': 'correct', 'box-1': 'incorrect' });
    // Box 0 is a gap too, so the hint looks at box 2.
    expect(result.message).toBe(
      'The box after the gap is Thursday. Which day comes right before Thursday?',
    );
  });
});

describe('texts', () => {
  it('card ids are the lowercase day names, and back', () => {
    expect(dayId(3)).toBe('wednesday');
    expect(dayOfId('saturday')).toBe(6);
    expect(dayOfId('funday')).toBeUndefined();
  });

  it('after Check: "In order: Friday, Saturday, Sunday, Monday, Tuesday."', () => {
    expect(inOrderText(sortItem(5, [0, 6, 2, 5, 1]))).toBe(
      'In order: Friday, Saturday, Sunday, Monday, Tuesday.',
    );
    expect(daysOfTheWeekModel.describe(blanksItem(4, [2]))).toBe(
      'In order: Thursday, Friday, Saturday, Sunday, Monday, Tuesday, Wednesday.',
    );
  });

  it('the row: "Row of 7 places. Place 1: Wednesday. Places 2 to 7: cards to put in order."', () => {
    expect(
      rowText({ kind: 'sort', start: 3, cards: [3, 0, 5, 1, 6, 2, 4], fixedFirst: true }),
    ).toBe('Row of 7 places. Place 1: Wednesday. Places 2 to 7: cards to put in order.');
    expect(rowText({ kind: 'sort', start: 5, cards: [0, 6, 2, 5, 1], fixedFirst: false })).toBe(
      'Row of 5 places, each with a card to put in order.',
    );
  });

  it('the worked example finds the first day, walks on with the wrap, then says the order', () => {
    expect(daysOfTheWeekWorkedExample(sortItem(5, [0, 6, 2, 5, 1]))).toEqual([
      { text: 'Friday comes first: the day before it, Thursday, is not a card.', placed: 1 },
      {
        text: 'Then one day after another: Saturday, Sunday, Monday, Tuesday. After Saturday the week starts again with Sunday.',
        placed: 5,
      },
      { text: 'In order: Friday, Saturday, Sunday, Monday, Tuesday.', placed: 5 },
    ]);
    expect(daysOfTheWeekWorkedExample(sortItem(3, [3, 0, 5, 1, 6, 2, 4], true))[0]?.text).toBe(
      'The week starts with Wednesday.',
    );
  });

  it('the worked example of blanks fills each gap from a known neighbour', () => {
    expect(daysOfTheWeekWorkedExample(blanksItem(4, [0, 5]))).toEqual([
      { text: 'Box 1 comes right before Friday: it is Thursday.', filled: [0] },
      { text: 'Box 6 comes right after Monday: it is Tuesday.', filled: [0, 5] },
      {
        text: 'In order: Thursday, Friday, Saturday, Sunday, Monday, Tuesday, Wednesday.',
        filled: [0, 5],
      },
    ]);
    // Two gaps side by side at the start: box 2 first, then box 1 from it.
    expect(daysOfTheWeekWorkedExample(blanksItem(4, [0, 1])).slice(0, 2)).toEqual([
      { text: 'Box 2 comes right before Saturday: it is Friday.', filled: [1] },
      { text: 'Box 1 comes right before Friday: it is Thursday.', filled: [1, 0] },
    ]);
  });
});
