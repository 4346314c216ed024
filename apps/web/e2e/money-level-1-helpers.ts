import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  inputOf,
  isPointer,
  pointerDown,
  pointerMove,
  pointerPress,
  pointerUp,
} from './input';
import { pickCard, tabTo } from './lingo-helpers';

/**
 * Money level 1 ("Meet the Money"): reading Money Detective and Coin Sort items from the page
 * and answering them. Nothing here knows a seed: the answer is computed from what the page
 * says (clue sentences, card and coin text alternatives, bin names), with money.md's fact
 * table written out by hand below.
 */

/** money.md's fact table, as the text alternatives say each piece's look. */
const pieceTable = [
  {
    name: 'nickel',
    value: 5,
    look: 'a medium silver coin with a beaver on a rock',
    king: 'a medium silver coin',
  },
  {
    name: 'dime',
    value: 10,
    look: 'a small, thin, silver coin with a sailing ship',
    king: 'a small, thin, silver coin',
  },
  {
    name: 'quarter',
    value: 25,
    look: "a big silver coin with a caribou's head",
    king: 'a big silver coin',
  },
  {
    name: 'loonie',
    value: 100,
    look: 'a gold-coloured coin with 11 sides and a loon',
    king: 'a gold-coloured coin with 11 sides',
  },
  {
    name: 'toonie',
    value: 200,
    look: 'a big coin with a silver ring, a gold centre and a polar bear',
    king: 'a big coin with a silver ring and a gold centre',
  },
  ...[
    [5, 'blue'],
    [10, 'purple'],
    [20, 'green'],
    [50, 'red'],
    [100, 'brown'],
  ].map(([dollars, colour]) => ({
    name: `$${dollars} bill`,
    value: Number(dollars) * 100,
    look: `a ${colour} bill with ${dollars} on it and a see-through window`,
    king: `a ${colour} bill with ${dollars} on it and a see-through window`,
  })),
] as const;

type Piece = (typeof pieceTable)[number];

/** The piece a text alternative describes ("a big silver coin, King side up" → quarter). */
export function pieceByLook(look: string): Piece {
  const found = pieceTable.find(
    (piece) => piece.look === look || `${piece.king}, King side up` === look,
  );
  if (!found) throw new Error(`No piece looks like "${look}"`);
  return found;
}

const named = (name: string) => (piece: Piece) => piece.name === name;
const silver = ['nickel', 'dime', 'quarter'];
const coins = ['nickel', 'dime', 'quarter', 'loonie', 'toonie'];
/** Coins from smallest to largest (money.md's size column). */
const bySize = ['dime', 'nickel', 'quarter', 'loonie', 'toonie'];
const size = (piece: Piece) => bySize.indexOf(piece.name);
const valueOf = (name: string): number => pieceTable.find(named(name))?.value ?? 0;
const pluralOf = (plural: string): string => plural.replace(/s$/, '').replace(/ bills$/, ' bill');

/** What a Money Detective clue sentence means, written by hand from money.md's table. */
function clueMeaning(text: string): (piece: Piece) => boolean {
  const exact: Record<string, (piece: Piece) => boolean> = {
    'I am silver.': (p) => silver.includes(p.name),
    'I am gold-coloured.': named('loonie'),
    'I have two colours: a silver ring and a gold centre.': named('toonie'),
    'I have a beaver on me.': named('nickel'),
    'I have a sailing ship on me.': named('dime'),
    'I have a caribou on me.': named('quarter'),
    'I have a loon on me.': named('loonie'),
    'I have a polar bear on me.': named('toonie'),
    'I have 11 sides.': named('loonie'),
    'I am round.': (p) => coins.includes(p.name) && p.name !== 'loonie',
    'People call me the loonie.': named('loonie'),
    'People call me the toonie.': named('toonie'),
    'I am a coin.': (p) => coins.includes(p.name),
    'I am a bill.': (p) => p.name.endsWith('bill'),
    'I am a blue bill.': named('$5 bill'),
    'I am a purple bill.': named('$10 bill'),
    'I am a green bill.': named('$20 bill'),
    'I am the smallest coin.': named('dime'),
    'I am the biggest coin.': named('toonie'),
    'I am the biggest silver coin.': named('quarter'),
    'I am bigger than the dime, but smaller than the quarter.': named('nickel'),
    'I am the smallest coin, but I am worth more than the beaver coin.': named('dime'),
    'I am bigger than the dime, but I am worth less than the dime.': named('nickel'),
    'I am bigger than the nickel, and I am worth more than the dime.': (p) =>
      coins.includes(p.name) && size(p) > size(pieceTable[0]) && p.value > 10,
    'I am smaller than the toonie, but I am worth more than the quarter.': named('loonie'),
    'I am a coin bigger than the loonie, and I am worth 2 loonies.': named('toonie'),
    'I am blue, and I am worth 5 loonies.': named('$5 bill'),
    'I am purple, and I am worth 10 loonies.': named('$10 bill'),
    'I am green, and I am worth 2 $10 bills.': named('$20 bill'),
  };
  const known = exact[text];
  if (known) return known;
  const amount = /^I am worth (\d+) (dollars?|cents)\.$/.exec(text);
  if (amount) {
    const cents = Number(amount[1]) * (amount[2]?.startsWith('dollar') ? 100 : 1);
    return (p) => p.value === cents;
  }
  const counts: Record<string, number> = { Two: 2, Four: 4, Five: 5, Ten: 10 };
  const makes = /^(Two|Four|Five|Ten) of me make a (.+)\.$/.exec(text);
  if (makes) {
    const whole = valueOf(makes[2] ?? '');
    return (p) => p.value * (counts[makes[1] ?? ''] ?? 0) === whole;
  }
  const worth = /^I am worth (\d+) (.+)\.$/.exec(text);
  if (worth) {
    const part = valueOf(pluralOf(worth[2] ?? ''));
    return (p) => p.value === Number(worth[1]) * part;
  }
  throw new Error(`No meaning written for the clue "${text}"`);
}

/** Answers a Money Detective item: reads the clues and the cards' looks, picks the one that fits all, Checks. */
export async function answerDetective(page: Page, session: Locator): Promise<void> {
  const clues = await session
    .getByRole('list', { name: 'Clues' })
    .getByRole('listitem')
    .allInnerTexts();
  const grid = session.getByRole('radiogroup');
  const names = await grid
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  const fitting = names.filter((name) => {
    const piece = pieceByLook(name.replace(/^Card \d+: /, ''));
    return clues.every((clue) => clueMeaning(clue.trim())(piece));
  });
  expect(fitting, `cards fitting ${clues.join(' ')}`).toHaveLength(1);
  const name = fitting[0] as string;
  if (isPointer(page)) {
    await pointerPress(page, grid.getByRole('radio', { name, exact: true }));
    await pointerPress(page, session.getByRole('button', { name: 'Check' }));
  } else {
    await pickCard(page, grid, name);
    await page.keyboard.press('Enter');
  }
}

/** The group of coins a Coin Sort group's name reads ("2 dimes and a nickel"), in cents. */
function groupValue(words: string): number {
  return words.split(/, | and /).reduce((total, part) => {
    const match = /^(a|\d+) (.+)$/.exec(part);
    if (!match) throw new Error(`Cannot read the group "${words}"`);
    const count = match[1] === 'a' ? 1 : Number(match[1]);
    const name = count === 1 ? (match[2] ?? '') : pluralOf(match[2] ?? '');
    return total + count * valueOf(name);
  }, 0);
}

/** The right bin's label for a Coin Sort item name ("Coin 3 of 8: …", "Group 1 of 6: …"). */
function binFor(itemName: string, binLabels: readonly string[]): string {
  const match = /^(Coin|Bill|Group) \d+ of \d+: (.+)$/.exec(itemName);
  if (!match) throw new Error(`Cannot read the item "${itemName}"`);
  const [, kind, words = ''] = match;
  if (kind === 'Group') {
    const cents = groupValue(words);
    const label = cents < 100 ? `${cents}¢` : `$${(cents / 100).toFixed(2)}`;
    return label;
  }
  const piece = pieceByLook(words);
  if (binLabels.includes('Less than 1 dollar')) {
    return piece.value < 100 ? 'Less than 1 dollar' : '1 dollar or more';
  }
  const bin = binLabels.find((label) => label.toLowerCase() === `${piece.name}s`);
  if (!bin) throw new Error(`No bin for ${piece.name} in ${binLabels.join(', ')}`);
  return bin;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sorts a whole Coin Sort round, each coin or group into its bin, then Checks: by keyboard
 * (Enter on the item, Enter on the bin) or by pointer (a tap on the item, a tap on the bin;
 * with `drag`, the first item is dragged instead).
 */
export async function answerCoinSort(
  page: Page,
  session: Locator,
  options: { readonly drag?: (item: Locator, bin: Locator) => Promise<void> } = {},
): Promise<void> {
  const tray = session.getByRole('group', { name: 'To sort' });
  const binButtons = session.getByRole('button', { name: / bin(, empty|:)/ });
  const binLabels = (
    await binButtons.evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute('aria-label') ?? '').replace(/ bin(, empty|:.*)$/, ''),
      ),
    )
  ).filter(Boolean);
  let first = true;
  for (;;) {
    const items = tray.getByRole('button', { name: /^(Coin|Bill|Group) \d+ of \d+: / });
    if ((await items.count()) === 0) break;
    const item = items.first();
    // The item's name is its first, visually hidden, child (the art beside it may hold digits).
    const name = await item.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const label = binFor(name, binLabels);
    const bin = session.getByRole('button', { name: new RegExp(`^${escape(label)} bin`) });
    const left = await items.count();
    if (first && options.drag) {
      await options.drag(item, session.getByRole('group', { name: label, exact: true }));
    } else if (isPointer(page)) {
      await pointerPress(page, item);
      await pointerPress(page, bin);
    } else {
      await tabTo(page, item);
      await page.keyboard.press('Enter');
      await tabTo(page, bin);
      await page.keyboard.press('Enter');
    }
    first = false;
    await expect(items).toHaveCount(left - 1);
  }
  const check = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) {
    await pointerPress(page, check);
  } else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/**
 * Drags a Coin Sort item onto a bin with the mouse or a finger, as a child does: towards
 * where the bin is now, looking again at every move (dnd-kit scrolls the page when a held
 * item nears the window's edge, and the bin moves with it), then lets go over its centre.
 */
export async function dragIntoBin(page: Page, item: Locator, bin: Locator): Promise<void> {
  await bin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let at = await centreOf(item, false);
  await pointerDown(page, at);
  if (inputOf(page) === 'touch') await page.waitForTimeout(320);
  for (let move = 0; move < 200; move += 1) {
    const to = await centreOf(bin, false);
    const distance = Math.hypot(to.x - at.x, to.y - at.y);
    if (distance < 2) break;
    const step = Math.min(12, distance);
    at = {
      x: at.x + ((to.x - at.x) * step) / distance,
      y: at.y + ((to.y - at.y) * step) / distance,
    };
    await pointerMove(page, at);
  }
  await page.waitForTimeout(150);
  await pointerUp(page);
}
