/**
 * Lingo 2-3, Estimate, Then Measure: guess a length, check it, and choose cm or m
 * (measurements.md 2-3). Step 1 sorts 4 picture cards into "centimetres" and "metres" (one
 * sort is one item, first-try correct only if every card is right at the first Check); step 2
 * picks the unit of a benchmark ("19 cm" or "19 m"); step 3 guesses, then measures with the
 * ruler; step 4 picks a benchmark among 3 cards. **Deviation (measurements.md):** the step-3
 * guess is never marked wrong and is not evidence; only the measured length is scored. A
 * close guess earns a star; otherwise the app says how far off it was.
 */
import type {
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import { findObject, nounOf, objectsInGroup, type MeasureObject } from '../../model/objects';
import { everydayUnit, formatSpoken, formatWritten } from '../../model/units';

/** The two units of this Lingo; also the ids of the sort's bins. */
export const lengthUnits = ['cm', 'm'] as const;
/** cm or m. */
export type LengthUnit = (typeof lengthUnits)[number];

/** The sort's bins: "centimetres" and "metres" (measurements.md). */
export const unitBins = [
  { id: 'cm', label: 'centimetres' },
  { id: 'm', label: 'metres' },
] as const satisfies readonly { readonly id: LengthUnit; readonly label: string }[];

/**
 * The benchmarks of measurements.md's Conventions that steps 2 and 4 ask about, by bank id:
 * a loonie 3 cm across, a new crayon 9 cm, a $5 bill 15 cm, a new pencil 19 cm, a big step
 * 1 m, a door 2 m tall, a canoe 5 m, a school bus 12 m, a hockey rink 60 m.
 */
export const benchmarkIds = [
  'loonie',
  'crayon',
  'five-dollar-bill',
  'pencil',
  'big-step',
  'door',
  'canoe',
  'school-bus',
  'hockey-rink',
] as const;

/** Benchmarks said with "new": the benchmark is a new pencil, a new crayon. */
const newThings: ReadonlySet<string> = new Set(['pencil', 'crayon']);

/**
 * Cards the sort leaves out: a big step is a benchmark, not a thing to picture, and a "board"
 * (2-0's 3 m board) could be any size.
 */
const notSorted: ReadonlySet<string> = new Set(['big-step', 'board']);

/** Objects measured at step 3: laid along the ruler, drawn to scale. */
export const measureObjectIds = [
  'crayon',
  'pencil',
  'eraser',
  'toothbrush',
  'leaf',
  'shoe',
  'straw',
  'spoon',
  'feather',
  'nail',
  'key',
  'twig',
  'bead-string',
  'ribbon',
] as const;

/** Step 3's lengths: 4 to 20 cm (measurements.md). */
export const measureRange = { min: 4, max: 20 } as const;

/** How far a step-3 length may be from the object's usual length, so a key is never 20 cm. */
const measureSpread = 5;

/** A card of the sort: an object of the bank, and its bin. */
export interface UnitSortCard {
  readonly id: string;
  readonly bin: LengthUnit;
}

/** One card of a ChoiceGrid: a value with its unit, and what it is. */
export interface LengthChoice {
  /** "19-cm". */
  readonly id: string;
  readonly value: number;
  readonly unit: LengthUnit;
  /** `right`, the right number in the wrong unit, or ten times too big or too small. */
  readonly kind: 'right' | 'wrong-unit' | 'times-ten' | 'tenth';
}

/** What an item asks, by step. */
export type EstimateTask =
  | { readonly kind: 'sort'; readonly cards: readonly UnitSortCard[] }
  | {
      /** Step 2: "About how long is a new pencil?", 19 cm or 19 m. */
      readonly kind: 'unit';
      readonly object: string;
      readonly choices: readonly LengthChoice[];
    }
  | {
      /** Step 4: "How tall is a door?", 2 m, 20 m or 2 cm. */
      readonly kind: 'benchmark';
      readonly object: string;
      readonly choices: readonly LengthChoice[];
    }
  | {
      /** Step 3: guess, then measure; the ruler's 0 starts `rulerOffset` cm from the object's end. */
      readonly kind: 'measure';
      readonly object: string;
      readonly length: number;
      readonly rulerOffset: number;
    };

/** An Estimate, Then Measure item. */
export interface EstimateItem extends PracticeItemBase {
  readonly step: number;
  readonly task: EstimateTask;
}

/** The answer, by the widget that gives it. */
export type EstimateAnswer =
  /** SortBins: card id → bin id (null or missing: still to sort). */
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> }
  /** ChoiceGrid: a card's id. */
  | { readonly kind: 'choice'; readonly id: string }
  /**
   * Step 3: the guess and the length measured, both typed; `rulerAt` is where the ruler's 0
   * was when the child checked, in cm from the object's end (0: lined up).
   */
  | {
      readonly kind: 'measure';
      readonly guess: number;
      readonly length: number;
      readonly rulerAt?: number;
    };

/** Hint texts of Estimate, Then Measure (the first and the far-off one are measurements.md's). */
export const estimateHints = {
  'wrong-unit': 'A metre is about one big step. Would 19 big steps fit on your desk?',
  'too-big-for-cm':
    'A centimetre is tiny, about as wide as your fingernail. Big things are measured in metres.',
  'far-off': 'Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.',
  'far-off-metres': 'Use a helper. A big step is about 1 m and a door is 2 m tall.',
  'not-lined-up': 'Put the 0 at the end of the object, not the edge of the ruler.',
  'counted-marks': 'Count the spaces between marks. From 0 to 1 is one centimetre.',
  default: 'Think of a helper you know: a paper clip is 3 cm, a big step is 1 m.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type EstimateMisconception = Exclude<keyof typeof estimateHints, 'default'>;

// ---------------------------------------------------------------------------------------------
// Objects

/** The bank object of an id (the Lingo's lists name only objects the bank has). */
export function bankObject(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`The object bank has no ${id}`);
  return object;
}

/** An object's hidden length in cm. */
export function lengthOf(id: string): number {
  const length = bankObject(id).lengthCm;
  if (length === undefined) throw new Error(`${id} has no length`);
  return length;
}

/** The unit an object's length is said in: m from 100 cm, else cm. */
export function unitOf(id: string): LengthUnit {
  return everydayUnit('length', lengthOf(id)) === 'm' ? 'm' : 'cm';
}

/** The object's length in its own unit: 19 for a pencil (cm), 2 for a door (m). */
export function valueOf(id: string): number {
  const length = lengthOf(id);
  return unitOf(id) === 'm' ? length / 100 : length;
}

/** The cards the sort draws from: every cm/m sorting object, whose bank length says its bin. */
export function sortPool(): readonly UnitSortCard[] {
  return objectsInGroup('sort-cm-m')
    .filter((object) => object.lengthCm !== undefined && !notSorted.has(object.id))
    .map((object) => ({ id: object.id, bin: unitOf(object.id) }));
}

/** "a new pencil", "a door": how a benchmark is asked about. */
export function benchmarkName(id: string): string {
  const object = bankObject(id);
  return newThings.has(id) ? `a new ${nounOf(object)}` : object.name;
}

/** "long", "tall" or "far across". */
function lengthQuestion(id: string): string {
  const word = bankObject(id).lengthWord ?? 'long';
  return word === 'across' ? 'far across' : word;
}

/** The words of a card: "19 cm"; spoken "19 centimetres". */
export const choiceText = (choice: LengthChoice): string =>
  formatWritten(choice.value, choice.unit);
/** A card as spoken: "19 centimetres". */
export const choiceSpeech = (choice: LengthChoice): string =>
  formatSpoken(choice.value, choice.unit);

const choiceOf = (value: number, unit: LengthUnit, kind: LengthChoice['kind']): LengthChoice => ({
  id: `${value}-${unit}`,
  value,
  unit,
  kind,
});

const otherUnit = (unit: LengthUnit): LengthUnit => (unit === 'cm' ? 'm' : 'cm');

// ---------------------------------------------------------------------------------------------
// Generators

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** Step 1: 4 cards, at least one for each bin. */
function generateSort(rng: Rng): EstimateTask {
  const pool = sortPool();
  const small = rng.shuffle(pool.filter((card) => card.bin === 'cm'));
  const big = rng.shuffle(pool.filter((card) => card.bin === 'm'));
  const smallCount = rng.int(1, 3);
  return {
    kind: 'sort',
    cards: rng.shuffle([...small.slice(0, smallCount), ...big.slice(0, 4 - smallCount)]),
  };
}

/** Step 2: the benchmark's number with both units. */
function generateUnit(rng: Rng): EstimateTask {
  const object = rng.pick(benchmarkIds);
  const value = valueOf(object);
  const unit = unitOf(object);
  return {
    kind: 'unit',
    object,
    choices: rng.shuffle([
      choiceOf(value, unit, 'right'),
      choiceOf(value, otherUnit(unit), 'wrong-unit'),
    ]),
  };
}

/** Step 3: an object of 4 to 20 cm near its usual length; the ruler 2 to 6 cm off, either way. */
function generateMeasure(rng: Rng): EstimateTask {
  const object = rng.pick(measureObjectIds);
  const usual = lengthOf(object);
  const length = rng.int(
    Math.max(measureRange.min, usual - measureSpread),
    Math.min(measureRange.max, usual + measureSpread),
  );
  const rulerOffset = rng.int(2, 6) * (rng.int(0, 1) === 0 ? -1 : 1);
  return { kind: 'measure', object, length, rulerOffset };
}

/**
 * Step 4: the benchmark, ten times it or (when whole) a tenth of it, and the benchmark in the
 * wrong unit: for a door 2 m, 20 m and 2 cm.
 */
function generateBenchmark(rng: Rng): EstimateTask {
  const object = rng.pick(benchmarkIds);
  const value = valueOf(object);
  const unit = unitOf(object);
  const tenth = value % 10 === 0 && rng.int(0, 1) === 0;
  return {
    kind: 'benchmark',
    object,
    choices: rng.shuffle([
      choiceOf(value, unit, 'right'),
      tenth ? choiceOf(value / 10, unit, 'tenth') : choiceOf(value * 10, unit, 'times-ten'),
      choiceOf(value, otherUnit(unit), 'wrong-unit'),
    ]),
  };
}

/** The prompt of a task, as shown. */
export function estimatePrompt(task: EstimateTask): string {
  switch (task.kind) {
    case 'sort':
      return 'Sort the pictures: centimetres or metres?';
    case 'unit':
      return `About how ${lengthQuestion(task.object)} is ${benchmarkName(task.object)}?`;
    case 'measure':
      return `Guess how long the ${nounOf(bankObject(task.object))} is. Then measure it.`;
    case 'benchmark':
      return `How ${lengthQuestion(task.object)} is ${benchmarkName(task.object)}?`;
  }
}

/** The key of a task: the same key never comes twice in a row. */
export function estimateKey(step: number, task: EstimateTask): string {
  switch (task.kind) {
    case 'sort':
      return `${step}:sort:${task.cards.map((card) => card.id).join(',')}`;
    case 'measure':
      return `${step}:measure:${task.object}:${task.length}`;
    default:
      return `${step}:${task.kind}:${task.object}`;
  }
}

/** Generates an Estimate, Then Measure item for a step (1–4). */
export function generateEstimate(step: number, rng: Rng): EstimateItem {
  const clamped = clampStep(step);
  const task =
    clamped === 1
      ? generateSort(rng)
      : clamped === 2
        ? generateUnit(rng)
        : clamped === 3
          ? generateMeasure(rng)
          : generateBenchmark(rng);
  return { key: estimateKey(clamped, task), prompt: estimatePrompt(task), step: clamped, task };
}

// ---------------------------------------------------------------------------------------------
// Answer rule

/** How close a guess must be for the star: 2 cm for objects up to 10 cm, else 3 cm. */
export function closeMargin(length: number): number {
  return length <= 10 ? 2 : 3;
}

/** Whether a guess earns the "close guess" star. */
export function isCloseGuess(guess: number, length: number): boolean {
  return Math.abs(guess - length) <= closeMargin(length);
}

/** How far off a guess may be before the helper hint comes with it, in cm. */
export const farOffDistance = 5;

/**
 * Whether a guess is far off, so the helper hint comes with it: more than 5 cm away
 * (measurements.md's "Your guess was 5 cm too long." comes without it).
 */
export function isFarOffGuess(guess: number, length: number): boolean {
  return Math.abs(guess - length) > farOffDistance;
}

/** "Your guess: 12 cm. Measured: 9 cm." (measurements.md's text alternative of step 3). */
export function guessText(guess: number, length: number): string {
  return `Your guess: ${formatWritten(guess, 'cm')}. Measured: ${formatWritten(length, 'cm')}.`;
}

/**
 * What the app says of a guess once the length is measured: a close guess earns a star;
 * otherwise "Your guess was 5 cm too long.", and a far-off guess gets the helper hint.
 */
export function guessVerdict(guess: number, length: number): string {
  if (isCloseGuess(guess, length)) return 'A close guess! You earned a star.';
  const off = Math.abs(guess - length);
  const how = `Your guess was ${formatWritten(off, 'cm')} too ${guess > length ? 'long' : 'short'}.`;
  return isFarOffGuess(guess, length) ? `${how} ${estimateHints['far-off']}` : how;
}

/** "Would 9 big steps fit on your desk?": the wrong-unit hint of a small thing. */
function wrongUnitHint(value: number): string {
  return `A metre is about one big step. Would ${value} big ${value === 1 ? 'step' : 'steps'} fit on your desk?`;
}

/** "Is a door only 2 cm tall?": the hint of a big thing given in cm. */
function tooBigForCmHint(id: string, value: number): string {
  return `A centimetre is tiny, about as wide as your fingernail. Is ${benchmarkName(id)} only ${formatWritten(value, 'cm')} ${lengthQuestion(id)}?`;
}

/** The sort: every card in its bin. A misplaced card names the unit the child mixed up. */
function checkSort(
  cards: readonly UnitSortCard[],
  placement: Readonly<Record<string, string | null>>,
): CheckResult<EstimateMisconception> {
  const marks = sortCardMarks(cards, placement);
  const wrong = cards.filter((card) => marks[card.id] === 'incorrect');
  if (wrong.length === 0) return { correct: true, marks };
  const smallInMetres = wrong.find((card) => card.bin === 'cm' && placement[card.id] === 'm');
  if (smallInMetres) {
    const name = bankObject(smallInMetres.id).name;
    return {
      correct: false,
      marks,
      misconception: 'wrong-unit',
      message: `A metre is about one big step. ${capitalize(name)} fits on your desk, so it is measured in centimetres.`,
    };
  }
  const bigInCm = wrong.find((card) => card.bin === 'm' && placement[card.id] === 'cm');
  if (bigInCm) {
    const name = bankObject(bigInCm.id).name;
    return {
      correct: false,
      marks,
      misconception: 'too-big-for-cm',
      message: `A centimetre is tiny, about as wide as your fingernail. ${capitalize(name)} is measured in metres.`,
    };
  }
  return { correct: false, marks };
}

/** A card picked at step 2 or 4: right only if it is the benchmark in its unit. */
function checkChoice(
  task: Extract<EstimateTask, { kind: 'unit' | 'benchmark' }>,
  id: string,
): CheckResult<EstimateMisconception> {
  const choice = task.choices.find((each) => each.id === id);
  if (choice?.kind === 'right') return { correct: true };
  const unit = unitOf(task.object);
  if (choice?.kind === 'wrong-unit') {
    return unit === 'cm'
      ? { correct: false, misconception: 'wrong-unit', message: wrongUnitHint(choice.value) }
      : {
          correct: false,
          misconception: 'too-big-for-cm',
          message: tooBigForCmHint(task.object, choice.value),
        };
  }
  if (choice) {
    return { correct: false, misconception: unit === 'cm' ? 'far-off' : 'far-off-metres' };
  }
  return { correct: false };
}

/**
 * Step 3: only the measured length is scored, and it must be exact; the guess never makes an
 * answer wrong. A right length says how the guess did ("Your guess: 12 cm. Measured: 9 cm.
 * Your guess was 3 cm too long."). A wrong one names the ruler not lined up (the number at the
 * far end with the 0 elsewhere) or the marks counted (one too many).
 */
function checkMeasure(
  task: Extract<EstimateTask, { kind: 'measure' }>,
  answer: Extract<EstimateAnswer, { kind: 'measure' }>,
): CheckResult<EstimateMisconception> {
  if (answer.length === task.length) {
    return {
      correct: true,
      message: `${guessText(answer.guess, task.length)} ${guessVerdict(answer.guess, task.length)}`,
    };
  }
  const rulerAt = answer.rulerAt ?? 0;
  if (rulerAt !== 0 && answer.length === task.length - rulerAt) {
    return { correct: false, misconception: 'not-lined-up' };
  }
  if (answer.length === task.length + 1) return { correct: false, misconception: 'counted-marks' };
  return {
    correct: false,
    message: `Line up the 0 with one end of the ${nounOf(bankObject(task.object))}. Then read the number at its other end.`,
  };
}

/**
 * The answer rule: the sort and the ChoiceGrids are checked against the bank; at step 3 only
 * the measured length is scored. An answer of another kind than the task's is wrong.
 */
export function checkEstimate(
  item: EstimateItem,
  answer: EstimateAnswer,
): CheckResult<EstimateMisconception> {
  const { task } = item;
  if (task.kind === 'sort' && answer.kind === 'sort')
    return checkSort(task.cards, answer.placement);
  if ((task.kind === 'unit' || task.kind === 'benchmark') && answer.kind === 'choice') {
    return checkChoice(task, answer.id);
  }
  if (task.kind === 'measure' && answer.kind === 'measure') return checkMeasure(task, answer);
  return { correct: false };
}

/** Whether Check can be pressed: every card sorted, a card picked, or both numbers typed. */
export function isEstimateAnswerReady(item: EstimateItem, answer: EstimateAnswer): boolean {
  const { task } = item;
  if (task.kind === 'sort') {
    return (
      answer.kind === 'sort' &&
      task.cards.every((card) => (answer.placement[card.id] ?? null) !== null)
    );
  }
  return answer.kind !== 'sort';
}

/** The right answer of an item (stories, tests and the worked example use it). */
export function rightAnswer(item: EstimateItem): EstimateAnswer {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return {
        kind: 'sort',
        placement: Object.fromEntries(task.cards.map((card) => [card.id, card.bin])),
      };
    case 'measure':
      return { kind: 'measure', guess: task.length, length: task.length, rulerAt: 0 };
    default: {
      const right = task.choices.find((choice) => choice.kind === 'right');
      return { kind: 'choice', id: right?.id ?? '' };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Worked example and the answer in words

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The helper a unit is judged by: a big step for metres, a fingernail for centimetres. */
function unitReason(id: string): string {
  const name = capitalize(benchmarkName(id));
  return unitOf(id) === 'm'
    ? `${name} is much bigger than your hand: measure it in metres. A metre is about one big step.`
    : `${name} fits on your desk: measure it in centimetres.`;
}

/** Solves an item step by step; the view shows each step on its widget. */
export function estimateWorkedExample(item: EstimateItem): readonly WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return task.cards.map((card) => {
        const name = capitalize(bankObject(card.id).name);
        return card.bin === 'm'
          ? { text: `${name} is big: metres.` }
          : { text: `${name} fits on a desk: centimetres.` };
      });
    case 'unit':
    case 'benchmark': {
      const value = valueOf(task.object);
      const unit = unitOf(task.object);
      const name = capitalize(benchmarkName(task.object));
      const word = lengthQuestion(task.object);
      return [
        { text: unitReason(task.object) },
        {
          text: `${name} is about ${formatWritten(value, unit)} ${word}.`,
          speech: `${name} is about ${formatSpoken(value, unit)} ${word}.`,
        },
      ];
    }
    case 'measure': {
      const noun = nounOf(bankObject(task.object));
      return [
        { text: `Slide the ruler so its 0 is at the end of the ${noun}.` },
        { text: `Read the number at the other end: ${task.length}.` },
        {
          text: `The ${noun} is ${formatWritten(task.length, 'cm')} long.`,
          speech: `The ${noun} is ${formatSpoken(task.length, 'cm')} long.`,
        },
      ];
    }
  }
}

/** The answer in words, said once the child has answered. */
export function describeEstimate(item: EstimateItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return task.cards
        .map(
          (card) =>
            `${capitalize(nounOf(bankObject(card.id)))}, in the ${card.bin === 'm' ? 'metres' : 'centimetres'} bin.`,
        )
        .join(' ');
    case 'measure':
      return `The ${nounOf(bankObject(task.object))} is ${formatWritten(task.length, 'cm')} long.`;
    default:
      return `${capitalize(benchmarkName(task.object))} is about ${formatWritten(valueOf(task.object), unitOf(task.object))} ${lengthQuestion(task.object)}.`;
  }
}

/** The model of Estimate, Then Measure. */
export const estimateModel = {
  steps: 4,
  hints: estimateHints,
  generate: generateEstimate,
  check: checkEstimate,
  workedExample: estimateWorkedExample,
  describe: describeEstimate,
} satisfies PracticeModel<EstimateItem, EstimateAnswer, EstimateMisconception>;
