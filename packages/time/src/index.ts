/**
 * @lingos/time: the Time concept ("One Upon a Time!"): its bundle, its widgets and its time
 * model. Every public export is listed by name; each carries its TSDoc one-liner at its
 * declaration. The Lingos are not exported here: the host loads them lazily through
 * `timeBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Time Lingos.
export { timeBundle } from './bundle';
/** The ids of the Lingos in `timeBundle`, to list them without loading it. */
export { timeLingoIds } from './lingoIds';
export type { TimeLingoId } from './lingoIds';

// Time model: minutes since midnight, face values, formatting, the description rule, durations.
export {
  MINUTES_PER_HOUR,
  MINUTES_PER_HALF_DAY,
  MINUTES_PER_DAY,
  NOON,
  MIDNIGHT,
  meridiems,
  partsOfDay,
  readingLevels,
  normalizeTime,
  addMinutes,
  subtractMinutes,
  faceMinutes,
  faceValue,
  sameFaceValue,
  timeFromFace,
  timeFromDate,
  timeFrom24Hour,
  meridiemOf,
  toggleMeridiem,
  to24Hour,
  formatDigital,
  formatDigital12,
  format24Hour,
  nextHour,
  previousHour,
  formatWords,
  readingLevelOf,
  minutesAtLevel,
  minutesUpToLevel,
  promptUsesWords,
  formatForPrompt,
  roundToLevel,
  partOfDay,
  formatWithPartOfDay,
  landmarkName,
  describeHourHand,
  minuteHandNumber,
  describeMinuteHand,
  describeClock,
  cardName,
  announceTime,
  elapsedMinutes,
  elapsedFaceMinutes,
  faceDifference,
  durationParts,
  durationFromParts,
  formatDuration,
  formatDurationShort,
  formatJump,
  crossesNoonOrMidnight,
  countUpJumps,
  countBackJumps,
  swappedHandsReading,
  nextHourReading,
  minuteNumberReading,
} from './model/time';
export type {
  FaceValue,
  TwentyFourHourTime,
  Meridiem,
  PartOfDay,
  ReadingLevel,
  DescribeOptions,
  DescribeClockOptions,
  DurationParts,
  Jump,
} from './model/time';

// Reading and setting clocks: convention-6 hints, misreadings, distractors, worked examples.
export {
  timeHints,
  misreadings,
  classifyMisreading,
  hourAheadHint,
  minuteNumberHint,
  misreadingResult,
  distractorPool,
  pickDistractors,
  countByFives,
  readingWorkedExample,
  settingWorkedExample,
} from './model/clockReading';
export type { TimeHintId, Misreading, Distractor, ClockWorkedStep } from './model/clockReading';

// AnalogClock geometry: the hands' angles and gearing, and how the sliders speak.
export {
  clockHands,
  MINUTE_HAND_DEGREES_PER_MINUTE,
  HOUR_HAND_DEGREES_PER_MINUTE,
  minuteHandAngle,
  hourHandAngle,
  handAngle,
  secondHandAngle,
  numberAngle,
  minuteFromAngle,
  faceMinutesFromHourAngle,
  sliderTextModes,
  hourHandValueText,
  minuteHandValueText,
} from './widgets/AnalogClock/clockModel';
export type { ClockHand, SliderTextMode } from './widgets/AnalogClock/clockModel';

// AnalogClock.
export {
  clockFlashTargets,
  analogClockStates,
  AnalogClock,
} from './widgets/AnalogClock/AnalogClock';
export type {
  ClockFlashTarget,
  AnalogClockState,
  AnalogClockProps,
} from './widgets/AnalogClock/AnalogClock';

// Pictures of the parts of the day (the AM/PM sky, sky cards).
export { skyPictures } from './widgets/AnalogClock/skyPictures';

// DigitalClock.
export {
  digitalClockFormats,
  digitalClockModes,
  digitalClockSizes,
  formatDigitalClock,
  DigitalClock,
} from './widgets/DigitalClock/DigitalClock';
export type {
  DigitalClockFormat,
  DigitalClockMode,
  DigitalClockSize,
  DigitalClockProps,
} from './widgets/DigitalClock/DigitalClock';

// Elapsed time, ribbon jumps, typed times (levels 2 and 3).
export {
  compareModes,
  timeFormats,
  entryFromTime,
  entryMinutes,
  entryMatches,
  durationEntry,
  durationEntryMinutes,
  formatTimeAs,
  formatLanding,
  ribbonJumpSizes,
  ribbonJumpsFor,
  landAfterJumps,
  countUpPhrases,
  countBackPhrases,
  landmarkCrossed,
  noonHintFor,
  halfOfDayHint,
  countUpSentence,
  digitSubtractionHint,
} from './model/elapsed';
export type { TimeEntry, CompareMode, TimeFormat } from './model/elapsed';

// Canada's six time zones.
export {
  cityIds,
  cities,
  city,
  isCityId,
  offsetBetween,
  convertTime,
  relativeDays,
  relativeDay,
  describeOffset,
} from './model/zones';
export type { CityId, City, DayShift, ConvertedTime, RelativeDay } from './model/zones';

// Timetables (next and previous departure).
export {
  departures,
  nextDeparture,
  previousDeparture,
  waitMinutes,
  describeTimetable,
} from './model/timetable';
export type { Timetable } from './model/timetable';

// TimeRibbon (counting on and back), ScheduleRibbon (activity blocks in a window) and
// MarkerRibbon (a marker dragged along the day), drawn on the same scale.
export { TimeRibbon } from './widgets/TimeRibbon/TimeRibbon';
export type { TimeRibbonProps } from './widgets/TimeRibbon/TimeRibbon';
export { ribbonLandmarks, ribbonStates } from './widgets/TimeRibbon/RibbonScale';
export type {
  RibbonBaseProps,
  RibbonLandmark,
  RibbonState,
} from './widgets/TimeRibbon/RibbonScale';
export { jumpButtonLabel, wholeDay } from './widgets/TimeRibbon/ribbonModel';
export type { RibbonWindow, RibbonDirection } from './widgets/TimeRibbon/ribbonModel';
export { ScheduleRibbon } from './widgets/ScheduleRibbon/ScheduleRibbon';
export type { ScheduleRibbonProps } from './widgets/ScheduleRibbon/ScheduleRibbon';
export type { ScheduleBlock } from './widgets/ScheduleRibbon/scheduleModel';
export { MarkerRibbon } from './widgets/MarkerRibbon/MarkerRibbon';
export type { MarkerRibbonProps, RibbonMarkerProps } from './widgets/MarkerRibbon/MarkerRibbon';

// CanadaTimeMap.
export {
  canadaTimeMapFormats,
  cityClocks,
  cityButtonName,
  cityReading,
  CanadaTimeMap,
} from './widgets/CanadaTimeMap/CanadaTimeMap';
export type {
  CanadaTimeMapFormat,
  CanadaTimeMapProps,
  CityClock,
} from './widgets/CanadaTimeMap/CanadaTimeMap';
