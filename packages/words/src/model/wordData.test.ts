import { loadPicture } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  findMissingPictures,
  firstSoundsBank,
  firstSoundsProblems,
  firstSoundWords,
  indefiniteArticle,
  isKnownPicture,
  isSingleEmoji,
  parseWordList,
  pictureAlt,
} from './wordData';

describe('parseWordList', () => {
  it('keeps words and entries with pictures', () => {
    const parsed = parseWordList(['mat', { word: 'bus', emoji: '🚌' }, { word: 'yo-yo' }], 'demo');
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toEqual([
      { word: 'mat' },
      { word: 'bus', emoji: '🚌' },
      { word: 'yo-yo' },
    ]);
  });

  it('skips a word that is not letters, with a clear message', () => {
    const parsed = parseWordList(['c4t', 'cat'], 'first-sounds');
    expect(parsed.entries).toEqual([{ word: 'cat' }]);
    expect(parsed.problems).toEqual(["Skipped 'c4t' in first-sounds: a word is letters only."]);
  });

  it('skips capitals, spaces, empty words and entries without a word', () => {
    const parsed = parseWordList(['Cat', 'hot dog', '', { emoji: '🐶' }, 7, '-at'], 'demo');
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems).toEqual([
      "Skipped 'Cat' in demo: a word is written in lower case.",
      "Skipped 'hot dog' in demo: a word is letters only.",
      'Skipped entry 3 in demo: a word is not empty.',
      'Skipped entry 4 in demo: it has no word.',
      'Skipped entry 5 in demo: an entry is a word or an object with a word.',
      "Skipped '-at' in demo: a word is letters only.",
    ]);
  });

  it('allows a capital first letter when asked (I, Sam)', () => {
    expect(parseWordList(['I', 'Sam', 'sAm'], 'sight', { allowCapital: true })).toEqual({
      entries: [{ word: 'I' }, { word: 'Sam' }],
      problems: ["Skipped 'sAm' in sight: a word is letters only."],
    });
  });

  it('skips a duplicate, keeping the first', () => {
    const parsed = parseWordList([{ word: 'bus', emoji: '🚌' }, 'bus'], 'demo');
    expect(parsed.entries).toEqual([{ word: 'bus', emoji: '🚌' }]);
    expect(parsed.problems).toEqual(["Skipped 'bus' in demo: the word is already in the list."]);
  });

  it('skips a picture that is not one emoji, or is a flag', () => {
    const parsed = parseWordList(
      [
        { word: 'bus', emoji: 'bus' },
        { word: 'flag', emoji: '🇨🇦' },
        { word: 'pair', emoji: '🍐🍐' },
        { word: 'pen', emoji: 5 },
      ],
      'demo',
    );
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems).toEqual([
      `Skipped 'bus' in demo: the picture "bus" is not in the picture set.`,
      `Skipped 'flag' in demo: the picture "🇨🇦" is not in the picture set.`,
      `Skipped 'pair' in demo: the picture "🍐🍐" is not in the picture set.`,
      `Skipped 'pen' in demo: the picture 5 is not in the picture set.`,
    ]);
  });

  it('skips an emoji kit’s art set does not draw', () => {
    expect(parseWordList([{ word: 'alien', emoji: '👾' }], 'demo')).toEqual({
      entries: [],
      problems: [`Skipped 'alien' in demo: the picture "👾" is not in the picture set.`],
    });
  });

  it('takes a picture check of the caller', () => {
    const parsed = parseWordList([{ word: 'bus', emoji: '🚌' }], 'demo', {
      knownPicture: (emoji) => emoji === '🚗',
    });
    expect(parsed.entries).toEqual([]);
  });

  it('runs a Lingo’s own field checker and keeps its fields', () => {
    const parsed = parseWordList(
      [
        { word: 'cat', family: '-at' },
        { word: 'dog', family: 'og' },
      ],
      'families',
      {
        fields: (raw) =>
          typeof raw.family === 'string' && /^-[a-z]+$/.test(raw.family)
            ? { family: raw.family }
            : "a family is a text like '-at'",
      },
    );
    expect(parsed.entries).toEqual([{ word: 'cat', family: '-at' }]);
    expect(parsed.problems).toEqual(["Skipped 'dog' in families: a family is a text like '-at'."]);
  });

  it('says so when the data is not a list, never throwing', () => {
    expect(parseWordList({ word: 'cat' }, 'demo')).toEqual({
      entries: [],
      problems: ['The word list demo is not a list of words.'],
    });
    expect(parseWordList(null, 'demo').entries).toEqual([]);
  });

  it('checks an alt', () => {
    expect(parseWordList([{ word: 'bread', alt: '' }], 'demo').problems).toEqual([
      "Skipped 'bread' in demo: its alt is a text.",
    ]);
  });
});

describe('isSingleEmoji', () => {
  it('accepts one emoji, with or without its variation selector, and ZWJ sequences', () => {
    expect(isSingleEmoji('☀️')).toBe(true);
    expect(isSingleEmoji('🧑‍🚀')).toBe(true);
    expect(isSingleEmoji('0️⃣')).toBe(true);
    expect(isSingleEmoji(' 🚌')).toBe(false);
    expect(isSingleEmoji('a')).toBe(false);
  });
});

describe('isKnownPicture', () => {
  it('is one emoji of the art set, never a flag', () => {
    expect(isKnownPicture('🚌')).toBe(true);
    expect(isKnownPicture('☀')).toBe(true);
    expect(isKnownPicture('👾')).toBe(false);
    expect(isKnownPicture('🇨🇦')).toBe(false);
    expect(isKnownPicture('🚌🚌')).toBe(false);
  });
});

describe('findMissingPictures', () => {
  it('finds the emoji kit’s art set does not draw', async () => {
    const result = await findMissingPictures(
      [{ word: 'bus', emoji: '🚌' }, { word: 'mat' }, { word: 'alien', emoji: '👾' }],
      'demo',
    );
    expect(result.missing.map((entry) => entry.word)).toEqual(['alien']);
    expect(result.problems).toEqual([
      `Skipped 'alien' in demo: the picture "👾" is not in the picture set.`,
    ]);
  });
});

describe('pictureAlt', () => {
  it('puts a or an before the word', () => {
    expect(pictureAlt({ word: 'bus' })).toBe('a bus');
    expect(pictureAlt({ word: 'apple' })).toBe('an apple');
    expect(pictureAlt({ word: 'umbrella' })).toBe('an umbrella');
    expect(pictureAlt({ word: 'unicorn' })).toBe('a unicorn');
  });

  it('takes no article for bulk things and non-things', () => {
    expect(pictureAlt({ word: 'bread' })).toBe('bread');
    expect(pictureAlt({ word: 'up' })).toBe('up');
  });

  it('prefers the entry’s own alt', () => {
    expect(pictureAlt({ word: 'cats', alt: 'three cats' })).toBe('three cats');
  });

  it('knows the article by sound', () => {
    expect(indefiniteArticle('hour')).toBe('an');
    expect(indefiniteArticle('hat')).toBe('a');
    expect(indefiniteArticle('octopus')).toBe('an');
  });
});

describe('firstSoundsBank', () => {
  it('holds words.md’s 1-2 bank without a problem', () => {
    expect(firstSoundsProblems).toEqual([]);
    expect(firstSoundsBank.length).toBe(111);
    expect(firstSoundWords('m').map((entry) => entry.word)).toEqual([
      'mouse',
      'moon',
      'milk',
      'map',
      'monkey',
      'mushroom',
    ]);
    expect(firstSoundWords('q')).toEqual([]);
    expect(firstSoundWords('x')).toEqual([]);
  });

  it('has a picture in kit’s art set for every word', async () => {
    const arts = await Promise.all(
      firstSoundsBank.map((entry) => loadPicture({ emoji: entry.emoji ?? '' })),
    );
    expect(firstSoundsBank.filter((_, index) => arts[index] === null)).toEqual([]);
  });
});

describe('parseWordList and speech', () => {
  it('skips what the synthesizer cannot say as a word', () => {
    const parsed = parseWordList(['b', 'a', 'sh', 'buh', 'shy'], 'demo');
    expect(parsed.entries.map((entry) => entry.word)).toEqual(['a', 'shy']);
    expect(parsed.problems).toEqual([
      "Skipped 'b' in demo: a one-letter word is a or I.",
      `Skipped 'sh' in demo: it cannot be spoken as a word ("sh" is a letter team or lone sound, never spoken alone).`,
      `Skipped 'buh' in demo: it cannot be spoken as a word ("buh" is a written-out phoneme).`,
    ]);
  });
});
