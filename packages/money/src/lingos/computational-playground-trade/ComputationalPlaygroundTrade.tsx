import {
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  type LingoProps,
  type PracticeItemProps,
  type WorkedExampleRenderProps,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useId, useState } from 'react';
import { fewestPieces } from '../../model/cash';
import { formatAmount } from '../../model/format';
import { coinIds, pieces, type CoinId } from '../../model/pieces';
import { idsIn, trayPieces, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { pursePlace } from '../../widgets/CashTray/CashTray';
import { DisplayPurse } from '../../widgets/CashTray/DisplayPurse';
import { TwoPurseTrade } from '../../widgets/CashTray/TwoPurseTrade';
import { MoneyEntryPad, type MoneyEntry } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import * as styles from './ComputationalPlaygroundTrade.css';
import {
  exampleSide,
  isTradeAnswerReady,
  tradeModel,
  tradeText,
  tradeWorkedExample,
  type CoinTradeItem,
  type HowManyItem,
  type SumItem,
  type TradeAnswer,
  type TradeItem,
} from './model';

/** A count of coins, not money: a whole number of up to 2 digits. */
const countFormat = createWholeNumberFormat({ maxLength: 2, unit: ['coin', 'coins'] });

/** The coin the count asks about ("How many nickels?"). */
const countedCoin = (item: CoinTradeItem | HowManyItem): CoinId =>
  item.kind === 'how-many' ? item.coin : (item.allowed[0] ?? 'nickel');

const isSum = (item: TradeItem): item is SumItem => item.kind === 'add' || item.kind === 'subtract';

/** An amount as the fewest coins (up to $5.00: toonies, loonies and the silver coins). */
const coinsOf = (amount: number): CoinId[] => (fewestPieces(amount, coinIds) ?? []) as CoinId[];

/** The two purses of a trade, the child's side filled from the bank, and its text alternative. */
function TradePurses({
  item,
  tray,
  onTrayChange,
  disabled,
  highlight,
}: {
  readonly item: CoinTradeItem | HowManyItem;
  readonly tray: readonly TrayPiece[];
  readonly onTrayChange?: (next: readonly TrayPiece[]) => void;
  readonly disabled: boolean;
  readonly highlight?: readonly number[];
}) {
  const bank = item.kind === 'how-many' ? [item.coin] : item.allowed;
  return (
    <>
      <TwoPurseTrade
        className={styles.wide}
        label={item.kind === 'how-many' ? 'Try the trade' : 'Your trade'}
        given={[item.given]}
        bank={bank}
        pieces={tray}
        disabled={disabled}
        {...(onTrayChange ? { onPiecesChange: onTrayChange } : {})}
        {...(highlight ? { highlight } : {})}
      />
      <VisuallyHidden data-part="trade-text">
        {tradeText(item.given, idsIn(tray, pursePlace) as CoinId[])}
      </VisuallyHidden>
    </>
  );
}

/** Purse A and Purse B (or what is taken away), each with its total. */
function SumPurses({ item, id }: { readonly item: SumItem; readonly id?: string }) {
  return (
    <div
      id={id}
      className={styles.purses}
      role="group"
      aria-label={item.kind === 'add' ? 'The two purses' : 'The purse and what is taken away'}
    >
      <DisplayPurse label="Purse A" pieces={coinsOf(item.a)} sortable={false} showTotal />
      <DisplayPurse
        label={item.kind === 'add' ? 'Purse B' : 'Take away'}
        pieces={coinsOf(item.b)}
        sortable={false}
        showTotal
      />
    </div>
  );
}

/** Step 4's sum as numbers, with "Show coins": a tool that turns them into purses. */
function SumNumbers({ item }: { readonly item: SumItem }) {
  const [shown, setShown] = useState(false);
  const pursesId = useId();
  const sign = item.kind === 'add' ? '+' : '\u2212';
  return (
    <>
      <p className={lingoLayout.promptCard}>
        <span className={lingoLayout.bigText}>
          {formatAmount(item.a)} {sign} {formatAmount(item.b)}
        </span>
      </p>
      <Button
        variant="secondary"
        size="md"
        aria-expanded={shown}
        aria-controls={shown ? pursesId : undefined}
        onClick={() => setShown((before) => !before)}
      >
        {shown ? 'Hide coins' : 'Show coins'}
      </Button>
      {shown ? <SumPurses item={item} id={pursesId} /> : null}
    </>
  );
}

/** One item: a trade (with its count at step 1), "how many", or a sum on the NumberPad. */
export function TradeQuestion({
  item,
  answer,
  setAnswer,
  locked,
}: PracticeItemProps<TradeItem, TradeAnswer>) {
  const [tray, setTray] = useState<readonly TrayPiece[]>([]);
  const [count, setCount] = useState(() =>
    answer?.number === null || answer?.number === undefined ? '' : String(answer.number),
  );

  function report(next: TradeAnswer) {
    setAnswer(isTradeAnswerReady(item, next) ? next : undefined);
  }

  if (isSum(item)) {
    const label = item.kind === 'add' ? 'How much altogether?' : 'How much is left?';
    const kept: MoneyEntry | undefined =
      answer?.number === null || answer?.number === undefined
        ? undefined
        : { amount: answer.number, form: item.forms[0] ?? 'cents' };
    return (
      <div className={lingoLayout.stage}>
        {item.shown === 'purses' ? <SumPurses item={item} /> : <SumNumbers item={item} />}
        <MoneyEntryPad
          forms={item.forms}
          label={label}
          initial={kept}
          onEntry={(entry) => report({ side: [], number: entry?.amount ?? null })}
          disabled={locked}
        />
      </div>
    );
  }

  const side = () => idsIn(tray, pursePlace) as CoinId[];
  const asksCount = item.kind === 'how-many' || item.count !== null;
  return (
    <div className={lingoLayout.stage}>
      <TradePurses
        item={item}
        tray={tray}
        disabled={locked}
        onTrayChange={(next) => {
          setTray(next);
          report({
            side: idsIn(next, pursePlace) as CoinId[],
            number: count === '' ? null : Number(count),
          });
        }}
      />
      {asksCount ? (
        <NumberPad
          format={countFormat}
          label={`How many ${pieces[countedCoin(item)].plural}?`}
          value={count}
          onChange={(next) => {
            setCount(next);
            report({ side: side(), number: countFormat.parse(next) });
          }}
          disabled={locked}
        />
      ) : null}
    </div>
  );
}

/** A worked-example step: a trade filled coin by coin, the newest lit; a sum's purses. */
function TradeExample({ item, index }: WorkedExampleRenderProps<TradeItem>) {
  if (isSum(item)) {
    return (
      <div className={lingoLayout.stage}>
        <SumPurses item={item} />
      </div>
    );
  }
  const placed = tradeWorkedExample(item)[index]?.placed ?? 0;
  return (
    <div className={lingoLayout.stage}>
      <TradePurses
        item={item}
        tray={trayPieces(exampleSide(item).slice(0, placed), pursePlace)}
        disabled
        highlight={placed > 0 ? [placed - 1] : []}
      />
    </div>
  );
}

/**
 * Lingo 2-2, Computational Playground (trade, add, take away): trade a coin for coins of equal
 * value on the two-purse trade, say how many it takes, then add and take away two amounts,
 * across a whole dollar too, with a "Show coins" tool at step 4.
 */
export default function ComputationalPlaygroundTrade(props: LingoProps) {
  return (
    <LingoPractice<TradeItem, TradeAnswer>
      {...props}
      model={tradeModel}
      Question={TradeQuestion}
      renderWorkedExample={(example) => <TradeExample {...example} />}
    />
  );
}
