/**
 * The pure model of TimeRibbon, the open number line of the day (curriculum time.md,
 * convention 5): jumps of 1 h, 30, 15, 5 and 1 min forward (or back), what each jump
 * announces, and, shared with ScheduleRibbon and MarkerRibbon, which stretch of the day a
 * ribbon shows, its labelled marks and its sky. No React, no DOM.
 *
 * Positions on the ribbon are "unwrapped" minutes: a count that runs past midnight goes on
 * to 1440 and beyond (or below 0 going back), so the line never folds; the time shown at a
 * position is that number brought back into the day.
 */
import { formatLanding, formatTimeAs, ribbonJumpSizes, type TimeFormat } from '../../model/elapsed';
import {
  MINUTES_PER_HALF_DAY,
  formatDigital,
  formatDuration,
  formatJump,
  meridiemOf,
  normalizeTime,
  partOfDay,
  type PartOfDay,
} from '../../model/time';

/** Which way the jump buttons go: forward (+) or back (−). */
export const ribbonDirections = ['forward', 'back'] as const;
/** `forward` or `back`. */
export type RibbonDirection = (typeof ribbonDirections)[number];

/** The jump sizes, largest first: 60, 30, 15, 5 and 1 minutes. */
export const ribbonJumpButtons = ribbonJumpSizes;

// ─── Jumps ───────────────────────────────────────────────────────────────────────────────

/** The button face: "+1 h", "+30 min", "−15 min" (a real minus sign). */
export function jumpButtonText(size: number, direction: RibbonDirection): string {
  const sign = direction === 'forward' ? '+' : '−';
  return size % 60 === 0 ? `${sign}${size / 60} h` : `${sign}${size} min`;
}

/** The button read aloud: "plus 1 hour", "minus 15 minutes". */
export function jumpButtonName(size: number, direction: RibbonDirection): string {
  return formatJump(direction === 'forward' ? size : -size);
}

/**
 * A jump button's accessible name: its face first, so speech control can say what it sees
 * (WCAG 2.5.3), then the words: "+1 h, jump plus 1 hour".
 */
export function jumpButtonLabel(size: number, direction: RibbonDirection): string {
  return `${jumpButtonText(size, direction)}, jump ${jumpButtonName(size, direction)}`;
}

/** A jump as a signed number of minutes: +15, or −15 in back mode. */
export function signedJump(size: number, direction: RibbonDirection): number {
  return direction === 'forward' ? Math.abs(size) : -Math.abs(size);
}

/** The jumps with one more at the end. */
export function addJump(
  jumps: readonly number[],
  size: number,
  direction: RibbonDirection,
): readonly number[] {
  return [...jumps, signedJump(size, direction)];
}

/** The jumps without the last one (Backspace). */
export function removeLastJump(jumps: readonly number[]): readonly number[] {
  return jumps.slice(0, -1);
}

/** The signed total of the jumps, in minutes. */
export function totalOfJumps(jumps: readonly number[]): number {
  return jumps.reduce((sum, jump) => sum + jump, 0);
}

/** Every position the count visits, unwrapped: the start, then after each jump. */
export function positionsOf(start: number, jumps: readonly number[]): readonly number[] {
  const positions = [start];
  let position = start;
  for (const jump of jumps) {
    position += jump;
    positions.push(position);
  }
  return positions;
}

/** Where the count is now, as a time of day (0–1439). */
export function landingOf(start: number, jumps: readonly number[]): number {
  return normalizeTime(start + totalOfJumps(jumps));
}

/** What a jump announces: "plus 15 minutes, now 4:00" (convention 5). */
export function jumpAnnouncement(jump: number, landing: number, format: TimeFormat): string {
  return `${formatJump(jump)}, now ${formatLanding(landing, format)}`;
}

/** What removing the last jump announces: "Removed plus 15 minutes, back to 3:45". */
export function removalAnnouncement(jump: number, landing: number, format: TimeFormat): string {
  return `Removed ${formatJump(jump)}, back to ${formatLanding(landing, format)}`;
}

/** The jumps' total in words: "Total: 1 hour 15 minutes" (the size of the count, unsigned). */
export function totalText(jumps: readonly number[]): string {
  return `Total: ${formatDuration(Math.abs(totalOfJumps(jumps)))}`;
}

/**
 * The ribbon's text alternative: "Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump
 * plus 15 minutes, now 3:15." With `withTotal`, the total is added.
 */
export function ribbonSummary(
  start: number,
  jumps: readonly number[],
  format: TimeFormat,
  withTotal = false,
): string {
  const sentences = [`Time ribbon from ${formatLanding(start, format)}.`];
  const positions = positionsOf(start, jumps);
  jumps.forEach((jump, index) => {
    sentences.push(
      `Jump ${jumpAnnouncement(jump, normalizeTime(positions[index + 1] as number), format)}.`,
    );
  });
  if (withTotal && jumps.length > 0) sentences.push(`${totalText(jumps)}.`);
  return sentences.join(' ');
}

// ─── The stretch shown and its marks ─────────────────────────────────────────────────────

/** The stretch of the day the ribbon shows, in unwrapped minutes. */
export interface RibbonWindow {
  readonly from: number;
  readonly to: number;
}

/** The whole day, midnight to midnight (lingo 3-0). */
export const wholeDay: RibbonWindow = { from: 0, to: 1440 };

/** Options of `fitWindow`. */
export interface FitOptions {
  /** The smallest stretch shown, in minutes; default 3 h. */
  readonly minSpan?: number;
  /** Room left around the points, in minutes; default 15. */
  readonly padding?: number;
}

/**
 * A stretch on whole hours that holds every point with some room around it, at least
 * `minSpan` long: from 3:45 to 4:15 it shows 3:00 to 6:00.
 */
export function fitWindow(points: readonly number[], options: FitOptions = {}): RibbonWindow {
  const minSpan = options.minSpan ?? 180;
  const padding = options.padding ?? 15;
  const low = Math.min(...points) - padding;
  const high = Math.max(...points) + padding;
  let from = Math.floor(low / 60) * 60;
  let to = Math.ceil(high / 60) * 60;
  while (to - from < minSpan) {
    // Grow on the side with less room, so the points stay near the middle; on a tie, grow
    // forward (counting on is the common case).
    if (low - from < to - high) from -= 60;
    else to += 60;
  }
  return { from, to };
}

/** Where a position sits along the ribbon, 0 (left) to 1 (right), clamped. */
export function fractionOf(position: number, window: RibbonWindow): number {
  const span = window.to - window.from;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (position - window.from) / span));
}

/** The position at a fraction along the ribbon (for pointer drags). */
export function positionAt(fraction: number, window: RibbonWindow): number {
  return window.from + fraction * (window.to - window.from);
}

/** What a mark on the ribbon is. */
export const ribbonMarkKinds = ['hour', 'half-hour', 'noon', 'midnight'] as const;
/** An hour, a half hour, or one of the two landmarks. */
export type RibbonMarkKind = (typeof ribbonMarkKinds)[number];

/** One tick of the ribbon. */
export interface RibbonMark {
  /** Unwrapped position. */
  readonly position: number;
  /** The time of day there. */
  readonly time: number;
  readonly kind: RibbonMarkKind;
  /** The label drawn at the mark, or undefined when it stays unlabelled for room. */
  readonly label?: string;
}

/** The least room, in CSS pixels, between two labelled hours ("12 PM", "15:00"). */
export const MIN_LABEL_GAP = 64;

/**
 * The least room, in CSS pixels, between an hour label and a "12 noon" / "12 midnight" label:
 * a landmark label is wider, and at either end of the ribbon it sits wholly inside it.
 */
export const LANDMARK_CLEARANCE = { middle: 84, edge: 118 } as const;

/**
 * Hours between labelled marks: every hour up to 6 h shown, every 2 h up to 12 h, else every
 * 3 h; on a narrow ribbon (`width` in pixels) fewer, so labels never overlap on a phone. The
 * steps divide 12, so noon and midnight keep their place among the labels.
 */
export function labelStep(window: RibbonWindow, width?: number): number {
  const hours = (window.to - window.from) / 60;
  const base = hours <= 6 ? 1 : hours <= 12 ? 2 : 3;
  if (width === undefined || width <= 0 || hours <= 0) return base;
  const pixelsPerHour = width / hours;
  return (
    [1, 2, 3, 4, 6, 12].find((step) => step >= base && step * pixelsPerHour >= MIN_LABEL_GAP) ?? 12
  );
}

/** The name of a landmark: "12 noon" or "12 midnight"; undefined for other times. */
export function landmarkLabel(time: number): string | undefined {
  const normalized = normalizeTime(time);
  if (normalized === MINUTES_PER_HALF_DAY) return '12 noon';
  if (normalized === 0) return '12 midnight';
  return undefined;
}

/** An hour's label in a format: "3:00" (face), "3 PM" (12-hour), "15:00" (24-hour). */
export function hourLabel(time: number, format: TimeFormat): string {
  if (format === '24h') return formatTimeAs(time, '24h');
  if (format === '12h') return `${formatDigital(time).replace(':00', '')} ${meridiemOf(time)}`;
  return formatDigital(time);
}

/**
 * The marks of a stretch: every hour (and half hour when 6 h or less are shown). 12 noon and
 * 12 midnight are always marked and always labelled; other hours are labelled every
 * `labelStep` hours (for the ribbon's `width`, when known) so the labels do not crowd. On a
 * plain face (`face`: no AM/PM yet) 12 is an ordinary hour labelled "12:00", never noon or
 * midnight, since the items' half of the day is not shown; it keeps its label.
 */
export function ribbonMarks(
  window: RibbonWindow,
  format: TimeFormat,
  width?: number,
): readonly RibbonMark[] {
  const marks: RibbonMark[] = [];
  const step = labelStep(window, width);
  const halfHours = window.to - window.from <= 360;
  const first = Math.ceil(window.from / 30) * 30;
  for (let position = first; position <= window.to; position += 30) {
    const time = normalizeTime(position);
    const onHour = time % 60 === 0;
    if (!onHour && !halfHours) continue;
    const landmark = format === 'face' ? undefined : landmarkLabel(time);
    if (landmark) {
      marks.push({
        position,
        time,
        kind: time === 0 ? 'midnight' : 'noon',
        label: landmark,
      });
      continue;
    }
    if (!onHour) {
      marks.push({ position, time, kind: 'half-hour' });
      continue;
    }
    // Label steps divide 12, so a plain face's 12:00 is always labelled too.
    const labelled = (time / 60) % step === 0 && !crowdsALandmark(position, window, format, width);
    marks.push(
      labelled
        ? { position, time, kind: 'hour', label: hourLabel(time, format) }
        : { position, time, kind: 'hour' },
    );
  }
  return marks;
}

/** Whether an hour label at `position` would overlap a noon or midnight label. */
function crowdsALandmark(
  position: number,
  window: RibbonWindow,
  format: TimeFormat,
  width: number | undefined,
): boolean {
  if (format === 'face' || width === undefined || width <= 0) return false;
  const pixelsPerMinute = width / (window.to - window.from);
  const firstLandmark = Math.ceil(window.from / MINUTES_PER_HALF_DAY) * MINUTES_PER_HALF_DAY;
  for (let landmark = firstLandmark; landmark <= window.to; landmark += MINUTES_PER_HALF_DAY) {
    const atEdge = landmark === window.from || landmark === window.to;
    const clearance = atEdge ? LANDMARK_CLEARANCE.edge : LANDMARK_CLEARANCE.middle;
    if (Math.abs(position - landmark) * pixelsPerMinute < clearance) return true;
  }
  return false;
}

/** One stretch of sky under the ribbon (lingo 3-0's day ribbon). */
export interface SkySegment {
  readonly from: number;
  readonly to: number;
  readonly part: PartOfDay;
}

/** The sky under a stretch, hour by hour, merged where the part of the day stays the same. */
export function skySegments(window: RibbonWindow): readonly SkySegment[] {
  const segments: SkySegment[] = [];
  for (let position = window.from; position < window.to; position += 60) {
    const to = Math.min(window.to, Math.floor(position / 60) * 60 + 60);
    const part = partOfDay(normalizeTime(position));
    const last = segments[segments.length - 1];
    if (last && last.part === part && last.to === position) {
      segments[segments.length - 1] = { ...last, to };
    } else {
      segments.push({ from: position, to, part });
    }
  }
  return segments;
}
