import { describe, expect, it } from 'vitest';
import { massLabel, standardMasses } from './balanceModel';
import {
  estimatedTextWidth,
  massBodies,
  massLabelRoom,
  massLabelSize,
  massLabelWidthRoom,
  massMaxLayers,
  massPileArt,
} from './massArt';

describe('estimatedTextWidth', () => {
  it('is at least what the app’s font measures for a mass label (15 px bold)', () => {
    // Measured in Chromium with Playpen Sans, 700, 15 px.
    expect(estimatedTextWidth('100 g', 15)).toBeGreaterThanOrEqual(43.4);
    expect(estimatedTextWidth('200 g', 15)).toBeGreaterThanOrEqual(46.5);
    expect(estimatedTextWidth('5 kg', 15)).toBeGreaterThanOrEqual(33.4);
  });
});

describe('massBodies', () => {
  it('draws a heavier mass bigger', () => {
    const sizes = standardMasses.map((grams) => massBodies[grams]);
    for (const [index, size] of sizes.entries()) {
      const lighter = sizes[index - 1];
      if (!lighter) continue;
      expect(size.width).toBeGreaterThan(lighter.width);
      expect(size.height).toBeGreaterThan(lighter.height);
    }
  });

  it('fits every label inside its body with room on both sides', () => {
    for (const grams of standardMasses) {
      const label = estimatedTextWidth(massLabel(grams), massLabelSize);
      expect(label + 2 * massLabelRoom, massLabel(grams)).toBeLessThanOrEqual(
        massLabelWidthRoom(grams),
      );
    }
  });

  it('writes the label at least 15 px tall, readable on a 320 px phone', () => {
    expect(massLabelSize).toBeGreaterThanOrEqual(15);
  });
});

describe('massPileArt', () => {
  it('draws one 100 g mass with its knob on top and its label halfway down its body', () => {
    const art = massPileArt(100, 1);
    expect(art.width).toBe(69);
    expect(art.layers).toHaveLength(1);
    const [body] = art.layers;
    expect(body?.bottom).toBe(art.height - 1);
    expect(art.knob.y + art.knob.height).toBeGreaterThan(body?.top ?? 0);
    expect(art.knob.y).toBeGreaterThanOrEqual(0);
    expect(art.label).toEqual({
      text: '100 g',
      x: 34.5,
      y: ((body?.top ?? 0) + (body?.bottom ?? 0)) / 2 + 1,
    });
  });

  it('piles each mass a step above the one under it, at most ten, the label on the top one', () => {
    const three = massPileArt(1000, 3);
    expect(three.layers.map((layer) => layer.bottom)).toEqual([
      three.height - 1,
      three.height - 8,
      three.height - 15,
    ]);
    expect(three.label.text).toBe('1 kg');
    expect(three.label.y).toBeLessThan(three.layers[2]?.bottom ?? 0);
    expect(three.label.y).toBeGreaterThan(three.layers[2]?.top ?? 0);
    expect(massPileArt(100, 25).layers).toHaveLength(massMaxLayers);
    expect(massPileArt(100, 0).layers).toHaveLength(1);
  });
});
