/**
 * How a pile of standard masses is drawn, as data: each mass a weight with a knob on top and
 * its label ("100 g", "1 kg") across its body. Heavier masses are bigger, and every body is
 * wide enough at its label's line for the label with room on both sides, at the size the
 * child reads it (CSS px, 1 unit = 1 px at the regular size). Pure: no React, no DOM.
 */
import { massLabel, type StandardMass } from './balanceModel';

/** The size of a mass's label, in px (bold). */
export const massLabelSize = 15;
/** The least room between a label and its body's sides, in px. */
export const massLabelRoom = 5;
/** How thick a mass's outline is drawn. */
export const massStroke = 2;
/** The knob's height on the top mass. */
export const massKnobHeight = 7;
/** How far each mass in a pile sits above the one under it. */
export const massLayerStep = 7;
/** A pile never draws more layers than this (ten 100 g masses against 1 kg). */
export const massMaxLayers = 10;
/** How much narrower a body is at its top than at its foot, on each side, as a share of its width. */
const slant = 0.1;

/**
 * Width and body height of each mass, in px: the heavier, the bigger. A tray of 100 g, 200 g
 * and 500 g masses fits on one line of a 320 px phone, next to the scale.
 */
export const massBodies: Readonly<
  Record<StandardMass, { readonly width: number; readonly height: number }>
> = {
  100: { width: 69, height: 40 },
  200: { width: 70, height: 42 },
  500: { width: 72, height: 44 },
  1000: { width: 76, height: 46 },
  2000: { width: 80, height: 48 },
  5000: { width: 86, height: 52 },
};

/**
 * A text's width in px at `size` (bold), a little over what the app's rounded font measures:
 * 0.7 em a character, 0.35 em a space ("200 g" measures 46.5 px at 15 px; this says 47.3).
 */
export function estimatedTextWidth(text: string, size: number): number {
  let ems = 0;
  for (const character of text) ems += character === ' ' ? 0.35 : 0.7;
  return ems * size;
}

/** One mass of a pile: its body's outline and where its top and foot are. */
export interface MassLayer {
  /** The body (an SVG path): a weight, narrower at its top. */
  readonly body: string;
  readonly top: number;
  readonly bottom: number;
}

/** A pile of equal masses, drawn from the foot up; the top one has a knob and its label. */
export interface MassPileArt {
  readonly width: number;
  readonly height: number;
  /** From the bottom of the pile up. */
  readonly layers: readonly MassLayer[];
  /** The knob on the top mass. */
  readonly knob: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** The label across the top mass, centred on this point. */
  readonly label: { readonly text: string; readonly x: number; readonly y: number };
}

/** The body of a mass whose top is at `top` and foot at `bottom`. */
function bodyPath(width: number, top: number, bottom: number): string {
  const inset = massStroke / 2;
  const shoulder = width * slant;
  const left = inset;
  const right = width - inset;
  // A trapezoid with rounded shoulders: the top edge, a slope down each side, the foot.
  return [
    `M ${left + shoulder + 3} ${top}`,
    `H ${right - shoulder - 3}`,
    `Q ${right - shoulder} ${top} ${right - shoulder + 0.6} ${top + 3}`,
    `L ${right} ${bottom - 2}`,
    `Q ${right} ${bottom} ${right - 2} ${bottom}`,
    `H ${left + 2}`,
    `Q ${left} ${bottom} ${left} ${bottom - 2}`,
    `L ${left + shoulder - 0.6} ${top + 3}`,
    `Q ${left + shoulder} ${top} ${left + shoulder + 3} ${top}`,
    'Z',
  ].join(' ');
}

/** A pile of `count` masses of `grams` (at least one drawn, at most {@link massMaxLayers}). */
export function massPileArt(grams: StandardMass, count: number): MassPileArt {
  const { width, height: bodyHeight } = massBodies[grams];
  const layerCount = Math.max(1, Math.min(massMaxLayers, count));
  const height = massKnobHeight + bodyHeight + (layerCount - 1) * massLayerStep;
  const layers = Array.from({ length: layerCount }, (_, layer): MassLayer => {
    const bottom = height - massStroke / 2 - layer * massLayerStep;
    const top = bottom - bodyHeight + massStroke;
    return { body: bodyPath(width, top, bottom), top, bottom };
  });
  const topLayer = layers.at(-1) as MassLayer;
  const knobWidth = Math.round(width * 0.36);
  return {
    width,
    height,
    layers,
    knob: {
      x: (width - knobWidth) / 2,
      y: topLayer.top - massKnobHeight + 1,
      width: knobWidth,
      height: massKnobHeight + 1,
    },
    label: { text: massLabel(grams), x: width / 2, y: (topLayer.top + topLayer.bottom) / 2 + 1 },
  };
}

/**
 * The room across a mass's body at its label's line, inside its outline: the label must fit
 * in it with {@link massLabelRoom} to spare on each side.
 */
export function massLabelWidthRoom(grams: StandardMass): number {
  const { width } = massBodies[grams];
  // The label sits halfway down the body, where the slope is half way in.
  return width - 2 * (width * slant * 0.5) - 2 * massStroke;
}
