import { StartEnd } from '../../widgets/StartEnd/StartEnd';
import {
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  type WorkedExampleStep,
} from '@lingos/kit';
import { useState } from 'react';
import { entryFromTime, entryMinutes, formatTimeAs, type TimeFormat } from '../../model/elapsed';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import { DurationPad } from '../../widgets/DurationPad/DurationPad';
import * as styles from './ElapsedTimeCalculator.css';
import {
  elapsedTimeCalculatorModel,
  landmarkOf,
  type ElapsedAnswer,
  type ElapsedItem,
  type ElapsedWorkedStep,
} from './model';

type Props = PracticeItemProps<ElapsedItem, ElapsedAnswer>;

const formatOf = (item: ElapsedItem): TimeFormat => (item.clock === '24h' ? '24h' : '12h');

/** The start and end clocks; the one asked for shows a question mark until it is shown. */
function StartAndEnd({ item, showAll }: { readonly item: ElapsedItem; readonly showAll: boolean }) {
  const format = formatOf(item);
  const clock = (word: 'Start' | 'End', time: number, asked: boolean) => {
    const hidden = asked && !showAll;
    return (
      <DigitalClock
        value={hidden ? null : time}
        format={format === '24h' ? '24h' : '12h'}
        meridiem={format === '12h'}
        size="large"
        label={`${word}: ${hidden ? 'question mark' : formatTimeAs(time, format)}`}
      />
    );
  };
  return (
    <StartEnd
      start={clock('Start', item.start, item.ask === 'start')}
      end={clock('End', item.end, item.ask === 'end')}
    />
  );
}

/**
 * One Elapsed Time Calculator item: the start and end, the ribbon to count on (noon and
 * midnight lit), and the answer on the NumberPad (a duration) or the DigitalClock (a time).
 */
export function ElapsedQuestion({ item, answer, setAnswer, locked, state }: Props) {
  const format = formatOf(item);
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const answered = state === 'correct' || state === 'mastered';
  const back = item.ask === 'start';
  const clockStart = back ? item.end : item.start;

  return (
    <div className={lingoLayout.stage}>
      <StartAndEnd item={item} showAll={answered} />
      <TimeRibbon
        className={styles.ribbon}
        start={back ? item.end : item.start}
        direction={back ? 'back' : 'forward'}
        {...(item.ask === 'duration' ? { target: item.end } : {})}
        jumps={jumps}
        onJumpsChange={setJumps}
        readOnly={locked}
        showTotal
        format={format}
        highlightLandmark={landmarkOf(item)}
      />
      {item.ask === 'duration' ? (
        <DurationPad
          initial={answer?.kind === 'duration' ? answer.entry : undefined}
          onEntry={(entry) => setAnswer(entry ? { kind: 'duration', entry } : undefined)}
          disabled={locked}
        />
      ) : (
        <DigitalClock
          mode="input"
          format={format === '24h' ? '24h' : '12h'}
          meridiem={format === '12h'}
          value={answer?.kind === 'time' ? entryMinutes(answer.entry) : clockStart}
          onChange={(time) => {
            if (!locked) setAnswer({ kind: 'time', entry: entryFromTime(time, format) });
          }}
          label={item.ask === 'end' ? 'End time' : 'Start time'}
          size="large"
        />
      )}
    </div>
  );
}

/** A worked-example step: the ribbon with the jumps so far, landmark lit. */
export function ElapsedWorked({
  item,
  step,
  last,
}: {
  readonly item: ElapsedItem;
  readonly step: WorkedExampleStep;
  /** The last step shows the answer on its clock. */
  readonly last: boolean;
}) {
  const { ribbon } = step as ElapsedWorkedStep;
  return (
    <div className={lingoLayout.stage}>
      <StartAndEnd item={item} showAll={last} />
      <TimeRibbon
        className={styles.ribbon}
        start={ribbon.start}
        jumps={ribbon.jumps}
        direction={item.ask === 'start' ? 'back' : 'forward'}
        readOnly
        showTotal
        format={formatOf(item)}
        highlightLandmark={landmarkOf(item)}
        label="Worked ribbon"
      />
    </div>
  );
}

/**
 * Lingo 3-4, Elapsed Time Calculator: how long is it? Durations, end times and start times
 * across 12 noon or 12 midnight, counted on the ribbon by jumping to the landmark first.
 */
export default function ElapsedTimeCalculator(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={elapsedTimeCalculatorModel}
      Question={ElapsedQuestion}
      renderWorkedExample={({ item, step, index, steps }) => (
        <ElapsedWorked item={item} step={step} last={index === steps.length - 1} />
      )}
    />
  );
}
