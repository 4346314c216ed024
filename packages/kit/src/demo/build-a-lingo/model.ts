import type { PracticeItemBase, PracticeModel } from '../../index';

/** An item: "What is 3 + 4?". */
export interface SumItem extends PracticeItemBase {
  readonly a: number;
  readonly b: number;
}

/** The answer: the number typed. */
export type SumAnswer = number;

export const sumHints = {
  subtracted: 'Plus means put together, so the answer is bigger than both numbers.',
  'off-by-one': 'So close! Count on one at a time from the bigger number.',
  default: 'Start at the bigger number and count on.',
};

/** The mistakes the checker can name: exactly the hints' keys. */
export type SumMisconception = Exclude<keyof typeof sumHints, 'default'>;

export const sumModel = {
  steps: 3,
  generate(step, rng) {
    const max = [5, 10, 20][step - 1] ?? 20;
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
  hints: sumHints,
  workedExample: (item) => [
    { text: `Start at ${Math.max(item.a, item.b)}.` },
    { text: `Count on ${Math.min(item.a, item.b)} more.` },
    { text: `${item.a} + ${item.b} = ${item.a + item.b}.` },
  ],
  describe: (item) => `${item.a} + ${item.b} = ${item.a + item.b}`,
} satisfies PracticeModel<SumItem, SumAnswer, SumMisconception>;
