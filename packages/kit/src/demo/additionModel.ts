import type { PracticeItemBase, PracticeModel } from '../model/types';

/** A demo item: "What is a + b?". */
export interface AdditionItem extends PracticeItemBase {
  readonly a: number;
  readonly b: number;
}

const largest = [5, 10, 20] as const;

/**
 * A tiny practice model used by the kit's tests and stories: add two numbers, with hints for
 * subtracting instead of adding and for being off by one.
 */
export const additionModel: PracticeModel<AdditionItem, number> = {
  steps: 3,
  generate(step, rng) {
    const max = largest[Math.min(Math.max(step, 1), 3) - 1] as number;
    const a = rng.int(1, max);
    const b = rng.int(1, max);
    return { key: `${a}+${b}`, prompt: `What is ${a} + ${b}?`, a, b };
  },
  check(item, answer) {
    const sum = item.a + item.b;
    if (answer === sum) return { correct: true };
    if (answer === Math.abs(item.a - item.b))
      return { correct: false, misconception: 'subtracted' };
    if (Math.abs(answer - sum) === 1) return { correct: false, misconception: 'off-by-one' };
    return { correct: false };
  },
  hints: {
    subtracted: 'Plus means put together, so the answer is bigger than both numbers.',
    'off-by-one': 'So close! Count on one at a time from the bigger number.',
    default: 'Start at the bigger number and count on the smaller one.',
  },
  workedExample(item) {
    const big = Math.max(item.a, item.b);
    const small = Math.min(item.a, item.b);
    return [
      { text: `Start at the bigger number, ${big}.` },
      { text: `Count on ${small} more.` },
      { text: `${item.a} + ${item.b} = ${item.a + item.b}.` },
    ];
  },
  describe(item) {
    return `${item.a} + ${item.b} = ${item.a + item.b}`;
  },
};
