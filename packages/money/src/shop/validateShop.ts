/**
 * Checks the corner store's data before a Lingo uses it. A bad entry is skipped with a clear
 * message (which entry, what is wrong), never a crash: the rest of the shop still works.
 */
import { shopArt, type ShopArtId } from './art/shopArt';
import type { ShopItemEntry, ShopPicture } from './shopData';

/** A checked shelf item: an entry whose every field is known good. */
export type ShopItem = ShopItemEntry;

/** What {@link validateShopItems} and {@link validateCustomerNames} give back. */
export interface ShopValidation<T> {
  /** The good entries, in their order. */
  readonly valid: readonly T[];
  /** One message per skipped entry. */
  readonly problems: readonly string[];
}

/** Prices the store may ask, in cents: from a nickel's worth up to $20 (3-1 step 4's limit). */
export const shopPriceLimits = { min: 1, max: 2000 } as const;

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function pictureProblem(picture: unknown): string | null {
  if (!isRecord(picture)) return 'its picture is missing';
  const { name, art } = picture;
  if (name !== undefined && art !== undefined) return 'its picture names both a name and an art';
  if (art !== undefined) {
    return typeof art === 'string' && Object.hasOwn(shopArt, art)
      ? null
      : `its picture art "${String(art)}" is not one of the shop's own (${Object.keys(shopArt).join(', ')})`;
  }
  if (typeof name === 'string' && kebab.test(name)) return null;
  return 'its picture has no name';
}

function itemProblem(entry: unknown, seen: ReadonlySet<string>): string | null {
  if (!isRecord(entry)) return 'it is not an object';
  const { id, name, title, picture, min, max } = entry;
  if (typeof id !== 'string' || !kebab.test(id)) return 'its id is not a kebab-case word';
  if (seen.has(id)) return `its id "${id}" is used twice`;
  if (!isText(name)) return 'its name is empty';
  if (!isText(title)) return 'its title is empty';
  const pictureTrouble = pictureProblem(picture);
  if (pictureTrouble) return pictureTrouble;
  if (!isCents(min) || !isCents(max)) return 'its prices are not whole numbers of cents';
  if (min < shopPriceLimits.min || max > shopPriceLimits.max) {
    return `its prices must lie from ${shopPriceLimits.min}¢ to ${shopPriceLimits.max}¢`;
  }
  if (min > max) return `its lowest price ${min}¢ is above its highest ${max}¢`;
  return null;
}

function entryName(entry: unknown, index: number): string {
  const id = isRecord(entry) && typeof entry.id === 'string' ? ` "${entry.id}"` : '';
  return `Shop item ${index + 1}${id}`;
}

/**
 * The good shelf items of `entries` (read from anywhere, so typed `unknown`), and a message
 * for each one skipped: 'Shop item 4 "eraser" skipped: its lowest price 125¢ is above its
 * highest 75¢.'
 */
export function validateShopItems(entries: readonly unknown[]): ShopValidation<ShopItem> {
  const valid: ShopItem[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const problem = itemProblem(entry, seen);
    if (problem) {
      problems.push(`${entryName(entry, index)} skipped: ${problem}.`);
      return;
    }
    const item = entry as ShopItemEntry;
    seen.add(item.id);
    valid.push(item);
  });
  return { valid, problems };
}

/** The good customer names (non-empty, each once), and a message for each one skipped. */
export function validateCustomerNames(entries: readonly unknown[]): ShopValidation<string> {
  const valid: string[] = [];
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (!isText(entry)) {
      problems.push(`Customer name ${index + 1} skipped: it is not a name.`);
    } else if (valid.includes(entry.trim())) {
      problems.push(`Customer name ${index + 1} "${entry}" skipped: it is listed twice.`);
    } else {
      valid.push(entry.trim());
    }
  });
  return { valid, problems };
}

/** Whether a picture is one of the shop's own (else a kit picture name). */
export function isShopArt(picture: ShopPicture): picture is { readonly art: ShopArtId } {
  return picture.art !== undefined;
}
