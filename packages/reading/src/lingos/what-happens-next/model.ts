/**
 * Lingo 2-3, What Happens Next? (reading.md 2-3): use the clues in a story to predict what
 * happens next. Step 1: 2 choices, the likely event and an unrelated one. Step 2: 3 choices,
 * likely, possible with no clue, unrelated. Step 3: the prediction, then "Tap a clue
 * sentence." (any listed clue counts); both must be right. After the answer the story's ending
 * is revealed and read aloud; it is not graded.
 */
import rawPassages from '../../data/lingo-2-3.json';
import { parsePassages } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import {
  createPassagePractice,
  readingMasteryRules,
  tapTheSentence,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';

const parsed = parsePassages(rawPassages, 'lingo-2-3.json');
if (parsed.problems.length > 0 && typeof console !== 'undefined') {
  for (const problem of parsed.problems) console.warn(problem);
}

/** The stories of What Happens Next? */
export const whatHappensNextPassages = parsed.passages;

/** Reading's mastery rules (the last 6 from at least 3 passages). */
export const whatHappensNextRules = readingMasteryRules;

/** Step 3's second part. */
export const cluePrompt = 'Tap a clue sentence.';

/** What the reveal is announced as (reading.md's text alternative). */
export const revealText = "Let's find out what happened.";

/** The hint for a sentence tapped that is not a clue: "Look at sentence __." */
export function clueHint(item: PassageItem): string {
  const first = item.question.evidence[0];
  return first === undefined
    ? 'Which sentence points to what happens next?'
    : `Which sentence points to what happens next? Look at sentence ${first + 1}.`;
}

/** The engine's config for 2-3: step 3 asks for a clue after the prediction. */
export const whatHappensNextConfig: PassagePracticeConfig = {
  passages: whatHappensNextPassages,
  evidencePart: (question, step) => (step >= 3 ? tapTheSentence(question, cluePrompt) : null),
  generalHint: 'Look for the clues in the story. What do they point to?',
  sentenceHint: clueHint,
};

/** "You used the clue: Dark grey clouds rolled across the sky." (after the reveal). */
export function clueText(item: PassageItem, tapped: number | undefined): string {
  const clue = tapped ?? item.question.evidence[0];
  const sentence = clue === undefined ? '' : (item.passage.sentences[clue] ?? '');
  return tapped === undefined ? `The clue: ${sentence}` : `You used the clue: ${sentence}`;
}

const engine = createPassagePractice(whatHappensNextConfig);

/**
 * The pure model of What Happens Next?: the engine's, with the reveal as the answer in words:
 * "Let's find out what happened." shown, and the ending read after it.
 */
export const whatHappensNextModel: typeof engine = {
  ...engine,
  describe: () => revealText,
  describeSpeech: (item) => [
    revealText,
    ...(item.passage.ending ? [spokenForm(item.passage.ending, item.passage.say)] : []),
  ],
};
