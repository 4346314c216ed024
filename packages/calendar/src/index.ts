/**
 * @lingos/calendar: the Calendar concept ("Calendar Quest"): its bundle, its widgets and its
 * date model. Every public export is listed by name; each carries its TSDoc one-liner at its
 * declaration. The Lingos are not exported here: the host loads them lazily through
 * `calendarBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Calendar Lingos.
export { calendarBundle } from './bundle';
/** The ids of the Lingos in `calendarBundle`, to list them without loading it. */
export { calendarLingoIds } from './lingoIds';
export type { CalendarLingoId } from './lingoIds';
