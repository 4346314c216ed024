/**
 * The six Canadian cities of CanadaTimeMap and lingo 3-3 (curriculum time.md), west to east,
 * with their standard-time offsets from UTC, and converting a time between any two of them.
 *
 * Daylight saving is left out on purpose: all six cities move their clocks on the same days,
 * so the differences between them hold all year, and the app never asks about the night the
 * clocks change. Saskatchewan, which does not change its clocks, is not used.
 */
import { MINUTES_PER_DAY, formatDuration, normalizeTime } from './time';

/** The cities, west to east. */
export const cityIds = [
  'vancouver',
  'edmonton',
  'winnipeg',
  'toronto',
  'halifax',
  'st-johns',
] as const;
/** One of the six cities. */
export type CityId = (typeof cityIds)[number];

/** A city on the map. */
export interface City {
  readonly id: CityId;
  /** "St. John's". */
  readonly name: string;
  /** The time zone's short name: "Pacific", "Newfoundland". */
  readonly zone: string;
  /** Standard time, in minutes from UTC: Vancouver −480 … St. John's −210. */
  readonly utcOffset: number;
}

/** The six cities, west to east, with their standard UTC offsets (curriculum 3-3). */
export const cities: readonly City[] = [
  { id: 'vancouver', name: 'Vancouver', zone: 'Pacific', utcOffset: -480 },
  { id: 'edmonton', name: 'Edmonton', zone: 'Mountain', utcOffset: -420 },
  { id: 'winnipeg', name: 'Winnipeg', zone: 'Central', utcOffset: -360 },
  { id: 'toronto', name: 'Toronto', zone: 'Eastern', utcOffset: -300 },
  { id: 'halifax', name: 'Halifax', zone: 'Atlantic', utcOffset: -240 },
  { id: 'st-johns', name: "St. John's", zone: 'Newfoundland', utcOffset: -210 },
];

const byId = new Map<CityId, City>(cities.map((entry) => [entry.id, entry]));

/** The city with an id. */
export function city(id: CityId): City {
  return byId.get(id) as City;
}

/** True for a city id. */
export function isCityId(value: string): value is CityId {
  return (cityIds as readonly string[]).includes(value);
}

/** The city's place west to east, 0 (Vancouver) to 5 (St. John's). */
export function cityIndex(id: CityId): number {
  return cityIds.indexOf(id);
}

/** Minutes to add to a time in `from` to get the time in `to`: offset(to) − offset(from). */
export function offsetBetween(from: CityId, to: CityId): number {
  return city(to).utcOffset - city(from).utcOffset;
}

/** The offset from Toronto, as the curriculum lists it: Vancouver −180 … St. John's +90. */
export function offsetFromToronto(id: CityId): number {
  return offsetBetween('toronto', id);
}

/** True when `a` lies east of `b` (its clocks show a later time). */
export function isEastOf(a: CityId, b: CityId): boolean {
  return cityIndex(a) > cityIndex(b);
}

/** The day the converted time falls on, seen from the source: −1 before, 0 same, +1 after. */
export type DayShift = -1 | 0 | 1;

/** A converted time: minutes since midnight in the target city, and its day. */
export interface ConvertedTime {
  readonly time: number;
  readonly dayShift: DayShift;
}

/**
 * The time in `to` when it is `time` in `from`: time + (offset(to) − offset(from)), mod 1440,
 * with the day it falls on (11:30 PM in Vancouver is 2:30 AM the day after in Toronto).
 */
export function convertTime(time: number, from: CityId, to: CityId): ConvertedTime {
  const start = normalizeTime(time);
  const shifted = start + offsetBetween(from, to);
  const dayShift = Math.floor(shifted / MINUTES_PER_DAY) as DayShift;
  return { time: normalizeTime(shifted), dayShift };
}

/** The day label of a shift: "the day before", "the same day" or "the day after". */
export function dayShiftLabel(shift: DayShift): string {
  if (shift < 0) return 'the day before';
  if (shift > 0) return 'the day after';
  return 'the same day';
}

/** The words the child picks for a shift, seen from the source city's today. */
export const relativeDays = ['yesterday', 'today', 'tomorrow'] as const;
/** Yesterday, today or tomorrow. */
export type RelativeDay = (typeof relativeDays)[number];

/** "yesterday" (−1), "today" (0) or "tomorrow" (+1). */
export function relativeDay(shift: DayShift): RelativeDay {
  return relativeDays[shift + 1] as RelativeDay;
}

/** The shift of a relative day word. */
export function shiftOfRelativeDay(day: RelativeDay): DayShift {
  return (relativeDays.indexOf(day) - 1) as DayShift;
}

/**
 * How a city's clock compares with another's: "3 hours earlier than Toronto", "1 hour
 * 30 minutes later than Toronto", "the same time as Toronto".
 */
export function describeOffset(id: CityId, reference: CityId): string {
  const difference = offsetBetween(reference, id);
  const other = city(reference).name;
  if (difference === 0) return `the same time as ${other}`;
  return `${formatDuration(Math.abs(difference))} ${difference < 0 ? 'earlier' : 'later'} than ${other}`;
}

/** The neighbouring pairs of whole-hour zones, west to east (3-3 step 1). */
export const neighbouringWholeHourPairs: readonly (readonly [CityId, CityId])[] = [
  ['vancouver', 'edmonton'],
  ['edmonton', 'winnipeg'],
  ['winnipeg', 'toronto'],
  ['toronto', 'halifax'],
];

/** The five cities whose offsets differ by whole hours (all but St. John's). */
export const wholeHourCityIds: readonly CityId[] = cityIds.filter((id) => id !== 'st-johns');
