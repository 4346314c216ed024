import {
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  shownMisconception,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { formatWords } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { WorkedClock } from '../../widgets/WorkedClock/WorkedClock';
import {
  setTheTimeModel,
  setTheTimeText,
  settledText,
  type SetTheTimeAnswer,
  type SetTheTimeItem,
} from './model';

/** How long the hands must rest before they are described (curriculum: 0.5 s). */
const SETTLE_MS = 500;

/** Props of SetTheTimeQuestion. */
interface SetTheTimeQuestionProps extends PracticeItemProps<SetTheTimeItem, SetTheTimeAnswer> {
  /** The size of the clock to set (Master Time Challenge draws it at 300). */
  readonly clockSize?: number;
}

/**
 * One Set the Time item: the prompt card, the draggable clock and the minute-numbers toggle.
 * Master Time Challenge (3-6) draws its Set the Time items with it too.
 */
export function SetTheTimeQuestion({
  item,
  answer,
  setAnswer,
  locked,
  result,
  state,
  attempt,
  clockSize = 320,
}: SetTheTimeQuestionProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [numbersOn, setNumbersOn] = useState(item.minuteNumbers !== 'toggle-off');
  const [settled, setSettled] = useState('');
  const misconception = shownMisconception({ state, attempt, result });
  const shown = dragging ?? answer ?? item.start;
  // H-NUM: "The minute numbers appear around the face."
  const minuteNumbers = item.minuteNumbers === 'always' || numbersOn || misconception === 'H-NUM';

  useEffect(() => {
    if (dragging !== null || answer === undefined) return undefined;
    const timeout = setTimeout(() => setSettled(settledText(answer, minuteNumbers)), SETTLE_MS);
    return () => clearTimeout(timeout);
  }, [answer, dragging, minuteNumbers]);

  return (
    <div className={lingoLayout.stage}>
      {/* The prompt card repeats the prompt for the eye; screen readers get the text below. */}
      <div className={lingoLayout.promptCard} aria-hidden="true">
        {item.step <= 2 ? (
          <span className={lingoLayout.bigText}>{formatWords(item.target)}</span>
        ) : null}
        <DigitalClock value={item.target} size="large" />
      </div>
      {/* Where the hands are now, as the live status says once they stop: a description of
          where they started would contradict it. */}
      <VisuallyHidden>{setTheTimeText(item, shown, minuteNumbers)}</VisuallyHidden>
      <AnalogClock
        value={shown}
        draggableHands={locked ? [] : ['hour', 'minute']}
        minuteNumbers={minuteNumbers}
        sliderText="hands"
        label="Your clock"
        size={clockSize}
        onChange={setDragging}
        onChangeEnd={(time) => {
          setDragging(null);
          setAnswer(time);
        }}
        {...(misconception === 'H-SWAP' ? { flashHand: 'both' as const, flashKey: attempt } : {})}
      />
      {item.minuteNumbers === 'always' ? null : (
        <Button
          variant="secondary"
          size="md"
          aria-pressed={numbersOn}
          onClick={() => setNumbersOn((on) => !on)}
        >
          Minute numbers
        </Button>
      )}
      <VisuallyHidden>
        <p role="status" aria-live="polite">
          {settled}
        </p>
      </VisuallyHidden>
    </div>
  );
}

/**
 * Lingo 1-2, Set the Time: hear a time and drag the clock hands to show it, then Check.
 * The clock's own digital readout is hidden, as it would give the answer away.
 */
export default function SetTheTime(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={setTheTimeModel}
      Question={SetTheTimeQuestion}
      renderWorkedExample={({ item, step, index }) => (
        <WorkedClock step={step} index={index} fallbackTime={item.target} />
      )}
    />
  );
}
