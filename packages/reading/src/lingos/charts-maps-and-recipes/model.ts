/**
 * Lingo 3-5, Charts, Maps and Recipes (reading.md): find facts in a recipe card, a bar chart
 * and a map (InfoCard), by choosing a card or typing a number on the NumberPad. The passage
 * questions run on the shared passage-practice engine; the NumberPad questions, the evidence
 * on the card ("Look here") and the worked example are this Lingo's own.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import rawPassages from '../../data/lingo-3-5.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import {
  checkPassageAnswer,
  correctChoice,
  nextPassageItem,
  readingSteps,
  type PassageAnswer,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';
import {
  parseInfoCard,
  type InfoCardData,
  type InfoCardPart,
} from '../../widgets/InfoCard/infoCardModel';

// ─── Data ────────────────────────────────────────────────────────────────────────────────

/** A NumberPad question (the data's `numberQuestions`). */
export interface NumberQuestion {
  readonly id: string;
  readonly step: number;
  readonly prompt: string;
  /** A whole number: reading.md, "Amounts are whole millilitres. Counts are whole numbers." */
  readonly answer: number;
  /** Shown after the box ("mL"). */
  readonly unit?: string;
  readonly hint: string;
}

/**
 * Where on the card a question is answered, and why: "Look here" outlines `parts` after a
 * hint, and the worked example reads `where` and `why` (reading.md's four steps, on the card).
 */
export interface CardEvidence {
  readonly parts: readonly InfoCardPart[];
  /** Step 2 of the worked example: the part read out. */
  readonly where: string;
  /** Step 3: why it answers the question. */
  readonly why: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "Which place is between the tents and the beach?" comes with its answer only (reading.md);
 * its wrong choices and hints are written here, in the spirit of the map's other hints: the
 * two places of the centre column, above and below the campfire.
 */
export const betweenWrongChoices = [
  {
    text: 'the canoe dock',
    correct: false,
    hint: 'The canoe dock is north of the campfire, in the top row. The tents and the beach are in the middle row. What is between them?',
  },
  {
    text: 'the washrooms',
    correct: false,
    hint: 'The washrooms are south, in the bottom row. Look along the middle row, from the tents to the beach.',
  },
] as const;

/** What each map symbol looks like, for the picture cards and the legend (never the place's name). */
export const symbolAlts: Readonly<Record<string, string>> = {
  '🌲': 'an evergreen tree',
  '🛶': 'a canoe',
  '🌊': 'a wave',
  '⛺': 'a tent',
  '🔥': 'a fire',
  '🏖️': 'an umbrella on the sand',
  '🚗': 'a car',
  '🚻': 'a sign with a man and a woman',
  '🍽️': 'a plate with a fork and a knife',
};

/** The evidence of every question on its card, by `passage/question`. */
export const cardEvidence: Readonly<Record<string, CardEvidence>> = {
  '3-5-a/cereal': {
    parts: ['amount-0', 'ingredient-0'],
    where: 'The ingredients list: 500 mL oat-ring cereal.',
    why: 'The cereal line tells how much cereal: 500 mL.',
  },
  '3-5-a/first': {
    parts: ['step-1'],
    where: 'Step 1: Wash your hands.',
    why: 'Number 1 is what you do first.',
  },
  '3-5-a/after-pour': {
    parts: ['step-3', 'step-4'],
    where: 'Step 3: Pour everything into a big bowl. Step 4: Stir gently with a large spoon.',
    why: 'Step 4 comes right after step 3: stir gently.',
  },
  '3-5-a/more': {
    parts: ['amount-1', 'ingredient-1', 'amount-2', 'ingredient-2'],
    where: 'The ingredients list: 250 mL mini pretzels, 125 mL raisins.',
    why: '250 is more than 125, so you need more pretzels.',
  },
  '3-5-a/feature': {
    parts: ['ingredients'],
    where: 'The ingredients list: each line starts with an amount.',
    why: 'The amounts tell how much of each thing to use.',
  },
  '3-5-a/dried-fruit': {
    parts: ['amount-2', 'ingredient-2', 'amount-4', 'ingredient-4'],
    where: 'The ingredients list: 125 mL raisins, 125 mL dried cranberries.',
    why: '125 mL plus 125 mL makes 250 mL of dried fruit.',
  },
  '3-5-b/most': {
    parts: ['bar-0', 'bar-1', 'bar-2', 'bar-3'],
    where: 'The bars: sledding 9, skating 7, building snow forts 5, skiing 3.',
    why: 'The sledding bar is the tallest: 9 votes is the most.',
  },
  '3-5-b/skating': {
    parts: ['bar-1', 'axis'],
    where: 'The skating bar, and the numbers along the side.',
    why: 'The top of the skating bar is across from 7.',
  },
  '3-5-b/how-many-more': {
    parts: ['bar-0', 'bar-3'],
    where: 'The sledding bar reaches 9. The skiing bar reaches 3.',
    why: 'How many more is the difference: 9 − 3 = 6.',
  },
  '3-5-b/feature': {
    parts: ['title'],
    where: 'The title: Our Favourite Winter Activities.',
    why: 'The title names the topic: what the chart is about.',
  },
  '3-5-b/in-all': {
    parts: ['bar-0', 'bar-1', 'bar-2', 'bar-3'],
    where: 'The bars: sledding 9, skating 7, building snow forts 5, skiing 3.',
    why: 'In all means add every bar: 9 + 7 + 5 + 3 = 24.',
  },
  '3-5-c/symbol': {
    parts: ['legend-7'],
    where: 'The legend: washrooms.',
    why: 'The washrooms symbol is a sign with a man and a woman.',
  },
  '3-5-c/north-of-campfire': {
    parts: ['cell-1-1', 'cell-0-1', 'compass'],
    where: 'The campfire, and the square just above it.',
    why: 'North is up. Right above the campfire is the canoe dock.',
  },
  '3-5-c/west-of-campfire': {
    parts: ['cell-1-1', 'cell-1-0', 'compass'],
    where: 'The campfire, and the square just left of it.',
    why: 'West is left. Just left of the campfire are the tents.',
  },
  '3-5-c/route': {
    parts: ['cell-2-0', 'cell-1-0', 'cell-0-0'],
    where: 'The parking lot, then two squares straight up.',
    why: 'One square north is the tents. Two squares north is the forest trail.',
  },
  '3-5-c/between': {
    parts: ['cell-1-0', 'cell-1-1', 'cell-1-2'],
    where: 'The middle row: tents, campfire, beach.',
    why: 'The campfire is in the middle, between the tents and the beach.',
  },
  '3-5-c/feature': {
    parts: ['compass'],
    where: 'The compass rose: N is at the top.',
    why: 'The compass rose shows N, E, S and W, so it tells which way is north.',
  },
};

/** Spoken forms of the hints' and worked examples' numbers and symbols, beside each passage's. */
const lingoSay: Readonly<Record<string, string>> = {
  '9 − 3 = 6': 'nine minus three equals six',
  '9 + 7 + 5 + 3 = 24': 'nine plus seven plus five plus three equals twenty-four',
  '9 + 7 + 5 + 3': 'nine plus seven plus five plus three',
  '500 mL': 'five hundred millilitres',
  '250 mL': 'two hundred fifty millilitres',
  '125 mL': 'one hundred twenty-five millilitres',
};

/** One information card of the Lingo: its passage (questions included), card and NumberPad questions. */
export interface InfoPassage {
  readonly passage: Passage;
  readonly card: InfoCardData;
  readonly numberQuestions: readonly NumberQuestion[];
}

function readNumberQuestions(raw: unknown): NumberQuestion[] {
  return (Array.isArray(raw) ? raw : []).flatMap((entry): NumberQuestion[] => {
    if (!isRecord(entry)) return [];
    const { id, step, prompt, answer, unit, hint } = entry;
    if (
      typeof id !== 'string' ||
      typeof prompt !== 'string' ||
      typeof hint !== 'string' ||
      typeof step !== 'number' ||
      typeof answer !== 'number' ||
      !Number.isInteger(answer)
    ) {
      console.warn(`Skipped a NumberPad question of lingo-3-5.json: ${JSON.stringify(entry)}`);
      return [];
    }
    return [{ id, step, prompt, answer, hint, ...(typeof unit === 'string' ? { unit } : {}) }];
  });
}

/** The NumberPad question as the engine sees it: a question with no cards. */
const asEngineQuestion = (question: NumberQuestion): PassageQuestion => ({
  id: question.id,
  type: 'number',
  step: question.step,
  prompt: question.prompt,
  choices: [],
  evidence: [],
});

/** Completes "between" with its wrong choices, and puts it among the passage's questions. */
function completeUnhinted(raw: unknown): PassageQuestion[] {
  return (Array.isArray(raw) ? raw : []).flatMap((entry): PassageQuestion[] => {
    if (!isRecord(entry) || entry.id !== 'between' || !Array.isArray(entry.choices)) return [];
    const right = entry.choices.find((choice) => isRecord(choice) && choice.correct === true);
    if (!isRecord(right) || typeof right.text !== 'string') return [];
    return [
      {
        id: 'between',
        type: typeof entry.type === 'string' ? entry.type : 'direction',
        step: typeof entry.step === 'number' ? entry.step : 3,
        prompt: String(entry.prompt),
        choices: [{ text: right.text, correct: true }, ...betweenWrongChoices],
        evidence: [],
      },
    ];
  });
}

function loadInfoPassages(): InfoPassage[] {
  const { passages, problems } = parsePassages(rawPassages, 'lingo-3-5.json');
  for (const problem of problems) console.warn(problem);
  return passages.flatMap((passage): InfoPassage[] => {
    const raw = (rawPassages as readonly unknown[]).find(
      (entry) => isRecord(entry) && entry.id === passage.id,
    );
    if (!isRecord(raw)) return [];
    const { card, problems: cardProblems } = parseInfoCard(raw.infoCard, passage.id);
    for (const problem of cardProblems) console.warn(problem);
    if (!card) return [];
    const numberQuestions = readNumberQuestions(raw.numberQuestions);
    return [
      {
        passage: {
          ...passage,
          questions: [
            ...passage.questions,
            ...completeUnhinted(raw.unhintedQuestions),
            ...numberQuestions.map(asEngineQuestion),
          ],
        },
        card,
        numberQuestions,
      },
    ];
  });
}

/** The Lingo's three information cards: the trail mix recipe, the winter chart, the camp map. */
export const infoPassages: readonly InfoPassage[] = loadInfoPassages();

// ─── Items and answers ──────────────────────────────────────────────────────────────────

/** One item: the engine's passage item, its card, its NumberPad question if it is one. */
export interface ChartsItem extends PassageItem {
  readonly card: InfoCardData;
  readonly numberQuestion: NumberQuestion | null;
  readonly evidence: CardEvidence;
}

/** A card chosen (its text) or a number typed. */
export interface ChartsAnswer extends PassageAnswer {
  readonly number?: number;
}

/** The misconception keys: a wrong card (its own hint), a wrong number (the question's hint). */
export type ChartsMisconception = 'wrong-choice' | 'wrong-number';

/** The Lingo's general hint, when a miss names nothing else. */
export const generalHint = 'Find the part of the card that tells you. Read it again with me.';

const engineConfig: PassagePracticeConfig = {
  passages: infoPassages.map((each) => each.passage),
  generalHint,
  // 3-5 has no sentence taps; the engine needs the text all the same.
  sentenceHint: generalHint,
};

const fallbackEvidence: CardEvidence = { parts: [], where: 'Look at the whole card.', why: '' };

function decorate(item: PassageItem): ChartsItem {
  const info = infoPassages.find((each) => each.passage.id === item.passage.id);
  if (!info) throw new Error(`No card for ${item.passage.id}`);
  const numberQuestion =
    item.question.type === 'number'
      ? (info.numberQuestions.find((question) => question.id === item.question.id) ?? null)
      : null;
  return {
    ...item,
    card: info.card,
    numberQuestion,
    evidence: cardEvidence[`${item.passage.id}/${item.question.id}`] ?? fallbackEvidence,
  };
}

/**
 * The next item at a step: the engine's generator (runs of 2–3 questions on one card, a new
 * card otherwise, never the same item twice in a row) over the passage and NumberPad questions.
 */
export function generateChartsItem(step: number, rng: Rng, context?: GenerateContext): ChartsItem {
  return decorate(nextPassageItem(engineConfig, step, rng, context));
}

/** What is spoken for a text of this item: the passage's spoken forms and the Lingo's. */
export function sayFor(item: Pick<PassageItem, 'passage'>, text: string): string {
  return spokenForm(text, { ...lingoSay, ...item.passage.say });
}

/**
 * A map symbol a text shows as an emoji, put in words: "⛺ means tents." → "That symbol means
 * tents." (pictures are never emoji text on screen).
 */
export function withoutSymbols(text: string): string {
  return Object.keys(symbolAlts).reduce(
    (result, symbol) => result.replaceAll(symbol, 'That symbol'),
    text,
  );
}

/** Whether Check can be pressed: a card chosen, or a number typed. */
export function isChartsAnswerReady(item: ChartsItem, answer: ChartsAnswer): boolean {
  return item.numberQuestion ? answer.number !== undefined : answer.choice !== undefined;
}

/**
 * The answer rule: the marked card (the engine's checker; a wrong card's own hint, its symbols
 * in words), or the exact whole number. Marks: `choice:<text>` / `number`.
 */
export function checkChartsAnswer(
  item: ChartsItem,
  answer: ChartsAnswer,
): CheckResult<ChartsMisconception> {
  if (item.numberQuestion) {
    const correct = answer.number === item.numberQuestion.answer;
    if (correct) return { correct: true, marks: { number: 'correct' } };
    const message = item.numberQuestion.hint;
    return {
      correct: false,
      misconception: 'wrong-number',
      marks: { number: 'incorrect' },
      message,
      speech: sayFor(item, message),
    };
  }
  const result = checkPassageAnswer(engineConfig, item, answer);
  if (result.correct) return { correct: true, ...(result.marks ? { marks: result.marks } : {}) };
  const message = result.message ? withoutSymbols(result.message) : undefined;
  return {
    correct: false,
    misconception: 'wrong-choice',
    ...(result.marks ? { marks: result.marks } : {}),
    ...(message ? { message, speech: sayFor(item, message) } : {}),
  };
}

/** The right answer as shown: the right card's text, or the number with its unit. */
export function rightAnswerText(item: ChartsItem): string {
  if (item.numberQuestion) {
    const { answer, unit } = item.numberQuestion;
    return unit ? `${answer} ${unit}` : String(answer);
  }
  const right = correctChoice(item.question);
  if (!right) return '';
  const symbol = right.picture ?? (symbolAlts[right.text] ? right.text : undefined);
  return symbol ? (symbolAlts[symbol] ?? right.text) : right.text;
}

/**
 * The worked example (reading.md's four steps, on the card): reads the question; points at the
 * part that answers it and reads it; says why; gives the answer.
 */
export function chartsWorkedExample(item: ChartsItem): WorkedExampleStep[] {
  const verb = item.numberQuestion ? 'So I type' : 'So I choose';
  const steps = [
    `The question is: ${item.question.prompt}`,
    `Look here. ${item.evidence.where}`,
    item.evidence.why,
    `${verb}: ${rightAnswerText(item)}.`,
  ];
  return steps.map((text) => ({ text, speech: sayFor(item, text) }));
}

/** The answer in words, announced after the child answers. */
export function describeChartsAnswer(item: ChartsItem): string {
  return `The answer is: ${rightAnswerText(item)}. ${item.evidence.why}`.trim();
}

/** The Lingo's practice model: 3 steps, reading's generator and answer rules, on the card. */
export const chartsMapsAndRecipesModel = {
  steps: readingSteps,
  generate: generateChartsItem,
  check: checkChartsAnswer,
  hints: {
    default: generalHint,
    'wrong-choice': generalHint,
    'wrong-number': 'Find the numbers on the card, then add or take away as the question asks.',
  },
  workedExample: chartsWorkedExample,
  describe: describeChartsAnswer,
  describeSpeech: (item: ChartsItem) => sayFor(item, describeChartsAnswer(item)),
} satisfies PracticeModel<ChartsItem, ChartsAnswer, ChartsMisconception>;
