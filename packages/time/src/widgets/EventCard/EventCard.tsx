import { Picture } from '@lingos/kit';
import type { ReactElement } from 'react';
import type { TimeCardForm } from '../../model/timeCards';
import { TimeCard } from '../TimeCard/TimeCard';
import * as styles from './EventCard.css';

/** An event of the day: its picture and its name ("Breakfast"). */
export interface DayEvent {
  /** The emoji of its picture ("🥣"), drawn by kit's Picture, never as text. */
  readonly picture: string;
  readonly label: string;
}

/** Props of EventCard. */
export interface EventCardProps {
  /** The event, or none for a card that is only a time. */
  readonly event?: DayEvent | undefined;
  readonly time: number;
  readonly form: TimeCardForm;
  /** A small picture of the part of the day beside AM/PM digits. */
  readonly skyPicture?: boolean;
  /** The width of a clock face in CSS px; default 130. */
  readonly clockSize?: number;
}

/**
 * A card of an event at a time, to put in order (Time Sequence Puzzles, Activity
 * Sequencing): the event's picture and name, then its time as a TimeCard. Decoration only:
 * the sortable card it sits in carries the text alternative.
 */
export function EventCard({
  event,
  time,
  form,
  skyPicture = false,
  clockSize = 130,
}: EventCardProps): ReactElement {
  return (
    <span className={styles.card}>
      {event ? (
        <span className={styles.event}>
          <Picture emoji={event.picture} size={40} decorative />
          {event.label}
        </span>
      ) : null}
      <TimeCard
        time={time}
        form={form}
        clockSize={clockSize}
        digitalSize="small"
        skyPicture={skyPicture}
      />
    </span>
  );
}

/** The class of a SortSequence of event cards, and of the slot each card's content sits in. */
export const eventCardList = { list: styles.list, slot: styles.slot };
