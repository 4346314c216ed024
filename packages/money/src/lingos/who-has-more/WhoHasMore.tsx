import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  NumberPad,
  shownMisconception,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { moneyFormats } from '../../model/entry';
import { countOnText, formatAmount } from '../../model/format';
import { byValueDescending, pieces as pieceFacts, type PieceId } from '../../model/pieces';
import { DisplayPurse } from '../../widgets/CashTray/DisplayPurse';
import * as styles from './WhoHasMore.css';
import {
  choiceLabels,
  pursesText,
  purseSides,
  whoHasMoreChoices,
  whoHasMoreModel,
  type PurseSide,
  type WhoHasMoreAnswer,
  type WhoHasMoreChoice,
  type WhoHasMoreItem,
} from './model';

const differenceFormat = moneyFormats.dollars;

/** Props of {@link ComparedPurse}. */
interface ComparedPurseProps {
  readonly side: PurseSide;
  readonly pieces: readonly PieceId[];
  /** Biggest first: a hint or an example counts it. */
  readonly sorted?: boolean;
  /** The counting line under the purse ("5, 10, 15 cents"), shown by a hint or an example. */
  readonly count?: string | undefined;
  /** Each piece's value under the purse (the M-SIZE hint). */
  readonly values?: boolean;
  readonly highlighted?: boolean;
}

/** One purse to compare: CashTray's display purse, with its count under it after a hint. */
function ComparedPurse({
  side,
  pieces,
  sorted = false,
  count,
  values = false,
  highlighted = false,
}: ComparedPurseProps) {
  return (
    <div className={styles.purse} data-purse={side} data-highlighted={highlighted}>
      <DisplayPurse
        label={choiceLabels[side]}
        pieces={pieces}
        size={52}
        {...(sorted ? { sorted: true } : {})}
      />
      {values ? (
        <p className={styles.count}>
          {(sorted ? byValueDescending(pieces) : pieces)
            .map((id) => formatAmount(pieceFacts[id].value))
            .join(' · ')}
        </p>
      ) : null}
      {count ? <p className={styles.count}>{count}</p> : null}
    </div>
  );
}

/** One Who Has More? item: two purses, the three cards, and (step 4) how much more. */
export function WhoHasMoreQuestion({
  item,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<WhoHasMoreItem, WhoHasMoreAnswer>) {
  const [choice, setChoice] = useState<WhoHasMoreChoice | null>(null);
  const [difference, setDifference] = useState('');
  const misconception = shownMisconception({ state, attempt, result });
  // M-COUNT: "Both purses are then counted aloud" — and shown, biggest first.
  const counted =
    misconception === 'M-COUNT' || misconception === 'missed-same' || misconception === 'not-same';

  function update(nextChoice: WhoHasMoreChoice | null, nextDifference: string) {
    if (nextChoice === null) return setAnswer(undefined);
    if (!item.askDifference) return setAnswer({ choice: nextChoice });
    const typed = differenceFormat.parse(nextDifference);
    setAnswer(typed === null ? undefined : { choice: nextChoice, difference: typed });
  }

  const checked = state === 'correct' || state === 'incorrect';
  const choiceMark = checked ? (result?.marks?.choice as ChoiceMark | undefined) : undefined;
  const differenceMark = checked ? result?.marks?.difference : undefined;

  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{pursesText(item.purses)}</p>
      </VisuallyHidden>
      <div className={styles.purses}>
        {purseSides.map((side) => (
          <ComparedPurse
            key={side}
            side={side}
            pieces={item.purses[side]}
            sorted={counted}
            count={counted ? countOnText(item.purses[side]) : undefined}
            values={misconception === 'M-SIZE'}
          />
        ))}
      </div>
      <ChoiceGrid<WhoHasMoreChoice>
        className={styles.answers}
        label={item.prompt}
        columns={3}
        options={whoHasMoreChoices.map((value) => ({ value, label: choiceLabels[value] }))}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          update(value, difference);
        }}
        disabled={locked}
        {...(choice && choiceMark ? { marks: { [choice]: choiceMark } } : {})}
      />
      {item.askDifference && choice !== null ? (
        <div data-state={differenceMark ?? 'idle'} className={styles.answers}>
          <NumberPad
            format={differenceFormat}
            value={difference}
            onChange={(raw) => {
              setDifference(raw);
              update(choice, raw);
            }}
            label="How much more?"
            disabled={locked}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The worked example: both purses biggest first, each counted on, then compared. */
function WorkedPurses({ item, index }: { readonly item: WhoHasMoreItem; readonly index: number }) {
  return (
    <div className={styles.purses}>
      {purseSides.map((side, position) => (
        <ComparedPurse
          key={side}
          side={side}
          pieces={item.purses[side]}
          sorted
          count={index >= position ? countOnText(item.purses[side]) : undefined}
          highlighted={index === position}
        />
      ))}
    </div>
  );
}

/**
 * Lingo 2-5, Who Has More?: two purses; tap "Purse A", "Purse B" or "Same", then Check. In
 * step 4, also type how much more. A wrong pick of the purse with more coins counts both
 * purses aloud and on screen.
 */
export default function WhoHasMore(props: LingoProps) {
  return (
    <LingoPractice<WhoHasMoreItem, WhoHasMoreAnswer>
      {...props}
      model={whoHasMoreModel}
      Question={WhoHasMoreQuestion}
      renderWorkedExample={({ item, index }) => <WorkedPurses item={item} index={index} />}
    />
  );
}
