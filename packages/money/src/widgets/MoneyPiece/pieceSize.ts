/**
 * How big each piece is drawn: coins to true relative scale by their diameters in mm, the
 * toonie (the largest) at `size` px; bills wider than every coin, in their true proportions.
 */
import { billSizeMm, pieces, type PieceId } from '../../model/pieces';

/** The largest coin's diameter in mm: the toonie is drawn at exactly `size` px. */
export const largestCoinMm = 28;

/** A bill's width as a multiple of the largest coin's diameter (true scale would be 5.4). */
export const billWidthPerSize = 2;

/** The width and height in px a piece is drawn at, for a given largest-coin `size`. */
export function pieceBox(id: PieceId, size: number): { width: number; height: number } {
  const facts = pieces[id];
  if (facts.kind === 'coin') {
    const diameter = round2((size * facts.sizeMm) / largestCoinMm);
    return { width: diameter, height: diameter };
  }
  const width = round2(size * billWidthPerSize);
  return { width, height: round2((width * billSizeMm.height) / billSizeMm.width) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
