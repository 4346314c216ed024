import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  angleAround,
  angleOf,
  beginAngleTrack,
  followAngle,
  fractionAlong,
  normalizeAngle,
  radiusFraction,
  signedAngleDelta,
} from './geometry';

const face = { left: 100, top: 100, width: 200, height: 200 };

describe('angles', () => {
  it('measures clockwise from straight up', () => {
    expect(angleOf(0, -10)).toBe(0);
    expect(angleOf(10, 0)).toBe(90);
    expect(angleOf(0, 10)).toBe(180);
    expect(angleOf(-10, 0)).toBe(270);
  });

  it('reads a client point around the centre of a box', () => {
    expect(angleAround({ x: 200, y: 110 }, face)).toBe(0);
    expect(angleAround({ x: 290, y: 200 }, face)).toBe(90);
    expect(radiusFraction({ x: 200, y: 150 }, face)).toBe(0.5);
  });

  it('takes the short way round across 12', () => {
    expect(signedAngleDelta(350, 20)).toBe(30);
    expect(signedAngleDelta(20, 350)).toBe(-30);
    expect(normalizeAngle(-30)).toBe(330);
    expect(normalizeAngle(720)).toBe(0);
  });
});

describe('fractionAlong', () => {
  const line = { left: 0, top: 0, width: 400, height: 100 };
  it('runs left to right on x and bottom to top on y, clamped', () => {
    expect(fractionAlong({ x: 100, y: 0 }, line, 'x')).toBe(0.25);
    expect(fractionAlong({ x: -40, y: 0 }, line, 'x')).toBe(0);
    expect(fractionAlong({ x: 0, y: 25 }, line, 'y')).toBe(0.75);
    expect(fractionAlong({ x: 0, y: 400 }, line, 'y')).toBe(0);
  });
});

describe('angle tracks', () => {
  it('jumps to the pointer at once, wherever the drag began', () => {
    // The hand points at 120° (the 4); the finger presses 8° beside it.
    expect(beginAngleTrack(120, 128).turned).toBe(8);
    expect(beginAngleTrack(355, 5).turned).toBe(10);
  });

  it('keeps going the way the pointer went past 12', () => {
    let track = beginAngleTrack(300, 300);
    for (const angle of [330, 0, 30, 60]) track = followAngle(track, angle);
    expect(track.turned).toBe(120);
    for (const angle of [30, 0, 330, 300, 270]) track = followAngle(track, angle);
    expect(track.turned).toBe(-30);
  });

  it('always ends pointing where the pointer is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        fc.array(fc.double({ min: -170, max: 170, noNaN: true }), { maxLength: 40 }),
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        (start, steps, pointer) => {
          let angle = pointer;
          let track = beginAngleTrack(start, angle);
          for (const step of steps) {
            angle = normalizeAngle(angle + step);
            track = followAngle(track, angle);
          }
          const pointing = normalizeAngle(track.startAngle + track.turned);
          expect(Math.abs(signedAngleDelta(pointing, angle))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
