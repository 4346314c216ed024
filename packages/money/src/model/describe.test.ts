import { describe, expect, it } from 'vitest';
import { flipText, otherSide, pieceAlt, pieceLook, pieceSpeech } from './describe';
import { coinIds, pieceIds } from './pieces';

describe('pieceAlt', () => {
  it('is money.md’s text alternative: name, look and picture, value', () => {
    expect(pieceAlt('loonie')).toBe(
      'Loonie: a gold-coloured coin with 11 sides and a loon. Worth 1 dollar.',
    );
    expect(pieceAlt('dime')).toBe(
      'Dime: a small, thin, silver coin with a sailing ship. Worth 10 cents.',
    );
    expect(pieceAlt('bill-10')).toBe(
      '$10 bill: a purple bill with 10 on it and a see-through window. Worth 10 dollars.',
    );
  });

  it('says the King side is up instead of the picture', () => {
    expect(pieceAlt('loonie', 'king')).toBe(
      'Loonie: a gold-coloured coin with 11 sides, King side up. Worth 1 dollar.',
    );
  });
});

describe('pieceLook', () => {
  it('describes the look alone, never the name or value (Money Detective)', () => {
    expect(pieceLook('dime')).toBe('a small, thin, silver coin with a sailing ship');
    expect(pieceLook('loonie', 'king')).toBe('a gold-coloured coin with 11 sides, King side up');
    for (const id of coinIds) {
      for (const side of ['picture', 'king'] as const) {
        const look = pieceLook(id, side);
        expect(look).not.toMatch(/nickel|dime|quarter|loonie|toonie|\bcents?\b|dollar/i);
      }
    }
  });

  it('tells every piece apart by its look', () => {
    const looks = pieceIds.map((id) => pieceLook(id));
    expect(new Set(looks).size).toBe(pieceIds.length);
    const kingLooks = coinIds.map((id) => pieceLook(id, 'king'));
    expect(new Set(kingLooks).size).toBe(coinIds.length);
  });
});

describe('pieceSpeech', () => {
  it('says the name and value on a tap', () => {
    expect(pieceSpeech('nickel')).toBe('Nickel. 5 cents.');
    expect(pieceSpeech('toonie')).toBe('Toonie. 2 dollars.');
    expect(pieceSpeech('bill-5')).toBe('$5 bill, blue. 5 dollars.');
  });
});

describe('flipText', () => {
  it('says what the other side shows', () => {
    expect(flipText('loonie', 'king')).toBe('The other side shows the King.');
    expect(flipText('loonie', 'picture')).toBe('This side shows a loon.');
    expect(flipText('bill-5', 'king')).toBe(
      '$5 bill: a blue bill with 5 on it and a see-through window.',
    );
    expect(otherSide('king')).toBe('picture');
  });
});
