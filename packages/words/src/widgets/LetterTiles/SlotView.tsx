import { useDropZone } from '@lingos/kit';
import type { ReactNode } from 'react';
import * as styles from './LetterTiles.css';
import type { SlotState } from './tilesModel';

/** Props of one slot on screen. */
export interface SlotViewProps {
  /** The zone id. */
  readonly id: string;
  readonly index: number;
  readonly state: SlotState;
  /** A tile is chosen or held: the slot shows it can take it. */
  readonly targeted: boolean;
  readonly register: (element: HTMLElement | null) => void;
  /** Its tile, or the hidden words of an empty slot. */
  readonly children: ReactNode;
}

const tick = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const cross = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path
      d="M6.5 6.5l11 11M17.5 6.5l-11 11"
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      strokeLinecap="round"
    />
  </svg>
);

/** A slot: a drop zone with its number and, after a Check, a tick or a cross. */
export function SlotView({ id, index, state, targeted, register, children }: SlotViewProps) {
  const zone = useDropZone(id, { disabled: state === 'correct' });
  return (
    <div
      ref={(element) => {
        zone.setNodeRef(element);
        register(element);
      }}
      data-state={state}
      data-slot={index}
      data-over={zone.isOver || undefined}
      data-target={
        (targeted || zone.isHolding) && !zone.isOver && state !== 'correct' ? '' : undefined
      }
      className={styles.slot}
    >
      {children}
      <span className={styles.slotNumber} aria-hidden="true">
        {index + 1}
      </span>
      {state === 'correct' || state === 'wrong' ? (
        <span className={`${styles.mark} ${styles.markVariant[state]}`} aria-hidden="true">
          {state === 'correct' ? tick : cross}
        </span>
      ) : null}
    </div>
  );
}
