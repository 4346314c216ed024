import { VisuallyHidden } from '@lingos/ui';
import { useAnnouncer, useRovingFocus, useSpeech } from '@lingos/kit';
import { useId, useState } from 'react';
import { pieceSpeech } from '../../model/describe';
import { describePieces, formatAmount } from '../../model/format';
import * as styles from './CashTray.css';
import {
  idsIn,
  totalIn,
  trayPieces,
  trayReducer,
  type TrayPiece,
  type TrayPieceInput,
} from './cashTrayModel';
import { placeSummary, sortedText, trayPieceName } from './cashTrayText';
import { PieceButton } from './PieceButton';
import { Place } from './Place';

/** Props of {@link DisplayPurse}. */
export interface DisplayPurseProps {
  /** The pieces, in the order shown (some may be King side up). */
  readonly pieces: readonly TrayPieceInput[];
  /** Its title and name ("Purse", "Purse A"). */
  readonly label: string;
  /** A "Sort by value" button that reorders the pieces biggest first (default true). */
  readonly sortable?: boolean;
  /** Shown biggest first (controlled): M-ORDER's "the purse sorts itself". */
  readonly sorted?: boolean;
  /** The child sorted the purse. */
  readonly onSortedChange?: (sorted: boolean) => void;
  /** Show the total under the title (default false). */
  readonly showTotal?: boolean;
  /** Pieces lit, by their index in the order shown. */
  readonly highlight?: readonly number[];
  /** A piece was tapped (it says its value). */
  readonly onPieceTap?: (piece: TrayPiece, index: number) => void;
  /** The toonie's size in px (default 56). */
  readonly size?: number;
  readonly className?: string;
}

/**
 * A purse to look at, not to change (Computational Playground, Who Has More?): its pieces in
 * the order shown, each saying its value when tapped, described in that order to screen
 * readers ("Purse with 5 coins: a nickel, a quarter…"), and a "Sort by value" button that
 * puts the biggest first.
 */
export function DisplayPurse({
  pieces,
  label,
  sortable = true,
  sorted: controlledSorted,
  onSortedChange,
  showTotal = false,
  highlight = [],
  onPieceTap,
  size = 56,
  className,
}: DisplayPurseProps) {
  const zone = `${useId()}purse`;
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const [ownSorted, setOwnSorted] = useState(false);
  const sorted = controlledSorted ?? ownSorted;
  const given = trayPieces(pieces, 'purse');
  const shown = sorted ? trayReducer(given, { type: 'sort', place: 'purse' }) : given;
  const ids = idsIn(shown, 'purse');
  const total = totalIn(shown, 'purse');
  const focus = useRovingFocus({ count: shown.length, wrap: true });
  const lit = new Set(highlight);

  function sort() {
    setOwnSorted(true);
    onSortedChange?.(true);
    const after = idsIn(trayReducer(given, { type: 'sort', place: 'purse' }), 'purse');
    announce(`${sortedText} ${describePieces(after, { order: 'shown' })}.`);
  }

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={sorted ? 'sorted' : 'idle'}
    >
      <Place
        zone={zone}
        variant="purse"
        title={label}
        droppable={false}
        emptyText={`The ${label.toLowerCase()} is empty.`}
        total={showTotal ? <p className={styles.total}>Total: {formatAmount(total)}</p> : null}
        action={
          sortable && shown.length > 1 ? (
            <button
              type="button"
              className={styles.action}
              onClick={sort}
              aria-disabled={sorted || undefined}
            >
              Sort by value
            </button>
          ) : null
        }
      >
        {shown.map((piece, index) => (
          <li key={piece.key} className={styles.pieceSlot}>
            <PieceButton
              dragId={`${zone}:${piece.key}`}
              zone={zone}
              piece={piece.id}
              side={piece.side}
              size={size}
              name={trayPieceName(piece.id, piece.side)}
              movable={false}
              highlighted={lit.has(index)}
              onActivate={() => {
                onPieceTap?.(piece, index);
                speech.speak(pieceSpeech(piece.id));
              }}
              roving={focus.getItemProps(index)}
              onRovingKey={(event) => focus.handleKeyDown(event, index)}
            />
          </li>
        ))}
      </Place>
      <VisuallyHidden data-part="summary">
        {placeSummary(label, ids, { order: 'shown', total: showTotal ? total : null })}
      </VisuallyHidden>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
