/**
 * Lingo 2-2, Looking Forward: what time will it be later? Jump forward to find out. The end
 * time from a start time and a duration, in a short story. The model is the one Looking Back
 * shares (`model/jumpStories.ts`), counting forward; this file holds its stories and hints.
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

/** The activities of Looking Forward's stories ("when does it end?"), told from the start. */
export const forwardStories: readonly StoryFrame[] = [
  {
    id: 'painting',
    tell: (person, start, duration) =>
      `${person.name} starts painting at ${start}. ${capitalize(person.pronoun)} paints for ${duration}. When does ${person.pronoun} finish?`,
  },
  {
    id: 'reading',
    tell: (person, start, duration) =>
      `${person.name} starts reading at ${start}. ${capitalize(person.pronoun)} reads for ${duration}. When does ${person.pronoun} stop?`,
  },
  {
    id: 'muffins',
    tell: (person, start, duration) =>
      `${person.name} puts muffins in the oven at ${start}. They bake for ${duration}. When are they ready?`,
  },
  {
    id: 'bike',
    tell: (person, start, duration) =>
      `${person.name} goes for a bike ride at ${start}. The ride takes ${duration}. When does ${person.pronoun} get back?`,
  },
  {
    id: 'hockey',
    tell: (person, start, duration) =>
      `${person.name}'s hockey practice starts at ${start}. It lasts ${duration}. When does it end?`,
  },
  {
    id: 'lego',
    tell: (person, start, duration) =>
      `${person.name} starts building a Lego castle at ${start}. ${capitalize(person.pronoun)} builds for ${duration}. When does ${person.pronoun} finish?`,
  },
];

/** A Looking Forward item: the story's start, how long, and the end to find. */
export type LookingForwardItem = JumpStory;

/** The answer: the time set, chosen or typed. */
export type LookingForwardAnswer = JumpStoryAnswer;

/** Hint texts of Looking Forward (curriculum 2-2), keyed by misconception. */
export const lookingForwardHints = {
  'hour-not-moved':
    'When the long hand passes 12, a new hour starts. 3:45 to 4:00 is 15 minutes, and 15 more makes 4:15.',
  'H-60': timeHints['H-60'],
  backwards: 'Later means forward. Turn the hands forward.',
  'H-NOON': timeHints['H-NOON'],
  default: 'Start at the first time and jump forward on the ribbon, one jump at a time.',
} as const;

/** Looking Forward's own mistakes, besides H-60 and H-NOON. */
export type LookingForwardMisconception = 'hour-not-moved' | 'backwards';

const lookingForward = createJumpStoryModel<LookingForwardMisconception>({
  direction: 'forward',
  keyPrefix: 'looking-forward',
  stories: forwardStories,
  hints: lookingForwardHints,
  misconceptions: { hour: 'hour-not-moved', wrongWay: 'backwards' },
});

/** Generates a Looking Forward item for a step (1–4). */
export const generateLookingForward = lookingForward.generate;

/**
 * The answer rule: end = (start + duration) mod 1440; steps 1–3 compare face values, step 4
 * also needs AM/PM. Misconceptions: the hour not moved on past the 12, minutes of 60 or
 * more (H-60), counted backwards, the wrong AM/PM (H-NOON).
 */
export const checkLookingForward = lookingForward.check;

/** Counts forward on the ribbon: "Start at 3:45.", "Plus 15 minutes to 4:00.", … */
export const forwardWorkedExample = lookingForward.workedExample;

/** The text alternative: "Start: 3:45. Ribbon: plus 15 minutes to 4:00, plus 15 minutes to 4:15." */
export const forwardText = lookingForward.text;

/** The answer in words: "4:15, quarter past 4" (or "12:25 PM" in step 4). */
export const describeLookingForward = lookingForward.describe;

/** The model of Looking Forward. */
export const lookingForwardModel = lookingForward.model;

/** The count passes an o'clock: the hour must move on (3:45 + 30 min). */
export function passesAnHour(start: number, duration: number): boolean {
  return crossesAnHour('forward', start, duration);
}

/** The three clocks of step 1: the end, counted back, and an hour off; distinct faces. */
export function forwardChoices(
  start: number,
  duration: number,
  end: number,
  rng: Rng,
): readonly number[] {
  return jumpStoryChoices('forward', { start, end, duration }, rng);
}
