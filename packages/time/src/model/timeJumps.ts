/**
 * What the "count on / count back" Lingos share: the people of the time stories (2-2, 2-3,
 * 2-6, 3-3, 3-4), how Looking Forward (2-2) and Looking Back (2-3) grow with the step, their
 * clock cards of step 1, and the ribbon's jumps as worked-example steps (2-2, 2-3, 2-4, 2-6,
 * 3-4).
 */
import type { PracticeItemBase, Rng } from '@lingos/kit';
import {
  capitalize,
  formatTimeAs,
  jumpPhrases,
  type CompareMode,
  type TimeFormat,
} from './elapsed';
import {
  faceMinutes,
  formatDuration,
  formatDigital,
  formatDigital12,
  formatForPrompt,
  normalizeTime,
  sameFaceValue,
  type Jump,
} from './time';

// ─── The story people ────────────────────────────────────────────────────────────────────

/** A person in the story bank. */
export interface StoryPerson {
  readonly name: string;
  /** "he" or "she", for the story's second sentence. */
  readonly pronoun: 'he' | 'she';
}

/** The names the time stories use (curriculum 2-6), shared by 2-2, 2-3 and 2-6. */
export const storyPeople: readonly StoryPerson[] = [
  { name: 'Maya', pronoun: 'she' },
  { name: 'Liam', pronoun: 'he' },
  { name: 'Priya', pronoun: 'she' },
  { name: 'Noah', pronoun: 'he' },
  { name: 'Chloé', pronoun: 'she' },
  { name: 'Amir', pronoun: 'he' },
  { name: 'Mei', pronoun: 'she' },
  { name: 'Owen', pronoun: 'he' },
];

/** A story frame: tells the story from a person, the given time and how long, as written. */
export interface StoryFrame {
  /** The story's activity id. */
  readonly id: string;
  readonly tell: (person: StoryPerson, time: string, duration: string) => string;
}

// ─── The steps of Looking Forward and Looking Back ───────────────────────────────────────

/** How the child answers in Looking Forward and Looking Back. */
export const jumpAnswerModes = ['choice', 'clock', 'clock-or-digits', 'digital'] as const;
/**
 * `choice`: ChoiceGrid of 3 clocks (step 1); `clock`: set the AnalogClock (step 2);
 * `clock-or-digits`: the clock or the DigitalClock (step 3); `digital`: DigitalClock with
 * AM/PM (step 4).
 */
export type JumpAnswerMode = (typeof jumpAnswerModes)[number];

/** What a step (1–4) of Looking Forward or Looking Back asks for and how times are written. */
export interface JumpStepForm {
  /** `face` in steps 1–3; `day` in step 4, where AM/PM must match. */
  readonly compareBy: CompareMode;
  /** `face`, or `12h` (AM/PM) in step 4. */
  readonly format: TimeFormat;
  readonly answerMode: JumpAnswerMode;
}

/** The form of a step (1–4): 1 picks a clock, 2 sets one, 3 sets it or types, 4 types with AM/PM. */
export function jumpStepForm(step: number): JumpStepForm {
  const answerMode: JumpAnswerMode =
    step === 1 ? 'choice' : step === 2 ? 'clock' : step === 3 ? 'clock-or-digits' : 'digital';
  return {
    compareBy: step === 4 ? 'day' : 'face',
    format: step === 4 ? '12h' : 'face',
    answerMode,
  };
}

/**
 * The hint for counting the wrong way (2-2 "counted backwards", 2-3 "added"), in words that
 * fit the step's answer: the curriculum's "Turn the hands forward." where the child turns a
 * clock, and a count from the given time where the answer is a clock card (step 1) or typed
 * digits (step 4), which have no hands to turn.
 */
export function wrongWayHint(
  direction: 'forward' | 'back',
  form: Pick<JumpStepForm, 'answerMode' | 'format'>,
  given: number,
  duration: number,
): string {
  const lead = direction === 'forward' ? 'Later means forward.' : 'Before means earlier.';
  if (form.answerMode === 'clock' || form.answerMode === 'clock-or-digits') {
    return `${lead} Turn the hands ${direction === 'forward' ? 'forward' : 'backward'}.`;
  }
  const count = direction === 'forward' ? 'Count forward' : 'Count back';
  const then = form.answerMode === 'choice' ? 'pick that clock' : 'type that time';
  return `${lead} ${count} ${formatDuration(duration)} from ${formatTimeAs(given, form.format)}, then ${then}.`;
}

/** What a Looking Forward or Looking Back item has besides its two times. */
export interface JumpStoryItem extends PracticeItemBase, JumpStepForm {
  readonly step: number;
  /** Minutes. */
  readonly duration: number;
  /** The clocks of the ChoiceGrid (step 1), shuffled. */
  readonly choices?: readonly number[];
  /** The story's activity id. */
  readonly story: string;
}

/** How long the story's activity takes at a step (1–4), in minutes. */
export function pickJumpDuration(step: number, rng: Rng): number {
  switch (step) {
    case 1:
      return rng.pick([60, 120, 180, 30]);
    case 2:
      return rng.pick([15, 30, 45, 60]);
    case 3:
      return rng.next() < 0.6 ? rng.int(1, 11) * 5 : 60 + rng.int(1, 6) * 5;
    default:
      return rng.int(2, 47) * 5;
  }
}

/** The story's given time as a step (1–4) writes it: in words, in digits, then with AM/PM. */
export function storyTimeText(step: number, time: number): string {
  if (step <= 2) return formatForPrompt(time);
  return step === 3 ? formatDigital(time) : formatDigital12(time);
}

/**
 * The three clocks of step 1: the answer and the first of the candidates (the wrong-way
 * count, an hour off, …) that show a different face and none before 1:00; shuffled.
 */
export function distinctClockChoices(
  answer: number,
  candidates: readonly number[],
  rng: Rng,
): readonly number[] {
  const chosen: number[] = [answer];
  for (const candidate of candidates.map(normalizeTime)) {
    if (chosen.length === 3) break;
    if (faceMinutes(candidate) < 60) continue;
    if (chosen.some((time) => sameFaceValue(time, candidate))) continue;
    chosen.push(candidate);
  }
  return rng.shuffle(chosen);
}

// ─── The ribbon's jumps as worked-example steps ──────────────────────────────────────────

/** The ribbon of a worked-example step: where it starts and the signed jumps made so far. */
export interface WorkedRibbon {
  readonly start: number;
  readonly jumps: readonly number[];
}

/** A jump of a worked example: "Plus 15 minutes to 4:00.", where it lands, the ribbon so far. */
export interface RibbonJumpStep {
  readonly text: string;
  readonly to: number;
  readonly ribbon: WorkedRibbon;
}

/**
 * The friendly jumps of a count as worked-example steps, each with the ribbon so far: "Plus
 * 20 minutes to 11:00 AM." (forward) or "Minus 10 minutes to 4:00." (back).
 */
export function ribbonJumpSteps(
  start: number,
  jumps: readonly Jump[],
  direction: 'forward' | 'back',
  format: TimeFormat,
): RibbonJumpStep[] {
  const phrases = jumpPhrases(jumps, direction, format);
  const sign = direction === 'forward' ? 1 : -1;
  const made: number[] = [];
  return jumps.map((jump, index) => {
    made.push(sign * jump.minutes);
    return {
      text: `${capitalize(phrases[index] ?? '')}.`,
      to: jump.to,
      ribbon: { start, jumps: [...made] },
    };
  });
}

/** A worked-example step: the sentence, the clock's time and the ribbon so far. */
export interface JumpWorkedStep {
  readonly text: string;
  /** The time the clock shows meanwhile. */
  readonly time: number;
  /** The ribbon: where it starts and the signed jumps made so far. */
  readonly ribbon: WorkedRibbon;
}

/** The words of a counting worked example around its jumps. */
export interface JumpWorkedWords {
  /** "Start at 3:45. Count forward 30 minutes." */
  readonly first: string;
  /** "So the end time is 4:15."; the clock shows `time`. */
  readonly last: { readonly text: string; readonly time: number };
}

/**
 * Counts on the ribbon from `start`: the first sentence with an empty ribbon, one step per
 * jump (the clock where the jump lands), then the answer with every jump on the ribbon.
 */
export function jumpWorkedExample(
  start: number,
  jumps: readonly Jump[],
  direction: 'forward' | 'back',
  format: TimeFormat,
  { first, last }: JumpWorkedWords,
): JumpWorkedStep[] {
  const steps = ribbonJumpSteps(start, jumps, direction, format);
  return [
    { text: first, time: start, ribbon: { start, jumps: [] } },
    ...steps.map(({ text, to, ribbon }) => ({ text, time: to, ribbon })),
    {
      text: last.text,
      time: last.time,
      ribbon: { start, jumps: steps.at(-1)?.ribbon.jumps ?? [] },
    },
  ];
}
