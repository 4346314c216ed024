import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { TimeLingoId } from './lingoIds';

/**
 * The Time concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. There is no lingo-1-3.
 */
export const timeBundle: ConceptBundle<'time'> = {
  conceptId: 'time',
  lingos: {
    'lingo-1-0': () => import('./lingos/clock-basics/ClockBasics'),
    'lingo-1-1': () => import('./lingos/the-living-clock/TheLivingClock'),
    'lingo-1-2': () => import('./lingos/set-the-time/SetTheTime'),
    'lingo-1-4': () => import('./lingos/time-sequence-puzzles/TimeSequencePuzzles'),
    'lingo-1-5': () => import('./lingos/speed-clock-reading/SpeedClockReading'),
    'lingo-2-0': () => import('./lingos/time-math-basics/TimeMathBasics'),
    'lingo-2-1': () => import('./lingos/time-compare/TimeCompare'),
    'lingo-2-2': () => import('./lingos/looking-forward/LookingForward'),
    'lingo-2-3': () => import('./lingos/looking-back/LookingBack'),
    'lingo-2-4': () => import('./lingos/duration-calculator/DurationCalculator'),
    'lingo-2-5': () => import('./lingos/time-comparison-speed/TimeComparisonSpeed'),
    'lingo-2-6': () => import('./lingos/real-world-time-scenarios/RealWorldTimeScenarios'),
    'lingo-3-0': () => import('./lingos/advanced-time-concepts/AdvancedTimeConcepts'),
    'lingo-3-1': () => import('./lingos/time-puzzles/TimePuzzles'),
    'lingo-3-2': () => import('./lingos/activity-sequencing/ActivitySequencing'),
    'lingo-3-3': () => import('./lingos/time-zone-converter/TimeZoneConverter'),
    'lingo-3-4': () => import('./lingos/elapsed-time-calculator/ElapsedTimeCalculator'),
    'lingo-3-5': () => import('./lingos/time-pattern-recognition/TimePatternRecognition'),
    'lingo-3-6': () => import('./lingos/master-time-challenge/MasterTimeChallenge'),
  } satisfies Record<TimeLingoId, LingoLoader>,
};
