import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import { cashRounding, totalOf } from '../../model/cash';
import {
  formatAmount,
  formatDollars,
  formatSignedAmount,
  speakAmountShort,
} from '../../model/format';
import { MoneyEntry } from '../../shop/MoneyEntry';
import { ShopCounter } from '../../shop/ShopCounter';
import { itemReceiptLines, ShopReceipt, type ReceiptLineData } from '../../shop/ShopDisplays';
import * as shopStyles from '../../shop/shop.css';
import {
  cashierModel,
  checkCashier,
  paidText,
  receiptText,
  roundedChoiceLabel,
  type CashierAnswer,
  type CashierItem,
} from './model';

type Props = PracticeItemProps<CashierItem, CashierAnswer>;

const emptyAnswer: CashierAnswer = { tray: [] };

/** The receipt's lines: items, subtotal, the cash rounding line and the total once found. */
function receiptLines(item: CashierItem, totalFound: boolean): ReceiptLineData[] {
  const lines: ReceiptLineData[] = itemReceiptLines(item.lines);
  if (item.lines.length > 1)
    lines.push({ label: 'Subtotal', amount: totalFound ? formatDollars(item.subtotal) : '?' });
  if (item.method === 'cash' && item.total !== item.subtotal) {
    lines.push({
      label: 'Cash rounding',
      amount: totalFound ? formatSignedAmount(cashRounding(item.subtotal)) : '?',
    });
  }
  lines.push({ label: 'Total', amount: totalFound ? formatDollars(item.total) : '?', total: true });
  return lines;
}

/**
 * One customer at the till: the receipt, then the parts one after another: type or pick the
 * total, then give the change from the till into the change tray, counting up from the
 * price (narrated at steps 1–2). A card customer only needs the exact total.
 */
export function CashierQuestion({ item, answer, setAnswer, submit, locked }: Props) {
  const [stage, setStage] = useState(0);
  const part = item.parts[stage] ?? 'change';
  const final = stage === item.parts.length - 1;
  // The parts before the last are a draft: the session's answer (and so its Check) exists
  // only once the last part is reached, so Enter never checks a half-done item.
  const [draft, setDraft] = useState<CashierAnswer>(answer ?? emptyAnswer);
  const current = final ? (answer ?? draft) : draft;
  const update = (patch: Partial<CashierAnswer>) => {
    const next = { ...current, ...patch };
    setDraft(next);
    if (final) setAnswer(next);
  };
  const totalFound = part === 'change';
  const paid = totalOf(item.paid);

  /** Hands over a part that is not the last: on when right, else checked now. */
  function handOver() {
    if (locked) return;
    const result = checkCashier(item, current);
    const wrongHere = result.marks?.[part] === 'incorrect';
    if (wrongHere) submit(current);
    else setStage((index) => index + 1);
  }

  return (
    <div className={lingoLayout.stage}>
      <p className={lingoLayout.note}>
        {item.customer} is buying {item.lines.length === 1 ? 'this' : 'these'}. {paidText(item)}
      </p>
      <ShopReceipt lines={receiptLines(item, totalFound)} text={receiptText(item, totalFound)} />

      {part === 'total' ? (
        <section className={shopStyles.part} aria-label="The total">
          <h2 className={shopStyles.partTitle}>
            {item.method === 'card' ? 'Type the card total.' : 'Type the cash total.'}
          </h2>
          <MoneyEntry
            label="The total"
            value={current.total}
            onChange={(total) => update(total === undefined ? { total: undefined } : { total })}
            disabled={locked}
          />
          {final ? null : (
            <Button
              size="lg"
              aria-disabled={locked || current.total === undefined}
              onClick={() => {
                if (current.total !== undefined) handOver();
              }}
            >
              That is the total
            </Button>
          )}
        </section>
      ) : null}

      {part === 'rounded' && item.roundedChoices ? (
        <section className={shopStyles.part} aria-label="The cash total">
          <ChoiceGrid
            label={`${item.customer} pays cash. What is the total?`}
            options={item.roundedChoices.map((choice) => {
              const label = roundedChoiceLabel(choice, item.subtotal);
              return {
                value: String(choice),
                label: <span className={lingoLayout.cardWords}>{label}</span>,
                ariaLabel: label,
              };
            })}
            value={current.rounded === undefined ? null : String(current.rounded)}
            onChange={(value) => update({ rounded: Number(value) })}
            disabled={locked}
          />
          <Button
            size="lg"
            aria-disabled={locked || current.rounded === undefined}
            onClick={() => {
              if (current.rounded !== undefined) handOver();
            }}
          >
            That is the total
          </Button>
        </section>
      ) : null}

      {part === 'change' ? (
        <section className={shopStyles.part} aria-label="Give the change">
          <h2 className={shopStyles.partTitle}>
            Count up from {formatAmount(item.total)} to {formatAmount(paid)}.
          </h2>
          <ShopCounter
            source={item.till}
            unlimited
            moved={current.tray}
            onMovedChange={(tray) => update({ tray })}
            sourceLabel="Till"
            targetLabel="Change tray"
            moveVerb="Give"
            showTotal={item.narration}
            {...(item.narration ? { countUpFrom: item.total } : {})}
            disabled={locked}
          />
          {item.narration ? (
            <p className={lingoLayout.note} aria-hidden="true">
              Counted up to {formatAmount(item.total + totalOf(current.tray))}
            </p>
          ) : (
            <ReadTray item={item} tray={current.tray} />
          )}
        </section>
      ) : null}
    </div>
  );
}

/** Without narration, a button reads the count of the change tray on demand. */
function ReadTray({
  item,
  tray,
}: {
  readonly item: CashierItem;
  readonly tray: CashierAnswer['tray'];
}) {
  const [said, setSaid] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        size="md"
        onClick={() =>
          setSaid(
            `Change tray: ${speakAmountShort(totalOf(tray))}. Counted up to ${speakAmountShort(item.total + totalOf(tray))}.`,
          )
        }
      >
        Read the change tray
      </Button>
      <p className={lingoLayout.note} role="status" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/**
 * Lingo 3-2, The Corner Store - 2: you're the cashier! Total each customer's items, round a
 * cash total to 5¢ (never a card total), and count up from the price to give the change.
 */
export default function TheCornerStoreCashier(props: LingoProps) {
  return (
    <LingoPractice<CashierItem, CashierAnswer>
      {...props}
      model={cashierModel}
      Question={CashierQuestion}
      isAnswerReady={(answer) => answer.total !== undefined || answer.tray.length > 0}
    />
  );
}
