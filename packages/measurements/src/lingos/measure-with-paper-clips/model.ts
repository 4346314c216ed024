/**
 * Lingo 1-2, Measure with Paper Clips: lay paper clips (3 cm) or linking cubes (2 cm) end to
 * end along a crayon, straw, spoon, shoe, leaf or feather and count them; spot Max the
 * beaver's gaps and overlaps; and see that the shorter unit takes more of them
 * (measurements.md). Every object's length is a whole number of the item's unit, so the
 * count is always exact.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import {
  jointText,
  rowWithJoint,
  unitKinds,
  type UnitKindId,
} from '../../widgets/UnitRow/unitRowModel';

// ---------------------------------------------------------------------------------------------
// Units and objects

/** The units laid end to end in this Lingo. */
export const clipUnits = ['paper-clip', 'cube'] as const satisfies readonly UnitKindId[];
/** A paper clip or a linking cube. */
export type ClipUnit = (typeof clipUnits)[number];

/** A unit's length in cm (measurements.md: paper clip 3 cm, linking cube 2 cm). */
export const unitLengthCm: Readonly<Record<ClipUnit, number>> = {
  'paper-clip': unitKinds['paper-clip'].lengthCm,
  cube: unitKinds.cube.lengthCm,
};

/** How a unit is named: one, many, and the short name of the joint texts ("Clip 2"). */
export const unitWords: Readonly<
  Record<ClipUnit, { readonly one: string; readonly other: string; readonly short: string }>
> = {
  'paper-clip': {
    one: unitKinds['paper-clip'].singular,
    other: unitKinds['paper-clip'].plural,
    short: unitKinds['paper-clip'].short,
  },
  cube: { one: unitKinds.cube.singular, other: unitKinds.cube.plural, short: unitKinds.cube.short },
};

/** "1 paper clip", "4 paper clips", "6 cubes". */
export function unitCount(count: number, unit: ClipUnit): string {
  return `${count} ${count === 1 ? unitWords[unit].one : unitWords[unit].other}`;
}

/** The other unit: cubes for paper clips and paper clips for cubes. */
export function otherUnit(unit: ClipUnit): ClipUnit {
  return unit === 'paper-clip' ? 'cube' : 'paper-clip';
}

/** The objects measured (measurements.md: a crayon, straw, spoon, shoe, leaf or feather). */
export const clipObjectIds = ['crayon', 'straw', 'spoon', 'shoe', 'leaf', 'feather'] as const;
/** One object measured in this Lingo. */
export type ClipObjectId = (typeof clipObjectIds)[number];

/**
 * The lengths each object may have, in whole cm: a drawn crayon is never as long as a shoe.
 * Together they cover every length an item needs (4 to 30 cm).
 */
export const objectLengthRange: Readonly<
  Record<ClipObjectId, { readonly min: number; readonly max: number }>
> = {
  crayon: { min: 4, max: 12 },
  leaf: { min: 4, max: 15 },
  feather: { min: 6, max: 30 },
  spoon: { min: 8, max: 18 },
  straw: { min: 12, max: 24 },
  shoe: { min: 12, max: 30 },
};

/** "crayon" (the object's name, without an article). */
export const objectName = (object: ClipObjectId): string => object;

/** The objects that can be `lengthCm` long. */
export function objectsOfLength(lengthCm: number): readonly ClipObjectId[] {
  return clipObjectIds.filter(
    (object) =>
      lengthCm >= objectLengthRange[object].min && lengthCm <= objectLengthRange[object].max,
  );
}

// ---------------------------------------------------------------------------------------------
// Hints

/** Hint texts of Measure with Paper Clips (the first three are measurements.md's own). */
export const measureWithPaperClipsHints = {
  gap: 'There is a space between two clips. That bit was not counted.',
  overlap: 'Two clips overlap. That bit is counted twice.',
  'unit-size': 'Cubes are shorter than paper clips, so it takes more cubes and fewer clips.',
  miscount: 'Touch each one as you count it, from the left end to the right end. Count each once.',
  'too-few': 'The row stops before the right end. Add more until it reaches the end.',
  'sticking-out': 'Some stick out past the right end. Take them off: count only up to the end.',
  'row-is-right':
    'Look at each joint: touching, space between, or on top of each other? When every joint is touching, from end to end, the row is right.',
  default: 'Lay them end to end, from the left end to the right end, with no gaps and no overlaps.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type MeasureWithPaperClipsMisconception = Exclude<
  keyof typeof measureWithPaperClipsHints,
  'default'
>;

/**
 * A hint in the item's own unit: measurements.md writes the gap and overlap hints for paper
 * clips; a row of cubes hears "cubes".
 */
export function hintInUnit(misconception: 'gap' | 'overlap', unit: ClipUnit): string {
  const text = measureWithPaperClipsHints[misconception];
  return unit === 'cube' ? text.replace('clips', 'cubes') : text;
}

// ---------------------------------------------------------------------------------------------
// Items

/** What is wrong with Max's row: a space at one joint, two units on top of each other, or nothing. */
export const rowFlaws = ['gap', 'overlap', 'none'] as const;
/** One of {@link rowFlaws}. */
export type RowFlaw = (typeof rowFlaws)[number];

/** What an item asks, by step. */
export type MeasureTask =
  | {
      /** Step 1: the units are already placed; the child types the count. */
      readonly kind: 'count';
      readonly object: ClipObjectId;
      readonly unit: ClipUnit;
      readonly lengthCm: number;
    }
  | {
      /** Step 2: the child builds the row (each unit snaps touching the last) and removes extras. */
      readonly kind: 'build';
      readonly object: ClipObjectId;
      readonly unit: ClipUnit;
      readonly lengthCm: number;
    }
  | {
      /**
       * Step 3: Max's row. A gap row has one unit too few and a one-unit space at `joint`; an
       * overlap row one unit too many, lying on its neighbour at `joint`; both still reach
       * from the object's left end to its right end. `joint` j is between unit j and unit j+1.
       */
      readonly kind: 'spot';
      readonly object: ClipObjectId;
      readonly unit: ClipUnit;
      readonly lengthCm: number;
      readonly flaw: RowFlaw;
      /** The bad joint (1-based), or null for a right row. */
      readonly joint: number | null;
      /** How many units Max laid. */
      readonly units: number;
    }
  | {
      /** Step 4: the object measured in one unit; more, fewer or the same of the other unit? */
      readonly kind: 'compare';
      readonly object: ClipObjectId;
      /** The unit it is shown measured in. */
      readonly shownUnit: ClipUnit;
      readonly lengthCm: number;
    };

/** The kind of a task. */
export type MeasureTaskKind = MeasureTask['kind'];

/** A Measure with Paper Clips item. */
export interface MeasureWithPaperClipsItem extends PracticeItemBase {
  readonly step: number;
  readonly task: MeasureTask;
}

/** Step 4's cards. */
export const compareChoices = ['more', 'fewer', 'same'] as const;
/** A card of step 4. */
export type CompareChoice = (typeof compareChoices)[number];

/** The words of step 4's cards. */
export const compareChoiceLabels: Readonly<Record<CompareChoice, string>> = {
  more: 'more',
  fewer: 'fewer',
  same: 'the same',
};

/** The answer, by the widget that gives it. */
export type MeasureWithPaperClipsAnswer =
  /** Step 1: the count typed on the NumberPad. */
  | { readonly kind: 'count'; readonly value: number }
  /** Step 2: how many units the child's row has (all touching, from the left end). */
  | { readonly kind: 'build'; readonly units: number }
  /** Step 3: YesNo, then the joint tapped when the answer is No. */
  | { readonly kind: 'spot'; readonly right: 'yes' | 'no'; readonly joint: number | null }
  /** Step 4: the card picked. */
  | { readonly kind: 'compare'; readonly value: CompareChoice };

/** The object's length in a unit: its length ÷ the unit's length (always whole here). */
export function countIn(lengthCm: number, unit: ClipUnit): number {
  return lengthCm / unitLengthCm[unit];
}

/** The unit a task is measured in (step 4: the unit shown). */
export function taskUnit(task: MeasureTask): ClipUnit {
  return task.kind === 'compare' ? task.shownUnit : task.unit;
}

/** How many units long the object is, in the task's unit. */
export function rightCount(task: MeasureTask): number {
  return countIn(task.lengthCm, taskUnit(task));
}

/** The answer of step 4: shorter units give more of them. */
export function compareAnswer(task: Extract<MeasureTask, { kind: 'compare' }>): CompareChoice {
  const shown = unitLengthCm[task.shownUnit];
  const asked = unitLengthCm[otherUnit(task.shownUnit)];
  return asked < shown ? 'more' : asked > shown ? 'fewer' : 'same';
}

/** The unit counts each step draws from (measurements.md's generator). */
export const stepCounts: Readonly<
  Record<1 | 2 | 3, { readonly min: number; readonly max: number }>
> = {
  1: { min: 2, max: 6 },
  2: { min: 3, max: 10 },
  3: { min: 3, max: 8 },
};

/** Step 4's lengths: whole numbers of both units. */
export const compareLengths = [6, 12, 18, 24] as const;

/** An item's key: its kind, object, unit and length, and Max's flaw and joint. */
export function taskKey(task: MeasureTask): string {
  switch (task.kind) {
    case 'count':
    case 'build':
      return `${task.kind}:${task.object}:${task.unit}:${task.lengthCm}`;
    case 'spot':
      return `spot:${task.object}:${task.unit}:${task.lengthCm}:${task.flaw}:${task.joint ?? 0}`;
    case 'compare':
      return `compare:${task.object}:${task.shownUnit}:${task.lengthCm}`;
  }
}

/** "Is Max's row right?" — the YesNo question of step 3. */
export const isMaxRowRightQuestion = "Is Max's row right?";

/** Said when the child answers No at step 3. */
export const tapTheBadJoint = 'Tap the joint that is wrong.';

/** The prompt of a task. */
export function taskPrompt(task: MeasureTask): string {
  const name = objectName(task.object);
  switch (task.kind) {
    case 'count':
      return `How many ${unitWords[task.unit].other} long is the ${name}?`;
    case 'build':
      return `Measure the ${name} with ${unitWords[task.unit].other}. Add them end to end, then Check.`;
    case 'spot':
      return `Max the beaver measured the ${name} with ${unitWords[task.unit].other}. ${isMaxRowRightQuestion}`;
    case 'compare': {
      const shown = rightCount(task);
      return `The ${name} is ${unitCount(shown, task.shownUnit)} long. Will it take more or fewer ${
        unitWords[otherUnit(task.shownUnit)].other
      } than ${shown}?`;
    }
  }
}

function generateTask(step: 1 | 2 | 3 | 4, rng: Rng): MeasureTask {
  if (step === 4) {
    const lengthCm = rng.pick(compareLengths);
    return {
      kind: 'compare',
      object: rng.pick(objectsOfLength(lengthCm)),
      shownUnit: rng.pick(clipUnits),
      lengthCm,
    };
  }
  const unit = rng.pick(clipUnits);
  const range = stepCounts[step];
  const count = rng.int(range.min, range.max);
  const lengthCm = count * unitLengthCm[unit];
  const object = rng.pick(objectsOfLength(lengthCm));
  if (step === 1) return { kind: 'count', object, unit, lengthCm };
  if (step === 2) return { kind: 'build', object, unit, lengthCm };
  const flaw = rng.pick(rowFlaws);
  if (flaw === 'gap') {
    // count − 1 units, so joints 1 … count − 2.
    return {
      kind: 'spot',
      object,
      unit,
      lengthCm,
      flaw,
      joint: rng.int(1, count - 2),
      units: count - 1,
    };
  }
  if (flaw === 'overlap') {
    // count + 1 units, so joints 1 … count.
    return {
      kind: 'spot',
      object,
      unit,
      lengthCm,
      flaw,
      joint: rng.int(1, count),
      units: count + 1,
    };
  }
  return { kind: 'spot', object, unit, lengthCm, flaw, joint: null, units: count };
}

/**
 * Generates an item for a step (1–4). It never repeats the item just shown: a repeat is drawn
 * again from the same random source.
 */
export function generateMeasureWithPaperClips(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): MeasureWithPaperClipsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let task = generateTask(clamped, rng);
  for (let attempt = 0; attempt < 20 && taskKey(task) === previous; attempt += 1) {
    task = generateTask(clamped, rng);
  }
  return { key: taskKey(task), prompt: taskPrompt(task), step: clamped, task };
}

// ---------------------------------------------------------------------------------------------
// The answer rule

type Result = CheckResult<MeasureWithPaperClipsMisconception>;

const wrong = (misconception: MeasureWithPaperClipsMisconception, message?: string): Result => ({
  correct: false,
  misconception,
  ...(message ? { message } : {}),
});

/** The one right answer of an item, in the answer's own shape. */
export function rightAnswer(item: MeasureWithPaperClipsItem): MeasureWithPaperClipsAnswer {
  const { task } = item;
  switch (task.kind) {
    case 'count':
      return { kind: 'count', value: rightCount(task) };
    case 'build':
      return { kind: 'build', units: rightCount(task) };
    case 'spot':
      return task.flaw === 'none'
        ? { kind: 'spot', right: 'yes', joint: null }
        : { kind: 'spot', right: 'no', joint: task.joint };
    case 'compare':
      return { kind: 'compare', value: compareAnswer(task) };
  }
}

/**
 * Where Max's units start, cm from the object's left end (UnitRow's rows): a gap or an
 * overlap of one whole unit at the bad joint, so the row still reaches from end to end.
 */
export function maxRowStarts(task: Extract<MeasureTask, { kind: 'spot' }>): readonly number[] {
  const unit = unitLengthCm[task.unit];
  const offset = task.flaw === 'gap' ? unit : task.flaw === 'overlap' ? -unit : 0;
  // UnitRow counts joints from 0: joint j (between unit j and j + 1) is its joint j − 1.
  return rowWithJoint(task.lengthCm, unit, (task.joint ?? 0) - 1, offset);
}

function checkSpot(
  task: Extract<MeasureTask, { kind: 'spot' }>,
  answer: Extract<MeasureWithPaperClipsAnswer, { kind: 'spot' }>,
): Result {
  if (task.flaw === 'none') {
    return answer.right === 'yes' ? { correct: true } : wrong('row-is-right');
  }
  const hint = hintInUnit(task.flaw, task.unit);
  if (answer.right === 'yes') return wrong(task.flaw, hint);
  if (answer.joint === task.joint) return { correct: true };
  // The joint tapped is touching: the child saw a mistake but not where.
  const tapped =
    answer.joint === null
      ? ''
      : `${jointText(unitKinds[task.unit], answer.joint - 1, 'touching')}. `;
  return wrong(task.flaw, `${tapped}${hint}`);
}

/**
 * The answer rule (measurements.md): the count is the object's length ÷ the unit's length;
 * step 2's row is right when it has exactly that many units (each snaps touching the last,
 * from the left end, so only extras or a short row can be wrong); step 3 is right only if
 * YesNo is right and, when it is No, the bad joint is tapped; at step 4 shorter units give
 * more of them.
 */
export function checkMeasureWithPaperClips(
  item: MeasureWithPaperClipsItem,
  answer: MeasureWithPaperClipsAnswer,
): Result {
  const { task } = item;
  switch (task.kind) {
    case 'count': {
      if (answer.kind !== 'count') return wrong('miscount');
      return answer.value === rightCount(task) ? { correct: true } : wrong('miscount');
    }
    case 'build': {
      if (answer.kind !== 'build') return wrong('too-few');
      const right = rightCount(task);
      if (answer.units === right) return { correct: true };
      return answer.units < right ? wrong('too-few') : wrong('sticking-out');
    }
    case 'spot':
      return answer.kind === 'spot' ? checkSpot(task, answer) : wrong('row-is-right');
    case 'compare':
      return answer.kind === 'compare' && answer.value === compareAnswer(task)
        ? { correct: true }
        : wrong('unit-size');
  }
}

/** Whether an answer can be checked: step 3's No waits for a joint, step 2 for one unit. */
export function isAnswerComplete(answer: MeasureWithPaperClipsAnswer): boolean {
  if (answer.kind === 'spot') return answer.right === 'yes' || answer.joint !== null;
  if (answer.kind === 'build') return answer.units > 0;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Words

/** "The crayon is 4 paper clips long." */
export function lengthSentence(task: MeasureTask, unit: ClipUnit = taskUnit(task)): string {
  return `The ${objectName(task.object)} is ${unitCount(countIn(task.lengthCm, unit), unit)} long.`;
}

/** What is wrong with Max's row, in words. */
export function flawSentence(task: Extract<MeasureTask, { kind: 'spot' }>): string {
  const joint = task.joint ?? 1;
  const short = unitWords[task.unit].short;
  switch (task.flaw) {
    case 'none':
      return `Max's row is right: every ${short} touches the next, from end to end.`;
    case 'gap':
      return `Max's row is not right: there is a space between ${short} ${joint} and ${short} ${joint + 1}.`;
    case 'overlap':
      return `Max's row is not right: ${short} ${joint} and ${short} ${joint + 1} are on top of each other.`;
  }
}

/** The answer in words, said once the child has answered. */
export function describeMeasureWithPaperClips(item: MeasureWithPaperClipsItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'count':
    case 'build':
      return lengthSentence(task);
    case 'spot':
      return `${flawSentence(task)} ${lengthSentence(task)}`;
    case 'compare': {
      const asked = otherUnit(task.shownUnit);
      const answer = compareAnswer(task);
      return `The ${objectName(task.object)} is ${unitCount(rightCount(task), task.shownUnit)} long and ${unitCount(
        countIn(task.lengthCm, asked),
        asked,
      )} long: ${compareChoiceLabels[answer]} ${unitWords[asked].other}.`;
    }
  }
}

/** "1, 2, 3, 4". */
const countingUpTo = (count: number): string =>
  Array.from({ length: count }, (_, index) => index + 1).join(', ');

/**
 * The worked example (after 2 misses in a row). Counting and building go one unit at a time
 * (the view shows the first `index` units counted or laid); Max's row is checked joint by
 * joint; step 4 lays both units.
 */
export function measureWithPaperClipsWorkedExample(
  item: MeasureWithPaperClipsItem,
): WorkedExampleStep[] {
  const { task } = item;
  const name = objectName(task.object);
  switch (task.kind) {
    case 'count':
      return [
        { text: `Start at the left end of the ${name}.` },
        {
          text: `Touch each ${unitWords[task.unit].one} once and count: ${countingUpTo(rightCount(task))}.`,
        },
        { text: lengthSentence(task) },
      ];
    case 'build':
      return [
        { text: `Put the first ${unitWords[task.unit].one} at the left end of the ${name}.` },
        {
          text: `Add them end to end, each touching the last, up to the right end: ${countingUpTo(
            rightCount(task),
          )}.`,
        },
        { text: `None sticks out past the end. ${lengthSentence(task)}` },
      ];
    case 'spot': {
      const short = unitWords[task.unit].short;
      return [
        {
          text: `Look at each joint of Max's row, from left to right: touching, space between, or on top of each other?`,
        },
        {
          text:
            task.flaw === 'none'
              ? `Every joint is touching, and the row goes from the left end to the right end.`
              : task.flaw === 'gap'
                ? `${jointText(unitKinds[task.unit], (task.joint ?? 1) - 1, 'space-between')}. ${hintInUnit('gap', task.unit)}`
                : `${jointText(unitKinds[task.unit], (task.joint ?? 1) - 1, 'on-top')}. ${hintInUnit('overlap', task.unit)}`,
        },
        {
          text:
            task.flaw === 'none'
              ? `So Max's row is right: Yes.`
              : `So Max's row is not right: No, and the wrong joint is between ${short} ${task.joint ?? 1} and ${short} ${(task.joint ?? 1) + 1}.`,
        },
      ];
    }
    case 'compare': {
      const asked = otherUnit(task.shownUnit);
      return [
        {
          text: `A paper clip is ${unitLengthCm['paper-clip']} centimetres long and a cube ${unitLengthCm.cube} centimetres.`,
        },
        {
          text: `${lengthSentence(task, task.shownUnit)} Laid with ${unitWords[asked].other}, it is ${unitCount(
            countIn(task.lengthCm, asked),
            asked,
          )} long.`,
        },
        { text: measureWithPaperClipsHints['unit-size'] },
      ];
    }
  }
}

/** The model of Measure with Paper Clips. */
export const measureWithPaperClipsModel = {
  steps: 4,
  hints: measureWithPaperClipsHints,
  generate: generateMeasureWithPaperClips,
  check: checkMeasureWithPaperClips,
  workedExample: measureWithPaperClipsWorkedExample,
  describe: describeMeasureWithPaperClips,
} satisfies PracticeModel<
  MeasureWithPaperClipsItem,
  MeasureWithPaperClipsAnswer,
  MeasureWithPaperClipsMisconception
>;
