/**
 * @lingos/words: the Words concept ("Word Weavers"): its bundle, its widgets and its letter
 * and word model. Every public export is listed by name; each carries its TSDoc one-liner at
 * its declaration. The Lingos are not exported here: the host loads them lazily through
 * `wordsBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Words Lingos.
export { wordsBundle } from './bundle';
/** The ids of the Lingos in `wordsBundle`, to list them without loading it. */
export { wordsLingoIds } from './lingoIds';
export type { WordsLingoId } from './lingoIds';
