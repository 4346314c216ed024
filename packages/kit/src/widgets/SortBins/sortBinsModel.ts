import type { ReactNode } from 'react';
import type { Placement } from '../../interaction/dnd/places';

/** One thing to sort: a coin, a word, a picture. */
export interface SortBinsItem {
  readonly id: string;
  /** What the child sees (a picture, a word); hidden from assistive tech, so… */
  readonly content: ReactNode;
  /** …this text alternative says what it shows ("a gold-coloured coin with 11 sides"). */
  readonly label: string;
}

/** One labelled bin. */
export interface SortBin {
  readonly id: string;
  /** The bin's word ("Loonies", "31 days"). */
  readonly label: string;
  /** A picture beside the word (any content; decorative, the word names the bin). */
  readonly picture?: ReactNode;
}

/** A mark after a check, by item: right items lock in their bin. */
export type SortBinsMark = 'correct' | 'incorrect';

/**
 * Items the Lingo's model sent back to the tray (their placement is already null), with the
 * bin each bounced out of and a hint. A new `key` shows a new bounce, even of the same item.
 */
export interface SortBinsFeedback {
  readonly key: string | number;
  readonly bounced: readonly { readonly itemId: string; readonly binId: string }[];
  /** The hint, shown under the bins and announced ("The dime is the smaller one."). */
  readonly message?: string;
}

/** The widget's `data-state`. */
export const sortBinsStates = ['idle', 'dragging', 'correct', 'incorrect'] as const;
/** `idle`, `dragging` (an item is held), `correct` (all marked right), `incorrect`. */
export type SortBinsState = (typeof sortBinsStates)[number];

/** An item's `data-state`: `selected` is a tapped item waiting for a bin. */
export const sortBinsItemStates = ['idle', 'selected', 'dragging', 'correct', 'incorrect'] as const;
/** The state of one item, as its `data-state`. */
export type SortBinsItemState = (typeof sortBinsItemStates)[number];

/** The bin an item is in, or null for the tray (also for an id that names no bin). */
export function binOf(
  placement: Placement,
  itemId: string,
  bins: readonly SortBin[],
): string | null {
  const binId = placement[itemId] ?? null;
  return bins.some((bin) => bin.id === binId) ? binId : null;
}

/** The items that bounced and are still out of the bin they bounced from. */
export function bouncedItemIds(
  feedback: SortBinsFeedback | undefined,
  placement: Placement,
): ReadonlySet<string> {
  return new Set(
    (feedback?.bounced ?? [])
      .filter(({ itemId, binId }) => (placement[itemId] ?? null) !== binId)
      .map(({ itemId }) => itemId),
  );
}

/** The widget's state: held, all right, something wrong, or idle. */
export function sortBinsState(options: {
  readonly itemIds: readonly string[];
  readonly marks: Readonly<Record<string, SortBinsMark>> | undefined;
  readonly bounced: ReadonlySet<string>;
  readonly holding: boolean;
}): SortBinsState {
  const { itemIds, marks, bounced, holding } = options;
  if (holding) return 'dragging';
  if (bounced.size > 0 || itemIds.some((id) => marks?.[id] === 'incorrect')) return 'incorrect';
  if (itemIds.length > 0 && itemIds.every((id) => marks?.[id] === 'correct')) return 'correct';
  return 'idle';
}

/** One item's state, most telling first. */
export function sortBinsItemState(options: {
  readonly dragging: boolean;
  readonly mark: SortBinsMark | undefined;
  readonly bounced: boolean;
  readonly selected: boolean;
}): SortBinsItemState {
  if (options.dragging) return 'dragging';
  if (options.mark) return options.mark;
  if (options.bounced) return 'incorrect';
  return options.selected ? 'selected' : 'idle';
}

/** The one item whose place changed between two placements, if exactly one did. */
export function movedItem(
  previous: Placement,
  next: Placement,
  itemIds: readonly string[],
): string | undefined {
  const moved = itemIds.filter((id) => (previous[id] ?? null) !== (next[id] ?? null));
  return moved.length === 1 ? moved[0] : undefined;
}

/**
 * Marks for a check of the whole sort: each placed item is right where `solution` (item id →
 * bin id) says so, else not; items still in the tray get no mark.
 */
export function sortBinsMarks(
  placement: Placement,
  solution: Readonly<Record<string, string>>,
): Record<string, SortBinsMark> {
  const marks: Record<string, SortBinsMark> = {};
  for (const [itemId, binId] of Object.entries(placement)) {
    if (binId === null) continue;
    marks[itemId] = solution[itemId] === binId ? 'correct' : 'incorrect';
  }
  return marks;
}

/** A card of a sort with the bin it belongs in (a Lingo's own card type may carry more). */
export interface SortCard {
  readonly id: string;
  readonly bin: string;
}

/**
 * The whole-sort marks of a Check: every card marked by whether it sits in its own bin, so a
 * card left in the tray is `incorrect` too (unlike {@link sortBinsMarks}, which marks only what
 * was placed).
 */
export function sortCardMarks(
  cards: readonly SortCard[],
  placement: Readonly<Record<string, string | null | undefined>>,
): Record<string, 'correct' | 'incorrect'> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  for (const card of cards)
    marks[card.id] = placement[card.id] === card.bin ? 'correct' : 'incorrect';
  return marks;
}

/** What {@link misplacedBounce} gives: the sort after the bounce, and SortBins' `feedback`. */
export interface MisplacedBounce {
  /** The placement with every misplaced item back in the tray (null); the rest unchanged. */
  readonly placement: Placement;
  /** Each bounced item with the bin it left, under `key`, with the hint if there is one. */
  readonly feedback: SortBinsFeedback;
}

/**
 * After a Check of the whole sort, every item marked `incorrect` goes back to the tray; the
 * feedback lists each one with the bin it came from, in the order of `marks`. An item marked
 * wrong that is already in the tray stays there and does not bounce (it left no bin); with
 * nothing to bounce, `placement` comes back as it was.
 */
export function misplacedBounce(
  placement: Placement,
  marks: Readonly<Record<string, SortBinsMark>> | undefined,
  key: string | number,
  hint?: string,
): MisplacedBounce {
  const bounced = Object.entries(marks ?? {}).flatMap(([itemId, mark]) => {
    const binId = placement[itemId] ?? null;
    return mark === 'incorrect' && binId !== null ? [{ itemId, binId }] : [];
  });
  return {
    placement:
      bounced.length === 0
        ? placement
        : { ...placement, ...Object.fromEntries(bounced.map(({ itemId }) => [itemId, null])) },
    feedback: { key, bounced, ...(hint ? { message: hint } : {}) },
  };
}
