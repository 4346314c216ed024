/**
 * Lingo 3-1, The Corner Store: as the shopper, pay for items from a given purse with no extra
 * piece, then work out the change. Step 3 adds typing the total, step 4 prices to the cent
 * and picking the cash total rounded to 5¢. Every part of an item must be right on the first
 * try for it to count.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  amountShort,
  canTakeBack,
  countUpSentence,
  removablePiece,
  round5,
  totalOf,
} from '../../model/cash';
import { describePieces, formatAmount, speakAmount, speakAmountShort } from '../../model/format';
import { byValueDescending, pieces, type PieceId } from '../../model/pieces';
import {
  pickPricedItem,
  pickPricedItems,
  subtotalOf,
  type PriceRule,
  type PricedItem,
} from '../../shop/shop';

/** The parts of an item, in the order the child does them. */
export const cornerStoreParts = ['total', 'rounded', 'pay', 'change'] as const;
/** Type the total (step 3), pick the rounded cash total (step 4), pay, give the change. */
export type CornerStorePart = (typeof cornerStoreParts)[number];

/** A Corner Store item. */
export interface CornerStoreItem extends PracticeItemBase {
  readonly step: number;
  /** What is bought, with prices. */
  readonly lines: readonly PricedItem[];
  /** The sum of the prices. */
  readonly subtotal: number;
  /** What must be paid: the subtotal, or round5(subtotal) at step 4 (cash). */
  readonly cashTotal: number;
  /** The child's purse, biggest first. */
  readonly purse: readonly PieceId[];
  /** The parts this item asks for, in order. */
  readonly parts: readonly CornerStorePart[];
  /** How the change is answered: picking its value (step 1) or typing it. */
  readonly changeMode: 'choice' | 'number-pad';
  /** Step 4: the three cash totals to pick from, smallest first. */
  readonly roundedChoices?: readonly number[];
}

/** What the child has done: each part filled in as it is reached. */
export interface CornerStoreAnswer {
  /** The total typed (step 3). */
  readonly total?: number;
  /** The cash total picked (step 4). */
  readonly rounded?: number;
  /** The pieces put on the counter. */
  readonly paid: readonly PieceId[];
  /** The change picked or typed. */
  readonly change?: number;
}

/** Hint texts of The Corner Store (money.md 3-1 and convention 5). */
export const cornerStoreHints = {
  short: 'That is not enough yet. Put another piece on the counter.',
  'extra-piece': 'You paid enough without one of your pieces. Take it back.',
  'M-CHANGE':
    'Change is what comes back to you. Count up from the price to the money that was paid.',
  'M-ROUND':
    'Add everything up first, then round the total, and only when paying cash. 8 and 9 go up to the next 10.',
  total: 'Add the prices together. Start with the bigger price and count on.',
  default: 'Count up from the price to the money that was paid.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type CornerStoreMisconception = Exclude<keyof typeof cornerStoreHints, 'default'>;

/** The cash-rounding rule for a last digit, as a child hears it. */
export function roundingRuleFor(cents: number): string {
  const digit = ((cents % 10) + 10) % 10;
  if (digit === 1 || digit === 2) return '1 and 2 go down to 0.';
  if (digit === 3 || digit === 4) return '3 and 4 go up to 5.';
  if (digit === 6 || digit === 7) return '6 and 7 go down to 5.';
  if (digit === 8 || digit === 9) return '8 and 9 go up to the next 10.';
  return '0 and 5 stay as they are.';
}

/** The sum of each price rounded on its own: the M-ROUND mistake's total. */
export function roundedEachTotal(lines: readonly PricedItem[]): number {
  return lines.reduce((sum, line) => sum + round5(line.price), 0);
}

/** Every sub-multiset of the purse, by index (the purse has at most 9 pieces). */
function subsets(purse: readonly PieceId[]): PieceId[][] {
  const result: PieceId[][] = [];
  for (let mask = 1; mask < 1 << purse.length; mask += 1) {
    result.push(purse.filter((_piece, index) => (mask & (1 << index)) !== 0));
  }
  return result;
}

/** Whether some pieces of the purse make exactly `amount` (then no change would come back). */
export function canPayExactly(purse: readonly PieceId[], amount: number): boolean {
  return subsets(purse).some((set) => totalOf(set) === amount);
}

/** Whether a payment is right: enough, and no piece could be taken back. */
export function isGoodPayment(paid: readonly PieceId[], cashTotal: number): boolean {
  return totalOf(paid) >= cashTotal && !canTakeBack(paid, cashTotal);
}

/**
 * The payment a worked example shows: of the purse's right payments, the one paying least,
 * then with the fewest pieces. Null when the purse cannot pay.
 */
export function bestPayment(purse: readonly PieceId[], cashTotal: number): PieceId[] | null {
  let best: PieceId[] | null = null;
  for (const set of subsets(purse)) {
    if (!isGoodPayment(set, cashTotal)) continue;
    if (
      !best ||
      totalOf(set) < totalOf(best) ||
      (totalOf(set) === totalOf(best) && set.length < best.length)
    ) {
      best = set;
    }
  }
  return best ? byValueDescending(best) : null;
}

/**
 * The change cards of step 1 for a payment: the change, and two wrong amounts, the price or
 * the amount paid first (M-CHANGE), smallest first.
 */
export function changeChoices(cashTotal: number, paid: number): number[] {
  const change = paid - cashTotal;
  const others: number[] = [];
  for (const candidate of [cashTotal, paid, change + 25, change + 10, change + 50, change + 5]) {
    if (candidate > 0 && candidate !== change && !others.includes(candidate))
      others.push(candidate);
    if (others.length === 2) break;
  }
  return [change, ...others].sort((a, b) => a - b);
}

/**
 * The three cash totals of step 4: round5(subtotal), the other way round (the nearest
 * multiple of 5 on the wrong side), and each price rounded on its own (M-ROUND) or, when that
 * gives the same, the next multiple of 5 beyond.
 */
export function roundedTotalChoices(lines: readonly PricedItem[]): number[] {
  const subtotal = subtotalOf(lines);
  const right = round5(subtotal);
  const down = Math.floor(subtotal / 5) * 5;
  const wrongWay = right === down ? down + 5 : down;
  const choices = [right, wrongWay];
  const each = roundedEachTotal(lines);
  if (!choices.includes(each)) choices.push(each);
  for (const extra of [right + 5, right - 5, wrongWay - 5, wrongWay + 5]) {
    if (choices.length === 3) break;
    if (extra > 0 && !choices.includes(extra)) choices.push(extra);
  }
  return choices.sort((a, b) => a - b);
}

const coins: readonly PieceId[] = ['nickel', 'dime', 'quarter', 'loonie', 'toonie'];

/** The rules of a step: prices, how many items, the purse. */
interface StepPlan {
  readonly rule: PriceRule;
  readonly count: (rng: Rng) => number;
  /** The highest total. */
  readonly maxTotal: number;
  readonly purse: (rng: Rng, cashTotal: number) => PieceId[];
}

const randomCoins = (rng: Rng, count: number): PieceId[] =>
  Array.from({ length: count }, () => rng.pick(coins));

const plans: Readonly<Record<1 | 2 | 3 | 4, StepPlan>> = {
  1: {
    rule: { unit: 25, max: 200 },
    count: () => 1,
    maxTotal: 200,
    purse: (rng) => randomCoins(rng, rng.int(4, 6)),
  },
  2: {
    rule: { unit: 5, max: 495 },
    count: () => 1,
    maxTotal: 495,
    purse: (rng) => ['bill-5', ...randomCoins(rng, rng.int(2, 5))],
  },
  3: {
    rule: { unit: 5, max: 1500 },
    count: () => 2,
    maxTotal: 1500,
    purse: (rng) => [
      ...Array.from({ length: rng.int(1, 2) }, () => rng.pick<PieceId>(['bill-5', 'bill-10'])),
      ...randomCoins(rng, rng.int(2, 4)),
    ],
  },
  4: {
    rule: { unit: 1, max: 1795 },
    count: (rng) => rng.int(1, 3),
    maxTotal: 2000,
    purse: (rng) => [
      ...Array.from({ length: rng.int(1, 2) }, () =>
        rng.pick<PieceId>(['bill-5', 'bill-10', 'bill-20']),
      ),
      ...randomCoins(rng, rng.int(2, 4)),
    ],
  },
};

const partsOf = (step: number): CornerStorePart[] =>
  step === 3
    ? ['total', 'pay', 'change']
    : step === 4
      ? ['rounded', 'pay', 'change']
      : ['pay', 'change'];

/**
 * Generates a Corner Store item for a step (1–4). The purse can always pay, but never
 * exactly, so change always comes back; at step 4 the subtotal never ends in 0 or 5, so the
 * rounding is always there to do.
 */
export function generateCornerStore(step: number, rng: Rng): CornerStoreItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const plan = plans[clamped];
  for (;;) {
    const count = plan.count(rng);
    const lines =
      count === 1 ? [pickPricedItem(rng, plan.rule)] : pickPricedItems(rng, count, plan.rule);
    const subtotal = subtotalOf(lines);
    if (subtotal > plan.maxTotal) continue;
    if (clamped === 4 && subtotal % 5 === 0) continue;
    const cashTotal = clamped === 4 ? round5(subtotal) : subtotal;
    const purse = byValueDescending(plan.purse(rng, cashTotal));
    if (totalOf(purse) < cashTotal || canPayExactly(purse, cashTotal)) continue;
    return {
      key: `store:${clamped}:${lines.map((line) => `${line.item.id}@${line.price}`).join('+')}:${purse.join(',')}`,
      prompt: promptFor(clamped, lines),
      step: clamped,
      lines,
      subtotal,
      cashTotal,
      purse,
      parts: partsOf(clamped),
      changeMode: clamped === 1 ? 'choice' : 'number-pad',
      ...(clamped === 4 ? { roundedChoices: roundedTotalChoices(lines) } : {}),
    };
  }
}

function promptFor(step: number, lines: readonly PricedItem[]): string {
  const [first] = lines;
  if (step <= 2 && first) {
    return `Buy the ${first.item.name}. It costs ${formatAmount(first.price)}. Pay, then find your change.`;
  }
  if (step === 3) return 'Add up the prices, pay, then find your change.';
  return 'You pay with cash. Pick the cash total, pay, then find your change.';
}

/** A payment's problem, if any: short (with how much more) or a piece that could go back. */
export function checkPayment(
  item: CornerStoreItem,
  paid: readonly PieceId[],
): CheckResult<CornerStoreMisconception> | null {
  const amount = totalOf(paid);
  if (amount < item.cashTotal) {
    return {
      correct: false,
      misconception: 'short',
      message: `You need ${speakAmount(amountShort(amount, item.cashTotal))} more.`,
      marks: { pay: 'incorrect' },
    };
  }
  const extra = removablePiece(paid, item.cashTotal);
  if (extra) {
    return {
      correct: false,
      misconception: 'extra-piece',
      message: `You paid enough without the ${pieces[extra.piece].name}. Take it back.`,
      marks: { pay: 'incorrect' },
    };
  }
  return null;
}

/** A step-3 total's problem, if any. */
export function checkTotal(
  item: CornerStoreItem,
  total: number | undefined,
): CheckResult<CornerStoreMisconception> | null {
  if (!item.parts.includes('total') || total === item.subtotal) return null;
  return { correct: false, misconception: 'total', marks: { total: 'incorrect' } };
}

/** A step-4 cash total's problem, if any: M-ROUND with the rule for this total's last digit. */
export function checkRounded(
  item: CornerStoreItem,
  rounded: number | undefined,
): CheckResult<CornerStoreMisconception> | null {
  if (!item.parts.includes('rounded') || rounded === item.cashTotal) return null;
  return {
    correct: false,
    misconception: 'M-ROUND',
    message: `Add everything up first, then round the total, and only when paying cash. ${roundingRuleFor(item.subtotal)}`,
    marks: { rounded: 'incorrect' },
  };
}

/**
 * The answer rule (money.md 3-1): every part in order: the total typed is the sum of the
 * prices; the cash total picked is round5(sum); the payment is enough with no piece that
 * could go back; the change is paid − cash total (the price or the amount paid given as the
 * change names M-CHANGE). The first wrong part is the one the hint speaks of.
 */
export function checkCornerStore(
  item: CornerStoreItem,
  answer: CornerStoreAnswer,
): CheckResult<CornerStoreMisconception> {
  const early =
    checkTotal(item, answer.total) ??
    checkRounded(item, answer.rounded) ??
    checkPayment(item, answer.paid);
  if (early) return early;
  const paid = totalOf(answer.paid);
  const change = paid - item.cashTotal;
  if (answer.change === change) return { correct: true, marks: { change: 'correct' } };
  const namesPriceOrPaid =
    answer.change === item.cashTotal || answer.change === paid || answer.change === item.subtotal;
  return {
    correct: false,
    ...(namesPriceOrPaid ? { misconception: 'M-CHANGE' as const } : {}),
    message: namesPriceOrPaid
      ? `${cornerStoreHints['M-CHANGE']} ${countUpSentence(item.cashTotal, paid)}`
      : countUpSentence(item.cashTotal, paid),
    marks: { change: 'incorrect' },
  };
}

/** "apple, 85 cents" */
export function lineText(line: PricedItem): string {
  return `${line.item.name}, ${speakAmountShort(line.price)}`;
}

/**
 * The text alternative of the shelf and purse: "Shelf: apple, 85 cents. Comic book, 4
 * dollars 95. Your purse: a $5 bill, 2 toonies and 3 quarters."
 */
export function shelfText(item: CornerStoreItem): string {
  const lines = item.lines.map((line, index) => {
    const text = lineText(line);
    return index === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
  });
  return `Shelf: ${lines.join('. ')}. Your purse: ${describePieces(item.purse)}.`;
}

/**
 * What the counter says while paying: "On the counter: a toonie, 2 dollars. The apple costs
 * 85 cents." (more items: "The total is …").
 */
export function counterText(item: CornerStoreItem, paid: readonly PieceId[]): string {
  const onCounter =
    paid.length === 0
      ? 'On the counter: nothing yet.'
      : `On the counter: ${describePieces(paid)}, ${speakAmountShort(totalOf(paid))}.`;
  const [first] = item.lines;
  const cost =
    item.lines.length === 1 && first && item.cashTotal === first.price
      ? `The ${first.item.name} costs ${speakAmountShort(first.price)}.`
      : `The total is ${speakAmountShort(item.cashTotal)}.`;
  return `${onCounter} ${cost}`;
}

/** The worked example: the total, a right payment, the count-up and the change. */
export function cornerStoreWorkedExample(item: CornerStoreItem): { text: string }[] {
  const steps: { text: string }[] = [];
  const [first] = item.lines;
  if (item.lines.length === 1 && first) {
    steps.push({ text: `The ${first.item.name} costs ${formatAmount(first.price)}.` });
  } else {
    const prices = item.lines.map((line) => formatAmount(line.price)).join(' + ');
    steps.push({ text: `Add the prices: ${prices} = ${formatAmount(item.subtotal)}.` });
  }
  if (item.cashTotal !== item.subtotal) {
    steps.push({
      text: `Paying cash, ${formatAmount(item.subtotal)} rounds to ${formatAmount(item.cashTotal)}: ${roundingRuleFor(item.subtotal)}`,
    });
  }
  const payment = bestPayment(item.purse, item.cashTotal) ?? [...item.purse];
  const paid = totalOf(payment);
  steps.push({
    text: `Pay with ${describePieces(payment)}: ${formatAmount(paid)} is enough, and every piece is needed.`,
  });
  steps.push({ text: countUpSentence(item.cashTotal, paid) });
  steps.push({ text: `Your change is ${formatAmount(paid - item.cashTotal)}.` });
  return steps;
}

/** The model of The Corner Store. */
export const cornerStoreModel = {
  steps: 4,
  hints: cornerStoreHints,
  generate: generateCornerStore,
  check: checkCornerStore,
  workedExample: cornerStoreWorkedExample,
  describe(item: CornerStoreItem): string {
    return item.cashTotal === item.subtotal
      ? `The total is ${formatAmount(item.cashTotal)}.`
      : `The total is ${formatAmount(item.subtotal)}, ${formatAmount(item.cashTotal)} in cash.`;
  },
} satisfies PracticeModel<CornerStoreItem, CornerStoreAnswer, CornerStoreMisconception>;
