import { defineConcept } from './defineConcept';

/** The Calendar concept, “Calendar Quest”, as the curriculum (calendar.md) gives it. */
export const calendar = defineConcept({
  id: 'calendar',
  name: 'Calendar',
  title: 'Calendar Quest',
  description: 'Days, weeks, months and seasons: read a calendar and plan ahead.',
  icon: 'calendar',
  iconEmoji: '📅',
  levels: [
    {
      title: 'Days and Months',
      description:
        'Name and order the days, months and seasons, and use yesterday, today and tomorrow.',
      lingos: [
        {
          index: 0,
          title: 'Calendar Basics',
          kind: 'learn',
          description: 'Days make weeks, weeks make months, months make a year.',
        },
        {
          index: 1,
          title: 'Days of the Week',
          kind: 'practice',
          description: 'Put the seven days of the week in order.',
        },
        {
          index: 2,
          title: 'Yesterday, Today, Tomorrow',
          kind: 'practice',
          description: 'Find yesterday and tomorrow from any day.',
        },
        {
          index: 3,
          title: 'Months of the Year',
          kind: 'practice',
          description: 'Put the twelve months in order, from January to December.',
        },
        {
          index: 4,
          title: 'Seasons in Canada',
          kind: 'practice',
          description: 'Match months, pictures and holidays to the four seasons.',
        },
      ],
    },
    {
      title: 'Reading a Month',
      description:
        'Find dates and days of the week on a month grid, and count the days between them.',
      lingos: [
        {
          index: 0,
          title: 'Reading a Month Grid',
          kind: 'learn',
          description: 'Read a month page: the date, the day of the week and the 1st.',
        },
        {
          index: 1,
          title: 'Find the Date',
          kind: 'practice',
          description: 'Tap the date you hear on the calendar.',
        },
        {
          index: 2,
          title: 'Which Day of the Week?',
          kind: 'practice',
          description: 'Find the day of the week for a date, and "the third Monday".',
        },
        {
          index: 3,
          title: 'Days in Each Month',
          kind: 'practice',
          description: 'Use your knuckles to know which months have 30 or 31 days.',
        },
        {
          index: 4,
          title: 'How Many Sleeps?',
          kind: 'practice',
          description: 'Count the days and weeks until something special.',
        },
      ],
    },
    {
      title: 'Planning Ahead',
      description: 'Plan events weeks ahead and use big time words.',
      lingos: [
        {
          index: 0,
          title: 'Planning with Calendars',
          kind: 'learn',
          description: 'Plan a trip, a due date and a countdown on the calendar.',
        },
        {
          index: 1,
          title: 'Big Time Words',
          kind: 'practice',
          description: 'Fortnight, decade, century, leap year, weekend and more.',
        },
      ],
    },
  ],
});
