import { VisuallyHidden } from '@lingos/ui';
import { useDragItem, type RovingItemProps } from '@lingos/kit';
import type { KeyboardEvent, ReactElement } from 'react';
import * as styles from './BalanceScale.css';
import type { BalanceThing, DrawnSize } from './balanceModel';
import { ThingArt } from './ThingArt';

/** Props of {@link StackButton}. */
export interface StackButtonProps {
  /** The drag item's id ("tray/mass-100"), unique in the scale's DropZones. */
  readonly dragId: string;
  /** The place it is in now (a DropZones zone id). */
  readonly zone: string;
  readonly thing: BalanceThing;
  readonly count: number;
  /** Its accessible name ("100 g mass, 3 in the tray"). */
  readonly name: string;
  /** Tapped, or Enter. */
  readonly onActivate: () => void;
  /** Delete or Backspace. */
  readonly onRemove: () => void;
  readonly roving: RovingItemProps;
  readonly onRovingKey: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** One of it can be dragged (something is there, and not locked). */
  readonly movable: boolean;
  /** Chosen by a tap, waiting to move (aria-pressed). Undefined: not a toggle. */
  readonly chosen?: boolean;
  readonly disabled?: boolean;
  /** The scale's drawn sizes by object id (see `drawnSizeOf`). */
  readonly drawnSizes?: Readonly<Record<string, DrawnSize>>;
}

/**
 * One stack of equal things the child can tap, drag (mouse, finger, or Space then arrows) or
 * key (Enter, Delete). Named by text, so the art stays decorative.
 */
export function StackButton({
  dragId,
  zone,
  thing,
  count,
  name,
  onActivate,
  onRemove,
  roving,
  onRovingKey,
  movable,
  chosen,
  disabled = false,
  drawnSizes,
}: StackButtonProps): ReactElement {
  const drag = useDragItem(dragId, { zone, disabled: disabled || !movable });
  // dnd-kit's role and tab stop are replaced: the role is written out, the roving focus owns Tab.
  const { role: dragRole, tabIndex: dragTabIndex, ...dragAttributes } = drag.attributes;
  void dragRole;
  void dragTabIndex;
  const state = drag.isDragging ? 'dragging' : count === 0 ? 'empty' : chosen ? 'chosen' : 'idle';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (drag.isDragging) return;
    if (event.key === 'Enter') {
      // Enter acts on the stack and never reaches the page, where it would Check.
      event.preventDefault();
      if (!disabled) onActivate();
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
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
      aria-disabled={disabled || count === 0 || undefined}
      aria-roledescription={movable ? 'movable stack' : undefined}
      data-state={state}
      data-kind={dragId.slice(dragId.indexOf('/') + 1)}
      className={styles.stack}
      style={drag.style}
    >
      <VisuallyHidden>{name}</VisuallyHidden>
      <ThingArt thing={thing} count={count} drawnSizes={drawnSizes} />
    </div>
  );
}
