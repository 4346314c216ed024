/**
 * What a CashTray says, pure: each change ("Added a quarter. 35 cents."), the count-up of a
 * change tray ("Quarter. 2 dollars 55."), a piece's name and a place's summary ("Purse: 1
 * loonie, 1 quarter. Total: 1 dollar and 25 cents.").
 */
import { kingSideUp } from '../../model/describe';
import { describePieces, speakAmount, speakAmountShort } from '../../model/format';
import { pieces, type PieceId, type PieceSide } from '../../model/pieces';

const article = (id: PieceId): string => `a ${pieces[id].name}`;
const withTotal = (text: string, total: number | null): string =>
  total === null ? text : `${text} ${speakAmount(total)}.`;

/** A piece taken from the bank: "Added a quarter. 35 cents." (no total when it is hidden). */
export function addedText(id: PieceId, total: number | null): string {
  return withTotal(`Added ${article(id)}.`, total);
}

/** A piece put back: "Took out a quarter. 10 cents." */
export function removedText(id: PieceId, total: number | null): string {
  return withTotal(`Took out ${article(id)}.`, total);
}

/** A piece moved to a place: "Moved a toonie to the counter. 2 dollars." */
export function movedText(id: PieceId, placeName: string, total: number | null): string {
  return withTotal(`Moved ${article(id)} to ${placeName}.`, total);
}

/**
 * A change tray's count-up, each piece added said with the amount reached from the price:
 * "Quarter. 2 dollars 55." (money.md 3-2).
 */
export function countUpText(id: PieceId, reached: number): string {
  return `${pieces[id].title}. ${speakAmountShort(reached)}.`;
}

/** The pieces reordered: "Sorted by value, biggest first." */
export const sortedText = 'Sorted by value, biggest first.';

/** A piece's name on the tray: "Quarter, 25 cents" or "Quarter, 25 cents, King side up". */
export function trayPieceName(id: PieceId, side: PieceSide): string {
  const facts = pieces[id];
  const name = `${facts.title}, ${speakAmount(facts.value)}`;
  return facts.kind === 'coin' && side === 'king' ? `${name}, ${kingSideUp}` : name;
}

/**
 * A place in words, as money.md's text alternatives say it. `counts` (default): "Purse: 1
 * loonie, 1 quarter." `shown`: "Purse with 5 coins: a nickel, a quarter, a dime, a quarter
 * and a nickel." With a total: "… Total: 1 dollar and 25 cents."
 */
export function placeSummary(
  label: string,
  ids: readonly PieceId[],
  options: { readonly total?: number | null; readonly order?: 'counts' | 'shown' } = {},
): string {
  const { total = null, order = 'counts' } = options;
  let text: string;
  if (ids.length === 0) text = `${label}: empty.`;
  else if (order === 'shown') {
    const allCoins = ids.every((id) => pieces[id].kind === 'coin');
    const noun = allCoins ? 'coin' : 'piece';
    const count = `${ids.length} ${ids.length === 1 ? noun : `${noun}s`}`;
    text = `${label} with ${count}: ${describePieces(ids, { order: 'shown' })}.`;
  } else {
    text = `${label}: ${describePieces(ids, { single: 'count', lastJoin: 'comma' })}.`;
  }
  return total === null ? text : `${text} Total: ${speakAmount(total)}.`;
}
