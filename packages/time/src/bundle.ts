import type { ConceptBundle } from '@lingos/kit';

/**
 * The Time concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. There is no lingo-1-3.
 */
export const timeBundle: ConceptBundle = {
  conceptId: 'time',
  lingos: {
    'lingo-1-0': () => import('./lingos/clock-basics/ClockBasics'),
    'lingo-1-1': () => import('./lingos/the-living-clock/TheLivingClock'),
    'lingo-1-2': () => import('./lingos/set-the-time/SetTheTime'),
    'lingo-1-4': () => import('./lingos/time-sequence-puzzles/TimeSequencePuzzles'),
    'lingo-1-5': () => import('./lingos/speed-clock-reading/SpeedClockReading'),
  },
};
