import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { MeasurementsLingoId } from './lingoIds';

/**
 * The Measurements concept's bundle for the host: one lazy loader per Lingo that exists and
 * works, each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const measurementsBundle: ConceptBundle<'measurements'> = {
  conceptId: 'measurements',
  lingos: {
    'lingo-1-0': () => import('./lingos/measurement-basics/MeasurementBasics'),
    'lingo-1-1': () => import('./lingos/longer-heavier-holds-more/LongerHeavierHoldsMore'),
    'lingo-1-2': () => import('./lingos/measure-with-paper-clips/MeasureWithPaperClips'),
    'lingo-2-0': () => import('./lingos/how-to-use-a-ruler/HowToUseARuler'),
    'lingo-2-1': () => import('./lingos/measure-with-a-ruler/MeasureWithARuler'),
    'lingo-2-2': () => import('./lingos/broken-ruler/BrokenRuler'),
    'lingo-2-3': () => import('./lingos/estimate-then-measure/EstimateThenMeasure'),
    'lingo-3-0': () => import('./lingos/grams-litres-and-degrees/GramsLitresAndDegrees'),
    'lingo-3-1': () => import('./lingos/balance-scale-puzzles/BalanceScalePuzzles'),
    'lingo-3-2': () => import('./lingos/pour-and-measure/PourAndMeasure'),
    'lingo-3-3': () => import('./lingos/hot-and-cold/HotAndCold'),
  } satisfies Record<MeasurementsLingoId, LingoLoader>,
};
