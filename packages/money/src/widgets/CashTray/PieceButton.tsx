import { VisuallyHidden } from '@lingos/ui';
import { useDragItem, type RovingItemProps } from '@lingos/kit';
import type { KeyboardEvent } from 'react';
import type { PieceId, PieceSide } from '../../model/pieces';
import { MoneyPiece } from '../MoneyPiece/MoneyPiece';
import * as styles from './CashTray.css';

/** Props of {@link PieceButton}. */
export interface PieceButtonProps {
  /** The drag item's id ("bank:quarter", "tray:piece-3"), unique in its DropZones. */
  readonly dragId: string;
  /** The place it is in now (a DropZones zone id). */
  readonly zone: string;
  readonly piece: PieceId;
  readonly side: PieceSide;
  /** The toonie's size in px. */
  readonly size: number;
  /** Its accessible name ("Quarter, 25 cents"). */
  readonly name: string;
  /** Tapped, or Enter. */
  readonly onActivate: () => void;
  /** Delete or Backspace (a tray piece back to the bank). */
  readonly onRemove?: () => void;
  readonly roving: RovingItemProps;
  readonly onRovingKey: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** It can be dragged (default true); a display purse's pieces only speak. */
  readonly movable?: boolean;
  /** Chosen by a tap, waiting for a place (aria-pressed). Undefined: not a toggle. */
  readonly chosen?: boolean;
  readonly highlighted?: boolean;
  readonly disabled?: boolean;
}

/**
 * One coin or bill the child can tap, drag (mouse, finger, or Space then arrows) or key
 * (Enter, Delete). Named by text so the art stays decorative.
 */
export function PieceButton({
  dragId,
  zone,
  piece,
  side,
  size,
  name,
  onActivate,
  onRemove,
  roving,
  onRovingKey,
  movable = true,
  chosen,
  highlighted = false,
  disabled = false,
}: PieceButtonProps) {
  const drag = useDragItem(dragId, { zone, disabled: disabled || !movable });
  // dnd-kit's role and tab stop are replaced: the role is written out, the roving focus owns Tab.
  const { role: dragRole, tabIndex: dragTabIndex, ...dragAttributes } = drag.attributes;
  void dragRole;
  void dragTabIndex;
  const state = drag.isDragging
    ? 'dragging'
    : highlighted
      ? 'highlighted'
      : chosen
        ? 'chosen'
        : 'idle';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (drag.isDragging) return;
    if (event.key === 'Enter') {
      // Enter acts on the piece and never reaches the page, where it would Check.
      event.preventDefault();
      if (!disabled) onActivate();
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && onRemove) {
      event.preventDefault();
      if (!disabled) onRemove();
      return;
    }
    if (onRovingKey(event)) return;
    if (movable) drag.listeners?.onKeyDown?.(event);
  }

  return (
    <div
      {...(movable ? dragAttributes : {})}
      {...(movable ? drag.listeners : {})}
      ref={(element) => {
        drag.setNodeRef(element);
        roving.ref(element);
      }}
      role="button"
      tabIndex={roving.tabIndex}
      onFocus={roving.onFocus}
      onKeyDown={onKeyDown}
      {...drag.tapHandlers(() => {
        if (!disabled) onActivate();
      })}
      aria-pressed={chosen}
      aria-disabled={disabled || undefined}
      aria-roledescription={movable ? 'movable piece' : undefined}
      data-state={state}
      data-piece={piece}
      className={styles.piece}
      style={drag.style}
    >
      <VisuallyHidden>{name}</VisuallyHidden>
      <MoneyPiece id={piece} side={side} size={size} highlighted={highlighted} decorative />
    </div>
  );
}
