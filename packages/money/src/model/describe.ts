/**
 * What a single coin or bill says: its text alternative, its look alone (Money Detective,
 * before the answer), what a tap speaks, and what a Flip says. All from the fact table.
 */
import { speakAmount } from './format';
import { pieces, type PieceId, type PieceSide } from './pieces';

/** The words a King-side-up coin adds to its look (Coin Sort: "…, King side up"). */
export const kingSideUp = 'King side up';

/**
 * The piece's look alone, without its name or value: "a small, thin, silver coin with a
 * sailing ship", or King side up "a small, thin, silver coin, King side up". Bills have one
 * face here.
 */
export function pieceLook(id: PieceId, side: PieceSide = 'picture'): string {
  const facts = pieces[id];
  if (facts.kind === 'coin' && side === 'king') return `${facts.appearance}, ${kingSideUp}`;
  return facts.appearanceWithPicture;
}

/**
 * The full text alternative: "Loonie: a gold-coloured coin with 11 sides and a loon. Worth
 * 1 dollar." (money.md 1-0), or with the King side up "Loonie: a gold-coloured coin with 11
 * sides, King side up. Worth 1 dollar."
 */
export function pieceAlt(id: PieceId, side: PieceSide = 'picture'): string {
  const facts = pieces[id];
  return `${facts.title}: ${pieceLook(id, side)}. Worth ${speakAmount(facts.value)}.`;
}

/** What a tap on a piece says: "Nickel. 5 cents.", "$5 bill, blue. 5 dollars." */
export function pieceSpeech(id: PieceId): string {
  const facts = pieces[id];
  const name = facts.kind === 'bill' ? `${facts.title}, ${facts.colour}` : facts.title;
  return `${name}. ${speakAmount(facts.value)}.`;
}

/**
 * What a Flip says once the coin shows `side`: "The other side shows the King." or, flipped
 * back, "This side shows a loon." Bills are not flipped: their look.
 */
export function flipText(id: PieceId, side: PieceSide): string {
  const facts = pieces[id];
  if (facts.kind === 'bill' || facts.picture === null) return `${facts.title}: ${pieceLook(id)}.`;
  return side === 'king' ? 'The other side shows the King.' : `This side shows ${facts.picture}.`;
}

/** The other face. */
export function otherSide(side: PieceSide): PieceSide {
  return side === 'king' ? 'picture' : 'king';
}
