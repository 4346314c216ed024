/**
 * Cash arithmetic in whole cents: totals, cash rounding to 5¢ (no pennies since 2013), the
 * fewest pieces for an amount, change, the cashier's count-up, and whether a payment has a
 * piece too many. Pure.
 */
import { formatAmount, joinParts } from './format';
import { pieceIds, pieces, type PieceId } from './pieces';

/** The value of some pieces, in cents. */
export function totalOf(ids: readonly PieceId[]): number {
  return ids.reduce((sum, id) => sum + pieces[id].value, 0);
}

/**
 * Cash rounding (money.md convention 2), by the last digit: 1 and 2 go down to 0, 3 and 4 up
 * to 5, 6 and 7 down to 5, 8 and 9 up to the next 10; 0 and 5 stay. It applies to the total
 * of a cash payment only, never to each item, and never to a card payment.
 */
export function round5(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return Math.floor((cents + 2) / 5) * 5;
}

/** The "Cash rounding" line of a receipt: round5(subtotal) − subtotal, from −2 to +2 cents. */
export function cashRounding(subtotal: number): number {
  return round5(subtotal) - subtotal;
}

/** How a customer pays. */
export const paymentMethods = ['cash', 'card'] as const;
/** Cash (the total is rounded to 5¢) or card (exact). */
export type PaymentMethod = (typeof paymentMethods)[number];

/** What is paid for a subtotal: rounded to 5¢ in cash, exact by card. */
export function paymentTotal(subtotal: number, method: PaymentMethod): number {
  return method === 'cash' ? round5(subtotal) : subtotal;
}

/**
 * The fewest pieces that make `amount` exactly, from `allowed` (default every coin and bill,
 * any number of each), biggest first; null when they cannot make it (3¢, or 5¢ without
 * nickels). Computed exactly by dynamic programming, not by the greedy rule.
 */
export function fewestPieces(
  amount: number,
  allowed: readonly PieceId[] = pieceIds,
): PieceId[] | null {
  if (!Number.isInteger(amount) || amount < 0) return null;
  const kinds = [...new Set(allowed)].sort((a, b) => pieces[b].value - pieces[a].value);
  // fewest[a]: the fewest pieces making a; last[a]: the piece added last to get there.
  const fewest = new Array<number>(amount + 1).fill(Number.POSITIVE_INFINITY);
  const last = new Array<PieceId | null>(amount + 1).fill(null);
  fewest[0] = 0;
  for (let sum = 1; sum <= amount; sum += 1) {
    for (const id of kinds) {
      const value = pieces[id].value;
      const before = fewest[sum - value];
      if (value <= sum && before !== undefined && before + 1 < (fewest[sum] ?? 0)) {
        fewest[sum] = before + 1;
        last[sum] = id;
      }
    }
  }
  if (!Number.isFinite(fewest[amount])) return null;
  const result: PieceId[] = [];
  for (let sum = amount; sum > 0;) {
    const id = last[sum];
    if (!id) return null;
    result.push(id);
    sum -= pieces[id].value;
  }
  return result.sort((a, b) => pieces[b].value - pieces[a].value);
}

/**
 * The greedy way (money.md convention 3): the biggest piece that fits, again and again,
 * biggest first; null when it gets stuck short of the amount. With Canadian money it gives
 * the fewest pieces for every multiple of 5¢ (tested up to $200).
 */
export function greedyPieces(
  amount: number,
  allowed: readonly PieceId[] = pieceIds,
): PieceId[] | null {
  if (!Number.isInteger(amount) || amount < 0) return null;
  const kinds = [...new Set(allowed)].sort((a, b) => pieces[b].value - pieces[a].value);
  const result: PieceId[] = [];
  let rest = amount;
  for (const id of kinds) {
    const value = pieces[id].value;
    while (rest >= value) {
      result.push(id);
      rest -= value;
    }
  }
  return rest === 0 ? result : null;
}

/** Whether `paid` covers `cashTotal`. */
export function isEnough(paid: number, cashTotal: number): boolean {
  return paid >= cashTotal;
}

/** How much more is needed to pay `cashTotal` (0 when `paid` is enough). */
export function amountShort(paid: number, cashTotal: number): number {
  return Math.max(0, cashTotal - paid);
}

/**
 * The change for a payment: paid − cash total. Check {@link isEnough} first: a payment that
 * is short has no change (RangeError).
 */
export function change(paid: number, cashTotal: number): number {
  if (!Number.isInteger(paid) || !Number.isInteger(cashTotal)) {
    throw new RangeError('Amounts are whole cents');
  }
  if (paid < cashTotal) throw new RangeError(`${paid}¢ does not pay ${cashTotal}¢`);
  return paid - cashTotal;
}

/** One step of a count-up: the piece handed over and the amount it reaches. */
export interface CountUpStep {
  readonly piece: PieceId;
  /** The amount counted so far, from the price, in cents. */
  readonly reached: number;
}

/**
 * How a cashier counts change up from the price to the amount paid: the fewest pieces for
 * the change, smallest first. From $3.85 to $5.00: a nickel makes $3.90, a dime makes $4.00,
 * a loonie makes $5.00. Null when the pieces cannot make the change (a price to the cent;
 * round it first); empty when nothing is owed.
 */
export function countUpSteps(
  price: number,
  paid: number,
  allowed: readonly PieceId[] = pieceIds,
): CountUpStep[] | null {
  if (paid < price) return null;
  const changePieces = fewestPieces(paid - price, allowed);
  if (!changePieces) return null;
  let reached = price;
  return changePieces.reverse().map((id) => {
    reached += pieces[id].value;
    return { piece: id, reached };
  });
}

/** The amounts a count-up reaches, one per piece added (the change tray's narration). */
export function countUpFrom(price: number, ids: readonly PieceId[]): CountUpStep[] {
  let reached = price;
  return ids.map((id) => {
    reached += pieces[id].value;
    return { piece: id, reached };
  });
}

/**
 * The count-up in words, as a hint says it: "Count up from $3.85: a nickel makes $3.90, a
 * dime makes $4.00, and a loonie makes $5.00." With `conclude`, it ends "That is $1.15."
 */
export function countUpSentence(
  price: number,
  paid: number,
  options: { readonly conclude?: boolean; readonly allowed?: readonly PieceId[] } = {},
): string {
  const steps = countUpSteps(price, paid, options.allowed);
  const start = `Count up from ${formatAmount(price)}`;
  if (!steps || steps.length === 0) return `${start}: it is already ${formatAmount(paid)}.`;
  const phrases = steps.map(
    ({ piece, reached }) => `a ${pieces[piece].name} makes ${formatAmount(reached)}`,
  );
  // A series of three or more keeps its comma before "and", as the curriculum writes it.
  const joined =
    phrases.length > 2
      ? `${phrases.slice(0, -1).join(', ')}, and ${phrases[phrases.length - 1]}`
      : joinParts(phrases);
  const conclusion = options.conclude ? ` That is ${formatAmount(paid - price)}.` : '';
  return `${start}: ${joined}.${conclusion}`;
}

/**
 * A piece of a payment that could be taken back with the rest still enough ("You paid
 * enough without the dime"): the most valuable such piece, with its index in `paid`; null
 * when every piece is needed (or the payment is short).
 */
export function removablePiece(
  paid: readonly PieceId[],
  cashTotal: number,
): { readonly index: number; readonly piece: PieceId } | null {
  const total = totalOf(paid);
  let best: { index: number; piece: PieceId } | null = null;
  paid.forEach((id, index) => {
    const value = pieces[id].value;
    if (total - value < cashTotal) return;
    if (!best || value > pieces[best.piece].value) best = { index, piece: id };
  });
  return best;
}

/** Whether a payment has a piece that could be taken back with the rest still enough. */
export function canTakeBack(paid: readonly PieceId[], cashTotal: number): boolean {
  return removablePiece(paid, cashTotal) !== null;
}
