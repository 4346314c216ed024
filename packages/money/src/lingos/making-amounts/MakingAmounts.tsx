import {
  lingoLayout,
  LingoPractice,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { CashTray } from '../../widgets/CashTray/CashTray';
import { idsIn, trayPieces, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { PriceTag } from '../../widgets/PriceTag/PriceTag';
import * as styles from './MakingAmounts.css';
import {
  findTrade,
  tradeHighlight,
  makingAmountsModel,
  makingAmountsText,
  type MakingAmountsAnswer,
  type MakingAmountsItem,
} from './model';

const pursePlace = 'purse';

/** One Making Amounts item: the price tag, and the bank and purse to build it in. */
export function MakingAmountsQuestion({
  item,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<MakingAmountsItem, MakingAmountsAnswer>) {
  const [tray, setTray] = useState<readonly TrayPiece[]>([]);
  const purse = idsIn(tray, pursePlace);
  const misconception = shownMisconception({ state, attempt, result });
  // "Not the fewest": the group to trade lights up.
  const trade = misconception === 'not-fewest' ? findTrade(purse, item.bank) : null;
  return (
    <div className={lingoLayout.stage}>
      <PriceTag amount={item.target} size="large" />
      <VisuallyHidden>
        <p>{makingAmountsText(item, purse)}</p>
      </VisuallyHidden>
      <CashTray
        className={styles.tray}
        bank={item.bank}
        label={item.prompt}
        pieces={tray}
        onPiecesChange={(next) => {
          setTray(next);
          const ids = idsIn(next, pursePlace);
          setAnswer(ids.length > 0 ? ids : undefined);
        }}
        showTotal={item.runningTotal}
        highlight={trade ? tradeHighlight(purse, trade.give) : []}
        disabled={locked}
      />
    </div>
  );
}

/** The worked example: the fewest pieces go into the purse one by one, the newest lit. */
function WorkedPurse({
  item,
  index,
}: {
  readonly item: MakingAmountsItem;
  readonly index: number;
}) {
  const shown = item.minimum.slice(0, Math.min(index + 1, item.minimum.length));
  return (
    <div className={lingoLayout.stage}>
      <PriceTag amount={item.target} size="large" speakable={false} />
      <CashTray
        className={styles.tray}
        bank={item.bank}
        label={`Worked example: ${item.prompt}`}
        pieces={trayPieces(shown, pursePlace)}
        highlight={index < item.minimum.length ? [shown.length - 1] : []}
        speakChanges={false}
        disabled
      />
    </div>
  );
}

/**
 * Lingo 2-3, Making Amounts: build the amount on the price tag with coins (and, in step 4,
 * bills) from the bank, then Check. Steps 3–4 want the fewest pieces: the right amount with
 * extra pieces is praised, its trade lit, and tried again.
 */
export default function MakingAmounts(props: LingoProps) {
  return (
    <LingoPractice<MakingAmountsItem, MakingAmountsAnswer>
      {...props}
      model={makingAmountsModel}
      Question={MakingAmountsQuestion}
      renderWorkedExample={({ item, index }) => <WorkedPurse item={item} index={index} />}
    />
  );
}
