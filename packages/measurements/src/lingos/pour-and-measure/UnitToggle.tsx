import { useRovingFocus } from '@lingos/kit';
import type { KeyboardEvent } from 'react';
import { capacityUnits, type CapacityUnit } from './model';
import * as styles from './UnitToggle.css';

/** Props of {@link UnitToggle}. */
export interface UnitToggleProps {
  readonly value: CapacityUnit;
  readonly onChange: (unit: CapacityUnit) => void;
  /** The group's accessible name. */
  readonly label: string;
  readonly disabled?: boolean;
}

/** Each unit's symbol as shown, and its full word said with it (the name keeps the symbol). */
const unitNames: Readonly<Record<CapacityUnit, string>> = {
  mL: 'mL, millilitres',
  L: 'L, litres',
};

/**
 * The mL | L unit toggle beside the NumberPad (measurements.md 3-2): a two-segment radio
 * group. Tap a segment, or arrow between them (the arrow picks, as in any radio group); Space
 * picks the focused one. Enter is left to the page, which checks the answer.
 */
export function UnitToggle({ value, onChange, label, disabled = false }: UnitToggleProps) {
  const roving = useRovingFocus({
    count: capacityUnits.length,
    wrap: true,
    selectedIndex: capacityUnits.indexOf(value),
    onMove: (index) => {
      const unit = capacityUnits[index];
      if (unit && !disabled) onChange(unit);
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, unit: CapacityUnit, index: number) {
    if (roving.handleKeyDown(event, index)) return;
    if (event.key === ' ') {
      event.preventDefault();
      if (!disabled) onChange(unit);
    }
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={styles.root}
    >
      {capacityUnits.map((unit, index) => {
        const item = roving.getItemProps(index);
        const selected = unit === value;
        return (
          <div
            key={unit}
            ref={item.ref}
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled || undefined}
            aria-label={unitNames[unit]}
            tabIndex={item.tabIndex}
            data-state={selected ? 'selected' : 'idle'}
            data-unit={unit}
            className={styles.segment}
            onClick={() => {
              if (!disabled) onChange(unit);
            }}
            onKeyDown={(event) => onKeyDown(event, unit, index)}
            onFocus={item.onFocus}
          >
            <span aria-hidden="true">{unit}</span>
          </div>
        );
      })}
    </div>
  );
}
