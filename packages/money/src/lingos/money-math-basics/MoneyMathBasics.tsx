import {
  DropZones,
  lingoLayout,
  LingoLesson,
  placeAnnouncements,
  SortSequence,
  useDragItem,
  useDropZone,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { describePieces, speakAmount } from '../../model/format';
import { pieces, type CoinId } from '../../model/pieces';
import { CashTray, pursePlace } from '../../widgets/CashTray/CashTray';
import { trayPieces, type TrayPiece } from '../../widgets/CashTray/cashTrayModel';
import { CountingLine, countingLinePlaces } from '../../widgets/CashTray/CountingLine';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import * as styles from './MoneyMathBasics.css';
import {
  buildStatus,
  builtText,
  choiceName,
  isBiggestFirst,
  moneyMathLesson,
  quartersCountedText,
  sortedText,
  sortHint,
  tooMuchText,
  type MoneyMathQuestion,
  type MoneyMathStep,
} from './model';

const noCoins: readonly CoinId[] = [];

interface StepViewProps extends LearnStepRenderProps {
  readonly step: MoneyMathStep;
}

const idsOf = (tray: readonly TrayPiece[]): CoinId[] =>
  tray.filter((piece) => piece.place === pursePlace).map((piece) => piece.id as CoinId);

/** Steps 1–2: tap the coin in the bank to add it to the purse; the total counts on. */
function TapCountStep({ step, done, complete }: StepViewProps) {
  const coins = step.task.kind === 'tap-count' ? step.task.coins : [];
  const coin = coins[0] ?? 'nickel';
  return (
    <div className={lingoLayout.stage}>
      <CashTray
        className={styles.wide}
        label={step.prompt}
        bank={[coin]}
        maxPieces={coins.length}
        onPiecesChange={(tray) => {
          if (!done && idsOf(tray).length >= coins.length) complete(step.done);
        }}
      />
    </div>
  );
}

/** Step 3: count 4 quarters into the purse, then move them onto the loonie's outline. */
function QuartersStep({ step, done, complete, announce }: StepViewProps) {
  const coins = step.task.kind === 'trade-for-loonie' ? step.task.coins : [];
  const [tray, setTray] = useState<readonly TrayPiece[]>([]);
  const counted = done || idsOf(tray).length >= coins.length;
  return (
    <div className={lingoLayout.stage}>
      <CashTray
        className={styles.wide}
        label={step.prompt}
        bank={done ? ['loonie'] : ['quarter']}
        pieces={tray}
        maxPieces={coins.length}
        disabled={counted}
        onPiecesChange={(next) => {
          setTray(next);
          if (!counted && idsOf(next).length >= coins.length) announce(quartersCountedText);
        }}
      />
      {counted ? (
        <LoonieTrade
          traded={done}
          onTrade={() => {
            if (done) return;
            // The purse now holds the loonie: still 1 dollar.
            setTray([{ key: 'piece-0', id: 'loonie', place: pursePlace, side: 'picture' }]);
            complete(step.done);
          }}
        />
      ) : null}
    </div>
  );
}

const stackId = 'four-quarters';

/** The four quarters as one stack, dragged (or tapped, or Enter) onto the loonie outline. */
function LoonieTrade({
  traded,
  onTrade,
}: {
  readonly traded: boolean;
  readonly onTrade: () => void;
}) {
  const base = useId();
  const stackZone = `${base}stack`;
  const loonieZone = `${base}loonie`;
  const names = {
    item: () => '4 quarters',
    zone: (zone: string) => (zone === loonieZone ? 'the loonie outline' : 'where they were'),
  };
  return (
    <DropZones
      zones={[stackZone, loonieZone]}
      announcements={placeAnnouncements(names, {
        dropped: (_item, zone) =>
          zone === loonieZone ? '4 quarters = 1 loonie.' : '4 quarters went back.',
      })}
      onDrop={(_item, zone) => {
        if (zone === loonieZone) onTrade();
      }}
    >
      <div className={styles.trade}>
        {traded ? null : <QuarterStack zone={stackZone} onTap={onTrade} />}
        <LoonieOutline zone={loonieZone} filled={traded} />
      </div>
    </DropZones>
  );
}

function QuarterStack({ zone, onTap }: { readonly zone: string; readonly onTap: () => void }) {
  const drag = useDragItem(stackId, { zone });
  const { setNodeRef: setZoneRef } = useDropZone(zone);
  return (
    <div ref={setZoneRef}>
      <button
        ref={drag.setNodeRef}
        type="button"
        className={styles.stack}
        style={drag.style}
        {...drag.attributes}
        {...drag.listeners}
        // A tap or Enter moves the quarters too: there is only one place they can go.
        {...drag.tapHandlers(onTap)}
        aria-label="4 quarters. Move them onto the loonie"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <MoneyPiece key={index} id="quarter" size={44} decorative />
        ))}
      </button>
    </div>
  );
}

function LoonieOutline({ zone, filled }: { readonly zone: string; readonly filled: boolean }) {
  const { setNodeRef, isOver } = useDropZone(zone, { disabled: filled });
  return (
    <div
      ref={setNodeRef}
      className={styles.outline}
      data-over={isOver || undefined}
      data-state={filled ? 'filled' : 'empty'}
    >
      {filled ? (
        <MoneyPiece id="loonie" size={88} alt="A loonie: 1 dollar, the same as 4 quarters." />
      ) : (
        <span>Loonie</span>
      )}
    </div>
  );
}

/**
 * The sorted coins on CashTray's counting line, to tap one by one: each tap says the count so
 * far ("35 cents."); when every coin has been counted, the step is done.
 */
function CountOnLine({
  coins,
  onAllCounted,
}: {
  readonly coins: readonly CoinId[];
  readonly onAllCounted: () => void;
}) {
  const [tray, setTray] = useState<readonly TrayPiece[]>(() =>
    trayPieces(coins, countingLinePlaces.line),
  );
  const counted = useRef(new Set<string>());
  return (
    <CountingLine
      className={styles.wide}
      label="Count on, biggest first"
      pieces={tray}
      onPiecesChange={(next) => setTray(next)}
      lineOnly
      onCount={(piece) => {
        counted.current.add(piece.key);
        if (tray.every((each) => counted.current.has(each.key))) onAllCounted();
      }}
    />
  );
}

/** Step 4: put the coins in order, biggest first, Check, then tap them to count on. */
function SortThenCountStep({ step, done, complete, announce }: StepViewProps) {
  const coins = step.task.kind === 'sort-then-count' ? step.task.coins : noCoins;
  const cards = useMemo(
    () =>
      coins.map((coin, index) => ({
        id: `coin-${index}`,
        label: `${pieces[coin].title}, ${speakAmount(pieces[coin].value)}`,
        content: <MoneyPiece id={coin} size={64} decorative />,
      })),
    [coins],
  );
  const [order, setOrder] = useState<readonly string[]>(() => cards.map((card) => card.id));
  const [sorted, setSorted] = useState(false);
  const ordered = order.map((id) => coins[Number(id.slice('coin-'.length))] ?? 'nickel');
  return (
    <div className={lingoLayout.stage}>
      <SortSequence
        className={styles.wide}
        cards={cards}
        order={order}
        onOrderChange={setOrder}
        label="Put the coins in order, biggest first"
        orientation="horizontal"
        disabled={sorted}
      />
      {sorted ? (
        <CountOnLine
          coins={ordered}
          onAllCounted={() => {
            if (!done) complete(step.done);
          }}
        />
      ) : (
        <Button
          size="lg"
          onClick={() => {
            if (isBiggestFirst(ordered)) {
              setSorted(true);
              announce(sortedText);
            } else announce(sortHint);
          }}
        >
          Check the order
        </Button>
      )}
    </div>
  );
}

/** Step 5: a loonie and a quarter into the purse, then tap the total to see it in cents. */
function DollarsStep({ step, done, complete, announce }: StepViewProps) {
  const goal = step.task.kind === 'build-and-switch' ? step.task.goal : [];
  const [purse, setPurse] = useState<readonly CoinId[]>([]);
  const status = buildStatus(purse, goal);
  return (
    <div className={lingoLayout.stage}>
      <CashTray
        className={styles.wide}
        label={step.prompt}
        bank={['dime', 'quarter', 'loonie']}
        totalToggle
        onTotalFormChange={(inCents) => {
          if (!done && inCents && status === 'reached') complete(step.done);
        }}
        onPiecesChange={(tray) => {
          const next = idsOf(tray);
          setPurse(next);
          const nextStatus = buildStatus(next, goal);
          if (nextStatus === 'too-much') announce(tooMuchText);
          else if (nextStatus === 'reached') announce(builtText);
        }}
      />
    </div>
  );
}

function StepView(props: StepViewProps) {
  switch (props.step.task.kind) {
    case 'tap-count':
      return <TapCountStep {...props} />;
    case 'trade-for-loonie':
      return <QuartersStep {...props} />;
    case 'sort-then-count':
      return <SortThenCountStep {...props} />;
    default:
      return <DollarsStep {...props} />;
  }
}

/** The coins of a closing-check question, as one picture named by the prompt's words. */
function QuestionCoins({ question }: { readonly question: MoneyMathQuestion }) {
  if (!question.coins) return null;
  return (
    <div
      className={styles.questionCoins}
      role="img"
      aria-label={`${describePieces(question.coins)}.`}
    >
      {question.coins.map((coin, index) => (
        <MoneyPiece key={index} id={coin} size={72} decorative />
      ))}
    </div>
  );
}

/**
 * Lingo 2-0, Money Math Basics: count nickels by 5, dimes by 10 and quarters by 25, trade
 * four quarters for a loonie, count on biggest first, and read $1.25 as 125¢. Five guided
 * steps, then a closing check of two questions.
 */
export default function MoneyMathBasics(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={moneyMathLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderQuestion={(question) => <QuestionCoins question={question} />}
      renderChoice={(choice) => ({ label: choice.label, speech: choiceName(choice) })}
    />
  );
}
