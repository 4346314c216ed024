import type { LingoId } from '@lingos/catalogue';

/**
 * The Words Lingos this package has, known without loading its bundle: the host lists them as
 * available and loads `wordsBundle` only when one is played. `wordsBundle` has exactly these
 * loaders (its type checks it).
 */
export const wordsLingoIds = [
  'lingo-1-2',
  'lingo-1-4',
  'lingo-1-5',
] as const satisfies readonly LingoId<'words'>[];

/** The id of a Words Lingo this package has. */
export type WordsLingoId = (typeof wordsLingoIds)[number];
