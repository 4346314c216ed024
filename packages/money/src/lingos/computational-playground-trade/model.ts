/**
 * Lingo 2-2, Computational Playground (trade, add, take away): trade a coin for coins of
 * equal value in a two-purse layout, then add and subtract two amounts, across a whole
 * dollar too.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { fewestPieces, totalOf } from '../../model/cash';
import {
  describePieces,
  formatAmount,
  formatDollars,
  joinParts,
  speakAmount,
} from '../../model/format';
import type { MoneyEntryForm } from '../../model/entry';
import { pieces, type CoinId } from '../../model/pieces';

/** What an item asks. */
export const tradeItemKinds = ['trade', 'how-many', 'add', 'subtract'] as const;
/** Fill your side to trade, say how many coins make one, add, or take away. */
export type TradeItemKind = (typeof tradeItemKinds)[number];

interface TradeItemCommon extends PracticeItemBase {
  readonly step: number;
}

/** Fill the right purse with coins worth the coin on the left (step 1 also asks how many). */
export interface CoinTradeItem extends TradeItemCommon {
  readonly kind: 'trade';
  /** The coin on the left. */
  readonly given: CoinId;
  /** The coins the child may put on their side (the bank). */
  readonly allowed: readonly CoinId[];
  /** Step 1: how many coins of the one allowed kind make the given coin; null for a mix. */
  readonly count: number | null;
}

/** "How many quarters make a toonie?": answered on the NumberPad; the purses are a tool. */
export interface HowManyItem extends TradeItemCommon {
  readonly kind: 'how-many';
  readonly given: CoinId;
  readonly coin: CoinId;
  readonly count: number;
}

/** Add or take away two amounts (a − b is never negative). */
export interface SumItem extends TradeItemCommon {
  readonly kind: 'add' | 'subtract';
  readonly a: number;
  readonly b: number;
  /** a + b or a − b, in cents. */
  readonly result: number;
  /** Step 3 shows two purses and the numbers; step 4 numbers, with a "Show coins" tool. */
  readonly shown: 'purses' | 'numbers';
  /** The amounts carry or borrow a whole dollar (85¢ + 35¢, $3.00 − $1.45). */
  readonly crossesDollar: boolean;
  readonly forms: readonly MoneyEntryForm[];
}

/** A 2-2 item. */
export type TradeItem = CoinTradeItem | HowManyItem | SumItem;

/** The answer: the coins on the child's side and the number typed (a count, or cents). */
export interface TradeAnswer {
  readonly side: readonly CoinId[];
  readonly number: number | null;
}

/** Hint texts of 2-2; most misses get a sentence about the item itself (`message`). */
export const tradeHints = {
  short: 'Your side has less than the left side. Add more coins.',
  over: 'Your side has more than the left side. Take some coins off.',
  'not-allowed': 'Use only the coins the question asks for.',
  count: 'Both sides match! Now count the coins on your side.',
  'how-many': 'Fill your side with those coins until both sides match, then count them.',
  carry: '100 cents make 1 dollar. Add that dollar to the other dollars.',
  'count-up': 'Count up from the smaller amount to the bigger one.',
  default: 'Add the cents, then the dollars. 100 cents make 1 dollar.',
} as const;

/** The mistakes 2-2's checker can name. */
export type TradeMisconception = Exclude<keyof typeof tradeHints, 'default'>;

/** Step 1's trades into one kind of coin: [coins, given] and how many. */
export const oneKindTrades = [
  { coin: 'nickel', given: 'dime', count: 2 },
  { coin: 'nickel', given: 'quarter', count: 5 },
  { coin: 'quarter', given: 'loonie', count: 4 },
  { coin: 'loonie', given: 'toonie', count: 2 },
  { coin: 'dime', given: 'loonie', count: 10 },
] as const satisfies readonly { coin: CoinId; given: CoinId; count: number }[];

/** Step 2's mixed trades: the coin on the left and the coins the child may use. */
export const mixedTrades = [
  { given: 'quarter', allowed: ['dime', 'nickel'], prompt: 'Make 25 cents without a quarter.' },
  {
    given: 'loonie',
    allowed: ['quarter', 'dime'],
    prompt: 'Make a loonie with quarters and dimes.',
  },
  {
    given: 'toonie',
    allowed: ['loonie', 'quarter'],
    prompt: 'Make a toonie with loonies and quarters.',
  },
  { given: 'loonie', allowed: ['dime', 'nickel'], prompt: 'Make a loonie without a quarter.' },
] as const satisfies readonly { given: CoinId; allowed: readonly CoinId[]; prompt: string }[];

/** Step 2's bigger trades, answered as a number. */
export const bigTrades = [
  { coin: 'quarter', given: 'toonie', count: 8 },
  { coin: 'nickel', given: 'loonie', count: 20 },
] as const satisfies readonly { coin: CoinId; given: CoinId; count: number }[];

const a = (id: CoinId): string => `a ${pieces[id].name}`;

/** Whether a + b carries a dollar, or a − b borrows one. */
export function crossesWholeDollar(
  kind: 'add' | 'subtract',
  first: number,
  second: number,
): boolean {
  return kind === 'add' ? (first % 100) + (second % 100) >= 100 : first % 100 < second % 100;
}

/** Two amounts for a sum: multiples of 5 in [min, max], crossing a dollar or not as asked. */
function sumOperands(
  rng: Rng,
  kind: 'add' | 'subtract',
  min: number,
  max: number,
  cross: boolean | null,
): [number, number] {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const first = rng.int(min / 5, max / 5) * 5;
    const second = rng.int(min / 5, max / 5) * 5;
    const [x, y] =
      kind === 'subtract' ? [Math.max(first, second), Math.min(first, second)] : [first, second];
    if (kind === 'subtract' && x === y) continue;
    if (cross !== null && crossesWholeDollar(kind, x, y) !== cross) continue;
    return [x, y];
  }
  throw new Error('No amounts found');
}

function sumPrompt(
  kind: 'add' | 'subtract',
  first: number,
  second: number,
  shown: SumItem['shown'],
) {
  if (shown === 'purses') {
    return kind === 'add'
      ? {
          prompt: `Purse A has ${formatAmount(first)}. Purse B has ${formatAmount(second)}. How much altogether?`,
          speech: `Purse A: ${speakAmount(first)}. Purse B: ${speakAmount(second)}. How much altogether?`,
        }
      : {
          prompt: `Purse A has ${formatAmount(first)}. Take away ${formatAmount(second)}. How much is left?`,
          speech: `Purse A: ${speakAmount(first)}. Take away ${speakAmount(second)}. How much is left?`,
        };
  }
  return kind === 'add'
    ? {
        prompt: `${formatAmount(first)} + ${formatAmount(second)}. How much altogether?`,
        speech: `${speakAmount(first)} plus ${speakAmount(second)}. How much altogether?`,
      }
    : {
        prompt: `${formatAmount(first)} \u2212 ${formatAmount(second)}. How much is left?`,
        speech: `${speakAmount(first)} take away ${speakAmount(second)}. How much is left?`,
      };
}

function sumItem(step: number, rng: Rng): SumItem {
  const kind = rng.pick(['add', 'subtract'] as const);
  const shown = step === 3 ? 'purses' : 'numbers';
  // Step 4: 2 items in 3 cross a whole dollar; step 3 leaves it to chance.
  const cross = step === 3 ? null : rng.int(1, 3) <= 2;
  const [first, second] =
    step === 3 ? sumOperands(rng, kind, 5, 95, cross) : sumOperands(rng, kind, 5, 500, cross);
  const result = kind === 'add' ? first + second : first - second;
  return {
    key: `${kind}:${first}:${second}`,
    ...sumPrompt(kind, first, second, shown),
    step,
    kind,
    a: first,
    b: second,
    result,
    shown,
    crossesDollar: crossesWholeDollar(kind, first, second),
    forms: step === 3 ? ['cents', 'dollars'] : ['dollars', 'cents'],
  };
}

/** Generates a 2-2 item for a step (1–4). */
export function generateTrade(step: number, rng: Rng): TradeItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  if (clamped === 1) {
    const trade = rng.pick(oneKindTrades);
    return {
      key: `trade:${trade.given}:${trade.coin}`,
      prompt: `Trade ${a(trade.given)} for ${pieces[trade.coin].plural}. How many ${pieces[trade.coin].plural} make ${a(trade.given)}?`,
      step: clamped,
      kind: 'trade',
      given: trade.given,
      allowed: [trade.coin],
      count: trade.count,
    };
  }
  if (clamped === 2) {
    const pick = rng.int(0, mixedTrades.length + bigTrades.length - 1);
    const mixed = mixedTrades[pick];
    if (mixed) {
      return {
        key: `mix:${mixed.given}:${mixed.allowed.join(',')}`,
        prompt: mixed.prompt,
        step: clamped,
        kind: 'trade',
        given: mixed.given,
        allowed: mixed.allowed,
        count: null,
      };
    }
    const big = bigTrades[pick - mixedTrades.length] ?? bigTrades[0];
    return {
      key: `how-many:${big.given}:${big.coin}`,
      prompt: `How many ${pieces[big.coin].plural} make ${a(big.given)}?`,
      step: clamped,
      kind: 'how-many',
      given: big.given,
      coin: big.coin,
      count: big.count,
    };
  }
  return sumItem(clamped, rng);
}

/** What your side has and what it needs: "Your side has 20 cents. A quarter is 25, so you need 5 more." */
export function tradeMessage(given: CoinId, side: readonly CoinId[]): string {
  const have = totalOf(side);
  const want = pieces[given].value;
  const start = `Your side has ${have} ${have === 1 ? 'cent' : 'cents'}. A ${pieces[given].name} is ${want}`;
  return have < want
    ? `${start}, so you need ${want - have} more.`
    : `${start}, so take away ${have - want}.`;
}

/**
 * The lost carried dollar: "85 + 35 is 120 cents. That is 1 dollar and 20 cents, and with the
 * other $1 it makes $2.20."
 */
export function carryMessage(first: number, second: number): string {
  const cents = (first % 100) + (second % 100);
  const dollars = Math.floor(first / 100) + Math.floor(second / 100);
  const start = `${first % 100} + ${second % 100} is ${cents} cents. That is ${speakAmount(cents)}`;
  if (dollars === 0) return `${start}.`;
  return `${start}, and with the other $${dollars} it makes ${formatDollars(first + second)}.`;
}

/** One jump of a count-up: how much it adds and where it lands. */
export interface CountUpJump {
  readonly size: number;
  readonly reached: number;
}

/**
 * Counting up from `from` to `to` in friendly jumps: a nickel to the next 10¢, cents to the
 * next whole dollar, whole dollars, then the cents left ($1.45 → $3.00: +5¢, +50¢, +$1).
 */
export function countUpJumps(from: number, to: number): CountUpJump[] {
  const jumps: CountUpJump[] = [];
  let at = from;
  const jump = (size: number) => {
    if (size <= 0) return;
    at += size;
    jumps.push({ size, reached: at });
  };
  if (at % 10 === 5 && at + 5 <= to) jump(5);
  const nextDollar = Math.ceil(at / 100) * 100;
  if (at % 100 !== 0) jump(Math.min(nextDollar, to) - at);
  jump(Math.floor(to / 100) * 100 - at);
  jump(to - at);
  return jumps;
}

const jumpWords = (size: number): string =>
  size === 5 ? 'a nickel' : size % 100 === 0 ? speakAmount(size) : `${size} cents`;

/**
 * The subtraction hint: "Count up from $1.45: a nickel makes $1.50, 50 cents makes $2.00,
 * and 1 dollar makes $3.00. That is $1.55."
 */
export function countUpMessage(from: number, to: number): string {
  const phrases = countUpJumps(from, to).map(
    ({ size, reached }) => `${jumpWords(size)} makes ${formatAmount(reached)}`,
  );
  const joined =
    phrases.length > 2
      ? `${phrases.slice(0, -1).join(', ')}, and ${phrases[phrases.length - 1]}`
      : joinParts(phrases);
  return `Count up from ${formatAmount(from)}: ${joined}. That is ${formatAmount(to - from)}.`;
}

/** How many of `coin` make `given`, and how to find out by counting. */
export function howManyMessage(given: CoinId, coin: CoinId): string {
  const want = pieces[given].value;
  return `A ${pieces[given].name} is ${want} cents. Count by ${pieces[coin].value}s up to ${want}, and count how many ${pieces[coin].plural} that takes.`;
}

/**
 * The answer rule: a trade is right when both purses have the same value in cents, using only
 * the coins allowed (any mix), and at step 1 the count typed is the number of coins it takes.
 * "How many" is right when the number is the count; sums and differences are compared in cents.
 */
export function checkTrade(item: TradeItem, answer: TradeAnswer): CheckResult<TradeMisconception> {
  switch (item.kind) {
    case 'trade': {
      if (answer.side.some((id) => !item.allowed.includes(id))) {
        return { correct: false, misconception: 'not-allowed' };
      }
      const side = totalOf(answer.side);
      const want = pieces[item.given].value;
      if (side !== want) {
        return {
          correct: false,
          misconception: side < want ? 'short' : 'over',
          message: tradeMessage(item.given, answer.side),
        };
      }
      if (item.count !== null && answer.number !== item.count) {
        return { correct: false, misconception: 'count' };
      }
      return { correct: true };
    }
    case 'how-many':
      if (answer.number === item.count) return { correct: true };
      return {
        correct: false,
        misconception: 'how-many',
        message: howManyMessage(item.given, item.coin),
      };
    case 'add':
      if (answer.number === item.result) return { correct: true };
      if (item.crossesDollar && answer.number === item.result - 100) {
        return { correct: false, misconception: 'carry', message: carryMessage(item.a, item.b) };
      }
      return { correct: false };
    default:
      if (answer.number === item.result) return { correct: true };
      return {
        correct: false,
        misconception: 'count-up',
        message: countUpMessage(item.b, item.a),
      };
  }
}

/** Whether the answer can be checked: a trade needs coins (and the count at step 1), the rest a number. */
export function isTradeAnswerReady(item: TradeItem, answer: TradeAnswer): boolean {
  if (item.kind === 'trade') {
    return answer.side.length > 0 && (item.count === null || answer.number !== null);
  }
  return answer.number !== null;
}

/** The coins a worked example puts on the child's side: the fewest allowed ones, biggest first. */
export function exampleSide(item: CoinTradeItem | HowManyItem): CoinId[] {
  const allowed = item.kind === 'how-many' ? [item.coin] : item.allowed;
  return (fewestPieces(pieces[item.given].value, allowed) ?? []) as CoinId[];
}

/** A worked-example step; trades say how many coins are on the child's side at that point. */
export interface TradeWorkedStep {
  readonly text: string;
  readonly speech?: string;
  /** How many of {@link exampleSide} are on the child's side. */
  readonly placed?: number;
}

/** Solves the item step by step. */
export function tradeWorkedExample(item: TradeItem): TradeWorkedStep[] {
  if (item.kind === 'trade' || item.kind === 'how-many') {
    const side = exampleSide(item);
    const want = pieces[item.given].value;
    let sum = 0;
    const counting = side.map((id, index): TradeWorkedStep => {
      sum += pieces[id].value;
      return { text: `${pieces[id].title}: ${sum} cents.`, placed: index + 1 };
    });
    const count = side.length;
    const closing =
      item.kind === 'trade' && item.count === null
        ? `Both sides have ${want} cents.`
        : `Both sides have ${want} cents. ${count} ${pieces[side[0] ?? 'nickel'].plural} make ${a(item.given)}.`;
    return [
      { text: `${pieces[item.given].title} is ${want} cents.`, placed: 0 },
      ...counting,
      { text: closing, placed: count },
    ];
  }
  if (item.kind === 'subtract') {
    return [
      { text: `Start at ${formatAmount(item.b)} and count up to ${formatAmount(item.a)}.` },
      ...countUpJumps(item.b, item.a).map(({ size, reached }) => ({
        text: `${upperFirst(jumpWords(size))} makes ${formatAmount(reached)}.`,
      })),
      {
        text: `That is ${formatAmount(item.result)}.`,
        speech: `That is ${speakAmount(item.result)}.`,
      },
    ];
  }
  const cents = (item.a % 100) + (item.b % 100);
  const dollars = Math.floor(item.a / 100) + Math.floor(item.b / 100);
  return [
    { text: `Add the cents: ${item.a % 100} + ${item.b % 100} = ${cents} cents.` },
    ...(cents >= 100 ? [{ text: `${cents} cents is ${speakAmount(cents)}.` }] : []),
    ...(dollars > 0
      ? [
          {
            text: `Add the dollars: ${Math.floor(item.a / 100)} + ${Math.floor(item.b / 100)}${
              cents >= 100 ? ' + 1 more' : ''
            } = ${plural(dollars + (cents >= 100 ? 1 : 0), 'dollar', 'dollars')}.`,
          },
        ]
      : []),
    {
      text: `Altogether: ${formatAmount(item.result)}.`,
      speech: `Altogether: ${speakAmount(item.result)}.`,
    },
  ];
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer in words, said once the child has answered. */
export function tradeAnswerText(item: TradeItem): string {
  switch (item.kind) {
    case 'trade':
      return item.count === null
        ? `Both sides have ${speakAmount(pieces[item.given].value)}.`
        : `${item.count} ${pieces[item.allowed[0] ?? 'nickel'].plural} make ${a(item.given)}.`;
    case 'how-many':
      return `${item.count} ${pieces[item.coin].plural} make ${a(item.given)}.`;
    default:
      return `${formatAmount(item.result)}, ${speakAmount(item.result)}.`;
  }
}

/**
 * The text alternative of a trade: "Trade: one quarter on the left. Your side: 2 dimes,
 * 20 cents."
 */
export function tradeText(given: CoinId, side: readonly CoinId[]): string {
  const total = totalOf(side);
  return `Trade: one ${pieces[given].name} on the left. Your side: ${
    side.length === 0 ? 'empty' : `${describePieces(side)}, ${speakAmount(total)}`
  }.`;
}

/** The text alternative of a sum: "Purse A: 85 cents. Purse B: 35 cents. How much altogether?" */
export function sumText(item: SumItem): string {
  return item.kind === 'add'
    ? `Purse A: ${speakAmount(item.a)}. Purse B: ${speakAmount(item.b)}. How much altogether?`
    : `Purse A: ${speakAmount(item.a)}. Take away: ${speakAmount(item.b)}. How much is left?`;
}

/** The model of 2-2. */
export const tradeModel = {
  steps: 4,
  hints: tradeHints,
  generate: generateTrade,
  check: checkTrade,
  workedExample: tradeWorkedExample,
  describe: tradeAnswerText,
} satisfies PracticeModel<TradeItem, TradeAnswer, TradeMisconception>;
