import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  inputOf,
  isPointer,
  pointerDown,
  pointerMove,
  pointerPress,
  pointerUp,
  slowTap,
} from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';
import { monthNames, escapeRegExp } from './calendar-helpers';

/**
 * Calendar level 1, Months of the Year (1-3) and Seasons in Canada (1-4): reading each item
 * from the page and answering it. Nothing here knows a seed: the answer is computed from the
 * prompt and the cards' names, with calendar.md's month and season tables written out by
 * hand below, and each picture card's season by what its text alternative shows.
 */

/** A month's number, January = 1. */
export function monthNumber(name: string): number {
  const index = monthNames.indexOf(name as (typeof monthNames)[number]);
  if (index < 0) throw new Error(`"${name}" is no month`);
  return index + 1;
}

/** calendar.md's seasons in Canada: Dec–Feb winter, Mar–May spring, Jun–Aug summer, Sep–Nov fall. */
const seasonOfMonth: Readonly<Record<string, string>> = {
  December: 'Winter',
  January: 'Winter',
  February: 'Winter',
  March: 'Spring',
  April: 'Spring',
  May: 'Spring',
  June: 'Summer',
  July: 'Summer',
  August: 'Summer',
  September: 'Fall',
  October: 'Fall',
  November: 'Fall',
};

/** The season each picture card belongs in, by what its text alternative says is drawn. */
const seasonOfPicture: readonly [RegExp, string][] = [
  [/ice skate|snowman|sled|skis|mittens|hockey/, 'Winter'],
  [/tulip|rain cloud|robin|sprout|blossom|chick/, 'Spring'],
  [/swimming|beach|strawberr|tent|canoe|sunflower/, 'Summer'],
  [/maple leaf|goose|carved pumpkin|apple|chipmunk|backpack/, 'Fall'],
];

/** The season cycle. */
const seasons = ['Winter', 'Spring', 'Summer', 'Fall'] as const;

/** The season a sort card goes in: a month by the table, a picture by what it shows. */
export function seasonOfCard(name: string): string {
  if (seasonOfMonth[name]) return seasonOfMonth[name];
  const found = seasonOfPicture.filter(([pattern]) => pattern.test(name));
  if (found.length !== 1) throw new Error(`Cannot tell the season of "${name}"`);
  return (found[0] as [RegExp, string])[1];
}

/** The text of an element as a screen reader reads it: its label, else its non-hidden text. */
function accessibleTexts(scope: Locator, selector: string): Promise<string[]> {
  return scope.evaluate((root, query) => {
    const textOf = (node: Node): string => {
      let text = '';
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        else if (child instanceof Element && child.getAttribute('aria-hidden') !== 'true') {
          text += ` ${textOf(child)} `;
        }
      }
      return text;
    };
    return Array.from(root.querySelectorAll(query)).map((element) =>
      (element.getAttribute('aria-label') ?? textOf(element)).replace(/\s+/g, ' ').trim(),
    );
  }, selector);
}

/**
 * Drags a card onto a place with the mouse or a finger, as a child does: first the whole
 * widget (`around`) is brought to the middle of the window, so the card and its target are
 * both on screen and clear of the sticky header; then towards where the target is now,
 * looking again at every move, and lets go over its centre.
 */
async function dragInto(page: Page, card: Locator, target: Locator, around: Locator) {
  await around.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let at = await centreOf(card, false);
  await pointerDown(page, at);
  // A finger holds still a moment first, so a swipe still scrolls (dnd-kit's touch delay).
  if (inputOf(page) === 'touch') await page.waitForTimeout(320);
  for (let move = 0; move < 200; move += 1) {
    const to = await centreOf(target, false);
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

/** Presses Check: a tap or click, or Tab to it and Enter. */
async function check(page: Page, session: Locator): Promise<void> {
  const button = session.getByRole('button', { name: 'Check' });
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  if (isPointer(page)) await pointerPress(page, button);
  else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Picks a ChoiceGrid card: a tap or click, or Tab, the arrows and Space. */
async function pick(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
  await expect(group.getByRole('radio', { name, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

// ─── Months of the Year ──────────────────────────────────────────────────────────────────

/** What kind of Months of the Year item is on screen. */
export async function monthsItemKind(session: Locator): Promise<'order' | 'neighbour' | 'ring'> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  if ((await activity.getByRole('radiogroup').count()) > 0) return 'neighbour';
  if ((await activity.getByRole('group', { name: 'Year ring', exact: true }).count()) > 0)
    return 'ring';
  return 'order';
}

/**
 * Puts the month cards in order: from the month the prompt starts with ("starting with
 * November", going on round the new year), or from the earliest when it names none. Each
 * card is dragged with the pointer, or carried with the keyboard (Space, arrows, Space).
 */
async function answerOrder(page: Page, session: Locator): Promise<void> {
  const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
  const list = activityOf(session).getByRole('list', { name: prompt });
  const names = async (): Promise<string[]> =>
    (await accessibleTexts(list, '[data-part="card-name"]')).map((name) =>
      name.replace(/, card \d+ of \d+.*$/, ''),
    );
  const now = await names();
  const named = /starting with (\w+)\.$/.exec(prompt)?.[1];
  const start = named ? monthNumber(named) : Math.min(...now.map(monthNumber));
  const wanted = [...now].sort(
    (a, b) => ((monthNumber(a) - start + 12) % 12) - ((monthNumber(b) - start + 12) % 12),
  );
  for (const [place, name] of wanted.entries()) {
    const current = await names();
    if (current[place] === name) continue;
    const card = list.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, card`) });
    if (isPointer(page)) {
      const onto = list.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(current[place] ?? '')}, card`),
      });
      await dragCardOnto(page, card, onto);
    } else {
      await moveCardByKeyboard(page, list, card, place);
    }
    await expect.poll(async () => (await names())[place]).toBe(name);
  }
  await check(page, session);
}

/** "What month comes right after May?": the month after m is m mod 12 + 1. */
async function answerNeighbour(page: Page, session: Locator): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup');
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const match = /^What month comes right (after|before) (\w+)\?$/.exec(prompt);
  if (!match) throw new Error(`Cannot read "${prompt}"`);
  const month = monthNumber(match[2] ?? '');
  const answer = match[1] === 'after' ? (month % 12) + 1 : ((month + 10) % 12) + 1;
  await pick(page, group, monthNames[answer - 1] as string);
  await check(page, session);
}

/**
 * Fills the year ring: each empty place ("Place 4: empty, between March and May.") takes the
 * card of its month. The first card is dragged with the pointer (the others tapped, card then
 * place; by a finger, the second card with a slow tap that picks it up), or with the
 * keyboard: Enter on the card, Enter on the place. With `wrongFirst`, the
 * first two cards go into each other's places (a mistake to see bounce back).
 */
export async function answerRing(
  page: Page,
  session: Locator,
  options: { readonly wrongFirst?: boolean } = {},
): Promise<void> {
  const ring = activityOf(session).getByRole('group', { name: 'Year ring', exact: true });
  const tray = ring.getByRole('list', { name: 'Month cards' });
  const places = ring.getByRole('button', { name: /^Place \d+: empty/ });
  const placeNumbers = (await accessibleTexts(ring, 'button[aria-label^="Place "]'))
    .map((name) => Number(/^Place (\d+): empty/.exec(name)?.[1]))
    .filter((place) => place > 0);
  expect(placeNumbers.length).toBeGreaterThan(0);
  const targets = options.wrongFirst
    ? [placeNumbers[1], placeNumbers[0], ...placeNumbers.slice(2)]
    : placeNumbers;
  for (const [index, place] of placeNumbers.entries()) {
    const month = monthNames[(targets[index] as number) - 1] as string;
    const card = tray.getByRole('button', { name: new RegExp(`^${month}(, wrong)?$`) });
    const target = ring.getByRole('button', { name: new RegExp(`^Place ${place}: empty`) });
    const left = await places.count();
    if (isPointer(page) && index === 0) {
      await dragInto(page, card, target, ring);
    } else if (inputOf(page) === 'touch' && index === 1) {
      // A finger resting long enough to pick the card up, lifted in place, still chooses it.
      await slowTap(page, card, card.and(ring.locator('[data-state="dragging"]')));
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await pointerPress(page, target);
    } else if (isPointer(page)) {
      await pointerPress(page, card);
      await pointerPress(page, target);
    } else {
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    }
    await expect(places).toHaveCount(left - 1);
  }
  await check(page, session);
}

/** Answers whatever Months of the Year item is on screen, right, ending with its Check. */
export async function answerMonths(page: Page, session: Locator): Promise<void> {
  const kind = await monthsItemKind(session);
  if (kind === 'order') await answerOrder(page, session);
  else if (kind === 'neighbour') await answerNeighbour(page, session);
  else await answerRing(page, session);
}

// ─── Seasons in Canada ───────────────────────────────────────────────────────────────────

/**
 * Sorts every card into its season bin, then Checks: by keyboard (Enter on the card, Enter
 * on the bin) or by pointer (the first card dragged, the others tapped: card, then bin).
 * `wrong` names a card to put in another bin first (a mistake to see bounce back).
 */
export async function answerSeasonSort(
  page: Page,
  session: Locator,
  options: { readonly wrong?: (name: string) => string | undefined } = {},
): Promise<void> {
  const tray = session.getByRole('group', { name: 'To sort' });
  const items = tray.getByRole('button');
  let first = true;
  for (;;) {
    const left = await items.count();
    if (left === 0) break;
    const item = items.first();
    // The card's name is its first, visually hidden, child.
    const name = await item.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const season = options.wrong?.(name) ?? seasonOfCard(name);
    const bin = session.getByRole('button', { name: new RegExp(`^${season} bin`) });
    if (first && isPointer(page)) {
      const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
      const bins = activityOf(session).getByRole('group', { name: prompt, exact: true });
      await dragInto(page, item, session.getByRole('group', { name: season, exact: true }), bins);
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
  await check(page, session);
}

/** "Canada Day is July 1. Which season is it in?" or "Which season comes after fall?" */
async function answerSeasonChoice(page: Page, session: Locator): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup');
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const order = /^Which season comes (after|before) (\w+)\?$/.exec(prompt);
  let answer: string;
  if (order) {
    const asked = seasons.findIndex((season) => season.toLowerCase() === order[2]);
    answer = seasons[(asked + (order[1] === 'after' ? 1 : 3)) % 4] as string;
  } else {
    const month = monthNames.find((name) => prompt.includes(name));
    if (!month || !/ is .+\. Which season is it in\?$/.test(prompt)) {
      throw new Error(`Cannot read "${prompt}"`);
    }
    answer = seasonOfMonth[month] as string;
  }
  await pick(page, group, answer);
  await check(page, session);
}

/** Answers whatever Seasons in Canada item is on screen, right, ending with its Check. */
export async function answerSeasons(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  if ((await activity.getByRole('radiogroup').count()) > 0) {
    await answerSeasonChoice(page, session);
  } else {
    await answerSeasonSort(page, session);
  }
}
