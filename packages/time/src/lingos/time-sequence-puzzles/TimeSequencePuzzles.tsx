import {
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
  SortSequence,
} from '@lingos/kit';
import { useEffect, useMemo } from 'react';
import { cardName } from '../../model/time';
import { EventCard, eventCardList } from '../../widgets/EventCard/EventCard';
import * as styles from './TimeSequencePuzzles.css';
import {
  sequenceCardLabel,
  timeSequenceModel,
  type SequenceCard,
  type TimeSequenceAnswer,
  type TimeSequenceItem,
} from './model';

/** What a card shows: its picture and name (events), and its clock or digits. */
function CardContent({ card }: { readonly card: SequenceCard }) {
  const form =
    card.face === 'analog'
      ? card.sky
        ? 'sky'
        : 'analog'
      : card.sky
        ? 'digital-meridiem'
        : 'digital';
  return <EventCard event={card.event} time={card.time} form={form} skyPicture={card.sky} />;
}

/**
 * One Time Sequence Puzzles item: the cards to put in order, earliest first. Master Time
 * Challenge (3-6) draws its Time Sequence Puzzles items with it too.
 */
export function TimeSequenceQuestion({
  item,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: PracticeItemProps<TimeSequenceItem, TimeSequenceAnswer>) {
  const cards: readonly SortCard[] = useMemo(
    () =>
      item.cards.map((card) => ({
        id: card.id,
        label: cardName(sequenceCardLabel(card)),
        // The card's name carries the text; the pictures inside are not read twice.
        content: (
          <span className={eventCardList.slot} aria-hidden="true">
            <CardContent card={card} />
          </span>
        ),
      })),
    [item.cards],
  );
  const order = answer ?? item.cards.map((card) => card.id);

  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer(item.cards.map((card) => card.id));
  }, [answer, item.cards, setAnswer]);

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
      {item.halfOfDay ? <p className={styles.halfOfDay}>All {item.halfOfDay}</p> : null}
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(next) => setAnswer(next)}
        label={item.prompt}
        orientation="horizontal"
        className={eventCardList.list}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** A worked-example step: the cards placed so far, earliest first. */
export function TimeSequenceWorked({
  item,
  index,
}: {
  readonly item: TimeSequenceItem;
  readonly index: number;
}) {
  const sorted = [...item.cards].sort((a, b) => a.time - b.time);
  // Step 0 explains; then one more card appears in its place per step.
  const shownCards = sorted.slice(0, index);
  return (
    <div className={lingoLayout.row}>
      {shownCards.map((card) => (
        <CardContent key={card.id} card={card} />
      ))}
    </div>
  );
}

/**
 * Lingo 1-4, Time Sequence Puzzles: put clocks and daily events in order, from earliest to
 * latest, then Check. Right cards lock; the others wiggle.
 */
export default function TimeSequencePuzzles(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={timeSequenceModel}
      Question={TimeSequenceQuestion}
      renderWorkedExample={({ item, index }) => <TimeSequenceWorked item={item} index={index} />}
    />
  );
}
