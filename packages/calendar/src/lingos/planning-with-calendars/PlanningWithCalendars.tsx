import busArt from '@lingos/kit/pictures/bus';
import mapleLeafArt from '@lingos/kit/pictures/maple-leaf';
import {
  lingoLayout,
  LingoLesson,
  Picture,
  type LearnStepRenderProps,
  type LingoProps,
  type PictureArt,
  type PictureName,
} from '@lingos/kit';
import { useState } from 'react';
import { dateKey, sameDate, sameMonth, type CalendarDate } from '../../model/dates';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import type { DateMark, DateMarks, YearMonth } from '../../widgets/MonthGrid/monthGridModel';
import * as styles from './PlanningWithCalendars.css';
import {
  checkPlanningTap,
  planningFirstMonth,
  planningGridText,
  planningLastMonth,
  planningLesson,
  stickerMoveText,
  type PlannedEvent,
  type PlanningQuestion,
  type PlanningStep,
} from './model';

/** The stickers' art, bundled: they show in the tray before the grid loads any picture. */
const stickerArt: Partial<Record<PictureName, PictureArt>> = {
  bus: busArt,
  'maple-leaf': mapleLeafArt,
};

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
 * The child taps the date, or puts the step's sticker on it with a tap on the date; each tap
 * is checked at once, and a wrong one says why.
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
    const mark: DateMark = sticker
      ? { picture: sticker.picture, label: `${sticker.name}: ${sticker.event}` }
      : { label: right ? step.targetLabel : 'tapped' };
    (marks[dateKey(placed)] ??= []).push(right ? { ...mark, tone: 'right' } : mark);
  }
  const stickers =
    sticker && placed && sameMonth(placed, { ...shown, day: 1 }) ? [{ sticker, date: placed }] : [];

  function onSelectDate(date: CalendarDate) {
    // Once found, the step stays; the child may look around the months.
    if (done) return;
    setPlaced(date);
    const result = checkPlanningTap(step, date);
    const moved = sticker ? `${stickerMoveText(sticker, step.from, date)} ` : '';
    if (result.correct) complete(result.message);
    else announce(`${moved}${result.message}`);
  }

  const art = sticker ? stickerArt[sticker.picture] : undefined;
  return (
    <div className={lingoLayout.stage}>
      {sticker ? (
        <p className={styles.stickerTray}>
          {art ? <Picture art={art} size={40} decorative /> : null}
          <span>
            {placed
              ? `The ${sticker.name} sticker is on the calendar.`
              : `Sticker: ${sticker.name}.`}{' '}
            Tap a date to put it there.
          </span>
        </p>
      ) : null}
      <MonthGrid
        className={styles.grid}
        year={shown.year}
        month={shown.month}
        label={planningGridText(shown, stickers)}
        marks={marks}
        onSelectDate={onSelectDate}
        onMonthChange={(year, month) => setShown({ year, month })}
        minMonth={planningFirstMonth}
        maxMonth={planningLastMonth}
        {...(placed && !sticker ? { selectedDate: placed } : {})}
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
