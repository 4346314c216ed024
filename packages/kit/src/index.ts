// Concept bundles and the host
/** The contract between a concept package and the host: Lingo props, loaders, bundles. */
export type { ConceptBundle, LingoLoader, LingoProps } from './bundle';
/** The Lingo ids a bundle has loaders for. */
export { bundleLingoIds } from './bundle';
/** What the app around the Lingos decides: where their links go. */
export { defaultLingoHost, LingoHostProvider, useLingoHost } from './host/LingoHost';
/** Types of the host context. */
export type { LingoHost, LingoHostProviderProps } from './host/LingoHost';
/** Everything an app that embeds Lingos needs around them: theme, progress, read-aloud, links. */
export { LingosProvider } from './host/LingosProvider';
/** Props of LingosProvider. */
export type { LingosProviderProps } from './host/LingosProvider';
/** One Lingo of a concept's bundle, loaded lazily and given its ids. */
export { BundleLingo } from './host/BundleLingo';
/** Props of BundleLingo. */
export type { BundleLingoProps } from './host/BundleLingo';

// Pure models
/** A seeded random source (mulberry32), so items can be reproduced. */
export { createRng } from './model/rng';
/** What a Lingo's pure model is made of: items, answers, checks, worked examples. */
export type {
  AnswerMarks,
  CheckResult,
  Evidence,
  GenerateContext,
  HintTexts,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from './model/types';
/** The shared mastery model and the Speed model, as pure functions over mastery state. */
export {
  initialMastery,
  masteryPercent,
  recordAnswer,
  recordRound,
  sharedMasteryRules,
  speedRules,
} from './model/mastery';
/** Types of the mastery model. */
export type {
  AnswerEvidence,
  MasteryOutcome,
  MasteryRules,
  MasteryState,
  RoundOutcome,
  RoundRules,
  RoundScore,
  SavedMastery,
  StreakRules,
} from './model/mastery';
/** The practice session state machine, pure (PracticeSession runs it on screen). */
export {
  canRetry,
  createSession,
  deriveSeed,
  formatDuration,
  formatTimer,
  genericHint,
  masteredText,
  praise,
  retryPraise,
  roundElapsed,
  roundSummaryText,
  sessionPercent,
  transition,
  workedExampleSteps,
} from './model/session';
/** Types of the practice session state machine. */
export type {
  Feedback,
  RoundAnswer,
  RoundState,
  RoundSummary,
  SessionAction,
  SessionConfig,
  SessionEffect,
  SessionPhase,
  SessionState,
  SessionTransition,
  WorkedExampleProgress,
} from './model/session';
/** The Learn lesson: its pure model and state machine (LearnLesson runs it on screen). */
export {
  createLesson,
  lessonChoiceHint,
  lessonChoiceHintSpeech,
  lessonCompleteText,
  lessonDefaultHint,
  lessonPercent,
  lessonPraise,
  lessonShape,
  lessonTotal,
  lessonTransition,
} from './model/lesson';
/** Types of the Learn lesson model and state machine. */
export type {
  LessonAction,
  LessonChoice,
  LessonModel,
  LessonPhase,
  LessonQuestion,
  LessonQuestionShape,
  LessonShape,
  LessonSpeech,
  LessonState,
  LessonStep,
} from './model/lesson';
/** Conversions between the stored Lingo progress and the mastery state. */
export { completedProgress, masteryFromProgress, progressFromMastery } from './model/progress';

// Progress
/** Provides the learner's progress store; reads one Lingo's progress, or all of it, live. */
export {
  ProgressProvider,
  useLingoProgress,
  useProgressState,
  useProgressStore,
} from './progress/ProgressProvider';
/** Props of ProgressProvider. */
export type { ProgressProviderProps } from './progress/ProgressProvider';
/** "Reset progress", behind a confirmation dialog. */
export { ResetProgressButton } from './progress/ResetProgressButton/ResetProgressButton';
/** Props of ResetProgressButton. */
export type { ResetProgressButtonProps } from './progress/ResetProgressButton/ResetProgressButton';
/** The success toasts for mastering a Lingo and completing a lesson. */
export { toastCompleted, toastMastered } from './progress/toasts';

// Read-aloud
/** Speech engines: the browser's Web Speech API, and voice choice. */
export { createBrowserSpeechEngine, pickVoice, preferredLangs } from './speech/engine';
/** Types of the speech engines. */
export type { SpeakRequest, SpeechEngine, SpeechVoice } from './speech/engine';
/** A fake speech engine for tests and stories: records what was said, driven like a browser. */
export { createFakeSpeechEngine, createMemorySpeechEngine } from './speech/fakeEngine';
/** Types of the fake speech engine. */
export type {
  FakeSpeechEngine,
  FakeSpeechEngineOptions,
  MemorySpeechEngine,
  MemorySpeechEngineOptions,
  SpokenUtterance,
} from './speech/fakeEngine';
/** Follows speech events to the sentence and word to highlight (the sentence fallback). */
export { followSpeech } from './speech/playback';
/** Types of speech events. */
export type {
  BoundarySupport,
  SpeechEndEvent,
  SpeechEndReason,
  SpeechEvent,
  SpeechListener,
  SpeechSegment,
  SpeechUtterance,
  SpokenHighlight,
} from './speech/playback';
/** Sentence splitting and word finding in texts read aloud. */
export { splitSentences, wordRanges } from './speech/sentences';
/** Whole numbers 0–99 in words ("twenty-one"), for prompts and hints read aloud. */
export { numberWord, numberWordCapitalized } from './speech/numberWords';
/** A range of characters in a text. */
export type { TextRange } from './speech/sentences';
/** Read-aloud's controller: engine, setting, first-interaction rule, speech rates. */
export {
  createReadAloudController,
  noVoiceMessage,
  promptRate,
  slowRate,
} from './speech/controller';
/** Types of the read-aloud controller. */
export type {
  ReadAloudController,
  ReadAloudControllerOptions,
  ReadAloudSnapshot,
  SpeakOptions,
  SpeechStatus,
  SpeechText,
  UtteranceInput,
} from './speech/controller';
/** The handle of one request to speak: events, outcome, end, cancel. */
export type { SpeakOutcome, SpeechHandle, SpeechHandleState } from './speech/handle';
/** The stored "Read prompts aloud automatically" setting. */
export { parseAutoRead, READ_ALOUD_STORAGE_KEY, serializeAutoRead } from './speech/settings';
/** The read-aloud provider and hooks. */
export {
  ReadAloudProvider,
  useAutoRead,
  useReadAloudController,
  useSpeech,
} from './speech/ReadAloudProvider';
/** Types of the read-aloud provider and hooks. */
export type { ReadAloudProviderProps, Speech } from './speech/ReadAloudProvider';
/** The sentence and word to highlight while a handle is spoken. */
export { useSpokenHighlight } from './speech/useSpokenHighlight';
/** Short recorded clips (own origin only) with a spoken fallback. */
export { createClipPlayer } from './speech/clip';
/** Types of the clip player. */
export type {
  ClipAudio,
  ClipEnd,
  ClipPlayback,
  ClipPlayer,
  ClipPlayerOptions,
  CreateClipAudio,
} from './speech/clip';
/** A recorded clip for a component, falling back to speech; stops on unmount. */
export { useClip } from './speech/useClip';
/** Types of useClip. */
export type { Clip, ClipState } from './speech/useClip';
/** A button whose accessible name starts with "Read aloud". */
export { ReadAloudButton } from './speech/ReadAloudButton/ReadAloudButton';
/** Props and state of ReadAloudButton. */
export type {
  ReadAloudButtonProps,
  ReadAloudButtonState,
} from './speech/ReadAloudButton/ReadAloudButton';
/** The speaker drawn on read-aloud buttons (decorative), for a concept's own sound buttons. */
export { SpeakerIcon } from './internal/SpeakerIcon';
/** Speaks through read-aloud and follows the request (state, utterance, no-voice message). */
export { useSpeaking } from './speech/useSpeaking';
/** What useSpeaking gives. */
export type { Speaking } from './speech/useSpeaking';
/** A small speaker inside a choice or sort card: a tap says the card without picking it. */
export { InCardSpeaker } from './speech/InCardSpeaker/InCardSpeaker';
/** Props of InCardSpeaker. */
export type { InCardSpeakerProps } from './speech/InCardSpeaker/InCardSpeaker';
/** The "Read prompts aloud automatically" switch. */
export { ReadAloudSetting } from './speech/ReadAloudSetting/ReadAloudSetting';
/** Props of ReadAloudSetting. */
export type { ReadAloudSettingProps } from './speech/ReadAloudSetting/ReadAloudSetting';

// Page frame
/** The page frame of a Lingo: h1, back link, prompt with Read aloud, Mastery bar. */
export { LingoFrame } from './frame/LingoFrame/LingoFrame';
/** Props of LingoFrame. */
export type { LingoFrameProps } from './frame/LingoFrame/LingoFrame';
/** A Lingo's frame while its code loads: real title and description, placeholder activity. */
export { LingoFrameSkeleton } from './frame/LingoFrame/LingoFrameSkeleton';
/** Props of LingoFrameSkeleton. */
export type { LingoFrameSkeletonProps } from './frame/LingoFrame/LingoFrameSkeleton';
/** The "Mastery" progress bar. */
export { MasteryMeter } from './frame/MasteryMeter/MasteryMeter';
/** Props of MasteryMeter. */
export type { MasteryMeterProps } from './frame/MasteryMeter/MasteryMeter';
/** A prompt with its Read aloud button. */
export { PromptBar } from './frame/PromptBar/PromptBar';
/** Props of PromptBar. */
export type { PromptBarProps } from './frame/PromptBar/PromptBar';

// Activities
/** The practice engine on screen; a Lingo supplies only its model and renderItem. */
export { PracticeSession } from './session/PracticeSession/PracticeSession';
/** Props and render props of PracticeSession. */
export type {
  PracticeItemProps,
  PracticeSessionProps,
  RoundResultRenderProps,
  WorkedExampleRenderProps,
} from './session/PracticeSession/PracticeSession';
/** The mastery celebration banner (reduced-motion aware). */
export { Celebration } from './session/Celebration/Celebration';
/** Props of Celebration. */
export type { CelebrationProps } from './session/Celebration/Celebration';
/** The Speed round timer with "Hide timer" and "Timer off". */
export { RoundTimer } from './session/RoundTimer/RoundTimer';
/** Props of RoundTimer. */
export type { RoundTimerProps } from './session/RoundTimer/RoundTimer';
/** The stored Speed timer settings. */
export {
  defaultSpeedSettings,
  parseSpeedSettings,
  serializeSpeedSettings,
  SPEED_SETTINGS_STORAGE_KEY,
  useSpeedSettings,
} from './session/speedSettings';
/** The Speed timer settings. */
export type { SpeedSettings } from './session/speedSettings';
/** A guided Learn lesson running a lesson model: steps, a closing check, completion. */
export { LearnLesson } from './lesson/LearnLesson/LearnLesson';
/** Props and parts of LearnLesson. */
export type {
  LearnAnswerProps,
  LearnCardView,
  LearnLessonProps,
  LearnQuestionState,
  LearnStepRenderProps,
} from './lesson/LearnLesson/LearnLesson';

// A whole Lingo
/** A practice Lingo: its frame and the practice session drawing its question view. */
export { LingoPractice } from './lingo/LingoPractice';
/** Props of LingoPractice. */
export type { LingoPracticeProps } from './lingo/LingoPractice';
/** A Learn Lingo: its frame and the Learn lesson running its lesson model. */
export { LingoLesson } from './lingo/LingoLesson';
/** Props of LingoLesson. */
export type { LingoLessonProps } from './lingo/LingoLesson';
/** How an item shows its check: the mark of the card picked, the misconception on screen. */
export { checkedMark, shownMisconception } from './lingo/feedback';
/** What shownMisconception reads. */
export type { ShownMisconceptionState } from './lingo/feedback';
/** The shared layout of a Lingo's activity area (vanilla-extract classes). */
export { lingoLayout } from './lingo/lingoLayout';

// Interaction primitives
/** Continuous manipulation by mouse, pen or finger (a clock hand, a marker, a ruler). */
export { usePointerDrag } from './interaction/pointer/usePointerDrag';
/** Types of usePointerDrag. */
export type {
  PointerDrag,
  PointerDragEnd,
  PointerDragMove,
  PointerDragOptions,
  PointerDragStart,
} from './interaction/pointer/usePointerDrag';
/** The class a dragged element needs: no scrolling, selecting or callout under a finger. */
export { dragSurface } from './interaction/pointer/dragSurface.css';
/** Pointer geometry: angles around a centre, fractions along an axis, turns that follow. */
export {
  angleAround,
  angleOf,
  beginAngleTrack,
  centreOf,
  distance,
  followAngle,
  fractionAlong,
  normalizeAngle,
  radiusFraction,
  signedAngleDelta,
} from './interaction/pointer/geometry';
/** Types of the pointer geometry. */
export type { AngleTrack, Axis, Box, Point } from './interaction/pointer/geometry';
/** One pointer gesture as pure state: a tap or a drag. */
export {
  beginGesture,
  isGesturePointer,
  moveGesture,
  TAP_SLOP_PX,
} from './interaction/pointer/gesture';
/** Type of a pointer gesture. */
export type { PointerGesture } from './interaction/pointer/gesture';
/** The keyboard model of a slider: steps, page steps, Home and End. */
export {
  clampValue,
  sliderKeyDelta,
  sliderKeyTarget,
  snapToMultiple,
} from './interaction/slider/sliderKeys';
/** Types of the slider keyboard model. */
export type {
  SliderKeyModifiers,
  SliderKeyOptions,
  SliderSteps,
} from './interaction/slider/sliderKeys';
/** Step buttons that repeat while held. */
export {
  holdRepeatDelay,
  holdRepeatTiming,
  useHoldRepeat,
} from './interaction/holdRepeat/useHoldRepeat';
/** Props a held step button spreads on itself. */
export type { HoldRepeatButtonProps } from './interaction/holdRepeat/useHoldRepeat';
/** Whether the child's system asks for reduced motion (updates when it changes). */
export { useReducedMotion } from './internal/useReducedMotion';
/** A widget's own polite live region: `announce(text)` sets its message (repeats still read). */
export { useAnnouncer } from './internal/useAnnouncer';

// Widgets
/** 2–4 big answer cards with radio-group semantics. */
export { ChoiceGrid } from './widgets/ChoiceGrid/ChoiceGrid';
/** Types of ChoiceGrid. */
export type {
  ChoiceCardState,
  ChoiceGridProps,
  ChoiceMark,
  ChoiceOption,
} from './widgets/ChoiceGrid/ChoiceGrid';
/** Two-card ChoiceGrids: Yes/No and True/False. */
export {
  TrueFalse,
  trueFalseValues,
  YesNo,
  yesNoOptions,
  yesNoValues,
} from './widgets/YesNo/YesNo';
/** Types of YesNo and TrueFalse. */
export type { BinaryChoiceProps, TrueFalseValue, YesNoValue } from './widgets/YesNo/YesNo';
/** Cards dragged into order (@dnd-kit), by pointer, touch or keyboard. */
export {
  SortSequence,
  sortInstructions,
  sortOrientations,
} from './widgets/SortSequence/SortSequence';
/** Types of SortSequence. */
export type {
  SortCard,
  SortCardState,
  SortMark,
  SortOrientation,
  SortSequenceProps,
} from './widgets/SortSequence/SortSequence';
/** Pure helpers of SortSequence: move among unlocked cards, mark cards against a solution. */
export { moveCard, sortMarks } from './widgets/SortSequence/sortOrder';
/** A number pad driven by a format: a whole number, dollars and cents, hours and minutes, or a concept's own. */
export { NumberPad } from './widgets/NumberPad/NumberPad';
/** Props of NumberPad. */
export type { NumberPadProps } from './widgets/NumberPad/NumberPad';
/** NumberPad formats and the pure editing of an entry. */
export {
  createWholeNumberFormat,
  deleteDigit,
  dollarsAndCentsFormat,
  hoursAndMinutesFormat,
  joinEntry,
  sanitizeEntry,
  splitEntry,
  typeDigit,
  wholeNumberFormat,
} from './widgets/NumberPad/numberPadFormat';
/** Types of NumberPad formats and entries. */
export type {
  DurationEntry,
  EntryEdit,
  NumberPadField,
  NumberPadFormat,
  WholeNumberFormatOptions,
} from './widgets/NumberPad/numberPadFormat';
/** The pure roving-focus model: where arrows, Home/End and PageUp/PageDown go in a list or grid. */
export {
  firstEnabledIndex,
  lastEnabledIndex,
  nextRovingIndex,
  rovingOrientations,
} from './interaction/roving/rovingModel';
/** Types of the roving-focus model. */
export type { RovingKey, RovingOrientation, RovingShape } from './interaction/roving/rovingModel';
/** One tab stop for a list or grid of items, moved by the roving-focus model. */
export { useRovingFocus } from './interaction/roving/useRovingFocus';
/** Types of useRovingFocus. */
export type {
  RovingFocus,
  RovingItemProps,
  UseRovingFocusOptions,
} from './interaction/roving/useRovingFocus';
/** Move items into places (@dnd-kit): zones, items, and keyboard jumps from zone to zone. */
export { DropZones, useDragItem, useDropZone } from './interaction/dnd/DropZones';
/** Types of DropZones. */
export type { DragItem, DropZone, DropZonesProps } from './interaction/dnd/DropZones';
/** Pure helpers for places: the next place for a key, centring, placing with capacity. */
export {
  centredOn,
  itemsIn,
  nextPlace,
  placeItem,
  placeKeys,
  unplacedCount,
} from './interaction/dnd/places';
/** Types of the place helpers. */
export type { PlaceItemOptions, PlaceLayout, Placement, PlaceRect } from './interaction/dnd/places';
/** The default spoken texts and instructions for moving items into places. */
export { placeAnnouncements, placeInstructions } from './interaction/dnd/placeTexts';
/** Types of the place announcements. */
export type { PlaceAnnouncements, PlaceNames } from './interaction/dnd/placeTexts';
/** A dnd-kit keyboard coordinate getter that jumps a held item from place to place in order. */
export { createPlaceCoordinates } from './interaction/dnd/keyboardCoordinates';
/** Items dragged, tapped or keyed into 2–4 labelled bins, with bounce-back hints. */
export { SortBins } from './widgets/SortBins/SortBins';
/** Props of SortBins. */
export type { SortBinsProps } from './widgets/SortBins/SortBins';
/** SortBins' states, whole-sort marks, and the misplaced items a wrong Check sends back. */
export {
  misplacedBounce,
  sortBinsItemStates,
  sortBinsMarks,
  sortBinsStates,
  sortCardMarks,
} from './widgets/SortBins/sortBinsModel';
/** Types of SortBins' items, bins, marks, feedback, states and bounces. */
export type {
  MisplacedBounce,
  SortBin,
  SortBinsFeedback,
  SortBinsItem,
  SortBinsItemState,
  SortBinsMark,
  SortBinsState,
} from './widgets/SortBins/sortBinsModel';
/** A wrong Check of a whole sort bounces the misplaced items back, once per checked result. */
export { useBounceOnCheck } from './widgets/SortBins/useBounceOnCheck';
/** Types of useBounceOnCheck. */
export type { BounceOnCheck, BounceOnCheckOptions } from './widgets/SortBins/useBounceOnCheck';
/** A SortBins sort checked as a whole, as one practice item: bounce, retry, worked example, locks. */
export { useSortItem } from './widgets/SortBins/useSortItem';
/** Types of useSortItem. */
export type { SortItem, SortItemOptions, SortItemSolution } from './widgets/SortBins/useSortItem';
/** SortBins' default names and announcements, to reword per concept. */
export { sortBinsTexts } from './widgets/SortBins/sortBinsText';
/** Types of SortBins' texts. */
export type { SortBinsNoun, SortBinsTexts } from './widgets/SortBins/sortBinsText';
/** Two columns of items connected in pairs, by tap or keyboard, with undo and marks. */
export { MatchPairs } from './widgets/MatchPairs/MatchPairs';
/** Props of MatchPairs. */
export type { MatchPairsProps, MatchPairsRefusal } from './widgets/MatchPairs/MatchPairs';
/** Pure helpers of MatchPairs: join and undo pairs, number them, mark them, states. */
export {
  joinPair,
  matchPairsItemStates,
  matchPairsMarks,
  matchPairsSides,
  matchPairsStates,
  pairNumbers,
  partnerOf,
  removePair,
} from './widgets/MatchPairs/matchPairsModel';
/** Types of MatchPairs' items, pairs, marks and states. */
export type {
  MatchPairing,
  MatchPairsItem,
  MatchPairsItemState,
  MatchPairsMark,
  MatchPairsSide,
  MatchPairsState,
} from './widgets/MatchPairs/matchPairsModel';
/** MatchPairs' default names and announcements, to reword per concept. */
export { matchPairsTexts } from './widgets/MatchPairs/matchPairsText';
/** Types of MatchPairs' texts. */
export type { MatchPairsTexts } from './widgets/MatchPairs/matchPairsText';

// Pictures
/** A picture from the self-hosted art set as inline SVG: static art, or by name or emoji. */
export { Picture } from './picture/Picture/Picture';
/** Props of Picture. */
export type { PictureProps } from './picture/Picture/Picture';
/** The art of one picture, as its generated module (`@lingos/kit/pictures/bus`) exports it. */
export type { PictureArt, PictureModule } from './picture/pictureArt';
/** Loads a picture by name or emoji at run time, one small chunk each. */
export { loadedPicture, loadPicture } from './picture/loadPicture';
/** Whether the art set has a picture for a name or an emoji, at once (for checking data on load). */
export { hasPicture, pictureNameOf } from './picture/knownPicture';
/** What loadPicture is asked for. */
export type { PictureRequest } from './picture/loadPicture';
/** The name of every picture in the set. */
export type { PictureName } from './picture/art/index';
/** The key an emoji's picture is found by (no variation selector or skin tone). */
export { emojiKey } from './picture/emojiKey';
/** Every emoji a text would leave to the device's emoji font (for tests that forbid it). */
export { findEmojiText } from './picture/findEmojiText';
/** Who made the pictures and their licence, for the footer. */
export { pictureAttribution } from './picture/art/attribution';
