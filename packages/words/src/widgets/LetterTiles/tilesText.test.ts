import { describe, expect, it } from 'vitest';
import { createTilesState, tilesReducer, type TilesAction, type TilesState } from './tilesModel';
import { eventText, layoutSummary, slotsSummary, tileLabel, traySummary } from './tilesText';

const run = (state: TilesState, ...actions: TilesAction[]): TilesState =>
  actions.reduce(tilesReducer, state);

const cvc = () => createTilesState({ layout: 3, tiles: ['t', 'a', 'c'] });

describe('start', () => {
  it('describes three empty slots and the tiles (words.md 1-4)', () => {
    expect(eventText(cvc())).toBe('Three empty slots. Tiles: t, a, c.');
  });

  it('describes a slot before a rime chunk (words.md 2-4)', () => {
    const state = createTilesState({ layout: ['slot', { chunk: 'at' }], tiles: ['h', 'm', 's'] });
    expect(layoutSummary(state)).toBe('Slot, then the chunk a t.');
    expect(traySummary(state)).toBe('Tiles: h, m, s.');
  });

  it('describes a chunk before a two-letter gap', () => {
    const state = createTilesState({ layout: [{ chunk: 'fi' }, 'slot'], tiles: [] });
    expect(layoutSummary(state)).toBe('The chunk f i, then slot.');
  });

  it('reads part and word tiles (words.md 3-2)', () => {
    const state = createTilesState({
      layout: 2,
      tiles: [{ text: 'un', kind: 'prefix' }, 'safe'],
    });
    expect(traySummary(state)).toBe('Part tile: u n, prefix. Word tile: safe.');
  });

  it('spells team tiles', () => {
    const state = createTilesState({
      layout: 1,
      tiles: [
        { text: 'sh', kind: 'team' },
        { text: 'ch', kind: 'team' },
      ],
    });
    expect(traySummary(state)).toBe('Tiles: s h, c h.');
    expect(tileLabel({ id: 'x', text: 'ing', kind: 'suffix' })).toBe('Part tile: i n g, suffix');
  });

  it('names the whole rack in alphabet mode', () => {
    expect(traySummary(createTilesState({ layout: 3, tiles: 'alphabet' }))).toBe(
      'Tiles: every letter, a to z.',
    );
  });
});

describe('read-back after a drop', () => {
  it('says where the tile went and what the slots hold (words.md 1-4)', () => {
    const state = tilesReducer(cvc(), { type: 'place', tileId: 'tile-1', slot: 1 });
    expect(eventText(state)).toBe('a in slot 2. Slots: empty, a, empty.');
  });

  it('says the whole word when the last slot fills', () => {
    const state = run(
      cvc(),
      { type: 'type', key: 'c' },
      { type: 'type', key: 'a' },
      { type: 'type', key: 't' },
    );
    expect(eventText(state)).toBe('t in slot 3. You built c, a, t: cat.');
  });

  it('spells the chunk into the built word', () => {
    const state = run(
      createTilesState({ layout: ['slot', { chunk: 'at' }], tiles: ['h', 'm', 's'] }),
      { type: 'type', key: 'h' },
    );
    expect(eventText(state)).toBe('h in slot 1. You built h, a, t: hat.');
  });

  it('joins word and part tiles with plus', () => {
    const state = run(
      createTilesState({ layout: 2, tiles: ['safe', { text: 'un', kind: 'prefix' }] }),
      { type: 'place', tileId: 'tile-1' },
      { type: 'place', tileId: 'tile-0' },
    );
    expect(eventText(state)).toBe('safe in slot 2. un plus safe: unsafe.');
  });

  it('reads the slots around a chunk', () => {
    const state = createTilesState({
      layout: [{ chunk: 'fox', spoken: 'fox' }, 'slot'],
      tiles: ['s'],
    });
    expect(slotsSummary(state)).toBe('Slots: the chunk fox, then empty.');
  });

  it('names a swap', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0', slot: 0 },
      { type: 'place', tileId: 'tile-2', slot: 2 },
      { type: 'move', from: 0, to: 2 },
    );
    expect(eventText(state)).toBe('t moved to slot 3 and c to slot 1. Slots: c, empty, t.');
  });

  it('names the tile a drop sent back', () => {
    const state = run(
      cvc(),
      { type: 'place', tileId: 'tile-0', slot: 0 },
      { type: 'place', tileId: 'tile-2', slot: 0 },
    );
    expect(eventText(state)).toBe(
      'c in slot 1, and t went back to the tiles. Slots: c, empty, empty.',
    );
  });

  it('reads a return and a clear', () => {
    const one = run(cvc(), { type: 'type', key: 'c' }, { type: 'backspace' });
    expect(eventText(one)).toBe('c went back to the tiles. Slots: empty, empty, empty.');
    const all = run(
      cvc(),
      { type: 'type', key: 'c' },
      { type: 'type', key: 'a' },
      { type: 'clear' },
    );
    expect(eventText(all)).toBe('The tiles went back. Slots: empty, empty, empty.');
  });
});

describe('typing towards a longer tile', () => {
  it('says which tiles the letters typed begin', () => {
    const state = tilesReducer(
      createTilesState({
        layout: 1,
        tiles: ['sh', 'st'].map((text) => ({ text, kind: 'team' as const })),
      }),
      { type: 'type', key: 's' },
    );
    expect(eventText(state)).toBe('s: keep typing for s h or s t.');
  });
});

describe('marks', () => {
  it('says in words which slots are right and which tiles went back', () => {
    const state = run(
      cvc(),
      { type: 'type', key: 'c' },
      { type: 'type', key: 't' },
      { type: 'type', key: 'a' },
      { type: 'mark', correct: [true, false, false] },
    );
    expect(eventText(state)).toBe(
      'c in slot 1 is right. t in slot 2 went back to the tiles: try another. a in slot 3 went back to the tiles: try another.',
    );
  });

  it('ends an all-right check with the word', () => {
    const state = run(
      cvc(),
      { type: 'type', key: 'c' },
      { type: 'type', key: 'a' },
      { type: 'type', key: 't' },
      { type: 'mark', correct: [true, true, true] },
    );
    expect(eventText(state)).toBe(
      'c in slot 1 is right. a in slot 2 is right. t in slot 3 is right. You built c, a, t: cat.',
    );
  });
});

describe('kind messages', () => {
  it('explains each thing that could not happen', () => {
    expect(eventText(tilesReducer(cvc(), { type: 'type', key: 'q' }))).toBe(
      'There is no q tile here. Tiles: t, a, c.',
    );
    expect(eventText(tilesReducer(cvc(), { type: 'backspace' }))).toBe(
      'There is no tile to take out.',
    );
    expect(eventText(tilesReducer(cvc(), { type: 'dropOutside', tileId: 'tile-1' }))).toBe(
      'a went back to the tiles. Drop it on a slot to use it.',
    );
    const full = run(
      createTilesState({ layout: 1, tiles: ['a', 'b'] }),
      { type: 'type', key: 'a' },
      { type: 'type', key: 'b' },
    );
    expect(eventText(full)).toBe('All the slots are full. Take a tile out first.');
    const locked = run(
      createTilesState({ layout: 1, tiles: ['a', 'b'] }),
      { type: 'type', key: 'a' },
      { type: 'mark', correct: [true] },
      { type: 'backspace' },
    );
    expect(eventText(locked)).toBe('There is no tile to take out.');
    const stays = tilesReducer(locked, { type: 'return', slot: 0 });
    expect(eventText(stays)).toBe('Slot 1 is already right, so its tile stays.');
  });
});
