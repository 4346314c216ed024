import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  dragThrough,
  inputOf,
  isPointer,
  lineBetween,
  pointerDown,
  pointerMove,
  pointerPress,
  pointerUp,
  expectPickedUp,
  pressWhileHeld,
} from './input';
import { feedbackOf, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

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

// ─── Money Basics (Learn) ────────────────────────────────────────────────────────────────

/** The picture on each silver coin, as step 3's picture column names it (money.md's table). */
const coinPicture: Readonly<Record<string, string>> = {
  Nickel: 'a beaver on a rock',
  Dime: 'the Bluenose, a sailing ship (schooner)',
  Quarter: "a caribou's head",
};

/** Each piece button's name: its first, visually hidden, child (the bill art holds digits). */
const namesOf = (buttons: Locator): Promise<string[]> =>
  buttons.evaluateAll((all) => all.map((button) => button.firstElementChild?.textContent ?? ''));

/** Cents from a card's words: "5¢", "$1.00". */
function centsOf(words: string): number {
  const dollars = /\$(\d+)\.(\d\d)/.exec(words);
  if (dollars) return Number(dollars[1]) * 100 + Number(dollars[2]);
  const cents = /(\d+)¢/.exec(words);
  if (cents) return Number(cents[1]);
  throw new Error(`No amount in "${words}"`);
}

/**
 * Presses a control with the test's input: a tap or click, or by keyboard Tab to it (inside
 * a roving group, Tab into the group, then the arrows) and Enter.
 */
async function use(page: Page, target: Locator, arrows = ['ArrowRight', 'ArrowLeft']) {
  if (isPointer(page)) {
    await pointerPress(page, target);
    return;
  }
  await focusWithKeys(page, target, arrows);
  await page.keyboard.press('Enter');
}

const focused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/** Tab to a control; one in a roving group (tabindex −1) by Tab into its list, then arrows. */
async function focusWithKeys(page: Page, target: Locator, arrows: readonly string[]) {
  if ((await target.getAttribute('tabindex')) !== '-1') {
    await tabTo(page, target);
    return;
  }
  const list = target.locator('xpath=ancestor::*[self::ul or self::ol][1]');
  const inList = await list.evaluate((element) => element.contains(document.activeElement));
  if (!inList) await tabTo(page, list.locator('[tabindex="0"]').first());
  // Along the group one way, then back the other way (a column that does not wrap).
  for (const key of arrows) {
    for (let presses = 0; presses < 8 && !(await focused(target)); presses += 1) {
      await page.keyboard.press(key);
    }
  }
  await expect(target).toBeFocused();
}

/** The step is done: its praise in the feedback, then Next (focused for the keyboard). */
async function finishLessonStep(page: Page, root: Locator, done: string | RegExp) {
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedbackOf(root)).toContainText(done);
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) await pointerPress(page, next);
  else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/** Drags the dime onto the nickel with the mouse or a finger (a finger holds still first). */
async function dragOnto(page: Page, item: Locator, onto: Locator) {
  await onto.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await centreOf(item, false);
  const to = await centreOf(onto, false);
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(item) } : {}),
    settleMs: 150,
  });
}

/** Options of {@link playMoneyBasics}. */
export interface MoneyBasicsPlay {
  /** Make the likely mistakes first (a wrong picture, the wrong order, the wrong coins in the check) and see their hints. */
  readonly mistakes?: boolean;
  /** Called on each step (1–6) and each check question (7, 8) once it shows. */
  readonly onStep?: (step: number) => Promise<void>;
}

/**
 * Plays Money Basics from step 1 to completion with the test's input, reading every step from
 * the page: the coins and bills by their names, the pictures, the order by the cards' amounts,
 * the check's cards by their looks (money.md's table above).
 */
export async function playMoneyBasics(page: Page, options: MoneyBasicsPlay = {}): Promise<void> {
  const root = page.getByRole('region', { name: 'Lesson' });
  const feedback = feedbackOf(root);
  const stepShows = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 6`)).toBeVisible();
    await options.onStep?.(step);
  };

  // 1. Tap each coin: each says its name and value.
  await stepShows(1);
  const coinTray = root.getByRole('group', { name: "Canada's coins", exact: true });
  const coinButtons = coinTray.getByRole('button', {
    name: /^(Nickel|Dime|Quarter|Loonie|Toonie), /,
  });
  await expect(coinButtons).toHaveCount(5);
  for (const name of await namesOf(coinButtons)) {
    const [title = '', amount = ''] = name.split(', ');
    await use(page, coinTray.getByRole('button', { name, exact: true }));
    await expect(feedback).toContainText(`${title}. ${amount}.`);
  }
  await finishLessonStep(page, root, 'You met all five coins');

  // 2. Flip each coin (the King), then the toonie's ring and its centre.
  await stepShows(2);
  const flipTray = root.getByRole('group', { name: "Canada's coins, to flip" });
  const flips = flipTray.getByRole('button', { name: /^Flip the / });
  await expect(flips).toHaveCount(5);
  for (let index = 0; index < 5; index += 1) {
    await use(page, flips.nth(index));
    await expect(feedback).toContainText('The other side shows the King.');
  }
  await expect(flipTray.getByRole('button', { name: /, King side up$/ })).toHaveCount(5);
  const ring = root.getByRole('button', { name: "The toonie's silver ring" });
  if (isPointer(page)) {
    // The centre lies on top of the ring: the ring is pressed near its left edge.
    await ring.scrollIntoViewIfNeeded();
    const box = await ring.boundingBox();
    const position = { x: (box?.width ?? 200) * 0.09, y: (box?.height ?? 200) / 2 };
    if (inputOf(page) === 'touch') await ring.tap({ position });
    else await ring.click({ position });
  } else await use(page, ring);
  await expect(feedback).toContainText("The toonie's silver ring.");
  await use(page, root.getByRole('button', { name: "The toonie's gold centre" }));
  await finishLessonStep(page, root, 'Every coin shows the King on the other side.');

  // 3. Each silver coin with its picture.
  await stepShows(3);
  const coinColumn = root.getByRole('list', { name: 'Coins' });
  const pictureColumn = root.getByRole('list', { name: 'Pictures' });
  const columnKeys = ['ArrowDown', 'ArrowUp'];
  if (options.mistakes) {
    await use(page, coinColumn.getByRole('button', { name: 'Dime', exact: true }), columnKeys);
    await use(
      page,
      pictureColumn.getByRole('button', { name: coinPicture.Nickel, exact: true }),
      columnKeys,
    );
    await expect(feedback).toContainText('Not that picture. The dime has the Bluenose');
  }
  for (const coin of ['Nickel', 'Dime', 'Quarter']) {
    const picture = coinPicture[coin] ?? '';
    await use(page, coinColumn.getByRole('button', { name: coin, exact: true }), columnKeys);
    await use(page, pictureColumn.getByRole('button', { name: picture, exact: true }), columnKeys);
    await expect(
      coinColumn.getByRole('button', { name: `${coin}, joined with ${picture}, right` }),
    ).toBeVisible();
  }
  await finishLessonStep(page, root, 'The nickel has a beaver');

  // 4. The dime onto the nickel: dragged by the pointer; by keyboard Space, arrow, Space.
  await stepShows(4);
  const dime = root.getByRole('button', { name: /^Dime, 10 cents\. Put it on the nickel/ });
  const nickel = root.getByRole('img', { name: 'Nickel, 5 cents' });
  if (isPointer(page)) {
    await dragOnto(page, dime, nickel.locator('..'));
  } else {
    // dnd-kit's live region says each move; a key pressed before it has caught up is lost.
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    await tabTo(page, dime);
    await page.keyboard.press('Space');
    await expect(said('Picked up the dime.')).toBeAttached();
    // The page may still be scrolling the held dime into view: press again if no word comes.
    await pressWhileHeld(
      page,
      'ArrowRight',
      () => page.locator('[id^="DndLiveRegion"]').textContent(),
      async () => (await said('Over the nickel.').count()) > 0,
      6,
    );
    await page.keyboard.press('Space');
  }
  await expect(
    root.getByRole('img', { name: 'The dime lies on the nickel: the dime is smaller.' }),
  ).toBeVisible();
  await expect(root.getByRole('list', { name: 'What each coin is worth' })).toHaveText(
    /Dime: 10 cents\s*Nickel: 5 cents/,
  );
  await finishLessonStep(page, root, 'The dime is smaller than the nickel');

  // 5. The coins from the least money to the most, read from each card's amount.
  await stepShows(5);
  const list = root.getByRole('list', { name: 'Coins, from the least money to the most' });
  const cards = list.getByRole('button');
  const check = root.getByRole('button', { name: 'Check', exact: true });
  if (options.mistakes) {
    await use(page, check);
    await expect(feedback).toContainText('Start with the coin worth the least');
  }
  const names = async () =>
    (await cards.evaluateAll((all) => all.map((card) => card.textContent ?? ''))).map((name) =>
      name.replace(/, card \d of 5.*$/, ''),
    );
  const wanted = [...(await names())].sort((a, b) => centsOf(a) - centsOf(b));
  for (const [place, name] of wanted.entries()) {
    const now = await names();
    if (now[place] === name) continue;
    const card = list.getByRole('button', { name: new RegExp(`^${escape(name)}, card`) });
    if (isPointer(page)) {
      const onto = list.getByRole('button', {
        name: new RegExp(`^${escape(now[place] ?? '')}, card`),
      });
      await dragCardOnto(page, card, onto);
    } else {
      await moveCardByKeyboard(page, list, card, place);
    }
    await expect.poll(async () => (await names())[place]).toBe(name);
  }
  await use(page, check);
  await finishLessonStep(page, root, 'From the least money to the most!');

  // 6. Tap each bill: each says its colour and value.
  await stepShows(6);
  const billTray = root.getByRole('group', { name: "Canada's bills" });
  const bills = billTray.getByRole('button', { name: /^\$\d+ bill, / });
  await expect(bills).toHaveCount(5);
  for (const name of await namesOf(bills)) {
    await use(page, billTray.getByRole('button', { name, exact: true }));
    await expect(feedback).toContainText(name.replace(/, .*$/, ''));
  }
  await finishLessonStep(page, root, 'Bills are for bigger amounts');

  // The closing check: the toonie by its look; the coin worth more by its name.
  const questions = [
    { prompt: 'Which coin is the toonie?', hint: 'Loonie: one loon, 1 dollar.' },
    {
      prompt: 'Which is worth more, the dime or the nickel?',
      hint: "Size doesn't tell the value.",
    },
  ];
  for (const [index, question] of questions.entries()) {
    await expect(root.getByText(`Check ${index + 1} of 2`)).toBeVisible();
    await options.onStep?.(7 + index);
    const group = root.getByRole('radiogroup', { name: question.prompt });
    const labels = await group
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
    const pieceOf = (label: string) => {
      const look = label.replace(/^(Dime|Nickel): /, '');
      return pieceByLook(look.charAt(0).toLowerCase() + look.slice(1));
    };
    const right =
      index === 0
        ? labels.find((label) => pieceOf(label).name === 'toonie')
        : [...labels].sort((a, b) => pieceOf(b).value - pieceOf(a).value)[0];
    const wrong =
      index === 0
        ? labels.find((label) => pieceOf(label).name === 'loonie')
        : labels.find((label) => pieceOf(label).name === 'nickel');
    const pick = async (label: string) => {
      if (isPointer(page)) {
        await pointerPress(page, group.getByRole('radio', { name: label, exact: true }));
        await pointerPress(page, root.getByRole('button', { name: 'Check', exact: true }));
      } else {
        await pickCard(page, group, label);
        await page.keyboard.press('Enter');
      }
    };
    if (options.mistakes && wrong) {
      await pick(wrong);
      await expect(root).toHaveAttribute('data-state', 'incorrect');
      await expect(feedback).toContainText(question.hint);
      await use(page, root.getByRole('button', { name: 'Try again' }));
    }
    await pick(right ?? '');
    await finishLessonStep(page, root, 'Well done!');
  }
  await expect(root).toHaveAttribute('data-part', 'done');
}
