/**
 * Lingo 3-4, Why Did the Author Write It? (reading.md): to entertain, to inform or to
 * persuade; at step 3 the purpose and then the sentence with the words that show it, or what
 * a persuading author wants you to do.
 */
import data from '../../data/lingo-3-4.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import { createPassagePractice, type PassagePracticeConfig } from '../../practice/engine';

/** The nine texts of 3-4, in three sets. */
export const authorPurposePassages = parsePassages(data, 'lingo-3-4.json').passages;

/** The three purposes, as the cards name them, with their pictures (reading.md's widgets). */
export const purposes = [
  { key: 'entertain', emoji: '😄', text: 'to entertain: a story or joke to enjoy' },
  { key: 'inform', emoji: '📘', text: 'to inform: to teach true facts' },
  { key: 'persuade', emoji: '📣', text: 'to persuade: to get you to think or do something' },
] as const;

/** The purpose a card names, if it is a purpose card. */
export function purposeOf(text: string) {
  return purposes.find((purpose) => purpose.text === text);
}

/** The second part at step 3: the words that show it, tapped as the sentence they are in. */
export const showItPrompt = 'Tap the sentence with the words that show it.';

/**
 * The sentences that show a purpose: the question's evidence sentences, and those holding
 * its evidence words ("Don't miss", "the best").
 */
export function purposeSentences(passage: Passage, question: PassageQuestion): number[] {
  const holding = passage.sentences.flatMap((sentence, index) =>
    (question.evidenceWords ?? []).some((words) => sentence.includes(words)) ? [index] : [],
  );
  return [...new Set([...question.evidence, ...holding])].sort((a, b) => a - b);
}

const passageOf = new Map(
  authorPurposePassages.flatMap((passage) =>
    passage.questions.map((question) => [question, passage] as const),
  ),
);

/** Hints reading.md leaves to the Lingo (each wrong card carries its own). */
export const authorPurposeHints = {
  general:
    'Is it make-believe to enjoy, true facts you could check in a book, or does the author want you to do something?',
  sentence: 'Look for the words that show why the author wrote it.',
} as const;

/** The engine's config for 3-4: from step 3 a purpose question asks for its words too. */
export const authorPurposeConfig: PassagePracticeConfig = {
  passages: authorPurposePassages,
  evidencePart: (question, step) => {
    const passage = passageOf.get(question);
    if (step < 3 || !passage || !question.choices.some((choice) => purposeOf(choice.text))) {
      return null;
    }
    const sentences = purposeSentences(passage, question);
    return sentences.length > 0 ? { prompt: showItPrompt, sentences } : null;
  },
  generalHint: authorPurposeHints.general,
  sentenceHint: authorPurposeHints.sentence,
};

/** The practice model of Why Did the Author Write It? */
export const authorPurposeModel = createPassagePractice(authorPurposeConfig);
