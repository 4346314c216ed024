import {
  checkedMark,
  ChoiceGrid,
  type ChoiceMark,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  shownMisconception,
} from '@lingos/kit';
import { describeClock, formatDigital, sameFaceValue } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { WorkedClock } from '../../widgets/WorkedClock/WorkedClock';
import {
  SPEED_ROUND_SIZE,
  speedClockModel,
  speedClockText,
  type SpeedClockAnswer,
  type SpeedClockItem,
} from './model';

/** Props of SpeedClockQuestion. */
interface SpeedClockQuestionProps extends PracticeItemProps<SpeedClockItem, SpeedClockAnswer> {
  /**
   * `tap` (default): an item of a Speed round, where one tap answers; the clock says its place
   * in the round, the hint shows with the miss, and the right card is marked after it.
   * `check`: an untimed item (Master Time Challenge, 3-6): a tap picks a card and Check
   * confirms it; the clock is described by its hands, the hint stays while trying again, and
   * only the card picked is marked.
   */
  readonly answerBy?: 'tap' | 'check';
}

/** One clock to read: tap one of 4 digital cards. */
export function SpeedClockQuestion({
  item,
  answer,
  setAnswer,
  submit,
  locked,
  state,
  round,
  result,
  attempt,
  answerBy = 'tap',
}: SpeedClockQuestionProps) {
  const untimed = answerBy === 'check';
  const index = round?.index ?? 0;
  const total = round?.size ?? SPEED_ROUND_SIZE;
  const cardOf = (time: number) =>
    String(item.choices.find((choice) => sameFaceValue(choice, time)) ?? time);
  const picked = answer === undefined ? null : cardOf(answer);
  const checked = state === 'correct' || state === 'incorrect';
  // In a Speed round, the right card shows too after a wrong tap: "the correct reading".
  const marks: Partial<Record<string, ChoiceMark>> | undefined = untimed
    ? checkedMark(picked, state)
    : checked && picked !== null
      ? {
          ...(state === 'incorrect' ? { [picked]: 'incorrect' as const } : {}),
          [cardOf(item.time)]: 'correct',
        }
      : undefined;
  const misconception = untimed
    ? shownMisconception({ state, attempt, result })
    : state === 'incorrect'
      ? result?.misconception
      : undefined;
  return (
    <div className={lingoLayout.stage}>
      <AnalogClock
        value={item.time}
        label={
          untimed ? `Clock: ${describeClock(item.time)}` : speedClockText(item.time, index, total)
        }
        size={280}
        {...(misconception === 'H-SWAP'
          ? { flashHand: 'both' as const, flashKey: untimed ? attempt : item.key }
          : {})}
        minuteNumbers={misconception === 'H-NUM'}
      />
      <ChoiceGrid
        label={item.prompt}
        options={item.choices.map((time) => {
          const card = <DigitalClock value={time} size="medium" />;
          // The card's name says its time (the Speed round also hides the digits inside).
          return {
            value: String(time),
            ariaLabel: formatDigital(time),
            label: untimed ? card : <span aria-hidden="true">{card}</span>,
          };
        })}
        value={picked}
        onChange={(value) => {
          if (untimed) setAnswer(Number(value));
          else submit(Number(value));
        }}
        disabled={locked}
        columns={2}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/**
 * Lingo 1-5, Speed Clock Reading: read 10 clocks fast and beat your own best time. The kit's
 * Speed rules run the round, the timer ("Hide timer", "Timer off"), the 3-second hint after
 * a miss and the best time per step.
 */
export default function SpeedClockReading(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={speedClockModel}
      Question={SpeedClockQuestion}
      renderWorkedExample={({ item, step, index }) => (
        <WorkedClock step={step} index={index} fallbackTime={item.time} />
      )}
    />
  );
}
