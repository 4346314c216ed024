import { lingoLayout, Picture } from '@lingos/kit';
import type { ReactElement } from 'react';
import { formatWords, partOfDay } from '../../model/time';
import { AnalogClock, type ClockFlashTarget } from '../AnalogClock/AnalogClock';
import { skyPictures } from '../AnalogClock/skyPictures';
import { DigitalClock, type DigitalClockSize } from '../DigitalClock/DigitalClock';
import * as styles from './TimeCard.css';
import type { TimeCardForm } from '../../model/timeCards';

/** Props of TimeCard. */
export interface TimeCardProps {
  /** Minutes since midnight. */
  readonly time: number;
  readonly form: TimeCardForm;
  /** The width of a clock face in CSS px; default 140. */
  readonly clockSize?: number;
  /** The size of digits; default `medium`. */
  readonly digitalSize?: DigitalClockSize;
  /** A small picture of the part of the day beside AM/PM digits (a sky card). */
  readonly skyPicture?: boolean;
  /** A hand to flash on a clock face (a hint draws the eye to it). */
  readonly flashHand?: ClockFlashTarget | undefined;
  readonly flashKey?: string | number;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A time as a card shows it, the same in every Time Lingo: a clock face (on the AM/PM sky
 * for `sky`), digits (with AM/PM, or in 24-hour time) or words ("Half past 4"). Decoration
 * only: the card it sits in carries the text alternative.
 */
export function TimeCard({
  time,
  form,
  clockSize = 140,
  digitalSize = 'medium',
  skyPicture = false,
  flashHand,
  flashKey,
}: TimeCardProps): ReactElement {
  switch (form) {
    case 'analog':
    case 'sky':
      return (
        <AnalogClock
          value={time}
          sky={form === 'sky'}
          size={clockSize}
          {...(flashHand ? { flashHand, flashKey: flashKey ?? 0 } : {})}
        />
      );
    case 'digital':
      return <DigitalClock value={time} size={digitalSize} />;
    case '24h':
      return <DigitalClock value={time} format="24h" size={digitalSize} />;
    case 'digital-meridiem':
      return skyPicture ? (
        <span className={styles.withPicture}>
          <Picture art={skyPictures[partOfDay(time)]} size={28} decorative />
          <DigitalClock value={time} meridiem size={digitalSize} />
        </span>
      ) : (
        <DigitalClock value={time} meridiem size={digitalSize} />
      );
    case 'words':
      return <span className={lingoLayout.cardWords}>{capitalize(formatWords(time))}</span>;
  }
}
