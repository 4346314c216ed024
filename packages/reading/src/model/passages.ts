/**
 * Passages as data (reading.md, Conventions: "Passages are data (JSON), so teachers can add
 * their own"). A passage is its sentences (s1 = index 0; a quotation with its speaker is one
 * sentence), its story words with their pictures, its spoken forms, and its questions, each
 * with its choices, a hint per wrong choice, and the evidence sentences that answer it.
 * `parsePassages` checks every field on load and skips a bad passage or question with a
 * message naming it; it never throws.
 */

/** One answer card. A wrong choice carries the hint written for it. */
export interface PassageChoice {
  readonly text: string;
  readonly correct: boolean;
  /** The hint for this wrong choice (reading.md's "→"); absent on the correct choice. */
  readonly hint?: string;
  /** A "(close)" distractor: the hardest trap, left out at step 1. */
  readonly close?: boolean;
  /** Picture Match: the scene the card shows, as emoji placed on a background. */
  readonly picture?: string;
  /** The scene's text alternative: a paraphrase, never the sentence it matches. */
  readonly alt?: string;
}

/** One question on a passage, asked at difficulty step `step`. */
export interface PassageQuestion {
  /** Unique within its passage: "who", "what", "balloon". */
  readonly id: string;
  /** What is asked ("who", "main-idea", "title", "order", "tap-sentence"...): see `questionTypes`. */
  readonly type: string;
  /** The lowest step (1-3) the question is asked at. */
  readonly step: number;
  /** Spoken and shown. */
  readonly prompt: string;
  readonly choices: readonly PassageChoice[];
  /** The sentences that answer it, as indices into `sentences` (s1 = 0). */
  readonly evidence: readonly number[];
  /** Tap-a-word evidence: the words or phrases of the text that show the answer. */
  readonly evidenceWords?: readonly string[];
  /** The hint for a wrong sentence tap, when reading.md gives one. */
  readonly evidenceHint?: string;
  /** A picture-to-sentence question: the scene shown. */
  readonly picture?: string;
  /** The scene's text alternative. */
  readonly alt?: string;
  /** An ordering question: the event cards in story order, each with its picture. */
  readonly events?: readonly PassageEvent[];
  /** A sorting question: its bins, in the order shown ("Only Text 1", "Both", "Only Text 2"). */
  readonly bins?: readonly string[];
  /** A sorting question: each card and the bin it belongs in. */
  readonly cards?: readonly SortCard[];
  /** A matching question: each cause and its effect. */
  readonly pairs?: readonly CausePair[];
}

/** One card of a sorting question and the bin it belongs in. */
export interface SortCard {
  readonly text: string;
  readonly bin: string;
  /** A card's own hint ("Text 1 mentions it, but only Text 2 says why."). */
  readonly hint?: string;
}

/** One cause and its effect, in a matching question. */
export interface CausePair {
  readonly cause: string;
  readonly effect: string;
}

/** One text of a passage made of several (Two Texts, One Topic): its title and first sentence. */
export interface PassagePart {
  readonly title: string;
  /** "story", "information", "letter"... as reading.md calls it. */
  readonly kind?: string;
  /** Index of its first sentence. */
  readonly first: number;
}

/** One event card of an ordering question. */
export interface PassageEvent {
  readonly text: string;
  readonly picture?: string;
}

/** A word outside the decoding patterns, pre-taught by a tap: shown with its picture. */
export interface StoryWord {
  readonly word: string;
  /** The picture, as the emoji reading.md gives (kit `Picture` draws it). */
  readonly emoji: string;
}

/** One passage of a Lingo. */
export interface Passage {
  /** Unique: "1-1-a". */
  readonly id: string;
  /** The Lingo it belongs to: "lingo-1-1". */
  readonly lingo: string;
  readonly title: string;
  /** The text, one sentence each; s1 in reading.md is index 0. */
  readonly sentences: readonly string[];
  readonly storyWords: readonly StoryWord[];
  /** Spoken forms: shown text → what is spoken ("−25 °C" → "minus twenty-five degrees Celsius"). */
  readonly say: Readonly<Record<string, string>>;
  readonly questions: readonly PassageQuestion[];
  /** What Happens Next?: the ending card revealed and read after the answer, not graded. */
  readonly ending?: string;
  /** Two Texts, One Topic: the texts the sentences are split into, in order. */
  readonly parts?: readonly PassagePart[];
}

/**
 * The question types the Lingos ask. Choice questions need exactly one correct choice;
 * `tap-sentence` is answered by tapping an evidence sentence; `order` by putting its events
 * in order. Other text is accepted (a teacher's own type) and treated as a choice question.
 */
export const questionTypes = [
  'who',
  'what',
  'where',
  'when',
  'feeling',
  'trait',
  'main-idea',
  'title',
  'add-sentence',
  'first-last',
  'sentence-to-picture',
  'picture-to-sentence',
  'cause',
  'effect',
  'predict',
  'word-meaning',
  'purpose',
  'infer',
  'summary',
  'fact-opinion',
  'compare',
  'sort',
  'match',
  'tap-sentence',
  'order',
] as const;
/** A question type the Lingos ask. */
export type QuestionType = (typeof questionTypes)[number];

/** The types answered without choices. */
const choiceFreeTypes: ReadonlySet<string> = new Set(['tap-sentence', 'order', 'sort', 'match']);

/** Whether a question is answered by picking one of its choices. */
export function needsOneCorrectChoice(question: Pick<PassageQuestion, 'type'>): boolean {
  return !choiceFreeTypes.has(question.type);
}

/** The passages that parsed, and a message for everything skipped. */
export interface ParsedPassages {
  readonly passages: readonly Passage[];
  readonly problems: readonly string[];
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function optionalText(entry: Fields, key: string): string | undefined | false {
  const value = entry[key];
  if (value === undefined) return undefined;
  return isText(value) ? value : false;
}

function parseChoice(raw: unknown, index: number): PassageChoice | string {
  const where = `choice ${index + 1}`;
  if (!isRecord(raw)) return `${where} is not an object`;
  if (!isText(raw.text)) return `${where} has no text`;
  if (typeof raw.correct !== 'boolean') return `${where} ("${raw.text}") has no correct flag`;
  const hint = optionalText(raw, 'hint');
  if (hint === false) return `${where} ("${raw.text}") has an empty hint`;
  if (!raw.correct && hint === undefined) return `wrong ${where} ("${raw.text}") has no hint`;
  if (raw.close !== undefined && typeof raw.close !== 'boolean') {
    return `${where} ("${raw.text}") has a close flag that is not true or false`;
  }
  if (raw.close === true && raw.correct) return `${where} ("${raw.text}") is correct and close`;
  const picture = optionalText(raw, 'picture');
  const alt = optionalText(raw, 'alt');
  if (picture === false || alt === false) return `${where} ("${raw.text}") has an empty picture`;
  return {
    text: raw.text,
    correct: raw.correct,
    ...(hint === undefined ? {} : { hint }),
    ...(raw.close === true ? { close: true } : {}),
    ...(picture === undefined ? {} : { picture }),
    ...(alt === undefined ? {} : { alt }),
  };
}

function parseEvents(raw: unknown): PassageEvent[] | string {
  if (!Array.isArray(raw) || raw.length < 2) return 'events must list at least 2 cards';
  const events: PassageEvent[] = [];
  for (const [index, entry] of raw.entries()) {
    if (!isRecord(entry) || !isText(entry.text)) return `event ${index + 1} has no text`;
    const picture = optionalText(entry, 'picture');
    if (picture === false) return `event ${index + 1} has an empty picture`;
    events.push({ text: entry.text, ...(picture === undefined ? {} : { picture }) });
  }
  return events;
}

function parseCards(raw: Fields): { bins: string[]; cards: SortCard[] } | string {
  if (!Array.isArray(raw.bins) || raw.bins.length < 2 || !raw.bins.every(isText)) {
    return 'a sort question needs at least 2 bins';
  }
  const bins = raw.bins as string[];
  if (!Array.isArray(raw.cards) || raw.cards.length < 2) return 'a sort question needs cards';
  const cards: SortCard[] = [];
  for (const [index, entry] of raw.cards.entries()) {
    if (!isRecord(entry) || !isText(entry.text)) return `card ${index + 1} has no text`;
    if (!isText(entry.bin) || !bins.includes(entry.bin)) {
      return `card ${index + 1} ("${entry.text}") belongs in no listed bin`;
    }
    const hint = optionalText(entry, 'hint');
    if (hint === false) return `card ${index + 1} has an empty hint`;
    cards.push({ text: entry.text, bin: entry.bin, ...(hint === undefined ? {} : { hint }) });
  }
  return { bins, cards };
}

function parsePairs(raw: unknown): CausePair[] | string {
  if (!Array.isArray(raw) || raw.length < 2) return 'a match question needs at least 2 pairs';
  const pairs: CausePair[] = [];
  for (const [index, entry] of raw.entries()) {
    if (!isRecord(entry) || !isText(entry.cause) || !isText(entry.effect)) {
      return `pair ${index + 1} has no cause or no effect`;
    }
    pairs.push({ cause: entry.cause, effect: entry.effect });
  }
  return pairs;
}

function parseParts(raw: unknown, sentenceCount: number): PassagePart[] | string {
  if (!Array.isArray(raw) || raw.length < 2) return 'its parts must list at least 2 texts';
  const parts: PassagePart[] = [];
  for (const [index, entry] of raw.entries()) {
    if (!isRecord(entry) || !isText(entry.title)) return `part ${index + 1} has no title`;
    const previous = parts[parts.length - 1];
    const first = entry.first;
    if (
      typeof first !== 'number' ||
      !Number.isInteger(first) ||
      first >= sentenceCount ||
      (previous ? first <= previous.first : first !== 0)
    ) {
      return `part ${index + 1} ("${entry.title}") does not start at a sentence after the last part`;
    }
    const kind = optionalText(entry, 'kind');
    if (kind === false) return `part ${index + 1} has an empty kind`;
    parts.push({ title: entry.title, first, ...(kind === undefined ? {} : { kind }) });
  }
  return parts;
}

function parseQuestion(raw: Fields, sentences: readonly string[]): PassageQuestion | string {
  const sentenceCount = sentences.length;
  if (!isText(raw.type)) return 'it has no type';
  if (typeof raw.step !== 'number' || ![1, 2, 3].includes(raw.step)) {
    return 'its step is not 1, 2 or 3';
  }
  if (!isText(raw.prompt)) return 'it has no prompt';
  if (!Array.isArray(raw.choices)) return 'its choices are not a list';
  const choices: PassageChoice[] = [];
  for (const [index, entry] of raw.choices.entries()) {
    const choice = parseChoice(entry, index);
    if (typeof choice === 'string') return choice;
    choices.push(choice);
  }
  if (new Set(choices.map((choice) => choice.text)).size !== choices.length) {
    return 'two choices have the same text';
  }
  if (needsOneCorrectChoice({ type: raw.type })) {
    const correct = choices.filter((choice) => choice.correct).length;
    if (correct !== 1) return `it has ${correct} correct choices, not exactly 1`;
    if (choices.length < 2) return 'it has fewer than 2 choices';
  } else if (choices.length > 0) {
    return `a ${raw.type} question has no choices`;
  }
  if (!Array.isArray(raw.evidence)) return 'its evidence is not a list';
  const evidence: number[] = [];
  for (const index of raw.evidence) {
    if (typeof index !== 'number' || !Number.isInteger(index)) {
      return 'its evidence has an index that is not a whole number';
    }
    if (index < 0 || index >= sentenceCount) {
      return `its evidence points at sentence ${index + 1}, and the passage has ${sentenceCount}`;
    }
    if (evidence.includes(index)) return `its evidence lists sentence ${index + 1} twice`;
    evidence.push(index);
  }
  if (raw.type === 'tap-sentence' && evidence.length === 0) {
    return 'a tap-sentence question has no evidence sentence to tap';
  }
  let evidenceWords: string[] | undefined;
  if (raw.evidenceWords !== undefined) {
    if (!Array.isArray(raw.evidenceWords) || !raw.evidenceWords.every(isText)) {
      return 'its evidence words are not a list of words';
    }
    const missing = (raw.evidenceWords as string[]).find(
      (words) => !sentences.some((sentence) => sentence.includes(words)),
    );
    if (missing !== undefined) return `its evidence words "${missing}" are not in the text`;
    evidenceWords = raw.evidenceWords as string[];
  }
  const evidenceHint = optionalText(raw, 'evidenceHint');
  const picture = optionalText(raw, 'picture');
  const alt = optionalText(raw, 'alt');
  if (evidenceHint === false) return 'its evidence hint is empty';
  if (picture === false || alt === false) return 'its picture is empty';
  let events: PassageEvent[] | undefined;
  if (raw.type === 'order') {
    const parsed = parseEvents(raw.events);
    if (typeof parsed === 'string') return parsed;
    events = parsed;
  } else if (raw.events !== undefined) {
    return `a ${raw.type} question has events`;
  }
  let sorting: { bins: string[]; cards: SortCard[] } | undefined;
  if (raw.type === 'sort') {
    const parsed = parseCards(raw);
    if (typeof parsed === 'string') return parsed;
    sorting = parsed;
  }
  let pairs: CausePair[] | undefined;
  if (raw.type === 'match') {
    const parsed = parsePairs(raw.pairs);
    if (typeof parsed === 'string') return parsed;
    pairs = parsed;
  }
  return {
    id: raw.id as string,
    type: raw.type,
    step: raw.step,
    prompt: raw.prompt,
    choices,
    evidence,
    ...(evidenceWords === undefined ? {} : { evidenceWords }),
    ...(evidenceHint === undefined ? {} : { evidenceHint }),
    ...(picture === undefined ? {} : { picture }),
    ...(alt === undefined ? {} : { alt }),
    ...(events === undefined ? {} : { events }),
    ...(sorting ?? {}),
    ...(pairs === undefined ? {} : { pairs }),
  };
}

function parseStoryWords(raw: unknown): StoryWord[] | string {
  if (!Array.isArray(raw)) return 'its story words are not a list';
  const words: StoryWord[] = [];
  for (const entry of raw) {
    if (!isRecord(entry) || !isText(entry.word) || !isText(entry.emoji)) {
      return 'a story word has no word or no picture';
    }
    words.push({ word: entry.word, emoji: entry.emoji });
  }
  return words;
}

function parseSay(raw: unknown, sentences: readonly string[]): Record<string, string> | string {
  if (raw === undefined) return {};
  if (!isRecord(raw)) return 'its spoken forms are not an object';
  const say: Record<string, string> = {};
  for (const [shown, spoken] of Object.entries(raw)) {
    if (shown.trim() === '' || !isText(spoken)) return `the spoken form of "${shown}" is empty`;
    if (!sentences.some((sentence) => sentence.includes(shown))) {
      return `the spoken form "${shown}" is not in the text`;
    }
    say[shown] = spoken;
  }
  return say;
}

type PassageResult = { passage: Passage; problems: string[] } | string;

function parsePassage(raw: unknown): PassageResult {
  if (!isRecord(raw)) return 'it is not an object';
  if (!isText(raw.id)) return 'it has no id';
  if (!isText(raw.lingo) || !/^lingo-\d-\d$/.test(raw.lingo)) {
    return 'its lingo is not a Lingo id ("lingo-1-1")';
  }
  if (!isText(raw.title)) return 'it has no title';
  if (!Array.isArray(raw.sentences) || raw.sentences.length === 0) return 'it has no sentences';
  if (!raw.sentences.every(isText)) return 'a sentence is empty or not text';
  const sentences = raw.sentences as string[];
  const storyWords = parseStoryWords(raw.storyWords);
  if (typeof storyWords === 'string') return storyWords;
  const say = parseSay(raw.say, sentences);
  if (typeof say === 'string') return say;
  if (!Array.isArray(raw.questions)) return 'its questions are not a list';
  const ending = optionalText(raw, 'ending');
  if (ending === false) return 'its ending is empty';
  const parts = raw.parts === undefined ? undefined : parseParts(raw.parts, sentences.length);
  if (typeof parts === 'string') return parts;
  const questions: PassageQuestion[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  raw.questions.forEach((entry: unknown, index) => {
    const label =
      isRecord(entry) && isText(entry.id)
        ? `Question ${index + 1} ("${entry.id}") of passage "${raw.id as string}"`
        : `Question ${index + 1} of passage "${raw.id as string}"`;
    if (!isRecord(entry) || !isText(entry.id)) {
      problems.push(`${label} skipped: it has no id.`);
      return;
    }
    if (ids.has(entry.id)) {
      problems.push(`${label} skipped: an earlier question has the same id.`);
      return;
    }
    const question = parseQuestion(entry, sentences);
    if (typeof question === 'string') {
      problems.push(`${label} skipped: ${question}.`);
      return;
    }
    ids.add(entry.id);
    questions.push(question);
  });
  return {
    passage: {
      id: raw.id,
      lingo: raw.lingo,
      title: raw.title,
      sentences,
      storyWords,
      say,
      questions,
      ...(ending === undefined ? {} : { ending }),
      ...(parts === undefined ? {} : { parts }),
    },
    problems,
  };
}

/**
 * Checks passages on load (`source` names the file in messages). A passage with a bad field
 * is skipped whole; a bad question is skipped and its passage kept. Never throws.
 */
export function parsePassages(raw: unknown, source: string): ParsedPassages {
  if (!Array.isArray(raw)) {
    return { passages: [], problems: [`${source}: not a list of passages.`] };
  }
  const passages: Passage[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const label =
      isRecord(entry) && isText(entry.id)
        ? `${source}: passage ${index + 1} ("${entry.id}")`
        : `${source}: passage ${index + 1}`;
    const parsed = parsePassage(entry);
    if (typeof parsed === 'string') {
      problems.push(`${label} skipped: ${parsed}.`);
    } else if (seen.has(parsed.passage.id)) {
      problems.push(`${label} skipped: an earlier passage has the same id.`);
    } else {
      seen.add(parsed.passage.id);
      passages.push(parsed.passage);
      problems.push(...parsed.problems.map((problem) => `${source}: ${problem}`));
    }
  });
  return { passages, problems };
}

/**
 * The choices shown at `step` (reading.md, "Which wrong choices appear"): at step 1 the
 * correct choice and the first wrong choice not marked close; from step 2 on, all of them.
 * In the listed order; the Lingo shuffles them with its seeded generator.
 */
export function choicesForStep(question: PassageQuestion, step: number): PassageChoice[] {
  if (step >= 2) return [...question.choices];
  const correct = question.choices.find((choice) => choice.correct);
  const wrong =
    question.choices.find((choice) => !choice.correct && choice.close !== true) ??
    question.choices.find((choice) => !choice.correct);
  return question.choices.filter((choice) => choice === correct || choice === wrong);
}
