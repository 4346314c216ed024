import type { ClientRect, SensorContext, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { createPlaceCoordinates } from './keyboardCoordinates';

function rect(left: number, top: number, width = 150, height = 60): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

// Three cards in two columns, as a wrapping row lays them out on a phone:
//   a b
//   c
const rects = new Map<UniqueIdentifier, ClientRect>([
  ['a', rect(0, 0)],
  ['b', rect(160, 0)],
  ['c', rect(0, 70)],
]);

function press(
  code: string,
  over: UniqueIdentifier | null,
  options: {
    disabled?: UniqueIdentifier[];
    collisionRect?: ClientRect | null;
    columns?: number;
  } = {},
) {
  const event = { code, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  const context = {
    collisionRect: options.collisionRect === undefined ? rect(0, 0) : options.collisionRect,
    droppableRects: rects,
    droppableContainers: {
      get: (id: UniqueIdentifier) => ({ id, disabled: options.disabled?.includes(id) ?? false }),
    },
    over: over === null ? null : { id: over },
  } as unknown as SensorContext;
  const getter = createPlaceCoordinates(
    () => ['a', 'b', 'c'],
    () => ({ columns: options.columns }),
  );
  const result = getter(event, { active: 'a', context, currentCoordinates: { x: 0, y: 0 } });
  return { result, prevented: vi.mocked(event.preventDefault).mock.calls.length > 0 };
}

describe('createPlaceCoordinates', () => {
  it('moves Down to the next place in list order, not the card below', () => {
    expect(press('ArrowDown', 'a').result).toEqual({ x: 160, y: 0 });
  });

  it('moves Right from the end of a row to the first card of the next row', () => {
    expect(press('ArrowRight', 'b').result).toEqual({ x: 0, y: 70 });
  });

  it('moves Up and Left to the previous place in list order', () => {
    expect(press('ArrowUp', 'c').result).toEqual({ x: 160, y: 0 });
    expect(press('ArrowLeft', 'b').result).toEqual({ x: 0, y: 0 });
  });

  it('jumps to the last place with End, skipping disabled places', () => {
    expect(press('End', 'a').result).toEqual({ x: 0, y: 70 });
    expect(press('ArrowRight', 'a', { disabled: ['b'] }).result).toEqual({ x: 0, y: 70 });
  });

  it('moves Down a row when told the places form a grid of 2 columns', () => {
    expect(press('ArrowDown', 'a', { columns: 2 }).result).toEqual({ x: 0, y: 70 });
    expect(press('ArrowDown', 'b', { columns: 2 })).toEqual({ result: undefined, prevented: true });
  });

  it('centres the held item on a place of another size', () => {
    expect(press('ArrowDown', 'a', { collisionRect: rect(0, 0, 50, 20) }).result).toEqual({
      x: 210,
      y: 20,
    });
  });

  it('starts from the held item’s own place when it is over none', () => {
    expect(press('ArrowDown', null).result).toEqual({ x: 160, y: 0 });
  });

  it('stays at the last place but still keeps the page from scrolling', () => {
    expect(press('ArrowDown', 'c')).toEqual({ result: undefined, prevented: true });
  });

  it('leaves other keys alone', () => {
    expect(press('Tab', 'a')).toEqual({ result: undefined, prevented: false });
  });
});
