import { useId, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { formatLanding, type TimeFormat } from '../../model/elapsed';
import { normalizeTime } from '../../model/time';
import * as ribbonStyles from '../TimeRibbon/RibbonScale.css';
import {
  landmarkSentence,
  percent,
  RibbonScale,
  type RibbonBaseProps,
} from '../TimeRibbon/RibbonScale';
import {
  fractionOf,
  positionAt,
  ribbonSummary,
  wholeDay,
  type RibbonWindow,
} from '../TimeRibbon/ribbonModel';
import * as styles from './MarkerRibbon.css';
import { markerKeyTarget, snapPosition } from './markerModel';

/** A draggable marker on the ribbon: a slider over the stretch shown. */
export interface RibbonMarkerProps {
  /** Its position, unwrapped minutes (0–1440 on the whole day). */
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Its accessible name: "Sun". */
  readonly label: string;
  /** What it looks like: a Picture of the sun (default a dot). */
  readonly icon?: ReactNode;
  /** Minutes it snaps to and moves by with the arrows; default 15. */
  readonly step?: number;
  /** Its value read aloud; default the time at the marker ("9:00 AM"). */
  readonly valueText?: (value: number) => string;
}

/** Props of MarkerRibbon. */
export interface MarkerRibbonProps extends RibbonBaseProps {
  /** The marker the child drags along the ribbon, e.g. lingo 3-0's sun. */
  readonly marker: RibbonMarkerProps;
}

/** The draggable marker: a slider moved by pointer (snapped) or keyboard. */
function RibbonMarker({
  marker,
  range,
  format,
  laneRef,
}: {
  readonly marker: RibbonMarkerProps;
  readonly range: RibbonWindow;
  readonly format: TimeFormat;
  readonly laneRef: RefObject<HTMLDivElement | null>;
}): ReactElement {
  const step = marker.step ?? 15;
  const pointerRef = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const text = marker.valueText ?? ((value: number) => formatLanding(normalizeTime(value), format));

  const fromPointer = (clientX: number): number | undefined => {
    const rect = laneRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return undefined;
    return snapPosition(positionAt((clientX - rect.left) / rect.width, range), step, range);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={marker.label}
      aria-valuemin={range.from}
      aria-valuemax={range.to}
      aria-valuenow={marker.value}
      aria-valuetext={text(marker.value)}
      aria-orientation="horizontal"
      className={styles.dragMarker}
      data-state={dragging ? 'dragging' : 'idle'}
      style={{ left: percent(fractionOf(marker.value, range)) }}
      onKeyDown={(event) => {
        const next = markerKeyTarget(marker.value, event.key, event.shiftKey, range, step);
        if (next === undefined) return;
        event.preventDefault();
        if (next !== marker.value) marker.onChange(next);
      }}
      onPointerDown={(event) => {
        if (event.button > 0) return;
        // No text selection: a second press on selected text would start a native drag,
        // which cancels the pointer and leaves the marker stuck.
        event.preventDefault();
        const target = event.currentTarget;
        target.focus();
        if (typeof target.setPointerCapture === 'function')
          target.setPointerCapture(event.pointerId);
        pointerRef.current = event.pointerId;
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (pointerRef.current !== event.pointerId) return;
        const next = fromPointer(event.clientX);
        if (next !== undefined && next !== marker.value) marker.onChange(next);
      }}
      onPointerUp={(event) => {
        if (pointerRef.current !== event.pointerId) return;
        pointerRef.current = null;
        setDragging(false);
      }}
      onPointerCancel={() => {
        pointerRef.current = null;
        setDragging(false);
      }}
    >
      <span aria-hidden="true">{marker.icon ?? '●'}</span>
    </div>
  );
}

/**
 * MarkerRibbon, a read-only ribbon of the day with one marker the child drags along it (lingo
 * 3-0's sun on the day ribbon): a `role="slider"` moved by pointer, snapped to `step`, or by
 * the keyboard (arrows a step, Shift+arrows and PageUp/PageDown 1 hour, Home and End to the
 * ends). The stretch shown is the whole day unless `range` is given; times are written on a
 * plain face unless `format` says otherwise; its name is "Time ribbon" unless `label` is
 * given.
 */
export function MarkerRibbon({
  marker,
  format = 'face',
  secondaryFormat,
  highlightLandmark,
  range = wholeDay,
  sky = false,
  label = 'Time ribbon',
  className,
}: MarkerRibbonProps): ReactElement {
  const summaryId = useId();
  const laneRef = useRef<HTMLDivElement>(null);
  const summary = [
    ribbonSummary(range.from, [], format),
    landmarkSentence(range, highlightLandmark, format),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      className={className ? `${ribbonStyles.root} ${className}` : ribbonStyles.root}
      data-state="idle"
    >
      <p id={summaryId} className={ribbonStyles.visuallyHidden} data-testid="ribbon-summary">
        {summary}
      </p>
      <div className={styles.trackWrap}>
        <div
          className={`${ribbonStyles.track} ${secondaryFormat ? ribbonStyles.trackTall : ''}`}
          aria-hidden="true"
        >
          <div className={ribbonStyles.lane} ref={laneRef}>
            <RibbonScale
              range={range}
              format={format}
              secondaryFormat={secondaryFormat}
              highlight={highlightLandmark}
              sky={sky}
            />
          </div>
        </div>
        <div className={styles.markerLayer}>
          <RibbonMarker marker={marker} range={range} format={format} laneRef={laneRef} />
        </div>
      </div>
    </div>
  );
}
