/**
 * The pure model of ScheduleRibbon (lingo 3-2 Activity Sequencing, steps 3–4): activity
 * blocks that snap to 5 minutes inside a free window, how the keys and a drag move them, where
 * the free places and the overlaps are, where their names go over the schedule, and what each
 * says. No React, no DOM.
 */
import { sliderKeyDelta } from '@lingos/kit';
import { capitalize, formatTimeAs, type TimeFormat } from '../../model/elapsed';
import { formatDigital, formatDuration, meridiemOf } from '../../model/time';
import type { RibbonWindow } from '../TimeRibbon/ribbonModel';

/** An activity block on the schedule. */
export interface ScheduleBlock {
  readonly id: string;
  /** "Soccer". */
  readonly label: string;
  /** Minutes, a multiple of 5. */
  readonly duration: number;
  /** Start, minutes since midnight; null while it waits in the tray. */
  readonly start: number | null;
  /** A block the child cannot move (a fixed event). */
  readonly fixed?: boolean;
}

/** Blocks snap to 5 minutes. */
export const SCHEDULE_SNAP = 5;

/** Rounds to the nearest multiple of a step (5 minutes by default). */
export function snapTo(minutes: number, step: number = SCHEDULE_SNAP): number {
  return Math.round(minutes / step) * step;
}

/** A start snapped to 5 minutes and kept so the whole block lies inside the window. */
export function clampStart(start: number, duration: number, window: RibbonWindow): number {
  const latest = window.to - duration;
  const snapped = snapTo(start);
  if (latest < window.from) return window.from;
  return Math.min(
    Math.max(snapped, Math.ceil(window.from / SCHEDULE_SNAP) * SCHEDULE_SNAP),
    latest,
  );
}

/**
 * How far a key moves a picked-up block, by kit's slider keys: arrows 5 minutes,
 * Shift+arrows and PageUp/PageDown 1 hour (Right and Up later, Left and Down earlier);
 * undefined for other keys.
 */
export function scheduleKeyDelta(key: string, shiftKey: boolean): number | undefined {
  return sliderKeyDelta(key, { shiftKey }, { step: SCHEDULE_SNAP, pageStep: 60 });
}

/** The block moved by some minutes, inside the window. */
export function moveBlock(
  block: ScheduleBlock,
  delta: number,
  window: RibbonWindow,
): ScheduleBlock {
  const from = block.start ?? window.from;
  return { ...block, start: clampStart(from + delta, block.duration, window) };
}

/**
 * Where a dragged block starts: moved as far as the pointer went along the ribbon since the
 * press (fractions of the ribbon, as kit's `fractionAlong` gives them), snapped to 5 minutes
 * and kept inside the window. Wherever on the block the press was, the block keeps it under
 * the pointer.
 */
export function draggedStart(
  origin: number,
  pressFraction: number,
  fraction: number,
  duration: number,
  window: RibbonWindow,
  shown: RibbonWindow,
): number {
  return clampStart(
    origin + (fraction - pressFraction) * (shown.to - shown.from),
    duration,
    window,
  );
}

/** Whether a block this wide (CSS pixels) shows its start time whole ("12:45" needs 62). */
export function timeFits(text: string, blockWidth: number): boolean {
  return blockWidth >= text.length * 10 + 12;
}

/** The end of a placed block. */
export function blockEnd(block: ScheduleBlock): number | undefined {
  return block.start === null ? undefined : block.start + block.duration;
}

/** Two placed blocks that share some minutes, and how many. */
export interface BlockOverlap {
  readonly first: string;
  readonly second: string;
  /** The earlier-starting block's end and the later one's start. */
  readonly firstEnd: number;
  readonly secondStart: number;
  readonly minutes: number;
}

/** Every pair of placed blocks that overlap. Touching (4:15 end, 4:15 start) is fine. */
export function findOverlaps(blocks: readonly ScheduleBlock[]): readonly BlockOverlap[] {
  const placed = blocks
    .filter((block) => block.start !== null)
    .sort((a, b) => (a.start as number) - (b.start as number));
  const overlaps: BlockOverlap[] = [];
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      const a = placed[i] as ScheduleBlock;
      const b = placed[j] as ScheduleBlock;
      const aStart = a.start as number;
      const bStart = b.start as number;
      const shared = Math.min(aStart + a.duration, bStart + b.duration) - Math.max(aStart, bStart);
      if (shared > 0) {
        overlaps.push({
          first: a.id,
          second: b.id,
          firstEnd: aStart + a.duration,
          secondStart: bStart,
          minutes: shared,
        });
      }
    }
  }
  return overlaps;
}

/**
 * The earliest 5-minute start in the window where a block of this length fits without
 * overlapping the placed blocks (other than itself); the window's start when none does.
 */
export function firstFreeStart(
  blocks: readonly ScheduleBlock[],
  duration: number,
  window: RibbonWindow,
  ignoreId?: string,
): number {
  const others = blocks.filter((block) => block.start !== null && block.id !== ignoreId);
  const first = Math.ceil(window.from / SCHEDULE_SNAP) * SCHEDULE_SNAP;
  for (let start = first; start + duration <= window.to; start += SCHEDULE_SNAP) {
    const clash = others.some((block) => {
      const otherStart = block.start as number;
      return start < otherStart + block.duration && otherStart < start + duration;
    });
    if (!clash) return start;
  }
  return first;
}

/** A block's name to place over the schedule: where its block's middle is, and how wide it is. */
export interface BlockLabelInput {
  readonly id: string;
  /** The middle of the block, in pixels from the left of the lane. */
  readonly center: number;
  /** The name's width, in pixels. */
  readonly width: number;
}

/** Where a block's name goes: its row over the schedule (0 nearest) and its left edge. */
export interface BlockLabelPlace {
  readonly id: string;
  readonly row: number;
  readonly left: number;
}

/**
 * Places the blocks' names over the schedule, whole, never cut short (a 15-minute block is
 * narrower than "Reading"): each centred over its block and kept inside the lane, on the
 * first row where it does not touch the name before it. Sorted by the blocks' middles.
 */
export function placeBlockLabels(
  labels: readonly BlockLabelInput[],
  laneWidth: number,
  gap = 6,
): readonly BlockLabelPlace[] {
  const rowEnds: number[] = [];
  return [...labels]
    .sort((a, b) => a.center - b.center)
    .map((label) => {
      const left = Math.min(
        Math.max(label.center - label.width / 2, 0),
        Math.max(0, laneWidth - label.width),
      );
      let row = rowEnds.findIndex((end) => end + gap <= left);
      if (row === -1) row = rowEnds.length;
      rowEnds[row] = left + label.width;
      return { id: label.id, row, left };
    });
}

/** A stretch of time in words: "3:15 to 4:30 PM", "11:30 AM to 12:15 PM", "15:15 to 16:30". */
export function formatRange(start: number, end: number, format: TimeFormat): string {
  if (format === '12h' && meridiemOf(start) === meridiemOf(end)) {
    return `${formatDigital(start)} to ${formatTimeAs(end, '12h')}`;
  }
  return `${formatTimeAs(start, format)} to ${formatTimeAs(end, format)}`;
}

/** A block in words: "Soccer, 1 hour 15 minutes, from 3:15 to 4:30 PM" or "…, not placed yet". */
export function blockText(block: ScheduleBlock, format: TimeFormat): string {
  const head = `${block.label}, ${formatDuration(block.duration)}`;
  if (block.start === null) return `${head}, not placed yet`;
  return `${head}, from ${formatRange(block.start, block.start + block.duration, format)}`;
}

/** What moving a block announces: "Soccer now 3:15 to 4:30 PM". */
export function blockMovedAnnouncement(block: ScheduleBlock, format: TimeFormat): string {
  if (block.start === null) return `${block.label}, not placed yet`;
  return `${block.label} now ${formatRange(block.start, block.start + block.duration, format)}`;
}

/**
 * The schedule's text alternative: "Schedule from 3:00 PM to 6:00 PM. Snack, 15 minutes,
 * from 3:00 to 3:15 PM. Soccer, 1 hour 15 minutes, not placed yet."
 */
export function scheduleSummary(
  window: RibbonWindow,
  blocks: readonly ScheduleBlock[],
  format: TimeFormat,
): string {
  const sentences = [
    `Schedule from ${formatTimeAs(window.from, format)} to ${formatTimeAs(window.to, format)}.`,
    ...blocks.map((block) => `${capitalize(blockText(block, format))}.`),
  ];
  return sentences.join(' ');
}
