import type { ReactNode } from 'react';

/** One item in a column: a coin, a picture, a word. */
export interface MatchPairsItem {
  readonly id: string;
  /** What the child sees; hidden from assistive tech, so… */
  readonly content: ReactNode;
  /** …this text says what it shows ("nickel", "a beaver"). */
  readonly label: string;
}

/** The pairs made so far: left item id → right item id. */
export type MatchPairing = Readonly<Record<string, string>>;

/** A mark after a check, by left item id: right pairs lock. */
export type MatchPairsMark = 'correct' | 'incorrect';

/** The two columns. */
export const matchPairsSides = ['left', 'right'] as const;
/** `left` or `right`. */
export type MatchPairsSide = (typeof matchPairsSides)[number];

/** The widget's `data-state`: `selecting` while one item waits for its partner. */
export const matchPairsStates = ['idle', 'selecting', 'correct', 'incorrect'] as const;
/** The state of the whole widget, as its `data-state`. */
export type MatchPairsState = (typeof matchPairsStates)[number];

/** An item's `data-state`. */
export const matchPairsItemStates = ['idle', 'selected', 'paired', 'correct', 'incorrect'] as const;
/** The state of one item, as its `data-state`. */
export type MatchPairsItemState = (typeof matchPairsItemStates)[number];

/**
 * The pairs after joining `leftId` with `rightId`: each leaves any partner it had, so an item
 * is always in one pair at most.
 */
export function joinPair(
  pairs: MatchPairing,
  leftId: string,
  rightId: string,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [left, right] of Object.entries(pairs)) {
    if (left !== leftId && right !== rightId) next[left] = right;
  }
  next[leftId] = rightId;
  return next;
}

/** The pairs without the one `leftId` is in. */
export function removePair(pairs: MatchPairing, leftId: string): Record<string, string> {
  const next = { ...pairs };
  delete next[leftId];
  return next;
}

/** The partner of item `id` on `side`, if it has one. */
export function partnerOf(
  pairs: MatchPairing,
  side: MatchPairsSide,
  id: string,
): string | undefined {
  if (side === 'left') return pairs[id];
  return Object.keys(pairs).find((left) => pairs[left] === id);
}

/** The left item of the pair item `id` on `side` is in (the key of its mark). */
export function pairKeyOf(
  pairs: MatchPairing,
  side: MatchPairsSide,
  id: string,
): string | undefined {
  if (side === 'left') return pairs[id] === undefined ? undefined : id;
  return partnerOf(pairs, 'right', id);
}

/** The number both items of each pair show, 1, 2, 3… in the order of the left column. */
export function pairNumbers(
  pairs: MatchPairing,
  leftOrder: readonly string[],
): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const left of leftOrder) if (pairs[left] !== undefined) numbers.set(left, numbers.size + 1);
  return numbers;
}

/** Marks by left id: right where the pair matches `solution` (left → right), else not. */
export function matchPairsMarks(
  pairs: MatchPairing,
  solution: MatchPairing,
): Record<string, MatchPairsMark> {
  const marks: Record<string, MatchPairsMark> = {};
  for (const [left, right] of Object.entries(pairs)) {
    marks[left] = solution[left] === right ? 'correct' : 'incorrect';
  }
  return marks;
}

/** The widget's state from its marks and selection. */
export function matchPairsState(options: {
  readonly leftIds: readonly string[];
  readonly marks: Readonly<Record<string, MatchPairsMark>> | undefined;
  readonly selecting: boolean;
}): MatchPairsState {
  const { leftIds, marks, selecting } = options;
  if (selecting) return 'selecting';
  if (leftIds.some((id) => marks?.[id] === 'incorrect')) return 'incorrect';
  if (leftIds.length > 0 && leftIds.every((id) => marks?.[id] === 'correct')) return 'correct';
  return 'idle';
}
