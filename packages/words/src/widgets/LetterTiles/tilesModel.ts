import { letters } from '../../model/letters';

/**
 * LetterTiles as pure state: a row of slots (with fixed chunks shown between them) and the
 * tiles that fill them. A reducer moves tiles; every action leaves an `event` behind that
 * tilesText turns into the words a screen reader hears. No React, no DOM.
 */

/** What a tile holds, which decides how it is spoken: "c", "s h", "Part tile: u n, prefix". */
export const tileKinds = ['letter', 'team', 'prefix', 'suffix', 'word'] as const;
/** A tile's kind: a letter, a letter team or blend, a prefix, a suffix or a whole word. */
export type TileKind = (typeof tileKinds)[number];

/** One tile: its id (unique in the widget), its text and its kind. */
export interface Tile {
  readonly id: string;
  readonly text: string;
  readonly kind: TileKind;
}

/** A tile as a Lingo gives it: its text alone (one character is a letter, longer is a word), or text and kind. */
export type TileInput = string | { readonly text: string; readonly kind?: TileKind };

/** A fixed chunk shown between slots and never moved ("at" of "_ + at", "fox" of "fox + __"). */
export interface TilesChunk {
  readonly chunk: string;
  /** How the chunk is read; by default its letters one by one ("a t"), or the word for a word chunk. */
  readonly spoken?: string;
}

/** One part of the row: a slot to fill, or a fixed chunk. */
export type TilesLayoutPart = 'slot' | TilesChunk;

/** Where the tiles come from: the given tiles once each, or the full A–Z rack used any number of times. */
export const tileRackModes = ['tray', 'alphabet'] as const;
/** The rack mode of a LetterTiles. */
export type TileRackMode = (typeof tileRackModes)[number];

/** A slot's state, drawn with a mark and announced in words, never by colour alone. */
export const slotStates = ['empty', 'filled', 'correct', 'wrong'] as const;
/** A slot's state: empty, filled, correct (locked after a Check) or wrong (sent back at a Check, now empty). */
export type SlotState = (typeof slotStates)[number];

/** What the last action did, for the announcement (tilesText) and the view. */
export type TilesEvent =
  | { readonly type: 'start' }
  | {
      readonly type: 'placed';
      readonly tileId: string;
      readonly slot: number;
      readonly displaced?: string;
    }
  | {
      readonly type: 'moved';
      readonly tileId: string;
      readonly from: number;
      readonly to: number;
      readonly swapped?: string;
    }
  | { readonly type: 'returned'; readonly tileId: string; readonly slot: number }
  | { readonly type: 'cleared'; readonly count: number }
  | {
      readonly type: 'marked';
      readonly results: readonly {
        readonly slot: number;
        readonly tileId: string;
        readonly correct: boolean;
      }[];
    }
  | { readonly type: 'noSuchLetter'; readonly letter: string }
  /** Typed letters begin a longer tile ("s" of "sh", "u" of "un"): waiting for more. */
  | { readonly type: 'typing'; readonly typed: string; readonly tileIds: readonly string[] }
  | { readonly type: 'full' }
  | { readonly type: 'locked'; readonly slot: number }
  | { readonly type: 'nothingToRemove' }
  | { readonly type: 'droppedOutside'; readonly tileId: string }
  | { readonly type: 'unavailable' };

/** Events that mean the child's action did nothing; the view says them kindly. */
export const problemEvents = [
  'noSuchLetter',
  'full',
  'locked',
  'nothingToRemove',
  'droppedOutside',
  'unavailable',
] as const;

/** The whole state of a LetterTiles. */
export interface TilesState {
  readonly mode: TileRackMode;
  readonly layout: readonly TilesLayoutPart[];
  /** The tiles of the tray, in their fixed tray order (the 26 letters in alphabet mode). */
  readonly tiles: readonly Tile[];
  /** Each slot's tile id, or null when empty. In alphabet mode one tile may sit in many slots. */
  readonly slots: readonly (string | null)[];
  /** Slots a Check found right: locked, never moved again. */
  readonly locked: readonly boolean[];
  /** Slots a Check sent back, marked wrong until they are filled again. */
  readonly wrong: readonly boolean[];
  /** Letters typed so far towards a longer tile ("s" on the way to "sh"), or ''. */
  readonly typed: string;
  readonly event: TilesEvent;
}

/** What createTilesState needs. */
export interface TilesConfig {
  /** The number of slots, or the row: slots and fixed chunks in order. */
  readonly layout: number | readonly TilesLayoutPart[];
  /** The tray's tiles (duplicates allowed), or 'alphabet' for the full A–Z rack. */
  readonly tiles: readonly TileInput[] | 'alphabet';
}

/** The kind a bare string gets: one character is a letter, anything longer a word. */
export const inferTileKind = (text: string): TileKind =>
  [...text].length === 1 ? 'letter' : 'word';

const toTile = (input: TileInput, index: number): Tile => {
  const text = typeof input === 'string' ? input : input.text;
  const kind =
    typeof input === 'string' ? inferTileKind(text) : (input.kind ?? inferTileKind(text));
  return { id: `tile-${index}`, text, kind };
};

/** The id of a letter's tile on the A–Z rack. */
export const rackTileId = (letter: string): string => `letter-${letter.toLowerCase()}`;

/** A fresh LetterTiles state: every slot empty, every tile in the tray. */
export const createTilesState = (config: TilesConfig): TilesState => {
  const layout: readonly TilesLayoutPart[] =
    typeof config.layout === 'number'
      ? Array.from({ length: Math.max(0, Math.floor(config.layout)) }, () => 'slot' as const)
      : config.layout;
  const slotCount = layout.filter((part) => part === 'slot').length;
  const mode: TileRackMode = config.tiles === 'alphabet' ? 'alphabet' : 'tray';
  const tiles: readonly Tile[] =
    config.tiles === 'alphabet'
      ? letters.map((letter) => ({ id: rackTileId(letter), text: letter, kind: 'letter' }))
      : config.tiles.map(toTile);
  return {
    mode,
    layout,
    tiles,
    slots: Array.from({ length: slotCount }, () => null),
    locked: Array.from({ length: slotCount }, () => false),
    wrong: Array.from({ length: slotCount }, () => false),
    typed: '',
    event: { type: 'start' },
  };
};

/** Everything a LetterTiles can be asked to do. Slots are numbered from 0. */
export type TilesAction =
  /** Put a tile (from the tray, or already in a slot) into a slot, or the next empty one. */
  | { readonly type: 'place'; readonly tileId: string; readonly slot?: number }
  /** Move the tile of one slot to another; a tile already there swaps places. */
  | { readonly type: 'move'; readonly from: number; readonly to: number }
  /** Send a slot's tile back to the tray. */
  | { readonly type: 'return'; readonly slot: number }
  /** A typed key: the next empty slot takes a tray tile with that text. */
  | { readonly type: 'type'; readonly key: string }
  /** Backspace: the last filled slot that is not locked empties. */
  | { readonly type: 'backspace' }
  /** Every slot that is not locked empties. */
  | { readonly type: 'clear' }
  /** A drag let go outside every slot and the tray: nothing moves. */
  | { readonly type: 'dropOutside'; readonly tileId: string }
  /** A Check's result, one boolean per slot: right slots lock, wrong ones send their tile back. */
  | { readonly type: 'mark'; readonly correct: readonly boolean[] };

/** The tile with an id, if the widget has it. */
export const tileById = (state: TilesState, tileId: string): Tile | undefined =>
  state.tiles.find((tile) => tile.id === tileId);

/** The slot a tile sits in (tray mode), or -1 when it is in the tray. */
export const slotOfTile = (state: TilesState, tileId: string): number =>
  state.mode === 'alphabet' ? -1 : state.slots.indexOf(tileId);

/** The tiles the tray shows now: those in no slot (all 26 letters in alphabet mode). */
export const trayTiles = (state: TilesState): readonly Tile[] => {
  if (state.mode === 'alphabet') return state.tiles;
  const placed = new Set(state.slots);
  return state.tiles.filter((tile) => !placed.has(tile.id));
};

/** Each slot's state. */
export const slotStatesOf = (state: TilesState): readonly SlotState[] =>
  state.slots.map((tileId, slot) => {
    if (state.locked[slot]) return 'correct';
    if (tileId !== null) return 'filled';
    return state.wrong[slot] ? 'wrong' : 'empty';
  });

/** The slots' strings, '' for an empty slot: what the Lingo checks. */
export const tilesAnswer = (state: TilesState): readonly string[] =>
  state.slots.map((tileId) => (tileId === null ? '' : (tileById(state, tileId)?.text ?? '')));

/**
 * Each slot checked against the expected strings, ignoring case (words.md: "the exact letters
 * in order, ignoring case"): what a Lingo dispatches as `{ type: 'mark', correct }`.
 */
export const slotMarks = (state: TilesState, expected: readonly string[]): readonly boolean[] =>
  tilesAnswer(state).map(
    (text, slot) => text !== '' && text.toLowerCase() === (expected[slot] ?? '').toLowerCase(),
  );

/** The whole row as one string, chunks included: "hat" for h + at. */
export const builtText = (state: TilesState): string => {
  const answer = tilesAnswer(state);
  let slot = 0;
  return state.layout
    .map((part) => (part === 'slot' ? (answer[slot++] ?? '') : part.chunk))
    .join('');
};

/** Whether every slot holds a tile. */
export const isFull = (state: TilesState): boolean =>
  state.slots.length > 0 && state.slots.every((tileId) => tileId !== null);

/** The first empty slot, or -1. */
export const nextEmptySlot = (state: TilesState): number => state.slots.indexOf(null);

const withSlots = (
  state: TilesState,
  slots: readonly (string | null)[],
  event: TilesEvent,
): TilesState => ({
  ...state,
  slots,
  // A slot marked wrong loses its cross once something new goes in.
  wrong: state.wrong.map((wrong, slot) => wrong && slots[slot] === null),
  event,
});

const withEvent = (state: TilesState, event: TilesEvent): TilesState => ({ ...state, event });

const validSlot = (state: TilesState, slot: number): boolean =>
  Number.isInteger(slot) && slot >= 0 && slot < state.slots.length;

const place = (state: TilesState, tileId: string, target: number | undefined): TilesState => {
  if (!tileById(state, tileId)) return withEvent(state, { type: 'unavailable' });
  const from = slotOfTile(state, tileId);
  const slot = target ?? (from >= 0 ? from : nextEmptySlot(state));
  if (target === undefined && slot < 0) return withEvent(state, { type: 'full' });
  if (!validSlot(state, slot)) return withEvent(state, { type: 'unavailable' });
  if (from >= 0) return move(state, from, slot);
  if (state.locked[slot]) return withEvent(state, { type: 'locked', slot: slot });
  const displaced = state.slots[slot] ?? undefined;
  const slots = state.slots.map((current, index) => (index === slot ? tileId : current));
  return withSlots(state, slots, {
    type: 'placed',
    tileId,
    slot,
    ...(displaced === undefined ? {} : { displaced }),
  });
};

const move = (state: TilesState, from: number, to: number): TilesState => {
  if (!validSlot(state, from) || !validSlot(state, to))
    return withEvent(state, { type: 'unavailable' });
  const tileId = state.slots[from];
  if (tileId === null || tileId === undefined) return withEvent(state, { type: 'unavailable' });
  if (state.locked[from]) return withEvent(state, { type: 'locked', slot: from });
  if (state.locked[to]) return withEvent(state, { type: 'locked', slot: to });
  if (from === to) return withEvent(state, { type: 'moved', tileId, from, to });
  const swapped = state.slots[to] ?? null;
  const slots = state.slots.map((current, index) => {
    if (index === to) return tileId;
    if (index === from) return swapped;
    return current;
  });
  return withSlots(state, slots, {
    type: 'moved',
    tileId,
    from,
    to,
    ...(swapped === null ? {} : { swapped }),
  });
};

const returnTile = (state: TilesState, slot: number): TilesState => {
  if (!validSlot(state, slot)) return withEvent(state, { type: 'unavailable' });
  const tileId = state.slots[slot];
  if (tileId === null || tileId === undefined) return withEvent(state, { type: 'nothingToRemove' });
  if (state.locked[slot]) return withEvent(state, { type: 'locked', slot });
  const slots = state.slots.map((current, index) => (index === slot ? null : current));
  return withSlots(state, slots, { type: 'returned', tileId, slot });
};

const waitFor = (state: TilesState, typed: string): TilesState | undefined => {
  const started = trayTiles(state).filter((tile) => tile.text.toLowerCase().startsWith(typed));
  if (started.length === 0) return undefined;
  return { ...state, typed, event: { type: 'typing', typed, tileIds: started.map((t) => t.id) } };
};

const typeFrom = (state: TilesState, typed: string): TilesState | undefined => {
  // A whole tile's text wins: "u" places the u tile even when "un" is there too.
  const tile = trayTiles(state).find((candidate) => candidate.text.toLowerCase() === typed);
  if (tile) return { ...place(state, tile.id, undefined), typed: '' };
  return waitFor(state, typed);
};

const typeKey = (state: TilesState, key: string): TilesState => {
  const letter = key.toLowerCase();
  if (nextEmptySlot(state) < 0) return withEvent(state, { type: 'full' });
  // Letters add up towards a team, part or word tile ("s", "h" → sh); a letter that fits no
  // tile after them starts again on its own.
  const typed =
    (state.typed === '' ? undefined : typeFrom(state, state.typed + letter)) ??
    typeFrom(state, letter);
  return typed ?? { ...state, typed: '', event: { type: 'noSuchLetter', letter } };
};

const backspace = (state: TilesState): TilesState => {
  if (state.typed !== '') {
    const typed = state.typed.slice(0, -1);
    const waiting = typed === '' ? undefined : waitFor(state, typed);
    return waiting ?? { ...state, typed: '', event: { type: 'typing', typed: '', tileIds: [] } };
  }
  for (let slot = state.slots.length - 1; slot >= 0; slot--) {
    if (state.slots[slot] !== null && !state.locked[slot]) return returnTile(state, slot);
  }
  return withEvent(state, { type: 'nothingToRemove' });
};

const clear = (state: TilesState): TilesState => {
  const slots = state.slots.map((tileId, slot) => (state.locked[slot] ? tileId : null));
  const count = state.slots.filter((tileId, slot) => tileId !== null && !state.locked[slot]).length;
  if (count === 0) return withEvent(state, { type: 'nothingToRemove' });
  return withSlots(state, slots, { type: 'cleared', count });
};

const mark = (state: TilesState, correct: readonly boolean[]): TilesState => {
  const results: { slot: number; tileId: string; correct: boolean }[] = [];
  const slots = state.slots.map((tileId, slot) => {
    if (tileId === null || state.locked[slot]) return tileId;
    const right = correct[slot] === true;
    results.push({ slot, tileId, correct: right });
    return right ? tileId : null;
  });
  return {
    ...state,
    slots,
    locked: state.locked.map(
      (locked, slot) => locked || (state.slots[slot] !== null && correct[slot] === true),
    ),
    wrong: state.wrong.map(
      (wrong, slot) =>
        (wrong && slots[slot] === null) || results.some((r) => r.slot === slot && !r.correct),
    ),
    event: { type: 'marked', results },
  };
};

const act = (state: TilesState, action: TilesAction): TilesState => {
  switch (action.type) {
    case 'place':
      return place(state, action.tileId, action.slot);
    case 'move':
      return move(state, action.from, action.to);
    case 'return':
      return returnTile(state, action.slot);
    case 'type':
      return typeKey(state, action.key);
    case 'backspace':
      return backspace(state);
    case 'clear':
      return clear(state);
    case 'dropOutside':
      return withEvent(state, { type: 'droppedOutside', tileId: action.tileId });
    case 'mark':
      return mark(state, action.correct);
  }
};

/** The LetterTiles reducer: never throws; an action that cannot happen leaves a problem event. */
export const tilesReducer = (state: TilesState, action: TilesAction): TilesState => {
  if (action.type === 'type') return typeKey(state, action.key);
  if (action.type === 'backspace') return backspace(state);
  // Anything but typing lets go of letters typed towards a longer tile.
  const next = act(state, action);
  return next.typed === '' ? next : { ...next, typed: '' };
};

/** Whether an event reports something the child tried that did not happen. */
export const isProblemEvent = (event: TilesEvent): boolean =>
  (problemEvents as readonly string[]).includes(event.type);
