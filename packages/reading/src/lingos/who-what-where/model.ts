/**
 * Lingo 1-1, Who, What, Where (reading.md): stated answers to who, what and where questions
 * about a short story, and at step 3 the sentence that tells.
 */
import data from '../../data/lingo-1-1.json';
import { parsePassages } from '../../model/passages';
import {
  correctChoice,
  createPassagePractice,
  tapTheSentence,
  type PassagePracticeConfig,
} from '../../practice/engine';

/** The five stories of 1-1. */
export const whoWhatWherePassages = parsePassages(data, 'lingo-1-1.json').passages;

/** reading.md's general hint, its blank filled with the answer the sentence tells. */
export function findTheSentence(about: string): string {
  return `Find the sentence that talks about ${about}. Read it again with me.`;
}

/** The engine's config for 1-1: step 3 asks for the sentence after the card. */
export const whoWhatWhereConfig: PassagePracticeConfig = {
  passages: whoWhatWherePassages,
  evidencePart: (question, step) => (step >= 3 ? tapTheSentence(question) : null),
  generalHint: findTheSentence('it'),
  sentenceHint: (item) => findTheSentence(correctChoice(item.question)?.text ?? 'it'),
};

/** The practice model of Who, What, Where. */
export const whoWhatWhereModel = createPassagePractice(whoWhatWhereConfig);
