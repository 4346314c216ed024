import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { firstEnabledIndex, nextRovingIndex, type RovingShape } from './rovingModel';

/** Options of {@link useRovingFocus}: the shape of the items, and which one is selected. */
export interface UseRovingFocusOptions extends RovingShape {
  /** The selected item: it holds the tab stop while it is enabled. */
  readonly selectedIndex?: number | null;
  /** Called after a key moved focus to another item. */
  readonly onMove?: (index: number) => void;
}

/** What each item spreads (or composes, to add its own key or focus handling). */
export interface RovingItemProps {
  readonly ref: (element: HTMLElement | null) => void;
  readonly tabIndex: 0 | -1;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** What {@link useRovingFocus} gives back. */
export interface RovingFocus {
  /** The item with `tabIndex` 0, if any. */
  readonly tabStop: number | undefined;
  /** The item that last had focus, if any. */
  readonly focusedIndex: number | null;
  /** Props for item `index`. */
  readonly getItemProps: (index: number) => RovingItemProps;
  /** Moves focus for a key press on item `index`; true when the key was a move (handled). */
  readonly handleKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => boolean;
  /** Focuses item `index` (it then holds the tab stop). */
  readonly focus: (index: number) => void;
}

function isEnabled(shape: RovingShape, index: number | null | undefined): index is number {
  if (index === null || index === undefined) return false;
  if (index < 0 || index >= shape.count) return false;
  return !new Set(shape.disabled ?? []).has(index);
}

/**
 * One tab stop for a list or grid of items (roving tabindex): the selected item holds it,
 * else the last focused, else the first enabled; arrows, Home/End and PageUp/PageDown move
 * focus as {@link nextRovingIndex} says.
 */
export function useRovingFocus(options: UseRovingFocusOptions): RovingFocus {
  const { selectedIndex, onMove, ...shape } = options;
  const elements = useRef(new Map<number, HTMLElement>());
  // One ref setter per index, so React does not detach and reattach every item each render.
  const refSetters = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);

  const tabStop = isEnabled(shape, selectedIndex)
    ? selectedIndex
    : isEnabled(shape, focusedIndex)
      ? focusedIndex
      : (firstEnabledIndex(shape) ?? (shape.count > 0 ? 0 : undefined));

  function focus(index: number) {
    elements.current.get(index)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, index: number): boolean {
    // Alt+arrows belong to the browser (history) and assistive tech.
    if (event.altKey) return false;
    const next = nextRovingIndex(
      index,
      { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey },
      shape,
    );
    if (next === undefined) return false;
    event.preventDefault();
    if (next !== index) {
      focus(next);
      onMove?.(next);
    }
    return true;
  }

  function refFor(index: number) {
    let setRef = refSetters.current.get(index);
    if (!setRef) {
      setRef = (element: HTMLElement | null) => {
        if (element) elements.current.set(index, element);
        else elements.current.delete(index);
      };
      refSetters.current.set(index, setRef);
    }
    return setRef;
  }

  function getItemProps(index: number): RovingItemProps {
    return {
      ref: refFor(index),
      tabIndex: index === tabStop ? 0 : -1,
      onKeyDown: (event) => {
        handleKeyDown(event, index);
      },
      onFocus: () => setFocusedIndex(index),
    };
  }

  return { tabStop, focusedIndex, getItemProps, handleKeyDown, focus };
}
