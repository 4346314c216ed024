/**
 * Lingo 3-1, Time Puzzles: crack clock riddles using clues about the hands and the hours.
 * Riddles, the broken clock (only the short hand), odd one out, and units. Every riddle is
 * tested against every time (720 face values, or 1440 with AM/PM) and kept only when exactly
 * one time fits all its clues.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  entryMatches,
  entryMinutes,
  hasMinuteOverflow,
  type CompareMode,
  type TimeEntry,
} from '../../model/elapsed';
import {
  MINUTES_PER_DAY,
  MINUTES_PER_HALF_DAY,
  NOON,
  addMinutes,
  announceTime,
  describeClock,
  faceMinutes,
  faceValue,
  format24Hour,
  formatDigital,
  formatDigital12,
  formatDuration,
  formatWords,
  meridiemOf,
  minutesAtLevel,
  nextHour,
  normalizeTime,
  partOfDay,
  previousHour,
  swappedHandsReading,
  timeFromFace,
  skyPhrase,
} from '../../model/time';
import type { TimeCardForm } from '../../model/timeCards';

// ─── Clues ───────────────────────────────────────────────────────────────────────────────

/** A clue of a riddle. */
export type Clue =
  /** "I am between 3:00 and 4:00." (strictly: 3:01–3:59) */
  | { readonly kind: 'between'; readonly hour: number }
  /** "My short hand points at 5." (5:00 exactly) */
  | { readonly kind: 'short-hand'; readonly hour: number }
  /** "My long hand points at 9." (:45) */
  | { readonly kind: 'long-hand'; readonly number: number }
  /** "My long hand is past the 6." (:31–:59) or "has not reached the 6" (:00–:29) */
  | { readonly kind: 'side'; readonly pastSix: boolean }
  /** "In 20 minutes it will be 5:05." / "20 minutes ago it was 4:45." */
  | {
      readonly kind: 'jump';
      readonly minutes: number;
      readonly time: number;
      readonly withMeridiem: boolean;
    }
  /** "In 20 minutes my long hand will point at 1." */
  | { readonly kind: 'jump-long-hand'; readonly minutes: number; readonly number: number }
  /** "It is after 12 noon." / "It is before 12 noon." */
  | { readonly kind: 'meridiem'; readonly pm: boolean };

/** Where a riddle's answer is looked for: the 720 face values, or the 1440 times of the day. */
export type RiddleSpace = 'face' | 'day';

const minuteOfNumber = (number: number): number => (number % 12) * 5;

/** True when a time fits a clue. */
export function satisfies(clue: Clue, time: number, space: RiddleSpace): boolean {
  const { hour, minute } = faceValue(time);
  switch (clue.kind) {
    case 'between':
      return hour === clue.hour && minute > 0;
    case 'short-hand':
      return hour === clue.hour && minute === 0;
    case 'long-hand':
      return minute === minuteOfNumber(clue.number);
    case 'side':
      return clue.pastSix ? minute > 30 : minute < 30;
    case 'jump': {
      const landed = addMinutes(time, clue.minutes);
      return space === 'day' && clue.withMeridiem
        ? landed === normalizeTime(clue.time)
        : faceMinutes(landed) === faceMinutes(clue.time);
    }
    case 'jump-long-hand':
      return (minute + clue.minutes + 600) % 60 === minuteOfNumber(clue.number);
    case 'meridiem':
      return space === 'day' ? (meridiemOf(time) === 'PM') === clue.pm : true;
  }
}

/** Every time (face values 0–719, or 0–1439 in the day) that fits all the clues. */
export function riddleSolutions(clues: readonly Clue[], space: RiddleSpace): readonly number[] {
  const size = space === 'day' ? MINUTES_PER_DAY : MINUTES_PER_HALF_DAY;
  const solutions: number[] = [];
  for (let time = 0; time < size; time += 1) {
    if (clues.every((clue) => satisfies(clue, time, space))) solutions.push(time);
  }
  return solutions;
}

/** A clue read aloud: "I am between 3:00 and 4:00." */
export function clueText(clue: Clue): string {
  switch (clue.kind) {
    case 'between':
      return `I am between ${clue.hour}:00 and ${nextHour(clue.hour)}:00.`;
    case 'short-hand':
      return `My short hand points at ${clue.hour}.`;
    case 'long-hand':
      return `My long hand points at ${clue.number}.`;
    case 'side':
      return clue.pastSix ? 'My long hand is past the 6.' : 'My long hand has not reached the 6.';
    case 'jump': {
      const shown = clue.withMeridiem ? formatDigital12(clue.time) : formatDigital(clue.time);
      return clue.minutes >= 0
        ? `In ${formatDuration(clue.minutes)} it will be ${shown}.`
        : `${formatDuration(-clue.minutes)} ago it was ${shown}.`;
    }
    case 'jump-long-hand':
      return `In ${formatDuration(clue.minutes)} my long hand will point at ${clue.number}.`;
    case 'meridiem':
      return clue.pm ? 'It is after 12 noon.' : 'It is before 12 noon.';
  }
}

/** What one clue leaves, for the hint and the worked example: "only the 3 o'clock hour". */
export function clueLeaves(clue: Clue): string {
  switch (clue.kind) {
    case 'between':
      return `only the ${clue.hour} o'clock hour`;
    case 'short-hand':
      return `only ${clue.hour} o'clock`;
    case 'long-hand':
      return minuteOfNumber(clue.number) === 0
        ? "only o'clock times"
        : `only times at ${minuteOfNumber(clue.number)} minutes past`;
    case 'side':
      return clue.pastSix ? 'only the second half of an hour' : 'only the first half of an hour';
    case 'jump':
      return clue.minutes >= 0
        ? `only the time ${formatDuration(clue.minutes)} before ${formatDigital(clue.time)}`
        : `only the time ${formatDuration(-clue.minutes)} after ${formatDigital(clue.time)}`;
    case 'jump-long-hand':
      return `only times ${formatDuration(clue.minutes)} before the long hand reaches ${clue.number}`;
    case 'meridiem':
      return clue.pm ? 'only the afternoon and evening' : 'only the night and morning';
  }
}

// ─── Cards and units ─────────────────────────────────────────────────────────────────────

/** How an odd-one-out card shows its time: a TimeCard form, or words with the part of the day. */
export const puzzleCardForms = [
  'analog',
  'sky',
  'digital',
  'words',
  '24h',
  'digital-meridiem',
  'words-day',
] as const satisfies readonly (TimeCardForm | 'words-day')[];
/**
 * `analog`, `sky` (a clock with the AM/PM sky), `digital` ("3:15"), `words` ("quarter past 3"), `24h` ("15:15"),
 * `digital-meridiem` ("3:15 PM"), `words-day` ("quarter past 3 in the afternoon").
 */
export type PuzzleCardForm = (typeof puzzleCardForms)[number];

/** An odd-one-out card. */
export interface PuzzleCard {
  readonly id: string;
  readonly time: number;
  readonly form: PuzzleCardForm;
}

/** One side of a units question: "90 minutes" or "1 hour 20 minutes", or a time. */
export interface UnitOption {
  readonly id: 'a' | 'b';
  readonly text: string;
  /** Minutes (a length of time), or minutes since midnight (a time of day). */
  readonly value: number;
}

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** The four kinds of puzzle. */
export type Puzzle =
  | {
      readonly type: 'riddle';
      readonly clues: readonly Clue[];
      readonly space: RiddleSpace;
      /** The one time that fits every clue. */
      readonly answer: number;
      /** Clocks to choose from (steps 1–2); absent when the child sets the clock. */
      readonly choices?: readonly number[];
    }
  | {
      readonly type: 'broken-clock';
      /** The time; only the short hand is shown. Minute 0, 15, 30 or 45. */
      readonly time: number;
      readonly ask: 'time' | 'long-hand';
      /** Clocks to choose from (ask `time`). */
      readonly choices?: readonly number[];
      /** Numbers the long hand may point at (ask `long-hand`): 12, 3, 6, 9. */
      readonly numbers?: readonly number[];
    }
  | {
      readonly type: 'odd-one-out';
      readonly cards: readonly PuzzleCard[];
      readonly odd: string;
      readonly compareBy: CompareMode;
    }
  | {
      readonly type: 'units';
      readonly question: 'longer' | 'later';
      readonly options: readonly [UnitOption, UnitOption];
      readonly answer: 'a' | 'b';
    };

/** A Time Puzzles item. */
export interface TimePuzzleItem extends PracticeItemBase {
  readonly step: number;
  readonly puzzle: Puzzle;
}

/** The answer: a time (set or chosen on a clock), or the id of a card or option. */
export type TimePuzzleAnswer =
  | { readonly kind: 'time'; readonly entry: TimeEntry }
  | { readonly kind: 'choice'; readonly id: string };

/** Hint texts of Time Puzzles (curriculum 3-1), keyed by misconception. */
export const timePuzzleHints = {
  riddle: "Use one clue at a time. Clue 1 leaves only the 3 o'clock hour.",
  'broken-clock':
    'The short hand is halfway to the next number, so the long hand has gone halfway round: 30 minutes.',
  units: '1 hour is 60 minutes, so 1 hour 20 minutes is 80 minutes.',
  'odd-one-out':
    'Say each card’s time out loud. The cards that match say the same time; find the one that does not.',
  'H-60': timeHints['H-60'],
  default: 'Read the clues again, one at a time.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimePuzzleMisconception = Exclude<keyof typeof timePuzzleHints, 'default'>;

// ─── Generators ──────────────────────────────────────────────────────────────────────────

const hours1to11 = Array.from({ length: 11 }, (_, index) => index + 1);
const quarterMinutes = [0, 15, 30, 45];

/** Three wrong clocks for a riddle: each fits some clue but not all, on distinct faces. */
function riddleChoices(answer: number, clues: readonly Clue[], rng: Rng): readonly number[] {
  const { hour, minute } = faceValue(answer);
  const solutions = riddleSolutions(clues, 'face');
  const pool = [
    timeFromFace(hour, (minute + 30) % 60),
    timeFromFace(nextHour(hour), minute),
    swappedHandsReading(answer),
    timeFromFace(hour, (minute + 15) % 60),
    timeFromFace(previousHour(hour), minute),
  ].filter((time) => !solutions.includes(faceMinutes(time)));
  const unique = [...new Map(pool.map((time) => [faceMinutes(time), time])).values()];
  return rng.shuffle([answer, ...rng.shuffle(unique).slice(0, 3)]);
}

/** Step 1: two clues, answer R1–R3. */
function riddleTwoClues(rng: Rng): Puzzle {
  const hour = rng.pick(hours1to11);
  const minute = rng.pick(quarterMinutes);
  const answer = timeFromFace(hour, minute);
  const clues: Clue[] =
    minute === 0
      ? [
          { kind: 'short-hand', hour },
          { kind: 'long-hand', number: 12 },
        ]
      : [
          { kind: 'between', hour },
          { kind: 'long-hand', number: minute / 5 },
        ];
  return {
    type: 'riddle',
    clues,
    space: 'face',
    answer,
    choices: riddleChoices(answer, clues, rng),
  };
}

/**
 * Step 3 (and step 4 with AM/PM): three clues, one of them a jump ("In 20 minutes it will be
 * 5:05."), answer R4. Kept only when exactly one time fits.
 */
function riddleWithJump(rng: Rng, withMeridiem: boolean): Puzzle {
  const space: RiddleSpace = withMeridiem ? 'day' : 'face';
  for (;;) {
    const hour = rng.pick(hours1to11);
    const minute = rng.pick(minutesAtLevel('R4'));
    const answer = timeFromFace(hour, minute, withMeridiem && rng.next() < 0.5 ? 'PM' : 'AM');
    const jumpBy = rng.int(2, 8) * 5 * (rng.next() < 0.75 ? 1 : -1);
    const jump: Clue =
      rng.next() < 0.5
        ? { kind: 'jump', minutes: jumpBy, time: addMinutes(answer, jumpBy), withMeridiem }
        : {
            kind: 'jump-long-hand',
            minutes: Math.abs(jumpBy),
            number: ((minute + Math.abs(jumpBy)) % 60) / 5 || 12,
          };
    const side: Clue = { kind: 'side', pastSix: minute > 30 };
    // Clue 1 always names the hour (or the half of the day), so the hint can start there.
    const clues: Clue[] = withMeridiem
      ? [{ kind: 'meridiem', pm: meridiemOf(answer) === 'PM' }, { kind: 'between', hour }, jump]
      : [{ kind: 'between', hour }, ...rng.shuffle([jump, side])];
    const solutions = riddleSolutions(clues, space);
    if (
      solutions.length === 1 &&
      solutions[0] === (space === 'day' ? answer : faceMinutes(answer))
    ) {
      return { type: 'riddle', clues, space, answer };
    }
  }
}

/** The broken clock: only the short hand, on a number or ¼, ½, ¾ of the way to the next. */
function brokenClock(rng: Rng): Puzzle {
  const hour = rng.pick(hours1to11);
  const minute = rng.pick(quarterMinutes);
  const time = timeFromFace(hour, minute);
  if (rng.next() < 0.5) {
    const pool = [
      timeFromFace(hour, (minute + 30) % 60),
      timeFromFace(nextHour(hour), minute),
      timeFromFace(hour, (minute + 15) % 60),
      timeFromFace(hour, (minute + 45) % 60),
    ];
    return {
      type: 'broken-clock',
      time,
      ask: 'time',
      choices: rng.shuffle([time, ...rng.shuffle(pool).slice(0, 2)]),
    };
  }
  return { type: 'broken-clock', time, ask: 'long-hand', numbers: [12, 3, 6, 9] };
}

/** The forms of a card set: step 1 face forms; step 3 and later, day forms with words and 24 h. */
function oddOneOut(rng: Rng, count: 3 | 4, rung: 'R1-R3' | 'R4'): Puzzle {
  const minutes = rung === 'R1-R3' ? quarterMinutes : minutesAtLevel('R4');
  const withDay = count === 4;
  const time = timeFromFace(
    rng.pick(hours1to11),
    rng.pick(minutes),
    withDay && rng.next() < 0.7 ? 'PM' : 'AM',
  );
  const near = [
    addMinutes(time, 60),
    addMinutes(time, -60),
    addMinutes(time, 15),
    addMinutes(time, -15),
    ...(faceValue(time).minute === 0 ? [] : [swappedHandsReading(time)]),
    ...(withDay ? [addMinutes(time, MINUTES_PER_HALF_DAY)] : []),
  ].filter((candidate) =>
    withDay ? candidate !== time : faceMinutes(candidate) !== faceMinutes(time),
  );
  const odd = rng.pick(near);
  // Words or a clock without AM/PM cannot tell 3:15 AM from 3:15 PM, so a set with 24-hour
  // time uses words with the part of the day and a clock with the sky.
  const forms: PuzzleCardForm[] = withDay
    ? ['words-day', '24h', 'digital-meridiem', 'sky']
    : (rng.shuffle(['analog', 'digital', 'words'] as PuzzleCardForm[]) as PuzzleCardForm[]);
  const ids = ['a', 'b', 'c', 'd'].slice(0, count);
  const oddIndex = rng.int(0, count - 1);
  const shuffledForms = rng.shuffle(forms).slice(0, count);
  const cards: PuzzleCard[] = ids.map((id, index) => ({
    id,
    time: index === oddIndex ? odd : time,
    form: shuffledForms[index] as PuzzleCardForm,
  }));
  return {
    type: 'odd-one-out',
    cards,
    odd: ids[oddIndex] as string,
    compareBy: withDay ? 'day' : 'face',
  };
}

/** Hours and minutes in words, as a units card says them: "1 and a half hours", "half an hour". */
export function unitPhrase(minutes: number): string {
  const named: Record<number, string> = {
    15: 'a quarter of an hour',
    30: 'half an hour',
    45: 'three quarters of an hour',
    90: '1 and a half hours',
  };
  return named[minutes] ?? formatDuration(minutes);
}

function unitsHalfQuarter(rng: Rng): Puzzle {
  for (;;) {
    const inMinutes = rng.pick([30, 60, 90, 120]);
    const inHours = rng.pick([15, 30, 45, 60, 90, 120]);
    if (inMinutes === inHours) continue;
    return unitsPuzzle(
      rng,
      { text: `${inMinutes} minutes`, value: inMinutes },
      { text: unitPhrase(inHours), value: inHours },
    );
  }
}

function unitsBig(rng: Rng): Puzzle {
  if (rng.next() < 0.5) {
    for (;;) {
      const inMinutes = rng.int(20, 40) * 5;
      const inHours = rng.int(1, 3) * 60 + rng.int(1, 11) * 5;
      if (inMinutes === inHours || inHours > 200) continue;
      return unitsPuzzle(
        rng,
        { text: `${inMinutes} minutes`, value: inMinutes },
        { text: formatDuration(inHours), value: inHours },
      );
    }
  }
  // AM/PM against 24-hour time, a few minutes apart: "Which is later: 15:20 or 2:50 PM?"
  for (;;) {
    const first = rng.int(13 * 12, 21 * 12) * 5;
    const second = first + rng.int(-9, 9) * 5;
    if (second === first || second < NOON) continue;
    const [a, b] = rng.shuffle([
      { text: format24Hour(first), value: first },
      { text: formatDigital12(second), value: second },
    ]) as [{ text: string; value: number }, { text: string; value: number }];
    return {
      type: 'units',
      question: 'later',
      options: [
        { id: 'a', ...a },
        { id: 'b', ...b },
      ],
      answer: a.value > b.value ? 'a' : 'b',
    };
  }
}

function unitsPuzzle(
  rng: Rng,
  first: { text: string; value: number },
  second: { text: string; value: number },
): Puzzle {
  const [a, b] = rng.shuffle([first, second]) as [typeof first, typeof first];
  return {
    type: 'units',
    question: 'longer',
    options: [
      { id: 'a', ...a },
      { id: 'b', ...b },
    ],
    answer: a.value > b.value ? 'a' : 'b',
  };
}

/** The prompt of a puzzle, readable aloud. */
export function puzzlePrompt(puzzle: Puzzle): string {
  switch (puzzle.type) {
    case 'riddle':
      return `What time am I? ${puzzle.clues.map((clue, index) => `Clue ${index + 1}: ${clueText(clue)}`).join(' ')}`;
    case 'broken-clock':
      return puzzle.ask === 'time'
        ? 'This clock lost its long hand. What time is it?'
        : 'This clock lost its long hand. Where should the long hand point?';
    case 'odd-one-out':
      return 'Which card shows a different time?';
    case 'units':
      return `Which is ${puzzle.question}: ${puzzle.options[0].text}, or ${puzzle.options[1].text}?`;
  }
}

function keyOf(step: number, puzzle: Puzzle): string {
  switch (puzzle.type) {
    case 'riddle':
      return `time-puzzles:${step}:riddle:${puzzle.answer}:${puzzle.clues.map((clue) => clue.kind).join('+')}`;
    case 'broken-clock':
      return `time-puzzles:${step}:broken:${puzzle.time}:${puzzle.ask}`;
    case 'odd-one-out':
      return `time-puzzles:${step}:odd:${puzzle.cards.map((card) => `${card.time}-${card.form}`).join(':')}`;
    case 'units':
      return `time-puzzles:${step}:units:${puzzle.options.map((option) => option.value).join(':')}`;
  }
}

/** Generates a Time Puzzles item for a step (1–4). */
export function generateTimePuzzle(step: number, rng: Rng): TimePuzzleItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let puzzle: Puzzle;
  if (clamped === 1) puzzle = rng.next() < 0.5 ? riddleTwoClues(rng) : oddOneOut(rng, 3, 'R1-R3');
  else if (clamped === 2) puzzle = rng.next() < 0.5 ? brokenClock(rng) : unitsHalfQuarter(rng);
  else if (clamped === 3)
    puzzle = rng.next() < 0.5 ? riddleWithJump(rng, false) : oddOneOut(rng, 4, 'R4');
  else {
    const type = rng.pick(['riddle', 'broken-clock', 'odd-one-out', 'units'] as const);
    puzzle =
      type === 'riddle'
        ? riddleWithJump(rng, true)
        : type === 'broken-clock'
          ? brokenClock(rng)
          : type === 'odd-one-out'
            ? oddOneOut(rng, 4, 'R4')
            : unitsBig(rng);
  }
  return { key: keyOf(clamped, puzzle), prompt: puzzlePrompt(puzzle), step: clamped, puzzle };
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

const fractionWords = [
  'points right at',
  'a quarter of the way to',
  'halfway to',
  'three quarters of the way to',
] as const;

/** Where the short hand of a broken clock is: "halfway between 2 and 3". */
export function brokenClockPlace(time: number): string {
  const { hour, minute } = faceValue(time);
  switch (minute) {
    case 0:
      return `pointing at ${hour}`;
    case 15:
      return `a quarter of the way from ${hour} to ${nextHour(hour)}`;
    case 30:
      return `halfway between ${hour} and ${nextHour(hour)}`;
    default:
      return `three quarters of the way from ${hour} to ${nextHour(hour)}`;
  }
}

/** The broken-clock hint with the item's own fraction. */
export function brokenClockHint(time: number): string {
  const { minute } = faceValue(time);
  const index = minute / 15;
  if (index === 0) {
    return 'The short hand points right at a number, so the long hand has not started a new turn: it points at 12, o’clock.';
  }
  const round = [
    '',
    'a quarter of the way round',
    'halfway round',
    'three quarters of the way round',
  ][index];
  return `The short hand is ${fractionWords[index]} the next number, so the long hand has gone ${round}: ${minute} minutes.`;
}

/** The units hint with the item's own numbers: "1 hour is 60 minutes, so 1 hour 20 minutes is 80 minutes." */
function unitsHint(puzzle: Extract<Puzzle, { type: 'units' }>): string {
  if (puzzle.question === 'later') {
    const twentyFour = puzzle.options.find((option) => !option.text.includes('M'));
    if (twentyFour) {
      return `${twentyFour.text} is ${formatDigital12(twentyFour.value)}: take 12 away from the hour. Then compare the two PM times.`;
    }
  }
  const hours =
    puzzle.options.find((option) => !/^\d+ minutes$/.test(option.text)) ?? puzzle.options[0];
  return `1 hour is 60 minutes, so ${hours.text} is ${hours.value} minutes.`;
}

/** Which clue (1-based) a wrong time breaks first, if any. */
export function firstBrokenClue(
  clues: readonly Clue[],
  time: number,
  space: RiddleSpace,
): number | undefined {
  const index = clues.findIndex((clue) => !satisfies(clue, time, space));
  return index < 0 ? undefined : index + 1;
}

/**
 * The answer rule: a riddle or broken clock needs the one time (face value, or with AM/PM
 * when the clues name the half of the day); odd one out needs the odd card; units compare
 * minutes (or the time of day).
 */
export function checkTimePuzzle(
  item: TimePuzzleItem,
  answer: TimePuzzleAnswer,
): CheckResult<TimePuzzleMisconception> {
  const { puzzle } = item;
  switch (puzzle.type) {
    case 'riddle': {
      if (answer.kind !== 'time') return { correct: false };
      const mode: CompareMode = puzzle.space === 'day' ? 'day' : 'face';
      if (entryMatches(answer.entry, puzzle.answer, mode)) return { correct: true };
      if (hasMinuteOverflow(answer.entry)) return { correct: false, misconception: 'H-60' };
      const first = puzzle.clues[0] as Clue;
      const given = entryMinutes(answer.entry);
      const broken = firstBrokenClue(puzzle.clues, given, puzzle.space);
      return {
        correct: false,
        misconception: 'riddle',
        message: `Use one clue at a time. Clue 1 leaves ${clueLeaves(first)}.${
          broken === undefined ? '' : ` Your time does not fit clue ${broken}.`
        }`,
      };
    }
    case 'broken-clock': {
      const right =
        puzzle.ask === 'time'
          ? answer.kind === 'time' && entryMatches(answer.entry, puzzle.time, 'face')
          : answer.kind === 'choice' &&
            answer.id === String(faceValue(puzzle.time).minute / 5 || 12);
      if (right) return { correct: true };
      if (answer.kind === 'time' && hasMinuteOverflow(answer.entry))
        return { correct: false, misconception: 'H-60' };
      return {
        correct: false,
        misconception: 'broken-clock',
        message: brokenClockHint(puzzle.time),
      };
    }
    case 'odd-one-out':
      if (answer.kind === 'choice' && answer.id === puzzle.odd) return { correct: true };
      return { correct: false, misconception: 'odd-one-out' };
    case 'units':
      if (answer.kind === 'choice' && answer.id === puzzle.answer) return { correct: true };
      return { correct: false, misconception: 'units', message: unitsHint(puzzle) };
  }
}

// ─── Text, worked example, answer ────────────────────────────────────────────────────────

/** A card as it reads: "3:15", "quarter past 3", "15:15", "quarter past 3 in the afternoon". */
export function puzzleCardText(card: PuzzleCard): string {
  switch (card.form) {
    case 'analog':
      return `a clock. ${describeClock(card.time)}`;
    case 'sky':
      return `a clock with ${skyPhrase(card.time)}. ${describeClock(card.time)}`;
    case 'digital':
      return formatDigital(card.time);
    case 'words':
      return formatWords(card.time);
    case '24h':
      return format24Hour(card.time);
    case 'digital-meridiem':
      return formatDigital12(card.time);
    case 'words-day': {
      const part = partOfDay(card.time);
      return `${formatWords(card.time)} ${part === 'night' ? 'at night' : `in the ${part}`}`;
    }
  }
}

/** The puzzle's text alternative: the clues, the broken clock, the cards or the options. */
export function puzzleText(puzzle: Puzzle): string {
  switch (puzzle.type) {
    case 'riddle':
      return puzzle.clues.map((clue, index) => `Clue ${index + 1}: ${clueText(clue)}`).join(' ');
    case 'broken-clock':
      return `A clock with only the short hand, ${brokenClockPlace(puzzle.time)}.`;
    case 'odd-one-out':
      return puzzle.cards
        .map((card) => {
          const text = puzzleCardText(card);
          return `Card ${card.id.toUpperCase()}: ${text}${text.endsWith('.') ? '' : '.'}`;
        })
        .join(' ');
    case 'units':
      return `${puzzle.options[0].text}, or ${puzzle.options[1].text}.`;
  }
}

/** A worked-example step, with the time to show when there is one. */
export interface PuzzleWorkedStep {
  readonly text: string;
  readonly time?: number;
}

/** Solves the puzzle step by step. */
export function puzzleWorkedExample(item: TimePuzzleItem): readonly PuzzleWorkedStep[] {
  const { puzzle } = item;
  switch (puzzle.type) {
    case 'riddle': {
      const shown = (time: number): string =>
        puzzle.space === 'day' ? formatDigital12(time) : formatDigital(time);
      return [
        ...puzzle.clues.map((clue, index) => ({
          text: `Clue ${index + 1}: ${clueText(clue)} That leaves ${clueLeaves(clue)}.`,
        })),
        { text: `Only one time fits every clue: ${shown(puzzle.answer)}.`, time: puzzle.answer },
      ];
    }
    case 'broken-clock': {
      const { minute } = faceValue(puzzle.time);
      const number = minute / 5 || 12;
      return [
        { text: `The short hand is ${brokenClockPlace(puzzle.time)}.` },
        { text: `${brokenClockHint(puzzle.time)} The long hand points at ${number}.` },
        { text: `So the time is ${announceTime(puzzle.time)}.`, time: puzzle.time },
      ];
    }
    case 'odd-one-out': {
      const odd = puzzle.cards.find((card) => card.id === puzzle.odd) as PuzzleCard;
      const same = puzzle.cards.find((card) => card.id !== puzzle.odd) as PuzzleCard;
      const shown = (time: number): string =>
        puzzle.compareBy === 'day' ? formatDigital12(time) : formatDigital(time);
      return [
        ...puzzle.cards.map((card) => ({
          text: `Card ${card.id.toUpperCase()} shows ${shown(card.time)}.`,
        })),
        {
          text: `The other cards all show ${shown(same.time)}. Card ${odd.id.toUpperCase()}, ${shown(
            odd.time,
          )}, is the odd one out.`,
        },
      ];
    }
    case 'units': {
      const right = puzzle.options.find((option) => option.id === puzzle.answer) as UnitOption;
      const other = puzzle.options.find((option) => option.id !== puzzle.answer) as UnitOption;
      if (puzzle.question === 'later') {
        return [
          { text: unitsHint(puzzle) },
          {
            text: `${formatDigital12(right.value)} is later than ${formatDigital12(other.value)}, so ${right.text} is later.`,
          },
        ];
      }
      return [
        { text: unitsHint(puzzle) },
        {
          text: `${right.value} minutes is more than ${other.value} minutes, so ${right.text} is longer.`,
        },
      ];
    }
  }
}

/** The answer in words. */
export function describeTimePuzzle(item: TimePuzzleItem): string {
  const { puzzle } = item;
  switch (puzzle.type) {
    case 'riddle':
      return puzzle.space === 'day' ? formatDigital12(puzzle.answer) : announceTime(puzzle.answer);
    case 'broken-clock':
      return puzzle.ask === 'time'
        ? announceTime(puzzle.time)
        : `The long hand points at ${faceValue(puzzle.time).minute / 5 || 12}`;
    case 'odd-one-out':
      return `Card ${puzzle.odd.toUpperCase()}`;
    case 'units':
      return (puzzle.options.find((option) => option.id === puzzle.answer) as UnitOption).text;
  }
}

/** The model of Time Puzzles. */
export const timePuzzlesModel = {
  steps: 4,
  hints: timePuzzleHints,
  generate: generateTimePuzzle,
  check: checkTimePuzzle,
  workedExample: puzzleWorkedExample,
  describe: describeTimePuzzle,
} satisfies PracticeModel<TimePuzzleItem, TimePuzzleAnswer, TimePuzzleMisconception>;
