import { type LearnStepRenderProps, lingoLayout, LingoLesson, type LingoProps } from '@lingos/kit';
import { useState } from 'react';
import { faceValue } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import { landingOf, totalOfJumps } from '../../widgets/TimeRibbon/ribbonModel';
import {
  checkMinuteHand,
  checkRibbonJump,
  countByFivesDone,
  countByFivesSpeech,
  minuteHandSpeech,
  shadedFraction,
  timeMathBasicsHints,
  timeMathBasicsLesson,
  type TimeMathStep,
  type TimeMathTask,
} from './model';
import * as styles from './TimeMathBasics.css';

/** The clock's drawing box (AnalogClock's viewBox) and its face. */
const VIEW = 240;
const CENTRE = VIEW / 2;
const FACE_RADIUS = 100;

/** The slice of the face from 12 round to a fraction of a turn, as an SVG path. */
function slicePath(fraction: number): string | undefined {
  if (fraction <= 0) return undefined;
  const angle = fraction * 2 * Math.PI;
  const x = CENTRE + FACE_RADIUS * Math.sin(angle);
  const y = CENTRE - FACE_RADIUS * Math.cos(angle);
  const large = fraction > 0.5 ? 1 : 0;
  return `M ${CENTRE} ${CENTRE} L ${CENTRE} ${CENTRE - FACE_RADIUS} A ${FACE_RADIUS} ${FACE_RADIUS} 0 ${large} 1 ${x} ${y} Z`;
}

/** How far round the face, in minutes, from one minute to another the short way. */
function faceDistance(minute: number, target: number): number {
  const apart = Math.abs(minute - target) % 60;
  return Math.min(apart, 60 - apart);
}

interface StepViewProps<Kind extends TimeMathTask['kind']> extends LearnStepRenderProps {
  readonly step: TimeMathStep;
  readonly task: Extract<TimeMathTask, { kind: Kind }>;
}

/** Step 1: tap each number; it says its minutes, and the minute numbers appear at the end. */
function CountByFivesStep({ step, done, complete, announce }: StepViewProps<'count-by-fives'>) {
  const [tapped, setTapped] = useState<readonly number[]>([]);
  const last = tapped[tapped.length - 1];
  const counts = [...tapped].sort((a, b) => a - b).map(countByFivesSpeech);
  return (
    <div className={lingoLayout.stage}>
      {/*
        The long hand points at the number just counted (at 3: 15 minutes). It stays off the
        face until the first tap, so it covers no number the child has still to tap.
      */}
      <AnalogClock
        value={2 * 60 + ((last ?? 12) % 12) * 5}
        hourHandOnly={last === undefined}
        animate
        size={320}
        label="Clock with the numbers 1 to 12"
        minuteNumbers={done}
        highlightedNumbers={tapped}
        onNumberTap={(number) => {
          announce(countByFivesSpeech(number));
          const next = [...tapped.filter((entry) => entry !== number), number];
          setTapped(next);
          if (!done && countByFivesDone(next)) complete(step.done);
        }}
      />
      <ul className={styles.counted} aria-label="Minutes counted">
        {counts.map((count) => (
          <li key={count} className={styles.count}>
            {count}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 2: the long hand to the 6 (half the face shades in), then to the 3 (a quarter). */
function TurnMinuteHandStep({
  step,
  task,
  done,
  complete,
  announce,
}: StepViewProps<'turn-minute-hand'>) {
  const [time, setTime] = useState(task.start);
  // Where the hand last stopped (a drag's own frames move `time` on the way).
  const [rest, setRest] = useState(task.start);
  const [reached, setReached] = useState(0);
  const target = task.targets[Math.min(reached, task.targets.length - 1)];
  const path = slicePath(shadedFraction(time));

  const stop = (next: number) => {
    const previous = rest;
    setRest(next);
    setTime(next);
    if (done || !target) return;
    const result = checkMinuteHand(target, next);
    if (result.correct) {
      if (reached + 1 >= task.targets.length) complete(step.done);
      else announce(result.message ?? target.says);
      setReached((count) => count + 1);
      return;
    }
    // Going away from the number names where halfway (or a quarter of the way) is.
    const away =
      faceDistance(faceValue(next).minute, target.minute) >
      faceDistance(faceValue(previous).minute, target.minute);
    const hint = result.misconception
      ? timeMathBasicsHints[result.misconception as keyof typeof timeMathBasicsHints]
      : undefined;
    announce(away && hint ? `${minuteHandSpeech(next)}. ${hint}` : minuteHandSpeech(next));
  };

  return (
    <div className={lingoLayout.stage}>
      <div className={styles.clockWrap}>
        <AnalogClock
          value={time}
          size={320}
          minuteNumbers
          draggableHands={['minute']}
          onChange={setTime}
          onChangeEnd={stop}
        />
        <svg
          className={styles.shade}
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          aria-hidden="true"
          focusable="false"
          data-shaded={shadedFraction(time)}
        >
          {path ? <path d={path} className={styles.slice} /> : null}
        </svg>
      </div>
      <p className={lingoLayout.note}>
        {done
          ? 'Half an hour: 30 minutes. A quarter of an hour: 15 minutes.'
          : target?.minute === 30
            ? 'Drag the long hand to the 6.'
            : 'Now drag the long hand to the 3.'}
      </p>
    </div>
  );
}

/** Steps 3–5: one jump on the ribbon from 2:00; the clock turns with it. */
function RibbonJumpStep({ step, task, done, complete, announce }: StepViewProps<'ribbon-jump'>) {
  const [jumps, setJumps] = useState<readonly number[]>(task.before);
  const onJumps = (next: readonly number[]) => {
    setJumps(next);
    if (done) return;
    const result = checkRibbonJump(task, next);
    if (result.correct) {
      complete(step.done);
      return;
    }
    // Only a jump the wrong way, or past the goal, gets a hint; a first small jump is a start.
    const added = totalOfJumps(next.slice(task.before.length));
    const past = Math.sign(added) !== Math.sign(task.jump) || Math.abs(added) > Math.abs(task.jump);
    if (next.length > task.before.length && added !== 0 && past) {
      const hint = result.misconception
        ? timeMathBasicsHints[result.misconception as keyof typeof timeMathBasicsHints]
        : undefined;
      const text = result.message ?? hint;
      if (text) announce(`${text} Backspace takes a jump off.`);
    }
  };
  return (
    <div className={lingoLayout.stage}>
      <AnalogClock value={landingOf(task.start, jumps)} size={240} animate />
      <div className={styles.ribbon}>
        <TimeRibbon
          start={task.start}
          jumps={jumps}
          onJumpsChange={onJumps}
          direction={task.direction}
          format="face"
          readOnly={done}
        />
      </div>
    </div>
  );
}

function StepView({ step, ...props }: LearnStepRenderProps & { readonly step: TimeMathStep }) {
  const { task } = step;
  switch (task.kind) {
    case 'count-by-fives':
      return <CountByFivesStep step={step} task={task} {...props} />;
    case 'turn-minute-hand':
      return <TurnMinuteHandStep step={step} task={task} {...props} />;
    case 'ribbon-jump':
      return <RibbonJumpStep step={step} task={task} {...props} />;
  }
}

/**
 * Lingo 2-0, Time Math Basics: count minutes by fives, see half and a quarter of an hour on
 * the face, and jump forward and back on the time ribbon. Five guided steps, then a closing
 * check of two questions.
 */
export default function TimeMathBasics(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={timeMathBasicsLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderChoice={(choice) => ({
        label: <span className={styles.cardText}>{choice.label}</span>,
      })}
      // "It is 4:00": the clock shows it too.
      renderQuestion={(question) =>
        question.id === 'half-hour-later' ? (
          <div className={lingoLayout.row}>
            <AnalogClock value={4 * 60} size={180} />
          </div>
        ) : null
      }
    />
  );
}
