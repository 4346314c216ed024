import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, feedbackOf, pickCard, tabTo } from './lingo-helpers';
import { monthNames, weekdayNames } from './calendar-helpers';

/**
 * Playing calendar level 2 (Reading a Month Grid, Find the Date, Which Day of the Week?) from
 * what the page says: the prompt, the grid's name ("Calendar for May 2026, 31 days.") and each
 * date cell's `data-date`. Every answer is computed here with JavaScript's Date (in UTC), never
 * taken from the app. The keyboard moves through MonthGrid as a child would: Tab to its one tab
 * stop, arrows a day or a week, Up past the first row to the headers, PageUp/PageDown a month,
 * Enter to choose; the pointers press the cell or header.
 */

/** A date as the tests compute it: month 1–12. */
export interface TestDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const utc = (date: TestDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));
/** The day of the week, Sunday = 0, by Date. */
export const weekdayOf = (date: TestDate): number => utc(date).getUTCDay();
/** How many days a month has, by Date. */
export const lengthOf = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const keyOf = (date: TestDate): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
const monthIndex = (name: string): number => monthNames.indexOf(name as never) + 1;

/** The nth day of the week in a month (or the last), by walking every day with Date. */
export function nthWeekday(
  year: number,
  month: number,
  weekday: number,
  n: number | 'last',
): TestDate {
  const days = Array.from({ length: lengthOf(year, month) }, (_unused, index) => index + 1).filter(
    (day) => weekdayOf({ year, month, day }) === weekday,
  );
  const day = n === 'last' ? days.at(-1) : days[n - 1];
  if (day === undefined) throw new Error(`No ${n} ${weekdayNames[weekday]} in ${year}-${month}`);
  return { year, month, day };
}

/** The month grid of an activity, and the month it shows (from its name). */
export async function readGrid(
  root: Locator,
): Promise<{ grid: Locator; year: number; month: number }> {
  const grid = root.getByRole('grid');
  const name = (await grid.getAttribute('aria-label')) ?? '';
  const match = /^Calendar for (\w+) (\d{4})/.exec(name);
  if (!match) throw new Error(`Unexpected grid name: ${name}`);
  return { grid, year: Number(match[2]), month: monthIndex(match[1] ?? '') };
}

/** The cell of a date. */
export const cellOf = (grid: Locator, date: TestDate): Locator =>
  grid.locator(`[data-date="${keyOf(date)}"]`);

/** The button of a column header (headers that are buttons are named by the full day name). */
export const headerOf = (grid: Locator, weekday: number): Locator =>
  grid.locator(`[data-header="${weekday}"]`);

/** The date cell that has the focus, if any. */
async function focusedDate(page: Page): Promise<TestDate | undefined> {
  const key = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);
  if (!key) return undefined;
  const [year, month, day] = key.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** Keyboard: focus into the grid (its one tab stop) unless a date already has the focus. */
async function focusGrid(page: Page, grid: Locator): Promise<TestDate> {
  const focused = await focusedDate(page);
  if (focused) return focused;
  await tabTo(page, grid.locator('[data-date][tabindex="0"]'));
  const stop = await focusedDate(page);
  if (!stop) throw new Error('The grid has no date tab stop');
  return stop;
}

/** Keyboard: arrows from the date in focus to a date of the same month (Down a week, Right a day). */
async function arrowToDate(page: Page, grid: Locator, target: TestDate): Promise<void> {
  const from = await focusGrid(page, grid);
  let difference = target.day - from.day;
  const vertical = difference > 0 ? 'ArrowDown' : 'ArrowUp';
  const horizontal = difference > 0 ? 'ArrowRight' : 'ArrowLeft';
  while (Math.abs(difference) >= 7) {
    await page.keyboard.press(vertical);
    difference += difference > 0 ? -7 : 7;
  }
  for (let step = 0; step < Math.abs(difference); step += 1) await page.keyboard.press(horizontal);
  await expect(cellOf(grid, target)).toBeFocused();
}

/** Chooses a date on the grid: pressed with the pointer, or arrowed to and Enter. */
export async function chooseDate(page: Page, grid: Locator, date: TestDate): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, cellOf(grid, date));
    return;
  }
  await arrowToDate(page, grid, date);
  await page.keyboard.press('Enter');
}

/**
 * Chooses a column header: pressed with the pointer, or by keyboard Up from the date in focus
 * (straight up its column, past the first row) and Left/Right along the headers, then Enter.
 */
export async function chooseHeader(page: Page, grid: Locator, weekday: number): Promise<void> {
  const header = headerOf(grid, weekday);
  if (isPointer(page)) {
    await pointerPress(page, header);
    return;
  }
  const onHeader = await page.evaluate(
    () => document.activeElement?.hasAttribute('data-header') ?? false,
  );
  if (!onHeader) await focusGrid(page, grid);
  for (let presses = 0; presses < 7 && (await focusedDate(page)); presses += 1) {
    await page.keyboard.press('ArrowUp');
  }
  const at = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-header')));
  const key = weekday > at ? 'ArrowRight' : 'ArrowLeft';
  for (let step = 0; step < Math.abs(weekday - at); step += 1) await page.keyboard.press(key);
  await expect(header).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Presses a button: the pointer presses it; the keyboard Tabs to it and presses Enter. */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) await pointerPress(page, button);
  else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Picks a day-name card: pressed, or Tab, arrows and Space. */
async function pickDayCard(page: Page, root: Locator, name: string): Promise<void> {
  const group = root.getByRole('radiogroup');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/** The prompt of the item on screen: its activity group's name. */
const promptOf = async (session: Locator): Promise<string> =>
  (await activityOf(session).getAttribute('aria-label')) ?? '';

// ─── Find the Date ───────────────────────────────────────────────────────────────────────

/**
 * Answers a Find the Date item right: "Tap May 9." on the grid, changing month first when the
 * date is in the month before or after (step 4), then Check.
 */
export async function answerFindTheDate(page: Page, session: Locator): Promise<void> {
  const prompt = await promptOf(session);
  const match = /^Tap (\w+) (\d+)\.$/.exec(prompt);
  if (!match) throw new Error(`Unexpected prompt: ${prompt}`);
  const targetMonth = monthIndex(match[1] ?? '');
  const day = Number(match[2]);
  const activity = activityOf(session);
  let { grid, year, month } = await readGrid(activity);
  if (targetMonth !== month) {
    const later = targetMonth === (month % 12) + 1;
    const nextYear = later ? (month === 12 ? year + 1 : year) : month === 1 ? year - 1 : year;
    if (isPointer(page)) {
      await pointerPress(
        page,
        activity.getByRole('button', { name: later ? 'Next month' : 'Previous month' }),
      );
    } else {
      await focusGrid(page, grid);
      await page.keyboard.press(later ? 'PageDown' : 'PageUp');
    }
    await expect(grid).toHaveAttribute(
      'aria-label',
      new RegExp(`^Calendar for ${match[1]} ${nextYear}, `),
    );
    ({ grid, year, month } = await readGrid(activity));
  }
  await chooseDate(page, grid, { year, month, day });
  await press(page, session.getByRole('button', { name: 'Check' }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

// ─── Which Day of the Week? ──────────────────────────────────────────────────────────────

/** The date a "Tap …" prompt asks for on the month shown, or undefined for a "what day" one. */
function tapTarget(prompt: string, year: number, month: number): TestDate | undefined {
  if (prompt === 'Thanksgiving is the second Monday of October. Tap it.') {
    return nthWeekday(year, 10, 1, 2);
  }
  if (prompt === 'Family Day is the third Monday of February. Tap it.') {
    return nthWeekday(year, 2, 1, 3);
  }
  if (prompt === 'Victoria Day is the Monday before May 25. Tap it.') {
    const mondays = Array.from({ length: 24 }, (_unused, index) => index + 1).filter(
      (day) => weekdayOf({ year, month: 5, day }) === 1,
    );
    return { year, month: 5, day: mondays.at(-1) ?? 0 };
  }
  const nth = /^Tap the (first|second|third|fourth|last) (\w+)\.$/.exec(prompt);
  if (!nth) return undefined;
  const ordinal =
    nth[1] === 'last' ? 'last' : ['first', 'second', 'third', 'fourth'].indexOf(nth[1] ?? '') + 1;
  return nthWeekday(year, month, weekdayNames.indexOf(nth[2] as never), ordinal);
}

/** The date a "What day of the week is …?" prompt asks about. */
function askedDate(prompt: string, year: number, month: number): TestDate {
  const canada = /^What day of the week is Canada Day in (\d{4})\?$/.exec(prompt);
  if (canada) return { year: Number(canada[1]), month: 7, day: 1 };
  const ordinal = /^What day of the week is the (\d+)(st|nd|rd|th)\?$/.exec(prompt);
  if (!ordinal) throw new Error(`Unexpected prompt: ${prompt}`);
  return { year, month, day: Number(ordinal[1]) };
}

/**
 * Answers a Which Day of the Week? item right: a day-name card (or, with `byHeader`, the
 * column's header, reached straight up from the date), or the nth day's date; then Check.
 */
export async function answerWhichDay(
  page: Page,
  session: Locator,
  options: { readonly byHeader?: boolean } = {},
): Promise<void> {
  const prompt = await promptOf(session);
  const activity = activityOf(session);
  const { grid, year, month } = await readGrid(activity);
  const target = tapTarget(prompt, year, month);
  if (target) {
    await chooseDate(page, grid, target);
    await expect(
      activity.getByRole('status').filter({ hasText: /: the \w+ \w+day\./ }),
    ).toHaveCount(1);
  } else {
    const date = askedDate(prompt, year, month);
    const weekday = weekdayOf(date);
    if (options.byHeader) {
      if (!isPointer(page)) await arrowToDate(page, grid, date);
      await chooseHeader(page, grid, weekday);
    } else {
      await pickDayCard(page, activity, weekdayNames[weekday] ?? '');
    }
    await expect(headerOf(grid, weekday).locator('xpath=ancestor::th[1]')).toHaveAttribute(
      'data-lit',
      'true',
    );
  }
  await press(page, session.getByRole('button', { name: 'Check' }));
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
}

// ─── Reading a Month Grid ────────────────────────────────────────────────────────────────

const october = (day: number): TestDate => ({ year: 2026, month: 10, day });

/** The step is done: its words in the feedback, then Next (focused for the keyboard). */
async function finishStep(page: Page, root: Locator, done: string): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedbackOf(root)).toContainText(done);
  const next = root.getByRole('button', { name: 'Next', exact: true });
  // The lesson focuses Next once the step is done: press it only then, never mid-render.
  await expect(next).toBeFocused();
  if (isPointer(page)) await pointerPress(page, next);
  else await page.keyboard.press('Enter');
}

/** The names of the lit column headers. */
export const litColumns = (root: Locator): Promise<string[]> =>
  root
    .locator('th[data-lit] [data-part="weekday"]')
    .evaluateAll((names) => names.map((name) => name.textContent ?? ''));

/**
 * Plays Reading a Month Grid from step 1 to completion with the test's input, with a wrong
 * tap in steps 2, 3, 6 and a wrong card in the check first (each says what it is or gives its
 * hint, and the lesson waits).
 */
export async function playReadingAMonthGrid(
  page: Page,
  onStep: (step: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const root = page.getByRole('region', { name: 'Lesson' });
  const feedback = feedbackOf(root);
  const grid = root.getByRole('grid', { name: 'Calendar for October 2026' });
  const stepShows = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
    await onStep(step);
  };

  // 1. The month's name and year at the top.
  await stepShows(1);
  await press(page, root.getByRole('button', { name: 'October 2026', exact: true }));
  await finishStep(page, root, 'October 2026.');

  // 2. The 1 (after a wrong box).
  await stepShows(2);
  await chooseDate(page, grid, october(2));
  await expect(feedback).toContainText('That is Friday, October 2. Find the 1');
  await expect(root).toHaveAttribute('data-state', 'answering');
  await chooseDate(page, grid, october(1));
  await finishStep(
    page,
    root,
    'October 1 is a Thursday. A month can start on any day of the week.',
  );

  // 3. The Sunday column (after Monday's).
  await stepShows(3);
  await chooseHeader(page, grid, 1);
  await expect(feedback).toContainText('Monday column: 5, 12, 19, 26. Sunday is on the left.');
  await chooseHeader(page, grid, 0);
  expect(await litColumns(root)).toEqual(['Sunday']);
  await finishStep(page, root, '4, 11, 18, 25: all Sundays.');

  // 4. 14, then straight up to its header.
  await stepShows(4);
  await chooseDate(page, grid, october(14));
  await expect(feedback).toContainText('October 14. Now go straight up to the name at the top.');
  await chooseHeader(page, grid, 3);
  expect(await litColumns(root)).toEqual(['Wednesday']);
  await finishStep(page, root, 'October 14 is a Wednesday.');

  // 5. The last date.
  await stepShows(5);
  await chooseDate(page, grid, october(31));
  await finishStep(page, root, 'October has 31 days.');

  // 6. Tap October 9 (after the 6): a miss lights the 9's column.
  await stepShows(6);
  await chooseDate(page, grid, october(6));
  await expect(feedback).toContainText('That is Tuesday, October 6. Find the 9');
  expect(await litColumns(root)).toEqual(['Friday']);
  await chooseDate(page, grid, october(9));
  await finishStep(page, root, 'Yes! Friday, October 9.');

  // The closing check: Wednesday first, its hint and the 20's column; then Tuesday.
  await expect(root.getByText('Check 1 of 1', { exact: true })).toBeVisible();
  await onStep(7);
  const cards = root.getByRole('radiogroup', { name: 'What day of the week is October 20?' });
  await expect(cards.getByRole('radio')).toHaveText(['Monday', 'Tuesday', 'Wednesday']);
  if (isPointer(page)) await pointerPress(page, cards.getByRole('radio', { name: 'Wednesday' }));
  else await pickCard(page, cards, 'Wednesday');
  await press(page, root.getByRole('button', { name: 'Check' }));
  await expect(root).toHaveAttribute('data-state', 'incorrect');
  await expect(feedback).toContainText('Go straight up from 20 to the name at the top.');
  expect(await litColumns(root)).toEqual(['Tuesday']);
  const tryAgain = root.getByRole('button', { name: 'Try again' });
  if (isPointer(page)) await pointerPress(page, tryAgain);
  else {
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(root).toHaveAttribute('data-state', 'answering');
  if (isPointer(page)) await pointerPress(page, cards.getByRole('radio', { name: 'Tuesday' }));
  else await pickCard(page, cards, 'Tuesday');
  await press(page, root.getByRole('button', { name: 'Check' }));
  await finishStep(page, root, 'Well done!');
  await expect(root).toHaveAttribute('data-part', 'done');
}

export { monthNames, weekdayNames } from './calendar-helpers';
