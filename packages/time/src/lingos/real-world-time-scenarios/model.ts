/**
 * Lingo 2-6, Real-World Time Scenarios: everyday time stories (recess, buses, baking and
 * bedtime). The child picks the right move (later, earlier, how long, compare), solves it,
 * and reads a simple bus timetable.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  durationEcho,
  durationEntryMinutes,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  hasMinuteOverflow,
  digitSubtractionHint,
  isDigitSubtractionMistake,
  halfOfDayHint,
  landmarkCrossed,
  noonHintFor,
  onlyMeridiemWrong,
  type CompareMode,
  type DurationEntry,
  type TimeEntry,
  type TimeFormat,
} from '../../model/elapsed';
import {
  NOON,
  addMinutes,
  countBackJumps,
  countUpJumps,
  faceMinutes,
  faceValue,
  formatDigital,
  formatDuration,
  formatForPrompt,
  sameFaceValue,
  timeFromFace,
  type Jump,
} from '../../model/time';
import {
  departures,
  describeTimetable,
  nextDeparture,
  previousDeparture,
  type Timetable,
} from '../../model/timetable';
import { ribbonJumpSteps, storyPeople, type StoryPerson } from '../../model/timeJumps';

/** Someone in a "who finished first?" pair. */
export interface Runner {
  readonly name: string;
  /** "swimming". */
  readonly activity: string;
  readonly start: number;
  readonly duration: number;
  readonly end: number;
}

/** One leg of a two-step chain: "Swimming … 45 minutes", "the drive home … 20 minutes". */
export interface Leg {
  /** "swimming", "drive". */
  readonly label: string;
  readonly duration: number;
}

/** What the story asks, with everything needed to check it. */
export type Scenario =
  | {
      readonly kind: 'end';
      readonly start: number;
      readonly duration: number;
      readonly end: number;
    }
  | {
      readonly kind: 'start';
      readonly start: number;
      readonly duration: number;
      readonly end: number;
    }
  | {
      readonly kind: 'how-long';
      readonly start: number;
      readonly duration: number;
      readonly end: number;
    }
  | {
      readonly kind: 'enough-time';
      readonly start: number;
      readonly duration: number;
      readonly end: number;
      /** The time it must be done by. */
      readonly limit: number;
      /** "Bedtime". */
      readonly limitLabel: string;
      /** end ≤ limit. */
      readonly enough: boolean;
    }
  | {
      readonly kind: 'who-first';
      readonly runners: readonly [Runner, Runner];
      readonly first: string;
    }
  | {
      readonly kind: 'chain';
      readonly start: number;
      readonly first: Leg;
      readonly second: Leg;
      /** When the first leg ends. */
      readonly middle: number;
      readonly end: number;
    }
  | {
      readonly kind: 'timetable';
      readonly timetable: Timetable;
      readonly arrival: number;
      readonly next: number;
    };

/** The kinds of story. */
export type ScenarioKind = Scenario['kind'];

/** How the child answers. */
export const scenarioAnswerModes = ['clock-choice', 'time', 'duration', 'yes-no', 'names'] as const;
/**
 * `clock-choice` (ChoiceGrid of clocks, step 1), `time` (clock or DigitalClock), `duration`
 * (NumberPad), `yes-no` (YesNo) or `names` (ChoiceGrid of the two names).
 */
export type ScenarioAnswerMode = (typeof scenarioAnswerModes)[number];

/** A Real-World Time Scenarios item. The prompt is the story and its question. */
export interface RealWorldItem extends PracticeItemBase {
  readonly step: number;
  readonly scenario: Scenario;
  /** `face` when no AM/PM is shown; `day` in step 4, where AM/PM must match. */
  readonly compareBy: CompareMode;
  readonly format: TimeFormat;
  readonly answerMode: ScenarioAnswerMode;
  /** The clocks of step 1's ChoiceGrid, shuffled. */
  readonly choices?: readonly number[];
}

/** The child's answer. */
export type RealWorldAnswer =
  | { readonly kind: 'time'; readonly entry: TimeEntry }
  | { readonly kind: 'duration'; readonly entry: DurationEntry }
  | { readonly kind: 'yes-no'; readonly value: boolean }
  | { readonly kind: 'name'; readonly name: string };

/** Hint texts of Real-World Time Scenarios (curriculum 2-6, plus the decision steps'), keyed by misconception. */
export const realWorldHints = {
  'wrong-move-start': "'Started' means before, so count back.",
  'wrong-move-end': "'Ends' means later, so count on.",
  'clock-time':
    "'How long' asks for minutes and hours, not a time on the clock. Use the ribbon from start to end.",
  'first-step-only': 'That is when swimming ends. Now add the 20-minute drive.',
  'enough-time':
    'First find when it ends. Then compare that time with the time it must be done by.',
  'started-first': 'Starting first does not always mean finishing first. Find when each one ends.',
  'who-first': 'Find when each one ends, then compare the two end times.',
  'missed-bus': 'That bus left before you reached the stop. The next one comes later.',
  'arrival-time':
    'The bus does not come just because you are there. Find the first bus at or after your time.',
  'H-60': timeHints['H-60'],
  'H-NOON': timeHints['H-NOON'],
  default: 'Read the story again. Does it ask for a later time, an earlier time, or how long?',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type RealWorldMisconception = Exclude<keyof typeof realWorldHints, 'default'>;

// ─── Story banks ─────────────────────────────────────────────────────────────────────────

/** An activity of the one-step stories. */
interface StoryActivity {
  readonly id: string;
  /** The story's subject: "Maya's hockey practice", "Recess". */
  readonly subject: (person: StoryPerson) => string;
}

/** The activities of the curriculum: hockey, swimming, library, baking, recess, bus, movie, piano. */
export const storyActivities: readonly StoryActivity[] = [
  { id: 'hockey', subject: (person) => `${person.name}'s hockey practice` },
  { id: 'swimming', subject: (person) => `${person.name}'s swimming lesson` },
  { id: 'library', subject: (person) => `${person.name}'s library visit` },
  { id: 'baking', subject: (person) => `Baking muffins with ${person.name}` },
  { id: 'recess', subject: () => 'Recess' },
  { id: 'bus', subject: (person) => `${person.name}'s bus ride` },
  { id: 'movie', subject: () => 'The movie' },
  { id: 'piano', subject: (person) => `${person.name}'s piano lesson` },
];

/** "Is there enough time?" frames: the activity and what it must be done by. */
const enoughFrames = [
  { activity: 'The movie', limitLabel: 'Bedtime', limitSentence: 'Bedtime is at' },
  { activity: 'Hockey practice', limitLabel: 'Dinner', limitSentence: 'Dinner is at' },
  {
    activity: 'The library visit',
    limitLabel: 'Closing time',
    limitSentence: 'The library closes at',
  },
  { activity: 'Baking muffins', limitLabel: 'Piano', limitSentence: 'Piano starts at' },
] as const;

/** "Who finished first?" activities, with the verb of the second half of the sentence. */
const runnerActivities = [
  { activity: 'swimming', verb: 'swims' },
  { activity: 'reading', verb: 'reads' },
  { activity: 'painting', verb: 'paints' },
  { activity: 'drawing', verb: 'draws' },
  { activity: 'building', verb: 'builds' },
] as const;

/** Two-step chains: the first activity, then the trip home. */
const chainFrames = [
  {
    first: 'Swimming',
    firstLabel: 'swimming',
    second: 'drive',
    secondSentence: 'The drive home takes',
  },
  {
    first: 'Hockey practice',
    firstLabel: 'hockey practice',
    second: 'walk',
    secondSentence: 'The walk home takes',
  },
  {
    first: 'The library visit',
    firstLabel: 'the library visit',
    second: 'bus ride',
    secondSentence: 'The bus ride home takes',
  },
  {
    first: 'The piano lesson',
    firstLabel: 'the piano lesson',
    second: 'drive',
    secondSentence: 'The drive home takes',
  },
] as const;

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const fiveMinuteSlots = (from: number, to: number, rng: Rng): number =>
  rng.int(from / 5, to / 5) * 5;

function timeText(time: number, format: TimeFormat, step: number): string {
  if (format !== 'face') return formatTimeAs(time, format);
  return step <= 2 ? formatForPrompt(time) : formatDigital(time);
}

function oneStep(step: number, rng: Rng, kind: 'end' | 'start' | 'how-long'): RealWorldItem {
  const quarterStep = step === 2;
  let start: number;
  let duration: number;
  for (;;) {
    if (quarterStep) {
      start = timeFromFace(rng.int(1, 10), rng.pick([0, 15, 30, 45]));
      duration = rng.int(1, 12) * 15;
    } else {
      start = timeFromFace(rng.int(1, 10), rng.pick([0, 30]));
      duration = rng.pick([30, 60, 120]);
    }
    if (start + duration < NOON) break;
  }
  const end = start + duration;
  const person = rng.pick(storyPeople);
  const subject = rng.pick(storyActivities).subject(person);
  const say = (time: number): string => timeText(time, 'face', step);
  const prompt =
    kind === 'end'
      ? `${subject} starts at ${say(start)}. It lasts ${formatDuration(duration)}. When does it end?`
      : kind === 'start'
        ? `${subject} ends at ${say(end)}. It lasted ${formatDuration(duration)}. When did it start?`
        : `${subject} starts at ${say(start)} and ends at ${say(end)}. How long does it last?`;
  const scenario: Scenario = { kind, start, duration, end };
  const base = {
    key: `real-world:${step}:${kind}:${start}-${duration}`,
    prompt,
    step,
    scenario,
    compareBy: 'face' as const,
    format: 'face' as const,
  };
  if (step === 1) {
    const choices: number[] = [end];
    for (const candidate of [start - duration, end + 60, end - 30, start]) {
      if (choices.length === 3) break;
      if (faceMinutes(candidate) < 60 || choices.some((time) => sameFaceValue(time, candidate)))
        continue;
      choices.push(addMinutes(candidate, 0));
    }
    return { ...base, answerMode: 'clock-choice', choices: rng.shuffle(choices) };
  }
  return { ...base, answerMode: kind === 'how-long' ? 'duration' : 'time' };
}

function enoughTime(step: number, rng: Rng): RealWorldItem {
  const frame = rng.pick(enoughFrames);
  const start = fiveMinuteSlots(15 * 60, 19 * 60 + 30, rng);
  const duration = rng.int(6, 24) * 5;
  const end = start + duration;
  // Yes about half the time; finishing exactly at the limit is enough.
  const roll = rng.int(1, 6);
  const limit = roll <= 2 ? end + rng.int(1, 6) * 5 : roll === 3 ? end : end - rng.int(1, 6) * 5;
  const enough = end <= limit;
  const say = (time: number): string => formatTimeAs(time, '12h');
  return {
    key: `real-world:${step}:enough-time:${start}-${duration}-${limit}`,
    prompt: `${frame.activity} starts at ${say(start)} and lasts ${formatDuration(duration)}. ${frame.limitSentence} ${say(
      limit,
    )}. Is there enough time?`,
    step,
    scenario: {
      kind: 'enough-time',
      start,
      duration,
      end,
      limit,
      limitLabel: frame.limitLabel,
      enough,
    },
    compareBy: 'day',
    format: '12h',
    answerMode: 'yes-no',
  };
}

function whoFirst(step: number, rng: Rng): RealWorldItem {
  const [personA, personB] = rng.shuffle(storyPeople) as [StoryPerson, StoryPerson];
  const [activityA, activityB] = rng.shuffle(runnerActivities) as [
    (typeof runnerActivities)[number],
    (typeof runnerActivities)[number],
  ];
  // In half the items the one who starts first finishes last.
  const trap = rng.next() < 0.5;
  for (;;) {
    const startA = timeFromFace(rng.int(1, 9), rng.int(0, 11) * 5);
    const startB = startA + rng.int(1, 6) * 5;
    const durationA = rng.int(3, 18) * 5;
    const durationB = rng.int(3, 18) * 5;
    const endA = startA + durationA;
    const endB = startB + durationB;
    if (endA === endB || endB >= NOON) continue;
    if (trap !== endA > endB) continue;
    const runners: [Runner, Runner] = [
      {
        name: personA.name,
        activity: activityA.activity,
        start: startA,
        duration: durationA,
        end: endA,
      },
      {
        name: personB.name,
        activity: activityB.activity,
        start: startB,
        duration: durationB,
        end: endB,
      },
    ];
    const say = (time: number): string => formatDigital(time);
    const sentence = (runner: Runner, verb: string): string =>
      `${runner.name} starts ${runner.activity} at ${say(runner.start)} and ${verb} for ${formatDuration(
        runner.duration,
      )}.`;
    return {
      key: `real-world:${step}:who-first:${startA}-${durationA}:${startB}-${durationB}`,
      prompt: `${sentence(runners[0], activityA.verb)} ${sentence(runners[1], activityB.verb)} Who finishes first?`,
      step,
      scenario: { kind: 'who-first', runners, first: endA < endB ? personA.name : personB.name },
      compareBy: 'face',
      format: 'face',
      answerMode: 'names',
    };
  }
}

function chain(step: number, rng: Rng): RealWorldItem {
  const frame = rng.pick(chainFrames);
  const acrossNoon = rng.int(1, 3) === 1;
  for (;;) {
    const first = rng.int(6, 24) * 5;
    const second = rng.int(2, 9) * 5;
    const start = acrossNoon
      ? fiveMinuteSlots(NOON - first - second + 5, NOON - 5, rng)
      : fiveMinuteSlots(13 * 60, 18 * 60, rng);
    const middle = start + first;
    const end = middle + second;
    if (acrossNoon !== (start < NOON && end > NOON) || end === NOON || start < 8 * 60) continue;
    const say = (time: number): string => formatTimeAs(time, '12h');
    return {
      key: `real-world:${step}:chain:${start}-${first}-${second}`,
      prompt: `${frame.first} starts at ${say(start)} and lasts ${formatDuration(first)}. ${frame.secondSentence} ${formatDuration(
        second,
      )}. When are they home?`,
      step,
      scenario: {
        kind: 'chain',
        start,
        first: { label: frame.firstLabel, duration: first },
        second: { label: frame.second, duration: second },
        middle,
        end,
      },
      compareBy: 'day',
      format: '12h',
      answerMode: 'time',
    };
  }
}

function timetableStory(step: number, rng: Rng): RealWorldItem {
  const every = rng.pick([10, 15, 20, 30]);
  const first = rng.int(12, 22) * 30;
  // Arrive between two buses (any minute, as in "8:07 AM"), or now and then just as one leaves.
  const index = rng.int(2, 8);
  const exact = rng.int(1, 6) === 1;
  const arrival = first + (index - 1) * every + (exact ? every : rng.int(1, every - 1));
  const timetable: Timetable = { first, every };
  const next = nextDeparture(timetable, arrival) as number;
  return {
    key: `real-world:${step}:timetable:${first}-${every}-${arrival}`,
    prompt: `${describeTimetable(timetable)} You reach the stop at ${formatTimeAs(arrival, '12h')}. When is the next bus?`,
    step,
    scenario: { kind: 'timetable', timetable, arrival, next },
    compareBy: 'day',
    format: '12h',
    answerMode: 'time',
  };
}

/** Generates a Real-World Time Scenarios item for a step (1–4). */
export function generateRealWorld(step: number, rng: Rng): RealWorldItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  if (clamped === 1) return oneStep(1, rng, 'end');
  if (clamped === 2) return oneStep(2, rng, rng.pick(['end', 'start', 'how-long'] as const));
  if (clamped === 3) return rng.next() < 0.5 ? enoughTime(3, rng) : whoFirst(3, rng);
  return rng.next() < 0.5 ? chain(4, rng) : timetableStory(4, rng);
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

function checkTime(
  item: RealWorldItem,
  entry: TimeEntry,
  expected: number,
  start: number,
): CheckResult<RealWorldMisconception> | undefined {
  if (entryMatches(entry, expected, item.compareBy)) return { correct: true };
  if (hasMinuteOverflow(entry)) return { correct: false, misconception: 'H-60' };
  if (item.compareBy === 'day' && onlyMeridiemWrong(entry, expected)) {
    const message =
      landmarkCrossed(start, expected) === undefined
        ? halfOfDayHint(expected, start)
        : noonHintFor(start, expected);
    return { correct: false, misconception: 'H-NOON', message };
  }
  return undefined;
}

/**
 * The answer rule: as in 2-2, 2-3 and 2-4 (end, start, how long; AM/PM in step 4). "Enough
 * time?" is Yes if and only if the end ≤ the limit. The first to finish has the earlier end.
 * The next bus is the first departure at or after the arrival.
 */
export function checkRealWorld(
  item: RealWorldItem,
  answer: RealWorldAnswer,
): CheckResult<RealWorldMisconception> {
  const { scenario } = item;
  switch (scenario.kind) {
    case 'end':
    case 'start': {
      if (answer.kind !== 'time') return { correct: false };
      const expected = scenario.kind === 'end' ? scenario.end : scenario.start;
      const early = checkTime(item, answer.entry, expected, scenario.start);
      if (early) return early;
      const given = entryMinutes(answer.entry);
      if (scenario.kind === 'end' && sameFaceValue(given, scenario.start - scenario.duration)) {
        return { correct: false, misconception: 'wrong-move-end' };
      }
      if (scenario.kind === 'start' && sameFaceValue(given, scenario.end + scenario.duration)) {
        return { correct: false, misconception: 'wrong-move-start' };
      }
      return { correct: false };
    }
    case 'how-long': {
      if (answer.kind === 'time') return { correct: false, misconception: 'clock-time' };
      if (answer.kind !== 'duration') return { correct: false };
      const total = durationEntryMinutes(answer.entry);
      if (total === scenario.duration) {
        const echo = durationEcho(answer.entry);
        return echo ? { correct: true, message: `Yes! ${echo}.` } : { correct: true };
      }
      const endFace = faceValue(scenario.end);
      if (answer.entry.hours === endFace.hour && answer.entry.minutes === endFace.minute) {
        return { correct: false, misconception: 'clock-time' };
      }
      if (isDigitSubtractionMistake(scenario.start, scenario.end, total)) {
        return {
          correct: false,
          misconception: 'H-60',
          message: digitSubtractionHint(scenario.start, scenario.end),
        };
      }
      return { correct: false };
    }
    case 'enough-time': {
      if (answer.kind !== 'yes-no') return { correct: false };
      if (answer.value === scenario.enough) return { correct: true };
      return {
        correct: false,
        misconception: 'enough-time',
        message: `First find when it ends: ${formatTimeAs(scenario.start, '12h')} plus ${formatDuration(
          scenario.duration,
        )}. Then compare that time with ${scenario.limitLabel.toLowerCase()}, ${formatTimeAs(scenario.limit, '12h')}.`,
      };
    }
    case 'who-first': {
      if (answer.kind !== 'name') return { correct: false };
      if (answer.name === scenario.first) return { correct: true };
      const startedFirst = [...scenario.runners].sort((a, b) => a.start - b.start)[0];
      return startedFirst?.name === answer.name
        ? { correct: false, misconception: 'started-first' }
        : { correct: false, misconception: 'who-first' };
    }
    case 'chain': {
      if (answer.kind !== 'time') return { correct: false };
      const early = checkTime(item, answer.entry, scenario.end, scenario.start);
      if (early) return early;
      if (sameFaceValue(entryMinutes(answer.entry), scenario.middle)) {
        return {
          correct: false,
          misconception: 'first-step-only',
          message: `That is when ${scenario.first.label} ends. Now add the ${scenario.second.duration}-minute ${scenario.second.label}.`,
        };
      }
      return { correct: false };
    }
    case 'timetable': {
      if (answer.kind !== 'time') return { correct: false };
      const early = checkTime(item, answer.entry, scenario.next, scenario.arrival);
      if (early) return early;
      const given = entryMinutes(answer.entry);
      const previous = previousDeparture(scenario.timetable, scenario.arrival);
      if (previous !== undefined && sameFaceValue(given, previous)) {
        return { correct: false, misconception: 'missed-bus' };
      }
      if (sameFaceValue(given, scenario.arrival))
        return { correct: false, misconception: 'arrival-time' };
      return { correct: false };
    }
  }
}

// ─── Worked example and answer ───────────────────────────────────────────────────────────

/** A worked-example step: the sentence, and the ribbon when it helps. */
export interface ScenarioWorkedStep {
  readonly text: string;
  readonly ribbon?: { readonly start: number; readonly jumps: readonly number[] };
}

/** The ribbon's jumps of a count on or back, one step each. */
function ribbonSteps(
  start: number,
  jumps: readonly Jump[],
  direction: 'forward' | 'back',
  format: TimeFormat,
): ScenarioWorkedStep[] {
  return ribbonJumpSteps(start, jumps, direction, format).map(({ text, ribbon }) => ({
    text,
    ribbon,
  }));
}

function forwardSteps(start: number, end: number, format: TimeFormat): ScenarioWorkedStep[] {
  return ribbonSteps(start, countUpJumps(start, end), 'forward', format);
}

/** Solves the story step by step: the move first, then the jumps, then the answer. */
export function realWorldWorkedExample(item: RealWorldItem): readonly ScenarioWorkedStep[] {
  const { scenario, format } = item;
  const say = (time: number): string => formatTimeAs(time, format);
  switch (scenario.kind) {
    case 'end':
      return [
        {
          text: `"When does it end?" asks for a later time, so count on from ${say(scenario.start)}.`,
        },
        ...forwardSteps(scenario.start, scenario.end, format),
        { text: `It ends at ${say(scenario.end)}.` },
      ];
    case 'start':
      return [
        {
          text: `"When did it start?" asks for an earlier time, so count back from ${say(scenario.end)}.`,
        },
        ...ribbonSteps(
          scenario.end,
          countBackJumps(scenario.end, scenario.duration),
          'back',
          format,
        ),
        { text: `It started at ${say(scenario.start)}.` },
      ];
    case 'how-long':
      return [
        {
          text: `"How long?" asks for minutes and hours. Count up from ${say(scenario.start)} to ${say(scenario.end)}.`,
        },
        ...forwardSteps(scenario.start, scenario.end, format),
        { text: `Together that makes ${formatDuration(scenario.duration)}.` },
      ];
    case 'enough-time':
      return [
        {
          text: `It starts at ${say(scenario.start)} and lasts ${formatDuration(scenario.duration)}.`,
        },
        ...forwardSteps(scenario.start, scenario.end, format),
        {
          text: scenario.enough
            ? `It ends at ${say(scenario.end)}. ${scenario.limitLabel} is at ${say(scenario.limit)}. ${
                scenario.end === scenario.limit
                  ? 'Ending right on time is enough'
                  : 'It ends before that'
              }, so yes, there is enough time.`
            : `It ends at ${say(scenario.end)}. ${scenario.limitLabel} is at ${say(scenario.limit)}. It ends after that, so no, there is not enough time.`,
        },
      ];
    case 'who-first': {
      const [a, b] = scenario.runners;
      return [
        {
          text: `${a.name} starts at ${say(a.start)}. Plus ${formatDuration(a.duration)} ends at ${say(a.end)}.`,
        },
        {
          text: `${b.name} starts at ${say(b.start)}. Plus ${formatDuration(b.duration)} ends at ${say(b.end)}.`,
        },
        {
          text: `${say(Math.min(a.end, b.end))} comes first, so ${scenario.first} finishes first.`,
        },
      ];
    }
    case 'chain':
      return [
        {
          text: `Step 1: ${scenario.first.label} starts at ${say(scenario.start)} and lasts ${formatDuration(scenario.first.duration)}.`,
        },
        ...forwardSteps(scenario.start, scenario.middle, format),
        {
          text: `Step 2: the ${scenario.second.label} takes ${formatDuration(scenario.second.duration)} more.`,
        },
        {
          text: `Plus ${formatDuration(scenario.second.duration)} to ${formatLanding(scenario.end, format)}.`,
          ribbon: { start: scenario.middle, jumps: [scenario.second.duration] },
        },
        { text: `They are home at ${say(scenario.end)}.` },
      ];
    case 'timetable': {
      const shown = departures(scenario.timetable).filter(
        (time) => time >= scenario.arrival - scenario.timetable.every * 2 && time <= scenario.next,
      );
      return [
        { text: `The buses leave at ${shown.map((time) => say(time)).join(', ')}.` },
        { text: `You reach the stop at ${say(scenario.arrival)}.` },
        {
          text:
            scenario.next === scenario.arrival
              ? `A bus leaves right then, at ${say(scenario.next)}: you catch it.`
              : `The first bus at or after ${say(scenario.arrival)} is at ${say(scenario.next)}.`,
        },
      ];
    }
  }
}

/** The answer in words, after the child has answered. */
export function describeRealWorld(item: RealWorldItem): string {
  const { scenario, format } = item;
  switch (scenario.kind) {
    case 'end':
      return formatTimeAs(scenario.end, format);
    case 'start':
      return formatTimeAs(scenario.start, format);
    case 'how-long':
      return formatDuration(scenario.duration);
    case 'enough-time':
      return scenario.enough ? 'Yes, there is enough time' : 'No, there is not enough time';
    case 'who-first':
      return `${scenario.first} finishes first`;
    case 'chain':
      return formatTimeAs(scenario.end, format);
    case 'timetable':
      return formatTimeAs(scenario.next, format);
  }
}

/** The model of Real-World Time Scenarios. */
export const realWorldModel = {
  steps: 4,
  hints: realWorldHints,
  generate: generateRealWorld,
  check: checkRealWorld,
  workedExample: realWorldWorkedExample,
  describe: describeRealWorld,
} satisfies PracticeModel<RealWorldItem, RealWorldAnswer, RealWorldMisconception>;

/** Used by views that draw the story's clock at its first time. */
export function scenarioStart(scenario: Scenario): number {
  switch (scenario.kind) {
    case 'who-first':
      return Math.min(scenario.runners[0].start, scenario.runners[1].start);
    case 'timetable':
      return scenario.timetable.first;
    default:
      return scenario.start;
  }
}
