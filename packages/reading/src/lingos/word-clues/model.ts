/**
 * Lingo 2-5, Word Clues (reading.md): the meaning of a new word from the clues around it (a
 * definition, an example, what happens), and at step 3 the sentence with the clue.
 */
import data from '../../data/lingo-2-5.json';
import { parsePassages } from '../../model/passages';
import {
  createPassagePractice,
  tapTheSentence,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';

/** The three texts of 2-5. */
export const wordCluesPassages = parsePassages(data, 'lingo-2-5.json').passages;

/** reading.md's general hint. */
export const wordCluesHint =
  'Read the sentences around the word. What happens that tells you what it means? Try your answer in place of the word: does the sentence still make sense?';

/** The second part at step 3 (reading.md). */
export const tapTheCluePrompt = 'Tap the clue.';

// The new word of each question is stored beside the schema (data README: `word`).
const words = new Map<string, string>();
for (const passage of data as readonly {
  id: string;
  questions: { id: string; word?: string }[];
}[]) {
  for (const question of passage.questions) {
    if (question.word) words.set(`${passage.id}/${question.id}`, question.word);
  }
}

/** The new word an item asks about, as the passage's data names it. */
export function wordOf(item: Pick<PassageItem, 'passage' | 'question'>): string {
  return words.get(`${item.passage.id}/${item.question.id}`) ?? item.question.id;
}

/** The engine's config for 2-5: from step 3, the card and then the clue. */
export const wordCluesConfig: PassagePracticeConfig = {
  passages: wordCluesPassages,
  evidencePart: (question, step) => (step >= 3 ? tapTheSentence(question, tapTheCluePrompt) : null),
  generalHint: wordCluesHint,
  sentenceHint: wordCluesHint,
};

/** The practice model of Word Clues. */
export const wordCluesModel = createPassagePractice(wordCluesConfig);
