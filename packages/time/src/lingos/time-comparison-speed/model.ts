/**
 * Lingo 2-5, Time Comparison Speed: earlier or later? Race your own best time on 10 pairs.
 * A Speed Lingo: the engine's Speed rules (rounds of 10; up with 9, down with 5 or fewer,
 * mastered with 9 at step 3). The comparison rule is Time Compare's (2-1).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
} from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import type { CompareMode } from '../../model/elapsed';
import {
  faceValue,
  formatDigital,
  formatDigital12,
  minutesAtLevel,
  timeFromFace,
} from '../../model/time';
import {
  cardPair,
  cardText,
  compareMisconception,
  comparePrompt,
  compareWorkedExample,
  correctCompareAnswer,
  describeComparison,
  meridiemPair,
  quarterToCardHint,
  type CompareAnswer,
  type CompareAsk,
  type CompareCard,
  type CompareCardForm,
  type Comparison,
} from '../time-compare/model';

/** Pairs in a round. */
export const SPEED_ROUND_SIZE = 10;

/** The kinds of pair a round is built from, per step. */
export const speedPairCategories = [
  'plain',
  'shared-hour',
  'other-hours',
  'noon',
  'same',
  'mixed',
] as const;
/**
 * Step 1 `plain`; step 2 `shared-hour` (5 of 10) or `other-hours`; step 3 `noon` (2 of 10),
 * `same` (1 of 10) or `mixed` (7 of 10).
 */
export type SpeedPairCategory = (typeof speedPairCategories)[number];

/** A Time Comparison Speed item. */
export interface TimeComparisonSpeedItem extends PracticeItemBase, Comparison {
  readonly step: number;
  readonly category: SpeedPairCategory;
  /** A "Same" card is offered (step 3). */
  readonly sameTimeCard: boolean;
}

/** Hint texts of 2-5: short, shown for 3 seconds with the timer paused. */
export const timeComparisonSpeedHints = {
  'same-hour': 'Look at the long hands.',
  'H-45': timeHints['H-45'],
  'am-pm': 'AM comes before PM.',
  'missed-same': 'Both cards show the same time.',
  'not-same': 'These two times are not the same.',
  default: 'Look at the hours first, then the minutes.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimeComparisonSpeedMisconception = Exclude<
  keyof typeof timeComparisonSpeedHints,
  'default'
>;

/** The keys already served in this round (the last `index` recent keys). */
export function roundKeysSoFar(context: GenerateContext | undefined): readonly string[] {
  const index = context?.round?.index ?? 0;
  if (index <= 0) return [];
  return context?.recentKeys.slice(-index) ?? [];
}

/**
 * Draws a category so that a round ends with exactly its quotas, in random order: each draw
 * weighs the categories by what is left of their quota (sampling without replacement).
 * `used` lists the categories drawn so far in the round.
 */
export function drawFromQuota<Category extends string>(
  rng: Rng,
  quotas: Readonly<Record<Category, number>>,
  used: readonly Category[],
): Category {
  const categories = Object.keys(quotas) as Category[];
  const left = categories.map((category) =>
    Math.max(0, quotas[category] - used.filter((entry) => entry === category).length),
  );
  const weights = left.some((count) => count > 0)
    ? left
    : categories.map((category) => quotas[category]);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = rng.next() * total;
  for (let index = 0; index < categories.length; index += 1) {
    roll -= weights[index] as number;
    if (roll < 0) return categories[index] as Category;
  }
  return categories[categories.length - 1] as Category;
}

const askQuota: Readonly<Record<CompareAsk, number>> = { earlier: 5, later: 5 };
const categoryQuotas: Readonly<
  Record<number, Readonly<Partial<Record<SpeedPairCategory, number>>>>
> = {
  1: { plain: 10 },
  2: { 'shared-hour': 5, 'other-hours': 5 },
  3: { noon: 2, same: 1, mixed: 7 },
};

function parseKey(key: string): { ask?: CompareAsk; category?: SpeedPairCategory } {
  const [prefix, , ask, category] = key.split(':');
  if (prefix !== 'speed') return {};
  return { ask: ask as CompareAsk, category: category as SpeedPairCategory };
}

const hours1to11 = Array.from({ length: 11 }, (_, index) => index + 1);
const quarters = [0, 15, 30, 45];
const fives = minutesAtLevel('R4');
const ones = minutesAtLevel('R5');
const faceForms: readonly CompareCardForm[] = ['analog', 'digital', 'words'];
const meridiemForms: readonly CompareCardForm[] = ['digital-meridiem', 'sky'];

function differentHours(rng: Rng, minutes: readonly number[]): [number, number] {
  const [h1, h2] = rng.shuffle(hours1to11) as [number, number];
  return [timeFromFace(h1, rng.pick(minutes)), timeFromFace(h2, rng.pick(minutes))];
}

function sharedHour(rng: Rng, minutes: readonly number[]): [number, number] {
  const hour = rng.pick(hours1to11);
  const [m1, m2] = rng.shuffle(minutes) as [number, number];
  return [timeFromFace(hour, m1), timeFromFace(hour, m2)];
}

/**
 * Generates a pair for a step (1–3). In a round (the session passes the round's position),
 * "earlier" and "later" come 5 times each in random order, and the step's pair kinds come
 * in their numbers: 5 of 10 sharing the hour at step 2; 2 across noon and 1 "Same" at step 3.
 */
export function generateTimeComparisonSpeed(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): TimeComparisonSpeedItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 3);
  const sofar = roundKeysSoFar(context).map(parseKey);
  const ask = drawFromQuota(
    rng,
    askQuota,
    sofar.flatMap((entry) => (entry.ask ? [entry.ask] : [])),
  );
  const quotas = categoryQuotas[clamped] as Record<SpeedPairCategory, number>;
  const category = drawFromQuota(
    rng,
    quotas,
    sofar.flatMap((entry) => (entry.category && entry.category in quotas ? [entry.category] : [])),
  );
  let cards: readonly [CompareCard, CompareCard];
  let compareBy: CompareMode = 'face';
  switch (category) {
    case 'plain': {
      const [x, y] = differentHours(rng, quarters);
      cards = cardPair(rng, { time: x, form: 'digital' }, { time: y, form: 'digital' });
      break;
    }
    case 'shared-hour':
    case 'other-hours': {
      const [x, y] =
        category === 'shared-hour' ? sharedHour(rng, fives) : differentHours(rng, fives);
      cards = cardPair(rng, { time: x, form: 'analog' }, { time: y, form: 'digital' });
      break;
    }
    case 'noon': {
      compareBy = 'day';
      const [x, y] = meridiemPair(rng, 'cross-noon', ones);
      cards = cardPair(
        rng,
        { time: x, form: rng.pick(meridiemForms) },
        { time: y, form: rng.pick(meridiemForms) },
      );
      break;
    }
    case 'same': {
      const time = timeFromFace(rng.pick(hours1to11), rng.pick(ones));
      const [formA, formB] = rng.shuffle(faceForms) as [CompareCardForm, CompareCardForm];
      cards = cardPair(rng, { time, form: formA }, { time, form: formB });
      break;
    }
    case 'mixed':
    default: {
      if (rng.next() < 0.5) {
        const [x, y] = rng.next() < 0.5 ? sharedHour(rng, ones) : differentHours(rng, ones);
        cards = cardPair(
          rng,
          { time: x, form: rng.pick(faceForms) },
          { time: y, form: rng.pick(faceForms) },
        );
      } else {
        compareBy = 'day';
        const [x, y] = meridiemPair(rng, rng.pick(['halves', 'same-hour'] as const), ones);
        cards = cardPair(
          rng,
          { time: x, form: rng.pick(meridiemForms) },
          { time: y, form: rng.pick(meridiemForms) },
        );
      }
    }
  }
  return {
    key: `speed:${clamped}:${ask}:${category}:${cards.map((card) => `${card.time}-${card.form}`).join(':')}`,
    prompt: comparePrompt(ask),
    step: clamped,
    ask,
    cards,
    compareBy,
    category,
    sameTimeCard: clamped === 3,
  };
}

/**
 * One tap per item: right or wrong, with the hint of the misconception the pick shows (H-45
 * spoken with the :40–:59 card's own hours).
 */
export function checkTimeComparisonSpeed(
  item: TimeComparisonSpeedItem,
  answer: CompareAnswer,
): CheckResult<TimeComparisonSpeedMisconception> {
  if (answer === correctCompareAnswer(item)) return { correct: true };
  const misconception = compareMisconception(item, answer);
  if (!misconception) return { correct: false };
  const message = misconception === 'H-45' ? quarterToCardHint(item) : undefined;
  return message ? { correct: false, misconception, message } : { correct: false, misconception };
}

/** A card as 2-5 reads it: digital cards by their digits ("4:50"), clocks by their hands. */
export function speedCardText(card: CompareCard): string {
  if (card.form === 'digital') return formatDigital(card.time);
  if (card.form === 'digital-meridiem') return formatDigital12(card.time);
  return cardText(card);
}

/**
 * The item's text alternative: "Pair 3 of 10. Tap the later time. Card A: 4:50. Card B: a
 * clock. The short hand is close to 5. The long hand points at 9."
 */
export function speedPairText(
  item: TimeComparisonSpeedItem,
  index: number,
  size = SPEED_ROUND_SIZE,
): string {
  const cards = item.cards
    .map((card) => {
      const text = speedCardText(card);
      return `Card ${card.id.toUpperCase()}: ${text}${text.endsWith('.') ? '' : '.'}`;
    })
    .join(' ');
  return `Pair ${index} of ${size}. ${item.prompt}. ${cards}`;
}

const seconds = (ms: number): string => {
  const whole = Math.round(ms / 1000);
  return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
};

/**
 * The end-of-round summary: "Round done: 9 of 10 right in 52 seconds. Your best is 48
 * seconds." Without a time (timer off), only the score.
 */
export function speedRoundSummary(
  correct: number,
  total: number,
  timeMs: number | null,
  bestMs: number | null,
): string {
  const score = `Round done: ${correct} of ${total} right`;
  if (timeMs === null) return `${score}.`;
  const best = bestMs === null ? '' : ` Your best is ${seconds(bestMs)}.`;
  return `${score} in ${seconds(timeMs)}.${best}`;
}

/** The model of Time Comparison Speed (run with the engine's Speed rules). */
export const timeComparisonSpeedModel = {
  steps: 3,
  hints: timeComparisonSpeedHints,
  generate: generateTimeComparisonSpeed,
  check: checkTimeComparisonSpeed,
  workedExample: compareWorkedExample,
  describe: describeComparison,
} satisfies PracticeModel<TimeComparisonSpeedItem, CompareAnswer, TimeComparisonSpeedMisconception>;

/** The hour shared by a pair, if any (for the view's "Look at the long hands" highlight). */
export function sharedHourOf(item: Comparison): number | undefined {
  const [a, b] = item.cards;
  const hour = faceValue(a.time).hour;
  return hour === faceValue(b.time).hour && a.time !== b.time ? hour : undefined;
}
