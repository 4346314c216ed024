import { describe, expect, it } from 'vitest';
import { beginGesture, isGesturePointer, moveGesture } from './gesture';

describe('pointer gestures', () => {
  it('is a tap until the pointer moves past the slop', () => {
    let gesture = beginGesture(1, { x: 10, y: 10 });
    gesture = moveGesture(gesture, 1, { x: 13, y: 12 });
    expect(gesture.moved).toBe(false);
    gesture = moveGesture(gesture, 1, { x: 20, y: 10 });
    expect(gesture.moved).toBe(true);
    // Once a drag, always a drag, even back at the start.
    expect(moveGesture(gesture, 1, { x: 10, y: 10 }).moved).toBe(true);
  });

  it('ignores another pointer', () => {
    const gesture = beginGesture(1, { x: 0, y: 0 });
    expect(moveGesture(gesture, 2, { x: 90, y: 90 })).toBe(gesture);
    expect(isGesturePointer(gesture, 2)).toBe(false);
    expect(isGesturePointer(null, 1)).toBe(false);
    expect(isGesturePointer(gesture, 1)).toBe(true);
  });
});
