import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  SortSequence,
  type CheckResult,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
} from '@lingos/kit';
import { useEffect, useMemo, useState } from 'react';
import type { Month } from '../../model/dates';
import { monthName } from '../../model/names';
import { SeasonWheel } from '../../widgets/SeasonWheel/SeasonWheel';
import * as styles from './MonthsOfTheYear.css';
import {
  monthAfter,
  monthBefore,
  monthCardId,
  monthOfCard,
  monthsModel,
  isRingDone,
  type MonthsAnswer,
  type RingPlacement,
  type MonthsItem,
  type MonthsTask,
} from './model';

type Props = PracticeItemProps<MonthsItem, MonthsAnswer>;
type OrderTask = Extract<MonthsTask, { kind: 'order' }>;
type NeighbourTask = Extract<MonthsTask, { kind: 'neighbour' }>;
type RingTask = Extract<MonthsTask, { kind: 'ring' }>;

/** Steps 1–2: the month cards to put in order. Right cards lock; the others wiggle. */
function OrderQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: OrderTask }) {
  const cards: readonly SortCard[] = useMemo(
    () =>
      task.shuffled.map((month) => ({
        id: monthCardId(month),
        label: monthName(month),
        content: <span className={styles.monthWord}>{monthName(month)}</span>,
      })),
    [task.shuffled],
  );
  const order =
    answer?.kind === 'order' ? answer.order.map(monthCardId) : task.shuffled.map(monthCardId);

  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', order: task.shuffled });
  }, [answer, task.shuffled, setAnswer]);

  // While trying again, the right cards stay locked; the wrong ones lose their marks.
  const marks: Record<string, SortMark> | undefined = result?.marks
    ? Object.fromEntries(
        Object.entries(result.marks).filter(
          ([, mark]) => state !== 'answering' || mark === 'correct',
        ),
      )
    : undefined;

  return (
    <div className={lingoLayout.stage}>
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(ids) =>
          setAnswer({
            kind: 'order',
            order: ids.flatMap((id) => monthOfCard(id) ?? []),
          })
        }
        label={item.prompt}
        orientation="horizontal"
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** Step 3: "What month comes right after May?" — a card of the question, and 3 month cards. */
function NeighbourQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: NeighbourTask }) {
  const picked = answer?.kind === 'choice' ? monthCardId(answer.month) : null;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const mark = picked && checked ? (result?.marks?.[picked] as ChoiceMark | undefined) : undefined;
  const name = monthName(task.month);
  return (
    <div className={lingoLayout.stage}>
      {/* The question for the eye (the prompt says it): "May, then ?" or "?, then May". */}
      <div className={lingoLayout.promptCard} aria-hidden="true">
        <p className={styles.question}>
          {task.direction === 'after' ? (
            <>
              {name}, then <span className={styles.unknown}>?</span>
            </>
          ) : (
            <>
              <span className={styles.unknown}>?</span>, then {name}
            </>
          )}
        </p>
      </div>
      <ChoiceGrid
        label={item.prompt}
        columns={3}
        options={task.options.map((month) => ({
          value: monthCardId(month),
          label: <span className={lingoLayout.cardWords}>{monthName(month)}</span>,
          ariaLabel: monthName(month),
        }))}
        value={picked}
        onChange={(value) => {
          const month = monthOfCard(value);
          if (month !== undefined) setAnswer({ kind: 'choice', month });
        }}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

const ringCards = (task: RingTask) =>
  task.cards.map((month) => ({ id: monthCardId(month), month }));

/**
 * Step 4: the year ring with 3 blank places, and their month cards to drag (or tap) in.
 * Cards move freely until Check; a check sends every wrong card back to the cards (marked
 * wrong, the session says its hint) and keeps the right ones in place: SeasonWheel has no
 * lock, so this view refuses moves of a right card, and every move while the session is
 * locked.
 */
function RingQuestion({
  item,
  task,
  setAnswer,
  locked,
  result,
  attempt,
}: Props & { readonly task: RingTask }) {
  const [placement, setPlacement] = useState<RingPlacement>({});
  const [bounced, setBounced] = useState<ReadonlySet<string>>(new Set());
  const [seenResult, setSeenResult] = useState<CheckResult | null>(null);

  // A new check: its wrong cards go back to the cards (adjusting state while rendering, so
  // they never show in the wrong place after the check).
  if (result !== seenResult) {
    setSeenResult(result);
    const wrong = Object.entries(result?.marks ?? {}).flatMap(([id, mark]) =>
      mark === 'incorrect' ? [id] : [],
    );
    if (wrong.length > 0) {
      setPlacement({ ...placement, ...Object.fromEntries(wrong.map((id) => [id, null])) });
      setBounced(new Set(wrong));
    }
  }

  // Trying again starts from the ring as the check left it: Check waits for every card.
  useEffect(() => {
    if (attempt > 0) setAnswer(undefined);
    // Only a new attempt resets the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const isRight = (cardId: string) =>
    result?.marks?.[cardId] === 'correct' && (placement[cardId] ?? null) !== null;

  function onPlaceCard(cardId: string, place: Month | null) {
    if (locked || isRight(cardId)) return;
    // A card dropped on a place another card holds sends that one back to the cards.
    const holder = Object.entries(placement).find(
      ([other, at]) => other !== cardId && at !== null && at === place,
    )?.[0];
    if (holder !== undefined && isRight(holder)) return;
    const next: RingPlacement = {
      ...placement,
      ...(holder !== undefined ? { [holder]: null } : {}),
      [cardId]: place,
    };
    setPlacement(next);
    setBounced((previous) => new Set([...previous].filter((id) => id !== cardId)));
    setAnswer(isRingDone(item, next) ? { kind: 'ring', placement: next } : undefined);
  }

  const cardMarks: Record<string, 'right' | 'wrong'> = {};
  for (const month of task.cards) {
    const id = monthCardId(month);
    if (isRight(id)) cardMarks[id] = 'right';
    else if (bounced.has(id)) cardMarks[id] = 'wrong';
  }

  return (
    <div className={lingoLayout.stage}>
      <SeasonWheel
        view="months"
        blanks={task.blanks}
        cards={ringCards(task)}
        placement={placement}
        onPlaceCard={onPlaceCard}
        cardMarks={cardMarks}
      />
    </div>
  );
}

/** One Months of the Year item. */
export function MonthsQuestion(props: Props) {
  const { task } = props.item;
  if (task.kind === 'order') return <OrderQuestion {...props} task={task} />;
  if (task.kind === 'neighbour') return <NeighbourQuestion {...props} task={task} />;
  return <RingQuestion {...props} task={task} />;
}

/** The months a worked-example step shows, the one being said last. */
function workedMonths(task: MonthsTask, index: number): readonly Month[] {
  if (task.kind === 'order') return task.months.slice(0, Math.min(index + 1, task.months.length));
  if (task.kind === 'neighbour') {
    return index === 0
      ? [task.month]
      : [monthBefore(task.month), task.month, monthAfter(task.month)];
  }
  return task.blanks.slice(0, index + 1);
}

/** A worked-example step: the months said so far, in a row. */
export function MonthsWorked({
  item,
  index,
}: {
  readonly item: MonthsItem;
  readonly index: number;
}) {
  const shown = workedMonths(item.task, index);
  const { task } = item;
  const current = task.kind === 'neighbour' && index >= 2 ? task.answer : shown[shown.length - 1];
  return (
    <ol className={styles.workedMonths} aria-label="Months">
      {shown.map((month) => (
        <li
          key={month}
          className={styles.workedMonth}
          data-state={month === current ? 'current' : 'idle'}
        >
          {monthName(month)}
        </li>
      ))}
    </ol>
  );
}

/**
 * Lingo 1-3, Months of the Year: put the months in order (also across the new year), name
 * the month right after or before another, and fill 3 blanks on the year ring.
 */
export default function MonthsOfTheYear(props: LingoProps) {
  return (
    <LingoPractice<MonthsItem, MonthsAnswer>
      {...props}
      model={monthsModel}
      Question={MonthsQuestion}
      renderWorkedExample={({ item, index }) => <MonthsWorked item={item} index={index} />}
    />
  );
}
