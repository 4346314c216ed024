import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { MeasurementsLingoId } from './lingoIds';

/**
 * The Measurements concept's bundle for the host: one lazy loader per Lingo that exists and
 * works, each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const measurementsBundle: ConceptBundle<'measurements'> = {
  conceptId: 'measurements',
  lingos: {
    'lingo-3-2': () => import('./lingos/pour-and-measure/PourAndMeasure'),
    'lingo-3-3': () => import('./lingos/hot-and-cold/HotAndCold'),
  } satisfies Record<MeasurementsLingoId, LingoLoader>,
};
