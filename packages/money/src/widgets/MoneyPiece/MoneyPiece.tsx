import { VisuallyHidden } from '@lingos/ui';
import { useReducedMotion } from '@lingos/kit';
import { useId, useState } from 'react';
import { flipText, otherSide, pieceAlt } from '../../model/describe';
import { isCoin, pieces, type PieceId, type PieceSide } from '../../model/pieces';
import { BillArt, billViewBox } from './art/BillArt';
import { CoinArt } from './art/CoinArt';
import * as styles from './MoneyPiece.css';
import { pieceBox } from './pieceSize';

/** The largest coin's diameter in px when no `size` is given. */
export const defaultPieceSize = 64;

/** Props of {@link MoneyPiece}. */
export interface MoneyPieceProps {
  /** Which coin or bill. */
  readonly id: PieceId;
  /** The face shown (controlled). Bills have one face. */
  readonly side?: PieceSide;
  /** The face shown first when the piece flips itself (uncontrolled). Default `picture`. */
  readonly defaultSide?: PieceSide;
  /**
   * The toonie's diameter in px (default 64). Every coin is drawn to true relative scale
   * from it; a bill is twice as wide, in its true proportions.
   */
  readonly size?: number;
  /** Shows a Flip button under a coin that turns it over (money.md 1-0). */
  readonly flippable?: boolean;
  /** The face changed by the Flip button. */
  readonly onSideChange?: (side: PieceSide) => void;
  /** The text alternative, instead of the fact table's ("Card 2: a small, thin, silver coin…"). */
  readonly alt?: string;
  /** Hidden from assistive tech: the element around it (a button, a card) names the piece. */
  readonly decorative?: boolean;
  /** Lit, as a worked example's current piece. */
  readonly highlighted?: boolean;
  readonly className?: string;
}

/**
 * One Canadian coin or bill drawn in SVG, true colours and true relative sizes, with its
 * text alternative from the fact table ("Loonie: a gold-coloured coin with 11 sides and a
 * loon. Worth 1 dollar."). Coins show their picture or, turned over, the King's head; with
 * `flippable` a Flip button turns them (a quick turn, none when reduced motion is asked for).
 */
export function MoneyPiece({
  id,
  side: controlledSide,
  defaultSide = 'picture',
  size = defaultPieceSize,
  flippable = false,
  onSideChange,
  alt,
  decorative = false,
  highlighted = false,
  className,
}: MoneyPieceProps) {
  const facts = pieces[id];
  const reducedMotion = useReducedMotion();
  const [ownSide, setOwnSide] = useState<PieceSide>(defaultSide);
  const [flips, setFlips] = useState(0);
  const [shownSide, setShownSide] = useState<PieceSide | null>(null);
  const [flipMessage, setFlipMessage] = useState('');
  // SVG ids are global to the page: each drawing needs its own gradient and mask ids.
  const idPrefix = `money${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const side: PieceSide = facts.kind === 'bill' ? 'picture' : (controlledSide ?? ownSide);
  // A turn the parent made (a controlled `side`) plays the same animation as the Flip button.
  if (shownSide !== side) {
    setShownSide(side);
    if (shownSide !== null) setFlips((count) => count + 1);
  }
  const box = pieceBox(id, size);
  const canFlip = flippable && facts.kind === 'coin';

  function flip() {
    const next = otherSide(side);
    setOwnSide(next);
    setFlipMessage(flipText(id, next));
    onSideChange?.(next);
  }

  const svg = (
    <svg
      key={flips}
      viewBox={facts.kind === 'coin' ? '0 0 100 100' : billViewBox}
      className={[
        styles.art,
        highlighted ? styles.highlighted[facts.kind] : null,
        flips > 0 && !reducedMotion ? styles.flipping : null,
      ]
        .filter(Boolean)
        .join(' ')}
      width={box.width}
      height={box.height}
      data-piece={id}
      data-side={side}
      {...(decorative
        ? { 'aria-hidden': true, focusable: false }
        : { role: 'img', 'aria-label': alt ?? pieceAlt(id, side) })}
    >
      {isCoin(id) ? (
        <CoinArt coin={id} side={side} idPrefix={idPrefix} />
      ) : (
        <BillArt bill={id} idPrefix={idPrefix} />
      )}
    </svg>
  );

  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  if (!canFlip) {
    return (
      <span className={rootClass} data-state={highlighted ? 'highlighted' : 'idle'}>
        {svg}
      </span>
    );
  }
  return (
    <span className={rootClass} data-state={highlighted ? 'highlighted' : 'idle'}>
      {svg}
      <button
        type="button"
        className={styles.flipButton}
        aria-label={`Flip the ${facts.name}`}
        onClick={flip}
      >
        Flip
      </button>
      <VisuallyHidden role="status">{flipMessage}</VisuallyHidden>
    </span>
  );
}
