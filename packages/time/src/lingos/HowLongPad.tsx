import { NumberPad, parseDuration } from '@lingos/kit';
import { useState } from 'react';
import type { DurationEntry } from '../model/elapsed';

/** Props of HowLongPad. */
interface HowLongPadProps {
  /** The entry to start from (an answer kept while trying again); default empty. */
  readonly initial?: DurationEntry | undefined;
  /** Called with every change: the hours and minutes typed, or nothing while they make none. */
  readonly onEntry: (entry: DurationEntry | undefined) => void;
  readonly disabled: boolean;
}

/**
 * The NumberPad of a "How long?" answer: hours, then minutes (2-4, 2-6, 3-4 and Master Time
 * Challenge).
 */
export function HowLongPad({ initial, onEntry, disabled }: HowLongPadProps) {
  const [raw, setRaw] = useState(() => (initial ? `${initial.hours}:${initial.minutes}` : ''));
  return (
    <NumberPad
      mode="duration"
      label="How long?"
      value={raw}
      onChange={(next) => {
        setRaw(next);
        onEntry(parseDuration(next) ?? undefined);
      }}
      disabled={disabled}
    />
  );
}
