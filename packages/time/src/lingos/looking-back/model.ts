/**
 * Lingo 2-3, Looking Back: what time was it before? Count back to find out. The start time
 * from an end time and a duration, in a short story; the TimeRibbon is in "back" mode.
 */
import type { CheckResult, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  capitalize,
  countBackPhrases,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  halfOfDayHint,
  hasMinuteOverflow,
  onlyMeridiemWrong,
  type TimeEntry,
} from '../../model/elapsed';
import {
  NOON,
  announceTime,
  countBackJumps,
  faceMinutes,
  formatDigital12,
  formatDuration,
  minutesAtLevel,
  sameFaceValue,
  subtractMinutes,
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

/** The activities of Looking Back's stories ("when did it start?"), told from the end. */
export const backStories: readonly StoryFrame[] = [
  {
    id: 'muffins',
    tell: (_person, end, duration) =>
      `The muffins came out of the oven at ${end}. They baked for ${duration}. When did they go in?`,
  },
  {
    id: 'walk',
    tell: (person, end, duration) =>
      `${person.name} got home at ${end}. The walk took ${duration}. When did ${person.pronoun} leave?`,
  },
  {
    id: 'swimming',
    tell: (person, end, duration) =>
      `${person.name}'s swimming lesson ended at ${end}. It lasted ${duration}. When did it start?`,
  },
  {
    id: 'bus',
    tell: (person, end, duration) =>
      `${person.name}'s bus reached school at ${end}. The ride took ${duration}. When did it leave?`,
  },
  {
    id: 'puzzle',
    tell: (person, end, duration) =>
      `${person.name} finished a puzzle at ${end}. ${capitalize(person.pronoun)} worked on it for ${duration}. When did ${person.pronoun} start?`,
  },
];

/** A Looking Back item. */
export interface LookingBackItem extends JumpStoryItem {
  /** The given end, minutes since midnight. */
  readonly end: number;
  /** The answer: (end − duration) mod 1440. */
  readonly start: number;
}

/** The answer: the time set or chosen. */
export type LookingBackAnswer = TimeEntry;

/** Hint texts of Looking Back (curriculum 2-3), keyed by misconception. */
export const lookingBackHints = {
  'hour-kept':
    'Going back past the 12, the hour goes back one. 4:10 back to 4:00 is 10 minutes, and 10 more is 3:50.',
  added: 'Before means earlier. Turn the hands backward.',
  'H-NOON': 'Just before noon is still morning: 11:45 AM.',
  'H-60': timeHints['H-60'],
  default: 'Start at the end time and jump back on the ribbon, one jump at a time.',
} as const;

/** Counting back passes an o'clock, so the hour goes back (4:15 − 30 min, 4:00 − 30 min). */
export function crossesBackOverHour(end: number, duration: number): boolean {
  return duration > faceMinutes(end) % 60;
}

/** The three clocks of step 1: the start, counted forward, and an hour off; distinct faces. */
export function backChoices(
  end: number,
  duration: number,
  start: number,
  rng: Rng,
): readonly number[] {
  return distinctClockChoices(start, [end + duration, start - 60, start + 60, start + 30], rng);
}

/** Generates a Looking Back item for a step (1–4). */
export function generateLookingBack(step: number, rng: Rng): LookingBackItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let end = 0;
  let duration = 0;
  // Step 2: half the items cross back over the hour (4:15 − 30 min); decided once, so the
  // retries below do not tilt the balance.
  const crossBack = rng.next() < 0.5;
  // Step 4: one item in 3 crosses noon, decided once for the retries below.
  const crossNoon = rng.int(1, 3) === 1;
  for (;;) {
    duration = pickJumpDuration(clamped, rng);
    if (clamped === 1) end = timeFromFace(rng.int(2, 11), 0);
    else if (clamped === 2) {
      end = timeFromFace(rng.int(2, 11), rng.pick([0, 15, 30, 45]));
      if (crossesBackOverHour(end, duration) !== crossBack) continue;
    } else if (clamped === 3) end = timeFromFace(rng.int(2, 11), rng.pick(minutesAtLevel('R4')));
    else {
      end = crossNoon
        ? rng.int(NOON / 5 + 1, Math.min(20 * 12 + 11, (NOON + duration) / 5 - 1)) * 5
        : rng.int(7 * 12, 21 * 12 + 11) * 5;
      const start = end - duration;
      const crosses = start < NOON && end > NOON;
      if (crossNoon !== crosses || start === NOON || end < 7 * 60) continue;
      break;
    }
    // Steps 1–3 stay in the morning half and never go earlier than 1:00.
    if (end - duration >= 60) break;
  }
  const start = subtractMinutes(end, duration);
  const person = rng.pick(storyPeople);
  const story = rng.pick(backStories);
  return {
    key: `looking-back:${clamped}:${end}-${duration}`,
    prompt: story.tell(person, storyTimeText(clamped, end), formatDuration(duration)),
    step: clamped,
    end,
    duration,
    start,
    ...jumpStepForm(clamped),
    story: story.id,
    ...(clamped === 1 ? { choices: backChoices(end, duration, start, rng) } : {}),
  };
}

/** "Going back past the 12 … 4:10 back to 4:00 is 10 minutes, and 10 more is 3:50." */
function hourKeptMessage(item: LookingBackItem): string {
  const toHour = faceMinutes(item.end) % 60;
  const rest = item.duration - toHour;
  const more = rest < 60 ? `${rest} more` : `${formatDuration(rest)} more`;
  const oclock = subtractMinutes(item.end, toHour);
  const lead =
    toHour === 0
      ? `${formatTimeAs(item.end, item.format)} is on the o'clock, so ${formatDuration(item.duration)} back`
      : `${formatTimeAs(item.end, item.format)} back to ${formatTimeAs(oclock, item.format)} is ${formatDuration(
          toHour,
        )}, and ${more}`;
  return `Going back past the 12, the hour goes back one. ${lead} is ${formatTimeAs(item.start, item.format)}.`;
}

/**
 * The answer rule: start = (end − duration) mod 1440; steps 1–3 compare face values, step 4
 * also needs AM/PM. Misconceptions: the hour kept when crossing back, added instead of
 * subtracted, the wrong AM/PM (H-NOON), minutes of 60 or more (H-60).
 */
export function checkLookingBack(item: LookingBackItem, answer: LookingBackAnswer): CheckResult {
  if (entryMatches(answer, item.start, item.compareBy)) return { correct: true };
  if (hasMinuteOverflow(answer)) return { correct: false, misconception: 'H-60' };
  if (item.compareBy === 'day' && onlyMeridiemWrong(answer, item.start)) {
    return {
      correct: false,
      misconception: 'H-NOON',
      message: halfOfDayHint(item.start, item.end),
    };
  }
  const given = entryMinutes(answer);
  if (crossesBackOverHour(item.end, item.duration) && sameFaceValue(given, item.start + 60)) {
    return { correct: false, misconception: 'hour-kept', message: hourKeptMessage(item) };
  }
  if (sameFaceValue(given, item.end + item.duration)) {
    return {
      correct: false,
      misconception: 'added',
      message: wrongWayHint('back', item, item.end, item.duration),
    };
  }
  return { correct: false };
}

/** Counts back on the ribbon: "Start at 4:10.", "Minus 10 minutes to 4:00.", … */
export function backWorkedExample(item: LookingBackItem): readonly JumpWorkedStep[] {
  return jumpWorkedExample(item.end, countBackJumps(item.end, item.duration), 'back', item.format, {
    first: `Start at the end, ${formatLanding(item.end, item.format)}. Count back ${formatDuration(item.duration)}.`,
    last: { text: `So it started at ${formatTimeAs(item.start, item.format)}.`, time: item.start },
  });
}

/** The text alternative: "End: 4:10. Ribbon: minus 10 minutes to 4:00, minus 30 minutes to 3:30." */
export function backText(item: LookingBackItem): string {
  const jumps = countBackPhrases(item.end, item.duration, item.format);
  return `End: ${formatTimeAs(item.end, item.format)}. Ribbon: ${jumps.join(', ')}.`;
}

/** The answer in words: "3:30, half past 3" (or "11:45 AM" in step 4). */
export function describeLookingBack(item: LookingBackItem): string {
  return item.format === '12h' ? formatDigital12(item.start) : announceTime(item.start);
}

/** The model of Looking Back. */
export const lookingBackModel = {
  steps: 4,
  hints: lookingBackHints,
  generate: generateLookingBack,
  check: checkLookingBack,
  workedExample: backWorkedExample,
  describe: describeLookingBack,
} satisfies PracticeModel<LookingBackItem, LookingBackAnswer>;
