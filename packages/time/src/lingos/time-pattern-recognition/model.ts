/**
 * Lingo 3-5, Time Pattern Recognition: find the rule in a row of clocks and say what comes
 * next. Terms t_i = t_0 + i·d; 4 terms are shown and 1 is asked (the next one, a gap, or at
 * step 4 the 6th term with the 5th skipped).
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  entryMatches,
  entryMinutes,
  hasMinuteOverflow,
  onlyMeridiemWrong,
  type CompareMode,
  type TimeEntry,
} from '../../model/elapsed';
import {
  MINUTES_PER_DAY,
  MINUTES_PER_HALF_DAY,
  addMinutes,
  describeClock,
  faceMinutes,
  formatDigital,
  formatDigital12,
  formatDuration,
  minutesAtLevel,
  sameFaceValue,
  timeFromFace,
} from '../../model/time';
import type { TimeCardForm } from '../../model/timeCards';

/** How a term is shown. */
export const patternTermForms = ['analog', 'digital'] as const satisfies readonly TimeCardForm[];
/** An AnalogClock or a DigitalClock. */
export type PatternTermForm = (typeof patternTermForms)[number];

/** One clock of the row. */
export interface PatternTerm {
  /** Minutes since midnight. */
  readonly time: number;
  readonly form: PatternTermForm;
  /** `shown`, `asked` (the question mark) or `skipped` (step 4's 5th clock when the 6th is asked). */
  readonly state: 'shown' | 'asked' | 'skipped';
}

/** How the child answers the time: ChoiceGrid of 3 clocks (step 1), or setting a clock. */
export const patternAnswerModes = ['choice', 'clock', 'digital'] as const;
/** `choice`, `clock` (AnalogClock or DigitalClock, no AM/PM) or `digital` (with AM/PM). */
export type PatternAnswerMode = (typeof patternAnswerModes)[number];

/** A Time Pattern Recognition item. */
export interface TimePatternItem extends PracticeItemBase {
  readonly step: number;
  /** The constant step d in minutes (negative: going down). */
  readonly jump: number;
  readonly terms: readonly PatternTerm[];
  /** Index of the asked term. */
  readonly askIndex: number;
  /** AM/PM labels are shown (step 4), so times compare by minutes since midnight. */
  readonly compareBy: CompareMode;
  /** The rule is asked first (step 2). */
  readonly askRule: boolean;
  /** The rule cards (step 2), as jumps in minutes. */
  readonly ruleChoices?: readonly number[];
  readonly answerMode: PatternAnswerMode;
  /** The clocks of the ChoiceGrid (step 1), shuffled. */
  readonly choices?: readonly number[];
}

/** The answer: the time of the asked clock, and the rule when it is asked. */
export interface TimePatternAnswer {
  readonly entry: TimeEntry;
  /** The rule card chosen, as a jump in minutes. */
  readonly rule?: number;
}

/** Hint texts of Time Pattern Recognition (curriculum 3-5, plus AM/PM across noon), keyed by misconception. */
export const timePatternHints = {
  'find-jump': 'Find the jump from clock 1 to clock 2. Then check it from clock 2 to clock 3.',
  'H-60': timeHints['H-60'],
  'going-down': 'The times are getting earlier. Go back.',
  'am-pm': 'The times went past 12 noon, so the next ones are PM.',
  default: 'Find the jump from clock 1 to clock 2. Then check it from clock 2 to clock 3.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimePatternMisconception = Exclude<keyof typeof timePatternHints, 'default'>;

/** A rule card's words: "every 15 minutes", "every hour", "every 2 hours", "10 minutes earlier each time". */
export function ruleLabel(jump: number): string {
  if (jump < 0) return `${formatDuration(-jump)} earlier each time`;
  if (jump === 60) return 'every hour';
  if (jump % 60 === 0) return `every ${jump / 60} hours`;
  return `every ${formatDuration(jump)}`;
}

const jumpSets: Readonly<Record<number, readonly number[]>> = {
  1: [30, 60],
  2: [15, 30, 60, 120],
  3: [5, 10, 20, 25, 45, 90],
  4: [40, 135, 180, -10, -20, -30, -60],
};

const hours1to11 = Array.from({ length: 11 }, (_, index) => index + 1);

function startFor(step: number, rng: Rng): number {
  switch (step) {
    case 1:
      return timeFromFace(rng.pick(hours1to11), rng.pick([0, 30]));
    case 2:
      return timeFromFace(rng.pick(hours1to11), rng.pick([0, 15, 30, 45]));
    case 3:
      return timeFromFace(rng.pick(hours1to11), rng.pick(minutesAtLevel('R4')));
    default:
      return rng.int(5 * 12, 23 * 12 + 11) * 5;
  }
}

/** The three clocks of step 1: the next term, the other jump, and a jump too far. */
export function patternChoices(last: number, jump: number, rng: Rng): readonly number[] {
  const right = addMinutes(last, jump);
  const other = jump === 30 ? 60 : 30;
  const chosen: number[] = [right];
  for (const candidate of [
    addMinutes(last, other),
    addMinutes(last, 2 * jump),
    addMinutes(last, -jump),
  ]) {
    if (chosen.length === 3) break;
    if (chosen.some((time) => sameFaceValue(time, candidate))) continue;
    chosen.push(candidate);
  }
  return rng.shuffle(chosen);
}

/** Generates a Time Pattern Recognition item for a step (1–4). */
export function generatePattern(step: number, rng: Rng): TimePatternItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  for (;;) {
    const jump = rng.pick(jumpSets[clamped] as readonly number[]);
    const start = startFor(clamped, rng);
    const sixth = clamped === 4 && rng.next() < 0.5;
    const count = sixth ? 6 : 5;
    const times = Array.from({ length: count }, (_, index) => start + index * jump);
    if (clamped === 4) {
      // With AM/PM shown, the whole row stays inside one day (5:00 AM to 11:55 PM).
      if (times.some((time) => time < 5 * 60 || time >= MINUTES_PER_DAY)) continue;
    } else if (Math.abs(jump) * (count - 1) >= MINUTES_PER_HALF_DAY) {
      continue;
    }
    // Step 3: the gap is in the middle in half the items; step 4 asks the 6th term or a gap.
    const gapInMiddle = clamped === 4 ? !sixth : clamped === 3 && rng.next() < 0.5;
    const askIndex = sixth ? 5 : gapInMiddle ? rng.int(1, 3) : 4;
    const form = (): PatternTermForm => (clamped === 1 ? 'analog' : rng.pick(patternTermForms));
    const terms: PatternTerm[] = times.map((time, index) => ({
      time: ((time % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY,
      form: clamped === 4 ? 'digital' : form(),
      state: index === askIndex ? 'asked' : sixth && index === 4 ? 'skipped' : 'shown',
    }));
    const compareBy: CompareMode = clamped === 4 ? 'day' : 'face';
    const key = `pattern:${clamped}:${start}:${jump}:${askIndex}:${count}`;
    const base = {
      key,
      step: clamped,
      jump,
      terms,
      askIndex,
      compareBy,
      askRule: clamped === 2,
    };
    const prompt = patternPrompt(base);
    if (clamped === 1) {
      return {
        ...base,
        prompt,
        answerMode: 'choice',
        choices: patternChoices((terms[3] as PatternTerm).time, jump, rng),
      };
    }
    if (clamped === 2) {
      return {
        ...base,
        prompt,
        answerMode: 'clock',
        ruleChoices: jumpSets[2] as readonly number[],
      };
    }
    return { ...base, prompt, answerMode: clamped === 4 ? 'digital' : 'clock' };
  }
}

/** The prompt: "What comes next?", "What is the rule? Then set the next clock.", … */
export function patternPrompt(
  item: Pick<TimePatternItem, 'terms' | 'askIndex' | 'askRule'>,
): string {
  const last = item.askIndex === item.terms.length - 1;
  const place = last
    ? item.terms.length === 6
      ? 'What time is clock 6?'
      : 'What comes next?'
    : `What time is clock ${item.askIndex + 1}?`;
  return item.askRule ? `What is the rule? Then set the next clock.` : place;
}

/** The asked term's time. */
export function askedTime(item: Pick<TimePatternItem, 'terms' | 'askIndex'>): number {
  return (item.terms[item.askIndex] as PatternTerm).time;
}

/** The time a going-down sequence continued upward would give for the asked clock. */
function upwardTime(item: TimePatternItem): number | undefined {
  if (item.jump >= 0) return undefined;
  const before = item.terms
    .map((term, index) => ({ term, index }))
    .filter(({ term, index }) => term.state === 'shown' && index < item.askIndex)
    .at(-1);
  if (!before) return undefined;
  return addMinutes(before.term.time, (item.askIndex - before.index) * -item.jump);
}

/**
 * The answer rule: when the rule is asked too, both the rule and the time must be right.
 * Times compare by face value, or by minutes since midnight when AM/PM is shown.
 */
export function checkPattern(
  item: TimePatternItem,
  answer: TimePatternAnswer,
): CheckResult<TimePatternMisconception> {
  const expected = askedTime(item);
  const timeRight = entryMatches(answer.entry, expected, item.compareBy);
  const ruleRight = !item.askRule || answer.rule === item.jump;
  if (timeRight && ruleRight) return { correct: true };
  const marks = item.askRule
    ? ({
        rule: ruleRight ? 'correct' : 'incorrect',
        time: timeRight ? 'correct' : 'incorrect',
      } as const)
    : undefined;
  const result = (
    misconception: TimePatternMisconception,
  ): CheckResult<TimePatternMisconception> =>
    marks ? { correct: false, misconception, marks } : { correct: false, misconception };
  if (!timeRight && hasMinuteOverflow(answer.entry)) return result('H-60');
  if (!timeRight) {
    const upward = upwardTime(item);
    if (upward !== undefined && sameFaceValue(entryMinutes(answer.entry), upward))
      return result('going-down');
    if (item.compareBy === 'day' && onlyMeridiemWrong(answer.entry, expected))
      return result('am-pm');
  }
  return result('find-jump');
}

function termTime(time: number, compareBy: CompareMode): string {
  return compareBy === 'day' ? formatDigital12(time) : formatDigital(time);
}

/**
 * The row's text alternative: "Clock 1: 2:00. Clock 2: 2:15. Clock 3: 2:30. Clock 4: 2:45.
 * Clock 5: question mark." Analog clocks follow the description rule.
 */
export function patternText(item: Pick<TimePatternItem, 'terms' | 'compareBy'>): string {
  return item.terms
    .map((term, index) => {
      const label = `Clock ${index + 1}:`;
      if (term.state === 'asked') return `${label} question mark.`;
      if (term.state === 'skipped') return `${label} skipped.`;
      if (term.form === 'analog') return `${label} ${describeClock(term.time)}`;
      return `${label} ${termTime(term.time, item.compareBy)}.`;
    })
    .join(' ');
}

/** A worked-example step, with the ribbon drawing the jumps so far. */
export interface PatternWorkedStep {
  readonly text: string;
  readonly ribbon: { readonly start: number; readonly jumps: readonly number[] };
}

/** Finds the jump between the first shown clocks, checks it, then uses it for the asked clock. */
export function patternWorkedExample(item: TimePatternItem): readonly PatternWorkedStep[] {
  const first = item.terms[0] as PatternTerm;
  const say = (time: number): string => termTime(time, item.compareBy);
  const sign = item.jump < 0 ? 'minus' : 'plus';
  const size = formatDuration(Math.abs(item.jump));
  const shown = item.terms
    .map((term, index) => ({ term, index }))
    .filter(({ term }) => term.state === 'shown');
  const [a, b, c] = shown as [
    (typeof shown)[number],
    (typeof shown)[number],
    (typeof shown)[number],
  ];
  const jumpsTo = (index: number): readonly number[] =>
    Array.from({ length: index }, () => item.jump);
  const steps: PatternWorkedStep[] = [
    {
      text: `From clock ${a.index + 1}, ${say(a.term.time)}, to clock ${b.index + 1}, ${say(b.term.time)}: ${sign} ${
        b.index - a.index === 1 ? size : `${size}, ${b.index - a.index} times`
      }.`,
      ribbon: { start: first.time, jumps: jumpsTo(b.index) },
    },
    {
      text: `From clock ${b.index + 1} to clock ${c.index + 1}: ${sign} ${size} again. The rule is ${ruleLabel(item.jump)}.`,
      ribbon: { start: first.time, jumps: jumpsTo(c.index) },
    },
  ];
  const before = item.terms[item.askIndex - 1] as PatternTerm;
  const lead =
    before.state === 'skipped'
      ? `Clock ${item.askIndex} is ${say(before.time)}, so clock ${item.askIndex + 1}`
      : `Clock ${item.askIndex + 1}`;
  steps.push({
    text: `${lead}: ${say(before.time)} ${sign} ${size} is ${say(askedTime(item))}.`,
    ribbon: { start: first.time, jumps: jumpsTo(item.askIndex) },
  });
  return steps;
}

/** The answer in words: "3:00" (with the rule when it was asked). */
export function describePattern(item: TimePatternItem): string {
  const time = termTime(askedTime(item), item.compareBy);
  return item.askRule ? `${ruleLabel(item.jump)}; ${time}` : time;
}

/** The model of Time Pattern Recognition. */
export const timePatternModel = {
  steps: 4,
  hints: timePatternHints,
  generate: generatePattern,
  check: checkPattern,
  workedExample: patternWorkedExample,
  describe: describePattern,
} satisfies PracticeModel<TimePatternItem, TimePatternAnswer, TimePatternMisconception>;

/** True when no two terms of the row show the same time (face values when no AM/PM is shown). */
export function allTermsDistinct(item: Pick<TimePatternItem, 'terms' | 'compareBy'>): boolean {
  const values = item.terms.map((term) =>
    item.compareBy === 'day' ? term.time : faceMinutes(term.time),
  );
  return new Set(values).size === values.length;
}
