import { loadPicture } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  blends,
  blendText,
  blendUtterances,
  keyWordFor,
  keyWords,
  letterTeams,
  soundText,
  soundUtterances,
  soundWordFor,
  teamText,
  teamUtterances,
} from './keyWords';
import { letters } from './letters';
import { parseWordList } from './wordData';

describe('keyWords', () => {
  it('has words.md’s one key word per letter', () => {
    expect(keyWords.map((entry) => entry.letter)).toEqual([...letters]);
    expect(keyWords.map((entry) => entry.word).join(' ')).toBe(
      'apple ball cat dog elephant fish goat hat insect juice kite lemon mouse nose octopus pig ' +
        'queen rabbit sun tent umbrella van wolf fox yo-yo zebra',
    );
    expect(keyWordFor('Q')).toMatchObject({ word: 'queen', emoji: '👑' });
    expect(keyWordFor('x')).toMatchObject({ word: 'fox', at: 'end' });
  });

  it('passes the word-list check: letters only, one emoji each', () => {
    for (const [name, list] of [
      ['key-words', keyWords],
      ['letter-teams', letterTeams],
      ['blends', blends.filter((entry) => entry.at === 'start')],
      ['end-blends', blends.filter((entry) => entry.at === 'end')],
    ] as const) {
      expect(parseWordList(list, name).problems).toEqual([]);
    }
  });

  it('gives each team and blend a key word that holds it where it says', () => {
    for (const entry of [...letterTeams, ...blends]) {
      if (entry.at === 'start') expect(entry.word.startsWith(entry.team), entry.word).toBe(true);
      else expect(entry.word.endsWith(entry.team), entry.word).toBe(true);
    }
  });

  it('draws every key word, team and blend picture from kit’s art set', async () => {
    const emoji = [...keyWords, ...letterTeams, ...blends].flatMap((entry) =>
      entry.emoji === undefined ? [] : [entry.emoji],
    );
    const arts = await Promise.all(emoji.map((one) => loadPicture({ emoji: one })));
    expect(emoji.filter((_, index) => arts[index] === null)).toEqual([]);
  });
});

describe('soundUtterances', () => {
  it('is the letter name, then "as in" its key word', () => {
    expect(soundUtterances('b')).toEqual(['B.', 'as in ball.']);
    expect(soundUtterances('s')).toEqual(['S.', 'as in sun.']);
    expect(soundUtterances('z')).toEqual(['Zed.', 'as in zebra.']);
    expect(soundUtterances('q')).toEqual(['Q.', 'as in queen.']);
  });

  it('hears x at the end of fox', () => {
    expect(soundUtterances('x')).toEqual(['X.', 'as at the end of fox.']);
    expect(soundText('x')).toBe('x, as at the end of fox');
  });

  it('never uses the item’s target word as the key word', () => {
    expect(soundUtterances('m', { avoid: 'mouse' })).toEqual(['M.', 'as in moon.']);
    expect(soundUtterances('c', { avoid: 'cat' })).toEqual(['C.', 'as in car.']);
    expect(soundUtterances('x', { avoid: 'fox' })).toEqual(['X.', 'as at the end of box.']);
    expect(soundUtterances('x', { avoid: ['fox', 'box'] })).toEqual([
      'X.',
      'as at the end of six.',
    ]);
    expect(soundUtterances('q', { avoid: 'queen' })).toEqual(['Q.', 'as in quack.']);
    expect(soundWordFor('a', { avoid: ['apple', 'ant'] })).toBe('alligator');
  });

  it('keeps the key word when another word is avoided', () => {
    expect(soundUtterances('m', { avoid: 'cat' })).toEqual(['M.', 'as in mouse.']);
  });

  it('uses the fallback names when asked', () => {
    expect(soundUtterances('a', { fallbackNames: true })).toEqual(['Ay.', 'as in apple.']);
  });

  it('writes the sound for hints: "b, as in ball"', () => {
    expect(soundText('b')).toBe('b, as in ball');
    expect(soundText('m', { avoid: 'mouse' })).toBe('m, as in moon');
  });
});

describe('teamUtterances', () => {
  it('says the two letter names, then the key word, never the team alone', () => {
    expect(teamUtterances('sh')).toEqual(['S.', 'and', 'H.', 'together, as in ship.']);
    expect(teamUtterances('ch')).toEqual(['C.', 'and', 'H.', 'together, as in chick.']);
    expect(teamUtterances('th')).toEqual(['T.', 'and', 'H.', 'together, as in thumb.']);
    expect(teamUtterances('wh')).toEqual(['W.', 'and', 'H.', 'together, as in whale.']);
  });

  it('hears ck at the end of duck', () => {
    expect(teamUtterances('ck')).toEqual(['C.', 'and', 'K.', 'together, as at the end of duck.']);
    expect(teamText('ck')).toBe('c and k together, as at the end of duck');
  });

  it('writes a team as words.md does', () => {
    expect(teamText('sh')).toBe('s and h together, as in ship');
  });

  it('refuses a blend or anything else', () => {
    expect(() => teamUtterances('fr')).toThrow('Not a letter team');
  });
});

describe('blendUtterances', () => {
  it('says both letter names, then the key word', () => {
    expect(blendUtterances('fr')).toEqual(['F.', 'R.', 'as in frog.']);
    expect(blendText('fr')).toBe('f, r, as in frog');
  });

  it('hears an end blend at the end of its word', () => {
    expect(blendUtterances('nd', 'end')).toEqual(['N.', 'D.', 'as at the end of hand.']);
    expect(blendUtterances('st', 'end')).toEqual(['S.', 'T.', 'as at the end of vest.']);
    expect(blendUtterances('st')).toEqual(['S.', 'T.', 'as in star.']);
  });

  it('refuses a blend it has no key word for', () => {
    expect(() => blendUtterances('zr')).toThrow('No blend');
  });
});
