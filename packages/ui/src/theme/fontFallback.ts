/** The vertical metrics and average width of a font, in its own units (from its OS/2 table). */
export interface FontMetrics {
  readonly unitsPerEm: number;
  readonly ascent: number;
  /** Negative: below the baseline. */
  readonly descent: number;
  readonly lineGap: number;
  /** The average width of the Latin letters, weighted by how often English uses them. */
  readonly xWidthAvg: number;
}

/** The `@font-face` descriptors that make a fallback font take the web font's space. */
export interface FallbackOverrides {
  readonly sizeAdjust: string;
  readonly ascentOverride: string;
  readonly descentOverride: string;
  readonly lineGapOverride: string;
}

/**
 * Playpen Sans (the @fontsource 5.3.0 Latin files), read with @capsizecss/unpack; a test
 * reads the installed files again, so a new version of the font cannot slip past these.
 */
export const playpenSansMetrics = {
  regular: { unitsPerEm: 1000, ascent: 1170, descent: -340, lineGap: 0, xWidthAvg: 491 },
  bold: { unitsPerEm: 1000, ascent: 1170, descent: -340, lineGap: 0, xWidthAvg: 517 },
} as const satisfies Record<string, FontMetrics>;

/**
 * Arial, which phones and computers have under some name: Arial (Windows, macOS, iOS),
 * Liberation Sans (Linux, metric-compatible), and Roboto (Android) is within 0.3 % of its
 * average width. Regular from @capsizecss/metrics; bold read from Liberation Sans Bold.
 */
export const arialMetrics = {
  regular: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  bold: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 983 },
} as const satisfies Record<string, FontMetrics>;

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/**
 * Scales a fallback font to the web font's average letter width and gives it the web font's
 * ascent, descent and line gap (as capsize and fontaine do), so text set in the fallback
 * takes the same room and nothing moves when the web font swaps in.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** The family name of the metric-matched fallback, second in {@link fontBody}. */
export const fallbackFontFamily = 'Playpen Sans Fallback';

/** Local names of Arial and its look-alikes, regular and bold, for `src: local(…)`. */
export const fallbackLocalFonts = {
  regular: [
    'Arial',
    'ArialMT',
    'Liberation Sans',
    'LiberationSans',
    'Helvetica',
    'Roboto',
    'Roboto-Regular',
  ],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Roboto Bold',
    'Roboto-Bold',
  ],
} as const;
