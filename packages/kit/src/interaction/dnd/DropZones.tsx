import {
  DndContext,
  useDraggable,
  useDroppable,
  type Active,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import {
  useEffect,
  useRef,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { placeCollision } from './collision';
import { placeInstructions, type PlaceAnnouncements } from './placeTexts';
import { usePlaceSensors } from './usePlaceSensors';

/** Props of {@link DropZones}. */
export interface DropZonesProps {
  /** Every zone id, in the order the arrow keys visit them (a tray first, then the bins). */
  readonly zones: readonly string[];
  /** Zones per row when they form a grid (days of a month): Up/Down then move a row. */
  readonly columns?: number;
  /** An item was let go over a zone other than its own (not called over none, or on Escape). */
  readonly onDrop: (itemId: string, zoneId: string) => void;
  /** What a screen reader hears; see `placeAnnouncements` for the defaults. */
  readonly announcements: PlaceAnnouncements;
  /** How to move an item, read with each one (default {@link placeInstructions}). */
  readonly instructions?: string;
  /** An item was picked up (its id) or let go (null). */
  readonly onHoldChange?: (itemId: string | null) => void;
  readonly children: ReactNode;
}

function zoneOf(active: Active): string | null {
  const zone: unknown = active.data.current?.zone;
  return typeof zone === 'string' ? zone : null;
}

/**
 * The shared "move items into places" context (@dnd-kit): items (`useDragItem`) go into
 * zones (`useDropZone`) by mouse (after 6 px), finger (after a 180 ms press) or keyboard
 * (Space picks up, arrows jump from zone to zone in `zones` order, Space drops, Escape
 * cancels), with spoken announcements. Bins, a purse or letter slots are zones.
 */
export function DropZones({
  zones,
  columns,
  onDrop,
  announcements,
  instructions = placeInstructions,
  onHoldChange,
  children,
}: DropZonesProps) {
  const sensors = usePlaceSensors(zones, { columns });
  const lastOver = useRef<string | null>(null);

  const spoken: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = zoneOf(active);
      return announcements.pickedUp(String(active.id), zoneOf(active));
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the item over its own zone right after pick-up; keep "Picked up".
      const zone = over ? String(over.id) : null;
      if (zone === lastOver.current) return undefined;
      lastOver.current = zone;
      return announcements.over(String(active.id), zone);
    },
    onDragEnd: ({ active, over }) =>
      announcements.dropped(String(active.id), over ? String(over.id) : null),
    onDragCancel: ({ active }) => announcements.cancelled(String(active.id), zoneOf(active)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={placeCollision}
      onDragStart={({ active }) => onHoldChange?.(String(active.id))}
      onDragCancel={() => onHoldChange?.(null)}
      onDragEnd={({ active, over }) => {
        onHoldChange?.(null);
        if (over && String(over.id) !== zoneOf(active)) onDrop(String(active.id), String(over.id));
      }}
      accessibility={{
        announcements: spoken,
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      {children}
    </DndContext>
  );
}

/** What {@link useDropZone} gives a zone. */
export interface DropZone {
  readonly setNodeRef: (element: HTMLElement | null) => void;
  /** An item is held over this zone. */
  readonly isOver: boolean;
  /** Some item is held (zones may show themselves as targets). */
  readonly isHolding: boolean;
}

/** Makes an element a zone of the enclosing {@link DropZones}. */
export function useDropZone(id: string, options: { readonly disabled?: boolean } = {}): DropZone {
  const { setNodeRef, isOver, active } = useDroppable({ id, disabled: options.disabled ?? false });
  return { setNodeRef, isOver, isHolding: active !== null };
}

/** What {@link useDragItem} gives an item. */
export interface DragItem {
  readonly setNodeRef: (element: HTMLElement | null) => void;
  /** ARIA for the handle: role, tabIndex, description, disabled state. */
  readonly attributes: DraggableAttributes;
  /** Pointer and key listeners for the handle. */
  readonly listeners: DraggableSyntheticListeners;
  /** Follows the pointer (or the keyboard's jumps) while held. */
  readonly style: CSSProperties;
  readonly isDragging: boolean;
  /**
   * Handlers for a tap on the item: a click, or a press that picked the item up and let it
   * go where it was (within 10 px). The click ending a drag that moved the item is skipped
   * (the drop already did what the child meant). Spread them on the handle.
   */
  tapHandlers(onTap: () => void): {
    readonly onMouseDownCapture: () => void;
    readonly onTouchStartCapture: () => void;
    readonly onPointerDownCapture: (event: ReactPointerEvent) => void;
    readonly onPointerUp: (event: ReactPointerEvent) => void;
    readonly onClick: () => void;
  };
}

/** How far (px) a picked-up item may move and still count as tapped when let go. */
const TAP_SLOP = 10;

/** Makes an element an item of the enclosing {@link DropZones}, now in `zone` (null: none). */
export function useDragItem(
  id: string,
  options: { readonly zone: string | null; readonly disabled?: boolean },
): DragItem {
  const { setNodeRef, attributes, listeners, transform, isDragging } = useDraggable({
    id,
    disabled: options.disabled ?? false,
    data: { zone: options.zone },
  });
  const dragged = useRef(false);
  const pressedAt = useRef<{ readonly x: number; readonly y: number } | null>(null);
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);
  return {
    setNodeRef,
    attributes,
    listeners,
    isDragging,
    tapHandlers: (onTap) => ({
      onMouseDownCapture: () => {
        dragged.current = false;
      },
      onTouchStartCapture: () => {
        dragged.current = false;
      },
      onPointerDownCapture: (event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event) => {
        // A press that picked the item up (a child's finger resting past the touch delay, a
        // mouse jittering past 6 px) and let it go where it was is a slow tap. dnd-kit stops
        // the click that follows any pick-up, so the tap happens here.
        const at = pressedAt.current;
        pressedAt.current = null;
        if (!dragged.current || !at) return;
        if (Math.hypot(event.clientX - at.x, event.clientY - at.y) <= TAP_SLOP) onTap();
      },
      onClick: () => {
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        onTap();
      },
    }),
    style: {
      transform: CSS.Translate.toString(transform),
      zIndex: isDragging ? 2 : undefined,
      position: isDragging ? 'relative' : undefined,
    },
  };
}
