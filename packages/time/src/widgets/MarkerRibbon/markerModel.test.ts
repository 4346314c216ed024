import { sliderKeyTarget } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeDay, type RibbonWindow } from '../TimeRibbon/ribbonModel';
import { dragTarget, grabOffset, markerKeyOptions, snapPosition } from './markerModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** The whole day over 1440 px, from x = 100: a pixel a minute. */
const lane = { left: 100, top: 0, width: 1440, height: 48 };

const key = (value: number, name: string, shiftKey = false, step?: number): number | undefined =>
  sliderKeyTarget(value, name, { shiftKey }, markerKeyOptions(wholeDay, step));

/**
 * The marker's keys as the ribbon had them before kit's slider model: arrows by the step
 * (Shift by 1 h, on whole hours), PageUp/PageDown by 1 h snapped to the step, Home and End.
 */
function referenceKeyTarget(
  value: number,
  name: string,
  shiftKey: boolean,
  window: RibbonWindow,
  step: number,
): number | undefined {
  const snap = (position: number, grid: number) =>
    Math.min(window.to, Math.max(window.from, Math.round(position / grid) * grid));
  const size = shiftKey ? 60 : step;
  if (name === 'ArrowRight' || name === 'ArrowUp') return snap(value + size, size);
  if (name === 'ArrowLeft' || name === 'ArrowDown') return snap(value - size, size);
  if (name === 'PageUp') return snap(value + 60, step);
  if (name === 'PageDown') return snap(value - 60, step);
  if (name === 'Home') return window.from;
  if (name === 'End') return window.to;
  return undefined;
}

describe('the draggable marker', () => {
  it('snaps inside the stretch', () => {
    expect(snapPosition(547, 15, wholeDay)).toBe(540);
    expect(snapPosition(-20, 15, wholeDay)).toBe(0);
    expect(snapPosition(1500, 15, wholeDay)).toBe(1440);
  });

  it('moves with arrows, Shift+arrows, PageUp/PageDown, Home and End', () => {
    expect(key(540, 'ArrowRight')).toBe(555);
    expect(key(540, 'ArrowLeft', false, 5)).toBe(535);
    expect(key(540, 'ArrowRight', true)).toBe(600);
    expect(key(540, 'PageDown')).toBe(480);
    expect(key(540, 'Home')).toBe(0);
    expect(key(540, 'End')).toBe(1440);
    expect(key(1440, 'ArrowRight')).toBe(1440);
    expect(key(540, 'Enter')).toBeUndefined();
  });

  it('lands Shift+arrows on whole hours and PageUp on the step', () => {
    expect(key(at(9, 20), 'ArrowRight', true)).toBe(at(10, 0));
    expect(key(at(9, 20), 'PageUp')).toBe(at(10, 15));
    expect(key(at(9, 20), 'ArrowLeft')).toBe(at(9, 0));
  });

  it('keeps the keys it had before kit’s slider model (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 1500 }),
        fc.constantFrom(
          'ArrowRight',
          'ArrowUp',
          'ArrowLeft',
          'ArrowDown',
          'PageUp',
          'PageDown',
          'Home',
          'End',
          'Enter',
          ' ',
        ),
        fc.boolean(),
        fc.constantFrom(1, 5, 10, 15, 30, 60),
        fc.constantFrom(wholeDay, { from: at(12, 0), to: at(18, 0) }, { from: -120, to: 1560 }),
        (value, name, shiftKey, step, window) => {
          expect(sliderKeyTarget(value, name, { shiftKey }, markerKeyOptions(window, step))).toBe(
            referenceKeyTarget(value, name, shiftKey, window, step),
          );
        },
      ),
    );
  });
});

describe('dragging the marker', () => {
  it('measures where on the marker the press is', () => {
    expect(grabOffset({ x: 640, y: 20 }, at(9, 0), lane, wholeDay)).toBe(0);
    expect(grabOffset({ x: 660, y: 20 }, at(9, 0), lane, wholeDay)).toBe(20);
    expect(grabOffset({ x: 618, y: 20 }, at(9, 0), lane, wholeDay)).toBe(-22);
  });

  it('follows the pointer, snapped to the step', () => {
    expect(dragTarget({ x: 827, y: 20 }, 0, lane, wholeDay)).toBe(at(12, 0));
    expect(dragTarget({ x: 827, y: 20 }, 0, lane, wholeDay, 5)).toBe(at(12, 5));
  });

  it('keeps the grab offset, so a marker grabbed by its edge does not jump', () => {
    // Grabbed 20 px right of its centre at 9:00, moved 60 px on: 10:00, not 10:15.
    const offset = grabOffset({ x: 660, y: 20 }, at(9, 0), lane, wholeDay);
    expect(dragTarget({ x: 660, y: 20 }, offset, lane, wholeDay)).toBe(at(9, 0));
    expect(dragTarget({ x: 720, y: 20 }, offset, lane, wholeDay)).toBe(at(10, 0));
  });

  it('stops at both ends of the stretch', () => {
    expect(dragTarget({ x: -400, y: 20 }, 0, lane, wholeDay)).toBe(0);
    expect(dragTarget({ x: 4000, y: 20 }, 0, lane, wholeDay)).toBe(1440);
  });
});
