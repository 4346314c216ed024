import type { ConceptBundle } from '@lingos/kit';

/**
 * The Money concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. None yet: until a Lingo lands here, the host shows it as
 * "Not yet available".
 */
export const moneyBundle: ConceptBundle<'money'> = {
  conceptId: 'money',
  lingos: {
    'lingo-2-3': () => import('./lingos/making-amounts/MakingAmounts'),
    'lingo-2-4': () => import('./lingos/the-cash-counter/TheCashCounter'),
    'lingo-2-5': () => import('./lingos/who-has-more/WhoHasMore'),
  },
};
