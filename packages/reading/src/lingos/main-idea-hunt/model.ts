/**
 * Lingo 1-5, Main Idea Hunt (reading.md): what a short text is mostly about, whether the big
 * idea is stated first, last or not at all; the balloon on the big-idea sentence; the title
 * that is just right; the sentence that could be added.
 */
import data from '../../data/lingo-1-5.json';
import { parsePassages } from '../../model/passages';
import { createPassagePractice, type PassagePracticeConfig } from '../../practice/engine';

/** The five texts of 1-5. */
export const mainIdeaHuntPassages = parsePassages(data, 'lingo-1-5.json').passages;

/** reading.md's hint for a detail chosen, also for a detail sentence given the balloon. */
export const detailHint = "That's one pole, a detail. The big idea covers all the sentences.";

/** The engine's config for 1-5: every question of the data, cards or the balloon. */
export const mainIdeaHuntConfig: PassagePracticeConfig = {
  passages: mainIdeaHuntPassages,
  generalHint: detailHint,
  sentenceHint: detailHint,
};

/** The practice model of Main Idea Hunt. */
export const mainIdeaHuntModel = createPassagePractice(mainIdeaHuntConfig);
