import { useEffect, useRef, useState, type RefObject } from 'react';
import { fitScale } from './lengthObjectGeometry';

/** Options of {@link useCentimetreScale}. */
export interface CentimetreScaleOptions {
  /** Room left free each side of the span, cm (for the 0 and 20 labels); default 1. */
  readonly marginCm?: number;
  /** The fewest px per cm; default 10. */
  readonly min?: number;
  /** The most px per cm; default 32 (also the scale before the first layout). */
  readonly max?: number;
  /** A fixed scale: the element is not measured. */
  readonly fixed?: number;
}

/**
 * One screen's scale: the px per cm that fits `spanCm` (plus margins) in the element's width,
 * following resizes, so a 0–20 ruler fits a 320 px phone without sideways scroll. Pass the
 * result to every Ruler, UnitRow and LengthObject on the screen: one fixed scale per screen.
 */
export function useCentimetreScale<E extends HTMLElement = HTMLDivElement>(
  spanCm: number,
  options: CentimetreScaleOptions = {},
): [RefObject<E | null>, number] {
  const { marginCm = 1, min = 10, max = 32, fixed } = options;
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  if (fixed !== undefined) return [ref, fixed];
  return [ref, width === undefined ? max : fitScale(width, spanCm, { marginCm, min, max })];
}
