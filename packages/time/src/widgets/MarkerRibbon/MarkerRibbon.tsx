import { dragSurface, sliderKeyTarget, usePointerDrag, type Box } from '@lingos/kit';
import { useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { formatLanding, type TimeFormat } from '../../model/elapsed';
import { normalizeTime } from '../../model/time';
import * as ribbonStyles from '../TimeRibbon/RibbonScale.css';
import {
  landmarkSentence,
  percent,
  RibbonScale,
  type RibbonBaseProps,
} from '../TimeRibbon/RibbonScale';
import { fractionOf, ribbonSummary, wholeDay, type RibbonWindow } from '../TimeRibbon/ribbonModel';
import * as styles from './MarkerRibbon.css';
import { dragTarget, grabOffset, MARKER_STEP, markerKeyOptions } from './markerModel';

/** A draggable marker on the ribbon: a slider over the stretch shown. */
export interface RibbonMarkerProps {
  /** Its position, unwrapped minutes (0–1440 on the whole day). */
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Its accessible name: "Sun". */
  readonly label: string;
  /** What it looks like: a Picture of the sun (default a dot). */
  readonly icon?: ReactNode;
  /** Minutes it snaps to and moves by with the arrows; default 15 (`MARKER_STEP`). */
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
  const step = marker.step ?? MARKER_STEP;
  const offsetRef = useRef(0);
  const text = marker.valueText ?? ((value: number) => formatLanding(normalizeTime(value), format));

  const laneBox = (): Box | undefined => {
    const box = laneRef.current?.getBoundingClientRect();
    return box && box.width > 0 ? box : undefined;
  };

  const drag = usePointerDrag<HTMLDivElement>({
    onStart: ({ client, element }) => {
      element.focus();
      const lane = laneBox();
      offsetRef.current = lane ? grabOffset(client, marker.value, lane, range) : 0;
    },
    onMove: ({ client, moved }) => {
      // Until the pointer really moves, a press is a tap and the marker stays put.
      const lane = laneBox();
      if (!moved || !lane) return;
      const next = dragTarget(client, offsetRef.current, lane, range, step);
      if (next !== marker.value) marker.onChange(next);
    },
  });

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
      className={`${styles.dragMarker} ${dragSurface}`}
      data-state={drag.dragging ? 'dragging' : 'idle'}
      style={{ left: percent(fractionOf(marker.value, range)) }}
      onKeyDown={(event) => {
        const next = sliderKeyTarget(
          marker.value,
          event.key,
          { shiftKey: event.shiftKey },
          markerKeyOptions(range, step),
        );
        if (next === undefined) return;
        event.preventDefault();
        if (next !== marker.value) marker.onChange(next);
      }}
      {...drag.handlers}
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
      // The ribbon itself stays idle (as the day ribbon always was); the marker says when it
      // is dragged.
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
