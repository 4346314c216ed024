// Concept bundles
/** The contract between a concept package and the host: Lingo props, loaders, bundles. */
export type { ConceptBundle, LingoLoader, LingoProps } from './bundle';

// Pure models
/** A seeded random source (mulberry32), so items can be reproduced. */
export { createRng } from './model/rng';
/** What a Lingo's pure model is made of: items, answers, checks, worked examples. */
export type {
  AnswerMarks,
  CheckResult,
  Evidence,
  GenerateContext,
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
/** The Learn lesson state machine, pure (LearnLesson runs it on screen). */
export {
  createLesson,
  lessonCompleteText,
  lessonDefaultHint,
  lessonPercent,
  lessonPraise,
  lessonTotal,
  lessonTransition,
} from './model/lesson';
/** Types of the Learn lesson state machine. */
export type {
  LessonAction,
  LessonPhase,
  LessonQuestionShape,
  LessonShape,
  LessonState,
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
/** Speech engines: the browser's Web Speech API, a recording fake, and voice choice. */
export {
  createBrowserSpeechEngine,
  createMemorySpeechEngine,
  pickVoice,
  preferredLangs,
} from './speech/engine';
/** Types of the speech engines. */
export type {
  MemorySpeechEngine,
  MemorySpeechEngineOptions,
  SpeakRequest,
  SpeechEngine,
  SpeechVoice,
} from './speech/engine';
/** Read-aloud's controller: engine, setting, first-interaction rule. */
export { createReadAloudController, noVoiceMessage } from './speech/controller';
/** Types of the read-aloud controller. */
export type {
  ReadAloudController,
  ReadAloudControllerOptions,
  ReadAloudSnapshot,
  SpeakOptions,
  SpeakOutcome,
  SpeechStatus,
} from './speech/controller';
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
/** A button whose accessible name starts with "Read aloud". */
export { ReadAloudButton } from './speech/ReadAloudButton/ReadAloudButton';
/** Props of ReadAloudButton. */
export type { ReadAloudButtonProps } from './speech/ReadAloudButton/ReadAloudButton';
/** The "Read prompts aloud automatically" switch. */
export { ReadAloudSetting } from './speech/ReadAloudSetting/ReadAloudSetting';
/** Props of ReadAloudSetting. */
export type { ReadAloudSettingProps } from './speech/ReadAloudSetting/ReadAloudSetting';

// Page frame
/** The page frame of a Lingo: h1, back link, prompt with Read aloud, Mastery bar. */
export { LingoFrame } from './frame/LingoFrame/LingoFrame';
/** Props of LingoFrame. */
export type { LingoFrameProps } from './frame/LingoFrame/LingoFrame';
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
/** A guided Learn lesson: steps, a closing check, completion. */
export { LearnLesson } from './lesson/LearnLesson/LearnLesson';
/** Props and parts of LearnLesson. */
export type {
  LearnCheckChoice,
  LearnCheckQuestion,
  LearnLessonProps,
  LearnStep,
  LearnStepRenderProps,
} from './lesson/LearnLesson/LearnLesson';

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
export { TrueFalse, trueFalseValues, YesNo, yesNoValues } from './widgets/YesNo/YesNo';
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
/** A number pad for whole numbers, dollars and cents, or hours and minutes. */
export { NumberPad } from './widgets/NumberPad/NumberPad';
/** Props of NumberPad. */
export type { NumberPadProps } from './widgets/NumberPad/NumberPad';
/** Reading and cleaning NumberPad entries. */
export {
  defaultMaxLength,
  describeEntry,
  numberPadModes,
  parseDuration,
  parseMoney,
  parseWholeNumber,
  sanitizeEntry,
} from './widgets/NumberPad/numberPadValue';
/** Types of NumberPad entries. */
export type { DurationEntry, NumberPadMode } from './widgets/NumberPad/numberPadValue';
