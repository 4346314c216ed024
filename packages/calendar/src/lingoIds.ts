import type { LingoId } from '@lingos/catalogue';

/**
 * The Calendar Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `calendarBundle` only when one is played. `calendarBundle` has exactly these
 * loaders (its type checks it).
 */
export const calendarLingoIds = [
  'lingo-3-0',
  'lingo-3-1',
] as const satisfies readonly LingoId<'calendar'>[];

/** The id of a Calendar Lingo this package has. */
export type CalendarLingoId = (typeof calendarLingoIds)[number];
