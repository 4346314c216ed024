import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  passageWords,
  phraseWords,
  toggleWord,
  wordKeyTarget,
  wordsOfSentences,
} from './wordChoice';

const poster = {
  sentences: [
    "Don't miss the best day of the winter!",
    'It is −25 °C today.',
    'You will have the best time.',
  ],
  say: { '−25 °C': 'minus twenty-five degrees Celsius' },
  storyWords: [],
};

describe('passageWords', () => {
  it('numbers the words across the sentences, a spoken form as one word', () => {
    const words = passageWords(poster);
    expect(words.map((word) => word.text)).toEqual([
      "Don't",
      'miss',
      'the',
      'best',
      'day',
      'of',
      'the',
      'winter',
      'It',
      'is',
      '−25 °C',
      'today',
      'You',
      'will',
      'have',
      'the',
      'best',
      'time',
    ]);
    expect(words.map((word) => word.index)).toEqual(words.map((_, index) => index));
    expect(words[8]).toEqual({ index: 8, sentence: 1, start: 0, end: 2, text: 'It' });
  });

  it('gives a passage with no sentences no words', () => {
    expect(passageWords({ sentences: [], say: {}, storyWords: [] })).toEqual([]);
  });
});

describe('wordsOfSentences', () => {
  it('lists the words of the sentences asked for', () => {
    expect(wordsOfSentences(passageWords(poster), [1])).toEqual([8, 9, 10, 11]);
    expect(wordsOfSentences(passageWords(poster), [])).toEqual([]);
  });
});

describe('phraseWords', () => {
  const words = passageWords(poster);

  it('covers a phrase everywhere it appears, ignoring case', () => {
    expect(phraseWords(poster, words, 'the best')).toEqual([2, 3, 15, 16]);
    expect(phraseWords(poster, words, "don't MISS")).toEqual([0, 1]);
  });

  it('covers a word the phrase only touches part of, and nothing for a phrase not there', () => {
    expect(phraseWords(poster, words, 'winter!')).toEqual([7]);
    expect(phraseWords(poster, words, 'the worst')).toEqual([]);
    expect(phraseWords(poster, words, '  ')).toEqual([]);
  });
});

describe('toggleWord', () => {
  it('adds a word, and lets a chosen word go', () => {
    expect(toggleWord([], 4)).toEqual([4]);
    expect(toggleWord([4, 7], 4)).toEqual([7]);
    expect(toggleWord([4], 9)).toEqual([4, 9]);
  });

  it('keeps the newest taps within the limit', () => {
    expect(toggleWord([3], 5, 1)).toEqual([5]);
    expect(toggleWord([1, 2], 3, 2)).toEqual([2, 3]);
    expect(toggleWord([3], 3, 1)).toEqual([]);
  });

  it('never holds a word twice nor more than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (taps, limit) => {
          let chosen: number[] = [];
          for (const tap of taps) {
            const before = chosen;
            chosen = toggleWord(chosen, tap, limit);
            // A tap on a chosen word lets it go; any other tap leaves it chosen.
            expect(chosen.includes(tap)).toBe(!before.includes(tap));
          }
          expect(new Set(chosen).size).toBe(chosen.length);
          expect(chosen.length).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});

describe('wordKeyTarget', () => {
  it('moves one word with the arrows, to the ends with Home and End', () => {
    expect(wordKeyTarget('ArrowRight', 2, 5)).toBe(3);
    expect(wordKeyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(wordKeyTarget('ArrowLeft', 2, 5)).toBe(1);
    expect(wordKeyTarget('ArrowUp', 2, 5)).toBe(1);
    expect(wordKeyTarget('Home', 2, 5)).toBe(0);
    expect(wordKeyTarget('End', 2, 5)).toBe(4);
  });

  it('stays put past either end, and ignores other keys (Enter and Space toggle)', () => {
    expect(wordKeyTarget('ArrowLeft', 0, 5)).toBeNull();
    expect(wordKeyTarget('ArrowRight', 4, 5)).toBeNull();
    expect(wordKeyTarget('Enter', 2, 5)).toBeNull();
    expect(wordKeyTarget(' ', 2, 5)).toBeNull();
    expect(wordKeyTarget('Home', 0, 0)).toBeNull();
  });
});
