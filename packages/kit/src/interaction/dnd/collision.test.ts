import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { placeCollision } from './collision';

function rect(left: number, top: number, width: number, height: number): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

const rects = new Map<UniqueIdentifier, ClientRect>([
  ['tray', rect(0, 0, 400, 100)],
  ['left-bin', rect(0, 150, 190, 200)],
  ['right-bin', rect(210, 150, 190, 200)],
]);
const containers = [...rects.keys()].map((id) => ({ id }) as unknown as DroppableContainer);

function over(collisionRect: ClientRect, pointer: { x: number; y: number } | null) {
  const collisions = placeCollision({
    active: { id: 'coin', data: { current: undefined }, rect: { current: {} } },
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } as unknown as Parameters<typeof placeCollision>[0]);
  return collisions[0]?.id;
}

describe('placeCollision', () => {
  it('takes the place under the pointer first', () => {
    expect(over(rect(150, 160, 60, 60), { x: 300, y: 200 })).toBe('right-bin');
  });

  it('takes the place under the item’s centre without a pointer (keyboard)', () => {
    expect(over(rect(150, 200, 60, 60), null)).toBe('left-bin');
  });

  it('takes the place the item overlaps most when nothing is under it', () => {
    expect(over(rect(160, 110, 60, 60), { x: 190, y: 120 })).toBe('left-bin');
  });

  it('is over no place when the item touches none', () => {
    expect(over(rect(500, 500, 60, 60), { x: 520, y: 520 })).toBeUndefined();
  });
});
