/**
 * The passage-practice engine every passage-question Lingo shares (reading.md, "Generator and
 * mastery", "Feedback"): the next (passage, question) item from a seeded generator, the answer
 * rule for choice, tap-the-sentence and two-part questions, the worked example, and reading's
 * mastery rules. Pure TypeScript, no React.
 */
import {
  sharedMasteryRules,
  type CheckResult,
  type GenerateContext,
  type PracticeItemBase,
  type PracticeModel,
  type Rng,
  type StreakRules,
  type WorkedExampleStep,
} from '@lingos/kit';
import {
  choicesForStep,
  type Passage,
  type PassageChoice,
  type PassageQuestion,
} from '../model/passages';
import { passagesAtStep, pickPassage, pickQuestions, questionsAtStep } from '../model/picker';
import { spokenForm } from '../model/spokenForms';
import { passageWords } from '../widgets/PassageReader/wordChoice';

/** Every reading practice Lingo has 3 steps (reading.md, "Step pattern"). */
export const readingSteps = 3;

/**
 * Reading's mastery rules: the shared model, and the last-6 window at the top step must cover
 * at least 3 different passages (`source` of each item), so one memorised passage cannot carry
 * mastery alone.
 */
export const readingMasteryRules: StreakRules = { ...sharedMasteryRules, minSources: 3 };

/**
 * The second part of a two-part item: after the choice, tap the sentence that shows it, or,
 * when `words` is given, tap the words that show it (PassageReader's tap-a-word).
 */
export interface EvidencePart {
  /** Spoken and shown: "Tap the sentence that tells you." */
  readonly prompt: string;
  /** The sentences that count (indices, s1 = 0); for a word tap, those holding the words. */
  readonly sentences: readonly number[];
  /**
   * A word tap: the words that count, by their number in the passage (`passageWords`). The
   * child taps one or more; every word tapped must be one of these.
   */
  readonly words?: readonly number[];
  /** A word tap: the words the worked example taps (a listed phrase, or a sentence's words). */
  readonly exampleWords?: readonly number[];
}

/** One passage question on screen. */
export interface PassageItem extends PracticeItemBase {
  /** `passage|question ids of the run|position`: the run is rebuilt from it. */
  readonly key: string;
  /** The passage id (reading's mastery spread counts these). */
  readonly source: string;
  readonly passage: Passage;
  readonly question: PassageQuestion;
  /** The step the item was made for. */
  readonly step: number;
  /** The cards shown, shuffled; empty for a tap-the-sentence question. */
  readonly choices: readonly PassageChoice[];
  /** The second part, when this item has one (choice, then the sentence tap). */
  readonly evidencePart: EvidencePart | null;
  /** The question's place in the run of questions on this passage. */
  readonly run: { readonly index: number; readonly size: number };
}

/**
 * An answer: the card chosen (its text) and, for a tap-the-sentence question or a two-part
 * item, the sentence tapped (s1 = 0).
 */
export interface PassageAnswer {
  readonly choice?: string;
  readonly sentence?: number;
  /** A word tap: the words tapped, by their number in the passage. */
  readonly words?: readonly number[];
}

/**
 * The engine's misconception keys: a wrong card, wrong evidence (a sentence or a word tapped
 * that does not show it).
 */
export type PassageMisconception = 'wrong-choice' | 'wrong-sentence';

/** What a Lingo gives the engine. */
export interface PassagePracticeConfig {
  /** The Lingo's passages (parsed from its JSON). */
  readonly passages: readonly Passage[];
  /** The questions the Lingo asks through the engine; default every choice and tap-sentence one. */
  readonly asks?: (question: PassageQuestion) => boolean;
  /** The second part of a choice question at `step`, or null (default: none). */
  readonly evidencePart?: (question: PassageQuestion, step: number) => EvidencePart | null;
  /** The Lingo's general hint: the `default` hint. */
  readonly generalHint: string;
  /**
   * The hint for a wrong sentence tap when the question has no `evidenceHint` of its own, or
   * a function making it for the item (1-1: "Find the sentence that talks about Jen and Max.").
   */
  readonly sentenceHint: string | ((item: PassageItem) => string);
  /**
   * The hint for a word tapped that does not show it (a word tap), or a function making it
   * for the item; default `sentenceHint`.
   */
  readonly wordHint?: string | ((item: PassageItem) => string);
}

const engineTypes: ReadonlySet<string> = new Set(['order', 'sort', 'match']);
const defaultAsks = (question: PassageQuestion) => !engineTypes.has(question.type);

/** Whether the question is answered by tapping a sentence rather than a card. */
export function isSentenceQuestion(question: Pick<PassageQuestion, 'type'>): boolean {
  return question.type === 'tap-sentence';
}

/** The standard second part: "Tap the sentence that tells you.", on the question's evidence. */
export function tapTheSentence(
  question: PassageQuestion,
  prompt = 'Tap the sentence that tells you.',
): EvidencePart | null {
  return question.evidence.length > 0 ? { prompt, sentences: question.evidence } : null;
}

const separator = '|';

/**
 * The key of an item: the passage, the run's question ids, the position in the run, and the
 * passages read in the current round of passages (`cycle`, oldest first, this one last). The
 * session keeps only the last 20 keys, so the passages read travel in the key: the picker's
 * "no passage a third time before every passage is read" holds over a whole session.
 */
export function passageItemKey(
  passageId: string,
  run: readonly string[],
  index: number,
  cycle: readonly string[] = [passageId],
): string {
  return [passageId, run.join(','), String(index), cycle.join(',')].join(separator);
}

/** Reads a key back; null for a key that is not an engine key. */
export function parsePassageItemKey(
  key: string,
): { passageId: string; run: string[]; index: number; cycle: string[] } | null {
  const parts = key.split(separator);
  if (parts.length !== 4) return null;
  const [passageId = '', run = '', index = '', cycle = ''] = parts;
  const position = Number(index);
  if (passageId === '' || run === '' || cycle === '' || !Number.isInteger(position)) return null;
  return { passageId, run: run.split(','), index: position, cycle: cycle.split(',') };
}

/**
 * The passages read in the current round, oldest first, from the latest engine key. A round
 * ends once every passage available has been read: from then on reading.md's rule is met,
 * and the next round starts with the passage that ended it (so it is not read twice in a row).
 */
export function passageHistory(recentKeys: readonly string[]): string[] {
  for (let at = recentKeys.length - 1; at >= 0; at -= 1) {
    const parsed = parsePassageItemKey(recentKeys[at] ?? '');
    if (parsed) return parsed.cycle;
  }
  return [];
}

function makeItem(
  config: PassagePracticeConfig,
  passage: Passage,
  question: PassageQuestion,
  run: readonly string[],
  index: number,
  cycle: readonly string[],
  step: number,
  rng: Rng,
): PassageItem {
  const sentence = isSentenceQuestion(question);
  const choices = sentence ? [] : rng.shuffle(choicesForStep(question, step));
  const evidencePart = sentence ? null : (config.evidencePart?.(question, step) ?? null);
  const speech = [spokenForm(question.prompt, passage.say)];
  return {
    key: passageItemKey(passage.id, run, index, cycle),
    prompt: question.prompt,
    speech,
    source: passage.id,
    passage,
    question,
    step,
    choices,
    evidencePart,
    run: { index, size: run.length },
  };
}

/**
 * The next item at `step`: the next question of the current passage's run (2-3 questions,
 * pickQuestions) while it lasts and fits the step, otherwise a new passage (pickPassage, with
 * the passages read carried in the keys: `passageHistory`). Choices are filtered for the step
 * (choicesForStep) and shuffled. Never the item just shown.
 */
export function nextPassageItem(
  config: PassagePracticeConfig,
  step: number,
  rng: Rng,
  context?: GenerateContext,
): PassageItem {
  const recentKeys = context?.recentKeys ?? [];
  const asks = config.asks ?? defaultAsks;
  const fits = (question: PassageQuestion) => asks(question) && question.step <= step;
  const last = parsePassageItemKey(recentKeys[recentKeys.length - 1] ?? '');
  if (last) {
    const passage = config.passages.find((each) => each.id === last.passageId);
    if (passage) {
      for (let index = last.index + 1; index < last.run.length; index += 1) {
        const question = passage.questions.find((each) => each.id === last.run[index]);
        if (question && fits(question)) {
          return makeItem(config, passage, question, last.run, index, last.cycle, step, rng);
        }
      }
    }
  }
  const asked = config.passages.map((passage) => ({
    ...passage,
    questions: passage.questions.filter(asks),
  }));
  const available = passagesAtStep(asked, step);
  if (available.length === 0) throw new Error(`No passage has a question at step ${step}`);
  const history = passageHistory(recentKeys);
  const lastKey = recentKeys[recentKeys.length - 1];
  // One passage with one question would repeat itself; a second draw is all that can help.
  for (let attempt = 0; ; attempt += 1) {
    const chosen = pickPassage(available, history, rng);
    const run = pickQuestions(chosen, step, rng);
    const original = config.passages.find((each) => each.id === chosen.id) ?? chosen;
    const first = run[0] ?? questionsAtStep(chosen, step)[0];
    if (!first) throw new Error(`Passage ${chosen.id} has no question at step ${step}`);
    const read = [...history, chosen.id];
    const roundDone = available.every((passage) => read.includes(passage.id));
    const item = makeItem(
      config,
      original,
      first,
      run.map((question) => question.id),
      0,
      roundDone ? [chosen.id] : read,
      step,
      rng,
    );
    if (item.key !== lastKey || attempt >= 3) return item;
  }
}

/** The correct card of a choice question. */
export function correctChoice(question: PassageQuestion): PassageChoice | undefined {
  return question.choices.find((choice) => choice.correct);
}

/** The sentences that answer the item's sentence tap. */
export function evidenceSentences(item: PassageItem): readonly number[] {
  return isSentenceQuestion(item.question)
    ? item.question.evidence
    : (item.evidencePart?.sentences ?? []);
}

/** Whether the item's second part is a word tap ("Tap the words that show it."). */
export function isWordPart(
  part: EvidencePart | null,
): part is EvidencePart & { readonly words: readonly number[] } {
  return part?.words !== undefined;
}

/** Whether an answer has every part the item asks for (the Check button waits for it). */
export function isPassageAnswerReady(item: PassageItem, answer: PassageAnswer): boolean {
  if (isSentenceQuestion(item.question)) return answer.sentence !== undefined;
  if (answer.choice === undefined) return false;
  if (item.evidencePart === null) return true;
  if (isWordPart(item.evidencePart)) return (answer.words?.length ?? 0) > 0;
  return answer.sentence !== undefined;
}

/** Marks keys of `CheckResult.marks`: a card by its text, a sentence by its index. */
export const choiceMarkKey = (text: string) => `choice:${text}`;
/** See {@link choiceMarkKey}. */
export const sentenceMarkKey = (index: number) => `sentence:${index}`;
/** See {@link choiceMarkKey}: a word by its number in the passage. */
export const wordMarkKey = (index: number) => `word:${index}`;

/**
 * The answer rule: the marked choice; for a sentence tap, one of the evidence sentences; for a
 * word tap, at least one word and every word tapped one that shows it; an item with two parts
 * is right only if both are. A wrong card gets its own hint as the message (and
 * speech, through the passage's spoken forms); a wrong tap gets the question's evidence hint or
 * the Lingo's sentence hint.
 */
export function checkPassageAnswer(
  config: Pick<PassagePracticeConfig, 'sentenceHint' | 'wordHint'>,
  item: PassageItem,
  answer: PassageAnswer,
): CheckResult<PassageMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  let wrongChoice: PassageChoice | undefined;
  if (!isSentenceQuestion(item.question)) {
    const chosen = item.choices.find((choice) => choice.text === answer.choice);
    if (chosen?.correct) marks[choiceMarkKey(chosen.text)] = 'correct';
    else {
      wrongChoice = chosen ?? { text: answer.choice ?? '', correct: false };
      if (chosen) marks[choiceMarkKey(chosen.text)] = 'incorrect';
    }
  }
  const sentences = evidenceSentences(item);
  let sentenceWrong = false;
  let wordsWrong = false;
  if (isWordPart(item.evidencePart)) {
    const allowed = item.evidencePart.words;
    const tapped = answer.words ?? [];
    for (const word of tapped) {
      marks[wordMarkKey(word)] = allowed.includes(word) ? 'correct' : 'incorrect';
    }
    wordsWrong = tapped.length === 0 || tapped.some((word) => !allowed.includes(word));
  } else if (isSentenceQuestion(item.question) || item.evidencePart !== null) {
    const tapped = answer.sentence;
    sentenceWrong = tapped === undefined || !sentences.includes(tapped);
    if (tapped !== undefined)
      marks[sentenceMarkKey(tapped)] = sentenceWrong ? 'incorrect' : 'correct';
  }
  if (!wrongChoice && !sentenceWrong && !wordsWrong) return { correct: true, marks };
  const say = (text: string) => spokenForm(text, item.passage.say);
  if (wrongChoice) {
    const message = wrongChoice.hint;
    return {
      correct: false,
      misconception: 'wrong-choice',
      marks,
      ...(message ? { message, speech: say(message) } : {}),
    };
  }
  const sentenceHint =
    typeof config.sentenceHint === 'string' ? config.sentenceHint : config.sentenceHint(item);
  if (wordsWrong) {
    const message =
      config.wordHint === undefined
        ? sentenceHint
        : typeof config.wordHint === 'string'
          ? config.wordHint
          : config.wordHint(item);
    return {
      correct: false,
      misconception: 'wrong-sentence',
      marks,
      message,
      speech: say(message),
    };
  }
  const message = item.question.evidenceHint ?? sentenceHint;
  return { correct: false, misconception: 'wrong-sentence', marks, message, speech: say(message) };
}

const sentenceNames = (indices: readonly number[]) => {
  const numbers = indices.map((index) => String(index + 1));
  if (numbers.length <= 1) return `Sentence ${numbers[0] ?? ''}`;
  return `Sentences ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1] ?? ''}`;
};

/**
 * The answer in words, announced after the child answers (reading.md's text alternative):
 * "Sentence 2 says: Jen and Max get the red sled." When the question names no sentence, the
 * right card: "The answer is: Owen."
 */
export function describePassageAnswer(item: PassageItem): string {
  const evidence =
    evidenceSentences(item).length > 0 ? evidenceSentences(item) : item.question.evidence;
  const right = correctChoice(item.question);
  if (evidence.length === 0) return `The answer is: ${right?.text ?? ''}`;
  const quoted = evidence.map((index) => item.passage.sentences[index] ?? '').join(' ');
  const verb = evidence.length === 1 ? 'says' : 'say';
  return `${sentenceNames(evidence)} ${verb}: ${quoted}`;
}

/**
 * The worked example (reading.md, "Worked example"), four steps the view draws on the passage:
 * 0 reads the question; 1 highlights and reads the evidence sentence (all the text when the
 * question names none); 2 says why it answers the question; 3 selects the answer (and taps the
 * sentence of a two-part item).
 */
export function passageWorkedExample(item: PassageItem): WorkedExampleStep[] {
  const { passage, question } = item;
  const say = (text: string) => spokenForm(text, passage.say);
  const evidence = question.evidence;
  const right = correctChoice(question);
  const quoted = evidence.map((index) => passage.sentences[index] ?? '').join(' ');
  const look =
    evidence.length === 0
      ? 'Let’s read all the sentences again and think about what they tell.'
      : `${sentenceNames(evidence)}: ${quoted}`;
  let why: string;
  let choose: string;
  if (isSentenceQuestion(question)) {
    why = `${evidence.length === 1 ? 'This sentence answers' : 'These sentences answer'} the question.`;
    choose = `So I tap ${sentenceNames(evidence).toLowerCase()}.`;
  } else {
    why =
      evidence.length === 0
        ? `All of them fit with: ${right?.text ?? ''}.`
        : `${evidence.length === 1 ? 'It tells' : 'They tell'} us the answer: ${right?.text ?? ''}.`;
    choose = `So I choose: ${right?.text ?? ''}.`;
    if (isWordPart(item.evidencePart)) {
      const shown = passageWords(passage);
      const tapped = (item.evidencePart.exampleWords ?? item.evidencePart.words)
        .map((index) => shown[index]?.text ?? '')
        .join(' ');
      choose = `So I choose: ${right?.text ?? ''}, and I tap the words '${tapped}'.`;
    } else if (item.evidencePart) {
      choose = `So I choose: ${right?.text ?? ''}, and I tap ${sentenceNames(item.evidencePart.sentences.slice(0, 1)).toLowerCase()}.`;
    }
  }
  const steps = [`The question is: ${question.prompt}`, look, why, choose];
  return steps.map((text) => ({ text, speech: say(text) }));
}

/** A passage Lingo's whole practice model, built from its config. */
export function createPassagePractice(
  config: PassagePracticeConfig,
): PracticeModel<PassageItem, PassageAnswer, PassageMisconception> {
  return {
    steps: readingSteps,
    generate: (step, rng, context) => nextPassageItem(config, step, rng, context),
    check: (item, answer) => checkPassageAnswer(config, item, answer),
    hints: {
      default: config.generalHint,
      'wrong-choice': config.generalHint,
      'wrong-sentence':
        typeof config.sentenceHint === 'string' ? config.sentenceHint : config.generalHint,
    },
    workedExample: passageWorkedExample,
    describe: describePassageAnswer,
    describeSpeech: (item) => spokenForm(describePassageAnswer(item), item.passage.say),
  };
}
