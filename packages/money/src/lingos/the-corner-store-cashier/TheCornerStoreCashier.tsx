import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import { totalOf } from '../../model/cash';
import { formatAmount } from '../../model/format';
import { MoneyEntryPad } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import * as shopStyles from '../../shop/shop.css';
import { idsIn, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { ChangeTray } from '../../widgets/CashTray/ChangeTray';
import { pursePlace } from '../../widgets/CashTray/CashTray';
import { Receipt } from '../../widgets/Receipt/Receipt';
import {
  cashierModel,
  cashierReceipt,
  checkCashier,
  paidText,
  roundedChoiceLabel,
  type CashierAnswer,
  type CashierItem,
} from './model';

type Props = PracticeItemProps<CashierItem, CashierAnswer>;

const emptyAnswer: CashierAnswer = { tray: [] };

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
  // The change tray as CashTray pieces; the answer keeps their ids (kept through a retry).
  const [tray, setTray] = useState<readonly TrayPiece[]>(() =>
    current.tray.map((id, index) => ({
      key: `piece-${index}`,
      id,
      place: pursePlace,
      side: 'picture',
    })),
  );

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
      <Receipt {...cashierReceipt(item, totalFound)} />

      {part === 'total' ? (
        <section className={shopStyles.part} aria-label="The total">
          <h2 className={shopStyles.partTitle}>
            {item.method === 'card' ? 'Type the card total.' : 'Type the cash total.'}
          </h2>
          <MoneyEntryPad
            forms={['dollars', 'cents']}
            label="The total"
            initial={
              current.total === undefined ? undefined : { amount: current.total, form: 'dollars' }
            }
            onEntry={(entry) => {
              const total = entry?.amount;
              update(total === undefined ? { total: undefined } : { total });
            }}
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
          <ChangeTray
            label="Give the change"
            price={item.total}
            till={item.till}
            narrate={item.narration}
            showTotal={item.narration}
            pieces={tray}
            onPiecesChange={(next) => {
              setTray(next);
              update({ tray: idsIn(next, pursePlace) });
            }}
            disabled={locked}
          />
          {item.narration ? (
            <p className={lingoLayout.note} aria-hidden="true">
              Counted up to {formatAmount(item.total + totalOf(current.tray))}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
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
