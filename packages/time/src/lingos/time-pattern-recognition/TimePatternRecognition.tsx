import { TimeCard } from '../../widgets/TimeCard/TimeCard';
import {
  ChoiceGrid,
  type ChoiceMark,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  type WorkedExampleStep,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { entryFromTime, type TimeFormat } from '../../model/elapsed';
import { cardName, describeClock, faceMinutes } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import * as styles from './TimePatternRecognition.css';
import {
  patternText,
  ruleLabel,
  timePatternModel,
  type PatternTerm,
  type PatternWorkedStep,
  type TimePatternAnswer,
  type TimePatternItem,
} from './model';

type Props = PracticeItemProps<TimePatternItem, TimePatternAnswer>;

/** Times are written with AM/PM only when the row shows it (step 4). */
const formatOf = (item: TimePatternItem): TimeFormat => (item.compareBy === 'day' ? '12h' : 'face');

/** One clock of the row as it shows its time. */
function TermClock({
  term,
  item,
  time,
}: {
  readonly term: PatternTerm;
  readonly item: TimePatternItem;
  readonly time: number;
}) {
  return (
    <TimeCard
      time={time}
      form={
        term.form === 'analog'
          ? 'analog'
          : item.compareBy === 'day'
            ? 'digital-meridiem'
            : 'digital'
      }
      clockSize={110}
      digitalSize="small"
    />
  );
}

/**
 * The row of clocks, with the asked one as a question mark (filled in once found). Screen
 * readers get the row as one sentence: "Clock 1: 2:00. Clock 2: 2:15. … Clock 5: question mark."
 */
function TermRow({ item, found }: { readonly item: TimePatternItem; readonly found: boolean }) {
  return (
    <>
      <VisuallyHidden>
        <p>{patternText(item)}</p>
      </VisuallyHidden>
      <ol className={styles.terms} aria-hidden="true">
        {item.terms.map((term, index) => {
          const state =
            term.state === 'asked'
              ? found
                ? 'found'
                : 'asked'
              : term.state === 'skipped'
                ? 'skipped'
                : 'shown';
          return (
            <li key={index} className={styles.term({ state })}>
              {term.state === 'skipped' ? (
                <span className={styles.skipped}>…</span>
              ) : term.state === 'asked' && !found ? (
                <DigitalClock value={null} size="small" />
              ) : (
                <TermClock term={term} item={item} time={term.time} />
              )}
              <span className={styles.termNumber}>{index + 1}</span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * The stretch the hint's ribbon draws: three clocks in a row that are all shown (or two),
 * so the jumps never land on the asked clock.
 */
function hintJumps(item: TimePatternItem): { start: number; jumps: readonly number[] } | null {
  const shown = (index: number) => item.terms[index]?.state === 'shown';
  for (const length of [2, 1]) {
    for (let index = 0; index + length < item.terms.length; index += 1) {
      const run = Array.from({ length: length + 1 }, (_, offset) => index + offset);
      if (run.every(shown)) {
        return {
          start: (item.terms[index] as PatternTerm).time,
          jumps: Array.from({ length }, () => item.jump),
        };
      }
    }
  }
  return null;
}

/** Where a clock to set starts: on the clock before the asked one (the jump goes from there). */
function settingStart(item: TimePatternItem): number {
  const before = item.terms
    .slice(0, item.askIndex)
    .filter((term) => term.state === 'shown')
    .at(-1);
  return before?.time ?? (item.terms[0] as PatternTerm).time;
}

/** One Time Pattern Recognition item: the row, the rule (step 2) and the asked clock. */
export function TimePatternQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  attempt,
  result,
}: Props) {
  const asked = item.terms[item.askIndex] as PatternTerm;
  const [rule, setRule] = useState<number | null>(answer?.rule ?? null);
  const [time, setTime] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const found = state === 'correct' || state === 'mastered';
  const missed = state === 'incorrect' || attempt > 0;
  const format = formatOf(item);
  const ribbon = missed ? hintJumps(item) : null;

  // The answer is ready once the time (and, in step 2, the rule) is given.
  const update = (nextTime: number | null, nextRule: number | null) => {
    setTime(nextTime);
    setRule(nextRule);
    if (nextTime === null || (item.askRule && nextRule === null)) {
      setAnswer(undefined);
      return;
    }
    setAnswer({
      entry: entryFromTime(nextTime, item.answerMode === 'digital' ? '12h' : 'face'),
      ...(item.askRule && nextRule !== null ? { rule: nextRule } : {}),
    });
  };

  const checked = state === 'incorrect' || found;
  const markFor = (part: 'rule' | 'time', value: string | null) => {
    if (!checked || value === null) return undefined;
    const mark: ChoiceMark | undefined = found ? 'correct' : (result?.marks?.[part] ?? 'incorrect');
    return { [value]: mark };
  };

  let timeWidget;
  if (item.answerMode === 'choice') {
    const picked =
      time === null
        ? null
        : String(item.choices?.find((choice) => faceMinutes(choice) === faceMinutes(time)));
    timeWidget = (
      <ChoiceGrid
        label="Which clock comes next?"
        options={(item.choices ?? []).map((choice) => ({
          value: String(choice),
          ariaLabel: cardName(`Clock: ${describeClock(choice)}`),
          label: <AnalogClock value={choice} size={140} />,
        }))}
        value={picked}
        onChange={(value) => update(Number(value), rule)}
        disabled={locked}
        columns={3}
        {...(picked === null ? {} : { marks: markFor('time', picked) })}
      />
    );
  } else if (item.answerMode === 'clock' && asked.form === 'analog') {
    timeWidget = (
      <AnalogClock
        value={dragging ?? time ?? settingStart(item)}
        draggableHands={locked ? [] : ['hour', 'minute']}
        sliderText="hands"
        label={`Clock ${item.askIndex + 1}, to set`}
        size={280}
        onChange={setDragging}
        onChangeEnd={(next) => {
          setDragging(null);
          update(next, rule);
        }}
      />
    );
  } else {
    timeWidget = (
      <DigitalClock
        mode="input"
        meridiem={item.answerMode === 'digital'}
        value={time ?? settingStart(item)}
        onChange={(next) => {
          if (!locked) update(next, rule);
        }}
        label={`Clock ${item.askIndex + 1}, to set`}
        size="large"
      />
    );
  }

  return (
    <div className={lingoLayout.stage}>
      <TermRow item={item} found={found} />
      {item.askRule ? (
        <ChoiceGrid
          label="What is the rule?"
          options={(item.ruleChoices ?? []).map((jump) => ({
            value: String(jump),
            label: <span className={lingoLayout.cardWords}>{ruleLabel(jump)}</span>,
          }))}
          value={rule === null ? null : String(rule)}
          onChange={(value) => update(time, Number(value))}
          disabled={locked}
          columns={2}
          {...(rule === null ? {} : { marks: markFor('rule', String(rule)) })}
        />
      ) : null}
      {timeWidget}
      {ribbon ? (
        <TimeRibbon
          className={styles.ribbon}
          start={ribbon.start}
          jumps={ribbon.jumps}
          readOnly
          format={format}
          label="The jumps between the clocks"
        />
      ) : null}
    </div>
  );
}

/** A worked-example step: the row and the ribbon with the jumps so far. */
export function TimePatternWorked({
  item,
  step,
  last,
}: {
  readonly item: TimePatternItem;
  readonly step: WorkedExampleStep;
  readonly last: boolean;
}) {
  const { ribbon } = step as PatternWorkedStep;
  return (
    <div className={lingoLayout.stage}>
      <TermRow item={item} found={last} />
      <TimeRibbon
        className={styles.ribbon}
        start={ribbon.start}
        jumps={ribbon.jumps}
        readOnly
        format={formatOf(item)}
        label="Worked ribbon"
      />
    </div>
  );
}

/**
 * Lingo 3-5, Time Pattern Recognition: find the rule in a row of clocks and say what comes
 * next (or what fills the gap). After a miss the ribbon draws the jumps between the clocks.
 */
export default function TimePatternRecognition(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={timePatternModel}
      Question={TimePatternQuestion}
      renderWorkedExample={({ item, step, index, steps }) => (
        <TimePatternWorked item={item} step={step} last={index === steps.length - 1} />
      )}
    />
  );
}
