import type { ConceptBundle, LingoLoader } from '@lingos/kit';
import type { ReadingLingoId } from './lingoIds';

/**
 * The Reading concept's bundle for the host: one lazy loader per Lingo that exists and works,
 * each its own chunk. A Lingo not listed here shows as "Not yet available".
 */
export const readingBundle: ConceptBundle<'reading'> = {
  conceptId: 'reading',
  lingos: {
    'lingo-1-0': () => import('./lingos/the-big-idea/TheBigIdea'),
    'lingo-1-1': () => import('./lingos/who-what-where/WhoWhatWhere'),
    'lingo-1-3': () => import('./lingos/first-next-last/FirstNextLast'),
    'lingo-1-4': () => import('./lingos/picture-match/PictureMatch'),
    'lingo-1-5': () => import('./lingos/main-idea-hunt/MainIdeaHunt'),
    'lingo-2-0': () => import('./lingos/clue-finders/ClueFinders'),
    'lingo-2-1': () => import('./lingos/story-people-and-places/StoryPeopleAndPlaces'),
    'lingo-2-2': () => import('./lingos/why-did-it-happen/WhyDidItHappen'),
    'lingo-2-3': () => import('./lingos/what-happens-next/WhatHappensNext'),
    'lingo-2-4': () => import('./lingos/fact-or-opinion/FactOrOpinion'),
    'lingo-2-5': () => import('./lingos/word-clues/WordClues'),
    'lingo-3-0': () => import('./lingos/readers-toolbox/ReadersToolbox'),
    'lingo-3-1': () => import('./lingos/clue-detective/ClueDetective'),
    'lingo-3-2': () => import('./lingos/two-texts-one-topic/TwoTextsOneTopic'),
    'lingo-3-3': () => import('./lingos/sum-it-up/SumItUp'),
    'lingo-3-4': () => import('./lingos/why-did-the-author-write-it/WhyDidTheAuthorWriteIt'),
    'lingo-3-5': () => import('./lingos/charts-maps-and-recipes/ChartsMapsAndRecipes'),
  } satisfies Record<ReadingLingoId, LingoLoader>,
};
