import { defineConcept } from './defineConcept';

/** The Time concept, “One Upon a Time!”, as the curriculum (time.md) gives it. */
export const time = defineConcept({
  id: 'time',
  name: 'Time',
  // "One", not "Once": the product's spelling, kept exactly.
  title: 'One Upon a Time!',
  description: 'Read clocks, count minutes and hours, and plan your day.',
  icon: 'clock',
  iconEmoji: '🕰️',
  iconEmojiFallback: '⏰',
  levels: [
    {
      title: 'Explore the Clock',
      description: 'Exploration and application: read, set and order times on a clock.',
      lingos: [
        {
          index: 0,
          title: 'Clock Basics',
          kind: 'learn',
          description: "Meet the hour hand and the minute hand; read o'clock and half past.",
        },
        {
          index: 1,
          title: 'The Living Clock',
          kind: 'practice',
          description: 'A clock showing the time right now. Move its hands and explore!',
        },
        {
          index: 2,
          title: 'Set the Time',
          kind: 'practice',
          description: 'Hear a time and drag the clock hands to show it.',
        },
        // There is no lingo-1-3.
        {
          index: 4,
          title: 'Time Sequence Puzzles',
          kind: 'practice',
          description: 'Put clocks and daily events in order, from earliest to latest.',
        },
        {
          index: 5,
          title: 'Speed Clock Reading',
          kind: 'speed',
          description: 'Read 10 clocks fast and try to beat your own best time.',
        },
      ],
    },
    {
      title: 'Time Problem Solving',
      description:
        'Analysis and problem solving: compare times, count on and back, find durations.',
      lingos: [
        {
          index: 0,
          title: 'Time Math Basics',
          kind: 'learn',
          description: 'Count minutes by fives and jump forward and back in time.',
        },
        {
          index: 1,
          title: 'Time Compare',
          kind: 'practice',
          description: 'Two clocks: which time is earlier, and which is later?',
        },
        {
          index: 2,
          title: 'Looking Forward',
          kind: 'practice',
          description: 'What time will it be later? Jump forward to find out.',
        },
        {
          index: 3,
          title: 'Looking Back',
          kind: 'practice',
          description: 'What time was it before? Count back to find out.',
        },
        {
          index: 4,
          title: 'Duration Calculator',
          kind: 'practice',
          description: 'How long did it take? Find the time between two clocks.',
        },
        {
          index: 5,
          title: 'Time Comparison Speed',
          kind: 'speed',
          description: 'Earlier or later? Race your own best time on 10 pairs.',
        },
        {
          index: 6,
          title: 'Real-World Time Scenarios',
          kind: 'practice',
          description: 'Solve everyday time stories: recess, buses, baking and bedtime.',
        },
      ],
    },
    {
      title: 'Time Master',
      description: 'Advanced mastery: AM/PM, 24-hour time, time zones, elapsed time, mixed review.',
      lingos: [
        {
          index: 0,
          title: 'Advanced Time Concepts',
          kind: 'learn',
          description: 'AM and PM, 24-hour time, and how minutes, hours and days fit.',
        },
        {
          index: 1,
          title: 'Time Puzzles',
          kind: 'practice',
          description: 'Crack clock riddles using clues about the hands and the hours.',
        },
        {
          index: 2,
          title: 'Activity Sequencing',
          kind: 'practice',
          description: 'Plan a day: order activities and fit them into a schedule.',
        },
        {
          index: 3,
          title: 'Time Zone Converter',
          kind: 'practice',
          description: "When it's noon in Toronto, what time is it in Vancouver?",
        },
        {
          index: 4,
          title: 'Elapsed Time Calculator',
          kind: 'practice',
          description: 'How long is it? Find elapsed time across noon and midnight.',
        },
        {
          index: 5,
          title: 'Time Pattern Recognition',
          kind: 'practice',
          description: 'Find the rule in a row of clocks and say what comes next.',
        },
        {
          index: 6,
          title: 'Master Time Challenge',
          kind: 'practice',
          description: 'A mixed challenge with everything you know about time.',
        },
      ],
    },
  ],
});
