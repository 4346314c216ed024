import { ChoiceGrid, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { durationEntryMinutes } from '../../model/elapsed';
import { formatDuration } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import { checkedMark } from '../feedback';
import { HowLongPad } from '../HowLongPad';
import * as layout from '../lingo.css';
import { WorkedJumps } from '../TimeJumpWorkspace';
import { TimePractice } from '../TimePractice';
import * as styles from './DurationCalculator.css';
import {
  durationCalculatorModel,
  durationCardEntry,
  durationText,
  type DurationCalculatorAnswer,
  type DurationCalculatorItem,
  type DurationClockForm,
} from './model';

const LINGO = 'lingo-2-4';

/** "Start" or "End" over its clock, analog or digital. */
function ClockCard({
  label,
  time,
  form,
}: {
  readonly label: string;
  readonly time: number;
  readonly form: DurationClockForm;
}) {
  return (
    <div className={styles.clockCard}>
      <p className={styles.clockLabel}>{label}</p>
      {form === 'analog' ? (
        <AnalogClock value={time} size={180} />
      ) : (
        <DigitalClock value={time} size="large" />
      )}
    </div>
  );
}

/** One Duration Calculator item: the start and end clocks, the ribbon, and the answer. */
export function DurationQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
}: PracticeItemProps<DurationCalculatorItem, DurationCalculatorAnswer>) {
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const picked = answer ? String(durationEntryMinutes(answer)) : undefined;
  const marks = checkedMark(picked, state);
  return (
    <div className={layout.stage}>
      <VisuallyHidden>
        {/* The ribbon's count from start to end is the answer: told only once it is right. */}
        <p>{state === 'correct' ? durationText(item) : durationText(item, false)}</p>
      </VisuallyHidden>
      {/* The text above says what the clocks show; they are for the eye. */}
      <div className={layout.row} aria-hidden="true">
        <ClockCard label="Start" time={item.start} form={item.startForm} />
        <span className={styles.arrow}>➡️</span>
        <ClockCard label="End" time={item.end} form={item.endForm} />
      </div>
      <div className={styles.ribbon}>
        <TimeRibbon
          start={item.start}
          target={item.end}
          jumps={jumps}
          onJumpsChange={setJumps}
          format="face"
          showTotal
          readOnly={locked}
        />
      </div>
      {item.choices ? (
        <ChoiceGrid
          className={styles.choices}
          label="How long is it?"
          options={item.choices.map((minutes) => ({
            value: String(minutes),
            label: formatDuration(minutes),
          }))}
          value={picked ?? null}
          onChange={(value) => setAnswer(durationCardEntry(Number(value)))}
          disabled={locked}
          {...(marks ? { marks } : {})}
        />
      ) : (
        <HowLongPad onEntry={setAnswer} disabled={locked} />
      )}
    </div>
  );
}

/**
 * Lingo 2-4, Duration Calculator: how long did it take? Two clocks, a start and an end in
 * the same half of the day; the child counts up on the ribbon and enters hours and minutes
 * (or picks a card at step 1), then Check. Any split with the right total is right.
 */
export default function DurationCalculator({ seed }: LingoProps) {
  return (
    <TimePractice<DurationCalculatorItem, DurationCalculatorAnswer>
      model={durationCalculatorModel}
      lingoId={LINGO}
      seed={seed}
      Question={DurationQuestion}
      renderWorkedExample={({ item, step }) => (
        <WorkedJumps step={step} format="face" fallbackTime={item.start} target={item.end} />
      )}
    />
  );
}
