import type { WorkedExampleStep } from '@lingos/kit';
import type { ClockWorkedStep } from '../../model/clockReading';
import { AnalogClock } from '../AnalogClock/AnalogClock';

/** Props of WorkedClock. */
interface WorkedClockProps {
  /** The worked-example step on screen (the kit passes its base type). */
  readonly step: WorkedExampleStep;
  /** The step's index, so a highlight flashes again on each step. */
  readonly index: number;
  /** The time to show when the step names none. */
  readonly fallbackTime: number;
  readonly sky?: boolean;
}

/** The clock of a worked-example step: the step's time, its hand flashing, minute numbers if asked. */
export function WorkedClock({ step, index, fallbackTime, sky = false }: WorkedClockProps) {
  const clockStep = step as ClockWorkedStep;
  return (
    <AnalogClock
      value={clockStep.time ?? fallbackTime}
      minuteNumbers={clockStep.minuteNumbers === true}
      sky={sky}
      size={300}
      animate
      {...(clockStep.highlight ? { flashHand: clockStep.highlight, flashKey: index } : {})}
    />
  );
}
