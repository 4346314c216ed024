import type { ReactNode } from 'react';
import { useDropZone } from '../../interaction/dnd/DropZones';
import * as styles from './SortBins.css';

/** Props of a bin (or the tray) on screen. */
export interface SortBinViewProps {
  /** The zone id. */
  readonly id: string;
  /** The group's name: the bin's word, or the tray's title. */
  readonly label: string;
  /** The tap target: the bin's picture and word, named with what it holds. */
  readonly button: ReactNode;
  /** An item is chosen (tap) or held (drag): the bin shows it can take it. */
  readonly targeted: boolean;
  readonly variant: 'bin' | 'tray';
  readonly register: (id: string, element: HTMLElement | null) => void;
  /** The items in it, one element each. */
  readonly items: readonly ReactNode[];
}

/** A place items go: a drop zone, a tap target, and the list of what it holds. */
export function SortBinView({
  id,
  label,
  button,
  targeted,
  variant,
  register,
  items,
}: SortBinViewProps) {
  const zone = useDropZone(id);
  return (
    <div
      ref={(element) => {
        zone.setNodeRef(element);
        register(id, element);
      }}
      role="group"
      aria-label={label}
      data-zone={variant}
      data-over={zone.isOver || undefined}
      data-target={(targeted || zone.isHolding) && !zone.isOver ? '' : undefined}
      className={variant === 'bin' ? styles.bin : styles.tray}
    >
      {button}
      {items.length > 0 ? <ul className={styles.itemList}>{items}</ul> : null}
    </div>
  );
}
