import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { fewestPieces, totalOf } from '../../model/cash';
import { describePieces, formatAmount, formatDollars } from '../../model/format';
import { MoneyEntry } from '../../shop/MoneyEntry';
import { ShopCounter } from '../../shop/ShopCounter';
import { itemReceiptLines, ShopReceipt, ShopShelf } from '../../shop/ShopDisplays';
import * as shopStyles from '../../shop/shop.css';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import {
  changeChoices,
  checkPayment,
  checkRounded,
  checkTotal,
  cornerStoreModel,
  counterText,
  shelfText,
  type CornerStoreAnswer,
  type CornerStoreItem,
} from './model';

type Props = PracticeItemProps<CornerStoreItem, CornerStoreAnswer>;

const emptyAnswer: CornerStoreAnswer = { paid: [] };

/**
 * One Corner Store item, its parts one after another: type the total (step 3) or pick the
 * cash total (step 4), pay from the purse, then find the change. A part's button hands it
 * over: a right part opens the next; a wrong one is checked at once, so its hint comes while
 * the mistake is fresh (and the item no longer counts as first-try right).
 */
export function CornerStoreQuestion({ item, answer, setAnswer, submit, locked, state }: Props) {
  const current = answer ?? emptyAnswer;
  const [stage, setStage] = useState(0);
  const part = item.parts[stage] ?? 'change';
  const reached = (name: (typeof item.parts)[number]) => item.parts.indexOf(name) <= stage;
  const update = (patch: Partial<CornerStoreAnswer>) => setAnswer({ ...current, ...patch });

  /** Hands a part over: on to the next part when right, else checked now. */
  function handOver(problem: unknown) {
    if (locked) return;
    if (problem) submit(current);
    else setStage((index) => index + 1);
  }

  const paid = totalOf(current.paid);
  const changeGiven = paid - item.cashTotal;
  const changePieces = part === 'change' ? (fewestPieces(changeGiven) ?? []) : [];
  const changeOptions = changeChoices(item.cashTotal, paid);
  const picked = current.change === undefined ? null : String(current.change);
  const changeMarks = checkedMark(picked, state);
  const roundedPicked = current.rounded === undefined ? null : String(current.rounded);

  const receiptLines = [
    ...itemReceiptLines(item.lines),
    ...(item.parts.includes('rounded')
      ? [{ label: 'Total', amount: formatDollars(item.subtotal), total: true }]
      : []),
  ];

  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{shelfText(item)}</p>
      </VisuallyHidden>
      <ShopShelf lines={item.lines} />
      {item.parts.includes('rounded') ? (
        <ShopReceipt
          lines={receiptLines}
          text={`Receipt: total ${formatAmount(item.subtotal)}. You pay with cash.`}
        />
      ) : null}

      {item.parts.includes('total') ? (
        <section className={shopStyles.part} aria-label="The total">
          <h2 className={shopStyles.partTitle}>What is the total?</h2>
          {part === 'total' ? (
            <>
              <MoneyEntry
                label="The total"
                value={current.total}
                onChange={(total) => update(total === undefined ? { total: undefined } : { total })}
                disabled={locked}
              />
              <Button
                size="lg"
                aria-disabled={locked || current.total === undefined}
                onClick={() => {
                  if (current.total !== undefined) handOver(checkTotal(item, current.total));
                }}
              >
                That is the total
              </Button>
            </>
          ) : (
            <p className={lingoLayout.note}>Total: {formatAmount(item.subtotal)}</p>
          )}
        </section>
      ) : null}

      {item.roundedChoices && reached('rounded') ? (
        <section className={shopStyles.part} aria-label="The cash total">
          {part === 'rounded' ? (
            <>
              <ChoiceGrid
                label="You pay with cash. What is the cash total?"
                options={item.roundedChoices.map((choice) => ({
                  value: String(choice),
                  label: <span className={lingoLayout.bigText}>{formatAmount(choice)}</span>,
                  ariaLabel: formatAmount(choice),
                }))}
                value={roundedPicked}
                onChange={(value) => update({ rounded: Number(value) })}
                disabled={locked}
              />
              <Button
                size="lg"
                aria-disabled={locked || current.rounded === undefined}
                onClick={() => {
                  if (current.rounded !== undefined) {
                    handOver(checkRounded(item, current.rounded));
                  }
                }}
              >
                That is the cash total
              </Button>
            </>
          ) : (
            <p className={lingoLayout.note}>Cash total: {formatAmount(item.cashTotal)}</p>
          )}
        </section>
      ) : null}

      {reached('pay') ? (
        <section className={shopStyles.part} aria-label="Pay">
          <h2 className={shopStyles.partTitle}>
            {part === 'pay'
              ? `Pay ${formatAmount(item.cashTotal)}. Put coins and bills on the counter.`
              : `You paid ${formatAmount(paid)}.`}
          </h2>
          <ShopCounter
            source={item.purse}
            moved={current.paid}
            onMovedChange={(moved) => update({ paid: moved })}
            sourceLabel="Your purse"
            targetLabel="Counter"
            moveVerb="Pay with"
            disabled={locked || part !== 'pay'}
          />
          <VisuallyHidden>
            <p>{counterText(item, current.paid)}</p>
          </VisuallyHidden>
          {part === 'pay' ? (
            <Button
              size="lg"
              aria-disabled={locked || current.paid.length === 0}
              onClick={() => {
                if (current.paid.length > 0) handOver(checkPayment(item, current.paid));
              }}
            >
              Pay
            </Button>
          ) : null}
        </section>
      ) : null}

      {part === 'change' ? (
        <section className={shopStyles.part} aria-label="Your change">
          {item.changeMode === 'choice' ? (
            <>
              <h2 className={shopStyles.partTitle}>Here is your change. How much is it?</h2>
              <div className={lingoLayout.row}>
                {changePieces.map((piece, index) => (
                  <MoneyPiece key={index} id={piece} size={52} />
                ))}
              </div>
              <VisuallyHidden>
                <p>Your change: {describePieces(changePieces)}.</p>
              </VisuallyHidden>
              <ChoiceGrid
                label="How much change do you get?"
                options={changeOptions.map((choice) => ({
                  value: String(choice),
                  label: <span className={lingoLayout.bigText}>{formatAmount(choice)}</span>,
                  ariaLabel: formatAmount(choice),
                }))}
                value={picked}
                onChange={(value) => update({ change: Number(value) })}
                disabled={locked}
                {...(changeMarks ? { marks: changeMarks } : {})}
              />
            </>
          ) : (
            <>
              <h2 className={shopStyles.partTitle}>How much change do you get?</h2>
              <MoneyEntry
                label="Your change"
                value={current.change}
                onChange={(change) =>
                  update(change === undefined ? { change: undefined } : { change })
                }
                disabled={locked}
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

/**
 * Lingo 3-1, The Corner Store: shop at the corner store. Pay enough from your purse with no
 * extra piece, then find your change; later add up two prices, and round a cash total.
 */
export default function TheCornerStore(props: LingoProps) {
  return (
    <LingoPractice<CornerStoreItem, CornerStoreAnswer>
      {...props}
      model={cornerStoreModel}
      Question={CornerStoreQuestion}
      isAnswerReady={(answer) => answer.change !== undefined}
    />
  );
}
