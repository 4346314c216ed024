/**
 * Lingo 2-3, Looking Back: what time was it before? Count back to find out. The start time
 * from an end time and a duration, in a short story; the TimeRibbon is in "back" mode. The
 * model is the one Looking Forward shares (`model/jumpStories.ts`), counting back; this file
 * holds its stories and hints.
 */
import type { Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import { capitalize } from '../../model/elapsed';
import {
  createJumpStoryModel,
  crossesAnHour,
  jumpStoryChoices,
  type JumpStory,
  type JumpStoryAnswer,
} from '../../model/jumpStories';
import type { StoryFrame } from '../../model/timeJumps';

/** The activities of Looking Back's stories ("when did it start?"), told from the end. */
export const backStories: readonly StoryFrame[] = [
  {
    id: 'muffins',
    tell: (_person, end, duration) =>
      `The muffins came out of the oven at ${end}. They baked for ${duration}. When did they go in?`,
  },
  {
    id: 'walk',
    tell: (person, end, duration) =>
      `${person.name} got home at ${end}. The walk took ${duration}. When did ${person.pronoun} leave?`,
  },
  {
    id: 'swimming',
    tell: (person, end, duration) =>
      `${person.name}'s swimming lesson ended at ${end}. It lasted ${duration}. When did it start?`,
  },
  {
    id: 'bus',
    tell: (person, end, duration) =>
      `${person.name}'s bus reached school at ${end}. The ride took ${duration}. When did it leave?`,
  },
  {
    id: 'puzzle',
    tell: (person, end, duration) =>
      `${person.name} finished a puzzle at ${end}. ${capitalize(person.pronoun)} worked on it for ${duration}. When did ${person.pronoun} start?`,
  },
];

/** A Looking Back item: the story's end, how long, and the start to find. */
export type LookingBackItem = JumpStory;

/** The answer: the time set, chosen or typed. */
export type LookingBackAnswer = JumpStoryAnswer;

/** Hint texts of Looking Back (curriculum 2-3), keyed by misconception. */
export const lookingBackHints = {
  'hour-kept':
    'Going back past the 12, the hour goes back one. 4:10 back to 4:00 is 10 minutes, and 10 more is 3:50.',
  added: 'Before means earlier. Turn the hands backward.',
  'H-NOON': 'Just before noon is still morning: 11:45 AM.',
  'H-60': timeHints['H-60'],
  default: 'Start at the end time and jump back on the ribbon, one jump at a time.',
} as const;

/** Looking Back's own mistakes, besides H-60 and H-NOON. */
export type LookingBackMisconception = 'hour-kept' | 'added';

const lookingBack = createJumpStoryModel<LookingBackMisconception>({
  direction: 'back',
  keyPrefix: 'looking-back',
  stories: backStories,
  hints: lookingBackHints,
  misconceptions: { hour: 'hour-kept', wrongWay: 'added' },
});

/** Generates a Looking Back item for a step (1–4). */
export const generateLookingBack = lookingBack.generate;

/**
 * The answer rule: start = (end − duration) mod 1440; steps 1–3 compare face values, step 4
 * also needs AM/PM. Misconceptions: the hour kept when crossing back, added instead of
 * subtracted, the wrong AM/PM (H-NOON), minutes of 60 or more (H-60).
 */
export const checkLookingBack = lookingBack.check;

/** Counts back on the ribbon: "Start at 4:10.", "Minus 10 minutes to 4:00.", … */
export const backWorkedExample = lookingBack.workedExample;

/** The text alternative: "End: 4:10. Ribbon: minus 10 minutes to 4:00, minus 30 minutes to 3:30." */
export const backText = lookingBack.text;

/** The answer in words: "3:30, half past 3" (or "11:45 AM" in step 4). */
export const describeLookingBack = lookingBack.describe;

/** The model of Looking Back. */
export const lookingBackModel = lookingBack.model;

/** Counting back passes an o'clock, so the hour goes back (4:15 − 30 min, 4:00 − 30 min). */
export function crossesBackOverHour(end: number, duration: number): boolean {
  return crossesAnHour('back', end, duration);
}

/** The three clocks of step 1: the start, counted forward, and an hour off; distinct faces. */
export function backChoices(
  end: number,
  duration: number,
  start: number,
  rng: Rng,
): readonly number[] {
  return jumpStoryChoices('back', { start, end, duration }, rng);
}
