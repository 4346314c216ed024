import {
  ChoiceGrid,
  type ChoiceMark,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import * as compareStyles from '../../widgets/CompareCards/CompareCards.css';
import {
  AskChip,
  compareChoiceOptions,
  CompareWorkedCards,
  hintFlash,
} from '../../widgets/CompareCards/CompareCards';
import { correctCompareAnswer, type CompareAnswer } from '../time-compare/model';
import {
  SPEED_ROUND_SIZE,
  speedCardText,
  speedPairText,
  timeComparisonSpeedModel,
  type TimeComparisonSpeedItem,
} from './model';

/** One pair of a round: tap the earlier or later card (one tap, no Check). */
function SpeedCompareQuestion({
  item,
  answer,
  submit,
  locked,
  state,
  round,
  result,
}: PracticeItemProps<TimeComparisonSpeedItem, CompareAnswer>) {
  const index = round?.index ?? 0;
  const total = round?.size ?? SPEED_ROUND_SIZE;
  const checked = state === 'correct' || state === 'incorrect';
  // After a wrong tap the right card shows too, with the hint, for 3 seconds.
  const marks: Partial<Record<CompareAnswer, ChoiceMark>> | undefined =
    checked && answer !== undefined
      ? {
          ...(state === 'incorrect' ? { [answer]: 'incorrect' as const } : {}),
          [correctCompareAnswer(item)]: 'correct',
        }
      : undefined;
  const misconception = state === 'incorrect' ? result?.misconception : undefined;
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{speedPairText(item, index + 1, total)}</p>
      </VisuallyHidden>
      <AskChip ask={item.ask} />
      <ChoiceGrid<CompareAnswer>
        className={compareStyles.choices}
        label={item.prompt}
        options={compareChoiceOptions(item.cards, {
          describe: speedCardText,
          ...(item.sameTimeCard ? { sameLabel: 'Same' } : {}),
          // "Look at the long hands": the clock cards' long hands flash during the hint.
          flashFor: hintFlash(misconception),
          flashKey: item.key,
        })}
        value={answer ?? null}
        onChange={(value) => submit(value)}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/**
 * Lingo 2-5, Time Comparison Speed: earlier or later? Ten pairs a round, one tap each, racing
 * your own best time. The kit's Speed rules run the round, the timer ("Hide timer", "Timer
 * off"), the 3-second hint after a miss and the best time per step.
 */
export default function TimeComparisonSpeed(props: LingoProps) {
  return (
    <LingoPractice<TimeComparisonSpeedItem, CompareAnswer>
      {...props}
      model={timeComparisonSpeedModel}
      Question={SpeedCompareQuestion}
      renderWorkedExample={({ item, step }) => <CompareWorkedCards item={item} step={step} />}
    />
  );
}
