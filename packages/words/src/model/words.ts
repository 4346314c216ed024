/**
 * Whole words as words.md speaks them: whole, never split by the synthesizer into syllables or
 * phonemes; at rate 0.9, and again at 0.6 for the "slow" replay; a homophone always with its
 * carrier sentence (2-3, 2-5), so "two" is never heard as "to" or "too".
 */
import { promptRate, slowRate, type UtteranceInput } from '@lingos/kit';
import { letterName } from './letters';

// Each homophone a Lingo speaks without a picture to tell it apart, with its sentence. 2-5
// gives the sight words' sentences; 2-3 gives "The plane is in the sky." and names the other
// pairs. A word shown with its picture (sun, bee, pear) needs none.
const carriers: Readonly<Record<string, string>> = {
  a: 'I have a hat.',
  I: 'I can jump.',
  to: 'We go to school.',
  two: 'I have two hands.',
  there: 'The ball is over there.',
  their: 'Their dog is big.',
  where: 'Where is my mitten?',
  were: 'We were at the park.',
  here: 'Come here, please.',
  one: 'I have one nose.',
  would: 'Would you like some juice?',
  some: 'I have some grapes.',
  see: 'I see a bird.',
  made: 'I made a cake.',
  maid: 'The maid made the bed.',
  mane: 'The lion has a long mane.',
  main: 'This is the main door.',
  plane: 'The plane is in the sky.',
  plain: 'I like plain toast.',
  vane: 'The weather vane spins in the wind.',
  vain: 'The peacock is vain about its tail.',
  rode: 'We rode our bikes.',
  road: 'The car is on the road.',
  not: 'I am not sleepy.',
  knot: 'Tie a knot in the rope.',
};

/** The words that always come with a carrier sentence (words.md: homophones). */
export const homophones: readonly string[] = Object.keys(carriers);

/** The carrier sentence of a homophone ("two" → "I have two hands."), or undefined. */
export function carrierFor(word: string): string | undefined {
  return Object.hasOwn(carriers, word) ? carriers[word] : undefined;
}

/** Options of {@link wordUtterances}. */
export interface WordUtteranceOptions {
  /** Then the word again at rate 0.6 ("replays the word at normal speed, then slow"). */
  readonly slow?: boolean;
}

/**
 * A whole word to speak: at 0.9, then at 0.6 when `slow`, then its carrier sentence if it is
 * a homophone. A one-letter word ("a", "I") is never said alone: its carrier sentence stands
 * for it (slow too, if asked); any other single letter is said by its name.
 */
export function wordUtterances(word: string, options: WordUtteranceOptions = {}): UtteranceInput[] {
  const carrier = carrierFor(word);
  if (word.length === 1) {
    const sentence = carrier ?? letterName(word);
    return options.slow
      ? [
          { text: sentence, rate: promptRate },
          { text: sentence, rate: slowRate },
        ]
      : [{ text: sentence, rate: promptRate }];
  }
  const spoken = `${word}.`;
  return [
    { text: spoken, rate: promptRate },
    ...(options.slow ? [{ text: spoken, rate: slowRate }] : []),
    ...(carrier !== undefined ? [{ text: carrier, rate: promptRate }] : []),
  ];
}
