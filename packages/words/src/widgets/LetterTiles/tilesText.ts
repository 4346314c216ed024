/**
 * The words a screen reader hears from LetterTiles (words.md, "Text alternative"): tiles,
 * slots, the read-back after each drop, the finished word and the kind messages.
 */
import { numberWordCapitalized } from '@lingos/kit';
import {
  builtText,
  isFull,
  tileById,
  trayTiles,
  type Tile,
  type TilesEvent,
  type TilesLayoutPart,
  type TilesState,
} from './tilesModel';

const spell = (text: string): string => [...text].join(' ');

/** A tile as it is read inside a sentence: "c", "s h" for a team, "u n" for a part, "safe" for a word. */
export const spokenTile = (tile: Tile): string =>
  tile.kind === 'word' ? tile.text : spell(tile.text);

/** A tile's own name: "c", "s h", "Part tile: u n, prefix", "Word tile: safe". */
export const tileLabel = (tile: Tile): string => {
  switch (tile.kind) {
    case 'letter':
    case 'team':
      return spokenTile(tile);
    case 'prefix':
    case 'suffix':
      return `Part tile: ${spokenTile(tile)}, ${tile.kind}`;
    case 'word':
      return `Word tile: ${tile.text}`;
  }
};

/** A chunk as it is read: "the chunk a t". */
export const spokenChunk = (part: Exclude<TilesLayoutPart, 'slot'>): string =>
  `the chunk ${part.spoken ?? spell(part.chunk)}`;

/** The tray read out: "Tiles: t, a, c." or "Part tile: u n, prefix. Word tile: safe." */
export const traySummary = (state: TilesState): string => {
  if (state.mode === 'alphabet') return 'Tiles: every letter, a to z.';
  const tiles = trayTiles(state);
  if (tiles.length === 0) return 'No tiles left.';
  if (tiles.every((tile) => tile.kind === 'letter' || tile.kind === 'team'))
    return `Tiles: ${tiles.map(spokenTile).join(', ')}.`;
  return tiles.map((tile) => `${tileLabel(tile)}.`).join(' ');
};

const slotContent = (state: TilesState, slot: number): string => {
  const tileId = state.slots[slot];
  const tile = tileId === null || tileId === undefined ? undefined : tileById(state, tileId);
  return tile ? spokenTile(tile) : 'empty';
};

/** The slots read out: "Slots: empty, a, empty." or "Slots: h, then the chunk a t." */
export const slotsSummary = (state: TilesState): string => {
  let slot = 0;
  const hasChunk = state.layout.some((part) => part !== 'slot');
  const parts = state.layout.map((part) =>
    part === 'slot' ? slotContent(state, slot++) : spokenChunk(part),
  );
  return `Slots: ${parts.join(hasChunk ? ', then ' : ', ')}.`;
};

/** The empty row described: "Three empty slots." or "Slot, then the chunk a t." */
export const layoutSummary = (state: TilesState): string => {
  if (state.layout.every((part) => part === 'slot')) {
    const count = state.slots.length;
    return count === 1 ? 'One empty slot.' : `${numberWordCapitalized(count)} empty slots.`;
  }
  const parts = state.layout.map((part) => (part === 'slot' ? 'slot' : spokenChunk(part)));
  const sentence = parts.join(', then ');
  // Only the layout's own words start the sentence ("slot", "the chunk"), never a letter.
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
};

/** The full row read when every slot is filled: "You built c, a, t: cat." or "un plus safe: unsafe." */
export const finishedSummary = (state: TilesState): string => {
  const word = builtText(state);
  const placed = state.slots.map((tileId) =>
    tileId === null ? undefined : tileById(state, tileId),
  );
  if (placed.some((tile) => tile?.kind === 'word')) {
    let slot = 0;
    const parts = state.layout.map((part) => {
      if (part !== 'slot') return part.spoken ?? part.chunk;
      // Parts join as they sound in the word: "un plus safe", not "u n plus safe".
      return placed[slot++]?.text ?? '';
    });
    return `${parts.join(' plus ')}: ${word}.`;
  }
  return `You built ${[...word].join(', ')}: ${word}.`;
};

const name = (state: TilesState, tileId: string): string => {
  const tile = tileById(state, tileId);
  return tile ? spokenTile(tile) : 'that tile';
};

/** How a full row is read; a Lingo may word it its own way ("h plus a t makes hat."). */
export type FinishedText = (state: TilesState) => string;

const afterChange = (state: TilesState, finished: FinishedText): string =>
  isFull(state) ? finished(state) : slotsSummary(state);

/** The sentence announced for the state's last event (a kind message when nothing happened). */
export const eventText = (state: TilesState, finished: FinishedText = finishedSummary): string => {
  const event: TilesEvent = state.event;
  switch (event.type) {
    case 'start':
      return `${layoutSummary(state)} ${traySummary(state)}`;
    case 'placed': {
      const displaced =
        event.displaced === undefined
          ? ''
          : `, and ${name(state, event.displaced)} went back to the tiles`;
      return `${name(state, event.tileId)} in slot ${event.slot + 1}${displaced}. ${afterChange(state, finished)}`;
    }
    case 'moved': {
      const swapped =
        event.swapped === undefined
          ? ''
          : ` and ${name(state, event.swapped)} to slot ${event.from + 1}`;
      return `${name(state, event.tileId)} moved to slot ${event.to + 1}${swapped}. ${afterChange(state, finished)}`;
    }
    case 'returned':
      return `${name(state, event.tileId)} went back to the tiles. ${slotsSummary(state)}`;
    case 'cleared':
      return `The tiles went back. ${slotsSummary(state)}`;
    case 'marked': {
      if (event.results.length === 0) return 'There are no new tiles to check.';
      const lines = event.results.map((result) =>
        result.correct
          ? `${name(state, result.tileId)} in slot ${result.slot + 1} is right.`
          : `${name(state, result.tileId)} in slot ${result.slot + 1} went back to the tiles: try another.`,
      );
      if (isFull(state)) lines.push(finished(state));
      return lines.join(' ');
    }
    case 'noSuchLetter':
      return `There is no ${event.letter} tile here. ${traySummary(state)}`;
    case 'typing': {
      if (event.typed === '') return 'No letters typed.';
      const names = event.tileIds.map((tileId) => name(state, tileId));
      return `${spell(event.typed)}: keep typing for ${names.join(' or ')}.`;
    }
    case 'full':
      return 'All the slots are full. Take a tile out first.';
    case 'locked':
      return `Slot ${event.slot + 1} is already right, so its tile stays.`;
    case 'nothingToRemove':
      return 'There is no tile to take out.';
    case 'droppedOutside':
      return `${name(state, event.tileId)} went back to the tiles. Drop it on a slot to use it.`;
    case 'unavailable':
      return 'That tile can’t go there. Try an empty slot.';
  }
};
