import type { ConceptBundle } from '@lingos/kit';

/**
 * The Money concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. None yet: until a Lingo lands here, the host shows it as
 * "Not yet available".
 */
export const moneyBundle: ConceptBundle<'money'> = {
  conceptId: 'money',
  lingos: {
    'lingo-2-0': () => import('./lingos/money-math-basics/MoneyMathBasics'),
    'lingo-2-1': () =>
      import('./lingos/computational-playground-count/ComputationalPlaygroundCount'),
    'lingo-2-2': () =>
      import('./lingos/computational-playground-trade/ComputationalPlaygroundTrade'),
  },
};
