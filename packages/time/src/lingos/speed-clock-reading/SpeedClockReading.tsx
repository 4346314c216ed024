import {
  ChoiceGrid,
  LingoFrame,
  PracticeSession,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { formatDigital, sameFaceValue } from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import * as layout from '../lingo.css';
import { WorkedClock } from '../WorkedClock';
import {
  SPEED_ROUND_SIZE,
  speedClockModel,
  speedClockText,
  type SpeedClockAnswer,
  type SpeedClockItem,
} from './model';

const CONCEPT = 'time';
const LINGO = 'lingo-1-5';

/** One clock of a round: read it and tap one of 4 digital cards (one tap, no Check). */
function SpeedClockQuestion({
  item,
  answer,
  submit,
  locked,
  state,
  round,
  result,
}: PracticeItemProps<SpeedClockItem, SpeedClockAnswer>) {
  const index = round?.index ?? 0;
  const total = round?.size ?? SPEED_ROUND_SIZE;
  const checked = state === 'correct' || state === 'incorrect';
  // After a wrong tap the right card shows too: "the correct reading".
  const marks: Record<string, ChoiceMark> | undefined =
    checked && answer !== undefined
      ? {
          ...(state === 'incorrect' ? { [String(answer)]: 'incorrect' as const } : {}),
          [String(item.choices.find((time) => sameFaceValue(time, item.time)) ?? item.time)]:
            'correct',
        }
      : undefined;
  return (
    <div className={layout.stage}>
      <AnalogClock
        value={item.time}
        label={speedClockText(item.time, index, total)}
        size={280}
        {...(result?.misconception === 'H-SWAP' && state === 'incorrect'
          ? { flashHand: 'both' as const, flashKey: item.key }
          : {})}
        minuteNumbers={result?.misconception === 'H-NUM' && state === 'incorrect'}
      />
      <ChoiceGrid
        label={item.prompt}
        options={item.choices.map((time) => ({
          value: String(time),
          ariaLabel: formatDigital(time),
          label: (
            <span aria-hidden="true">
              <DigitalClock value={time} size="medium" />
            </span>
          ),
        }))}
        value={answer === undefined ? null : String(answer)}
        onChange={(value) => submit(Number(value))}
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
export default function SpeedClockReading({ seed }: LingoProps) {
  return (
    <LingoFrame conceptId={CONCEPT} lingoId={LINGO}>
      <PracticeSession
        model={speedClockModel}
        conceptId={CONCEPT}
        lingoId={LINGO}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <SpeedClockQuestion key={props.item.key} {...props} />}
        renderWorkedExample={({ item, step, index }) => (
          <WorkedClock step={step} index={index} fallbackTime={item.time} />
        )}
      />
    </LingoFrame>
  );
}
