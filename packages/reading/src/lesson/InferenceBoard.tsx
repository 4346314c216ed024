import type { LessonSpeech } from '@lingos/kit';
import { LessonSortBins } from './LessonSortBins';
import type { InferenceBoardActivity } from './lessonParts';
import * as styles from './lesson.css';

/** Props of {@link InferenceBoard}. */
export interface InferenceBoardProps {
  readonly activity: InferenceBoardActivity;
  /** What a card dropped in a slot that is not its own says. */
  readonly hint: (card: string, slot: string) => string;
  readonly onDone: () => void;
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  readonly done: boolean;
  /** The board's text alternative. */
  readonly label: string;
}

/**
 * The inference board (reading.md 3-0, built from SortBins): three numbered slots, Clue, What I
 * know and Inference, each taking its own card; the other cards belong in none.
 */
export function InferenceBoard({
  activity,
  hint,
  onDone,
  announce,
  done,
  label,
}: InferenceBoardProps) {
  const cards = [...activity.slots.map((slot) => slot.card), ...activity.otherCards];
  return (
    <LessonSortBins
      label={label}
      trayLabel="Cards"
      noun={{ one: 'card', other: 'cards' }}
      items={cards.map((card) => ({
        id: card,
        label: card,
        content: <span className={styles.cardText}>{card}</span>,
      }))}
      bins={activity.slots.map((slot, index) => ({
        id: slot.label,
        label: `${index + 1}. ${slot.label}`,
      }))}
      answer={Object.fromEntries(activity.slots.map((slot) => [slot.card, slot.label]))}
      hint={hint}
      announce={announce}
      done={done}
      onDone={() => onDone()}
    />
  );
}
