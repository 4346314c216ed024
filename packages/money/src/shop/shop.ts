/**
 * The corner store as the Lingos use it: the checked shelf and customer names, with the
 * pure helpers that pick items and prices for a difficulty step.
 */
import type { Rng } from '@lingos/kit';
import type { ReceiptLine } from '../widgets/Receipt/receiptModel';
import { customerNameData, shopItemData } from './shopData';
import { validateCustomerNames, validateShopItems, type ShopItem } from './validateShop';

function checked<T>(validation: {
  readonly valid: readonly T[];
  readonly problems: readonly string[];
}) {
  // Content mistakes are for the people editing the data: said once in the console, while
  // the Lingo carries on without the bad entry.
  for (const problem of validation.problems) console.warn(`[money shop] ${problem}`);
  return validation.valid;
}

/** The shelf: every valid item of the shop data. */
export const shopItems: readonly ShopItem[] = checked(validateShopItems(shopItemData));

/** The customers' names (3-2). */
export const customerNames: readonly string[] = checked(validateCustomerNames(customerNameData));

/** The prices from `min` to `max` (cents) that are multiples of `unit`. */
export function pricesIn(min: number, max: number, unit: number): number[] {
  const prices: number[] = [];
  for (let price = Math.ceil(min / unit) * unit; price <= max; price += unit) prices.push(price);
  return prices;
}

/** How a step limits a price: a multiple of `unit`, at most `max`, and passing `allow`. */
export interface PriceRule {
  /** 1 (to the cent), 5 or 25. */
  readonly unit: number;
  /** The highest price, in cents. */
  readonly max: number;
  /** An extra rule on the price (3-2 step 1: never a whole dollar). */
  readonly allow?: (price: number) => boolean;
}

/** The prices an item can have under a rule (empty when its range does not fit). */
export function itemPrices(item: ShopItem, rule: PriceRule): number[] {
  return pricesIn(item.min, Math.min(item.max, rule.max), rule.unit).filter(
    (price) => rule.allow?.(price) ?? true,
  );
}

/** The items whose range fits a rule ("a step uses only items whose range fits its limits"). */
export function itemsFor(rule: PriceRule, items: readonly ShopItem[] = shopItems): ShopItem[] {
  return items.filter((item) => itemPrices(item, rule).length > 0);
}

/** An item of the shelf with its price for this purchase. */
export interface PricedItem {
  readonly item: ShopItem;
  /** Cents. */
  readonly price: number;
}

/** One item that fits the rule, at a random price within its range. */
export function pickPricedItem(
  rng: Rng,
  rule: PriceRule,
  items: readonly ShopItem[] = shopItems,
): PricedItem {
  const item = rng.pick(itemsFor(rule, items));
  return { item, price: rng.pick(itemPrices(item, rule)) };
}

/** `count` different items, each at a price that fits the rule. */
export function pickPricedItems(
  rng: Rng,
  count: number,
  rule: PriceRule,
  items: readonly ShopItem[] = shopItems,
): PricedItem[] {
  const chosen = rng.shuffle(itemsFor(rule, items)).slice(0, count);
  return chosen.map((item) => ({ item, price: rng.pick(itemPrices(item, rule)) }));
}

/** The sum of the prices, in cents. */
export function subtotalOf(lines: readonly PricedItem[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}

/** The item lines of a Receipt: "Juice box $1.49". */
export function receiptLinesOf(lines: readonly PricedItem[]): ReceiptLine[] {
  return lines.map((line) => ({ label: line.item.title, amount: line.price }));
}
