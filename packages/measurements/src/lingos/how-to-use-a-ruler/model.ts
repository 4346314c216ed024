/**
 * Lingo 2-0, How to Use a Ruler (Learn): a centimetre is one space on the ruler; line up the
 * 0 with one end and read the other end; 1 m = 100 cm, and big things are measured in metres
 * (measurements.md). Five guided steps and a closing check typed on a NumberPad, as a lesson
 * model, with the pure rules of each step: what a tap or a drop says, and when the step is
 * done.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { everydayUnitOf, findObject, type MeasureObject } from '../../model/objects';
import { formatSpoken } from '../../model/units';

/** Ids of the How to Use a Ruler steps, in order. */
export const howToUseARulerStepIds = [
  'count-spaces',
  'line-up',
  'read-end',
  'metre-sticks',
  'sort-units',
] as const;
/** One How to Use a Ruler step id. */
export type HowToUseARulerStepId = (typeof howToUseARulerStepIds)[number];

/** A guided step of How to Use a Ruler. */
export interface HowToUseARulerStep extends LessonStep {
  readonly id: HowToUseARulerStepId;
}

/** "1 centimetre", "9 centimetres": the voice always says the full word. */
export const centimetresText = (count: number): string => formatSpoken(count, 'cm');

/** "1 metre", "3 metres". */
export const metresText = (count: number): string => formatSpoken(count, 'm');

// ─── Step 1: one space is one centimetre ─────────────────────────────────────────────────

/** How many spaces step 1 asks for: "Tap 5 spaces." */
export const spacesToTap = 5;

/** What a tap on a space of step 1 does: lights it (the spaces from 0 to 5), or says why not. */
export interface SpaceTap {
  /** The spaces from 0 to 5 lit now, by the mark each starts at (a cube in each). */
  readonly lit: readonly number[];
  readonly said: string;
  /** This tap lit the last of the five. */
  readonly done: boolean;
}

/**
 * A tap on the space that starts at mark `from`: each of the five spaces from 0 to 5 lights,
 * says it is 1 centimetre and counts ("From 2 to 3 is 1 centimetre. 3 of 5 spaces."); the last
 * one ends the step. A space past the 5 is not one of them and stays dark (the Ruler is told
 * to refuse it: it is not in `lit`), and a space tapped again is counted once.
 */
export function countSpacesTap(
  lit: readonly number[],
  tap: { readonly from: number; readonly again: boolean },
): SpaceTap {
  const all = `${spacesToTap} spaces from 0 to ${spacesToTap}: ${centimetresText(spacesToTap)}`;
  if (lit.length >= spacesToTap) return { lit, said: `${all}.`, done: false };
  const { from } = tap;
  if (from < 0 || from >= spacesToTap) {
    return {
      lit,
      said: `That space is past the ${spacesToTap}. Tap the spaces from 0 to ${spacesToTap}.`,
      done: false,
    };
  }
  if (tap.again || lit.includes(from)) {
    return {
      lit,
      said: `That space is counted already. ${lit.length} of ${spacesToTap} spaces.`,
      done: false,
    };
  }
  const next = [...lit, from];
  const space = `From ${from} to ${from + 1} is ${centimetresText(1)}.`;
  return next.length === spacesToTap
    ? { lit: next, said: `${space} ${all}!`, done: true }
    : { lit: next, said: `${space} ${next.length} of ${spacesToTap} spaces.`, done: false };
}

// ─── Steps 2 and 3: line up the 0, read the other end ────────────────────────────────────

/** The crayon of steps 2 and 3: a new crayon, 9 cm (measurements.md's benchmark). */
export const crayonLengthCm = 9;

/**
 * Where the crayon lies in steps 2 and 3, cm from the lane's left: the ruler starts at the
 * lane's left, its 0 4 cm left of the crayon's end, and slides right to meet it.
 */
export const crayonStartCm = 4;

/** Said when the ruler's 0 meets the crayon's end (step 2 done). */
export const linedUpText = "The 0 is at the crayon's end. Now the ruler can measure it.";

/** Said when the 9 is tapped (step 3 done). */
export const readEndText = 'The crayon is 9 centimetres. We write 9 cm.';

/** What a tap on a number of step 3's ruler says; the 9 ends the step. */
export function readEndTap(mark: number): { readonly said: string; readonly done: boolean } {
  if (mark === crayonLengthCm) return { said: readEndText, done: true };
  if (mark === 0) {
    return {
      said: 'That is the 0, where the crayon starts. Read the number at its other end.',
      done: false,
    };
  }
  return {
    said: `That is the ${mark}. Look at the crayon's other end: which number is it on?`,
    done: false,
  };
}

// ─── Step 4: metre sticks ────────────────────────────────────────────────────────────────

/** The board of step 4 is 3 m long: 3 metre sticks end to end. */
export const boardLengthM = 3;

/** "3 metres, 3 m.": said once the sticks measure the board; "3 metres, 3 m" is spoken. */
export const boardMeasuredText = `${metresText(boardLengthM)}, ${boardLengthM} m.`;

/**
 * What step 4 says after a metre stick is laid or taken off: the metres so far, the board
 * measured at 3, or a stick past the end to take off.
 */
export function metreSticksText(sticks: number): { readonly said: string; readonly done: boolean } {
  if (sticks === boardLengthM) return { said: boardMeasuredText, done: true };
  if (sticks > boardLengthM) {
    return {
      said: `${metresText(sticks)}. The last stick goes past the end of the board. Take it off.`,
      done: false,
    };
  }
  if (sticks === 0)
    return { said: 'No metre sticks yet. Lay one at the end of the board.', done: false };
  return { said: `${metresText(sticks)}. The board goes on: lay another stick.`, done: false };
}

// ─── Step 5: cm or m ─────────────────────────────────────────────────────────────────────

/** The units of step 5's bins. */
export const sortUnits = ['cm', 'm'] as const;
/** A bin of step 5: centimetres or metres. */
export type SortUnit = (typeof sortUnits)[number];

/** The things to sort in step 5 (ids of the bank), small and big, each in its bin. */
export const sortThingIds = ['eraser', 'spoon', 'hallway', 'school-bus'] as const;
/** A thing of step 5. */
export type SortThingId = (typeof sortThingIds)[number];

/** A thing of step 5: the bank's object and the bin it goes in (from its hidden length). */
export interface SortThing {
  readonly id: SortThingId;
  readonly object: MeasureObject;
  readonly unit: SortUnit;
}

/** The things of step 5 with their bins, from their hidden lengths (from 100 cm, metres). */
export const sortThings: readonly SortThing[] = sortThingIds.map((id) => {
  const object = findObject(id);
  const unit = object ? everydayUnitOf(object, 'length') : undefined;
  if (!object || (unit !== 'cm' && unit !== 'm')) {
    throw new Error(`The object bank has no length for "${id}"`);
  }
  return { id, object, unit };
});

/** The bins' names, as shown and read. */
export const sortBinLabels: Readonly<Record<SortUnit, string>> = { cm: 'cm', m: 'm' };

/** The bins' names read aloud. */
export const sortBinNames: Readonly<Record<SortUnit, string>> = {
  cm: 'centimetres',
  m: 'metres',
};

/**
 * A drop of step 5: a small thing in cm or a big thing in m stays; the other bin bounces it
 * back with a hint that says why.
 */
export function sortUnitsDrop(
  thingId: SortThingId,
  unit: SortUnit,
): { readonly correct: boolean; readonly hint?: string } {
  const thing = sortThings.find((candidate) => candidate.id === thingId);
  if (!thing || thing.unit === unit) return { correct: true };
  const name = thing.object.name.charAt(0).toUpperCase() + thing.object.name.slice(1);
  return thing.unit === 'cm'
    ? {
        correct: false,
        hint: `${name} is small: it fits in your hands. Measure small things in centimetres.`,
      }
    : {
        correct: false,
        hint: `${name} is big: many big steps long. Measure big things in metres.`,
      };
}

/** Said when every thing is in its bin (step 5 done). */
export const sortedText = 'Small things in centimetres, big things in metres. All sorted!';

// ─── The closing check ───────────────────────────────────────────────────────────────────

/** The key of the closing check: on a ruler lined up at 0, its end at the 6 mark. */
export const keyLengthCm = 6;

/** The hint after a miss in the closing check (measurements.md). */
export const checkHint = 'Start at 0, read the number at the end.';

/** The closing check's question: typed on a NumberPad, checked against the key's 6 cm. */
export interface KeyQuestion extends LessonQuestion<LessonChoice> {
  readonly id: 'key-length';
}

/** The prompts of the steps (measurements.md, word for word). */
export const howToUseARulerSteps: readonly HowToUseARulerStep[] = [
  {
    id: 'count-spaces',
    prompt: 'From one number to the next is 1 centimetre. Tap 5 spaces.',
  },
  { id: 'line-up', prompt: 'Put the 0 at one end. Drag the ruler to the crayon.' },
  {
    id: 'read-end',
    prompt: 'Read the number at the other end. The crayon is 9 centimetres. We write 9 cm.',
    speech: 'Read the number at the other end. The crayon is 9 centimetres. We write 9 c m.',
  },
  {
    id: 'metre-sticks',
    prompt: 'A metre is 100 centimetres, about one big step. Measure the board with metre sticks.',
  },
  { id: 'sort-units', prompt: 'Small things in centimetres, big things in metres.' },
];

/**
 * How to Use a Ruler as a lesson model: the five steps, then "How long is the key?" typed on
 * a NumberPad (6). Every wrong number gets "Start at 0, read the number at the end."
 */
export const howToUseARulerLesson: LessonModel<HowToUseARulerStep, KeyQuestion> = {
  steps: howToUseARulerSteps,
  check: [
    {
      id: 'key-length',
      prompt: 'How long is the key?',
      choices: [{ value: String(keyLengthCm), label: `${keyLengthCm} cm`, correct: true }],
      hint: checkHint,
    },
  ],
};
