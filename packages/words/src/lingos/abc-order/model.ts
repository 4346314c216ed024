/**
 * Lingo 1-3, ABC Order: fill the gap in a run of 4 letters (step 1), then put 3–4 letters
 * (steps 2–3) or picture words (step 4) in ABC order. The answer rule: alphabetical by first
 * letter, ignoring case; a sort is right only if every card is right at the Check. The ABC strip
 * is open at steps 1–2; at steps 3–4 it is folded, and opening it counts as a hint (words.md
 * 1-3).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { letterIndex, letterName, letters, type Letter } from '../../model/letters';
import { parseWordList } from '../../model/wordData';
import rawWords from './words.json';

export type { Letter };

// ─── Data ────────────────────────────────────────────────────────────────────────────────

/** A picture word of step 4, from the 1-2 and 1-4 banks. */
export interface AbcWord {
  readonly word: string;
  readonly emoji: string;
}

/**
 * Step 4's picture words, parsed from this Lingo's JSON (a copy of the First Sounds and Build
 * a Word picture banks): an entry without a picture, or not starting with a letter, is
 * skipped with a message, never thrown.
 */
export function parseAbcWords(raw: unknown): {
  readonly words: readonly AbcWord[];
  readonly problems: readonly string[];
} {
  const { entries, problems } = parseWordList(raw, 'abc-order', {
    fields: (entry) => (typeof entry.emoji === 'string' ? {} : 'a card needs its picture'),
  });
  return {
    words: entries.flatMap((entry) =>
      entry.emoji ? [{ word: entry.word, emoji: entry.emoji }] : [],
    ),
    problems,
  };
}

const parsed = parseAbcWords(rawWords);
if (parsed.problems.length > 0 && typeof console !== 'undefined') {
  for (const problem of parsed.problems) console.warn(problem);
}

/** The picture words of step 4. */
export const abcWords: readonly AbcWord[] = parsed.words;

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** The letter a card is sorted by: its own letter, or its word's first letter. */
export const firstLetterOf = (text: string): Letter => text.charAt(0).toLowerCase() as Letter;

/** One card to put in order: a letter (steps 2–3) or a picture word (step 4). */
export interface AbcCard {
  readonly id: string;
  /** The letter it sorts by. */
  readonly letter: Letter;
  /** Step 4: the picture word. */
  readonly word?: AbcWord;
}

/** What an item asks. */
export type AbcTask =
  /** Step 1: a run of 4 letters with one gap (place 2, 3 or 4) and 3 letter cards. */
  | {
      readonly kind: 'gap';
      readonly run: readonly Letter[];
      /** The 0-based place of the gap: 1, 2 or 3. */
      readonly gap: number;
      readonly choices: readonly Letter[];
    }
  /** Steps 2–4: cards to put in ABC order, shuffled (never already in order). */
  | { readonly kind: 'order'; readonly cards: readonly AbcCard[] };

/** An ABC Order item. */
export interface AbcItem extends PracticeItemBase {
  readonly step: number;
  readonly task: AbcTask;
}

/**
 * The child's answer, and whether the folded ABC strip was opened for it (a hint at steps
 * 3–4: the answer is then practice, not evidence).
 */
export type AbcAnswer =
  | { readonly kind: 'choice'; readonly letter: Letter; readonly hinted?: boolean }
  | { readonly kind: 'order'; readonly order: readonly string[]; readonly hinted?: boolean };

/** Whether the ABC strip is open at a step (1–2), or folded with opening as a hint (3–4). */
export const stripOpenAt = (step: number): boolean => step <= 2;

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The prompts. */
export const abcPrompts = {
  gap: 'Which letter is missing?',
  order: 'Put them in ABC order.',
} as const;

/** What a card says: its letter ("g") or its word ("dog"). */
export const cardText = (card: AbcCard): string => card.word?.word ?? card.letter;

/** The cards as spoken: letters by their names, words whole. */
function cardsSpoken(cards: readonly AbcCard[]): string[] {
  return cards.some((card) => card.word)
    ? [`Cards: ${cards.map(cardText).join(', ')}.`]
    : ['Cards:', ...cards.map((card) => letterName(card.letter))];
}

/** words.md's text alternative: "Cards: g, e, j. Put them in ABC order." */
export function orderText(cards: readonly AbcCard[]): string {
  return `Cards: ${cards.map(cardText).join(', ')}. ${abcPrompts.order}`;
}

/** The run with its gap as text: "a, b, gap, d". */
export function runText(run: readonly Letter[], gap: number): string {
  return run.map((letter, index) => (index === gap ? 'gap' : letter)).join(', ');
}

/** After the check: "e, g, j: in ABC order." */
export function inOrderText(cards: readonly AbcCard[]): string {
  return `${sortCards(cards).map(cardText).join(', ')}: in ABC order.`;
}

/** {@link inOrderText} as read aloud: letters by their names, then "In ABC order." */
export function inOrderSpeech(cards: readonly AbcCard[]): string[] {
  if (cards.some((card) => card.word)) return [inOrderText(cards)];
  return [...sortCards(cards).map((card) => letterName(card.letter)), 'In ABC order.'];
}

/** Hint texts of words.md 1-3; each miss names its own letters or words (see `check`). */
export const abcHints = {
  letters: 'Which comes first, m or r? Run your finger along the ABC strip: m comes first.',
  words: 'Look only at the first letter: apple starts with a, dog with d. a comes before d.',
  default: 'Run your finger along the ABC strip.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type AbcMisconception = Exclude<keyof typeof abcHints, 'default'>;

/** The letters hint for two letters, the one that comes first second: "…m or r? … m comes first." */
export function lettersHint(placed: Letter, first: Letter): string {
  return `Which comes first, ${placed} or ${first}? Run your finger along the ABC strip: ${first} comes first.`;
}

/** {@link lettersHint} as read aloud, each letter by its name in its own utterance. */
export function lettersSpeech(placed: Letter, first: Letter): string[] {
  return [
    'Which comes first,',
    letterName(placed),
    'or',
    letterName(first),
    'Run your finger along the ABC strip:',
    letterName(first),
    'comes first.',
  ];
}

/** The words hint: "Look only at the first letter: apple starts with a, dog with d. …" */
export function wordsHint(first: string, second: string): string {
  const [a, b] = [firstLetterOf(first), firstLetterOf(second)];
  return `Look only at the first letter: ${first} starts with ${a}, ${second} with ${b}. ${a} comes before ${b}.`;
}

/** {@link wordsHint} as read aloud: the words whole, their first letters by their names. */
export function wordsSpeech(first: string, second: string): string[] {
  const [a, b] = [firstLetterOf(first), firstLetterOf(second)];
  return [
    `Look only at the first letter: ${first} starts with`,
    letterName(a),
    `${second} with`,
    letterName(b),
    letterName(a),
    'comes before',
    letterName(b),
  ];
}

/** The gap's hint: the letter after the one before the gap, on the strip. */
export function gapHint(before: Letter, right: Letter): string {
  return `Which comes after ${before}? Run your finger along the ABC strip: ${right} comes after ${before}.`;
}

/** {@link gapHint} as read aloud. */
export function gapSpeech(before: Letter, right: Letter): string[] {
  return [
    'Which comes after',
    letterName(before),
    'Run your finger along the ABC strip:',
    letterName(right),
    'comes after',
    letterName(before),
  ];
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

/** The cards sorted by first letter (ABC order). */
export function sortCards(cards: readonly AbcCard[]): AbcCard[] {
  return [...cards].sort((a, b) => letterIndex(a.letter) - letterIndex(b.letter));
}

const inOrder = (cards: readonly AbcCard[]): boolean =>
  cards.every((card, index) => index === 0 || cards[index - 1]!.letter < card.letter);

/** Shuffled, never already in ABC order. */
function shuffledOutOfOrder(cards: readonly AbcCard[], rng: Rng): AbcCard[] {
  let shuffled = rng.shuffle(cards);
  for (let tries = 0; inOrder(shuffled) && tries < 20; tries += 1) shuffled = rng.shuffle(cards);
  if (inOrder(shuffled)) shuffled = [...shuffled].reverse();
  return shuffled;
}

const letterCard = (letter: Letter): AbcCard => ({ id: letter, letter });

/** Step 1: a run of 4 with a gap in place 2, 3 or 4, and the 3 cards words.md names. */
export function gapTask(rng: Rng): Extract<AbcTask, { kind: 'gap' }> {
  const start = rng.int(0, letters.length - 4);
  const run = letters.slice(start, start + 4) as Letter[];
  const gap = rng.int(1, 3);
  const right = run[gap]!;
  const before = start > 0 ? letters[start - 1]! : undefined;
  const others = letters.filter((letter) => !run.includes(letter) && letter !== before);
  const [random, spare] = rng.shuffle(others);
  const second = before ?? spare!;
  return { kind: 'gap', run, gap, choices: rng.shuffle([right, second, random!]) };
}

/** Step 2: 3 letters from a span of 6 or fewer (g, e, j). */
export function spanLetters(rng: Rng): Letter[] {
  const start = rng.int(0, letters.length - 6);
  return rng.shuffle(letters.slice(start, start + 6) as Letter[]).slice(0, 3);
}

/** Step 3: 4 letters from anywhere, every two at least 2 apart. */
export function spreadLetters(rng: Rng): Letter[] {
  for (;;) {
    const picked: number[] = [];
    for (const index of rng.shuffle(letters.map((_, each) => each))) {
      if (picked.every((other) => Math.abs(other - index) >= 2)) picked.push(index);
      if (picked.length === 4) return picked.map((each) => letters[each]!);
    }
  }
}

/** Step 4: 3 or 4 picture words whose first letters all differ. */
export function pictureWords(rng: Rng, bank: readonly AbcWord[] = abcWords): AbcWord[] {
  const count = rng.int(3, 4);
  const chosen: AbcWord[] = [];
  for (const word of rng.shuffle(bank)) {
    if (chosen.every((other) => firstLetterOf(other.word) !== firstLetterOf(word.word))) {
      chosen.push(word);
    }
    if (chosen.length === count) break;
  }
  return chosen;
}

function orderItem(step: number, cards: readonly AbcCard[], rng: Rng): AbcItem {
  const shuffled = shuffledOutOfOrder(cards, rng);
  return {
    key: `order:${sortCards(cards).map(cardText).join(',')}`,
    prompt: abcPrompts.order,
    speech: [...cardsSpoken(shuffled), abcPrompts.order],
    step,
    task: { kind: 'order', cards: shuffled },
  };
}

function generateOnce(step: number, rng: Rng): AbcItem {
  switch (step) {
    case 1: {
      const task = gapTask(rng);
      return {
        key: `gap:${task.run.join('')}:${task.gap}`,
        prompt: abcPrompts.gap,
        speech: [
          abcPrompts.gap,
          ...task.run.map((letter, index) => (index === task.gap ? 'Gap.' : letterName(letter))),
        ],
        step: 1,
        task,
      };
    }
    case 2:
      return orderItem(2, spanLetters(rng).map(letterCard), rng);
    case 3:
      return orderItem(3, spreadLetters(rng).map(letterCard), rng);
    default:
      return orderItem(
        4,
        pictureWords(rng).map((word) => ({
          id: word.word,
          letter: firstLetterOf(word.word),
          word,
        })),
        rng,
      );
  }
}

/** Generates an item for a step (1–4), never the previous item again. */
export function generateAbcOrder(step: number, rng: Rng, context?: GenerateContext): AbcItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The card ids in ABC order: the one right order. */
export function abcSolution(cards: readonly AbcCard[]): string[] {
  return sortCards(cards).map((card) => card.id);
}

/**
 * The answer rule: alphabetical by first letter, ignoring case. A sort is right only if every
 * card is in its place; the marks say which are (right cards lock). An answer given with the
 * folded strip opened (steps 3–4) is practice, not evidence.
 */
export function checkAbcOrder(item: AbcItem, answer: AbcAnswer): CheckResult<AbcMisconception> {
  const { task } = item;
  const hinted = answer.hinted === true && !stripOpenAt(item.step);
  if (task.kind === 'gap') {
    if (answer.kind !== 'choice') return { correct: false };
    const right = task.run[task.gap]!;
    const marks = {
      [answer.letter]: answer.letter === right ? ('correct' as const) : ('incorrect' as const),
    };
    if (answer.letter === right) {
      return {
        correct: true,
        message: `${task.run.join(', ')}: in ABC order.`,
        speech: [...task.run.map((letter) => letterName(letter)), 'In ABC order.'],
        marks,
        ...(hinted ? { evidence: 'none' as const } : {}),
      };
    }
    return {
      correct: false,
      misconception: 'letters',
      message: gapHint(task.run[task.gap - 1]!, right),
      speech: gapSpeech(task.run[task.gap - 1]!, right),
      marks,
    };
  }
  if (answer.kind !== 'order') return { correct: false };
  const byId = new Map(task.cards.map((card) => [card.id, card]));
  const solution = sortCards(task.cards);
  const placed = answer.order.map((id) => byId.get(id));
  const marks = Object.fromEntries(
    answer.order.map((id, index) => [
      id,
      byId.get(id)?.letter === solution[index]?.letter
        ? ('correct' as const)
        : ('incorrect' as const),
    ]),
  );
  const wrongIndex = solution.findIndex((card, index) => placed[index]?.letter !== card.letter);
  if (answer.order.length === task.cards.length && wrongIndex === -1) {
    return {
      correct: true,
      message: inOrderText(task.cards),
      speech: inOrderSpeech(task.cards),
      marks,
      ...(hinted ? { evidence: 'none' as const } : {}),
    };
  }
  const right = solution[wrongIndex];
  const there = placed[wrongIndex];
  if (!right || !there) return { correct: false, marks };
  if (right.word && there.word) {
    return {
      correct: false,
      misconception: 'words',
      message: wordsHint(right.word.word, there.word.word),
      speech: wordsSpeech(right.word.word, there.word.word),
      marks,
    };
  }
  return {
    correct: false,
    misconception: 'letters',
    message: lettersHint(there.letter, right.letter),
    speech: lettersSpeech(there.letter, right.letter),
    marks,
  };
}

// ─── Worked example ──────────────────────────────────────────────────────────────────────

/** The worked example: along the strip, card by card; or the run said with its missing letter. */
export function abcWorkedExample(item: AbcItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'gap') {
    const right = task.run[task.gap]!;
    const before = task.run[task.gap - 1]!;
    return [
      {
        text: `Run your finger along the ABC strip: ${task.run.join(', ')}.`,
        speech: [
          'Run your finger along the ABC strip:',
          ...task.run.map((letter) => letterName(letter)),
        ],
      },
      {
        text: `${right} comes after ${before}: ${right} is missing.`,
        speech: [
          letterName(right),
          'comes after',
          letterName(before),
          'So the missing letter is',
          letterName(right),
        ],
      },
    ];
  }
  const sorted = sortCards(task.cards);
  return sorted.map((card, index) => {
    const place = `It goes in place ${index + 1}.`;
    if (card.word) {
      return {
        text: `${card.word.word} starts with ${card.letter}. ${place}`,
        speech: [`${card.word.word} starts with`, letterName(card.letter), place],
      };
    }
    return {
      text: `${card.letter} comes ${index === 0 ? 'first' : 'next'} on the ABC strip. ${place}`,
      speech: [
        letterName(card.letter),
        `comes ${index === 0 ? 'first' : 'next'} on the ABC strip.`,
        place,
      ],
    };
  });
}

/** The model of ABC Order. */
export const abcOrderModel = {
  steps: 4,
  hints: abcHints,
  generate: generateAbcOrder,
  check: checkAbcOrder,
  workedExample: abcWorkedExample,
} satisfies PracticeModel<AbcItem, AbcAnswer, AbcMisconception>;
