import { VisuallyHidden } from '@lingos/ui';
import { useRovingFocus, useSpeech } from '@lingos/kit';
import { countOnText, countWord, describePieces } from '../../model/format';
import { pieceIds, pieces as facts, type PieceId } from '../../model/pieces';
import { MoneyPiece } from '../MoneyPiece/MoneyPiece';
import * as trayStyles from './CashTray.css';
import * as styles from './Drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** The money in the drawer, in any order. */
  readonly pieces: readonly PieceId[];
  /** Its title and name (default "Drawer"). */
  readonly label?: string;
  /** Compartments lit up (a wrong subtotal's, a group to count). */
  readonly lit?: readonly PieceId[];
  /** Show empty compartments too (default false: only kinds in the drawer). */
  readonly showEmpty?: boolean;
  /** A compartment was tapped (it counts itself aloud). */
  readonly onCompartmentTap?: (id: PieceId) => void;
  /** The toonie's size in px (default 40). */
  readonly size?: number;
  readonly className?: string;
}

/** The drawer's compartments in the order money is counted: bills first, biggest first, then coins. */
export function drawerOrder(ids: readonly PieceId[], showEmpty = false): PieceId[] {
  const kinds = showEmpty ? pieceIds : pieceIds.filter((id) => ids.includes(id));
  return [...kinds].reverse();
}

/** A compartment's name with its count: "Twenty-dollar bills: three." */
export function compartmentText(id: PieceId, count: number): string {
  return `${facts[id].compartment}: ${countWord(count)}.`;
}

/** The drawer in words: "Drawer: three $20 bills, two $5 bills, one toonie, three quarters." */
export function drawerText(label: string, ids: readonly PieceId[]): string {
  return `${label}: ${describePieces(ids, { numbers: 'words', single: 'count', lastJoin: 'comma', empty: 'empty' })}.`;
}

/**
 * The cash drawer (The Cash Counter): one compartment per kind of bill and coin, bills first.
 * Each compartment is a button, reached with the arrows, that counts its pieces aloud when
 * tapped ("20, 40, 60 dollars"); compartments can be lit. A display: nothing moves.
 */
export function Drawer({
  pieces,
  label = 'Drawer',
  lit = [],
  showEmpty = false,
  onCompartmentTap,
  size = 40,
  className,
}: DrawerProps) {
  const speech = useSpeech();
  const kinds = drawerOrder(pieces, showEmpty);
  const focus = useRovingFocus({ count: kinds.length, wrap: true });
  const litKinds = new Set(lit);

  return (
    <section
      aria-label={label}
      className={[trayStyles.place, className].filter(Boolean).join(' ')}
      data-variant="drawer"
    >
      <p className={trayStyles.placeTitle} aria-hidden="true">
        {label}
      </p>
      <VisuallyHidden data-part="summary">{drawerText(label, pieces)}</VisuallyHidden>
      <ul className={styles.grid}>
        {kinds.map((id, index) => {
          const inside = pieces.filter((piece) => piece === id);
          return (
            <li key={id}>
              <button
                type="button"
                {...focus.getItemProps(index)}
                className={styles.compartment}
                data-state={litKinds.has(id) ? 'lit' : 'idle'}
                data-piece={id}
                onClick={() => {
                  onCompartmentTap?.(id);
                  speech.speak(
                    inside.length === 0
                      ? `${facts[id].compartment}: none.`
                      : `${countOnText(inside)}.`,
                  );
                }}
              >
                <VisuallyHidden>{compartmentText(id, inside.length)}</VisuallyHidden>
                <span className={styles.compartmentName} aria-hidden="true">
                  {facts[id].compartment}
                </span>
                <span className={styles.stack} aria-hidden="true">
                  {inside.map((piece, pieceIndex) => (
                    // The pieces of a compartment are all alike: their place in the stack is their key.
                    <span key={pieceIndex} className={styles.stacked}>
                      <MoneyPiece id={piece} size={size} decorative />
                    </span>
                  ))}
                </span>
                <span className={styles.count} aria-hidden="true">
                  {inside.length}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
