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

// The letter and word model: letter names, sounds with key words, teams, whole words,
// homophones, and word lists as checked data (see src/model/README.md).
/** The 26 letters, their names as spoken, their cases, and words spelled with letter names. */
export {
  caseName,
  caseUtterances,
  isLetter,
  letterCases,
  letterIndex,
  letterInCase,
  letterName,
  letters,
  lettersOf,
  spelledText,
  spellUtterances,
  toLetter,
  vowels,
} from './model/letters';
/** Types of the letter model. */
export type { Letter, LetterCase, LetterNameOptions } from './model/letters';
/** Sounds as a letter name plus its key word; letter teams and blends the same way. */
export {
  blendFor,
  blends,
  blendText,
  blendUtterances,
  keyWordFor,
  keyWords,
  letterTeamFor,
  letterTeams,
  soundText,
  soundUtterances,
  soundWordFor,
  teamText,
  teamUtterances,
} from './model/keyWords';
/** Types of the key-word model. */
export type { KeyWord, SoundOptions, SoundPosition, TeamKeyWord } from './model/keyWords';
/** Whole words at 0.9 and slow at 0.6; homophones with their carrier sentences. */
export { carrierFor, homophones, wordUtterances } from './model/words';
/** Options of wordUtterances. */
export type { WordUtteranceOptions } from './model/words';
/** The rules every spoken text keeps: no bare lower-case letter, team or phoneme. */
export { utteranceProblem, utteranceText } from './model/speechRules';
/** Word lists as JSON, checked on load; picture alts; the First Sounds bank. */
export {
  findMissingPictures,
  firstSoundsBank,
  firstSoundsProblems,
  firstSoundWords,
  indefiniteArticle,
  isKnownPicture,
  isSingleEmoji,
  parseWordList,
  pictureAlt,
} from './model/wordData';
/** Types of the word-list checker. */
export type {
  ParsedWordList,
  ParseWordListOptions,
  WordEntry,
  WordFieldChecker,
} from './model/wordData';

// Type
/** The literacy font (Andika) for letters and words children read, and its 48 px letter size. */
export {
  letterFont,
  letterFontFamily,
  letterFontName,
  letterGlyph,
  letterMinSizePx,
} from './widgets/letterType.css';

// Widgets
/** A speaker button that says a text or a word whole through kit's read-aloud; slow replay at 0.6. */
export {
  SoundButton,
  soundButtonSizes,
  soundButtonUtterances,
} from './widgets/SoundButton/SoundButton';
/** Props and size of SoundButton. */
export type { SoundButtonProps, SoundButtonSize } from './widgets/SoundButton/SoundButton';
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
  builtText,
  createTilesState,
  inferTileKind,
  isFull,
  isProblemEvent,
  nextEmptySlot,
  rackTileId,
  slotMarks,
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
/** A picture with its word and a speaker; as a ChoiceGrid option or a SortBins item. */
export {
  PictureCard,
  pictureCardSizes,
  pictureCardSpeakers,
  pictureCardSpeech,
  pictureChoice,
  pictureSortItem,
  wordLength,
} from './widgets/PictureCard/PictureCard';
/** Props and options of PictureCard. */
export type {
  PictureCardProps,
  PictureCardSize,
  PictureCardSpeaker,
  PictureChoiceOptions,
} from './widgets/PictureCard/PictureCard';
/** The 26 letter SoundButtons in ABC order with "Play all", highlights, and a foldable mode. */
export { AbcStrip, playAllUtterances } from './widgets/AbcStrip/AbcStrip';
/** Props of AbcStrip. */
export type { AbcStripProps } from './widgets/AbcStrip/AbcStrip';
/** A big drum to clap along with a word: a dot and a soft tap per beat, ungraded (3-3). */
export { BeatDrum } from './widgets/BeatDrum/BeatDrum';
/** Props of BeatDrum. */
export type { BeatDrumProps } from './widgets/BeatDrum/BeatDrum';
/** BeatDrum's pure model and words: count, maximum, "Drum: 3 taps.". */
export {
  createDrumState,
  defaultDrumMax,
  drumAnnouncement,
  drumReducer,
  drumText,
} from './widgets/BeatDrum/beatDrumModel';
/** Types of BeatDrum's model. */
export type { DrumAction, DrumState } from './widgets/BeatDrum/beatDrumModel';
/** BeatDrum's soft tap: a short Web Audio tone, silent without audio. */
export {
  browserDrumAudioContext,
  createDrumSound,
  drumTapGain,
  drumTapSeconds,
} from './widgets/BeatDrum/drumSound';
/** Types of BeatDrum's sound. */
export type {
  CreateDrumAudioContext,
  DrumAudioContext,
  DrumSound,
} from './widgets/BeatDrum/drumSound';
/** A sentence whose words are buttons (tap the action word), little words greyed, not asked. */
export { TapWords } from './widgets/TapWords/TapWords';
/** Props, words and word states of TapWords. */
export type { TapWord, TapWordsProps, TapWordState } from './widgets/TapWords/TapWords';
