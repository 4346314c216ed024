import { nextRovingIndex, type RovingKey } from '../roving/rovingModel';

/** The keys that move a held item from place to place (as `KeyboardEvent.code`). */
export const placeKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
] as const;

/** Which place a held item is in: item id → zone id, or null for its starting tray. */
export type Placement = Readonly<Record<string, string | null>>;

/** How the places are laid out for the keyboard. */
export interface PlaceLayout {
  /**
   * Places per row when they form a grid (days of a month): Up/Down then move a row and
   * Home/End stay in the row (Ctrl for the first/last place). Omitted: one list, in which
   * every arrow goes to the next or previous place.
   */
  readonly columns?: number;
}

/**
 * The place a held item jumps to when `key` is pressed: the next place in `order` for
 * Right/Down, the previous for Left/Up, the first or last for Home/End, whatever the layout
 * on screen (a grid of cards, a row of bins). With `columns`, Up/Down move a row instead.
 * Undefined at either end (no wrap) or for another key. An item over no place starts from
 * the first place (Right/Down) or the last (Left/Up).
 */
export function nextPlace<Id>(
  order: readonly Id[],
  current: Id | null | undefined,
  key: string | RovingKey,
  layout: PlaceLayout = {},
): Id | undefined {
  const input = typeof key === 'string' ? { key } : key;
  if (!(placeKeys as readonly string[]).includes(input.key)) return undefined;
  const index = current === null || current === undefined ? -1 : order.indexOf(current);
  const next = nextRovingIndex(index, input, { count: order.length, columns: layout.columns });
  if (next === undefined || next === index) return undefined;
  return order[next];
}

/** A rectangle as dnd-kit measures it. */
export interface PlaceRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The top-left corner that centres a `moving` rectangle on `target`: where a held item goes
 * so that it is over that place and no other, whatever their sizes.
 */
export function centredOn(
  target: PlaceRect,
  moving: Pick<PlaceRect, 'width' | 'height'>,
): { x: number; y: number } {
  return {
    x: target.left + (target.width - moving.width) / 2,
    y: target.top + (target.height - moving.height) / 2,
  };
}

/** The items in zone `zoneId` (null: the tray), in the order of `items`. */
export function itemsIn(
  placement: Placement,
  zoneId: string | null,
  items: readonly string[],
): string[] {
  return items.filter((id) => (placement[id] ?? null) === zoneId);
}

/** How many of `items` are still in the tray. */
export function unplacedCount(placement: Placement, items: readonly string[]): number {
  return itemsIn(placement, null, items).length;
}

/** Options of {@link placeItem}. */
export interface PlaceItemOptions {
  /** The item order, for which item gives way in a full zone (the first one there). */
  readonly items?: readonly string[];
  /** How many items a zone holds (a letter slot holds 1). Default: no limit. */
  readonly capacity?: number | ((zoneId: string) => number);
}

/**
 * The placement after `itemId` goes into `zoneId` (null: back to the tray). In a full zone
 * the item already there swaps places with it: it goes where the moved item came from.
 */
export function placeItem(
  placement: Placement,
  itemId: string,
  zoneId: string | null,
  options: PlaceItemOptions = {},
): Record<string, string | null> {
  const from = placement[itemId] ?? null;
  const next: Record<string, string | null> = { ...placement, [itemId]: zoneId };
  if (zoneId === null || from === zoneId) return next;
  const capacity =
    typeof options.capacity === 'function'
      ? options.capacity(zoneId)
      : (options.capacity ?? Number.POSITIVE_INFINITY);
  const order = options.items ?? Object.keys(placement);
  const others = itemsIn(next, zoneId, order).filter((id) => id !== itemId);
  if (others.length >= capacity) {
    const givesWay = others[0];
    if (givesWay !== undefined) next[givesWay] = from;
  }
  return next;
}
