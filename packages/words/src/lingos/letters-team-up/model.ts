/**
 * Lingo 2-0, Letters Team Up (Learn): in a letter team two letters make one new sound (sh,
 * ch, th, wh, ck); in a blend you still hear both (st, fr). Four guided steps and a closing
 * check of three questions (words.md), with the pure rule of each step: what a move says and
 * when the step is done.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { blendUtterances, soundUtterances, teamUtterances } from '../../model/keyWords';
import { letterName } from '../../model/letters';

/** Ids of the steps, in order. */
export const teamUpStepIds = ['new-sound', 'more-teams', 'ck-end', 'blends'] as const;
/** One step id. */
export type TeamUpStepId = (typeof teamUpStepIds)[number];

/** A guided step of Letters Team Up. */
export interface TeamUpStep extends LessonStep {
  readonly id: TeamUpStepId;
}

/** The four steps: words.md's sentences, then what to do. */
export const teamUpSteps: readonly TeamUpStep[] = [
  {
    id: 'new-sound',
    prompt:
      'Sometimes two letters team up and make one new sound. Drag the s tile onto the h tile.',
    speech: [
      'Sometimes two letters team up and make one new sound.',
      'Drag the',
      letterName('s'),
      'tile onto the',
      letterName('h'),
      'tile.',
    ],
  },
  {
    id: 'more-teams',
    prompt:
      'Meet more teams: c and h, as in chick. t and h, as in thumb. w and h, as in whale. Tap each team card, then match each team to its picture.',
    speech: [
      'Meet more teams:',
      ...teamUtterances('ch'),
      ...teamUtterances('th'),
      ...teamUtterances('wh'),
      'Tap each team card, then match each team to its picture.',
    ],
  },
  {
    id: 'ck-end',
    prompt:
      'Right after a short vowel, at the end of a word, the k sound is spelled c, k. Finish the word for the duck.',
    speech: [
      'Right after a short vowel, at the end of a word, the',
      letterName('k'),
      'sound is spelled',
      letterName('c'),
      letterName('k'),
      'Finish the word for the duck.',
    ],
  },
  {
    id: 'blends',
    prompt:
      'A blend is different. Two letters sit side by side, and you hear both: f, r, as in frog. Tap the frog, then sort the words.',
    speech: [
      'A blend is different. Two letters sit side by side, and you hear both:',
      ...blendUtterances('fr'),
      'Tap the frog, then sort the words.',
    ],
  },
];

// ─── Step 1: s onto h ────────────────────────────────────────────────────────────────────

/** words.md's text alternative of the sh team card. */
export const shTeamCardText = 'Team card: s h. Press to hear: s and h together, as in ship.';

/** Said once s has snapped onto h (words.md). */
export const snappedText = 's and h snapped together into the sh team.';

/** What step 1 says after a tile lands: the snap, or that s goes onto h. */
export function snapSaid(placed: string): { readonly said: string; readonly done: boolean } {
  if (placed === 's') return { said: snappedText, done: true };
  return { said: 'Put the s tile on the h tile.', done: false };
}

// ─── Step 2: more teams ──────────────────────────────────────────────────────────────────

/** The four teams of step 2 with their pictures (the key words of words.md). */
export const stepTwoTeams = [
  { team: 'sh', word: 'ship', emoji: '🚢' },
  { team: 'ch', word: 'chick', emoji: '🐤' },
  { team: 'th', word: 'thumb', emoji: '👍' },
  { team: 'wh', word: 'whale', emoji: '🐳' },
] as const;

/** One team of step 2. */
export type StepTwoTeam = (typeof stepTwoTeams)[number]['team'];

/** The team cards tapped first (sh is met in step 1). */
export const tappedTeams: readonly StepTwoTeam[] = ['ch', 'th', 'wh'];

/** words.md's note on wh, shown with the whale. */
export const whNote =
  'In most Canadian English, wh sounds just like w. We spell it wh in whale and in question words: what, where, when, why.';

/** A team card's text alternative, in words.md's form. */
export function teamCardText(team: StepTwoTeam): string {
  const found = stepTwoTeams.find((entry) => entry.team === team);
  const [first, second] = team;
  return `Team card: ${first} ${second}. Press to hear: ${first} and ${second} together, as in ${found?.word ?? ''}.`;
}

/** A pair tried in step 2's MatchPairs: right when the picture's word starts with the team. */
export function matchSaid(
  team: StepTwoTeam,
  word: string,
): { readonly right: boolean; readonly said: string } {
  if (word.startsWith(team)) return { right: true, said: `${word} starts with ${team}.` };
  return {
    right: false,
    said: `${word} does not start with ${team}. Tap the team card to hear it again.`,
  };
}

// ─── Step 3: ck at the end ───────────────────────────────────────────────────────────────

/** What step 3 says when a tile fills du_: ck makes duck; k alone is not how duck ends. */
export function duckSaid(tile: string): { readonly said: string; readonly done: boolean } {
  if (tile === 'ck') return { said: 'd, u, c k: duck! Now tap the sock.', done: false };
  return {
    said: 'Right after a short vowel, at the end of a word, the k sound is spelled c, k. Try the ck tile.',
    done: false,
  };
}

/** Said when the sock is tapped and its ck lights up: the step is done. */
export const sockText = 'Sock: s, o, c k. The ck team is at the end, right after the short o.';

// ─── Step 4: blends ──────────────────────────────────────────────────────────────────────

/** Said when the frog is tapped: its f and r light up one after the other. */
export const frogText = 'Frog: f, then r. You hear both.';

/** The two bins of step 4's sort (words.md). */
export const teamOrBlendBins = [
  { id: 'team', label: 'team: one new sound' },
  { id: 'blend', label: 'blend: hear both' },
] as const;

/** A bin of step 4. */
export type TeamOrBlend = (typeof teamOrBlendBins)[number]['id'];

/** Step 4's words and where each goes. */
export const sortWords = [
  { word: 'ship', emoji: '🚢', kind: 'team', pair: 'sh' },
  { word: 'frog', emoji: '🐸', kind: 'blend', pair: 'fr' },
  { word: 'chick', emoji: '🐤', kind: 'team', pair: 'ch' },
  { word: 'stop', emoji: '🛑', kind: 'blend', pair: 'st' },
] as const;

/** A drop in step 4: right, or bounced with why. */
export function sortSaid(
  word: string,
  bin: TeamOrBlend,
): { readonly right: boolean; readonly said: string } {
  const found = sortWords.find((entry) => entry.word === word);
  if (!found) return { right: false, said: 'Put each word in a bin.' };
  const [first, second] = found.pair;
  if (found.kind === bin) {
    return {
      right: true,
      said:
        bin === 'team'
          ? `${capitalize(word)}: ${first} and ${second} make one new sound. A team.`
          : `${capitalize(word)}: you hear ${first}, then ${second}. A blend.`,
    };
  }
  return {
    right: false,
    said:
      found.kind === 'team'
        ? `Listen: ${word}. ${first} and ${second} make one new sound, so ${found.pair} is a team.`
        : `Listen: ${word}. You hear ${first} and then ${second}: both sounds, so ${found.pair} is a blend.`,
  };
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// ─── Closing check ───────────────────────────────────────────────────────────────────────

/** Hints of the closing check, keyed by the mistake a card shows. */
export const teamUpHints = {
  'sh-ch': 'sh is a long, quiet shhh, as in ship. ch is short and snappy, as in chick.',
  th: 'For th, put your tongue between your teeth, as in thumb.',
  ck: 'Right after a short vowel, at the end of a word, the k sound is spelled c, k.',
  'blend-as-team': 'Listen: frog. You hear f and then r, both sounds: that is a blend.',
} as const;

/** The mistakes the closing check names. */
export type TeamUpMisconception = keyof typeof teamUpHints;

/** A team's letter names joined by "and": ["S.", "and", "H."]. */
const namesAnd = (team: string): string[] => [
  letterName(team.charAt(0)),
  'and',
  letterName(team.charAt(1)),
];

/**
 * The closing-check hints as read aloud: teams by their letter names and "together", sounds
 * by their names and key words (never frog's own), never "sh", "shhh" or a bare letter.
 */
export const teamUpHintSpeech: Readonly<Record<TeamUpMisconception, readonly string[]>> = {
  'sh-ch': [
    ...namesAnd('sh'),
    'together is long and quiet, as in ship.',
    ...namesAnd('ch'),
    'together is short and snappy, as in chick.',
  ],
  th: ['For', ...namesAnd('th'), 'together, put your tongue between your teeth, as in thumb.'],
  ck: [
    'Right after a short vowel, at the end of a word, the',
    letterName('k'),
    'sound is spelled',
    letterName('c'),
    letterName('k'),
  ],
  'blend-as-team': [
    'Listen: frog.',
    'You hear',
    ...soundUtterances('f', { avoid: 'frog' }),
    'and then',
    ...soundUtterances('r', { avoid: 'frog' }),
    'Both sounds: that is a blend.',
  ],
};

/** Said when step 2's four teams are matched, and as read aloud (teams with key words). */
export const moreTeamsDone = {
  text: 'Well done! sh, ch, th and wh each make one new sound.',
  speech: [
    'Well done!',
    ...teamUtterances('sh'),
    ...teamUtterances('ch'),
    ...teamUtterances('th'),
    ...teamUtterances('wh'),
    'Each team makes one new sound.',
  ],
} as const;

/** Said when step 3 is done (the sock's ck lit), and as read aloud. */
export const ckDone = {
  text: 'Well done! c and k team up at the end: duck, sock.',
  speech: ['Well done!', ...namesAnd('ck'), 'team up at the end: duck, sock.'],
} as const;

/** A closing-check card; `speech` says it on keyboard focus. */
export interface TeamUpChoice extends LessonChoice<TeamUpMisconception> {
  readonly speech?: readonly string[];
}

/** A closing-check question, with the picture shown above its cards. */
export interface TeamUpQuestion extends LessonQuestion<TeamUpChoice> {
  readonly picture: { readonly word: string; readonly emoji: string };
  /** The letters shown before the gap ("du" of du__). */
  readonly start?: string;
}

const letterCard = (value: string, extra: Partial<TeamUpChoice> = {}): TeamUpChoice => ({
  value,
  label: value,
  speech: [...value].map((letter) => letterName(letter)),
  ...extra,
});

/** The three questions of words.md's closing check. */
export const teamUpCheck: readonly TeamUpQuestion[] = [
  {
    id: 'starts-ship',
    prompt: 'Which team starts ship?',
    picture: { word: 'ship', emoji: '🚢' },
    choices: [
      letterCard('sh', { correct: true }),
      letterCard('ch', { misconception: 'sh-ch' }),
      letterCard('th', { misconception: 'th' }),
    ],
  },
  {
    id: 'finish-duck',
    prompt: 'Finish duck.',
    picture: { word: 'duck', emoji: '🦆' },
    start: 'du',
    choices: [letterCard('ck', { correct: true }), letterCard('k', { misconception: 'ck' })],
  },
  {
    id: 'frog-team-or-blend',
    prompt: 'In frog, is f-r a team or a blend?',
    speech: ['In frog, is', letterName('f'), letterName('r'), 'a team or a blend?'],
    picture: { word: 'frog', emoji: '🐸' },
    choices: [
      { value: 'team', label: 'A team', misconception: 'blend-as-team' },
      { value: 'blend', label: 'A blend', correct: true },
    ],
  },
];

/** Letters Team Up as a lesson model: four steps, then three closing questions. */
export const teamUpLesson: LessonModel<TeamUpStep, TeamUpQuestion, TeamUpMisconception> = {
  steps: teamUpSteps,
  check: teamUpCheck,
  hints: teamUpHints,
  hintSpeech: teamUpHintSpeech,
};
