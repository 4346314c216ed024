/**
 * Lingo 2-2, Blend It: hear both sounds of a blend. Steps 1–2 ask which blend a picture word
 * starts with (ChoiceGrid); step 3 builds a 4-letter word that starts with a blend from its
 * letters and 2 distractors (LetterTiles); step 4 builds a word heard only, from the full A–Z
 * rack. The answer rule of words.md: the blend the word starts with (steps 1–2), the exact
 * spelling (steps 3–4).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { soundText, soundUtterances } from '../../model/keyWords';
import { letterName, lettersOf } from '../../model/letters';
import {
  blendFamily,
  blendWords,
  startBlends,
  type BlendFamily,
  type BlendWord,
  type BlendWordLists,
} from './blendWords';

/** What an item asks: which blend starts a word, or the word built with tiles. */
export type BlendTask =
  | {
      readonly kind: 'choice';
      readonly word: BlendWord;
      /** 2 (step 1) or 3 (step 2) blends, the right one among them. */
      readonly choices: readonly string[];
    }
  | {
      readonly kind: 'build';
      readonly word: BlendWord;
      /** The tiles: the word's letters and 2 distractors, shuffled; or the A–Z rack. */
      readonly tiles: readonly string[] | 'rack';
      /** The picture is shown (step 3, when the word has one); step 4 is heard only. */
      readonly picture: boolean;
    };

/** A Blend It item. */
export interface BlendItem extends PracticeItemBase {
  readonly step: number;
  readonly task: BlendTask;
}

/** The child's answer: a blend picked, or the letters in the slots. */
export type BlendAnswer =
  | { readonly kind: 'choice'; readonly blend: string }
  | { readonly kind: 'build'; readonly letters: readonly string[] };

/** The hints of Blend It; the checker says them with the item's word as its message. */
export const blendHints = {
  'sound-left-out': 'Listen again. There are two sounds in a blend: say both.',
  'wrong-partner': 'Say it slowly. Which sound do you hear after the first one?',
  'wrong-first': 'Say it slowly. Which sound do you hear first?',
  'end-left-off': "There's one more sound at the end.",
  default: 'Listen again and say the word slowly, sound by sound.',
} as const;

/** The mistakes the checker names: the hints' keys. */
export type BlendMisconception = Exclude<keyof typeof blendHints, 'default'>;

/** The prompts: "Which blend does frog start with?", "Build the word you hear." */
export function blendPrompt(task: BlendTask): string {
  return task.kind === 'choice'
    ? `Which blend does ${task.word.word} start with?`
    : 'Build the word you hear.';
}

const vowelNeighbours: Readonly<Record<string, string>> = {
  a: 'e',
  e: 'i',
  i: 'e',
  o: 'u',
  u: 'o',
};

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The first vowel of a word (the sound after a start blend). */
function firstVowel(word: string): string | undefined {
  return [...word].find((letter) => 'aeiouy'.includes(letter));
}

/** The start blends that share a letter with `blend`, in place: fl for fr, cr for fr. */
export function sharingBlends(blend: string): string[] {
  return startBlends.filter(
    (other) => other !== blend && (other[0] === blend[0] || other[1] === blend[1]),
  );
}

function choicesFor(word: BlendWord, count: 2 | 3, rng: Rng): string[] {
  const right = word.start as string;
  const family = blendFamily(right);
  const sharing = sharingBlends(right);
  // Step 1: the partner that shares a letter ("fr or fl"), same first letter first.
  const partners = sharing.filter((blend) => blend[0] === right[0]);
  if (count === 2) return rng.shuffle([right, rng.pick(partners.length > 0 ? partners : sharing)]);
  // Step 2: across the l-, r- and s-blends (fr, fl, st): one card from each other family,
  // one of them sharing a letter where one can (sl or tr for st).
  const shares = (blend: string) => [...blend].some((letter) => right.includes(letter));
  const fromFamily = (wanted: BlendFamily, preferSharing: boolean) => {
    const inFamily = startBlends.filter(
      (blend) => blend !== right && blendFamily(blend) === wanted,
    );
    const sharingOnes = inFamily.filter(shares);
    return rng.pick(preferSharing && sharingOnes.length > 0 ? sharingOnes : inFamily);
  };
  const others = rng.shuffle((['l', 'r', 's'] as const).filter((each) => each !== family));
  const sharingFirst = [...others].sort(
    (a, b) =>
      Number(startBlends.some((blend) => blendFamily(blend) === b && shares(blend))) -
      Number(startBlends.some((blend) => blendFamily(blend) === a && shares(blend))),
  );
  const second = fromFamily(sharingFirst[0] as BlendFamily, true);
  const third = fromFamily(sharingFirst[1] as BlendFamily, false);
  return rng.shuffle([right, second, third]);
}

/** The 2 distractor letters of step 3: the blend's partner letter, and a neighbouring vowel. */
function distractorsFor(word: BlendWord, rng: Rng): string[] {
  const blend = word.start as string;
  const partnerLetters = startBlends
    .filter((other) => other[0] === blend[0] && other !== blend)
    .map((other) => other[1] as string)
    .filter((letter) => !word.word.includes(letter));
  const vowel = firstVowel(word.word) ?? 'a';
  const vowels = [vowelNeighbours[vowel] ?? 'e', 'a', 'e', 'i', 'o', 'u'].filter(
    (letter) => !word.word.includes(letter),
  );
  const fillers = [...'bdgkmnpt'].filter((letter) => !word.word.includes(letter));
  const partner = partnerLetters.length > 0 ? rng.pick(partnerLetters) : rng.pick(fillers);
  return [partner, vowels[0] ?? rng.pick(fillers)];
}

function taskFor(step: number, lists: BlendWordLists, rng: Rng): BlendTask {
  if (step <= 2) {
    const word = rng.pick(lists.pictures.filter((entry) => entry.start && entry.emoji));
    return { kind: 'choice', word, choices: choicesFor(word, step === 1 ? 2 : 3, rng) };
  }
  if (step === 3) {
    const word = rng.pick(lists.build);
    const picture = lists.pictures.find((entry) => entry.word === word.word);
    const withPicture: BlendWord = picture?.emoji ? { ...word, emoji: picture.emoji } : word;
    return {
      kind: 'build',
      word: withPicture,
      tiles: rng.shuffle([...lettersOf(word.word), ...distractorsFor(word, rng)]),
      picture: withPicture.emoji !== undefined,
    };
  }
  return { kind: 'build', word: rng.pick(lists.spoken), tiles: 'rack', picture: false };
}

/** What an item's prompt says: the question with the word, or the word to build. */
export function blendSpeech(task: BlendTask): string[] {
  if (task.kind === 'choice') return [blendPrompt(task)];
  return ['Build the word you hear.', `${task.word.word}.`];
}

/**
 * Makes a generator over Blend It's lists. The same target word never comes twice in a row,
 * even across steps (the key starts with the word).
 */
export function createBlendGenerator(lists: BlendWordLists) {
  return function generateBlend(step: number, rng: Rng, context?: GenerateContext): BlendItem {
    const clamped = Math.min(Math.max(Math.round(step), 1), 4);
    const previousWord = context?.recentKeys[context.recentKeys.length - 1]?.split(':')[0];
    let task = taskFor(clamped, lists, rng);
    for (let tries = 0; task.word.word === previousWord && tries < 50; tries += 1) {
      task = taskFor(clamped, lists, rng);
    }
    return {
      key: `${task.word.word}:${clamped}`,
      prompt: blendPrompt(task),
      speech: blendSpeech(task),
      step: clamped,
      task,
    };
  };
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

function checkChoice(word: BlendWord, blend: string): CheckResult<BlendMisconception> {
  const right = word.start as string;
  const marks = { [blend]: blend === right ? ('correct' as const) : ('incorrect' as const) };
  if (blend === right) return { correct: true, marks };
  const [first = '', second = ''] = right;
  const sound = soundsOf(word.word);
  if (blend[0] === first) {
    const heard = blend[1] ?? '';
    return {
      correct: false,
      misconception: 'wrong-partner',
      marks,
      message: `Say it slowly: ${word.word}. Do you hear ${heard} or ${second} after the ${first}?`,
      speech: [
        `Say it slowly: ${word.word}.`,
        'Do you hear',
        ...sound(heard),
        'or',
        ...sound(second),
        'after the',
        letterName(first),
      ],
    };
  }
  if (blend[1] === second) {
    const heard = blend[0] ?? '';
    return {
      correct: false,
      misconception: 'wrong-first',
      marks,
      message: `Say it slowly: ${word.word}. Do you hear ${heard} or ${first} first?`,
      speech: [
        `Say it slowly: ${word.word}.`,
        'Do you hear',
        ...sound(heard),
        'or',
        ...sound(first),
        'first?',
      ],
    };
  }
  return {
    correct: false,
    marks,
    message: `Listen again: ${word.word}. Which two sounds do you hear at the start?`,
  };
}

/**
 * How a hint says a sound, never bare: the letter's name and its key word, which is never the
 * item's word ("R.", "as in rabbit.").
 */
const soundsOf =
  (avoid: string) =>
  (letter: string): string[] =>
    soundUtterances(letter, { avoid });

const without = (word: string, index: number) => word.slice(0, index) + word.slice(index + 1);

/**
 * Which mistake a wrong spelling shows, the hint written for it, and the hint as read aloud:
 * letters by their names, sounds by their names and key words, the word whole (the written
 * "ten… t" is said as the sound at the end, never as a split word).
 */
export function spellingMistake(
  word: BlendWord,
  built: string,
): {
  readonly misconception?: BlendMisconception;
  readonly message: string;
  readonly speech?: readonly string[];
} {
  const text = word.word;
  const sound = soundsOf(text);
  if (word.start) {
    const vowel = text[2] ?? '';
    // A sound left out (fog for frog): the blend's first or second letter missing.
    if (built.startsWith(without(text, 1)) || built.startsWith(without(text, 0))) {
      return {
        misconception: 'sound-left-out',
        message: `Listen again: ${text}. There are two sounds before the ${vowel}: ${text[0]} and ${text[1]}.`,
        speech: [
          `Listen again: ${text}.`,
          'There are two sounds before the',
          letterName(vowel),
          ...sound(text[0] ?? ''),
          'and',
          ...sound(text[1] ?? ''),
        ],
      };
    }
    // The wrong partner (fl for frog): another blend with the same first letter.
    const partner = built[1] ?? '';
    if (
      built[0] === text[0] &&
      partner !== text[1] &&
      (startBlends as readonly string[]).includes(`${text[0]}${partner}`) &&
      built.slice(2) === text.slice(2)
    ) {
      return {
        misconception: 'wrong-partner',
        message: `Say it slowly: ${text}. Do you hear ${partner} or ${text[1]} after the ${text[0]}?`,
        speech: [
          `Say it slowly: ${text}.`,
          'Do you hear',
          ...sound(partner),
          'or',
          ...sound(text[1] ?? ''),
          'after the',
          letterName(text[0] ?? ''),
        ],
      };
    }
  }
  if (word.end) {
    const stem = text.slice(0, -1);
    const last = text.slice(-1);
    // The end sound left off (ten for tent): everything right but the last sound.
    if (built.startsWith(stem) && built !== text) {
      return {
        misconception: 'end-left-off',
        message: `There's one more sound at the end: ${stem}… ${last}. ${capitalize(text)}.`,
        speech: ["There's one more sound at the end:", ...sound(last), `${capitalize(text)}.`],
      };
    }
    const before = text[text.length - 3] ?? '';
    if (built.startsWith(without(text, text.length - 2))) {
      return {
        misconception: 'sound-left-out',
        message: `Listen again: ${text}. There are two sounds after the ${before}: ${text.at(-2)} and ${last}.`,
        speech: [
          `Listen again: ${text}.`,
          'There are two sounds after the',
          letterName(before),
          ...sound(text.at(-2) ?? ''),
          'and',
          ...sound(last),
        ],
      };
    }
  }
  return { message: `Listen again: ${text}. Say it slowly and listen for every sound.` };
}

function checkBuild(word: BlendWord, letters: readonly string[]): CheckResult<BlendMisconception> {
  const built = letters.join('').toLowerCase();
  const marks = Object.fromEntries(
    [...word.word].map((letter, index) => [
      `slot-${index}`,
      (letters[index] ?? '').toLowerCase() === letter
        ? ('correct' as const)
        : ('incorrect' as const),
    ]),
  );
  if (built === word.word) return { correct: true, marks };
  const mistake = spellingMistake(word, built);
  return { correct: false, marks, ...mistake };
}

/**
 * The answer rule: the blend the word starts with (steps 1–2); the exact spelling, ignoring
 * case (steps 3–4), each slot marked. A wrong answer names a sound left out (fog for frog),
 * the wrong partner (fl for frog) or the end sound left off (ten for tent).
 */
export function checkBlend(item: BlendItem, answer: BlendAnswer): CheckResult<BlendMisconception> {
  const { task } = item;
  if (task.kind === 'choice') {
    return answer.kind === 'choice' ? checkChoice(task.word, answer.blend) : { correct: false };
  }
  return answer.kind === 'build' ? checkBuild(task.word, answer.letters) : { correct: false };
}

// ─── Worked example ──────────────────────────────────────────────────────────────────────

/**
 * The worked example (after 2 misses in a row), with the key words (never the item's word):
 * the blend's two sounds one after the other ("f, as in fish. Then r, as in rabbit. You hear
 * both: frog starts with fr."); or the word built tile by tile ("f, as in fish; r, as in
 * rabbit; o, as in octopus; g, as in goat. Frog!").
 */
export function blendWorkedExample(item: BlendItem): WorkedExampleStep[] {
  const { task } = item;
  const { word } = task.word;
  const avoid = word;
  const sound = (letter: string): WorkedExampleStep => ({
    text: `${soundText(letter, { avoid })}.`,
    speech: soundUtterances(letter, { avoid }),
  });
  if (task.kind === 'choice') {
    const [first = '', second = ''] = task.word.start ?? '';
    return [
      { text: `Listen: ${word}.`, speech: [`Listen: ${word}.`] },
      {
        text: `First ${soundText(first, { avoid })}.`,
        speech: ['First', ...soundUtterances(first, { avoid })],
      },
      {
        text: `Then ${soundText(second, { avoid })}.`,
        speech: ['Then', ...soundUtterances(second, { avoid })],
      },
      {
        text: `You hear both: ${word} starts with ${first}${second}.`,
        speech: [
          'You hear both.',
          `${capitalize(word)} starts with`,
          letterName(first),
          letterName(second),
        ],
      },
    ];
  }
  return [
    { text: `Listen: ${word}.`, speech: [`Listen: ${word}.`] },
    ...lettersOf(word).map(sound),
    { text: `${capitalize(word)}!`, speech: [`${capitalize(word)}!`] },
  ];
}

/** Makes the model of Blend It over its lists (default words.md's). */
export function createBlendModel(lists: BlendWordLists = blendWords) {
  return {
    steps: 4,
    hints: blendHints,
    generate: createBlendGenerator(lists),
    check: checkBlend,
    workedExample: blendWorkedExample,
  } satisfies PracticeModel<BlendItem, BlendAnswer, BlendMisconception>;
}

/** The model of Blend It. */
export const blendModel = createBlendModel();
