import {
  checkedMark,
  ChoiceGrid,
  LingoFrame,
  lingoLayout,
  type LingoProps,
  Picture,
  type PracticeItemProps,
  PracticeSession,
  shownMisconception,
  useSpeech,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  describeClock,
  formatDigital,
  formatDigital12,
  formatWords,
  timeFromDate,
  type PartOfDay,
} from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import type { ClockHand } from '../../widgets/AnalogClock/clockModel';
import { skyPictures } from '../../widgets/AnalogClock/skyPictures';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { WorkedClock } from '../../widgets/WorkedClock/WorkedClock';
import {
  createLivingClockModel,
  dragEndText,
  livingClockText,
  type LivingClockAnswer,
  type LivingClockItem,
  type NowSource,
} from './model';

/** Props of The Living Clock: the Lingo props, and the time source (tests and stories fix it). */
export interface TheLivingClockProps extends LingoProps {
  /** The device's local time; default the real clock. */
  readonly now?: NowSource;
}

const realNow: NowSource = () => new Date();

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The explore area: the clock shows the local time and ticks; dragging a hand pauses it (the
 * digital clock and the sky follow) and says the time when the drag ends; "Back to now"
 * turns the hands back to the real time.
 */
function ExploreArea({ now }: { readonly now: NowSource }) {
  const [realTime, setRealTime] = useState(() => timeFromDate(now()));
  const [seconds, setSeconds] = useState(() => now().getSeconds());
  const [manualTime, setManualTime] = useState<number | null>(null);
  const [showSeconds, setShowSeconds] = useState(false);
  const [message, setMessage] = useState('');
  const speech = useSpeech();
  const live = manualTime === null;

  useEffect(() => {
    if (!live) return undefined;
    const tick = () => {
      const date = now();
      setRealTime(timeFromDate(date));
      // Without the second hand, the clock only redraws when the minute changes.
      if (showSeconds) setSeconds(date.getSeconds());
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [live, now, showSeconds]);

  const shown = manualTime ?? realTime;
  return (
    <section className={lingoLayout.explore} aria-label="Explore the living clock">
      <AnalogClock
        value={shown}
        sky
        animate={live}
        showSeconds={showSeconds && live}
        seconds={seconds}
        draggableHands={['hour', 'minute']}
        onChange={setManualTime}
        onChangeEnd={(time) => {
          setManualTime(time);
          const text = dragEndText(time);
          setMessage(text);
          void speech.speak(text);
        }}
        label={livingClockText(shown)}
        size={300}
      />
      <DigitalClock
        value={shown}
        meridiem
        label={`Digital clock showing ${formatDigital12(shown)}`}
      />
      <div className={lingoLayout.row}>
        <Button
          variant="secondary"
          size="md"
          aria-pressed={showSeconds}
          onClick={() => setShowSeconds((value) => !value)}
        >
          Show seconds
        </Button>
        <Button
          variant="secondary"
          size="md"
          aria-disabled={live}
          onClick={() => {
            if (live) return;
            setManualTime(null);
            setMessage(`Back to now: ${formatDigital(timeFromDate(now()))}.`);
          }}
        >
          Back to now
        </Button>
      </div>
      <p className={lingoLayout.note} role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}

/** A question's clock: it spins from now to the item's time, then waits. */
function QuestionClock({
  item,
  now,
  flashBoth,
  minuteNumbers,
  draggableHands = [],
  value,
  onChange,
  onChangeEnd,
  onHandTap,
}: {
  readonly item: LivingClockItem;
  readonly now: NowSource;
  readonly flashBoth: boolean;
  readonly minuteNumbers: boolean;
  readonly draggableHands?: readonly ClockHand[];
  readonly value?: number;
  readonly onChange?: (time: number) => void;
  readonly onChangeEnd?: (time: number) => void;
  readonly onHandTap?: (hand: ClockHand) => void;
}) {
  const [target, setTarget] = useState(() => timeFromDate(now()));
  useEffect(() => {
    setTarget(item.time);
  }, [item.time]);
  const interactive = draggableHands.length > 0 || onHandTap !== undefined;
  return (
    <AnalogClock
      value={value ?? target}
      animate={value === undefined}
      sky
      minuteNumbers={minuteNumbers}
      draggableHands={draggableHands}
      {...(onChange ? { onChange } : {})}
      {...(onChangeEnd ? { onChangeEnd } : {})}
      {...(onHandTap ? { onHandTap, handNames: { hour: 'Short hand', minute: 'Long hand' } } : {})}
      {...(flashBoth ? { flashHand: 'both' as const, flashKey: item.key } : {})}
      // Only the hands are described until the child has answered: where each hand points,
      // never the time, so a screen-reader user can answer "where does the short hand point".
      {...(interactive
        ? {
            label: `Clock. ${describeClock(value ?? target, { minuteNumbers })}`,
            sliderText: 'hands' as const,
          }
        : {})}
      size={300}
    />
  );
}

const partLabels: Record<PartOfDay, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
};

function answerValue(answer: LivingClockAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  switch (answer.kind) {
    case 'hand':
      return answer.hand;
    case 'hour':
      return String(answer.hour);
    case 'part-of-day':
      return answer.part;
    case 'time':
      return String(answer.time);
  }
}

/** One question of The Living Clock, drawn with the clock and its answer cards. */
function LivingClockQuestion({
  item,
  answer,
  setAnswer,
  locked,
  result,
  state,
  attempt,
  now,
}: PracticeItemProps<LivingClockItem, LivingClockAnswer> & { readonly now: NowSource }) {
  const [turning, setTurning] = useState<number | null>(null);
  const misconception = shownMisconception({ state, attempt, result });
  const flashBoth = misconception === 'H-SWAP';
  const minuteNumbers = misconception === 'H-NUM';
  const selected = answerValue(answer);
  const marks = checkedMark(selected, state);

  const grid = (options: { value: string; label: ReactNode; ariaLabel?: string }[]) => (
    <ChoiceGrid
      label={item.prompt}
      options={options}
      value={selected ?? null}
      onChange={(value) => {
        if (item.kind === 'part-of-day')
          setAnswer({ kind: 'part-of-day', part: value as PartOfDay });
        else if (item.kind === 'read-hour' || item.kind === 'once-around')
          setAnswer({ kind: 'hour', hour: Number(value) });
        else setAnswer({ kind: 'time', time: Number(value) });
      }}
      disabled={locked}
      {...(marks ? { marks } : {})}
    />
  );

  switch (item.kind) {
    case 'tap-hour-hand':
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock
            item={item}
            now={now}
            flashBoth={flashBoth}
            minuteNumbers={false}
            {...(locked
              ? {}
              : { onHandTap: (hand: ClockHand) => setAnswer({ kind: 'hand', hand }) })}
          />
          <p className={lingoLayout.note} aria-live="polite">
            {answer?.kind === 'hand'
              ? `You tapped the ${answer.hand === 'hour' ? 'short' : 'long'} hand.`
              : ''}
          </p>
        </div>
      );
    case 'read-hour':
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock item={item} now={now} flashBoth={flashBoth} minuteNumbers={false} />
          {grid(
            item.choices.map((hour) => ({
              value: String(hour),
              label: <span className={lingoLayout.bigText}>{hour}</span>,
            })),
          )}
        </div>
      );
    case 'part-of-day':
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock item={item} now={now} flashBoth={false} minuteNumbers={false} />
          {grid(
            item.choices.map((part) => ({
              value: part,
              ariaLabel: partLabels[part],
              label: (
                <span className={lingoLayout.pictureCard}>
                  <Picture art={skyPictures[part]} size={40} decorative />
                  {partLabels[part]}
                </span>
              ),
            })),
          )}
        </div>
      );
    case 'once-around':
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock
            item={item}
            now={now}
            flashBoth={flashBoth}
            minuteNumbers={false}
            draggableHands={locked ? [] : ['minute']}
            {...(turning !== null ? { value: turning } : {})}
            onChange={setTurning}
          />
          {grid(
            item.choices.map((hour) => ({
              value: String(hour),
              ariaLabel: `The ${hour}`,
              label: <span className={lingoLayout.bigText}>{hour}</span>,
            })),
          )}
        </div>
      );
    case 'drag-later': {
      const set = turning ?? (answer?.kind === 'time' ? answer.time : undefined);
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock
            item={item}
            now={now}
            flashBoth={flashBoth}
            minuteNumbers={minuteNumbers}
            draggableHands={locked ? [] : ['minute']}
            {...(set !== undefined ? { value: set } : {})}
            onChange={setTurning}
            onChangeEnd={(time) => {
              setTurning(null);
              setAnswer({ kind: 'time', time });
            }}
          />
        </div>
      );
    }
    case 'read-time':
    case 'read-now':
      return (
        <div className={lingoLayout.stage}>
          <QuestionClock
            item={item}
            now={now}
            flashBoth={flashBoth}
            minuteNumbers={minuteNumbers}
          />
          {grid(
            item.choices.map((time) =>
              item.kind === 'read-time' && item.cards === 'words'
                ? {
                    value: String(time),
                    label: (
                      <span className={lingoLayout.cardWords}>{capitalize(formatWords(time))}</span>
                    ),
                  }
                : {
                    value: String(time),
                    ariaLabel: formatDigital(time),
                    label: (
                      <span aria-hidden="true">
                        <DigitalClock value={time} size="small" />
                      </span>
                    ),
                  },
            ),
          )}
        </div>
      );
  }
}

/**
 * Lingo 1-1, The Living Clock: a clock showing the time right now to explore, and
 * questions about it (the hands, the hour, the part of the day, one turn, N minutes later,
 * reading to the minute, and "What time is it right now?").
 */
export default function TheLivingClock({
  conceptId,
  lingoId,
  seed,
  now = realNow,
}: TheLivingClockProps) {
  const model = useMemo(() => createLivingClockModel({ now }), [now]);
  return (
    <LingoFrame conceptId={conceptId} lingoId={lingoId}>
      <ExploreArea now={now} />
      <VisuallyHidden>
        <h2>Questions</h2>
      </VisuallyHidden>
      <PracticeSession
        model={model}
        conceptId={conceptId}
        lingoId={lingoId}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <LivingClockQuestion key={props.item.key} {...props} now={now} />}
        renderWorkedExample={({ item, step, index }) => (
          <WorkedClock step={step} index={index} fallbackTime={item.time} sky />
        )}
      />
    </LingoFrame>
  );
}
