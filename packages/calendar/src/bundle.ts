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
    'lingo-1-3': () => import('./lingos/months-of-the-year/MonthsOfTheYear'),
    'lingo-1-4': () => import('./lingos/seasons-in-canada/SeasonsInCanada'),
    'lingo-2-0': () => import('./lingos/reading-a-month-grid/ReadingAMonthGrid'),
    'lingo-2-1': () => import('./lingos/find-the-date/FindTheDate'),
    'lingo-2-2': () => import('./lingos/which-day-of-the-week/WhichDayOfTheWeek'),
    'lingo-2-3': () => import('./lingos/days-in-each-month/DaysInEachMonth'),
    'lingo-2-4': () => import('./lingos/how-many-sleeps/HowManySleeps'),
    'lingo-3-0': () => import('./lingos/planning-with-calendars/PlanningWithCalendars'),
    'lingo-3-1': () => import('./lingos/big-time-words/BigTimeWords'),
  } satisfies Record<CalendarLingoId, LingoLoader>,
};
