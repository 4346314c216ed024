/**
 * A simple timetable (lingo 2-6 step 4): "Buses leave every 20 minutes from 7:00 AM." The
 * next bus is the first departure at or after the time you reach the stop. Times are
 * minutes since midnight, inside one day. Plain TypeScript.
 */
import { MINUTES_PER_DAY, formatDigital12, formatDuration, normalizeTime } from './time';

/** Departures at a regular interval: from `first`, every `every` minutes, up to `last`. */
export interface Timetable {
  /** The first departure, minutes since midnight. */
  readonly first: number;
  /** Minutes between departures (at least 1). */
  readonly every: number;
  /** The last departure is at or before this time; default 11:59 PM. */
  readonly last?: number;
}

/** Every departure of a timetable, earliest first, all inside the day. */
export function departures(timetable: Timetable): readonly number[] {
  const first = normalizeTime(timetable.first);
  const every = Math.max(1, Math.round(timetable.every));
  const last = Math.min(timetable.last ?? MINUTES_PER_DAY - 1, MINUTES_PER_DAY - 1);
  const times: number[] = [];
  for (let time = first; time <= last; time += every) times.push(time);
  return times;
}

/**
 * The first departure at or after the arrival (arriving just as the bus leaves still
 * catches it); undefined when the last one has gone. Works on any list of departure times.
 */
export function nextDeparture(
  timetable: Timetable | readonly number[],
  arrival: number,
): number | undefined {
  const times = isList(timetable) ? [...timetable].sort((a, b) => a - b) : departures(timetable);
  const at = normalizeTime(arrival);
  return times.find((time) => time >= at);
}

/** The latest departure before the arrival (the bus just missed); undefined if none. */
export function previousDeparture(
  timetable: Timetable | readonly number[],
  arrival: number,
): number | undefined {
  const times = isList(timetable) ? [...timetable].sort((a, b) => a - b) : departures(timetable);
  const at = normalizeTime(arrival);
  let previous: number | undefined;
  for (const time of times) {
    if (time >= at) break;
    previous = time;
  }
  return previous;
}

/** Minutes waited at the stop for the next departure; undefined when none is left. */
export function waitMinutes(
  timetable: Timetable | readonly number[],
  arrival: number,
): number | undefined {
  const next = nextDeparture(timetable, arrival);
  return next === undefined ? undefined : next - normalizeTime(arrival);
}

/** The timetable read aloud: "Buses leave every 20 minutes from 7:00 AM." */
export function describeTimetable(timetable: Timetable, vehicle = 'Buses'): string {
  return `${vehicle} leave every ${formatDuration(timetable.every)} from ${formatDigital12(
    timetable.first,
  )}.`;
}

function isList(value: Timetable | readonly number[]): value is readonly number[] {
  return Array.isArray(value);
}
