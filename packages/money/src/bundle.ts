import type { ConceptBundle } from '@lingos/kit';

/**
 * The Money concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const moneyBundle: ConceptBundle<'money'> = {
  conceptId: 'money',
  lingos: {
    'lingo-1-0': () => import('./lingos/money-basics/MoneyBasics'),
    'lingo-1-1': () => import('./lingos/money-detective/MoneyDetective'),
    'lingo-1-2': () => import('./lingos/coin-sort/CoinSort'),
  },
};
