/**
 * MonthGrid's stickers (calendar.md 3-0, "Planning with Calendars"): a picture with a name
 * (the bus, "school bus"; a maple leaf, "flags") that the child moves onto a date. Pure: the
 * names, the texts and the places a held sticker can go.
 */
import type { PictureName } from '@lingos/kit';
import { dateKey, monthWeeks, type CalendarDate, type Month } from '../../model/dates';
import { formatSpoken } from '../../model/names';

/** A sticker on the month page (or in its tray, with no date). */
export interface MonthGridSticker {
  readonly id: string;
  /** A kit Picture name: 'bus', 'maple-leaf'. */
  readonly picture: PictureName;
  /** What it is, in a sentence: "school bus", "flags". */
  readonly name: string;
  /** What moves say first: "Bus" (default: the name with a capital). */
  readonly shortName?: string;
  /** Where it is: a date, or null in the sticker tray. */
  readonly date: CalendarDate | null;
  /** What it stands for, after its date: "class trip". */
  readonly label?: string;
}

/** The zone of the sticker tray (zones of dates are their date keys). */
export const STICKER_TRAY = 'sticker-tray';

/** How a sticker moves, read with each sticker. */
export const stickerInstructions =
  'To move the sticker, press Space. The left and right arrows move it a day, the up and down arrows a week. Press Space to drop it, or Escape to cancel.';

/** What moves say first: the short name, else the name with a capital ("Bus"). */
export function stickerShortName(sticker: MonthGridSticker): string {
  const name = sticker.shortName ?? sticker.name;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A sticker's name for screen readers (calendar.md 3-0): "Sticker: school bus, on Tuesday,
 * May 19: class trip"; in the tray, "Sticker: flags, not on the calendar yet".
 */
export function stickerName(sticker: MonthGridSticker): string {
  const where = sticker.date ? `on ${formatSpoken(sticker.date)}` : 'not on the calendar yet';
  return `Sticker: ${sticker.name}, ${where}${sticker.label ? `: ${sticker.label}` : ''}`;
}

/** A move in words: "Bus, on Tuesday, May 12." or, with the Lingo's note, "…, May 12: one week after May 5." */
export function stickerMovedText(
  sticker: MonthGridSticker,
  date: CalendarDate | null,
  note?: string,
): string {
  const short = stickerShortName(sticker);
  if (date === null) return `${short}, back in the sticker tray.`;
  return `${short}, on ${formatSpoken(date)}${note ? `: ${note}` : ''}.`;
}

/**
 * The places a held sticker goes through with the arrows: every date of the month in order,
 * then the tray. In a run of consecutive days, 7 places on is one week on, so kit's places in
 * 7 columns move a sticker a day with Left/Right and a week with Up/Down.
 */
export function stickerZones(year: number, month: Month, withTray: boolean): readonly string[] {
  const dates = monthWeeks(year, month).flatMap((week) =>
    week.flatMap((date) => (date ? [dateKey(date)] : [])),
  );
  return withTray ? [...dates, STICKER_TRAY] : dates;
}

/** The stickers on a date, for its cell. */
export function stickersOn(
  stickers: readonly MonthGridSticker[],
  date: CalendarDate,
): readonly MonthGridSticker[] {
  const key = dateKey(date);
  return stickers.filter((sticker) => sticker.date !== null && dateKey(sticker.date) === key);
}
