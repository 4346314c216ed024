/**
 * Lingo 3-3, Hot and Cold: read a Celsius thermometer (−30 to 40 °C) in steps of 10 and 5,
 * set it by dragging the top of the red line, read below zero ("minus 10 degrees"), and match
 * temperatures to Canadian scenes. The answer is the value at the top of the red line; values
 * always sit on a mark (measurements.md 3-3).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { objectsInGroup, type MeasureObject } from '../../model/objects';
import { formatSpoken, formatWritten } from '../../model/units';
import { degreesSpoken } from '../../widgets/Thermometer/thermometerModel';

/** The thermometer of this Lingo: −30 to 40 °C. */
export const thermometerRange = { min: -30, max: 40 } as const;

/** How far apart the thermometer's marks are: every 10 °C (step 1) or every 5 °C. */
export type MarkSpacing = 10 | 5;

/** What an item asks. */
export type HotColdTask =
  /** Read the thermometer: on the NumberPad (steps 1–2, never below 0) or from 3 cards (step 4). */
  | {
      readonly kind: 'read';
      readonly value: number;
      readonly marks: MarkSpacing;
      /** The 3 cards, lowest first, at step 4; absent when the NumberPad answers. */
      readonly choices?: readonly number[];
    }
  /** Set the thermometer: drag or arrow the top of the red line to the value. */
  | { readonly kind: 'set'; readonly value: number; readonly start: number }
  /** Which temperature fits a scene: 3 cards, lowest first, at least 15 °C apart. */
  | {
      readonly kind: 'scene';
      readonly scene: TemperatureScene;
      readonly choices: readonly number[];
    };

/** A Hot and Cold item. */
export interface HotColdItem extends PracticeItemBase {
  readonly step: number;
  readonly task: HotColdTask;
}

/** The child's answer: the temperature read, picked or set, in °C. */
export type HotColdAnswer = number;

/** A scene of step 3: an object of the bank's `temperature-scene` group, with its hint. */
export interface TemperatureScene {
  readonly object: MeasureObject;
  /** Its hidden temperature in °C. */
  readonly value: number;
  /** Why it is as cold or hot as it is, without its number: said after a wrong card. */
  readonly reason: string;
}

/** Hint texts of Hot and Cold: the three of measurements.md, then the Lingo's own. */
export const hotColdHints = {
  'wrong-end': 'Read the number at the top of the red line.',
  'five-mark': 'Each small mark is 5 degrees. Count on by 5 from the 10 below.',
  'below-zero':
    'Below 0, the numbers grow as you go down: minus 5, minus 10. It is colder the lower you go.',
  scene: 'Think about the picture: is it freezing, mild or hot?',
  default: 'Read the number at the top of the red line.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type HotColdMisconception = Exclude<keyof typeof hotColdHints, 'default'>;

/**
 * Why each scene of measurements.md is as cold or hot as it is, without giving its number.
 * A teacher's scene without a reason here gets the `scene` hint.
 */
const sceneReasons: Readonly<Record<string, string>> = {
  snowman: 'A snowman only stays frozen when it is colder than 0 degrees, where water freezes.',
  'outdoor-rink': 'The ice of an outdoor rink only stays frozen below 0 degrees.',
  'winnipeg-january': 'A January day in Winnipeg is very cold, far below 0 degrees.',
  'raking-leaves': 'Raking leaves in the fall is cool jacket weather, but not freezing.',
  'spring-picnic': 'A spring picnic is on a mild day: not freezing, and not hot.',
  classroom: 'A classroom is at room temperature: not cold, not hot, just comfortable.',
  'lake-swim': 'Swimming in the lake needs a warm summer day.',
  'hot-beach-day': 'A hot beach day is one of the hottest days of summer.',
  body: 'Your body is warm inside, warmer than even a hot summer day.',
};

/** The scenes of step 3: every `temperature-scene` object of a bank with a temperature. */
export function temperatureScenes(bank?: readonly MeasureObject[]): readonly TemperatureScene[] {
  return objectsInGroup('temperature-scene', bank).flatMap((object) =>
    object.temperatureC === undefined
      ? []
      : [
          {
            object,
            value: object.temperatureC,
            reason: sceneReasons[object.id] ?? hotColdHints.scene,
          },
        ],
  );
}

const scenes = temperatureScenes();

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** A temperature as written on a card: "−10 °C" (a real minus sign), "25 °C". */
export const writtenTemperature = (value: number): string => formatWritten(value, 'degC');

/** A temperature as said: "minus 10 degrees Celsius", "25 degrees Celsius". */
export const spokenTemperature = (value: number): string => formatSpoken(value, 'degC');

/** A temperature as a prompt says it: "minus 10 degrees", "25 degrees" (the Thermometer's words). */
export const degreesText = degreesSpoken;

/** The prompts. */
export const hotColdPrompts = {
  read: 'What temperature does the thermometer show?',
  set: (value: number) => `Make it ${degreesText(value)}.`,
  scene: 'Which temperature fits?',
} as const;

/** "a snowman", "your body": a scene's name as the prompt's picture says it. */
export const sceneName = (scene: TemperatureScene): string => scene.object.name;

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const multiplesOf = (spacing: number, min: number, max: number): number[] =>
  Array.from({ length: (max - min) / spacing + 1 }, (_, index) => min + index * spacing);

const tens0to40 = multiplesOf(10, 0, 40);
const fives0to40 = multiplesOf(5, 0, 40);
const belowZero = multiplesOf(5, thermometerRange.min, -5);
const zeroAndUp = multiplesOf(5, 0, thermometerRange.max);
const allMarks = multiplesOf(5, thermometerRange.min, thermometerRange.max);

/** Where the red line starts for a set task: a mark at least 15 °C from the target. */
function setStart(value: number, rng: Rng, min: number): number {
  return rng.pick(allMarks.filter((mark) => mark >= min && Math.abs(mark - value) >= 15));
}

/**
 * The 3 cards of a step-4 reading, lowest first: the value and 2 of the likeliest misreadings
 * that are on the thermometer: the same number on the other side of 0 (15 for −15), counted
 * the wrong way from the label near it (−5 for −15), one small mark off (−10, −20).
 */
export function readingChoices(value: number, rng: Rng): number[] {
  const onScale = (reading: number) =>
    reading >= thermometerRange.min && reading <= thermometerRange.max && reading !== value;
  const mirrored = value === 0 ? [] : [-value];
  const wrongWay = value < 0 ? [value + 10] : [];
  const firstPick = [...mirrored, ...wrongWay].filter(onScale);
  const others = [value - 5, value + 5, value - 10, value + 10].filter(
    (reading) => onScale(reading) && !firstPick.includes(reading),
  );
  const first = firstPick.length > 0 ? rng.pick(firstPick) : rng.pick(others);
  const second = rng.pick([...firstPick, ...others].filter((reading) => reading !== first));
  return [value, first, second].sort((a, b) => a - b);
}

/** The 3 cards of a scene, lowest first: its temperature and 2 others, all at least 15 °C apart. */
export function sceneChoices(scene: TemperatureScene, rng: Rng): number[] {
  const pool = [...new Set([...scenes.map((each) => each.value), ...allMarks])];
  const farFrom = (chosen: readonly number[]) => (reading: number) =>
    chosen.every((other) => Math.abs(other - reading) >= 15);
  // Other scenes' temperatures first: they are the plausible wrong answers.
  const sceneValues = scenes.map((each) => each.value).filter(farFrom([scene.value]));
  const first = rng.pick(
    sceneValues.length > 0 ? sceneValues : pool.filter(farFrom([scene.value])),
  );
  const secondPool = pool.filter(farFrom([scene.value, first]));
  const secondScenes = secondPool.filter((reading) => sceneValues.includes(reading));
  const second = rng.pick(secondScenes.length > 0 ? secondScenes : secondPool);
  return [scene.value, first, second].sort((a, b) => a - b);
}

function readItem(step: number, value: number, marks: MarkSpacing, rng?: Rng): HotColdItem {
  return {
    key: `read:${step}:${value}`,
    prompt: hotColdPrompts.read,
    step,
    task: { kind: 'read', value, marks, ...(rng ? { choices: readingChoices(value, rng) } : {}) },
  };
}

function setItem(step: number, value: number, start: number): HotColdItem {
  return {
    key: `set:${value}`,
    prompt: hotColdPrompts.set(value),
    step,
    task: { kind: 'set', value, start },
  };
}

function generateOnce(step: number, rng: Rng): HotColdItem {
  switch (step) {
    case 1:
      return readItem(1, rng.pick(tens0to40), 10);
    case 2: {
      const value = rng.pick(fives0to40);
      return rng.next() < 0.5 ? readItem(2, value, 5) : setItem(2, value, setStart(value, rng, 0));
    }
    case 3: {
      const scene = rng.pick(scenes);
      return {
        key: `scene:${scene.object.id}`,
        prompt: hotColdPrompts.scene,
        speech: [`${capitalize(sceneName(scene))}.`, hotColdPrompts.scene],
        step: 3,
        task: { kind: 'scene', scene, choices: sceneChoices(scene, rng) },
      };
    }
    default: {
      // At least half below 0: two items in three.
      const value = rng.int(1, 3) <= 2 ? rng.pick(belowZero) : rng.pick(zeroAndUp);
      return rng.next() < 0.5
        ? readItem(4, value, 5, rng)
        : setItem(4, value, setStart(value, rng, thermometerRange.min));
    }
  }
}

/** Generates a Hot and Cold item for a step (1–4), never the previous item again. */
export function generateHotCold(step: number, rng: Rng, context?: GenerateContext): HotColdItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The right answer of an item: the value at the top of the red line, or the scene's. */
export function hotColdAnswer(item: HotColdItem): number {
  return item.task.kind === 'scene' ? item.task.scene.value : item.task.value;
}

/**
 * What a wrong reading or setting shows: the same number on the wrong side of 0, or a value
 * below 0 counted the wrong way (towards 0) → `below-zero`; one small mark off → `five-mark`;
 * anything else is a number read away from the top of the red line → `wrong-end`.
 */
export function readingMistake(value: number, answer: number): HotColdMisconception {
  if (answer !== value && answer === -value) return 'below-zero';
  if (Math.abs(answer - value) === 5) return 'five-mark';
  if (value < 0 && answer > value && answer <= 0) return 'below-zero';
  if (value >= 0 && answer < 0) return 'below-zero';
  return 'wrong-end';
}

/**
 * The answer rule: right if and only if the answer is the item's value (the top of the red
 * line, or the scene's temperature). A wrong card of a scene says why the scene is as cold or
 * hot as it is.
 */
export function checkHotCold(
  item: HotColdItem,
  answer: HotColdAnswer,
): CheckResult<HotColdMisconception> {
  const { task } = item;
  const right = hotColdAnswer(item);
  const marks = {
    [String(answer)]: answer === right ? ('correct' as const) : ('incorrect' as const),
  };
  const withMarks = task.kind === 'set' || (task.kind === 'read' && !task.choices) ? {} : { marks };
  if (!Number.isFinite(answer)) return { correct: false };
  if (answer === right) return { correct: true, ...withMarks };
  if (task.kind === 'scene') {
    return { correct: false, misconception: 'scene', message: task.scene.reason, ...withMarks };
  }
  return { correct: false, misconception: readingMistake(right, answer), ...withMarks };
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** A thermometer number as said: "minus 10", "20". */
const degreesNumber = (value: number): string => (value < 0 ? `minus ${-value}` : String(value));

/** The answer in words, said once the child has answered: "minus 10 degrees Celsius". */
export function describeHotCold(item: HotColdItem): string {
  const { task } = item;
  if (task.kind === 'scene') {
    return `${capitalize(sceneName(task.scene))}: about ${spokenTemperature(task.scene.value)}.`;
  }
  return `${capitalize(spokenTemperature(task.value))}.`;
}

/**
 * The worked example: find the top of the red line, count from the label below it (by 5 over
 * a small mark, downwards below 0); move the red line to the value; or think about the scene.
 */
export function hotColdWorkedExample(item: HotColdItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'scene') {
    return [
      { text: task.scene.reason },
      {
        text: `${capitalize(sceneName(task.scene))} is about ${degreesText(task.scene.value)}: ${writtenTemperature(task.scene.value)}.`,
        speech: `${capitalize(sceneName(task.scene))} is about ${spokenTemperature(task.scene.value)}.`,
      },
    ];
  }
  const { value } = task;
  const steps: WorkedExampleStep[] = [];
  steps.push(
    task.kind === 'set'
      ? { text: `Find ${degreesNumber(value)} on the thermometer.` }
      : { text: 'Find the top of the red line.' },
  );
  if (value % 10 !== 0) {
    const labelBelow = Math.floor(value / 10) * 10;
    steps.push({
      text: `The label just below is ${degreesNumber(labelBelow)}. Each small mark is 5 degrees: count on by 5 to ${degreesNumber(value)}.`,
    });
  } else if (value < 0) {
    steps.push({
      text: `Below 0, count down by 10s: minus 10, minus 20, minus 30. This mark is ${degreesNumber(value)}.`,
    });
  } else {
    steps.push({ text: `The mark there is labelled ${value}.` });
  }
  steps.push(
    task.kind === 'set'
      ? { text: `Move the top of the red line to that mark: ${degreesText(value)}.` }
      : { text: `The red line shows ${degreesText(value)}.` },
  );
  return steps;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The model of Hot and Cold. */
export const hotColdModel = {
  steps: 4,
  hints: hotColdHints,
  generate: generateHotCold,
  check: checkHotCold,
  workedExample: hotColdWorkedExample,
  describe: describeHotCold,
} satisfies PracticeModel<HotColdItem, HotColdAnswer, HotColdMisconception>;
