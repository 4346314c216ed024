import { describe, expect, it } from 'vitest';
import { spokenForm } from '../../model/spokenForms';
import { sentenceTokens, tokensSpoken } from './readerTokens';

const say = { '−25 °C': 'minus twenty-five degrees Celsius' };

describe('sentenceTokens', () => {
  it('makes each word a token and a spoken form one token, spoken in full', () => {
    const tokens = sentenceTokens('It is −25 °C in Winnipeg.', say, []);
    const sentence = 'It is −25 °C in Winnipeg.';
    expect(tokens.map((token) => sentence.slice(token.start, token.end))).toEqual([
      'It',
      'is',
      '−25 °C',
      'in',
      'Winnipeg',
    ]);
    expect(tokens[2]?.spoken).toBe('minus twenty-five degrees Celsius');
  });

  it('marks story words, their plurals too', () => {
    const trees = { word: 'trees', emoji: '🌳' };
    const snow = { word: 'snow', emoji: '❄️' };
    const tokens = sentenceTokens('Snow is on the trees.', {}, [trees, snow]);
    expect(tokens.map((token) => token.storyWord?.word ?? null)).toEqual([
      'snow',
      null,
      null,
      null,
      'trees',
    ]);
  });
});

describe('tokensSpoken', () => {
  it('maps a spoken word back to its token, a word of a spoken form to the whole form', () => {
    const sentence = 'It is −25 °C today.';
    const tokens = sentenceTokens(sentence, say, []);
    const spoken = spokenForm(sentence, say);
    const at = (word: string) => {
      const start = spoken.indexOf(word);
      return tokensSpoken(sentence, say, tokens, { start, end: start + word.length });
    };
    expect(at('degrees')).toEqual([2]);
    expect(at('today')).toEqual([3]);
    expect(at('is')).toEqual([1]);
  });
});
