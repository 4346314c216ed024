import { VisuallyHidden } from '@lingos/ui';
import { useSpeech } from '@lingos/kit';
import type { ReactNode } from 'react';
import { formatAmount, speakAmount } from '../../model/format';
import * as styles from './PriceTag.css';

/** The sizes of a price tag. */
export const priceTagSizes = ['medium', 'large'] as const;
/** Medium (a shelf) or large (the target of Making Amounts). */
export type PriceTagSize = (typeof priceTagSizes)[number];

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  /** The price in cents. */
  readonly amount: number;
  /** What it is the price of ("Juice box"), shown under the price. */
  readonly item?: string;
  /** A picture of the item (decorative: the item's name says it). */
  readonly picture?: ReactNode;
  /** Default `medium`. */
  readonly size?: PriceTagSize;
  /** Tap to hear it (default true); false: text only. */
  readonly speakable?: boolean;
  /** Tapped (it is also spoken). */
  readonly onTap?: () => void;
  readonly className?: string;
}

/** What a price tag says: "Juice box, 1 dollar and 50 cents." or "45 cents." */
export function priceTagText(amount: number, item?: string): string {
  return item ? `${item}, ${speakAmount(amount)}.` : `${speakAmount(amount)}.`;
}

/**
 * A price tag: the price as the Lingos write it ("$2.35", "75¢"), read to screen readers as
 * it is spoken ("2 dollars and 35 cents"), with the item's name and picture. Tapping it says
 * it aloud.
 */
export function PriceTag({
  amount,
  item,
  picture,
  size = 'medium',
  speakable = true,
  onTap,
  className,
}: PriceTagProps) {
  const speech = useSpeech();
  const spoken = priceTagText(amount, item);
  const content = (
    <>
      {picture ? (
        <span className={styles.picture} aria-hidden="true">
          {picture}
        </span>
      ) : null}
      <span className={styles.text}>
        {/* "$2.35" is read oddly by some screen readers: they hear the spoken form. */}
        <span className={styles.price[size]} aria-hidden="true" data-part="price">
          {formatAmount(amount)}
        </span>
        {item ? (
          <span className={styles.item} aria-hidden="true">
            {item}
          </span>
        ) : null}
        <VisuallyHidden>{`Price tag: ${spoken}`}</VisuallyHidden>
      </span>
    </>
  );
  const rootClass = [styles.root, speakable ? styles.button : null, className]
    .filter(Boolean)
    .join(' ');
  if (!speakable) {
    return (
      <p className={rootClass} data-part="price-tag">
        {content}
      </p>
    );
  }
  return (
    <button
      type="button"
      className={rootClass}
      data-part="price-tag"
      onClick={() => {
        onTap?.();
        speech.speak(spoken);
      }}
    >
      {content}
    </button>
  );
}
