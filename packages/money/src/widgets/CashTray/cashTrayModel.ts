/**
 * The one model every CashTray layout shares, pure: the pieces on the tray, each in a place
 * (the purse, the counter, a counting line, the child's side of a trade), and what can happen
 * to them. The bank (or the till) is not a place: it has an unlimited supply, so a piece
 * taken from it is added, and a piece put back is removed.
 */
import { totalOf } from '../../model/cash';
import { pieces as facts, type PieceId, type PieceSide } from '../../model/pieces';

/** One coin or bill on the tray. */
export interface TrayPiece {
  /** Unique on the tray; stays with the piece when it moves. */
  readonly key: string;
  readonly id: PieceId;
  /** Where it is: a place's id ("purse", "counter", "line"). */
  readonly place: string;
  /** Which face is up (a purse may show some coins King side up). */
  readonly side: PieceSide;
}

/** A piece to put on the tray: its id, or its id and face. */
export type TrayPieceInput = PieceId | { readonly id: PieceId; readonly side?: PieceSide };

/** What can happen to the pieces on a tray. */
export type TrayAction =
  /** A piece taken from the bank into `place` (at the end). */
  | {
      readonly type: 'add';
      readonly id: PieceId;
      readonly place: string;
      readonly side?: PieceSide;
    }
  /** A piece put back into the bank. */
  | { readonly type: 'remove'; readonly key: string }
  /** A piece moved to `place`, at `index` among that place's pieces (default the end). */
  | { readonly type: 'move'; readonly key: string; readonly place: string; readonly index?: number }
  /** A place's pieces reordered by value, biggest first (equal pieces keep their order). */
  | { readonly type: 'sort'; readonly place: string }
  /** A piece turned over. */
  | { readonly type: 'flip'; readonly key: string }
  /** Every piece of `place` (or of the whole tray) put back. */
  | { readonly type: 'clear'; readonly place?: string };

/** The kinds of {@link TrayAction}. */
export type TrayActionType = TrayAction['type'];

const keyPattern = /^piece-(\d+)$/;

/** A key no piece on the tray has yet: "piece-N", one past the highest in use. */
export function nextPieceKey(tray: readonly TrayPiece[]): string {
  let highest = -1;
  for (const piece of tray) {
    const match = keyPattern.exec(piece.key);
    if (match?.[1] !== undefined) highest = Math.max(highest, Number(match[1]));
  }
  return `piece-${highest + 1}`;
}

/** Pieces in `place`, in the order given: "piece-0", "piece-1" … (add `start` to continue a tray). */
export function trayPieces(
  inputs: readonly TrayPieceInput[],
  place: string,
  start = 0,
): TrayPiece[] {
  return inputs.map((input, index) => {
    const { id, side = 'picture' } = typeof input === 'string' ? { id: input } : input;
    return { key: `piece-${start + index}`, id, place, side };
  });
}

/** The pieces in `place`, in their order on the tray. */
export function piecesIn(tray: readonly TrayPiece[], place: string): TrayPiece[] {
  return tray.filter((piece) => piece.place === place);
}

/** The ids of the pieces in `place`, in order (what a Lingo checks). */
export function idsIn(tray: readonly TrayPiece[], place: string): PieceId[] {
  return piecesIn(tray, place).map((piece) => piece.id);
}

/** The value of the pieces in `place`, in cents. */
export function totalIn(tray: readonly TrayPiece[], place: string): number {
  return totalOf(idsIn(tray, place));
}

/** The piece with `key`, if it is on the tray. */
export function findPiece(tray: readonly TrayPiece[], key: string): TrayPiece | undefined {
  return tray.find((piece) => piece.key === key);
}

/** Biggest value first, equal pieces in their order (Array.prototype.sort is stable). */
function sortPlace(tray: readonly TrayPiece[], place: string): TrayPiece[] {
  const sorted = piecesIn(tray, place).sort((a, b) => facts[b.id].value - facts[a.id].value);
  let next = 0;
  return tray.map((piece) => (piece.place === place ? (sorted[next++] ?? piece) : piece));
}

function movePiece(
  tray: readonly TrayPiece[],
  key: string,
  place: string,
  index: number | undefined,
): TrayPiece[] {
  const moving = findPiece(tray, key);
  if (!moving) return [...tray];
  const rest = tray.filter((piece) => piece.key !== key);
  const moved = { ...moving, place };
  const inPlace = rest.filter((piece) => piece.place === place);
  if (index === undefined || index >= inPlace.length) {
    // After the place's last piece (or at the end when the place is empty).
    const last = inPlace[inPlace.length - 1];
    const at = last ? rest.indexOf(last) + 1 : rest.length;
    return [...rest.slice(0, at), moved, ...rest.slice(at)];
  }
  const before = inPlace[Math.max(0, index)];
  const at = before ? rest.indexOf(before) : rest.length;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/**
 * The tray after an action. Anything that does not apply (a key not on the tray, a piece
 * moved to where it already is) leaves the pieces as they were: a double tap, a drop on
 * nothing or a drag cancelled half way never breaks the tray.
 */
export function trayReducer(tray: readonly TrayPiece[], action: TrayAction): TrayPiece[] {
  switch (action.type) {
    case 'add':
      return [
        ...tray,
        {
          key: nextPieceKey(tray),
          id: action.id,
          place: action.place,
          side: action.side ?? 'picture',
        },
      ];
    case 'remove':
      return tray.filter((piece) => piece.key !== action.key);
    case 'move':
      return movePiece(tray, action.key, action.place, action.index);
    case 'sort':
      return sortPlace(tray, action.place);
    case 'flip':
      return tray.map((piece) =>
        piece.key === action.key
          ? { ...piece, side: piece.side === 'king' ? 'picture' : 'king' }
          : piece,
      );
    case 'clear':
      return action.place === undefined ? [] : tray.filter((piece) => piece.place !== action.place);
  }
}

/** Whether a place's pieces are in order of value, biggest first. */
export function isSortedByValue(tray: readonly TrayPiece[], place: string): boolean {
  const values = idsIn(tray, place).map((id) => facts[id].value);
  return values.every((value, index) => index === 0 || (values[index - 1] ?? value) >= value);
}
