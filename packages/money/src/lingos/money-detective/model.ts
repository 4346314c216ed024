/**
 * Lingo 1-1, Money Detective: listen to the clues and find the mystery coin or bill. The
 * cards are drawn so that exactly one fits every clue, checked against the fact table.
 */
import type {
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { speakAmount } from '../../model/format';
import { pieceLook } from '../../model/describe';
import { coinIds, pieces, type PieceId, type PieceSide } from '../../model/pieces';
import {
  colourClue,
  failedClues,
  failedFact,
  fitsAll,
  fitsClue,
  kindClue,
  kingSideClues,
  nicknameClue,
  pictureClue,
  shapeClue,
  sizeAgainstValueClues,
  valueClue,
  valueRelationClues,
  type Clue,
} from './clues';

/** A Money Detective item: the clues, and the cards to choose from. */
export interface MoneyDetectiveItem extends PracticeItemBase {
  readonly step: number;
  /** The mystery piece: the one card that fits every clue. */
  readonly target: PieceId;
  /** The side every card shows: the King side in half of step 4's items. */
  readonly side: PieceSide;
  /** 2 clue cards, read in order. */
  readonly clues: readonly Clue[];
  /** 3 or 4 cards, in the order shown. */
  readonly cards: readonly PieceId[];
}

/** The answer: the card picked. */
export type MoneyDetectiveAnswer = PieceId;

/** Hint texts of Money Detective. */
export const moneyDetectiveHints = {
  'M-SIZE':
    "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
  'loonie-toonie': 'Loonie: one loon, 1 dollar. Toonie: two colours, 2 dollars.',
  'fits-some': 'That card fits some clues, but not all of them. Listen to each clue again.',
  default: 'Listen to each clue again. Only one card fits them all.',
} as const;

/** The mistakes the checker can name: its hints' keys. */
export type MoneyDetectiveMisconception = Exclude<keyof typeof moneyDetectiveHints, 'default'>;

/** Step 3's pieces: the coins and the smaller bills. */
const stepThreePieces: readonly PieceId[] = [...coinIds, 'bill-5', 'bill-10', 'bill-20'];
const silverCoins: readonly PieceId[] = ['nickel', 'dime', 'quarter'];

/** The look clues a coin can be known by (colour, picture, shape). */
function lookClues(id: PieceId): Clue[] {
  const facts = pieces[id];
  const clues = [colourClue(id), pictureClue(id)];
  if (facts.sides > 0) clues.push(shapeClue(id));
  return clues;
}

/** The clues of an item: always the target's own, so the target fits them by the table. */
function cluesFor(step: number, target: PieceId, side: PieceSide, rng: Rng): Clue[] {
  switch (step) {
    case 1: {
      // One look clue, and the value or the nickname.
      const naming = pieces[target].nickname
        ? rng.pick([nicknameClue(target), valueClue(target)])
        : valueClue(target);
      return [rng.pick(lookClues(target)), naming];
    }
    case 2: {
      // Look only: the colour first, then the picture (or, for the loonie, its 11 sides).
      const [colour, ...rest] = lookClues(target);
      return [colour as Clue, rng.pick(rest)];
    }
    case 3: {
      const first =
        pieces[target].kind === 'bill'
          ? rng.pick([kindClue(target), colourClue(target)])
          : kindClue(target);
      return [first, rng.pick(valueRelationClues(target))];
    }
    default: {
      const clues =
        side === 'king'
          ? kingSideClues[target as (typeof coinIds)[number]]
          : sizeAgainstValueClues[target];
      if (!clues) throw new RangeError(`No step 4 clues for ${target}`);
      return [...clues];
    }
  }
}

/** The pieces an item's target is drawn from at a step. */
export function targetsAt(step: number, side: PieceSide): readonly PieceId[] {
  if (step <= 2 || side === 'king') return coinIds;
  if (step === 3) return stepThreePieces;
  return Object.keys(sizeAgainstValueClues) as PieceId[];
}

/**
 * Wrong cards for the target: never one that fits every clue, and first those that fit some
 * clues (a near miss teaches more than a far one).
 */
function distractors(
  clues: readonly Clue[],
  target: PieceId,
  pool: readonly PieceId[],
  count: number,
  rng: Rng,
): PieceId[] {
  const fitted = (id: PieceId) => clues.filter((clue) => fitsClue(clue, id)).length;
  const candidates = rng
    .shuffle(pool.filter((id) => id !== target && !fitsAll(clues, id)))
    .sort((a, b) => fitted(b) - fitted(a));
  return candidates.slice(0, count);
}

function cardsFor(step: number, target: PieceId, clues: readonly Clue[], rng: Rng): PieceId[] {
  if (step === 1) return rng.shuffle([target, ...distractors(clues, target, coinIds, 2, rng)]);
  if (step === 2) {
    // All three silver coins, and the loonie or the toonie.
    const gold = silverCoins.includes(target) ? rng.pick<PieceId>(['loonie', 'toonie']) : target;
    return rng.shuffle([...silverCoins, gold]);
  }
  const pool =
    step === 3 || pieces[target].kind === 'bill'
      ? stepThreePieces
      : (coinIds as readonly PieceId[]);
  return rng.shuffle([target, ...distractors(clues, target, pool, 3, rng)]);
}

/** "Find the mystery coin." (coins only) or "Find the mystery coin or bill." */
export function detectivePrompt(step: number, side: PieceSide): string {
  return step >= 3 && side === 'picture'
    ? 'Find the mystery coin or bill.'
    : 'Find the mystery coin.';
}

/** Generates a Money Detective item for a step (1–4). */
export function generateMoneyDetective(step: number, rng: Rng): MoneyDetectiveItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  // In half of step 4's items the cards show the King side.
  const side: PieceSide = clamped === 4 && rng.int(0, 1) === 1 ? 'king' : 'picture';
  const target = rng.pick(targetsAt(clamped, side));
  const clues = cluesFor(clamped, target, side, rng);
  const cards = cardsFor(clamped, target, clues, rng);
  const prompt = detectivePrompt(clamped, side);
  return {
    key: `detective:${target}:${side}`,
    prompt,
    speech: [prompt, ...clues.map((clue) => clue.text)],
    step: clamped,
    target,
    side,
    clues,
    cards,
  };
}

const isGoldPair = (a: PieceId, b: PieceId): boolean =>
  (a === 'loonie' && b === 'toonie') || (a === 'toonie' && b === 'loonie');

/**
 * The hint of a card that fails some clue: "That coin is silver, but it has a caribou's head.
 * Listen again: the beaver is on the nickel." It names a clue the card fits, then the first
 * fact it fails, then where that fact really points.
 */
export function fitsSomeHint(item: MoneyDetectiveItem, picked: PieceId): string {
  const facts = pieces[picked];
  const failing = failedClues(item.clues, picked)[0];
  const fact = failing ? failedFact(failing, picked) : undefined;
  if (!failing || !fact) return moneyDetectiveHints.default;
  // "That coin is a coin" says nothing: a kind clue is never the one named as fitting.
  const fitting = item.clues.find(
    (clue) => fitsClue(clue, picked) && clue.facts[0]?.kind !== 'kind',
  );
  const noun = `That ${facts.kind}`;
  const reveal = `Listen again: ${fact.reveal(pieces[item.target])}.`;
  if (!fitting || !fitting.facts[0]) return `${noun} ${fact.about(facts)}. ${reveal}`;
  return `${noun} ${fitting.facts[0].about(facts)}, but it ${fact.about(facts)}. ${reveal}`;
}

/**
 * The answer rule: right if and only if the card fits every clue (by the generator, only the
 * target does). A wrong card marks the clues it fails, so they flash, and names M-SIZE for the
 * nickel and the dime told apart by size, the loonie and the toonie mixed up, or else the
 * clue it fails.
 */
export function checkMoneyDetective(
  item: MoneyDetectiveItem,
  answer: MoneyDetectiveAnswer,
): CheckResult<MoneyDetectiveMisconception> {
  if (item.cards.includes(answer) && fitsAll(item.clues, answer)) {
    const facts = pieces[answer];
    return { correct: true, message: `Yes! The ${facts.name}, ${speakAmount(facts.value)}.` };
  }
  const failing = failedClues(item.clues, answer);
  const marks = Object.fromEntries(failing.map((clue) => [clue.id, 'incorrect' as const]));
  const sizeClueFailed = failing.some((clue) => clue.facts.some((fact) => fact.kind === 'size'));
  const silverPair = new Set([answer, item.target]);
  if (sizeClueFailed && silverPair.has('nickel') && silverPair.has('dime')) {
    return { correct: false, misconception: 'M-SIZE', marks };
  }
  if (isGoldPair(answer, item.target)) {
    return { correct: false, misconception: 'loonie-toonie', marks };
  }
  return {
    correct: false,
    misconception: 'fits-some',
    message: fitsSomeHint(item, answer),
    marks,
  };
}

/** A card's text alternative before the answer: "Card 2: a small, thin, silver coin with a sailing ship". */
export function cardText(item: MoneyDetectiveItem, id: PieceId): string {
  return `Card ${item.cards.indexOf(id) + 1}: ${pieceLook(id, item.side)}`;
}

/** A card's text alternative once the item is answered: "Card 2: the dime, 10 cents". */
export function revealedCardText(item: MoneyDetectiveItem, id: PieceId): string {
  const facts = pieces[id];
  return `Card ${item.cards.indexOf(id) + 1}: the ${facts.name}, ${speakAmount(facts.value)}`;
}

/**
 * The worked example: each clue in turn and the cards it rules out, then the one card left.
 * "I am silver. The loonie is gold-coloured, so it is not the loonie."
 */
export function moneyDetectiveWorkedExample(item: MoneyDetectiveItem): WorkedExampleStep[] {
  let left = [...item.cards];
  const steps: WorkedExampleStep[] = item.clues.map((clue) => {
    const out = left.filter((id) => !fitsClue(clue, id));
    left = left.filter((id) => fitsClue(clue, id));
    if (out.length === 0) return { text: `${clue.text} Every card left fits this clue.` };
    const reasons = out.map((id) => {
      const fact = failedFact(clue, id);
      const facts = pieces[id];
      return `The ${facts.name} ${fact ? fact.about(facts) : 'does not fit'}, so it is out.`;
    });
    return { text: `${clue.text} ${reasons.join(' ')}` };
  });
  const facts = pieces[item.target];
  steps.push({
    text: `Only one card fits every clue: the ${facts.name}, ${speakAmount(facts.value)}.`,
  });
  return steps;
}

/** The model of Money Detective. */
export const moneyDetectiveModel = {
  steps: 4,
  hints: moneyDetectiveHints,
  generate: generateMoneyDetective,
  check: checkMoneyDetective,
  workedExample: moneyDetectiveWorkedExample,
  describe(item: MoneyDetectiveItem): string {
    const facts = pieces[item.target];
    return `the ${facts.name}, ${speakAmount(facts.value)}`;
  },
} satisfies PracticeModel<MoneyDetectiveItem, MoneyDetectiveAnswer, MoneyDetectiveMisconception>;
