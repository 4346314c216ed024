/**
 * Lingo 2-2, Broken Ruler: measure when the ruler does not start at 0. An object lies on a
 * piece of a ruler whose first number is not 0; its length is the number of centimetre spaces
 * it covers, the end mark take away the start mark (measurements.md 2-2). The classic slip is
 * reading the end mark; the next is counting the marks instead of the spaces between them.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { findObject, nounOf, type MeasureObject } from '../../model/objects';
import { formatSpoken, formatWritten } from '../../model/units';

/** The objects that lie on the broken ruler (measurements.md: "a nail, a key, a twig, a crayon or a bead string"). */
export const brokenRulerObjectIds = ['nail', 'key', 'twig', 'crayon', 'bead-string'] as const;
/** One of the objects of Broken Ruler, an id of the object bank. */
export type BrokenRulerObjectId = (typeof brokenRulerObjectIds)[number];

/** How long a ruler piece is, in centimetres: one fixed drawing scale for every item. */
export const rulerPieceLength = 16;

/**
 * What an item asks: `count` (step 1: tappable spaces count, then the length is typed),
 * `type` (step 2: the length typed, no counting help), `choose` (step 3: 3 cards), `claim`
 * (step 4: Sam claims a length; Yes, or No and the right length typed).
 */
export const brokenRulerTasks = ['count', 'type', 'choose', 'claim'] as const;
/** What an item asks. */
export type BrokenRulerTask = (typeof brokenRulerTasks)[number];

/**
 * Why Sam says his length: the end number (`end`, wrong), the marks counted (`marks`, wrong,
 * one too many), the spaces counted or the start taken from the end (`spaces`,
 * `take-away`, both right).
 */
export const claimReasons = ['end', 'marks', 'spaces', 'take-away'] as const;
/** Why Sam says his length. */
export type ClaimReason = (typeof claimReasons)[number];

/** Sam's claim at step 4. */
export interface SamClaim {
  /** The length Sam says, in cm. */
  readonly length: number;
  readonly reason: ClaimReason;
  /** Whether Sam is right: his length is the object's length. */
  readonly right: boolean;
}

/** A Broken Ruler item. */
export interface BrokenRulerItem extends PracticeItemBase {
  readonly step: number;
  readonly task: BrokenRulerTask;
  readonly object: BrokenRulerObjectId;
  /** The ruler piece's first number (never 0) and its last. */
  readonly rulerStart: number;
  readonly rulerEnd: number;
  /** The mark the object starts at, and its length in whole cm (its end is start + length). */
  readonly start: number;
  readonly length: number;
  /** Step 3: the length, the end number and the length + 1, in the order shown. */
  readonly choices?: readonly number[];
  /** Step 4: what Sam says. */
  readonly claim?: SamClaim;
}

/** The answer: a length typed or chosen, or Sam's claim judged (and the length typed after No). */
export type BrokenRulerAnswer =
  | { readonly kind: 'length'; readonly value: number }
  | { readonly kind: 'claim'; readonly verdict: 'yes' | 'no'; readonly value?: number };

/** Hint texts of Broken Ruler (the first two are measurements.md's, said of the item's own object and marks). */
export const brokenRulerHints = {
  'end-number':
    'The nail does not start at 0. Count the spaces from where it starts, or take away the start number.',
  'counted-marks': 'Count the jumps between marks, not the marks. From 4 to 5 is 1 centimetre.',
  'sam-right': "Check Sam's way: count the spaces from where it starts to where it ends.",
  default: 'Find the marks where it starts and ends, then count the spaces between them.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type BrokenRulerMisconception = Exclude<keyof typeof brokenRulerHints, 'default'>;

/** The object of an id, from the bank. */
export function brokenRulerObject(id: BrokenRulerObjectId): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`The object bank has no ${id}`);
  return object;
}

/** "nail", "bead string": how texts name the item's object. */
export function objectNoun(item: Pick<BrokenRulerItem, 'object'>): string {
  return nounOf(brokenRulerObject(item.object));
}

/** The mark the object ends at. */
export const endMark = (item: Pick<BrokenRulerItem, 'start' | 'length'>): number =>
  item.start + item.length;

/** What Sam says and why, as written ("…9 cm because it ends at 9.") or spoken (centimetres). */
function claimSentence(item: BrokenRulerItem, claim: SamClaim, spoken: boolean): string {
  const noun = objectNoun(item);
  const amount = spoken ? formatSpoken(claim.length, 'cm') : formatWritten(claim.length, 'cm');
  const because = {
    end: `it ends at ${endMark(item)}`,
    marks: `he counted ${claim.length} marks`,
    spaces: `he counted ${claim.length} spaces`,
    'take-away': `${endMark(item)} take away ${item.start} is ${claim.length}`,
  }[claim.reason];
  return `Sam says the ${noun} is ${amount} because ${because}. Is Sam right?`;
}

/** The prompt of an item, as shown (`spoken`: as read aloud, units in full words). */
export function brokenRulerPrompt(item: BrokenRulerItem, spoken = false): string {
  const noun = objectNoun(item);
  switch (item.task) {
    case 'count':
      return `How long is the ${noun}? Tap the spaces to count them.`;
    case 'type':
      return `How long is the ${noun}?`;
    case 'choose':
      return `How long is the ${noun}? Choose its length.`;
    case 'claim':
      return item.claim ? claimSentence(item, item.claim, spoken) : `How long is the ${noun}?`;
  }
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** Step 4's claim: right in 1 of 4 items; a wrong claim is mostly the end number. */
function makeClaim(start: number, length: number, rng: Rng): SamClaim {
  if (rng.int(1, 4) === 1) {
    return { length, reason: rng.pick(['spaces', 'take-away'] as const), right: true };
  }
  return rng.int(1, 3) <= 2
    ? { length: start + length, reason: 'end', right: false }
    : { length: length + 1, reason: 'marks', right: false };
}

/** The key of an item: the same key is never served twice in a row. */
export function brokenRulerKey(
  item: Pick<BrokenRulerItem, 'step' | 'object' | 'rulerStart' | 'start' | 'length' | 'claim'>,
): string {
  const claim = item.claim ? `:${item.claim.reason}` : '';
  return `${item.step}:${item.object}:${item.rulerStart}:${item.start}+${item.length}${claim}`;
}

/**
 * Generates a Broken Ruler item for a step (1–4), as measurements.md sets them: step 1 the
 * ruler piece starts at 2 or 3 with the object at its first mark, 2–6 cm; step 2 the object
 * starts at mark 1–8, 3–10 cm; step 3 at mark 3–12, 3–12 cm, with 3 cards; step 4 at 2–10,
 * 3–10 cm, with Sam's claim. From step 2 on, the piece may start up to 2 cm before the object.
 */
export function generateBrokenRuler(step: number, rng: Rng): BrokenRulerItem {
  const clamped = clampStep(step);
  const object = rng.pick(brokenRulerObjectIds);
  const ranges = {
    1: { start: [2, 3], length: [2, 6] },
    2: { start: [1, 8], length: [3, 10] },
    3: { start: [3, 12], length: [3, 12] },
    4: { start: [2, 10], length: [3, 10] },
  } as const;
  const range = ranges[clamped];
  const start = rng.int(range.start[0], range.start[1]);
  const length = rng.int(range.length[0], range.length[1]);
  const rulerStart = clamped === 1 ? start : Math.max(1, start - rng.int(0, 2));
  const task = brokenRulerTasks[clamped - 1] as BrokenRulerTask;
  const base = {
    step: clamped,
    task,
    object,
    rulerStart,
    rulerEnd: rulerStart + rulerPieceLength,
    start,
    length,
    ...(clamped === 3 ? { choices: rng.shuffle([length, start + length, length + 1]) } : {}),
    ...(clamped === 4 ? { claim: makeClaim(start, length, rng) } : {}),
  };
  const item = { ...base, key: brokenRulerKey(base), prompt: '' };
  const prompt = brokenRulerPrompt(item);
  const speech = brokenRulerPrompt(item, true);
  return { ...item, prompt, ...(speech !== prompt ? { speech } : {}) };
}

/** The end-number hint of the item's own object: "The key does not start at 0. …". */
function endNumberHint(item: BrokenRulerItem): string {
  return `The ${objectNoun(item)} does not start at 0. Count the spaces from where it starts, or take away the start number.`;
}

/** The counted-marks hint from the item's own start mark: "… From 4 to 5 is 1 centimetre.". */
function countedMarksHint(item: BrokenRulerItem): string {
  return `Count the jumps between marks, not the marks. From ${item.start} to ${item.start + 1} is 1 centimetre.`;
}

/** A wrong length: the end number, the marks counted, or neither. */
function wrongLength(
  item: BrokenRulerItem,
  value: number,
): Pick<CheckResult<BrokenRulerMisconception>, 'misconception' | 'message'> {
  if (value === endMark(item)) return { misconception: 'end-number', message: endNumberHint(item) };
  if (value === item.length + 1) {
    return { misconception: 'counted-marks', message: countedMarksHint(item) };
  }
  return {};
}

/**
 * The answer rule: the length is the end mark − the start mark. A length given as the end
 * number names the end-number slip, one too many the marks counted. At step 4 the item is
 * right only if both parts are: Yes when Sam is right; No and the right length when he is
 * not (Yes to a wrong Sam names his slip; No to a right Sam asks to check his way). `marks`
 * say which part was right: `verdict` and `length`.
 */
export function checkBrokenRuler(
  item: BrokenRulerItem,
  answer: BrokenRulerAnswer,
): CheckResult<BrokenRulerMisconception> {
  if (answer.kind === 'length') {
    if (answer.value === item.length) return { correct: true };
    return { correct: false, ...wrongLength(item, answer.value) };
  }
  const claim = item.claim;
  if (!claim) return { correct: false };
  if (claim.right) {
    return answer.verdict === 'yes'
      ? { correct: true, marks: { verdict: 'correct' } }
      : { correct: false, misconception: 'sam-right', marks: { verdict: 'incorrect' } };
  }
  if (answer.verdict === 'yes') {
    return {
      correct: false,
      marks: { verdict: 'incorrect' },
      ...wrongLength(item, claim.length),
    };
  }
  if (answer.value === item.length) {
    return { correct: true, marks: { verdict: 'correct', length: 'correct' } };
  }
  return {
    correct: false,
    marks: { verdict: 'correct', length: 'incorrect' },
    ...(answer.value === undefined ? {} : wrongLength(item, answer.value)),
  };
}

/** Whether the answer can be checked: a length, Yes, or No with a length typed. */
export function isBrokenRulerAnswerReady(answer: BrokenRulerAnswer): boolean {
  return answer.kind === 'length' || answer.verdict === 'yes' || answer.value !== undefined;
}

/** The worked example: where the object starts and ends, the spaces counted, the length. */
export function brokenRulerWorkedExample(
  item: BrokenRulerItem,
): readonly { readonly text: string; readonly speech?: string }[] {
  const noun = objectNoun(item);
  const end = endMark(item);
  const steps = [
    { text: `The ${noun} starts at the ${item.start} mark.` },
    { text: `It ends at the ${end} mark.` },
    {
      text: `Count the spaces from ${item.start} to ${end}: ${item.length}. Or take away: ${end} take away ${item.start} is ${item.length}.`,
    },
    {
      text: `The ${noun} is ${formatWritten(item.length, 'cm')} long.`,
      speech: `The ${noun} is ${formatSpoken(item.length, 'cm')} long.`,
    },
  ];
  const claim = item.claim;
  if (!claim) return steps;
  return [
    ...steps,
    claim.right
      ? { text: 'So Sam is right.' }
      : {
          text: `So Sam is not right: the ${noun} is ${formatWritten(item.length, 'cm')}, not ${formatWritten(claim.length, 'cm')}.`,
          speech: `So Sam is not right: the ${noun} is ${formatSpoken(item.length, 'cm')}, not ${formatSpoken(claim.length, 'cm')}.`,
        },
  ];
}

/** The answer in words, said once the child has answered: "5 cm, from the 4 mark to the 9 mark". */
export function describeBrokenRuler(item: BrokenRulerItem): string {
  const length = `${formatWritten(item.length, 'cm')}, from the ${item.start} mark to the ${endMark(item)} mark`;
  if (!item.claim) return length;
  return item.claim.right ? `Sam is right: ${length}` : `Sam is not right: ${length}`;
}

/** The model of Broken Ruler. */
export const brokenRulerModel = {
  steps: 4,
  hints: brokenRulerHints,
  generate: generateBrokenRuler,
  check: checkBrokenRuler,
  workedExample: brokenRulerWorkedExample,
  describe: describeBrokenRuler,
} satisfies PracticeModel<BrokenRulerItem, BrokenRulerAnswer, BrokenRulerMisconception>;
