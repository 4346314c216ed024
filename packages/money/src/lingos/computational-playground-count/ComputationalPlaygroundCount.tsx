import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useState } from 'react';
import { formatAmount, speakAmount } from '../../model/format';
import { trayPieces, trayReducer, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { CountingLine, countingLinePlaces } from '../../widgets/CashTray/CountingLine';
import { DisplayPurse } from '../../widgets/CashTray/DisplayPurse';
import { MoneyEntryPad } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import * as styles from './ComputationalPlaygroundCount.css';
import {
  countCoinsModel,
  countedAtExampleStep,
  type CountCoinsAnswer,
  type CountCoinsItem,
} from './model';

/**
 * The purse and its counting line (a tool, not a hint): tapping a purse coin puts it on the
 * line; tapping a coin on the line says the count up to it. `sortNow` is M-ORDER's "the purse
 * sorts itself, biggest first".
 */
function PurseWithLine({
  item,
  sortNow,
}: {
  readonly item: CountCoinsItem;
  readonly sortNow: boolean;
}) {
  const [tray, setTray] = useState<readonly TrayPiece[]>(() =>
    trayPieces(item.coins, countingLinePlaces.purse),
  );
  useEffect(() => {
    if (sortNow) setTray((before) => trayReducer(before, { type: 'sort', place: 'purse' }));
  }, [sortNow]);
  return (
    <CountingLine
      className={styles.wide}
      label="Count the coins"
      pieces={tray}
      onPiecesChange={(next) => setTray(next)}
    />
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
  // M-ORDER: "The purse sorts itself, biggest first."
  const sortNow = shownMisconception({ state, attempt, result }) === 'M-ORDER';
  const picked = answer?.form === 'card' ? String(answer.amount) : undefined;
  const marks = checkedMark(picked, state);
  return (
    <div className={lingoLayout.stage}>
      <PurseWithLine key={item.key} item={item} sortNow={sortNow} />
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
