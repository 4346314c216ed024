/**
 * Lingo 2-1, Letter Team Sort: picture words sorted into bins by their letter team (sh, ch,
 * th, wh, ck), then (step 4) the word's two-letter gap filled with the right team tile. The
 * answer rule of words.md: the bin or tile whose team is in the word. One sort is one item,
 * first-try correct only if every card is right at the first Check.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { letterTeamFor, teamUtterances } from '../../model/keyWords';
import { letterName, lettersOf } from '../../model/letters';
import { wordUtterances } from '../../model/words';
import { teamIds, teamWords, type LetterTeam, type TeamWord } from './teamWords';

/** One picture card of a sort. */
export interface TeamCard {
  readonly id: string;
  readonly word: TeamWord;
}

/** What an item asks: a sort into team bins, or one team tile into a word's gap. */
export type TeamSortTask =
  | {
      readonly kind: 'sort';
      readonly bins: readonly LetterTeam[];
      readonly cards: readonly TeamCard[];
    }
  | {
      readonly kind: 'gap';
      readonly word: TeamWord;
      /** The letters shown beside the gap: "ip" for ship, "fi" for fish. */
      readonly chunk: string;
      /** The tiles offered, every team. */
      readonly tiles: readonly LetterTeam[];
    };

/** A Letter Team Sort item. */
export interface TeamSortItem extends PracticeItemBase {
  readonly step: number;
  readonly task: TeamSortTask;
}

/** Where each card is: card id → team bin, or null for the tray. */
export type TeamPlacement = Readonly<Record<string, LetterTeam | null>>;

/** The child's answer: the cards in bins, or the team tile put in the gap. */
export type TeamSortAnswer =
  | { readonly kind: 'sort'; readonly placement: TeamPlacement }
  | { readonly kind: 'gap'; readonly team: LetterTeam | null };

/** The hints of words.md, then the Lingo's own for the cases it does not name. */
export const teamSortHints = {
  'sh-ch': 'sh is a long, quiet shhh, as in ship. ch is short and snappy, as in chick.',
  th: 'For th, put your tongue between your teeth, as in thumb.',
  wh: "Whale sounds like w, but it's spelled with the wh team, like what and where.",
  ck: 'Right after a short vowel, at the end of a word, the k sound is spelled c, k, as at the end of duck.',
  'not-sorted': 'Put every card in a bin.',
  default: 'Say the word slowly. Listen for its team at the start or at the end.',
} as const;

/**
 * The team hints as read aloud: a team by its letter names then "together", never "sh" or
 * "shhh" handed to the synthesizer; the key words as written.
 */
export const teamSortHintSpeech: Readonly<Record<'sh-ch' | 'th' | 'wh' | 'ck', readonly string[]>> =
  {
    'sh-ch': [
      ...teamNamesAnd('sh'),
      'together is long and quiet, as in ship.',
      ...teamNamesAnd('ch'),
      'together is short and snappy, as in chick.',
    ],
    th: [
      'For',
      ...teamNamesAnd('th'),
      'together, put your tongue between your teeth, as in thumb.',
    ],
    wh: [
      'Whale sounds like',
      letterName('w'),
      "but it's spelled with",
      ...teamNamesAnd('wh'),
      'together, like what and where.',
    ],
    ck: [
      'Right after a short vowel, at the end of a word, the',
      letterName('k'),
      'sound is spelled',
      letterName('c'),
      letterName('k'),
      'as at the end of duck.',
    ],
  };

/** A team's letter names joined by "and": ["S.", "and", "H."]. */
function teamNamesAnd(team: string): string[] {
  const [first = '', second = ''] = lettersOf(team);
  return [letterName(first), 'and', letterName(second)];
}

/** The mistakes the checker names: the hints' keys. */
export type TeamSortMisconception = Exclude<keyof typeof teamSortHints, 'default'>;

/** The prompts. */
export const teamSortPrompts = {
  sort: 'Sort the pictures by their letter team.',
  gap: 'Which team fills the gap?',
} as const;

/** Each step's bins or tiles and cards (words.md). */
export const teamSortSteps = {
  1: { bins: 2, cards: 6, ends: false },
  2: { bins: 3, cards: 6, ends: false },
  3: { bins: 4, cards: 8, ends: true },
} as const;

/** The teams a word's spelling holds (a word like chick holds ch and ck). */
export function teamsIn(word: string): LetterTeam[] {
  return teamIds.filter((team) => word.includes(team));
}

/**
 * Whether a word may be sorted into these bins: it must never hold two different teams that
 * both have a bin (chick when ch and ck are bins, wheelchair when wh and ch are).
 */
export function fitsBins(word: TeamWord, bins: readonly LetterTeam[]): boolean {
  return (
    bins.includes(word.team) &&
    teamsIn(word.word).every((team) => team === word.team || !bins.includes(team))
  );
}

/** The letters shown beside a word's gap: "ip" for ship, "fi" for fish. */
export function gapChunk(word: TeamWord): string {
  return word.at === 'start' ? word.word.slice(2) : word.word.slice(0, -2);
}

/** The gap drawn as text: "__ip", "fi__". */
export function gapText(word: TeamWord): string {
  return word.at === 'start' ? `__${gapChunk(word)}` : `${gapChunk(word)}__`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `count` picks spread over the bins, at least `least` in each, in a shuffled order. */
function spreadOver<T>(kinds: readonly T[], count: number, least: number, rng: Rng): T[] {
  const list: T[] = kinds.flatMap((kind) => Array.from({ length: least }, () => kind));
  while (list.length < count) list.push(rng.pick(kinds));
  return rng.shuffle(list);
}

function generateSort(
  step: 1 | 2 | 3,
  words: readonly TeamWord[],
  rng: Rng,
): Extract<TeamSortTask, { kind: 'sort' }> {
  const { bins: binCount, cards: cardCount, ends } = teamSortSteps[step];
  const bins: LetterTeam[] =
    step === 1
      ? ['sh', 'ch']
      : step === 2
        ? ['sh', 'ch', 'th']
        : rng
            .shuffle(teamIds)
            .slice(0, binCount)
            .sort((a, b) => order(a) - order(b));
  const usable = words.filter((word) => fitsBins(word, bins) && (ends || word.at === 'start'));
  const perBin = new Map(
    bins.map((team) => [team, rng.shuffle(usable.filter((w) => w.team === team))]),
  );
  // Bins whose bank ran dry (a teacher's list) are filled from the others.
  const teams = spreadOver(bins, cardCount, Math.floor(cardCount / bins.length), rng);
  const picked: TeamWord[] = [];
  for (const team of teams) {
    const next =
      perBin.get(team)?.shift() ?? [...perBin.values()].flat().find((w) => !picked.includes(w));
    if (next && !picked.includes(next)) {
      picked.push(next);
      for (const list of perBin.values()) {
        const index = list.indexOf(next);
        if (index >= 0) list.splice(index, 1);
      }
    }
  }
  // Step 3 sorts teams at the start or the end: at least one card ends with its team.
  if (ends && !picked.some((word) => word.at === 'end')) {
    const endWord = rng.shuffle(
      usable.filter((word) => word.at === 'end' && !picked.includes(word)),
    )[0];
    const swapIndex = endWord ? picked.findIndex((word) => word.team === endWord.team) : -1;
    if (endWord && swapIndex >= 0) picked[swapIndex] = endWord;
  }
  return {
    kind: 'sort',
    bins,
    cards: picked.map((word) => ({ id: `card-${word.word}`, word })),
  };
}

function order(team: LetterTeam): number {
  return teamIds.indexOf(team);
}

function generateOnce(step: number, words: readonly TeamWord[], rng: Rng): TeamSortItem {
  if (step <= 3) {
    const task = generateSort(step as 1 | 2 | 3, words, rng);
    const content = task.cards
      .map((card) => card.word.word)
      .sort()
      .join(',');
    return {
      key: `sort:${step}:${task.bins.join('+')}:${content}`,
      prompt: teamSortPrompts.sort,
      speech: sortSpeech(
        task.bins,
        task.cards.map((card) => card.word.word),
      ),
      step,
      task,
    };
  }
  const word = rng.pick(words);
  return {
    key: `gap:${word.word}`,
    prompt: teamSortPrompts.gap,
    speech: gapSpeech(word),
    step: 4,
    task: { kind: 'gap', word, chunk: gapChunk(word), tiles: teamIds },
  };
}

/** The target words of an item: every card of a sort, or the gap's word. */
export function itemWords(item: TeamSortItem): string[] {
  return item.task.kind === 'sort'
    ? item.task.cards.map((card) => card.word.word)
    : [item.task.word.word];
}

/**
 * Makes a generator over a word bank: a sort of 6 cards into sh and ch (step 1), 6 into sh,
 * ch and th (step 2), 8 into 4 of the 5 teams at the start or the end (step 3), then a word
 * with its team left as a two-letter gap (step 4). The same item never comes twice in a row,
 * and a gap's word never twice in a row.
 */
export function createTeamSortGenerator(words: readonly TeamWord[]) {
  return function generateTeamSort(
    step: number,
    rng: Rng,
    context?: GenerateContext,
  ): TeamSortItem {
    const clamped = Math.min(Math.max(Math.round(step), 1), 4);
    const previous = context?.recentKeys[context.recentKeys.length - 1];
    let item = generateOnce(clamped, words, rng);
    for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
      item = generateOnce(clamped, words, rng);
    }
    return item;
  };
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The mistake a team put where another belongs shows: its misconception. */
export function teamMistake(
  right: LetterTeam,
  chosen: LetterTeam,
): TeamSortMisconception | undefined {
  if (right === chosen) return undefined;
  const pair = new Set([right, chosen]);
  if (pair.has('sh') && pair.has('ch')) return 'sh-ch';
  if (right === 'wh') return 'wh';
  if (pair.has('th')) return 'th';
  if (pair.has('ck')) return 'ck';
  return undefined;
}

function hintText(misconception: TeamSortMisconception | undefined): string {
  return misconception ? teamSortHints[misconception] : teamSortHints.default;
}

/** A hint as read aloud: its spoken form, or its text when that is safe as written. */
function hintSpeech(misconception: TeamSortMisconception | undefined): readonly string[] {
  if (misconception && Object.hasOwn(teamSortHintSpeech, misconception)) {
    return teamSortHintSpeech[misconception as keyof typeof teamSortHintSpeech];
  }
  return [hintText(misconception)];
}

function checkSort(
  task: Extract<TeamSortTask, { kind: 'sort' }>,
  placement: TeamPlacement,
): CheckResult<TeamSortMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  const mistakes: (TeamSortMisconception | undefined)[] = [];
  let unplaced = false;
  for (const card of task.cards) {
    const bin = placement[card.id] ?? null;
    if (bin === null) {
      unplaced = true;
      continue;
    }
    if (bin === card.word.team) {
      marks[card.id] = 'correct';
      continue;
    }
    marks[card.id] = 'incorrect';
    mistakes.push(teamMistake(card.word.team, bin));
  }
  if (!unplaced && mistakes.length === 0) return { correct: true, marks };
  if (mistakes.length === 0) return { correct: false, misconception: 'not-sorted', marks };
  // Every misplaced card bounces back with its hint; each different hint is said once.
  const different = [...new Set(mistakes.map((mistake) => mistake ?? 'default'))].map((key) =>
    key === 'default' ? undefined : key,
  );
  const message = different.map(hintText).join(' ');
  const speech = different.flatMap(hintSpeech);
  const first = mistakes.find((mistake) => mistake !== undefined);
  return { correct: false, ...(first ? { misconception: first } : {}), marks, message, speech };
}

/**
 * The answer rule: a sort is right when every card is in the bin of the team its word holds;
 * a gap when its tile is the word's team. A wrong card or tile names sh and ch mixed up, th
 * mixed up, a wh word put in another bin, or ck mixed up.
 */
export function checkTeamSort(
  item: TeamSortItem,
  answer: TeamSortAnswer,
): CheckResult<TeamSortMisconception> {
  const { task } = item;
  if (task.kind === 'sort') {
    return answer.kind === 'sort' ? checkSort(task, answer.placement) : { correct: false };
  }
  if (answer.kind !== 'gap' || answer.team === null) return { correct: false };
  if (answer.team === task.word.team) return { correct: true, marks: { gap: 'correct' } };
  const misconception = teamMistake(task.word.team, answer.team);
  return {
    correct: false,
    ...(misconception ? { misconception, speech: hintSpeech(misconception) } : {}),
    marks: { gap: 'incorrect' },
  };
}

/** Whether every card is in a bin, so Check can be pressed. */
export function isSortDone(item: TeamSortItem, placement: TeamPlacement): boolean {
  return (
    item.task.kind === 'sort' &&
    item.task.cards.every((card) => (placement[card.id] ?? null) !== null)
  );
}

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** Where a word's team is, in words: "fish ends with sh", "ship starts with sh". */
export function teamPlaceText(word: TeamWord): string {
  return `${word.word} ${word.at === 'start' ? 'starts' : 'ends'} with ${word.team}`;
}

/** A card's name for screen readers (words.md): "Card: fish. Bins: sh, ch, th." */
export function cardText(word: TeamWord, bins: readonly LetterTeam[]): string {
  return `Card: ${word.word}. Bins: ${bins.join(', ')}.`;
}

/** After a drop (words.md's first sentence; the check says the second): "Fish is in the sh bin." */
export function dropText(word: TeamWord, bin: LetterTeam): string {
  return `${capitalize(word.word)} is in the ${bin} bin.`;
}

/** After the check, for a right card (words.md): "Correct: fish ends with sh." */
export function rightText(word: TeamWord): string {
  return `Correct: ${teamPlaceText(word)}.`;
}

/**
 * The answer in words for screen readers, once the sort is checked: "Correct: ship starts
 * with sh." The model has no `describe`: the session would speak it, and a team is never
 * spoken as bare letters.
 */
export function describeTeamSort(item: TeamSortItem): string {
  const { task } = item;
  const words = task.kind === 'sort' ? task.cards.map((card) => card.word) : [task.word];
  return words.map(rightText).join(' ');
}

// ─── Speech ──────────────────────────────────────────────────────────────────────────────

/**
 * The word a team is heard in: its key word (ship, chick, thumb, whale, duck), or when that
 * is one of `avoid` (the item's own words), another word of the bank with the team in the
 * same place ("the key word is never the item's target word").
 */
export function teamKeyWord(
  team: LetterTeam,
  avoid: readonly string[] = [],
  words: readonly TeamWord[] = teamWords,
): { readonly word: string; readonly at: 'start' | 'end' } {
  const key = letterTeamFor(team);
  const at = key?.at ?? (team === 'ck' ? 'end' : 'start');
  if (key && !avoid.includes(key.word)) return { word: key.word, at };
  const other = words.find(
    (entry) => entry.team === team && entry.at === at && !avoid.includes(entry.word),
  );
  return { word: other?.word ?? key?.word ?? team, at };
}

const keyPhrase = ({ word, at }: { readonly word: string; readonly at: 'start' | 'end' }) =>
  at === 'end' ? `as at the end of ${word}` : `as in ${word}`;

/**
 * A team spoken as words.md says it, with a key word that is none of `avoid`: ["S.", "and",
 * "H.", "together, as in shell."] when ship is on screen.
 */
export function teamSpeech(team: LetterTeam, avoid: readonly string[] = []): string[] {
  const spoken = teamUtterances(team);
  const key = teamKeyWord(team, avoid);
  return [...spoken.slice(0, -1), `together, ${keyPhrase(key)}.`];
}

/** A team as text, with a key word that is none of `avoid`: "s and h together, as in shell". */
export function teamSpeechText(team: LetterTeam, avoid: readonly string[] = []): string {
  const [first, second] = lettersOf(team);
  return `${first} and ${second} together, ${keyPhrase(teamKeyWord(team, avoid))}`;
}

/** A team's two letter names, for "the S. H. bin": ["S.", "H."]. */
export function teamNames(team: LetterTeam): string[] {
  return lettersOf(team).map((letter) => letterName(letter));
}

/**
 * What a sort's prompt says: the prompt, then each bin's team with a key word that is none of
 * the cards (so a bin never tells a card's answer).
 */
export function sortSpeech(bins: readonly LetterTeam[], cardWords: readonly string[]): string[] {
  return [teamSortPrompts.sort, ...bins.flatMap((team) => teamSpeech(team, cardWords))];
}

/** What a gap's prompt says: the prompt, then the word (it is not written). */
export function gapSpeech(word: TeamWord): string[] {
  return [teamSortPrompts.gap, ...wordUtterances(word.word).map((utterance) => utterance.text)];
}

/**
 * The worked example (after 2 misses in a row): each card walked to its bin with its team
 * said aloud ("Fish ends with s and h together, as in shell. Into the sh bin."); a gap's word
 * heard, its team found, and the tile put in.
 */
export function teamSortWorkedExample(item: TeamSortItem): WorkedExampleStep[] {
  const { task } = item;
  const avoid = itemWords(item);
  const found = (word: TeamWord): WorkedExampleStep => ({
    text: `${capitalize(word.word)} ${word.at === 'start' ? 'starts' : 'ends'} with ${teamSpeechText(word.team, avoid)}.`,
    speech: [
      `${capitalize(word.word)} ${word.at === 'start' ? 'starts' : 'ends'} with`,
      ...teamSpeech(word.team, avoid),
    ],
  });
  if (task.kind === 'sort') {
    return task.cards.map((card) => {
      const said = found(card.word);
      return {
        text: `${said.text} Into the ${card.word.team} bin.`,
        speech: [...(said.speech as string[]), 'Into the', ...teamNames(card.word.team), 'bin.'],
      };
    });
  }
  return [
    { text: `Listen: ${task.word.word}.`, speech: [`Listen: ${task.word.word}.`] },
    found(task.word),
    {
      text: `The ${task.word.team} tile fills the gap: ${task.word.word}.`,
      speech: ['The', ...teamNames(task.word.team), 'tile fills the gap:', `${task.word.word}.`],
    },
  ];
}

/** Makes the model of Letter Team Sort over a word bank (default words.md's). */
export function createTeamSortModel(words: readonly TeamWord[] = teamWords) {
  return {
    steps: 4,
    hints: teamSortHints,
    generate: createTeamSortGenerator(words),
    check: checkTeamSort,
    workedExample: teamSortWorkedExample,
  } satisfies PracticeModel<TeamSortItem, TeamSortAnswer, TeamSortMisconception>;
}

/** The model of Letter Team Sort. */
export const teamSortModel = createTeamSortModel();
