import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { moveCardByKeyboard } from './time-helpers';
import { dragCardOnto, dragClockTo, isPointer, pointerPress, stepDigitalClock } from './input';

/**
 * Helpers for the Time level-2 and level-3 e2e tests: read what the page says (prompts,
 * clock descriptions, card names, text alternatives), compute the answer the way the
 * curriculum defines it (/work/shared/curriculum/time.md), and answer with the keyboard
 * alone (Tab/Shift+Tab, arrows, PageUp/PageDown, Enter, Space, digits) or, after
 * `useInput(page, 'mouse' | 'touch')` (input.ts), with that pointer alone.
 *
 * Nothing here knows a seed or imports the app's code: the routed pages pass no seed, so
 * every item is random and is read from the DOM. The arithmetic below is written from the
 * curriculum, not copied from the app, so a wrong text alternative or a wrong answer rule
 * shows up as a failure.
 */

// ─── The Lingos ──────────────────────────────────────────────────────────────────────────

export type LingoKind = 'learn' | 'practice' | 'speed' | 'round';

export interface LingoInfo {
  readonly id: string;
  readonly level: 2 | 3;
  readonly title: string;
  readonly kind: LingoKind;
}

/** The 14 Lingos of levels 2 and 3, in the order of the concept page. */
export const levels23Lingos: readonly LingoInfo[] = [
  { id: 'lingo-2-0', level: 2, title: 'Time Math Basics', kind: 'learn' },
  { id: 'lingo-2-1', level: 2, title: 'Time Compare', kind: 'practice' },
  { id: 'lingo-2-2', level: 2, title: 'Looking Forward', kind: 'practice' },
  { id: 'lingo-2-3', level: 2, title: 'Looking Back', kind: 'practice' },
  { id: 'lingo-2-4', level: 2, title: 'Duration Calculator', kind: 'practice' },
  { id: 'lingo-2-5', level: 2, title: 'Time Comparison Speed', kind: 'speed' },
  { id: 'lingo-2-6', level: 2, title: 'Real-World Time Scenarios', kind: 'practice' },
  { id: 'lingo-3-0', level: 3, title: 'Advanced Time Concepts', kind: 'learn' },
  { id: 'lingo-3-1', level: 3, title: 'Time Puzzles', kind: 'practice' },
  { id: 'lingo-3-2', level: 3, title: 'Activity Sequencing', kind: 'practice' },
  { id: 'lingo-3-3', level: 3, title: 'Time Zone Converter', kind: 'practice' },
  { id: 'lingo-3-4', level: 3, title: 'Elapsed Time Calculator', kind: 'practice' },
  { id: 'lingo-3-5', level: 3, title: 'Time Pattern Recognition', kind: 'practice' },
  { id: 'lingo-3-6', level: 3, title: 'Master Time Challenge', kind: 'round' },
];

export const lingoInfo = (id: string): LingoInfo => {
  const lingo = levels23Lingos.find((each) => each.id === id);
  if (!lingo) throw new Error(`No Lingo ${id}`);
  return lingo;
};

export const lingoUrl = (lingo: LingoInfo): string =>
  `/concepts/time/level-${lingo.level}/${lingo.id}`;

/** The Lingo's button on the concept page: "Time Math Basics (Learn)", "Time Compare". */
export const conceptPageName = (lingo: LingoInfo): string =>
  lingo.kind === 'learn' ? `${lingo.title} (Learn)` : lingo.title;

// ─── Page parts ──────────────────────────────────────────────────────────────────────────

import { activityOf, isFocused, tabTo, expectLingoTitle } from './lingo-helpers';

export { activityOf, feedbackOf, lesson, practice } from './lingo-helpers';

/** Opens the Lingo from the concept page, by its button in its level's section. */
export async function openFromConceptPage(page: Page, lingo: LingoInfo): Promise<void> {
  await page.goto('/concepts/time');
  const link = page
    .locator(`section#level-${lingo.level}`)
    .getByRole('link', { name: conceptPageName(lingo), exact: true });
  // The keyboard tests reach the Lingo with a click; pointer tests with their own pointer.
  if (isPointer(page)) await pointerPress(page, link);
  else await link.click();
  await expect(page).toHaveURL(lingoUrl(lingo));
  await expectLingoTitle(page, lingo.title);
}

/** Opens the Lingo by its URL. */
export async function openByUrl(page: Page, lingo: LingoInfo): Promise<void> {
  await page.goto(lingoUrl(lingo));
  await expectLingoTitle(page, lingo.title);
}

export { expectLingoFrame } from './lingo-helpers';

// ─── Axe ─────────────────────────────────────────────────────────────────────────────────

export { axeViolations } from './lingo-helpers';

// ─── Time arithmetic (from the curriculum's conventions) ─────────────────────────────────

export const DAY = 24 * 60;
export const HALF_DAY = 12 * 60;
export const NOON = HALF_DAY;

export type Meridiem = 'AM' | 'PM';

export const mod = (value: number, size: number): number => ((value % size) + size) % size;

/** The face value, 0–719 (12:00 is 0). */
export const faceOf = (minutes: number): number => mod(minutes, HALF_DAY);
/** The hour on a 12-hour face, 1–12. */
export const hourOf = (minutes: number): number => Math.floor(faceOf(minutes) / 60) || 12;
export const minuteOf = (minutes: number): number => mod(minutes, 60);
export const meridiemOf = (minutes: number): Meridiem => (mod(minutes, DAY) < NOON ? 'AM' : 'PM');
export const nextHour = (hour: number): number => (hour % 12) + 1;
export const previousHour = (hour: number): number => ((hour + 10) % 12) + 1;

/** Minutes since midnight (or face minutes, with no meridiem) of an hour 1–12 and a minute. */
export const fromFace = (hour: number, minute: number, meridiem?: Meridiem): number =>
  (hour % 12) * 60 + minute + (meridiem === 'PM' ? HALF_DAY : 0);

const pad = (value: number): string => String(value).padStart(2, '0');

/** "3:05", or "3:05 PM" for a time of day. */
export const formatTime = (minutes: number, withMeridiem = false): string =>
  `${hourOf(minutes)}:${pad(minuteOf(minutes))}${withMeridiem ? ` ${meridiemOf(minutes)}` : ''}`;

/** "1 h 30 min": a duration, for messages. */
export const formatDuration = (minutes: number): string =>
  `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/**
 * A time as the page gives it: its face value always, and its time of day (minutes since
 * midnight) when AM/PM, 24-hour digits or a sky / part of the day say which half it is.
 */
export interface Reading {
  readonly face: number;
  readonly day?: number;
}

const withHalf = (face: number, meridiem: Meridiem | undefined): Reading =>
  meridiem === undefined
    ? { face }
    : { face, day: faceOf(face) + (meridiem === 'PM' ? HALF_DAY : 0) };

/** The half of the day a part of the day means (curriculum 1-1's sky rule). */
function meridiemOfPart(part: string | undefined, face: number): Meridiem | undefined {
  switch (part?.toLowerCase()) {
    case 'morning':
      return 'AM';
    case 'afternoon':
    case 'evening':
      return 'PM';
    case 'night':
      // Night is 9:00 PM–4:59 AM.
      return hourOf(face) >= 9 && hourOf(face) <= 11 ? 'PM' : 'AM';
    default:
      return undefined;
  }
}

/**
 * Reads a clock from its description (convention 3): "The short hand is close to 4. The
 * long hand is 2 small marks past the 9." → 3:47 (face minutes). Also the minute-numbers
 * form ("points at 45 minutes"). Throws when the two hands disagree with the rule, which
 * would be a wrong text alternative.
 */
export function parseHands(text: string): number {
  const long =
    /long hand (?:points at (\d+)( minutes)?|is (\d+) small marks? past (?:the (\d+)|(\d+) minutes))/i.exec(
      text,
    );
  if (!long) throw new Error(`No long-hand description in "${text}"`);
  let minute: number;
  if (long[1] !== undefined) {
    minute = long[2] ? Number(long[1]) : (Number(long[1]) % 12) * 5;
  } else {
    const base = long[4] !== undefined ? (Number(long[4]) % 12) * 5 : Number(long[5]);
    minute = base + Number(long[3]);
  }
  const short =
    /short hand (?:points at (\d+)|is just past (\d+)|is about halfway between (\d+) and (\d+)|is close to (\d+))/i.exec(
      text,
    );
  if (!short) throw new Error(`No short-hand description in "${text}"`);
  let hour: number;
  let fits: boolean;
  if (short[1] !== undefined) {
    hour = Number(short[1]);
    fits = minute === 0;
  } else if (short[2] !== undefined) {
    hour = Number(short[2]);
    fits = minute >= 1 && minute <= 20;
  } else if (short[3] !== undefined) {
    hour = Number(short[3]);
    fits = minute >= 21 && minute <= 39 && Number(short[4]) === nextHour(hour);
  } else {
    hour = previousHour(Number(short[5]));
    fits = minute >= 40;
  }
  if (!fits) throw new Error(`The hands of "${text}" do not fit the description rule`);
  return fromFace(hour, minute);
}

/** Reads the time in words: "quarter to 5", "20 past 3", "7 minutes past 3", "4 o'clock". */
export function parseWords(text: string): number | undefined {
  const match = /\b(?:(quarter|half|\d+)(?: minutes?)? (past|to) (\d+)|(\d+) o['’]clock)/i.exec(
    text,
  );
  if (!match) return undefined;
  if (match[4] !== undefined) return fromFace(Number(match[4]), 0);
  const amount = match[1]?.toLowerCase();
  const minutes = amount === 'quarter' ? 15 : amount === 'half' ? 30 : Number(amount);
  const hour = Number(match[3]);
  return match[2]?.toLowerCase() === 'past'
    ? fromFace(hour, minutes)
    : fromFace(previousHour(hour), 60 - minutes);
}

const digitsPattern = /\b(\d{1,2}):(\d{2})(?:\s*(AM|PM))?/;

/**
 * Reads any way a card or text gives a time: a clock description (with its sky), digits
 * ("4:50", "4:50 PM", 24-hour "15:20" or "09:05"), or words ("quarter to 5", "… in the
 * afternoon"). `twentyFour`: two-digit hours (10, 11, 12) are 24-hour time.
 */
export function readTime(text: string, twentyFour = false): Reading {
  const part =
    /(?:in the (morning|afternoon|evening)\b|at (night)\b|(morning|afternoon|evening|night) sky)/i.exec(
      text,
    );
  const partName = part?.[1] ?? part?.[2] ?? part?.[3];
  if (/short hand/i.test(text)) {
    const face = parseHands(text);
    const meridiem = /\b(AM|PM)\b/.exec(text)?.[1] as Meridiem | undefined;
    return withHalf(face, meridiem ?? meridiemOfPart(partName, face));
  }
  const digits = digitsPattern.exec(text);
  if (digits) {
    const hourText = digits[1] as string;
    const hour = Number(hourText);
    const minute = Number(digits[2]);
    if (digits[3]) return withHalf(fromFace(hour, minute), digits[3] as Meridiem);
    const is24 = hour > 12 || (hourText.length === 2 && (hourText.startsWith('0') || twentyFour));
    if (is24) return { face: faceOf(hour * 60 + minute), day: hour * 60 + minute };
    return { face: fromFace(hour, minute) };
  }
  const words = parseWords(text);
  if (words === undefined) throw new Error(`No time in "${text}"`);
  return withHalf(words, meridiemOfPart(partName, words));
}

/** "12:00 PM" in a text: the time of day (AM/PM required). */
export function readTimeOfDay(text: string): number {
  const reading = readTime(text);
  if (reading.day === undefined) throw new Error(`No AM/PM in "${text}"`);
  return reading.day;
}

const namedDurations: readonly (readonly [string, number])[] = [
  ['three quarters of an hour', 45],
  ['a quarter of an hour', 15],
  ['half an hour', 30],
  ['1 and a half hours', 90],
];

/** Reads a length of time: "1 hour 30 minutes", "45 minutes", "2 h 5 min", "half an hour". */
export function parseDuration(text: string): number | undefined {
  for (const [phrase, minutes] of namedDurations) {
    if (text.toLowerCase().includes(phrase)) return minutes;
  }
  const match =
    /\b(\d+)\s*(?:hours?|h)\b(?:\s*(\d+)\s*(?:minutes?|min)\b)?|\b(\d+)\s*(?:minutes?|min)\b/i.exec(
      text,
    );
  if (!match) return undefined;
  if (match[3] !== undefined) return Number(match[3]);
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** A duration the text must give. */
export function durationIn(text: string): number {
  const minutes = parseDuration(text);
  if (minutes === undefined) throw new Error(`No length of time in "${text}"`);
  return minutes;
}

/** Face values compare as equal. */
export const sameFace = (a: number, b: number): boolean => faceOf(a) === faceOf(b);

// ─── Time zones (curriculum 3-3: standard offsets in minutes from UTC) ───────────────────

export const cityOffsets: Readonly<Record<string, number>> = {
  Vancouver: -480,
  Edmonton: -420,
  Winnipeg: -360,
  Toronto: -300,
  Halifax: -240,
  "St. John's": -210,
};

export interface ZoneQuestion {
  readonly from: string;
  readonly to: string;
  /** The source city's time of day. */
  readonly time: number;
  /** The target city's time of day. */
  readonly answer: number;
  readonly day: 'yesterday' | 'today' | 'tomorrow';
}

/**
 * Reads the map's text alternative ("Map of Canada, west to east. Vancouver: question mark.
 * Toronto: 12:00 PM, noon.") and converts the time.
 */
export function readZoneQuestion(text: string): ZoneQuestion {
  const cities =
    /(Vancouver|Edmonton|Winnipeg|Toronto|Halifax|St\. John['’]s): (question mark|\d{1,2}:\d{2} [AP]M)/g;
  let from: string | undefined;
  let to: string | undefined;
  let time: number | undefined;
  for (const match of text.matchAll(cities)) {
    const name = (match[1] as string).replace('’', "'");
    if (match[2] === 'question mark') to = name;
    else {
      from = name;
      time = readTimeOfDay(match[2] as string);
    }
  }
  if (!from || !to || time === undefined) throw new Error(`Cannot read the map: "${text}"`);
  const shifted = time + (cityOffsets[to] as number) - (cityOffsets[from] as number);
  const days = Math.floor(shifted / DAY);
  return {
    from,
    to,
    time,
    answer: mod(shifted, DAY),
    day: days < 0 ? 'yesterday' : days > 0 ? 'tomorrow' : 'today',
  };
}

// ─── Riddle clues (curriculum 3-1) ───────────────────────────────────────────────────────

/**
 * Whether a time fits a clue, from the clue's words. `time` is face minutes, or minutes
 * since midnight when `day` (a riddle with AM/PM).
 */
export function fitsClue(clue: string, time: number, day: boolean): boolean {
  const hour = hourOf(time);
  const minute = minuteOf(time);
  const numberMinute = (number: string): number => (Number(number) % 12) * 5;
  let match: RegExpExecArray | null;
  if ((match = /between (\d+):00 and (\d+):00/.exec(clue))) {
    return hour === Number(match[1]) && minute > 0;
  }
  if ((match = /short hand points at (\d+)/.exec(clue))) {
    return hour === Number(match[1]) && minute === 0;
  }
  if ((match = /^In (.+?) my long hand will point at (\d+)/.exec(clue))) {
    return mod(minute + durationIn(match[1] as string), 60) === numberMinute(match[2] as string);
  }
  if ((match = /long hand points at (\d+)/.exec(clue))) {
    return minute === numberMinute(match[1] as string);
  }
  if (/long hand is past the 6/.test(clue)) return minute > 30;
  if (/long hand has not reached the 6/.test(clue)) return minute < 30;
  if ((match = /^In (.+?) it will be (.+?)\.?$/.exec(clue))) {
    return sameTime(time + durationIn(match[1] as string), match[2] as string, day);
  }
  if ((match = /^(.+?) ago it was (.+?)\.?$/.exec(clue))) {
    return sameTime(time - durationIn(match[1] as string), match[2] as string, day);
  }
  if (/after 12 noon/.test(clue)) return !day || meridiemOf(time) === 'PM';
  if (/before 12 noon/.test(clue)) return !day || meridiemOf(time) === 'AM';
  throw new Error(`Unknown clue "${clue}"`);
}

function sameTime(time: number, text: string, day: boolean): boolean {
  const reading = readTime(text);
  return day && reading.day !== undefined
    ? mod(time, DAY) === reading.day
    : sameFace(time, reading.face);
}

/** Every time (face, or of the day) that fits all the clues. */
export function solveRiddle(clues: readonly string[]): { times: number[]; day: boolean } {
  const day = clues.some((clue) => /12 noon|\b[AP]M\b/.test(clue));
  const times: number[] = [];
  for (let time = 0; time < (day ? DAY : HALF_DAY); time += 1) {
    if (clues.every((clue) => fitsClue(clue, time, day))) times.push(time);
  }
  return { times, day };
}

// ─── Keyboard ────────────────────────────────────────────────────────────────────────────

export { tabTo };

/** Tabs to a button and presses Enter (or, playing with a pointer, clicks or taps it). */
export async function pressButton(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, button);
    return;
  }
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

export async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}

/**
 * The elements of a scope that match a selector, as a keyboard user meets them: their
 * accessible names (aria-label, or the text that is not aria-hidden; enough for the
 * cards and buttons here) and which one has the focus. Disabled ones are left out.
 */
function namedElements(
  scope: Locator,
  selector: string,
): Promise<{ names: string[]; focused: number }> {
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
    const elements = Array.from(root.querySelectorAll(query)).filter(
      (element) => element.getAttribute('aria-disabled') !== 'true',
    );
    return {
      names: elements.map((element) =>
        (element.getAttribute('aria-label') ?? textOf(element)).replace(/\s+/g, ' ').trim(),
      ),
      focused: elements.findIndex((element) => element === document.activeElement),
    };
  }, selector);
}

/** The radios of a group as a keyboard user meets them: enabled ones, their names, the focus. */
const radioState = (group: Locator) => namedElements(group, '[role="radio"]');

/** The names of a radio group's enabled cards, in order. */
export async function radioNames(group: Locator): Promise<string[]> {
  return (await radioState(group)).names;
}

/**
 * Picks a card of a radio group with the keyboard: Tab to the group's tab stop, the arrow
 * keys to the card, Space. Returns the card's name.
 */
export async function pickRadio(
  page: Page,
  group: Locator,
  wanted: string | ((name: string) => boolean),
): Promise<string> {
  if (isPointer(page)) return pickRadioByPointer(page, group, wanted);
  let state = await radioState(group);
  if (state.focused < 0) {
    await tabTo(page, group.locator('[role="radio"][tabindex="0"]'));
    state = await radioState(group);
  }
  const test = typeof wanted === 'string' ? (name: string) => name === wanted : wanted;
  const matches = state.names.filter(test);
  if (matches.length !== 1) {
    throw new Error(
      `Expected one card to fit in [${state.names.join(' | ')}], found ${matches.length}`,
    );
  }
  const to = state.names.findIndex(test);
  const count = state.names.length;
  await pressTimes(page, 'ArrowRight', (to - state.focused + count) % count);
  const name = state.names[to] as string;
  await expect.poll(async () => (await radioState(group)).focused).toBe(to);
  await page.keyboard.press('Space');
  return name;
}

/** Picks a card of a radio group with a click or a tap. */
async function pickRadioByPointer(
  page: Page,
  group: Locator,
  wanted: string | ((name: string) => boolean),
): Promise<string> {
  const { names } = await radioState(group);
  const test = typeof wanted === 'string' ? (name: string) => name === wanted : wanted;
  const matches = names.filter(test);
  if (matches.length !== 1) {
    throw new Error(`Expected one card to fit in [${names.join(' | ')}], found ${matches.length}`);
  }
  const index = names.findIndex(test);
  const card = group.locator('[role="radio"]:not([aria-disabled="true"])').nth(index);
  // No check that it stays picked: a one-tap (Speed) answer moves on at once.
  await pointerPress(page, card);
  return names[index] as string;
}

/** A clock's hand sliders read as face minutes. */
async function sliderTime(clock: Locator): Promise<number> {
  const hour = Number(
    await clock.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
  );
  const minute = Number(
    await clock.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
  );
  return fromFace(hour, minute);
}

/**
 * Sets a clock's hands with the keyboard, all on the long hand: Shift+arrows for hours,
 * PageUp/PageDown for 5 minutes, arrows for 1 minute, the short way round (the hands are
 * geared, so the short hand follows).
 */
export async function setClockByKeyboard(
  page: Page,
  clock: Locator,
  target: number,
): Promise<void> {
  if (isPointer(page)) {
    await dragClockTo(page, clock, faceOf(target));
    return;
  }
  const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
  await tabTo(page, minuteHand);
  let delta = mod(target - (await sliderTime(clock)), HALF_DAY);
  if (delta > HALF_DAY / 2) delta -= HALF_DAY;
  // Already there: a Check waits for a hand to move, so turn away and back.
  if (delta === 0) {
    await page.keyboard.press('PageUp');
    delta = -5;
  }
  const up = delta >= 0;
  let left = Math.abs(delta);
  await pressTimes(page, up ? 'Shift+ArrowUp' : 'Shift+ArrowDown', Math.floor(left / 60));
  left %= 60;
  await pressTimes(page, up ? 'PageUp' : 'PageDown', Math.floor(left / 5));
  await pressTimes(page, up ? 'ArrowUp' : 'ArrowDown', left % 5);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', String(minuteOf(target)));
  await expect(clock.getByRole('slider', { name: 'Hour hand' })).toHaveAttribute(
    'aria-valuenow',
    String(hourOf(target)),
  );
}

/**
 * Types a time into a DigitalClock input: Tab to its Hour field, the digits, ArrowRight to
 * the minutes, the digits; then AM or PM (Tab, Enter) when asked. 24-hour clocks take the
 * 24-hour hour. With a pointer: the fields' ▲/▼ buttons, then the AM/PM toggle.
 */
export async function typeClockTime(
  page: Page,
  clock: Locator,
  time: number,
  options: { readonly meridiem?: boolean; readonly twentyFour?: boolean } = {},
): Promise<void> {
  const hour = options.twentyFour ? Math.floor(mod(time, DAY) / 60) : hourOf(time);
  if (isPointer(page)) {
    await stepDigitalClock(page, clock, 'Hour', hour);
    await stepDigitalClock(page, clock, 'Minutes', minuteOf(time));
  } else {
    await typeClockFields(page, clock, hour, time, options.twentyFour === true);
  }
  if (options.meridiem) {
    const button = clock.getByRole('button', { name: meridiemOf(time), exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await pressButton(page, button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

async function typeClockFields(
  page: Page,
  clock: Locator,
  hour: number,
  time: number,
  twentyFour: boolean,
): Promise<void> {
  const hourField = clock.getByRole('spinbutton', { name: 'Hour' });
  const minuteField = clock.getByRole('spinbutton', { name: 'Minutes' });
  await tabTo(page, hourField);
  await page.keyboard.type(twentyFour ? pad(hour) : String(hour));
  await expect(hourField).toHaveAttribute('aria-valuenow', String(hour));
  await page.keyboard.press('ArrowRight');
  await expect(minuteField).toBeFocused();
  await page.keyboard.type(pad(minuteOf(time)));
  await expect(minuteField).toHaveAttribute('aria-valuenow', String(minuteOf(time)));
}

/** Types hours and minutes into a NumberPad in duration mode ("3:35": ":" goes to minutes). */
export async function typeDuration(page: Page, scope: Locator, minutes: number): Promise<void> {
  const hours = scope.getByRole('textbox', { name: 'How long?: hours' });
  if (isPointer(page)) {
    // The on-screen keys: Hours, its digits, Minutes, its digits.
    const pad = scope.getByRole('group', { name: 'How long?' });
    for (const [field, value] of [
      ['Hours', Math.floor(minutes / 60)],
      ['Minutes', minutes % 60],
    ] as const) {
      await pointerPress(page, pad.getByRole('button', { name: field, exact: true }));
      for (const digit of String(value)) {
        await pointerPress(page, pad.getByRole('button', { name: digit, exact: true }));
      }
    }
  } else {
    await tabTo(page, hours);
    await page.keyboard.type(`${Math.floor(minutes / 60)}:${minutes % 60}`);
  }
  await expect(hours).toHaveValue(String(Math.floor(minutes / 60)));
  await expect(scope.getByRole('textbox', { name: 'How long?: minutes' })).toHaveValue(
    String(minutes % 60),
  );
}

/** The text of the first (visually hidden) paragraph of a scope that matches. */
async function textMatching(scope: Locator, pattern: RegExp): Promise<string | undefined> {
  const texts = await scope.locator('p').allTextContents();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).find((text) => pattern.test(text));
}

/** A card's name without its place: "Soccer, 3:00 PM, card 1 of 4" → "Soccer, 3:00 PM". */
const withoutPlace = (name: string): string => name.replace(/, card \d+ of \d+.*$/, '');

/** Moves a SortSequence card to another place: dragged with a pointer, else by keyboard. */
export async function moveCard(
  page: Page,
  list: Locator,
  card: Locator,
  toPlace: number,
): Promise<void> {
  if (isPointer(page)) {
    await dragCardOnto(page, card, list.getByRole('button').nth(toPlace));
    return;
  }
  await moveCardByKeyboard(page, list, card, toPlace);
}

/**
 * Puts a SortSequence's cards in order, earliest first, with the keyboard: each card in
 * turn is carried to its place. The order comes from the times the cards' names give.
 */
export async function sortCardsByKeyboard(page: Page, list: Locator): Promise<string[]> {
  const cardNames = async (): Promise<string[]> =>
    (await namedElements(list, '[role="button"]')).names.map(withoutPlace);
  const names = await cardNames();
  // "Soccer, 3:00 PM", "Snack, 15:40", "Reading. A clock with a morning sky. The short hand …",
  // "A clock: the short hand …", "A digital clock showing 3:10.": activity names carry no digits.
  const readings = readTimes(names);
  const byDay = readings.every((reading) => reading.day !== undefined);
  const value = (index: number): number => {
    const reading = readings[index] as Reading;
    return byDay ? (reading.day as number) : reading.face;
  };
  const wanted = names.map((_name, index) => index).sort((a, b) => value(a) - value(b));
  const wantedNames = wanted.map((index) => names[index] as string);
  for (let place = 0; place < wantedNames.length; place += 1) {
    const name = wantedNames[place] as string;
    if ((await cardNames()).indexOf(name) === place) continue;
    const card = list.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, card `) });
    await moveCard(page, list, card, place);
    await expect(card).toHaveAccessibleName(new RegExp(`, card ${place + 1} of \\d+$`));
  }
  return wantedNames;
}

/**
 * Reads a set of times that belong together: when any of them says its half of the day,
 * two-digit hours without AM/PM are 24-hour time ("11:40" among "3:15 PM" and "15:15").
 */
export function readTimes(texts: readonly string[]): Reading[] {
  const first = texts.map((text) => readTime(text));
  if (!first.some((reading) => reading.day !== undefined)) return first;
  return texts.map((text, index) =>
    (first[index] as Reading).day === undefined ? readTime(text, true) : (first[index] as Reading),
  );
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ─── Answering an item ───────────────────────────────────────────────────────────────────

/**
 * Reads the item on screen and answers it right with the page's input (the keyboard unless
 * `useInput` said otherwise), up to (not including)
 * Check; returns what kind of item it was. Items that answer in one tap (Speed) are
 * answered here too. Works for every practice Lingo of levels 2 and 3 at any step the
 * tests reach, and for the items Master Time Challenge borrows from level 1.
 */
export async function answerItem(page: Page, session: Locator): Promise<string> {
  const item = activityOf(session);
  await expect(item).toHaveCount(1);
  // Master Time Challenge loads its questions' views when the first round starts.
  await expect(item.locator('[data-part="question-loading"]')).toHaveCount(0);
  const prompt = (await item.getAttribute('aria-label')) ?? '';
  const has = async (locator: Locator): Promise<boolean> => (await locator.count()) > 0;

  // 3-1 Time Puzzles: riddle, broken clock, odd one out, units.
  if (await has(item.getByRole('list', { name: 'Clues' }))) return answerRiddle(page, item);
  const odd = item.getByRole('radiogroup', { name: 'Which card shows a different time?' });
  if (await has(odd)) {
    const names = await radioNames(odd);
    const readings = readTimes(names.map((name) => name.replace(/^Card [A-D]: /, '')));
    const byDay = readings.every((reading) => reading.day !== undefined);
    const values = readings.map((reading) => (byDay ? (reading.day as number) : reading.face));
    const oddOne = values.findIndex(
      (value) => values.filter((other) => other === value).length === 1,
    );
    if (oddOne < 0 || values.filter((value) => value === values[oddOne]).length !== 1) {
      throw new Error(`No single odd card in [${names.join(' | ')}]`);
    }
    await pickRadio(page, odd, names[oddOne] as string);
    return 'odd one out';
  }
  const broken = item.getByRole('img', { name: /^A clock with only the short hand/ });
  if (await has(broken)) return answerBrokenClock(page, item, broken);
  const units = item.getByRole('radiogroup', { name: /^Which is (longer|later)\?$/ });
  if (await has(units)) {
    const later = /later/.test((await units.getAttribute('aria-label')) ?? '');
    const names = await radioNames(units);
    const values = later
      ? readTimes(names).map((reading) => reading.day ?? reading.face)
      : names.map(durationIn);
    const best = values.indexOf(Math.max(...values));
    await pickRadio(page, units, names[best] as string);
    return later ? 'units: which is later' : 'units: which is longer';
  }

  // 3-3 Time Zone Converter.
  const map = await textMatching(item, /^Map of Canada, west to east\./);
  if (map) return answerTimeZone(page, item, map);

  // 3-5 Time Pattern Recognition.
  const row = await textMatching(item, /^Clock 1: /);
  if (row) return answerPattern(page, item, row);

  // 3-4 Elapsed Time Calculator: "Start: 10:40 AM" and "End: question mark" clocks.
  const elapsedStart = item.getByRole('img', { name: /^Start: / });
  if (await has(elapsedStart)) return answerElapsed(page, item, elapsedStart);

  // 2-1, 2-5 (and 3-6's 2-1): two cards (and "Same time").
  const compare = /^Tap the (earlier|later) time$/.exec(prompt);
  if (compare) return answerCompare(page, item, compare[1] as 'earlier' | 'later');

  // 3-2 steps 1–2, and 3-6's 1-4: cards to put in order.
  const sortList = item.locator('ol:has([aria-roledescription="movable card"])');
  if (await has(sortList)) {
    const order = await sortCardsByKeyboard(page, sortList);
    return `order: ${order.join(' < ')}`;
  }

  // 3-6's 1-5: read the clock, pick its digits.
  const readClock = item.getByRole('radiogroup', { name: 'What time does the clock show?' });
  if (await has(readClock)) {
    const clock = item.getByRole('img', { name: /^Clock: / });
    const face = parseHands((await clock.getAttribute('aria-label')) ?? '');
    await pickRadio(page, readClock, (name) => sameFace(readTime(name).face, face));
    return `read the clock: ${formatTime(face)}`;
  }

  // 3-6's 1-2: set the clock.
  const setTo = /^Set the clock to (.+)\.$/.exec(prompt);
  if (setTo) {
    const target = readTime(setTo[1] as string).face;
    await setClockByKeyboard(page, item.getByRole('group', { name: 'Your clock' }), target);
    return `set the clock to ${formatTime(target)}`;
  }

  // 2-4 (and 3-6's 2-4): "Start: a clock. … End: 3:40." → how long.
  const ends = await textMatching(item, /^Start: .+ End: /);
  if (ends) return answerDuration(page, item, ends);

  // 2-2, 2-3, 2-6 (and 3-6's 2-2, 2-3): a story with a time and a length of time.
  return answerStory(page, item, prompt);
}

async function answerRiddle(page: Page, item: Locator): Promise<string> {
  const clues = (
    await item.getByRole('list', { name: 'Clues' }).getByRole('listitem').allTextContents()
  ).map((text) =>
    text
      .replace(/^\s*\d*\s*Clue \d+: /, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const { times, day } = solveRiddle(clues);
  const choices = item.getByRole('radiogroup', { name: 'Which clock is it?' });
  if (await choices.count()) {
    const names = await radioNames(choices);
    const fitting = names.filter((name) => times.some((time) => sameFace(time, parseHands(name))));
    if (fitting.length !== 1)
      throw new Error(`Clues [${clues.join(' ')}] fit ${fitting.length} cards`);
    await pickRadio(page, choices, fitting[0] as string);
    return `riddle, ${clues.length} clues: ${formatTime(parseHands(fitting[0] as string))}`;
  }
  if (times.length !== 1) throw new Error(`Clues [${clues.join(' ')}] fit ${times.length} times`);
  const answer = times[0] as number;
  if (day) {
    await typeClockTime(page, item.getByRole('group', { name: 'Your time' }), answer, {
      meridiem: true,
    });
  } else {
    await setClockByKeyboard(page, item.getByRole('group', { name: 'Your clock' }), answer);
  }
  return `riddle, ${clues.length} clues, set: ${formatTime(answer, day)}`;
}

async function answerBrokenClock(page: Page, item: Locator, clock: Locator): Promise<string> {
  const text = (await clock.getAttribute('aria-label')) ?? '';
  const place =
    /(pointing at|a quarter of the way from|halfway between|three quarters of the way from) (\d+)/.exec(
      text,
    );
  if (!place) throw new Error(`Cannot read the broken clock "${text}"`);
  const minute = {
    'pointing at': 0,
    'a quarter of the way from': 15,
    'halfway between': 30,
    'three quarters of the way from': 45,
  }[place[1] as string] as number;
  const time = fromFace(Number(place[2]), minute);
  const asksTime = item.getByRole('radiogroup', { name: 'What time is it?' });
  if (await asksTime.count()) {
    await pickRadio(page, asksTime, (name) => sameFace(readTime(name).face, time));
    return `broken clock: ${formatTime(time)}`;
  }
  const number = minute === 0 ? 12 : minute / 5;
  await pickRadio(
    page,
    item.getByRole('radiogroup', { name: 'Where should the long hand point?' }),
    `The ${number}`,
  );
  return `broken clock: the long hand at ${number}`;
}

async function answerTimeZone(page: Page, item: Locator, map: string): Promise<string> {
  const zone = readZoneQuestion(map);
  const choices = item.getByRole('radiogroup', { name: `What time is it in ${zone.to}?` });
  if (await choices.count()) {
    await pickRadio(page, choices, (name) => readTime(name).day === zone.answer);
  } else {
    await typeClockTime(
      page,
      item.getByRole('group', { name: `Time in ${zone.to}` }),
      zone.answer,
      {
        meridiem: true,
      },
    );
  }
  const days = item.getByRole('radiogroup', {
    name: new RegExp(`^Is it yesterday, today or tomorrow`),
  });
  if (await days.count()) {
    await pickRadio(page, days, (name) => name.toLowerCase() === zone.day);
  }
  return `time zones: ${zone.from} ${formatTime(zone.time, true)} → ${zone.to} ${formatTime(
    zone.answer,
    true,
  )} (${zone.day})`;
}

async function answerPattern(page: Page, item: Locator, row: string): Promise<string> {
  const terms = row
    .split(/Clock \d+: /)
    .slice(1)
    .map((term) => term.trim());
  const asked = terms.findIndex((term) => term.startsWith('question mark'));
  const readings = terms.map((term) =>
    term.startsWith('question mark') || term.startsWith('skipped') ? undefined : readTime(term),
  );
  const byDay = readings.every((reading) => reading === undefined || reading.day !== undefined);
  const value = (index: number): number | undefined => {
    const reading = readings[index];
    return reading === undefined ? undefined : byDay ? reading.day : reading.face;
  };
  const size = byDay ? DAY : HALF_DAY;
  // The jump between two clocks shown side by side; the asked clock is that many jumps on.
  let jump: number | undefined;
  let base = -1;
  for (let index = 0; index + 1 < terms.length && jump === undefined; index += 1) {
    const a = value(index);
    const b = value(index + 1);
    if (a === undefined || b === undefined) continue;
    jump = mod(b - a, size);
    if (jump > size / 2) jump -= size;
    base = index;
  }
  if (jump === undefined || asked < 0) throw new Error(`Cannot read the pattern "${row}"`);
  const answer = mod((value(base) as number) + (asked - base) * jump, size);

  const rules = item.getByRole('radiogroup', { name: 'What is the rule?' });
  if (await rules.count()) {
    await pickRadio(page, rules, (name) => ruleJump(name) === jump);
  }
  const choices = item.getByRole('radiogroup', { name: 'Which clock comes next?' });
  const toSet = item.getByRole('group', { name: `Clock ${asked + 1}, to set` });
  if (await choices.count()) {
    await pickRadio(page, choices, (name) => sameFace(parseHands(name), answer));
  } else if (await toSet.getByRole('slider').count()) {
    await setClockByKeyboard(page, toSet, answer);
  } else {
    await typeClockTime(page, toSet, answer, { meridiem: byDay });
  }
  return `pattern, jump ${jump} min: clock ${asked + 1} is ${formatTime(answer, byDay)}`;
}

/** A rule card's jump: "every 15 minutes" → 15, "every hour" → 60, "10 minutes earlier each time" → −10. */
function ruleJump(rule: string): number {
  if (rule === 'every hour') return 60;
  const earlier = /^(.+) earlier each time$/.exec(rule);
  if (earlier) return -durationIn(earlier[1] as string);
  return durationIn(rule);
}

async function answerElapsed(page: Page, item: Locator, startClock: Locator): Promise<string> {
  const startText = ((await startClock.getAttribute('aria-label')) ?? '').replace(/^Start: /, '');
  const endText = (
    (await item.getByRole('img', { name: /^End: / }).getAttribute('aria-label')) ?? ''
  ).replace(/^End: /, '');
  // 12-hour clocks always say AM or PM; without them the clocks are 24-hour.
  const twentyFour = !/\b[AP]M\b/.test(`${startText} ${endText}`);
  const read = (text: string): number | undefined =>
    text === 'question mark' ? undefined : (readTime(text, twentyFour).day as number);
  const start = read(startText);
  const end = read(endText);
  if (start !== undefined && end !== undefined) {
    const duration = mod(end - start, DAY);
    await typeDuration(page, item, duration);
    return `elapsed: ${startText} to ${endText} is ${formatDuration(duration)}`;
  }
  // Asked for a time: the story gives the length of time.
  const prompt = (await item.getAttribute('aria-label')) ?? '';
  const duration = durationIn(prompt.replace(/\b\d{1,2}:\d{2}(?: [AP]M)?/g, ''));
  const answer =
    start === undefined ? mod((end as number) - duration, DAY) : mod(start + duration, DAY);
  const clock = item.getByRole('group', { name: start === undefined ? 'Start time' : 'End time' });
  const is24 = (await clock.getByRole('button', { name: 'AM', exact: true }).count()) === 0;
  await typeClockTime(page, clock, answer, { meridiem: !is24, twentyFour: is24 });
  return `elapsed: ${start === undefined ? 'start' : 'end'} ${formatTime(answer, true)}`;
}

async function answerCompare(page: Page, item: Locator, ask: 'earlier' | 'later'): Promise<string> {
  const group = item.getByRole('radiogroup');
  const names = await radioNames(group);
  const cards = names.filter((name) => /^Card [AB]: /.test(name));
  if (cards.length !== 2) throw new Error(`Expected two cards in [${names.join(' | ')}]`);
  const texts = cards.map((name) =>
    name
      .replace(/^Card [AB]: /, '')
      .replace(/^a digital clock showing /, '')
      .replace(/^the words "(.*)"$/, '$1'),
  );
  const [a, b] = readTimes(texts) as [Reading, Reading];
  const byDay = a.day !== undefined && b.day !== undefined;
  const valueA = byDay ? (a.day as number) : a.face;
  const valueB = byDay ? (b.day as number) : b.face;
  let wanted: (name: string) => boolean;
  let said: string;
  if (valueA === valueB) {
    wanted = (name) => /^Same( time)?$/.test(name);
    said = 'same time';
  } else {
    const pickA = (ask === 'earlier') === valueA < valueB;
    wanted = (name) => name === cards[pickA ? 0 : 1];
    said = `card ${pickA ? 'A' : 'B'}`;
  }
  await pickRadio(page, group, wanted);
  return `compare (${ask}): ${formatTime(valueA, byDay)} vs ${formatTime(valueB, byDay)} → ${said}`;
}

async function answerDuration(page: Page, item: Locator, ends: string): Promise<string> {
  const match = /^Start: (.+?) End: (.+)$/.exec(ends);
  if (!match) throw new Error(`Cannot read "${ends}"`);
  const [start, end] = readTimes([match[1] as string, match[2] as string]) as [Reading, Reading];
  // Same half of the day: the face difference.
  const duration = mod(end.face - start.face, HALF_DAY);
  const choices = item.getByRole('radiogroup', { name: 'How long is it?' });
  if (await choices.count()) {
    await pickRadio(page, choices, (name) => parseDuration(name) === duration);
  } else {
    await typeDuration(page, item, duration);
  }
  return `how long: ${formatTime(start.face)} to ${formatTime(end.face)} is ${formatDuration(duration)}`;
}

/**
 * A time story (2-2, 2-3, 2-6 step 1–2): "Maya starts painting at quarter past 3, 3:15. She
 * paints for 45 minutes. When does she finish?" — forward for "When does/do/are …", back
 * for "When did …".
 */
async function answerStory(page: Page, item: Locator, prompt: string): Promise<string> {
  const given = digitsPattern.exec(prompt);
  if (!given) throw new Error(`No time in the story "${prompt}"`);
  const reading = readTime(given[0]);
  const withDay = reading.day !== undefined;
  const time = reading.day ?? reading.face;
  const duration = durationIn(prompt.replace(digitsPattern, ''));
  const back = /\bWhen did\b/.test(prompt);
  if (!back && !/\bWhen (does|do|are|will)\b/.test(prompt)) {
    throw new Error(`Not a later/earlier story: "${prompt}"`);
  }
  const answer = mod(time + (back ? -duration : duration), withDay ? DAY : HALF_DAY);

  const pickAClock = item
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio', { name: /^(A clock|Clock): / }) });
  const yourClock = item.getByRole('group', { name: 'Your clock' });
  const typed = item.getByRole('group', { name: /^(Your time|End time|Start time)$/ });
  if (await pickAClock.count()) {
    await pickRadio(page, pickAClock, (name) => sameFace(parseHands(name), answer));
  } else if (await yourClock.count()) {
    await setClockByKeyboard(page, yourClock, answer);
  } else if (await typed.count()) {
    await typeClockTime(page, typed, answer, { meridiem: withDay });
  } else {
    throw new Error(`No way to answer the story "${prompt}"`);
  }
  return `${back ? 'earlier' : 'later'}: ${formatTime(time, withDay)} ${back ? '−' : '+'} ${formatDuration(
    duration,
  )} = ${formatTime(answer, withDay)}`;
}

/** Advanced Time Concepts, step 5: the amounts of time and the same amounts said another way. */
export const amountPairs = [
  ['60 minutes', '1 hour'],
  ['30 minutes', 'half an hour'],
  ['120 minutes', '2 hours'],
  ['24 hours', '1 day'],
  ['7 days', '1 week'],
] as const;

/**
 * Chooses an item of kit's MatchPairs: a tap (pointer), or, by keyboard, arrows within its
 * column (one tab stop per column) to the item, then Enter.
 */
export async function chooseMatchItem(page: Page, column: Locator, item: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, item);
    return;
  }
  const inColumn = await column.evaluate((element) => element.contains(document.activeElement));
  if (!inColumn) await tabTo(page, column.locator('button[tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 8 && !(await isFocused(item)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Matches every pair of step 5 (one, then its partner), each then named as joined and right. */
export async function matchAmountPairs(page: Page, root: Locator): Promise<void> {
  const amounts = root.getByRole('list', { name: 'Amounts of time' });
  const others = root.getByRole('list', { name: 'The same amounts, said another way' });
  for (const [left, right] of amountPairs) {
    await chooseMatchItem(page, amounts, amounts.getByRole('button', { name: left, exact: true }));
    await chooseMatchItem(page, others, others.getByRole('button', { name: right, exact: true }));
    await expect(
      amounts.getByRole('button', { name: `${left}, joined with ${right}, right` }),
    ).toBeVisible();
  }
}

/** Tabs to the session's Check button and presses Enter. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
  await expect(check).toHaveAttribute('aria-disabled', 'false');
  await pressButton(page, check);
}
