import { fromFile } from '@capsizecss/unpack/fs';
import arial from '@capsizecss/metrics/arial';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arialMetrics, fallbackOverrides, playpenSansMetrics } from './fontFallback';

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/playpen-sans/files/playpen-sans-latin-${weight}-normal.woff2`);

function metricsOf(font: {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}) {
  const { unitsPerEm, ascent, descent, lineGap, xWidthAvg } = font;
  return { unitsPerEm, ascent, descent, lineGap, xWidthAvg };
}

describe('playpenSansMetrics', () => {
  it('match the installed regular font file', async () => {
    expect(metricsOf(await fromFile(fontFile(400)))).toEqual(playpenSansMetrics.regular);
  });

  it('match the installed bold font file', async () => {
    expect(metricsOf(await fromFile(fontFile(700)))).toEqual(playpenSansMetrics.bold);
  });
});

describe('arialMetrics', () => {
  it('regular matches capsize’s published Arial metrics', () => {
    expect(metricsOf(arial)).toEqual(arialMetrics.regular);
  });
});

describe('fallbackOverrides', () => {
  it('scales Arial up to Playpen Sans’s wider letters and keeps its line metrics', () => {
    expect(fallbackOverrides(playpenSansMetrics.regular, arialMetrics.regular)).toEqual({
      sizeAdjust: '110.14%',
      ascentOverride: '106.23%',
      descentOverride: '30.87%',
      lineGapOverride: '0.00%',
    });
  });

  it('leaves a font of the same width and metrics as it is', () => {
    const font = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 };
    expect(fallbackOverrides(font, font)).toEqual({
      sizeAdjust: '100.00%',
      ascentOverride: '90.53%',
      descentOverride: '21.19%',
      lineGapOverride: '3.27%',
    });
  });
});
