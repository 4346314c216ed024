import { Button, VisuallyHidden } from '@lingos/ui';
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './NumberPad.css';
import {
  deleteDigit,
  joinEntry,
  splitEntry,
  typeDigit,
  type NumberPadFormat,
} from './numberPadFormat';

/** Props of {@link NumberPad}. */
export interface NumberPadProps<Value = unknown> {
  /** What is typed: `wholeNumberFormat`, `dollarsAndCentsFormat`, `hoursAndMinutesFormat`, or a concept's own. */
  readonly format: NumberPadFormat<Value>;
  /** The raw entry (`"123"`, `"4.35"`, `"2:05"`); read it with `format.parse`. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The visible label of the display, e.g. "Your answer". */
  readonly label: string;
  readonly disabled?: boolean;
  readonly className?: string;
}

const digitKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A number pad: big on-screen keys (digits, Backspace, Clear) and the physical keyboard, with
 * a clearly labelled display of one or more boxes (dollars and cents, hours and minutes) as
 * the format says. Typing the format's separator, or a box's button, moves to the next box.
 * Enter is left to the page, which checks the answer.
 */
export function NumberPad<Value>({
  format,
  value,
  onChange,
  label,
  disabled = false,
  className,
}: NumberPadProps<Value>) {
  const labelId = useId();
  const [active, setActive] = useState(0);
  const [spoken, setSpoken] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const parts = splitEntry(format, value);
  const several = format.fields.length > 1;

  function change(next: string, fromKeys: boolean) {
    onChange(next);
    // On-screen keys take focus from the display, so say the new value.
    setSpoken(fromKeys ? `${label}: ${format.describe(next)}` : '');
  }

  function pressDigit(digit: string) {
    change(typeDigit(format, value, active, digit).raw, true);
  }

  function pressBackspace() {
    const edit = deleteDigit(format, value, active);
    setActive(edit.field);
    change(edit.raw, true);
  }

  function typed(index: number, text: string) {
    const next = [...parts];
    next[index] = text;
    change(joinEntry(format, splitEntry(format, joinEntry(format, next))), false);
  }

  function onFieldKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (!several) return;
    const nextBox = event.key === format.separator || format.nextBoxKeys?.includes(event.key);
    if (nextBox && index < format.fields.length - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    } else if (event.key === 'Backspace' && index > 0 && (parts[index] ?? '') === '') {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    }
  }

  const keyProps = {
    variant: 'secondary',
    size: 'lg',
    disabled,
    className: styles.key,
    // Keep the caret in the display while tapping keys.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
  } as const;

  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.display}>
        {format.fields.map((field, index) => (
          <Fragment key={index}>
            {field.prefix ? (
              <span className={styles.unit} aria-hidden="true">
                {field.prefix}
              </span>
            ) : null}
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              type="text"
              inputMode="none"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              className={styles.field}
              {...(field.name
                ? { 'aria-label': `${label}: ${field.name}` }
                : { 'aria-labelledby': labelId })}
              data-active={several ? active === index : undefined}
              value={parts[index] ?? ''}
              size={Math.max(2, field.maxLength) + 1}
              onFocus={() => setActive(index)}
              onKeyDown={(event) => onFieldKeyDown(event, index)}
              onChange={(event) => typed(index, event.currentTarget.value)}
            />
            {field.suffix ? (
              <span className={styles.unit} aria-hidden="true">
                {field.suffix}
              </span>
            ) : null}
          </Fragment>
        ))}
      </div>
      <div className={styles.keys}>
        {digitKeys.map((digit) => (
          <Button key={digit} {...keyProps} onClick={() => pressDigit(digit)}>
            {digit}
          </Button>
        ))}
        <Button
          {...keyProps}
          className={cx(styles.key, styles.wordKey)}
          onClick={() => {
            setActive(0);
            change('', true);
          }}
        >
          Clear
        </Button>
        <Button {...keyProps} onClick={() => pressDigit('0')}>
          0
        </Button>
        <Button {...keyProps} aria-label="Backspace" onClick={pressBackspace}>
          ⌫
        </Button>
        {several ? (
          <div
            className={styles.fieldSwitch}
            style={{ gridTemplateColumns: `repeat(${format.fields.length}, 1fr)` }}
          >
            {format.fields.map((field, index) => (
              <Button
                key={index}
                {...keyProps}
                className={cx(styles.key, styles.wordKey)}
                aria-pressed={active === index}
                onClick={() => setActive(index)}
              >
                {field.switchLabel ?? field.name ?? `Box ${index + 1}`}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </div>
  );
}
