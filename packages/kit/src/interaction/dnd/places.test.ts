import { describe, expect, it } from 'vitest';
import { centredOn, itemsIn, nextPlace, placeItem, unplacedCount } from './places';

describe('nextPlace', () => {
  const order = ['tray', 'nickels', 'dimes', 'loonies'];

  it('goes to the next place with Right or Down, whatever the layout', () => {
    expect(nextPlace(order, 'tray', 'ArrowRight')).toBe('nickels');
    expect(nextPlace(order, 'nickels', 'ArrowDown')).toBe('dimes');
  });

  it('goes to the previous place with Left or Up', () => {
    expect(nextPlace(order, 'dimes', 'ArrowLeft')).toBe('nickels');
    expect(nextPlace(order, 'nickels', 'ArrowUp')).toBe('tray');
  });

  it('jumps to the first or last place with Home and End', () => {
    expect(nextPlace(order, 'dimes', 'Home')).toBe('tray');
    expect(nextPlace(order, 'nickels', 'End')).toBe('loonies');
  });

  it('has nowhere to go past either end (no wrap)', () => {
    expect(nextPlace(order, 'loonies', 'ArrowRight')).toBeUndefined();
    expect(nextPlace(order, 'tray', 'ArrowUp')).toBeUndefined();
    expect(nextPlace(order, 'loonies', 'End')).toBeUndefined();
  });

  it('starts from the first or last place when the item is over none', () => {
    expect(nextPlace(order, null, 'ArrowDown')).toBe('tray');
    expect(nextPlace(order, undefined, 'ArrowLeft')).toBe('loonies');
    expect(nextPlace(order, 'somewhere else', 'ArrowRight')).toBe('tray');
  });

  it('moves a row with Up and Down when the places form a grid', () => {
    // Two weeks of days, 7 to a row.
    const days = Array.from({ length: 14 }, (_, index) => `day-${index + 1}`);
    expect(nextPlace(days, 'day-3', 'ArrowDown', { columns: 7 })).toBe('day-10');
    expect(nextPlace(days, 'day-10', 'ArrowUp', { columns: 7 })).toBe('day-3');
    expect(nextPlace(days, 'day-7', 'ArrowRight', { columns: 7 })).toBe('day-8');
    expect(nextPlace(days, 'day-10', 'Home', { columns: 7 })).toBe('day-8');
    expect(nextPlace(days, 'day-10', { key: 'Home', ctrlKey: true }, { columns: 7 })).toBe('day-1');
    expect(nextPlace(days, 'day-12', 'ArrowDown', { columns: 7 })).toBeUndefined();
  });

  it('ignores other keys and empty orders', () => {
    expect(nextPlace(order, 'tray', 'Space')).toBeUndefined();
    expect(nextPlace(order, 'tray', 'PageDown')).toBeUndefined();
    expect(nextPlace([], null, 'ArrowRight')).toBeUndefined();
  });
});

describe('centredOn', () => {
  it('centres a small item on a big bin', () => {
    expect(
      centredOn({ left: 100, top: 200, width: 300, height: 200 }, { width: 60, height: 40 }),
    ).toEqual({ x: 220, y: 280 });
  });

  it('centres a big card on a smaller place (negative margins)', () => {
    expect(
      centredOn({ left: 0, top: 0, width: 100, height: 50 }, { width: 150, height: 60 }),
    ).toEqual({ x: -25, y: -5 });
  });
});

describe('itemsIn and unplacedCount', () => {
  const placement = { a: 'bin-1', b: null, c: 'bin-1', d: 'bin-2' };

  it('lists a zone’s items in item order, the tray as null', () => {
    expect(itemsIn(placement, 'bin-1', ['c', 'b', 'a', 'd'])).toEqual(['c', 'a']);
    expect(itemsIn(placement, null, ['a', 'b', 'c', 'd', 'e'])).toEqual(['b', 'e']);
  });

  it('counts the items still in the tray, missing entries included', () => {
    expect(unplacedCount(placement, ['a', 'b', 'c', 'd', 'e'])).toBe(2);
  });
});

describe('placeItem', () => {
  it('puts an item into a zone and back into the tray', () => {
    const placed = placeItem({ a: null, b: null }, 'a', 'bin-1');
    expect(placed).toEqual({ a: 'bin-1', b: null });
    expect(placeItem(placed, 'a', null)).toEqual({ a: null, b: null });
  });

  it('does not change its input', () => {
    const placement = { a: null };
    placeItem(placement, 'a', 'bin-1');
    expect(placement).toEqual({ a: null });
  });

  it('lets any number of items share a zone by default', () => {
    expect(placeItem({ a: 'bin-1', b: 'bin-1', c: null }, 'c', 'bin-1')).toEqual({
      a: 'bin-1',
      b: 'bin-1',
      c: 'bin-1',
    });
  });

  it('sends the item in a full slot back to the tray when a tray item takes it', () => {
    expect(placeItem({ t: 'slot-1', a: null }, 'a', 'slot-1', { capacity: 1 })).toEqual({
      t: null,
      a: 'slot-1',
    });
  });

  it('swaps two slotted items', () => {
    expect(placeItem({ t: 'slot-1', a: 'slot-2' }, 'a', 'slot-1', { capacity: 1 })).toEqual({
      t: 'slot-2',
      a: 'slot-1',
    });
  });

  it('gives way with the first item in item order, per-zone capacity', () => {
    const capacity = (zone: string) => (zone === 'purse' ? 2 : Number.POSITIVE_INFINITY);
    expect(
      placeItem({ x: 'purse', y: 'purse', z: 'bank' }, 'z', 'purse', {
        capacity,
        items: ['y', 'x', 'z'],
      }),
    ).toEqual({ x: 'purse', y: 'bank', z: 'purse' });
  });

  it('keeps everything when an item is dropped where it already is', () => {
    expect(placeItem({ t: 'slot-1' }, 't', 'slot-1', { capacity: 1 })).toEqual({ t: 'slot-1' });
  });
});
