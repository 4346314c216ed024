import {
  checkedMark,
  ChoiceGrid,
  LingoPractice,
  Picture,
  SortSequence,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import * as styles from './FirstNextLast.css';
import {
  firstNextLastModel,
  firstNextLastRules,
  type EventCard,
  type FirstNextLastAnswer,
  type FirstNextLastItem,
  type FirstNextLastWorkedStep,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<FirstNextLastItem, FirstNextLastAnswer>;

/** The separate pictures of an emoji string ("🎩🧣" → "🎩", "🧣"). */
function emojiOf(picture: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(picture)]
    .map((part) => part.segment)
    .filter((segment) => segment.trim() !== '');
}

/** What an event card shows: its pictures (steps 1–2) and its text. */
function EventCardContent({ card }: { readonly card: EventCard }) {
  return (
    <SpokenCard speech={card.text}>
      <span className={styles.eventCard}>
        {card.picture ? (
          <span className={styles.pictures} data-part="event-pictures">
            {emojiOf(card.picture).map((emoji, index) => (
              <Picture key={index} emoji={emoji} size={44} decorative />
            ))}
          </span>
        ) : null}
        <span className={styles.eventText}>{card.text}</span>
      </span>
    </SpokenCard>
  );
}

/** The sentences to point at ("Look here"): those of the cards out of place, or the evidence. */
function lookHereFor(item: FirstNextLastItem, result: Props['result']): number[] {
  const { task } = item;
  if (task.kind === 'choice') return [...task.evidence];
  const wrong = task.cards.filter((card) => result?.marks?.[card.id] === 'incorrect');
  return (wrong.length > 0 ? wrong : task.cards).map((card) => card.sentence).sort((a, b) => a - b);
}

/** The event cards to put in order (SortSequence); right cards lock after a check. */
function OrderQuestion({
  item,
  cards,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly cards: readonly EventCard[] }) {
  const sortCards: readonly SortCard[] = useMemo(
    () =>
      cards.map((card) => ({
        id: card.id,
        label: card.text,
        content: <EventCardContent card={card} />,
      })),
    [cards],
  );
  const shuffled = useMemo(() => cards.map((card) => card.id), [cards]);
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
    <SortSequence
      className={styles.cards}
      cards={sortCards}
      order={order}
      onOrderChange={(ids) => setAnswer({ kind: 'order', ids })}
      label={`${item.prompt} First at the top.`}
      disabled={locked}
      {...(marks ? { marks } : {})}
    />
  );
}

/** The worked example's cards, placed in story order once it gets there. */
function WorkedOrder({
  cards,
  step,
}: {
  readonly cards: readonly EventCard[];
  readonly step: FirstNextLastWorkedStep;
}) {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const shown = (step.order ?? cards.map((card) => card.id)).map((id) => byId.get(id));
  return (
    <ol className={styles.orderedCards} aria-label={step.order ? 'In story order' : 'Event cards'}>
      {shown.map((card) =>
        card ? (
          <li key={card.id}>
            <EventCardContent card={card} />
          </li>
        ) : null,
      )}
    </ol>
  );
}

/** One item: the passage, then the cards to order or the first/last choices. */
export function FirstNextLastQuestion(props: Props) {
  const { item, answer, setAnswer, locked, state, result, hint, workedExample } = props;
  const { task, passage } = item;
  const [looking, setLooking] = useState(false);
  const exampleStep = workedExample
    ? (workedExample.steps[workedExample.index] as FirstNextLastWorkedStep | undefined)
    : undefined;
  const missed = state === 'incorrect' || hint !== null;
  const lookHere = exampleStep
    ? exampleStep.lookHere
    : looking && missed
      ? lookHereFor(item, result)
      : [];

  let question;
  if (task.kind === 'order') {
    question = exampleStep ? (
      <WorkedOrder cards={task.cards} step={exampleStep} />
    ) : (
      <OrderQuestion {...props} cards={task.cards} />
    );
  } else {
    const picked = exampleStep
      ? (exampleStep.choice ?? null)
      : answer?.kind === 'choice'
        ? answer.text
        : null;
    const marks = exampleStep
      ? picked
        ? { [picked]: 'correct' as const }
        : undefined
      : checkedMark(picked, state === 'mastered' ? 'correct' : state);
    question = (
      <ChoiceGrid
        className={styles.choices}
        label={item.prompt}
        options={task.choices.map((choice) => ({ value: choice.text, label: choice.text }))}
        columns={1}
        value={picked}
        onChange={(text) => setAnswer({ kind: 'choice', text })}
        disabled={locked}
        speakOnFocus
        speakers
        {...(marks ? { marks } : {})}
      />
    );
  }

  return (
    <div className={styles.stage} data-passage={passage.id} data-question={item.questionId}>
      <div className={styles.passage}>
        <PassageReader passage={passage} autoRead={item.step === 1} lookHere={lookHere} />
      </div>
      {missed && !exampleStep && !looking ? (
        <Button
          className={styles.lookHere}
          variant="secondary"
          size="md"
          onClick={() => setLooking(true)}
        >
          Look here
        </Button>
      ) : null}
      {question}
    </div>
  );
}

/**
 * Lingo 1-3, First, Next, Last: read a short story, then put its events in order (SortSequence
 * with pictures, then without) or answer what happens first or last.
 */
export default function FirstNextLast(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={firstNextLastModel}
      rules={firstNextLastRules}
      Question={FirstNextLastQuestion}
    />
  );
}
