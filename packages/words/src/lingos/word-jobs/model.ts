/**
 * Lingo 3-5, Word Jobs: sort naming, action and describing words (nouns, verbs, adjectives),
 * alone (steps 1–2, SortBins) and in a sentence (step 3: tap the word with a job; step 4: put
 * every highlighted word of a sentence in its bin; little words are greyed and not asked).
 * One sort is one answer, first-try correct only if every word is right at the first Check.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import rawData from './words.json';

/** The three word jobs, in bin order. */
export const wordJobs = ['naming', 'action', 'describing'] as const;
/** A word's job. */
export type WordJob = (typeof wordJobs)[number];

/** The bins' labels, as words.md writes them. */
export const jobLabels: Readonly<Record<WordJob, string>> = {
  naming: 'naming word: a person, place, animal or thing',
  action: 'action word: something you do',
  describing: 'describing word: tells what it is like',
};

/** The bins' pictures (emoji of the shared art set). */
export const jobEmoji: Readonly<Record<WordJob, string>> = {
  naming: '🏷️',
  action: '🏃',
  describing: '🎨',
};

/** A word of the lists, alone: its job and its picture when it has one. */
export interface JobWord {
  readonly word: string;
  readonly job: WordJob;
  readonly emoji?: string;
}

/** One word of a sentence as shown: its text, its job, or a little word with none. */
export interface SentenceWord {
  /** As written in the sentence ("The", "swims"). */
  readonly text: string;
  /** Null for a little word (greyed, never asked). */
  readonly job: WordJob | null;
  /** An action word's plain form, for "I can ___" ("swim" for "swims"). */
  readonly base?: string;
  /** Punctuation after the word ("." at the end). */
  readonly after: string;
}

/** A sentence of steps 3–4. */
export interface JobSentence {
  readonly id: number;
  readonly words: readonly SentenceWord[];
  /** Hints for words used in a job that is not their usual one ("skates" in sentence 4). */
  readonly notes: Readonly<Record<string, string>>;
}

/** The parsed data. */
export interface WordJobsData {
  readonly words: readonly JobWord[];
  readonly sentences: readonly JobSentence[];
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jobCodes: Readonly<Record<string, WordJob>> = { N: 'naming', V: 'action', A: 'describing' };
const tokenShape = /^([A-Za-z]+)(?:\(([NVA])(?::([a-z]+))?\))?([.,!?]?)$/;

/**
 * Reads one sentence written as "The moose(N) swims(V:swim) in the lake(N).": each word with
 * a job carries its code (N naming, V action with its plain form, A describing); any other
 * word must be a little word. Null with a problem when the sentence does not read.
 */
export function parseSentence(
  text: string,
  id: number,
  littleWords: ReadonlySet<string>,
): { sentence: JobSentence | null; problem?: string } {
  const words: SentenceWord[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const match = tokenShape.exec(token);
    if (!match)
      return { sentence: null, problem: `Skipped sentence ${id}: '${token}' does not read.` };
    const [, word = '', code, base, after = ''] = match;
    const job = code ? (jobCodes[code] ?? null) : null;
    if (!job && !littleWords.has(word.toLowerCase())) {
      return {
        sentence: null,
        problem: `Skipped sentence ${id}: '${word}' needs a job or must be a little word.`,
      };
    }
    words.push({ text: word, job, after, ...(job === 'action' ? { base: base ?? word } : {}) });
  }
  if (!words.some((word) => word.job === 'naming') || !words.some((w) => w.job === 'action')) {
    return {
      sentence: null,
      problem: `Skipped sentence ${id}: it needs a naming and an action word.`,
    };
  }
  return { sentence: { id, words, notes: {} } };
}

/**
 * Reads words.json (editable by teachers): the three lists and the sentences. A bad entry is
 * skipped with a clear message, never thrown.
 */
export function parseWordJobs(raw: unknown): WordJobsData {
  const problems: string[] = [];
  const words: JobWord[] = [];
  const data = isRecord(raw) ? raw : {};
  for (const job of wordJobs) {
    const parsed = parseWordList(data[job] ?? [], `word-jobs ${job} words`);
    problems.push(...parsed.problems);
    for (const entry of parsed.entries) {
      if (words.some((word) => word.word === entry.word)) {
        problems.push(`Skipped '${entry.word}' in word-jobs ${job} words: it has another job.`);
        continue;
      }
      words.push({ word: entry.word, job, ...(entry.emoji ? { emoji: entry.emoji } : {}) });
    }
  }
  const little = new Set(
    (Array.isArray(data.littleWords) ? data.littleWords : []).filter(
      (word): word is string => typeof word === 'string',
    ),
  );
  const sentences: JobSentence[] = [];
  const rawSentences = Array.isArray(data.sentences) ? data.sentences : [];
  rawSentences.forEach((entry: unknown, index) => {
    const text = isRecord(entry) && typeof entry.text === 'string' ? entry.text : '';
    const { sentence, problem } = parseSentence(text, index + 1, little);
    if (problem) problems.push(problem);
    if (!sentence) return;
    const notes = isRecord(entry) && isRecord(entry.notes) ? entry.notes : {};
    sentences.push({
      ...sentence,
      notes: Object.fromEntries(
        Object.entries(notes).filter(
          (note): note is [string, string] =>
            typeof note[1] === 'string' && sentence.words.some((word) => word.text === note[0]),
        ),
      ),
    });
  });
  return { words, sentences, problems };
}

/** The Lingo's data, read once. */
export const wordJobsData = parseWordJobs(rawData);

/** Steps 1–2: sort 6 words into 2 or 3 bins. */
export interface WordSortItem extends PracticeItemBase {
  readonly kind: 'sort';
  readonly step: number;
  readonly bins: readonly WordJob[];
  readonly words: readonly JobWord[];
  /** Step 1 shows pictures where they exist. */
  readonly pictures: boolean;
}

/** Step 3: tap the word with a job in a sentence. */
export interface TapWordItem extends PracticeItemBase {
  readonly kind: 'tap';
  readonly step: number;
  readonly sentence: JobSentence;
  readonly job: WordJob;
}

/** Step 4: every highlighted word of a sentence into its bin. */
export interface TagWordsItem extends PracticeItemBase {
  readonly kind: 'tag';
  readonly step: number;
  readonly sentence: JobSentence;
}

/** A Word Jobs item. */
export type WordJobsItem = WordSortItem | TapWordItem | TagWordsItem;

/** The answer: a sort (word or sentence-word id → bin), or the index of the word tapped. */
export type WordJobsAnswer =
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> }
  | { readonly kind: 'tap'; readonly index: number };

/** The test-frame hints of words.md, by the job the word has. */
export const wordJobsHints = {
  action: "Try 'I can ___': 'I can swim.' If it fits, it's an action word.",
  naming: "Try 'the ___': 'the dog.' If it names something, it's a naming word.",
  describing:
    "Try 'a ___ dog': 'a hungry dog.' If it tells what it's like, it's a describing word.",
  'other-job': 'Look at what the word does in this sentence.',
  'not-sorted': 'Put every word in a bin.',
  default: 'Think about the job the word does.',
} as const;

/**
 * The test frames as read aloud: the blank said as "blank", never handed over as "___"
 * (which a voice reads as "underscore"), the example a sentence of its own.
 */
export const wordJobsHintSpeech: Readonly<Record<WordJob, readonly string[]>> = {
  action: ['Try: I can blank.', 'I can swim.', "If it fits, it's an action word."],
  naming: ['Try: the blank.', 'The dog.', "If it names something, it's a naming word."],
  describing: [
    'Try: a blank dog.',
    'A hungry dog.',
    "If it tells what it's like, it's a describing word.",
  ],
};

/** The mistakes the checker names. */
export type WordJobsMisconception = Exclude<keyof typeof wordJobsHints, 'default'>;

/** A sentence word's id in a sort: its place in the sentence. */
export const sentenceWordId = (index: number): string => `word-${index + 1}`;

/** The words of a sentence that have a job, with their places. */
export function jobbedWords(
  sentence: JobSentence,
): { readonly word: SentenceWord; readonly index: number }[] {
  return sentence.words.flatMap((word, index) => (word.job ? [{ word, index }] : []));
}

/** The sentence as plain text. */
export function sentenceText(sentence: JobSentence): string {
  return sentence.words.map((word) => `${word.text}${word.after}`).join(' ');
}

const recentSentence = (context?: GenerateContext): number | null => {
  const last = context?.recentKeys[context.recentKeys.length - 1] ?? '';
  const match = /^(?:tap|tag):(\d+)/.exec(last);
  return match ? Number(match[1]) : null;
};

function pickSentence(rng: Rng, context: GenerateContext | undefined, data: WordJobsData) {
  const last = recentSentence(context);
  const fresh = data.sentences.filter((sentence) => sentence.id !== last);
  return rng.pick(fresh.length > 0 ? fresh : data.sentences);
}

/** The prompt of a tap item: "the" for the only word with the job, "a" when several have it. */
export function tapPrompt(sentence: JobSentence, job: WordJob): string {
  const count = sentence.words.filter((word) => word.job === job).length;
  return `Tap ${count > 1 ? 'a' : 'the'} ${job} word.`;
}

/**
 * Generates an item for a step (1–4): step 1 sorts 6 naming and action words (2 to 4 of
 * each, pictures shown where they exist), step 2 sorts 2 words of each job into 3 bins,
 * step 3 asks for a word with one job in a sentence, step 4 tags every word of a sentence.
 * The same sentence never comes twice in a row.
 */
export function generateWordJobs(
  step: number,
  rng: Rng,
  context?: GenerateContext,
  data: WordJobsData = wordJobsData,
): WordJobsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  if (clamped <= 2) {
    const bins: readonly WordJob[] = clamped === 1 ? ['naming', 'action'] : wordJobs;
    const naming = clamped === 1 ? rng.int(2, 4) : 2;
    const counts: Record<WordJob, number> =
      clamped === 1
        ? { naming, action: 6 - naming, describing: 0 }
        : { naming: 2, action: 2, describing: 2 };
    const chosen = bins.flatMap((job) =>
      rng.shuffle(data.words.filter((word) => word.job === job)).slice(0, counts[job]),
    );
    const words = rng.shuffle(chosen);
    return {
      kind: 'sort',
      key: `sort:${clamped}:${words.map((word) => word.word).join(',')}`,
      prompt:
        clamped === 1
          ? 'Sort the words: naming words and action words.'
          : 'Sort the words: naming, action and describing words.',
      step: clamped,
      bins,
      words,
      pictures: clamped === 1,
    };
  }
  const sentence = pickSentence(rng, context, data);
  if (clamped === 3) {
    const jobs = wordJobs.filter((job) => sentence.words.some((word) => word.job === job));
    const job = rng.pick(jobs);
    const prompt = tapPrompt(sentence, job);
    return {
      kind: 'tap',
      key: `tap:${sentence.id}:${job}`,
      prompt,
      speech: [prompt, sentenceText(sentence)],
      step: clamped,
      sentence,
      job,
    };
  }
  const prompt = 'Put each highlighted word of the sentence in its bin.';
  return {
    kind: 'tag',
    key: `tag:${sentence.id}`,
    prompt,
    speech: [prompt, sentenceText(sentence)],
    step: clamped,
    sentence,
  };
}

/** Each thing to sort of an item, with its id, word and right job. */
export function sortThings(
  item: WordSortItem | TagWordsItem,
): { readonly id: string; readonly word: string; readonly job: WordJob }[] {
  if (item.kind === 'sort') {
    return item.words.map((word) => ({ id: word.word, word: word.word, job: word.job }));
  }
  return jobbedWords(item.sentence).map(({ word, index }) => ({
    id: sentenceWordId(index),
    word: word.text,
    job: word.job as WordJob,
  }));
}

function checkSort(
  item: WordSortItem | TagWordsItem,
  placement: Readonly<Record<string, string | null>>,
): CheckResult<WordJobsMisconception> {
  const things = sortThings(item);
  const marks = Object.fromEntries(
    things.map((thing) => [
      thing.id,
      placement[thing.id] === thing.job ? ('correct' as const) : ('incorrect' as const),
    ]),
  );
  const wrong = things.filter((thing) => marks[thing.id] === 'incorrect');
  const first = wrong[0];
  if (!first) return { correct: true, marks };
  if ((placement[first.id] ?? null) === null) {
    return { correct: false, misconception: 'not-sorted', marks };
  }
  const note = item.kind === 'tag' ? item.sentence.notes[first.word] : undefined;
  if (note) return { correct: false, misconception: 'other-job', message: note, marks };
  return {
    correct: false,
    misconception: first.job,
    speech: wordJobsHintSpeech[first.job],
    marks,
  };
}

/**
 * The answer rule: the bin or word tagged in the lists. A sort is right only when every word
 * is in its bin (the hint is the test frame of the first misplaced word's job, or the
 * sentence's note for a word in an unusual job); a tapped word is right when it has the job
 * asked (any of several naming words).
 */
export function checkWordJobs(
  item: WordJobsItem,
  answer: WordJobsAnswer,
): CheckResult<WordJobsMisconception> {
  if (item.kind === 'tap') {
    if (answer.kind !== 'tap') return { correct: false };
    const word = item.sentence.words[answer.index];
    if (word?.job === item.job) return { correct: true };
    const note = word ? item.sentence.notes[word.text] : undefined;
    if (note) return { correct: false, misconception: 'other-job', message: note };
    return { correct: false, misconception: item.job, speech: wordJobsHintSpeech[item.job] };
  }
  if (answer.kind !== 'sort') return { correct: false, misconception: 'not-sorted' };
  return checkSort(item, answer.placement);
}

/** Why a word has its job, read aloud in a worked example. */
export function jobReason(word: string, job: WordJob, base = word): string {
  if (job === 'action') return `Try "I can ${base}." It fits, so ${word} is an action word.`;
  if (job === 'describing') {
    return `Try "a ${word} dog." It tells what it is like, so ${word} is a describing word.`;
  }
  return `${capitalize(word)} names a person, place, animal or thing, so ${word} is a naming word.`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The worked example (after 2 misses in a row): each word's test frame, one step each; a tap
 * item reads the sentence, then finds the word with the job.
 */
export function wordJobsWorkedExample(item: WordJobsItem): WorkedExampleStep[] {
  if (item.kind === 'tap') {
    const found = jobbedWords(item.sentence).find(({ word }) => word.job === item.job);
    const word = found?.word;
    return [
      { text: `Read the sentence: ${sentenceText(item.sentence)}` },
      {
        text: word ? jobReason(word.text, item.job, word.base) : `Find the ${item.job} word.`,
      },
    ];
  }
  if (item.kind === 'tag') {
    return jobbedWords(item.sentence).map(({ word }) => ({
      text: item.sentence.notes[word.text] ?? jobReason(word.text, word.job as WordJob, word.base),
    }));
  }
  return item.words.map((word) => ({ text: jobReason(word.word, word.job) }));
}

/** Where a worked example at step `index` has put the things: the first `index + 1`. */
export function workedExamplePlacement(
  item: WordSortItem | TagWordsItem,
  index: number,
): Record<string, string | null> {
  return Object.fromEntries(
    sortThings(item).map((thing, position) => [thing.id, position <= index ? thing.job : null]),
  );
}

/** The model of Word Jobs. */
export const wordJobsModel = {
  steps: 4,
  hints: wordJobsHints,
  generate: (step: number, rng: Rng, context?: GenerateContext) =>
    generateWordJobs(step, rng, context),
  check: checkWordJobs,
  workedExample: wordJobsWorkedExample,
  describe(item: WordJobsItem): string {
    if (item.kind === 'tap') {
      const words = item.sentence.words.filter((word) => word.job === item.job);
      return words.map((word) => word.text).join(' or ');
    }
    return sortThings(item)
      .map((thing) => `${thing.word}: ${thing.job} word`)
      .join(', ');
  },
} satisfies PracticeModel<WordJobsItem, WordJobsAnswer, WordJobsMisconception>;
