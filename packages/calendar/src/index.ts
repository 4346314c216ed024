/**
 * @lingos/calendar: the Calendar concept ("Calendar Quest"): its bundle, its widgets and its
 * date model. Every public export is listed by name; each carries its TSDoc one-liner at its
 * declaration. The Lingos are not exported here: the host loads them lazily through
 * `calendarBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Calendar Lingos.
export { calendarBundle } from './bundle';
/** The ids of the Lingos in `calendarBundle`, to list them without loading it. */
export { calendarLingoIds } from './lingoIds';
export type { CalendarLingoId } from './lingoIds';

// Date model: Gregorian dates computed for any year (never stored), Sunday-first weeks.
export {
  weekdays,
  months,
  weekdayOrdinals,
  isWeekday,
  isMonth,
  isLeapYear,
  daysInMonth,
  daysInYear,
  isValidDate,
  calendarDate,
  dayOfWeek,
  epochDay,
  fromEpochDay,
  addDays,
  daysBetween,
  compareDates,
  sameDate,
  sameMonth,
  shiftMonth,
  addMonths,
  addWeekdays,
  addMonthsTo,
  isWeekend,
  nthWeekdayOf,
  weekdayOrdinalOf,
  isLastWeekdayOfMonth,
  monthWeeks,
  weekOfMonthRow,
  dateKey,
  parseDateKey,
  todayFrom,
} from './model/dates';
export type { CalendarDate, Weekday, Month, WeekdayOrdinal, MonthWeek } from './model/dates';

// Date model: names of days and months, dates spoken and written.
export {
  weekdayNames,
  weekdayShortNames,
  monthNames,
  monthShortNames,
  weekdayName,
  weekdayShortName,
  monthName,
  monthShortName,
  formatMonthDay,
  formatSpoken,
  formatFull,
  monthYear,
  ordinalWord,
  ordinalNumber,
  describeNthWeekday,
} from './model/names';

// Date model: the holidays of calendar.md, computed for any year.
export {
  holidayIds,
  isHolidayId,
  holidayName,
  holidayRule,
  holidayDate,
  holidayIdsOn,
  holidaysOn,
} from './model/holidays';
export type { HolidayId } from './model/holidays';

// Date model: the seasons in Canada.
export {
  seasonIds,
  fallFirstSpoken,
  isSeasonId,
  seasonOfMonth,
  monthsOfSeason,
  nextSeason,
  previousSeason,
  seasonName,
  seasonTitle,
  seasonPicture,
  isEdgeMonth,
  isSeasonSafeDate,
} from './model/seasons';
export type { SeasonId } from './model/seasons';

// MonthGrid: a month page as an ARIA grid.
export {
  markTones,
  todayMark,
  compareMonths,
  isMonthWithin,
  canShowMonth,
  monthGridMove,
  tabStopDate,
  marksList,
  strongestTone,
  cellName,
  monthGridCells,
  monthGridLabel,
  columnText,
  rowText,
  monthGridText,
  monthLengthText,
} from './widgets/MonthGrid/monthGridModel';
export type {
  YearMonth,
  MarkTone,
  DateMark,
  DateMarks,
  GridPosition,
  GridMoveContext,
  CellNameOptions,
  MonthGridCell,
  MonthGridCellOptions,
} from './widgets/MonthGrid/monthGridModel';
export { hopText, hopCount, hopLabels, hopArc } from './widgets/MonthGrid/hopModel';
export type { HopPoint, HopArc } from './widgets/MonthGrid/hopModel';
export {
  STICKER_TRAY,
  stickerInstructions,
  stickerShortName,
  stickerName,
  stickerMovedText,
  stickerZones,
  stickersOn,
} from './widgets/MonthGrid/stickerModel';
export type { MonthGridSticker } from './widgets/MonthGrid/stickerModel';
export { MonthGrid } from './widgets/MonthGrid/MonthGrid';
export type { MonthGridProps } from './widgets/MonthGrid/MonthGrid';

// WeekStrip: a row of day boxes.
export {
  weekStripBoxStates,
  weekStripTones,
  isMiddleBox,
  boxName,
  weekStripText,
  centredWeekText,
  fillCountText,
  centredWeek,
  centredDates,
  weekFrom,
  relativeDayWord,
  tappedDayText,
} from './widgets/WeekStrip/weekStripModel';
export type {
  WeekStripBox,
  WeekStripBoxState,
  WeekStripTone,
  WeekStripTextOptions,
} from './widgets/WeekStrip/weekStripModel';
export { WeekStrip, weekStripSummaries } from './widgets/WeekStrip/WeekStrip';
export type { WeekStripProps, WeekStripSummary } from './widgets/WeekStrip/WeekStrip';

// SeasonWheel: the year as a ring of months and seasons.
export {
  seasonWheelViews,
  MONTH_DEGREES,
  monthAngle,
  monthAtAngle,
  seasonAngle,
  seasonAtAngle,
  pointAt,
  slicePath,
  monthSlicePath,
  seasonSlicePath,
  percentAt,
  unwrappedIndex,
  stepsBetween,
  pointerKeySteps,
  pointerValueText,
  newYearText,
  seasonWheelText,
  placeName,
  placeText,
  yearRingText,
  cardPlacedText,
} from './widgets/SeasonWheel/seasonWheelModel';
export type {
  SeasonWheelView,
  WheelPoint,
  PointerStep,
  PlaceContent,
} from './widgets/SeasonWheel/seasonWheelModel';
export { SeasonWheel } from './widgets/SeasonWheel/SeasonWheel';
export type { SeasonWheelProps, SeasonWheelCard } from './widgets/SeasonWheel/SeasonWheel';
