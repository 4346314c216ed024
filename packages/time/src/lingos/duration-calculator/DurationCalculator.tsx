import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { durationEntryMinutes } from '../../model/elapsed';
import { formatDuration } from '../../model/time';
import { StartEnd } from '../../widgets/StartEnd/StartEnd';
import { TimeCard } from '../../widgets/TimeCard/TimeCard';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import { DurationPad } from '../../widgets/DurationPad/DurationPad';
import { WorkedJumps } from '../../widgets/TimeJumpWorkspace/TimeJumpWorkspace';
import * as styles from './DurationCalculator.css';
import {
  durationCalculatorModel,
  durationCardEntry,
  durationText,
  type DurationCalculatorAnswer,
  type DurationCalculatorItem,
} from './model';

/** The start and end clocks of an item, each analog or digital (also in Master Time Challenge). */
export function DurationEnds({ item }: { readonly item: DurationCalculatorItem }) {
  return (
    <StartEnd
      decorative
      start={
        <TimeCard time={item.start} form={item.startForm} clockSize={170} digitalSize="large" />
      }
      end={<TimeCard time={item.end} form={item.endForm} clockSize={170} digitalSize="large" />}
    />
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
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        {/* The ribbon's count from start to end is the answer: told only once it is right. */}
        <p>{state === 'correct' ? durationText(item) : durationText(item, false)}</p>
      </VisuallyHidden>
      {/* The text above says what the clocks show; they are for the eye. */}
      <DurationEnds item={item} />
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
        <DurationPad onEntry={setAnswer} disabled={locked} />
      )}
    </div>
  );
}

/**
 * Lingo 2-4, Duration Calculator: how long did it take? Two clocks, a start and an end in
 * the same half of the day; the child counts up on the ribbon and enters hours and minutes
 * (or picks a card at step 1), then Check. Any split with the right total is right.
 */
export default function DurationCalculator(props: LingoProps) {
  return (
    <LingoPractice<DurationCalculatorItem, DurationCalculatorAnswer>
      {...props}
      model={durationCalculatorModel}
      Question={DurationQuestion}
      renderWorkedExample={({ item, step }) => (
        <WorkedJumps step={step} format="face" fallbackTime={item.start} target={item.end} />
      )}
    />
  );
}
