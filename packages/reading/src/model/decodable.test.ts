import { describe, expect, it } from 'vitest';
import { isDecodablePassage, isDecodableWord, sightWords, undecodableWords } from './decodable';

describe('isDecodableWord', () => {
  it('reads short-vowel words with blends and teams', () => {
    for (const word of [
      'cat',
      'sled',
      'fast',
      'spring',
      'shack',
      'thick',
      'which',
      'rink',
      'long',
      'scrap',
    ]) {
      expect(isDecodableWord(word), word).toBe(true);
    }
  });

  it('reads magic e, the all family and the endings -s, -es, -ing', () => {
    for (const word of [
      'cake',
      'slides',
      'tall',
      'small',
      'dishes',
      'hunts',
      'making',
      'running',
      'zips',
    ]) {
      expect(isDecodableWord(word), word).toBe(true);
    }
  });

  it('reads two-syllable words made of those parts', () => {
    for (const word of ['mitten', 'pancake', 'cupcake', 'duckling', 'ducklings']) {
      expect(isDecodableWord(word), word).toBe(true);
    }
  });

  it('takes sight words, the extras and story words, and refuses the rest', () => {
    expect(isDecodableWord('said')).toBe(true);
    expect(isDecodableWord('from')).toBe(true);
    expect(isDecodableWord('syrup')).toBe(false);
    expect(isDecodableWord('syrup', ['syrup'])).toBe(true);
    expect(isDecodableWord('trees', ['trees'])).toBe(true);
    for (const word of ['rain', 'night', 'jumped', 'house', 'snow']) {
      expect(isDecodableWord(word), word).toBe(false);
    }
  });

  it('keeps 40 sight words', () => {
    expect(new Set(sightWords).size).toBe(40);
  });
});

describe('undecodableWords', () => {
  it('lists the words that break the rule, once each', () => {
    const passage = { sentences: ['The rain is wet.', 'Rain, rain, go.'], storyWords: [] };
    expect(undecodableWords(passage)).toEqual(['rain', 'Rain']);
    expect(isDecodablePassage(passage)).toBe(false);
  });

  it('refuses a fourth story word', () => {
    const storyWords = ['a', 'b', 'c', 'd'].map((word) => ({ word, emoji: '⭐' }));
    expect(isDecodablePassage({ sentences: ['A cat.'], storyWords })).toBe(false);
  });
});
