import beaverArt from '@lingos/kit/pictures/beaver';
import deerArt from '@lingos/kit/pictures/deer';
import sailboatArt from '@lingos/kit/pictures/sailboat';
import {
  DropZones,
  joinPair,
  lingoLayout,
  LingoLesson,
  MatchPairs,
  Picture,
  placeAnnouncements,
  SortSequence,
  useDragItem,
  useDropZone,
  type LearnStepRenderProps,
  type LingoProps,
  type MatchPairing,
  type PictureArt,
  type SortMark,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { flipText, pieceSpeech } from '../../model/describe';
import { formatAmount } from '../../model/format';
import { pieces, type CoinId, type PieceId } from '../../model/pieces';
import { CashTray } from '../../widgets/CashTray/CashTray';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import * as styles from './MoneyBasics.css';
import {
  checkCardText,
  checkCoinOrder,
  checkPicturePair,
  coinPictureText,
  flipProgressText,
  flipStepDone,
  heardAll,
  moneyBasicsHints,
  moneyBasicsLesson,
  orderMarks,
  pictureOrder,
  tooniePartIds,
  tooniePartText,
  valueBars,
  type MoneyBasicsStep,
  type MoneyBasicsTask,
  type SilverCoin,
  type TooniePart,
} from './model';

type TaskOf<Kind extends MoneyBasicsTask['kind']> = Extract<MoneyBasicsTask, { kind: Kind }>;

interface TaskViewProps<Kind extends MoneyBasicsTask['kind']> extends LearnStepRenderProps {
  readonly step: MoneyBasicsStep;
  readonly task: TaskOf<Kind>;
}

/** The toonie's size in px in the tap-to-hear trays: coins big enough to see their pictures. */
const trayCoinSize = 80;
/** Bills are twice the toonie's width: two fit side by side on a 320 px phone. */
const trayBillSize = 64;

/** Steps 1 and 6: tap each coin (or bill) to hear its name and value. */
function HearPiecesStep({ step, task, done, complete, announce }: TaskViewProps<'hear-pieces'>) {
  const [heard, setHeard] = useState<ReadonlySet<PieceId>>(() => new Set());
  const bills = task.pieces.every((id) => pieces[id].kind === 'bill');
  const count = task.pieces.filter((id) => heard.has(id)).length;
  return (
    <div className={lingoLayout.stage}>
      <CashTray
        bank={task.pieces}
        purse={false}
        bankLabel={bills ? 'Bills' : 'Coins'}
        label={bills ? "Canada's bills" : "Canada's coins"}
        size={bills ? trayBillSize : trayCoinSize}
        onBankTap={(id) => {
          // The tray says "Nickel. 5 cents." itself; the lesson shows it and counts it.
          const next = new Set(heard).add(id);
          setHeard(next);
          if (!done && heardAll(task, next)) complete(`${pieceSpeech(id)} ${step.done}`);
          else announce(pieceSpeech(id));
        }}
      />
      <p className={lingoLayout.note}>
        {bills ? 'Bills heard' : 'Coins heard'}: {count} of {task.pieces.length}
      </p>
    </div>
  );
}

/** The toonie with its silver ring and gold centre as two buttons. */
function TooniePartsCoin({
  tapped,
  onTap,
}: {
  readonly tapped: ReadonlySet<TooniePart>;
  readonly onTap: (part: TooniePart) => void;
}) {
  const names: Readonly<Record<TooniePart, string>> = {
    ring: "The toonie's silver ring",
    centre: "The toonie's gold centre",
  };
  return (
    <span className={styles.partsCoin}>
      <MoneyPiece id="toonie" size={200} decorative />
      {tooniePartIds.map((part) => (
        <button
          key={part}
          type="button"
          className={part === 'ring' ? styles.ringButton : styles.centreButton}
          aria-label={names[part]}
          data-part={part}
          data-state={tapped.has(part) ? 'tapped' : 'idle'}
          onClick={() => onTap(part)}
        />
      ))}
    </span>
  );
}

/** Step 2: flip each coin to see the King, then tap the toonie's ring and centre. */
function FlipCoinsStep({ step, task, done, complete, announce }: TaskViewProps<'flip-coins'>) {
  const [flipped, setFlipped] = useState<ReadonlySet<CoinId>>(() => new Set());
  const [parts, setParts] = useState<ReadonlySet<TooniePart>>(() => new Set());
  const update = (
    progress: { flipped: ReadonlySet<CoinId>; parts: ReadonlySet<TooniePart> },
    said: string,
  ) => {
    setFlipped(progress.flipped);
    setParts(progress.parts);
    if (!done && flipStepDone(task, progress)) complete(`${said} ${step.done}`);
    else announce(said);
  };
  return (
    <div className={lingoLayout.stage}>
      <CashTray
        bank={task.coins}
        purse={false}
        flippable
        bankLabel="Coins"
        label="Canada's coins, to flip"
        size={trayCoinSize}
        onFlip={(id, side) => {
          const coin = id as CoinId;
          update(
            { flipped: side === 'king' ? new Set(flipped).add(coin) : flipped, parts },
            flipText(id, side),
          );
        }}
      />
      <div className={styles.closer}>
        <p className={lingoLayout.note}>Look closely at the toonie. Tap its ring and its centre.</p>
        <TooniePartsCoin
          tapped={parts}
          onTap={(part) =>
            update({ flipped, parts: new Set(parts).add(part) }, tooniePartText[part])
          }
        />
      </div>
      <p className={lingoLayout.note}>{flipProgressText(task, { flipped, parts })}</p>
    </div>
  );
}

/** The picture on each silver coin, drawn for the right column. */
const coinPictures: Readonly<Record<SilverCoin, PictureArt>> = {
  nickel: beaverArt,
  dime: sailboatArt,
  quarter: deerArt,
};

/** Step 3: MatchPairs, each silver coin with its picture; each pair is checked as it is made. */
function MatchPicturesStep({
  step,
  task,
  done,
  complete,
  announce,
}: TaskViewProps<'match-pictures'>) {
  const [pairs, setPairs] = useState<MatchPairing>({});
  return (
    <MatchPairs
      label={step.prompt}
      leftLabel="Coins"
      rightLabel="Pictures"
      left={task.coins.map((coin) => ({
        id: coin,
        label: pieces[coin].title,
        content: (
          <span className={styles.matchCard}>
            <MoneyPiece id={coin} size={64} decorative />
            {pieces[coin].title}
          </span>
        ),
      }))}
      right={pictureOrder.map((coin) => ({
        id: coin,
        label: coinPictureText(coin),
        content: (
          <span className={styles.matchCard}>
            <Picture art={coinPictures[coin]} size={48} decorative />
            {pieces[coin].picture}
          </span>
        ),
      }))}
      pairs={pairs}
      marks={Object.fromEntries(Object.keys(pairs).map((id) => [id, 'correct' as const]))}
      disabled={done}
      onPair={(coin, picture) => {
        const result = checkPicturePair(coin as SilverCoin, picture as SilverCoin);
        if (!result.correct) {
          // The hint shows and is read as the lesson's feedback; the widget says only this.
          announce(result.message ?? 'Not that picture.');
          return { refused: 'Not joined.' };
        }
        const next = joinPair(pairs, coin, picture);
        setPairs(next);
        if (Object.keys(next).length === task.coins.length) complete(step.done);
        return undefined;
      }}
      onUnpair={() => undefined}
    />
  );
}

const homeZone = 'compare-home';
const targetZone = 'compare-target';

/** The coin to drag: a button that also moves it by a tap or Enter (for fingers and keys). */
function MovingCoin({ coin, onPlace }: { readonly coin: CoinId; readonly onPlace: () => void }) {
  const drag = useDragItem(coin, { zone: homeZone });
  const { role: dragRole, tabIndex: dragTabIndex, ...attributes } = drag.attributes;
  void dragRole;
  void dragTabIndex;
  const home = useDropZone(homeZone);
  return (
    <span ref={home.setNodeRef} className={styles.home}>
      <span
        {...attributes}
        {...drag.listeners}
        ref={drag.setNodeRef}
        role="button"
        tabIndex={0}
        aria-roledescription="movable coin"
        className={styles.movingCoin}
        data-state={drag.isDragging ? 'dragging' : 'idle'}
        style={drag.style}
        {...drag.tapHandlers(() => {
          onPlace();
        })}
        onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
          if (drag.isDragging) return;
          if (event.key === 'Enter') {
            event.preventDefault();
            onPlace();
            return;
          }
          drag.listeners?.onKeyDown?.(event);
        }}
      >
        <VisuallyHidden>{`${pieces[coin].title}, ${pieces[coin].value} cents. Put it on the nickel`}</VisuallyHidden>
        <MoneyPiece id={coin} size={compareSize} decorative />
      </span>
    </span>
  );
}

/** The toonie's size in px for the size comparison: the nickel 151 px, the dime 129 px. */
const compareSize = 200;

function TargetCoin({ coin, moving, placed }: { coin: CoinId; moving: CoinId; placed: boolean }) {
  const zone = useDropZone(targetZone, { disabled: placed });
  const state = placed ? 'placed' : zone.isOver ? 'over' : zone.isHolding ? 'holding' : 'idle';
  return (
    <span ref={zone.setNodeRef} className={styles.target} data-state={state}>
      <MoneyPiece
        id={coin}
        size={compareSize}
        {...(placed
          ? {
              alt: `The ${pieces[moving].name} lies on the ${pieces[coin].name}: the ${pieces[moving].name} is smaller.`,
            }
          : { alt: `${pieces[coin].title}, ${pieces[coin].value} cents` })}
      />
      {placed ? (
        <span className={styles.onTop}>
          <MoneyPiece id={moving} size={compareSize} decorative />
        </span>
      ) : null}
    </span>
  );
}

/** Step 4: drag the dime onto the nickel to compare their sizes; then value bars show 10 and 5. */
function CompareSizesStep({
  step,
  task,
  done,
  complete,
  announce,
}: TaskViewProps<'compare-sizes'>) {
  const placed = useRef(false);
  const [isPlaced, setPlaced] = useState(false);
  const place = () => {
    if (placed.current) return;
    placed.current = true;
    setPlaced(true);
    if (!done) complete(step.done);
  };
  const name = (id: string) => `the ${pieces[id as CoinId]?.name ?? id}`;
  const bars = valueBars(task);
  const largest = Math.max(...bars.map((bar) => bar.value));
  return (
    <div className={lingoLayout.stage}>
      <DropZones
        zones={[homeZone, targetZone]}
        onDrop={(_item, zone) => {
          if (zone === targetZone) place();
        }}
        announcements={placeAnnouncements(
          { item: name, zone: (zone) => (zone === targetZone ? name(task.target) : 'its place') },
          {
            dropped: (item, zone) => (zone === targetZone ? undefined : `${name(item)} went back.`),
          },
        )}
        onHoldChange={(item) => {
          if (item !== null) return;
          // Let go: the drop (if any) runs right after this, so look once it has.
          queueMicrotask(() => {
            if (!placed.current) announce(moneyBasicsHints['drop-on-nickel']);
          });
        }}
      >
        <div className={styles.compare}>
          {isPlaced ? null : <MovingCoin coin={task.moving} onPlace={place} />}
          <TargetCoin coin={task.target} moving={task.moving} placed={isPlaced} />
        </div>
      </DropZones>
      {isPlaced ? (
        <ul className={styles.bars} aria-label="What each coin is worth">
          {bars.map((bar) => (
            <li key={bar.coin} className={styles.barRow}>
              <span>{bar.text}</span>
              <span
                className={styles.bar}
                style={{ width: `${(bar.value / largest) * 100}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={lingoLayout.note}>Drag the dime onto the nickel, or tap the dime.</p>
      )}
    </div>
  );
}

/** Step 5: SortSequence from the least money to the most, then Check (or Enter). */
function OrderCoinsStep({ step, task, done, complete, announce }: TaskViewProps<'order-coins'>) {
  const [order, setOrder] = useState<readonly string[]>(task.start);
  const [marks, setMarks] = useState<Readonly<Record<string, SortMark>>>({});
  const check = () => {
    if (done) return;
    const result = checkCoinOrder(task.solution, order);
    setMarks(orderMarks(task.solution, order));
    if (result.correct) complete(step.done);
    else announce(moneyBasicsHints[result.misconception ?? 'not-in-order']);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter on a card checks the order, as Enter does in the practice Lingos.
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    check();
  };
  return (
    // Enter from the cards bubbles here to check the order.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={lingoLayout.stage} onKeyDown={onKeyDown}>
      <SortSequence
        label="Coins, from the least money to the most"
        cards={task.start.map((coin) => ({
          id: coin,
          label: `${pieces[coin].title}, ${formatAmount(pieces[coin].value)}`,
          content: (
            <span className={styles.card}>
              <MoneyPiece id={coin} size={56} decorative />
              {pieces[coin].title}, {formatAmount(pieces[coin].value)}
            </span>
          ),
        }))}
        order={order}
        onOrderChange={(next) => {
          setOrder(next);
          // A card moved: only the right ones keep their mark (they stay locked).
          setMarks((current) =>
            Object.fromEntries(Object.entries(current).filter(([, mark]) => mark === 'correct')),
          );
        }}
        marks={marks}
        disabled={done}
      />
      <Button size="lg" onClick={check} aria-disabled={done}>
        Check
      </Button>
    </div>
  );
}

function StepView(props: LearnStepRenderProps & { readonly step: MoneyBasicsStep }) {
  const { step } = props;
  const { task } = step;
  switch (task.kind) {
    case 'hear-pieces':
      return <HearPiecesStep {...props} task={task} />;
    case 'flip-coins':
      return <FlipCoinsStep {...props} task={task} />;
    case 'match-pictures':
      return <MatchPicturesStep {...props} task={task} />;
    case 'compare-sizes':
      return <CompareSizesStep {...props} task={task} />;
    case 'order-coins':
      return <OrderCoinsStep {...props} task={task} />;
  }
}

/**
 * Lingo 1-0, Money Basics: meet Canada's five coins and their nicknames, their values and
 * pictures, see that size does not show value, and meet the bills. Six guided steps, then a
 * closing check of two questions.
 */
export default function MoneyBasics(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={moneyBasicsLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderChoice={(choice) => ({
        ariaLabel: checkCardText(choice),
        label: (
          <span className={styles.choice}>
            <MoneyPiece id={choice.value} size={96} decorative />
            {choice.named ? pieces[choice.value].title : null}
          </span>
        ),
      })}
    />
  );
}
