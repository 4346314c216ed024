import { Button, VisuallyHidden } from '@lingos/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './NumberPad.css';
import { describeEntry, sanitizeEntry, type NumberPadMode } from './numberPadValue';

/** Props of {@link NumberPad}. */
export interface NumberPadProps {
  /** `whole`, `money` (dollars and cents) or `duration` (hours and minutes). */
  readonly mode: NumberPadMode;
  /** The raw entry: `"123"`, `"4.35"` or `"2:05"`; read it with parseWholeNumber/parseMoney/parseDuration. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The visible label of the display, e.g. "Your answer". */
  readonly label: string;
  /** Most digits of the number, the dollars or the hours (defaults 4, 3, 2). */
  readonly maxLength?: number;
  readonly disabled?: boolean;
  readonly className?: string;
}

type Field = 'main' | 'hours' | 'minutes';

function splitDuration(value: string): [string, string] {
  const [hours = '', minutes = ''] = value.split(':');
  return [hours, minutes];
}

function joinDuration(hours: string, minutes: string): string {
  return hours === '' && minutes === '' ? '' : `${hours}:${minutes}`;
}

/**
 * A number pad for a whole number, an amount in dollars and cents, or hours and minutes:
 * big on-screen keys (digits, point, Backspace, Clear) and the physical keyboard, with a
 * clearly labelled display. Enter is left to the page, which checks the answer.
 */
export function NumberPad({
  mode,
  value,
  onChange,
  label,
  maxLength,
  disabled = false,
  className,
}: NumberPadProps) {
  const labelId = useId();
  const [active, setActive] = useState<Field>(mode === 'duration' ? 'hours' : 'main');
  const [spoken, setSpoken] = useState('');
  const hoursRef = useRef<HTMLInputElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const [hours, minutes] = splitDuration(value);

  function change(next: string, fromKeys: boolean) {
    const clean = sanitizeEntry(mode, next, maxLength);
    onChange(clean);
    // On-screen keys take focus from the display, so say the new value.
    setSpoken(fromKeys ? `${label}: ${describeEntry(mode, clean)}` : '');
  }

  function pressDigit(digit: string) {
    if (mode !== 'duration') return change(value + digit, true);
    if (active === 'minutes') return change(joinDuration(hours, minutes + digit), true);
    change(joinDuration(hours + digit, minutes), true);
  }

  function pressPoint() {
    if (!value.includes('.')) change(`${value === '' ? '0' : value}.`, true);
  }

  function pressBackspace() {
    if (mode !== 'duration') return change(value.slice(0, -1), true);
    if (active === 'minutes' && minutes !== '') {
      return change(joinDuration(hours, minutes.slice(0, -1)), true);
    }
    setActive('hours');
    change(joinDuration(hours.slice(0, -1), minutes), true);
  }

  function onDurationKeyDown(event: KeyboardEvent<HTMLInputElement>, field: 'hours' | 'minutes') {
    if (field === 'hours' && (event.key === ':' || event.key === 'h')) {
      event.preventDefault();
      minutesRef.current?.focus();
    } else if (field === 'minutes' && event.key === 'Backspace' && minutes === '') {
      event.preventDefault();
      hoursRef.current?.focus();
    }
  }

  const inputProps = {
    type: 'text',
    inputMode: 'none',
    autoComplete: 'off',
    spellCheck: false,
    disabled,
    className: styles.field,
  } as const;

  const keyProps = {
    variant: 'secondary',
    size: 'lg',
    disabled,
    className: styles.key,
    // Keep the caret in the display while tapping keys.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
  } as const;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-mode={mode}
      className={cx(styles.root, className)}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.display}>
        {mode === 'whole' ? (
          <input
            {...inputProps}
            aria-labelledby={labelId}
            value={value}
            size={Math.max(3, (maxLength ?? 4) + 1)}
            onChange={(event) => change(event.currentTarget.value, false)}
          />
        ) : null}
        {mode === 'money' ? (
          <>
            <span className={styles.unit} aria-hidden="true">
              $
            </span>
            <input
              {...inputProps}
              aria-label={`${label}, in dollars and cents`}
              value={value}
              size={Math.max(4, (maxLength ?? 3) + 4)}
              onChange={(event) => change(event.currentTarget.value, false)}
            />
          </>
        ) : null}
        {mode === 'duration' ? (
          <>
            <input
              {...inputProps}
              ref={hoursRef}
              aria-label={`${label}: hours`}
              data-active={active === 'hours'}
              value={hours}
              size={Math.max(2, maxLength ?? 2) + 1}
              onFocus={() => setActive('hours')}
              onKeyDown={(event) => onDurationKeyDown(event, 'hours')}
              onChange={(event) =>
                change(joinDuration(event.currentTarget.value.replace(/\D/g, ''), minutes), false)
              }
            />
            <span className={styles.unit} aria-hidden="true">
              h
            </span>
            <input
              {...inputProps}
              ref={minutesRef}
              aria-label={`${label}: minutes`}
              data-active={active === 'minutes'}
              value={minutes}
              size={3}
              onFocus={() => setActive('minutes')}
              onKeyDown={(event) => onDurationKeyDown(event, 'minutes')}
              onChange={(event) =>
                change(joinDuration(hours, event.currentTarget.value.replace(/\D/g, '')), false)
              }
            />
            <span className={styles.unit} aria-hidden="true">
              min
            </span>
          </>
        ) : null}
      </div>
      <div className={styles.keys}>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
          <Button key={digit} {...keyProps} onClick={() => pressDigit(digit)}>
            {digit}
          </Button>
        ))}
        {mode === 'money' ? (
          <Button {...keyProps} aria-label="Point" onClick={pressPoint}>
            .
          </Button>
        ) : (
          <Button
            {...keyProps}
            className={cx(styles.key, styles.wordKey)}
            onClick={() => change('', true)}
          >
            Clear
          </Button>
        )}
        <Button {...keyProps} onClick={() => pressDigit('0')}>
          0
        </Button>
        <Button {...keyProps} aria-label="Backspace" onClick={pressBackspace}>
          ⌫
        </Button>
        {mode === 'money' ? (
          <Button
            {...keyProps}
            className={cx(styles.key, styles.wordKey, styles.wide)}
            onClick={() => change('', true)}
          >
            Clear
          </Button>
        ) : null}
        {mode === 'duration' ? (
          <div className={styles.fieldSwitch}>
            {(['hours', 'minutes'] as const).map((field) => (
              <Button
                key={field}
                {...keyProps}
                className={cx(styles.key, styles.wordKey)}
                aria-pressed={active === field}
                onClick={() => setActive(field)}
              >
                {field === 'hours' ? 'Hours' : 'Minutes'}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </div>
  );
}
