import type { ConceptBundle } from '@lingos/kit';

/**
 * The Money concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. None yet: until a Lingo lands here, the host shows it as
 * "Not yet available".
 */
export const moneyBundle: ConceptBundle<'money'> = {
  conceptId: 'money',
  lingos: {
    'lingo-3-0': () => import('./lingos/money-transactions/MoneyTransactions'),
    'lingo-3-1': () => import('./lingos/the-corner-store/TheCornerStore'),
    'lingo-3-2': () => import('./lingos/the-corner-store-cashier/TheCornerStoreCashier'),
  },
};
