/**
 * Lingo 1-0, Measurement Basics (Learn): compare lengths by lining up the ends, masses with a
 * balance and capacities by pouring, then measure with paper clips laid end to end, with no
 * gaps and no overlaps (measurements.md). Five guided steps and a closing check as a lesson
 * model, with the pure rule of each step: what a move or a tap says, and when the step is done.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { findObject, hiddenValue } from '../../model/objects';
import type { Quantity } from '../../model/units';

/** A hidden value of the object bank (the lesson's objects are all in it). */
function bankValue(id: string, quantity: Quantity): number {
  const object = findObject(id);
  const value = object ? hiddenValue(object, quantity) : undefined;
  if (value === undefined) throw new Error(`The object bank has no ${quantity} for "${id}".`);
  return value;
}

/** Ids of the Measurement Basics steps, in order. */
export const measurementBasicsStepIds = [
  'line-up',
  'balance',
  'pour',
  'lay-clips',
  'fix-gap',
] as const;
/** One Measurement Basics step id. */
export type MeasurementBasicsStepId = (typeof measurementBasicsStepIds)[number];

/** A guided step of Measurement Basics. */
export interface MeasurementBasicsStep extends LessonStep {
  readonly id: MeasurementBasicsStepId;
}

/** The five steps, as measurements.md says them. */
export const measurementBasicsSteps: readonly MeasurementBasicsStep[] = [
  {
    id: 'line-up',
    prompt: 'To compare lengths, line up the ends. Drag the pencil to the start line.',
  },
  {
    id: 'balance',
    // measurements.md's sentence, then what to do (the child drops both, then taps one).
    prompt:
      'The heavier thing pushes its pan down. Put the pumpkin and the apple on the pans, then tap the heavier one.',
  },
  { id: 'pour', prompt: 'To find which holds more, pour. Pour the cup into the jug.' },
  {
    id: 'lay-clips',
    prompt: 'We can measure with paper clips. Lay them end to end, no gaps, no overlaps.',
  },
  { id: 'fix-gap', prompt: 'Oops! This row has a gap, so it shows only 4. Tap the gap.' },
];

// ─── Step 1: line up the ends ────────────────────────────────────────────────────────────

/**
 * Step 1's objects, in cm. The pencil starts left of the start line, so before lining up the
 * crayon seems to reach further; lined up, the pencil is the longer one. The crayon is the
 * bank's new crayon; the pencil is a used one, shorter than the bank's new pencil (19 cm), so
 * both fit a phone's width at the lane's scale.
 */
export const lineUpObjects = {
  pencil: { lengthCm: 13, startCm: -6 },
  crayon: { lengthCm: bankValue('crayon', 'length'), startCm: 0 },
} as const;

/** Which object a step 1 tap is on. */
export type LineUpObject = keyof typeof lineUpObjects;

/** measurements.md's text alternative once the pencil is at the line. */
export const linedUpText =
  'Pencil and crayon, both starting at the line. The pencil reaches further: it is longer.';

/** Said when the pencil reaches the start line. */
export const pencilAtLineText = 'The pencil starts at the line now. Tap the longer one.';

/**
 * A tap on an object in step 1: before the pencil is at the start line, lining up comes
 * first; then the pencil, which reaches further, is the longer one.
 */
export function lineUpTap(
  linedUp: boolean,
  object: LineUpObject,
): { readonly said: string; readonly done: boolean } {
  if (!linedUp) {
    return {
      said: 'Line up the ends first: drag the pencil to the start line.',
      done: false,
    };
  }
  if (object === 'crayon') {
    return {
      said: 'The crayon stops first. The longer one reaches further. Try the other one.',
      done: false,
    };
  }
  return { said: linedUpText, done: true };
}

// ─── Step 2: the balance ─────────────────────────────────────────────────────────────────

/** Step 2's things and their hidden masses in grams: a pumpkin is far heavier than an apple. */
export const balanceThings = {
  pumpkin: { massG: bankValue('pumpkin', 'mass') },
  apple: { massG: bankValue('apple', 'mass') },
} as const;

/** A thing of step 2. */
export type BalanceThing = keyof typeof balanceThings;

/** Where step 2's things are: on the left pan, the right pan, or still in the tray. */
export type BalancePlacement = Readonly<Record<BalanceThing, 'left' | 'right' | null>>;

/** Both things are on the scale, one on each pan: the scale has tipped. */
export function balanceReady(placement: BalancePlacement): boolean {
  return (
    placement.pumpkin !== null && placement.apple !== null && placement.pumpkin !== placement.apple
  );
}

/** What is said after a thing is put on a pan or taken off. */
export function balancePlacedText(placement: BalancePlacement): string {
  if (placement.pumpkin !== null && placement.pumpkin === placement.apple) {
    return 'Both are on the same pan. Put one thing on each pan.';
  }
  if (balanceReady(placement)) {
    return `The scale tips: the ${placement.pumpkin} pan, with the pumpkin, goes down. Tap the heavier one.`;
  }
  const waiting = placement.pumpkin === null ? 'pumpkin' : 'apple';
  return `Now put the ${waiting} on the other pan.`;
}

/** A tap on a thing in step 2, to answer "which is heavier?". */
export function balanceTap(
  placement: BalancePlacement,
  thing: BalanceThing,
): { readonly said: string; readonly done: boolean } {
  if (!balanceReady(placement)) {
    return { said: 'Put the pumpkin and the apple on the two pans first.', done: false };
  }
  if (thing === 'apple') {
    return {
      said: "The apple's pan went up: the apple is lighter. Tap the heavier one.",
      done: false,
    };
  }
  return { said: "The pumpkin's pan is down: the pumpkin is heavier.", done: true };
}

// ─── Step 3: pour ────────────────────────────────────────────────────────────────────────

/** Step 3's containers and their hidden capacities in mL. */
export const pourContainers = {
  cup: { capacityMl: bankValue('cup', 'capacity') },
  jug: { capacityMl: bankValue('jug', 'capacity') },
} as const;

/** Said after the pour: all the water fits and the jug is not full. */
export const pouredText = 'All the water from the cup fits in the jug, and the jug is not full.';

/** The cards of step 3, shown after the pour. */
export const pourChoices = [
  { value: 'cup', label: 'The cup holds more' },
  { value: 'jug', label: 'The jug holds more' },
] as const;

/** A card of step 3. */
export type PourChoice = (typeof pourChoices)[number]['value'];

/** A card tapped in step 3 (only after pouring). */
export function pourTap(choice: PourChoice): { readonly said: string; readonly done: boolean } {
  return choice === 'jug'
    ? { said: 'Yes! The jug is not full, so the jug holds more.', done: true }
    : {
        said: 'The jug is not even full with all of the cup in it. So the cup holds less. Try the other card.',
        done: false,
      };
}

// ─── Steps 4 and 5: paper clips along a ribbon ───────────────────────────────────────────

/** A paper clip is 3 cm long (measurements.md). */
export const paperClipCm = 3;

/** The ribbon of steps 4 and 5: 15 cm, 5 paper clips long. */
export const ribbonCm = 15;

/** How many clips the ribbon is long. */
export const ribbonClips = ribbonCm / paperClipCm;

/** "1 paper clip", "3 paper clips". */
export const clipsText = (count: number): string =>
  count === 1 ? '1 paper clip' : `${count} paper clips`;

/** Step 4 is done at this line. */
export const ribbonMeasuredText = `${ribbonClips} paper clips long.`;

/**
 * What step 4 says after a clip is added or taken off (each one snaps touching the last):
 * the count, a clip sticking out past the end, or the ribbon measured.
 */
export function layClipsText(count: number): { readonly said: string; readonly done: boolean } {
  if (count === ribbonClips) return { said: ribbonMeasuredText, done: true };
  if (count > ribbonClips) {
    return {
      said: `${clipsText(count)}. That one sticks out past the end of the ribbon. Take it off.`,
      done: false,
    };
  }
  if (count === 0)
    return { said: 'No clips yet. Add one at the start of the ribbon.', done: false };
  return { said: `${clipsText(count)}.`, done: false };
}

/** Step 5's row: 4 clips with the gap between clip 2 and clip 3. */
export const gapJoint = 2;

/** Where step 5 is: the gap still open, closed, and how many clips lie along the ribbon. */
export interface FixGapState {
  readonly gapClosed: boolean;
  readonly clips: number;
}

/** Step 5 at its start: 4 clips with a gap. */
export const fixGapStart: FixGapState = { gapClosed: false, clips: ribbonClips - 1 };

/** Step 5's last line. */
export const nowRightText = `Now it is right: ${ribbonClips}.`;

/** measurements.md's text alternative of step 5's row, and of any row with one gap. */
export function gapRowText(clips: number, joint: number, along = 'the ribbon'): string {
  return `${clips} clips along ${along}. Space between clip ${joint} and clip ${joint + 1}.`;
}

/** A tap on a joint of step 5 (`joint` j is between clip j and clip j+1). */
export function fixGapTap(
  state: FixGapState,
  joint: number,
): { readonly state: FixGapState; readonly said: string } {
  if (state.gapClosed) {
    return { state, said: `Clip ${joint} to clip ${joint + 1}: touching.` };
  }
  if (joint !== gapJoint) {
    return {
      state,
      said: `Clip ${joint} to clip ${joint + 1}: touching. Find the space between two clips.`,
    };
  }
  return {
    state: { ...state, gapClosed: true },
    said: `The clips close up. ${clipsText(state.clips)} do not reach the end: add one more.`,
  };
}

/** A clip added (or taken off) in step 5. */
export function fixGapClips(
  state: FixGapState,
  clips: number,
): { readonly state: FixGapState; readonly said: string; readonly done: boolean } {
  if (!state.gapClosed) {
    return { state, said: 'Tap the gap first, so the clips close up.', done: false };
  }
  const next = { ...state, clips };
  if (clips === ribbonClips) return { state: next, said: nowRightText, done: true };
  return { state: next, said: layClipsText(clips).said, done: false };
}

// ─── The closing check ───────────────────────────────────────────────────────────────────

/** How a row of the closing check is laid. */
export const checkRowKinds = ['gap', 'right', 'overlap'] as const;
/** A row of the closing check. */
export type CheckRowKind = (typeof checkRowKinds)[number];

/** The spoon of the closing check: 12 cm, 4 paper clips long. */
export const spoonCm = 12;

/** A row of the closing check, as the view draws it and a screen reader hears it. */
export interface CheckRow {
  readonly kind: CheckRowKind;
  /** How many clips lie along the spoon. */
  readonly clips: number;
  /** The bad joint (j between clip j and j+1), or null for the right row. */
  readonly joint: number | null;
}

/**
 * The three rows, all from the spoon's left end to its right end: 3 clips with a space
 * between clip 2 and clip 3, 4 clips touching, and 5 clips with clip 3 on top of clip 4.
 */
export const checkRows: Readonly<Record<CheckRowKind, CheckRow>> = {
  gap: { kind: 'gap', clips: spoonCm / paperClipCm - 1, joint: 2 },
  right: { kind: 'right', clips: spoonCm / paperClipCm, joint: null },
  overlap: { kind: 'overlap', clips: spoonCm / paperClipCm + 1, joint: 3 },
};

/** The text alternative of a check row. */
export function checkRowText(row: CheckRow): string {
  switch (row.kind) {
    case 'gap':
      return gapRowText(row.clips, row.joint ?? 1, 'the spoon');
    case 'right':
      return `${row.clips} clips along the spoon, touching end to end, from its left end to its right end.`;
    case 'overlap':
      return `${row.clips} clips along the spoon. Clip ${row.joint ?? 1} and clip ${(row.joint ?? 1) + 1} on top of each other.`;
  }
}

/** Hints of the closing check: each names the mistake in the row picked. */
export const measurementBasicsHints = {
  gap: 'This row has a space between two clips. That bit was not counted.',
  overlap: 'In this row two clips overlap. That bit is counted twice.',
} as const;

/** The mistakes the closing check names. */
export type MeasurementBasicsMisconception = keyof typeof measurementBasicsHints;

/** A card of the closing check: a row of clips along the spoon. */
export interface MeasurementBasicsChoice extends LessonChoice<MeasurementBasicsMisconception> {
  readonly value: CheckRowKind;
  readonly row: CheckRow;
  /** "A", "B" or "C": the card's name is "Row A: …". */
  readonly letter: string;
}

/** The card order: the right row is neither first nor alone in its place. */
const cardOrder: readonly CheckRowKind[] = ['overlap', 'right', 'gap'];

/** Cards are named Row A, Row B, Row C, in order. */
export const rowLetter = (index: number): string => String.fromCharCode(65 + index);

/** Measurement Basics as a lesson model: five steps, then one closing question. */
export const measurementBasicsLesson: LessonModel<
  MeasurementBasicsStep,
  LessonQuestion<MeasurementBasicsChoice>,
  MeasurementBasicsMisconception
> = {
  steps: measurementBasicsSteps,
  check: [
    {
      id: 'which-row',
      prompt: 'Which row measures the spoon the right way?',
      choices: cardOrder.map((kind, index) => {
        const row = checkRows[kind];
        return {
          value: kind,
          label: `Row ${rowLetter(index)}: ${checkRowText(row)}`,
          row,
          letter: rowLetter(index),
          ...(kind === 'right' ? { correct: true } : { misconception: kind }),
        };
      }),
    },
  ],
  hints: measurementBasicsHints,
};
