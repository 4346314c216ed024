import {
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
  type PictureName,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { addDays, dateKey, dayOfWeek, daysInMonth, type CalendarDate } from '../../model/dates';
import { formatSpoken } from '../../model/names';
import type { DateMark, YearMonth } from '../../widgets/MonthGrid/monthGridModel';
import * as styles from './HowManySleeps.css';
import {
  contextFacts,
  howManySleepsModel,
  howManySleepsWorkedExample,
  markersText,
  solutionHops,
  type HowManySleepsAnswer,
  type HowManySleepsItem,
  type HowManySleepsMisconception,
} from './model';
import { SleepsGrid } from './SleepsGrid';

const sleepsFormat = createWholeNumberFormat({ maxLength: 2, unit: ['sleep', 'sleeps'] });
const weeksFormat = createWholeNumberFormat({ maxLength: 1, unit: ['week', 'weeks'] });

const monthOf = (date: CalendarDate): YearMonth => ({ year: date.year, month: date.month });

/** The key under the grid: what the star and the goal's picture stand for. */
function GridKey({ item }: { readonly item: HowManySleepsItem }) {
  const entries: { picture: PictureName; text: string }[] =
    item.kind === 'count-sleeps'
      ? [
          { picture: 'star', text: 'Today' },
          { picture: contextFacts[item.context].picture, text: contextFacts[item.context].title },
        ]
      : item.kind === 'count-weeks'
        ? [
            { picture: 'star', text: 'Start' },
            { picture: 'round-pushpin', text: 'Goal' },
          ]
        : [{ picture: 'star', text: 'Start' }];
  return (
    <ul className={styles.key} aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.text} className={styles.keyItem}>
          <Picture name={entry.picture} size={24} decorative />
          {entry.text}
        </li>
      ))}
    </ul>
  );
}

/** The marks of the star and the goal (a tap item's goal is the answer: not drawn). */
function itemMarks(item: HowManySleepsItem): Record<string, DateMark> {
  if (item.kind === 'count-sleeps') {
    return {
      [dateKey(item.goal)]: { picture: contextFacts[item.context].picture, label: 'goal' },
    };
  }
  const start = { [dateKey(item.today)]: { picture: 'star', label: 'start' } as DateMark };
  if (item.kind === 'tap-weeks') return start;
  return { ...start, [dateKey(item.goal)]: { picture: 'round-pushpin', label: 'goal' } };
}

/** Dates lit, each with what its name adds ("7 sleeps"). */
function litMarks(dates: readonly CalendarDate[], label?: string): Record<string, DateMark> {
  return Object.fromEntries(
    dates.map((date) => [
      dateKey(date),
      { tone: 'highlighted', ...(label ? { label } : {}) } satisfies DateMark,
    ]),
  );
}

/** One How Many Sleeps? item: the month page with the star and the goal, hops, and the answer. */
export function HowManySleepsQuestion({
  item,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: PracticeItemProps<HowManySleepsItem, HowManySleepsAnswer>) {
  const [shownMonth, setShownMonth] = useState<YearMonth>(monthOf(item.today));
  const [hops, setHops] = useState<readonly CalendarDate[]>([]);
  const [raw, setRaw] = useState('');
  const [tapped, setTapped] = useState<CalendarDate | null>(null);
  const misconception = shownMisconception({ state, attempt, result }) as
    HowManySleepsMisconception | undefined;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const answeredRight = state === 'correct' || state === 'mastered';

  // A worked example draws its own hops and lit dates, on the month of its last hop.
  const exampleStep = workedExample
    ? howManySleepsWorkedExample(item)[workedExample.index]
    : undefined;
  const shownHops = exampleStep
    ? solutionHops(item).slice(0, exampleStep.hops)
    : answeredRight && item.kind === 'count-sleeps'
      ? solutionHops(item)
      : hops;
  const lastShown = shownHops[shownHops.length - 1];
  const shown = exampleStep ? monthOf(lastShown ?? item.today) : shownMonth;

  // After the first step-2 item: one row down is 7 sleeps.
  const rowTip = item.kind === 'count-sleeps' && item.rowTip && checked;
  const rowBelow = addDays(item.today, 7);
  const monthEnd = {
    ...item.today,
    day: daysInMonth(item.today.year, item.today.month),
  };
  const marks = {
    ...itemMarks(item),
    ...(exampleStep ? litMarks(exampleStep.lit) : {}),
    ...(rowTip ? litMarks([rowBelow], '7 sleeps') : {}),
    ...(misconception === 'month-end' ? litMarks([monthEnd], 'last day of the month') : {}),
  };

  const typed = item.kind !== 'tap-weeks';
  const format = item.kind === 'count-weeks' ? weeksFormat : sleepsFormat;
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{markersText(item)}</p>
      </VisuallyHidden>
      <SleepsGrid
        shown={shown}
        firstMonth={monthOf(item.today)}
        lastMonth={monthOf(item.goal)}
        onMonthChange={(year, month) => setShownMonth({ year, month })}
        start={item.today}
        hops={shownHops}
        {...(item.kind === 'count-sleeps' && !locked ? { onHopsChange: setHops } : {})}
        {...(item.kind === 'tap-weeks'
          ? {
              onSelectDate: (date: CalendarDate) => {
                setTapped(date);
                setAnswer({ kind: 'date', date });
              },
            }
          : {})}
        marks={marks}
        {...(item.kind === 'count-sleeps' ? { today: item.today } : {})}
        {...(tapped ? { selectedDate: tapped } : {})}
        {...(misconception === 'weeks' ? { highlightColumn: dayOfWeek(item.today) } : {})}
        readOnly={locked}
      />
      <GridKey item={item} />
      {rowTip ? (
        <p className={styles.rowTip}>
          One row down is 7 sleeps: from {formatSpoken(item.today)} straight down to{' '}
          {formatSpoken(rowBelow)}.
        </p>
      ) : null}
      {typed ? (
        <NumberPad
          format={format}
          value={raw}
          onChange={(next) => {
            setRaw(next);
            const value = format.parse(next);
            setAnswer(value === null ? undefined : { kind: 'number', value });
          }}
          label={item.kind === 'count-weeks' ? 'Weeks' : 'Sleeps'}
          disabled={locked}
        />
      ) : null}
    </div>
  );
}

/**
 * Lingo 2-4, How Many Sleeps?: count the days and weeks until something special. Hop day by day
 * on the month page (across a month end with the arrows), then type the number; or find a date
 * some weeks on, a row at a time.
 */
export default function HowManySleeps(props: LingoProps) {
  return (
    <LingoPractice<HowManySleepsItem, HowManySleepsAnswer>
      {...props}
      model={howManySleepsModel}
      Question={HowManySleepsQuestion}
    />
  );
}
