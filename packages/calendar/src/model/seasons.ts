/**
 * The seasons in Canada as calendar.md defines them (SeasonWheel, lingo 1-4): whole months,
 * winter = December, January, February, and so on, cycling winter → spring → summer → fall.
 */
import type { CalendarDate, Month } from './dates';
import type { PictureName } from '@lingos/kit';

/** The seasons in cycle order. */
export const seasonIds = ['winter', 'spring', 'summer', 'fall'] as const;
/** One of the four seasons. */
export type SeasonId = (typeof seasonIds)[number];

const seasonMonths: Readonly<Record<SeasonId, readonly [Month, Month, Month]>> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
};

const seasonPictures: Readonly<Record<SeasonId, PictureName>> = {
  winter: 'snowflake',
  spring: 'tulip',
  summer: 'sun',
  fall: 'fallen-leaf',
};

/** What the fall bin says the first time it is spoken (calendar.md, "Seasons in Canada"). */
export const fallFirstSpoken = 'Fall, also called autumn.';

/** Whether a string is a season id. */
export function isSeasonId(value: string): value is SeasonId {
  return (seasonIds as readonly string[]).includes(value);
}

/** The season a month is in: 12 → 'winter', 3 → 'spring'. */
export function seasonOfMonth(month: Month): SeasonId {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}

/** A season's three months in order: winter → [12, 1, 2]. */
export function monthsOfSeason(season: SeasonId): readonly [Month, Month, Month] {
  return seasonMonths[season];
}

/** The season after this one, wrapping: fall → winter. */
export function nextSeason(season: SeasonId): SeasonId {
  return seasonIds[(seasonIds.indexOf(season) + 1) % 4] ?? 'winter';
}

/** The season before this one, wrapping: winter → fall. */
export function previousSeason(season: SeasonId): SeasonId {
  return seasonIds[(seasonIds.indexOf(season) + 3) % 4] ?? 'fall';
}

/** A season's name, lower case as in a sentence: "winter" … "fall". */
export function seasonName(season: SeasonId): string {
  return season;
}

/** A season's name at the start of a sentence or on a label: "Winter" … "Fall". */
export function seasonTitle(season: SeasonId): string {
  return season.charAt(0).toUpperCase() + season.slice(1);
}

/** The picture of a season: snowflake, tulip, sun, fallen leaf. */
export function seasonPicture(season: SeasonId): PictureName {
  return seasonPictures[season];
}

/** Whether a month is the first or last of its season (Dec, Feb, Mar, May, Jun, Aug, Sep, Nov). */
export function isEdgeMonth(month: Month): boolean {
  return month % 3 !== 1;
}

/**
 * Whether a season item may ask about this date: false from the 15th to the 31st of March,
 * June, September and December, when the sky's season changes (around the 20th–22nd).
 */
export function isSeasonSafeDate(date: CalendarDate): boolean {
  return !(date.month % 3 === 0 && date.day >= 15);
}
