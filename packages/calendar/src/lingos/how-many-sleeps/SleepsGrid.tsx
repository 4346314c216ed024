/**
 * How Many Sleeps?' month page: MonthGrid in hop mode, with the rule of which taps hop. Each tap
 * on the next day adds a numbered hop arc (MonthGrid draws and announces it: "Hop 3: Friday,
 * June 19."); a tap on a day already hopped to, or on the star, goes back to it.
 */
import { useAnnouncer } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { addDays, sameDate, type CalendarDate, type Month, type Weekday } from '../../model/dates';
import { formatSpoken } from '../../model/names';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import type { DateMarks, YearMonth } from '../../widgets/MonthGrid/monthGridModel';
import * as styles from './HowManySleeps.css';

/** Props of {@link SleepsGrid}. */
export interface SleepsGridProps {
  readonly shown: YearMonth;
  /** Navigation between these months (across a month end); none when they are the same. */
  readonly firstMonth: YearMonth;
  readonly lastMonth: YearMonth;
  readonly onMonthChange: (year: number, month: Month) => void;
  /** Where the hops start (the star). */
  readonly start: CalendarDate;
  /** Hops so far: each the day after the one before, from the day after `start`. */
  readonly hops: readonly CalendarDate[];
  /** The child's hops changed; absent, taps do not hop (a weeks item, a worked example). */
  readonly onHopsChange?: (hops: readonly CalendarDate[]) => void;
  /** A date was tapped (a weeks item's answer), when taps do not hop. */
  readonly onSelectDate?: (date: CalendarDate) => void;
  readonly marks: DateMarks;
  readonly today?: CalendarDate;
  readonly selectedDate?: CalendarDate;
  /** A column lit (the weeks hint: straight down is a week at a time). */
  readonly highlightColumn?: Weekday;
  readonly readOnly?: boolean;
}

/** The hops after a tap: the next day adds a hop; a day already hopped to goes back to it. */
export function hopsAfterTap(
  start: CalendarDate,
  hops: readonly CalendarDate[],
  tapped: CalendarDate,
): readonly CalendarDate[] | undefined {
  const next = addDays(hops[hops.length - 1] ?? start, 1);
  if (sameDate(tapped, next)) return [...hops, tapped];
  if (sameDate(tapped, start)) return [];
  const back = hops.findIndex((hop) => sameDate(hop, tapped));
  return back >= 0 ? hops.slice(0, back + 1) : undefined;
}

/**
 * The grid of How Many Sleeps?: the month page with the star and the goal, and hops from the
 * star. Tap (or Enter on) the next day to hop; tap a day already hopped to, or the star, to go
 * back. Any other day says where the next hop goes.
 */
export function SleepsGrid({
  shown,
  firstMonth,
  lastMonth,
  onMonthChange,
  start,
  hops,
  onHopsChange,
  onSelectDate,
  marks,
  today,
  selectedDate,
  highlightColumn,
  readOnly = false,
}: SleepsGridProps) {
  const { message, announce } = useAnnouncer();
  const navigation = firstMonth.year !== lastMonth.year || firstMonth.month !== lastMonth.month;

  function tap(date: CalendarDate) {
    if (!onHopsChange) {
      onSelectDate?.(date);
      return;
    }
    const next = hopsAfterTap(start, hops, date);
    if (next === undefined) {
      const nextDay = addDays(hops[hops.length - 1] ?? start, 1);
      announce(`Hop one day at a time. The next hop is ${formatSpoken(nextDay)}.`);
      return;
    }
    onHopsChange(next);
    // A new hop is announced by the grid; going back is said here.
    if (next.length < hops.length) {
      const last = next[next.length - 1];
      announce(last ? `Back to hop ${next.length}: ${formatSpoken(last)}.` : 'Back to the star.');
    }
  }

  return (
    <div className={styles.gridArea}>
      <MonthGrid
        year={shown.year}
        month={shown.month}
        {...(navigation ? { onMonthChange, minMonth: firstMonth, maxMonth: lastMonth } : {})}
        {...(today ? { today } : {})}
        {...(selectedDate ? { selectedDate } : {})}
        {...(highlightColumn !== undefined ? { highlightColumn } : {})}
        marks={marks}
        hops={[start, ...hops]}
        focusDate={hops[hops.length - 1] ?? start}
        onSelectDate={tap}
        readOnly={readOnly}
      />
      {onHopsChange && hops.length === 0 ? (
        <p className={styles.hopCount}>Tap the day after the star to hop.</p>
      ) : null}
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}
