import type { SortBin, SortBinsItem } from './sortBinsModel';

/** The word for the items, for counts ("5 coins left"). */
export interface SortBinsNoun {
  readonly one: string;
  readonly other: string;
}

/** Every text SortBins shows to assistive tech; a concept may word any of them. */
export interface SortBinsTexts {
  /** An item's accessible name: "Coin 3 of 8: a gold-coloured coin with 11 sides". */
  readonly itemName: (item: SortBinsItem, index: number, total: number) => string;
  /** A bin button's name, with what it holds: "Weekend bin: Saturday, Sunday". */
  readonly binName: (bin: SortBin, placed: readonly SortBinsItem[]) => string;
  /** After an item went into a bin: "Into Loonies. 5 coins left." */
  readonly placed: (item: SortBinsItem, bin: SortBin, left: number) => string;
  /** After an item went back to the tray. */
  readonly returned: (item: SortBinsItem, left: number) => string;
  /** After the model bounced items back, with its hint. */
  readonly bounced: (
    items: readonly SortBinsItem[],
    bin: SortBin | undefined,
    message: string | undefined,
  ) => string;
  /** After a tap (or Enter) chose an item, before a bin is tapped. */
  readonly chosen: (item: SortBinsItem) => string;
  /** How to move an item, read with each one. */
  readonly instructions: string;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "5 coins", "1 coin", "No coins". */
export function countText(count: number, noun: SortBinsNoun): string {
  if (count === 0) return `No ${noun.other}`;
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

/** The default texts for items called `noun`, with any of them replaced by `overrides`. */
export function sortBinsTexts(
  noun: SortBinsNoun = { one: 'item', other: 'items' },
  overrides: Partial<SortBinsTexts> = {},
): SortBinsTexts {
  return {
    itemName: (item, index, total) =>
      `${capitalize(noun.one)} ${index + 1} of ${total}: ${item.label}`,
    binName: (bin, placed) =>
      placed.length === 0
        ? `${bin.label} bin, empty`
        : `${bin.label} bin: ${placed.map((item) => item.label).join(', ')}`,
    placed: (_item, bin, left) => `Into ${bin.label}. ${countText(left, noun)} left.`,
    returned: (item, left) =>
      `${capitalize(item.label)}, back to sort. ${countText(left, noun)} left.`,
    bounced: (items, bin, message) => {
      const what =
        items.length === 1 && items[0]
          ? `${capitalize(items[0].label)} bounced back`
          : `${countText(items.length, noun)} bounced back`;
      const where = bin ? `Not ${bin.label}. ` : '';
      return `${where}${what}.${message ? ` ${message}` : ''}`;
    },
    chosen: (item) => `${capitalize(item.label)} chosen. Now choose a bin.`,
    instructions: `To pick up a ${noun.one}, press Space. Use the arrow keys to choose a bin, then press Space to drop it. Press Escape to cancel. Or press Enter on a ${noun.one}, then on a bin.`,
    ...overrides,
  };
}
