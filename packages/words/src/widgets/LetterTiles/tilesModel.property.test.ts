import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createTilesState,
  tilesReducer,
  trayTiles,
  type TilesAction,
  type TilesState,
} from './tilesModel';
import { eventText } from './tilesText';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
const slotIndex = fc.integer({ min: -1, max: 6 });
const tileId = fc.oneof(
  fc.nat({ max: 7 }).map((n) => `tile-${n}`),
  letter.map((l) => `letter-${l}`),
  fc.constant('nope'),
);

const action: fc.Arbitrary<TilesAction> = fc.oneof(
  fc
    .record({
      type: fc.constant('place' as const),
      tileId,
      slot: fc.option(slotIndex, { nil: undefined }),
    })
    .map(({ slot, ...rest }) => (slot === undefined ? rest : { ...rest, slot })),
  fc.record({ type: fc.constant('move' as const), from: slotIndex, to: slotIndex }),
  fc.record({ type: fc.constant('return' as const), slot: slotIndex }),
  fc.record({ type: fc.constant('type' as const), key: fc.oneof(letter, fc.constant('Shift')) }),
  fc.constant({ type: 'backspace' as const }),
  fc.constant({ type: 'clear' as const }),
  fc.record({ type: fc.constant('dropOutside' as const), tileId }),
  fc.record({
    type: fc.constant('mark' as const),
    correct: fc.array(fc.boolean(), { maxLength: 6 }),
  }),
);

const trayStart = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.array(letter, { minLength: 1, maxLength: 8 }))
  .map(([slots, tiles]) => createTilesState({ layout: slots, tiles }));

// Where every tile id is now: in the tray once, or in one slot once.
const countOf = (state: TilesState, id: string): number =>
  trayTiles(state).filter((tile) => tile.id === id).length +
  state.slots.filter((slot) => slot === id).length;

describe('tilesReducer, for any tray and any actions', () => {
  it('never loses or duplicates a tile', () => {
    fc.assert(
      fc.property(trayStart, fc.array(action, { maxLength: 30 }), (start, actions) => {
        const end = actions.reduce(tilesReducer, start);
        for (const tile of start.tiles) expect(countOf(end, tile.id)).toBe(1);
        expect(end.slots).toHaveLength(start.slots.length);
      }),
    );
  });

  it('never moves a locked tile, and always has words to say', () => {
    fc.assert(
      fc.property(trayStart, fc.array(action, { maxLength: 30 }), (start, actions) => {
        let state = start;
        for (const next of actions) {
          const after = tilesReducer(state, next);
          state.locked.forEach((locked, slot) => {
            if (locked) {
              expect(after.locked[slot]).toBe(true);
              expect(after.slots[slot]).toBe(state.slots[slot]);
            }
          });
          expect(eventText(after).length).toBeGreaterThan(0);
          state = after;
        }
      }),
    );
  });

  it('never runs the A–Z rack out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(action, { maxLength: 30 }),
        (slots, actions) => {
          const end = actions.reduce(
            tilesReducer,
            createTilesState({ layout: slots, tiles: 'alphabet' }),
          );
          expect(
            trayTiles(end)
              .map((tile) => tile.text)
              .join(''),
          ).toBe('abcdefghijklmnopqrstuvwxyz');
          for (const tileId of end.slots)
            if (tileId !== null) expect(tileId).toMatch(/^letter-[a-z]$/);
        },
      ),
    );
  });

  it('fills a slot with any typed letter on the A–Z rack until the row is full', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 5 }), (word) => {
        const end = word.reduce(
          (state, key) => tilesReducer(state, { type: 'type', key }),
          createTilesState({ layout: word.length, tiles: 'alphabet' }),
        );
        expect(end.slots).toEqual(word.map((key) => `letter-${key}`));
      }),
    );
  });
});
