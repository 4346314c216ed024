/**
 * Lingo 1-3, First, Next, Last: put the events of a short story in order (reading.md 1-3).
 * Step 1: a passage with the time words First and Last, read aloud by itself; 3 event cards
 * with pictures. Step 2: 4 event cards with pictures, or a "What happens first/last?" choice
 * of 3. Step 3: 4–5 event cards without pictures. The answer rule is the story order; a sort
 * is first-try correct only if every card is in its place at the first Check.
 */
import {
  sharedMasteryRules,
  sortMarks,
  type CheckResult,
  type GenerateContext,
  type PracticeItemBase,
  type PracticeModel,
  type Rng,
  type StreakRules,
  type WorkedExampleStep,
} from '@lingos/kit';
import rawPassages from '../../data/lingo-1-3.json';
import {
  parsePassages,
  type Passage,
  type PassageChoice,
  type PassageQuestion,
} from '../../model/passages';
import { masteryPassageSpread } from '../../model/picker';
import { spokenForm } from '../../model/spokenForms';
import { nextPassageItem, type PassagePracticeConfig } from '../../practice/engine';

// ─── Data ────────────────────────────────────────────────────────────────────────────────

const parsed = parsePassages(rawPassages, 'lingo-1-3.json');
if (parsed.problems.length > 0 && typeof console !== 'undefined') {
  for (const problem of parsed.problems) console.warn(problem);
}

/** The passages of First, Next, Last. */
export const firstNextLastPassages: readonly Passage[] = parsed.passages;

/** Reading's mastery: the shared rules, the last 6 covering at least 3 passages. */
export const firstNextLastRules: StreakRules = {
  ...sharedMasteryRules,
  minSources: masteryPassageSpread,
};

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** One event card: its place in the story (`index`), its text and its picture. */
export interface EventCard {
  /** `e0`, `e1`…: the card's place in the story, so ids never give the order away on screen. */
  readonly id: string;
  readonly index: number;
  readonly text: string;
  /** The emoji reading.md gives; absent at step 3 (cards without pictures). */
  readonly picture?: string;
  /** The sentence of the passage that tells this event (s1 = 0). */
  readonly sentence: number;
}

/** What an item asks: event cards to put in order, or a first/last choice. */
export type FirstNextLastTask =
  | {
      readonly kind: 'order';
      /** The cards as first shown: shuffled, never already in order. */
      readonly cards: readonly EventCard[];
    }
  | {
      readonly kind: 'choice';
      /** The choices shown, shuffled (3 from step 2 on). */
      readonly choices: readonly PassageChoice[];
      /** The sentence that answers it (s1 = 0). */
      readonly evidence: readonly number[];
    };

/** A First, Next, Last item: one question on one passage. */
export interface FirstNextLastItem extends PracticeItemBase {
  readonly step: number;
  readonly passage: Passage;
  readonly questionId: string;
  readonly task: FirstNextLastTask;
  /** The source for the mastery window: the passage id. */
  readonly source: string;
}

/** The child's answer: the card ids in order, or the text of the choice picked. */
export type FirstNextLastAnswer =
  | { readonly kind: 'order'; readonly ids: readonly string[] }
  | { readonly kind: 'choice'; readonly text: string };

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The order prompt, as the data gives it. */
export const orderPrompt = 'Put the events in order.';

/** Hint texts of reading.md 1-3. `logic` and `time-words` are reworded per item (see `check`). */
export const firstNextLastHints = {
  logic: "Can this happen before that? Liv can't put a hat on a snowman she hasn't made yet.",
  'time-words': "The word 'First' tells you which comes at the start. Find it in the story.",
  choice: 'Find the sentence that tells it. Read it again with me.',
  default: 'Read the story again. What happens at the start? What happens at the end?',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type FirstNextLastMisconception = Exclude<keyof typeof firstNextLastHints, 'default'>;

/** The time words that tell the order of a story. */
const timeWords = ['First', 'Next', 'Then', 'Last'] as const;

/** Whether a passage tells its order with the time words First and Last (step 1). */
export function hasTimeWords(passage: Passage): boolean {
  return (
    passage.sentences.some((sentence) => /^First\b/.test(sentence)) &&
    passage.sentences.some((sentence) => /^Last\b|\bAt last\b/.test(sentence))
  );
}

/** The time word a sentence starts with, if any ("Last"; "At last" is Last too). */
export function timeWordOf(sentence: string): string | undefined {
  if (/^At last\b/.test(sentence)) return 'Last';
  return timeWords.find((word) => new RegExp(`^${word}\\b`).test(sentence));
}

/** "Event cards: Liv adds a hat and a scarf; Liv makes a big ball of snow; …" */
export function eventCardsText(cards: readonly EventCard[]): string {
  return `Event cards: ${cards.map((card) => withoutStop(card.text)).join('; ')}.`;
}

/** A card's text without its full stop, to sit inside a sentence. */
function withoutStop(text: string): string {
  return text.replace(/[.!?]$/, '');
}

/** A card's text inside a sentence: "she adds a hat"; a name keeps its capital ("Ana digs"). */
function lowerFirst(text: string): string {
  return /^(She|He|They|It|A|An|At|The|Then)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * The logic hint for a card put too early, in the curriculum's form: "Can this happen before
 * that?" and the story's own reason. Passage A keeps reading.md's words about Liv's snowman.
 */
export function logicHint(passage: Passage, early: EventCard, before: EventCard): string {
  if (passage.id === '1-3-a') return firstNextLastHints.logic;
  return `Can this happen before that? ${withoutStop(early.text)}: that can't come before ${lowerFirst(withoutStop(before.text))}.`;
}

/** The time-word hint: "The word 'First' tells you which comes at the start. …" */
export function timeWordHint(word: 'First' | 'Last'): string {
  return word === 'First'
    ? firstNextLastHints['time-words']
    : "The word 'Last' tells you which comes at the end. Find it in the story.";
}

// ─── Events and their sentences ─────────────────────────────────────────────────────────

const smallWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'to',
  'in',
  'on',
  'at',
  'it',
  'is',
  'of',
  'she',
  'he',
  'they',
  'her',
  'his',
  'first',
  'next',
  'then',
  'last',
]);

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => !smallWords.has(word)),
  );
}

/**
 * The sentence each event of an order question comes from, in story order: for each event the
 * later sentence sharing the most words with it (after the previous event's sentence). The
 * data gives events reworded ("She sets a small ball on top."), not sentence numbers.
 */
export function eventSentences(passage: Passage, question: PassageQuestion): number[] {
  const found: number[] = [];
  let after = -1;
  for (const event of question.events ?? []) {
    const words = contentWords(event.text);
    let best = -1;
    let bestScore = -1;
    const remaining = (question.events?.length ?? 0) - found.length - 1;
    for (let index = after + 1; index < passage.sentences.length - remaining; index += 1) {
      const shared = [...contentWords(passage.sentences[index] ?? '')].filter((word) =>
        words.has(word),
      ).length;
      if (shared > bestScore) {
        best = index;
        bestScore = shared;
      }
    }
    found.push(best);
    after = best;
  }
  return found;
}

/** The event cards of an order question, in story order. */
export function storyCards(passage: Passage, question: PassageQuestion): EventCard[] {
  const sentences = eventSentences(passage, question);
  return (question.events ?? []).map((event, index) => ({
    id: `e${index}`,
    index,
    text: event.text,
    sentence: sentences[index] ?? 0,
    ...(event.picture === undefined ? {} : { picture: event.picture }),
  }));
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

/** The question types asked at each step: step 1 orders, step 2 orders or chooses, step 3 orders. */
function questionFits(question: PassageQuestion, step: number): boolean {
  if (question.step > step) return false;
  if (question.type === 'order') return true;
  return step === 2;
}

/** The questions of a passage asked at a step, in the passage's order. */
export function questionsFor(passage: Passage, step: number): PassageQuestion[] {
  return passage.questions.filter((question) => questionFits(question, step));
}

/** The passages read at a step: step 1 only those with the time words First and Last. */
export function passagesFor(step: number): Passage[] {
  return firstNextLastPassages.filter(
    (passage) => questionsFor(passage, step).length > 0 && (step > 1 || hasTimeWords(passage)),
  );
}

/**
 * The passage engine's setup at a step: the passages read at the step, and the questions
 * asked there (order questions; at step 2 the first/last choices too). The engine picks the
 * passage and its run of questions, as for every reading Lingo.
 */
const engineConfigs = new Map<number, PassagePracticeConfig>();
function engineConfig(step: number): PassagePracticeConfig {
  const known = engineConfigs.get(step);
  if (known) return known;
  const config: PassagePracticeConfig = {
    passages: passagesFor(step),
    asks: (question) => question.type === 'order' || step === 2,
    generalHint: firstNextLastHints.default,
    sentenceHint: firstNextLastHints.choice,
  };
  engineConfigs.set(step, config);
  return config;
}

/** Shuffled, never already in story order. */
function shuffledOutOfOrder(cards: readonly EventCard[], rng: Rng): EventCard[] {
  const sorted = (list: readonly EventCard[]) =>
    list.every((card, index) => index === 0 || list[index - 1]!.index < card.index);
  let shuffled = rng.shuffle(cards);
  for (let tries = 0; sorted(shuffled) && tries < 20; tries += 1) shuffled = rng.shuffle(cards);
  if (sorted(shuffled)) shuffled = [...shuffled].reverse();
  return shuffled;
}

/** The cards of an order item at a step: 3 at step 1 (first, one between, last), all after. */
export function cardsAtStep(all: readonly EventCard[], step: number, rng: Rng): EventCard[] {
  const chosen =
    step === 1 && all.length > 3
      ? [all[0]!, rng.pick(all.slice(1, -1)), all[all.length - 1]!]
      : [...all];
  // Step 3's cards have no pictures: the child reads them.
  const shown = step === 3 ? chosen.map(({ picture: _picture, ...card }) => card) : chosen;
  return shuffledOutOfOrder(shown, rng);
}

/**
 * The next item: the passage engine's next (passage, question) at the step (reading.md's
 * picking rules: a run of the passage's questions, never the passage just read, none a third
 * time before every one is read), made into event cards to order or a first/last choice.
 */
export function generateFirstNextLast(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): FirstNextLastItem {
  const item = nextPassageItem(engineConfig(step), step, rng, context);
  const { passage, question, key } = item;
  const base = { key, step, passage, questionId: question.id, source: item.source };
  if (question.type === 'order') {
    const cards = cardsAtStep(storyCards(passage, question), step, rng);
    return {
      ...base,
      prompt: orderPrompt,
      speech: [orderPrompt, eventCardsText(cards)],
      task: { kind: 'order', cards },
    };
  }
  return {
    ...base,
    prompt: question.prompt,
    task: { kind: 'choice', choices: item.choices, evidence: question.evidence },
  };
}

// ─── Checking ────────────────────────────────────────────────────────────────────────────

/** The card ids in story order. */
export function solutionOf(cards: readonly EventCard[]): string[] {
  return [...cards].sort((a, b) => a.index - b.index).map((card) => card.id);
}

/** The hint for a wrong order: a time word when the first or last card is out, else logic. */
function orderMiss(
  item: FirstNextLastItem,
  cards: readonly EventCard[],
  ids: readonly string[],
): CheckResult<FirstNextLastMisconception> {
  const solution = solutionOf(cards);
  const marks = sortMarks(ids, solution);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const { sentences } = item.passage;
  const firstCard = byId.get(solution[0] as string) as EventCard;
  const lastCard = byId.get(solution[solution.length - 1] as string) as EventCard;
  if (ids[0] !== firstCard.id && timeWordOf(sentences[firstCard.sentence] ?? '') === 'First') {
    return { correct: false, misconception: 'time-words', marks };
  }
  if (
    ids[ids.length - 1] !== lastCard.id &&
    timeWordOf(sentences[lastCard.sentence] ?? '') === 'Last'
  ) {
    return { correct: false, misconception: 'time-words', message: timeWordHint('Last'), marks };
  }
  // The first card placed before one that comes earlier in the story.
  for (const [place, id] of ids.entries()) {
    const card = byId.get(id) as EventCard;
    const earlier = ids
      .slice(place + 1)
      .map((other) => byId.get(other) as EventCard)
      .find((other) => other.index < card.index);
    if (earlier) {
      return {
        correct: false,
        misconception: 'logic',
        message: logicHint(item.passage, card, earlier),
        marks,
      };
    }
  }
  return { correct: false, misconception: 'logic', marks };
}

/** The answer rule: the story order; for a choice, the marked choice. */
export function checkFirstNextLast(
  item: FirstNextLastItem,
  answer: FirstNextLastAnswer,
): CheckResult<FirstNextLastMisconception> {
  const { task } = item;
  if (task.kind === 'order') {
    const ids = answer.kind === 'order' ? answer.ids : [];
    const solution = solutionOf(task.cards);
    const complete = ids.length === solution.length && solution.every((id) => ids.includes(id));
    if (!complete) return { correct: false, misconception: 'logic' };
    if (ids.every((id, index) => solution[index] === id)) {
      return { correct: true, marks: sortMarks(ids, solution) };
    }
    return orderMiss(item, task.cards, ids);
  }
  const picked = answer.kind === 'choice' ? answer.text : '';
  const choice = task.choices.find((each) => each.text === picked);
  if (choice?.correct) return { correct: true };
  return {
    correct: false,
    misconception: 'choice',
    ...(choice?.hint ? { message: choice.hint } : {}),
  };
}

// ─── Describing and the worked example ──────────────────────────────────────────────────

/** A worked-example step: what to highlight in the passage and what the cards show. */
export interface FirstNextLastWorkedStep extends WorkedExampleStep {
  /** The sentences lit ("Look here"). */
  readonly lookHere: readonly number[];
  /** The cards in order, once the example places them. */
  readonly order?: readonly string[];
  /** The choice selected, once the example picks it. */
  readonly choice?: string;
}

/** The answer in words, after the child has answered. */
export function describeFirstNextLast(item: FirstNextLastItem): string {
  const { task } = item;
  if (task.kind === 'order') {
    const byId = new Map(task.cards.map((card) => [card.id, card]));
    const texts = solutionOf(task.cards).map((id) => withoutStop(byId.get(id)?.text ?? ''));
    return `Order correct: ${texts.join('; ')}.`;
  }
  const right = task.choices.find((choice) => choice.correct);
  const sentence = task.evidence[0];
  const evidence =
    sentence === undefined
      ? ''
      : ` Sentence ${sentence + 1} says: ${item.passage.sentences[sentence]}`;
  return `Yes: ${withoutStop(right?.text ?? '')}.${evidence}`;
}

/**
 * The worked example of reading.md: it reads the question; highlights and reads the evidence;
 * says why it answers the question; then places the cards or selects the answer.
 */
export function workedFirstNextLast(item: FirstNextLastItem): FirstNextLastWorkedStep[] {
  const { task, passage } = item;
  const say = (text: string) => spokenForm(text, passage.say);
  if (task.kind === 'order') {
    const byId = new Map(task.cards.map((card) => [card.id, card]));
    const solution = solutionOf(task.cards);
    const cards = solution.map((id) => byId.get(id) as EventCard);
    const sentences = cards.map((card) => card.sentence);
    const first = cards[0] as EventCard;
    const last = cards[cards.length - 1] as EventCard;
    const read = sentences.map((index) => passage.sentences[index] ?? '').join(' ');
    return [
      { text: `${item.prompt} Let's find each event in the story.`, lookHere: [] },
      {
        text: `The story says: ${read}`,
        speech: say(`The story says: ${read}`),
        lookHere: sentences,
      },
      {
        text: `The story tells them in this order. ${withoutStop(first.text)} comes first, and ${lowerFirst(withoutStop(last.text))} comes last.`,
        lookHere: sentences,
      },
      {
        text: `So the order is: ${cards.map((card) => withoutStop(card.text)).join('; ')}.`,
        lookHere: sentences,
        order: solution,
      },
    ];
  }
  const right = task.choices.find((choice) => choice.correct) as PassageChoice;
  const evidence = task.evidence;
  const sentence = evidence[0];
  const quoted = sentence === undefined ? '' : (passage.sentences[sentence] ?? '');
  return [
    { text: item.prompt, lookHere: [] },
    {
      text:
        sentence === undefined ? 'Look in the story.' : `Sentence ${sentence + 1} says: ${quoted}`,
      speech: say(
        sentence === undefined ? 'Look in the story.' : `Sentence ${sentence + 1} says: ${quoted}`,
      ),
      lookHere: evidence,
    },
    {
      text: `That sentence tells us the answer: ${withoutStop(right.text)}.`,
      lookHere: evidence,
    },
    {
      text: `So the answer is: ${withoutStop(right.text)}.`,
      lookHere: evidence,
      choice: right.text,
    },
  ];
}

/** The pure model of First, Next, Last. */
export const firstNextLastModel = {
  steps: 3,
  generate: generateFirstNextLast,
  check: checkFirstNextLast,
  hints: firstNextLastHints,
  workedExample: workedFirstNextLast,
  describe: describeFirstNextLast,
} satisfies PracticeModel<FirstNextLastItem, FirstNextLastAnswer, FirstNextLastMisconception>;
