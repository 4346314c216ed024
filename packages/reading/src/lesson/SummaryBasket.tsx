import { Picture, type LessonSpeech } from '@lingos/kit';
import { LessonSortBins } from './LessonSortBins';
import type { SummaryBasketActivity } from './lessonParts';
import * as styles from './lesson.css';

/** The basket's name. */
export const summaryBasketLabel = 'Summary basket';

/** The summary the important cards make, in story order. */
export function summaryOf(activity: SummaryBasketActivity): string[] {
  return activity.cards.filter((card) => card.important).map((card) => card.text);
}

/** Props of {@link SummaryBasket}. */
export interface SummaryBasketProps {
  readonly activity: SummaryBasketActivity;
  /** What a small detail dropped in the basket says. */
  readonly hint: (card: string) => string;
  /** The important cards are all in the basket (they then line up as the summary). */
  readonly onDone: (summary: readonly string[]) => void;
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  readonly done: boolean;
  readonly label: string;
}

/**
 * The summary basket (reading.md 3-0): a story's cards, of which only the important events go
 * in the basket; once they are all in, they line up in story order as the summary.
 */
export function SummaryBasket({
  activity,
  hint,
  onDone,
  announce,
  done,
  label,
}: SummaryBasketProps) {
  const summary = summaryOf(activity);
  return (
    <>
      <LessonSortBins
        label={label}
        trayLabel="Story cards"
        noun={{ one: 'card', other: 'cards' }}
        items={activity.cards.map((card) => ({
          id: card.text,
          label: card.text,
          content: <span className={styles.cardText}>{card.text}</span>,
        }))}
        bins={[
          {
            id: summaryBasketLabel,
            label: summaryBasketLabel,
            picture: <Picture emoji="🧺" size={32} decorative />,
          },
        ]}
        answer={Object.fromEntries(summary.map((text) => [text, summaryBasketLabel]))}
        hint={hint}
        announce={announce}
        done={done}
        onDone={() => onDone(summary)}
      />
      {done ? (
        <ol className={styles.summary} aria-label="The summary, in order">
          {summary.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
