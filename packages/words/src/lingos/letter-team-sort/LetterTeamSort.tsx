import {
  lingoLayout,
  LingoPractice,
  SortBins,
  useAnnouncer,
  type CheckResult,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsFeedback,
  type SortBinsItem,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import * as styles from './LetterTeamSort.css';
import { GapQuestion, GapWorked } from './GapQuestion';
import {
  cardText,
  dropText,
  isSortDone,
  rightText,
  teamSortModel,
  type TeamCard,
  type TeamPlacement,
  type TeamSortAnswer,
  type TeamSortItem,
  type TeamSortTask,
} from './model';
import { isLetterTeam, type LetterTeam } from './teamWords';

type Props = PracticeItemProps<TeamSortItem, TeamSortAnswer>;
type SortTask = Extract<TeamSortTask, { kind: 'sort' }>;

const sortItems = (task: SortTask): SortBinsItem[] =>
  task.cards.map((card) => ({
    id: card.id,
    label: cardText(card.word, task.bins),
    // Wide enough that the small speaker in its corner stays clear of the card's middle,
    // where a finger or the mouse takes hold of it to drag.
    content: (
      <PictureCard entry={card.word} speaker="in-card" decorative className={styles.sortCard} />
    ),
  }));

const sortBins = (task: SortTask) => task.bins.map((team) => ({ id: team, label: team }));

/** The cards a check found in the wrong bin, with the bin each was in. */
function misplaced(result: CheckResult | null, placement: TeamPlacement) {
  return Object.entries(result?.marks ?? {}).flatMap(([itemId, mark]) => {
    const binId = placement[itemId] ?? null;
    return mark === 'incorrect' && binId !== null ? [{ itemId, binId }] : [];
  });
}

/**
 * Steps 1–3: picture cards into team bins. Cards move freely until Check; a check bounces
 * every misplaced card back (the session says its hint), locks the right ones and says them
 * ("Correct: fish ends with sh."), so the corrected sort is practice.
 */
function SortQuestion({
  item,
  task,
  setAnswer,
  locked,
  result,
  attempt,
}: Props & { readonly task: SortTask }) {
  const [placement, setPlacement] = useState<TeamPlacement>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);
  const [seenResult, setSeenResult] = useState<CheckResult | null>(null);
  const { message, announce } = useAnnouncer();
  const cardOf = (id: string): TeamCard | undefined => task.cards.find((card) => card.id === id);

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

  // The check said, card by card, for a screen reader: which cards are right.
  useEffect(() => {
    if (!result) return;
    const right = task.cards.filter((card) => result.marks?.[card.id] === 'correct');
    if (right.length > 0) announce(right.map((card) => rightText(card.word)).join(' '));
  }, [result, task.cards, announce]);

  // Trying again starts from the bounced sort: Check waits until every card is back in a bin.
  useEffect(() => {
    if (attempt > 0) setAnswer(undefined);
    // Only a new attempt resets the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  function onPlace(cardId: string, binId: string | null) {
    const team = isLetterTeam(binId) ? binId : null;
    const next = { ...placement, [cardId]: team };
    setPlacement(next);
    setAnswer(isSortDone(item, next) ? { kind: 'sort', placement: next } : undefined);
  }

  // Cards a check found right stay locked in their bins.
  const marks = Object.fromEntries(
    Object.entries(result?.marks ?? {}).flatMap(([id, mark]) =>
      mark === 'correct' && placement[id] ? [[id, 'correct' as const]] : [],
    ),
  );

  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        items={sortItems(task)}
        bins={sortBins(task)}
        placement={placement}
        onPlace={onPlace}
        noun={{ one: 'card', other: 'cards' }}
        texts={{
          itemName: (sortItem) => sortItem.label,
          placed: (sortItem, bin) => {
            const card = cardOf(sortItem.id);
            return card && isLetterTeam(bin.id) ? dropText(card.word, bin.id) : bin.label;
          },
        }}
        marks={marks}
        {...(feedback ? { feedback } : {})}
        disabled={locked}
      />
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}

/** One Letter Team Sort item: a sort (steps 1–3) or a gap (step 4). */
export function TeamSortQuestion(props: Props) {
  const { task } = props.item;
  if (task.kind === 'sort') return <SortQuestion {...props} task={task} />;
  return <GapQuestion {...props} task={task} />;
}

/** A worked-example step: the cards walked into their bins one by one, or the gap filled. */
export function TeamSortWorked({
  item,
  index,
  total,
}: {
  readonly item: TeamSortItem;
  readonly index: number;
  readonly total: number;
}) {
  const { task } = item;
  if (task.kind === 'gap') return <GapWorked item={item} task={task} filled={index >= total - 1} />;
  const placement: Record<string, LetterTeam | null> = Object.fromEntries(
    task.cards.map((card, position) => [card.id, position <= index ? card.word.team : null]),
  );
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={`Worked example: ${item.prompt}`}
        items={sortItems(task)}
        bins={sortBins(task)}
        placement={placement}
        onPlace={() => undefined}
        noun={{ one: 'card', other: 'cards' }}
        texts={{ itemName: (sortItem) => sortItem.label }}
        disabled
      />
    </div>
  );
}

/**
 * Lingo 2-1, Letter Team Sort: sort picture words by their letter team (sh, ch, th, wh, ck),
 * then fill a word's two-letter gap with the right team tile.
 */
export default function LetterTeamSort(props: LingoProps) {
  return (
    <LingoPractice<TeamSortItem, TeamSortAnswer>
      {...props}
      model={teamSortModel}
      Question={TeamSortQuestion}
      renderWorkedExample={({ item, index, steps }) => (
        <TeamSortWorked item={item} index={index} total={steps.length} />
      )}
    />
  );
}
