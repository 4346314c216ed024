import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dragCardOnto, dragThrough, isPointer, pointerPress } from './input';
import { activityOf, isFocused, lesson, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Calendar level 1, part a (Calendar Basics, Days of the Week, Yesterday, Today, Tomorrow):
 * reading each item from the page and answering it right with the test's input. Nothing
 * here knows a seed: the days come from the prompts, the card names and the boxes' names,
 * and the answers from the order of the week written out below.
 */

/** The days of the week, Sunday first, as every Calendar Lingo names them. */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A day of the week's number, Sunday 0 … Saturday 6, from its name. */
export function dayNumber(name: string): number {
  const index = weekdayNames.indexOf(name as (typeof weekdayNames)[number]);
  if (index < 0) throw new Error(`"${name}" is not a day of the week`);
  return index;
}

/** The day `offset` days after `day` (before, when negative), round the week. */
export const dayAfter = (day: number, offset: number): string =>
  weekdayNames[(((day + offset) % 7) + 7) % 7] as string;

/** Presses a button with the test's input: Tab and Enter, or a click or tap. */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, button);
    return;
  }
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Presses Check once it can be pressed. */
export async function pressCheck(page: Page, root: Locator): Promise<void> {
  const check = root.getByRole('button', { name: 'Check', exact: true });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  await press(page, check);
}

/** Picks a card of a ChoiceGrid with the test's input. */
export async function chooseCard(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
  await expect(group.getByRole('radio', { name, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

/**
 * Today's star on a week strip covers no text: its picture meets no day name or date drawn on
 * the strip (it sat on the short day name of a phone's narrow box).
 */
export async function expectStarClearOfText(strip: Locator): Promise<void> {
  const star = strip.locator('[data-part="star"]');
  await expect(star.locator('svg[data-state="ready"]')).toBeVisible();
  const covered = await strip.evaluate((root) => {
    const starBox = root.querySelector('[data-part="star"]')?.getBoundingClientRect();
    if (!starBox) return ['(no star)'];
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Only the words drawn: the boxes' faces (the names read aloud are hidden off screen).
      if (!node.textContent?.trim() || !node.parentElement?.closest('[aria-hidden="true"]')) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (
          box.right > starBox.left &&
          box.left < starBox.right &&
          box.bottom > starBox.top &&
          box.top < starBox.bottom
        ) {
          found.push(node.textContent);
        }
      }
    }
    return found;
  });
  expect(covered, "text under today's star").toEqual([]);
}

/**
 * Taps a box of a tappable WeekStrip with the test's input: the keyboard goes to the strip's
 * tab stop, arrows along to the box, and presses Enter.
 */
export async function tapBox(page: Page, strip: Locator, index: number): Promise<void> {
  const boxes = strip.getByRole('button');
  const box = boxes.nth(index);
  if (isPointer(page)) {
    await pointerPress(page, box);
    return;
  }
  const focused = await boxes.evaluateAll((all) =>
    all.findIndex((each) => each === document.activeElement),
  );
  let at = focused;
  if (at < 0) {
    await tabTo(page, strip.locator('button[tabindex="0"]'));
    at = await boxes.evaluateAll((all) => all.findIndex((each) => each === document.activeElement));
  }
  const key = index > at ? 'ArrowRight' : 'ArrowLeft';
  for (let step = 0; step < Math.abs(index - at); step += 1) await page.keyboard.press(key);
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
}

// ─── Days of the Week ────────────────────────────────────────────────────────────────────

/** "Wednesday, card 1 of 7, right place, locked" → "Wednesday". */
const dayOfCard = (name: string): string => name.replace(/, card \d+ of \d+.*$/, '');

/**
 * Steps 1–3: the cards in order. The run starts on the card whose day before is not a card
 * (or, with all 7, on the locked start card); each card goes in turn to its place.
 */
export async function sortDays(page: Page, list: Locator): Promise<void> {
  const names = async (): Promise<string[]> =>
    (
      await list
        .locator('[data-id]')
        .evaluateAll((cards) =>
          cards.map(
            (card) =>
              card.querySelector('[data-part="card-name"]')?.textContent ??
              card.getAttribute('aria-label') ??
              '',
          ),
        )
    ).map(dayOfCard);
  const shown = await names();
  const days = shown.map(dayNumber);
  const start =
    days.length === 7
      ? (days[0] as number)
      : (days.find((day) => !days.includes((day + 6) % 7)) as number);
  const wanted = days
    .map((day) => (day - start + 7) % 7)
    .sort((a, b) => a - b)
    .map((offset) => dayAfter(start, offset));
  for (let place = 0; place < wanted.length; place += 1) {
    const name = wanted[place] as string;
    if ((await names()).indexOf(name) === place) continue;
    const card = list.getByRole('button', { name: new RegExp(`^${name}, card `) });
    if (isPointer(page)) {
      // The list in the middle of the window: a finger held near its top or bottom edge
      // would scroll the page under the card (dnd-kit's auto-scroll), as for a person.
      await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // Onto the card now in that place (the locked start card is a place too).
      await dragCardOnto(page, card, list.locator('[data-id]').nth(place));
    } else {
      await moveCardByKeyboard(page, list, card, place);
    }
    await expect(card).toHaveAccessibleName(new RegExp(`^${name}, card ${place + 1} of `));
  }
}

/**
 * Step 4: each blank's day, from any day shown on the strip ("Friday, box 2" and a blank in
 * box 4: Sunday), picked on the blank's own cards.
 */
export async function fillBlanks(page: Page, item: Locator): Promise<void> {
  const strip = item.getByRole('list', { name: 'Week strip with missing days' });
  // What a screen reader hears of each box: its text without the parts hidden from it.
  const boxNames = await strip.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent ?? '';
    }),
  );
  const known = boxNames
    .map((text, box) => ({ box, match: /^(\w+day), box \d+$/.exec(text.trim()) }))
    .find((entry) => entry.match);
  if (!known?.match) throw new Error('No day shown on the strip');
  const knownDay = dayNumber(known.match[1] as string);
  const blanks = boxNames.flatMap((text, box) => (/, blank$/.test(text.trim()) ? [box] : []));
  expect(blanks.length).toBeGreaterThanOrEqual(1);
  for (const box of blanks) {
    const group = item.getByRole('radiogroup', { name: `Box ${box + 1}: which day is missing?` });
    await chooseCard(page, group, dayAfter(knownDay, box - known.box));
  }
}

/** Answers a Days of the Week item on screen and checks it. */
export async function answerDaysOfTheWeek(page: Page, session: Locator): Promise<void> {
  const item = activityOf(session);
  const prompt = (await item.getAttribute('aria-label')) ?? '';
  if (/missing/.test(prompt)) await fillBlanks(page, item);
  else await sortDays(page, item.getByRole('list', { name: prompt }));
  await pressCheck(page, session);
}

// ─── Yesterday, Today, Tomorrow ──────────────────────────────────────────────────────────

/** The answer to a Yesterday, Today, Tomorrow question, from its words. */
export function yesterdayTodayTomorrowAnswer(prompt: string): string {
  const forward = /^Today is (\w+)\. What day (will tomorrow be|was yesterday)\?$/.exec(prompt);
  if (forward) {
    return dayAfter(dayNumber(forward[1] as string), forward[2] === 'will tomorrow be' ? 1 : -1);
  }
  const backward = /^(Tomorrow will be|Yesterday was) (\w+)\. What day is today\?$/.exec(prompt);
  if (backward) {
    return dayAfter(dayNumber(backward[2] as string), backward[1] === 'Tomorrow will be' ? -1 : 1);
  }
  throw new Error(`Not a question of this Lingo: "${prompt}"`);
}

/**
 * Answers a Yesterday, Today, Tomorrow item on screen and checks it: taps the box beside the
 * star (step 1), or picks the card the question's words give (steps 2–3). With `showWeek`,
 * step 2's "Show the week" is pressed first.
 */
export async function answerYesterdayTodayTomorrow(
  page: Page,
  session: Locator,
  options: { readonly showWeek?: boolean } = {},
): Promise<void> {
  const item = activityOf(session);
  const prompt = (await item.getAttribute('aria-label')) ?? '';
  const tap = /^Tap (tomorrow|yesterday)\.$/.exec(prompt);
  if (tap) {
    const strip = item.getByRole('list', { name: 'Week strip: tap a day' });
    const star = strip.getByRole('button', { name: /, today$/ });
    await expect(star).toHaveAccessibleName(/^\w+day, box 4, today$/);
    await expectStarClearOfText(strip);
    await tapBox(page, strip, tap[1] === 'tomorrow' ? 4 : 2);
  } else {
    const show = item.getByRole('button', { name: 'Show the week' });
    if (options.showWeek && (await show.count()) > 0) {
      await press(page, show);
      await expect(item.getByRole('button', { name: 'Hide the week' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const group = item.getByRole('radiogroup', { name: prompt });
    await chooseCard(page, group, yesterdayTodayTomorrowAnswer(prompt));
  }
  await pressCheck(page, session);
}

// ─── Calendar Basics ─────────────────────────────────────────────────────────────────────

/** The lesson's Next, once the step is done: focused for the keyboard, pressed with the input. */
export async function nextStep(page: Page): Promise<void> {
  const root = lesson(page);
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    // The lesson focuses Next when a step is done.
    await expect.poll(() => isFocused(next)).toBe(true);
    await page.keyboard.press('Enter');
  }
}

/** What a Calendar Basics run does besides the right answers. */
export interface BasicsOptions {
  /** A wrong card in the closing check first: its hint, then Try again. */
  readonly mistakes?: boolean;
  /** Called on each step and check question once it is on screen (axe, no sideways scroll). */
  readonly onStep?: (step: string) => Promise<void>;
}

/** The days in a month, from JS Date (the month after's day 0). */
const daysIn = (year: number, month: number): number => new Date(year, month, 0).getDate();

const monthNumbers = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Step 3 on the month grid: a date in each week row from the top (the 1st, then a week
 * further each time), then the last date, twice (its row, then the date itself). The
 * keyboard goes there with Control+Home, Down and Control+End.
 */
async function countWeeks(page: Page, root: Locator): Promise<void> {
  const grid = root.getByRole('grid');
  const [, monthName, yearText] = /^Calendar for (\w+) (\d+)$/.exec(
    (await grid.getAttribute('aria-label')) ?? '',
  ) ?? ['', '', ''];
  const year = Number(yearText);
  const month = monthNumbers.indexOf(monthName as string) + 1;
  const counted = /Weeks counted: 0 of (\d)/.exec((await root.textContent()) ?? '');
  const rows = Number(counted?.[1]);
  expect(rows).toBeGreaterThanOrEqual(4);
  const key = (day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const last = daysIn(year, month);
  const feedback = root.locator('[data-part="feedback"]');
  if (isPointer(page)) {
    for (let row = 1; row < rows; row += 1) {
      await pointerPress(page, grid.locator(`[data-date="${key(1 + 7 * (row - 1))}"]`));
      await expect(feedback).toContainText(`Week ${row}.`);
    }
    await pointerPress(page, grid.locator(`[data-date="${key(last)}"]`));
    await expect(feedback).toContainText(`Week ${rows}. Now tap the last date`);
    await pointerPress(page, grid.locator(`[data-date="${key(last)}"]`));
  } else {
    await tabTo(page, grid.locator('[data-date][tabindex="0"]'));
    await page.keyboard.press('Control+Home');
    await expect(grid.locator(`[data-date="${key(1)}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedback).toContainText('Week 1.');
    for (let row = 2; row < rows; row += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(grid.locator(`[data-date="${key(1 + 7 * (row - 1))}"]`)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(feedback).toContainText(`Week ${row}.`);
    }
    await page.keyboard.press('Control+End');
    await expect(grid.locator(`[data-date="${key(last)}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedback).toContainText(`Week ${rows}. Now tap the last date`);
    await page.keyboard.press('Enter');
  }
  await expect(feedback).toContainText(`This month has ${last} days.`);
}

/**
 * Step 4: the pointer once round the year, from January back to January: 12 presses of the
 * Right arrow, or a drag round the wheel's centre (a little past the top, still January).
 */
async function turnYear(page: Page, root: Locator): Promise<void> {
  const pointer = root.getByRole('slider', { name: 'Month pointer' });
  await expect(pointer).toHaveAttribute('aria-valuetext', 'January');
  const year = Number(await root.locator('[data-part="year"]').textContent());
  if (isPointer(page)) {
    const svg = root.locator('svg:has([role="slider"])');
    await svg.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await svg.boundingBox();
    if (!box) throw new Error('The wheel is not on screen');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const radius = box.width * 0.3;
    // Round from the top, clockwise, in 6° steps, to 6° past the top.
    const points = Array.from({ length: 62 }, (_unused, index) => {
      const radians = (index * 6 * Math.PI) / 180;
      return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
    });
    await dragThrough(page, points);
  } else {
    await tabTo(page, pointer);
    for (let month = 1; month <= 12; month += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(pointer).toHaveAttribute('aria-valuenow', String((month % 12) + 1));
    }
  }
  await expect(pointer).toHaveAttribute('aria-valuetext', 'January');
  await expect(root.locator('[data-part="year"]')).toHaveText(String(year + 1));
}

/**
 * Plays Calendar Basics from its first step to completed with the test's input, reading
 * each step from the page: the moon, the week filled box by box, this month's weeks and its
 * last date, the year round the wheel, yesterday then tomorrow, and the closing check.
 */
export async function playCalendarBasics(page: Page, options: BasicsOptions = {}): Promise<void> {
  const root = lesson(page);
  const feedback = root.locator('[data-part="feedback"]');
  const onStep = options.onStep ?? (async () => undefined);

  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  await onStep('1');
  await press(page, root.getByRole('button', { name: 'The moon: finish the day' }));
  await expect(feedback).toContainText('Sunday, 1 day.');
  await nextStep(page);

  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  await onStep('2');
  const week = root.getByRole('list', { name: 'Week strip: tap the next box' });
  for (let box = 1; box < 7; box += 1) await tapBox(page, week, box);
  await expect(feedback).toContainText('Saturday, 7 days: one week!');
  await nextStep(page);

  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  await onStep('3');
  await countWeeks(page, root);
  await nextStep(page);

  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  await onStep('4');
  await turnYear(page, root);
  await expect(feedback).toContainText('a new year starts!');
  await nextStep(page);

  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await onStep('5');
  const strip = root.getByRole('list', { name: 'Week strip' });
  await expect(strip.getByRole('button').nth(3)).toHaveAccessibleName(/, today$/);
  await expectStarClearOfText(strip);
  await tapBox(page, strip, 2);
  await expect(feedback).toContainText('That is yesterday. Now tap tomorrow.');
  await tapBox(page, strip, 4);
  await expect(feedback).toContainText('That is tomorrow.');
  await nextStep(page);

  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  await onStep('check 1');
  const days = root.getByRole('radiogroup', { name: 'How many days are in one week?' });
  if (options.mistakes) {
    await chooseCard(page, days, '5');
    await pressCheck(page, root);
    await expect(feedback).toContainText('5 is not the whole week. Count the week again');
    await press(page, root.getByRole('button', { name: 'Try again' }));
  }
  await chooseCard(page, days, '7');
  await pressCheck(page, root);
  await nextStep(page);

  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  const tomorrow = root.getByRole('radiogroup', { name: /^Today is \w+\. Tap tomorrow\.$/ });
  await expect(
    root.getByText('Week strip, 7 boxes. Box 4, in the middle, has a star: today.'),
  ).toBeAttached();
  await onStep('check 2');
  if (options.mistakes) {
    await chooseCard(page, tomorrow, 'Box 4, with the star');
    await pressCheck(page, root);
    await expect(feedback).toContainText('Box 4 has the star: that is today.');
    await press(page, root.getByRole('button', { name: 'Try again' }));
  }
  await chooseCard(page, tomorrow, 'Box 5');
  await pressCheck(page, root);
  await nextStep(page);
  await expect(root).toHaveAttribute('data-part', 'done');
}
