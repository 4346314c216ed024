/**
 * Lingo 1-4, Picture Match: match a sentence to the picture that shows it exactly (reading.md
 * 1-4). Step 1: the sentence and 2 scenes that differ in the main noun or the character.
 * Step 2: 3 scenes that differ in one small detail (in/on, a number, a colour, who). Step 3:
 * a scene and 3 sentences of the passage, all true in the story, only one shown. The answer
 * rule is the marked choice; each wrong choice has its own hint.
 *
 * Built on the passage-practice engine. A scene card is named and spoken by its text
 * alternative, never by the data's picture text (which holds emoji): the items this model
 * makes carry each scene choice with its paraphrase as its text, so the engine's cards, marks,
 * checking and worked example all speak the paraphrase.
 */
import type { GenerateContext, PracticeModel, Rng } from '@lingos/kit';
import rawPassages from '../../data/lingo-1-4.json';
import { parsePassages, type PassageChoice, type PassageQuestion } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import {
  checkPassageAnswer,
  nextPassageItem,
  passageWorkedExample,
  readingMasteryRules,
  readingSteps,
  type PassageAnswer,
  type PassageItem,
  type PassageMisconception,
  type PassagePracticeConfig,
} from '../../practice/engine';

const parsed = parsePassages(rawPassages, 'lingo-1-4.json');
if (parsed.problems.length > 0 && typeof console !== 'undefined') {
  for (const problem of parsed.problems) console.warn(problem);
}

/** The passages of Picture Match. */
export const pictureMatchPassages = parsed.passages;

/** Reading's mastery rules (the last 6 from at least 3 passages). */
export const pictureMatchRules = readingMasteryRules;

/** The general form of reading.md's hints. */
export const pictureMatchHint =
  'Read the sentence again. Look at the small words: in or on, how many, what colour, and who.';

/** The prompt of a sentence-to-picture item: the question, then the sentence. */
export const sentenceToPicturePrompt = (sentence: string): string =>
  `Which picture shows this? ${sentence}`;

const isSentenceToPicture = (question: PassageQuestion) => question.type === 'sentence-to-picture';
const isPictureToSentence = (question: PassageQuestion) => question.type === 'picture-to-sentence';

const base = {
  passages: pictureMatchPassages,
  generalHint: pictureMatchHint,
  sentenceHint: pictureMatchHint,
} as const;

/** Steps 1–2: a sentence, and the scenes to choose from. */
export const toPictureConfig: PassagePracticeConfig = { ...base, asks: isSentenceToPicture };
/** Step 3: a scene, and the sentences to choose from. */
export const toSentenceConfig: PassagePracticeConfig = { ...base, asks: isPictureToSentence };

/** A scene choice as the engine handles it: its text is its paraphrase; `picture` draws it. */
export function sceneChoice(choice: PassageChoice): PassageChoice {
  const { alt, ...rest } = choice;
  return alt === undefined ? choice : { ...rest, text: alt };
}

/** The item with its scene choices named by their paraphrases, and its prompt. */
function asPictureItem(item: PassageItem): PassageItem {
  if (!isSentenceToPicture(item.question)) return item;
  const prompt = sentenceToPicturePrompt(item.question.prompt);
  const question = {
    ...item.question,
    prompt,
    choices: item.question.choices.map(sceneChoice),
  };
  return {
    ...item,
    prompt,
    speech: [spokenForm(prompt, item.passage.say)],
    question,
    choices: item.choices.map(sceneChoice),
  };
}

/** The next item: scenes to choose at steps 1–2, sentences for a scene at step 3. */
export function generatePictureMatch(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): PassageItem {
  const config = step >= 3 ? toSentenceConfig : toPictureConfig;
  return asPictureItem(nextPassageItem(config, step, rng, context));
}

/**
 * reading.md's text after the answer ("Yes: the cat naps on the bed."): the sentence the picture
 * shows, after the session's own "Yes! Well done." (so "Yes" is not said twice).
 */
export function describePictureMatch(item: PassageItem): string {
  const sentence = isSentenceToPicture(item.question)
    ? (item.passage.sentences[item.question.evidence[0] ?? -1] ??
      item.question.prompt.replace(/^Which picture shows this\? /, ''))
    : (item.question.choices.find((choice) => choice.correct)?.text ?? '');
  return `The picture shows: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** The pure model of Picture Match. */
export const pictureMatchModel = {
  steps: readingSteps,
  generate: generatePictureMatch,
  check: (item: PassageItem, answer: PassageAnswer) =>
    checkPassageAnswer(toPictureConfig, item, answer),
  hints: {
    default: pictureMatchHint,
    'wrong-choice': pictureMatchHint,
    'wrong-sentence': pictureMatchHint,
  },
  workedExample: passageWorkedExample,
  describe: describePictureMatch,
} satisfies PracticeModel<PassageItem, PassageAnswer, PassageMisconception>;
