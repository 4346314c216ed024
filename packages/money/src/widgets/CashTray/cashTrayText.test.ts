import { describe, expect, it } from 'vitest';
import {
  addedText,
  countUpText,
  movedText,
  placeSummary,
  removedText,
  trayPieceName,
} from './cashTrayText';

describe('change announcements', () => {
  it('says the piece and the new total when the total is shown', () => {
    expect(addedText('quarter', 35)).toBe('Added a quarter. 35 cents.');
    expect(removedText('dime', 125)).toBe('Took out a dime. 1 dollar and 25 cents.');
    expect(movedText('toonie', 'the counter', 200)).toBe(
      'Moved a toonie to the counter. 2 dollars.',
    );
  });

  it('says only the piece when the total is hidden', () => {
    expect(addedText('bill-5', null)).toBe('Added a $5 bill.');
  });

  it('counts up from the price', () => {
    expect(countUpText('quarter', 255)).toBe('Quarter. 2 dollars 55.');
    expect(countUpText('nickel', 90)).toBe('Nickel. 90 cents.');
  });
});

describe('trayPieceName', () => {
  it('names a piece with its value, and a coin King side up', () => {
    expect(trayPieceName('quarter', 'picture')).toBe('Quarter, 25 cents');
    expect(trayPieceName('loonie', 'king')).toBe('Loonie, 1 dollar, King side up');
    expect(trayPieceName('bill-10', 'king')).toBe('$10 bill, 10 dollars');
  });
});

describe('placeSummary', () => {
  it('counts each kind, biggest first, with the total when asked', () => {
    expect(placeSummary('Purse', ['quarter', 'loonie'], { total: 125 })).toBe(
      'Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents.',
    );
  });

  it('lists the pieces in the order shown', () => {
    expect(
      placeSummary('Purse', ['nickel', 'quarter', 'dime', 'quarter', 'nickel'], { order: 'shown' }),
    ).toBe('Purse with 5 coins: a nickel, a quarter, a dime, a quarter and a nickel.');
  });

  it('says when a place is empty', () => {
    expect(placeSummary('Change tray', [])).toBe('Change tray: empty.');
  });
});
