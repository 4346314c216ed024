/**
 * Lingo 1-4, Time Sequence Puzzles: put clocks and daily events in order, earliest first.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { hourAheadHint, timeHints } from '../../model/clockReading';
import {
  NOON,
  describeClock,
  faceValue,
  formatDigital,
  formatDigital12,
  meridiemOf,
  normalizeTime,
  partOfDay,
  roundToLevel,
  timeFromFace,
  type ReadingLevel,
} from '../../model/time';
import type { TimeCardForm } from '../../model/timeCards';

/** A daily event of the generator's bank, with its typical time. */
export interface DailyEvent {
  readonly id: string;
  /** The card's name, read aloud: "Breakfast". */
  readonly label: string;
  /** The card's picture (an emoji). */
  readonly picture: string;
  /** Typical time, minutes since midnight. */
  readonly time: number;
}

/** The bank of daily events with their typical times (curriculum 1-4). */
export const dailyEvents: readonly DailyEvent[] = [
  { id: 'wake-up', label: 'Wake up', picture: '⏰', time: 7 * 60 },
  { id: 'breakfast', label: 'Breakfast', picture: '🥣', time: 7 * 60 + 30 },
  { id: 'school-bus', label: 'School bus', picture: '🚌', time: 8 * 60 + 15 },
  { id: 'recess', label: 'Recess', picture: '🛝', time: 10 * 60 + 15 },
  { id: 'lunch', label: 'Lunch', picture: '🥪', time: 12 * 60 },
  { id: 'soccer', label: 'Soccer', picture: '⚽', time: 16 * 60 },
  { id: 'dinner', label: 'Dinner', picture: '🍝', time: 17 * 60 + 30 },
  { id: 'bath', label: 'Bath', picture: '🛁', time: 19 * 60 },
  { id: 'bedtime', label: 'Bedtime', picture: '🛏️', time: 20 * 60 },
];

/** How a card shows its time. */
export const sequenceCardFaces = ['analog', 'digital'] as const satisfies readonly TimeCardForm[];
/** `analog` (a small AnalogClock) or `digital` (a DigitalClock). */
export type SequenceCardFace = (typeof sequenceCardFaces)[number];

/** One card to put in order. */
export interface SequenceCard {
  /** Stable id, used in answers ("a", "b", …). */
  readonly id: string;
  /** Minutes since midnight. */
  readonly time: number;
  readonly face: SequenceCardFace;
  /** The event pictured (step 1). */
  readonly event?: Pick<DailyEvent, 'id' | 'label' | 'picture'>;
  /** The card shows a sky picture and AM/PM (step 1's events and step 4). */
  readonly sky: boolean;
}

/** A Time Sequence Puzzles item. */
export interface TimeSequenceItem extends PracticeItemBase {
  readonly step: number;
  /** The cards in the order they are first shown (never already in order). */
  readonly cards: readonly SequenceCard[];
  /** Said once for the whole set in steps 2–3: "in the morning" or "in the afternoon". */
  readonly halfOfDay?: 'in the morning' | 'in the afternoon';
}

/** The answer: card ids in the child's order, first place first. */
export type TimeSequenceAnswer = readonly string[];

/** Hint texts of Time Sequence Puzzles, exactly as the curriculum gives them. */
export const timeSequenceHints = {
  'same-hour': 'Same hour? Then look at the long hands: 3:10 comes before 3:40.',
  'H-45': timeHints['H-45'],
  noon: 'After 11 comes 12 noon, then 1. So 12:10 is before 1:05.',
  default: 'Find the earliest time first: the short hand tells the hour. Then the next one.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimeSequenceMisconception = Exclude<keyof typeof timeSequenceHints, 'default'>;

const cardIds = ['a', 'b', 'c', 'd'] as const;

/** True when every two times are at least `gap` minutes apart. */
function spreadApart(times: readonly number[], gap: number): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.every((time, index) => index === 0 || time - (sorted[index - 1] as number) >= gap);
}

/** Shuffles the cards so they are never already in order. */
function shuffleOutOfOrder(cards: readonly SequenceCard[], rng: Rng): SequenceCard[] {
  let shuffled = rng.shuffle(cards);
  for (let attempt = 0; attempt < 10 && isSorted(shuffled); attempt += 1) {
    shuffled = rng.shuffle(cards);
  }
  if (isSorted(shuffled)) shuffled = [...shuffled].reverse();
  return shuffled;
}

const isSorted = (cards: readonly SequenceCard[]): boolean =>
  cards.every((card, index) => index === 0 || (cards[index - 1] as SequenceCard).time < card.time);

function withIds(cards: readonly Omit<SequenceCard, 'id'>[], rng: Rng): readonly SequenceCard[] {
  // Ids follow the time order, so they give nothing away once shuffled.
  const sorted = [...cards].sort((a, b) => a.time - b.time);
  const shuffledIds = rng.shuffle(cardIds.slice(0, cards.length));
  return shuffleOutOfOrder(
    sorted.map((card, index) => ({ ...card, id: shuffledIds[index] as string })),
    rng,
  );
}

/** Step 1: 3 event cards, R1–R2, at least 2 h apart, each with a picture, a clock and a sky. */
function eventCards(rng: Rng): readonly SequenceCard[] {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const events = rng
      .shuffle(dailyEvents)
      .slice(0, 3)
      .sort((a, b) => a.time - b.time);
    const times = events.map((event) => jitter(event.time, 'R2', rng));
    const ordered = times.every(
      (time, index) => index === 0 || time > (times[index - 1] as number),
    );
    if (ordered && spreadApart(times, 120)) {
      return events.map((event, index) => ({
        id: '',
        time: times[index] as number,
        face: 'analog',
        event: { id: event.id, label: event.label, picture: event.picture },
        sky: true,
      }));
    }
  }
  // Always possible without jitter: wake up 7:00, lunch 12:00, dinner 5:30 PM.
  return ['wake-up', 'lunch', 'dinner'].map((id) => {
    const event = dailyEvents.find((candidate) => candidate.id === id) as DailyEvent;
    return {
      id: '',
      time: event.time,
      face: 'analog' as const,
      event: { id: event.id, label: event.label, picture: event.picture },
      sky: true,
    };
  });
}

/** An event's time jittered by up to ±30 minutes, then rounded to the step's rung. */
function jitter(time: number, level: ReadingLevel, rng: Rng): number {
  return roundToLevel(normalizeTime(time + rng.int(-30, 30)), level);
}

/**
 * Hours of one half of the day whose label is true for every time: the morning from
 * 5:00 to 11:59 AM, the afternoon from 1:00 to 4:59 PM (no 12, whose place children
 * still confuse; that is step 4's noon hint).
 */
function halfHours(half: 'in the morning' | 'in the afternoon'): readonly number[] {
  return half === 'in the morning' ? [5, 6, 7, 8, 9, 10, 11] : [1, 2, 3, 4];
}

function halfTime(
  half: 'in the morning' | 'in the afternoon',
  hour: number,
  minute: number,
): number {
  return timeFromFace(hour, minute, half === 'in the morning' ? 'AM' : 'PM');
}

/** Step 2: 3 clock-only cards in one half of the day, R1–R3, at least 30 min apart. */
function quarterCards(rng: Rng): {
  cards: SequenceCard[];
  half: 'in the morning' | 'in the afternoon';
} {
  const half = rng.pick(['in the morning', 'in the afternoon'] as const);
  for (;;) {
    const times = [0, 1, 2].map(() =>
      halfTime(half, rng.pick(halfHours(half)), rng.pick([0, 15, 30, 45])),
    );
    if (spreadApart(times, 30)) {
      return {
        half,
        cards: times.map((time) => ({ id: '', time, face: 'analog', sky: false })),
      };
    }
  }
}

/**
 * Step 3: 4 cards mixing analog and digital, R4, at least 10 min apart, 2 of them in the
 * same hour (3:10 and 3:40).
 */
function fiveMinuteCards(rng: Rng): {
  cards: SequenceCard[];
  half: 'in the morning' | 'in the afternoon';
} {
  const half = rng.pick(['in the morning', 'in the afternoon'] as const);
  const hours = halfHours(half);
  const minuteR4 = (): number => rng.int(1, 11) * 5;
  for (;;) {
    const sharedHour = rng.pick(hours);
    const times = [
      halfTime(half, sharedHour, minuteR4()),
      halfTime(half, sharedHour, minuteR4()),
      halfTime(half, rng.pick(hours), minuteR4()),
      halfTime(half, rng.pick(hours), minuteR4()),
    ];
    if (spreadApart(times, 10)) {
      const faces = rng.shuffle<SequenceCardFace>(['analog', 'analog', 'digital', 'digital']);
      return {
        half,
        cards: times.map((time, index) => ({
          id: '',
          time,
          face: faces[index] as SequenceCardFace,
          sky: false,
        })),
      };
    }
  }
}

/**
 * Step 4: 4 cards across the whole day with a sky and AM/PM, R4–R5, at least 5 min apart.
 * One set in 3 crosses noon (11:45 AM, 12:10 PM, 1:05 PM).
 */
function wholeDayCards(rng: Rng): SequenceCard[] {
  const minute = (): number => (rng.int(1, 2) === 1 ? rng.int(0, 11) * 5 : rng.int(0, 59));
  for (;;) {
    const crossesNoon = rng.int(1, 3) === 1;
    const times = crossesNoon
      ? [11 * 60 + minute(), 12 * 60 + minute(), 13 * 60 + minute(), rng.int(0, 1439)]
      : [0, 1, 2, 3].map(() => rng.int(0, 23) * 60 + minute());
    if (spreadApart(times, 5)) {
      const faces = rng.shuffle<SequenceCardFace>(['analog', 'analog', 'digital', 'digital']);
      return times.map((time, index) => ({
        id: '',
        time: normalizeTime(time),
        face: faces[index] as SequenceCardFace,
        sky: true,
      }));
    }
  }
}

/** Generates a Time Sequence Puzzles item for a step (1–4). */
export function generateTimeSequence(step: number, rng: Rng): TimeSequenceItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let cards: readonly SequenceCard[];
  let halfOfDay: TimeSequenceItem['halfOfDay'];
  if (clamped === 1) {
    cards = withIds(eventCards(rng), rng);
  } else if (clamped === 2) {
    const made = quarterCards(rng);
    cards = withIds(made.cards, rng);
    halfOfDay = made.half;
  } else if (clamped === 3) {
    const made = fiveMinuteCards(rng);
    cards = withIds(made.cards, rng);
    halfOfDay = made.half;
  } else {
    cards = withIds(wholeDayCards(rng), rng);
  }
  const what = clamped === 1 ? 'events' : 'clocks';
  const prompt = halfOfDay
    ? `Put the ${what} in order, from earliest to latest. They are all ${halfOfDay}.`
    : `Put the ${what} in order, from earliest to latest.`;
  return {
    key: `sequence:${clamped}:${[...cards]
      .map((card) => card.time)
      .sort((a, b) => a - b)
      .join(',')}`,
    prompt,
    step: clamped,
    cards,
    ...(halfOfDay ? { halfOfDay } : {}),
  };
}

/** The card ids in the right order, earliest first (by minutes since midnight). */
export function correctOrder(item: TimeSequenceItem): readonly string[] {
  return [...item.cards].sort((a, b) => a.time - b.time).map((card) => card.id);
}

/** For each place, whether the card the child put there belongs there (right cards lock). */
export function placedCorrectly(
  item: TimeSequenceItem,
  answer: TimeSequenceAnswer,
): readonly boolean[] {
  const order = correctOrder(item);
  return answer.map((id, index) => order[index] === id);
}

/** The mistakes a wrong order can show, most telling first. */
const sequenceMistakeKinds = ['noon', 'H-45', 'same-hour'] as const;
/** `noon`, `H-45` or `same-hour`. */
export type SequenceMistakeKind = (typeof sequenceMistakeKinds)[number];

/** A mistake in a wrong order, and the two cards that show it. */
export interface SequenceMistake {
  readonly kind: SequenceMistakeKind;
  /** The card that belongs first, placed after `later`. */
  readonly earlier: SequenceCard;
  readonly later: SequenceCard;
}

/**
 * Which mistake a wrong order shows, looking at each pair placed the wrong way round:
 * a 12 o'clock PM card after a 1 o'clock-or-later PM card (noon), a :40–:59 card after a
 * card of the next hour (H-45), or two cards of the same hour (same-hour). The first pair
 * showing the most telling one is kept.
 */
export function sequenceMistake(
  item: TimeSequenceItem,
  answer: TimeSequenceAnswer,
): SequenceMistake | undefined {
  const byId = new Map(item.cards.map((card) => [card.id, card]));
  const placed = answer.map((id) => byId.get(id)).filter((card): card is SequenceCard => !!card);
  const found = new Map<SequenceMistakeKind, SequenceMistake>();
  const note = (mistake: SequenceMistake): void => {
    if (!found.has(mistake.kind)) found.set(mistake.kind, mistake);
  };
  for (let later = 0; later < placed.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) {
      const before = placed[earlier] as SequenceCard;
      const after = placed[later] as SequenceCard;
      if (before.time <= after.time) continue;
      // `after` belongs earlier than `before` but was put after it.
      const afterFace = faceValue(after.time);
      const beforeFace = faceValue(before.time);
      const pair = { earlier: after, later: before };
      if (after.time >= NOON && after.time < NOON + 60 && before.time >= NOON + 60) {
        note({ kind: 'noon', ...pair });
      } else if (
        afterFace.minute >= 40 &&
        beforeFace.hour === (afterFace.hour % 12) + 1 &&
        before.time - after.time < 60
      ) {
        note({ kind: 'H-45', ...pair });
      } else if (afterFace.hour === beforeFace.hour && Math.abs(after.time - before.time) < 60) {
        note({ kind: 'same-hour', ...pair });
      }
    }
  }
  const kind = sequenceMistakeKinds.find((each) => found.has(each));
  return kind === undefined ? undefined : found.get(kind);
}

/** Which mistake a wrong order shows (see `sequenceMistake`). */
export function sequenceMisconception(
  item: TimeSequenceItem,
  answer: TimeSequenceAnswer,
): SequenceMistakeKind | undefined {
  return sequenceMistake(item, answer)?.kind;
}

/**
 * A mistake's hint with the item's own cards where the curriculum's text uses an example:
 * "Same hour? Then look at the long hands: 7:25 comes before 7:50.", H-45 about the :40–:59
 * card, "After 11 comes 12 noon, then 1. So 12:35 PM is before 2:20 PM."
 */
export function sequenceMistakeHint(mistake: SequenceMistake): string {
  const earlier = cardTimeText(mistake.earlier);
  const later = cardTimeText(mistake.later);
  switch (mistake.kind) {
    case 'noon':
      return `After 11 comes 12 noon, then 1. So ${earlier} is before ${later}.`;
    case 'H-45':
      return hourAheadHint(mistake.earlier.time);
    case 'same-hour':
      return `Same hour? Then look at the long hands: ${earlier} comes before ${later}.`;
  }
}

/**
 * The answer rule: right when the cards are in order of minutes since midnight. Any card
 * out of place makes a miss; `marks` say which places lock and which wiggle.
 */
export function checkTimeSequence(
  item: TimeSequenceItem,
  answer: TimeSequenceAnswer,
): CheckResult<TimeSequenceMisconception> {
  const placements = placedCorrectly(item, answer);
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  answer.forEach((id, index) => {
    marks[id] = placements[index] ? 'correct' : 'incorrect';
  });
  const complete = answer.length === item.cards.length;
  if (complete && placements.every(Boolean)) return { correct: true, marks };
  const mistake = sequenceMistake(item, answer);
  return mistake
    ? { correct: false, misconception: mistake.kind, message: sequenceMistakeHint(mistake), marks }
    : { correct: false, marks };
}

/** A card's time as words for screen readers and the worked example ("7:30 PM" with a sky). */
export function cardTimeText(card: SequenceCard): string {
  return card.sky ? formatDigital12(card.time) : formatDigital(card.time);
}

/**
 * A card's text alternative without its place, never giving the time of an analog card:
 * "Breakfast. A clock: the short hand is about halfway between 7 and 8. The long hand
 * points at 6."
 */
export function sequenceCardLabel(card: SequenceCard): string {
  const name = card.event ? `${card.event.label}. ` : '';
  const sky = card.sky ? ` in the ${partOfDay(card.time)} sky, ${meridiemOf(card.time)}` : '';
  const face =
    card.face === 'analog'
      ? `A clock${sky}: ${lowerFirst(describeClock(card.time))}`
      : `A digital clock showing ${cardTimeText(card)}.`;
  return `${name}${face}`;
}

/**
 * A card's text alternative with its place: "Card 2 of 4: Breakfast. A clock: the short
 * hand is about halfway between 7 and 8. The long hand points at 6."
 */
export function describeSequenceCard(card: SequenceCard, index: number, total: number): string {
  return `Card ${index + 1} of ${total}: ${sequenceCardLabel(card)}`;
}

/** What is said when a card moves: "Breakfast, moved to place 1 of 4." */
export function cardMovedText(
  card: SequenceCard,
  place: number,
  total: number,
  index?: number,
): string {
  const name =
    card.event?.label ?? `Card ${index === undefined ? card.id.toUpperCase() : index + 1}`;
  return `${name}, moved to place ${place + 1} of ${total}.`;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The worked example: the cards one by one from earliest to latest. */
export function timeSequenceWorkedExample(
  item: TimeSequenceItem,
): readonly { readonly text: string }[] {
  const sorted = [...item.cards].sort((a, b) => a.time - b.time);
  const ordinal = ['First', 'Next', 'Then', 'Last'];
  const steps = [
    {
      text: 'Read each clock: the short hand for the hour, then the long hand for the minutes.',
    },
    ...sorted.map((card, index) => ({
      text: `${index === sorted.length - 1 ? 'Last' : (ordinal[index] as string)}: ${
        card.event ? `${card.event.label}, ` : ''
      }${cardTimeText(card)}.`,
    })),
  ];
  return steps;
}

/** The model of Time Sequence Puzzles. */
export const timeSequenceModel = {
  steps: 4,
  hints: timeSequenceHints,
  generate: generateTimeSequence,
  check: checkTimeSequence,
  workedExample: timeSequenceWorkedExample,
  describe(item: TimeSequenceItem): string {
    return [...item.cards]
      .sort((a, b) => a.time - b.time)
      .map((card) =>
        card.event ? `${card.event.label} ${cardTimeText(card)}` : cardTimeText(card),
      )
      .join(', then ');
  },
} satisfies PracticeModel<TimeSequenceItem, TimeSequenceAnswer, TimeSequenceMisconception>;
