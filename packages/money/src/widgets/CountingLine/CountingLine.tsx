import { useAnnouncer, useSpeech } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { formatAmount, speakAmount } from '../../model/format';
import { pieces, type PieceId, type PieceSide } from '../../model/pieces';
import { MoneyPiece } from '../MoneyPiece/MoneyPiece';
import * as styles from './CountingLine.css';

/** One piece on the line. */
export interface CountingLinePiece {
  readonly id: PieceId;
  readonly side?: PieceSide;
}

/** Props of {@link CountingLine}. */
export interface CountingLineProps {
  /** The pieces, in line order. */
  readonly pieces: readonly CountingLinePiece[];
  /** Its title and list name (default "Counting line"). */
  readonly label?: string;
  /** What the empty line says. */
  readonly emptyText?: string;
  /** A piece was tapped: its index and the count up to it, in cents. */
  readonly onCount?: (index: number, reached: number) => void;
  /** Say each count in the line's own live region and aloud (default true). */
  readonly speakCounts?: boolean;
  /** The toonie's size in px (default 64). */
  readonly size?: number;
  readonly className?: string;
}

/** The running totals along a line of pieces: [25, 35, 45, 50]. */
export function lineTotals(ids: readonly PieceId[]): number[] {
  let sum = 0;
  return ids.map((id) => (sum += pieces[id].value));
}

/**
 * A counting line: pieces in a row to count on. Tapping one (or Enter) says the count up to
 * it ("35 cents") and writes it under the piece, as a child counts on with a finger. A tool,
 * never a hint: it counts only what the child put there.
 */
export function CountingLine({
  pieces: line,
  label = 'Counting line',
  emptyText = 'The counting line is empty.',
  onCount,
  speakCounts = true,
  size = 64,
  className,
}: CountingLineProps) {
  const [counted, setCounted] = useState<ReadonlySet<number>>(new Set());
  const { message, announce } = useAnnouncer();
  const speech = useSpeech();
  const totals = lineTotals(line.map((piece) => piece.id));
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.title} aria-hidden="true">
        {label}
      </p>
      {line.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      <ul className={styles.row} aria-label={label}>
        {line.map((piece, index) => {
          const reached = totals[index] ?? 0;
          const isCounted = counted.has(index);
          return (
            <li key={index} className={styles.slot}>
              <button
                type="button"
                className={styles.coin}
                data-state={isCounted ? 'counted' : 'idle'}
                aria-label={`${pieces[piece.id].title}, ${index + 1} of ${line.length}${
                  isCounted ? `: ${speakAmount(reached)}` : ''
                }`}
                onClick={() => {
                  setCounted((before) => new Set(before).add(index));
                  if (speakCounts) {
                    announce(speakAmount(reached));
                    speech.speakAutomatically(speakAmount(reached));
                  }
                  onCount?.(index, reached);
                }}
              >
                <MoneyPiece id={piece.id} side={piece.side ?? 'picture'} size={size} decorative />
              </button>
              <span className={styles.count} aria-hidden="true">
                {isCounted ? formatAmount(reached) : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}
