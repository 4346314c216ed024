/**
 * How Master Time Challenge draws the items of the level-1 and level-2 Lingos it borrows
 * (1-2, 1-5, 1-4, 2-1, 2-2, 2-3, 2-4): the same widgets, text alternatives and hint
 * visuals as those Lingos, in a form the challenge can call with the source's own item.
 * Answers are always confirmed with the session's Check (no one-tap answers, no timer).
 */
import {
  ChoiceGrid,
  NumberPad,
  SortSequence,
  parseDuration,
  type ChoiceMark,
  type PracticeItemBase,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
  type WorkedExampleStep,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ClockWorkedStep } from '../../model/clockReading';
import { capitalize, entryFromTime, entryMinutes, formatTimeAs } from '../../model/elapsed';
import {
  describeClock,
  faceMinutes,
  formatDigital,
  formatDuration,
  formatWords,
  partOfDay,
  sameFaceValue,
} from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { skyPictures } from '../../widgets/AnalogClock/skyPictures';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { TimeRibbon } from '../../widgets/TimeRibbon/TimeRibbon';
import {
  durationCardEntry,
  durationText,
  type DurationCalculatorAnswer,
  type DurationCalculatorItem,
} from '../duration-calculator/model';
import * as layout from '../lingo.css';
import type { LookingBackAnswer, LookingBackItem } from '../looking-back/model';
import type {
  JumpWorkedStep,
  LookingForwardAnswer,
  LookingForwardItem,
} from '../looking-forward/model';
import {
  setTheTimeText,
  settledText,
  type SetTheTimeAnswer,
  type SetTheTimeItem,
} from '../set-the-time/model';
import type { SpeedClockAnswer, SpeedClockItem } from '../speed-clock-reading/model';
import {
  cardText,
  type CompareAnswer,
  type CompareCard,
  type CompareWorkedStep,
  type TimeCompareItem,
} from '../time-compare/model';
import {
  sequenceCardLabel,
  type SequenceCard,
  type TimeSequenceAnswer,
  type TimeSequenceItem,
} from '../time-sequence-puzzles/model';
import { WorkedClock } from '../WorkedClock';
import * as styles from './MasterTimeChallenge.css';

/** How long the hands must rest before they are described (1-2: 0.5 s). */
const SETTLE_MS = 500;

type Phase = PracticeItemProps<PracticeItemBase, unknown>['state'];

/** The mark of the card picked, once checked. */
function pickedMarks(picked: string | null, state: Phase): Record<string, ChoiceMark> | undefined {
  if (picked === null) return undefined;
  if (state === 'correct' || state === 'mastered') return { [picked]: 'correct' };
  if (state === 'incorrect') return { [picked]: 'incorrect' };
  return undefined;
}

/** The misconception a hint visual answers to: shown after a miss and while trying again. */
function shownMisconception(props: {
  readonly result: PracticeItemProps<PracticeItemBase, unknown>['result'];
  readonly state: Phase;
  readonly attempt: number;
}): string | undefined {
  return props.state === 'incorrect' || props.attempt > 0 ? props.result?.misconception : undefined;
}

// ─── A: reading and setting clocks ───────────────────────────────────────────────────────

/** Lingo 1-2's item: the prompt card and the clock to set by its hands. */
export function SetTheTimeSource(props: PracticeItemProps<SetTheTimeItem, SetTheTimeAnswer>) {
  const { item, answer, setAnswer, locked, attempt } = props;
  const [dragging, setDragging] = useState<number | null>(null);
  const [numbersOn, setNumbersOn] = useState(item.minuteNumbers !== 'toggle-off');
  const [settled, setSettled] = useState('');
  const misconception = shownMisconception(props);
  const minuteNumbers = item.minuteNumbers === 'always' || numbersOn || misconception === 'H-NUM';

  useEffect(() => {
    if (dragging !== null || answer === undefined) return undefined;
    const timeout = setTimeout(() => setSettled(settledText(answer, minuteNumbers)), SETTLE_MS);
    return () => clearTimeout(timeout);
  }, [answer, dragging, minuteNumbers]);

  return (
    <div className={layout.stage}>
      <div className={layout.promptCard} aria-hidden="true">
        {item.step <= 2 ? <span className={layout.bigText}>{formatWords(item.target)}</span> : null}
        <DigitalClock value={item.target} size="large" />
      </div>
      <VisuallyHidden>{setTheTimeText(item, item.start, minuteNumbers)}</VisuallyHidden>
      <AnalogClock
        value={dragging ?? answer ?? item.start}
        draggableHands={locked ? [] : ['hour', 'minute']}
        minuteNumbers={minuteNumbers}
        sliderText="hands"
        label="Your clock"
        size={300}
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

/** Lingo 1-5's item: a clock described by its hands and 4 digital cards (checked with Check). */
export function ReadTheClockSource(props: PracticeItemProps<SpeedClockItem, SpeedClockAnswer>) {
  const { item, answer, setAnswer, locked, state, attempt } = props;
  const misconception = shownMisconception(props);
  const picked =
    answer === undefined
      ? null
      : String(item.choices.find((time) => sameFaceValue(time, answer)) ?? answer);
  return (
    <div className={layout.stage}>
      <AnalogClock
        value={item.time}
        label={`Clock: ${describeClock(item.time)}`}
        minuteNumbers={misconception === 'H-NUM'}
        size={280}
        {...(misconception === 'H-SWAP' ? { flashHand: 'both' as const, flashKey: attempt } : {})}
      />
      <ChoiceGrid
        label="What time does the clock show?"
        options={item.choices.map((time) => ({
          value: String(time),
          ariaLabel: formatDigital(time),
          label: <DigitalClock value={time} size="medium" />,
        }))}
        value={picked}
        onChange={(value) => setAnswer(Number(value))}
        disabled={locked}
        columns={2}
        {...(picked === null ? {} : { marks: pickedMarks(picked, state) })}
      />
    </div>
  );
}

// ─── B: comparing and ordering ───────────────────────────────────────────────────────────

/** How a Time Compare card shows its time. */
function CompareFace({ card }: { readonly card: CompareCard }) {
  switch (card.form) {
    case 'analog':
      return <AnalogClock value={card.time} size={140} />;
    case 'sky':
      return <AnalogClock value={card.time} sky size={140} />;
    case 'digital':
      return <DigitalClock value={card.time} size="medium" />;
    case 'digital-meridiem':
      return <DigitalClock value={card.time} meridiem size="medium" />;
    case 'words':
      return <span className={layout.cardWords}>{capitalize(formatWords(card.time))}</span>;
  }
}

function LetteredCompareCard({ card }: { readonly card: CompareCard }) {
  return (
    <span className={styles.letteredCard}>
      <span className={styles.letter}>{card.id.toUpperCase()}</span>
      <CompareFace card={card} />
    </span>
  );
}

/** Lingo 2-1's item: two cards (and "Same time" from step 3); the arrow says back or forward. */
export function CompareSource(props: PracticeItemProps<TimeCompareItem, CompareAnswer>) {
  const { item, answer, setAnswer, locked, state } = props;
  const options = [
    ...item.cards.map((card) => ({
      value: card.id as CompareAnswer,
      ariaLabel: `Card ${card.id.toUpperCase()}: ${cardText(card).replace(/\.$/, '')}`,
      label: <LetteredCompareCard card={card} />,
    })),
    ...(item.sameTimeCard
      ? [
          {
            value: 'same' as CompareAnswer,
            label: <span className={layout.cardWords}>Same time</span>,
          },
        ]
      : []),
  ];
  return (
    <div className={layout.stage}>
      <p className={styles.direction}>
        <span aria-hidden="true">{item.ask === 'earlier' ? '⬅️ ' : ''}</span>
        {capitalize(item.ask)}
        <span aria-hidden="true">{item.ask === 'later' ? ' ➡️' : ''}</span>
      </p>
      <ChoiceGrid
        label={item.prompt}
        options={options}
        value={answer ?? null}
        onChange={(value) => setAnswer(value)}
        disabled={locked}
        columns={options.length}
        {...(answer === undefined ? {} : { marks: pickedMarks(answer, state) })}
      />
    </div>
  );
}

/** What a Time Sequence Puzzles card shows: its picture and name, and its clock. */
function SequenceCardContent({ card }: { readonly card: SequenceCard }) {
  return (
    <span className={layout.sequenceCard}>
      {card.event ? (
        <span className={layout.pictureCard}>
          <span className={layout.picture}>{card.event.picture}</span>
          {card.event.label}
        </span>
      ) : null}
      {card.face === 'analog' ? (
        <AnalogClock value={card.time} sky={card.sky} size={130} />
      ) : (
        <span className={layout.pictureCard}>
          {card.sky ? (
            <span className={layout.skyPicture}>{skyPictures[partOfDay(card.time)]}</span>
          ) : null}
          <DigitalClock value={card.time} meridiem={card.sky} size="small" />
        </span>
      )}
    </span>
  );
}

/** Lingo 1-4's item: the cards to put in order, earliest first. */
export function SequenceSource(props: PracticeItemProps<TimeSequenceItem, TimeSequenceAnswer>) {
  const { item, answer, setAnswer, locked, result, state } = props;
  const cards: readonly SortCard[] = useMemo(
    () =>
      item.cards.map((card) => ({
        id: card.id,
        label: sequenceCardLabel(card),
        content: (
          <span aria-hidden="true">
            <SequenceCardContent card={card} />
          </span>
        ),
      })),
    [item.cards],
  );
  const shuffled = useMemo(() => item.cards.map((card) => card.id), [item.cards]);
  // The shuffled order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer(shuffled);
  }, [answer, shuffled, setAnswer]);
  const marks: Record<string, SortMark> | undefined = result?.marks
    ? Object.fromEntries(
        Object.entries(result.marks).filter(
          ([, mark]) => state !== 'answering' || mark === 'correct',
        ),
      )
    : undefined;
  return (
    <div className={layout.stage}>
      {item.halfOfDay ? <p className={layout.halfOfDay}>All {item.halfOfDay}</p> : null}
      <SortSequence
        cards={cards}
        order={answer ?? shuffled}
        onOrderChange={(next) => setAnswer(next)}
        label={item.prompt}
        orientation="horizontal"
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

// ─── C: later and earlier ────────────────────────────────────────────────────────────────

type JumpItem = LookingForwardItem | LookingBackItem;

/**
 * Lingos 2-2 and 2-3: the story's clock to turn forward (or back), or the DigitalClock with
 * AM/PM (step 4), with the ribbon as a tool that is always there.
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
          ariaLabel: `Clock: ${describeClock(time)}`,
          label: <AnalogClock value={time} size={140} />,
        }))}
        value={picked}
        onChange={(value) => setAnswer(entryFromTime(Number(value), 'face'))}
        disabled={locked}
        columns={3}
        {...(picked === null ? {} : { marks: pickedMarks(picked, state) })}
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
    <div className={layout.stage}>
      <p className={layout.note}>
        {known}: {formatTimeAs(from, item.format)}.
      </p>
      {widget}
      <TimeRibbon
        className={styles.ribbon}
        start={from}
        direction={direction}
        jumps={jumps}
        onJumpsChange={setJumps}
        readOnly={locked}
        format={item.format}
      />
    </div>
  );
}

// ─── D: durations ────────────────────────────────────────────────────────────────────────

/** Lingo 2-4's start and end clocks (each analog or digital). */
function DurationEnds({ item }: { readonly item: DurationCalculatorItem }) {
  const clock = (word: string, time: number, form: 'analog' | 'digital') => (
    <span className={styles.end}>
      {word}
      {form === 'analog' ? (
        <AnalogClock value={time} size={160} />
      ) : (
        <DigitalClock value={time} size="large" />
      )}
    </span>
  );
  return (
    <>
      <VisuallyHidden>
        <p>{durationText(item, false)}</p>
      </VisuallyHidden>
      <div className={styles.ends} aria-hidden="true">
        {clock('Start', item.start, item.startForm)}
        {clock('End', item.end, item.endForm)}
      </div>
    </>
  );
}

/** Lingo 2-4's item: the two clocks, the ribbon to count up on, and the NumberPad. */
export function DurationSource(
  props: PracticeItemProps<DurationCalculatorItem, DurationCalculatorAnswer>,
) {
  const { item, answer, setAnswer, locked, state } = props;
  const [raw, setRaw] = useState(() =>
    answer === undefined ? '' : `${answer.hours}:${answer.minutes}`,
  );
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const pickedMinutes =
    answer === undefined
      ? undefined
      : item.choices?.find((minutes) => minutes === answer.hours * 60 + answer.minutes);
  const picked = pickedMinutes === undefined ? null : String(pickedMinutes);
  return (
    <div className={layout.stage}>
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
            label: <span className={layout.cardWords}>{capitalize(formatDuration(minutes))}</span>,
          }))}
          value={picked}
          onChange={(value) => setAnswer(durationCardEntry(Number(value)))}
          disabled={locked}
          columns={3}
          {...(picked === null ? {} : { marks: pickedMarks(picked, state) })}
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

// ─── Worked examples ─────────────────────────────────────────────────────────────────────

/** A worked-example step of 1-2 or 1-5: the clock, its hand flashing. */
export function ClockWorked({
  step,
  index,
  time,
}: {
  readonly step: WorkedExampleStep;
  readonly index: number;
  readonly time: number;
}) {
  return <WorkedClock step={step as ClockWorkedStep} index={index} fallbackTime={time} />;
}

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
    <div className={layout.row}>
      {item.cards.map((each) => (
        <span key={each.id} className={styles.pointed({ on: each.id === card })}>
          <LetteredCompareCard card={each} />
        </span>
      ))}
    </div>
  );
}

/** A worked-example step of 1-4: the cards placed so far, earliest first. */
export function SequenceWorked({
  item,
  index,
}: {
  readonly item: TimeSequenceItem;
  readonly index: number;
}) {
  const sorted = [...item.cards].sort((a, b) => a.time - b.time);
  return (
    <div className={layout.row}>
      {sorted.slice(0, index).map((card) => (
        <SequenceCardContent key={card.id} card={card} />
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
    <div className={layout.stage}>
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
