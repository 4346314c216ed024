import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitScale } from './lengthObjectGeometry';

/** Options of {@link useCentimetreScale}. */
export interface CentimetreScaleOptions {
  /** Room left free each side of the span, cm; default 1. */
  readonly marginCm?: number;
  /** Room left free each side of the span, px (for labels that keep their size); default 0. */
  readonly marginPx?: number;
  /** The most px per cm; default 32. */
  readonly max?: number;
  /** A fixed scale: the element is not measured. */
  readonly fixed?: number;
}

/** The window's width: before the element is measured, nothing is drawn wider than this. */
function windowWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/**
 * One screen's scale: the px per cm that fits `spanCm` (plus margins) in the element's width,
 * following resizes, so a 0–20 ruler fits a 320 px phone and a 5 m lane of metre sticks a
 * fraction of a px per cm, with no sideways scroll. The element is measured before the first
 * paint; until then the span is fitted to the window, which the element is never wider than,
 * so no frame is drawn too wide. Give the element the width it may take (`width: 100%`): its
 * own content must not size it. Pass the result to every Ruler, UnitRow and LengthObject on
 * the screen: one fixed scale per screen.
 */
export function useCentimetreScale<E extends HTMLElement = HTMLDivElement>(
  spanCm: number,
  options: CentimetreScaleOptions = {},
): [RefObject<E | null>, number] {
  const { marginCm = 1, marginPx = 0, max = 32, fixed } = options;
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return undefined;
    // Before the first paint: the layout effect runs before the browser draws.
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(measured);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  if (fixed !== undefined) return [ref, fixed];
  return [ref, fitScale(width ?? windowWidth(), spanCm, { marginCm, marginPx, max })];
}
