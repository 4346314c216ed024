/**
 * A receipt's numbers and words, pure: the subtotal of the item lines, the "Cash rounding"
 * line (cash only: the total of a cash payment goes to the nearest 5¢, each item never
 * does), the total, what was paid and the change.
 */
import { cashRounding, type PaymentMethod } from '../../model/cash';
import { speakAmount, speakAmountShort, speakSignedAmount } from '../../model/format';

/** One item line: "Juice box $1.49". */
export interface ReceiptLine {
  readonly label: string;
  /** Its price in cents. */
  readonly amount: number;
}

/** What a receipt is made from. */
export interface ReceiptInput {
  readonly lines: readonly ReceiptLine[];
  /** Cash (default; the total is rounded to 5¢) or card (exact). */
  readonly payment?: PaymentMethod;
  /** What the customer handed over, in cents. */
  readonly paid?: number | null;
}

/** A receipt's sums, in cents. */
export interface ReceiptTotals {
  readonly subtotal: number;
  /** round5(subtotal) − subtotal for cash, from −2 to +2; 0 for card. */
  readonly rounding: number;
  readonly total: number;
  readonly paid: number | null;
  /** paid − total; null when nothing was paid or it is not enough. */
  readonly change: number | null;
}

/** The sums of a receipt. */
export function receiptTotals({
  lines,
  payment = 'cash',
  paid = null,
}: ReceiptInput): ReceiptTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const rounding = payment === 'cash' ? cashRounding(subtotal) : 0;
  const total = subtotal + rounding;
  const change = paid !== null && paid >= total ? paid - total : null;
  return { subtotal, rounding, total, paid, change };
}

/** The rows a receipt can show below its item lines. */
export const receiptRows = ['subtotal', 'rounding', 'total', 'paid', 'change'] as const;
/** A row below the item lines. */
export type ReceiptRow = (typeof receiptRows)[number];

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Options of {@link receiptText}. */
export interface ReceiptTextOptions {
  /** The rows said after the lines (default: those that apply). */
  readonly rows?: readonly ReceiptRow[];
  /** How the payment is said: "a $5 bill" → "Paid with a $5 bill." */
  readonly paidWith?: string;
  /** Rows whose amount is the question: said as "to find". */
  readonly hidden?: readonly ReceiptRow[];
}

/**
 * A receipt read aloud, as money.md writes it: "Receipt: juice box, 1 dollar 49. Apple, 79
 * cents. Subtotal 2 dollars 28. Cash rounding, plus 2 cents. Total 2 dollars 30. Paid with a
 * $5 bill."
 */
export function receiptText(input: ReceiptInput, options: ReceiptTextOptions = {}): string {
  const totals = receiptTotals(input);
  const rows = options.rows ?? defaultReceiptRows(input);
  const hidden = new Set(options.hidden ?? []);
  const amount = (row: ReceiptRow, cents: number, say: (value: number) => string) =>
    hidden.has(row) ? 'to find' : say(cents);
  const parts = input.lines.map(
    (line, index) =>
      `${index === 0 ? `Receipt: ${lowerFirst(line.label)}` : line.label}, ${speakAmountShort(line.amount)}.`,
  );
  if (parts.length === 0) parts.push('Receipt: no items.');
  for (const row of rows) {
    if (row === 'subtotal')
      parts.push(`Subtotal ${amount(row, totals.subtotal, speakAmountShort)}.`);
    if (row === 'rounding')
      parts.push(`Cash rounding, ${amount(row, totals.rounding, speakSignedAmount)}.`);
    if (row === 'total') parts.push(`Total ${amount(row, totals.total, speakAmountShort)}.`);
    if (row === 'paid' && totals.paid !== null) {
      parts.push(
        options.paidWith && !hidden.has(row)
          ? `Paid with ${options.paidWith}.`
          : `Paid ${amount(row, totals.paid, speakAmountShort)}.`,
      );
    }
    if (row === 'change' && (totals.change !== null || hidden.has(row))) {
      parts.push(`Change: ${amount(row, totals.change ?? 0, speakAmount)}.`);
    }
  }
  return parts.join(' ');
}

/**
 * The rows that apply: a subtotal for more than one item or a rounding to make; the cash
 * rounding line when there is one; the total, except for one item paid in cash with nothing
 * to round (money.md 3-0: "Juice box $1.50. Paid $1.50. Change $0.00."); paid and change
 * once something was paid.
 */
export function defaultReceiptRows(input: ReceiptInput): ReceiptRow[] {
  const totals = receiptTotals(input);
  const cash = (input.payment ?? 'cash') === 'cash';
  const rows: ReceiptRow[] = [];
  const needsRounding = cash && totals.subtotal % 5 !== 0;
  if (input.lines.length > 1 || needsRounding) rows.push('subtotal');
  if (needsRounding) rows.push('rounding');
  if (input.lines.length > 1 || needsRounding || !cash) rows.push('total');
  if (totals.paid !== null) rows.push('paid', 'change');
  return rows;
}
