/**
 * Lingo 1-5, Rhyme Time: hear when two words share an ending sound (a rime), and tell that
 * apart from a shared first sound (words.md 1-5). Two words rhyme when they are in the same
 * family of the rhyme table, which is built by sound, not spelling.
 */
import type {
  AnswerMarks,
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import wordsJson from './words.json';

/** A picture word: in a rhyme family, or (`family` null) only a distractor. */
export interface RhymeWord {
  readonly word: string;
  readonly emoji: string;
  /** The family it rhymes in ("-at", "-ear/-air"), or null for a word that rhymes with none. */
  readonly family: string | null;
}

/** What an item asks. */
export type RhymeTask =
  /** Step 1: "Do cat and hat rhyme?" Yes or No. */
  | { readonly kind: 'yes-no'; readonly first: RhymeWord; readonly second: RhymeWord }
  /** Steps 2–3: "Which one rhymes with cat?" 2 or 3 pictures. */
  | { readonly kind: 'pick'; readonly target: RhymeWord; readonly choices: readonly RhymeWord[] }
  /** Step 4: the odd one out among 4 pictures, 3 of which rhyme. */
  | { readonly kind: 'odd-one-out'; readonly choices: readonly RhymeWord[] }
  /** Step 4: 3 rhyming pairs to match; left in this order, right in `right`'s order. */
  | {
      readonly kind: 'pairs';
      readonly left: readonly RhymeWord[];
      readonly right: readonly RhymeWord[];
    };

/** A Rhyme Time item. */
export interface RhymeTimeItem extends PracticeItemBase {
  readonly step: number;
  readonly task: RhymeTask;
}

/** The child's answer. */
export type RhymeTimeAnswer =
  /** Yes or No (step 1). */
  | { readonly kind: 'yes-no'; readonly value: 'yes' | 'no' }
  /** A picture's word (steps 2–4). */
  | { readonly kind: 'word'; readonly word: string }
  /** Left word → right word (step 4's pairs). */
  | { readonly kind: 'pairs'; readonly pairs: Readonly<Record<string, string>> };

// ─── The rhyme table ─────────────────────────────────────────────────────────────────────

/**
 * Reads the rhyme table from its JSON: `families` (each a `family` name and its `words`) and
 * `others` (words that rhyme with none, for distractors). Each list goes through parseWordList
 * (a word of letters, a known picture, no duplicate); this Lingo also needs a picture for every
 * word, a family name, at least 2 words per family and each word once in the whole table. A bad
 * entry or family is skipped with a message, never thrown.
 */
export function parseRhymeTable(
  raw: unknown,
  name = 'rhyme-time',
): { readonly words: readonly RhymeWord[]; readonly problems: readonly string[] } {
  const problems: string[] = [];
  const words: RhymeWord[] = [];
  const seen = new Set<string>();
  const table = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const families = Array.isArray(table.families) ? table.families : [];
  if (!Array.isArray(table.families)) problems.push(`${name} has no list of families.`);
  const add = (list: unknown, family: string | null, where: string): RhymeWord[] => {
    const parsed = parseWordList(list, where);
    problems.push(...parsed.problems);
    const added: RhymeWord[] = [];
    for (const entry of parsed.entries) {
      if (entry.emoji === undefined) {
        problems.push(`Skipped '${entry.word}' in ${where}: a Rhyme Time word needs a picture.`);
      } else if (seen.has(entry.word)) {
        problems.push(`Skipped '${entry.word}' in ${where}: it is already in the table.`);
      } else {
        added.push({ word: entry.word, emoji: entry.emoji, family });
      }
    }
    return added;
  };
  for (const [index, raw] of families.entries()) {
    const family = raw as { family?: unknown; words?: unknown } | null;
    const familyName = typeof family?.family === 'string' ? family.family.trim() : '';
    if (familyName === '') {
      problems.push(`Skipped family ${index + 1} in ${name}: it has no name.`);
      continue;
    }
    const members = add(family?.words, familyName, `${name} ${familyName}`);
    if (members.length < 2) {
      problems.push(`Skipped family ${familyName} in ${name}: a family needs 2 words or more.`);
      continue;
    }
    for (const member of members) seen.add(member.word);
    words.push(...members);
  }
  for (const other of add(table.others ?? [], null, `${name} others`)) {
    seen.add(other.word);
    words.push(other);
  }
  return { words, problems };
}

const table = parseRhymeTable(wordsJson);
if (table.problems.length > 0) console.warn(table.problems.join('\n'));

/** Every word of the table that loaded: the families' words and the others. */
export const rhymeWords: readonly RhymeWord[] = table.words;

/** Whether two different words rhyme: the same family of the table. */
export const rhymes = (a: RhymeWord, b: RhymeWord): boolean =>
  a.word !== b.word && a.family !== null && a.family === b.family;

/**
 * How a word's rime is written: from the last vowel group to the end, with a magic e
 * ("cake" → "ake", "three" → "ee", "key" → "ey", "light" → "ight").
 */
export function spelledRime(word: string): string {
  const letters = word.replace(/[^a-z]/g, '');
  const core = /[aeiou][^aeiouy]e$/.test(letters) ? letters.slice(0, -1) : letters;
  const match = /[aeiou]+y?[^aeiou]*$|y$/.exec(core);
  const start = match ? match.index : 0;
  return letters.slice(start);
}

/** Whether two words rhyme and write their rime the same way (cat/hat, not kite/light). */
export const rhymesAlike = (a: RhymeWord, b: RhymeWord): boolean =>
  rhymes(a, b) && spelledRime(a.word) === spelledRime(b.word);

/**
 * The sound a word starts with: its consonants before the first vowel ("c", "sn", "thr"),
 * with a lone c heard as k (cat, king). Empty for a word that starts with a vowel.
 */
export function firstSound(word: string): string {
  const onset = /^[^aeiou]*/.exec(word)?.[0] ?? '';
  return onset === 'c' ? 'k' : onset;
}

/** Whether two words start with the same sound (cat/cup), never true for vowel starts. */
export const startAlike = (a: RhymeWord, b: RhymeWord): boolean =>
  firstSound(a.word) !== '' && firstSound(a.word) === firstSound(b.word);

/** The written rime of a word with a dash, as hints show it: "-at". */
export const rimeText = (word: string): string => `-${spelledRime(word)}`;

/** "c-at": a word split before its rime, shown (never spoken) by the trap hint. */
export function splitAtRime(word: string): string {
  const rime = spelledRime(word);
  const onset = word.slice(0, word.length - rime.length);
  return onset === '' ? word : `${onset}-${rime}`;
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The prompts. */
export const rhymePrompts = {
  yesNo: (first: string, second: string) => `Do ${first} and ${second} rhyme?`,
  pick: (target: string) => `Which one rhymes with ${target}?`,
  oddOneOut: 'Which one does not rhyme?',
  pairs: 'Match the words that rhyme.',
} as const;

/** "a bus", "an ox". */
export const withArticle = (word: string): string =>
  `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The screen-reader text of an item: "Picture: a cat. Which picture rhymes with cat? Choices: hat, cup, sun." */
export function rhymeItemText(item: RhymeTimeItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no':
      return `Pictures: ${withArticle(task.first.word)} and ${withArticle(task.second.word)}. ${item.prompt}`;
    case 'pick':
      return `Picture: ${withArticle(task.target.word)}. Which picture rhymes with ${task.target.word}? Choices: ${task.choices.map((choice) => choice.word).join(', ')}.`;
    case 'odd-one-out':
      return `${item.prompt} Choices: ${task.choices.map((choice) => choice.word).join(', ')}.`;
    case 'pairs':
      return `${item.prompt} Left: ${task.left.map((entry) => entry.word).join(', ')}. Right: ${task.right.map((entry) => entry.word).join(', ')}.`;
  }
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const familyWords = (family: string): RhymeWord[] =>
  rhymeWords.filter((entry) => entry.family === family);

const familyNames = (): string[] => [
  ...new Set(rhymeWords.flatMap((entry) => (entry.family === null ? [] : [entry.family]))),
];

/** Words that can join cards already shown: a new picture, not a rhyme of `target`. */
const newPicture = (shown: readonly RhymeWord[]) => (entry: RhymeWord) =>
  shown.every((other) => other.word !== entry.word && other.emoji !== entry.emoji);

/** A rhyme of `target` written the same way (steps 1–3), if it has one. */
function sameSpelledRhymes(target: RhymeWord): RhymeWord[] {
  return rhymeWords.filter((entry) => rhymesAlike(target, entry) && entry.emoji !== target.emoji);
}

/** Targets of steps 1–3: words with a rhyme written the same way. */
const rhymingTargets = (): RhymeWord[] =>
  rhymeWords.filter((entry) => sameSpelledRhymes(entry).length > 0);

/** Words that start like `target` and do not rhyme with it (the cat/cup trap). */
function sameStartWords(target: RhymeWord, shown: readonly RhymeWord[]): RhymeWord[] {
  return rhymeWords.filter(
    (entry) => startAlike(entry, target) && !rhymes(entry, target) && newPicture(shown)(entry),
  );
}

/** Words unrelated to `target`: no rhyme with any card shown, a different first sound. */
function unrelatedWords(target: RhymeWord, shown: readonly RhymeWord[]): RhymeWord[] {
  return rhymeWords.filter(
    (entry) =>
      !startAlike(entry, target) &&
      shown.every((other) => !rhymes(entry, other)) &&
      newPicture(shown)(entry),
  );
}

function yesNoItem(rng: Rng): RhymeTask {
  const roll = rng.next();
  if (roll < 0.5) {
    const first = rng.pick(rhymingTargets());
    return { kind: 'yes-no', first, second: rng.pick(sameSpelledRhymes(first)) };
  }
  // Half of the non-rhyming pairs share a first sound (cat/cup).
  const withStart = rhymeWords.filter(
    (entry) => entry.family !== null && sameStartWords(entry, [entry]).length > 0,
  );
  if (roll < 0.75 && withStart.length > 0) {
    const first = rng.pick(withStart);
    return { kind: 'yes-no', first, second: rng.pick(sameStartWords(first, [first])) };
  }
  const first = rng.pick(rhymeWords.filter((entry) => entry.family !== null));
  return { kind: 'yes-no', first, second: rng.pick(unrelatedWords(first, [first])) };
}

function pickItem(step: 2 | 3, rng: Rng): RhymeTask {
  // Step 3 needs a target with a same-first-sound trap.
  const targets = rhymingTargets().filter(
    (entry) => step === 2 || sameStartWords(entry, [entry]).length > 0,
  );
  const target = rng.pick(targets);
  const rhyme = rng.pick(sameSpelledRhymes(target));
  const shown = [target, rhyme];
  if (step === 3) shown.push(rng.pick(sameStartWords(target, shown)));
  shown.push(rng.pick(unrelatedWords(target, shown)));
  return { kind: 'pick', target, choices: rng.shuffle(shown.slice(1)) };
}

function oddOneOutItem(rng: Rng): RhymeTask {
  const family = rng.pick(familyNames().filter((name) => familyWords(name).length >= 3));
  const three = rng.shuffle(familyWords(family)).slice(0, 3);
  const odd = rng.pick(
    rhymeWords.filter((entry) => entry.family !== family && newPicture(three)(entry)),
  );
  return { kind: 'odd-one-out', choices: rng.shuffle([...three, odd]) };
}

function pairsItem(rng: Rng): RhymeTask {
  const left: RhymeWord[] = [];
  const right: RhymeWord[] = [];
  for (const family of rng.shuffle(familyNames())) {
    if (left.length === 3) break;
    const shown = [...left, ...right];
    const [a, b] = rng.shuffle(familyWords(family).filter(newPicture(shown)));
    if (a && b && a.emoji !== b.emoji) {
      left.push(a);
      right.push(b);
    }
  }
  return { kind: 'pairs', left, right: rng.shuffle(right) };
}

function itemKey(task: RhymeTask): string {
  switch (task.kind) {
    case 'yes-no':
      return `yes-no:${task.first.word}`;
    case 'pick':
      return `pick:${task.target.word}`;
    case 'odd-one-out':
      return `odd:${task.choices.map((choice) => choice.word).join(',')}`;
    case 'pairs':
      return `pairs:${task.left.map((entry) => entry.word).join(',')}`;
  }
}

function promptOf(task: RhymeTask): string {
  switch (task.kind) {
    case 'yes-no':
      return rhymePrompts.yesNo(task.first.word, task.second.word);
    case 'pick':
      return rhymePrompts.pick(task.target.word);
    case 'odd-one-out':
      return rhymePrompts.oddOneOut;
    case 'pairs':
      return rhymePrompts.pairs;
  }
}

function generateOnce(step: number, rng: Rng, previous: string | undefined): RhymeTimeItem {
  let task: RhymeTask;
  if (step === 1) task = yesNoItem(rng);
  else if (step === 2 || step === 3) task = pickItem(step, rng);
  // Step 4 alternates: odd one out after a pairs item, pairs after anything else at step 4.
  else task = previous?.startsWith('odd:') ? pairsItem(rng) : oddOneOutItem(rng);
  return { key: itemKey(task), prompt: promptOf(task), step, task };
}

/** Generates a Rhyme Time item for a step (1–4), never the previous item's word again. */
export function generateRhymeTime(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): RhymeTimeItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng, previous);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng, previous);
  }
  return item;
}

// ─── Answer rule and hints ───────────────────────────────────────────────────────────────

/** The hints of words.md 1-5, as templates (each item fills in its own words). */
export const rhymeTimeHints = {
  'same-start': 'Cup only starts like cat. Rhymes sound the same at the end: c-at, h-at.',
  'yes-to-non-rhyme': "Listen to the ends: fish… dog. They end differently, so they don't rhyme.",
  'no-to-rhyme': 'Listen to the ends: cat, hat. Both end in -at, so they rhyme.',
  'odd-rhymes': 'hat rhymes with cat. Listen to the ends: find the one that ends differently.',
  'pairs-mismatch': "cat and dog end differently, so they don't rhyme.",
  default: "Listen to the ends: cat… sun. They end differently, so they don't rhyme.",
} as const;

/** The mistakes this Lingo's checker can name. */
export type RhymeTimeMisconception = Exclude<keyof typeof rhymeTimeHints, 'default'>;

/** A hint of one item: its text and what read-aloud says (no word split, no bare rime). */
export interface RhymeHint {
  readonly misconception?: RhymeTimeMisconception;
  readonly text: string;
  readonly speech: readonly string[];
}

/** "Listen to the ends: fish… dog. They end differently, so they don't rhyme." */
function endDifferently(a: string, b: string, misconception?: RhymeTimeMisconception): RhymeHint {
  const text = `Listen to the ends: ${a}… ${b}. They end differently, so they don't rhyme.`;
  return {
    ...(misconception ? { misconception } : {}),
    text,
    speech: ['Listen to the ends:', `${a}…`, `${b}.`, "They end differently, so they don't rhyme."],
  };
}

/** "Cup only starts like cat. Rhymes sound the same at the end: c-at, h-at." */
function sameStartHint(picked: string, target: string, rhyme: string): RhymeHint {
  const opening = `${capitalize(picked)} only starts like ${target}.`;
  return {
    misconception: 'same-start',
    text: `${opening} Rhymes sound the same at the end: ${splitAtRime(target)}, ${splitAtRime(rhyme)}.`,
    // The split is shown, never spoken: the synthesizer says the whole words.
    speech: [opening, 'Rhymes sound the same at the end:', `${target},`, `${rhyme}.`],
  };
}

/** "Listen to the ends: cat, hat. Both end in -at, so they rhyme." */
function bothRhymeHint(a: RhymeWord, b: RhymeWord): RhymeHint {
  const same = spelledRime(a.word) === spelledRime(b.word);
  const text = same
    ? `Listen to the ends: ${a.word}, ${b.word}. Both end in ${rimeText(a.word)}, so they rhyme.`
    : `Listen to the ends: ${a.word}, ${b.word}. Both end with the same sound, so they rhyme.`;
  return {
    misconception: 'no-to-rhyme',
    text,
    // A rime alone ("-at") is never handed to the synthesizer.
    speech: [
      'Listen to the ends:',
      `${a.word},`,
      `${b.word}.`,
      'Both end the same way, so they rhyme.',
    ],
  };
}

/** The item's right answer, as the view marks it. */
export function rhymeTimeAnswer(item: RhymeTimeItem): RhymeTimeAnswer {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no':
      return { kind: 'yes-no', value: rhymes(task.first, task.second) ? 'yes' : 'no' };
    case 'pick':
      return {
        kind: 'word',
        word: task.choices.find((choice) => rhymes(choice, task.target))?.word ?? '',
      };
    case 'odd-one-out':
      return {
        kind: 'word',
        word:
          task.choices.find((choice) =>
            task.choices.every((other) => other === choice || !rhymes(choice, other)),
          )?.word ?? '',
      };
    case 'pairs':
      return {
        kind: 'pairs',
        pairs: Object.fromEntries(
          task.left.map((entry) => [
            entry.word,
            task.right.find((other) => rhymes(entry, other))?.word ?? '',
          ]),
        ),
      };
  }
}

/** The hint for a wrong answer. */
export function rhymeTimeHint(item: RhymeTimeItem, answer: RhymeTimeAnswer): RhymeHint {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no':
      return rhymes(task.first, task.second)
        ? bothRhymeHint(task.first, task.second)
        : endDifferently(task.first.word, task.second.word, 'yes-to-non-rhyme');
    case 'pick': {
      const picked = answer.kind === 'word' ? answer.word : '';
      const rhyme = task.choices.find((choice) => rhymes(choice, task.target));
      const pickedWord = task.choices.find((choice) => choice.word === picked);
      if (pickedWord && rhyme && startAlike(pickedWord, task.target)) {
        return sameStartHint(pickedWord.word, task.target.word, rhyme.word);
      }
      return endDifferently(task.target.word, picked || (rhyme?.word ?? ''));
    }
    case 'odd-one-out': {
      const picked = task.choices.find(
        (choice) => answer.kind === 'word' && choice.word === answer.word,
      );
      const partner = picked && task.choices.find((other) => rhymes(picked, other));
      if (!picked || !partner) return endDifferently(task.choices[0]?.word ?? '', '');
      const text = `${capitalize(picked.word)} rhymes with ${partner.word}. Listen to the ends: find the one that ends differently.`;
      return { misconception: 'odd-rhymes', text, speech: [text] };
    }
    case 'pairs': {
      const pairs = answer.kind === 'pairs' ? answer.pairs : {};
      const wrong = task.left.find((entry) => {
        const partner = task.right.find((other) => other.word === pairs[entry.word]);
        return !partner || !rhymes(entry, partner);
      });
      const partner = wrong && task.right.find((other) => other.word === pairs[wrong.word]);
      if (!wrong || !partner) return endDifferently('', '');
      const text = `${capitalize(wrong.word)} and ${partner.word} end differently, so they don't rhyme.`;
      return { misconception: 'pairs-mismatch', text, speech: [text] };
    }
  }
}

/** "Yes: cat and hat rhyme.", said after a right answer. */
export function rhymeRightText(item: RhymeTimeItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no':
      return rhymes(task.first, task.second)
        ? `Yes: ${task.first.word} and ${task.second.word} rhyme.`
        : `Yes: ${task.first.word} and ${task.second.word} don't rhyme.`;
    case 'pick': {
      const rhyme = rhymeTimeAnswer(item);
      return `Yes: ${task.target.word} and ${rhyme.kind === 'word' ? rhyme.word : ''} rhyme.`;
    }
    case 'odd-one-out': {
      const odd = rhymeTimeAnswer(item);
      const oddWord = odd.kind === 'word' ? odd.word : '';
      const others = task.choices.filter((choice) => choice.word !== oddWord).map((c) => c.word);
      return `Yes: ${others.join(', ')} rhyme; ${oddWord} does not.`;
    }
    case 'pairs':
      return `Yes: ${task.left
        .map((entry) => {
          const partner = task.right.find((other) => rhymes(entry, other));
          return `${entry.word} and ${partner?.word ?? ''}`;
        })
        .join(', ')} rhyme.`;
  }
}

/**
 * The answer rule: a Yes is right if and only if the two words are in the same family; a
 * picked picture if it is in the target's family (steps 2–3), or the one of 4 in no other
 * card's family (odd one out); pairs only if every left word is joined to its own family's
 * word. Pairs are marked one by one (by left word) so right ones lock.
 */
export function checkRhymeTime(
  item: RhymeTimeItem,
  answer: RhymeTimeAnswer,
): CheckResult<RhymeTimeMisconception> {
  const right = rhymeTimeAnswer(item);
  let correct = false;
  let marks: AnswerMarks = {};
  if (right.kind === 'yes-no' && answer.kind === 'yes-no') {
    correct = answer.value === right.value;
    marks = { [answer.value]: correct ? 'correct' : 'incorrect' };
  } else if (right.kind === 'word' && answer.kind === 'word') {
    correct = answer.word === right.word;
    marks = { [answer.word]: correct ? 'correct' : 'incorrect' };
  } else if (right.kind === 'pairs' && answer.kind === 'pairs') {
    marks = Object.fromEntries(
      Object.entries(right.pairs).map(([left, partner]) => [
        left,
        answer.pairs[left] === partner ? ('correct' as const) : ('incorrect' as const),
      ]),
    );
    correct = Object.values(marks).every((mark) => mark === 'correct');
  }
  if (correct) return { correct: true, message: rhymeRightText(item), marks };
  const hint = rhymeTimeHint(item, answer);
  return {
    correct: false,
    ...(hint.misconception ? { misconception: hint.misconception } : {}),
    message: hint.text,
    speech: hint.speech,
    marks,
  };
}

/** Whether an answer can be checked: at step 4's pairs, every left word joined. */
export function isRhymeAnswerReady(item: RhymeTimeItem, answer: RhymeTimeAnswer): boolean {
  if (item.task.kind !== 'pairs') return true;
  return answer.kind === 'pairs' && item.task.left.every((entry) => answer.pairs[entry.word]);
}

/**
 * The worked example: say the words, listen to their ends, and decide; pairs join one rhyming
 * pair per step.
 */
export function rhymeTimeWorkedExample(item: RhymeTimeItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no': {
      const { first, second } = task;
      const yes = rhymes(first, second);
      return [
        { text: `Say both words: ${first.word}, ${second.word}.` },
        yes
          ? {
              text: `Listen to the ends: ${first.word}, ${second.word}. They end the same way.`,
            }
          : {
              text: `Listen to the ends: ${first.word}… ${second.word}. They end differently.`,
            },
        {
          text: yes
            ? `So ${first.word} and ${second.word} rhyme: Yes.`
            : `So ${first.word} and ${second.word} don't rhyme: No.`,
        },
      ];
    }
    case 'pick': {
      const rhyme = task.choices.find((choice) => rhymes(choice, task.target));
      return [
        {
          text: `Say ${task.target.word}, then each picture: ${task.choices.map((c) => c.word).join(', ')}.`,
        },
        {
          text: `Listen to the ends. ${capitalize(task.target.word)} and ${rhyme?.word ?? ''} end the same way.`,
        },
        { text: `So ${rhyme?.word ?? ''} rhymes with ${task.target.word}.` },
      ];
    }
    case 'odd-one-out': {
      const right = rhymeTimeAnswer(item);
      const odd = right.kind === 'word' ? right.word : '';
      const others = task.choices.filter((choice) => choice.word !== odd).map((c) => c.word);
      return [
        { text: `Say each word: ${task.choices.map((c) => c.word).join(', ')}.` },
        { text: `${capitalize(others.join(', '))} end the same way: they rhyme.` },
        { text: `${capitalize(odd)} ends differently, so ${odd} does not rhyme.` },
      ];
    }
    case 'pairs':
      return task.left.map((entry) => {
        const partner = task.right.find((other) => rhymes(entry, other));
        return {
          text: `${capitalize(entry.word)} and ${partner?.word ?? ''} end the same way: they rhyme.`,
        };
      });
  }
}

/** The model of Rhyme Time. */
export const rhymeTimeModel = {
  steps: 4,
  hints: rhymeTimeHints,
  generate: generateRhymeTime,
  check: checkRhymeTime,
  workedExample: rhymeTimeWorkedExample,
} satisfies PracticeModel<RhymeTimeItem, RhymeTimeAnswer, RhymeTimeMisconception>;
