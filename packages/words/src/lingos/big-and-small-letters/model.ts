/**
 * Lingo 1-1, Big and Small Letters: one letter is shown large and the child finds its partner
 * in the other case ("Find small b."); from step 2 half the items run in reverse (a small
 * letter shown, big to find). Step 4 matches 4 big/small pairs on one MatchPairs board. The
 * answer rule: the partner is the same letter in the other case (words.md 1-1).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import {
  caseName,
  caseUtterances,
  letterInCase,
  letterName,
  letters,
  type Letter,
  type LetterCase,
} from '../../model/letters';

export type { Letter, LetterCase };

/** Step 1: letters whose two shapes look alike. */
export const sameShapeLetters: readonly Letter[] = [
  'c',
  'k',
  'o',
  'p',
  's',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
];

/** Step 2: letters whose two shapes differ. */
export const differentShapeLetters: readonly Letter[] = letters.filter(
  (letter) => !sameShapeLetters.includes(letter),
);

/** Step 3's look-alike distractors, as words.md lists them. */
export const lookAlikes: Readonly<Partial<Record<Letter, readonly Letter[]>>> = {
  b: ['d', 'p', 'q'],
  d: ['b', 'p', 'q'],
  p: ['q', 'b', 'd'],
  q: ['p', 'g', 'd'],
  n: ['u', 'h', 'm'],
  h: ['n', 'b', 'k'],
  m: ['w', 'n'],
  u: ['n', 'v'],
  i: ['l', 'j'],
  l: ['i', 't'],
  f: ['t'],
  g: ['q', 'y'],
  a: ['e', 'o'],
};

/**
 * Pairs of step-1 letters whose shapes are close (c and o, u and v...): step 1's distractor has
 * "a clearly different shape", so it is never one of these for its target.
 */
const closeShapes: readonly (readonly [Letter, Letter])[] = [
  ['c', 'o'],
  ['u', 'v'],
  ['v', 'w'],
  ['v', 'y'],
  ['x', 'y'],
  ['x', 'k'],
  ['s', 'z'],
  ['u', 'w'],
];

/** Whether two letters look alike (step 3's table, either way round, or a close pair). */
export function looksAlike(first: Letter, second: Letter): boolean {
  return (
    lookAlikes[first]?.includes(second) === true ||
    lookAlikes[second]?.includes(first) === true ||
    closeShapes.some(([a, b]) => (a === first && b === second) || (a === second && b === first))
  );
}

/** Step 4's look-alike sets: at least one board in two holds one of them whole. */
export const lookAlikeSets: readonly (readonly Letter[])[] = [
  ['b', 'd', 'p', 'q'],
  ['n', 'u', 'h', 'm'],
  ['i', 'l', 'j', 't'],
  ['g', 'q', 'y', 'p'],
];

/** What an item asks. */
export type BigSmallTask =
  /** One letter shown in `shown` case; the cards show letters in the other case. */
  | {
      readonly kind: 'choose';
      readonly letter: Letter;
      readonly shown: LetterCase;
      /** The cards' letters in screen order; the right one is `letter`. */
      readonly choices: readonly Letter[];
    }
  /** Step 4: 4 big letters on the left, the same 4 small letters shuffled on the right. */
  | {
      readonly kind: 'match';
      readonly letters: readonly Letter[];
      readonly rightOrder: readonly Letter[];
      /** The board holds a whole look-alike set (B D P Q). */
      readonly lookAlike: boolean;
    };

/** A Big and Small Letters item. */
export interface BigSmallItem extends PracticeItemBase {
  readonly step: number;
  readonly task: BigSmallTask;
}

/** The child's answer: a card picked, or the board's pairs (big letter → small letter). */
export type BigSmallAnswer =
  | { readonly kind: 'choice'; readonly letter: Letter }
  | { readonly kind: 'pairs'; readonly pairs: Readonly<Partial<Record<Letter, Letter>>> };

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

const otherCase = (shown: LetterCase): LetterCase => (shown === 'big' ? 'small' : 'big');

const glyph = letterInCase;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Hint texts of words.md 1-1; the different-shape hint names the item's letter (see `check`). */
export const bigSmallHints = {
  'b-d': 'b: first the bat, then the ball. d: first the doughnut, then the stick.',
  'p-q': 'p has its stick on the left, like big P.',
  'n-u': 'n is a bridge; u is a cup.',
  'different-shape': "Big R and small r don't look alike, but they have the same name. Listen: R.",
  default: 'Look for the letter with the same name.',
} as const;

/**
 * The fixed hints as read aloud: each letter by its name in its own utterance, the case as
 * its own word ("Big.", "P."), never a bare lower-case letter.
 */
export const bigSmallHintSpeech = {
  'b-d': [
    letterName('b'),
    'First the bat, then the ball.',
    letterName('d'),
    'First the doughnut, then the stick.',
  ],
  'p-q': [letterName('p'), 'has its stick on the left, like', ...caseUtterances('p', 'big')],
  'n-u': [letterName('n'), 'is a bridge;', letterName('u'), 'is a cup.'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type BigSmallMisconception = Exclude<keyof typeof bigSmallHints, 'default'>;

/** words.md's different-shape hint for a letter: "Big R and small r don't look alike…". */
export function differentShapeHint(letter: Letter): string {
  return `Big ${glyph(letter, 'big')} and small ${letter} don't look alike, but they have the same name. Listen: ${glyph(letter, 'big')}.`;
}

/** {@link differentShapeHint} as read aloud: "Big.", "R.", "and", "Small.", "R.", … "Listen:", "R." */
export function differentShapeSpeech(letter: Letter): string[] {
  return [
    ...caseUtterances(letter, 'big'),
    'and',
    ...caseUtterances(letter, 'small'),
    "don't look alike, but they have the same name.",
    'Listen:',
    letterName(letter),
  ];
}

/** The hint for a same-shape letter: the letter's name, said as the table says it. */
export function sameNameHint(letter: Letter): string {
  return `Big ${glyph(letter, 'big')} and small ${letter} have the same name. Listen: ${glyph(letter, 'big')}.`;
}

/** {@link sameNameHint} as read aloud. */
export function sameNameSpeech(letter: Letter): string[] {
  return [
    ...caseUtterances(letter, 'big'),
    'and',
    ...caseUtterances(letter, 'small'),
    'have the same name.',
    'Listen:',
    letterName(letter),
  ];
}

/** The prompt: "Find small b." or "Find big B." */
export function bigSmallPrompt(letter: Letter, shown: LetterCase): string {
  return `Find ${caseName(letter, otherCase(shown))}.`;
}

/** The prompt of a step-4 board. */
export const matchPrompt = 'Match each big letter to its small letter.';

/** The prompt spoken: the case in words, the letter from the name table ("Find small", "B."). */
export function bigSmallPromptSpeech(letter: Letter, shown: LetterCase): string[] {
  return ['Find', ...caseUtterances(letter, otherCase(shown))];
}

/**
 * words.md's text alternative of an item: "Big letter B. Find its small letter. Choices:
 * small b, small d, small p."
 */
export function itemText(task: Extract<BigSmallTask, { kind: 'choose' }>): string {
  const target = otherCase(task.shown);
  return [
    `${capitalize(task.shown)} letter ${glyph(task.letter, task.shown)}.`,
    `Find its ${target} letter.`,
    `Choices: ${task.choices.map((choice) => caseName(choice, target)).join(', ')}.`,
  ].join(' ');
}

/** After a right answer: "Yes, big B and small b are the same letter." */
export function sameLetterText(letter: Letter): string {
  return `Yes, ${caseName(letter, 'big')} and ${caseName(letter, 'small')} are the same letter.`;
}

/** {@link sameLetterText} as read aloud: "Yes,", "Big.", "B.", "and", "Small.", "B.", … */
export function sameLetterSpeech(letter: Letter): string[] {
  return [
    'Yes,',
    ...caseUtterances(letter, 'big'),
    'and',
    ...caseUtterances(letter, 'small'),
    'are the same letter.',
  ];
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

/** The target letter of an item key (`choose:b:big`, `match:b,d,p,q`), for "never twice in a row". */
function lettersOfKey(key: string | undefined): readonly string[] {
  if (!key) return [];
  const [kind, rest = ''] = key.split(':');
  return kind === 'match' ? rest.split(',') : [rest];
}

function chooseItem(
  step: number,
  letter: Letter,
  shown: LetterCase,
  choices: readonly Letter[],
): BigSmallItem {
  const task = { kind: 'choose', letter, shown, choices } as const;
  return {
    key: `choose:${letter}:${shown}`,
    prompt: bigSmallPrompt(letter, shown),
    speech: bigSmallPromptSpeech(letter, shown),
    step,
    task,
  };
}

/** Step 1's distractor: another same-shape letter whose shape is clearly different. */
export function clearlyDifferent(letter: Letter): Letter[] {
  return sameShapeLetters.filter((other) => other !== letter && !looksAlike(letter, other));
}

/** Step 3's distractors: the letter's look-alikes, topped up at random to 3. */
export function lookAlikeDistractors(letter: Letter, rng: Rng): Letter[] {
  const alike = rng.shuffle(lookAlikes[letter] ?? []).slice(0, 3);
  const rest = rng.shuffle(letters.filter((other) => other !== letter && !alike.includes(other)));
  return [...alike, ...rest.slice(0, 3 - alike.length)];
}

function matchItem(letters: readonly Letter[], rng: Rng): BigSmallItem {
  const sorted = [...letters].sort();
  const lookAlike = lookAlikeSets.some(
    (set) => set.length === sorted.length && set.every((letter) => sorted.includes(letter)),
  );
  return {
    key: `match:${sorted.join(',')}`,
    prompt: matchPrompt,
    step: 4,
    task: {
      kind: 'match',
      letters: rng.shuffle(letters),
      rightOrder: rng.shuffle(letters),
      lookAlike,
    },
  };
}

function generateOnce(step: number, rng: Rng, previousKey: string | undefined): BigSmallItem {
  const previous = lettersOfKey(previousKey);
  const fresh = (letters: readonly Letter[]) => {
    const allowed = letters.filter((letter) => !previous.includes(letter));
    return allowed.length > 0 ? allowed : letters;
  };
  switch (step) {
    case 1: {
      const letter = rng.pick(fresh(sameShapeLetters));
      const shown: LetterCase = 'big';
      return chooseItem(
        1,
        letter,
        shown,
        rng.shuffle([letter, rng.pick(clearlyDifferent(letter))]),
      );
    }
    case 2: {
      const letter = rng.pick(fresh(differentShapeLetters));
      const shown: LetterCase = rng.next() < 0.5 ? 'big' : 'small';
      const others = rng.shuffle(letters.filter((other) => other !== letter)).slice(0, 2);
      return chooseItem(2, letter, shown, rng.shuffle([letter, ...others]));
    }
    case 3: {
      const letter = rng.pick(fresh(letters));
      const shown: LetterCase = rng.next() < 0.5 ? 'big' : 'small';
      return chooseItem(
        3,
        letter,
        shown,
        rng.shuffle([letter, ...lookAlikeDistractors(letter, rng)]),
      );
    }
    default: {
      // At least one board in two holds a look-alike set: after a board without one, always.
      const previousWasAlike = lookAlikeSets.some(
        (set) => set.length === previous.length && set.every((letter) => previous.includes(letter)),
      );
      const withSet = !previousWasAlike || rng.next() < 0.5;
      if (withSet) {
        const sets = lookAlikeSets.filter(
          (set) => !set.every((letter) => previous.includes(letter)),
        );
        return matchItem(rng.pick(sets), rng);
      }
      return matchItem(rng.shuffle(fresh(letters)).slice(0, 4), rng);
    }
  }
}

/** Generates an item for a step (1–4); the same target letter never comes twice in a row. */
export function generateBigSmall(step: number, rng: Rng, context?: GenerateContext): BigSmallItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previousKey = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng, previousKey);
  for (let tries = 0; item.key === previousKey && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng, previousKey);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The mistake behind picking `picked` as the partner of `letter`. */
export function mistakeOf(letter: Letter, picked: Letter): BigSmallMisconception | undefined {
  const pair = new Set([letter, picked]);
  if (pair.has('b') && pair.has('d')) return 'b-d';
  if (pair.has('p') && pair.has('q')) return 'p-q';
  if (pair.has('n') && pair.has('u')) return 'n-u';
  if (differentShapeLetters.includes(letter)) return 'different-shape';
  return undefined;
}

function missResult(letter: Letter, picked: Letter): CheckResult<BigSmallMisconception> {
  const misconception = mistakeOf(letter, picked);
  if (misconception === 'different-shape') {
    return {
      correct: false,
      misconception,
      message: differentShapeHint(letter),
      speech: differentShapeSpeech(letter),
    };
  }
  if (misconception) {
    return { correct: false, misconception, speech: bigSmallHintSpeech[misconception] };
  }
  return { correct: false, message: sameNameHint(letter), speech: sameNameSpeech(letter) };
}

/**
 * The answer rule: the partner must be the same letter in the other case. A board is right
 * only if all 4 pairs are; its marks say which pairs were (right pairs lock).
 */
export function checkBigSmall(
  item: BigSmallItem,
  answer: BigSmallAnswer,
): CheckResult<BigSmallMisconception> {
  const { task } = item;
  if (task.kind === 'choose') {
    if (answer.kind !== 'choice') return { correct: false };
    const marks = {
      [answer.letter]:
        answer.letter === task.letter ? ('correct' as const) : ('incorrect' as const),
    };
    if (answer.letter === task.letter) {
      return {
        correct: true,
        message: sameLetterText(task.letter),
        speech: sameLetterSpeech(task.letter),
        marks,
      };
    }
    return { ...missResult(task.letter, answer.letter), marks };
  }
  if (answer.kind !== 'pairs') return { correct: false };
  const marks = Object.fromEntries(
    task.letters.map((letter) => [
      letter,
      answer.pairs[letter] === letter ? ('correct' as const) : ('incorrect' as const),
    ]),
  );
  const wrong = task.letters.find((letter) => answer.pairs[letter] !== letter);
  if (wrong === undefined)
    return { correct: true, message: 'Yes, every big letter has its small letter.', marks };
  const picked = answer.pairs[wrong];
  if (picked === undefined) return { correct: false, marks };
  return { ...missResult(wrong, picked), marks };
}

/** Whether a board answer joins every big letter (Check waits until it does). */
export function isBoardComplete(item: BigSmallItem, answer: BigSmallAnswer): boolean {
  if (item.task.kind !== 'match') return answer.kind === 'choice';
  return answer.kind === 'pairs' && item.task.letters.every((letter) => answer.pairs[letter]);
}

// ─── Worked example ──────────────────────────────────────────────────────────────────────

/** The steps of one letter: its big shape, its small shape, one name. */
function letterSteps(letter: Letter, shown: LetterCase): WorkedExampleStep[] {
  const target = otherCase(shown);
  return [
    {
      text: `This is ${caseName(letter, shown)}. Its name is ${glyph(letter, 'big')}.`,
      speech: ['This is', ...caseUtterances(letter, shown), 'Its name is', letterName(letter)],
    },
    {
      text: `${capitalize(caseName(letter, target))} has the same name: ${glyph(letter, 'big')}.`,
      speech: [...caseUtterances(letter, target), 'has the same name.'],
    },
    {
      text: `So ${caseName(letter, 'big')} and ${caseName(letter, 'small')} are the same letter.`,
      speech: [
        'So',
        ...caseUtterances(letter, 'big'),
        'and',
        ...caseUtterances(letter, 'small'),
        'are the same letter.',
      ],
    },
  ];
}

/** The worked example: name the letter shown, find the partner with the same name. */
export function bigSmallWorkedExample(item: BigSmallItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'choose') return letterSteps(task.letter, task.shown);
  return task.letters.map((letter) => ({
    text: `${capitalize(caseName(letter, 'big'))} goes with ${caseName(letter, 'small')}.`,
    speech: [...caseUtterances(letter, 'big'), 'goes with', ...caseUtterances(letter, 'small')],
  }));
}

/** The model of Big and Small Letters. */
export const bigSmallModel = {
  steps: 4,
  hints: bigSmallHints,
  generate: generateBigSmall,
  check: checkBigSmall,
  workedExample: bigSmallWorkedExample,
} satisfies PracticeModel<BigSmallItem, BigSmallAnswer, BigSmallMisconception>;
