/**
 * Lingo 2-4, The Cash Counter: count the money in the cash drawer, one compartment at a time,
 * counting on from the largest. Step 3 asks for each compartment's subtotal on a tally sheet
 * first; step 4 offers the tally sheet as a tool only.
 */
import type {
  AnswerMarks,
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { totalOf } from '../../model/cash';
import { formatAmount, joinParts, speakAmount } from '../../model/format';
import { pieceIds, pieces, type PieceId } from '../../model/pieces';

/** The story every item tells. */
export const cashCounterPrompt = 'The corner store is closing. How much money is in the drawer?';

/** One compartment of the drawer: a kind of piece and how many are in it. */
export interface DrawerCompartment {
  readonly piece: PieceId;
  readonly count: number;
}

/** A Cash Counter item. */
export interface CashCounterItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  /** The compartments that hold money, biggest piece first. */
  readonly drawer: readonly DrawerCompartment[];
  /** The money in the drawer, in cents. */
  readonly total: number;
  /** `required` (step 3: subtotals first, checked), `tool` (step 4, may be opened), `none`. */
  readonly tally: 'none' | 'required' | 'tool';
}

/** The answer: the total typed, and (step 3) each compartment's subtotal, in cents. */
export interface CashCounterAnswer {
  readonly total: number;
  readonly subtotals?: Readonly<Partial<Record<PieceId, number>>>;
}

/** Hint texts of The Cash Counter; the checker words them for the item's own compartments. */
export const cashCounterHints = {
  'M-ONES': 'Each coin has its own value. A dime is 10 cents, so count 10, 20, 30.',
  'one-box': 'Count one box at a time. The $20 bills: 20, 40, 60.',
  'quarters-as-dollars': 'Quarters are 25 cents each. 3 quarters are 75 cents, less than a dollar.',
  default: 'Count one box at a time, biggest first. Then add up the boxes.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type CashCounterMisconception = Exclude<keyof typeof cashCounterHints, 'default'>;

/** The piece kinds and counts each step draws from. */
interface StepRecipe {
  readonly bills: readonly PieceId[];
  readonly billCount: readonly [number, number];
  readonly coins: readonly PieceId[];
  readonly coinCount: readonly [number, number];
  readonly maxTotal: number;
  /** Whole dollars only. */
  readonly wholeDollars: boolean;
}

const recipes: Readonly<Record<1 | 2 | 3 | 4, StepRecipe>> = {
  1: {
    bills: ['bill-5', 'bill-10'],
    billCount: [2, 5],
    coins: [],
    coinCount: [0, 0],
    maxTotal: 5000,
    wholeDollars: true,
  },
  2: {
    bills: ['bill-5', 'bill-10', 'bill-20'],
    billCount: [1, 6],
    coins: ['loonie', 'toonie'],
    coinCount: [1, 4],
    maxTotal: 10000,
    wholeDollars: true,
  },
  3: {
    bills: ['bill-5', 'bill-10', 'bill-20'],
    billCount: [1, 4],
    coins: ['nickel', 'dime', 'quarter', 'loonie', 'toonie'],
    coinCount: [2, 10],
    maxTotal: 10000,
    wholeDollars: false,
  },
  4: {
    bills: ['bill-5', 'bill-10', 'bill-20', 'bill-50', 'bill-100'],
    billCount: [2, 10],
    coins: ['nickel', 'dime', 'quarter', 'loonie', 'toonie'],
    coinCount: [2, 12],
    maxTotal: 20000,
    wholeDollars: false,
  },
};

/** The step's limits, for tests and stories. */
export function cashCounterRecipe(step: 1 | 2 | 3 | 4): StepRecipe {
  return recipes[step];
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** Groups pieces into compartments, biggest piece first. */
export function drawerOf(ids: readonly PieceId[]): DrawerCompartment[] {
  return [...pieceIds]
    .reverse()
    .map((piece) => ({ piece, count: ids.filter((id) => id === piece).length }))
    .filter((compartment) => compartment.count > 0);
}

/** Every piece in the drawer, biggest first. */
export function drawerPieces(drawer: readonly DrawerCompartment[]): PieceId[] {
  return drawer.flatMap(({ piece, count }) => Array.from({ length: count }, () => piece));
}

/** A compartment's money, in cents. */
export function subtotalOf(compartment: DrawerCompartment): number {
  return pieces[compartment.piece].value * compartment.count;
}

function drawPieces(recipe: StepRecipe, rng: Rng): PieceId[] {
  const billCount = rng.int(recipe.billCount[0], recipe.billCount[1]);
  const coinCount = recipe.coins.length > 0 ? rng.int(recipe.coinCount[0], recipe.coinCount[1]) : 0;
  return [
    ...Array.from({ length: billCount }, () => rng.pick(recipe.bills)),
    ...Array.from({ length: coinCount }, () => rng.pick(recipe.coins)),
  ];
}

function fits(step: 1 | 2 | 3 | 4, ids: readonly PieceId[]): boolean {
  const recipe = recipes[step];
  const total = totalOf(ids);
  if (total > recipe.maxTotal) return false;
  const kinds = new Set(ids).size;
  // Steps 3–4 have cents to count, and at least 3 compartments to count one at a time.
  if (step >= 3) return total % 100 !== 0 && kinds >= 3;
  return kinds >= 2 || step === 1;
}

/** A drawer for each step that always fits, used if random draws keep missing. */
const fallbackDrawers: Readonly<Record<1 | 2 | 3 | 4, readonly PieceId[]>> = {
  1: ['bill-10', 'bill-10', 'bill-5'],
  2: ['bill-20', 'bill-20', 'bill-5', 'toonie', 'loonie'],
  3: ['bill-20', 'bill-5', 'toonie', 'quarter', 'quarter', 'quarter', 'dime'],
  4: ['bill-100', 'bill-20', 'bill-20', 'bill-5', 'toonie', 'loonie', 'quarter', 'nickel'],
};

/** Generates a Cash Counter item for a step (1–4). */
export function generateCashCounter(step: number, rng: Rng): CashCounterItem {
  const clamped = clampStep(step);
  let ids: PieceId[] = [...fallbackDrawers[clamped]];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const drawn = drawPieces(recipes[clamped], rng);
    if (fits(clamped, drawn)) {
      ids = drawn;
      break;
    }
  }
  const drawer = drawerOf(ids);
  return {
    key: `drawer:${clamped}:${drawer.map(({ piece, count }) => `${count}x${piece}`).join(',')}`,
    prompt: cashCounterPrompt,
    step: clamped,
    drawer,
    total: totalOf(ids),
    tally: clamped === 3 ? 'required' : clamped === 4 ? 'tool' : 'none',
  };
}

/** How a compartment is counted on: "20, 40, 60" (dollars) or "25, 50, 75 cents". */
export function countingText(compartment: DrawerCompartment): string {
  const value = pieces[compartment.piece].value;
  const dollars = value % 100 === 0;
  const steps = Array.from({ length: compartment.count }, (_unused, index) =>
    dollars ? ((index + 1) * value) / 100 : (index + 1) * value,
  );
  return dollars ? steps.join(', ') : `${steps.join(', ')} cents`;
}

/** "The $20 bills: 20, 40, 60." / "The quarters: 25, 50, 75 cents." */
function oneBoxText(compartment: DrawerCompartment): string {
  const facts = pieces[compartment.piece];
  const name = compartment.count === 1 ? facts.name : facts.plural;
  return `Count one box at a time. The ${name}: ${countingText(compartment)}.`;
}

/** "Quarters are 25 cents each. 3 quarters are 75 cents, less than a dollar." */
export function quartersText(count: number): string {
  const value = speakAmount(count * 25);
  const counted =
    count === 1
      ? `1 quarter is ${value}, less than a dollar.`
      : count < 4
        ? `${count} quarters are ${value}, less than a dollar.`
        : `${count} quarters are ${value}, not ${count} dollars.`;
  return `Quarters are 25 cents each. ${counted}`;
}

/** The compartment a total is off by: a whole box left out or counted twice, or one piece. */
function offByBox(item: CashCounterItem, typed: number): DrawerCompartment | undefined {
  const off = Math.abs(typed - item.total);
  return (
    item.drawer.find((compartment) => subtotalOf(compartment) === off) ??
    item.drawer.find((compartment) => pieces[compartment.piece].value === off)
  );
}

function quarterCount(item: CashCounterItem): number {
  return item.drawer.find((compartment) => compartment.piece === 'quarter')?.count ?? 0;
}

/** What a wrong total shows, worded for the item. */
function totalMistake(
  item: CashCounterItem,
  typed: number,
): { misconception?: CashCounterMisconception; message?: string } {
  const count = drawerPieces(item.drawer).length;
  if (typed === count * 100 || typed === count) return { misconception: 'M-ONES' };
  const quarters = quarterCount(item);
  if (quarters > 0 && typed === item.total + quarters * 75) {
    return { misconception: 'quarters-as-dollars', message: quartersText(quarters) };
  }
  const box = offByBox(item, typed);
  if (box) return { misconception: 'one-box', message: oneBoxText(box) };
  return {};
}

/**
 * The answer rule: the total in cents. In step 3 each compartment's subtotal is checked too;
 * a wrong one makes the item a miss, and its mark (`sub:<piece>`) lights the compartment.
 * The hints name counting each piece as 1 (M-ONES), quarters counted as dollars, and a
 * total off by one compartment ("Count one box at a time").
 */
export function checkCashCounter(
  item: CashCounterItem,
  answer: CashCounterAnswer,
): CheckResult<CashCounterMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  let wrongBox: DrawerCompartment | undefined;
  if (item.tally === 'required') {
    for (const compartment of item.drawer) {
      const typed = answer.subtotals?.[compartment.piece];
      const right = typed === subtotalOf(compartment);
      marks[`sub:${compartment.piece}`] = right ? 'correct' : 'incorrect';
      if (!right && !wrongBox) wrongBox = compartment;
    }
  }
  const totalRight = answer.total === item.total;
  marks.total = totalRight ? 'correct' : 'incorrect';
  const result = { marks: marks as AnswerMarks };
  if (totalRight && !wrongBox) return { correct: true, ...result };
  if (wrongBox) {
    const typed = answer.subtotals?.[wrongBox.piece];
    if (wrongBox.piece === 'quarter' && typed === wrongBox.count * 100) {
      return {
        correct: false,
        misconception: 'quarters-as-dollars',
        message: quartersText(wrongBox.count),
        ...result,
      };
    }
    const ones = typed === wrongBox.count || typed === wrongBox.count * 100;
    if (ones && pieces[wrongBox.piece].value !== 100) {
      return { correct: false, misconception: 'M-ONES', ...result };
    }
    return { correct: false, misconception: 'one-box', message: oneBoxText(wrongBox), ...result };
  }
  return { correct: false, ...totalMistake(item, answer.total), ...result };
}

/**
 * The worked example, one compartment at a time, then the boxes added: "Twenty-dollar
 * bills: 20, 40, 60. That is $60.00." … "Altogether: $60.00 + $10.00 + 75¢ = $70.75."
 */
export function cashCounterWorkedExample(item: CashCounterItem): WorkedExampleStep[] {
  const steps: WorkedExampleStep[] = item.drawer.map((compartment) => {
    const subtotal = subtotalOf(compartment);
    return {
      text: `${pieces[compartment.piece].compartment}: ${countingText(compartment)}. That is ${formatAmount(subtotal)}.`,
      speech: `${pieces[compartment.piece].compartment}: ${countingText(compartment)}. That is ${speakAmount(subtotal)}.`,
    };
  });
  const parts = item.drawer.map((compartment) => formatAmount(subtotalOf(compartment)));
  steps.push({
    text: `Altogether: ${parts.join(' + ')} = ${formatAmount(item.total)}.`,
    speech: `Add up the boxes: ${joinParts(item.drawer.map((compartment) => speakAmount(subtotalOf(compartment))))}. That is ${speakAmount(item.total)}.`,
  });
  return steps;
}

/** The model of The Cash Counter. */
export const cashCounterModel = {
  steps: 4,
  hints: cashCounterHints,
  generate: generateCashCounter,
  check: checkCashCounter,
  workedExample: cashCounterWorkedExample,
  describe(item: CashCounterItem): string {
    return `${formatAmount(item.total)} is in the drawer.`;
  },
} satisfies PracticeModel<CashCounterItem, CashCounterAnswer, CashCounterMisconception>;
