import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { pressTimes, tabTo, expectLingoTitle } from './lingo-helpers';

export {
  activityOf,
  axeViolations,
  feedbackOf,
  goOnAfterCorrect,
  lesson,
  pickCard,
  playToMastery,
  practice,
  pressTimes,
  tabTo,
  waitForToast,
} from './lingo-helpers';

/** The activity group of the item on screen (named by its prompt). */
export const activity = (session: Locator): Locator => session.getByRole('group').first();
/** The polite live region with the feedback. */
export { feedbackOf as feedback } from './lingo-helpers';

/**
 * Helpers for the Time e2e tests: read a clock the way the page describes it (digits,
 * words, the hand-description rule of the curriculum), and play with the keyboard alone.
 *
 * Nothing here knows a seed or the app's internals: every item is read from what the page
 * says (prompt, aria-label, aria-valuenow, card names) and the answer is computed from it.
 */

/** A time as a 12-hour face shows it: hour 1–12, minute 0–59. */
export interface Face {
  readonly hour: number;
  readonly minute: number;
}

export const LEVEL_1 = '/concepts/time/level-1';

/** The five level-1 Lingos, with their path and title. */
export const level1Lingos = [
  { id: 'lingo-1-0', title: 'Clock Basics', kind: 'learn' },
  { id: 'lingo-1-1', title: 'The Living Clock', kind: 'practice' },
  { id: 'lingo-1-2', title: 'Set the Time', kind: 'practice' },
  { id: 'lingo-1-4', title: 'Time Sequence Puzzles', kind: 'practice' },
  { id: 'lingo-1-5', title: 'Speed Clock Reading', kind: 'speed' },
] as const;

export const lingoPath = (id: string): string => `${LEVEL_1}/${id}`;

/**
 * The hint a misread clock gets, spoken with the clock's own numbers (the curriculum's H-45
 * and H-NUM texts are their examples for 3:45 and :15): "The short hand is close to 9, … It
 * is still 8-something: 8:45, quarter to 9." Written out here, apart from the app's code.
 */
export function hintFor(
  misreading: 'H-SWAP' | 'H-45' | 'H-NUM' | 'readingDefault',
  face: Face,
): string {
  if (misreading === 'H-45') {
    return `The short hand is close to ${nextHour(face.hour)}, but it has not got there yet. It is still ${
      face.hour
    }-something: ${formatDigital(face)}, ${formatWords(face)}.`;
  }
  if (misreading === 'H-NUM') {
    const fives = face.minute - (face.minute % 5);
    const count = Array.from({ length: fives / 5 }, (_, index) => (index + 1) * 5).join(', ');
    const number = fives === 0 ? 12 : fives / 5;
    const marks = face.minute % 5;
    const counted = `The long hand counts by fives. At the ${number} it means ${fives} minutes: ${count}.`;
    return marks === 0
      ? counted
      : `${counted} Then ${marks} small ${marks === 1 ? 'mark' : 'marks'} more: ${face.minute}.`;
  }
  return hints[misreading];
}

/** The curriculum's hint texts the tests look for. */
export const hints = {
  'H-SWAP':
    'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
  /** Speed Clock Reading's hint for a miss that is none of the above (minute ±5). */
  readingDefault: 'Look at the short hand first for the hour. Then count the long hand by fives.',
} as const;

// ─── Time arithmetic (mirrors the curriculum's conventions, not the app's code) ──────────

export const nextHour = (hour: number): number => (hour % 12) + 1;
export const previousHour = (hour: number): number => ((hour + 10) % 12) + 1;

/** Minutes 0–719 on the face (12:00 is 0). */
export const faceMinutes = ({ hour, minute }: Face): number => (hour % 12) * 60 + minute;

/** The face shown `minutes` later (negative: earlier), wrapping round the face. */
export function addToFace(face: Face, minutes: number): Face {
  const total = (((faceMinutes(face) + minutes) % 720) + 720) % 720;
  const hour = Math.floor(total / 60);
  return { hour: hour === 0 ? 12 : hour, minute: total % 60 };
}

/** "3:05". */
export const formatDigital = ({ hour, minute }: Face): string =>
  `${hour}:${String(minute).padStart(2, '0')}`;

/** The time in words, as the curriculum says it: "quarter to 5", "7 minutes past 3". */
export function formatWords({ hour, minute }: Face): string {
  if (minute === 0) return `${hour} o'clock`;
  if (minute === 15) return `quarter past ${hour}`;
  if (minute === 30) return `half past ${hour}`;
  if (minute === 45) return `quarter to ${nextHour(hour)}`;
  if (minute < 30) {
    return minute % 5 === 0
      ? `${minute} past ${hour}`
      : `${minute} ${minute === 1 ? 'minute' : 'minutes'} past ${hour}`;
  }
  const toGo = 60 - minute;
  return toGo % 5 === 0
    ? `${toGo} to ${nextHour(hour)}`
    : `${toGo} ${toGo === 1 ? 'minute' : 'minutes'} to ${nextHour(hour)}`;
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The number the long hand points at or has just passed (1–12). */
const minuteHandNumber = (minute: number): number => Math.floor(minute / 5) || 12;

/** The time read with the hands swapped (curriculum H-SWAP): 9:30 → 6:45, 7:00 → 12:35. */
export function swappedReading({ hour, minute }: Face): Face {
  return { hour: minuteHandNumber(minute), minute: (hour % 12) * 5 };
}

/**
 * Which misreading a wrong reading of `face` is (curriculum convention 6, in this order):
 * hands swapped (H-SWAP), the next hour at :40–:59 (H-45), the number the long hand points
 * at read as minutes (H-NUM, from :05); undefined otherwise.
 */
export function misreadingOf(face: Face, reading: Face): 'H-SWAP' | 'H-45' | 'H-NUM' | undefined {
  if (sameFace(reading, face)) return undefined;
  if (sameFace(reading, swappedReading(face))) return 'H-SWAP';
  if (face.minute >= 40 && sameFace(reading, addToFace(face, 60))) return 'H-45';
  if (
    face.minute >= 5 &&
    sameFace(reading, { hour: face.hour, minute: Math.floor(face.minute / 5) })
  ) {
    return 'H-NUM';
  }
  return undefined;
}

export const sameFace = (a: Face, b: Face): boolean => a.hour === b.hour && a.minute === b.minute;

/** Parses "7:25" (optionally followed by AM/PM) out of a text. */
export function parseDigital(text: string): Face & { meridiem?: 'AM' | 'PM' } {
  const match = /(\d{1,2}):(\d{2})(?:\s*(AM|PM))?/.exec(text);
  if (!match) throw new Error(`No digital time in "${text}"`);
  const face = { hour: Number(match[1]), minute: Number(match[2]) };
  return match[3] ? { ...face, meridiem: match[3] as 'AM' | 'PM' } : face;
}

/**
 * Reads a clock from its description (curriculum convention 3), e.g. "The short hand is
 * close to 4. The long hand is 2 small marks past the 9." → 3:47. Works with the
 * minute-numbers scaffold too ("points at 45 minutes").
 */
export function parseHands(text: string): Face {
  const long =
    /long hand (?:points at (\d+)( minutes)?|is (\d+) small marks? past (?:the (\d+)|(\d+) minutes))/i.exec(
      text,
    );
  if (!long) throw new Error(`No long-hand description in "${text}"`);
  let minute: number;
  if (long[1] !== undefined) {
    const value = Number(long[1]);
    minute = long[2] ? value : (value % 12) * 5;
  } else {
    const marks = Number(long[3]);
    const base = long[4] !== undefined ? (Number(long[4]) % 12) * 5 : Number(long[5]);
    minute = base + marks;
  }
  const short =
    /short hand (?:points at (\d+)|is just past (\d+)|is about halfway between (\d+) and \d+|is close to (\d+))/i.exec(
      text,
    );
  if (!short) throw new Error(`No short-hand description in "${text}"`);
  const hour =
    short[1] !== undefined
      ? Number(short[1])
      : short[2] !== undefined
        ? Number(short[2])
        : short[3] !== undefined
          ? Number(short[3])
          : previousHour(Number(short[4]));
  return { hour, minute };
}

/** The part of the day by the curriculum's sky rule, from a 12-hour time with AM/PM. */
export function partOfDay(face: Face, meridiem: 'AM' | 'PM'): string {
  const minutes = faceMinutes(face) + (meridiem === 'PM' ? 720 : 0);
  if (minutes >= 5 * 60 && minutes < 12 * 60) return 'Morning';
  if (minutes >= 12 * 60 && minutes < 17 * 60) return 'Afternoon';
  if (minutes >= 17 * 60 && minutes < 21 * 60) return 'Evening';
  return 'Night';
}

// ─── Page parts ──────────────────────────────────────────────────────────────────────────

/** The Level 1 disclosure button of the sidebar, which carries the "N/5" badge. */
export const level1Button = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: /^Level 1 Explore the Clock/ });

/** Opens a Lingo page and waits for its title. */
export async function openLingo(page: Page, id: string, title: string): Promise<void> {
  await page.goto(lingoPath(id));
  await expectLingoTitle(page, title);
}

// ─── Keyboard ────────────────────────────────────────────────────────────────────────────

/**
 * Waits until a spinning AnalogClock (`animate`: The Living Clock's question clocks spin
 * from "now" to the item's time, up to 1.6 s) has come to rest: no change of its drawn time
 * (`data-time`, updated every frame while it spins) for `quietMs`.
 */
export async function waitForClockToSettle(clock: Locator, quietMs = 400): Promise<void> {
  await clock.evaluate(
    (element, quiet) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        let timer = setTimeout(done, quiet);
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(element, { attributes: true, attributeFilter: ['data-time'] });
      }),
    quietMs,
  );
}

/**
 * Moves a SortSequence card to another place with the keyboard, as the widget teaches:
 * Space picks it up, an arrow moves it one place in the list's order (Right or Down later,
 * Left or Up earlier, whatever the layout), Space drops it. Each move is checked against the
 * place the widget announces ("…, moved to place 2 of 4.").
 */
export async function moveCardByKeyboard(
  page: Page,
  list: Locator,
  cardOrName: Locator | string,
  toPlace: number,
): Promise<void> {
  const card =
    typeof cardOrName === 'string' ? list.getByRole('button', { name: cardOrName }) : cardOrName;
  const cardName = typeof cardOrName === 'string' ? cardOrName : await card.innerText();
  // dnd-kit's own live region speaks each pick-up, move and drop.
  const announcer = page
    .getByRole('status')
    .filter({ hasText: /(Picked up|moved to|dropped in) .*place \d+ of \d+\.$/ });
  const announcedPlace = async (): Promise<number> =>
    Number(/place (\d+) of \d+\.$/.exec((await announcer.textContent()) ?? '')?.[1]) - 1;

  await tabTo(page, card);
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/^Picked up /);
  let current = await announcedPlace();
  for (let presses = 0; current !== toPlace; presses += 1) {
    if (presses > 12) throw new Error(`Could not move "${cardName}" to place ${toPlace + 1}`);
    // A held card moves one place per arrow in the list's order, whatever the layout:
    // Right or Down goes later, Left or Up earlier.
    const key = toPlace > current ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
    // A key pressed before the widget has caught up with the last one is dropped: wait for
    // the announcement, and press again if none comes.
    const before = current;
    await expect
      .poll(announcedPlace, { timeout: 600, intervals: [25, 50, 100] })
      .not.toBe(before)
      .catch(() => undefined);
    current = await announcedPlace();
  }
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(new RegExp(`dropped in place ${toPlace + 1} of \\d+\\.$`));
}

/** Reads a hand slider's value (hour 1–12 or minute 0–59). */
export async function sliderValue(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'));
}

/**
 * Sets a two-slider clock to a face time with the keyboard: the minute hand first
 * (PageUp/PageDown 5 min, arrows 1 min, the short way round; the hands are geared, so the
 * hour may move), then the hour hand (arrows ±1 h, which keep the minutes).
 */
export async function setClockByKeyboard(page: Page, clock: Locator, target: Face): Promise<void> {
  const hourHand = clock.getByRole('slider', { name: 'Hour hand' });
  const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
  await tabTo(page, minuteHand);
  let delta = (target.minute - (await sliderValue(minuteHand)) + 60) % 60;
  if (delta > 30) delta -= 60;
  const up = delta >= 0;
  await pressTimes(page, up ? 'PageUp' : 'PageDown', Math.floor(Math.abs(delta) / 5));
  await pressTimes(page, up ? 'ArrowUp' : 'ArrowDown', Math.abs(delta) % 5);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', String(target.minute));
  await tabTo(page, hourHand);
  let hours = (target.hour - (await sliderValue(hourHand)) + 12) % 12;
  if (hours > 6) hours -= 12;
  await pressTimes(page, hours >= 0 ? 'ArrowUp' : 'ArrowDown', Math.abs(hours));
  await expect(hourHand).toHaveAttribute('aria-valuenow', String(target.hour));
  await expect(minuteHand).toHaveAttribute('aria-valuenow', String(target.minute));
}

/** The sidebar's level 1 badge reads `done/5`, and its name says so. */
export async function expectLevel1Badge(page: Page, done: number): Promise<void> {
  const button = level1Button(page);
  await expect(button).toContainText(`${done}/5`);
  await expect(button).toHaveAccessibleName(new RegExp(`${done} of 5 completed$`));
}

/**
 * Clock Basics' closing check: reads the question ("Which clock shows half past 2?") and the
 * cards' descriptions; returns the right card's name and the swapped-hands one (H-SWAP).
 */
export async function clockCheckCards(
  group: Locator,
  question: string,
): Promise<{ right: string; swapped: string }> {
  const halfPast = /half past (\d+)/.exec(question);
  const target: Face = halfPast
    ? { hour: Number(halfPast[1]), minute: 30 }
    : { hour: Number(/(\d+) o'clock/.exec(question)?.[1]), minute: 0 };
  const names = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  const right = names.find((name) => sameFace(parseHands(name), target));
  const swapped = names.find((name) => sameFace(parseHands(name), swappedReading(target)));
  if (!right || !swapped) throw new Error(`Unexpected cards: ${names.join(' | ')}`);
  return { right, swapped };
}
