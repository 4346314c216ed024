/**
 * Lingo 3-0, Money Transactions (Learn): price, pay and change; finding change by counting
 * up from the price; cash totals round to the nearest 5¢ and card totals do not. Five guided
 * steps as data with pure goal rules, then the closing check.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { round5, totalOf } from '../../model/cash';
import { formatAmount, formatDollars, speakAmountShort } from '../../model/format';
import type { PieceId } from '../../model/pieces';

/** Ids of the Money Transactions steps, in order. */
export const moneyTransactionsStepIds = [
  'pay-exactly',
  'pay-with-toonie',
  'count-up',
  'round-to-five',
  'cash-or-card',
] as const;
/** One step id. */
export type MoneyTransactionsStepId = (typeof moneyTransactionsStepIds)[number];

/** The juice box of steps 1–3. */
export const juiceBoxPrice = 150;

/** Step 1's purse: a loonie and 2 quarters make $1.50 exactly; the rest would be too much. */
export const exactPurse: readonly PieceId[] = ['toonie', 'loonie', 'quarter', 'quarter', 'dime'];

/** Step 2's purse: a toonie, and the coins of step 1 (paying with them is not this step). */
export const toonieFirstPurse: readonly PieceId[] = ['toonie', 'loonie', 'quarter', 'quarter'];

/** Step 3: the change the cashier hands back, one quarter at a time. */
export const changeQuarters: readonly PieceId[] = ['quarter', 'quarter'];

/** The two rounds of step 4: the amounts to sort and the two bins of each. */
export const roundingRounds = [
  { amounts: [251, 252, 253, 254], bins: [250, 255] },
  { amounts: [256, 257, 258, 259], bins: [255, 260] },
] as const;

/** Step 5's receipt total. */
export const cardReceiptTotal = 348;

/** Step 5's receipt: a juice box and a sticker pack, $3.48 together. */
export const cardReceiptLines = [
  { label: 'Juice box', amount: 149 },
  { label: 'Sticker pack', amount: 199 },
] as const;

/** The rule card of step 4. */
export const roundingRuleCard = [
  '1 and 2 go down.',
  '3 and 4 go up to 5.',
  '6 and 7 go down to 5.',
  '8 and 9 go up.',
] as const;

/** What step 1 says when the counter holds `paid`; null when the step is done. */
export function exactPaymentFeedback(paid: readonly PieceId[]): string | null {
  const amount = totalOf(paid);
  if (amount === juiceBoxPrice) return null;
  if (amount > juiceBoxPrice) {
    return `That is ${formatAmount(amount)}, more than $1.50. Take a coin back.`;
  }
  return `That is ${formatAmount(amount)}. You need ${formatAmount(juiceBoxPrice - amount)} more.`;
}

/** Whether step 2 is done: a toonie, alone, on the counter. */
export function paidWithToonie(paid: readonly PieceId[]): boolean {
  return paid.length === 1 && paid[0] === 'toonie';
}

/** What step 2 says when the counter holds `paid` and it is not a toonie alone. */
export function toonieFeedback(paid: readonly PieceId[]): string {
  if (paid.length === 0) return 'Put the toonie on the counter.';
  if (paid.includes('toonie')) return 'Pay with the toonie by itself. Take the other coins back.';
  return 'Pay with a toonie: take these coins back and put the toonie on the counter.';
}

/** The count of step 3 after `handed` quarters: $1.50, $1.75, $2.00. */
export function countUpAfter(handed: number): number {
  return juiceBoxPrice + 25 * handed;
}

/** The bin an amount goes into when paying cash: round5. */
export function roundingBinFor(cents: number): number {
  return round5(cents);
}

/**
 * The hint when an amount goes into the wrong bin, by its last digit: "$2.53 ends in 3. 3
 * and 4 go up to 5: $2.55."
 */
export function roundingHint(cents: number): string {
  const digit = cents % 10;
  const rule =
    digit === 1 || digit === 2
      ? '1 and 2 go down'
      : digit === 3 || digit === 4
        ? '3 and 4 go up to 5'
        : digit === 6 || digit === 7
          ? '6 and 7 go down to 5'
          : digit === 8 || digit === 9
            ? '8 and 9 go up'
            : 'it stays';
  return `${formatAmount(cents)} ends in ${digit}. ${rule.charAt(0).toUpperCase()}${rule.slice(1)}: ${formatAmount(round5(cents))}.`;
}

/** "2 dollars 53 goes into 2 dollars 55." */
export function roundingBinText(cents: number): string {
  return `${speakAmountShort(cents)} goes into ${speakAmountShort(roundingBinFor(cents))}.`;
}

/** What step 5 says when the child taps a way of paying. */
export function paymentText(method: 'cash' | 'card'): string {
  return method === 'cash'
    ? `Cash: the total goes to the nearest 5 cents, ${formatAmount(receiptTotalFor('cash'))}.`
    : `Card: you pay the exact total, ${formatAmount(receiptTotalFor('card'))}.`;
}

/** The total on step 5's receipt for each way of paying. */
export function receiptTotalFor(method: 'cash' | 'card'): number {
  return method === 'cash' ? round5(cardReceiptTotal) : cardReceiptTotal;
}

/** The receipt lines of steps 1–3 ("Juice box $1.50. Paid $1.50. Change $0.00."). */
export function juiceBoxReceipt(paid: number | null): string {
  const lines = [`Juice box ${formatDollars(juiceBoxPrice)}.`];
  if (paid !== null) {
    lines.push(`Paid ${formatDollars(paid)}.`, `Change ${formatDollars(paid - juiceBoxPrice)}.`);
  }
  return lines.join(' ');
}

/**
 * The text alternative of the receipt after paying with a toonie: "Receipt: juice box, 1
 * dollar 50. Paid with a toonie. Change: 50 cents."
 */
export const toonieReceiptText =
  'Receipt: juice box, 1 dollar 50. Paid with a toonie. Change: 50 cents.';

/** A Money Transactions step: its prompt and what is said when it is done. */
export interface MoneyTransactionsStep extends LessonStep {
  readonly id: MoneyTransactionsStepId;
  readonly success: string;
}

/** The five steps, texts exactly as money.md gives them. */
export const moneyTransactionsSteps: readonly MoneyTransactionsStep[] = [
  {
    id: 'pay-exactly',
    prompt: 'The price tag says how much something costs. This juice box costs $1.50. Pay exactly.',
    success: 'Juice box $1.50. Paid $1.50. Change $0.00.',
  },
  {
    id: 'pay-with-toonie',
    prompt: 'If you pay with more, you get change back. Pay with a toonie.',
    success: 'Paid $2.00.',
  },
  {
    id: 'count-up',
    prompt: 'The cashier counts up from the price: $1.50 … $1.75 … $2.00. Your change is 50 cents.',
    speech:
      'The cashier counts up from the price: 1 dollar 50, 1 dollar 75, 2 dollars. Your change is 50 cents.',
    success: toonieReceiptText,
  },
  {
    id: 'round-to-five',
    prompt:
      'Canada stopped using pennies in 2013. When you pay with cash, the total goes to the nearest 5 cents.',
    success: '1 and 2 go down, 3 and 4 go up to 5, 6 and 7 go down to 5, 8 and 9 go up.',
  },
  {
    id: 'cash-or-card',
    prompt: 'With a card, you pay the exact total. Nothing is rounded.',
    success: 'Cash: $3.50. Card: $3.48, exactly.',
  },
];

/** The lesson's misconception hints (money.md convention 5). */
export const moneyTransactionsHints = {
  'M-CHANGE':
    'Change is what comes back to you. Count up from the price to the money that was paid.',
  'M-ROUND': 'Add everything up first, then round the total, and only when paying cash.',
} as const;

/** A closing-check card: an amount. */
export interface MoneyTransactionsChoice extends LessonChoice<keyof typeof moneyTransactionsHints> {
  readonly amount: number;
}

const amountCard = (
  amount: number,
  extra: Partial<MoneyTransactionsChoice> = {},
): MoneyTransactionsChoice => ({
  value: String(amount),
  label: formatAmount(amount),
  amount,
  ...extra,
});

/**
 * Money Transactions as a lesson model: the five steps, then the closing check (both
 * questions must be right; a wrong pick gives its hint and another try).
 */
export const moneyTransactionsLesson = {
  steps: moneyTransactionsSteps,
  check: [
    {
      id: 'apple-change',
      prompt: 'An apple costs 65¢. You pay with a loonie. How much change do you get?',
      choices: [
        amountCard(65, { misconception: 'M-CHANGE' }),
        amountCard(35, { correct: true }),
        amountCard(45, {
          hint: 'Count up from 65¢: a dime makes 75¢, and a quarter makes $1.00. That is 35¢.',
        }),
      ],
    },
    {
      id: 'cash-total',
      prompt: 'The total is $3.48, and you pay with cash. How much do you pay?',
      choices: [
        amountCard(345, {
          misconception: 'M-ROUND',
          hint: '$3.48 ends in 8, and 8 and 9 go up to the next 10: $3.50.',
        }),
        amountCard(350, { correct: true }),
        amountCard(340, {
          hint: 'Cash goes to the nearest 5 cents. $3.48 is nearest to $3.50.',
        }),
      ],
    },
  ],
  hints: moneyTransactionsHints,
} satisfies LessonModel<
  MoneyTransactionsStep,
  LessonQuestion<MoneyTransactionsChoice>,
  keyof typeof moneyTransactionsHints
>;
