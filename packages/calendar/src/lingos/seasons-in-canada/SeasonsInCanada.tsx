import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  type CheckResult,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsFeedback,
  type SortBinsItem,
} from '@lingos/kit';
import { useEffect, useRef, useState } from 'react';
import {
  fallFirstSpoken,
  isSeasonId,
  seasonIds,
  seasonPicture,
  seasonTitle,
  type SeasonId,
} from '../../model/seasons';
import { SeasonWheel } from '../../widgets/SeasonWheel/SeasonWheel';
import * as styles from './SeasonsInCanada.css';
import {
  cardName,
  cardText,
  dropText,
  isSortDone,
  seasonAnswer,
  seasonOfCard,
  seasonsModel,
  type SeasonCard,
  type SeasonPlacement,
  type SeasonsAnswer,
  type SeasonsItem,
  type SeasonsTask,
} from './model';

type Props = PracticeItemProps<SeasonsItem, SeasonsAnswer>;
type SortTask = Extract<SeasonsTask, { kind: 'sort' }>;
type ChoiceTask = Exclude<SeasonsTask, { kind: 'sort' }>;

/** The four bins, winter first, each with its picture (decorative: the word names it). */
const seasonBins = seasonIds.map((season) => ({
  id: season,
  label: seasonTitle(season),
  picture: <Picture name={seasonPicture(season)} size={36} decorative />,
}));

/** What a card shows: a scene's picture and name, or a month's name. */
function CardContent({ card }: { readonly card: SeasonCard }) {
  if (card.kind === 'month') return <span className={styles.monthWord}>{cardName(card)}</span>;
  return (
    <span className={styles.sceneCard}>
      <Picture name={card.scene.picture} size={56} decorative />
      {card.scene.name}
    </span>
  );
}

const sortItems = (task: SortTask): SortBinsItem[] =>
  task.cards.map((card) => ({
    id: card.id,
    label: cardText(card),
    content: <CardContent card={card} />,
  }));

/** The cards a check found in the wrong bin, with the bin each was in. */
function misplaced(
  result: CheckResult | null,
  placement: SeasonPlacement,
): { itemId: string; binId: string }[] {
  return Object.entries(result?.marks ?? {}).flatMap(([itemId, mark]) => {
    const binId = placement[itemId] ?? null;
    return mark === 'incorrect' && binId !== null ? [{ itemId, binId }] : [];
  });
}

/**
 * Steps 1–3: cards into the four season bins, with the SeasonWheel beside them for months.
 * Cards move freely until Check; a check bounces every misplaced card back to the tray (the
 * session says its hint) and locks the right ones, so the corrected sort is practice.
 */
function SortQuestion({
  item,
  task,
  setAnswer,
  locked,
  result,
  attempt,
}: Props & { readonly task: SortTask }) {
  const [placement, setPlacement] = useState<SeasonPlacement>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);
  const [seenResult, setSeenResult] = useState<CheckResult | null>(null);
  // "Fall, also called autumn." is said the first time a card drops into fall, in the
  // session's first sort (its prompt says it too).
  const autumnSaid = useRef(!task.sayAutumn);

  // A new check: bounce its misplaced cards back to the tray (adjusting state while rendering,
  // so they never show in the wrong bin after the check).
  if (result !== seenResult) {
    setSeenResult(result);
    const bounced = misplaced(result, placement);
    if (bounced.length > 0) {
      setPlacement({
        ...placement,
        ...Object.fromEntries(bounced.map(({ itemId }) => [itemId, null])),
      });
      setFeedback({ key: attempt, bounced });
    }
  }

  // Trying again starts from the bounced sort: Check waits until every card is back in a bin.
  useEffect(() => {
    if (attempt > 0) setAnswer(undefined);
    // Only a new attempt resets the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  function onPlace(cardId: string, binId: string | null) {
    const season = binId !== null && isSeasonId(binId) ? binId : null;
    const next = { ...placement, [cardId]: season };
    setPlacement(next);
    setAnswer(isSortDone(item, next) ? { kind: 'sort', placement: next } : undefined);
  }

  // Cards a check found right stay locked in their bins.
  const marks = Object.fromEntries(
    Object.entries(result?.marks ?? {}).flatMap(([id, mark]) =>
      mark === 'correct' && placement[id] ? [[id, 'correct' as const]] : [],
    ),
  );
  const cardOf = (id: string) => task.cards.find((card) => card.id === id);
  const pictures = task.cards[0]?.kind === 'scene';

  return (
    <div className={lingoLayout.stage}>
      {task.wheel === 'none' ? null : <SeasonWheel view={task.wheel} className={styles.wheel} />}
      <SortBins
        label={item.prompt}
        items={sortItems(task)}
        bins={seasonBins}
        placement={placement}
        onPlace={onPlace}
        noun={pictures ? { one: 'picture', other: 'pictures' } : { one: 'month', other: 'months' }}
        texts={{
          itemName: (sortItem) => sortItem.label,
          placed: (sortItem, bin) => {
            const card = cardOf(sortItem.id);
            const text = card && isSeasonId(bin.id) ? dropText(card, bin.id) : bin.label;
            if (bin.id !== 'fall' || autumnSaid.current) return text;
            autumnSaid.current = true;
            return `${text} ${fallFirstSpoken}`;
          },
        }}
        marks={marks}
        {...(feedback ? { feedback } : {})}
        disabled={locked}
      />
    </div>
  );
}

/** Step 4: the four seasons as answer cards, with their pictures. */
function ChoiceQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & { readonly task: ChoiceTask }) {
  const picked = answer?.kind === 'choice' ? answer.season : null;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const mark = picked && checked ? (result?.marks?.[picked] as ChoiceMark | undefined) : undefined;
  // After a miss the wheel comes out, as the hint says: the months with their seasons for a
  // holiday ("Find July on the wheel"), the four seasons going round for the order.
  const missed = result !== null && !result.correct;
  return (
    <div className={lingoLayout.stage}>
      {missed ? (
        <SeasonWheel view={task.kind === 'holiday' ? 'both' : 'seasons'} className={styles.wheel} />
      ) : null}
      <SeasonChoices
        label={item.prompt}
        value={picked}
        onChange={(season) => setAnswer({ kind: 'choice', season })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

/** The ChoiceGrid of the four seasons. */
function SeasonChoices({
  label,
  value,
  onChange,
  disabled,
  marks,
}: {
  readonly label: string;
  readonly value: SeasonId | null;
  readonly onChange: (season: SeasonId) => void;
  readonly disabled: boolean;
  readonly marks?: Partial<Record<SeasonId, ChoiceMark>>;
}) {
  return (
    <ChoiceGrid<SeasonId>
      label={label}
      columns={4}
      options={seasonIds.map((season) => ({
        value: season,
        ariaLabel: seasonTitle(season),
        label: (
          <span className={styles.seasonChoice}>
            <Picture name={seasonPicture(season)} size={48} decorative />
            {seasonTitle(season)}
          </span>
        ),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      {...(marks ? { marks } : {})}
    />
  );
}

/** One Seasons in Canada item. */
export function SeasonsQuestion(props: Props) {
  const { task } = props.item;
  if (task.kind === 'sort') return <SortQuestion {...props} task={task} />;
  return <ChoiceQuestion {...props} task={task} />;
}

/**
 * A worked-example step: the cards walked into their bins one by one; or the right season
 * marked once the example reaches it.
 */
export function SeasonsWorked({
  item,
  index,
  total,
}: {
  readonly item: SeasonsItem;
  readonly index: number;
  readonly total: number;
}) {
  const { task } = item;
  if (task.kind === 'sort') {
    const placement = Object.fromEntries(
      task.cards.map((card, position) => [card.id, position <= index ? seasonOfCard(card) : null]),
    );
    const current = task.cards[index];
    return (
      <div className={lingoLayout.stage}>
        {/* The month being found shows on the wheel. */}
        {task.wheel === 'none' ? null : (
          <SeasonWheel
            view={task.wheel}
            className={styles.wheel}
            {...(current?.kind === 'month' ? { pointer: current.month } : {})}
          />
        )}
        <SortBins
          label={`Worked example: ${item.prompt}`}
          items={sortItems(task)}
          bins={seasonBins}
          placement={placement}
          onPlace={() => undefined}
          texts={{ itemName: (sortItem) => sortItem.label }}
          disabled
        />
      </div>
    );
  }
  const answer = seasonAnswer(task);
  const last = index >= total - 1;
  return (
    <div className={lingoLayout.stage}>
      {task.kind === 'holiday' ? (
        <SeasonWheel
          view="both"
          className={styles.wheel}
          {...(index >= 1 ? { pointer: task.month } : {})}
        />
      ) : (
        <SeasonWheel view="seasons" className={styles.wheel} />
      )}
      <SeasonChoices
        label={`Worked example: ${item.prompt}`}
        value={last ? answer : null}
        onChange={() => undefined}
        disabled
        {...(last ? { marks: { [answer]: 'correct' as const } } : {})}
      />
    </div>
  );
}

/**
 * Lingo 1-4, Seasons in Canada: sort pictures and months into winter, spring, summer and
 * fall, then say which season a holiday is in or which season comes after another.
 */
export default function SeasonsInCanada(props: LingoProps) {
  return (
    <LingoPractice<SeasonsItem, SeasonsAnswer>
      {...props}
      model={seasonsModel}
      Question={SeasonsQuestion}
      renderWorkedExample={({ item, index, steps }) => (
        <SeasonsWorked item={item} index={index} total={steps.length} />
      )}
    />
  );
}
