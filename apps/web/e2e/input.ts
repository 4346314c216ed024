import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * How a test plays: the keyboard alone, the mouse alone, or a finger alone (Chromium's touch
 * emulation: `hasTouch`, taps and touch drags sent as CDP touch events, which the page sees
 * as real `touchstart`/`pointerdown` with `pointerType: "touch"`).
 *
 * The answer helpers ask `inputOf(page)` and press, pick, turn, type and drag with it; a
 * pointer test never touches the keyboard, and `watchInput` proves it from the page's side.
 */
export type InputMode = 'keyboard' | 'mouse' | 'touch';

const modes = new WeakMap<Page, InputMode>();
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** Plays the rest of the test on `page` with this input. */
export function useInput(page: Page, mode: InputMode): void {
  modes.set(page, mode);
}

export const inputOf = (page: Page): InputMode => modes.get(page) ?? 'keyboard';
export const isPointer = (page: Page): boolean => inputOf(page) !== 'keyboard';

export interface Point {
  readonly x: number;
  readonly y: number;
}

// ─── What the page saw ───────────────────────────────────────────────────────────────────

/**
 * Counts, in the page, the trusted key presses and the pointer presses by pointer type, from
 * the first script on. Call before the first navigation.
 */
export async function watchInput(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { keys: 0, mouse: 0, touch: 0, pen: 0 };
    Object.defineProperty(window, '__lingosInput', { value: seen });
    addEventListener(
      'keydown',
      (event) => {
        if (event.isTrusted) seen.keys += 1;
      },
      true,
    );
    addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        const type = event.pointerType as 'mouse' | 'touch' | 'pen';
        if (type in seen) seen[type] += 1;
      },
      true,
    );
  });
}

/** What `watchInput` counted on the current document. */
export function inputSeen(
  page: Page,
): Promise<{ keys: number; mouse: number; touch: number; pen: number }> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __lingosInput: { keys: number; mouse: number; touch: number; pen: number };
        }
      ).__lingosInput,
  );
}

/** The current document had presses of this pointer only, and no key presses. */
export async function expectOnlyInput(page: Page, mode: 'mouse' | 'touch'): Promise<void> {
  const seen = await inputSeen(page);
  expect(seen.keys, 'key presses').toBe(0);
  expect(seen[mode], `${mode} presses`).toBeGreaterThan(0);
  expect(seen[mode === 'mouse' ? 'touch' : 'mouse'], 'presses of the other pointer').toBe(0);
}

// ─── Pressing ────────────────────────────────────────────────────────────────────────────

/**
 * Clicks (mouse) or taps (touch) an element. A tap that Chromium swallows makes no click at
 * all: right after a touch drag, on a busy machine, the tap can land while the drag's fling
 * is still running, and stops the fling instead (a child would tap again, and so does the
 * test). Only a tap that made no click in 10 s is repeated (a click a busy page delivers late
 * is waited for, never doubled); what the app does with a click is for the test to check.
 */
export async function pointerPress(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  if (inputOf(page) !== 'touch') {
    await target.click();
    return;
  }
  for (let taps = 1; ; taps += 1) {
    await page.evaluate(() => {
      const flag = window as unknown as { __lingosClicks?: number };
      flag.__lingosClicks = 0;
      if (!(window as unknown as { __lingosClickWatch?: boolean }).__lingosClickWatch) {
        (window as unknown as { __lingosClickWatch?: boolean }).__lingosClickWatch = true;
        window.addEventListener(
          'click',
          () => (flag.__lingosClicks = (flag.__lingosClicks ?? 0) + 1),
          {
            capture: true,
          },
        );
      }
    });
    await target.tap();
    const clicked = await expect
      .poll(
        () =>
          page.evaluate(
            () => (window as unknown as { __lingosClicks?: number }).__lingosClicks ?? 0,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0)
      .then(
        () => true,
        () => false,
      );
    if (clicked) return;
    if (taps === 3) throw new Error(`Three taps on ${target.toString()} made no click`);
  }
}

// ─── Dragging ────────────────────────────────────────────────────────────────────────────

function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

async function touch(
  page: Page,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  point?: Point,
): Promise<void> {
  await (
    await cdp(page)
  ).send('Input.dispatchTouchEvent', {
    type,
    touchPoints: point ? [{ x: point.x, y: point.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
  });
}

export interface DragOptions {
  /** Hold still this long after pressing (a touch drag that must not scroll waits for it). */
  readonly holdMs?: number;
  /** After pressing, hold still until this resolves (the page shows the drag has started). */
  readonly whenHeld?: () => Promise<void>;
  /** Called between moves while the pointer is down; return true to stop moving. */
  readonly until?: () => Promise<boolean>;
  /** Hold still this long at the end before letting go. */
  readonly settleMs?: number;
  /** Hold still at the end until this resolves (the page has caught up with the last move). */
  readonly beforeRelease?: () => Promise<void>;
}

/** Presses the mouse button or puts a finger down at a point. */
export async function pointerDown(page: Page, point: Point): Promise<void> {
  if (inputOf(page) === 'touch') await touch(page, 'touchStart', point);
  else {
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
  }
}

/** Moves the pressed mouse or the finger to a point. */
export async function pointerMove(page: Page, point: Point): Promise<void> {
  if (inputOf(page) === 'touch') await touch(page, 'touchMove', point);
  else await page.mouse.move(point.x, point.y);
}

/**
 * Lets go (at the last point). A finger then takes a moment to reach what it taps next:
 * Chromium, like a phone, swallows a tap that lands while the fling of a drag just let go
 * is still running (the tap stops the fling instead).
 */
export async function pointerUp(page: Page): Promise<void> {
  if (inputOf(page) === 'touch') {
    await touch(page, 'touchEnd');
    await page.waitForTimeout(FINGER_TRAVEL_MS);
  } else await page.mouse.up();
}

/**
 * A child's slow tap: the finger rests on `target` until it is picked up (`held`, e.g. its
 * data-state "dragging"), then lifts where it pressed. Touch only.
 */
export async function slowTap(page: Page, target: Locator, held: Locator): Promise<void> {
  if (inputOf(page) !== 'touch') throw new Error('slowTap is a finger gesture');
  await target.scrollIntoViewIfNeeded();
  await pointerDown(page, await centreOf(target, false));
  await expect(held).toBeVisible();
  await pointerUp(page);
}

/** How long a finger takes from letting go of a drag to its next tap. */
const FINGER_TRAVEL_MS = 400;

/**
 * Presses at the first point, moves through the others and lets go, with the mouse or one
 * finger. The points are in CSS pixels of the viewport.
 */
export async function dragThrough(
  page: Page,
  points: readonly Point[],
  options: DragOptions = {},
): Promise<void> {
  const [first, ...rest] = points;
  if (!first) return;
  await pointerDown(page, first);
  if (options.holdMs) await page.waitForTimeout(options.holdMs);
  if (options.whenHeld) await options.whenHeld();
  for (const point of rest) {
    await pointerMove(page, point);
    if (options.until && (await options.until())) break;
  }
  if (options.settleMs) await page.waitForTimeout(options.settleMs);
  if (options.beforeRelease) await options.beforeRelease();
  await pointerUp(page);
}

/** Points on a straight line from `from` to `to`, at most `stepPx` apart (both ends in). */
export function lineBetween(from: Point, to: Point, stepPx = 8): Point[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / stepPx));
  return Array.from({ length: steps + 1 }, (_, index) => ({
    x: from.x + ((to.x - from.x) * index) / steps,
    y: from.y + ((to.y - from.y) * index) / steps,
  }));
}

export async function centreOf(target: Locator, scroll = true): Promise<Point> {
  if (scroll) await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// ─── AnalogClock ─────────────────────────────────────────────────────────────────────────

/** AnalogClock's drawing: a 240-unit square; the hands' knobs at 50 (short) and 84 (long). */
const CLOCK_VIEW = 240;
const KNOB = { hour: 50, minute: 84 } as const;

async function clockFace(clock: Locator): Promise<{ centre: Point; scale: number }> {
  // The clock's group may be the svg itself (AnalogClock) or hold it.
  const svg = clock
    .locator('xpath=descendant-or-self::*[local-name()="svg"][.//*[@role="slider"]]')
    .first();
  // In the middle of the screen: "if needed" may leave its top under the sticky header,
  // where a press lands on the header instead.
  await svg.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await svg.boundingBox();
  if (!box) throw new Error('The clock is not on screen');
  return {
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    scale: box.width / CLOCK_VIEW,
  };
}

const pointOn = (centre: Point, radius: number, degrees: number): Point => {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
};

/**
 * Turns a hand of an AnalogClock by `degrees` (clockwise positive) with the pointer: presses
 * its knob and goes round the face in small steps, as a finger would. The clock tracks the
 * turn continuously, so whole turns of the long hand move the hour.
 */
export async function turnHand(
  page: Page,
  clock: Locator,
  hand: 'hour' | 'minute',
  fromDegrees: number,
  degrees: number,
): Promise<void> {
  const { centre, scale } = await clockFace(clock);
  const radius = KNOB[hand] * scale;
  const steps = Math.max(2, Math.ceil(Math.abs(degrees) / 8));
  const points = Array.from({ length: steps + 1 }, (_, index) =>
    pointOn(centre, radius, fromDegrees + (degrees * index) / steps),
  );
  await dragThrough(page, points);
}

const sliderNumber = async (slider: Locator): Promise<number> =>
  Number(await slider.getAttribute('aria-valuenow'));

/** The time on a clock's hand sliders, in minutes of the 12-hour face (0–719). */
export async function handsTime(clock: Locator): Promise<number> {
  const hour = await sliderNumber(clock.getByRole('slider', { name: 'Hour hand' }));
  const minute = await sliderNumber(clock.getByRole('slider', { name: 'Minute hand' }));
  return ((hour % 12) * 60 + minute) % 720;
}

/**
 * Sets an AnalogClock with both hands to a face time by dragging its long hand the short way
 * round (whole turns carry the short hand along).
 */
export async function dragClockTo(page: Page, clock: Locator, target: number): Promise<void> {
  const now = await handsTime(clock);
  let delta = (((target - now) % 720) + 720) % 720;
  if (delta > 360) delta -= 720;
  if (delta === 0) {
    // Already there: a Check waits for a hand to move, so turn it away and back.
    // Each turn is waited for: a turn that did not grab the hand (a busy machine) would
    // leave the hands where they were, and the Check would wait for a move forever.
    const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
    await turnHand(page, clock, 'minute', (now % 60) * 6, 30);
    await expect(minuteHand).toHaveAttribute('aria-valuenow', String((now + 5) % 60));
    await turnHand(page, clock, 'minute', ((now % 60) + 5) * 6, -30);
  } else await turnHand(page, clock, 'minute', (now % 60) * 6, delta * 6);
  const minute = clock.getByRole('slider', { name: 'Minute hand' });
  await expect(minute).toHaveAttribute('aria-valuenow', String(((target % 60) + 60) % 60));
  await expect(clock.getByRole('slider', { name: 'Hour hand' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.floor((((target % 720) + 720) % 720) / 60) || 12),
  );
}

// ─── DigitalClock input ──────────────────────────────────────────────────────────────────

/**
 * Sets a DigitalClock input with its ▲/▼ buttons (the short way round each field), and AM or
 * PM with its toggle.
 */
export async function stepDigitalClock(
  page: Page,
  clock: Locator,
  field: 'Hour' | 'Minutes',
  wanted: number,
): Promise<void> {
  const spin = clock.getByRole('spinbutton', { name: field });
  const min = Number(await spin.getAttribute('aria-valuemin'));
  const max = Number(await spin.getAttribute('aria-valuemax'));
  const size = max - min + 1;
  const now = Number(await spin.getAttribute('aria-valuenow'));
  let delta = (((wanted - now) % size) + size) % size;
  if (delta > size / 2) delta -= size;
  const button = clock.getByRole('button', { name: `${field} ${delta > 0 ? 'up' : 'down'}` });
  for (let press = 0; press < Math.abs(delta); press += 1) await pointerPress(page, button);
  await expect(spin).toHaveAttribute('aria-valuenow', String(wanted));
}

// ─── SortSequence ────────────────────────────────────────────────────────────────────────

/**
 * Drags a dnd-kit card (a SortSequence card, a kit drag item) onto another card's place or a
 * drop zone with the pointer (the mouse starts after 6 px; a finger holds still for a moment
 * first, so a swipe still scrolls).
 *
 * Both are brought to the middle of the window first: dnd-kit scrolls the page while a held
 * card is near the window's top or bottom fifth, for as long as it stays there, so a drag
 * that ended there landed a place further on a busy machine (Master Time Challenge by touch
 * dropped a card on the place before the one aimed at). The card is let go once it is drawn
 * under the finger and the page has drawn two more frames, by which time dnd-kit knows what
 * it is over (it learns that in an effect after the render that moves the card).
 */
export async function dragCardOnto(page: Page, card: Locator, onto: Locator): Promise<void> {
  await centreBetween(page, card, onto);
  const from = await centreOf(card, false);
  const to = await centreOf(onto, false);
  const finger = inputOf(page) === 'touch';
  // Straight there, as a child moves a card (a first move away from the target near the
  // window's edge would start dnd-kit's auto-scroll, as it would for a person). A finger
  // holds still until the card shows it is picked up (dnd-kit's touch delay has passed, on a
  // busy machine too): a move before that would cancel the drag.
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(finger ? { whenHeld: () => expectPickedUp(card) } : {}),
    beforeRelease: async () => {
      await expect
        .poll(
          async () => {
            const now = await centreOf(card, false);
            return Math.hypot(now.x - to.x, now.y - to.y);
          },
          { message: `${card.toString()} is under the pointer` },
        )
        .toBeLessThan(3);
      await animationFrames(page, 2);
    },
  });
}

/** Scrolls the window so that the middle point between two elements is at its centre. */
async function centreBetween(page: Page, a: Locator, b: Locator): Promise<void> {
  await a.waitFor();
  await b.waitFor();
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error(`${a.toString()} or ${b.toString()} is not shown`);
  const middle = (boxA.y + boxA.height / 2 + boxB.y + boxB.height / 2) / 2;
  await page.evaluate((middleY) => {
    window.scrollBy({ top: middleY - window.innerHeight / 2, behavior: 'instant' });
  }, middle);
}

/**
 * Presses `key` until `reached()`, while dnd-kit's keyboard sensor holds an item. The sensor
 * starts listening for keys a moment after the pick-up (a setTimeout in dnd-kit), so on a busy
 * machine a key pressed right after "Picked up" is lost: after each press this waits for the
 * page to say something new (`said()`), and presses again when nothing comes.
 */
export async function pressWhileHeld(
  page: Page,
  key: string,
  said: () => Promise<string | null>,
  reached: () => Promise<boolean>,
  max = 8,
): Promise<void> {
  for (let presses = 0; !(await reached()); presses += 1) {
    if (presses >= max) throw new Error(`${key} pressed ${max} times without getting there`);
    const before = await said();
    await page.keyboard.press(key);
    await expect
      .poll(said, { timeout: 600, intervals: [25, 50, 100] })
      .not.toBe(before)
      .catch(() => undefined);
  }
}

/** Resolves once the page has drawn `count` more frames. */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** A dnd-kit card is picked up: SortSequence marks it `dragging`, a drag item `aria-pressed`. */
export async function expectPickedUp(card: Locator): Promise<void> {
  await expect
    .poll(
      async () =>
        (await card.getAttribute('data-state')) === 'dragging' ||
        (await card.getAttribute('aria-pressed')) === 'true',
      { message: `${card.toString()} is picked up by the finger` },
    )
    .toBe(true);
}

// ─── TimeRibbon's draggable marker ───────────────────────────────────────────────────────

/**
 * Drags a horizontal slider's knob (TimeRibbon's marker) until its value is `wanted`: aims at
 * the place its range gives along its track, then nudges while still pressed, as a child
 * watching the clock would.
 */
export async function dragSliderTo(page: Page, slider: Locator, wanted: number): Promise<void> {
  const track = await slider.locator('..').boundingBox();
  if (!track) throw new Error('The slider is not on screen');
  const min = Number(await slider.getAttribute('aria-valuemin'));
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const xOf = (value: number): number => track.x + ((value - min) / (max - min)) * track.width;
  const from = await centreOf(slider);
  const aim = { x: xOf(wanted), y: from.y };
  const value = async () => Number(await slider.getAttribute('aria-valuenow'));
  const pxPerUnit = track.width / (max - min);
  await pointerDown(page, from);
  for (const point of lineBetween(from, aim, 6).slice(1)) await pointerMove(page, point);
  // Then a pixel at a time either way, giving the page a moment to show each nudge.
  const settled = async (): Promise<boolean> => {
    await page.waitForTimeout(60);
    return (await value()) === wanted;
  };
  if (!(await settled())) {
    for (let px = 1; px <= 24; px += 1) {
      await pointerMove(page, { x: aim.x + px, y: aim.y });
      if (await settled()) break;
      await pointerMove(page, { x: aim.x - px, y: aim.y });
      if (await settled()) break;
    }
  }
  await pointerUp(page);
  await expect(slider, `${pxPerUnit.toFixed(3)} px per unit`).toHaveAttribute(
    'aria-valuenow',
    String(wanted),
  );
}
