import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { CalendarLingoId } from './lingoIds';

/**
 * The Calendar concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const calendarBundle: ConceptBundle<'calendar'> = {
  conceptId: 'calendar',
  lingos: {
    'lingo-2-3': () => import('./lingos/days-in-each-month/DaysInEachMonth'),
    'lingo-2-4': () => import('./lingos/how-many-sleeps/HowManySleeps'),
  } satisfies Record<CalendarLingoId, LingoLoader>,
};
