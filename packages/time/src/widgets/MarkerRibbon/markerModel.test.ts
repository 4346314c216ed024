import { describe, expect, it } from 'vitest';
import { wholeDay } from '../TimeRibbon/ribbonModel';
import { markerKeyTarget, snapPosition } from './markerModel';

describe('the draggable marker', () => {
  it('snaps inside the stretch', () => {
    expect(snapPosition(547, 15, wholeDay)).toBe(540);
    expect(snapPosition(-20, 15, wholeDay)).toBe(0);
    expect(snapPosition(1500, 15, wholeDay)).toBe(1440);
  });

  it('moves with arrows, Shift+arrows, PageUp/PageDown, Home and End', () => {
    expect(markerKeyTarget(540, 'ArrowRight', false, wholeDay)).toBe(555);
    expect(markerKeyTarget(540, 'ArrowLeft', false, wholeDay, 5)).toBe(535);
    expect(markerKeyTarget(540, 'ArrowRight', true, wholeDay)).toBe(600);
    expect(markerKeyTarget(540, 'PageDown', false, wholeDay)).toBe(480);
    expect(markerKeyTarget(540, 'Home', false, wholeDay)).toBe(0);
    expect(markerKeyTarget(540, 'End', false, wholeDay)).toBe(1440);
    expect(markerKeyTarget(1440, 'ArrowRight', false, wholeDay)).toBe(1440);
    expect(markerKeyTarget(540, 'Enter', false, wholeDay)).toBeUndefined();
  });
});
