/**
 * Lingo 3-4, Why Did the Author Write It? (reading.md): to entertain, to inform or to
 * persuade; at step 3 the purpose and then "Tap the words that show it" (PassageReader's
 * tap-a-word), or what a persuading author wants you to do.
 */
import data from '../../data/lingo-3-4.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import {
  correctChoice,
  createPassagePractice,
  type EvidencePart,
  type PassagePracticeConfig,
} from '../../practice/engine';
import {
  passageWords,
  phraseWords,
  wordsOfSentences,
} from '../../widgets/PassageReader/wordChoice';

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

/** The second part at step 3: tap the words that show it (reading.md's words). */
export const showItPrompt = 'Tap the words that show it.';

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

/**
 * The words that show a purpose (reading.md: "Evidence must be one of the listed words or
 * sentences"): every word of the listed phrases ("Don't miss", "the best") and of the listed
 * sentences (s2–s4, the facts), by their number in the passage; and the words the worked
 * example taps: the first phrase, else the first listed sentence.
 */
export function purposeWords(
  passage: Passage,
  question: PassageQuestion,
): { words: number[]; example: number[] } {
  const all = passageWords(passage);
  const phrases = (question.evidenceWords ?? []).map((phrase) => phraseWords(passage, all, phrase));
  const fromSentences = wordsOfSentences(all, question.evidence);
  const words = [...new Set([...phrases.flat(), ...fromSentences])].sort((a, b) => a - b);
  const first = phrases.find((list) => list.length > 0);
  const example = first ?? wordsOfSentences(all, question.evidence.slice(0, 1));
  return { words, example };
}

/** The word tap of a purpose question at step 3, or null when it lists no evidence. */
export function purposeEvidence(passage: Passage, question: PassageQuestion): EvidencePart | null {
  const { words, example } = purposeWords(passage, question);
  if (words.length === 0) return null;
  return {
    prompt: showItPrompt,
    sentences: purposeSentences(passage, question),
    words,
    exampleWords: example,
  };
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
  words: 'Look for the words that show why the author wrote it.',
} as const;

/** The hint for a word that does not show the purpose, by the text's purpose. */
export const purposeWordHints = {
  entertain: 'Look for the funny or make-believe part: that is written for you to enjoy.',
  inform: 'Look for the true facts, the ones you could check in a book.',
  persuade: "Look for the words that ask you to do or think something, like 'Please…'.",
} as const;

/** The engine's config for 3-4: from step 3 a purpose question asks for its words too. */
export const authorPurposeConfig: PassagePracticeConfig = {
  passages: authorPurposePassages,
  evidencePart: (question, step) => {
    const passage = passageOf.get(question);
    if (step < 3 || !passage || !question.choices.some((choice) => purposeOf(choice.text))) {
      return null;
    }
    return purposeEvidence(passage, question);
  },
  generalHint: authorPurposeHints.general,
  sentenceHint: authorPurposeHints.words,
  wordHint: (item) => {
    const purpose = purposeOf(correctChoice(item.question)?.text ?? '');
    return purpose ? purposeWordHints[purpose.key] : authorPurposeHints.words;
  },
};

/** The practice model of Why Did the Author Write It? */
export const authorPurposeModel = createPassagePractice(authorPurposeConfig);
