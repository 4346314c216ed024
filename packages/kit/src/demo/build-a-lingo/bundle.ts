import type { ConceptBundle } from '../../index';

/** A concept's bundle: one lazy loader per Lingo id, each its own chunk. */
export const demoBundle: ConceptBundle<'money'> = {
  conceptId: 'money',
  lingos: {
    'lingo-2-1': () => import('./SumLingo'),
  },
};
