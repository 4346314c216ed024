import { describe, expect, it } from 'vitest';
import {
  billIds,
  byValueDescending,
  coinIds,
  isCoin,
  isPieceId,
  piece,
  pieceIds,
  pieceValue,
  pieceWorth,
  pieces,
} from './pieces';

describe('the fact table', () => {
  it('has the five coins and five bills with their values in cents, and no penny', () => {
    expect(pieceIds.map((id) => [id, pieceValue(id)])).toEqual([
      ['nickel', 5],
      ['dime', 10],
      ['quarter', 25],
      ['loonie', 100],
      ['toonie', 200],
      ['bill-5', 500],
      ['bill-10', 1000],
      ['bill-20', 2000],
      ['bill-50', 5000],
      ['bill-100', 10000],
    ]);
    expect(isPieceId('penny')).toBe(false);
    expect(coinIds.every(isCoin)).toBe(true);
    expect(billIds.some(isCoin)).toBe(false);
  });

  it('gives the coins’ sizes in mm and ranks them smallest to largest', () => {
    expect(coinIds.map((id) => [id, piece(id).sizeMm, piece(id).sizeRank])).toEqual([
      ['nickel', 21.2, 2],
      ['dime', 18.03, 1],
      ['quarter', 23.88, 3],
      ['loonie', 26.5, 4],
      ['toonie', 28, 5],
    ]);
    // The rank follows the size: sorting by mm gives ranks 1 to 5 in order.
    const bySize = [...coinIds].sort((a, b) => piece(a).sizeMm - piece(b).sizeMm);
    expect(bySize.map((id) => piece(id).sizeRank)).toEqual([1, 2, 3, 4, 5]);
    expect(billIds.every((id) => piece(id).sizeMm > piece('toonie').sizeMm)).toBe(true);
  });

  it('names each piece, its plural, nickname and compartment', () => {
    expect(piece('loonie')).toMatchObject({
      name: 'loonie',
      plural: 'loonies',
      title: 'Loonie',
      nickname: 'loonie',
      compartment: 'Loonies',
    });
    expect(piece('bill-20')).toMatchObject({
      name: '$20 bill',
      plural: '$20 bills',
      compartment: 'Twenty-dollar bills',
      nickname: null,
    });
  });

  it('gives the look and picture side of every coin as money.md does', () => {
    expect(piece('nickel')).toMatchObject({
      look: 'silver-coloured, round',
      pictureSide: 'a beaver on a rock',
      motif: 'beaver',
    });
    expect(piece('dime')).toMatchObject({
      look: 'silver-coloured, round, thin',
      pictureSide: 'the Bluenose, a sailing ship (schooner)',
      sizeWords: 'smallest',
    });
    expect(piece('quarter')).toMatchObject({
      pictureSide: "a caribou's head",
      sizeWords: 'middle',
    });
    expect(piece('loonie')).toMatchObject({ colour: 'gold', sides: 11, motif: 'loon' });
    expect(piece('toonie')).toMatchObject({
      colourWords: 'two colours: silver ring, gold centre',
      motif: 'polar-bear',
      sizeWords: 'largest',
    });
  });

  it('gives each bill its colour and its see-through window, no portrait', () => {
    expect(billIds.map((id) => piece(id).colour)).toEqual([
      'blue',
      'purple',
      'green',
      'red',
      'brown',
    ]);
    expect(piece('bill-5').appearance).toBe('a blue bill with a see-through window');
    expect(billIds.every((id) => piece(id).picture === null)).toBe(true);
  });

  it('keeps every record under its own id', () => {
    for (const id of pieceIds) expect(pieces[id].id).toBe(id);
  });
});

describe('byValueDescending', () => {
  it('puts the piece worth the most first and keeps equal pieces together', () => {
    expect(byValueDescending(['nickel', 'quarter', 'dime', 'quarter', 'bill-5'])).toEqual([
      'bill-5',
      'quarter',
      'quarter',
      'dime',
      'nickel',
    ]);
  });
});

describe('pieceWorth', () => {
  it('finds the piece of a value, or nothing', () => {
    expect(pieceWorth(200)).toBe('toonie');
    expect(pieceWorth(5000)).toBe('bill-50');
    expect(pieceWorth(50)).toBeUndefined();
  });
});
