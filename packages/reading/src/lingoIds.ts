import type { LingoId } from '@lingos/catalogue';

/**
 * The Reading Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `readingBundle` only when one is played. `readingBundle` has exactly these
 * loaders (its type checks it).
 */
export const readingLingoIds = [
  'lingo-1-0',
  'lingo-1-1',
  'lingo-1-3',
  'lingo-1-4',
  'lingo-1-5',
  'lingo-2-0',
  'lingo-2-1',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-2-4',
  'lingo-2-5',
  'lingo-3-0',
  'lingo-3-1',
  'lingo-3-2',
  'lingo-3-3',
  'lingo-3-4',
  'lingo-3-5',
] as const satisfies readonly LingoId<'reading'>[];

/** The id of a Reading Lingo this package has. */
export type ReadingLingoId = (typeof readingLingoIds)[number];
