import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useRef, useState } from 'react';
import { createPlaceCoordinates } from './keyboardCoordinates';
import type { PlaceLayout } from './places';

/**
 * The sensors every Lingo drag shares: a mouse moves 6 px before a drag starts (so a click
 * still taps); a finger presses 180 ms first (so the page still scrolls under it); the
 * keyboard picks up and drops with Space, cancels with Escape, and jumps from place to place
 * in `order` (by rows too, in a grid `layout`).
 */
export function usePlaceSensors(order: readonly UniqueIdentifier[], layout: PlaceLayout = {}) {
  // The sensor keeps the getter it was built with; it reads the latest order and layout.
  const latest = useRef({ order, layout });
  latest.current = { order, layout };
  const [coordinateGetter] = useState(() =>
    createPlaceCoordinates(
      () => latest.current.order,
      () => latest.current.layout,
    ),
  );
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
}
