/**
 * How Master Time Challenge (3-6) draws the items of Time Compare (2-1), Looking Forward
 * (2-2), Looking Back (2-3) and Duration Calculator (2-4). These are the challenge's own,
 * simpler views of those items (one answer widget each, lettered cards, the given time
 * written out), not copies of the Lingos' views: their accessible names and layout differ
 * (the 2-1 card names end without a full stop). The other sources' items are drawn by their
 * Lingos' own exported views (see MasterTimeChallenge.tsx).
 * Answers are always confirmed with the session's Check (no one-tap answers, no timer).
 */
import { AskChip, CompareCardFace } from '../../widgets/CompareCards/CompareCards';
import { DurationEnds } from '../duration-calculator/DurationCalculator';
import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  type PracticeItemProps,
  type WorkedExampleStep,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState, type ReactNode } from 'react';
import { capitalize, entryFromTime, entryMinutes, formatTimeAs } from '../../model/elapsed';
import { cardName, describeClock, faceMinutes, formatDuration } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import { landingOf } from '../../widgets/TimeRibbon/ribbonModel';
import {
  durationCardEntry,
  durationText,
  type DurationCalculatorAnswer,
  type DurationCalculatorItem,
} from '../duration-calculator/model';
import { DurationPad } from '../../widgets/DurationPad/DurationPad';
import { LetteredCard, letteredCardName } from '../../widgets/LetteredCard/LetteredCard';
import type { LookingBackAnswer, LookingBackItem } from '../looking-back/model';
import type { LookingForwardAnswer, LookingForwardItem } from '../looking-forward/model';
import {
  cardText,
  type CompareAnswer,
  type CompareCard,
  type CompareWorkedStep,
  type TimeCompareItem,
} from '../time-compare/model';
import type { JumpWorkedStep } from '../../model/timeJumps';
import * as styles from './MasterTimeChallenge.css';

// ─── B: comparing and ordering ───────────────────────────────────────────────────────────

function LetteredCompareCard({ card }: { readonly card: CompareCard }) {
  return (
    <LetteredCard id={card.id}>
      <CompareCardFace card={card} clockSize={140} />
    </LetteredCard>
  );
}

/** Lingo 2-1's item: two cards (and "Same time" from step 3); the arrow says back or forward. */
export function CompareSource(props: PracticeItemProps<TimeCompareItem, CompareAnswer>) {
  const { item, answer, setAnswer, locked, state } = props;
  const options = [
    ...item.cards.map((card) => ({
      value: card.id as CompareAnswer,
      ariaLabel: letteredCardName(card.id, cardText(card)),
      label: <LetteredCompareCard card={card} />,
    })),
    ...(item.sameTimeCard
      ? [
          {
            value: 'same' as CompareAnswer,
            label: <span className={lingoLayout.cardWords}>Same time</span>,
          },
        ]
      : []),
  ];
  return (
    <div className={lingoLayout.stage}>
      <AskChip ask={item.ask} />
      <ChoiceGrid
        label={item.prompt}
        options={options}
        value={answer ?? null}
        onChange={(value) => setAnswer(value)}
        disabled={locked}
        columns={options.length}
        {...(answer === undefined ? {} : { marks: checkedMark(answer, state) })}
      />
    </div>
  );
}

// ─── C: later and earlier ────────────────────────────────────────────────────────────────

type JumpItem = LookingForwardItem | LookingBackItem;

/**
 * Lingos 2-2 and 2-3: the story's clock to turn forward (or back), or the DigitalClock with
 * AM/PM (step 4), with the ribbon as a tool that is always there: each jump turns the clock
 * (or the digits) to where it lands.
 */
export function JumpSource(
  props: PracticeItemProps<JumpItem, LookingForwardAnswer | LookingBackAnswer> & {
    readonly direction: 'forward' | 'back';
  },
) {
  const { item, answer, setAnswer, locked, state, direction } = props;
  const [dragging, setDragging] = useState<number | null>(null);
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const from = direction === 'forward' ? item.start : item.end;
  const given = answer === undefined ? undefined : entryMinutes(answer);
  const known = direction === 'forward' ? 'Start' : 'End';

  let widget: ReactNode;
  if (item.answerMode === 'choice') {
    const pickedTime =
      given === undefined
        ? undefined
        : item.choices?.find((time) => faceMinutes(time) === faceMinutes(given));
    const picked = pickedTime === undefined ? null : String(pickedTime);
    widget = (
      <ChoiceGrid
        label={item.prompt}
        options={(item.choices ?? []).map((time) => ({
          value: String(time),
          ariaLabel: cardName(`Clock: ${describeClock(time)}`),
          label: <AnalogClock value={time} size={140} />,
        }))}
        value={picked}
        onChange={(value) => setAnswer(entryFromTime(Number(value), 'face'))}
        disabled={locked}
        columns={3}
        {...(picked === null ? {} : { marks: checkedMark(picked, state) })}
      />
    );
  } else if (item.answerMode === 'digital') {
    widget = (
      <DigitalClock
        mode="input"
        meridiem
        value={given ?? from}
        onChange={(time) => {
          if (!locked) setAnswer(entryFromTime(time, '12h'));
        }}
        label={direction === 'forward' ? 'End time' : 'Start time'}
        size="large"
      />
    );
  } else {
    widget = (
      <AnalogClock
        value={dragging ?? given ?? from}
        draggableHands={locked ? [] : ['hour', 'minute']}
        sliderText="hands"
        label="Your clock"
        size={280}
        onChange={setDragging}
        onChangeEnd={(time) => {
          setDragging(null);
          setAnswer(entryFromTime(time, 'face'));
        }}
      />
    );
  }

  return (
    <div className={lingoLayout.stage}>
      <p className={lingoLayout.note}>
        {known}: {formatTimeAs(from, item.format)}.
      </p>
      {widget}
      <TimeRibbon
        className={styles.ribbon}
        start={from}
        direction={direction}
        jumps={jumps}
        onJumpsChange={(next) => {
          setJumps(next);
          // As in 2-2 and 2-3, a jump turns the clock (or sets the digits) to where it lands;
          // the child still checks it. Clock cards stay the child's own pick.
          if (item.answerMode !== 'choice') {
            const landing = landingOf(from, next);
            setAnswer(entryFromTime(landing, item.answerMode === 'digital' ? '12h' : 'face'));
          }
        }}
        readOnly={locked}
        format={item.format}
      />
    </div>
  );
}

// ─── D: durations ────────────────────────────────────────────────────────────────────────

/** Lingo 2-4's item: the two clocks, the ribbon to count up on, and the NumberPad. */
export function DurationSource(
  props: PracticeItemProps<DurationCalculatorItem, DurationCalculatorAnswer>,
) {
  const { item, answer, setAnswer, locked, state } = props;
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const pickedMinutes =
    answer === undefined
      ? undefined
      : item.choices?.find((minutes) => minutes === answer.hours * 60 + answer.minutes);
  const picked = pickedMinutes === undefined ? null : String(pickedMinutes);
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{durationText(item, false)}</p>
      </VisuallyHidden>
      <DurationEnds item={item} />
      <TimeRibbon
        className={styles.ribbon}
        start={item.start}
        target={item.end}
        jumps={jumps}
        onJumpsChange={setJumps}
        readOnly={locked}
        showTotal
      />
      {item.answerMode === 'choice' ? (
        <ChoiceGrid
          label="How long is it?"
          options={(item.choices ?? []).map((minutes) => ({
            value: String(minutes),
            label: (
              <span className={lingoLayout.cardWords}>{capitalize(formatDuration(minutes))}</span>
            ),
          }))}
          value={picked}
          onChange={(value) => setAnswer(durationCardEntry(Number(value)))}
          disabled={locked}
          columns={3}
          {...(picked === null ? {} : { marks: checkedMark(picked, state) })}
        />
      ) : (
        <DurationPad initial={answer} onEntry={setAnswer} disabled={locked} />
      )}
    </div>
  );
}

// ─── Worked examples ─────────────────────────────────────────────────────────────────────

/** A worked-example step of 2-1: the two cards, the one being read pointed at. */
export function CompareWorked({
  item,
  step,
}: {
  readonly item: TimeCompareItem;
  readonly step: WorkedExampleStep;
}) {
  const { card } = step as CompareWorkedStep;
  return (
    <div className={lingoLayout.row}>
      {item.cards.map((each) => (
        <span key={each.id} className={styles.pointed({ on: each.id === card })}>
          <LetteredCompareCard card={each} />
        </span>
      ))}
    </div>
  );
}

/** A worked-example step of 2-2, 2-3 or 2-4: the clock and the ribbon with the jumps so far. */
export function JumpWorked({
  step,
  format,
}: {
  readonly step: WorkedExampleStep;
  readonly format: 'face' | '12h';
}) {
  const { time, ribbon } = step as JumpWorkedStep;
  return (
    <div className={lingoLayout.stage}>
      <AnalogClock value={time} size={220} />
      <TimeRibbon
        className={styles.ribbon}
        start={ribbon.start}
        jumps={ribbon.jumps}
        direction={ribbon.jumps.some((jump) => jump < 0) ? 'back' : 'forward'}
        readOnly
        showTotal
        format={format}
        label="Worked ribbon"
      />
    </div>
  );
}
