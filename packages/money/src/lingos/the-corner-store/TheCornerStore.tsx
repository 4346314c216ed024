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
import { cashRounding, fewestPieces, totalOf } from '../../model/cash';
import { describePieces, formatAmount } from '../../model/format';
import type { PieceId } from '../../model/pieces';
import { MoneyEntryPad } from '../../widgets/MoneyEntryPad/MoneyEntryPad';
import { receiptLinesOf, type PricedItem } from '../../shop/shop';
import { ShopItemPicture } from '../../shop/ShopItemPicture';
import * as shopStyles from '../../shop/shop.css';
import { idsIn, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { CounterPayment, counterPlaces } from '../../widgets/CashTray/CounterPayment';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import { PriceTag } from '../../widgets/PriceTag/PriceTag';
import { Receipt } from '../../widgets/Receipt/Receipt';
import type { ReceiptRow } from '../../widgets/Receipt/receiptModel';
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
 * The purse and counter as CashTray pieces: the purse's pieces keyed in order, those already
 * paid (kept through a retry) on the counter in the order they were paid.
 */
export function counterTray(purse: readonly PieceId[], paid: readonly PieceId[]): TrayPiece[] {
  const pieces = purse.map((id, index) => ({
    key: `piece-${index}`,
    id,
    place: counterPlaces.purse as string,
    side: 'picture' as const,
  }));
  const onCounter: TrayPiece[] = [];
  for (const id of paid) {
    const piece = pieces.find((each) => each.id === id && each.place === counterPlaces.purse);
    if (!piece) continue;
    piece.place = counterPlaces.counter;
    onCounter.push(piece);
  }
  return [...pieces.filter((piece) => piece.place === counterPlaces.purse), ...onCounter];
}

/** A shelf of price tags, each with its item's picture; a tag says its price when tapped. */
function Shelf({ lines }: { readonly lines: readonly PricedItem[] }) {
  return (
    <ul className={shopStyles.shelf} aria-label="Shelf">
      {lines.map((line) => (
        <li key={line.item.id}>
          <PriceTag
            amount={line.price}
            item={line.item.title}
            picture={<ShopItemPicture item={line.item} size={48} decorative />}
          />
        </li>
      ))}
    </ul>
  );
}

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
  const [tray, setTray] = useState<readonly TrayPiece[]>(() =>
    counterTray(item.purse, current.paid),
  );

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

  // The receipt: at step 4 the exact total, its cash total to find; once paid, the change to find.
  const roundedFound = item.parts.includes('rounded') && !['total', 'rounded'].includes(part);
  const receiptRows: ReceiptRow[] = [];
  if (item.lines.length > 1 || item.parts.includes('rounded')) receiptRows.push('subtotal');
  if (roundedFound && cashRounding(item.subtotal) !== 0) receiptRows.push('rounding');
  if (item.lines.length > 1 || item.parts.includes('rounded')) receiptRows.push('total');
  if (part === 'change') receiptRows.push('paid', 'change');
  const showReceipt = item.parts.includes('rounded') || part === 'change';

  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{shelfText(item)}</p>
      </VisuallyHidden>
      <Shelf lines={item.lines} />
      {showReceipt ? (
        <Receipt
          lines={receiptLinesOf(item.lines)}
          payment="cash"
          paid={part === 'change' ? paid : null}
          paidWith={describePieces(current.paid)}
          rows={receiptRows}
          hidden={[...(roundedFound ? [] : (['total'] as const)), 'change']}
        />
      ) : null}

      {item.parts.includes('total') ? (
        <section className={shopStyles.part} aria-label="The total">
          <h2 className={shopStyles.partTitle}>What is the total?</h2>
          {part === 'total' ? (
            <>
              <MoneyEntryPad
                forms={['dollars', 'cents']}
                label="The total"
                initial={
                  current.total === undefined
                    ? undefined
                    : { amount: current.total, form: 'dollars' }
                }
                onEntry={(entry) => {
                  const total = entry?.amount;
                  update(total === undefined ? { total: undefined } : { total });
                }}
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
          <CounterPayment
            label="Your purse and the counter"
            pieces={tray}
            onPiecesChange={(next) => {
              setTray(next);
              update({ paid: idsIn(next, counterPlaces.counter) });
            }}
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
              <MoneyEntryPad
                forms={['dollars', 'cents']}
                label="Your change"
                initial={
                  current.change === undefined
                    ? undefined
                    : { amount: current.change, form: 'dollars' }
                }
                onEntry={(entry) => {
                  const change = entry?.amount;
                  update(change === undefined ? { change: undefined } : { change });
                }}
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
