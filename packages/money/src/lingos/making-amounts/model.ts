/**
 * Lingo 2-3, Making Amounts: build the amount on the price tag from the bank, first in any
 * way, then (steps 3–4) with the fewest pieces. The minimum is the model's exact one
 * (dynamic programming), never the greedy rule.
 */
import type {
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { fewestPieces, totalOf } from '../../model/cash';
import { describePieces, formatAmount, speakAmount } from '../../model/format';
import { byValueDescending, pieces, type PieceId } from '../../model/pieces';

/** The pieces in the bank at each step (money.md 2-3). */
export const makingAmountsBanks: Readonly<Record<1 | 2 | 3 | 4, readonly PieceId[]>> = {
  1: ['nickel', 'dime'],
  2: ['nickel', 'dime', 'quarter', 'loonie'],
  3: ['nickel', 'dime', 'quarter', 'loonie', 'toonie'],
  4: ['nickel', 'dime', 'quarter', 'loonie', 'toonie', 'bill-5', 'bill-10', 'bill-20'],
};

/** The target range of each step, in cents (multiples of 5). */
export const makingAmountsRanges: Readonly<
  Record<1 | 2 | 3 | 4, { readonly min: number; readonly max: number }>
> = {
  1: { min: 10, max: 50 },
  2: { min: 30, max: 200 },
  3: { min: 15, max: 395 },
  4: { min: 500, max: 4995 },
};

/** A Making Amounts item. */
export interface MakingAmountsItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  /** The amount on the price tag, in cents. */
  readonly target: number;
  /** The kinds of piece the bank offers, smallest first (any number of each). */
  readonly bank: readonly PieceId[];
  /** The running total is shown (and spoken) only in step 1. */
  readonly runningTotal: boolean;
  /** Steps 3–4: the purse must also hold the fewest pieces. */
  readonly fewest: boolean;
  /** The fewest pieces that make the target from the bank, biggest first. */
  readonly minimum: readonly PieceId[];
}

/** The answer: the pieces in the purse, in the order they were added. */
export type MakingAmountsAnswer = readonly PieceId[];

/** Hint texts of Making Amounts; the checker words over, under and trades for the item. */
export const makingAmountsHints = {
  over: 'You have too much money in the purse. Take a coin out.',
  under: 'You need more money in the purse.',
  'M-SIZE':
    "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
  'not-fewest':
    'Right amount! Can you do it with fewer coins? Use the biggest coin that fits first.',
  default: 'Use the biggest coin that fits first.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type MakingAmountsMisconception = Exclude<keyof typeof makingAmountsHints, 'default'>;

/** "coins" in steps 1–3, "pieces" once bills are in the bank (step 4). */
export function pieceWord(item: Pick<MakingAmountsItem, 'bank'>): 'coins' | 'pieces' {
  return item.bank.some((id) => pieces[id].kind === 'bill') ? 'pieces' : 'coins';
}

/** The prompt: "Make 45 cents." or, in steps 3–4, "Make $2.35 with the fewest coins." */
export function makingAmountsPrompt(
  item: Pick<MakingAmountsItem, 'target' | 'fewest' | 'bank'>,
): string {
  const amount = formatAmount(item.target);
  return item.fewest ? `Make ${amount} with the fewest ${pieceWord(item)}.` : `Make ${amount}.`;
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** Generates a Making Amounts item for a step (1–4). */
export function generateMakingAmounts(step: number, rng: Rng): MakingAmountsItem {
  const clamped = clampStep(step);
  const { min, max } = makingAmountsRanges[clamped];
  const target = rng.int(min / 5, max / 5) * 5;
  const bank = makingAmountsBanks[clamped];
  const minimum = fewestPieces(target, bank) ?? [];
  const base = { target, fewest: clamped >= 3, bank };
  const prompt = makingAmountsPrompt(base);
  return {
    key: `make:${clamped}:${target}`,
    prompt,
    speech: prompt.replace(formatAmount(target), speakAmount(target)),
    step: clamped,
    ...base,
    runningTotal: clamped === 1,
    minimum,
  };
}

/** Counts of each piece in a set. */
function countsOf(ids: readonly PieceId[]): Map<PieceId, number> {
  const counts = new Map<PieceId, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Pieces of the purse worth exactly `amount`, the biggest first (so as few as possible are
 * named), or null when no group of its pieces makes it.
 */
export function piecesWorth(purse: readonly PieceId[], amount: number): PieceId[] | null {
  const kinds = byValueDescending([...countsOf(purse).keys()]);
  const counts = countsOf(purse);
  const search = (index: number, rest: number): PieceId[] | null => {
    if (rest === 0) return [];
    const id = kinds[index];
    if (id === undefined) return null;
    const value = pieces[id].value;
    const most = Math.min(counts.get(id) ?? 0, Math.floor(rest / value));
    for (let take = most; take >= 0; take -= 1) {
      const found = search(index + 1, rest - take * value);
      if (found) return [...Array.from({ length: take }, () => id), ...found];
    }
    return null;
  };
  return search(0, amount);
}

/** A trade that makes the purse smaller: a group of its pieces for one bigger piece. */
export interface PieceTrade {
  /** The pieces to give, biggest first. */
  readonly give: readonly PieceId[];
  /** The one piece from the bank they make. */
  readonly get: PieceId;
}

/**
 * The smallest trade that saves pieces: two or more purse pieces, each worth less than one
 * bank piece, that together make it ("2 dimes and a nickel for one quarter"); null when no
 * such group exists (then "Use the biggest coin that fits first").
 */
export function findTrade(purse: readonly PieceId[], bank: readonly PieceId[]): PieceTrade | null {
  const candidates = [...bank].sort((a, b) => pieces[a].value - pieces[b].value);
  for (const get of candidates) {
    const value = pieces[get].value;
    const smaller = purse.filter((id) => pieces[id].value < value);
    const give = piecesWorth(smaller, value);
    if (give && give.length >= 2) return { give, get };
  }
  return null;
}

/** The purse indices of a trade's group, so the group to trade lights up. */
export function tradeHighlight(purse: readonly PieceId[], give: readonly PieceId[]): number[] {
  const used = new Set<number>();
  for (const id of give) {
    const index = purse.findIndex((candidate, at) => candidate === id && !used.has(at));
    if (index >= 0) used.add(index);
  }
  return [...used].sort((a, b) => a - b);
}

/** "Trade 2 dimes and a nickel for one quarter." */
export function tradeText(trade: PieceTrade): string {
  return `Trade ${describePieces(trade.give)} for one ${pieces[trade.get].name}.`;
}

/** "Take one dime out." or "Take a dime and a nickel out.", when the purse has them. */
function takeOutText(purse: readonly PieceId[], amount: number): string {
  const group = piecesWorth(purse, amount);
  if (!group) return 'Take some out and count again.';
  if (group.length === 1) return `Take one ${pieces[group[0] as PieceId].name} out.`;
  return `Take ${describePieces(group)} out.`;
}

/**
 * The answer rule: the purse total equals the target, in cents; in steps 3–4 the number of
 * pieces must also equal the exact minimum. The right amount with extra pieces is praised
 * and offered a try again, but is not evidence (money.md: "does not count as first-try
 * correct"). Wrong totals say how much too much or too little; a purse short by exactly
 * 5 cents per nickel (each nickel taken for a dime) names M-SIZE.
 */
export function checkMakingAmounts(
  item: MakingAmountsItem,
  answer: MakingAmountsAnswer,
): CheckResult<MakingAmountsMisconception> {
  const total = totalOf(answer);
  if (total === item.target) {
    if (!item.fewest || answer.length <= item.minimum.length) return { correct: true };
    const trade = findTrade(answer, item.bank);
    const advice = trade ? tradeText(trade) : 'Use the biggest coin that fits first.';
    return {
      correct: false,
      evidence: 'none',
      misconception: 'not-fewest',
      message: `Right amount! Can you do it with fewer ${pieceWord(item)}? ${advice}`,
    };
  }
  if (total > item.target) {
    const over = total - item.target;
    return {
      correct: false,
      misconception: 'over',
      message: `You have ${speakAmount(over)} too much. ${takeOutText(answer, over)}`,
    };
  }
  const short = item.target - total;
  const nickels = countsOf(answer).get('nickel') ?? 0;
  if (nickels > 0 && short === nickels * 5) return { correct: false, misconception: 'M-SIZE' };
  return {
    correct: false,
    misconception: 'under',
    message: `You need ${speakAmount(short)} more.`,
  };
}

/** The fewest pieces in words: "a quarter and 2 dimes". */
export function minimumText(item: MakingAmountsItem): string {
  return describePieces(item.minimum);
}

/**
 * The worked example: the fewest pieces go into the purse one by one, biggest first, with
 * the count spoken ("Start with the biggest coin that fits: a quarter. 25 cents.").
 */
export function makingAmountsWorkedExample(item: MakingAmountsItem): WorkedExampleStep[] {
  const word = pieceWord(item) === 'coins' ? 'coin' : 'piece';
  let reached = 0;
  const steps: WorkedExampleStep[] = item.minimum.map((id, index) => {
    reached += pieces[id].value;
    const name = pieces[id].name;
    const text =
      index === 0
        ? `Start with the biggest ${word} that fits: a ${name}. ${formatAmount(reached)}.`
        : `Add a ${name}: ${formatAmount(reached)}.`;
    const speech =
      index === 0
        ? `Start with the biggest ${word} that fits: a ${name}. ${speakAmount(reached)}.`
        : `Add a ${name}: ${speakAmount(reached)}.`;
    return { text, speech };
  });
  const count = item.minimum.length;
  steps.push({
    text: `That makes ${formatAmount(item.target)} with ${count} ${count === 1 ? word : `${word}s`}.`,
    speech: `That makes ${speakAmount(item.target)} with ${count} ${count === 1 ? word : `${word}s`}.`,
  });
  return steps;
}

/** The model of Making Amounts. */
export const makingAmountsModel = {
  steps: 4,
  hints: makingAmountsHints,
  generate: generateMakingAmounts,
  check: checkMakingAmounts,
  workedExample: makingAmountsWorkedExample,
  describe(item: MakingAmountsItem): string {
    return item.fewest
      ? `${formatAmount(item.target)}: the fewest is ${minimumText(item)}.`
      : `${formatAmount(item.target)}.`;
  },
} satisfies PracticeModel<MakingAmountsItem, MakingAmountsAnswer, MakingAmountsMisconception>;

/**
 * The text alternative: "Price tag: 45 cents. Your purse: 3 dimes, 1 nickel." In step 1,
 * where the running total shows, it also says "Total: 35 cents."
 */
export function makingAmountsText(item: MakingAmountsItem, purse: readonly PieceId[]): string {
  const contents = describePieces(purse, { single: 'count', lastJoin: 'comma', empty: 'empty' });
  const total = item.runningTotal ? ` Total: ${speakAmount(totalOf(purse))}.` : '';
  return `Price tag: ${speakAmount(item.target)}. Your purse: ${contents}.${total}`;
}
