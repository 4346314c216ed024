/**
 * Lingo 2-1, Time Compare: two clocks, which time is earlier, and which is later? Also the
 * comparison rule and misconceptions that 2-5 (Time Comparison Speed) shares.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { hourAheadHint, timeHints } from '../../model/clockReading';
import type { CompareMode } from '../../model/elapsed';
import {
  NOON,
  describeClock,
  faceMinutes,
  faceValue,
  formatDigital,
  formatDigital12,
  formatWords,
  meridiemOf,
  minutesAtLevel,
  normalizeTime,
  timeFromFace,
  skyPhrase,
} from '../../model/time';
import type { TimeCardForm } from '../../model/timeCards';

/** How a card shows its time. */
export const compareCardForms = [
  'analog',
  'digital',
  'words',
  'digital-meridiem',
  'sky',
] as const satisfies readonly TimeCardForm[];
/**
 * `analog` (AnalogClock), `digital` (DigitalClock, no AM/PM), `words` ("quarter to 5"),
 * `digital-meridiem` (DigitalClock with AM/PM) or `sky` (AnalogClock with the AM/PM sky).
 */
export type CompareCardForm = (typeof compareCardForms)[number];

/** A clock card to tap. */
export interface CompareCard {
  readonly id: 'a' | 'b';
  /** Minutes since midnight. */
  readonly time: number;
  readonly form: CompareCardForm;
}

/** What the prompt asks for. */
export const compareAsks = ['earlier', 'later'] as const;
/** `earlier` (the arrow points back) or `later` (the arrow points forward). */
export type CompareAsk = (typeof compareAsks)[number];

/** The child's pick: card A, card B or the "Same time" card. */
export type CompareAnswer = 'a' | 'b' | 'same';

/** The parts of an item the comparison rule needs (shared with 2-5). */
export interface Comparison {
  readonly ask: CompareAsk;
  readonly cards: readonly [CompareCard, CompareCard];
  /** `face` in steps 1–3 (same half of the day), `day` when AM/PM is shown. */
  readonly compareBy: CompareMode;
}

/** A Time Compare item. */
export interface TimeCompareItem extends PracticeItemBase, Comparison {
  readonly step: number;
  /** A "Same time" card is offered (step 3 and later). */
  readonly sameTimeCard: boolean;
}

/** The misconceptions of comparing two times. */
export const compareMisconceptions = [
  'same-hour',
  'H-45',
  'am-pm',
  'missed-same',
  'not-same',
] as const;
/** One of the comparison misconceptions. */
export type CompareMisconception = (typeof compareMisconceptions)[number];

/** Hint texts of Time Compare (curriculum 2-1), keyed by misconception. */
export const timeCompareHints = {
  'same-hour':
    'Same hour, so look at the long hands: 10 minutes past comes before 50 minutes past.',
  'H-45': timeHints['H-45'],
  'am-pm': 'The day goes AM, then 12 noon, then PM. 12:10 PM is just after noon.',
  'missed-same': 'Look again: both cards show the same time, written two ways. Tap "Same time".',
  'not-same': 'These two times are not the same. Find the one that comes first in the day.',
  default: 'Look at the hours first. If they are the same, look at the minutes.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimeCompareMisconception = Exclude<keyof typeof timeCompareHints, 'default'>;

/** The prompt: "Tap the earlier time" or "Tap the later time". */
export function comparePrompt(ask: CompareAsk): string {
  return `Tap the ${ask} time`;
}

/** The value a card is compared by: its face value, or its minutes since midnight. */
export function compareValue(card: CompareCard, compareBy: CompareMode): number {
  return compareBy === 'face' ? faceMinutes(card.time) : normalizeTime(card.time);
}

/** The right answer: the earlier or later card, or "same" when the two are equal. */
export function correctCompareAnswer(comparison: Comparison): CompareAnswer {
  const [a, b] = comparison.cards;
  const valueA = compareValue(a, comparison.compareBy);
  const valueB = compareValue(b, comparison.compareBy);
  if (valueA === valueB) return 'same';
  const aFirst = valueA < valueB;
  return (comparison.ask === 'earlier') === aFirst ? 'a' : 'b';
}

/** A card's face value when :40–:59 is read as the next hour (H-45). */
function misreadValue(card: CompareCard): number {
  return faceMinutes(card.time) + (faceValue(card.time).minute >= 40 ? 60 : 0);
}

/**
 * Which misconception a wrong pick shows (undefined when it is right or shows none): a
 * missed or wrong "Same time", the same hour with the long hands ignored, a :40–:59 card
 * read as the next hour (H-45), or AM/PM and 12 noon mixed up.
 */
export function compareMisconception(
  comparison: Comparison,
  answer: CompareAnswer,
): CompareMisconception | undefined {
  const right = correctCompareAnswer(comparison);
  if (answer === right) return undefined;
  if (right === 'same') return 'missed-same';
  if (answer === 'same') return 'not-same';
  const [a, b] = comparison.cards;
  if (
    comparison.compareBy === 'day' &&
    (meridiemOf(a.time) !== meridiemOf(b.time) || hasNoonHour(a, b))
  ) {
    return 'am-pm';
  }
  if (faceValue(a.time).hour === faceValue(b.time).hour) return 'same-hour';
  // Read with :40–:59 taken as the next hour, on a straight line (11:45 read as 12:45 is
  // later than 11:50, not the start of the face).
  const misreadA = misreadValue(a);
  const misreadB = misreadValue(b);
  const misread =
    misreadA === misreadB
      ? undefined
      : (comparison.ask === 'earlier') === misreadA < misreadB
        ? 'a'
        : 'b';
  if (misread === answer) return 'H-45';
  return undefined;
}

/** Both in the afternoon, one of them in the 12 o'clock hour (12:10 PM vs 1:05 PM). */
function hasNoonHour(a: CompareCard, b: CompareCard): boolean {
  const inNoonHour = (time: number): boolean =>
    normalizeTime(time) >= NOON && normalizeTime(time) < NOON + 60;
  return (
    inNoonHour(a.time) !== inNoonHour(b.time) &&
    meridiemOf(a.time) === 'PM' &&
    meridiemOf(b.time) === 'PM'
  );
}

/** A card's time as the child reads it: "3:10", "4:50 PM". */
export function cardTimeText(card: CompareCard): string {
  return card.form === 'digital-meridiem' || card.form === 'sky'
    ? formatDigital12(card.time)
    : formatDigital(card.time);
}

/**
 * A card's text alternative, without speaking the time of a clock: "a clock. The short hand
 * is close to 5. The long hand points at 9." / "a digital clock showing 4:50" / "quarter to 5".
 */
export function cardText(card: CompareCard): string {
  switch (card.form) {
    case 'analog':
      return `a clock. ${describeClock(card.time)}`;
    case 'sky':
      return `a clock with ${skyPhrase(card.time)}. ${describeClock(card.time)}`;
    case 'digital':
      return `a digital clock showing ${formatDigital(card.time)}`;
    case 'digital-meridiem':
      return `a digital clock showing ${formatDigital12(card.time)}`;
    case 'words':
      return `the words "${formatWords(card.time)}"`;
  }
}

/**
 * The item's text alternative: "Card A: a clock. The short hand is close to 5. The long hand
 * points at 9. Card B: a digital clock showing 4:50."
 */
export function compareCardsText(cards: readonly [CompareCard, CompareCard]): string {
  return cards
    .map((card) => {
      const text = cardText(card);
      return `Card ${card.id.toUpperCase()}: ${text}${text.endsWith('.') ? '' : '.'}`;
    })
    .join(' ');
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const hours1to11 = Array.from({ length: 11 }, (_, index) => index + 1);
const minutesR3R4 = [...minutesAtLevel('R3'), ...minutesAtLevel('R4')];
const minutesR4R5 = [...minutesAtLevel('R4'), ...minutesAtLevel('R5')];
const fiveMinutes = Array.from({ length: 12 }, (_, index) => index * 5);

/** Two cards in random order with ids a and b (shared with 2-5). */
export function cardPair(
  rng: Rng,
  first: { time: number; form: CompareCardForm },
  second: { time: number; form: CompareCardForm },
): readonly [CompareCard, CompareCard] {
  const [x, y] = rng.shuffle([first, second]) as [typeof first, typeof second];
  return [
    { id: 'a', ...x },
    { id: 'b', ...y },
  ];
}

/** Two different morning times at hours 1–11 with minutes from a list; optionally sharing the hour. */
function morningPair(rng: Rng, minutes: readonly number[], shareHour: boolean): [number, number] {
  const hour = rng.pick(hours1to11);
  if (shareHour) {
    const [m1, m2] = rng.shuffle(minutes) as [number, number];
    return [timeFromFace(hour, m1), timeFromFace(hour, m2)];
  }
  const otherHour = rng.pick(hours1to11.filter((candidate) => candidate !== hour));
  return [timeFromFace(hour, rng.pick(minutes)), timeFromFace(otherHour, rng.pick(minutes))];
}

/** Two different morning times (1:00–11:59) within 20 minutes of each other. */
function closePair(rng: Rng, minutes: readonly number[]): [number, number] {
  for (;;) {
    const first = timeFromFace(rng.pick(hours1to11), rng.pick(minutes));
    const gap = rng.int(1, 20) * (rng.next() < 0.5 ? -1 : 1);
    const second = first + gap;
    if (second >= 60 && second < NOON && minutes.includes(faceValue(second).minute)) {
      return [first, second];
    }
  }
}

/** The pair kinds of step 4. */
export const meridiemPairKinds = ['cross-noon', 'halves', 'same-hour'] as const;
/** Across 12 noon, AM against PM, or the same hour number in the two halves. */
export type MeridiemPairKind = (typeof meridiemPairKinds)[number];

/**
 * A pair of step 4 (and 2-5 step 3), minutes a multiple of `minuteStep` or any from a list:
 * across noon (11:50 AM vs 12:10 PM, or 12:10 PM vs 1:05 PM), AM against PM with different
 * hour numbers (8:00 PM vs 9:00 AM), or the same hour number in different halves with the
 * PM minute smaller (7:15 AM vs 7:05 PM).
 */
export function meridiemPair(
  rng: Rng,
  kind: MeridiemPairKind,
  minutes: readonly number[],
): [number, number] {
  const nonZero = minutes.filter((minute) => minute > 0);
  switch (kind) {
    case 'cross-noon':
      if (rng.next() < 0.5) {
        return [
          timeFromFace(11, rng.pick(nonZero), 'AM'),
          timeFromFace(12, rng.pick(nonZero), 'PM'),
        ];
      }
      return [timeFromFace(12, rng.pick(nonZero), 'PM'), timeFromFace(1, rng.pick(minutes), 'PM')];
    case 'halves': {
      const morning = rng.int(6, 11);
      const evening = rng.pick(hours1to11.filter((hour) => hour !== morning && hour <= 9));
      return [
        timeFromFace(morning, rng.pick(minutes), 'AM'),
        timeFromFace(evening, rng.pick(minutes), 'PM'),
      ];
    }
    case 'same-hour': {
      const hour = rng.pick(hours1to11);
      const [small, large] = (rng.shuffle(nonZero).slice(0, 2) as [number, number]).sort(
        (x, y) => x - y,
      ) as [number, number];
      return [timeFromFace(hour, large, 'AM'), timeFromFace(hour, small, 'PM')];
    }
  }
}

function keyOf(
  prefix: string,
  step: number,
  ask: CompareAsk,
  cards: readonly [CompareCard, CompareCard],
): string {
  return `${prefix}:${step}:${ask}:${cards.map((card) => `${card.time}-${card.form}`).join(':')}`;
}

/** Generates a Time Compare item for a step (1–4). */
export function generateTimeCompare(step: number, rng: Rng): TimeCompareItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const ask: CompareAsk = rng.next() < 0.5 ? 'earlier' : 'later';
  let cards: readonly [CompareCard, CompareCard];
  let compareBy: CompareMode = 'face';
  if (clamped === 1) {
    const [x, y] = morningPair(rng, [0, 30], false);
    cards = cardPair(rng, { time: x, form: 'analog' }, { time: y, form: 'analog' });
  } else if (clamped === 2) {
    const [x, y] = morningPair(rng, minutesR3R4, rng.next() < 0.5);
    cards = cardPair(rng, { time: x, form: 'analog' }, { time: y, form: 'digital' });
  } else if (clamped === 3) {
    const forms: CompareCardForm[] = ['analog', 'digital', 'words'];
    if (rng.int(1, 5) === 1) {
      // 1 item in 5: the same time two ways.
      const time = timeFromFace(rng.pick(hours1to11), rng.pick(minutesR4R5));
      const [formA, formB] = rng.shuffle(forms) as [CompareCardForm, CompareCardForm];
      cards = cardPair(rng, { time, form: formA }, { time, form: formB });
    } else {
      const [x, y] = rng.next() < 0.5 ? closePair(rng, minutesR4R5) : farPair(rng, minutesR4R5);
      cards = cardPair(rng, { time: x, form: rng.pick(forms) }, { time: y, form: rng.pick(forms) });
    }
  } else {
    compareBy = 'day';
    const [x, y] = meridiemPair(rng, rng.pick(meridiemPairKinds), fiveMinutes);
    const forms: CompareCardForm[] = ['digital-meridiem', 'sky'];
    cards = cardPair(rng, { time: x, form: rng.pick(forms) }, { time: y, form: rng.pick(forms) });
  }
  return {
    key: keyOf('time-compare', clamped, ask, cards),
    prompt: comparePrompt(ask),
    step: clamped,
    ask,
    cards,
    compareBy,
    sameTimeCard: clamped >= 3,
  };
}

/** Two morning times more than 20 minutes apart. */
function farPair(rng: Rng, minutes: readonly number[]): [number, number] {
  for (;;) {
    const [x, y] = morningPair(rng, minutes, false);
    if (Math.abs(x - y) > 20) return [x, y];
  }
}

// ─── Answer rule, hints, worked example ──────────────────────────────────────────────────

/**
 * The hint with the item's own numbers where the curriculum's text uses an example:
 * "Same hour, so look at the long hands: 10 minutes past comes before 50 minutes past."
 */
function itemMessage(item: Comparison, misconception: CompareMisconception): string | undefined {
  const [a, b] = item.cards;
  const [first, second] =
    compareValue(a, item.compareBy) < compareValue(b, item.compareBy) ? [a, b] : [b, a];
  if (misconception === 'same-hour') {
    const m1 = faceValue(first.time).minute;
    const m2 = faceValue(second.time).minute;
    return `Same hour, so look at the long hands: ${minutesPast(m1)} comes before ${minutesPast(m2)}.`;
  }
  if (misconception === 'H-45') return quarterToCardHint(item);
  if (misconception === 'am-pm') {
    const afterNoon = [a, b].find(
      (card) => normalizeTime(card.time) >= NOON && normalizeTime(card.time) < NOON + 60,
    );
    return afterNoon
      ? `The day goes AM, then 12 noon, then PM. ${formatDigital12(afterNoon.time)} is just after noon.`
      : 'The day goes AM, then 12 noon, then PM. AM times come first.';
  }
  return undefined;
}

/**
 * H-45 about the pair's :40–:59 card, with its own hours: "The short hand is close to 5, but
 * it has not got there yet. It is still 4-something: 4:50, 10 to 5." (2-1 and 2-5).
 */
export function quarterToCardHint(item: Comparison): string | undefined {
  const late = item.cards.find((card) => faceValue(card.time).minute >= 40);
  return late ? hourAheadHint(late.time) : undefined;
}

function minutesPast(minute: number): string {
  return minute === 0 ? "o'clock" : `${minute} ${minute === 1 ? 'minute' : 'minutes'} past`;
}

/**
 * The answer rule: steps 1–3 compare face values (same half of the day), step 4 compares
 * minutes since midnight; "Same time" is right only when the two are equal.
 */
export function checkTimeCompare(
  item: TimeCompareItem,
  answer: CompareAnswer,
): CheckResult<TimeCompareMisconception> {
  const misconception = compareMisconception(item, answer);
  if (answer === correctCompareAnswer(item)) return { correct: true };
  if (!misconception) return { correct: false };
  const message = itemMessage(item, misconception);
  return message ? { correct: false, misconception, message } : { correct: false, misconception };
}

/** A worked example's step, with the card to point at. */
export interface CompareWorkedStep {
  readonly text: string;
  /** The card to highlight meanwhile. */
  readonly card?: 'a' | 'b';
}

/** Compares the two cards step by step: read each, compare hours (or halves), then minutes. */
export function compareWorkedExample(item: Comparison): readonly CompareWorkedStep[] {
  const [a, b] = item.cards;
  const steps: CompareWorkedStep[] = [
    { text: `Card A shows ${cardTimeText(a)}.`, card: 'a' },
    { text: `Card B shows ${cardTimeText(b)}.`, card: 'b' },
  ];
  const right = correctCompareAnswer(item);
  if (right === 'same') {
    steps.push({
      text: `They are the same time: ${formatDigital(a.time)}, ${formatWords(a.time)}.`,
    });
    return steps;
  }
  const [first, second] =
    compareValue(a, item.compareBy) < compareValue(b, item.compareBy) ? [a, b] : [b, a];
  const h1 = faceValue(first.time).hour;
  const h2 = faceValue(second.time).hour;
  if (item.compareBy === 'day' && meridiemOf(first.time) !== meridiemOf(second.time)) {
    steps.push({
      text: `${cardTimeText(first)} is AM, before 12 noon. ${cardTimeText(second)} is PM, after 12 noon.`,
    });
  } else if (h1 === h2) {
    steps.push({
      text: `Both are in the ${h1} o'clock hour. Look at the long hands: ${minutesPast(
        faceValue(first.time).minute,
      )} comes before ${minutesPast(faceValue(second.time).minute)}.`,
    });
  } else if (h1 === 12) {
    steps.push({
      text: `After 11 comes 12, then 1. So ${cardTimeText(first)} comes before ${cardTimeText(second)}.`,
    });
  } else {
    steps.push({ text: `Look at the hours first: ${h1} comes before ${h2}.` });
  }
  const chosen = right === 'a' ? a : b;
  steps.push({
    text: `So ${cardTimeText(first)} is earlier and ${cardTimeText(second)} is later. The ${item.ask} time is card ${right.toUpperCase()}, ${cardTimeText(chosen)}.`,
    card: right,
  });
  return steps;
}

/** The answer in words, after the child has answered: "Card B, 3:50, is later." */
export function describeComparison(item: Comparison): string {
  const right = correctCompareAnswer(item);
  if (right === 'same') return `Same time: ${cardTimeText(item.cards[0])}`;
  const card = right === 'a' ? item.cards[0] : item.cards[1];
  return `Card ${right.toUpperCase()}, ${cardTimeText(card)}, is ${item.ask}`;
}

/** The model of Time Compare. */
export const timeCompareModel = {
  steps: 4,
  hints: timeCompareHints,
  generate: generateTimeCompare,
  check: checkTimeCompare,
  workedExample: compareWorkedExample,
  describe: describeComparison,
} satisfies PracticeModel<TimeCompareItem, CompareAnswer, TimeCompareMisconception>;
