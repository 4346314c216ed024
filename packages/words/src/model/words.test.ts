import { promptRate, slowRate } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import { carrierFor, wordUtterances } from './words';

describe('wordUtterances', () => {
  it('says the whole word at the prompt rate', () => {
    expect(wordUtterances('cat')).toEqual([{ text: 'cat.', rate: promptRate }]);
  });

  it('replays it slow at 0.6 when asked', () => {
    expect(wordUtterances('butterfly', { slow: true })).toEqual([
      { text: 'butterfly.', rate: 0.9 },
      { text: 'butterfly.', rate: slowRate },
    ]);
    expect(slowRate).toBe(0.6);
  });

  it('adds a homophone’s carrier sentence', () => {
    expect(wordUtterances('two')).toEqual([
      { text: 'two.', rate: 0.9 },
      { text: 'I have two hands.', rate: 0.9 },
    ]);
    expect(wordUtterances('plane', { slow: true }).map((utterance) => utterance.text)).toEqual([
      'plane.',
      'plane.',
      'The plane is in the sky.',
    ]);
  });

  it('never says a one-letter word alone', () => {
    expect(wordUtterances('a')).toEqual([{ text: 'I have a hat.', rate: 0.9 }]);
    expect(wordUtterances('I', { slow: true })).toEqual([
      { text: 'I can jump.', rate: 0.9 },
      { text: 'I can jump.', rate: 0.6 },
    ]);
  });
});

describe('carrierFor', () => {
  it('gives 2-5’s and 2-3’s carrier sentences', () => {
    expect(carrierFor('to')).toBe('We go to school.');
    expect(carrierFor('their')).toBe('Their dog is big.');
    expect(carrierFor('there')).toBe('The ball is over there.');
    expect(carrierFor('plane')).toBe('The plane is in the sky.');
    expect(carrierFor('knot')).toContain('knot');
    expect(carrierFor('cat')).toBeUndefined();
    expect(carrierFor('constructor')).toBeUndefined();
  });
});

describe('wordUtterances of a lone letter', () => {
  it('says a letter that is not a word by its name', () => {
    expect(wordUtterances('b')).toEqual([{ text: 'B.', rate: 0.9 }]);
  });
});
