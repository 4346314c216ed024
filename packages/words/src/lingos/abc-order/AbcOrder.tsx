import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  SortSequence,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import { letterName } from '../../model/letters';
import { AbcStrip } from '../../widgets/AbcStrip/AbcStrip';
import * as styles from './AbcOrder.css';
import {
  abcOrderModel,
  abcSolution,
  cardText,
  orderText,
  runText,
  stripOpenAt,
  type AbcAnswer,
  type AbcItem,
  type AbcTask,
  type Letter,
} from './model';

type Props = PracticeItemProps<AbcItem, AbcAnswer>;
type GapTask = Extract<AbcTask, { kind: 'gap' }>;
type OrderTask = Extract<AbcTask, { kind: 'order' }>;

/** Step 1: the run of 4 with its gap, and 3 letter cards that say their names on focus. */
function GapQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly task: GapTask }) {
  const right = task.run[task.gap]!;
  const exampleDone =
    workedExample !== null && workedExample.index === workedExample.steps.length - 1;
  const picked = exampleDone ? right : answer?.kind === 'choice' ? answer.letter : null;
  const checked = state === 'correct' || state === 'incorrect';
  const mark = exampleDone
    ? 'correct'
    : checked && picked
      ? (result?.marks?.[picked] as ChoiceMark | undefined)
      : undefined;
  const filled = exampleDone || state === 'correct';
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>Letters: {runText(task.run, task.gap)}.</p>
      </VisuallyHidden>
      <ol className={styles.run} aria-hidden="true">
        {task.run.map((letter, index) => (
          <li
            key={letter}
            className={styles.runLetter}
            data-gap={index === task.gap ? (filled ? 'filled' : 'open') : undefined}
          >
            {index === task.gap && !filled ? '' : letter}
          </li>
        ))}
      </ol>
      <ChoiceGrid<Letter>
        className={styles.answers}
        label={item.prompt}
        columns={3}
        speakOnFocus
        options={task.choices.map((letter) => ({
          value: letter,
          label: <span className={styles.cardLetter}>{letter}</span>,
          ariaLabel: letter,
          speech: letterName(letter),
        }))}
        value={picked}
        onChange={(letter) => setAnswer({ kind: 'choice', letter })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

/** Steps 2–4: the cards to drag into ABC order; right cards lock after a Check. */
function OrderQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly task: OrderTask }) {
  const cards: readonly SortCard[] = useMemo(
    () =>
      task.cards.map((card) => ({
        id: card.id,
        label: cardText(card),
        content: card.word ? (
          <span className={styles.pictureCard}>
            <Picture emoji={card.word.emoji} size={56} decorative />
            <span className={styles.word}>
              <span className={styles.firstLetter}>{card.word.word.charAt(0)}</span>
              {card.word.word.slice(1)}
            </span>
          </span>
        ) : (
          <span className={styles.cardLetter}>{card.letter}</span>
        ),
      })),
    [task.cards],
  );
  const shuffled = task.cards.map((card) => card.id);
  const current = answer?.kind === 'order' ? answer.order : shuffled;

  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', order: shuffled });
  }, [answer, setAnswer, shuffled]);

  // A worked example puts the cards in order one by one.
  const solution = abcSolution(task.cards);
  const order = workedExample
    ? [
        ...solution.slice(0, workedExample.index + 1),
        ...current.filter((id) => !solution.slice(0, workedExample.index + 1).includes(id)),
      ]
    : current;
  // While trying again, the right cards stay locked; the wrong ones lose their marks.
  const marks: Record<string, SortMark> | undefined = workedExample
    ? Object.fromEntries(solution.slice(0, workedExample.index + 1).map((id) => [id, 'correct']))
    : result?.marks
      ? Object.fromEntries(
          Object.entries(result.marks).filter(
            ([, mark]) => state !== 'answering' || mark === 'correct',
          ),
        )
      : undefined;
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{orderText(task.cards)}</p>
      </VisuallyHidden>
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(next) =>
          setAnswer({ kind: 'order', order: next, ...(answer?.hinted ? { hinted: true } : {}) })
        }
        label={item.prompt}
        orientation="horizontal"
        className={styles.cards}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** One ABC Order item, with the ABC strip helper (folded at steps 3–4: opening it is a hint). */
export function AbcOrderQuestion(props: Props) {
  const { item, answer, setAnswer, workedExample } = props;
  const { task } = item;
  const [opened, setOpened] = useState(false);

  // An answer given after the strip was opened carries the hint with it.
  useEffect(() => {
    if (opened && answer && !answer.hinted) setAnswer({ ...answer, hinted: true });
  }, [opened, answer, setAnswer]);

  const highlight =
    workedExample && task.kind === 'gap'
      ? task.run
      : workedExample && task.kind === 'order'
        ? abcSolution(task.cards)
            .slice(0, workedExample.index + 1)
            .map((id) => id.charAt(0) as Letter)
        : [];
  return (
    <div className={lingoLayout.stage}>
      {task.kind === 'gap' ? (
        <GapQuestion {...props} task={task} />
      ) : (
        <OrderQuestion {...props} task={task} />
      )}
      {/* Folded at steps 3–4 (opening it is a hint); a worked example runs along it open. */}
      <AbcStrip
        key={workedExample ? 'example' : 'item'}
        letterCase="small"
        foldable={!stripOpenAt(item.step) && workedExample === null}
        onOpen={() => setOpened(true)}
        highlighted={highlight}
      />
    </div>
  );
}

/**
 * Lingo 1-3, ABC Order: the missing letter of a run, then letters and picture words dragged
 * into ABC order and checked; right cards lock, the rest stay for another try. The ABC strip
 * is open at steps 1–2 and folded at 3–4, where opening it counts as a hint.
 */
export default function AbcOrder(props: LingoProps) {
  return (
    <LingoPractice<AbcItem, AbcAnswer>
      {...props}
      model={abcOrderModel}
      Question={AbcOrderQuestion}
    />
  );
}
