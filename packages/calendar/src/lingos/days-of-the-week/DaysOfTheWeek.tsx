import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  SortSequence,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import type { Weekday } from '../../model/dates';
import { weekdayName } from '../../model/names';
import { WeekStrip } from '../../widgets/WeekStrip/WeekStrip';
import type { WeekStripBox } from '../../widgets/WeekStrip/weekStripModel';
import * as styles from './DaysOfTheWeek.css';
import {
  blankMarkKey,
  dayId,
  dayInBox,
  dayOfId,
  daysOfTheWeekModel,
  rowText,
  solutionOf,
  type BlanksTask,
  type DaysOfTheWeekAnswer,
  type DaysOfTheWeekItem,
  type DaysWorkedStep,
  type SortTask,
} from './model';

type Props = PracticeItemProps<DaysOfTheWeekItem, DaysOfTheWeekAnswer>;

/** A day card: its name, big. */
function dayCard(day: Weekday): SortCard {
  return {
    id: dayId(day),
    label: weekdayName(day),
    content: <span className={styles.dayName}>{weekdayName(day)}</span>,
  };
}

/** Steps 1–3: the day cards to put in order (in step 3 the first one is fixed). */
function SortQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: SortTask }) {
  const cards = useMemo(() => task.cards.map(dayCard), [task.cards]);
  const order =
    answer?.kind === 'order' ? answer.days.map(dayId) : task.cards.map((day) => dayId(day));

  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', days: task.cards });
  }, [answer, task.cards, setAnswer]);

  // While trying again, the right cards stay locked; the wrong ones lose their marks. The
  // spoken start day of step 3 is locked in place 1 from the start.
  const checked: Record<string, SortMark> = result?.marks
    ? Object.fromEntries(
        Object.entries(result.marks).filter(
          ([, mark]) => state !== 'answering' || mark === 'correct',
        ),
      )
    : {};
  const marks: Record<string, SortMark> = task.fixedFirst
    ? { ...checked, [dayId(task.start)]: 'correct' }
    : checked;

  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{rowText(task)}</p>
      </VisuallyHidden>
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(ids) => {
          const days = ids.map(dayOfId).filter((day): day is Weekday => day !== undefined);
          setAnswer({ kind: 'order', days });
        }}
        label={item.prompt}
        orientation="horizontal"
        className={styles.cards}
        disabled={locked}
        marks={marks}
      />
    </div>
  );
}

/**
 * The week of step 4: 7 days in order, each blank a "?" until a day is picked for it (then
 * that day, marked after a check).
 */
function BlankWeek({
  task,
  picks,
  marks = {},
}: {
  readonly task: BlanksTask;
  readonly picks: Readonly<Record<number, Weekday>>;
  readonly marks?: Readonly<Record<number, ChoiceMark | undefined>>;
}) {
  const boxes: WeekStripBox[] = Array.from({ length: 7 }, (_unused, box) => {
    if (!task.blanks.includes(box)) return { weekday: dayInBox(task, box) };
    const picked = picks[box];
    if (picked === undefined) return { state: 'blank' };
    // A pick is lit until the check marks it right or wrong.
    const mark = marks[box];
    const tone = mark === undefined ? 'highlighted' : mark === 'correct' ? 'right' : 'wrong';
    return { weekday: picked, label: 'filled in', tone };
  });
  return <WeekStrip boxes={boxes} label="Week strip with missing days" />;
}

/** Step 4: the week with 1 or 2 blanks, and for each blank its 3 cards. */
function BlanksQuestion({
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: BlanksTask }) {
  const [picks, setPicks] = useState<Readonly<Record<number, Weekday>>>(() =>
    answer?.kind === 'blanks' ? answer.picks : {},
  );
  const checked = state === 'correct' || state === 'incorrect';

  function pick(box: number, day: Weekday) {
    const next = { ...picks, [box]: day };
    setPicks(next);
    // Check waits until every blank has a pick.
    const complete = task.blanks.every((blank) => next[blank] !== undefined);
    setAnswer(complete ? { kind: 'blanks', picks: next } : undefined);
  }

  return (
    <div className={lingoLayout.stage}>
      <BlankWeek
        task={task}
        picks={picks}
        marks={Object.fromEntries(
          task.blanks.map((box) => [
            box,
            checked ? (result?.marks?.[blankMarkKey(box)] as ChoiceMark | undefined) : undefined,
          ]),
        )}
      />
      <div className={styles.blanks}>
        {task.blanks.map((box) => {
          const mark = checked
            ? (result?.marks?.[blankMarkKey(box)] as ChoiceMark | undefined)
            : undefined;
          const picked = picks[box];
          return (
            <div key={box} className={styles.blank}>
              {/* The grid's name says it too; this is for the eye. */}
              <p className={styles.blankName} aria-hidden="true">
                Box {box + 1}
              </p>
              <ChoiceGrid<string>
                label={`Box ${box + 1}: which day is missing?`}
                columns={3}
                options={(task.choices[box] ?? []).map((day) => ({
                  value: dayId(day),
                  label: weekdayName(day),
                }))}
                value={picked === undefined ? null : dayId(picked)}
                onChange={(value) => {
                  const day = dayOfId(value);
                  if (day !== undefined) pick(box, day);
                }}
                disabled={locked}
                {...(picked !== undefined && mark ? { marks: { [dayId(picked)]: mark } } : {})}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One Days of the Week item: cards to order (steps 1–3), or a week with blanks (step 4). */
export function DaysOfTheWeekQuestion(props: Props) {
  const { task } = props.item;
  return task.kind === 'sort' ? (
    <SortQuestion {...props} task={task} />
  ) : (
    <BlanksQuestion {...props} task={task} />
  );
}

/** A worked-example step: the days placed so far, or the week with its gaps filled. */
function DaysOfTheWeekWorked({
  item,
  step,
}: {
  readonly item: DaysOfTheWeekItem;
  readonly step: DaysWorkedStep;
}) {
  const { task } = item;
  if (task.kind === 'blanks') {
    const filled = Object.fromEntries((step.filled ?? []).map((box) => [box, dayInBox(task, box)]));
    return <BlankWeek task={task} picks={filled} />;
  }
  const shown = solutionOf(task).slice(0, step.placed ?? 0);
  return (
    <ol className={styles.worked} aria-label="The days in order">
      {shown.map((day) => (
        <li key={day} className={styles.workedDay}>
          {weekdayName(day)}
        </li>
      ))}
    </ol>
  );
}

/**
 * Lingo 1-1, Days of the Week: put the days in order from any starting day, across the wrap
 * from Saturday to Sunday; at the top step, fill the gaps in a week strip.
 */
export default function DaysOfTheWeek(props: LingoProps) {
  return (
    <LingoPractice<DaysOfTheWeekItem, DaysOfTheWeekAnswer>
      {...props}
      model={daysOfTheWeekModel}
      Question={DaysOfTheWeekQuestion}
      renderWorkedExample={({ item, step }) => (
        <DaysOfTheWeekWorked item={item} step={step as DaysWorkedStep} />
      )}
    />
  );
}
