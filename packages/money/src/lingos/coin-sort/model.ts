/**
 * Lingo 1-2, Coin Sort: sort coins into bins, first by type (picture side, then King side),
 * then by value, then small groups of coins by what they are worth. Each drop is checked at
 * once and a wrong one bounces back with a hint. **Deviation (money.md):** one whole sort is
 * one answer, first-try correct only if no drop bounced.
 */
import type {
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { pieceLook } from '../../model/describe';
import { countOnText, describePieces, formatAmount, speakAmount } from '../../model/format';
import { totalOf } from '../../model/cash';
import { coinIds, pieces, type CoinId, type PieceId, type PieceSide } from '../../model/pieces';

/** One thing to sort: a single coin or bill, or (step 4) a small group of coins. */
export interface CoinSortThing {
  readonly id: string;
  readonly pieces: readonly PieceId[];
  /** The face up (bills and groups: the picture side). */
  readonly side: PieceSide;
}

/** One bin: by coin type (with the coin drawn on it) or by value. */
export interface CoinSortBin {
  readonly id: string;
  /** "Nickels", "Less than 1 dollar", "25¢". */
  readonly label: string;
  /** The coin drawn beside the word, for bins by type. */
  readonly coin?: CoinId;
}

/** How the step sorts: by coin type, by "less than 1 dollar", or by exact value. */
export const coinSortModes = ['type', 'dollar', 'value'] as const;
/** How an item sorts. */
export type CoinSortMode = (typeof coinSortModes)[number];

/** A Coin Sort item: one whole sort. */
export interface CoinSortItem extends PracticeItemBase {
  readonly step: number;
  readonly mode: CoinSortMode;
  readonly things: readonly CoinSortThing[];
  readonly bins: readonly CoinSortBin[];
}

/** The answer: where each thing is, and how many drops bounced on the way. */
export interface CoinSortAnswer {
  readonly placement: Readonly<Record<string, string | null>>;
  readonly bounces: number;
}

/** Hint texts of Coin Sort; the value hints are worded per drop and sent as the message. */
export const coinSortHints = {
  'M-SIZE': 'The dime is the smaller one, with the ship.',
  'M-COUNT': "More coins doesn't always mean more money. Let's count the cents in each.",
  'loonie-toonie': 'Loonie: one loon, 1 dollar. Toonie: two colours, 2 dollars.',
  'wrong-type': 'Look at the size, the colour and the edge of the coin.',
  'wrong-value': 'Count what it is worth, then find its bin.',
  'not-sorted': 'Put every coin in its bin.',
  default: 'Put each one in the bin that fits it.',
} as const;

/** The mistakes a drop or a sort can show: the hints' keys. */
export type CoinSortMisconception = Exclude<keyof typeof coinSortHints, 'default'>;

/** The bins of step 3. */
export const dollarBins: readonly CoinSortBin[] = [
  { id: 'under-dollar', label: 'Less than 1 dollar' },
  { id: 'dollar-or-more', label: '1 dollar or more' },
];

/** The bin values step 4 draws 3 from. */
export const groupBinValues = [25, 50, 100, 200] as const;

const stepThreePieces: readonly PieceId[] = [...coinIds, 'bill-5', 'bill-10'];

/** Every set of 1–5 coins worth `value`, as coin lists biggest first (no two the same). */
export function coinGroupsWorth(value: number, maxCoins = 5): PieceId[][] {
  const groups: PieceId[][] = [];
  const descending = [...coinIds].reverse();
  const build = (from: number, left: number, group: PieceId[]) => {
    if (left === 0) {
      groups.push(group);
      return;
    }
    if (group.length === maxCoins) return;
    for (let index = from; index < descending.length; index += 1) {
      const coin = descending[index] as PieceId;
      if (pieces[coin].value <= left) build(index, left - pieces[coin].value, [...group, coin]);
    }
  };
  build(0, value, []);
  return groups;
}

/** The bin a thing belongs in: the only right one. */
export function binFor(item: CoinSortItem, thing: CoinSortThing): string {
  const first = thing.pieces[0] as PieceId;
  if (item.mode === 'type') return first;
  if (item.mode === 'dollar')
    return totalOf(thing.pieces) < 100 ? 'under-dollar' : 'dollar-or-more';
  return `value-${totalOf(thing.pieces)}`;
}

/** Each thing's right bin, by thing id. */
export function coinSortSolution(item: CoinSortItem): Record<string, string> {
  return Object.fromEntries(item.things.map((thing) => [thing.id, binFor(item, thing)]));
}

const typeBin = (coin: CoinId): CoinSortBin => ({
  id: coin,
  label: pieces[coin].compartment,
  coin,
});

/** `count` items split over `kinds` kinds, at least `least` of each, in a shuffled order. */
function spread<T>(kinds: readonly T[], count: number, least: number, rng: Rng): T[] {
  const list: T[] = kinds.flatMap((kind) => Array.from({ length: least }, () => kind));
  while (list.length < count) list.push(rng.pick(kinds));
  return rng.shuffle(list);
}

function generateByType(step: 1 | 2, rng: Rng): Pick<CoinSortItem, 'things' | 'bins'> {
  const typeCount = step === 1 ? 2 : rng.int(3, 4);
  // Coin order by value, so the bins read from least to most.
  const types = rng
    .shuffle(coinIds)
    .slice(0, typeCount)
    .sort((a, b) => pieces[a].value - pieces[b].value);
  const coins = spread(types, step === 1 ? 6 : 8, 2, rng);
  // Step 2: half of them King side up.
  const kingSide = new Set(
    step === 2 ? rng.shuffle(coins.map((_, index) => index)).slice(0, coins.length / 2) : [],
  );
  return {
    things: coins.map((coin, index) => ({
      id: `coin-${index + 1}`,
      pieces: [coin],
      side: kingSide.has(index) ? 'king' : 'picture',
    })),
    bins: types.map(typeBin),
  };
}

function generateByDollar(rng: Rng): Pick<CoinSortItem, 'things' | 'bins'> {
  const under = stepThreePieces.filter((id) => pieces[id].value < 100);
  const over = stepThreePieces.filter((id) => pieces[id].value >= 100);
  const underCount = rng.int(3, 5);
  const chosen = rng.shuffle([
    ...Array.from({ length: underCount }, () => rng.pick(under)),
    ...Array.from({ length: 8 - underCount }, () => rng.pick(over)),
  ]);
  return {
    things: chosen.map((id, index) => ({
      id: `piece-${index + 1}`,
      pieces: [id],
      side: 'picture',
    })),
    bins: dollarBins,
  };
}

function generateByValue(rng: Rng): Pick<CoinSortItem, 'things' | 'bins'> {
  const values = rng
    .shuffle(groupBinValues)
    .slice(0, 3)
    .sort((a, b) => a - b);
  // Two groups per bin, never the same group twice; one of them, where it can be, has more
  // coins than a group in a bigger bin (5 nickels beside a loonie), the M-COUNT trap.
  const groups = values.flatMap((value) => {
    const options = rng.shuffle(coinGroupsWorth(value));
    const many = options.find((group) => group.length >= 3);
    const first = many ?? (options[0] as PieceId[]);
    const second = options.find((group) => group !== first) ?? first;
    return [first, second];
  });
  return {
    things: rng.shuffle(groups).map((group, index) => ({
      id: `group-${index + 1}`,
      pieces: group,
      side: 'picture',
    })),
    bins: values.map((value) => ({ id: `value-${value}`, label: formatAmount(value) })),
  };
}

/** The prompt of each step. */
export function coinSortPrompt(mode: CoinSortMode): string {
  if (mode === 'type') return 'Sort the coins into their bins.';
  if (mode === 'dollar') return 'Sort the money: less than 1 dollar, or 1 dollar or more?';
  return 'Sort the groups of coins by what they are worth.';
}

/** Generates a Coin Sort item (one whole sort) for a step (1–4). */
export function generateCoinSort(step: number, rng: Rng): CoinSortItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const mode: CoinSortMode = clamped <= 2 ? 'type' : clamped === 3 ? 'dollar' : 'value';
  const parts =
    clamped <= 2
      ? generateByType(clamped as 1 | 2, rng)
      : clamped === 3
        ? generateByDollar(rng)
        : generateByValue(rng);
  const content = parts.things
    .map((thing) => `${thing.pieces.join('+')}${thing.side === 'king' ? '^' : ''}`)
    .join(',');
  return {
    key: `sort:${clamped}:${content}`,
    prompt: coinSortPrompt(mode),
    step: clamped,
    mode,
    ...parts,
  };
}

/** What a drop says: right (it stays), or bounced back with a hint. */
export type DropResult = CheckResult<CoinSortMisconception>;

/**
 * One drop: right if and only if the thing's one right bin. A wrong drop names M-SIZE (a dime
 * with the nickels or a nickel with the dimes), the loonie and toonie mixed up, M-COUNT (a
 * group of several coins put in a bin worth more than it: "5 nickels: 5, 10, 15, 20, 25.
 * That's 25 cents."), or says what the piece or group is worth.
 */
export function checkDrop(item: CoinSortItem, thingId: string, binId: string): DropResult {
  const thing = item.things.find((each) => each.id === thingId);
  if (!thing) return { correct: false, misconception: 'not-sorted' };
  const right = binFor(item, thing);
  if (binId === right) return { correct: true };
  const total = totalOf(thing.pieces);
  const first = thing.pieces[0] as PieceId;
  if (item.mode === 'type') {
    const pair = new Set([first, binId]);
    if (pair.has('nickel') && pair.has('dime')) return { correct: false, misconception: 'M-SIZE' };
    if (pair.has('loonie') && pair.has('toonie')) {
      return { correct: false, misconception: 'loonie-toonie' };
    }
    return {
      correct: false,
      misconception: 'wrong-type',
      message: `That one is ${pieceLook(first, thing.side)}. Look at its size, its colour and its edge.`,
    };
  }
  if (item.mode === 'dollar') {
    const facts = pieces[first];
    return {
      correct: false,
      misconception: 'wrong-value',
      message: `The ${facts.name} is worth ${speakAmount(total)}. That is ${
        total < 100 ? 'less than 1 dollar' : '1 dollar or more'
      }.`,
    };
  }
  const binValue = Number(binId.replace('value-', ''));
  // "5 nickels: 5, 10, 15, 20, 25. That's 25 cents." (money.md): the count, then the amount.
  const count = countOnText(thing.pieces).replace(/ cents$/, '');
  const counted = `${describePieces(thing.pieces)}: ${count}. That's ${speakAmount(total)}.`;
  if (thing.pieces.length >= 2 && binValue > total) {
    return { correct: false, misconception: 'M-COUNT', message: counted };
  }
  return { correct: false, misconception: 'wrong-value', message: counted };
}

/**
 * The answer rule of a whole sort: right when every thing is in its one right bin. It counts
 * as first-try correct only if no drop bounced; a sort with bounces is right but counts as a
 * miss for the streak (money.md's deviation: 3 clean rounds in a row move up a step).
 */
export function checkCoinSort(
  item: CoinSortItem,
  answer: CoinSortAnswer,
): CheckResult<CoinSortMisconception> {
  const solution = coinSortSolution(item);
  const marks = Object.fromEntries(
    item.things.map((thing) => [
      thing.id,
      answer.placement[thing.id] === solution[thing.id]
        ? ('correct' as const)
        : ('incorrect' as const),
    ]),
  );
  const allRight = item.things.every((thing) => marks[thing.id] === 'correct');
  if (!allRight) return { correct: false, misconception: 'not-sorted', marks };
  if (answer.bounces > 0) {
    return {
      correct: true,
      evidence: 'miss',
      marks,
      message: 'All sorted! Next time, try to put each one in the right bin the first time.',
    };
  }
  return { correct: true, marks };
}

/** Whether every thing is in a bin, so Check can be pressed. */
export function isSortDone(item: CoinSortItem, answer: CoinSortAnswer): boolean {
  return item.things.every((thing) => (answer.placement[thing.id] ?? null) !== null);
}

/**
 * A thing's text alternative: "a gold-coloured coin with 11 sides, King side up"; a group (of
 * one coin too) as a set, "2 dimes and a nickel", "a loonie".
 */
export function thingText(thing: CoinSortThing, mode: CoinSortMode = 'type'): string {
  if (mode === 'value') return describePieces(thing.pieces);
  return pieceLook(thing.pieces[0] as PieceId, thing.side);
}

/** A thing's name in the list: "Coin 3 of 8: …", "Bill 2 of 8: …", "Group 1 of 6: …". */
export function thingName(item: CoinSortItem, thing: CoinSortThing): string {
  const index = item.things.indexOf(thing);
  const noun =
    item.mode === 'value'
      ? 'Group'
      : pieces[thing.pieces[0] as PieceId].kind === 'bill'
        ? 'Bill'
        : 'Coin';
  return `${noun} ${index + 1} of ${item.things.length}: ${thingText(thing, item.mode)}`;
}

/**
 * The worked example (after 2 misses in a row, money.md): the item replayed, one step per
 * coin, bill or group moving into its bin, in order, with what it is said or counted aloud:
 * "A medium silver coin with a beaver on a rock: a nickel. Into Nickels.", "2 dimes and a
 * nickel: 10, 20, 25. That's 25 cents. Into 25¢." The view puts the first `index + 1` in
 * their bins.
 */
export function coinSortWorkedExample(item: CoinSortItem): WorkedExampleStep[] {
  return item.things.map((thing) => {
    const bin = item.bins.find((each) => each.id === binFor(item, thing));
    const label = bin?.label ?? '';
    const first = thing.pieces[0] as PieceId;
    const left = item.things.length - item.things.indexOf(thing) - 1;
    const leftText = left === 0 ? 'All sorted!' : `${left} left.`;
    if (item.mode === 'value') {
      const total = totalOf(thing.pieces);
      const count = countOnText(thing.pieces).replace(/ cents$/, '');
      const said = `${capitalize(describePieces(thing.pieces))}: ${count}. That's ${speakAmount(total)}.`;
      return {
        text: `${said} Into ${label}. ${leftText}`,
        speech: `${said} Into ${speakAmount(total)}. ${leftText}`,
      };
    }
    const facts = pieces[first];
    const worth = item.mode === 'dollar' ? `, ${speakAmount(facts.value)}` : '';
    return {
      text: `${capitalize(thingText(thing, item.mode))}: a ${facts.name}${worth}. Into ${label}. ${leftText}`,
    };
  });
}

/** Which things a worked example at step `index` shows sorted: the first `index + 1`. */
export function workedExamplePlacement(
  item: CoinSortItem,
  index: number,
): Record<string, string | null> {
  return Object.fromEntries(
    item.things.map((thing, position) => [
      thing.id,
      position <= index ? binFor(item, thing) : null,
    ]),
  );
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The model of Coin Sort. */
export const coinSortModel = {
  steps: 4,
  hints: coinSortHints,
  generate: generateCoinSort,
  check: checkCoinSort,
  workedExample: coinSortWorkedExample,
  describe(item: CoinSortItem): string {
    return item.bins
      .map((bin) => {
        const inBin = item.things.filter((thing) => binFor(item, thing) === bin.id);
        return `${bin.label}: ${inBin.map((thing) => thingText(thing, item.mode)).join('; ')}`;
      })
      .join('. ');
  },
} satisfies PracticeModel<CoinSortItem, CoinSortAnswer, CoinSortMisconception>;
