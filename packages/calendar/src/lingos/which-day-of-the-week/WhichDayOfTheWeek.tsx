import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  shownMisconception,
  useAnnouncer,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { dateKey, dayOfWeek, type CalendarDate, type Weekday } from '../../model/dates';
import { formatFull, weekdayName } from '../../model/names';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import { columnText, type DateMarks } from '../../widgets/MonthGrid/monthGridModel';
import {
  nthTappedText,
  whichDayModel,
  whichDayWorkedExample,
  type WhichDayAnswer,
  type WhichDayItem,
} from './model';

/** The column a hint lights, and the date it marks, once a miss has been checked. */
function hintVisual(
  item: WhichDayItem,
  misconception: string | undefined,
  answer: WhichDayAnswer | undefined,
): { column?: Weekday; mark?: CalendarDate } {
  const { task } = item;
  if (!misconception) return {};
  if (task.kind === 'day-of-date') {
    // "Go straight up from the date to the name at the top": the date is marked to start from.
    return { mark: task.date };
  }
  if (misconception === 'victoria-day') return { mark: { year: item.year, month: 5, day: 25 } };
  if (misconception === 'wrong-column' && answer?.kind === 'date') {
    // Lit up to its header, the tapped date's column shows which day it is.
    return { column: dayOfWeek(answer.date) };
  }
  return { column: task.weekday };
}

/**
 * One Which Day of the Week? item: the month grid with tappable column headers, and for "What
 * day of the week is …?" three day-name cards. A card or a header answers a day; for "Tap the
 * second Tuesday." a date answers. Then Check.
 */
export function WhichDayQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<WhichDayItem, WhichDayAnswer>) {
  const { task } = item;
  const { message, announce } = useAnnouncer();
  // A header tap on a "tap the date" item lights its column to count down; it is not an answer.
  const [explored, setExplored] = useState<Weekday | undefined>(undefined);
  // A date tapped on a "what day" item is only followed up to its header, never an answer.
  const [followed, setFollowed] = useState<CalendarDate | undefined>(undefined);
  const misconception = shownMisconception({ state, attempt, result });
  const hint = hintVisual(item, misconception, answer);
  const checked = state === 'correct' || state === 'incorrect';
  const tone: ChoiceMark | undefined = checked
    ? result?.correct
      ? 'correct'
      : 'incorrect'
    : undefined;

  const pickedDay = answer?.kind === 'weekday' ? answer.weekday : undefined;
  const tappedDate = answer?.kind === 'date' ? answer.date : undefined;
  const column = pickedDay ?? hint.column ?? explored;
  const marks: DateMarks = {
    ...(hint.mark ? { [dateKey(hint.mark)]: { tone: 'highlighted' as const } } : {}),
    ...(tappedDate && tone
      ? { [dateKey(tappedDate)]: { tone: tone === 'correct' ? 'right' : 'wrong' } as const }
      : {}),
  };
  const selected = tappedDate ?? followed;

  function pickDay(weekday: Weekday) {
    setAnswer({ kind: 'weekday', weekday });
    announce(columnText(item.year, item.month, weekday));
  }

  return (
    <div className={lingoLayout.stage}>
      <MonthGrid
        year={item.year}
        month={item.month}
        // When the holiday is the question, its cell does not name it.
        holidayNames={task.kind === 'day-of-date'}
        marks={marks}
        readOnly={locked}
        {...(column !== undefined ? { highlightColumn: column } : {})}
        {...(selected ? { selectedDate: selected } : {})}
        onSelectHeader={(weekday) => {
          if (locked) return;
          if (task.kind === 'day-of-date') {
            pickDay(weekday);
          } else {
            setExplored(weekday);
            announce(columnText(item.year, item.month, weekday));
          }
        }}
        onSelectDate={(date) => {
          if (task.kind === 'day-of-date') {
            setFollowed(date);
            announce(`${formatFull(date)}. Go straight up to the name at the top.`);
            return;
          }
          setAnswer({ kind: 'date', date });
          announce(nthTappedText(date, task.n));
        }}
      />
      {task.kind === 'day-of-date' ? (
        <ChoiceGrid<string>
          label={item.prompt}
          columns={3}
          options={task.choices.map((weekday) => ({
            value: String(weekday),
            label: weekdayName(weekday),
          }))}
          value={pickedDay !== undefined ? String(pickedDay) : null}
          onChange={(value) => pickDay(Number(value) as Weekday)}
          disabled={locked}
          {...(pickedDay !== undefined && tone ? { marks: { [String(pickedDay)]: tone } } : {})}
        />
      ) : null}
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}

/** The worked example on the grid: the date or the column lit, then the answer marked. */
function WorkedGrid({ item, index }: { readonly item: WhichDayItem; readonly index: number }) {
  const steps = whichDayWorkedExample(item);
  const step = steps[Math.min(index, steps.length - 1)];
  if (!step) return null;
  const marks: DateMarks = Object.fromEntries([
    ...step.highlight.map((date) => [dateKey(date), { tone: 'highlighted' as const }]),
    ...(step.answer?.kind === 'date'
      ? [[dateKey(step.answer.date), { tone: 'right' as const }]]
      : []),
  ]);
  const column = step.column ?? (step.answer?.kind === 'weekday' ? step.answer.weekday : undefined);
  return (
    <MonthGrid
      year={item.year}
      month={item.month}
      marks={marks}
      {...(column !== undefined ? { highlightColumn: column } : {})}
      readOnly
    />
  );
}

/**
 * Lingo 2-2, Which Day of the Week?: read a date's day from its column (a card or the column's
 * header), and tap the nth day of a month or a holiday found by its rule.
 */
export default function WhichDayOfTheWeek(props: LingoProps) {
  return (
    <LingoPractice<WhichDayItem, WhichDayAnswer>
      {...props}
      model={whichDayModel}
      Question={WhichDayQuestion}
      renderWorkedExample={({ item, index }) => <WorkedGrid item={item} index={index} />}
    />
  );
}
