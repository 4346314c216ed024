import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Month } from '../../model/dates';
import {
  checkMonths,
  consecutiveMonths,
  describeMonths,
  generateMonths,
  isRingDone,
  monthAfter,
  monthBefore,
  monthCardId,
  monthsHints,
  monthsModel,
  monthsWorkedExample,
  ringCardMisconception,
  type MonthsItem,
  type MonthsTask,
  type RingPlacement,
} from './model';

/** The month after, by JS Date (independent of the model's arithmetic). */
const dateMonthAfter = (month: number): number => new Date(2026, month, 1).getMonth() + 1;
const dateMonthBefore = (month: number): number => new Date(2026, month - 2, 1).getMonth() + 1;

const itemOf = (task: MonthsTask, step = 1): MonthsItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});

const orderItem = (ordered: Month[]) =>
  itemOf({ kind: 'order', months: ordered, shuffled: [...ordered].reverse() });

const neighbourItem = (
  month: Month,
  direction: 'after' | 'before',
  answer: Month,
  options: Month[],
) => itemOf({ kind: 'neighbour', month, direction, answer, options }, 3);

const ringItem = (blanks: Month[]) => itemOf({ kind: 'ring', blanks, cards: blanks }, 4);

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

describe('monthAfter and monthBefore', () => {
  it('the month after m is m mod 12 + 1: December is followed by January', () => {
    expect(monthAfter(1)).toBe(2);
    expect(monthAfter(6)).toBe(7);
    expect(monthAfter(12)).toBe(1);
    expect(monthBefore(1)).toBe(12);
    expect(monthBefore(7)).toBe(6);
  });

  it('agrees with JS Date for every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(monthAfter(month as Month)).toBe(dateMonthAfter(month));
      expect(monthBefore(month as Month)).toBe(dateMonthBefore(month));
    }
  });

  it('consecutiveMonths wraps after December', () => {
    expect(consecutiveMonths(10, 5)).toEqual([10, 11, 12, 1, 2]);
    expect(consecutiveMonths(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('Months of the Year generator', () => {
  it('step 1: 3 months in a row starting January to October, never wrapping, shuffled', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 300; seed += 1) {
      const { task, prompt } = generateMonths(1, createRng(seed));
      if (task.kind !== 'order') throw new Error('step 1 orders months');
      expect(task.months).toHaveLength(3);
      const [first] = task.months;
      starts.add(first as number);
      expect(first).toBeGreaterThanOrEqual(1);
      expect(first).toBeLessThanOrEqual(10);
      task.months.slice(1).forEach((month, index) => {
        expect(month).toBe((task.months[index] as number) + 1);
      });
      expect(task.shuffled).not.toEqual(task.months);
      expect([...task.shuffled].sort((a, b) => a - b)).toEqual(task.months);
      expect(prompt).toBe('Put the months in order.');
    }
    expect(starts.size).toBe(10);
  });

  it('step 2: 5 months in a row from any month; about half wrap; the prompt names the first', () => {
    let wraps = 0;
    const starts = new Set<number>();
    for (let seed = 0; seed < 400; seed += 1) {
      const { task, prompt } = generateMonths(2, createRng(seed));
      if (task.kind !== 'order') throw new Error('step 2 orders months');
      expect(task.months).toHaveLength(5);
      const first = task.months[0] as Month;
      starts.add(first);
      task.months.slice(1).forEach((month, index) => {
        expect(month).toBe(dateMonthAfter(task.months[index] as number));
      });
      if (task.months.includes(12) && task.months.includes(1)) wraps += 1;
      expect(task.shuffled).not.toEqual(task.months);
      expect(prompt).toMatch(/^Put the months in order, starting with [A-Z][a-z]+\.$/);
      expect(prompt).toContain(
        new Date(2026, first - 1, 1).toLocaleString('en-CA', { month: 'long' }),
      );
    }
    expect(starts.size).toBe(12);
    expect(wraps / 400).toBeGreaterThan(0.4);
    expect(wraps / 400).toBeLessThan(0.6);
  });

  it('step 3: the answer, the other neighbour and one more; exactly one right card (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateMonths(3, createRng(seed));
        const { task } = item;
        if (task.kind !== 'neighbour') throw new Error('step 3 asks a neighbour');
        const expected =
          task.direction === 'after' ? dateMonthAfter(task.month) : dateMonthBefore(task.month);
        expect(task.answer).toBe(expected);
        expect(item.prompt).toBe(
          `What month comes right ${task.direction} ${new Date(2026, task.month - 1, 1).toLocaleString('en-CA', { month: 'long' })}?`,
        );
        expect(new Set(task.options).size).toBe(3);
        expect(task.options).toContain(task.answer);
        // The other neighbour is always there.
        expect(task.options).toContain(
          task.direction === 'after' ? dateMonthBefore(task.month) : dateMonthAfter(task.month),
        );
        const right = task.options.filter(
          (month) => checkMonths(item, { kind: 'choice', month }).correct,
        );
        expect(right).toEqual([task.answer]);
        // Whenever the answer is June or July, the other of the pair is a card.
        if (task.answer === 6) expect(task.options).toContain(7);
        if (task.answer === 7) expect(task.options).toContain(6);
        if (task.answer !== 6 && task.answer !== 7) {
          const third = task.options.find(
            (month) =>
              month !== task.answer &&
              month !== dateMonthBefore(task.month) &&
              month !== dateMonthAfter(task.month),
          ) as number;
          const distance = Math.min((third - task.month + 12) % 12, (task.month - third + 12) % 12);
          expect(distance).toBe(2);
        }
      }),
    );
  });

  it('step 3 asks about every month, both ways', () => {
    const asked = new Set<string>();
    for (let seed = 0; seed < 500; seed += 1) {
      const { task } = generateMonths(3, createRng(seed));
      if (task.kind === 'neighbour') asked.add(`${task.direction}:${task.month}`);
    }
    expect(asked.size).toBe(24);
  });

  it('step 4: a ring with 3 different blanks and their 3 cards, shuffled', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateMonths(4, createRng(seed));
        if (task.kind !== 'ring') throw new Error('step 4 fills the ring');
        expect(new Set(task.blanks).size).toBe(3);
        expect([...task.cards].sort((a, b) => a - b)).toEqual(task.blanks);
        expect(task.cards).not.toEqual(task.blanks);
        for (const month of task.blanks) {
          expect(month).toBeGreaterThanOrEqual(1);
          expect(month).toBeLessThanOrEqual(12);
        }
      }),
    );
  });

  it('never gives the previous item again (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const first = generateMonths(step, createRng(seed));
        const next = generateMonths(step, createRng(seed), { recentKeys: [first.key] });
        expect(next.key).not.toBe(first.key);
      }),
    );
  });

  it('the solution of every item checks right, and only it (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateMonths(step, createRng(seed));
        const { task } = item;
        if (task.kind === 'order') {
          expect(checkMonths(item, { kind: 'order', order: task.months }).correct).toBe(true);
          expect(checkMonths(item, { kind: 'order', order: task.shuffled }).correct).toBe(false);
        } else if (task.kind === 'ring') {
          const right = Object.fromEntries(task.cards.map((month) => [monthCardId(month), month]));
          expect(checkMonths(item, { kind: 'ring', placement: right }).correct).toBe(true);
          // Any two cards swapped is wrong.
          const [a, b] = task.cards as [Month, Month];
          const swapped = { ...right, [monthCardId(a)]: b, [monthCardId(b)]: a };
          expect(checkMonths(item, { kind: 'ring', placement: swapped }).correct).toBe(false);
        }
      }),
    );
  });
});

describe('checkMonths: ordering', () => {
  it('is right only in order; marks each card by place', () => {
    const item = orderItem([3, 4, 5]);
    expect(checkMonths(item, { kind: 'order', order: [3, 4, 5] })).toEqual({
      correct: true,
      marks: { 'month-3': 'correct', 'month-4': 'correct', 'month-5': 'correct' },
    });
    const wrong = checkMonths(item, { kind: 'order', order: [3, 5, 4] });
    expect(wrong.correct).toBe(false);
    expect(wrong.misconception).toBeUndefined();
    expect(wrong.marks).toEqual({
      'month-3': 'correct',
      'month-5': 'incorrect',
      'month-4': 'incorrect',
    });
  });

  it('names June and July swapped', () => {
    const item = orderItem([5, 6, 7]);
    const result = checkMonths(item, { kind: 'order', order: [5, 7, 6] });
    expect(result.misconception).toBe('june-july');
    expect(monthsHints['june-july']).toBe('Say them in order: May, June, July. June comes first.');
  });

  it('names the new year when January is put before December', () => {
    const item = orderItem([10, 11, 12, 1, 2]);
    const sortedByNumber = checkMonths(item, { kind: 'order', order: [1, 2, 10, 11, 12] });
    expect(sortedByNumber.correct).toBe(false);
    expect(sortedByNumber.misconception).toBe('wrap');
    expect(monthsHints.wrap).toBe('After December a new year starts, with January.');
    // A run that wraps is right only starting with its first month.
    expect(checkMonths(item, { kind: 'order', order: [10, 11, 12, 1, 2] }).correct).toBe(true);
    expect(checkMonths(item, { kind: 'order', order: [11, 12, 1, 2, 10] }).correct).toBe(false);
  });

  it('an order with a card missing is never right', () => {
    const item = orderItem([1, 2, 3]);
    expect(checkMonths(item, { kind: 'order', order: [1, 2] }).correct).toBe(false);
  });
});

describe('checkMonths: right after, right before', () => {
  it('after May is June; July names the June–July swap', () => {
    const item = neighbourItem(5, 'after', 6, [6, 4, 7]);
    expect(checkMonths(item, { kind: 'choice', month: 6 }).correct).toBe(true);
    expect(checkMonths(item, { kind: 'choice', month: 7 }).misconception).toBe('june-july');
  });

  it('after June is July; June itself (the pair) names the swap', () => {
    const item = neighbourItem(6, 'after', 7, [7, 5, 6]);
    expect(checkMonths(item, { kind: 'choice', month: 6 }).misconception).toBe('june-july');
  });

  it('after December is January; a wrong pick names the new year', () => {
    const item = neighbourItem(12, 'after', 1, [1, 11, 2]);
    expect(checkMonths(item, { kind: 'choice', month: 1 }).correct).toBe(true);
    expect(checkMonths(item, { kind: 'choice', month: 11 }).misconception).toBe('wrap');
    expect(checkMonths(item, { kind: 'choice', month: 2 }).misconception).toBe('wrap');
  });

  it('before January is December; a wrong pick names the new year', () => {
    const item = neighbourItem(1, 'before', 12, [12, 2, 11]);
    expect(checkMonths(item, { kind: 'choice', month: 12 }).correct).toBe(true);
    expect(checkMonths(item, { kind: 'choice', month: 2 }).misconception).toBe('wrap');
  });

  it('the other neighbour and a month two away get their own hints about the item', () => {
    const item = neighbourItem(9, 'after', 10, [10, 8, 11]);
    const otherSide = checkMonths(item, { kind: 'choice', month: 8 });
    expect(otherSide.misconception).toBe('other-side');
    expect(otherSide.message).toBe(
      'August comes before September. Say the months in order: which one comes next, after September?',
    );
    const twoAway = checkMonths(item, { kind: 'choice', month: 11 });
    expect(twoAway.misconception).toBe('two-away');
    expect(twoAway.message).toBe(
      'November is two months away from September. Look for the month right next to September.',
    );
    const before = neighbourItem(9, 'before', 8, [8, 10, 7]);
    expect(checkMonths(before, { kind: 'choice', month: 10 }).message).toBe(
      'October comes after September. Say the months in order: which one comes just before September?',
    );
  });

  it('marks the card picked', () => {
    const item = neighbourItem(3, 'after', 4, [4, 2, 5]);
    expect(checkMonths(item, { kind: 'choice', month: 5 }).marks).toEqual({
      'month-5': 'incorrect',
    });
    expect(checkMonths(item, { kind: 'choice', month: 4 }).marks).toEqual({
      'month-4': 'correct',
    });
  });
});

describe('checkMonths: the ring', () => {
  const right: RingPlacement = { 'month-4': 4, 'month-6': 6, 'month-7': 7 };

  it('is right when every card is in its own place', () => {
    const item = ringItem([4, 6, 7]);
    expect(checkMonths(item, { kind: 'ring', placement: right }).correct).toBe(true);
  });

  it('marks each card; June and July swapped are named', () => {
    const item = ringItem([4, 6, 7]);
    const result = checkMonths(item, {
      kind: 'ring',
      placement: { ...right, 'month-6': 7, 'month-7': 6 },
    });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('june-july');
    expect(result.message).toBeUndefined();
    expect(result.marks).toEqual({
      'month-4': 'correct',
      'month-6': 'incorrect',
      'month-7': 'incorrect',
    });
  });

  it('names the new year for December and January swapped', () => {
    const item = ringItem([1, 5, 12]);
    const result = checkMonths(item, {
      kind: 'ring',
      placement: { 'month-1': 12, 'month-12': 1, 'month-5': 5 },
    });
    expect(result.misconception).toBe('wrap');
  });

  it('says each different hint once when cards go wrong for different reasons', () => {
    const item = ringItem([3, 6, 7, 9] as Month[]);
    const result = checkMonths(item, {
      kind: 'ring',
      placement: {
        'month-3': 9,
        'month-9': 3,
        'month-6': 7,
        'month-7': 6,
      },
    });
    expect(result.misconception).toBe('ring-neighbours');
    expect(result.message).toBe(`${monthsHints['ring-neighbours']} ${monthsHints['june-july']}`);
  });

  it('a card not placed is never right, and Check waits for every card', () => {
    const item = ringItem([4, 6, 7]);
    const partial: RingPlacement = { 'month-4': 4, 'month-6': 6, 'month-7': null };
    expect(checkMonths(item, { kind: 'ring', placement: partial })).toMatchObject({
      correct: false,
      misconception: 'not-placed',
    });
    expect(isRingDone(item, partial)).toBe(false);
    expect(isRingDone(item, right)).toBe(true);
  });

  it('ringCardMisconception: across the new year, June–July, else the neighbours', () => {
    expect(ringCardMisconception(12, 1)).toBe('wrap');
    expect(ringCardMisconception(1, 11)).toBe('wrap');
    expect(ringCardMisconception(2, 12)).toBe('wrap');
    expect(ringCardMisconception(6, 7)).toBe('june-july');
    expect(ringCardMisconception(1, 2)).toBe('ring-neighbours');
    expect(ringCardMisconception(4, 9)).toBe('ring-neighbours');
  });

  it('an answer of the wrong kind is never right', () => {
    expect(checkMonths(ringItem([1, 2, 3]), { kind: 'choice', month: 1 }).correct).toBe(false);
  });
});

describe('Months of the Year texts', () => {
  it('the worked example says the months in order, across the new year', () => {
    const steps = monthsWorkedExample(orderItem([11, 12, 1]));
    expect(steps.map((step) => step.text)).toEqual([
      'Start with November.',
      'Next comes December.',
      'After December a new year starts, with January.',
      'In order: November, December and January.',
    ]);
  });

  it('the worked example of a neighbour question says the months around it', () => {
    const steps = monthsWorkedExample(neighbourItem(1, 'before', 12, [12, 2, 11]));
    expect(steps.map((step) => step.text)).toEqual([
      'Say the months around January.',
      'December, January, February.',
      'Right before January comes December.',
    ]);
  });

  it('the worked example of the ring fills each blank', () => {
    const steps = monthsWorkedExample(ringItem([1, 4, 12]));
    expect(steps.map((step) => step.text)).toEqual([
      'Place 1 is between December and February. January goes there.',
      'Place 4 is between March and May. April goes there.',
      'Place 12 is between November and January. December goes there.',
    ]);
  });

  it('describes the answer', () => {
    expect(describeMonths(orderItem([3, 4, 5]))).toBe('March, April and May.');
    expect(describeMonths(neighbourItem(12, 'after', 1, [1, 11, 2]))).toBe(
      'Right after December comes January.',
    );
    expect(describeMonths(ringItem([2, 6, 7]))).toBe(
      'February in place 2, June in place 6 and July in place 7.',
    );
  });

  it('the model has 4 steps and a hint for each misconception', () => {
    expect(monthsModel.steps).toBe(4);
    expect(Object.keys(monthsHints)).toContain('default');
  });
});
