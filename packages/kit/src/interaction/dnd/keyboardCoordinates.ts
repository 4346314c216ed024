import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { centredOn, nextPlace, placeKeys, type PlaceLayout } from './places';

/**
 * A coordinate getter for dnd-kit's KeyboardSensor that jumps a held item from place to place
 * in `getOrder()`'s order (Right/Down: next, Left/Up: previous, Home/End: first/last; in a
 * grid layout Up/Down move a row),
 * centring it on the place so that place, and no other, is under it. dnd-kit's own getters
 * move by distance or to the nearest place on screen, so in a grid of 2 columns Down skipped
 * a place, and a bin far away took many presses.
 */
export function createPlaceCoordinates(
  getOrder: () => readonly UniqueIdentifier[],
  getLayout: () => PlaceLayout = () => ({}),
): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    if (!(placeKeys as readonly string[]).includes(event.code)) return undefined;
    // Arrows never scroll the page while an item is held, even at the last place.
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers, over } = context;
    if (!collisionRect) return undefined;
    const order = getOrder().filter(
      (id) => droppableRects.has(id) && droppableContainers.get(id)?.disabled !== true,
    );
    const key = { key: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
    const target = nextPlace(order, over?.id ?? active, key, getLayout());
    const rect = target === undefined ? undefined : droppableRects.get(target);
    return rect ? centredOn(rect, collisionRect) : undefined;
  };
}
