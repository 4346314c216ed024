import {
  lingoLayout,
  LingoPractice,
  SortBins,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsFeedback,
  type SortBinsNoun,
} from '@lingos/kit';
import { useState } from 'react';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import * as styles from './CoinSort.css';
import {
  checkDrop,
  coinSortHints,
  coinSortModel,
  isSortDone,
  thingName,
  thingText,
  workedExamplePlacement,
  type CoinSortAnswer,
  type CoinSortItem,
  type CoinSortMode,
  type CoinSortThing,
} from './model';

const nouns: Readonly<Record<CoinSortMode, SortBinsNoun>> = {
  type: { one: 'coin', other: 'coins' },
  dollar: { one: 'coin or bill', other: 'coins and bills' },
  value: { one: 'group', other: 'groups' },
};

/** The toonie's size in px: single coins big enough to tell apart; groups and bills smaller. */
const pieceSizes: Readonly<Record<CoinSortMode, number>> = { type: 64, dollar: 48, value: 36 };

function ThingArt({ thing, size }: { readonly thing: CoinSortThing; readonly size: number }) {
  if (thing.pieces.length === 1) {
    const [id] = thing.pieces;
    return id ? <MoneyPiece id={id} side={thing.side} size={size} decorative /> : null;
  }
  return (
    <span className={styles.group}>
      {thing.pieces.map((id, index) => (
        <MoneyPiece key={`${id}-${index}`} id={id} size={size} decorative />
      ))}
    </span>
  );
}

/**
 * One Coin Sort round: the coins (or groups) to sort and 2–4 bins. Each drop is checked at
 * once: a right one locks in its bin, a wrong one bounces back with its hint. Once all are
 * sorted, Check confirms the sort.
 */
export function CoinSortQuestion({
  item,
  setAnswer,
  locked,
  workedExample,
}: PracticeItemProps<CoinSortItem, CoinSortAnswer>) {
  const [ownPlacement, setPlacement] = useState<Readonly<Record<string, string | null>>>({});
  // A worked example replays the sort: one more coin (or group) in its bin at each step.
  const placement = workedExample
    ? workedExamplePlacement(item, workedExample.index)
    : ownPlacement;
  const [bounces, setBounces] = useState(0);
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);
  const byId = new Map(item.things.map((thing) => [thing.id, thing]));

  function update(next: Readonly<Record<string, string | null>>, nextBounces: number) {
    setPlacement(next);
    setBounces(nextBounces);
    const sorted = { placement: next, bounces: nextBounces };
    // Check is offered once everything is in a bin.
    setAnswer(isSortDone(item, sorted) ? sorted : undefined);
  }

  function onPlace(thingId: string, binId: string | null) {
    if (binId === null) {
      setFeedback(undefined);
      update({ ...placement, [thingId]: null }, bounces);
      return;
    }
    const drop = checkDrop(item, thingId, binId);
    if (drop.correct) {
      setFeedback(undefined);
      update({ ...placement, [thingId]: binId }, bounces);
      return;
    }
    setFeedback((previous) => ({
      key: (Number(previous?.key) || 0) + 1,
      bounced: [{ itemId: thingId, binId }],
      message:
        drop.message ??
        (drop.misconception ? coinSortHints[drop.misconception] : coinSortHints.default),
    }));
    update({ ...placement, [thingId]: null }, bounces + 1);
  }

  const size = pieceSizes[item.mode];
  // Every drop that stayed was right: it locks in its bin.
  const marks = Object.fromEntries(
    Object.entries(placement)
      .filter(([, binId]) => binId !== null)
      .map(([thingId]) => [thingId, 'correct' as const]),
  );
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        items={item.things.map((thing) => ({
          id: thing.id,
          label: thingText(thing, item.mode),
          content: <ThingArt thing={thing} size={size} />,
        }))}
        bins={item.bins.map((bin) => ({
          id: bin.id,
          label: bin.label,
          ...(bin.coin ? { picture: <MoneyPiece id={bin.coin} size={40} decorative /> } : {}),
        }))}
        placement={placement}
        onPlace={onPlace}
        noun={nouns[item.mode]}
        texts={{
          itemName: (sortItem) => {
            const thing = byId.get(sortItem.id);
            return thing ? thingName(item, thing) : sortItem.label;
          },
        }}
        marks={marks}
        {...(feedback ? { feedback } : {})}
        disabled={locked}
      />
    </div>
  );
}

/**
 * Lingo 1-2, Coin Sort: sort coins into bins by type (picture side, then King side), then by
 * value, then small groups of coins by what they are worth.
 */
export default function CoinSort(props: LingoProps) {
  return (
    <LingoPractice<CoinSortItem, CoinSortAnswer>
      {...props}
      model={coinSortModel}
      Question={CoinSortQuestion}
    />
  );
}
