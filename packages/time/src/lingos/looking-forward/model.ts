/**
 * Lingo 2-2, Looking Forward: what time will it be later? Jump forward to find out. The end
 * time from a start time and a duration, in a short story.
 */
import type { CheckResult, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  capitalize,
  countUpPhrases,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  hasMinuteOverflow,
  halfOfDayHint,
  landmarkCrossed,
  noonHintFor,
  onlyMeridiemWrong,
  type TimeEntry,
} from '../../model/elapsed';
import {
  NOON,
  addMinutes,
  announceTime,
  countUpJumps,
  faceMinutes,
  formatDigital12,
  formatDuration,
  minutesAtLevel,
  sameFaceValue,
  timeFromFace,
} from '../../model/time';
import {
  distinctClockChoices,
  jumpStepForm,
  jumpWorkedExample,
  pickJumpDuration,
  storyPeople,
  wrongWayHint,
  storyTimeText,
  type JumpStoryItem,
  type JumpWorkedStep,
  type StoryFrame,
} from '../../model/timeJumps';

/** The activities of Looking Forward's stories ("when does it end?"), told from the start. */
export const forwardStories: readonly StoryFrame[] = [
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

/** A Looking Forward item. */
export interface LookingForwardItem extends JumpStoryItem {
  /** Minutes since midnight. */
  readonly start: number;
  /** (start + duration) mod 1440. */
  readonly end: number;
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

/** The three clocks of step 1: the end, counted back, and an hour off; distinct faces. */
export function forwardChoices(
  start: number,
  duration: number,
  end: number,
  rng: Rng,
): readonly number[] {
  return distinctClockChoices(end, [start - duration, end + 60, end - 60, end + 30], rng);
}

/** Generates a Looking Forward item for a step (1–4). */
export function generateLookingForward(step: number, rng: Rng): LookingForwardItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let start: number;
  let duration: number;
  // Step 4: one item in 3 crosses noon, decided once for the retries below.
  const crossNoon = rng.int(1, 3) === 1;
  for (;;) {
    duration = pickJumpDuration(clamped, rng);
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
  const person = rng.pick(storyPeople);
  const story = rng.pick(forwardStories);
  return {
    key: `looking-forward:${clamped}:${start}+${duration}`,
    prompt: story.tell(person, storyTimeText(clamped, start), durationWords(duration)),
    step: clamped,
    start,
    duration,
    end,
    ...jumpStepForm(clamped),
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
    const message =
      landmarkCrossed(item.start, item.end) === undefined
        ? halfOfDayHint(item.end, item.start)
        : noonHintFor(item.start, item.end);
    return { correct: false, misconception: 'H-NOON', message };
  }
  const given = entryMinutes(answer);
  if (passesAnHour(item.start, item.duration) && sameFaceValue(given, item.end - 60)) {
    return { correct: false, misconception: 'hour-not-moved', message: hourNotMovedMessage(item) };
  }
  if (sameFaceValue(given, item.start - item.duration)) {
    return {
      correct: false,
      misconception: 'backwards',
      message: wrongWayHint('forward', item, item.start, item.duration),
    };
  }
  return { correct: false };
}

/** Counts forward on the ribbon: "Start at 3:45.", "Plus 15 minutes to 4:00.", … */
export function forwardWorkedExample(item: LookingForwardItem): readonly JumpWorkedStep[] {
  return jumpWorkedExample(item.start, countUpJumps(item.start, item.end), 'forward', item.format, {
    first: `Start at ${formatLanding(item.start, item.format)}. Count forward ${formatDuration(item.duration)}.`,
    last: { text: `So the end time is ${formatTimeAs(item.end, item.format)}.`, time: item.end },
  });
}

/** The text alternative: "Start: 3:45. Ribbon: plus 15 minutes to 4:00, plus 15 minutes to 4:15." */
export function forwardText(item: LookingForwardItem): string {
  const jumps = countUpPhrases(item.start, item.end, item.format);
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
