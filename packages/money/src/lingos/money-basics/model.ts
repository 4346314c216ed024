/**
 * Lingo 1-0, Money Basics (Learn): meet Canada's five coins (names, nicknames, values and
 * pictures), see that size does not show value, and meet the five bills. Six guided steps and
 * a closing check as a lesson model, with the pure goal rule of each step. The kit's Learn
 * lesson runs it; the view draws the coins.
 */
import type {
  CheckResult,
  LessonChoice,
  LessonModel,
  LessonQuestion,
  LessonStep,
} from '@lingos/kit';
import { pieceLook } from '../../model/describe';
import { billIds, coinIds, pieces, type CoinId, type PieceId } from '../../model/pieces';

/** The silver coins of step 3, each to match with the picture on it. */
export const silverCoins = ['nickel', 'dime', 'quarter'] as const satisfies readonly CoinId[];
/** A silver coin. */
export type SilverCoin = (typeof silverCoins)[number];

/** The part of the toonie the child taps in step 2. */
export const tooniePartIds = ['ring', 'centre'] as const;
/** The toonie's silver ring or its gold centre. */
export type TooniePart = (typeof tooniePartIds)[number];

/** What each toonie part says when tapped. */
export const tooniePartText: Readonly<Record<TooniePart, string>> = {
  ring: "The toonie's silver ring.",
  centre: "The toonie's gold centre.",
};

/** What the child does in a step. */
export type MoneyBasicsTask =
  /** Tap each of these pieces to hear its name and value. */
  | { readonly kind: 'hear-pieces'; readonly pieces: readonly PieceId[] }
  /** Flip each coin to see the King, then tap the toonie's ring and centre. */
  | { readonly kind: 'flip-coins'; readonly coins: readonly CoinId[] }
  /** Match each silver coin to its picture (MatchPairs). */
  | { readonly kind: 'match-pictures'; readonly coins: readonly SilverCoin[] }
  /** Drag the small coin onto the bigger one, then see the value bars. */
  | { readonly kind: 'compare-sizes'; readonly moving: CoinId; readonly target: CoinId }
  /** Put the coins in order from least to most money (SortSequence), then Check. */
  | {
      readonly kind: 'order-coins';
      readonly start: readonly CoinId[];
      readonly solution: readonly CoinId[];
    };

/** One step of Money Basics. */
export interface MoneyBasicsStep extends LessonStep {
  readonly task: MoneyBasicsTask;
  /** Said when the step is done. */
  readonly done: string;
}

/** Hints of the steps and of the closing check (money.md: conventions and 1-0, 1-1). */
export const moneyBasicsHints = {
  'M-SIZE':
    "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
  'loonie-toonie': 'Loonie: one loon, 1 dollar. Toonie: two colours, 2 dollars.',
  'quarter-not-toonie':
    'The quarter is all silver, with a caribou. The toonie has two colours: a silver ring and a gold centre.',
  'not-in-order':
    'Start with the coin worth the least, the 5-cent nickel. Then find the coin worth a little more.',
  'drop-on-nickel': 'Put the dime right on top of the nickel to see which is bigger.',
} as const;

/** The mistakes Money Basics names: its hints' keys. */
export type MoneyBasicsMisconception = keyof typeof moneyBasicsHints;

/**
 * The order of step 5's cards before the child moves them: no coin in its place (so a first
 * Check locks none for free), the dime before the nickel.
 */
export const orderStart: readonly CoinId[] = ['toonie', 'quarter', 'dime', 'nickel', 'loonie'];

/** The six guided steps, as money.md gives them. */
export const moneyBasicsSteps: readonly MoneyBasicsStep[] = [
  {
    id: 'hear-coins',
    prompt: 'Canada has five coins. Tap each one to hear its name.',
    task: { kind: 'hear-pieces', pieces: coinIds },
    done: 'You met all five coins: the nickel, the dime, the quarter, the loonie and the toonie.',
  },
  {
    id: 'loonie-and-toonie',
    prompt:
      'This gold coin with 11 sides is the loonie. It has a loon and is worth 1 dollar. The toonie has a polar bear and is worth 2 dollars.',
    task: { kind: 'flip-coins', coins: coinIds },
    done: 'Every coin shows the King on the other side. The toonie has a silver ring and a gold centre.',
  },
  {
    id: 'match-pictures',
    prompt: 'The silver coins show animals and a ship. Match each coin to its picture.',
    task: { kind: 'match-pictures', coins: silverCoins },
    done: 'The nickel has a beaver, the dime has a sailing ship, and the quarter has a caribou.',
  },
  {
    id: 'compare-sizes',
    prompt: 'The dime is the smallest coin, but it is worth more than the nickel!',
    task: { kind: 'compare-sizes', moving: 'dime', target: 'nickel' },
    done: 'The dime is smaller than the nickel, but it is worth 10 cents. The nickel is worth 5 cents.',
  },
  {
    id: 'order-coins',
    prompt: 'Put the coins in order, from the least money to the most.',
    task: { kind: 'order-coins', start: orderStart, solution: coinIds },
    done: '5 cents, 10 cents, 25 cents, 1 dollar, 2 dollars. From the least money to the most!',
  },
  {
    id: 'hear-bills',
    prompt: 'For bigger amounts we use bills. Each bill has its own colour.',
    task: { kind: 'hear-pieces', pieces: billIds },
    done: 'Bills are for bigger amounts: 5, 10, 20, 50 and 100 dollars.',
  },
];

/** Step 1 and 6: done once every piece of the step has been heard. */
export function heardAll(
  task: { readonly pieces: readonly PieceId[] },
  heard: ReadonlySet<PieceId>,
): boolean {
  return task.pieces.every((id) => heard.has(id));
}

/** What the child has done in step 2. */
export interface FlipProgress {
  /** Coins turned to the King side at least once. */
  readonly flipped: ReadonlySet<CoinId>;
  /** Toonie parts tapped. */
  readonly parts: ReadonlySet<TooniePart>;
}

/** Step 2: every coin flipped to the King at least once, and both toonie parts tapped. */
export function flipStepDone(
  task: { readonly coins: readonly CoinId[] },
  progress: FlipProgress,
): boolean {
  return (
    task.coins.every((coin) => progress.flipped.has(coin)) &&
    tooniePartIds.every((part) => progress.parts.has(part))
  );
}

/** What is left to do in step 2, shown under the coins: "Flipped 2 of 5 coins. …". */
export function flipProgressText(
  task: { readonly coins: readonly CoinId[] },
  progress: FlipProgress,
): string {
  const flipped = task.coins.filter((coin) => progress.flipped.has(coin)).length;
  const parts = tooniePartIds.filter((part) => progress.parts.has(part)).length;
  return `Coins flipped: ${flipped} of ${task.coins.length}. Toonie parts tapped: ${parts} of ${tooniePartIds.length}.`;
}

/** Step 3's right column: the picture on each silver coin, in words. */
export function coinPictureText(coin: SilverCoin): string {
  return pieces[coin].pictureSide ?? pieces[coin].name;
}

/** The right column's order: mixed, so no coin sits beside its own picture. */
export const pictureOrder: readonly SilverCoin[] = ['quarter', 'nickel', 'dime'];

/**
 * Step 3: a coin joined with a picture. Right only for the coin's own picture; a wrong pair
 * names the picture the coin really has ("The dime has the Bluenose, a sailing ship.").
 */
export function checkPicturePair(
  coin: SilverCoin,
  picture: SilverCoin,
): CheckResult<'wrong-picture'> {
  if (coin === picture) return { correct: true };
  return {
    correct: false,
    misconception: 'wrong-picture',
    message: `Not that picture. The ${pieces[coin].name} has ${coinPictureText(coin)}.`,
  };
}

/**
 * Step 5: the coins in order from least to most. Coins in order but for the dime before the
 * nickel (the order by size) is the size mistake, M-SIZE; any other wrong order gets the
 * hint to start from the coin worth the least.
 */
export function checkCoinOrder(
  solution: readonly CoinId[],
  order: readonly string[],
): CheckResult<'M-SIZE' | 'not-in-order'> {
  if (order.length === solution.length && order.every((id, index) => id === solution[index])) {
    return { correct: true };
  }
  const rank = (id: string) => solution.indexOf(id as CoinId);
  const outOfOrder = order.flatMap((first, index) =>
    order.slice(index + 1).flatMap((later) => (rank(first) > rank(later) ? [[first, later]] : [])),
  );
  if (outOfOrder.length === 1 && outOfOrder[0]?.join() === 'dime,nickel') {
    return { correct: false, misconception: 'M-SIZE' };
  }
  return { correct: false, misconception: 'not-in-order' };
}

/** Step 5's marks after a check: each card in its right place or not. */
export function orderMarks(
  solution: readonly CoinId[],
  order: readonly string[],
): Record<string, 'correct' | 'incorrect'> {
  return Object.fromEntries(
    order.map((id, index) => [id, solution[index] === id ? 'correct' : 'incorrect'] as const),
  );
}

/** Step 4's value bars: each coin's value, its bar's length the value in cents. */
export function valueBars(task: { readonly moving: CoinId; readonly target: CoinId }) {
  return [task.moving, task.target].map((coin) => ({
    coin,
    value: pieces[coin].value,
    text: `${pieces[coin].title}: ${pieces[coin].value} cents`,
  }));
}

/** A card of the closing check: one coin. */
export interface MoneyBasicsChoice extends LessonChoice<MoneyBasicsMisconception> {
  readonly value: CoinId;
  /** Show the coin's name on the card (the question names both coins). */
  readonly named: boolean;
}

const card = (
  value: CoinId,
  named: boolean,
  extra: Partial<Omit<MoneyBasicsChoice, 'value' | 'named'>> = {},
): MoneyBasicsChoice => ({ value, named, ...extra });

/**
 * Money Basics as a lesson model: the six steps, then the closing check (both must be right;
 * a wrong pick gives its hint and another try). Picking the nickel as worth more is M-SIZE.
 */
export const moneyBasicsLesson = {
  steps: moneyBasicsSteps,
  check: [
    {
      id: 'which-toonie',
      prompt: 'Which coin is the toonie?',
      choices: [
        card('loonie', false, { misconception: 'loonie-toonie' }),
        card('toonie', false, { correct: true }),
        card('quarter', false, { misconception: 'quarter-not-toonie' }),
      ],
    },
    {
      id: 'dime-or-nickel',
      prompt: 'Which is worth more, the dime or the nickel?',
      choices: [
        card('nickel', true, { misconception: 'M-SIZE' }),
        card('dime', true, { correct: true }),
      ],
    },
  ],
  hints: moneyBasicsHints,
} satisfies LessonModel<
  MoneyBasicsStep,
  LessonQuestion<MoneyBasicsChoice>,
  MoneyBasicsMisconception
>;

/**
 * A check card's text alternative. The toonie question's cards are known by their look only
 * (naming them would give the answer away): "a gold-coloured coin with 11 sides and a loon".
 * The dime-or-nickel cards are named, as the question names them: "Dime: a small, thin,
 * silver coin with a sailing ship".
 */
export function checkCardText(choice: Pick<MoneyBasicsChoice, 'value' | 'named'>): string {
  const look = pieceLook(choice.value);
  if (!choice.named) return `${look.charAt(0).toUpperCase()}${look.slice(1)}`;
  return `${pieces[choice.value].title}: ${look}`;
}
