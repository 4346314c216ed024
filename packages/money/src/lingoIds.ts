import type { LingoId } from '@lingos/catalogue';

/**
 * The Money Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `moneyBundle` only when one is played. `moneyBundle` has exactly these
 * loaders (its type checks it).
 */
export const moneyLingoIds = [
  'lingo-1-0',
  'lingo-1-1',
  'lingo-1-2',
  'lingo-2-0',
  'lingo-2-1',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-2-4',
  'lingo-2-5',
  'lingo-3-0',
  'lingo-3-1',
  'lingo-3-2',
] as const satisfies readonly LingoId<'money'>[];

/** The id of a Money Lingo this package has. */
export type MoneyLingoId = (typeof moneyLingoIds)[number];
