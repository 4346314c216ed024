/**
 * The one model of Looking Forward (2-2) and Looking Back (2-3), which are mirror images: a
 * story gives one time and how long, and the child jumps on the ribbon to the other time.
 * Forward: the start is given and the end is asked; back: the end is given and the start is
 * asked. Each Lingo supplies its stories, its hints and its misconception names; the
 * generator, the answer rule, the worked example and the text alternative are shared.
 */
import type { CheckResult, HintTexts, PracticeModel, Rng } from '@lingos/kit';
import {
  countBackPhrases,
  countUpPhrases,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  halfOfDayHint,
  hasMinuteOverflow,
  landmarkCrossed,
  noonHintFor,
  onlyMeridiemWrong,
  type TimeEntry,
} from './elapsed';
import {
  NOON,
  addMinutes,
  announceTime,
  countBackJumps,
  countUpJumps,
  faceMinutes,
  formatDigital12,
  formatDuration,
  minutesAtLevel,
  sameFaceValue,
  subtractMinutes,
  timeFromFace,
} from './time';
import {
  distinctClockChoices,
  jumpStepForm,
  jumpWorkedExample,
  pickJumpDuration,
  storyPeople,
  storyTimeText,
  wrongWayHint,
  type JumpStoryItem,
  type JumpWorkedStep,
  type StoryFrame,
} from './timeJumps';

/** Which way the story counts: forward from a start, or back from an end. */
export type JumpStoryDirection = 'forward' | 'back';

/** A Looking Forward or Looking Back item: the two times and how long lies between. */
export interface JumpStory extends JumpStoryItem {
  /** Minutes since midnight. */
  readonly start: number;
  readonly end: number;
}

/** The answer: the time set, chosen or typed. */
export type JumpStoryAnswer = TimeEntry;

/** What a Lingo gives the shared model. */
export interface JumpStoryRules<Misconception extends string> {
  readonly direction: JumpStoryDirection;
  /** The start of each item's key: `looking-forward`. */
  readonly keyPrefix: string;
  /** The stories, told from the time given. */
  readonly stories: readonly StoryFrame[];
  readonly hints: HintTexts<Misconception | 'H-60' | 'H-NOON'>;
  /** The Lingo's names of its two own mistakes. */
  readonly misconceptions: {
    /** The hour not moved on past the 12 (forward), or kept going back past it. */
    readonly hour: Misconception;
    /** Counted the wrong way. */
    readonly wrongWay: Misconception;
  };
}

const given = (direction: JumpStoryDirection, item: Pick<JumpStory, 'start' | 'end'>) =>
  direction === 'forward' ? item.start : item.end;
const asked = (direction: JumpStoryDirection, item: Pick<JumpStory, 'start' | 'end'>) =>
  direction === 'forward' ? item.end : item.start;

/** The count passes an o'clock, so the hour moves on (3:45 + 30 min) or back (4:15 − 30 min). */
export function crossesAnHour(
  direction: JumpStoryDirection,
  time: number,
  duration: number,
): boolean {
  return direction === 'forward'
    ? (faceMinutes(time) % 60) + (duration % 60) >= 60
    : duration > faceMinutes(time) % 60;
}

/**
 * The time the story gives at a step: the start (forward) or the end (back). Steps 1–3 stay
 * in the morning half (the count ends before 12, or never before 1:00); step 4 crosses noon
 * when asked to. Undefined when this draw does not fit (the caller draws again).
 */
function pickGiven(
  direction: JumpStoryDirection,
  step: number,
  duration: number,
  rng: Rng,
  crossNoon: boolean,
): number | undefined {
  const forward = direction === 'forward';
  const hour = () => (forward ? rng.int(1, 10) : rng.int(2, 11));
  if (step <= 3) {
    const minute =
      step === 1 ? 0 : step === 2 ? rng.pick([0, 15, 30, 45]) : rng.pick(minutesAtLevel('R4'));
    const time = timeFromFace(hour(), minute);
    const fits = forward ? time + duration < NOON : time - duration >= 60;
    return fits ? time : undefined;
  }
  if (forward) {
    const start = crossNoon
      ? rng.int(Math.max(72, (NOON - duration) / 5 + 1), 143) * 5
      : rng.int(72, 20 * 12 + 11) * 5;
    const end = start + duration;
    const crosses = start < NOON && end > NOON;
    return crossNoon === crosses && end < 1440 && end !== NOON ? start : undefined;
  }
  const end = crossNoon
    ? rng.int(NOON / 5 + 1, Math.min(20 * 12 + 11, (NOON + duration) / 5 - 1)) * 5
    : rng.int(7 * 12, 21 * 12 + 11) * 5;
  const start = end - duration;
  const crosses = start < NOON && end > NOON;
  return crossNoon === crosses && start !== NOON && end >= 7 * 60 ? end : undefined;
}

/** The three clocks of step 1: the answer, the count the wrong way, and an hour off. */
export function jumpStoryChoices(
  direction: JumpStoryDirection,
  item: Pick<JumpStory, 'start' | 'end' | 'duration'>,
  rng: Rng,
): readonly number[] {
  const answer = asked(direction, item);
  const wrongWay = direction === 'forward' ? item.start - item.duration : item.end + item.duration;
  const offsets = direction === 'forward' ? [60, -60, 30] : [-60, 60, 30];
  return distinctClockChoices(answer, [wrongWay, ...offsets.map((offset) => answer + offset)], rng);
}

/** "When the long hand passes 12, a new hour starts. 3:45 to 4:00 is 15 minutes, …" */
function hourMessage(direction: JumpStoryDirection, item: JumpStory): string {
  const time = (value: number) => formatTimeAs(value, item.format);
  if (direction === 'forward') {
    const toHour = 60 - (faceMinutes(item.start) % 60);
    const rest = item.duration - toHour;
    const more = rest < 60 ? `${rest} more` : `${formatDuration(rest)} more`;
    return `When the long hand passes 12, a new hour starts. ${time(item.start)} to ${time(
      addMinutes(item.start, toHour),
    )} is ${formatDuration(toHour)}, and ${more} makes ${time(item.end)}.`;
  }
  const toHour = faceMinutes(item.end) % 60;
  const rest = item.duration - toHour;
  const more = rest < 60 ? `${rest} more` : `${formatDuration(rest)} more`;
  const lead =
    toHour === 0
      ? `${time(item.end)} is on the o'clock, so ${formatDuration(item.duration)} back`
      : `${time(item.end)} back to ${time(subtractMinutes(item.end, toHour))} is ${formatDuration(
          toHour,
        )}, and ${more}`;
  return `Going back past the 12, the hour goes back one. ${lead} is ${time(item.start)}.`;
}

/** The parts of a Looking Forward or Looking Back model, built from the Lingo's rules. */
export interface JumpStoryModel<Misconception extends string> {
  readonly generate: (step: number, rng: Rng) => JumpStory;
  readonly check: (
    item: JumpStory,
    answer: JumpStoryAnswer,
  ) => CheckResult<Misconception | 'H-60' | 'H-NOON'>;
  readonly workedExample: (item: JumpStory) => readonly JumpWorkedStep[];
  /** The text alternative of the ribbon's count: "Start: 3:45. Ribbon: plus 15 minutes to 4:00, …" */
  readonly text: (item: JumpStory) => string;
  /** The answer in words: "4:15, quarter past 4" (or "12:25 PM" in step 4). */
  readonly describe: (item: JumpStory) => string;
  readonly model: PracticeModel<JumpStory, JumpStoryAnswer, Misconception | 'H-60' | 'H-NOON'>;
}

/** Builds Looking Forward's or Looking Back's model from its stories, hints and direction. */
export function createJumpStoryModel<Misconception extends string>(
  rules: JumpStoryRules<Misconception>,
): JumpStoryModel<Misconception> {
  const { direction } = rules;
  const forward = direction === 'forward';

  function generate(step: number, rng: Rng): JumpStory {
    const clamped = Math.min(Math.max(Math.round(step), 1), 4);
    // Decided once, so the draws below do not tilt the balance: back step 2 crosses back
    // over the hour in half the items; step 4 crosses noon in one item in 3.
    const crossHour = rng.next() < 0.5;
    const crossNoon = rng.int(1, 3) === 1;
    let duration: number;
    let time: number | undefined;
    do {
      duration = pickJumpDuration(clamped, rng);
      time = pickGiven(direction, clamped, duration, rng, crossNoon);
      if (time !== undefined && !forward && clamped === 2) {
        if (crossesAnHour('back', time, duration) !== crossHour) time = undefined;
      }
    } while (time === undefined);
    const start = forward ? time : subtractMinutes(time, duration);
    const end = forward ? addMinutes(time, duration) : time;
    const person = rng.pick(storyPeople);
    const story = rng.pick(rules.stories);
    const times = { start, end, duration };
    return {
      key: `${rules.keyPrefix}:${clamped}:${time}${forward ? '+' : '-'}${duration}`,
      prompt: story.tell(person, storyTimeText(clamped, time), formatDuration(duration)),
      step: clamped,
      ...times,
      ...jumpStepForm(clamped),
      story: story.id,
      ...(clamped === 1 ? { choices: jumpStoryChoices(direction, times, rng) } : {}),
    };
  }

  function check(
    item: JumpStory,
    answer: JumpStoryAnswer,
  ): CheckResult<Misconception | 'H-60' | 'H-NOON'> {
    const target = asked(direction, item);
    const from = given(direction, item);
    if (entryMatches(answer, target, item.compareBy)) return { correct: true };
    if (hasMinuteOverflow(answer)) return { correct: false, misconception: 'H-60' };
    if (item.compareBy === 'day' && onlyMeridiemWrong(answer, target)) {
      const message =
        forward && landmarkCrossed(item.start, item.end) !== undefined
          ? noonHintFor(item.start, item.end)
          : forward
            ? halfOfDayHint(item.end, item.start)
            : halfOfDayHint(item.start, item.end);
      return { correct: false, misconception: 'H-NOON', message };
    }
    const typed = entryMinutes(answer);
    const hourOff = forward ? target - 60 : target + 60;
    if (crossesAnHour(direction, from, item.duration) && sameFaceValue(typed, hourOff)) {
      return {
        correct: false,
        misconception: rules.misconceptions.hour,
        message: hourMessage(direction, item),
      };
    }
    const wrongWay = forward ? from - item.duration : from + item.duration;
    if (sameFaceValue(typed, wrongWay)) {
      return {
        correct: false,
        misconception: rules.misconceptions.wrongWay,
        message: wrongWayHint(direction, item, from, item.duration),
      };
    }
    return { correct: false };
  }

  function workedExample(item: JumpStory): readonly JumpWorkedStep[] {
    const time = (value: number) => formatTimeAs(value, item.format);
    return forward
      ? jumpWorkedExample(item.start, countUpJumps(item.start, item.end), 'forward', item.format, {
          first: `Start at ${formatLanding(item.start, item.format)}. Count forward ${formatDuration(item.duration)}.`,
          last: { text: `So the end time is ${time(item.end)}.`, time: item.end },
        })
      : jumpWorkedExample(item.end, countBackJumps(item.end, item.duration), 'back', item.format, {
          first: `Start at the end, ${formatLanding(item.end, item.format)}. Count back ${formatDuration(item.duration)}.`,
          last: { text: `So it started at ${time(item.start)}.`, time: item.start },
        });
  }

  function text(item: JumpStory): string {
    const jumps = forward
      ? countUpPhrases(item.start, item.end, item.format)
      : countBackPhrases(item.end, item.duration, item.format);
    const label = forward ? 'Start' : 'End';
    return `${label}: ${formatTimeAs(given(direction, item), item.format)}. Ribbon: ${jumps.join(', ')}.`;
  }

  function describe(item: JumpStory): string {
    const target = asked(direction, item);
    return item.format === '12h' ? formatDigital12(target) : announceTime(target);
  }

  return {
    generate,
    check,
    workedExample,
    text,
    describe,
    model: { steps: 4, hints: rules.hints, generate, check, workedExample, describe },
  };
}
