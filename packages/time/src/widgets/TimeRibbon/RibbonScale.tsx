/**
 * What every ribbon draws and says the same way (TimeRibbon, ScheduleRibbon, MarkerRibbon):
 * the stretch of the day with its marks, hour labels, 12 noon and 12 midnight, and the sky,
 * plus the sentence that names the landmarks for a screen reader.
 */
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import type { TimeFormat } from '../../model/elapsed';
import * as styles from './RibbonScale.css';
import {
  fractionOf,
  ribbonMarks,
  skySegments,
  type RibbonMark,
  type RibbonWindow,
} from './ribbonModel';

/** Which landmark lights up (the H-NOON hint lights up the 12). */
export const ribbonLandmarks = ['noon', 'midnight', 'both'] as const;
/** `noon`, `midnight` or `both`. */
export type RibbonLandmark = (typeof ribbonLandmarks)[number];

/** The states a ribbon exposes as `data-state`. */
export const ribbonStates = ['idle', 'dragging'] as const;
/** `idle`, or `dragging` while a schedule block or a marker is moved. */
export type RibbonState = (typeof ribbonStates)[number];

/** Props every ribbon shares: how its stretch of the day is drawn and named. */
export interface RibbonBaseProps {
  /**
   * How times are written: `face` ("3:15"), `12h` ("3:15 PM") or `24h` ("15:15").
   * Only `12h` and `24h` name 12 noon and 12 midnight; on a plain face 12 is "12:00".
   */
  readonly format?: TimeFormat;
  /** A second row of labels under the first, e.g. `24h` under `12h` (lingo 3-0). */
  readonly secondaryFormat?: TimeFormat;
  /** Lights up 12 noon, 12 midnight or both. */
  readonly highlightLandmark?: RibbonLandmark;
  /** The stretch shown, in unwrapped minutes. */
  readonly range?: RibbonWindow;
  /** Shades the sky under the line by the part of the day (lingo 3-0's day ribbon). */
  readonly sky?: boolean;
  /** The accessible name of the ribbon. */
  readonly label?: string;
  readonly className?: string;
}

/** A fraction as a CSS percentage, for `left` and `width`. */
export const percent = (fraction: number): string => `${(fraction * 100).toFixed(3)}%`;

function landmarkLit(mark: RibbonMark, highlight: RibbonLandmark | undefined): boolean {
  if (!highlight) return false;
  if (mark.kind === 'noon') return highlight !== 'midnight';
  if (mark.kind === 'midnight') return highlight !== 'noon';
  return false;
}

/** The stretch, marks, labels and sky; decoration only (the text alternative says it all). */
export function RibbonScale({
  range,
  format,
  secondaryFormat,
  highlight,
  sky,
}: {
  readonly range: RibbonWindow;
  readonly format: TimeFormat;
  readonly secondaryFormat: TimeFormat | undefined;
  readonly highlight: RibbonLandmark | undefined;
  readonly sky: boolean;
}): ReactElement {
  const [scaleRef, width] = useElementWidth();
  const marks = ribbonMarks(range, format, width);
  const secondary = secondaryFormat ? ribbonMarks(range, secondaryFormat, width) : [];
  return (
    <div ref={scaleRef} className={styles.scale}>
      {sky
        ? skySegments(range).map((segment) => (
            <div
              key={segment.from}
              className={`${styles.skySegment} ${styles.sky[segment.part]}`}
              data-part-of-day={segment.part}
              style={{
                left: percent(fractionOf(segment.from, range)),
                width: percent(fractionOf(segment.to, range) - fractionOf(segment.from, range)),
              }}
            />
          ))
        : null}
      <div className={styles.line} />
      {marks.map((mark) => {
        const fraction = fractionOf(mark.position, range);
        const left = percent(fraction);
        const edge = fraction <= 0 ? styles.labelAtStart : fraction >= 1 ? styles.labelAtEnd : '';
        if (mark.kind === 'noon' || mark.kind === 'midnight') {
          const lit = landmarkLit(mark, highlight);
          return (
            <div key={mark.position} data-landmark={mark.kind} data-highlighted={lit || undefined}>
              <div
                className={`${styles.landmarkTick} ${lit ? styles.landmarkTickHighlighted : ''}`}
                style={{ left }}
              />
              <div
                className={`${styles.landmarkLabel} ${lit ? styles.landmarkLabelHighlighted : ''} ${edge}`}
                style={{ left }}
              >
                {mark.label}
              </div>
            </div>
          );
        }
        return (
          <div key={mark.position}>
            <div
              className={`${styles.tick} ${mark.kind === 'half-hour' ? styles.tickHalf : ''}`}
              style={{ left }}
            />
            {mark.label ? (
              <div className={`${styles.tickLabel} ${edge}`} style={{ left }}>
                {mark.label}
              </div>
            ) : null}
          </div>
        );
      })}
      {secondary
        .filter((mark) => mark.kind === 'hour' && mark.label)
        .map((mark) => (
          <div
            key={`secondary-${mark.position}`}
            className={`${styles.tickLabel} ${styles.tickLabelSecondary}`}
            style={{ left: percent(fractionOf(mark.position, range)) }}
          >
            {mark.label}
          </div>
        ))}
    </div>
  );
}

/** The width of an element in CSS pixels, following resizes (undefined before layout). */
export function useElementWidth(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** "12 noon is marked." (and lit up); nothing on a plain face, where 12 is just "12:00". */
export function landmarkSentence(
  range: RibbonWindow,
  highlight: RibbonLandmark | undefined,
  format: TimeFormat,
): string {
  const names = ribbonMarks(range, format)
    .filter((mark) => mark.kind === 'noon' || mark.kind === 'midnight')
    .map((mark) => ({ name: mark.label as string, lit: landmarkLit(mark, highlight) }));
  if (names.length === 0) return '';
  const unique = [...new Map(names.map((entry) => [entry.name, entry])).values()];
  const marked = `${unique.map((entry) => entry.name).join(' and ')} ${unique.length > 1 ? 'are' : 'is'} marked.`;
  const lit = unique.filter((entry) => entry.lit).map((entry) => entry.name);
  return lit.length > 0
    ? `${marked} ${lit.join(' and ')} ${lit.length > 1 ? 'are' : 'is'} lit up.`
    : marked;
}
