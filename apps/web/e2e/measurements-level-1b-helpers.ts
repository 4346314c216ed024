import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  dragThrough,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
} from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Answers for Measurements 1-1, "Longer, Heavier, Holds More", read from the page as a child
 * finds them: the objects lined up ("Lined up. The ribbon reaches further than the straw."),
 * standing on one line, weighed on the scale (which pan goes down), poured (what is left
 * where), and the scene of "What are we finding out?". Hidden true values are never read:
 * every comparison is made on the widget, with the test's own input.
 */

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A card's name from how a text names the object: "a loaf of bread", "the pencil" → "Loaf of bread". */
export const cardNameOf = (phrase: string): string =>
  capitalize(phrase.trim().replace(/^(a|an|the)\s+/i, ''));

/** Presses a button with the page's input: Tab and Enter on the keyboard, else a click or tap. */
async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) return pointerPress(page, button);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Presses Check. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
}

// ─── Length: UnitRow's object lane, and objects standing on one line ─────────────────────

/** The lane's drawing, named by where the objects are. */
const laneOf = (activity: Locator): Locator =>
  activity.getByRole('img', { name: /(starting at the line|starts (at|\d+ centimetres?))/ });

/**
 * Brings every starting end to the start line: "Line up" (a key press, a click), or with a
 * finger each object dragged to the line as a child slides it.
 */
async function lineUp(page: Page, activity: Locator): Promise<void> {
  const sliders = activity.getByRole('slider');
  if ((await sliders.count()) === 0) return;
  if (inputOf(page) === 'touch') {
    await dragObjectsToLine(page, activity);
  } else {
    await press(page, activity.getByRole('button', { name: 'Line up' }));
  }
  await expect(laneOf(activity)).toHaveAccessibleName(/starting at the line/);
}

/**
 * Drags each object in the lane to the start line with the pointer. The lane's start line is
 * 1 cm from its left (its slider's value is the start, cm from the lane's left); its scale in
 * px per cm is read off the drawing: the line is drawn at 1.5 cm (half a cm of margin).
 */
async function dragObjectsToLine(page: Page, activity: Locator): Promise<void> {
  const lane = laneOf(activity);
  const lineX = Number(await lane.locator('line').first().getAttribute('x1'));
  const pxPerCm = lineX / 1.5;
  const sliders = activity.getByRole('slider');
  for (let index = 0; index < (await sliders.count()); index += 1) {
    const slider = sliders.nth(index);
    const start = Number(await slider.getAttribute('aria-valuenow'));
    if (start === 1) continue;
    const from = await centreOf(slider);
    const to = { x: from.x - (start - 1) * pxPerCm, y: from.y };
    await dragThrough(page, lineBetween(from, to, 6));
    await expect(slider).toHaveAttribute('aria-valuetext', /starts at the line\.$/);
  }
}

/** The names of the objects from the one that reaches furthest (or highest): card names. */
async function byLengthDescending(activity: Locator): Promise<string[]> {
  const standing = activity.getByRole('img', { name: /stand on one line/ });
  if ((await standing.count()) > 0) {
    const label = (await standing.getAttribute('aria-label')) ?? '';
    const match = /(\w[\w ]*?) reaches higher than (\w[\w ]*?)\.$/.exec(label);
    if (!match) throw new Error(`No taller one in "${label}"`);
    return [cardNameOf(match[1] ?? ''), cardNameOf(match[2] ?? '')];
  }
  const label = (await laneOf(activity).getAttribute('aria-label')) ?? '';
  const two = /(\w[\w ]*?) reaches further than (\w[\w ]*?)\.$/.exec(label);
  if (two) return [cardNameOf(two[1] ?? ''), cardNameOf(two[2] ?? '')];
  const three = /(\w[\w ]*?) reaches furthest, then (\w[\w ]*?), then (\w[\w ]*?)\.$/.exec(label);
  if (three) return [three[1], three[2], three[3]].map((name) => cardNameOf(name ?? ''));
  throw new Error(`The lane does not say which reaches further: "${label}"`);
}

// ─── Mass: the balance scale ─────────────────────────────────────────────────────────────

const scaleOf = (activity: Locator): Locator =>
  activity.getByRole('group', { name: 'Balance scale' });

/** The scale in words: its description ("Scale tipped: left pan down with a rock, …"). */
async function scaleText(scale: Locator): Promise<string> {
  const id = (await scale.getAttribute('aria-describedby')) ?? '';
  return (await scale.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

/** A stack in the tray, by the object's card name ("Rock" finds "A rock, in the tray"). */
const trayStack = (scale: Locator, name: string): Locator =>
  scale
    .getByRole('list', { name: 'Tray' })
    .getByRole('button', { name: new RegExp(`^(a|an) ${name}, `, 'i') });

/** Puts an object from the tray on the scale: on an empty pan, the left one first. */
async function putOnScale(page: Page, scale: Locator, name: string): Promise<void> {
  const stack = trayStack(scale, name);
  if (isPointer(page)) {
    await pointerPress(page, stack);
  } else {
    const tray = scale.getByRole('list', { name: 'Tray' });
    await tabTo(page, tray.locator('[role="button"][tabindex="0"]'));
    for (let presses = 0; presses < 4; presses += 1) {
      if (await stack.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(stack).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(stack).toHaveAccessibleName(/none left in the tray$/);
}

/** Takes everything off the pans: Delete in the tray, or a stack chosen and "Take off". */
async function emptyScale(page: Page, scale: Locator): Promise<void> {
  const onPans = scale.getByRole('list', { name: /^On the (left|right) pan$/ }).getByRole('button');
  for (let guard = 0; (await onPans.count()) > 0; guard += 1) {
    if (guard > 6) throw new Error('The pans do not empty');
    const count = await onPans.count();
    if (isPointer(page)) {
      await pointerPress(page, onPans.first());
      await pointerPress(
        page,
        scale.getByRole('button', { name: /^Take off: .+, from the (left|right) pan$/ }),
      );
    } else {
      await tabTo(
        page,
        scale.getByRole('list', { name: 'Tray' }).locator('[role="button"][tabindex="0"]'),
      );
      await page.keyboard.press('Delete');
    }
    await expect(onPans).toHaveCount(count - 1);
  }
}

/** Which of two objects on the pans is heavier, read off the scale (the lower pan). */
async function heavierOnScale(scale: Locator): Promise<string> {
  const text = await scaleText(scale);
  const match = /pan down with (.+?), (left|right) pan up with (.+?)\.$/.exec(text);
  if (!match) throw new Error(`The scale is not tipped: "${text}"`);
  return cardNameOf(match[1] ?? '');
}

/** Weighs two objects: one on each pan, reads which goes down, and takes them off again. */
async function weigh(page: Page, scale: Locator, first: string, second: string): Promise<string> {
  await putOnScale(page, scale, first);
  await putOnScale(page, scale, second);
  await expect(scale).toHaveAttribute('data-balance', /^(left|right)$/);
  const heavier = await heavierOnScale(scale);
  await emptyScale(page, scale);
  return heavier;
}

// ─── Capacity: the containers ────────────────────────────────────────────────────────────

const containersOf = (activity: Locator): Locator =>
  activity.getByRole('group', { name: 'Containers' });

/**
 * Which of two containers holds more, once one has been poured into the other: the one left
 * empty poured all of it into room to spare, so the other holds more; otherwise the target is
 * full and some is left in the one it came from, which holds more.
 */
async function holdsMoreAfterPour(containers: Locator): Promise<string> {
  const summary = (await containers.locator('[data-part="summary"]').textContent())?.trim() ?? '';
  const states = [...summary.matchAll(/(\w[\w ]*?): (empty|full|some water, not full)\./g)].map(
    (match) => ({ name: match[1] ?? '', state: match[2] ?? '' }),
  );
  if (states.length !== 2) throw new Error(`Not two containers: "${summary}"`);
  const empty = states.find((entry) => entry.state === 'empty');
  if (empty) return states.find((entry) => entry !== empty)?.name ?? '';
  const left = states.find((entry) => entry.state === 'some water, not full');
  if (!left) throw new Error(`No water left anywhere: "${summary}"`);
  return left.name;
}

/** Presses Pour (if there is one still to press) and waits for the water to settle. */
async function pour(page: Page, containers: Locator): Promise<void> {
  const button = containers.getByRole('button', { name: /^Pour the .* into the / });
  if ((await button.count()) > 0) await press(page, button);
  await expect(containers).toHaveAttribute('data-state', 'idle');
  await expect(containers.locator('[data-part="summary"]')).toContainText(/(full|some water)/);
}

// ─── Items ───────────────────────────────────────────────────────────────────────────────

const asksForLarger = (question: string): boolean =>
  /^Which (is (longer|taller|heavier)|holds more)\?$/.test(question);

/** "Which is longer?" and its kin: compare on the widget, then pick the card and check. */
async function answerCompare(page: Page, session: Locator, group: Locator): Promise<void> {
  const activity = activityOf(session);
  const question = (await group.getAttribute('aria-label')) ?? '';
  const names = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  expect(names).toHaveLength(2);
  let larger: string;
  if ((await scaleOf(activity).count()) > 0) {
    const scale = scaleOf(activity);
    if ((await scale.getAttribute('data-balance')) === 'level') {
      for (const name of names) await putOnScale(page, scale, name);
    }
    larger = await heavierOnScale(scale);
  } else if ((await containersOf(activity).count()) > 0) {
    const containers = containersOf(activity);
    await pour(page, containers);
    larger = await holdsMoreAfterPour(containers);
  } else {
    await lineUp(page, activity);
    [larger = ''] = await byLengthDescending(activity);
  }
  expect(names).toContain(larger);
  const answer = asksForLarger(question) ? larger : (names.find((name) => name !== larger) ?? '');
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name: answer, exact: true }));
    await pressCheck(page, session);
  } else {
    await pickCard(page, group, answer);
    // Enter on the card picked checks the answer.
    await page.keyboard.press('Enter');
  }
}

/** Orders three objects: line them up or weigh them in pairs, then sort the cards and check. */
async function answerOrder(page: Page, session: Locator, list: Locator): Promise<void> {
  const activity = activityOf(session);
  const prompt = (await list.getAttribute('aria-label')) ?? '';
  const cardNames = async (): Promise<string[]> =>
    (
      await list
        .locator('[data-part="card-name"]')
        .evaluateAll((names) => names.map((name) => name.textContent ?? ''))
    ).map((name) => name.replace(/, card \d of \d.*$/, ''));
  const shown = await cardNames();
  expect(shown).toHaveLength(3);
  let ascending: string[];
  if ((await scaleOf(activity).count()) > 0) {
    // Lightest first, from pairs weighed: a sort with the scale as its comparison.
    const scale = scaleOf(activity);
    const sorted: string[] = [];
    for (const name of shown) {
      let place = sorted.length;
      for (let index = 0; index < sorted.length; index += 1) {
        const other = sorted[index] ?? '';
        if ((await weigh(page, scale, name, other)) === other) {
          place = index;
          break;
        }
      }
      sorted.splice(place, 0, name);
    }
    ascending = sorted;
  } else {
    await lineUp(page, activity);
    ascending = (await byLengthDescending(activity)).reverse();
  }
  const wanted = /longest first/.test(prompt) ? [...ascending].reverse() : ascending;
  for (const [place, name] of wanted.entries()) {
    if ((await cardNames()).indexOf(name) === place) continue;
    const card = list.getByRole('button', { name: new RegExp(`^${name}, card `) });
    if (isPointer(page)) {
      await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await dragCardOnto(page, card, list.locator('[data-id]').nth(place));
    } else {
      await moveCardByKeyboard(page, list, card, place);
    }
    await expect(card).toHaveAccessibleName(new RegExp(`^${name}, card ${place + 1} of 3`));
  }
  expect(await cardNames()).toEqual(wanted);
  await pressCheck(page, session);
}

/** "What are we finding out?": the scene's widget tells what it compares. */
async function answerFindingOut(page: Page, session: Locator, group: Locator): Promise<void> {
  const activity = activityOf(session);
  const answer =
    (await scaleOf(activity).count()) > 0
      ? 'how heavy'
      : (await containersOf(activity).count()) > 0
        ? 'how much it holds'
        : 'how long';
  if (answer === 'how long') await expect(laneOf(activity)).toBeVisible();
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name: answer, exact: true }));
    await pressCheck(page, session);
  } else {
    await pickCard(page, group, answer);
    await page.keyboard.press('Enter');
  }
}

/** The kind of the item on screen, for tests that count what they played. */
export type LongerKind =
  'length' | 'standing' | 'mass' | 'capacity' | 'order-length' | 'order-mass' | 'finding-out';

/**
 * Answers the item on screen right, with the page's input, and checks it. Returns what kind
 * of item it was.
 */
export async function answerLonger(page: Page, session: Locator): Promise<LongerKind> {
  const activity = activityOf(session);
  const list = activity.getByRole('list', { name: /^Put them in order, / });
  if ((await list.count()) > 0) {
    const kind = (await scaleOf(activity).count()) > 0 ? 'order-mass' : 'order-length';
    await answerOrder(page, session, list);
    return kind;
  }
  const findingOut = activity.getByRole('radiogroup', { name: 'What are we finding out?' });
  if ((await findingOut.count()) > 0) {
    await answerFindingOut(page, session, findingOut);
    return 'finding-out';
  }
  const group = activity.getByRole('radiogroup', { name: /^Which (is|holds) / });
  const kind: LongerKind =
    (await scaleOf(activity).count()) > 0
      ? 'mass'
      : (await containersOf(activity).count()) > 0
        ? 'capacity'
        : (await activity.getByRole('img', { name: /stand on one line/ }).count()) > 0
          ? 'standing'
          : 'length';
  await answerCompare(page, session, group);
  return kind;
}
