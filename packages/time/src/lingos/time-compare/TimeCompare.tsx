import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  shownMisconception,
} from '@lingos/kit';
import * as compareStyles from '../../widgets/CompareCards/CompareCards.css';
import {
  AskChip,
  compareChoiceOptions,
  CompareWorkedCards,
  hintFlash,
} from '../../widgets/CompareCards/CompareCards';
import { cardText, timeCompareModel, type CompareAnswer, type TimeCompareItem } from './model';

/** One Time Compare item: the ask with its arrow, and the cards to tap, then Check. */
export function TimeCompareQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<TimeCompareItem, CompareAnswer>) {
  const misconception = shownMisconception({ state, attempt, result });
  const marks = checkedMark(answer, state);
  return (
    <div className={lingoLayout.stage}>
      <AskChip ask={item.ask} />
      <ChoiceGrid<CompareAnswer>
        className={compareStyles.choices}
        label={item.prompt}
        options={compareChoiceOptions(item.cards, {
          describe: cardText,
          ...(item.sameTimeCard ? { sameLabel: 'Same time' } : {}),
          flashFor: hintFlash(misconception),
          flashKey: attempt,
        })}
        value={answer ?? null}
        onChange={setAnswer}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/**
 * Lingo 2-1, Time Compare: two times on clocks, in digits or in words (and with AM/PM at
 * step 4); tap the earlier or the later one, or "Same time", then Check.
 */
export default function TimeCompare(props: LingoProps) {
  return (
    <LingoPractice<TimeCompareItem, CompareAnswer>
      {...props}
      model={timeCompareModel}
      Question={TimeCompareQuestion}
      renderWorkedExample={({ item, step }) => <CompareWorkedCards item={item} step={step} />}
    />
  );
}
