import { describe, expect, it } from 'vitest';
import {
  idsIn,
  isSortedByValue,
  nextPieceKey,
  piecesIn,
  totalIn,
  trayPieces,
  trayReducer,
  type TrayPiece,
} from './cashTrayModel';

const purse = (...ids: Parameters<typeof trayPieces>[0]): TrayPiece[] => trayPieces(ids, 'purse');

describe('trayPieces', () => {
  it('numbers the pieces and puts them picture side up unless told', () => {
    expect(trayPieces(['dime', { id: 'loonie', side: 'king' }], 'purse')).toEqual([
      { key: 'piece-0', id: 'dime', place: 'purse', side: 'picture' },
      { key: 'piece-1', id: 'loonie', place: 'purse', side: 'king' },
    ]);
  });

  it('continues numbering from a start', () => {
    expect(trayPieces(['nickel'], 'counter', 4)[0]?.key).toBe('piece-4');
  });
});

describe('trayReducer', () => {
  it('adds a piece from the bank at the end of a place, with a new key', () => {
    const tray = trayReducer(purse('dime', 'nickel'), {
      type: 'add',
      id: 'quarter',
      place: 'purse',
    });
    expect(idsIn(tray, 'purse')).toEqual(['dime', 'nickel', 'quarter']);
    expect(tray[2]?.key).toBe('piece-2');
    expect(totalIn(tray, 'purse')).toBe(40);
  });

  it('gives a new key after one was removed, never one still in use', () => {
    const tray = trayReducer(purse('dime', 'nickel', 'dime'), { type: 'remove', key: 'piece-0' });
    expect(nextPieceKey(tray)).toBe('piece-3');
  });

  it('removes a piece, and ignores a key not on the tray (a double tap)', () => {
    const once = trayReducer(purse('dime', 'nickel'), { type: 'remove', key: 'piece-0' });
    expect(idsIn(once, 'purse')).toEqual(['nickel']);
    expect(trayReducer(once, { type: 'remove', key: 'piece-0' })).toEqual(once);
  });

  it('moves a piece to another place, at the end or at an index', () => {
    const start = purse('toonie', 'dime', 'nickel');
    const once = trayReducer(start, { type: 'move', key: 'piece-1', place: 'counter' });
    expect(idsIn(once, 'purse')).toEqual(['toonie', 'nickel']);
    expect(idsIn(once, 'counter')).toEqual(['dime']);
    const twice = trayReducer(once, { type: 'move', key: 'piece-0', place: 'counter', index: 0 });
    expect(idsIn(twice, 'counter')).toEqual(['toonie', 'dime']);
    expect(totalIn(twice, 'counter')).toBe(210);
  });

  it('reorders within a place', () => {
    const tray = trayReducer(purse('nickel', 'dime', 'quarter'), {
      type: 'move',
      key: 'piece-2',
      place: 'purse',
      index: 0,
    });
    expect(idsIn(tray, 'purse')).toEqual(['quarter', 'nickel', 'dime']);
  });

  it('ignores a move of a piece that is not there', () => {
    const start = purse('dime');
    expect(trayReducer(start, { type: 'move', key: 'piece-9', place: 'counter' })).toEqual(start);
  });

  it('sorts a place biggest first, keeping equal pieces in order and other places as they are', () => {
    const start = [
      ...purse('nickel', 'quarter', { id: 'nickel', side: 'king' }, 'dime'),
      ...trayPieces(['loonie'], 'counter', 4),
    ];
    const tray = trayReducer(start, { type: 'sort', place: 'purse' });
    expect(piecesIn(tray, 'purse').map((piece) => piece.key)).toEqual([
      'piece-1',
      'piece-3',
      'piece-0',
      'piece-2',
    ]);
    expect(isSortedByValue(tray, 'purse')).toBe(true);
    expect(isSortedByValue(start, 'purse')).toBe(false);
    expect(idsIn(tray, 'counter')).toEqual(['loonie']);
  });

  it('flips a piece over and back', () => {
    const once = trayReducer(purse('loonie'), { type: 'flip', key: 'piece-0' });
    expect(once[0]?.side).toBe('king');
    expect(trayReducer(once, { type: 'flip', key: 'piece-0' })[0]?.side).toBe('picture');
  });

  it('clears one place or the whole tray', () => {
    const start = [...purse('dime'), ...trayPieces(['loonie'], 'counter', 1)];
    expect(idsIn(trayReducer(start, { type: 'clear', place: 'purse' }), 'counter')).toEqual([
      'loonie',
    ]);
    expect(trayReducer(start, { type: 'clear' })).toEqual([]);
  });

  it('never changes the tray it is given', () => {
    const start = purse('dime', 'nickel');
    const copy = structuredClone(start);
    trayReducer(start, { type: 'sort', place: 'purse' });
    trayReducer(start, { type: 'move', key: 'piece-0', place: 'counter' });
    expect(start).toEqual(copy);
  });
});
