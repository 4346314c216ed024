/**
 * Lingo 2-5, Who Has More?: compare two purses by value, not by the number of coins or their
 * size; say who has more or that they are the same, and (step 4) by how much.
 */
import type {
  AnswerMarks,
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { countUpSentence, totalOf } from '../../model/cash';
import { countOnText, describePieces, formatAmount, speakAmount } from '../../model/format';
import { pieces, type PieceId } from '../../model/pieces';

/** The two purses. */
export const purseSides = ['a', 'b'] as const;
/** Purse A or Purse B. */
export type PurseSide = (typeof purseSides)[number];

/** The child's pick: Purse A, Purse B or "Same". */
export const whoHasMoreChoices = ['a', 'b', 'same'] as const;
/** The child's pick. */
export type WhoHasMoreChoice = (typeof whoHasMoreChoices)[number];

/** The cards' labels. */
export const choiceLabels: Readonly<Record<WhoHasMoreChoice, string>> = {
  a: 'Purse A',
  b: 'Purse B',
  same: 'Same',
};

/** A Who Has More? item. */
export interface WhoHasMoreItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  /** The pieces in each purse, in the order shown. */
  readonly purses: Readonly<Record<PurseSide, readonly PieceId[]>>;
  /** Step 4 also asks by how much (|A − B| on the NumberPad). */
  readonly askDifference: boolean;
}

/** The answer: the card picked and, in step 4, the difference typed in cents. */
export interface WhoHasMoreAnswer {
  readonly choice: WhoHasMoreChoice;
  readonly difference?: number;
}

/** Hint texts of Who Has More?; M-COUNT and the difference are worded for the item. */
export const whoHasMoreHints = {
  'M-COUNT': "More coins doesn't always mean more money. Let's count the cents in each.",
  'M-SIZE':
    "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
  'not-same': 'These purses do not have the same money. Count the cents in each.',
  'missed-same': 'Count again: the two purses have the same money, with different coins.',
  difference: 'Count up from the smaller amount to the bigger one.',
  default: 'Count the money in each purse, biggest coin first. Then compare.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type WhoHasMoreMisconception = Exclude<keyof typeof whoHasMoreHints, 'default'>;

/** The prompt of steps 1–3, and of step 4 (money.md's words). */
export const whoHasMorePrompts = {
  compare: 'Who has more money?',
  difference: 'Who has more, and how much more?',
} as const;

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

const repeat = (id: PieceId, count: number): PieceId[] => Array.from({ length: count }, () => id);

/** The right pick: the purse with more money, or "same". */
export function correctChoice(item: Pick<WhoHasMoreItem, 'purses'>): WhoHasMoreChoice {
  const a = totalOf(item.purses.a);
  const b = totalOf(item.purses.b);
  return a === b ? 'same' : a > b ? 'a' : 'b';
}

/** |A − B| in cents. */
export function differenceOf(item: Pick<WhoHasMoreItem, 'purses'>): number {
  return Math.abs(totalOf(item.purses.a) - totalOf(item.purses.b));
}

/** Whether the purse with more pieces has less money (the item money.md wants most). */
export function moreCoinsLessMoney(purses: WhoHasMoreItem['purses']): boolean {
  const a = totalOf(purses.a);
  const b = totalOf(purses.b);
  return (
    (purses.a.length > purses.b.length && a < b) || (purses.b.length > purses.a.length && b < a)
  );
}

/** The kinds each step's purses may hold. */
const silver: readonly PieceId[] = ['nickel', 'dime', 'quarter'];
const coins: readonly PieceId[] = ['nickel', 'dime', 'quarter', 'loonie', 'toonie'];
const withBills: readonly PieceId[] = [...coins, 'bill-5', 'bill-10'];

/** Equal trades for step 3's "Same" items: one piece and a group worth the same. */
const equalTrades: readonly (readonly [PieceId, readonly PieceId[]])[] = [
  ['loonie', repeat('quarter', 4)],
  ['loonie', ['quarter', 'quarter', 'quarter', 'dime', 'dime', 'nickel']],
  ['toonie', repeat('loonie', 2)],
  ['quarter', ['dime', 'dime', 'nickel']],
  ['loonie', ['quarter', 'quarter', 'dime', 'dime', 'dime', 'dime', 'dime']],
  ['toonie', ['loonie', 'quarter', 'quarter', 'quarter', 'quarter']],
];

type Purses = WhoHasMoreItem['purses'];

function randomPurse(rng: Rng, kinds: readonly PieceId[], min: number, max: number): PieceId[] {
  return Array.from({ length: rng.int(min, max) }, () => rng.pick(kinds));
}

function drawStep1(rng: Rng): Purses {
  const one = (): PieceId[] => repeat(rng.pick(silver), rng.int(1, 5));
  return { a: one(), b: one() };
}

function drawStep2(rng: Rng): Purses {
  return { a: randomPurse(rng, silver, 2, 6), b: randomPurse(rng, silver, 2, 6) };
}

function drawStep3(rng: Rng): Purses {
  return { a: randomPurse(rng, coins, 2, 7), b: randomPurse(rng, coins, 2, 7) };
}

function drawStep4(rng: Rng): Purses {
  return { a: randomPurse(rng, withBills, 2, 7), b: randomPurse(rng, withBills, 2, 7) };
}

const sameMultiset = (a: readonly PieceId[], b: readonly PieceId[]): boolean =>
  [...a].sort().join() === [...b].sort().join();

/** Whether a drawn pair fits the step's rules (money.md 2-5), apart from "Same" items. */
function fitsStep(step: 1 | 2 | 3 | 4, purses: Purses): boolean {
  const a = totalOf(purses.a);
  const b = totalOf(purses.b);
  const difference = Math.abs(a - b);
  const kinds = (ids: readonly PieceId[]) => new Set(ids).size;
  switch (step) {
    case 1:
      return a <= 100 && b <= 100 && difference >= 10;
    case 2:
      return (
        a <= 100 &&
        b <= 100 &&
        difference >= 5 &&
        difference <= 25 &&
        kinds(purses.a) >= 2 &&
        kinds(purses.b) >= 2
      );
    case 3:
      return (
        a <= 500 &&
        b <= 500 &&
        difference >= 5 &&
        difference <= 100 &&
        [...purses.a, ...purses.b].some((id) => id === 'loonie' || id === 'toonie')
      );
    default:
      return (
        a <= 2000 &&
        b <= 2000 &&
        difference >= 5 &&
        [...purses.a, ...purses.b].some((id) => pieces[id].kind === 'bill')
      );
  }
}

/** A "Same" pair with different coins (steps 2–3). */
function drawSame(step: 2 | 3, rng: Rng): Purses | null {
  if (step === 3) {
    const [one, group] = rng.pick(equalTrades);
    const extra = randomPurse(rng, coins, 0, 2);
    const a = [one, ...extra];
    const b = [...group, ...extra];
    const dollarCoin = [...a, ...b].some((id) => id === 'loonie' || id === 'toonie');
    if (totalOf(a) > 500 || !dollarCoin) return null;
    return rng.int(0, 1) === 0 ? { a, b } : { a: b, b: a };
  }
  const a = randomPurse(rng, silver, 2, 6);
  const b = randomPurse(rng, silver, 2, 6);
  const mixed = new Set(a).size >= 2 && new Set(b).size >= 2;
  if (totalOf(a) !== totalOf(b) || totalOf(a) > 100 || sameMultiset(a, b) || !mixed) return null;
  return { a, b };
}

const draws: Readonly<Record<1 | 2 | 3 | 4, (rng: Rng) => Purses>> = {
  1: drawStep1,
  2: drawStep2,
  3: drawStep3,
  4: drawStep4,
};

/** Pairs that fit each step, used if random draws keep missing (one per wish). */
const fallbacks: Readonly<Record<1 | 2 | 3 | 4, { counter: Purses; plain: Purses }>> = {
  1: {
    counter: { a: repeat('nickel', 3), b: ['quarter'] },
    plain: { a: repeat('dime', 2), b: repeat('dime', 4) },
  },
  2: {
    counter: { a: ['nickel', 'nickel', 'dime', 'nickel'], b: ['quarter', 'dime'] },
    plain: { a: ['quarter', 'dime'], b: ['quarter', 'dime', 'dime'] },
  },
  3: {
    counter: { a: ['quarter', 'quarter', 'dime', 'dime', 'nickel'], b: ['loonie', 'dime'] },
    plain: { a: ['loonie', 'quarter'], b: ['toonie', 'dime'] },
  },
  4: {
    counter: { a: ['toonie', 'toonie', 'loonie', 'quarter'], b: ['bill-10', 'quarter'] },
    plain: { a: ['bill-5', 'loonie'], b: ['bill-10', 'quarter'] },
  },
};

/** "Same" pairs with different coins (steps 2–3), used if random draws keep missing. */
const sameFallbacks: Readonly<Record<2 | 3, Purses>> = {
  2: { a: ['quarter', 'nickel'], b: ['dime', 'dime', 'nickel', 'nickel'] },
  3: { a: repeat('quarter', 4), b: ['loonie'] },
};

/** How often each step makes a "Same" item. */
const sameShare: Readonly<Record<2 | 3, number>> = { 2: 0.2, 3: 0.2 };
/**
 * How often a different-totals item must have "more coins, less money": high enough that at
 * least half of all items do, "Same" items included (money.md 2-5).
 */
const counterShare = 0.7;

/** Generates a Who Has More? item for a step (1–4). */
export function generateWhoHasMore(step: number, rng: Rng): WhoHasMoreItem {
  const clamped = clampStep(step);
  const sameStep = clamped === 2 || clamped === 3 ? clamped : null;
  const wantSame = sameStep !== null && rng.next() < sameShare[sameStep];
  const wantCounter = !wantSame && rng.next() < counterShare;
  let purses: Purses =
    wantSame && sameStep
      ? sameFallbacks[sameStep]
      : wantCounter
        ? fallbacks[clamped].counter
        : fallbacks[clamped].plain;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (wantSame && sameStep) {
      const drawn = drawSame(sameStep, rng);
      if (drawn) {
        purses = drawn;
        break;
      }
      continue;
    }
    const drawn = draws[clamped](rng);
    if (!fitsStep(clamped, drawn)) continue;
    if (wantCounter !== moreCoinsLessMoney(drawn)) continue;
    purses = drawn;
    break;
  }
  const shown: Purses = { a: rng.shuffle(purses.a), b: rng.shuffle(purses.b) };
  const askDifference = clamped === 4;
  const prompt = askDifference ? whoHasMorePrompts.difference : whoHasMorePrompts.compare;
  const sorted = (ids: readonly PieceId[]) => [...ids].sort().join('+');
  return {
    key: `more:${clamped}:${sorted(shown.a)}|${sorted(shown.b)}`,
    prompt,
    speech: [prompt, pursesText(shown)],
    step: clamped,
    purses: shown,
    askDifference,
  };
}

/** How a purse is counted aloud: "5, 10, 15 cents". */
function countedText(ids: readonly PieceId[]): string {
  return countOnText(ids);
}

/** "25 is more." below a dollar, "$2.25 is more." above; or "They are the same." */
function verdictText(item: Pick<WhoHasMoreItem, 'purses'>): string {
  const a = totalOf(item.purses.a);
  const b = totalOf(item.purses.b);
  if (a === b) return 'They are the same.';
  const bigger = Math.max(a, b);
  return bigger <= 100 ? `${bigger} is more.` : `${formatAmount(bigger)} is more.`;
}

/** Both purses counted aloud: "Purse A: 5, 10, 15 cents. Purse B: 25 cents. 25 is more." */
export function countedAloud(item: Pick<WhoHasMoreItem, 'purses'>): string {
  return `Purse A: ${countedText(item.purses.a)}. Purse B: ${countedText(item.purses.b)}. ${verdictText(item)}`;
}

/** The mean size rank of a purse's pieces (dime 1 … toonie 5, bills 6). */
function meanSize(ids: readonly PieceId[]): number {
  return ids.reduce((sum, id) => sum + pieces[id].sizeRank, 0) / Math.max(ids.length, 1);
}

/** What a wrong pick shows, worded for the item. */
function choiceMistake(
  item: WhoHasMoreItem,
  choice: WhoHasMoreChoice,
): { misconception: WhoHasMoreMisconception; message?: string } {
  const right = correctChoice(item);
  if (choice === 'same') {
    return {
      misconception: 'not-same',
      message: `${whoHasMoreHints['not-same']} ${countedAloud(item)}`,
    };
  }
  const picked = item.purses[choice];
  const other = item.purses[choice === 'a' ? 'b' : 'a'];
  if (picked.length > other.length) {
    return {
      misconception: 'M-COUNT',
      message: `${whoHasMoreHints['M-COUNT']} ${countedAloud(item)}`,
    };
  }
  if (right === 'same') {
    return {
      misconception: 'missed-same',
      message: `${whoHasMoreHints['missed-same']} ${countedAloud(item)}`,
    };
  }
  if (meanSize(picked) > meanSize(other)) return { misconception: 'M-SIZE' };
  return {
    misconception: 'M-COUNT',
    message: `${whoHasMoreHints['M-COUNT']} ${countedAloud(item)}`,
  };
}

/**
 * The answer rule: compare the totals in cents; "Same" is right only when they are equal.
 * In step 4 the difference |A − B| must be right too for the item to be right. A wrong pick
 * of the purse with more coins names M-COUNT (both purses counted aloud); of bigger-looking
 * coins, M-SIZE. A wrong difference gets the count-up from the smaller amount.
 */
export function checkWhoHasMore(
  item: WhoHasMoreItem,
  answer: WhoHasMoreAnswer,
): CheckResult<WhoHasMoreMisconception> {
  const right = correctChoice(item);
  const choiceRight = answer.choice === right;
  const difference = differenceOf(item);
  const differenceRight = !item.askDifference || answer.difference === difference;
  const mark = (right: boolean): 'correct' | 'incorrect' => (right ? 'correct' : 'incorrect');
  const marks: AnswerMarks = item.askDifference
    ? { choice: mark(choiceRight), difference: mark(differenceRight) }
    : { choice: mark(choiceRight) };
  if (choiceRight && differenceRight) return { correct: true, marks };
  if (!choiceRight) return { correct: false, marks, ...choiceMistake(item, answer.choice) };
  const a = totalOf(item.purses.a);
  const b = totalOf(item.purses.b);
  const countUp = countUpSentence(Math.min(a, b), Math.max(a, b), { conclude: true });
  return { correct: false, marks, misconception: 'difference', message: countUp };
}

/** The purses in words: "Purse A: 3 nickels. Purse B: 1 quarter." */
export function pursesText(purses: WhoHasMoreItem['purses']): string {
  const words = (ids: readonly PieceId[]) => describePieces(ids, { single: 'count' });
  return `Purse A: ${words(purses.a)}. Purse B: ${words(purses.b)}.`;
}

/** After the answer: "Purse B has 25 cents. Purse A has 15 cents." (the bigger first). */
export function totalsText(item: Pick<WhoHasMoreItem, 'purses'>): string {
  const a = `Purse A has ${speakAmount(totalOf(item.purses.a))}.`;
  const b = `Purse B has ${speakAmount(totalOf(item.purses.b))}.`;
  return correctChoice(item) === 'b' ? `${b} ${a}` : `${a} ${b}`;
}

/** The worked example: each purse counted on, biggest first, then the comparison. */
export function whoHasMoreWorkedExample(item: WhoHasMoreItem): WorkedExampleStep[] {
  const a = totalOf(item.purses.a);
  const b = totalOf(item.purses.b);
  const right = correctChoice(item);
  const steps: WorkedExampleStep[] = [
    { text: `Purse A, biggest first: ${countedText(item.purses.a)}.` },
    { text: `Purse B, biggest first: ${countedText(item.purses.b)}.` },
    {
      text:
        right === 'same'
          ? `${formatAmount(a)} and ${formatAmount(b)}: they are the same.`
          : `${formatAmount(Math.max(a, b))} is more than ${formatAmount(Math.min(a, b))}, so ${choiceLabels[right]} has more.`,
      speech:
        right === 'same'
          ? `${speakAmount(a)} and ${speakAmount(b)}: they are the same.`
          : `${speakAmount(Math.max(a, b))} is more than ${speakAmount(Math.min(a, b))}, so ${choiceLabels[right]} has more.`,
    },
  ];
  if (item.askDifference && right !== 'same') {
    steps.push({ text: countUpSentence(Math.min(a, b), Math.max(a, b), { conclude: true }) });
  }
  return steps;
}

/** The model of Who Has More?. */
export const whoHasMoreModel = {
  steps: 4,
  hints: whoHasMoreHints,
  generate: generateWhoHasMore,
  check: checkWhoHasMore,
  workedExample: whoHasMoreWorkedExample,
  describe(item: WhoHasMoreItem): string {
    const more =
      item.askDifference && correctChoice(item) !== 'same'
        ? ` That is ${speakAmount(differenceOf(item))} more.`
        : '';
    return `${totalsText(item)}${more}`;
  },
} satisfies PracticeModel<WhoHasMoreItem, WhoHasMoreAnswer, WhoHasMoreMisconception>;
