/**
 * Lingo 2-5, Sight Word Sprint: the app says a word and its carrier sentence ("Find: said.
 * Dad said hello."), the child taps the matching card among 4. Speed: the kit's round rules
 * (10 items, timed, best time per step) with a worked example after 2 misses in a row.
 */
import {
  speedRules,
  type CheckResult,
  type GenerateContext,
  type PracticeItemBase,
  type PracticeModel,
  type RoundRules,
  type Rng,
  type WorkedExampleStep,
} from '@lingos/kit';
import { letterName, spelledText, spellUtterances } from '../../model/letters';
import { utteranceText } from '../../model/speechRules';
import { parseWordList } from '../../model/wordData';
import { carrierFor, wordUtterances } from '../../model/words';
import rawWords from './words.json';

/** A word's "heart" part: letters that do not say what they usually do. */
export interface HeartPart {
  /** The letters, as they stand in the word ("ai"). */
  readonly letters: string;
  /** What they say, in the hint's own spelling ("e"); absent when the letters are silent. */
  readonly says?: string;
  /** A word with that sound, so the sound is never spoken bare ("bed"). */
  readonly like?: string;
}

/** One sight word of the 40, with its carrier sentence and set (1 = A … 4 = D). */
export interface SightWord {
  readonly word: string;
  readonly carrier: string;
  readonly set: number;
  readonly heart?: HeartPart;
}

/** The parsed word data: the 40 words, the look-alike groups, the homophone pairs. */
export interface SightWordData {
  readonly words: readonly SightWord[];
  /** Groups of words that look alike; words in no set appear only as distractors. */
  readonly lookAlikes: readonly (readonly string[])[];
  /** Pairs shown together only at step 4, where the carrier sentence tells them apart. */
  readonly homophones: readonly (readonly [string, string])[];
  /** One clear message per entry skipped. */
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Sight words are written as they are read: letters only, "I" in upper case.
const wordShape = /^(?:[a-z]+|I)$/;

/** The fields of a sight word: its carrier sentence (with the word in it) and heart part. */
function sightFields(
  entry: Readonly<Record<string, unknown>>,
): Omit<SightWord, 'word' | 'set'> | string {
  const word = String(entry.word);
  const carrier = typeof entry.carrier === 'string' ? entry.carrier.trim() : '';
  if (!new RegExp(`\\b${word}\\b`, 'i').test(carrier)) {
    return 'its carrier sentence must contain the word';
  }
  if (entry.heart === undefined) return { carrier };
  if (typeof entry.heart !== 'string' || entry.heart === '' || !word.includes(entry.heart)) {
    return 'its heart part must be letters of the word';
  }
  if (entry.silent === true) return { carrier, heart: { letters: entry.heart } };
  if (typeof entry.says !== 'string' || typeof entry.like !== 'string' || entry.like === '') {
    return 'a heart part says a sound "like" a word, or is silent';
  }
  return { carrier, heart: { letters: entry.heart, says: entry.says, like: entry.like } };
}

/**
 * Reads the word data (words.json, editable by teachers) with the shared list checker: each
 * set's entries need a carrier sentence that contains the word; a heart part must stand in its
 * word. A bad entry is skipped with a message ("Skipped 'sa1d' in sight-word-sprint set 2: a
 * word is letters only."), never thrown.
 */
export function parseSightWords(raw: unknown): SightWordData {
  const problems: string[] = [];
  const words: SightWord[] = [];
  const sets = isRecord(raw) && Array.isArray(raw.sets) ? raw.sets : [];
  if (sets.length === 0) problems.push('sight-word-sprint has no word sets.');
  sets.forEach((set: unknown, index) => {
    const name = `sight-word-sprint set ${index + 1}`;
    const parsed = parseWordList(set, name, { allowCapital: true, fields: sightFields });
    problems.push(...parsed.problems);
    for (const entry of parsed.entries) {
      if (words.some((word) => word.word === entry.word)) {
        problems.push(`Skipped '${entry.word}' in ${name}: it is in an earlier set.`);
        continue;
      }
      words.push({ ...entry, set: index + 1 });
    }
  });
  const groups = (key: string): string[][] => {
    const list = isRecord(raw) && Array.isArray(raw[key]) ? (raw[key] as unknown[]) : [];
    return list.flatMap((group) => {
      const valid =
        Array.isArray(group) &&
        group.length >= 2 &&
        group.every((word) => typeof word === 'string' && wordShape.test(word));
      if (!valid) {
        problems.push(`Skipped ${JSON.stringify(group)} in sight-word-sprint ${key}.`);
        return [];
      }
      return [group as string[]];
    });
  };
  return {
    words,
    lookAlikes: groups('lookAlikes'),
    homophones: groups('homophones')
      .filter((pair) => pair.length === 2)
      .map((pair) => [pair[0], pair[1]] as [string, string]),
    problems,
  };
}

/** The Lingo's word data, read once. */
export const sightWordData = parseSightWords(rawWords);

/** Items per round. */
export const SIGHT_ROUND_SIZE = 10;

/** A Sight Word Sprint item: a spoken word to find among 4 silent cards. */
export interface SightWordItem extends PracticeItemBase {
  readonly step: number;
  readonly target: string;
  readonly carrier: string;
  /** 4 distinct spellings: the target and 3 distractors, shuffled. */
  readonly choices: readonly string[];
}

/** The answer: the spelling on the card tapped. */
export type SightWordAnswer = string;

/** Hint texts; the look-alike and heart hints are worded per word and sent as the message. */
export const sightWordHints = {
  'look-alike': 'That word only looks like it. Look at the first letter.',
  heart: 'That part you learn by heart.',
  default: 'Look at every letter, then find the word again.',
} as const;

/** The mistakes the checker can name. */
export type SightWordMisconception = Exclude<keyof typeof sightWordHints, 'default'>;

/** The Speed rules of 2-5: the shared Speed model, a worked example after 2 misses in a row. */
export const sightWordRules: RoundRules = { ...speedRules, workedExampleAfterMisses: 2 };

/** The look-alikes of a word (its groups' other words), in the data's order. */
export function lookAlikesOf(word: string, data: SightWordData = sightWordData): string[] {
  const found = data.lookAlikes.filter((group) => group.includes(word)).flat();
  return [...new Set(found)].filter((other) => other !== word);
}

/** Whether two words are a homophone pair (their/there, two/to). */
export function areHomophones(a: string, b: string, data: SightWordData = sightWordData): boolean {
  return data.homophones.some(
    ([first, second]) => (first === a && second === b) || (first === b && second === a),
  );
}

/** Places in a round of 10 that review the earlier sets (3 of 10, so 7 come from set n). */
const reviewPlaces = new Set([2, 5, 8]);

const keyOf = (word: string): string => `sight:${word}`;

function pickTarget(
  step: number,
  rng: Rng,
  context: GenerateContext | undefined,
  data: SightWordData,
): SightWord {
  const review = context?.round
    ? reviewPlaces.has(context.round.index % SIGHT_ROUND_SIZE)
    : rng.int(1, 10) <= 3;
  const fromSet = data.words.filter((word) =>
    review && step > 1 ? word.set < step : word.set === step,
  );
  const candidates = fromSet.length > 0 ? fromSet : data.words.filter((w) => w.set <= step);
  const recent = context?.recentKeys ?? [];
  const last = recent[recent.length - 1];
  // Words of this round (the last 9 keys) are avoided while any other is left; never the last.
  const inRound = new Set(recent.slice(-(SIGHT_ROUND_SIZE - 1)));
  const fresh = candidates.filter((word) => !inRound.has(keyOf(word.word)));
  const notLast = candidates.filter((word) => keyOf(word.word) !== last);
  const pool = fresh.length > 0 ? fresh : notLast.length > 0 ? notLast : candidates;
  return rng.pick(pool);
}

/**
 * What the prompt says: "Find: said." then the carrier sentence. "a" and "I" are never said
 * alone as words: "Find:", the letter's name, then the sentence.
 */
export function findSpeech(word: SightWord): string[] {
  if (word.word.length === 1) return ['Find:', letterName(word.word), word.carrier];
  return [`Find: ${word.word}.`, word.carrier];
}

/**
 * Generates an item for a step (1–4): step n draws from sets A to n, 7 of a round's 10
 * targets from set n (places 3, 6 and 9 review the earlier sets). The 3 distractors include
 * a look-alike when the word has one (saw for was); their/there and two/to are shown together
 * only at step 4.
 */
export function generateSightWord(
  step: number,
  rng: Rng,
  context?: GenerateContext,
  data: SightWordData = sightWordData,
): SightWordItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const target = pickTarget(clamped, rng, context, data);
  const chosen: string[] = [target.word];
  const fits = (word: string) =>
    !chosen.includes(word) &&
    (clamped === 4 || chosen.every((other) => !areHomophones(word, other, data)));
  const lookAlikes = rng.shuffle(lookAlikesOf(target.word, data)).filter(fits);
  const first = lookAlikes[0];
  if (first !== undefined) chosen.push(first);
  for (const word of rng.shuffle(data.words.filter((each) => each.set <= clamped))) {
    if (chosen.length === 4) break;
    if (fits(word.word)) chosen.push(word.word);
  }
  return {
    key: keyOf(target.word),
    prompt: 'Find the word you hear.',
    speech: findSpeech(target),
    step: clamped,
    target: target.word,
    carrier: target.carrier,
    choices: rng.shuffle(chosen),
  };
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A word's letters joined by dashes, as the hints write them: "w-a-s". */
export const dashed = (word: string): string => word.split('').join('-');

/** Where two spellings first differ: a letter's place, or the shorter word's length. */
export function firstDifference(target: string, chosen: string): number {
  let index = 0;
  while (index < target.length && target[index] === chosen[index]) index += 1;
  return index;
}

/** What a look-alike hint says about the letter where two spellings first differ. */
interface LookAlikeParts {
  readonly chosen: string;
  readonly name: string;
  /** "starts with", "ends with", "has 3 letters", "has": what comes before the letter. */
  readonly where: string;
  /** The letter named, absent when the hint counts the letters. */
  readonly letter?: string;
  /** "in the middle" after the letter, for a letter inside the word. */
  readonly after?: string;
  readonly target: string;
  readonly advice: string;
}

function lookAlikeParts(target: string, chosen: string): LookAlikeParts {
  const index = firstDifference(target, chosen);
  const base = { chosen, name: capitalize(target), target };
  if (index === 0) {
    return {
      ...base,
      where: 'starts with',
      letter: target.charAt(0),
      advice: 'Look at the first letter.',
    };
  }
  if (index >= Math.min(target.length, chosen.length)) {
    return { ...base, where: `has ${target.length} letters`, advice: 'Count the letters.' };
  }
  if (index === target.length - 1) {
    return {
      ...base,
      where: 'ends with',
      letter: target.charAt(index),
      advice: 'Look at the last letter.',
    };
  }
  return {
    ...base,
    where: 'has',
    letter: target.charAt(index),
    after: 'in the middle',
    advice: 'Look at every letter.',
  };
}

/**
 * The look-alike hint (words.md: "That word is saw. Was starts with w: w-a-s. Look at the
 * first letter."), from where the two spellings first differ: the first letter, the last, one
 * in the middle ("Want has a in the middle: w-a-n-t.") or the count ("Of has 2 letters: o-f.").
 * Read aloud as {@link lookAlikeSpeech}.
 */
export function lookAlikeHint(target: string, chosen: string): string {
  const parts = lookAlikeParts(target, chosen);
  const letter = parts.letter === undefined ? '' : ` ${parts.letter}`;
  const after = parts.after === undefined ? '' : ` ${parts.after}`;
  return `That word is ${chosen}. ${parts.name} ${parts.where}${letter}${after}: ${dashed(target)}. ${parts.advice}`;
}

/** A word said whole, or by its letter's name when it is one letter ("I." never "i"). */
const wordSaid = (word: string): string => (word.length === 1 ? letterName(word) : `${word}.`);

/**
 * "That word is saw." as read aloud: a sound-alike (there, to) with its carrier sentence, a
 * one-letter word by its name.
 */
function thatWordIs(word: string): string[] {
  if (word.length > 1 && carrierFor(word) === undefined) return [`That word is ${word}.`];
  return ['That word is', ...wordUtterances(word).map(utteranceText)];
}

/**
 * {@link lookAlikeHint} as read aloud, letters by their names: "That word is saw.", "Was starts
 * with", "W.", "W.", "A.", "S.", "Look at the first letter."
 */
export function lookAlikeSpeech(target: string, chosen: string): string[] {
  const parts = lookAlikeParts(target, chosen);
  return [
    ...thatWordIs(chosen),
    `${parts.name} ${parts.where}`,
    ...(parts.letter === undefined ? [] : [letterName(parts.letter)]),
    ...(parts.after === undefined ? [] : [parts.after]),
    ...spellUtterances(target),
    parts.advice,
  ];
}

/**
 * The heart hint (words.md: "In said, the a-i says 'e'. That part you learn by heart."): the
 * heart letters dashed and what they say in the data's own spelling, or that they are silent.
 * Read aloud as {@link heartSpeech}, where the sound is given by a word that has it.
 */
export function heartHint(word: SightWord): string | null {
  const heart = word.heart;
  if (!heart) return null;
  const sound = heart.says === undefined ? 'is silent' : `says '${heart.says}'`;
  return `In ${word.word}, the ${dashed(heart.letters)} ${sound}. ${sightWordHints.heart}`;
}

/**
 * The heart hint as read aloud: the heart letters by their names, the sound never bare but
 * as in a word that has it: "In said, the", "A.", "I.", "sound as in bed.", "That part you
 * learn by heart." A one-letter word is named: "In the word", "A.", "the", "A.", …
 */
export function heartSpeech(word: SightWord): string[] | null {
  const heart = word.heart;
  if (!heart) return null;
  const one = heart.letters.length === 1;
  const opening =
    word.word.length === 1
      ? ['In the word', letterName(word.word), 'the']
      : [`In ${word.word}, the`];
  return [
    ...opening,
    ...spellUtterances(heart.letters),
    heart.like === undefined
      ? `${one ? 'is' : 'are'} silent.`
      : `${one ? 'sounds' : 'sound'} as in ${heart.like}.`,
    sightWordHints.heart,
  ];
}

/** The word's entry in the data. */
export function sightWordOf(word: string, data: SightWordData = sightWordData): SightWord | null {
  return data.words.find((each) => each.word === word) ?? null;
}

/**
 * The answer rule: the card's spelling equals the target. A look-alike gets the look-alike
 * hint; any other card the word's heart hint (or the default when it has none).
 */
export function checkSightWord(
  item: SightWordItem,
  answer: SightWordAnswer,
): CheckResult<SightWordMisconception> {
  if (answer === item.target) return { correct: true };
  if (lookAlikesOf(item.target).includes(answer)) {
    return {
      correct: false,
      misconception: 'look-alike',
      message: lookAlikeHint(item.target, answer),
      speech: lookAlikeSpeech(item.target, answer),
    };
  }
  const entry = sightWordOf(item.target);
  const heart = entry ? heartHint(entry) : null;
  const spoken = entry ? heartSpeech(entry) : null;
  if (heart && spoken) {
    return { correct: false, misconception: 'heart', message: heart, speech: spoken };
  }
  return {
    correct: false,
    message: `${answer.length === 1 ? 'That is another word.' : `That word is ${answer}.`} ${sightWordHints.default}`,
    // A sound-alike card (to, there) is said with its carrier sentence.
    ...(answer.length > 1 && carrierFor(answer) !== undefined
      ? { speech: [...thatWordIs(answer), sightWordHints.default] }
      : {}),
  };
}

/**
 * The worked example (after 2 misses in a row; the timer pauses): the word large and spelled
 * with letter names, read in its carrier sentence, and its heart part (the view colours it).
 */
export function sightWordWorkedExample(item: SightWordItem): WorkedExampleStep[] {
  const entry = sightWordOf(item.target);
  const heart = entry ? heartHint(entry) : null;
  const speech = entry ? heartSpeech(entry) : null;
  return [
    {
      text: `The word is ${item.target}: ${spelledText(item.target)}.`,
      speech: [`The word is ${item.target}.`, 'It is spelled', ...spellUtterances(item.target)],
    },
    {
      text: `Read it in its sentence: ${item.carrier}`,
      speech: ['Read it in its sentence.', item.carrier],
    },
    heart && speech
      ? { text: heart, speech }
      : {
          text: `Every letter of ${item.target} says its own sound. Look at it, then find it.`,
        },
  ];
}

/** The card's name for screen readers: its letters, so the task stays a reading task. */
export function cardLabel(word: string): string {
  return `card: ${spelledText(word)}`;
}

/** The model of Sight Word Sprint. */
export const sightWordModel = {
  steps: 4,
  hints: sightWordHints,
  generate: (step: number, rng: Rng, context?: GenerateContext) =>
    generateSightWord(step, rng, context),
  check: checkSightWord,
  workedExample: sightWordWorkedExample,
  describe(item: SightWordItem): string {
    return `${item.target}: ${item.carrier}`;
  },
  /** "said." then "Dad said hello."; "a" and "I" by their names ("A."). */
  describeSpeech(item: SightWordItem): string[] {
    return [wordSaid(item.target), item.carrier];
  },
} satisfies PracticeModel<SightWordItem, SightWordAnswer, SightWordMisconception>;
