import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sliderKeyDelta, sliderKeyTarget, snapToMultiple } from './sliderKeys';

const day = { min: 0, max: 1440, step: 15, pageStep: 60, shiftStep: 60, snapToGrid: true };

describe('sliderKeyDelta', () => {
  it('moves one step forward with Up and Right, back with Down and Left', () => {
    expect(sliderKeyDelta('ArrowUp')).toBe(1);
    expect(sliderKeyDelta('ArrowRight', {}, { step: 5 })).toBe(5);
    expect(sliderKeyDelta('ArrowDown', {}, { step: 5 })).toBe(-5);
    expect(sliderKeyDelta('ArrowLeft')).toBe(-1);
  });

  it('moves a page with PageUp/PageDown and a shift step with Shift+arrows', () => {
    expect(sliderKeyDelta('PageUp', {}, { step: 1, pageStep: 5 })).toBe(5);
    expect(sliderKeyDelta('PageDown', {}, { step: 2 })).toBe(-20);
    expect(sliderKeyDelta('ArrowUp', { shiftKey: true }, { step: 1, shiftStep: 60 })).toBe(60);
    expect(sliderKeyDelta('ArrowLeft', { shiftKey: true }, { step: 1, pageStep: 5 })).toBe(-5);
  });

  it('leaves other keys alone, Home and End included', () => {
    expect(sliderKeyDelta('Enter')).toBeUndefined();
    expect(sliderKeyDelta('Home')).toBeUndefined();
    expect(sliderKeyDelta('a')).toBeUndefined();
  });
});

describe('sliderKeyTarget', () => {
  it('goes to the ends with Home and End', () => {
    expect(sliderKeyTarget(540, 'Home', {}, day)).toBe(0);
    expect(sliderKeyTarget(540, 'End', {}, day)).toBe(1440);
  });

  it('lands arrows on their own grid and pages on the step grid when snapping', () => {
    expect(sliderKeyTarget(540, 'ArrowRight', {}, day)).toBe(555);
    expect(sliderKeyTarget(547, 'ArrowRight', {}, day)).toBe(555);
    expect(sliderKeyTarget(555, 'ArrowRight', { shiftKey: true }, day)).toBe(600);
    expect(sliderKeyTarget(547, 'PageDown', {}, day)).toBe(480);
  });

  it('moves by exactly the step without a grid, and stops at the ends', () => {
    const ruler = { min: 0, max: 30, step: 1, pageStep: 5 };
    expect(sliderKeyTarget(7, 'PageUp', {}, ruler)).toBe(12);
    expect(sliderKeyTarget(28, 'PageUp', {}, ruler)).toBe(30);
    expect(sliderKeyTarget(0, 'ArrowDown', {}, ruler)).toBe(0);
    expect(sliderKeyTarget(7, 'Tab', {}, ruler)).toBeUndefined();
  });

  it('always stays inside the range, whatever the key and value', () => {
    const keys = [
      'ArrowUp',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'PageUp',
      'PageDown',
      'Home',
      'End',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -100, max: 200 }),
        fc.constantFrom(...keys),
        fc.boolean(),
        fc.boolean(),
        (min, span, value, key, shiftKey, snapToGrid) => {
          const options = { min, max: min + span, step: 3, pageStep: 7, snapToGrid };
          const target = sliderKeyTarget(value, key, { shiftKey }, options) as number;
          expect(target).toBeGreaterThanOrEqual(min);
          expect(target).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });

  it('an arrow forward then back returns to the start away from the ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 90 }), (value) => {
        const options = { min: 0, max: 100, step: 1 };
        const forward = sliderKeyTarget(value, 'ArrowUp', {}, options) as number;
        expect(sliderKeyTarget(forward, 'ArrowDown', {}, options)).toBe(value);
      }),
    );
  });
});

describe('snapToMultiple', () => {
  it('rounds to the nearest multiple', () => {
    expect(snapToMultiple(52, 5)).toBe(50);
    expect(snapToMultiple(53, 5)).toBe(55);
    expect(snapToMultiple(53, 0)).toBe(53);
  });
});
