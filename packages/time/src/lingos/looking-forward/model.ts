/**
 * Lingo 2-2, Looking Forward: what time will it be later? Jump forward to find out. The end
 * time from a start time and a duration, in a short story.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  capitalize,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  hasMinuteOverflow,
  landmarkCrossed,
  noonHintFor,
  onlyMeridiemWrong,
  type CompareMode,
  type TimeEntry,
  type TimeFormat,
} from '../../model/elapsed';
import {
  NOON,
  addMinutes,
  announceTime,
  countUpJumps,
  faceMinutes,
  formatDigital,
  formatDigital12,
  formatDuration,
  formatForPrompt,
  minutesAtLevel,
  sameFaceValue,
  timeFromFace,
} from '../../model/time';

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

/** A story frame for "when does it end?". */
interface ForwardStory {
  readonly id: string;
  readonly tell: (person: StoryPerson, start: string, duration: string) => string;
}

/** The activities of Looking Forward's stories. */
export const forwardStories: readonly ForwardStory[] = [
  {
    id: 'painting',
    tell: (person, start, duration) =>
      `${person.name} starts painting at ${start}. ${capitalize(person.pronoun)} paints for ${duration}. When does ${person.pronoun} finish?`,
  },
  {
    id: 'reading',
    tell: (person, start, duration) =>
      `${person.name} starts reading at ${start}. ${capitalize(person.pronoun)} reads for ${duration}. When does ${person.pronoun} stop?`,
  },
  {
    id: 'muffins',
    tell: (person, start, duration) =>
      `${person.name} puts muffins in the oven at ${start}. They bake for ${duration}. When are they ready?`,
  },
  {
    id: 'bike',
    tell: (person, start, duration) =>
      `${person.name} goes for a bike ride at ${start}. The ride takes ${duration}. When does ${person.pronoun} get back?`,
  },
  {
    id: 'hockey',
    tell: (person, start, duration) =>
      `${person.name}'s hockey practice starts at ${start}. It lasts ${duration}. When does it end?`,
  },
  {
    id: 'lego',
    tell: (person, start, duration) =>
      `${person.name} starts building a Lego castle at ${start}. ${capitalize(person.pronoun)} builds for ${duration}. When does ${person.pronoun} finish?`,
  },
];

/** How the child answers. */
export const forwardAnswerModes = ['choice', 'clock', 'clock-or-digits', 'digital'] as const;
/**
 * `choice`: ChoiceGrid of 3 clocks (step 1); `clock`: set the AnalogClock (step 2);
 * `clock-or-digits`: the clock or the DigitalClock (step 3); `digital`: DigitalClock with
 * AM/PM (step 4).
 */
export type ForwardAnswerMode = (typeof forwardAnswerModes)[number];

/** A Looking Forward item. */
export interface LookingForwardItem extends PracticeItemBase {
  readonly step: number;
  /** Minutes since midnight. */
  readonly start: number;
  /** Minutes. */
  readonly duration: number;
  /** (start + duration) mod 1440. */
  readonly end: number;
  /** `face` in steps 1–3; `day` in step 4, where AM/PM must match. */
  readonly compareBy: CompareMode;
  /** How times are written: `face` or `12h`. */
  readonly format: TimeFormat;
  readonly answerMode: ForwardAnswerMode;
  /** The clocks of the ChoiceGrid (step 1), shuffled. */
  readonly choices?: readonly number[];
  /** The story's activity id. */
  readonly story: string;
}

/** The answer: the time set or chosen. */
export type LookingForwardAnswer = TimeEntry;

/** Hint texts of Looking Forward (curriculum 2-2), keyed by misconception. */
export const lookingForwardHints = {
  'hour-not-moved':
    'When the long hand passes 12, a new hour starts. 3:45 to 4:00 is 15 minutes, and 15 more makes 4:15.',
  'H-60': timeHints['H-60'],
  backwards: 'Later means forward. Turn the hands forward.',
  'H-NOON': timeHints['H-NOON'],
  default: 'Start at the first time and jump forward on the ribbon, one jump at a time.',
} as const;

/** The duration as the story says it: "30 minutes", "1 hour 15 minutes". */
function durationWords(minutes: number): string {
  return formatDuration(minutes);
}

function pickDuration(step: number, rng: Rng): number {
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

/** The three clocks of step 1: the end, counted back, and an hour off; distinct faces. */
export function forwardChoices(
  start: number,
  duration: number,
  end: number,
  rng: Rng,
): readonly number[] {
  const candidates = [start - duration, end + 60, end - 60, end + 30].map((time) =>
    addMinutes(time, 0),
  );
  const chosen: number[] = [end];
  for (const candidate of candidates) {
    if (chosen.length === 3) break;
    const face = faceMinutes(candidate);
    if (face < 60) continue;
    if (chosen.some((time) => sameFaceValue(time, candidate))) continue;
    chosen.push(candidate);
  }
  return rng.shuffle(chosen);
}

/** Generates a Looking Forward item for a step (1–4). */
export function generateLookingForward(step: number, rng: Rng): LookingForwardItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let start: number;
  let duration: number;
  // Step 4: one item in 3 crosses noon, decided once for the retries below.
  const crossNoon = rng.int(1, 3) === 1;
  for (;;) {
    duration = pickDuration(clamped, rng);
    if (clamped === 1) start = timeFromFace(rng.int(1, 10), 0);
    else if (clamped === 2) start = timeFromFace(rng.int(1, 10), rng.pick([0, 15, 30, 45]));
    else if (clamped === 3) start = timeFromFace(rng.int(1, 10), rng.pick(minutesAtLevel('R4')));
    else {
      start = crossNoon
        ? rng.int(Math.max(72, (NOON - duration) / 5 + 1), 143) * 5
        : rng.int(72, 20 * 12 + 11) * 5;
      const end = start + duration;
      const crosses = start < NOON && end > NOON;
      if (crossNoon !== crosses || end >= 1440 || end === NOON) continue;
      break;
    }
    // Steps 1–3 stay in the morning half and end before 12.
    if (start + duration < NOON) break;
  }
  const end = addMinutes(start, duration);
  const format: TimeFormat = clamped === 4 ? '12h' : 'face';
  const person = rng.pick(storyPeople);
  const story = rng.pick(forwardStories);
  const startText =
    clamped <= 2
      ? formatForPrompt(start)
      : clamped === 3
        ? formatDigital(start)
        : formatDigital12(start);
  const answerMode: ForwardAnswerMode =
    clamped === 1
      ? 'choice'
      : clamped === 2
        ? 'clock'
        : clamped === 3
          ? 'clock-or-digits'
          : 'digital';
  return {
    key: `looking-forward:${clamped}:${start}+${duration}`,
    prompt: story.tell(person, startText, durationWords(duration)),
    step: clamped,
    start,
    duration,
    end,
    compareBy: clamped === 4 ? 'day' : 'face',
    format,
    answerMode,
    story: story.id,
    ...(clamped === 1 ? { choices: forwardChoices(start, duration, end, rng) } : {}),
  };
}

/** The count passes an o'clock: the hour must move on (3:45 + 30 min). */
export function passesAnHour(start: number, duration: number): boolean {
  return (faceMinutes(start) % 60) + (duration % 60) >= 60;
}

/** "When the long hand passes 12 … 3:45 to 4:00 is 15 minutes, and 15 more makes 4:15." */
function hourNotMovedMessage(item: LookingForwardItem): string {
  const toHour = 60 - (faceMinutes(item.start) % 60);
  const rest = item.duration - toHour;
  const more = rest < 60 ? `${rest} more` : `${formatDuration(rest)} more`;
  return `When the long hand passes 12, a new hour starts. ${formatTimeAs(item.start, item.format)} to ${formatTimeAs(
    addMinutes(item.start, toHour),
    item.format,
  )} is ${formatDuration(toHour)}, and ${more} makes ${formatTimeAs(item.end, item.format)}.`;
}

/**
 * The answer rule: end = (start + duration) mod 1440; steps 1–3 compare face values, step 4
 * also needs AM/PM. Misconceptions: the hour not moved on past the 12, minutes of 60 or
 * more (H-60), counted backwards, the wrong AM/PM (H-NOON).
 */
export function checkLookingForward(
  item: LookingForwardItem,
  answer: LookingForwardAnswer,
): CheckResult {
  if (entryMatches(answer, item.end, item.compareBy)) return { correct: true };
  if (hasMinuteOverflow(answer)) return { correct: false, misconception: 'H-60' };
  if (item.compareBy === 'day' && onlyMeridiemWrong(answer, item.end)) {
    return landmarkCrossed(item.start, item.end) === undefined
      ? { correct: false, misconception: 'H-NOON' }
      : { correct: false, misconception: 'H-NOON', message: noonHintFor(item.start, item.end) };
  }
  const given = entryMinutes(answer);
  if (passesAnHour(item.start, item.duration) && sameFaceValue(given, item.end - 60)) {
    return { correct: false, misconception: 'hour-not-moved', message: hourNotMovedMessage(item) };
  }
  if (sameFaceValue(given, item.start - item.duration))
    return { correct: false, misconception: 'backwards' };
  return { correct: false };
}

/** A worked-example step: the sentence, the clock's time and the ribbon so far. */
export interface JumpWorkedStep {
  readonly text: string;
  /** The time the clock shows meanwhile. */
  readonly time: number;
  /** The ribbon: where it starts and the signed jumps made so far. */
  readonly ribbon: { readonly start: number; readonly jumps: readonly number[] };
}

/** Counts forward on the ribbon: "Start at 3:45.", "Plus 15 minutes to 4:00.", … */
export function forwardWorkedExample(item: LookingForwardItem): readonly JumpWorkedStep[] {
  const steps: JumpWorkedStep[] = [
    {
      text: `Start at ${formatLanding(item.start, item.format)}. Count forward ${formatDuration(item.duration)}.`,
      time: item.start,
      ribbon: { start: item.start, jumps: [] },
    },
  ];
  const jumps: number[] = [];
  for (const jump of countUpJumps(item.start, item.end)) {
    jumps.push(jump.minutes);
    steps.push({
      text: `Plus ${formatDuration(jump.minutes)} to ${formatLanding(jump.to, item.format)}.`,
      time: jump.to,
      ribbon: { start: item.start, jumps: [...jumps] },
    });
  }
  steps.push({
    text: `So the end time is ${formatTimeAs(item.end, item.format)}.`,
    time: item.end,
    ribbon: { start: item.start, jumps: [...jumps] },
  });
  return steps;
}

/** The text alternative: "Start: 3:45. Ribbon: plus 15 minutes to 4:00, plus 15 minutes to 4:15." */
export function forwardText(item: LookingForwardItem): string {
  const jumps = countUpJumps(item.start, item.end).map(
    (jump) => `plus ${formatDuration(jump.minutes)} to ${formatLanding(jump.to, item.format)}`,
  );
  return `Start: ${formatTimeAs(item.start, item.format)}. Ribbon: ${jumps.join(', ')}.`;
}

/** The answer in words: "4:15, quarter past 4" (or "12:25 PM" in step 4). */
export function describeLookingForward(item: LookingForwardItem): string {
  return item.format === '12h' ? formatDigital12(item.end) : announceTime(item.end);
}

/** The model of Looking Forward. */
export const lookingForwardModel = {
  steps: 4,
  hints: lookingForwardHints,
  generate: generateLookingForward,
  check: checkLookingForward,
  workedExample: forwardWorkedExample,
  describe: describeLookingForward,
} satisfies PracticeModel<LookingForwardItem, LookingForwardAnswer>;
