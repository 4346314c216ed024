import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { CalendarLingoId } from './lingoIds';

/**
 * The Calendar concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const calendarBundle: ConceptBundle<'calendar'> = {
  conceptId: 'calendar',
  lingos: {
    'lingo-1-0': () => import('./lingos/calendar-basics/CalendarBasics'),
    'lingo-1-1': () => import('./lingos/days-of-the-week/DaysOfTheWeek'),
    'lingo-1-2': () => import('./lingos/yesterday-today-tomorrow/YesterdayTodayTomorrow'),
  } satisfies Record<CalendarLingoId, LingoLoader>,
};
