import { useDropZone } from '@lingos/kit';
import type { ReactNode } from 'react';
import * as styles from './CashTray.css';

/** Props of {@link Place}. */
export interface PlaceProps {
  readonly zone: string;
  readonly variant: string;
  readonly title: string;
  /** The running total, under the title. */
  readonly total?: ReactNode;
  /** A button in the header (Put back, Sort by value). */
  readonly action?: ReactNode;
  /** A held or chosen piece can go here. */
  readonly target?: boolean;
  /** Lit (a drawer compartment to look at). */
  readonly lit?: boolean;
  /** Said and shown when it holds nothing. */
  readonly emptyText?: string;
  /** It takes no drops (a display purse outside any DropZones). */
  readonly droppable?: boolean;
  /** The place's list items. */
  readonly children: ReactNode;
}

/** One place of a tray: a titled drop zone with a list of pieces. */
export function Place({
  zone,
  variant,
  title,
  total,
  action,
  target = false,
  lit = false,
  emptyText,
  droppable = true,
  children,
}: PlaceProps) {
  const drop = useDropZone(zone, { disabled: !droppable });
  const titleId = `${zone}-title`;
  const items = Array.isArray(children) ? children : [children];
  const isEmpty = items.filter(Boolean).length === 0;
  return (
    <section
      ref={droppable ? drop.setNodeRef : undefined}
      aria-labelledby={titleId}
      className={styles.place}
      data-variant={variant}
      data-target={(target && !drop.isOver) || undefined}
      data-over={drop.isOver || undefined}
      data-lit={lit || undefined}
    >
      <div className={styles.placeHeader}>
        <p id={titleId} className={styles.placeTitle}>
          {title}
        </p>
        {total}
        {action}
      </div>
      {isEmpty && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      <ul className={styles.pieceList} aria-labelledby={titleId}>
        {children}
      </ul>
    </section>
  );
}
