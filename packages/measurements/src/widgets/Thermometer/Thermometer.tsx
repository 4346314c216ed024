import { Button, VisuallyHidden } from '@lingos/ui';
import {
  dragSurface,
  Picture,
  useAnnouncer,
  useHoldRepeat,
  usePointerDrag,
  useReducedMotion,
  useSpeech,
} from '@lingos/kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import * as styles from './Thermometer.css';
import {
  degreesSpoken,
  describeThermometer,
  redLineText,
  settleThermometerScale,
  snapToThermometerMark,
  thermometerGeometry,
  thermometerKeyTarget,
  thermometerMarks,
  temperatureToY,
  yToTemperature,
  type ThermometerMarkStep,
} from './thermometerModel';

/** A picture beside a temperature (3-0 step 5: ice at 0, a beach at 25). */
export interface ThermometerPicture {
  /** The temperature it stands beside, °C. */
  readonly value: number;
  /** A kit picture name: "ice", "beach-with-umbrella". */
  readonly picture: string;
  /** What it shows: "ice". Said as "Picture: ice, at 0 degrees." */
  readonly alt: string;
}

/** The states Thermometer exposes as `data-state`. */
export const thermometerStates = ['idle', 'dragging'] as const;
/** `idle` or `dragging`. */
export type ThermometerState = (typeof thermometerStates)[number];

/** Props of {@link Thermometer}. */
export interface ThermometerProps {
  /** The temperature shown, °C (controlled). */
  readonly value?: number;
  /** The first temperature when the thermometer keeps it itself. */
  readonly defaultValue?: number;
  /** The red line moved (set mode): during a drag, and per key or button step. */
  readonly onChange?: (value: number) => void;
  /** A drag was let go, or a key or button step was made (set mode). */
  readonly onChangeEnd?: (value: number) => void;
  /** The bottom of the scale, °C (default −30). */
  readonly min?: number;
  /** The top of the scale, °C (default 40). */
  readonly max?: number;
  /** Marks every 5 or every 10 degrees (default 5); labels are every 10. */
  readonly markStep?: ThermometerMarkStep;
  /** Set mode: the red line is a slider the child drags or moves with the arrows, one mark. */
  readonly settable?: boolean;
  /** Pictures beside temperatures (3-0 step 5). */
  readonly pictures?: readonly ThermometerPicture[];
  /** The accessible name; default "Thermometer" in set mode, else the thermometer in words. */
  readonly label?: string;
  /** The red line stays put (after an answer). */
  readonly disabled?: boolean;
  /** Speak where the red line stops after each move (default true). */
  readonly speakChanges?: boolean;
  readonly className?: string;
}

/** The tube's left and right, its bulb, and where the marks and numbers go (CSS px). */
const tubeLeft = 70;
const tubeRight = 92;
const tubeCentre = (tubeLeft + tubeRight) / 2;
const bulbRadius = 19;
const redHalfWidth = 5;
const labelRight = 50;
const longMarkLeft = 56;
const shortMarkLeft = 62;
const svgWidth = 106;

/**
 * A Celsius thermometer: a glass tube on a bulb, a red line up to the temperature, marks every
 * 5 or 10 degrees with numbers every 10 (below zero with a minus sign; 0 marked across the
 * tube). Read-only it is a picture named by its reading ("The red line stops at the small mark
 * halfway between 10 and 20."). In set mode it is a slider ("minus 10 degrees"): drag the top
 * of the red line (it snaps to the nearest mark), press the arrows to move one mark
 * (PageUp/PageDown 10 degrees, Home/End the ends), or hold the Up and Down buttons.
 */
export function Thermometer({
  value,
  defaultValue = 0,
  onChange,
  onChangeEnd,
  min,
  max,
  markStep,
  settable = false,
  pictures = [],
  label,
  disabled = false,
  speakChanges = true,
  className,
}: ThermometerProps): ReactElement {
  const scale = settleThermometerScale({ min, max, markStep });
  const geometry = thermometerGeometry(scale);
  const bulbY = geometry.bottomY + 14 + bulbRadius;
  const svgHeight = bulbY + bulbRadius + 4;
  const [own, setOwn] = useState(defaultValue);
  const current = Math.min(scale.max, Math.max(scale.min, value ?? own));
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? current;
  const shownY = temperatureToY(shown, scale, geometry);
  const latest = useRef(current);
  latest.current = draft ?? current;
  const clipId = `${useId().replace(/[^\w-]/g, '')}-tube`;
  const gaugeRef = useRef<HTMLDivElement>(null);
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const reducedMotion = useReducedMotion();
  const onChangeRef = useRef(onChange);
  const onChangeEndRef = useRef(onChangeEnd);
  useEffect(() => {
    onChangeRef.current = onChange;
    onChangeEndRef.current = onChangeEnd;
  });

  function commit(next: number) {
    if (value === undefined) setOwn(next);
    if (next !== current) onChangeRef.current?.(next);
    onChangeEndRef.current?.(next);
    const text = redLineText(next);
    announce(text);
    if (speakChanges) speech.speakAutomatically(text);
  }

  const valueAt = (clientY: number): number => {
    const box = gaugeRef.current?.querySelector('svg')?.getBoundingClientRect();
    if (!box || box.height <= 0) return latest.current;
    const y = ((clientY - box.top) / box.height) * svgHeight;
    return snapToThermometerMark(yToTemperature(y, scale, geometry), scale);
  };

  const drag = usePointerDrag<HTMLDivElement>({
    disabled: !settable || disabled,
    onStart: ({ element }) => {
      element.focus();
      return true;
    },
    onMove: ({ client, moved }) => {
      if (!moved) return;
      const next = valueAt(client.y);
      if (next === latest.current) return;
      setDraft(next);
      announce(redLineText(next));
      onChangeRef.current?.(next);
    },
    onEnd: ({ client, cancelled }) => {
      // A drag cancelled half way keeps the line where it was.
      const next = cancelled ? current : valueAt(client.y);
      setDraft(null);
      if (!cancelled) commit(next);
    },
  });

  const hold = useHoldRepeat((marks) => {
    if (disabled) return;
    const next = snapToThermometerMark(latest.current + marks * scale.markStep, scale);
    commit(next);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = thermometerKeyTarget(current, event.key, event, scale);
    if (next === undefined) return;
    event.preventDefault();
    if (!disabled) commit(next);
  }

  const marks = thermometerMarks(scale);
  const drawing = (
    <svg
      viewBox={`0 0 ${svgWidth} ${svgHeight}`}
      width={svgWidth}
      height={svgHeight}
      className={styles.svg}
      aria-hidden="true"
      focusable="false"
      data-value={shown}
    >
      <defs>
        <clipPath id={clipId}>
          <rect
            x={tubeCentre - redHalfWidth}
            y={geometry.topY - 10}
            width={redHalfWidth * 2}
            height={bulbY - geometry.topY + 10}
          />
          <circle cx={tubeCentre} cy={bulbY} r={bulbRadius - 5} />
        </clipPath>
      </defs>
      <text x={tubeCentre} y={geometry.topY - 16} textAnchor="middle" className={styles.unit}>
        °C
      </text>
      <rect
        x={tubeLeft}
        y={geometry.topY - 10}
        width={tubeRight - tubeLeft}
        height={bulbY - geometry.topY}
        rx={(tubeRight - tubeLeft) / 2}
        className={styles.tube}
      />
      <circle cx={tubeCentre} cy={bulbY} r={bulbRadius} className={styles.tube} />
      <g clipPath={`url(#${clipId})`}>
        {/* The red line, drawn from 0 down past the bulb and moved to its top. */}
        <rect
          x={tubeCentre - redHalfWidth}
          y={0}
          width={redHalfWidth * 2}
          height={svgHeight}
          className={styles.red}
          style={{ transform: `translateY(${shownY}px)` }}
          data-part="red-line"
        />
        <circle cx={tubeCentre} cy={bulbY} r={bulbRadius - 5} className={styles.red} />
      </g>
      {marks.map((mark) => {
        const y = temperatureToY(mark.value, scale, geometry);
        const zero = mark.value === 0;
        return (
          <g key={mark.value} data-mark={mark.value}>
            <line
              x1={zero ? longMarkLeft - 4 : mark.labelled ? longMarkLeft : shortMarkLeft}
              x2={zero ? tubeRight + 6 : tubeLeft}
              y1={y}
              y2={y}
              className={
                zero ? styles.markZero : mark.labelled ? styles.markLong : styles.markShort
              }
            />
            {mark.labelled ? (
              <text
                x={labelRight}
                y={y}
                textAnchor="end"
                dominantBaseline="central"
                className={zero ? `${styles.label} ${styles.labelZero}` : styles.label}
              >
                {mark.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );

  const readOnlyName = label ?? describeThermometer(shown, scale);
  const gauge = settable ? (
    <div
      ref={gaugeRef}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label ?? 'Thermometer'}
      aria-orientation="vertical"
      aria-valuemin={scale.min}
      aria-valuemax={scale.max}
      aria-valuenow={shown}
      aria-valuetext={degreesSpoken(shown)}
      aria-disabled={disabled || undefined}
      className={`${styles.gauge} ${dragSurface}`}
      data-state={drag.dragging ? 'dragging' : 'idle'}
      onKeyDown={onKeyDown}
      {...drag.handlers}
    >
      {drawing}
    </div>
  ) : (
    <div ref={gaugeRef} role="img" aria-label={readOnlyName} className={styles.gauge}>
      {drawing}
    </div>
  );

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={drag.dragging ? 'dragging' : 'idle'}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-value={shown}
    >
      <div className={styles.figure}>
        {gauge}
        {pictures.length > 0 ? (
          <ul className={styles.pictures} style={{ height: svgHeight }} aria-label="Pictures">
            {pictures.map((entry) => (
              <li
                key={`${entry.value}-${entry.picture}`}
                className={styles.picture}
                // The gauge's padding and border (4 + 3 px) put the drawing this far down.
                style={{ top: temperatureToY(entry.value, scale, geometry) + 7 }}
                data-value={entry.value}
              >
                <Picture
                  name={entry.picture}
                  size={44}
                  alt={`${entry.alt}, at ${degreesSpoken(entry.value)}`}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {settable ? (
        <div className={styles.buttons}>
          <Button
            size="lg"
            variant="secondary"
            className={styles.stepButton}
            disabled={disabled}
            {...hold(1)}
          >
            <span>
              Up <VisuallyHidden>one mark, warmer</VisuallyHidden>
            </span>
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className={styles.stepButton}
            disabled={disabled}
            {...hold(-1)}
          >
            <span>
              Down <VisuallyHidden>one mark, colder</VisuallyHidden>
            </span>
          </Button>
        </div>
      ) : null}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
