/**
 * @lingos/words: the Words concept ("Word Weavers"): its bundle, its widgets and its letter
 * and word model. Every public export is listed by name; each carries its TSDoc one-liner at
 * its declaration. The Lingos are not exported here: the host loads them lazily through
 * `wordsBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Words Lingos.
export { wordsBundle } from './bundle';
/** The ids of the Lingos in `wordsBundle`, to list them without loading it. */
export { wordsLingoIds } from './lingoIds';
export type { WordsLingoId } from './lingoIds';

// Widgets
/** Letter, team, part and word tiles dragged, tapped or typed into slots, read back after each move. */
export {
  LetterTiles,
  letterTilesInstructions,
  letterTilesStates,
  useLetterTiles,
} from './widgets/LetterTiles/LetterTiles';
/** Props and root states of LetterTiles. */
export type { LetterTilesProps, LetterTilesState } from './widgets/LetterTiles/LetterTiles';
/** LetterTiles' pure model: slots, fixed chunks, tray or A–Z rack tiles, and its reducer. */
export {
  alphabet,
  builtText,
  createTilesState,
  inferTileKind,
  isFull,
  isProblemEvent,
  nextEmptySlot,
  rackTileId,
  slotOfTile,
  slotStates,
  slotStatesOf,
  tileById,
  tileKinds,
  tileRackModes,
  tilesAnswer,
  tilesReducer,
  trayTiles,
} from './widgets/LetterTiles/tilesModel';
/** Types of LetterTiles' model. */
export type {
  SlotState,
  Tile,
  TileInput,
  TileKind,
  TileRackMode,
  TilesAction,
  TilesChunk,
  TilesConfig,
  TilesEvent,
  TilesLayoutPart,
  TilesState,
} from './widgets/LetterTiles/tilesModel';
/** LetterTiles' words for screen readers: tiles, slots, read-backs, the finished word. */
export {
  eventText,
  finishedSummary,
  layoutSummary,
  slotsSummary,
  spokenChunk,
  spokenTile,
  tileLabel,
  traySummary,
} from './widgets/LetterTiles/tilesText';
/** How a full row of LetterTiles is read. */
export type { FinishedText } from './widgets/LetterTiles/tilesText';
