import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  beginGesture,
  isGesturePointer,
  moveGesture,
  TAP_SLOP_PX,
  type PointerGesture,
} from './gesture';
import type { Point } from './geometry';

/** What `onStart` is told: where the press is and what it is on. */
export interface PointerDragStart<E extends Element> {
  readonly client: Point;
  /** The element under the pointer (a hand, a marker, the face). */
  readonly target: EventTarget;
  /** The element the handlers are on. */
  readonly element: E;
  readonly pointerType: string;
}

/** What `onMove` is told. */
export interface PointerDragMove {
  readonly client: Point;
  /** Moved more than the slop since the press: a drag, not a tap. */
  readonly moved: boolean;
}

/** What `onEnd` is told. */
export interface PointerDragEnd {
  readonly client: Point;
  /** False for a tap: the pointer went up near where it went down. */
  readonly moved: boolean;
  /** The browser took the pointer away (a scroll, a system gesture, a second window). */
  readonly cancelled: boolean;
}

/** Options of {@link usePointerDrag}. */
export interface PointerDragOptions<E extends Element> {
  /** A press began; return false to let it be (not on a draggable part). */
  readonly onStart?: (start: PointerDragStart<E>) => boolean | void;
  /** The pointer moved: at most once per animation frame, the latest position. */
  readonly onMove?: (move: PointerDragMove) => void;
  /** The press ended (up or cancel), after any last move. */
  readonly onEnd?: (end: PointerDragEnd) => void;
  /** How far (CSS px) the pointer may move and still be a tap; default 4. */
  readonly slop?: number;
  /** No drag starts. */
  readonly disabled?: boolean;
}

/** The pointer handlers to spread on the element, and whether a drag is under way. */
export interface PointerDrag<E extends Element> {
  readonly dragging: boolean;
  readonly handlers: {
    readonly onPointerDown: (event: PointerEvent<E>) => void;
    readonly onPointerMove: (event: PointerEvent<E>) => void;
    readonly onPointerUp: (event: PointerEvent<E>) => void;
    readonly onPointerCancel: (event: PointerEvent<E>) => void;
    readonly onLostPointerCapture: (event: PointerEvent<E>) => void;
  };
}

const requestFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(callback, 16) as unknown as number);

const cancelFrame = (id: number): void => {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id);
  else clearTimeout(id);
};

/**
 * Continuous manipulation by mouse, pen or finger, the one implementation every concept uses
 * (a clock hand, a marker on a time ribbon, a ruler, a thermometer level): the primary button
 * or the first finger only, pointer capture from the first move so the drag goes on outside
 * the element (a tap keeps its own click), no text selection or native drag, moves coalesced
 * to one per animation frame, and a tap told apart from a drag. The element should also have kit's `dragSurface` class (touch-action: none), so
 * a finger drags instead of scrolling the page. The keyboard equivalent is the slider model
 * (`sliderKeyTarget`).
 */
export function usePointerDrag<E extends Element>(options: PointerDragOptions<E>): PointerDrag<E> {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const gestureRef = useRef<PointerGesture | null>(null);
  const frameRef = useRef<number | null>(null);
  const capturedRef = useRef(false);
  const [dragging, setDragging] = useState(false);

  const flush = useCallback(() => {
    frameRef.current = null;
    const gesture = gestureRef.current;
    if (gesture) optionsRef.current.onMove?.({ client: gesture.last, moved: gesture.moved });
  }, []);

  useEffect(
    () => () => {
      if (frameRef.current !== null) cancelFrame(frameRef.current);
    },
    [],
  );

  const finish = useCallback(
    (event: PointerEvent<E>, cancelled: boolean) => {
      const gesture = gestureRef.current;
      if (!isGesturePointer(gesture, event.pointerId) || gesture === null) return;
      const last = cancelled
        ? gesture
        : moveGesture(
            gesture,
            event.pointerId,
            { x: event.clientX, y: event.clientY },
            optionsRef.current.slop ?? TAP_SLOP_PX,
          );
      // The last position counts: a quick flick can end before its frame comes.
      if (frameRef.current !== null) {
        cancelFrame(frameRef.current);
        frameRef.current = null;
        gestureRef.current = last;
        if (!cancelled) flush();
      } else if (!cancelled && last.last !== gesture.last) {
        gestureRef.current = last;
        flush();
      }
      gestureRef.current = null;
      const element = event.currentTarget;
      if (element.hasPointerCapture?.(event.pointerId))
        element.releasePointerCapture(event.pointerId);
      setDragging(false);
      optionsRef.current.onEnd?.({ client: last.last, moved: last.moved, cancelled });
    },
    [flush],
  );

  const handlers: PointerDrag<E>['handlers'] = {
    onPointerDown(event) {
      const current = optionsRef.current;
      if (current.disabled || event.button > 0) return;
      // One drag at a time: a second finger neither starts its own nor takes this one over.
      if (gestureRef.current !== null) return;
      const client = { x: event.clientX, y: event.clientY };
      const accepted = current.onStart?.({
        client,
        target: event.target,
        element: event.currentTarget,
        pointerType: event.pointerType,
      });
      if (accepted === false) return;
      // No text selection and no native drag: a second press on selected text would start a
      // native drag, which cancels the pointer and leaves the thing stuck.
      event.preventDefault();
      // The capture waits for the first move: a tap keeps its own click target (a number on
      // a clock face), while a drag follows the pointer anywhere once it moves.
      capturedRef.current = false;
      gestureRef.current = beginGesture(event.pointerId, client);
      setDragging(true);
    },
    onPointerMove(event) {
      const gesture = gestureRef.current;
      if (!isGesturePointer(gesture, event.pointerId) || gesture === null) return;
      if (!capturedRef.current) {
        capturedRef.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      gestureRef.current = moveGesture(
        gesture,
        event.pointerId,
        { x: event.clientX, y: event.clientY },
        optionsRef.current.slop ?? TAP_SLOP_PX,
      );
      // However fast the pointer events come, the view updates once per frame.
      if (frameRef.current === null) frameRef.current = requestFrame(flush);
    },
    onPointerUp: (event) => finish(event, false),
    onPointerCancel: (event) => finish(event, true),
    onLostPointerCapture: (event) => {
      // Only our own element losing the capture ends the drag. A touch starts captured by the
      // element under the finger (a clock hand); taking the capture to this element makes
      // that one lose it, and the event bubbles up here.
      if (event.target === event.currentTarget) finish(event, true);
    },
  };

  return { dragging, handlers };
}
