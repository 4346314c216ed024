import crescentMoon from '@lingos/kit/pictures/crescent-moon';
import sun from '@lingos/kit/pictures/sun';
import sunset from '@lingos/kit/pictures/sunset';
import {
  lingoLayout,
  LingoLesson,
  Picture,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useRef, useState } from 'react';
import {
  dateKey,
  dayOfWeek,
  monthWeeks,
  todayFrom,
  weekOfMonthRow,
  type CalendarDate,
} from '../../model/dates';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import type { DateMarks } from '../../widgets/MonthGrid/monthGridModel';
import { SeasonWheel } from '../../widgets/SeasonWheel/SeasonWheel';
import { WeekStrip } from '../../widgets/WeekStrip/WeekStrip';
import { centredDates, type WeekStripBox } from '../../widgets/WeekStrip/weekStripModel';
import * as styles from './CalendarBasics.css';
import {
  calendarBasicsLesson,
  countMonthTap,
  daysText,
  fillWeekTap,
  finishDayText,
  pointerText,
  movePointer,
  weekBoxText,
  weekOfBoxes,
  yearRoundDone,
  yesterdayTomorrowTap,
  type CalendarBasicsStep,
  type CountMonthState,
  type YearPointer,
  type YesterdayTomorrowState,
} from './model';

interface StepProps extends LearnStepRenderProps {
  readonly today: CalendarDate;
}

/** A week strip of Sunday to Saturday with the first `filled` boxes filled. */
function fillingWeek(filled: number): WeekStripBox[] {
  return weekOfBoxes.map((weekday, box) =>
    box < filled ? { weekday } : { weekday, state: 'empty' as const },
  );
}

/** Step 1: the sun is up; tapping the moon sets it, and the first box of the week fills. */
function FinishDayStep({ done, complete }: StepProps) {
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.sky} data-state={done ? 'night' : 'day'}>
        <span className={styles.sun}>
          <Picture
            art={done ? sunset : sun}
            size={96}
            alt={done ? 'the sun setting' : 'the sun in the sky'}
          />
        </span>
        <button
          type="button"
          className={styles.moon}
          aria-label="The moon: finish the day"
          aria-pressed={done}
          onClick={() => {
            if (!done) complete(finishDayText);
          }}
        >
          <Picture art={crescentMoon} size={80} decorative />
        </button>
      </div>
      <WeekStrip boxes={fillingWeek(done ? 1 : 0)} />
    </div>
  );
}

/** Step 2: tap the boxes in order; each says its day and the count, up to one week. */
function FillWeekStep({ done, complete, announce }: StepProps) {
  const [filled, setFilled] = useState(1);
  return (
    <div className={lingoLayout.stage}>
      <WeekStrip
        boxes={fillingWeek(filled)}
        onTapBox={(box) => {
          const tap = fillWeekTap(filled, box);
          setFilled(tap.filled);
          if (tap.filled === 7 && !done) complete(tap.said);
          else announce(tap.said);
        }}
        label="Week strip: tap the next box"
      />
      {/* Each tap already says the count aloud; this line is for the eye. */}
      <p className={lingoLayout.note} aria-hidden="true">
        {filled === 7 ? weekBoxText(6).replace(/^\w+, /, '') : daysText(filled)}
      </p>
    </div>
  );
}

/** Step 3: this month's page; tap each week from the top, then the last date. */
function CountMonthStep({ today, done, complete, announce }: StepProps) {
  const [counted, setCounted] = useState<CountMonthState>({ rows: 0, lastTapped: false });
  const weeks = monthWeeks(today.year, today.month);
  const marks: Record<string, { tone: 'highlighted'; label: string }> = {};
  weeks.slice(0, counted.rows).forEach((week, row) => {
    for (const cell of week) {
      if (cell) marks[dateKey(cell)] = { tone: 'highlighted', label: `week ${row + 1}` };
    }
  });
  return (
    <div className={lingoLayout.stage}>
      <MonthGrid
        year={today.year}
        month={today.month}
        today={today}
        marks={marks as DateMarks}
        onSelectDate={(date) => {
          const tap = countMonthTap(counted, date, weekOfMonthRow(date));
          setCounted(tap.state);
          if (tap.done && !done) complete(tap.said);
          else announce(tap.said);
        }}
      />
      <p className={lingoLayout.note}>
        Weeks counted: {counted.rows} of {weeks.length}
      </p>
    </div>
  );
}

/** Step 4: the pointer goes round the 12 months; past December a new year starts. */
function RoundYearStep({ today, done, complete, announce }: StepProps) {
  const [start] = useState<YearPointer>({ month: 1, year: today.year });
  const [pointer, setPointer] = useState<YearPointer>(start);
  // The wheel reports every month a move passes, several in one event: each builds on the last.
  const latest = useRef(pointer);
  return (
    <div className={lingoLayout.stage}>
      <SeasonWheel
        view="months"
        pointer={pointer.month}
        year={pointer.year}
        // The step's own line says the new year ("January 2027. 12 months: a new year
        // starts!"): the wheel saying it too would be heard twice.
        announceNewYear={false}
        onPointerChange={(month, yearChange) => {
          const next = movePointer(latest.current, month, yearChange);
          latest.current = next;
          setPointer(next);
          const said = pointerText(start, next);
          if (yearRoundDone(start, next) && !done) complete(said);
          else announce(said);
        }}
      />
    </div>
  );
}

/** Step 5: 7 days centred on today; tap yesterday, then tomorrow. */
function YesterdayTomorrowStep({ today, done, complete, announce }: StepProps) {
  const [tapped, setTapped] = useState<YesterdayTomorrowState>({
    yesterday: false,
    tomorrow: false,
  });
  const boxes = centredDates(today).map((box, index) =>
    (index === 2 && tapped.yesterday) || (index === 4 && tapped.tomorrow)
      ? { ...box, tone: 'right' as const, label: index === 2 ? 'yesterday' : 'tomorrow' }
      : box,
  );
  return (
    <div className={lingoLayout.stage}>
      <WeekStrip
        boxes={boxes}
        onTapBox={(index) => {
          const day = boxes[index]?.weekday ?? dayOfWeek(today);
          const tap = yesterdayTomorrowTap(tapped, index - 3, day);
          setTapped(tap.state);
          if (tap.done && !done) complete(tap.said);
          else announce(tap.said);
        }}
      />
    </div>
  );
}

const stepViews = {
  'finish-day': FinishDayStep,
  'fill-week': FillWeekStep,
  'count-month': CountMonthStep,
  'round-year': RoundYearStep,
  'yesterday-tomorrow': YesterdayTomorrowStep,
} as const;

/** The closing check's strip: no day names, the boxes numbered 1 to 7, the star on box 4. */
const numberedWeek: readonly WeekStripBox[] = Array.from({ length: 7 }, (_unused, box) => ({
  number: box + 1,
  ...(box === 3 ? { today: true } : {}),
}));

/** Props of Calendar Basics: the Lingo's, and today's date (tests fix it; default the device's). */
export interface CalendarBasicsProps extends LingoProps {
  readonly today?: CalendarDate;
}

/**
 * Lingo 1-0, Calendar Basics: days make weeks, weeks make months, months make a year, and
 * yesterday, today and tomorrow on a week strip; then a closing check of two questions.
 */
export default function CalendarBasics({ today: todayProp, ...props }: CalendarBasicsProps) {
  const [today] = useState(() => todayProp ?? todayFrom(new Date()));
  const [lesson] = useState(() => calendarBasicsLesson(today));
  return (
    <LingoLesson
      {...props}
      lesson={lesson}
      renderStep={(step: CalendarBasicsStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} today={today} {...stepProps} />;
      }}
      renderChoice={(choice) => ({
        label: <span className={styles.choice}>{choice.label}</span>,
        ...(choice.ariaLabel ? { ariaLabel: choice.ariaLabel } : {}),
      })}
      renderQuestion={(question) =>
        question.id === 'tap-tomorrow' ? (
          <WeekStrip boxes={numberedWeek} showNames={false} label="Week strip, numbered boxes" />
        ) : null
      }
    />
  );
}
