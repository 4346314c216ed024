import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { MeasurementsLingoId } from './lingoIds';

/**
 * The Measurements concept's bundle for the host: one lazy loader per Lingo that exists and
 * works, each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const measurementsBundle: ConceptBundle<'measurements'> = {
  conceptId: 'measurements',
  lingos: {
    'lingo-1-1': () => import('./lingos/longer-heavier-holds-more/LongerHeavierHoldsMore'),
  } satisfies Record<MeasurementsLingoId, LingoLoader>,
};
