import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastEnabledIndex, nextRovingIndex, type RovingShape } from './rovingModel';

const keys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;

/** Any list or grid, with some items disabled and a start index inside it. */
const shapeAndIndex = fc
  .record({
    count: fc.integer({ min: 1, max: 40 }),
    columns: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    wrap: fc.boolean(),
    orientation: fc.constantFrom('both', 'horizontal', 'vertical'),
    page: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    disabledSeed: fc.array(fc.integer({ min: 0, max: 39 }), { maxLength: 20 }),
    start: fc.nat(),
  })
  .map(({ count, disabledSeed, start, ...rest }) => {
    const disabled = disabledSeed.filter((index) => index < count);
    const shape: RovingShape = { count, disabled, ...rest };
    return { shape, start: start % count };
  });

describe('nextRovingIndex properties', () => {
  it('only ever lands on an enabled index in range', () => {
    fc.assert(
      fc.property(
        shapeAndIndex,
        fc.constantFrom(...keys),
        fc.boolean(),
        ({ shape, start }, key, ctrlKey) => {
          const next = nextRovingIndex(start, { key, ctrlKey }, shape);
          if (next === undefined) return;
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(shape.count);
          expect(shape.disabled).not.toContain(next);
        },
      ),
    );
  });

  it('keeps landing on enabled indices along any run of keys', () => {
    fc.assert(
      fc.property(
        shapeAndIndex,
        fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 30 }),
        ({ shape, start }, run) => {
          let index = start;
          for (const key of run) index = nextRovingIndex(index, key, shape) ?? index;
          if (index !== start) expect(shape.disabled).not.toContain(index);
        },
      ),
    );
  });

  it('reaches the last enabled index with Home then End (Ctrl in a grid)', () => {
    fc.assert(
      fc.property(shapeAndIndex, ({ shape, start }) => {
        const ctrlKey = shape.columns !== undefined;
        const home = nextRovingIndex(start, { key: 'Home', ctrlKey }, shape);
        if (lastEnabledIndex(shape) === undefined) {
          expect(home).toBeUndefined();
          return;
        }
        expect(home).toBeDefined();
        const end = nextRovingIndex(home ?? start, { key: 'End', ctrlKey }, shape);
        expect(end).toBe(lastEnabledIndex(shape));
      }),
    );
  });

  it('comes back with Left after Right when nothing is disabled and nothing wraps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        fc.nat(),
        (count, columns, seed) => {
          const shape: RovingShape = { count, columns, wrap: false };
          const start = seed % count;
          const right = nextRovingIndex(start, 'ArrowRight', shape);
          expect(right).toBe(Math.min(start + 1, count - 1));
          if (right === start) return; // at the end: nothing moved, so nothing to undo
          expect(nextRovingIndex(right ?? start, 'ArrowLeft', shape)).toBe(start);
        },
      ),
    );
  });

  it('comes back with Up after Down in a full grid column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (count, columns, seed) => {
          const shape: RovingShape = { count, columns };
          const start = seed % count;
          const down = nextRovingIndex(start, 'ArrowDown', shape);
          if (down === start) return;
          expect(down).toBe(start + columns);
          expect(nextRovingIndex(down ?? start, 'ArrowUp', shape)).toBe(start);
        },
      ),
    );
  });
});
