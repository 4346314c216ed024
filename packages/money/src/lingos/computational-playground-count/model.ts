/**
 * Lingo 2-1, Computational Playground (count a set): a handful of coins in a display purse;
 * the child finds the total by counting on from the coin worth the most, on a ChoiceGrid
 * (step 1) or the NumberPad in cents or dollars.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { totalOf } from '../../model/cash';
import { describePieces, formatAmount, speakAmount } from '../../model/format';
import type { MoneyEntryForm } from '../../model/entry';
import { byValueDescending, pieces, type CoinId, type PieceSide } from '../../model/pieces';

/** One coin as the purse shows it: which coin, and which face is up. */
export interface ShownCoin {
  readonly id: CoinId;
  readonly side: PieceSide;
}

/** A Count It Up item. */
export interface CountCoinsItem extends PracticeItemBase {
  readonly step: number;
  /** The coins in the order the purse shows them. */
  readonly coins: readonly ShownCoin[];
  /** Their value in cents: the answer. */
  readonly total: number;
  /** The amount cards of step 1 (the total and two distractors, shuffled); none from step 2. */
  readonly choices?: readonly number[];
  /** The NumberPad forms allowed, the first one shown first (steps 2–4). */
  readonly forms: readonly MoneyEntryForm[];
}

/** The answer: an amount in cents, picked on a card or typed in a form. */
export interface CountCoinsAnswer {
  readonly amount: number;
  readonly form: MoneyEntryForm | 'card';
}

/** Hint texts of 2-1 (money.md: M-ONES, M-ORDER, M-SIZE, M-NOTE). */
export const countCoinsHints = {
  'M-ONES': 'Each coin has its own value. A dime is 10 cents, so count 10, 20, 30.',
  'M-ORDER': "Let's count again, biggest first.",
  'M-SIZE':
    "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
  'M-NOTE':
    'The two numbers after the dot are the cents. $1.05 is 1 dollar and 5 cents. $1.50 is 1 dollar and 50 cents.',
  default: 'Start with the coin worth the most, then count on. The counting line can help.',
} as const;

/** The mistakes 2-1's checker can name. */
export type CountCoinsMisconception = Exclude<keyof typeof countCoinsHints, 'default'>;

/** The prompt of every item. */
export const countCoinsPrompt = 'How much money is in the purse?';

const idsOf = (coins: readonly ShownCoin[]): CoinId[] => coins.map((coin) => coin.id);

/** The coins' total if every dime were worth 5¢ and every nickel 10¢ (the M-SIZE reading). */
export function sizeSwappedTotal(ids: readonly CoinId[]): number {
  return ids.reduce(
    (sum, id) => sum + (id === 'dime' ? 5 : id === 'nickel' ? 10 : pieces[id].value),
    0,
  );
}

/**
 * Whether `typed` is `total` with its two cents digits read the other way round, the same
 * dollars ($1.05 for $1.50, or the other way round): the M-NOTE misreading.
 */
export function isCentsDigitSwap(typed: number, total: number): boolean {
  if (typed === total || typed < 0) return false;
  const dollars = Math.floor(total / 100);
  if (Math.floor(typed / 100) !== dollars) return false;
  const cents = total % 100;
  const swapped = (cents % 10) * 10 + Math.floor(cents / 10);
  return typed % 100 === swapped;
}

function withinRange(total: number, min: number, max: number): boolean {
  return total >= min && total <= max;
}

/** Step 1: one kind of coin, 2–5 nickels, 2–5 dimes or 1–4 quarters. */
function oneKind(rng: Rng): CoinId[] {
  const kind = rng.pick(['nickel', 'dime', 'quarter'] as const);
  const count = kind === 'quarter' ? rng.int(1, 4) : rng.int(2, 5);
  return Array.from({ length: count }, () => kind);
}

/** `count` coins drawn from `kinds`, each kind at least once when `everyKind`. */
function drawCoins(
  rng: Rng,
  kinds: readonly CoinId[],
  count: number,
  everyKind: boolean,
): CoinId[] {
  const coins = everyKind ? [...kinds] : [];
  while (coins.length < count) coins.push(rng.pick(kinds));
  return rng.shuffle(coins);
}

/** Draws coins until `accept` holds (it always does quickly for the ranges of money.md). */
function drawUntil(draw: () => CoinId[], accept: (ids: readonly CoinId[]) => boolean): CoinId[] {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const ids = draw();
    if (accept(ids)) return ids;
  }
  throw new Error('No coins found for the step');
}

/** True when the coins already stand biggest first (step 4 shows them unsorted). */
function isSortedBiggestFirst(ids: readonly CoinId[]): boolean {
  return ids.every(
    (id, index) => index === 0 || pieces[ids[index - 1] as CoinId].value >= pieces[id].value,
  );
}

function coinsFor(step: number, rng: Rng): CoinId[] {
  switch (step) {
    case 1:
      return oneKind(rng);
    case 2: {
      const kinds = rng.shuffle(['nickel', 'dime', 'quarter'] as const).slice(0, 2);
      return drawUntil(
        () => drawCoins(rng, kinds, rng.int(3, 6), true),
        (ids) => withinRange(totalOf(ids), 15, 100),
      );
    }
    case 3:
      return drawUntil(
        () => drawCoins(rng, ['nickel', 'dime', 'quarter', 'loonie'], rng.int(4, 7), false),
        (ids) => withinRange(totalOf(ids), 30, 300),
      );
    default:
      return drawUntil(
        () =>
          drawCoins(rng, ['nickel', 'dime', 'quarter', 'loonie', 'toonie'], rng.int(5, 9), false),
        (ids) =>
          ids.includes('toonie') &&
          withinRange(totalOf(ids), 100, 795) &&
          !isSortedBiggestFirst(ids),
      );
  }
}

/**
 * The two wrong cards of step 1: the number of coins (M-ONES) and one of the other likely
 * slips (the size swap, or one coin more or fewer), never the total itself.
 */
export function countCoinsDistractors(ids: readonly CoinId[], rng: Rng): number[] {
  const total = totalOf(ids);
  const value = pieces[ids[0] as CoinId].value;
  const others = [sizeSwappedTotal(ids), total + value, total - value].filter(
    (amount) => amount > 0 && amount !== total && amount !== ids.length,
  );
  return [ids.length, rng.pick([...new Set(others)])];
}

/** Generates a 2-1 item for a step (1–4). */
export function generateCountCoins(step: number, rng: Rng): CountCoinsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const ids = coinsFor(clamped, rng);
  // Step 4: 1–2 coins show the King side.
  const kingSides =
    clamped === 4
      ? new Set(rng.shuffle(ids.map((_, index) => index)).slice(0, rng.int(1, 2)))
      : new Set<number>();
  const coins = ids.map((id, index): ShownCoin => ({
    id,
    side: kingSides.has(index) ? 'king' : 'picture',
  }));
  const total = totalOf(ids);
  const forms: readonly MoneyEntryForm[] =
    clamped <= 2 ? ['cents'] : clamped === 3 ? ['cents', 'dollars'] : ['dollars'];
  return {
    key: `count:${byValueDescending(ids).join(',')}`,
    prompt: countCoinsPrompt,
    step: clamped,
    coins,
    total,
    forms,
    ...(clamped === 1 ? { choices: rng.shuffle([total, ...countCoinsDistractors(ids, rng)]) } : {}),
  };
}

/**
 * The answer rule: the total in cents (a dollars entry is already dollars × 100 + cents).
 * A wrong amount names counting each coin as 1 (M-ONES), dimes and nickels swapped (M-SIZE),
 * the cents digits misread ($1.05 for $1.50, M-NOTE), or one coin's value off (M-ORDER).
 */
export function checkCountCoins(
  item: CountCoinsItem,
  answer: CountCoinsAnswer,
): CheckResult<CountCoinsMisconception> {
  const ids = idsOf(item.coins);
  if (answer.amount === item.total) return { correct: true };
  if (answer.amount === ids.length) return { correct: false, misconception: 'M-ONES' };
  const swapped = sizeSwappedTotal(ids);
  if (swapped !== item.total && answer.amount === swapped) {
    return { correct: false, misconception: 'M-SIZE' };
  }
  if (isCentsDigitSwap(answer.amount, item.total)) {
    return { correct: false, misconception: 'M-NOTE' };
  }
  const off = Math.abs(answer.amount - item.total);
  if (ids.some((id) => pieces[id].value === off)) {
    return { correct: false, misconception: 'M-ORDER' };
  }
  return { correct: false };
}

/** The running totals of coins counted biggest first: [25, 35, 45, 50]. */
export function runningTotals(ids: readonly CoinId[]): number[] {
  let sum = 0;
  return ids.map((id) => (sum += pieces[id].value));
}

/**
 * The worked example: the coins sorted biggest first, then each coin counted on, its running
 * total shown and spoken, then the total.
 */
export function countCoinsWorkedExample(
  item: CountCoinsItem,
): { readonly text: string; readonly speech?: string }[] {
  const sorted = byValueDescending(idsOf(item.coins));
  const totals = runningTotals(sorted);
  return [
    {
      text: `Put the coins in order, biggest first: ${describePieces(sorted)}.`,
    },
    ...sorted.map((id, index) => {
      const reached = totals[index] ?? 0;
      return {
        text: `${pieces[id].title}: ${formatAmount(reached)}.`,
        speech: `${pieces[id].title}: ${speakAmount(reached)}.`,
      };
    }),
    {
      text: `That makes ${formatAmount(item.total)}.`,
      speech: `That makes ${speakAmount(item.total)}.`,
    },
  ];
}

/** The coins counted so far at each worked-example step (0 at the sorting step). */
export function countedAtExampleStep(item: CountCoinsItem, index: number): number {
  return Math.min(Math.max(index, 0), item.coins.length);
}

/**
 * The purse's text alternative, each coin in the order shown: "Purse with 5 coins: a nickel,
 * a quarter, a dime, a quarter and a nickel."
 */
export function purseText(ids: readonly CoinId[]): string {
  const count = ids.length;
  return `Purse with ${count} ${count === 1 ? 'coin' : 'coins'}: ${describePieces(ids, {
    order: 'shown',
  })}.`;
}

/** The model of 2-1. */
export const countCoinsModel = {
  steps: 4,
  hints: countCoinsHints,
  generate: generateCountCoins,
  check: checkCountCoins,
  workedExample: countCoinsWorkedExample,
  describe(item: CountCoinsItem): string {
    const sorted = byValueDescending(idsOf(item.coins));
    const counted = runningTotals(sorted).map(formatAmount).join(', ');
    return `Biggest first: ${counted}. That is ${speakAmount(item.total)}.`;
  },
} satisfies PracticeModel<CountCoinsItem, CountCoinsAnswer, CountCoinsMisconception>;
