/**
 * The cards of an "earlier or later?" comparison, shared by Time Compare (2-1) and Time
 * Comparison Speed (2-5): how a card draws its time, the ChoiceGrid's cards, the ask chip,
 * the hint's flashing hands and the cards of a worked example.
 */
import leftArrow from '@lingos/kit/pictures/left-arrow';
import rightArrow from '@lingos/kit/pictures/right-arrow';
import heavyEqualsSign from '@lingos/kit/pictures/heavy-equals-sign';
import { type ChoiceOption, Picture, type WorkedExampleStep } from '@lingos/kit';
import { cardName, faceValue } from '../../model/time';
import { type ClockFlashTarget } from '../AnalogClock/AnalogClock';
import { TimeCard } from '../TimeCard/TimeCard';
import * as styles from './CompareCards.css';
import type {
  CompareAnswer,
  CompareAsk,
  CompareCard,
  Comparison,
  CompareWorkedStep,
} from '../../lingos/time-compare/model';

/** Props of CompareCardFace. */
interface CompareCardFaceProps {
  readonly card: CompareCard;
  /** A hand to flash on a clock card (a hint draws the eye to it). */
  readonly flashHand?: ClockFlashTarget | undefined;
  readonly flashKey?: string | number;
  readonly clockSize?: number;
}

/**
 * A compare card's time as it is drawn: a clock (with the AM/PM sky for `sky`), digits (with
 * AM/PM and a sky picture for `digital-meridiem`) or words ("Quarter to 5"). Decoration only:
 * the card's text alternative says what it shows.
 */
export function CompareCardFace({
  card,
  flashHand,
  flashKey,
  clockSize = 160,
}: CompareCardFaceProps) {
  return (
    <TimeCard
      time={card.time}
      form={card.form}
      clockSize={clockSize}
      skyPicture
      flashHand={flashHand}
      {...(flashKey !== undefined ? { flashKey } : {})}
    />
  );
}

/** Options of compareChoiceOptions. */
interface CompareOptionsConfig {
  /** A card's text alternative after "Card A: ". */
  readonly describe: (card: CompareCard) => string;
  /** The words of the "same" card, when it is offered. */
  readonly sameLabel?: string;
  /** The hand each clock card flashes, if any. */
  readonly flashFor?: (card: CompareCard) => ClockFlashTarget | undefined;
  readonly flashKey?: string | number;
}

/**
 * The ChoiceGrid cards of a comparison: card A, card B and, when asked for, the "same" card.
 * Each card's name is "Card A: " and its text alternative.
 */
export function compareChoiceOptions(
  cards: readonly [CompareCard, CompareCard],
  { describe, sameLabel, flashFor, flashKey }: CompareOptionsConfig,
): ChoiceOption<CompareAnswer>[] {
  const options: ChoiceOption<CompareAnswer>[] = cards.map((card) => {
    const letter = card.id.toUpperCase();
    const text = describe(card);
    return {
      value: card.id,
      ariaLabel: cardName(`Card ${letter}: ${text}`),
      label: (
        <span className={styles.card}>
          <span className={styles.letter}>{letter}</span>
          <CompareCardFace
            card={card}
            flashHand={flashFor?.(card)}
            {...(flashKey !== undefined ? { flashKey } : {})}
          />
        </span>
      ),
    };
  });
  if (sameLabel) {
    options.push({
      value: 'same',
      label: (
        <span className={styles.same}>
          <Picture art={heavyEqualsSign} size={40} decorative />
          {sameLabel}
        </span>
      ),
    });
  }
  return options;
}

/** The arrow of the prompt: it points back for earlier and forward for later. */
export function AskChip({ ask }: { readonly ask: CompareAsk }) {
  // The prompt already says it; the chip is for the eye.
  return (
    <p className={styles.ask} aria-hidden="true">
      <Picture art={ask === 'earlier' ? leftArrow : rightArrow} size={32} decorative />
      {ask === 'earlier' ? 'Earlier' : 'Later'}
    </p>
  );
}

/** The hand a card flashes for a hint: the long hands for "same hour", the short hand at :40–:59 for H-45. */
export function hintFlash(
  misconception: string | undefined,
): (card: CompareCard) => ClockFlashTarget | undefined {
  return (card) => {
    if (card.form !== 'analog' && card.form !== 'sky') return undefined;
    if (misconception === 'same-hour') return 'minute';
    if (misconception === 'H-45' && faceValue(card.time).minute >= 40) return 'hour';
    return undefined;
  };
}

/** The two cards of a worked example, the one the step talks about outlined. */
export function CompareWorkedCards({
  item,
  step,
}: {
  readonly item: Comparison;
  readonly step: WorkedExampleStep;
}) {
  const highlighted = (step as CompareWorkedStep).card;
  // The step's sentence says what matters ("Card A shows 3:10."); the cards are for the eye.
  return (
    <div className={styles.exampleCards} aria-hidden="true">
      {item.cards.map((card) => (
        <div
          key={card.id}
          className={styles.exampleCard}
          data-highlighted={highlighted === card.id}
        >
          <span className={styles.card}>
            <span className={styles.letter}>{card.id.toUpperCase()}</span>
            <CompareCardFace card={card} clockSize={150} />
          </span>
        </div>
      ))}
    </div>
  );
}
