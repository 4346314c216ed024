import type { LingoId } from '@lingos/catalogue';

/**
 * The Calendar Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `calendarBundle` only when one is played. `calendarBundle` has exactly these
 * loaders (its type checks it).
 */
export const calendarLingoIds = [
  'lingo-1-0',
  'lingo-1-1',
  'lingo-1-2',
  'lingo-1-3',
  'lingo-1-4',
  'lingo-2-0',
  'lingo-2-1',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-2-4',
  'lingo-3-0',
  'lingo-3-1',
] as const satisfies readonly LingoId<'calendar'>[];

/** The id of a Calendar Lingo this package has. */
export type CalendarLingoId = (typeof calendarLingoIds)[number];
