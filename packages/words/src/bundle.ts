import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { WordsLingoId } from './lingoIds';

/**
 * The Words concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const wordsBundle: ConceptBundle<'words'> = {
  conceptId: 'words',
  lingos: {
    'lingo-3-0': () => import('./lingos/word-building-blocks/WordBuildingBlocks'),
    'lingo-3-1': () => import('./lingos/compound-word-builder/CompoundWordBuilder'),
    'lingo-3-2': () => import('./lingos/prefix-and-suffix-power/PrefixAndSuffixPower'),
    'lingo-3-4': () => import('./lingos/same-or-opposite/SameOrOpposite'),
  } satisfies Record<WordsLingoId, LingoLoader>,
};
