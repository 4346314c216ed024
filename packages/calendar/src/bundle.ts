import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { CalendarLingoId } from './lingoIds';

/**
 * The Calendar concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const calendarBundle: ConceptBundle<'calendar'> = {
  conceptId: 'calendar',
  lingos: {
    'lingo-3-0': () => import('./lingos/planning-with-calendars/PlanningWithCalendars'),
    'lingo-3-1': () => import('./lingos/big-time-words/BigTimeWords'),
  } satisfies Record<CalendarLingoId, LingoLoader>,
};
