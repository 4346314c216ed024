/**
 * Lingo 2-1, Story People and Places (reading.md): the main character and the setting (place
 * and time, from clues), feelings from actions, and at step 3 a trait word backed by the
 * sentence that shows it.
 */
import data from '../../data/lingo-2-1.json';
import { parsePassages } from '../../model/passages';
import {
  createPassagePractice,
  tapTheSentence,
  type PassagePracticeConfig,
} from '../../practice/engine';

/** The three stories of 2-1. */
export const storyPeoplePassages = parsePassages(data, 'lingo-2-1.json').passages;

/** The second part of a trait question (reading.md, step 3). */
export const showItPrompt = 'Tap the sentence that shows it.';

/**
 * Hints reading.md leaves to the Lingo: a miss with no hint of its own, and a tap on a
 * sentence that does not show the trait (when the question has no tap hint).
 */
export const storyPeopleHints = {
  general: 'Read the story again and look for the clues.',
  sentence: 'That sentence does not show it. Find what the character does that shows it.',
} as const;

/** The engine's config for 2-1: a trait question asks for its sentence too. */
export const storyPeopleConfig: PassagePracticeConfig = {
  passages: storyPeoplePassages,
  evidencePart: (question) =>
    question.type === 'trait' ? tapTheSentence(question, showItPrompt) : null,
  generalHint: storyPeopleHints.general,
  sentenceHint: storyPeopleHints.sentence,
};

/** The practice model of Story People and Places. */
export const storyPeopleModel = createPassagePractice(storyPeopleConfig);
