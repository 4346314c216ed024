import { ChoiceGrid, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import * as compareStyles from '../CompareCards.css';
import { AskChip, compareChoiceOptions, CompareWorkedCards, hintFlash } from '../CompareCards';
import { checkedMark, shownMisconception } from '../feedback';
import * as layout from '../lingo.css';
import { TimePractice } from '../TimePractice';
import { cardText, timeCompareModel, type CompareAnswer, type TimeCompareItem } from './model';

const LINGO = 'lingo-2-1';

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
    <div className={layout.stage}>
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
export default function TimeCompare({ seed }: LingoProps) {
  return (
    <TimePractice<TimeCompareItem, CompareAnswer>
      model={timeCompareModel}
      lingoId={LINGO}
      seed={seed}
      Question={TimeCompareQuestion}
      renderWorkedExample={({ item, step }) => <CompareWorkedCards item={item} step={step} />}
    />
  );
}
