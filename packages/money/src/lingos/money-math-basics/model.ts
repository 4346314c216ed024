/**
 * Lingo 2-0, Money Math Basics (Learn): skip-count nickels, dimes and quarters, trade four
 * quarters for a loonie, count on biggest first, and read $1.25 as 125¢. Five guided steps
 * and a closing check of two questions, with pure goal rules per step.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { totalOf } from '../../model/cash';
import { describePieces, formatCents, formatDollars, speakAmount } from '../../model/format';
import { pieces, type CoinId } from '../../model/pieces';

/** Ids of the Money Math Basics steps, in order. */
export const moneyMathStepIds = [
  'count-nickels',
  'count-dimes',
  'quarters-to-loonie',
  'biggest-first',
  'dollars-and-cents',
] as const;
/** One Money Math Basics step id. */
export type MoneyMathStepId = (typeof moneyMathStepIds)[number];

/** What the child does in a step. */
export type MoneyMathTask =
  /** Tap each coin of a row once; each tap says the running total. */
  | { readonly kind: 'tap-count'; readonly coins: readonly CoinId[] }
  /** Tap the quarters to count them, then move them onto the loonie outline. */
  | { readonly kind: 'trade-for-loonie'; readonly coins: readonly CoinId[] }
  /** Put the coins in order, biggest first, then tap them to count on. */
  | { readonly kind: 'sort-then-count'; readonly coins: readonly CoinId[] }
  /** Add the goal coins to the purse, then tap the total to switch how it is written. */
  | { readonly kind: 'build-and-switch'; readonly goal: readonly CoinId[] };

/** One guided step: its prompt, what the child does, and what is said when it is done. */
export interface MoneyMathStep extends LessonStep {
  readonly id: MoneyMathStepId;
  readonly task: MoneyMathTask;
  /** Said when the step is done. */
  readonly done: string;
}

const times = (count: number, coin: CoinId): CoinId[] => Array.from({ length: count }, () => coin);

/** The five steps of money.md 2-0, word for word. */
export const moneyMathSteps: readonly MoneyMathStep[] = [
  {
    id: 'count-nickels',
    prompt: 'Count nickels by fives.',
    task: { kind: 'tap-count', coins: times(4, 'nickel') },
    done: '5, 10, 15, 20 cents.',
  },
  {
    id: 'count-dimes',
    prompt: 'Count dimes by tens.',
    task: { kind: 'tap-count', coins: times(5, 'dime') },
    done: '10, 20, 30, 40, 50 cents.',
  },
  {
    id: 'quarters-to-loonie',
    prompt: 'Count quarters by 25s. Four quarters make 1 dollar!',
    task: { kind: 'trade-for-loonie', coins: times(4, 'quarter') },
    done: '4 quarters = 1 loonie.',
  },
  {
    id: 'biggest-first',
    prompt: 'Start with the coin worth the most, then count on.',
    // Shown in an order that is not already biggest first.
    task: { kind: 'sort-then-count', coins: ['dime', 'nickel', 'quarter', 'dime'] },
    done: '25, 35, 45, 50 cents.',
  },
  {
    id: 'dollars-and-cents',
    prompt: '100 cents make 1 dollar. $1.25 means 1 dollar and 25 cents, which is 125 cents.',
    task: { kind: 'build-and-switch', goal: ['loonie', 'quarter'] },
    done: '$1.25 and 125¢ are the same amount: 1 dollar and 25 cents.',
  },
];

/** The running total after `counted` coins of a row, spoken short: "15 cents". */
export function runningCountSpeech(coins: readonly CoinId[], counted: number): string {
  return speakAmount(totalOf(coins.slice(0, counted)));
}

/** The running totals of a row of coins, as numbers: [5, 10, 15, 20]. */
export function runningTotals(coins: readonly CoinId[]): number[] {
  let sum = 0;
  return coins.map((id) => (sum += pieces[id].value));
}

/** "25, 50, 75, 100 cents": the count so far, as the step's done text says it. */
export function countSoFarText(coins: readonly CoinId[], counted: number): string {
  return `${runningTotals(coins.slice(0, counted)).join(', ')} cents`;
}

/** What is said once the quarters are counted and before they go onto the loonie. */
export const quartersCountedText = '25, 50, 75, 100 cents. Now move the quarters onto the loonie.';

/** Whether coins stand biggest first (each worth no less than the next). */
export function isBiggestFirst(coins: readonly CoinId[]): boolean {
  return coins.every(
    (id, index) => index === 0 || pieces[coins[index - 1] as CoinId].value >= pieces[id].value,
  );
}

/** The hint for an order that is not biggest first (money.md M-ORDER, for this step's coins). */
export const sortHint =
  'Start with the coin worth the most: the quarter. Then the dimes, then the nickel.';

/** Said when the coins are in order, before they are tapped. */
export const sortedText = 'Biggest first! Now tap each coin to count on.';

/** How the build step stands: the goal reached, more needed, or too much in the purse. */
export function buildStatus(
  purse: readonly CoinId[],
  goal: readonly CoinId[],
): 'reached' | 'more' | 'too-much' {
  const sorted = (ids: readonly CoinId[]) => [...ids].sort().join(',');
  if (sorted(purse) === sorted(goal)) return 'reached';
  const left = [...goal];
  for (const id of purse) {
    const index = left.indexOf(id);
    if (index < 0) return 'too-much';
    left.splice(index, 1);
  }
  return 'more';
}

/** What the build step says when the purse holds a coin the goal does not. */
export const tooMuchText =
  'We only need a loonie and a quarter. Tap a coin in the purse to take it out.';

/** What is said once the loonie and quarter are in: tap the total. */
export const builtText = 'Now tap the total to see it in cents.';

/** The two ways the total is written. */
export const totalForms = ['dollars', 'cents'] as const;
/** "$1.25" or "125¢". */
export type TotalForm = (typeof totalForms)[number];

/** The total written in a form: "$1.25" or "125¢". */
export function totalIn(cents: number, form: TotalForm): string {
  return form === 'dollars' ? formatDollars(cents) : formatCents(cents);
}

/** The purse's text alternative: "Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents." */
export function purseText(purse: readonly CoinId[]): string {
  if (purse.length === 0) return 'Purse: empty. Total: 0 cents.';
  return `Purse: ${describePieces(purse, { single: 'count', lastJoin: 'comma' })}. Total: ${speakAmount(
    totalOf(purse),
  )}.`;
}

/** A card of the closing check: its amount as text, and the coins its question shows. */
export interface MoneyMathChoice extends LessonChoice<MoneyMathMisconception> {
  readonly label: string;
}

/** A closing-check question, with the coins it shows (if any). */
export interface MoneyMathQuestion extends LessonQuestion<MoneyMathChoice> {
  readonly coins?: readonly CoinId[];
}

/** Hints of the closing check (money.md conventions M-ONES and M-NOTE). */
export const moneyMathHints = {
  'M-ONES': 'Each coin has its own value. A dime is 10 cents, so count 10, 20, 30.',
  'M-NOTE':
    'The two numbers after the dot are the cents. $1.05 is 1 dollar and 5 cents. $1.50 is 1 dollar and 50 cents.',
} as const;

/** The misconceptions the closing check names. */
export type MoneyMathMisconception = keyof typeof moneyMathHints;

/** The closing check: both must be right. */
export const moneyMathCheck: readonly MoneyMathQuestion[] = [
  {
    id: 'how-much',
    prompt: 'How much money? A quarter, a dime and 2 nickels.',
    coins: ['quarter', 'dime', 'nickel', 'nickel'],
    choices: [
      { value: '4', label: '4¢', misconception: 'M-ONES' },
      { value: '45', label: '45¢', correct: true },
      {
        value: '40',
        label: '40¢',
        hint: 'Count every coin, biggest first: the quarter, the dime, then both nickels.',
      },
    ],
  },
  {
    id: 'one-dollar-five',
    prompt: 'Which shows 1 dollar and 5 cents?',
    choices: [
      { value: '150', label: '$1.50', misconception: 'M-NOTE' },
      {
        value: '1500',
        label: '$15.00',
        hint: '$15.00 is 15 dollars. 1 dollar and 5 cents has a 1 before the dot.',
      },
      { value: '105', label: '$1.05', correct: true },
    ],
  },
];

/** The lesson model of Money Math Basics. */
export const moneyMathLesson = {
  steps: moneyMathSteps,
  check: moneyMathCheck,
  hints: moneyMathHints,
} satisfies LessonModel<MoneyMathStep, MoneyMathQuestion, MoneyMathMisconception>;

/** A closing-check card's name for screen readers: "45¢, 45 cents". */
export function choiceName(choice: MoneyMathChoice): string {
  return `${choice.label}, ${speakAmount(Number(choice.value))}`;
}
