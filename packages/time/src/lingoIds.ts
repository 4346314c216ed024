import type { LingoId } from '@lingos/catalogue';

/**
 * The Time Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `timeBundle` only when one is played. `timeBundle` has exactly these
 * loaders (its type checks it). There is no lingo-1-3.
 */
export const timeLingoIds = [
  'lingo-1-0',
  'lingo-1-1',
  'lingo-1-2',
  'lingo-1-4',
  'lingo-1-5',
  'lingo-2-0',
  'lingo-2-1',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-2-4',
  'lingo-2-5',
  'lingo-2-6',
  'lingo-3-0',
  'lingo-3-1',
  'lingo-3-2',
  'lingo-3-3',
  'lingo-3-4',
  'lingo-3-5',
  'lingo-3-6',
] as const satisfies readonly LingoId<'time'>[];

/** The id of a Time Lingo this package has. */
export type TimeLingoId = (typeof timeLingoIds)[number];
