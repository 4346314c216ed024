import { describe, expect, it } from 'vitest';
import { countText, sortBinsTexts } from './sortBinsText';

const loonie = { id: 'l', label: 'a gold-coloured coin with 11 sides', content: null };
const dime = { id: 'd', label: 'a tiny silver coin with a ship', content: null };
const loonies = { id: 'loonies', label: 'Loonies' };
const coins = { one: 'coin', other: 'coins' };

describe('countText', () => {
  it('counts one, several and none', () => {
    expect(countText(1, coins)).toBe('1 coin');
    expect(countText(5, coins)).toBe('5 coins');
    expect(countText(0, coins)).toBe('No coins');
  });
});

describe('sortBinsTexts', () => {
  const texts = sortBinsTexts(coins);

  it('names an item by its number and its text alternative', () => {
    expect(texts.itemName(loonie, 2, 8)).toBe('Coin 3 of 8: a gold-coloured coin with 11 sides');
  });

  it('names a bin with what it holds', () => {
    expect(texts.binName({ id: 'weekend', label: 'Weekend' }, [])).toBe('Weekend bin, empty');
    expect(
      texts.binName({ id: 'weekend', label: 'Weekend' }, [
        { id: 'sat', label: 'Saturday', content: null },
        { id: 'sun', label: 'Sunday', content: null },
      ]),
    ).toBe('Weekend bin: Saturday, Sunday');
  });

  it('says where an item went and how many are left', () => {
    expect(texts.placed(loonie, loonies, 5)).toBe('Into Loonies. 5 coins left.');
    expect(texts.placed(loonie, loonies, 1)).toBe('Into Loonies. 1 coin left.');
    expect(texts.placed(loonie, loonies, 0)).toBe('Into Loonies. No coins left.');
    expect(texts.returned(dime, 4)).toBe(
      'A tiny silver coin with a ship, back to sort. 4 coins left.',
    );
  });

  it('says what bounced back, from where, with the hint', () => {
    expect(texts.bounced([dime], loonies, 'The dime is the smaller one, with the ship.')).toBe(
      'Not Loonies. A tiny silver coin with a ship bounced back. The dime is the smaller one, with the ship.',
    );
    expect(texts.bounced([dime, loonie], undefined, undefined)).toBe('2 coins bounced back.');
  });

  it('says how to go on after a tap', () => {
    expect(texts.chosen(dime)).toBe('A tiny silver coin with a ship chosen. Now choose a bin.');
  });

  it('words the instructions with the noun', () => {
    expect(texts.instructions).toContain('To pick up a coin, press Space.');
  });

  it('takes a concept’s own wording', () => {
    const rounding = sortBinsTexts(coins, {
      placed: (item, bin) => `${item.label} goes into ${bin.label}.`,
    });
    expect(
      rounding.placed(
        { id: 'a', label: '2 dollars 53', content: null },
        { id: 'b', label: '2 dollars 55' },
        3,
      ),
    ).toBe('2 dollars 53 goes into 2 dollars 55.');
    expect(rounding.chosen(dime)).toBe('A tiny silver coin with a ship chosen. Now choose a bin.');
  });
});
