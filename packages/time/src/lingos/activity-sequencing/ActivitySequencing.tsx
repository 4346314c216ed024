import pushpin from '@lingos/kit/pictures/pushpin';
import { EventCard } from '../../widgets/EventCard/EventCard';
import {
  type CheckResult,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  Picture,
  type PracticeItemProps,
  ReadAloudButton,
  type SortCard,
  type SortMark,
  SortSequence,
  type WorkedExampleStep,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import { formatDigital12 } from '../../model/time';
import { ScheduleRibbon } from '../../widgets/ScheduleRibbon/ScheduleRibbon';
import type { ScheduleBlock } from '../../widgets/ScheduleRibbon/scheduleModel';
import * as styles from './ActivitySequencing.css';
import {
  activitySequencingModel,
  orderCardText,
  ruleText,
  type ActivitySequencingAnswer,
  type ActivitySequencingItem,
  type OrderCard,
  type SequencingTask,
  type SequencingWorkedStep,
} from './model';

type OrderTask = Extract<SequencingTask, { kind: 'order' }>;
type ScheduleTask = Extract<SequencingTask, { kind: 'schedule' }>;
type Props = PracticeItemProps<ActivitySequencingItem, ActivitySequencingAnswer>;

/** What an ordering card shows: the activity's picture and name, and its start time. */
function OrderCardContent({ card }: { readonly card: OrderCard }) {
  return <EventCard event={card.activity} time={card.time} form={card.form} clockSize={120} />;
}

/** Steps 1–2: the activity cards to put in order, earliest first. */
function OrderQuestion({
  task,
  prompt,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: OrderTask; readonly prompt: string }) {
  const cards: readonly SortCard[] = useMemo(
    () =>
      task.cards.map((card) => ({
        id: card.id,
        label: orderCardText(card),
        // The card's name carries the text; the pictures inside are not read twice.
        content: (
          <span aria-hidden="true">
            <OrderCardContent card={card} />
          </span>
        ),
      })),
    [task.cards],
  );
  const shuffled = useMemo(() => task.cards.map((card) => card.id), [task.cards]);
  const order = answer?.kind === 'order' ? answer.ids : shuffled;

  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', ids: shuffled });
  }, [answer, shuffled, setAnswer]);

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
        onOrderChange={(ids) => setAnswer({ kind: 'order', ids })}
        label={prompt}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** The rule cards, each read aloud on its own; a broken rule flashes. */
function RuleCards({
  task,
  result,
}: {
  readonly task: ScheduleTask;
  readonly result: CheckResult | null;
}) {
  return (
    <ul className={styles.rules} aria-label="Rules">
      {task.rules.map((rule) => {
        const text = ruleText(rule, task.blocks);
        const mark = result?.marks?.[`rule:${rule.id}`];
        const state = mark === 'incorrect' ? 'broken' : mark === 'correct' ? 'kept' : 'idle';
        return (
          <li key={rule.id} className={styles.rule({ state })} data-state={state}>
            <span>
              <Picture art={pushpin} size={24} decorative className={styles.ruleIcon} />
              {text}
            </span>
            <ReadAloudButton subject="rule" iconOnly text={text} />
          </li>
        );
      })}
    </ul>
  );
}

/** The blocks of a task as the schedule ribbon shows them. */
function scheduleBlocks(
  task: ScheduleTask,
  starts: Readonly<Record<string, number | null>>,
  fixed = false,
): readonly ScheduleBlock[] {
  return task.blocks.map((block) => ({
    id: block.id,
    label: block.activity.label,
    duration: block.duration,
    start: starts[block.id] ?? null,
    ...(fixed ? { fixed: true } : {}),
  }));
}

/** Steps 3–4: place the activity blocks in the free window, keeping the rules. */
function ScheduleQuestion({
  task,
  answer,
  setAnswer,
  result,
}: Props & { readonly task: ScheduleTask }) {
  const starts = answer?.kind === 'schedule' ? answer.starts : {};
  // The check's marks stay until the child moves something after it.
  const [movedAfter, setMovedAfter] = useState<CheckResult | null>(null);
  const shownResult = result !== null && movedAfter !== result ? result : null;
  const flagged = Object.entries(shownResult?.marks ?? {})
    .filter(([id, mark]) => mark === 'incorrect' && !id.startsWith('rule:'))
    .map(([id]) => id);

  return (
    <div className={lingoLayout.stage}>
      <p className={styles.windowLine}>
        {task.windowLabels.from} {formatDigital12(task.window.from)}
        <span aria-hidden="true"> → </span>
        <VisuallyHidden>, then </VisuallyHidden>
        {task.windowLabels.to} {formatDigital12(task.window.to)}
      </p>
      <RuleCards task={task} result={shownResult} />
      <ScheduleRibbon
        className={styles.schedule}
        scheduleWindow={task.window}
        windowLabels={task.windowLabels}
        format="12h"
        blocks={scheduleBlocks(task, starts)}
        flaggedBlockIds={flagged}
        onBlocksChange={(blocks) => {
          setMovedAfter(result);
          setAnswer({
            kind: 'schedule',
            starts: Object.fromEntries(blocks.map((block) => [block.id, block.start])),
          });
        }}
      />
    </div>
  );
}

/** One Activity Sequencing item: cards to order (steps 1–2) or a schedule to fill (3–4). */
export function ActivitySequencingQuestion(props: Props) {
  const { task } = props.item;
  return task.kind === 'order' ? (
    <OrderQuestion {...props} task={task} prompt={props.item.prompt} />
  ) : (
    <ScheduleQuestion {...props} task={task} />
  );
}

/** A worked-example step: the cards in order, or the schedule filled so far. */
export function ActivitySequencingWorked({
  item,
  step,
}: {
  readonly item: ActivitySequencingItem;
  readonly step: WorkedExampleStep;
}) {
  const { task } = item;
  const { order, starts } = step as SequencingWorkedStep;
  if (task.kind === 'order') {
    const shown = order ?? task.cards.map((card) => card.id);
    return (
      <ol className={styles.orderedCards}>
        {shown.map((id) => {
          const card = task.cards.find((each) => each.id === id) as OrderCard;
          return (
            <li key={id} className={styles.orderedCard}>
              <OrderCardContent card={card} />
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <div className={lingoLayout.stage}>
      <RuleCards task={task} result={null} />
      <ScheduleRibbon
        className={styles.schedule}
        scheduleWindow={task.window}
        windowLabels={task.windowLabels}
        format="12h"
        label="Worked schedule"
        blocks={scheduleBlocks(task, starts ?? {}, true)}
      />
    </div>
  );
}

/**
 * Lingo 3-2, Activity Sequencing: plan a day. Put activities in order when their times come
 * in mixed formats (analog with a sky, AM/PM, 24 h), then fit activity blocks into a free
 * window on the schedule ribbon with no overlaps and every rule kept.
 */
export default function ActivitySequencing(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={activitySequencingModel}
      Question={ActivitySequencingQuestion}
      renderWorkedExample={({ item, step }) => <ActivitySequencingWorked item={item} step={step} />}
    />
  );
}
