import { hoursAndMinutesFormat, NumberPad } from '@lingos/kit';
import { useState } from 'react';
import type { DurationEntry } from '../../model/elapsed';

/** Props of DurationPad. */
export interface DurationPadProps {
  /** The entry to start from (an answer kept while trying again); default empty. */
  readonly initial?: DurationEntry | undefined;
  /** Called with every change: the hours and minutes typed, or nothing while they make none. */
  readonly onEntry: (entry: DurationEntry | undefined) => void;
  readonly disabled: boolean;
  /** The pad's label; default "How long?". */
  readonly label?: string;
}

/**
 * The NumberPad of a "How long?" answer: hours, then minutes (2-4, 2-6, 3-4 and Master Time
 * Challenge). Minutes may be typed past 59 (2 h as "0 h 120 min" is right; "1 h 70 min",
 * digits subtracted like ordinary numbers, gets the H-60 hint).
 */
export function DurationPad({ initial, onEntry, disabled, label = 'How long?' }: DurationPadProps) {
  const [raw, setRaw] = useState(() => (initial ? `${initial.hours}:${initial.minutes}` : ''));
  return (
    <NumberPad
      format={hoursAndMinutesFormat}
      label={label}
      value={raw}
      onChange={(next) => {
        setRaw(next);
        onEntry(hoursAndMinutesFormat.parse(next) ?? undefined);
      }}
      disabled={disabled}
    />
  );
}
