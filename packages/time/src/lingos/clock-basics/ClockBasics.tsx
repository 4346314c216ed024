import {
  LingoLesson,
  lingoLayout,
  useSpeech,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { cardName, formatDigital } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { clockBasicsLesson, clockCardText, type ClockBasicsStep } from './model';

interface StepViewProps extends LearnStepRenderProps {
  readonly step: ClockBasicsStep;
  /** The time the previous step ended on; each step writes its own. */
  readonly lastTime: MutableRefObject<number>;
}

/** One guided step: the clock set up as the step says, reporting when its goal is met. */
function ClockBasicsStepView({ step, lastTime, done, complete, announce, index }: StepViewProps) {
  const [start] = useState(() => step.startTime(lastTime.current));
  const [time, setTime] = useState(start);
  const speech = useSpeech();
  // Steps 4 and 5 run on from where the child left the clock.
  useEffect(() => {
    lastTime.current = time;
  }, [lastTime, time]);
  const showDigital = index >= 1;

  const finishIfDone = (progress: { time: number; tapped?: number }) => {
    if (done) return;
    const state = { start, ...progress };
    if (step.isDone(state)) {
      complete(step.success(state));
      return;
    }
    const almost = step.nearMiss?.(state);
    if (almost) announce(almost);
  };

  return (
    <div className={lingoLayout.stage}>
      <AnalogClock
        value={time}
        hourHandOnly={step.hourHandOnly}
        draggableHands={step.draggableHands}
        highlightedNumbers={done ? [] : step.highlightedNumbers}
        snapToNumbers={step.snapToNumbers}
        onNumberTap={(number) => {
          // From step 1 on, any number says its name when tapped.
          void speech.speak(String(number));
          finishIfDone({ time, tapped: number });
        }}
        onChange={setTime}
        onChangeEnd={(next) => {
          setTime(next);
          finishIfDone({ time: next });
        }}
        label={step.draggableHands.length > 0 ? 'Clock' : 'Clock with the numbers 1 to 12'}
        size={320}
      />
      {showDigital ? (
        <DigitalClock value={time} label={`Digital clock showing ${formatDigital(time)}`} />
      ) : null}
    </div>
  );
}

/**
 * Lingo 1-0, Clock Basics: meet the hour hand and the minute hand; read o'clock and half
 * past. Five guided steps on one clock, then a closing check of two clock questions.
 */
export default function ClockBasics(props: LingoProps) {
  const lastTime = useRef(0);
  return (
    <LingoLesson
      {...props}
      lesson={clockBasicsLesson}
      renderStep={(step, stepProps) => (
        <ClockBasicsStepView key={step.id} step={step} lastTime={lastTime} {...stepProps} />
      )}
      renderChoice={(choice) => ({
        ariaLabel: cardName(clockCardText(choice.time)),
        label: <AnalogClock value={choice.time} size={150} />,
      })}
    />
  );
}
