/**
 * Lingo 1-4, Build a Word: hear a three-letter short-vowel word (CVC) and build it with
 * letter tiles, c-a-t (words.md 1-4). The answer is the exact letters in order, ignoring case;
 * it is checked once every slot is full, and each slot is marked on its own.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { soundText as keySoundText, soundUtterances } from '../../model/keyWords';
import { spellUtterances } from '../../model/letters';
import { parseWordList } from '../../model/wordData';
import wordsJson from './words.json';

/** A word of the list: with its picture (steps 1–4), or spoken only (step 4). */
export interface BuildWord {
  readonly word: string;
  readonly emoji?: string;
}

/** A Build a Word item. */
export interface BuildAWordItem extends PracticeItemBase {
  readonly step: number;
  readonly target: BuildWord;
  /** Whether the picture shows (steps 1–3). */
  readonly picture: boolean;
  /** The tiles on offer, shuffled; empty at step 4, where the full A–Z rack (or typing) serves. */
  readonly tiles: readonly string[];
  /** Step 4: every letter a–z, each usable any number of times. */
  readonly rack: boolean;
}

/** The child's answer: the letter in each slot, in order ('' for an empty slot). */
export type BuildAWordAnswer = readonly string[];

// ─── The word list ───────────────────────────────────────────────────────────────────────

/** Whether a word is consonant, short vowel, consonant: three letters, the middle one a vowel. */
export const isCvc = (word: string): boolean =>
  /^[b-df-hj-np-tv-z][aeiou][b-df-hj-np-tv-z]$/.test(word);

/**
 * Reads the word list from its JSON with parseWordList (a word of letters, a known picture, no
 * duplicate), then this Lingo's check: a word must be CVC (three letters, a short vowel in the
 * middle). A bad entry is skipped with a message.
 */
export function parseBuildWords(
  raw: unknown,
  name = 'build-a-word',
): { readonly words: readonly BuildWord[]; readonly problems: readonly string[] } {
  const { entries, problems } = parseWordList(raw, name);
  const extra: string[] = [];
  const words: BuildWord[] = [];
  for (const entry of entries) {
    if (!isCvc(entry.word)) {
      extra.push(
        `Skipped '${entry.word}' in ${name}: a word to build has three letters, a vowel in the middle.`,
      );
      continue;
    }
    words.push(
      entry.emoji === undefined ? { word: entry.word } : { word: entry.word, emoji: entry.emoji },
    );
  }
  return { words, problems: [...problems, ...extra] };
}

const list = parseBuildWords(wordsJson);
if (list.problems.length > 0) console.warn(list.problems.join('\n'));

/** The words that loaded: the pictured ones and the spoken-only ones of step 4. */
export const buildWords: readonly BuildWord[] = list.words;

/** The words with a picture, for steps 1–3. */
export const picturedWords = (): BuildWord[] => buildWords.filter((entry) => entry.emoji);

// ─── Letters ─────────────────────────────────────────────────────────────────────────────

/** The alphabet of the step-4 rack. */
export const alphabet = [...'abcdefghijklmnopqrstuvwxyz'];

const vowels = ['a', 'e', 'i', 'o', 'u'];
const consonantLetters = alphabet.filter((letter) => !vowels.includes(letter));

/** The neighbouring vowels of words.md 1-4: a/e, e/i, o/u. */
export const neighbourVowels: Readonly<Record<string, readonly string[]>> = {
  a: ['e'],
  e: ['a', 'i'],
  i: ['e'],
  o: ['u'],
  u: ['o'],
};

/** Mirror letters (b/d, p/q) and sound-alikes (m/n, d/t, f/v): step 3's targeted distractors. */
export const confusables: Readonly<Record<string, readonly string[]>> = {
  b: ['d'],
  d: ['b', 't'],
  p: ['q'],
  q: ['p'],
  m: ['n'],
  n: ['m'],
  t: ['d'],
  f: ['v'],
  v: ['f'],
};

/** A shuffle that never leaves the word's own letters first and in order (c-a-t on offer). */
function shuffledTiles(tiles: readonly string[], word: string, rng: Rng): string[] {
  let shuffled = rng.shuffle(tiles);
  for (let tries = 0; shuffled.slice(0, 3).join('') === word && tries < 20; tries += 1) {
    shuffled = rng.shuffle(tiles);
  }
  return shuffled;
}

/**
 * The tiles of an item (steps 1–3), shuffled. Step 1: the word's 3 letters. Step 2: 5, with one
 * other vowel and one other consonant. Step 3: 6, with a neighbouring vowel, a mirror letter or
 * sound-alike of one of its consonants (another consonant when it has none), and one more
 * consonant. Distractors are letters the word does not have, each once.
 */
export function tilesFor(step: number, word: string, rng: Rng): string[] {
  const letters = [...word];
  const vowel = letters[1] ?? 'a';
  const unused = (letter: string, taken: readonly string[]) => !taken.includes(letter);
  const tiles = [...letters];
  if (step === 2) {
    tiles.push(rng.pick(vowels.filter((letter) => unused(letter, tiles))));
    tiles.push(
      rng.pick(
        consonantLetters.filter(
          (letter) => unused(letter, tiles) && letter !== 'q' && letter !== 'x',
        ),
      ),
    );
  } else if (step >= 3) {
    tiles.push(rng.pick((neighbourVowels[vowel] ?? []).filter((letter) => unused(letter, tiles))));
    const targeted = [letters[0], letters[2]]
      .flatMap((letter) => confusables[letter ?? ''] ?? [])
      .filter((letter) => unused(letter, tiles));
    const plain = consonantLetters.filter(
      (letter) => unused(letter, tiles) && letter !== 'q' && letter !== 'x',
    );
    tiles.push(rng.pick(targeted.length > 0 ? targeted : plain));
    tiles.push(
      rng.pick(
        consonantLetters.filter(
          (letter) => unused(letter, tiles) && letter !== 'q' && letter !== 'x',
        ),
      ),
    );
  }
  return shuffledTiles(tiles, word, rng);
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

/** The prompt on screen; the word itself is only spoken (the item tests spelling). */
export const buildPrompt = 'Build the word you hear.';

/** The prompt as read aloud: "Build the word: cat." (the word whole, never split). */
export const buildPromptSpeech = (word: string): readonly string[] => [`Build the word: ${word}.`];

function generateOnce(step: number, rng: Rng): BuildAWordItem {
  if (step >= 4) {
    const target = rng.pick(buildWords);
    return {
      key: target.word,
      prompt: buildPrompt,
      speech: buildPromptSpeech(target.word),
      step: 4,
      target,
      picture: false,
      tiles: [],
      rack: true,
    };
  }
  const target = rng.pick(picturedWords());
  return {
    key: target.word,
    prompt: buildPrompt,
    speech: buildPromptSpeech(target.word),
    step,
    target,
    picture: true,
    tiles: tilesFor(step, target.word, rng),
    rack: false,
  };
}

/** Generates a Build a Word item for a step (1–4), never the previous word again. */
export function generateBuildAWord(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): BuildAWordItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule and hints ───────────────────────────────────────────────────────────────

/** The hints of words.md 1-4, as templates (each item fills in its own word). */
export const buildAWordHints = {
  vowel: "Listen to the middle: cat. It's a, as in apple.",
  order: 'Say it slowly and touch each slot: what do you hear first?',
  mirror: 'b: bat then ball. d: doughnut then stick.',
  default: 'Listen again: cat. Say it slowly and touch each slot.',
} as const;

/** The mistakes this Lingo's checker can name. */
export type BuildAWordMisconception = Exclude<keyof typeof buildAWordHints, 'default'>;

/** A hint of one item: its text and what read-aloud says. */
export interface BuildHint {
  readonly misconception?: BuildAWordMisconception;
  readonly text: string;
  readonly speech: readonly string[];
}

/** "a, as in apple": a letter's sound as text, its key word never `avoid`. */
export const soundText = (letter: string, avoid: string): string => keySoundText(letter, { avoid });

const normalise = (answer: BuildAWordAnswer): string[] =>
  answer.map((letter) => letter.trim().toLowerCase());

/** The marks of an answer, by slot index ("0", "1", "2"): right letters stay, wrong ones go back. */
export function slotMarks(
  word: string,
  answer: BuildAWordAnswer,
): Record<string, 'correct' | 'incorrect'> {
  const letters = normalise(answer);
  return Object.fromEntries(
    [...word].map((letter, index) => [
      String(index),
      letters[index] === letter ? ('correct' as const) : ('incorrect' as const),
    ]),
  );
}

/**
 * The hint for a wrong build: the letters out of order (tac for cat), a b/d mirror mix-up, only
 * the vowel wrong (cut for cat), or listen again.
 */
export function buildHint(word: string, answer: BuildAWordAnswer): BuildHint {
  const letters = normalise(answer);
  const target = [...word];
  if (letters.join('') !== word && [...letters].sort().join('') === [...target].sort().join('')) {
    return { misconception: 'order', text: buildAWordHints.order, speech: [buildAWordHints.order] };
  }
  const mirrored = target.some(
    (letter, index) =>
      (letter === 'b' && letters[index] === 'd') || (letter === 'd' && letters[index] === 'b'),
  );
  if (mirrored) {
    return {
      misconception: 'mirror',
      text: buildAWordHints.mirror,
      speech: ['B.', 'bat then ball.', 'D.', 'doughnut then stick.'],
    };
  }
  const onlyVowel =
    letters[0] === target[0] && letters[2] === target[2] && letters[1] !== target[1];
  if (onlyVowel) {
    const vowel = target[1] ?? 'a';
    const [name, keyWord] = soundUtterances(vowel, { avoid: word });
    return {
      misconception: 'vowel',
      text: `Listen to the middle: ${word}. It's ${soundText(vowel, word)}.`,
      speech: [`Listen to the middle: ${word}.`, "It's", String(name), String(keyWord)],
    };
  }
  const text = `Listen again: ${word}. Say it slowly and touch each slot.`;
  return { text, speech: [text] };
}

/**
 * The answer rule: right if and only if the slots hold the word's letters in order, ignoring
 * case. Each slot is marked: right tiles stay, wrong ones slide back.
 */
export function checkBuildAWord(
  item: BuildAWordItem,
  answer: BuildAWordAnswer,
): CheckResult<BuildAWordMisconception> {
  const word = item.target.word;
  const marks = slotMarks(word, answer);
  const correct = normalise(answer).join('') === word && answer.length === word.length;
  if (correct) {
    return { correct: true, message: builtText(word), speech: builtSpeech(word), marks };
  }
  const hint = buildHint(word, answer);
  return {
    correct: false,
    ...(hint.misconception ? { misconception: hint.misconception } : {}),
    message: hint.text,
    speech: hint.speech,
    marks,
  };
}

/** Whether an answer can be checked: every slot holds a letter. */
export const isBuildAnswerReady = (answer: BuildAWordAnswer): boolean =>
  answer.length === 3 && answer.every((letter) => letter.trim() !== '');

/** "You built c, a, t: cat.", shown when the word is right. */
export const builtText = (word: string): string => `You built ${[...word].join(', ')}: ${word}.`;

/** "You built C. A. T. cat.": the letters by their names, then the whole word. */
export const builtSpeech = (word: string): readonly string[] => [
  'You built',
  ...spellUtterances(word),
  `${word}.`,
];

/**
 * The worked example: the word built tile by tile, each with its key word (never the target
 * word), then the whole word: "c, as in cow; a, as in apple; t, as in tent. Cat!"
 */
export function buildAWordWorkedExample(item: BuildAWordItem): WorkedExampleStep[] {
  const word = item.target.word;
  return [
    ...[...word].map((letter) => ({
      text: `${soundText(letter, word)}.`,
      speech: soundUtterances(letter, { avoid: word }),
    })),
    { text: `${word.charAt(0).toUpperCase()}${word.slice(1)}!` },
  ];
}

/** The model of Build a Word. */
export const buildAWordModel = {
  steps: 4,
  hints: buildAWordHints,
  generate: generateBuildAWord,
  check: checkBuildAWord,
  workedExample: buildAWordWorkedExample,
} satisfies PracticeModel<BuildAWordItem, BuildAWordAnswer, BuildAWordMisconception>;
