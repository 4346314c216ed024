import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import { formatAmount, speakAmount } from '../../model/format';
import type { TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { DisplayPurse } from '../../widgets/CashTray/DisplayPurse';
import { CountingLine } from '../../widgets/CountingLine/CountingLine';
import { MoneyEntryPad } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import * as styles from './ComputationalPlaygroundCount.css';
import {
  countCoinsModel,
  countedAtExampleStep,
  type CountCoinsAnswer,
  type CountCoinsItem,
} from './model';

/**
 * The purse and its counting line (a tool, not a hint): tapping a purse coin says its value
 * and puts it on the line; tapping a coin on the line says the count up to it.
 */
function PurseWithLine({
  item,
  sorted,
  onSort,
}: {
  readonly item: CountCoinsItem;
  readonly sorted: boolean;
  readonly onSort: (sorted: boolean) => void;
}) {
  const [line, setLine] = useState<readonly TrayPiece[]>([]);
  return (
    <>
      <DisplayPurse
        className={styles.wide}
        label="Purse"
        pieces={item.coins}
        sorted={sorted}
        onSortedChange={onSort}
        onPieceTap={(piece) =>
          setLine((before) =>
            before.some((each) => each.key === piece.key) ? before : [...before, piece],
          )
        }
      />
      <CountingLine
        className={styles.wide}
        pieces={line}
        emptyText="Tap the coins in the purse to put them here, then tap them to count on."
      />
      {line.length > 0 ? (
        <Button variant="secondary" size="md" onClick={() => setLine([])}>
          Clear the counting line
        </Button>
      ) : null}
    </>
  );
}

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
      <PurseWithLine item={item} sorted={sorted} onSort={setSortedByChild} />
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
          initial={
            answer && answer.form !== 'card'
              ? { amount: answer.amount, form: answer.form }
              : undefined
          }
          onEntry={(entry) => setAnswer(entry)}
          disabled={locked}
        />
      )}
    </div>
  );
}

/** A worked-example step: the purse sorted biggest first, the coins counted so far lit. */
function CountCoinsExample({
  item,
  index,
}: {
  readonly item: CountCoinsItem;
  readonly index: number;
}) {
  const counted = countedAtExampleStep(item, index);
  return (
    <div className={lingoLayout.stage}>
      <DisplayPurse
        className={styles.wide}
        label="Purse"
        pieces={item.coins}
        sorted
        sortable={false}
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
