import sunArt from '@lingos/kit/pictures/sun';
import moonArt from '@lingos/kit/pictures/crescent-moon';
import {
  joinPair,
  type LearnStepRenderProps,
  lingoLayout,
  LingoLesson,
  type LingoProps,
  type MatchPairing,
  MatchPairs,
  Picture,
  type PictureArt,
  useSpeech,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  MINUTES_PER_DAY,
  NOON,
  describeClock,
  format24Hour,
  formatDigital12,
  normalizeTime,
  partOfDay,
} from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { MarkerRibbon } from '../../widgets/MarkerRibbon/MarkerRibbon';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import * as styles from './AdvancedTimeConcepts.css';
import {
  advancedTimeConceptsLesson,
  advancedTimeHints,
  checkLandmarkTap,
  checkTimePair,
  checkTwentyFourHourSetting,
  clockHalfLabel,
  dayRibbonText,
  hearingDone,
  pairSpeech,
  sunDragDone,
  type AdvancedTimeStep,
  type AdvancedTimeTask,
  type TimeAmountPair,
} from './model';

const wholeDay = { from: 0, to: MINUTES_PER_DAY };

type TaskOf<Kind extends AdvancedTimeTask['kind']> = Extract<AdvancedTimeTask, { kind: Kind }>;

interface TaskViewProps<Kind extends AdvancedTimeTask['kind']> extends LearnStepRenderProps {
  readonly step: AdvancedTimeStep;
  readonly task: TaskOf<Kind>;
}

/** The day ribbon: the whole day with a sky, 12-hour labels above and 24-hour labels below. */
function DayRibbon({
  sun,
  onSunChange,
  highlight,
}: {
  readonly sun?: number;
  readonly onSunChange?: (value: number) => void;
  readonly highlight?: 'noon' | 'midnight' | 'both';
}) {
  const night = sun !== undefined && partOfDay(sun) === 'night';
  const ribbon = {
    className: styles.ribbon,
    label: 'Day ribbon',
    range: wholeDay,
    format: '12h',
    secondaryFormat: '24h',
    sky: true,
    ...(highlight ? { highlightLandmark: highlight } : {}),
  } as const;
  if (sun === undefined || !onSunChange) return <TimeRibbon {...ribbon} start={0} readOnly />;
  return (
    <MarkerRibbon
      {...ribbon}
      marker={{
        value: sun,
        onChange: onSunChange,
        // Its name stays "Sun" (the step says so); at night it looks like the moon.
        label: 'Sun',
        icon: <Picture art={night ? moonArt : sunArt} size={32} decorative />,
        step: 15,
        valueText: dayRibbonText,
      }}
    />
  );
}

/** The clock's name: its half of the day, then its hands ("Clock, AM: The short hand …"). */
function clockLabel(time: number): string {
  return `Clock, ${clockHalfLabel(time)}: ${describeClock(time)}`;
}

/** Step 1: drag the sun from midnight to noon to midnight; the clock turns twice. */
function DragSunStep({ step, done, complete }: TaskViewProps<'drag-sun'>) {
  const [sun, setSun] = useState(0);
  // Every place the sun has been, in order: the step is done once it passed noon to midnight.
  const visited = useRef<number[]>([0]);
  const time = normalizeTime(sun);
  return (
    <div className={lingoLayout.stage}>
      <DayRibbon
        sun={sun}
        onSunChange={(value) => {
          setSun(value);
          visited.current.push(value);
          if (!done && sunDragDone(visited.current)) complete(step.done);
        }}
      />
      <div className={lingoLayout.row}>
        <AnalogClock value={sun} sky animate size={240} label={clockLabel(sun)} />
        <p className={styles.half} aria-hidden="true">
          {clockHalfLabel(sun)}
        </p>
        <DigitalClock value={time} meridiem size="large" label={formatDigital12(time)} />
        <DigitalClock value={time} format="24h" size="large" label={format24Hour(time)} />
      </div>
    </div>
  );
}

/** Step 2: tap 12 noon, then 12 midnight. */
function LandmarksStep({ step, task, done, complete, announce }: TaskViewProps<'tap-landmarks'>) {
  const [found, setFound] = useState(0);
  const tap = (time: number) => {
    if (done) return;
    const result = checkLandmarkTap(found, time);
    if (!result.correct) {
      const hint = result.misconception as keyof typeof advancedTimeHints | undefined;
      announce(hint ? advancedTimeHints[hint] : 'Look at the labels on the ribbon.');
      return;
    }
    const next = found + 1;
    setFound(next);
    if (next >= task.order.length) complete(step.done);
    else announce('Yes, 12 noon is the middle of the day. Now tap 12 midnight.');
  };
  const landmark = (
    time: number,
    key: string,
    words: string,
    picture: PictureArt,
    name: string,
  ) => (
    <Button key={key} variant="secondary" size="lg" aria-label={name} onClick={() => tap(time)}>
      <Picture art={picture} size={28} decorative />
      {words}
    </Button>
  );
  return (
    <div className={lingoLayout.stage}>
      <DayRibbon
        {...(found >= 2 || done
          ? { highlight: 'both' as const }
          : found === 1
            ? { highlight: 'noon' as const }
            : {})}
      />
      <div className={styles.landmarks}>
        {/* Midnight is at both ends of the day ribbon: either one is 12 midnight. */}
        {landmark(0, 'start', '12 midnight', moonArt, '12 midnight, the start of the day')}
        {landmark(NOON, 'noon', '12 noon', sunArt, '12 noon')}
        {landmark(
          MINUTES_PER_DAY,
          'end',
          '12 midnight',
          moonArt,
          '12 midnight, the start of the next day',
        )}
      </div>
    </div>
  );
}

/** Step 3: tap afternoon hours and hear each pair ("3 PM, 15:00"). */
function AfternoonHoursStep({
  step,
  task,
  done,
  complete,
  announce,
}: TaskViewProps<'hear-24-hour'>) {
  const [heard, setHeard] = useState<readonly number[]>([]);
  const [last, setLast] = useState<number | null>(null);
  const speech = useSpeech();
  // A tap asks to hear the pair: with automatic reading off, it is spoken here.
  const hear = (text: string) => {
    if (!speech.autoRead) void speech.speak(text);
  };
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.hours}>
        {task.hours.map((hour) => {
          const time = hour * 60;
          const twelve = `${hour - 12} PM`;
          const wasHeard = heard.includes(hour);
          return (
            <Button
              key={hour}
              variant={wasHeard ? 'primary' : 'secondary'}
              size="lg"
              className={styles.hourButton}
              aria-label={wasHeard ? `${twelve}, ${format24Hour(time)}` : twelve}
              onClick={() => {
                const next = wasHeard ? heard : [...heard, hour];
                setHeard(next);
                setLast(time);
                const pair = `${pairSpeech(time)}.`;
                hear(pair);
                if (!done && hearingDone(next, task.required)) complete(`${pair} ${step.done}`);
                else announce(pair);
              }}
            >
              {twelve}
              {wasHeard ? <span className={styles.twin}>{format24Hour(time)}</span> : null}
            </Button>
          );
        })}
      </div>
      {last === null ? null : (
        <div className={lingoLayout.row}>
          <DigitalClock value={last} meridiem size="large" label={formatDigital12(last)} />
          <span className={lingoLayout.bigText} aria-hidden="true">
            =
          </span>
          <DigitalClock value={last} format="24h" size="large" label={format24Hour(last)} />
        </div>
      )}
    </div>
  );
}

/** Step 4: step the 24-hour clock to 3 PM, then Check. */
function SetTwentyFourHourStep({
  step,
  task,
  done,
  complete,
  announce,
}: TaskViewProps<'set-24-hour'>) {
  const [time, setTime] = useState(NOON);
  const check = () => {
    if (done) return;
    const result = checkTwentyFourHourSetting(task.target, time);
    if (result.correct) {
      complete(step.done);
      return;
    }
    const hint = result.misconception as keyof typeof advancedTimeHints | undefined;
    announce(hint ? advancedTimeHints[hint] : advancedTimeHints['set-add-twelve']);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter on the clock checks it, as Enter does in the practice Lingos.
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    check();
  };
  return (
    <div className={lingoLayout.stage}>
      {/* Enter from the clock's fields bubbles here to check the time. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={lingoLayout.row} onKeyDown={onKeyDown}>
        <DigitalClock
          mode="input"
          format="24h"
          value={time}
          onChange={setTime}
          label="24-hour clock"
          size="large"
        />
        <span className={lingoLayout.bigText} aria-hidden="true">
          =
        </span>
        <DigitalClock
          value={time}
          meridiem
          size="large"
          label={`That is ${formatDigital12(time)}`}
        />
      </div>
      <AnalogClock value={time} sky size={200} label={clockLabel(time)} />
      <Button size="lg" onClick={check} aria-disabled={done}>
        Check
      </Button>
    </div>
  );
}

/** The right column of step 5, mixed up so no pair sits side by side. */
const rightOrder = ['day', 'half-hour', 'week', 'hour', 'two-hours'];

/** Step 5: MatchPairs. Tap a card, then its partner in the other column. */
function MatchPairsStep({ step, task, done, complete, announce }: TaskViewProps<'match-pairs'>) {
  // Each pair is checked as it is made: a right pair locks, a wrong one says why.
  const [pairs, setPairs] = useState<MatchPairing>({});
  const rights = rightOrder
    .map((id) => task.pairs.find((pair) => pair.id === id))
    .filter((pair): pair is TimeAmountPair => pair !== undefined);
  return (
    <MatchPairs
      label={step.prompt}
      leftLabel="Amounts of time"
      rightLabel="The same amounts, said another way"
      left={task.pairs.map((pair) => ({ id: pair.id, label: pair.left, content: pair.left }))}
      right={rights.map((pair) => ({ id: pair.id, label: pair.right, content: pair.right }))}
      pairs={pairs}
      marks={Object.fromEntries(Object.keys(pairs).map((id) => [id, 'correct' as const]))}
      disabled={done}
      onPair={(leftId, rightId) => {
        const result = checkTimePair(leftId, rightId);
        if (!result.correct) {
          // The hint shows and is read as the lesson's feedback; the widget says only this.
          announce(result.message ?? advancedTimeHints['not-a-pair']);
          return { refused: 'Not joined.' };
        }
        const next = joinPair(pairs, leftId, rightId);
        setPairs(next);
        if (Object.keys(next).length === task.pairs.length) complete(step.done);
        return undefined;
      }}
      onUnpair={() => undefined}
    />
  );
}

function StepView(props: LearnStepRenderProps & { readonly step: AdvancedTimeStep }) {
  const { step } = props;
  const { task } = step;
  switch (task.kind) {
    case 'drag-sun':
      return <DragSunStep {...props} task={task} />;
    case 'tap-landmarks':
      return <LandmarksStep {...props} task={task} />;
    case 'hear-24-hour':
      return <AfternoonHoursStep {...props} task={task} />;
    case 'set-24-hour':
      return <SetTwentyFourHourStep {...props} task={task} />;
    case 'match-pairs':
      return <MatchPairsStep {...props} task={task} />;
  }
}

/**
 * Lingo 3-0, Advanced Time Concepts: AM and PM on the day ribbon, 12 noon and 12 midnight,
 * 24-hour time, and how minutes, hours, days and weeks fit. Five guided steps, then a
 * closing check of two questions.
 */
export default function AdvancedTimeConcepts(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={advancedTimeConceptsLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderChoice={(choice) => ({
        label: <span className={lingoLayout.bigText}>{choice.label}</span>,
      })}
    />
  );
}
