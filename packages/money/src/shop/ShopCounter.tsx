import { useSpeech } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useId, useState } from 'react';
import { totalOf } from '../model/cash';
import { formatAmount, speakAmountShort } from '../model/format';
import { byValueDescending, pieces, type PieceId } from '../model/pieces';
import { MoneyPiece } from '../widgets/MoneyPiece/MoneyPiece';
import * as styles from './shop.css';

/** Props of ShopCounter. */
export interface ShopCounterProps {
  /**
   * Where pieces come from: the given purse (each piece once), or with `unlimited` a till
   * with every kind in endless supply.
   */
  readonly source: readonly PieceId[];
  readonly unlimited?: boolean;
  /** The pieces moved across (controlled), in the order they were moved. */
  readonly moved: readonly PieceId[];
  readonly onMovedChange: (moved: readonly PieceId[]) => void;
  /** "Your purse" / "Till". */
  readonly sourceLabel: string;
  /** "Counter" / "Change tray". */
  readonly targetLabel: string;
  /** Verb of a move, for the button names: "Pay" → "Pay with a toonie". */
  readonly moveVerb: string;
  /** Show the running total of the target (default true). */
  readonly showTotal?: boolean;
  /** Count-up narration: each piece added says the amount reached from this price. */
  readonly countUpFrom?: number;
  /** Nothing moves (after an answer). */
  readonly disabled?: boolean;
  /** Pieces of the target lit (a hint), by index. */
  readonly lit?: readonly number[];
  /** The toonie's size in px (default 52). */
  readonly size?: number;
}

/**
 * A minimal two-place tray for the corner store, until the concept's CashTray offers its
 * counter layout: tap (or Enter on) a piece of the purse or till to move it across, tap a
 * piece on the counter or change tray to take it back. Each move is announced ("Quarter.
 * 2 dollars 55." with count-up narration, else "On the counter: a toonie, 2 dollars.").
 */
export function ShopCounter({
  source,
  unlimited = false,
  moved,
  onMovedChange,
  sourceLabel,
  targetLabel,
  moveVerb,
  showTotal = true,
  countUpFrom,
  disabled = false,
  lit = [],
  size = 52,
}: ShopCounterProps) {
  const id = useId();
  const speech = useSpeech();
  const [message, setMessage] = useState('');
  const total = totalOf(moved);

  // The pieces still in the purse: each given piece once, less those moved (a till never runs out).
  const left: PieceId[] = [...source];
  if (!unlimited) {
    for (const piece of moved) {
      const at = left.indexOf(piece);
      if (at >= 0) left.splice(at, 1);
    }
  }
  const shown = unlimited ? source : byValueDescending(left);

  function say(text: string) {
    // A repeated message gets a no-break space, so the live region still announces it.
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
    speech.speakAutomatically(text);
  }

  function summary(after: readonly PieceId[]): string {
    const amount = totalOf(after);
    return `${targetLabel}: ${after.length === 0 ? 'nothing' : speakAmountShort(amount)}.`;
  }

  function add(piece: PieceId) {
    if (disabled) return;
    const after = [...moved, piece];
    onMovedChange(after);
    say(
      countUpFrom !== undefined
        ? `${pieces[piece].title}. ${speakAmountShort(countUpFrom + totalOf(after))}.`
        : `${pieces[piece].title} added. ${summary(after)}`,
    );
  }

  function remove(index: number) {
    if (disabled) return;
    const piece = moved[index];
    if (!piece) return;
    const after = moved.filter((_piece, at) => at !== index);
    onMovedChange(after);
    say(`${pieces[piece].title} taken back. ${summary(after)}`);
  }

  const sourceTitle = `${id}source`;
  const targetTitle = `${id}target`;
  return (
    <>
      <section className={styles.place} aria-labelledby={sourceTitle}>
        <h3 id={sourceTitle} className={styles.placeTitle}>
          {sourceLabel}
        </h3>
        {shown.length === 0 ? (
          <p className={styles.empty}>Empty</p>
        ) : (
          <ul className={styles.pieceRow}>
            {shown.map((piece, index) => (
              <li key={`${piece}-${index}`}>
                <button
                  type="button"
                  className={styles.pieceButton}
                  aria-disabled={disabled}
                  aria-label={`${moveVerb} ${articled(piece)}`}
                  onClick={() => add(piece)}
                >
                  <MoneyPiece id={piece} size={size} decorative />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.place} aria-labelledby={targetTitle}>
        <h3 id={targetTitle} className={styles.placeTitle}>
          <span>{targetLabel}</span>
          {showTotal ? <span data-part="target-total">{formatAmount(total)}</span> : null}
        </h3>
        {moved.length === 0 ? (
          <p className={styles.empty}>Nothing yet</p>
        ) : (
          <ul className={styles.pieceRow}>
            {moved.map((piece, index) => (
              <li key={`${piece}-${index}`}>
                <button
                  type="button"
                  className={styles.pieceButton}
                  data-lit={lit.includes(index) ? 'true' : undefined}
                  aria-disabled={disabled}
                  aria-label={`Take back ${articled(piece)}`}
                  onClick={() => remove(index)}
                >
                  <MoneyPiece id={piece} size={size} decorative />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <VisuallyHidden>
        <p role="status" aria-live="polite">
          {message}
        </p>
      </VisuallyHidden>
    </>
  );
}

/** "a toonie", "a $5 bill". */
function articled(piece: PieceId): string {
  return `a ${pieces[piece].name}`;
}
