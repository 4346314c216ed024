import {
  pointerWithin,
  rectIntersection,
  type ClientRect,
  type CollisionDetection,
} from '@dnd-kit/core';

function contains(rect: ClientRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/**
 * Which place a held item is over: the one under the pointer or finger; else the one under
 * the item's centre (always so for the keyboard, which centres it on a place); else the one
 * it overlaps most, so a small hand that lets go a little off a bin still hits it.
 */
export const placeCollision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  if (underPointer.length > 0) return underPointer;
  const { collisionRect, droppableRects, droppableContainers } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  const underCentre = droppableContainers.filter((container) => {
    const rect = droppableRects.get(container.id);
    return rect !== undefined && contains(rect, x, y);
  });
  if (underCentre.length > 0) {
    return underCentre.map((container) => ({
      id: container.id,
      data: { droppableContainer: container },
    }));
  }
  return rectIntersection(args);
};
