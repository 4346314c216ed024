/** What a screen reader hears as an item is picked up, moved, dropped or put back. */
export interface PlaceAnnouncements {
  /** Space on an item: it is held, in zone `zoneId` (null: over no place). */
  readonly pickedUp: (itemId: string, zoneId: string | null) => string | undefined;
  /** The held item is over another place (null: over none). */
  readonly over: (itemId: string, zoneId: string | null) => string | undefined;
  /** The item was let go over `zoneId` (null: over no place, so it stays where it was). */
  readonly dropped: (itemId: string, zoneId: string | null) => string | undefined;
  /** Escape: the item went back to zone `zoneId` (null: its tray). */
  readonly cancelled: (itemId: string, zoneId: string | null) => string | undefined;
}

/** The names the default announcements say. */
export interface PlaceNames {
  /** An item's text alternative ("a gold-coloured coin with 11 sides"). */
  readonly item: (itemId: string) => string;
  /** A place's name ("Loonies", "slot 2"). */
  readonly zone: (zoneId: string) => string;
}

/** How to move an item with the keyboard, read with every movable item. */
export const placeInstructions =
  'To pick up an item, press Space. Use the arrow keys to choose a place, then press Space to drop it. Press Escape to cancel.';

/**
 * The default announcements: "Picked up nickel.", "Over Loonies.", "Nickel, dropped into
 * Loonies.", "Cancelled. Nickel went back." A widget words its own by overriding any of them.
 */
export function placeAnnouncements(
  names: PlaceNames,
  overrides: Partial<PlaceAnnouncements> = {},
): PlaceAnnouncements {
  return {
    pickedUp: (itemId) => `Picked up ${names.item(itemId)}.`,
    over: (itemId, zoneId) =>
      zoneId === null
        ? `${names.item(itemId)} is not over a place.`
        : `Over ${names.zone(zoneId)}.`,
    dropped: (itemId, zoneId) =>
      zoneId === null
        ? `${names.item(itemId)} went back.`
        : `${names.item(itemId)}, dropped into ${names.zone(zoneId)}.`,
    cancelled: (itemId, zoneId) =>
      zoneId === null
        ? `Cancelled. ${names.item(itemId)} went back.`
        : `Cancelled. ${names.item(itemId)} went back to ${names.zone(zoneId)}.`,
    ...overrides,
  };
}
