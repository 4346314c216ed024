import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieceIds, pieces } from '../../model/pieces';
import { idsIn, totalIn, trayPieces, trayReducer, type TrayAction } from './cashTrayModel';

const places = ['purse', 'counter'] as const;
const pieceId = fc.constantFrom(...pieceIds);
const place = fc.constantFrom(...places);
const startTray = fc
  .array(fc.tuple(pieceId, place), { maxLength: 12 })
  .map((entries) =>
    entries
      .map(([id, where], index) => trayPieces([id], where, index)[0])
      .filter((piece) => piece !== undefined),
  );
const keyOf = fc.nat({ max: 20 }).map((n) => `piece-${n}`);
const action: fc.Arbitrary<TrayAction> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), id: pieceId, place }),
  fc.record({ type: fc.constant('remove' as const), key: keyOf }),
  fc.record({
    type: fc.constant('move' as const),
    key: keyOf,
    place,
    index: fc.option(fc.nat({ max: 12 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('sort' as const), place }),
  fc.record({ type: fc.constant('flip' as const), key: keyOf }),
);

// An independent reference: add up the values one by one.
const referenceTotal = (ids: readonly (keyof typeof pieces)[]): number => {
  let cents = 0;
  for (const id of ids) cents += pieces[id].value;
  return cents;
};

describe('trayReducer, for any tray and actions', () => {
  it('keeps each place’s total equal to the sum of its pieces’ values', () => {
    fc.assert(
      fc.property(startTray, fc.array(action, { maxLength: 20 }), (start, actions) => {
        const tray = actions.reduce(trayReducer, start);
        for (const where of places)
          expect(totalIn(tray, where)).toBe(referenceTotal(idsIn(tray, where)));
      }),
    );
  });

  it('keeps every key unique', () => {
    fc.assert(
      fc.property(startTray, fc.array(action, { maxLength: 20 }), (start, actions) => {
        const tray = actions.reduce(trayReducer, start);
        expect(new Set(tray.map((piece) => piece.key)).size).toBe(tray.length);
      }),
    );
  });

  it('adds then removes the same piece: the tray is as it was', () => {
    fc.assert(
      fc.property(startTray, pieceId, place, (start, id, where) => {
        const added = trayReducer(start, { type: 'add', id, place: where });
        const newPiece = added[added.length - 1];
        expect(newPiece?.id).toBe(id);
        expect(trayReducer(added, { type: 'remove', key: newPiece?.key ?? '' })).toEqual(start);
      }),
    );
  });

  it('moves and sorts without gaining or losing a piece', () => {
    fc.assert(
      fc.property(
        startTray,
        fc.array(action.filter((a) => a.type === 'move' || a.type === 'sort' || a.type === 'flip')),
        (start, actions) => {
          const tray = actions.reduce(trayReducer, start);
          const keys = (list: typeof start) =>
            list.map((piece) => `${piece.key}:${piece.id}`).sort();
          expect(keys(tray)).toEqual(keys(start));
        },
      ),
    );
  });
});
