/**
 * Lingo 3-2, The Corner Store - 2: the child is the cashier. Customers buy 1–3 items; the
 * child totals them, rounds cash totals to 5¢ (never card totals), and gives change from the
 * till by counting up from the price.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  countUpSentence,
  fewestPieces,
  round5,
  totalOf,
  type PaymentMethod,
} from '../../model/cash';
import { describePieces, formatAmount } from '../../model/format';
import { pieces, type PieceId } from '../../model/pieces';
import type { ReceiptInput, ReceiptRow } from '../../widgets/Receipt/receiptModel';
import {
  customerNames,
  pickPricedItem,
  pickPricedItems,
  receiptLinesOf,
  subtotalOf,
  type PriceRule,
  type PricedItem,
} from '../../shop/shop';

/** The parts of an item, in order: type the total or pick the cash total, then give change. */
export const cashierParts = ['total', 'rounded', 'change'] as const;
/** One part of a cashier item. */
export type CashierPart = (typeof cashierParts)[number];

/** A Corner Store - 2 item: one customer at the till. */
export interface CashierItem extends PracticeItemBase {
  readonly step: number;
  readonly customer: string;
  readonly lines: readonly PricedItem[];
  readonly subtotal: number;
  readonly method: PaymentMethod;
  /** round5(subtotal) for cash, the subtotal for a card. */
  readonly total: number;
  /** What the customer hands over (cash only; empty for a card). */
  readonly paid: readonly PieceId[];
  /** paid − total for cash; 0 for a card. */
  readonly change: number;
  /** The parts the child does, in order. */
  readonly parts: readonly CashierPart[];
  /** Step 3 cash: the cash totals to pick from, smallest first. */
  readonly roundedChoices?: readonly number[];
  /** The pieces the till holds (the change tray's bank). */
  readonly till: readonly PieceId[];
  /** Each piece added to the tray speaks the count from the price (steps 1–2). */
  readonly narration: boolean;
}

/** What the cashier has done. */
export interface CashierAnswer {
  /** The total typed. */
  readonly total?: number;
  /** The cash total picked (step 3, cash). */
  readonly rounded?: number;
  /** The pieces in the change tray. */
  readonly tray: readonly PieceId[];
}

/** Hint texts of The Corner Store - 2 (money.md 3-2 and convention 5). */
export const cashierHints = {
  'M-ROUND': 'Add everything up first, then round the total, and only when paying cash.',
  'wrong-way': '6 and 7 go down to 5. 8 and 9 go up to the next 10.',
  'card-exact': 'Card payments are exact: no rounding and no change.',
  'change-count': 'Count up from the price to the money that was paid.',
  total: 'Add the prices together. Start with the bigger price and count on.',
  default: 'Count up from the price to the money that was paid.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type CashierMisconception = Exclude<keyof typeof cashierHints, 'default'>;

const coins: readonly PieceId[] = ['nickel', 'dime', 'quarter', 'loonie', 'toonie'];

/** The till of each step: what change can be given with. */
export const tills: Readonly<Record<1 | 2 | 3 | 4, readonly PieceId[]>> = {
  1: coins,
  2: [...coins, 'bill-5'],
  3: [...coins, 'bill-5', 'bill-10'],
  4: [...coins, 'bill-5', 'bill-10', 'bill-20'],
};

/**
 * The cash totals of step 3 to pick from: the exact subtotal and the three nearest totals
 * ending in 0 or 5 (when the subtotal already ends in 0 or 5, it is the right one, and the
 * three others are the nearest multiples of 5 around it), smallest first.
 */
export function cashierRoundedChoices(subtotal: number): number[] {
  const candidates: number[] = [];
  const base = Math.floor(subtotal / 5) * 5;
  for (let offset = -3; offset <= 4; offset += 1) {
    const candidate = base + offset * 5;
    if (candidate > 0 && candidate !== subtotal) candidates.push(candidate);
  }
  // Nearest first; a tie goes to the higher one.
  candidates.sort((a, b) => Math.abs(a - subtotal) - Math.abs(b - subtotal) || b - a);
  return [subtotal, ...candidates.slice(0, 3)].sort((a, b) => a - b);
}

/** A choice card's words: "$2.30 (no rounding needed)" for a subtotal already ending in 0 or 5. */
export function roundedChoiceLabel(choice: number, subtotal: number): string {
  return choice === subtotal && subtotal % 5 === 0
    ? `${formatAmount(choice)}, no rounding needed`
    : formatAmount(choice);
}

/** The smallest bill of `bills` that covers `amount`. */
function smallestBill(amount: number, bills: readonly PieceId[]): PieceId | undefined {
  return bills.find((bill) => pieces[bill].value >= amount);
}

/**
 * Coins a customer adds so the change comes out simpler (step 4): the fewest coins whose
 * value makes the change's cents 0, 25, 50 or 75 (cash total $9.85, paid $20.10, change
 * $10.25). Null when the change is already that simple.
 */
export function simplerChangeCoins(total: number, paidWithBill: number): PieceId[] | null {
  const cents = (paidWithBill - total) % 100;
  if (cents % 25 === 0) return null;
  for (let extra = 5; extra < 100; extra += 5) {
    if ((cents + extra) % 25 === 0) return fewestPieces(extra, ['nickel', 'dime', 'quarter']);
  }
  return null;
}

interface StepPlan {
  readonly rule: PriceRule;
  readonly count: (rng: Rng) => number;
  readonly maxTotal: number;
}

const plans: Readonly<Record<1 | 2 | 3 | 4, StepPlan>> = {
  1: {
    rule: { unit: 5, max: 495, allow: (price) => price % 100 !== 0 },
    count: () => 1,
    maxTotal: 495,
  },
  2: { rule: { unit: 5, max: 995 }, count: () => 2, maxTotal: 1000 },
  3: { rule: { unit: 1, max: 1500 }, count: (rng) => rng.int(2, 3), maxTotal: 1500 },
  4: { rule: { unit: 1, max: 1795 }, count: () => 3, maxTotal: 4000 },
};

function partsFor(step: number, method: PaymentMethod): CashierPart[] {
  if (method === 'card') return ['total'];
  if (step === 1) return ['change'];
  if (step === 3) return ['rounded', 'change'];
  return ['total', 'change'];
}

/** What the customer pays with, for a step and a cash total. */
function payment(step: 1 | 2 | 3 | 4, total: number, rng: Rng): PieceId[] {
  if (step === 1) return fewestPieces(Math.ceil(total / 100) * 100, coins) ?? [];
  const bills: PieceId[] =
    step === 2 ? ['bill-5', 'bill-10'] : ['bill-5', 'bill-10', 'bill-20', 'bill-50'];
  const bill = smallestBill(total + 1, bills) ?? 'bill-50';
  if (step === 4 && rng.next() < 0.5) {
    const extra = simplerChangeCoins(total, pieces[bill].value);
    if (extra) return [bill, ...extra];
  }
  return [bill];
}

/**
 * Generates a cashier item for a step (1–4). From step 3, 1 customer in 4 pays by card.
 * Step 1 never prices a whole dollar; step 2's totals are never exactly $5 or $10.
 */
export function generateCashier(step: number, rng: Rng): CashierItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const plan = plans[clamped];
  for (;;) {
    const count = plan.count(rng);
    const lines =
      count === 1 ? [pickPricedItem(rng, plan.rule)] : pickPricedItems(rng, count, plan.rule);
    const subtotal = subtotalOf(lines);
    if (subtotal > plan.maxTotal) continue;
    if (clamped === 2 && (subtotal === 500 || subtotal === 1000)) continue;
    const method: PaymentMethod = clamped >= 3 && rng.int(1, 4) === 1 ? 'card' : 'cash';
    const total = method === 'cash' ? round5(subtotal) : subtotal;
    const paid = method === 'cash' ? payment(clamped, total, rng) : [];
    const change = method === 'cash' ? totalOf(paid) - total : 0;
    if (method === 'cash' && change <= 0) continue;
    const customer = rng.pick(customerNames);
    const parts = partsFor(clamped, method);
    return {
      key: `till:${clamped}:${method}:${lines.map((line) => `${line.item.id}@${line.price}`).join('+')}:${paid.join(',')}`,
      prompt: promptFor(customer, method, parts),
      step: clamped,
      customer,
      lines,
      subtotal,
      method,
      total,
      paid,
      change,
      parts,
      ...(parts.includes('rounded') ? { roundedChoices: cashierRoundedChoices(subtotal) } : {}),
      till: tills[clamped],
      narration: clamped <= 2,
    };
  }
}

function promptFor(customer: string, method: PaymentMethod, parts: readonly CashierPart[]): string {
  if (method === 'card') return `${customer} pays by card. Type the total.`;
  if (parts.includes('rounded'))
    return `${customer} pays cash. Pick the total, then give the change.`;
  if (parts.includes('total'))
    return `${customer} pays cash. Type the total, then give the change.`;
  return `${customer} pays cash. Give the change by counting up from the price.`;
}

/** A typed total's problem, if any. */
function checkTotal(
  item: CashierItem,
  typed: number | undefined,
): CheckResult<CashierMisconception> | null {
  if (!item.parts.includes('total') || typed === item.total) return null;
  const marks = { total: 'incorrect' } as const;
  if (item.method === 'card' && typed === round5(item.subtotal)) {
    return { correct: false, misconception: 'card-exact', marks };
  }
  return roundingProblem(item, typed) ?? { correct: false, misconception: 'total', marks };
}

/** Each item rounded on its own (M-ROUND), or rounded the wrong way, or not rounded. */
function roundingProblem(
  item: CashierItem,
  given: number | undefined,
): CheckResult<CashierMisconception> | null {
  if (item.method !== 'cash' || given === undefined || given === item.total) return null;
  const part = item.parts.includes('rounded') ? 'rounded' : 'total';
  const marks = { [part]: 'incorrect' } as const;
  const eachRounded = item.lines.reduce((sum, line) => sum + round5(line.price), 0);
  if (given === eachRounded) return { correct: false, misconception: 'M-ROUND', marks };
  if (given === item.subtotal) return { correct: false, misconception: 'M-ROUND', marks };
  if (given % 5 === 0 && Math.abs(given - item.subtotal) < 5) {
    return { correct: false, misconception: 'wrong-way', marks };
  }
  return null;
}

/**
 * The answer rule (money.md 3-2): cash total = round5(subtotal), card total = subtotal; the
 * change tray is right when its total equals paid − cash total, whatever the pieces (the
 * fewest pieces earn a star). The first wrong part is the one the hint speaks of.
 */
export function checkCashier(
  item: CashierItem,
  answer: CashierAnswer,
): CheckResult<CashierMisconception> {
  const totalProblem = checkTotal(item, answer.total);
  if (totalProblem) return totalProblem;
  if (item.parts.includes('rounded') && answer.rounded !== item.total) {
    return (
      roundingProblem(item, answer.rounded) ?? {
        correct: false,
        misconception: 'wrong-way',
        marks: { rounded: 'incorrect' },
      }
    );
  }
  if (item.method === 'card') {
    if (answer.tray.length > 0) {
      return { correct: false, misconception: 'card-exact', marks: { change: 'incorrect' } };
    }
    return { correct: true, marks: { total: 'correct' } };
  }
  const given = totalOf(answer.tray);
  if (given !== item.change) {
    return {
      correct: false,
      misconception: 'change-count',
      message: countUpSentence(item.total, totalOf(item.paid)),
      marks: { change: 'incorrect' },
    };
  }
  const fewest = fewestPieces(item.change, item.till);
  return fewest && answer.tray.length <= fewest.length
    ? {
        correct: true,
        message: 'Right change, with the fewest pieces! You earned a star.',
        marks: { change: 'correct' },
      }
    : { correct: true, marks: { change: 'correct' } };
}

/** "Paid with a $5 bill." / "Paid with a $20 bill and a dime." / "Paid by card." */
export function paidText(item: CashierItem): string {
  return item.method === 'card' ? 'Paid by card.' : `Paid with ${describePieces(item.paid)}.`;
}

/** What the concept's Receipt shows for a customer. */
export interface CashierReceipt extends Required<Pick<ReceiptInput, 'lines' | 'payment' | 'paid'>> {
  readonly rows: readonly ReceiptRow[];
  readonly hidden: readonly ReceiptRow[];
  readonly paidWith: string;
}

/**
 * The customer's receipt: the item lines, a subtotal (more than one item, or a total to
 * round), the "Cash rounding" line when there is one, the total and, for cash, what was
 * paid. The sums are "?" while the child still has to find them. Read aloud: "Receipt: juice
 * box, 1 dollar 49. Apple, 79 cents. Subtotal 2 dollars 28. Cash rounding, plus 2 cents.
 * Total 2 dollars 30. Paid with a $5 bill."
 */
export function cashierReceipt(item: CashierItem, totalFound: boolean): CashierReceipt {
  const cash = item.method === 'cash';
  const rounds = cash && item.total !== item.subtotal;
  const rows: ReceiptRow[] = [];
  if (item.lines.length > 1 || rounds) rows.push('subtotal');
  if (rounds) rows.push('rounding');
  rows.push('total');
  if (cash) rows.push('paid');
  const toFind = rows.filter(
    (row) => row === 'rounding' || row === 'total' || (row === 'subtotal' && item.lines.length > 1),
  );
  return {
    lines: receiptLinesOf(item.lines),
    payment: item.method,
    paid: cash ? totalOf(item.paid) : null,
    paidWith: describePieces(item.paid),
    rows,
    hidden: totalFound ? [] : toFind,
  };
}

/** The worked example: the total (rounded for cash), then the count-up to the amount paid. */
export function cashierWorkedExample(item: CashierItem): { text: string }[] {
  const steps: { text: string }[] = [];
  if (item.lines.length > 1) {
    const prices = item.lines.map((line) => formatAmount(line.price)).join(' + ');
    steps.push({ text: `Add the prices: ${prices} = ${formatAmount(item.subtotal)}.` });
  } else {
    const [first] = item.lines;
    if (first) steps.push({ text: `The ${first.item.name} costs ${formatAmount(first.price)}.` });
  }
  if (item.method === 'card') {
    steps.push({
      text: `${item.customer} pays by card: the total is exactly ${formatAmount(item.total)}. No rounding and no change.`,
    });
    return steps;
  }
  if (item.total !== item.subtotal) {
    steps.push({
      text: `Paying cash, ${formatAmount(item.subtotal)} rounds to ${formatAmount(item.total)}.`,
    });
  }
  const paid = totalOf(item.paid);
  steps.push({ text: `${item.customer} pays ${formatAmount(paid)}.` });
  steps.push({ text: countUpSentence(item.total, paid, { conclude: true, allowed: item.till }) });
  return steps;
}

/** The model of The Corner Store - 2. */
export const cashierModel = {
  steps: 4,
  hints: cashierHints,
  generate: generateCashier,
  check: checkCashier,
  workedExample: cashierWorkedExample,
  describe(item: CashierItem): string {
    return item.method === 'card'
      ? `The total is ${formatAmount(item.total)}, paid by card.`
      : `The total is ${formatAmount(item.total)}. The change is ${formatAmount(item.change)}.`;
  },
} satisfies PracticeModel<CashierItem, CashierAnswer, CashierMisconception>;
