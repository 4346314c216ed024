/**
 * The corner store's content (money.md 3-1 and 3-2): what is on the shelf, each item's price
 * range in cents, and the customers' names. Plain data, checked by `validateShop` before any
 * Lingo uses it, so a typo here skips one entry with a message instead of breaking a Lingo.
 */
import type { PictureName } from '@lingos/kit';
import type { ShopArtId } from './art/shopArt';

/** How an item is drawn: a picture of kit's art set, or one of the shop's own. */
export type ShopPicture =
  | { readonly name: PictureName; readonly art?: never }
  | { readonly art: ShopArtId; readonly name?: never };

/** One shelf item as written here: names, picture and price range (cents, both inclusive). */
export interface ShopItemEntry {
  readonly id: string;
  /** In a sentence: "juice box". */
  readonly name: string;
  /** At the start of a line or sentence: "Juice box". */
  readonly title: string;
  readonly picture: ShopPicture;
  /** The lowest price, in cents. */
  readonly min: number;
  /** The highest price, in cents. */
  readonly max: number;
}

/** The shelf, as money.md lists it (3-1 "Items and price ranges"). */
export const shopItemData: readonly ShopItemEntry[] = [
  { id: 'banana', name: 'banana', title: 'Banana', picture: { name: 'banana' }, min: 30, max: 45 },
  { id: 'apple', name: 'apple', title: 'Apple', picture: { name: 'red-apple' }, min: 60, max: 95 },
  { id: 'pencil', name: 'pencil', title: 'Pencil', picture: { name: 'pencil' }, min: 45, max: 95 },
  { id: 'eraser', name: 'eraser', title: 'Eraser', picture: { art: 'eraser' }, min: 75, max: 125 },
  {
    id: 'granola-bar',
    name: 'granola bar',
    title: 'Granola bar',
    picture: { art: 'granola-bar' },
    min: 95,
    max: 145,
  },
  {
    id: 'juice-box',
    name: 'juice box',
    title: 'Juice box',
    picture: { name: 'beverage-box' },
    min: 125,
    max: 195,
  },
  {
    id: 'sticker-pack',
    name: 'sticker pack',
    title: 'Sticker pack',
    picture: { art: 'sticker-pack' },
    min: 150,
    max: 295,
  },
  {
    id: 'hockey-puck',
    name: 'hockey puck',
    title: 'Hockey puck',
    picture: { name: 'ice-hockey' },
    min: 225,
    max: 350,
  },
  {
    id: 'comic-book',
    name: 'comic book',
    title: 'Comic book',
    picture: { name: 'closed-book' },
    min: 395,
    max: 695,
  },
  {
    id: 'mittens',
    name: 'mittens',
    title: 'Mittens',
    picture: { name: 'gloves' },
    min: 800,
    max: 1295,
  },
  { id: 'toque', name: 'toque', title: 'Toque', picture: { art: 'toque' }, min: 995, max: 1795 },
];

/** The customers who shop at the corner store (3-2), names from across Canada. */
export const customerNameData: readonly string[] = [
  'Maya',
  'Liam',
  'Priya',
  'Noah',
  'Aiyana',
  'Chen',
  'Zara',
  'Mateo',
  'Amara',
  'Olivier',
  'Sofia',
  'Kai',
];
