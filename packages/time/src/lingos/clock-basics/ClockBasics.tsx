import {
  LearnLesson,
  LingoFrame,
  useSpeech,
  type LearnCheckQuestion,
  type LearnStep,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { cardName, formatDigital } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import * as layout from '../lingo.css';
import { clockBasicsCheck, clockBasicsSteps, clockCardText, type ClockBasicsStep } from './model';

const CONCEPT = 'time';
const LINGO = 'lingo-1-0';

interface StepViewProps extends LearnStepRenderProps {
  readonly step: ClockBasicsStep;
  /** The time the previous step ended on; each step writes its own. */
  readonly lastTime: MutableRefObject<number>;
}

/** One guided step: the clock set up as the step says, reporting when its goal is met. */
function ClockBasicsStepView({ step, lastTime, done, complete, index }: StepViewProps) {
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
    if (step.isDone(state)) complete(step.success(state));
  };

  return (
    <div className={layout.stage}>
      <AnalogClock
        value={time}
        hourHandOnly={step.hourHandOnly}
        draggableHands={step.draggableHands}
        highlightedNumbers={done ? [] : step.highlightedNumbers}
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

const checkQuestions: readonly LearnCheckQuestion[] = clockBasicsCheck.map((question) => ({
  prompt: question.prompt,
  choices: question.choices.map((choice) => ({
    value: String(choice.time),
    ariaLabel: cardName(clockCardText(choice.time)),
    label: (
      <span aria-hidden="true">
        <AnalogClock value={choice.time} size={150} />
      </span>
    ),
    ...(choice.time === question.answer ? { correct: true } : {}),
    ...(choice.hint ? { hint: choice.hint } : {}),
  })),
}));

/**
 * Lingo 1-0, Clock Basics: meet the hour hand and the minute hand; read o'clock and half
 * past. Five guided steps on one clock, then a closing check of two clock questions.
 */
export default function ClockBasics(_props: LingoProps) {
  const lastTime = useRef(0);
  const steps: readonly LearnStep[] = clockBasicsSteps.map((step) => ({
    prompt: step.say,
    render: (props: LearnStepRenderProps) => (
      <ClockBasicsStepView key={step.id} step={step} lastTime={lastTime} {...props} />
    ),
  }));
  return (
    <LingoFrame conceptId={CONCEPT} lingoId={LINGO}>
      <LearnLesson conceptId={CONCEPT} lingoId={LINGO} steps={steps} check={checkQuestions} />
    </LingoFrame>
  );
}
