import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragThrough,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
  expectPickedUp,
} from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';
import { monthNames, weekdayNames, escapeRegExp } from './calendar-helpers';

/**
 * Calendar level 3 ("Planning Ahead"): reading Big Time Words and Planning with Calendars
 * from the page and answering them. Nothing here knows a seed: every answer is worked out
 * from the prompt, the cards' names and the grid's title, with calendar.md's meanings of the
 * big time words written out by hand below.
 */

/** calendar.md's pairs: each big time word and what it means. */
const meanings: Readonly<Record<string, string>> = {
  fortnight: '14 days',
  decade: '10 years',
  century: '100 years',
  'leap year': '366 days',
  week: '7 days',
  year: '12 months',
  monthly: 'once a month',
};

/** How long each word of "Which is longer?" is, in days or years. */
const lengths: Readonly<Record<string, number>> = {
  'a fortnight': 14,
  'a leap year': 366,
  'a decade': 10,
  'a century': 100,
};

/** The pictures that happen every day; the weekly ones say "every Saturday" and so on. */
const dailyEvents = ['brushing your teeth', 'going to bed', 'eating breakfast'];

/** "2026-05-18", as the month grid's cells carry it. */
export const dateKey = (date: Date): string =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(
    date.getUTCDate(),
  ).padStart(2, '0')}`;

/** The item's prompt: the activity group is named by it. */
export async function promptOf(session: Locator): Promise<string> {
  return (await activityOf(session).getAttribute('aria-label')) ?? '';
}

/** Presses Check, with the keyboard (Tab, Enter) or the pointer. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) {
    await pointerPress(page, check);
  } else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/** Picks a ChoiceGrid card by its name. */
async function pick(page: Page, session: Locator, name: string): Promise<void> {
  const group = session.getByRole('radiogroup');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

// ─── Big Time Words ──────────────────────────────────────────────────────────────────────

/** The kinds of item Big Time Words has, as the page shows them. */
export type BigTimeWordsKind = 'sort-days' | 'sort-events' | 'match' | 'grid' | 'pad' | 'choice';

/** Which widget the item on screen uses. */
export async function bigTimeWordsKind(session: Locator): Promise<BigTimeWordsKind> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  if ((await activity.getByRole('group', { name: 'Days to sort' }).count()) > 0) return 'sort-days';
  if ((await activity.getByRole('group', { name: 'Pictures to sort' }).count()) > 0) {
    return 'sort-events';
  }
  if ((await activity.getByRole('list', { name: 'Time words' }).count()) > 0) return 'match';
  if ((await activity.getByRole('grid').count()) > 0) return 'grid';
  if ((await activity.getByRole('textbox').count()) > 0) return 'pad';
  return 'choice';
}

/** The bin a card belongs in, from its words. */
function binOf(kind: 'sort-days' | 'sort-events', card: string): string {
  if (kind === 'sort-days') return card === 'Saturday' || card === 'Sunday' ? 'Weekend' : 'Weekday';
  if (dailyEvents.includes(card)) return 'Daily';
  return card.includes(' every ') ? 'Weekly' : 'Once a year (annual)';
}

/** A bin the card does not belong in. */
const wrongBin = (right: string): string =>
  ({ Weekday: 'Weekend', Weekend: 'Weekday', Daily: 'Weekly' })[right] ?? 'Daily';

/**
 * Drags a card into a bin with the mouse or a finger. The page first scrolls so that the
 * point halfway between them is in the middle of the window (on a phone the bins stack under
 * the tray), and the card goes to the top of the bin: a pointer held near the window's edge
 * would start dnd-kit's auto-scroll and carry the bin away from under it. A finger holds
 * still a moment first, as dnd-kit's touch sensor asks, so a swipe still scrolls.
 */
async function dragIntoBin(page: Page, card: Locator, bin: Locator): Promise<void> {
  const cardBox = await card.boundingBox();
  const binBox = await bin.boundingBox();
  if (!cardBox || !binBox) throw new Error('The card or the bin is not laid out');
  const binTop = (box: { y: number; height: number }) => box.y + Math.min(40, box.height / 3);
  const middle = (cardBox.y + cardBox.height / 2 + binTop(binBox)) / 2;
  await page.evaluate((y) => scrollBy(0, y - innerHeight / 2), middle);
  const from = await centreOf(card, false);
  const onto = await bin.boundingBox();
  if (!onto) throw new Error('The bin is not laid out');
  const to = { x: onto.x + onto.width / 2, y: binTop(onto) };
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(card) } : {}),
    settleMs: 150,
  });
}

/**
 * Sorts every card into its bin: Enter on the card and Enter on the bin, or a tap on each;
 * with the pointer, a card of the first bin (the nearest to the tray) is dragged there
 * first. `wrongFirst` puts the first card in a wrong bin (to see it bounce back).
 */
async function answerSort(
  page: Page,
  session: Locator,
  kind: 'sort-days' | 'sort-events',
  options: { readonly wrongFirst?: boolean } = {},
): Promise<void> {
  const tray = session.getByRole('group', {
    name: kind === 'sort-days' ? 'Days to sort' : 'Pictures to sort',
  });
  const cards = tray.getByRole('button', { name: /^(Day|Picture) \d of 4: / });
  const wordsOf = async (card: Locator) =>
    (await card.evaluate((element) => element.firstElementChild?.textContent ?? '')).replace(
      /^(Day|Picture) \d of 4: /,
      '',
    );
  const binButton = (label: string) =>
    session.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} bin`) });

  if (isPointer(page) && !options.wrongFirst) {
    // One card is dragged: the one nearest its bin, so both fit on a small screen at once,
    // away from the window's edges (where dnd-kit would start scrolling the page).
    let best: { card: Locator; bin: string; distance: number } | undefined;
    for (const card of await cards.all()) {
      const bin = binOf(kind, await wordsOf(card));
      const cardBox = await card.boundingBox();
      const binBox = await session.getByRole('group', { name: bin, exact: true }).boundingBox();
      if (!cardBox || !binBox) continue;
      const distance = Math.hypot(binBox.x - cardBox.x, binBox.y - cardBox.y);
      if (!best || distance < best.distance) best = { card, bin, distance };
    }
    if (!best) throw new Error('No card to drag');
    await dragIntoBin(page, best.card, session.getByRole('group', { name: best.bin, exact: true }));
    await expect(binButton(best.bin)).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(best.bin)} bin: `),
    );
  }

  let first = true;
  while ((await cards.count()) > 0) {
    const card = cards.first();
    const right = binOf(kind, await wordsOf(card));
    const label = first && options.wrongFirst ? wrongBin(right) : right;
    const bin = binButton(label);
    const left = await cards.count();
    if (isPointer(page)) {
      await pointerPress(page, card);
      await pointerPress(page, bin);
    } else {
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await tabTo(page, bin);
      await page.keyboard.press('Enter');
    }
    first = false;
    await expect(cards).toHaveCount(left - 1);
  }
}

/** Joins each word to its meaning: tap both, or Tab, Home, arrows and Enter in each column. */
async function answerMatch(page: Page, session: Locator): Promise<void> {
  const wordsColumn = session.getByRole('list', { name: 'Time words' });
  const meaningsColumn = session.getByRole('list', { name: 'What they mean' });
  const words = await wordsColumn
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => /^Left: (.+?)\./.exec(button.textContent ?? '')?.[1] ?? ''),
    );
  for (const word of words) {
    const wordButton = wordsColumn.getByRole('button', {
      name: new RegExp(`^Left: ${escapeRegExp(word)}\\.`),
    });
    const meaningButton = meaningsColumn.getByRole('button', {
      name: new RegExp(`^Right: ${escapeRegExp(meanings[word] ?? '?')}\\.`),
    });
    if (isPointer(page)) {
      await pointerPress(page, wordButton);
      await pointerPress(page, meaningButton);
    } else {
      await tabTo(page, wordsColumn.locator('button[tabindex="0"]'));
      await page.keyboard.press('Home');
      for (let presses = 0; presses < 3 && !(await isFocusedOn(wordButton)); presses += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(wordButton).toBeFocused();
      await page.keyboard.press('Enter');
      // Focus moves to the meanings: Home, then down to the partner.
      await page.keyboard.press('Home');
      for (let presses = 0; presses < 3 && !(await isFocusedOn(meaningButton)); presses += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(meaningButton).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(wordButton).toHaveAccessibleName(/Matched\.$/);
  }
}

const isFocusedOn = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Taps a date on a MonthGrid: with the pointer, its cell; with the keyboard, Tab into the
 * grid, arrows along the row to `from` (when given) and then down and across to the date,
 * Enter. Every cell carries `data-date`.
 */
export async function tapDate(page: Page, grid: Locator, date: Date, from?: Date): Promise<void> {
  const cell = grid.locator(`[data-date="${dateKey(date)}"]`);
  if (isPointer(page)) {
    await pointerPress(page, cell);
    return;
  }
  const focusedKey = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  if (!(await grid.evaluate((element) => element.contains(document.activeElement)))) {
    await tabTo(page, grid.locator('[data-date][tabindex="0"]'));
  }
  const dayOf = (key: string) =>
    Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) /
    86_400_000;
  for (const goal of from ? [from, date] : [date]) {
    const goalDay = goal.getTime() / 86_400_000;
    for (let presses = 0; presses < 60; presses += 1) {
      const key = await focusedKey();
      const gap = goalDay - dayOf(key);
      if (gap === 0) break;
      if (Math.abs(gap) >= 7) await page.keyboard.press(gap > 0 ? 'ArrowDown' : 'ArrowUp');
      else await page.keyboard.press(gap > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
  }
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
}

/** "Monday, May 4" in a grid of "Calendar for May 2026": the date, in UTC. */
function spokenDate(text: string, year: number): Date {
  const match = /([A-Z][a-z]+day), ([A-Z][a-z]+) (\d{1,2})/.exec(text);
  if (!match) throw new Error(`No date in "${text}"`);
  const month = monthNames.indexOf((match[2] ?? '') as (typeof monthNames)[number]);
  const date = new Date(Date.UTC(year, month, Number(match[3])));
  expect(weekdayNames[date.getUTCDay()], `the day of ${match[0]}`).toBe(match[1]);
  return date;
}

/** The year of a grid from its name, "Calendar for May 2026". */
async function gridYear(grid: Locator): Promise<number> {
  const name = (await grid.getAttribute('aria-label')) ?? '';
  const year = /(\d{4})/.exec(name)?.[1];
  if (!year) throw new Error(`No year in the grid's name "${name}"`);
  return Number(year);
}

/** "Tap the date a fortnight after Monday, May 4.": two rows down from the start. */
async function answerFortnight(page: Page, session: Locator, prompt: string): Promise<void> {
  const grid = session.getByRole('grid');
  const start = spokenDate(prompt, await gridYear(grid));
  const target = new Date(start.getTime() + 14 * 86_400_000);
  await tapDate(page, grid, target, start);
  await expect(grid.locator(`[data-date="${dateKey(target)}"]`)).toHaveAttribute(
    'data-selected',
    'true',
  );
}

/** Years in some decades, or decades in a century, typed or tapped on the pad. */
async function answerPad(page: Page, session: Locator, prompt: string): Promise<void> {
  const decades = /How many years are in (\d) decades\?/.exec(prompt);
  const value = decades
    ? Number(decades[1]) * 10
    : /How many decades make a century\?/.test(prompt)
      ? 10
      : NaN;
  expect(value, `a number for "${prompt}"`).not.toBeNaN();
  const field = session.getByRole('textbox');
  if (isPointer(page)) {
    for (const digit of String(value)) {
      await pointerPress(page, session.getByRole('button', { name: digit, exact: true }));
    }
  } else {
    await tabTo(page, field);
    await page.keyboard.type(String(value));
  }
  await expect(field).toHaveValue(String(value));
}

/** The card to pick for a ChoiceGrid question, from its prompt. */
function choiceFor(prompt: string): string {
  const twoDays = /^Today is (\w+)\. What day is the day (after tomorrow|before yesterday)\?$/.exec(
    prompt,
  );
  if (twoDays) {
    const today = weekdayNames.indexOf((twoDays[1] ?? '') as (typeof weekdayNames)[number]);
    return weekdayNames[(today + (twoDays[2] === 'after tomorrow' ? 2 : 5)) % 7] ?? '';
  }
  const weekend = /^Is (\w+) a weekday or a weekend day\?$/.exec(prompt);
  if (weekend) {
    return weekend[1] === 'Saturday' || weekend[1] === 'Sunday' ? 'Weekend day' : 'Weekday';
  }
  const longer = /^Which is longer: (.+) or (.+)\?$/.exec(prompt);
  if (longer) {
    const size = (words: string) => lengths[words] ?? Number(words.split(' ')[0]);
    const [first, second] = [longer[1] ?? '', longer[2] ?? ''];
    return size(first) > size(second) ? first : second;
  }
  const leap = /^Is (\d{4}) a leap year\?$/.exec(prompt);
  if (leap) {
    const year = Number(leap[1]);
    // 2024 to 2035: every 4th year (the century rule never comes up).
    return year % 4 === 0 ? 'Yes' : 'No';
  }
  throw new Error(`No answer for "${prompt}"`);
}

/**
 * Answers the Big Time Words item on screen, right, with the page's input, and presses
 * Check. Returns the kind of item it was.
 */
export async function answerBigTimeWords(
  page: Page,
  session: Locator,
  options: { readonly wrongFirst?: boolean } = {},
): Promise<BigTimeWordsKind> {
  const kind = await bigTimeWordsKind(session);
  const prompt = await promptOf(session);
  switch (kind) {
    case 'sort-days':
    case 'sort-events':
      await answerSort(page, session, kind, options);
      break;
    case 'match':
      await answerMatch(page, session);
      break;
    case 'grid':
      await answerFortnight(page, session, prompt);
      break;
    case 'pad':
      await answerPad(page, session, prompt);
      break;
    case 'choice':
      await pick(page, session, choiceFor(prompt));
      break;
  }
  await pressCheck(page, session);
  return kind;
}

// ─── Planning with Calendars (Learn) ─────────────────────────────────────────────────────

/** The last spoken date in a prompt: "…Canada Day is Wednesday, July 1…" → July 1, 2026. */
function lastSpokenDate(prompt: string, year: number): Date {
  const all = [...prompt.matchAll(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}/g)];
  const last = all[all.length - 1];
  if (!last) throw new Error(`No date in "${prompt}"`);
  return spokenDate(last[0], year);
}

/** How many days from the prompt's date to the one asked for, from its words. */
function planOffset(prompt: string): number {
  if (/one week before/.test(prompt)) return -7;
  if (/two weeks|14 days/.test(prompt)) return 14;
  if (/One week later/.test(prompt)) return 7;
  throw new Error(`No plan in "${prompt}"`);
}

/** Shows the month of `date` on a grid with navigation, with the pointer's month buttons. */
async function showMonthOf(page: Page, root: Locator, grid: Locator, date: Date): Promise<void> {
  for (let presses = 0; presses < 3; presses += 1) {
    const name = (await grid.getAttribute('aria-label')) ?? '';
    const shown = monthNames.findIndex((month) => name.includes(`${month} `));
    const wanted = date.getUTCMonth();
    if (shown === wanted) return;
    await pointerPress(
      page,
      root.getByRole('button', { name: shown < wanted ? 'Next month' : 'Previous month' }),
    );
    await expect(grid).toHaveAccessibleName(
      new RegExp(`${monthNames[shown < wanted ? shown + 1 : shown - 1]} `),
    );
  }
}

/** Taps (or, by keyboard, walks to and presses Enter on) a date of the lesson's grid. */
async function tapPlanDate(page: Page, root: Locator, date: Date, from?: Date): Promise<void> {
  const grid = root.getByRole('grid');
  if (isPointer(page)) await showMonthOf(page, root, grid, date);
  await tapDate(page, grid, date, from);
}

/**
 * Puts the step's sticker (in the grid's sticker tray) on a date. Keyboard: the month first
 * (PageUp/PageDown on a date), then Tab to the sticker, Space, the arrows (a day across, a
 * week up or down, reading the cell the sticker is over) and Space. Pointer: the month
 * buttons, then a drag from the tray onto the date (a finger holds still first).
 */
async function putSticker(page: Page, root: Locator, date: Date): Promise<void> {
  const grid = root.getByRole('grid');
  const sticker = root.locator('[data-sticker]');
  const cell = grid.locator(`[data-date="${dateKey(date)}"]`);
  if (isPointer(page)) {
    await showMonthOf(page, root, grid, date);
    await cell.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await centreOf(sticker, false);
    const to = await centreOf(cell, false);
    await dragThrough(page, lineBetween(from, to, 10), {
      ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(sticker) } : {}),
      settleMs: 150,
    });
  } else {
    const wanted = monthNames[date.getUTCMonth()] ?? '';
    if (!((await grid.getAttribute('aria-label')) ?? '').includes(`${wanted} `)) {
      await tabTo(page, grid.locator('[data-date][tabindex="0"]'));
      const later = await grid.evaluate((element, month) => {
        const key = element.querySelector('[data-date]')?.getAttribute('data-date') ?? '';
        return Number(key.slice(5, 7)) - 1 < month;
      }, date.getUTCMonth());
      await page.keyboard.press(later ? 'PageDown' : 'PageUp');
      await expect(grid).toHaveAccessibleName(new RegExp(`^Calendar for ${wanted} `));
    }
    await tabTo(page, sticker);
    await page.keyboard.press('Space');
    const overKey = () =>
      grid.evaluate(
        (element) =>
          element.querySelector('[data-over] [data-date]')?.getAttribute('data-date') ?? '',
      );
    await expect
      .poll(async () => (await root.locator('[data-state="dragging"]').count()) > 0)
      .toBe(true);
    // Off the tray first: the arrows reach a date from it one way or another (the tray is
    // the last place, above the grid).
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowUp']) {
      if ((await overKey()) !== '') break;
      await page.keyboard.press(key);
    }
    await expect.poll(overKey).not.toBe('');
    const goal = date.getTime() / 86_400_000;
    for (let presses = 0; presses < 40; presses += 1) {
      const key = await overKey();
      const at =
        Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) /
        86_400_000;
      const gap = goal - at;
      if (gap === 0) break;
      if (Math.abs(gap) >= 7) await page.keyboard.press(gap > 0 ? 'ArrowDown' : 'ArrowUp');
      else await page.keyboard.press(gap > 0 ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(overKey).not.toBe(key);
    }
    expect(await overKey()).toBe(dateKey(date));
    await page.keyboard.press('Space');
  }
  await expect(sticker).toHaveAccessibleName(
    new RegExp(
      `^Sticker: .+, on ${weekdayNames[date.getUTCDay()]}, ${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`,
    ),
  );
}

/**
 * The step is done: its praise in the feedback, then Next, focused for the keyboard. After a
 * sticker dropped with the keyboard the focus stays on the sticker (the drag's end gives it
 * back after the lesson moved it to Next), so the keyboard Tabs on to Next.
 */
async function finishPlanStep(page: Page, root: Locator, sticker = false): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) await pointerPress(page, next);
  else {
    if (sticker) await tabTo(page, next);
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/**
 * Plays Planning with Calendars from its first step to completed: each step's date is worked
 * out from its prompt (one week later, two weeks or 14 days later, one week before), each
 * tapped on the grid (the next month reached by the arrows, or by the month buttons with the
 * pointer); then the closing check. With `mistakes`, step 1 first gets the day after the right
 * one, and the check first gets the card one week short: each must say its hint.
 */
export async function playPlanning(
  page: Page,
  root: Locator,
  options: {
    readonly mistakes?: boolean;
    readonly onStep?: (step: number) => Promise<void>;
  } = {},
): Promise<void> {
  const feedback = root.locator('[role="status"][data-part="feedback"]');
  for (let step = 1; step <= 5; step += 1) {
    await expect(root.getByText(`Step ${step} of 5`)).toBeVisible();
    await options.onStep?.(step);
    const prompt = await promptOf(root);
    const grid = root.getByRole('grid');
    const year = await gridYear(grid);
    const from = lastSpokenDate(prompt, year);
    const target = new Date(from.getTime() + planOffset(prompt) * 86_400_000);
    if (step === 1 && options.mistakes) {
      await tapPlanDate(page, root, new Date(target.getTime() + 86_400_000), from);
      await expect(feedback).toContainText(/^Stay in the Monday column/);
      await expect(root).toHaveAttribute('data-state', 'answering');
    }
    const sticker = /Put the bus|Make flags/.test(prompt);
    if (sticker) await putSticker(page, root, target);
    else await tapPlanDate(page, root, target, step === 1 && options.mistakes ? undefined : from);
    if (/Put the bus/.test(prompt)) {
      await expect(grid).toHaveAccessibleName(
        'Calendar for May 2026. Sticker: school bus, on Tuesday, May 19: class trip.',
      );
    }
    await finishPlanStep(page, root, sticker);
  }

  await expect(root.getByText('Check 1 of 1')).toBeVisible();
  await options.onStep?.(6);
  const prompt = await promptOf(root);
  const start = lastSpokenDate(prompt, await gridYear(root.getByRole('grid')));
  const dayName = (date: Date) =>
    `${weekdayNames[date.getUTCDay()]}, ${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
  const answer = async (date: Date) => {
    const group = root.getByRole('radiogroup');
    if (isPointer(page)) {
      await pointerPress(page, group.getByRole('radio', { name: dayName(date), exact: true }));
      await pointerPress(page, root.getByRole('button', { name: 'Check', exact: true }));
    } else {
      await pickCard(page, group, dayName(date));
      await page.keyboard.press('Enter');
    }
  };
  const right = new Date(start.getTime() + planOffset(prompt) * 86_400_000);
  if (options.mistakes) {
    await answer(new Date(right.getTime() - 7 * 86_400_000));
    await expect(root).toHaveAttribute('data-state', 'incorrect');
    await expect(feedback).toContainText('Two rows straight down.');
    const tryAgain = root.getByRole('button', { name: 'Try again' });
    if (isPointer(page)) await pointerPress(page, tryAgain);
    else {
      await expect(tryAgain).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await answer(right);
  await finishPlanStep(page, root);
  await expect(root).toHaveAttribute('data-part', 'done');
}
