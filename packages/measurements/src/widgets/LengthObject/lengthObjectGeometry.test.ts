import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawnThickness,
  fitScale,
  lengthShapeOf,
  lengthShapes,
  objectHeight,
  objectLayout,
  partsExtent,
  shapeParts,
  type ShapePart,
} from './lengthObjectGeometry';

/** Every y a part reaches, to check it stays inside the box. */
function partYs(part: ShapePart): number[] {
  switch (part.kind) {
    case 'rect':
      return [part.y, part.y + part.height];
    case 'polygon':
      return part.points.map(([, y]) => y);
    case 'ellipse':
      return [part.cy - part.ry, part.cy + part.ry];
    case 'line':
      return [part.y1, part.y2];
  }
}

describe('objectLayout', () => {
  it('puts a 9 cm crayon’s ends exactly 9 cm apart at the screen’s scale', () => {
    expect(objectLayout({ shape: 'crayon', lengthCm: 9, pxPerCm: 20, x: 40, y: 10 })).toEqual({
      left: 40,
      right: 220,
      width: 180,
      top: 10,
      height: 20,
    });
  });

  it('keeps a thin object visible and a wide one from being a wall', () => {
    expect(objectHeight('nail', 5, 10)).toBe(drawnThickness.min);
    expect(objectHeight('shoe', 20, 30)).toBe(drawnThickness.max);
  });

  it('draws a coin as tall as it is wide', () => {
    expect(objectHeight('coin', 3, 14)).toBe(42);
  });

  it('never draws an object taller than it is long, unless it is shorter than the thinnest', () => {
    expect(objectHeight('key', 1, 20)).toBe(20);
    expect(objectHeight('key', 0.2, 20)).toBe(drawnThickness.min);
  });
});

describe('shapeParts', () => {
  it('reaches exactly from the left end to the right end, for every shape and size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lengthShapes),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 8, max: 40 }),
        (shape, lengthCm, pxPerCm) => {
          const layout = objectLayout({ shape, lengthCm, pxPerCm });
          const parts = shapeParts(shape, layout.width, layout.height);
          const extent = partsExtent(parts);
          expect(extent.left).toBeCloseTo(0, 9);
          expect(extent.right).toBeCloseTo(layout.width, 9);
          for (const part of parts) {
            for (const y of partYs(part)) {
              expect(y).toBeGreaterThanOrEqual(-1e-9);
              expect(y).toBeLessThanOrEqual(layout.height + 1e-9);
            }
          }
        },
      ),
    );
  });

  it('gives a pencil a pointed tip at its right end', () => {
    const parts = shapeParts('pencil', 190, 12);
    const tip = parts.find(
      (part) => part.kind === 'polygon' && part.points.some(([x, y]) => x === 190 && y === 6),
    );
    expect(tip).toBeDefined();
  });

  it('draws a twig in wood’s muted tone with a green bud, never red', () => {
    const tones = shapeParts('twig', 200, 20).map((part) => part.tone);
    expect(tones).not.toContain('warm');
    expect(tones).toContain('muted');
    expect(tones).toContain('plant');
  });

  it('strings beads from end to end', () => {
    const beads = shapeParts('bead-string', 100, 10).filter((part) => part.kind === 'ellipse');
    expect(beads.length).toBeGreaterThan(2);
    expect(partsExtent(beads)).toEqual({ left: 0, right: 100 });
  });
});

describe('lengthShapeOf', () => {
  it('draws length shapes as themselves and anything else as a bar', () => {
    expect(lengthShapeOf('key')).toBe('key');
    expect(lengthShapeOf('scene')).toBe('bar');
    expect(lengthShapeOf('round')).toBe('bar');
  });
});

describe('fitScale', () => {
  it('fits a 0–20 ruler and its margins on a 320 px phone, to a hundredth of a px', () => {
    const scale = fitScale(288, 20);
    expect(scale).toBe(13.09);
    expect(scale * 22).toBeLessThanOrEqual(288);
  });

  it('fits a 5 m lane of metre sticks on a phone at a fraction of a px per cm', () => {
    const scale = fitScale(288, 500, { marginCm: 0.5 });
    expect(scale).toBe(0.57);
    expect(scale * 501).toBeLessThanOrEqual(288);
  });

  it('leaves px margins for labels that keep their size', () => {
    expect(fitScale(288, 20, { marginCm: 0, marginPx: 16 })).toBe(12.8);
  });

  it('stays at or under its largest scale, and gives it for an unknown width', () => {
    expect(fitScale(2000, 20)).toBe(32);
    expect(fitScale(0, 20)).toBe(32);
    expect(fitScale(Number.NaN, 20, { max: 24 })).toBe(24);
  });

  it('is the largest scale that fits, never wider than the width (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 2000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 16 }),
        (width, span, marginCm, marginPx) => {
          // Wide enough for the least scale, a hundredth of a px per cm.
          fc.pre(width - 2 * marginPx >= (span + 2 * marginCm) * 0.01);
          const scale = fitScale(width, span, { marginCm, marginPx });
          const drawn = (span + 2 * marginCm) * scale + 2 * marginPx;
          expect(drawn).toBeLessThanOrEqual(width + 1e-9);
          // A hundredth of a px more would not fit (or the scale is at its largest).
          const more = (span + 2 * marginCm) * (scale + 0.01) + 2 * marginPx;
          expect(scale === 32 || more > width - 1e-9).toBe(true);
        },
      ),
    );
  });
});
