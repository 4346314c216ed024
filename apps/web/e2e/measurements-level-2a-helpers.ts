import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragThrough,
  expectPickedUp,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
  type Point,
} from './input';
import { activityOf, feedbackOf, lesson, tabTo } from './lingo-helpers';

/**
 * Reading and using Measure Masters' length widgets as a child does, by keyboard, mouse or
 * finger: the Ruler (lying still, dragged, tapped, with the ribbon), UnitRow's metre sticks,
 * SortBins and the NumberPad; and playing How to Use a Ruler (2-0) and Measure with a Ruler
 * (2-1). Every answer is worked out from what the page says: the ruler's text alternative
 * ("Pencil, left end at the ruler's 0 mark, right end at the 14 mark."), its slider's value
 * ("Ruler's 0 is 4 centimetres left of the crayon's end."), the prompt.
 */

/** The number in a text that must have one, or a clear failure. */
function numberIn(text: string | null, pattern: RegExp): number {
  const found = pattern.exec(text ?? '');
  if (!found?.[1]) throw new Error(`No number for ${pattern} in "${text}"`);
  return Number(found[1]);
}

/** The end marks of every object the ruler's drawing names ("…right end at the 14 mark."). */
export async function objectEnds(root: Locator): Promise<number[]> {
  const label = (await root.getByRole('img', { name: / mark\./ }).getAttribute('aria-label')) ?? '';
  const ends = [...label.matchAll(/(?:right end at|ends at) the (\d+) mark/g)].map((match) =>
    Number(match[1]),
  );
  if (ends.length === 0) throw new Error(`No object ends in "${label}"`);
  return ends;
}

/** The px between two marks of a ruler on the page (its drawing is in CSS px). */
async function pxPerCm(root: Locator): Promise<number> {
  const x = async (mark: number) =>
    Number(await root.locator(`[data-mark="${mark}"] line`).first().getAttribute('x1'));
  return (await x(1)) - (await x(0));
}

/** Where a mark of the ruler is on the screen. */
async function markPoint(root: Locator, mark: number): Promise<Point> {
  const svg = root.locator('svg[role="img"]').filter({ has: root.page().locator('[data-mark]') });
  const box = await svg.first().boundingBox();
  const x1 = Number(await root.locator(`[data-mark="${mark}"] line`).first().getAttribute('x1'));
  if (!box) throw new Error('The ruler is not on screen');
  return { x: box.x + x1, y: box.y + box.height / 2 };
}

/**
 * Drags a slider's knob (the ruler's body, the ribbon's end) sideways by `dx` px with the
 * mouse or a finger, in small moves from its middle, then lets go.
 */
async function dragSideways(page: Page, handle: Locator, dx: number): Promise<void> {
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await centreOf(handle, false);
  await dragThrough(page, lineBetween(from, { x: from.x + dx, y: from.y }, 6));
}

/**
 * Lines the ruler's 0 up with the object's end, as the slider's value says how far it is:
 * arrows, or a drag by that many centimetres.
 */
export async function lineUpRuler(page: Page, root: Locator): Promise<void> {
  const ruler = root.getByRole('slider', { name: 'Ruler' });
  const text = await ruler.getAttribute('aria-valuetext');
  const away = /is (\d+) centimetres? (left|right) of/.exec(text ?? '');
  if (!away) throw new Error(`The ruler is not away from an end: "${text}"`);
  const cm = Number(away[1]) * (away[2] === 'left' ? 1 : -1);
  if (isPointer(page)) {
    await dragSideways(page, ruler, cm * (await pxPerCm(root)));
  } else {
    await tabTo(page, ruler);
    for (let press = 0; press < Math.abs(cm); press += 1) {
      await page.keyboard.press(cm > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
  }
  await expect(root.getByRole('slider', { name: 'Ruler' })).toHaveAttribute(
    'aria-valuetext',
    /^Ruler's 0 is at the .+'s end\.$/,
  );
}

/**
 * Every number drawn on the ruler (its marks' numbers and the counted spaces' numbers) has
 * clear space around it, measured in the browser's own font: no two digits' boxes (the
 * advance box across, cap height to baseline up and down) come within 2 px of each other.
 */
export async function expectNumbersClear(root: Locator): Promise<void> {
  const boxes = await root
    .locator('svg[role="img"]:has([data-ruler-first]) text')
    .evaluateAll((texts) =>
      texts.map((text) => {
        const box = (text as SVGGraphicsElement).getBBox();
        const size = parseFloat(getComputedStyle(text).fontSize);
        const baseline = Number(text.getAttribute('y'));
        return {
          text: text.textContent ?? '',
          left: box.x,
          right: box.x + box.width,
          top: baseline - 0.72 * size,
          bottom: baseline,
        };
      }),
    );
  expect(boxes.length).toBeGreaterThan(0);
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const across = Math.max(a.left - b.right, b.left - a.right);
      const down = Math.max(a.top - b.bottom, b.top - a.bottom);
      expect(Math.max(across, down), `numbers ${a.text} and ${b.text}`).toBeGreaterThanOrEqual(2);
    }
  }
}

/** Stretches the ribbon from 0 to a mark: arrows, or a drag of its end. */
export async function stretchRibbon(page: Page, root: Locator, mark: number): Promise<void> {
  const end = root.getByRole('slider', { name: 'Ribbon end' });
  if (isPointer(page)) {
    const from = await centreOf(end);
    const to = await markPoint(root, mark);
    await dragThrough(page, lineBetween(from, { x: to.x, y: from.y }, 6));
  } else {
    await tabTo(page, end);
    const now = Number(await end.getAttribute('aria-valuenow'));
    for (let press = now; press !== mark; press += mark > now ? 1 : -1) {
      await page.keyboard.press(mark > now ? 'ArrowRight' : 'ArrowLeft');
    }
  }
  await expect(end).toHaveAttribute('aria-valuetext', `Ribbon ends at the ${mark} mark.`);
}

/** Types a whole number on a NumberPad: its keys by pointer, or digits in its box. */
export async function typeNumber(
  page: Page,
  root: Locator,
  box: Locator,
  value: number,
): Promise<void> {
  if (isPointer(page)) {
    const clear = root.getByRole('button', { name: 'Clear', exact: true });
    if ((await box.inputValue()) !== '') await pointerPress(page, clear);
    for (const digit of String(value)) {
      await pointerPress(page, root.getByRole('button', { name: digit, exact: true }));
    }
  } else {
    await tabTo(page, box);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(String(value));
  }
  await expect(box).toHaveValue(String(value));
}

/** Checks the answer: Enter (from the widget that has the focus), or a press on Check. */
export async function check(page: Page, root: Locator): Promise<void> {
  if (isPointer(page)) await pointerPress(page, root.getByRole('button', { name: 'Check' }));
  else await page.keyboard.press('Enter');
}

/** Goes on with Next once it is offered: Enter on it (it has the focus), or a press. */
export async function goOn(page: Page, root: Locator): Promise<void> {
  const next = root.getByRole('button', { name: 'Next', exact: true });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

// ─── Measure with a Ruler (2-1) ──────────────────────────────────────────────────────────

/** What an item of 2-1 asks, read from the page. */
export type RulerTask = 'read' | 'line-up' | 'ribbon' | 'difference';

/** Which kind of item is on screen: a ruler to drag, a ribbon, two objects or one. */
export async function rulerTask(session: Locator): Promise<RulerTask> {
  const activity = activityOf(session);
  await expect(activity.getByRole('img').first()).toBeVisible();
  if ((await activity.getByRole('slider', { name: 'Ruler' }).count()) > 0) return 'line-up';
  if ((await activity.getByRole('slider', { name: 'Ribbon end' }).count()) > 0) return 'ribbon';
  if ((await activity.getByRole('textbox', { name: 'How much longer' }).count()) > 0) {
    return 'difference';
  }
  return 'read';
}

/**
 * Answers a Measure with a Ruler item right with the test's input: lines the ruler up first
 * when it must, stretches the ribbon to the prompt's length, or reads the end marks and
 * types the length (or longer − shorter); then Check. Returns what the item was.
 */
export async function answerMeasureWithARuler(page: Page, session: Locator): Promise<RulerTask> {
  const activity = activityOf(session);
  const task = await rulerTask(session);
  await expectNumbersClear(activity);
  if (task === 'ribbon') {
    const prompt = await activity.getAttribute('aria-label');
    await stretchRibbon(page, activity, numberIn(prompt, /ribbon (\d+) cm long/));
    await check(page, session);
    return task;
  }
  if (task === 'line-up') await lineUpRuler(page, activity);
  const ends = await objectEnds(activity);
  const answer = task === 'difference' ? Math.max(...ends) - Math.min(...ends) : ends[0]!;
  const box = activity.getByRole('textbox', {
    name: task === 'difference' ? 'How much longer' : 'Length',
  });
  await typeNumber(page, activity, box, answer);
  await check(page, session);
  return task;
}

// ─── How to Use a Ruler (2-0) ────────────────────────────────────────────────────────────

/** Step 5's things and their bins, as a child knows them: small in cm, big in m. */
const binOfThing: Readonly<Record<string, 'cm' | 'm'>> = {
  'an eraser': 'cm',
  'a spoon': 'cm',
  'a hallway': 'm',
  'a school bus': 'm',
};

/** A tappable space or number of a still ruler, by keyboard (roving arrows) or pointer. */
async function tapTile(page: Page, group: Locator, name: string): Promise<void> {
  const tile = group.getByRole('button', { name, exact: true });
  if (isPointer(page)) {
    await pointerPress(page, tile);
    return;
  }
  const tiles = group.getByRole('button');
  const focusedIndex = () =>
    tiles.evaluateAll((all) => all.findIndex((each) => each === document.activeElement));
  if ((await focusedIndex()) < 0) await tabTo(page, group.locator('button[tabindex="0"]'));
  const from = await focusedIndex();
  const names = await tiles.evaluateAll((all) =>
    all.map((each) => each.getAttribute('aria-label')),
  );
  const to = names.indexOf(name);
  for (let index = from; index !== to; index += to > from ? 1 : -1) {
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(tile).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Drags a SortBins item onto a bin with the mouse or a finger (a finger waits for the pick-up). */
async function dragIntoBin(page: Page, item: Locator, bin: Locator): Promise<void> {
  await bin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await centreOf(item, false);
  const to = await centreOf(bin, false);
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(item) } : {}),
    settleMs: 150,
  });
}

/** Puts a thing of step 5 into a bin: Enter on each by keyboard, a tap on each, or a drag. */
async function sortThing(
  page: Page,
  root: Locator,
  thing: string,
  bin: 'cm' | 'm',
  drag = false,
): Promise<void> {
  const item = root.getByRole('button', { name: new RegExp(`^Thing \\d of 4: ${thing}$`) });
  const binButton = root.getByRole('button', { name: new RegExp(`^${bin} bin`) });
  if (drag) {
    await dragIntoBin(page, item, root.getByRole('group', { name: bin, exact: true }));
  } else if (isPointer(page)) {
    await pointerPress(page, item);
    await pointerPress(page, binButton);
  } else {
    await tabTo(page, item);
    await page.keyboard.press('Enter');
    await tabTo(page, binButton);
    await page.keyboard.press('Enter');
  }
}

/** What playing How to Use a Ruler also does. */
export interface HowToUseARulerPlay {
  /** Makes the mistakes each step teaches from, and checks their hints. */
  readonly mistakes?: boolean;
  /** Runs on every step (and the check) once it is on screen, with its number (6: the check). */
  readonly onStep?: (step: number) => Promise<void>;
}

/**
 * Plays How to Use a Ruler from step 1 to completed with the test's input: the spaces from 0
 * to 5, the ruler lined up with the crayon, its other end's number, metre sticks along the
 * board, the sort into cm and m (the first thing dragged with a pointer), and the key's length
 * typed on the NumberPad.
 */
export async function playHowToUseARuler(
  page: Page,
  options: HowToUseARulerPlay = {},
): Promise<void> {
  const root = lesson(page);
  const activity = activityOf(root);
  const feedback = feedbackOf(root);
  const stepShown = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 5`)).toBeVisible();
    await options.onStep?.(step);
  };

  // Step 1: the spaces from 0 to 5, each 1 centimetre.
  await stepShown(1);
  const spaces = activity.getByRole('group', { name: 'Spaces on the ruler' });
  if (options.mistakes) {
    await tapTile(page, spaces, 'Space from 7 to 8');
    await expect(feedback).toContainText('That space is past the 5.');
    // It stays dark: not lit, no cube.
    await expect(spaces.getByRole('button', { name: 'Space from 7 to 8' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
  for (let from = 0; from < 5; from += 1) {
    await tapTile(page, spaces, `Space from ${from} to ${from + 1}`);
  }
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedback).toContainText('5 spaces from 0 to 5: 5 centimetres!');
  await expect(activity.locator('[data-cube]')).toHaveCount(5);
  await expectNumbersClear(activity);
  await goOn(page, root);

  // Step 2: the ruler's 0 to the crayon's end.
  await stepShown(2);
  await expectNumbersClear(activity);
  await lineUpRuler(page, activity);
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedback).toContainText("The 0 is at the crayon's end.");
  await goOn(page, root);

  // Step 3: the number at the crayon's other end.
  await stepShown(3);
  const numbers = activity.getByRole('group', { name: 'Numbers on the ruler' });
  if (options.mistakes) {
    await tapTile(page, numbers, 'Mark 0');
    await expect(feedback).toContainText('That is the 0, where the crayon starts.');
  }
  const [crayonEnd] = await objectEnds(activity);
  await tapTile(page, numbers, `Mark ${crayonEnd}`);
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedback).toContainText(`The crayon is ${crayonEnd} centimetres.`);
  await goOn(page, root);

  // Step 4: metre sticks end to end until the board is measured.
  await stepShown(4);
  const add = activity.getByRole('button', { name: 'Add a metre stick' });
  const row = activity.getByRole('group', { name: 'Row of metre sticks' });
  for (let sticks = 0; sticks < 6; sticks += 1) {
    if ((await root.getAttribute('data-state')) === 'correct') break;
    // The row's drawing says how many sticks lie along the board.
    const label = activity.getByRole('img').first();
    const before = await label.getAttribute('aria-label');
    if (isPointer(page)) await pointerPress(page, add);
    else {
      if (sticks === 0) await tabTo(page, row);
      await page.keyboard.press('Enter');
    }
    await expect(label).not.toHaveAttribute('aria-label', before ?? '');
  }
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedback).toContainText('3 metres, 3 m.');
  await goOn(page, root);

  // Step 5: small things in cm, big things in m.
  await stepShown(5);
  if (options.mistakes) {
    await sortThing(page, activity, 'a school bus', 'cm');
    await expect(feedback).toContainText('A school bus is big');
    await expect(activity.getByRole('group', { name: 'To sort' })).toContainText('a school bus');
  }
  let first = true;
  for (const [thing, bin] of Object.entries(binOfThing)) {
    await sortThing(page, activity, thing, bin, first && isPointer(page));
    first = false;
    await expect(
      activity.getByRole('group', { name: 'To sort' }).getByRole('button', {
        name: new RegExp(`: ${thing}$`),
      }),
    ).toHaveCount(0);
  }
  await expect(root).toHaveAttribute('data-state', 'correct');
  await expect(feedback).toContainText('All sorted!');
  await goOn(page, root);

  // The closing check: the key's length, typed on the NumberPad.
  await expect(root.getByText('Check 1 of 1')).toBeVisible();
  await options.onStep?.(6);
  const [keyEnd] = await objectEnds(activity);
  const box = activity.getByRole('textbox', { name: 'Length' });
  if (options.mistakes) {
    await typeNumber(page, activity, box, keyEnd! + 1);
    await check(page, root);
    await expect(root).toHaveAttribute('data-state', 'incorrect');
    await expect(feedback).toContainText('Start at 0, read the number at the end.');
    const again = root.getByRole('button', { name: 'Try again' });
    if (isPointer(page)) await pointerPress(page, again);
    else {
      await expect(again).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await typeNumber(page, activity, box, keyEnd!);
  await check(page, root);
  await expect(root).toHaveAttribute('data-state', 'correct');
  await goOn(page, root);
  await expect(root).toHaveAttribute('data-state', 'completed');
}
