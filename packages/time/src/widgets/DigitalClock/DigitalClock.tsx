import { sliderKeyDelta, useHoldRepeat } from '@lingos/kit';
import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import {
  faceValue,
  format24Hour,
  formatDigital,
  meridiemOf,
  normalizeTime,
  timeFrom24Hour,
  timeFromFace,
  to24Hour,
  type Meridiem,
} from '../../model/time';
import * as styles from './DigitalClock.css';

/** 12-hour (1–12, optionally with AM/PM) or 24-hour (00–23) digits. */
export const digitalClockFormats = ['12h', '24h'] as const;
/** `12h` or `24h`. */
export type DigitalClockFormat = (typeof digitalClockFormats)[number];

/** Shows a time, or lets the child enter one. */
export const digitalClockModes = ['display', 'input'] as const;
/** `display` or `input`. */
export type DigitalClockMode = (typeof digitalClockModes)[number];

/** Text sizes of DigitalClock. */
export const digitalClockSizes = ['small', 'medium', 'large'] as const;
/** `small`, `medium` or `large`. */
export type DigitalClockSize = (typeof digitalClockSizes)[number];

/** Props of DigitalClock. */
export interface DigitalClockProps {
  /** Minutes since midnight; `null` shows a question mark (a time to find). Controlled. */
  readonly value?: number | null;
  /** The first time when uncontrolled (input mode). */
  readonly defaultValue?: number;
  /** `display` (default) or `input` (hour and minute spinbuttons). */
  readonly mode?: DigitalClockMode;
  /** `12h` (default) or `24h`. */
  readonly format?: DigitalClockFormat;
  /** In 12-hour format: show AM/PM (display) or the AM/PM toggle (input). */
  readonly meridiem?: boolean;
  /** Called with the new time in input mode. */
  readonly onChange?: (value: number) => void;
  /**
   * The accessible name. Display defaults to the time ("3:05 PM") or "question mark";
   * input to "Time".
   */
  readonly label?: string;
  readonly size?: DigitalClockSize;
  readonly className?: string;
}

type Field = 'hour' | 'minute';

interface FieldRange {
  readonly min: number;
  readonly max: number;
}

const wrap = (value: number, range: FieldRange): number => {
  const span = range.max - range.min + 1;
  return ((((value - range.min) % span) + span) % span) + range.min;
};

/** The 12-hour text of a time with or without AM/PM, or its 24-hour text. */
export function formatDigitalClock(
  time: number,
  format: DigitalClockFormat,
  withMeridiem: boolean,
): string {
  if (format === '24h') return format24Hour(time);
  return withMeridiem ? `${formatDigital(time)} ${meridiemOf(time)}` : formatDigital(time);
}

/**
 * A digital clock. Display mode shows "3:05", "3:05 PM" or "15:05" (a question mark for a
 * time to find). Input mode has hour and minute spinbuttons (arrows ±1, PageUp/PageDown
 * ±5 minutes, Home/End, typed digits, Left/Right between fields) and, in 12-hour format
 * with `meridiem`, an AM/PM toggle. The ▲/▼ buttons beside each field repeat while held.
 */
export function DigitalClock({
  value,
  defaultValue = 720,
  mode = 'display',
  format = '12h',
  meridiem = false,
  onChange,
  label,
  size = 'medium',
  className,
}: DigitalClockProps): ReactElement {
  const [internalValue, setInternalValue] = useState(defaultValue);
  const rootClass = [styles.root, styles.size[size], className].filter(Boolean).join(' ');

  const hourRef = useRef<HTMLSpanElement>(null);
  const minuteRef = useRef<HTMLSpanElement>(null);
  const typedRef = useRef<{ field: Field; text: string; at: number } | null>(null);
  // The step buttons repeat while held; they step from the value of the latest render.
  const stepFieldRef = useRef<(field: Field, delta: number) => void>(() => undefined);
  const holdHour = useHoldRepeat((delta) => stepFieldRef.current('hour', delta));
  const holdMinute = useHoldRepeat((delta) => stepFieldRef.current('minute', delta));

  if (mode === 'display') {
    if (value === null) {
      return (
        <div
          className={rootClass}
          role="img"
          aria-label={label ?? 'question mark'}
          data-mode="display"
        >
          <span className={`${styles.digits} ${styles.unknown}`}>?</span>
        </div>
      );
    }
    const time = normalizeTime(value ?? internalValue);
    const text = formatDigitalClock(time, format, meridiem);
    const showMeridiem = format === '12h' && meridiem;
    return (
      <div className={rootClass} role="img" aria-label={label ?? text} data-mode="display">
        <span className={styles.digits}>
          {format === '24h' ? format24Hour(time) : formatDigital(time)}
        </span>
        {showMeridiem ? <span className={styles.meridiemLabel}>{meridiemOf(time)}</span> : null}
      </div>
    );
  }

  const time = normalizeTime(value ?? internalValue);
  const twelveHour = format === '12h';
  const hourRange: FieldRange = twelveHour ? { min: 1, max: 12 } : { min: 0, max: 23 };
  const minuteRange: FieldRange = { min: 0, max: 59 };
  const face = faceValue(time);
  const clock24 = to24Hour(time);
  const hour = twelveHour ? face.hour : clock24.hour;
  const minute = face.minute;
  const currentMeridiem = meridiemOf(time);

  const build = (nextHour: number, nextMinute: number, nextMeridiem: Meridiem): number =>
    twelveHour
      ? timeFromFace(nextHour, nextMinute, nextMeridiem)
      : timeFrom24Hour(nextHour, nextMinute);

  const update = (next: number): void => {
    if (value === undefined) setInternalValue(next);
    onChange?.(next);
  };

  const setField = (field: Field, fieldValue: number): void => {
    update(
      field === 'hour'
        ? build(wrap(fieldValue, hourRange), minute, currentMeridiem)
        : build(hour, wrap(fieldValue, minuteRange), currentMeridiem),
    );
  };

  const typeDigit = (field: Field, digit: string): void => {
    const range = field === 'hour' ? hourRange : minuteRange;
    const now = Date.now();
    const previous = typedRef.current;
    let text =
      previous && previous.field === field && now - previous.at < 1500 && previous.text.length < 2
        ? previous.text + digit
        : digit;
    if (Number(text) > range.max) text = digit;
    typedRef.current = { field, text, at: now };
    const typed = Number(text);
    if (typed >= range.min && typed <= range.max) setField(field, typed);
  };

  const handleKeyDown = (field: Field) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const range = field === 'hour' ? hourRange : minuteRange;
    const fieldValue = field === 'hour' ? hour : minute;
    // Across, not up and down: Right from the hour to the minutes, Left back.
    const across =
      event.key === 'ArrowRight' && field === 'hour'
        ? minuteRef
        : event.key === 'ArrowLeft' && field === 'minute'
          ? hourRef
          : undefined;
    if (across) {
      event.preventDefault();
      across.current?.focus();
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') return;
    // Up and down by kit's slider keys (PageUp/PageDown 5 minutes or 3 hours), wrapping
    // round the dial; Home and End go to the field's ends.
    const delta = sliderKeyDelta(
      event.key,
      { shiftKey: event.shiftKey },
      { step: 1, pageStep: field === 'minute' ? 5 : 3 },
    );
    const next =
      event.key === 'Home'
        ? range.min
        : event.key === 'End'
          ? range.max
          : delta === undefined
            ? undefined
            : fieldValue + delta;
    if (next !== undefined) {
      event.preventDefault();
      typedRef.current = null;
      setField(field, next);
      return;
    }
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      typeDigit(field, event.key);
    }
  };

  stepFieldRef.current = (field, delta) =>
    setField(field, (field === 'hour' ? hour : minute) + delta);
  const fieldNames: Record<Field, string> = { hour: 'Hour', minute: 'Minutes' };
  const renderField = (field: Field): ReactElement => {
    const range = field === 'hour' ? hourRange : minuteRange;
    const fieldValue = field === 'hour' ? hour : minute;
    const shown =
      field === 'minute' || !twelveHour ? String(fieldValue).padStart(2, '0') : String(fieldValue);
    return (
      <span className={styles.field}>
        <button
          type="button"
          tabIndex={-1}
          className={styles.stepButton}
          aria-label={`${fieldNames[field]} up`}
          {...(field === 'hour' ? holdHour : holdMinute)(1)}
        >
          ▲
        </button>
        <span
          ref={field === 'hour' ? hourRef : minuteRef}
          role="spinbutton"
          tabIndex={0}
          aria-label={fieldNames[field]}
          aria-valuemin={range.min}
          aria-valuemax={range.max}
          aria-valuenow={fieldValue}
          aria-valuetext={
            field === 'hour'
              ? String(fieldValue)
              : `${fieldValue} ${fieldValue === 1 ? 'minute' : 'minutes'}`
          }
          className={styles.spinbutton}
          data-field={field}
          onKeyDown={handleKeyDown(field)}
        >
          {shown}
        </span>
        <button
          type="button"
          tabIndex={-1}
          className={styles.stepButton}
          aria-label={`${fieldNames[field]} down`}
          {...(field === 'hour' ? holdHour : holdMinute)(-1)}
        >
          ▼
        </button>
      </span>
    );
  };

  return (
    <div
      className={rootClass}
      role="group"
      aria-label={label ?? 'Time'}
      data-mode="input"
      data-time={time}
    >
      {renderField('hour')}
      <span className={styles.separator} aria-hidden="true">
        :
      </span>
      {renderField('minute')}
      {twelveHour && meridiem ? (
        <span className={styles.meridiemGroup} role="group" aria-label="AM or PM">
          {(['AM', 'PM'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.meridiemButton}
              aria-pressed={currentMeridiem === option}
              onClick={() => update(build(hour, minute, option))}
            >
              {option}
            </button>
          ))}
        </span>
      ) : null}
    </div>
  );
}
