import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { WordsLingoId } from './lingoIds';

/**
 * The Words concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const wordsBundle: ConceptBundle<'words'> = {
  conceptId: 'words',
  lingos: {
    'lingo-2-3': () => import('./lingos/magic-e/MagicE'),
    'lingo-2-4': () => import('./lingos/word-families/WordFamilies'),
    'lingo-2-6': () => import('./lingos/more-than-one/MoreThanOne'),
  } satisfies Record<WordsLingoId, LingoLoader>,
};
