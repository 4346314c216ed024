import { lingoLayout, LingoLesson, type LearnStepRenderProps, type LingoProps } from '@lingos/kit';
import { useState } from 'react';
import { dateKey, sameDate, sameMonth, type CalendarDate } from '../../model/dates';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import type { DateMark, DateMarks, YearMonth } from '../../widgets/MonthGrid/monthGridModel';
import type { MonthGridSticker } from '../../widgets/MonthGrid/stickerModel';
import * as styles from './PlanningWithCalendars.css';
import {
  checkPlanningTap,
  planningFirstMonth,
  planningGridText,
  planningLastMonth,
  planningLesson,
  relationText,
  stickerMoveText,
  type PlannedEvent,
  type PlanningQuestion,
  type PlanningStep,
} from './model';

/** The marks of what is already on the calendar. */
function givenMarks(given: readonly PlannedEvent[]): Record<string, DateMark[]> {
  const marks: Record<string, DateMark[]> = {};
  for (const event of given) {
    (marks[dateKey(event.date)] ??= []).push({
      picture: event.picture,
      label: event.label,
      tone: 'highlighted',
    });
  }
  return marks;
}

/**
 * One step: the month grid (May to July 2026, with navigation) with what is already planned.
 * A tap step is a date tap; a sticker step puts its sticker (in the grid's sticker tray at
 * first) on a date: dragged, moved with Space and the arrows, or tapped and then a date (a
 * date tap alone moves it too). Each tap or drop is checked at once; a wrong one says why.
 */
function PlanStepView({
  step,
  done,
  complete,
  announce,
}: LearnStepRenderProps & { readonly step: PlanningStep }) {
  const [shown, setShown] = useState<YearMonth>(step.opensOn);
  const [placed, setPlaced] = useState<CalendarDate | null>(null);
  const { sticker } = step;

  const marks: Record<string, DateMark[]> = givenMarks(step.given);
  if (placed) {
    const right = sameDate(placed, step.target);
    // A sticker draws itself in its cell and adds its name; a tapped date is selected.
    if (right) (marks[dateKey(placed)] ??= []).push({ label: step.targetLabel, tone: 'right' });
  }
  const gridStickers: MonthGridSticker[] = sticker
    ? [
        {
          id: sticker.picture,
          picture: sticker.picture,
          name: sticker.name,
          shortName: sticker.shortName,
          date: placed,
          // What it marks, once it is on a date: "…, on Tuesday, May 19: class trip".
          ...(placed ? { label: sticker.event } : {}),
        },
      ]
    : [];
  const onPage = sticker && placed && sameMonth(placed, { ...shown, day: 1 });

  /** A date tapped, or the sticker dropped on it: `moved` when the grid has said the move. */
  function tryDate(date: CalendarDate, moved: boolean) {
    // Once found, the step stays; the child may look around the months.
    if (done) return;
    setPlaced(date);
    const result = checkPlanningTap(step, date);
    const said = sticker && !moved ? `${stickerMoveText(sticker, step.from, date)} ` : '';
    if (result.correct) complete(result.message);
    else announce(`${said}${result.message}`);
  }

  return (
    <div className={lingoLayout.stage}>
      {sticker ? (
        <p className={lingoLayout.note}>
          Drag the {sticker.name} onto a date, or tap the sticker and then the date.
        </p>
      ) : null}
      <MonthGrid
        className={styles.grid}
        year={shown.year}
        month={shown.month}
        label={planningGridText(shown, onPage && sticker ? [{ sticker, date: placed }] : [])}
        marks={marks}
        onSelectDate={(date) => tryDate(date, false)}
        onMonthChange={(year, month) => setShown({ year, month })}
        minMonth={planningFirstMonth}
        maxMonth={planningLastMonth}
        {...(placed && !sticker ? { selectedDate: placed } : {})}
        {...(sticker
          ? {
              stickers: gridStickers,
              stickerNote: (_moved: MonthGridSticker, date: CalendarDate) =>
                relationText(step.from, date),
              onMoveSticker: (_id: string, date: CalendarDate | null) => {
                if (date) tryDate(date, true);
                else if (!done) setPlaced(null);
              },
            }
          : {})}
      />
    </div>
  );
}

/** Above the closing check's cards: June 2026 with the day the plan starts. */
function CheckMonth({ question }: { readonly question: PlanningQuestion }) {
  const marks: DateMarks = {
    [dateKey(question.from.date)]: {
      picture: question.from.picture,
      label: question.from.label,
      tone: 'highlighted',
    },
  };
  return (
    <div className={lingoLayout.stage}>
      <MonthGrid
        className={styles.grid}
        year={question.month.year}
        month={question.month.month}
        marks={marks}
        readOnly
      />
    </div>
  );
}

/**
 * Lingo 3-0, Planning with Calendars (Learn): one week later is one row down, two weeks (14
 * days) two rows down, also into the next month, and one week before is one row up. Five
 * guided steps on a month grid of May to July 2026, then a closing check.
 */
export default function PlanningWithCalendars(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={planningLesson}
      renderStep={(step, stepProps) => <PlanStepView key={step.id} step={step} {...stepProps} />}
      renderQuestion={(question) => <CheckMonth question={question} />}
      renderChoice={(choice) => ({
        label: <span className={lingoLayout.cardWords}>{choice.label}</span>,
        ariaLabel: choice.label ?? choice.value,
      })}
    />
  );
}
