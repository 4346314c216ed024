import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { WordsLingoId } from './lingoIds';

/**
 * The Words concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const wordsBundle: ConceptBundle<'words'> = {
  conceptId: 'words',
  lingos: {
    'lingo-1-0': () => import('./lingos/alphabet-basics/AlphabetBasics'),
    'lingo-1-1': () => import('./lingos/big-and-small-letters/BigAndSmallLetters'),
    'lingo-1-2': () => import('./lingos/first-sounds/FirstSounds'),
    'lingo-1-3': () => import('./lingos/abc-order/AbcOrder'),
    'lingo-1-4': () => import('./lingos/build-a-word/BuildAWord'),
    'lingo-1-5': () => import('./lingos/rhyme-time/RhymeTime'),
    'lingo-2-0': () => import('./lingos/letters-team-up/LettersTeamUp'),
    'lingo-2-1': () => import('./lingos/letter-team-sort/LetterTeamSort'),
    'lingo-2-2': () => import('./lingos/blend-it/BlendIt'),
    'lingo-2-3': () => import('./lingos/magic-e/MagicE'),
    'lingo-2-4': () => import('./lingos/word-families/WordFamilies'),
    'lingo-2-5': () => import('./lingos/sight-word-sprint/SightWordSprint'),
    'lingo-2-6': () => import('./lingos/more-than-one/MoreThanOne'),
    'lingo-3-0': () => import('./lingos/word-building-blocks/WordBuildingBlocks'),
    'lingo-3-1': () => import('./lingos/compound-word-builder/CompoundWordBuilder'),
    'lingo-3-2': () => import('./lingos/prefix-and-suffix-power/PrefixAndSuffixPower'),
    'lingo-3-3': () => import('./lingos/clap-the-syllables/ClapTheSyllables'),
    'lingo-3-4': () => import('./lingos/same-or-opposite/SameOrOpposite'),
    'lingo-3-5': () => import('./lingos/word-jobs/WordJobs'),
  } satisfies Record<WordsLingoId, LingoLoader>,
};
