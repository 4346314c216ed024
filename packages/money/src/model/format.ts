/**
 * How amounts and sets of pieces are written and spoken (money.md, convention 1): below $1
 * "75¢", from $1 "$1.25"; spoken "75 cents", "1 dollar and 25 cents"; the receipt's spoken
 * form "1 dollar 50"; and sets of pieces, "2 dimes and a nickel". Amounts are whole cents.
 */
import { numberWord } from '@lingos/kit';
import { byValueDescending, pieces, type PieceId } from './pieces';

const MINUS = '\u2212';

function assertCents(cents: number): void {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** "$1.25" for any amount, also below $1 ("$0.75"): the receipt's column. */
export function formatDollars(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? MINUS : '';
  const size = Math.abs(cents);
  return `${sign}$${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** "125¢": an amount as cents, whatever its size (Money Math Basics switches to it). */
export function formatCents(cents: number): string {
  assertCents(cents);
  return `${cents < 0 ? MINUS : ''}${Math.abs(cents)}¢`;
}

/** An amount as the Lingos show it: below $1 "75¢", from $1 "$1.25" and "$2.00". */
export function formatAmount(cents: number): string {
  assertCents(cents);
  return Math.abs(cents) < 100 ? formatCents(cents) : formatDollars(cents);
}

/** A receipt's rounding line: "+2¢", "−1¢", "0¢". */
export function formatSignedAmount(cents: number): string {
  return cents > 0 ? `+${formatAmount(cents)}` : formatAmount(cents);
}

/** An amount spoken in full: "75 cents", "1 dollar and 25 cents", "2 dollars", "0 cents". */
export function speakAmount(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? 'minus ' : '';
  const size = Math.abs(cents);
  const dollars = Math.floor(size / 100);
  const rest = size % 100;
  if (dollars === 0) return sign + plural(rest, 'cent', 'cents');
  const dollarText = plural(dollars, 'dollar', 'dollars');
  return sign + (rest === 0 ? dollarText : `${dollarText} and ${plural(rest, 'cent', 'cents')}`);
}

/**
 * The short spoken form receipts and count-ups use: "1 dollar 50", "2 dollars 55",
 * "85 cents", "2 dollars". Fewer than 10 cents after the dollars are said in full ("3 dollars
 * and 5 cents"), since "3 dollars 5" would be heard as $3.50.
 */
export function speakAmountShort(cents: number): string {
  assertCents(cents);
  const size = Math.abs(cents);
  const rest = size % 100;
  if (size < 100 || rest === 0 || rest < 10) return speakAmount(cents);
  const dollars = Math.floor(size / 100);
  return `${cents < 0 ? 'minus ' : ''}${plural(dollars, 'dollar', 'dollars')} ${rest}`;
}

/** A rounding line spoken: "plus 2 cents", "minus 1 cent", "no rounding". */
export function speakSignedAmount(cents: number): string {
  if (cents === 0) return 'no rounding';
  return cents > 0 ? `plus ${speakAmount(cents)}` : speakAmount(cents);
}

/** A count in words up to twenty ("three"), in numerals above. */
export function countWord(count: number): string {
  return count <= 20 ? numberWord(count) : String(count);
}

/** How {@link describePieces} words a set of pieces. */
export interface DescribePiecesOptions {
  /** `value` (default): grouped by kind, biggest first. `shown`: each piece in the order given. */
  readonly order?: 'value' | 'shown';
  /** Counts as numerals ("3 dimes", default) or words ("three dimes"). */
  readonly numbers?: 'numerals' | 'words';
  /** One piece as "a dime" (`article`, default) or with its count, "1 dime" / "one dime". */
  readonly single?: 'article' | 'count';
  /** The last part joined with " and " (default) or a comma like the rest. */
  readonly lastJoin?: 'and' | 'comma';
  /** What an empty set says (default "nothing"). */
  readonly empty?: string;
}

/** Joins parts: "a, b and c" or "a, b, c". */
export function joinParts(parts: readonly string[], lastJoin: 'and' | 'comma' = 'and'): string {
  if (parts.length <= 1 || lastJoin === 'comma') return parts.join(', ');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "3 dimes", "a nickel", "three $20 bills", "one toonie". */
export function describeCount(
  id: PieceId,
  count: number,
  options: Pick<DescribePiecesOptions, 'numbers' | 'single'> = {},
): string {
  const facts = pieces[id];
  if (count === 1 && (options.single ?? 'article') === 'article') return `a ${facts.name}`;
  const number = options.numbers === 'words' ? countWord(count) : String(count);
  return `${number} ${count === 1 ? facts.name : facts.plural}`;
}

/**
 * A set of pieces in words, as money.md's text alternatives write them: "2 dimes and a
 * nickel" (the default), "3 dimes, 1 nickel" (`single: 'count', lastJoin: 'comma'`),
 * "three $20 bills, two $5 bills, one toonie, three quarters" (`numbers: 'words'` too), or
 * each piece as shown, "a nickel, a quarter, a dime and a nickel" (`order: 'shown'`).
 */
export function describePieces(
  ids: readonly PieceId[],
  options: DescribePiecesOptions = {},
): string {
  if (ids.length === 0) return options.empty ?? 'nothing';
  const lastJoin = options.lastJoin ?? 'and';
  if (options.order === 'shown') {
    return joinParts(
      ids.map((id) => `a ${pieces[id].name}`),
      lastJoin,
    );
  }
  const counts = new Map<PieceId, number>();
  for (const id of byValueDescending(ids)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return joinParts(
    [...counts].map(([id, count]) => describeCount(id, count, options)),
    lastJoin,
  );
}

/**
 * Counting on, biggest first, as a child says it: "5, 10, 15 cents", "25, 50, 75, 100 cents",
 * "20, 40, 60 dollars", or with dollars and cents "2 dollars, 2 dollars 25, 2 dollars 35".
 */
export function countOnText(ids: readonly PieceId[]): string {
  const running: number[] = [];
  let total = 0;
  for (const id of byValueDescending(ids)) {
    total += pieces[id].value;
    running.push(total);
  }
  if (running.length === 0) return '0 cents';
  if (total <= 100) return `${running.join(', ')} cents`;
  if (running.every((amount) => amount % 100 === 0)) {
    return `${running.map((amount) => amount / 100).join(', ')} dollars`;
  }
  return running.map(speakAmountShort).join(', ');
}
