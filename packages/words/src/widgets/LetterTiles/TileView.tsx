import { useDragItem } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import * as styles from './LetterTiles.css';
import type { Tile } from './tilesModel';

/** Props of one movable tile. */
export interface TileViewProps {
  /** The drag item's id: `tray:<tile id>` or `slot:<index>`. */
  readonly dragId: string;
  readonly tile: Tile;
  /** The zone it is in now (the tray's or a slot's id). */
  readonly zone: string;
  /** Its accessible name ("c", "a, slot 2"). */
  readonly name: string;
  readonly held: boolean;
  /** It cannot be dragged (after the answer). */
  readonly disabled: boolean;
  /** It cannot be tapped either (a tray tile after the answer); a slot's tile still speaks. */
  readonly tapDisabled?: boolean;
  /** Every tap counts, also the second of a quick double tap (an A–Z rack key: "ss"). */
  readonly repeatTaps?: boolean;
  /** A tap, a click or Enter. */
  readonly onTap: () => void;
  /** Roving focus and registration for the slide-back animation. */
  readonly setRef?: (element: HTMLElement | null) => void;
  readonly tabIndex?: 0 | -1;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void;
  readonly children?: ReactNode;
}

/** One tile: dragged by mouse, finger or keyboard (Space), or tapped (or Enter). */
export function TileView({
  dragId,
  tile,
  zone,
  name,
  held,
  disabled,
  tapDisabled = disabled,
  repeatTaps = false,
  onTap,
  setRef,
  tabIndex,
  onKeyDown,
  onFocus,
  children,
}: TileViewProps) {
  const drag = useDragItem(dragId, { zone, disabled });
  const tap = drag.tapHandlers(onTap);
  // The role is written out so linters and readers see it; dnd-kit's is the same.
  const { role: dragRole, tabIndex: dragTabIndex, ...attributes } = drag.attributes;
  void dragRole;
  return (
    <div
      ref={(element) => {
        drag.setNodeRef(element);
        setRef?.(element);
      }}
      role="button"
      tabIndex={tabIndex ?? dragTabIndex}
      {...attributes}
      {...drag.listeners}
      aria-roledescription={`${tile.kind === 'letter' ? 'letter' : tile.kind} tile`}
      aria-disabled={tapDisabled || undefined}
      data-state={held || drag.isDragging ? 'dragging' : 'idle'}
      data-tile={tile.text}
      className={styles.tile}
      style={drag.style}
      onMouseDownCapture={tap.onMouseDownCapture}
      onTouchStartCapture={tap.onTouchStartCapture}
      onClick={(event) => {
        // The second click of a double tap never acts twice, but on a rack key it is a letter.
        if ((event.detail > 1 && !repeatTaps) || tapDisabled) return;
        tap.onClick();
      }}
      onFocus={onFocus}
      onKeyDown={(event) => {
        // Enter taps (and never reaches the page, where it would Check).
        if (event.key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          if (!drag.isDragging && !tapDisabled) onTap();
          return;
        }
        onKeyDown?.(event);
        if (!event.defaultPrevented) drag.listeners?.onKeyDown?.(event);
      }}
    >
      {/* Named by text, so the letter shown and the name never disagree. */}
      <VisuallyHidden>{name}</VisuallyHidden>
      <span aria-hidden="true">{tile.text}</span>
      {children}
    </div>
  );
}
