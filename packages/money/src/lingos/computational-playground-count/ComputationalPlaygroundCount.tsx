import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { formatAmount, speakAmount } from '../../model/format';
import { byValueDescending } from '../../model/pieces';
import { DisplayPurse } from '../../widgets/CashTray/DisplayPurse';
import { MoneyEntryPad } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import * as styles from './ComputationalPlaygroundCount.css';
import {
  countCoinsModel,
  countedAtExampleStep,
  purseText,
  type CountCoinsAnswer,
  type CountCoinsItem,
} from './model';

/** One item: the purse to count, and the cards (step 1) or the NumberPad. */
export function CountCoinsQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  attempt,
  result,
}: PracticeItemProps<CountCoinsItem, CountCoinsAnswer>) {
  const [sortedByChild, setSortedByChild] = useState(false);
  // M-ORDER: "The purse sorts itself, biggest first."
  const sorted = sortedByChild || shownMisconception({ state, attempt, result }) === 'M-ORDER';
  const picked = answer?.form === 'card' ? String(answer.amount) : undefined;
  const marks = checkedMark(picked, state);
  return (
    <div className={lingoLayout.stage}>
      <DisplayPurse
        className={styles.wide}
        label="Purse"
        pieces={item.coins}
        sorted={sorted}
        onSortedChange={setSortedByChild}
      />
      {item.choices ? (
        <ChoiceGrid
          className={styles.wide}
          label="How much money?"
          options={item.choices.map((amount) => ({
            value: String(amount),
            label: formatAmount(amount),
            speech: speakAmount(amount),
          }))}
          value={picked ?? null}
          onChange={(value) => setAnswer({ amount: Number(value), form: 'card' })}
          disabled={locked}
          {...(marks ? { marks } : {})}
        />
      ) : (
        <MoneyEntryPad
          forms={item.forms}
          label="How much money?"
          initial={answer?.form === 'card' ? undefined : answer}
          onEntry={(entry) => setAnswer(entry)}
          disabled={locked}
        />
      )}
    </div>
  );
}

/** A worked-example step: the purse sorted biggest first, the coins counted so far lit. */
function CountCoinsExample({ item, index }: { readonly item: CountCoinsItem; readonly index: number }) {
  const counted = countedAtExampleStep(item, index);
  const sorted = byValueDescending(item.coins.map((coin) => coin.id));
  return (
    <div className={lingoLayout.stage}>
      <DisplayPurse
        className={styles.wide}
        label="Purse"
        pieces={item.coins}
        sorted
        sortable={false}
        showTotal={false}
        highlight={Array.from({ length: counted }, (_, position) => position)}
      />
    </div>
  );
}

/**
 * Lingo 2-1, Computational Playground (count a set): count the coins in a purse, biggest
 * first, and give the total on cards (step 1) or the NumberPad, in cents or dollars.
 */
export default function ComputationalPlaygroundCount(props: LingoProps) {
  return (
    <LingoPractice<CountCoinsItem, CountCoinsAnswer>
      {...props}
      model={countCoinsModel}
      Question={CountCoinsQuestion}
      renderWorkedExample={({ item, index }) => <CountCoinsExample item={item} index={index} />}
    />
  );
}
