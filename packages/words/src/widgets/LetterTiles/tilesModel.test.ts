import { describe, expect, it } from 'vitest';
import {
  builtText,
  createTilesState,
  isFull,
  slotMarks,
  slotStatesOf,
  tilesAnswer,
  tilesReducer,
  trayTiles,
  type TilesAction,
  type TilesState,
} from './tilesModel';

const run = (state: TilesState, ...actions: TilesAction[]): TilesState =>
  actions.reduce(tilesReducer, state);

const cvc = () => createTilesState({ layout: 3, tiles: ['t', 'a', 'c'] });

describe('createTilesState', () => {
  it('starts with empty slots and every tile in the tray', () => {
    const state = cvc();
    expect(state.slots).toEqual([null, null, null]);
    expect(trayTiles(state).map((tile) => tile.text)).toEqual(['t', 'a', 'c']);
    expect(slotStatesOf(state)).toEqual(['empty', 'empty', 'empty']);
    expect(isFull(state)).toBe(false);
  });

  it('counts only the slots of a layout with fixed chunks', () => {
    const state = createTilesState({ layout: ['slot', { chunk: 'at' }], tiles: ['h', 'm', 's'] });
    expect(state.slots).toEqual([null]);
    expect(builtText(state)).toBe('at');
  });

  it('reads one character as a letter and longer text as a word, unless told', () => {
    const state = createTilesState({
      layout: 2,
      tiles: ['c', 'snow', { text: 'sh', kind: 'team' }, { text: 'un', kind: 'prefix' }],
    });
    expect(state.tiles.map((tile) => tile.kind)).toEqual(['letter', 'word', 'team', 'prefix']);
  });

  it('gives duplicate tiles their own ids', () => {
    const state = createTilesState({ layout: 3, tiles: ['p', 'p', 'u'] });
    expect(new Set(state.tiles.map((tile) => tile.id)).size).toBe(3);
  });

  it('lays out the 26 letters in alphabet mode', () => {
    const state = createTilesState({ layout: 3, tiles: 'alphabet' });
    expect(state.tiles.map((tile) => tile.text).join('')).toBe('abcdefghijklmnopqrstuvwxyz');
  });
});

describe('place', () => {
  it('puts a tile into the slot asked for', () => {
    const state = run(cvc(), { type: 'place', tileId: 'tile-1', slot: 1 });
    expect(tilesAnswer(state)).toEqual(['', 'a', '']);
    expect(trayTiles(state).map((tile) => tile.text)).toEqual(['t', 'c']);
    expect(state.event).toEqual({ type: 'placed', tileId: 'tile-1', slot: 1 });
  });

  it('puts a tile into the next empty slot when no slot is given', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-2', slot: 0 },
      { type: 'place', tileId: 'tile-1' },
    );
    expect(tilesAnswer(state)).toEqual(['c', 'a', '']);
  });

  it('sends the tile already in the slot back to the tray', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0', slot: 0 },
      { type: 'place', tileId: 'tile-2', slot: 0 },
    );
    expect(tilesAnswer(state)).toEqual(['c', '', '']);
    expect(trayTiles(state).map((tile) => tile.text)).toEqual(['t', 'a']);
    expect(state.event).toEqual({ type: 'placed', tileId: 'tile-2', slot: 0, displaced: 'tile-0' });
  });

  it('moves a placed tile when it is placed again', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0', slot: 0 },
      { type: 'place', tileId: 'tile-0', slot: 2 },
    );
    expect(tilesAnswer(state)).toEqual(['', '', 't']);
  });

  it('places nothing twice: a second tap on a placed tile leaves it where it is', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0' },
      { type: 'place', tileId: 'tile-0' },
    );
    expect(tilesAnswer(state)).toEqual(['t', '', '']);
    expect(trayTiles(state)).toHaveLength(2);
  });

  it('reports a full row instead of placing', () => {
    const full = run(
      createTilesState({ layout: 2, tiles: ['a', 'b', 'c'] }),
      { type: 'place', tileId: 'tile-0' },
      { type: 'place', tileId: 'tile-1' },
    );
    const state = tilesReducer(full, { type: 'place', tileId: 'tile-2' });
    expect(state.slots).toEqual(full.slots);
    expect(state.event).toEqual({ type: 'full' });
  });

  it('reports an unknown tile or slot without a crash', () => {
    expect(tilesReducer(cvc(), { type: 'place', tileId: 'nope' }).event.type).toBe('unavailable');
    expect(tilesReducer(cvc(), { type: 'place', tileId: 'tile-0', slot: 7 }).event.type).toBe(
      'unavailable',
    );
    expect(tilesReducer(cvc(), { type: 'place', tileId: 'tile-0', slot: -1 }).event.type).toBe(
      'unavailable',
    );
  });

  it('uses a rack letter any number of times in alphabet mode', () => {
    const state = run(
      createTilesState({ layout: 3, tiles: 'alphabet' }),
      { type: 'place', tileId: 'letter-p' },
      { type: 'place', tileId: 'letter-u' },
      { type: 'place', tileId: 'letter-p' },
    );
    expect(builtText(state)).toBe('pup');
    expect(trayTiles(state)).toHaveLength(26);
  });
});

describe('move', () => {
  it('moves a tile to an empty slot', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-1', slot: 0 },
      { type: 'move', from: 0, to: 1 },
    );
    expect(tilesAnswer(state)).toEqual(['', 'a', '']);
    expect(state.event).toEqual({ type: 'moved', tileId: 'tile-1', from: 0, to: 1 });
  });

  it('swaps two placed tiles', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0', slot: 0 },
      { type: 'place', tileId: 'tile-2', slot: 2 },
      { type: 'move', from: 0, to: 2 },
    );
    expect(tilesAnswer(state)).toEqual(['c', '', 't']);
    expect(state.event).toEqual({
      type: 'moved',
      tileId: 'tile-0',
      from: 0,
      to: 2,
      swapped: 'tile-2',
    });
  });

  it('reports moving from an empty slot', () => {
    expect(tilesReducer(cvc(), { type: 'move', from: 0, to: 1 }).event.type).toBe('unavailable');
  });
});

describe('return, backspace and clear', () => {
  const filled = () =>
    run(cvc(), { type: 'type', key: 'c' }, { type: 'type', key: 'a' }, { type: 'type', key: 't' });

  it('sends one slot’s tile back to the tray', () => {
    const state = tilesReducer(filled(), { type: 'return', slot: 1 });
    expect(tilesAnswer(state)).toEqual(['c', '', 't']);
    expect(trayTiles(state).map((tile) => tile.text)).toEqual(['a']);
  });

  it('Backspace empties the last filled slot', () => {
    const state = tilesReducer(filled(), { type: 'backspace' });
    expect(tilesAnswer(state)).toEqual(['c', 'a', '']);
  });

  it('Backspace on empty slots says there is nothing to take out', () => {
    expect(tilesReducer(cvc(), { type: 'backspace' }).event).toEqual({ type: 'nothingToRemove' });
  });

  it('clear empties every slot', () => {
    const state = tilesReducer(filled(), { type: 'clear' });
    expect(tilesAnswer(state)).toEqual(['', '', '']);
    expect(state.event).toEqual({ type: 'cleared', count: 3 });
  });
});

describe('type', () => {
  it('fills the next empty slot with a tray tile of that letter, in any case', () => {
    const state = run(cvc(), { type: 'type', key: 'C' }, { type: 'type', key: 'a' });
    expect(tilesAnswer(state)).toEqual(['c', 'a', '']);
  });

  it('takes the second of two equal tiles for the second key', () => {
    const state = run(
      createTilesState({ layout: 3, tiles: ['p', 'u', 'p'] }),
      { type: 'type', key: 'p' },
      { type: 'type', key: 'u' },
      { type: 'type', key: 'p' },
    );
    expect(builtText(state)).toBe('pup');
    expect(trayTiles(state)).toEqual([]);
  });

  it('says kindly that a letter is not in the tray', () => {
    const state = tilesReducer(cvc(), { type: 'type', key: 'q' });
    expect(state.event).toEqual({ type: 'noSuchLetter', letter: 'q' });
    expect(state.slots).toEqual([null, null, null]);
  });

  it('finds every letter on the A–Z rack', () => {
    const state = run(
      createTilesState({ layout: 3, tiles: 'alphabet' }),
      { type: 'type', key: 'z' },
      { type: 'type', key: 'i' },
      { type: 'type', key: 'p' },
    );
    expect(builtText(state)).toBe('zip');
  });
});

describe('type, towards longer tiles', () => {
  const teams = () =>
    createTilesState({
      layout: [{ chunk: 'fi' }, 'slot'],
      tiles: ['sh', 'ch', 'st'].map((text) => ({ text, kind: 'team' as const })),
    });

  it('waits after a letter that starts a team, then places the team', () => {
    const waiting = tilesReducer(teams(), { type: 'type', key: 's' });
    expect(waiting.typed).toBe('s');
    expect(waiting.event).toEqual({ type: 'typing', typed: 's', tileIds: ['tile-0', 'tile-2'] });
    expect(waiting.slots).toEqual([null]);
    const placed = tilesReducer(waiting, { type: 'type', key: 'h' });
    expect(builtText(placed)).toBe('fish');
    expect(placed.typed).toBe('');
  });

  it('starts again from a letter that fits no tile after the ones typed', () => {
    const state = run(teams(), { type: 'type', key: 's' }, { type: 'type', key: 'c' });
    expect(state.typed).toBe('c');
    expect(state.event).toEqual({ type: 'typing', typed: 'c', tileIds: ['tile-1'] });
  });

  it('takes back a typed letter with Backspace, without placing anything', () => {
    const state = run(
      createTilesState({ layout: 2, tiles: [{ text: 'un', kind: 'prefix' }, 'safe', 'u'] }),
      { type: 'type', key: 's' },
      { type: 'type', key: 'a' },
      { type: 'backspace' },
    );
    expect(state.typed).toBe('s');
    expect(state.slots).toEqual([null, null]);
    const none = tilesReducer(state, { type: 'backspace' });
    expect(none.typed).toBe('');
    expect(none.event).toEqual({ type: 'typing', typed: '', tileIds: [] });
  });

  it('places a whole tile before waiting for a longer one', () => {
    const state = tilesReducer(
      createTilesState({ layout: 2, tiles: ['u', { text: 'un', kind: 'prefix' }] }),
      { type: 'type', key: 'u' },
    );
    expect(tilesAnswer(state)).toEqual(['u', '']);
  });

  it('types a whole word tile letter by letter', () => {
    const state = [...'unsafe'].reduce(
      (tiles, key) => tilesReducer(tiles, { type: 'type', key }),
      createTilesState({ layout: 2, tiles: ['safe', { text: 'un', kind: 'prefix' }] }),
    );
    expect(builtText(state)).toBe('unsafe');
  });

  it('forgets typed letters on any other move', () => {
    const state = run(teams(), { type: 'type', key: 's' }, { type: 'clear' });
    expect(state.typed).toBe('');
  });
});

describe('mark', () => {
  const cut = () =>
    run(cvc(), { type: 'type', key: 'c' }, { type: 'type', key: 't' }, { type: 'type', key: 'a' });

  it('locks right slots and sends wrong tiles back', () => {
    const state = tilesReducer(cut(), { type: 'mark', correct: [true, false, false] });
    expect(tilesAnswer(state)).toEqual(['c', '', '']);
    expect(slotStatesOf(state)).toEqual(['correct', 'wrong', 'wrong']);
    expect(trayTiles(state).map((tile) => tile.text)).toEqual(['t', 'a']);
  });

  it('keeps a locked slot through move, return, backspace, clear and place', () => {
    let state = tilesReducer(cut(), { type: 'mark', correct: [true, false, false] });
    const locked = state.slots[0];
    state = run(
      state,
      { type: 'move', from: 0, to: 1 },
      { type: 'return', slot: 0 },
      { type: 'backspace' },
      { type: 'clear' },
      { type: 'place', tileId: 'tile-1', slot: 0 },
    );
    expect(state.slots[0]).toBe(locked);
    expect(state.event).toEqual({ type: 'locked', slot: 0 });
  });

  it('clears a slot’s wrong mark when a tile goes in', () => {
    const state = run(
      cut(),
      { type: 'mark', correct: [true, false, false] },
      { type: 'type', key: 'a' },
    );
    expect(slotStatesOf(state)).toEqual(['correct', 'filled', 'wrong']);
  });

  it('reports each checked slot', () => {
    const state = tilesReducer(cut(), { type: 'mark', correct: [true, false, false] });
    expect(state.event).toEqual({
      type: 'marked',
      results: [
        { slot: 0, tileId: 'tile-2', correct: true },
        { slot: 1, tileId: 'tile-0', correct: false },
        { slot: 2, tileId: 'tile-1', correct: false },
      ],
    });
  });
});

describe('slotMarks', () => {
  it('checks each slot against the word, ignoring case, and never marks an empty slot right', () => {
    const state = run(
      createTilesState({ layout: 3, tiles: ['S', 'a', 'm', 't'] }),
      { type: 'type', key: 's' },
      { type: 'type', key: 't' },
    );
    expect(slotMarks(state, ['s', 'a', 'm'])).toEqual([true, false, false]);
    expect(slotMarks(createTilesState({ layout: 1, tiles: ['a'] }), [''])).toEqual([false]);
  });

  it('checks team and part tiles as whole strings', () => {
    const state = run(
      createTilesState({ layout: 2, tiles: [{ text: 'un', kind: 'prefix' }, 'safe'] }),
      { type: 'place', tileId: 'tile-0' },
      { type: 'place', tileId: 'tile-1' },
    );
    expect(slotMarks(state, ['un', 'safe'])).toEqual([true, true]);
    expect(slotMarks(state, ['re', 'safe'])).toEqual([false, true]);
  });
});

describe('dropOutside', () => {
  it('moves nothing', () => {
    const start = tilesReducer(cvc(), { type: 'type', key: 'c' });
    const state = tilesReducer(start, { type: 'dropOutside', tileId: 'tile-0' });
    expect(state.slots).toBe(start.slots);
    expect(state.event).toEqual({ type: 'droppedOutside', tileId: 'tile-0' });
  });
});
