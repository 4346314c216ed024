import { useDropZone } from '@lingos/kit';
import type { ReactNode } from 'react';
import * as styles from './LetterTiles.css';

/** Props of the tray on screen. */
export interface TrayViewProps {
  /** The zone id. */
  readonly id: string;
  readonly label: string;
  /** A slot's tile is held: the tray shows it can take it back. */
  readonly targeted: boolean;
  readonly children: ReactNode;
}

/** The tray: where tiles wait, and where a slot's tile is dragged to take it out. */
export function TrayView({ id, label, targeted, children }: TrayViewProps) {
  const zone = useDropZone(id);
  return (
    <section
      ref={zone.setNodeRef}
      aria-label={label}
      data-zone="tray"
      data-over={zone.isOver || undefined}
      data-target={targeted && !zone.isOver ? '' : undefined}
      className={styles.tray}
    >
      <p className={styles.trayTitle} aria-hidden="true">
        {label}
      </p>
      {children}
    </section>
  );
}
