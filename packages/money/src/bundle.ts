import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { MoneyLingoId } from './lingoIds';

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
    'lingo-2-0': () => import('./lingos/money-math-basics/MoneyMathBasics'),
    'lingo-2-1': () =>
      import('./lingos/computational-playground-count/ComputationalPlaygroundCount'),
    'lingo-2-2': () =>
      import('./lingos/computational-playground-trade/ComputationalPlaygroundTrade'),
    'lingo-2-3': () => import('./lingos/making-amounts/MakingAmounts'),
    'lingo-2-4': () => import('./lingos/the-cash-counter/TheCashCounter'),
    'lingo-2-5': () => import('./lingos/who-has-more/WhoHasMore'),
    'lingo-3-0': () => import('./lingos/money-transactions/MoneyTransactions'),
    'lingo-3-1': () => import('./lingos/the-corner-store/TheCornerStore'),
    'lingo-3-2': () => import('./lingos/the-corner-store-cashier/TheCornerStoreCashier'),
  } satisfies Record<MoneyLingoId, LingoLoader>,
};
