import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';
import { monthNames, weekdayNames, escapeRegExp } from './calendar-helpers';

/**
 * Answers for Calendar level 2's "Days in Each Month" (2-3) and "How Many Sleeps?" (2-4),
 * read from the page (the prompt, the hands' and cells' names, the markers' text) and worked
 * out here with calendar.md's rules and JavaScript's Date, never from a seed.
 */

/** calendar.md's answer rule: 31 days for these months, 30 for the rest but February. */
const thirtyOneDays = new Set(['January', 'March', 'May', 'July', 'August', 'October', 'December']);

const monthNumber = (name: string): number => monthNames.indexOf(name as never) + 1;
/** Days in a month by JavaScript's Date: day 0 of the next month is the last of this one. */
const jsDays = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}
const utc = (date: Day): number => Date.UTC(date.year, date.month - 1, date.day);
const daysFrom = (from: Day, to: Day): number => (utc(to) - utc(from)) / 86_400_000;
const plusDays = (date: Day, count: number): Day => {
  const moved = new Date(utc(date) + count * 86_400_000);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};
/** A cell's name begins with the date in full: "Tuesday, June 16, 2026". */
const fullDate = (date: Day): string =>
  `${weekdayNames[new Date(utc(date)).getUTCDay()]}, ${monthNames[date.month - 1]} ${date.day}, ${date.year}`;

/** Presses the Check button with the page's input (Tab and Enter on the keyboard). */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) return pointerPress(page, check);
  await tabTo(page, check);
  await page.keyboard.press('Enter');
}

/**
 * After a right answer, Next (exactly: a month page's "Next month" is no Next) has the focus;
 * Enter (or the pointer) goes on. Returns false when the answer mastered the Lingo instead.
 */
export async function goOn(page: Page, session: Locator): Promise<boolean> {
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  if ((await session.getAttribute('data-state')) === 'mastered') return false;
  const next = session.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  return true;
}

/** Picks a card and checks: Space then Enter on the keyboard, or a tap and Check. */
async function pickAndCheck(page: Page, session: Locator, name: string): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup');
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
    await pressCheck(page, session);
    return;
  }
  await pickCard(page, group, name);
  await page.keyboard.press('Enter');
}

/**
 * Counts along the unlabelled hands from January to a month, each tap (or Enter) showing its
 * month, as calendar.md's step 2 asks; returns what the month sits on, read off its name
 * ("Knuckle: May").
 */
export async function countAlongTo(page: Page, session: Locator, month: string): Promise<string> {
  const places = activityOf(session)
    .getByRole('toolbar', { name: 'Two fists' })
    .getByRole('button');
  const index = monthNumber(month) - 1;
  if (!isPointer(page)) {
    await tabTo(page, places.and(page.locator('[tabindex="0"]')));
    await page.keyboard.press('Home');
  }
  for (let place = 0; place <= index; place += 1) {
    if (isPointer(page)) await pointerPress(page, places.nth(place));
    else {
      if (place > 0) await page.keyboard.press('ArrowRight');
      await expect(places.nth(place)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(places.nth(place)).toHaveAccessibleName(
      new RegExp(`^(Knuckle|Dip): ${monthNames[place]}$`),
    );
  }
  // The place's name, as the accessibility tree has it: '- button "Knuckle: May"'.
  const snapshot = await places.nth(index).ariaSnapshot();
  return /"(Knuckle|Dip):/.exec(snapshot)?.[1] ?? '';
}

/** Sorts the month cards into their bins (Enter, Enter; or tap, tap), `wrong` first into a wrong bin. */
export async function sortMonths(
  page: Page,
  session: Locator,
  options: { readonly wrong?: string } = {},
): Promise<void> {
  const tray = session.getByRole('group', { name: 'To sort' });
  for (;;) {
    const cards = tray.getByRole('button', { name: /^Month \d of 4: / });
    const left = await cards.count();
    if (left === 0) break;
    const names = await cards.evaluateAll((all) =>
      all.map((card) =>
        (card.getAttribute('aria-label') ?? card.firstElementChild?.textContent ?? '').replace(
          /^Month \d of 4: /,
          '',
        ),
      ),
    );
    const month = options.wrong && names.includes(options.wrong) ? options.wrong : (names[0] ?? '');
    const right =
      month === 'February'
        ? 'February: 28 or 29'
        : thirtyOneDays.has(month)
          ? '31 days'
          : '30 days';
    const label = month === options.wrong ? (right === '31 days' ? '30 days' : '31 days') : right;
    const card = tray.getByRole('button', { name: new RegExp(`^Month \\d of 4: ${month}$`) });
    const bin = session.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} bin`) });
    if (isPointer(page)) {
      await pointerPress(page, card);
      await pointerPress(page, bin);
    } else {
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await tabTo(page, bin);
      await page.keyboard.press('Enter');
    }
    await expect(cards).toHaveCount(left - 1);
    if (month === options.wrong) options = {};
  }
}

/** Answers a Days in Each Month item right, by its kind, read from its prompt; then Check. */
export async function answerDaysInEachMonth(page: Page, session: Locator): Promise<void> {
  const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
  const leap = /^How many days does February (\d{4}) have\?$/.exec(prompt);
  if (leap) {
    await pickAndCheck(page, session, `${jsDays(Number(leap[1]), 2)} days`);
    return;
  }
  const days = /^How many days does (\w+) have\?$/.exec(prompt);
  if (days) {
    const month = days[1] ?? '';
    const labelled = await activityOf(session)
      .getByRole('button', { name: /^Knuckle: January, 31 days$/ })
      .count();
    // On unlabelled hands, count along from January: a knuckle is 31, a dip 30.
    const sitsOn = labelled
      ? thirtyOneDays.has(month)
        ? 'Knuckle'
        : 'Dip'
      : await countAlongTo(page, session, month);
    const card =
      month === 'February' ? '28 or 29 days' : sitsOn === 'Knuckle' ? '31 days' : '30 days';
    await pickAndCheck(page, session, card);
    return;
  }
  const compare = /^Which has more days: (\w+) or (\w+)\?$/.exec(prompt);
  if (compare) {
    const [first = '', second = ''] = [compare[1], compare[2]];
    const worth = (month: string) =>
      month === 'February' ? 28.5 : thirtyOneDays.has(month) ? 31 : 30;
    await pickAndCheck(page, session, worth(first) > worth(second) ? first : second);
    return;
  }
  if (prompt === 'Sort the months by how many days they have.') {
    await sortMonths(page, session);
    await pressCheck(page, session);
    return;
  }
  throw new Error(`Unknown Days in Each Month item: "${prompt}"`);
}

/** "Tuesday, June 16" with the year of `after` (or the next year, past December). */
function parseSpoken(text: string, after: Day): Day {
  const match = /^\w+, (\w+) (\d+)$/.exec(text.trim());
  if (!match) throw new Error(`Not a spoken date: "${text}"`);
  const month = monthNumber(match[1] ?? '');
  return { year: month < after.month ? after.year + 1 : after.year, month, day: Number(match[2]) };
}

/** Today (the cell read ", today"), and the goal from the markers' text. */
async function readSleeps(session: Locator): Promise<{ today: Day; goal: Day }> {
  const activity = activityOf(session);
  const todayName =
    (await activity.getByRole('button', { name: /, today$/ }).getAttribute('aria-label')) ?? '';
  const todayMatch = /^\w+, (\w+) (\d+), (\d{4})/.exec(todayName);
  if (!todayMatch) throw new Error(`No today on the grid: "${todayName}"`);
  const today = {
    year: Number(todayMatch[3]),
    month: monthNumber(todayMatch[1] ?? ''),
    day: Number(todayMatch[2]),
  };
  const markers =
    (await activity.getByText(/^Today: .*, with a star\. Goal: /).textContent()) ?? '';
  const goalText = /Goal: (\w+, \w+ \d+), with /.exec(markers)?.[1] ?? '';
  return { today, goal: parseSpoken(goalText, today) };
}

/** Types a number on the NumberPad: in its box on the keyboard, on its keys by pointer. */
async function typeNumber(page: Page, session: Locator, label: string, value: number) {
  const box = activityOf(session).getByRole('textbox', { name: label });
  if (isPointer(page)) {
    for (const digit of String(value)) {
      await pointerPress(
        page,
        activityOf(session).getByRole('button', { name: digit, exact: true }),
      );
    }
  } else {
    await tabTo(page, box);
    await page.keyboard.type(String(value));
  }
  await expect(box).toHaveValue(String(value));
}

/**
 * Hops from today to the goal: the arrows and Enter (past the month's end the arrows go on
 * into the next month), or a tap on each next day (and on "Next month" at the month's end).
 */
export async function hopToGoal(
  page: Page,
  session: Locator,
  today: Day,
  goal: Day,
): Promise<void> {
  const activity = activityOf(session);
  const count = daysFrom(today, goal);
  if (!isPointer(page)) {
    await tabTo(page, activity.getByRole('grid').locator('button[tabindex="0"]'));
    await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${fullDate(today)}`));
  }
  for (let hop = 1; hop <= count; hop += 1) {
    const date = plusDays(today, hop);
    const cell = activity.getByRole('button', { name: new RegExp(`^${fullDate(date)}`) });
    if (isPointer(page)) {
      if ((await cell.count()) === 0) {
        await pointerPress(page, activity.getByRole('button', { name: 'Next month' }));
      }
      await pointerPress(page, cell);
    } else {
      await page.keyboard.press('ArrowRight');
      await expect(cell).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(cell).toHaveAccessibleName(new RegExp(`hop ${hop}$`));
  }
}

/** Answers a How Many Sleeps? item right, read from the page; then Check. */
export async function answerHowManySleeps(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  const prompt = (await activity.getAttribute('aria-label')) ?? '';
  const weeks = /^How many weeks from \w+ the (\d+)\w\w to \w+ the (\d+)\w\w\?$/.exec(prompt);
  if (weeks) {
    await typeNumber(page, session, 'Weeks', (Number(weeks[2]) - Number(weeks[1])) / 7);
    await pressCheck(page, session);
    return;
  }
  const tap = /^Tap the date (\d) weeks? after the (\d+)\w\w\.$/.exec(prompt);
  if (tap) {
    const rows = Number(tap[1]);
    const day = Number(tap[2]) + rows * 7;
    const target = activity.getByRole('button', { name: new RegExp(`^\\w+, \\w+ ${day}, \\d{4}`) });
    if (isPointer(page)) await pointerPress(page, target);
    else {
      // One row straight down is one week.
      await tabTo(page, activity.getByRole('grid').locator('button[tabindex="0"]'));
      for (let row = 0; row < rows; row += 1) await page.keyboard.press('ArrowDown');
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await pressCheck(page, session);
    return;
  }
  const { today, goal } = await readSleeps(session);
  await hopToGoal(page, session, today, goal);
  await typeNumber(page, session, 'Sleeps', daysFrom(today, goal));
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
}
