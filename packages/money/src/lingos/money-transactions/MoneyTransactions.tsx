import {
  LingoLesson,
  lingoLayout,
  SortBins,
  type LearnStepRenderProps,
  type LingoProps,
  type SortBinsFeedback,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useState } from 'react';
import { formatAmount, speakAmountShort } from '../../model/format';
import type { PieceId } from '../../model/pieces';
import { shopItems } from '../../shop/shop';
import { ShopItemPicture } from '../../shop/ShopItemPicture';
import { idsIn, totalIn, trayPieces, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { countUpText } from '../../widgets/CashTray/cashTrayText';
import { CounterPayment, counterPlaces } from '../../widgets/CashTray/CounterPayment';
import { PlacesTray } from '../../widgets/CashTray/PlacesTray';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import { PriceTag } from '../../widgets/PriceTag/PriceTag';
import { Receipt } from '../../widgets/Receipt/Receipt';
import * as styles from './MoneyTransactions.css';
import {
  cardReceiptLines,
  changeQuarters,
  countUpAfter,
  exactPaymentFeedback,
  exactPurse,
  juiceBoxPrice,
  moneyTransactionsLesson,
  paidWithToonie,
  paymentText,
  roundingBinFor,
  roundingHint,
  roundingRounds,
  roundingRuleCard,
  toonieFeedback,
  toonieFirstPurse,
  type MoneyTransactionsStep,
} from './model';

type StepProps = LearnStepRenderProps & { readonly step: MoneyTransactionsStep };

const juiceBox = shopItems.find((item) => item.id === 'juice-box');
const apple = shopItems.find((item) => item.id === 'apple');
const juiceBoxLines = [{ label: 'Juice box', amount: juiceBoxPrice }];

/** The juice box's price tag (steps 1–3). */
function JuiceBoxTag() {
  return (
    <PriceTag
      amount={juiceBoxPrice}
      item="Juice box"
      picture={juiceBox ? <ShopItemPicture item={juiceBox} size={56} decorative /> : undefined}
      size="large"
    />
  );
}

/**
 * Steps 1 and 2: pay at the counter from a given purse, then Pay. Step 1 wants $1.50 exactly,
 * step 2 a toonie alone; a payment that is not it says why, and the coins stay to change.
 */
function PayStep({ step, done, complete, announce }: StepProps) {
  const exact = step.id === 'pay-exactly';
  const [tray, setTray] = useState<readonly TrayPiece[]>(() =>
    trayPieces(exact ? exactPurse : toonieFirstPurse, counterPlaces.purse),
  );
  const [paid, setPaid] = useState<number | null>(null);
  const onCounter = idsIn(tray, counterPlaces.counter);

  function pay() {
    if (done) return;
    if (exact) {
      const problem = exactPaymentFeedback(onCounter);
      if (problem) return announce(problem);
    } else if (!paidWithToonie(onCounter)) {
      return announce(toonieFeedback(onCounter));
    }
    setPaid(totalIn(tray, counterPlaces.counter));
    complete(step.success);
  }

  return (
    <div className={lingoLayout.stage}>
      <JuiceBoxTag />
      <CounterPayment
        label={exact ? 'Pay exactly $1.50' : 'Pay with a toonie'}
        pieces={tray}
        onPiecesChange={setTray}
        disabled={done}
      />
      {done ? null : (
        <Button size="lg" aria-disabled={onCounter.length === 0} onClick={pay}>
          Pay
        </Button>
      )}
      {paid === null ? null : (
        <Receipt
          lines={juiceBoxLines}
          paid={paid}
          {...(exact ? {} : { paidWith: 'a toonie' })}
          rows={exact ? ['paid', 'change'] : ['paid']}
        />
      )}
    </div>
  );
}

const cashier = 'cashier';
const yourChange = 'change';

/**
 * Step 3: the cashier hands the change over one quarter at a time; each one the child takes
 * says the count up from the price ("Quarter. 1 dollar 75.").
 */
function CountUpStep({ step, done, complete }: StepProps) {
  const [tray, setTray] = useState<readonly TrayPiece[]>(() => trayPieces(changeQuarters, cashier));
  const handed = idsIn(tray, yourChange).length;
  const reached = countUpAfter(handed);
  const counts = [0, 1, 2].map(countUpAfter);

  return (
    <div className={lingoLayout.stage}>
      <JuiceBoxTag />
      <div className={styles.paidWith}>
        <MoneyPiece id="toonie" size={48} decorative />
        <p className={lingoLayout.note}>You paid with a toonie.</p>
      </div>
      <PlacesTray
        label="Take each quarter the cashier hands you"
        pieces={tray}
        onPiecesChange={(next) => {
          setTray(next);
          if (!done && idsIn(next, yourChange).length === changeQuarters.length) {
            complete(step.success);
          }
        }}
        columns
        disabled={done}
        places={[
          { id: cashier, label: "Cashier's hand" },
          { id: yourChange, label: 'Your change', showTotal: true },
        ]}
        onTap={(piece, _index, place, current) =>
          place === cashier
            ? { moveTo: yourChange }
            : { say: countUpText(piece.id, juiceBoxPrice + totalIn(current, yourChange)) }
        }
        movedMessage={(piece, _to, next) =>
          countUpText(piece.id, juiceBoxPrice + totalIn(next, yourChange))
        }
      />
      <ol className={styles.countLine} aria-label="The count up">
        {counts.map((count) => (
          <li key={count} data-reached={count <= reached || undefined}>
            {formatAmount(count)}
          </li>
        ))}
      </ol>
      {done ? (
        <Receipt lines={juiceBoxLines} paid={200} paidWith="a toonie" rows={['paid', 'change']} />
      ) : null}
    </div>
  );
}

/**
 * Step 4: two rounds of SortBins. Each amount goes into the bin round5 gives it; a wrong bin
 * sends it back with the rule of its last digit. The rule card stays in sight.
 */
function RoundingStep({ step, done, complete }: StepProps) {
  const [round, setRound] = useState(0);
  const [placement, setPlacement] = useState<Readonly<Record<string, string | null>>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback>();
  const ruleTitleId = useId();
  const current = roundingRounds[Math.min(round, roundingRounds.length - 1)];
  if (!current) return null;
  const items = current.amounts.map((amount) => ({
    id: String(amount),
    label: speakAmountShort(amount),
    content: <span className={styles.amount}>{formatAmount(amount)}</span>,
  }));
  const bins = current.bins.map((bin) => ({ id: String(bin), label: formatAmount(bin) }));
  const marks = Object.fromEntries(
    Object.entries(placement)
      .filter(([, bin]) => bin !== null)
      .map(([item]) => [item, 'correct' as const]),
  );

  function place(itemId: string, binId: string | null) {
    if (binId === null) return;
    const amount = Number(itemId);
    if (String(roundingBinFor(amount)) !== binId) {
      setFeedback((previous) => ({
        key: (Number(previous?.key) || 0) + 1,
        bounced: [{ itemId, binId }],
        message: roundingHint(amount),
      }));
      return;
    }
    const next = { ...placement, [itemId]: binId };
    setPlacement(next);
    setFeedback(undefined);
    if (current && current.amounts.every((each) => next[String(each)] !== undefined)) {
      if (round + 1 < roundingRounds.length) {
        setRound(round + 1);
        setPlacement({});
      } else if (!done) complete(step.success);
    }
  }

  return (
    <div className={lingoLayout.stage}>
      <section className={styles.ruleCard} aria-labelledby={ruleTitleId}>
        <h2 id={ruleTitleId} className={styles.ruleTitle}>
          Paying cash: look at the last digit
        </h2>
        <ul className={styles.ruleList}>
          {roundingRuleCard.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <SortBins
        key={round}
        label={`Sort each amount into the nearest 5 cents: ${bins.map((bin) => bin.label).join(' or ')}`}
        items={items}
        bins={bins}
        placement={placement}
        onPlace={place}
        marks={marks}
        trayLabel="Amounts"
        noun={{ one: 'amount', other: 'amounts' }}
        texts={{
          placed: (item, bin, left) =>
            `${item.label} goes into ${speakAmountShort(Number(bin.id))}. ${left === 0 ? 'All sorted.' : `${left} left.`}`,
        }}
        disabled={done}
        {...(feedback ? { feedback } : {})}
      />
      <p className={lingoLayout.note}>
        Round {Math.min(round + 1, roundingRounds.length)} of {roundingRounds.length}
      </p>
    </div>
  );
}

/** Step 5: the same $3.48 receipt, paid with cash (total $3.50) and by card (total $3.48). */
function CashOrCardStep({ step, done, complete, announce }: StepProps) {
  const [method, setMethod] = useState<'cash' | 'card' | null>(null);
  const [tried, setTried] = useState<ReadonlySet<'cash' | 'card'>>(new Set());

  function choose(next: 'cash' | 'card') {
    setMethod(next);
    const both = new Set([...tried, next]);
    setTried(both);
    if (!done && both.size === 2) complete(`${paymentText(next)} ${step.success}`);
    else announce(paymentText(next));
  }

  return (
    <div className={lingoLayout.stage}>
      <div className={styles.methods} role="group" aria-label="How do you pay?">
        {(['cash', 'card'] as const).map((each) => (
          <Button
            key={each}
            variant="secondary"
            size="lg"
            aria-pressed={method === each}
            onClick={() => choose(each)}
          >
            {each === 'cash' ? 'Cash' : 'Card'}
          </Button>
        ))}
      </div>
      <Receipt
        lines={cardReceiptLines}
        payment={method ?? 'card'}
        rows={
          method === null
            ? ['subtotal']
            : method === 'cash'
              ? ['subtotal', 'rounding', 'total']
              : ['subtotal', 'total']
        }
        title={method === null ? 'Receipt' : method === 'cash' ? 'Receipt: cash' : 'Receipt: card'}
      />
    </div>
  );
}

/** Draws a step of the lesson. */
function MoneyTransactionsStepView(props: StepProps) {
  switch (props.step.id) {
    case 'pay-exactly':
    case 'pay-with-toonie':
      return <PayStep {...props} />;
    case 'count-up':
      return <CountUpStep {...props} />;
    case 'round-to-five':
      return <RoundingStep {...props} />;
    case 'cash-or-card':
      return <CashOrCardStep {...props} />;
  }
}

/** The picture above the first check question: the apple's price and the loonie paid. */
function CheckPicture({ questionId }: { readonly questionId: string }) {
  if (questionId !== 'apple-change') return null;
  const piece: PieceId = 'loonie';
  return (
    <div className={lingoLayout.row}>
      <PriceTag
        amount={65}
        item="Apple"
        picture={apple ? <ShopItemPicture item={apple} size={48} decorative /> : undefined}
      />
      <MoneyPiece id={piece} size={56} />
    </div>
  );
}

/**
 * Lingo 3-0, Money Transactions: price, pay and change. Pay exactly, pay with more, hear the
 * cashier count the change up from the price, sort amounts to the nearest 5 cents, and see
 * that a card pays the exact total; then the closing check.
 */
export default function MoneyTransactions(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={moneyTransactionsLesson}
      renderStep={(step, stepProps) => (
        <MoneyTransactionsStepView key={step.id} step={step} {...stepProps} />
      )}
      renderQuestion={(question) => <CheckPicture questionId={question.id} />}
    />
  );
}
