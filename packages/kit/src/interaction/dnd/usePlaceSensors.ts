import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useRef } from 'react';
import { createPlaceCoordinates } from './keyboardCoordinates';

/**
 * The sensors every Lingo drag shares: a mouse moves 6 px before a drag starts (so a click
 * still taps); a finger presses 180 ms first (so the page still scrolls under it); the
 * keyboard picks up and drops with Space, cancels with Escape, and jumps from place to place
 * in `order`.
 */
export function usePlaceSensors(order: readonly UniqueIdentifier[]) {
  const orderRef = useRef(order);
  orderRef.current = order;
  const coordinateGetterRef = useRef(createPlaceCoordinates(() => orderRef.current));
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: coordinateGetterRef.current,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
}
