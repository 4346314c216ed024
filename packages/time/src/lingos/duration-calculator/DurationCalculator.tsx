import {
  ChoiceGrid,
  LingoFrame,
  NumberPad,
  PracticeSession,
  parseDuration,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { durationEntryMinutes } from '../../model/elapsed';
import { formatDuration } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import * as layout from '../lingo.css';
import { WorkedJumps } from '../looking-forward/LookingForward';
import * as styles from './DurationCalculator.css';
import {
  durationCalculatorModel,
  durationCardEntry,
  durationText,
  type DurationCalculatorAnswer,
  type DurationCalculatorItem,
  type DurationClockForm,
} from './model';

const CONCEPT = 'time';
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
function DurationQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
}: PracticeItemProps<DurationCalculatorItem, DurationCalculatorAnswer>) {
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const [raw, setRaw] = useState('');
  const checked = state === 'correct' || state === 'incorrect';
  const picked = answer ? durationEntryMinutes(answer) : undefined;
  const marks: Record<string, ChoiceMark> | undefined =
    checked && picked !== undefined
      ? { [String(picked)]: state === 'correct' ? 'correct' : 'incorrect' }
      : undefined;
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
          value={picked === undefined ? null : String(picked)}
          onChange={(value) => setAnswer(durationCardEntry(Number(value)))}
          disabled={locked}
          {...(marks ? { marks } : {})}
        />
      ) : (
        <NumberPad
          mode="duration"
          label="How long?"
          value={raw}
          onChange={(next) => {
            setRaw(next);
            setAnswer(parseDuration(next) ?? undefined);
          }}
          disabled={locked}
        />
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
    <LingoFrame conceptId={CONCEPT} lingoId={LINGO}>
      <PracticeSession<DurationCalculatorItem, DurationCalculatorAnswer>
        model={durationCalculatorModel}
        conceptId={CONCEPT}
        lingoId={LINGO}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <DurationQuestion key={props.item.key} {...props} />}
        renderWorkedExample={({ item, step }) => (
          <WorkedJumps step={step} format="face" fallbackTime={item.start} target={item.end} />
        )}
      />
    </LingoFrame>
  );
}
