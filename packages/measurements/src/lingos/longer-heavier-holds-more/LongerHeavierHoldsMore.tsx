import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  SortSequence,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
} from '@lingos/kit';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { balanceItems, type BalanceObject } from '../../widgets/BalanceScale/balanceModel';
import { BalanceScale } from '../../widgets/BalanceScale/BalanceScale';
import { BalanceWeighing } from '../../widgets/BalanceScale/BalanceWeighing';
import { containerOf, pour, type ContainerState } from '../../widgets/Containers/containerModel';
import { Containers } from '../../widgets/Containers/Containers';
import { useCentimetreScale } from '../../widgets/LengthObject/useCentimetreScale';
import { ObjectLane, type LaneObject } from '../../widgets/UnitRow/ObjectLane';
import * as styles from './LongerHeavierHoldsMore.css';
import {
  bigLightPairs,
  compareQuestion,
  findingOutCards,
  longerModel,
  nameOf,
  sortedIds,
  type ComparedQuantity,
  type ItemObject,
  type LongerAnswer,
  type LongerItem,
  type LongerTask,
} from './model';
import { cardName, ObjectIcon } from './ObjectIcon';
import { StandingPair } from './StandingPair';

type Props = PracticeItemProps<LongerItem, LongerAnswer>;
type CompareTask = Extract<LongerTask, { kind: 'compare' }>;
type OrderTask = Extract<LongerTask, { kind: 'order' }>;
type FindingOutTask = Extract<LongerTask, { kind: 'finding-out' }>;

/** Where UnitRow's lane draws its start line, cm from the lane's left. */
const startLine = 1;
const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The mark of the card picked, once checked. */
function pickedMark(props: Props, picked: string | null): ChoiceMark | undefined {
  const checked = props.state === 'correct' || props.state === 'incorrect';
  if (!picked || !checked) return undefined;
  return props.result?.marks?.[picked] as ChoiceMark | undefined;
}

// ─── The widgets an item shows ───────────────────────────────────────────────────────────

/**
 * Length objects in UnitRow's object lane. `movable`: the child drags them or presses "Line
 * up"; else they lie as given. Lined up, the drawing also says which reaches further (what
 * a sighted child sees), so a screen-reader user can compare too.
 */
function LengthLane({
  objects,
  movable,
  linedUpNow = false,
}: {
  readonly objects: readonly ItemObject[];
  readonly movable: boolean;
  /** Draw them lined up whatever their starts (a worked example). */
  readonly linedUpNow?: boolean;
}): ReactElement {
  const items: LaneObject[] = objects.map((entry) => ({
    object: { ...entry.object, id: entry.id },
    length: entry.value,
    start: startLine + (linedUpNow ? 0 : (entry.start ?? 0)),
  }));
  const [starts, setStarts] = useState<Readonly<Record<string, number>>>(() =>
    Object.fromEntries(items.map((item) => [item.object.id, item.start])),
  );
  const linedUp = items.every((item) => starts[item.object.id] === startLine);
  const label = linedUp ? linedUpLabel(objects) : undefined;
  // The lanes are as long for every position the objects can take.
  const laneCm =
    startLine + Math.max(...objects.map((entry) => (entry.start ?? 0) + entry.value)) + 2;
  // One scale for the lane that fits the screen: 36 cm of lane on a 320 px phone is about
  // 7 px per cm, so the far ends are never cut off.
  const [scaleRef, pxPerCm] = useCentimetreScale<HTMLDivElement>(laneCm, { marginCm: 0.5 });
  return (
    <div ref={scaleRef} className={styles.lane}>
      <ObjectLane
        items={items}
        startLine={startLine}
        laneCm={laneCm}
        pxPerCm={pxPerCm}
        movable={movable}
        lineUpButton={movable}
        onMove={(id, start) => setStarts((previous) => ({ ...previous, [id]: start }))}
        {...(label ? { label } : {})}
      />
    </div>
  );
}

/** "Pencil and crayon, both starting at the line. The pencil reaches further than the crayon." */
function linedUpLabel(objects: readonly ItemObject[]): string {
  const say = (entry: ItemObject) => nameOf(entry, objects);
  const nouns = objects.map((entry) => say(entry).replace(/^the /, ''));
  const names =
    nouns.length <= 1
      ? (nouns[0] ?? '')
      : `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1] ?? ''}`;
  const start = `${capitalize(names)}, ${nouns.length === 2 ? 'both' : 'all'} starting at the line.`;
  const [first, second, third] = [...objects].sort((a, b) => b.value - a.value).map(say);
  if (!first || !second) return start;
  if (!third) return `${start} ${capitalize(first)} reaches further than ${second}.`;
  return `${start} ${capitalize(first)} reaches furthest, then ${second}, then ${third}.`;
}

const balanceObject = (entry: ItemObject): BalanceObject => ({
  ...entry.object,
  id: entry.id,
  massG: entry.value,
});

/**
 * The balance scale: `loaded` puts the first object on the left pan and the second on the
 * right, to stay (step 1, a worked example, the parcels); otherwise every object waits in the
 * tray for the child to weigh.
 */
function Scale({
  objects,
  loaded,
  disabled,
}: {
  readonly objects: readonly ItemObject[];
  readonly loaded: boolean;
  readonly disabled: boolean;
}): ReactElement {
  const [left, right] = objects;
  const items = useMemo(
    () =>
      loaded && left && right
        ? balanceItems({ left: [balanceObject(left)], right: [balanceObject(right)] })
        : balanceItems({ tray: objects.map(balanceObject), lockPans: false }),
    [loaded, left, right, objects],
  );
  return <BalanceScale defaultItems={items} disabled={disabled} />;
}

/** The containers: the first is filled and poured into the second (`poured`: already done). */
function Pour({
  objects,
  poured,
  disabled,
}: {
  readonly objects: readonly [ItemObject, ItemObject];
  readonly poured: boolean;
  readonly disabled: boolean;
}): ReactElement {
  const [from, into] = objects;
  const containers = useMemo((): readonly ContainerState[] => {
    const before = [
      containerOf(from.object, { id: from.id, amount: 'full' }),
      containerOf(into.object, { id: into.id, amount: 'empty' }),
    ];
    return poured ? pour(before, from.id, into.id).containers : before;
  }, [from, into, poured]);
  return (
    <>
      <Containers
        defaultContainers={containers}
        pours={poured ? [] : [{ from: from.id, to: into.id }]}
        disabled={disabled}
      />
      {poured ? (
        <p className={lingoLayout.note}>
          {capitalize(nameOf(from, objects))} was filled and poured into {nameOf(into, objects)}.
        </p>
      ) : null}
    </>
  );
}

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** Which is longer, heavier, holds more: the widget, then a card for each object. */
function CompareQuestion({ task, ...props }: Props & { readonly task: CompareTask }) {
  const { answer, setAnswer, locked } = props;
  const picked = answer?.kind === 'pick' ? answer.id : null;
  const mark = pickedMark(props, picked);
  const open = task.setup === 'open';
  return (
    <div className={lingoLayout.stage}>
      <CompareWidget task={task} locked={locked} />
      <ChoiceGrid
        label={compareQuestion(task.word)}
        columns={2}
        options={task.objects.map((entry) => ({
          value: entry.id,
          label: (
            <span className={lingoLayout.pictureCard}>
              <ObjectIcon
                entry={entry}
                quantity={task.quantity}
                big={task.trick === 'big-light' && bigLightPairs.some(([big]) => big === entry.id)}
              />
              <span>{cardName(entry)}</span>
            </span>
          ),
          ariaLabel: cardName(entry),
        }))}
        value={picked}
        onChange={(id) => setAnswer({ kind: 'pick', id })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
      {open && task.quantity !== 'length' ? (
        <p className={lingoLayout.note}>
          {task.quantity === 'mass'
            ? 'Put them on the pans, then choose.'
            : 'Press Pour, then choose.'}
        </p>
      ) : null}
    </div>
  );
}

/** The widget of a compare item, as given (or solved, in a worked example). */
function CompareWidget({
  task,
  locked,
  solved = false,
}: {
  readonly task: CompareTask;
  readonly locked: boolean;
  readonly solved?: boolean;
}): ReactElement {
  const open = task.setup === 'open' && !solved;
  if (task.quantity === 'length') {
    if (task.word === 'taller') return <StandingPair objects={task.objects} />;
    return <LengthLane objects={task.objects} movable={open && !locked} linedUpNow={solved} />;
  }
  if (task.quantity === 'mass') {
    return <Scale objects={task.objects} loaded={!open} disabled={locked || !open} />;
  }
  return <Pour objects={task.objects} poured={!open} disabled={locked || !open} />;
}

/** Put 3 objects in order: the lane or the scale to compare with, then the cards to sort. */
function OrderQuestion({ task, ...props }: Props & { readonly task: OrderTask }) {
  const { answer, setAnswer, locked, result, state, item } = props;
  const cards: readonly SortCard[] = useMemo(
    () =>
      task.objects.map((entry) => ({
        id: entry.id,
        label: cardName(entry),
        content: (
          <span className={lingoLayout.pictureCard}>
            <ObjectIcon entry={entry} quantity={task.quantity} />
            <span>{cardName(entry)}</span>
          </span>
        ),
      })),
    [task],
  );
  const shown = task.objects.map((entry) => entry.id);
  const order = answer?.kind === 'order' ? answer.ids : shown;

  // The cards as shown are an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', ids: task.objects.map((e) => e.id) });
  }, [answer, task.objects, setAnswer]);

  // While trying again, the right cards stay locked; the wrong ones lose their marks.
  const marks: Record<string, SortMark> | undefined = result?.marks
    ? Object.fromEntries(
        Object.entries(result.marks).filter(
          ([, mark]) => state !== 'answering' || mark === 'correct',
        ),
      )
    : undefined;

  return (
    <div className={lingoLayout.stage}>
      {task.quantity === 'length' ? (
        <LengthLane objects={task.objects} movable={!locked} />
      ) : (
        <Scale objects={task.objects} loaded={false} disabled={locked} />
      )}
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(ids) => setAnswer({ kind: 'order', ids })}
        label={item.prompt}
        orientation="horizontal"
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** The scene of "What are we finding out?", shown as it is: nothing in it moves. */
function Scene({ task }: { readonly task: FindingOutTask }): ReactElement {
  if (task.scene === 'ribbons') {
    return (
      <>
        <LengthLane objects={task.objects} movable={false} />
        <p className={lingoLayout.note}>Two ribbons side by side.</p>
      </>
    );
  }
  if (task.scene === 'parcels') {
    return (
      <>
        <Scale objects={task.objects} loaded disabled />
        <p className={lingoLayout.note}>Two parcels on a scale.</p>
      </>
    );
  }
  return <Pour objects={task.objects} poured disabled />;
}

/** "What are we finding out?": the scene, then the cards "how long", "how heavy", "how much it holds". */
function FindingOutQuestion({ task, ...props }: Props & { readonly task: FindingOutTask }) {
  const { answer, setAnswer, locked, item } = props;
  const picked = answer?.kind === 'finding-out' ? answer.quantity : null;
  const mark = pickedMark(props, picked);
  return (
    <div className={lingoLayout.stage}>
      <Scene task={task} />
      <ChoiceGrid<ComparedQuantity>
        label={item.prompt}
        columns={3}
        options={findingOutCards.map((card) => ({
          value: card.quantity,
          label: <span className={lingoLayout.cardWords}>{card.label}</span>,
          ariaLabel: card.label,
        }))}
        value={picked}
        onChange={(quantity) => setAnswer({ kind: 'finding-out', quantity })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

/** One Longer, Heavier, Holds More item. */
export function LongerQuestion(props: Props) {
  const { task } = props.item;
  if (task.kind === 'compare') return <CompareQuestion {...props} task={task} />;
  if (task.kind === 'order') return <OrderQuestion {...props} task={task} />;
  return <FindingOutQuestion {...props} task={task} />;
}

/**
 * A worked-example step: the widget as given at the first step, compared the right way from
 * the second (lined up, weighed, poured), and for an order the objects in order.
 */
export function LongerWorked({
  item,
  index,
}: {
  readonly item: LongerItem;
  readonly index: number;
}): ReactElement {
  const { task } = item;
  if (task.kind === 'finding-out') return <Scene task={task} />;
  if (task.kind === 'compare') {
    return (
      <CompareWidget key={index > 0 ? 'solved' : 'given'} task={task} locked solved={index > 0} />
    );
  }
  const byId = new Map(task.objects.map((entry) => [entry.id, entry]));
  const sorted = sortedIds(task).flatMap((id) => byId.get(id) ?? []);
  const [lightest, middle, heaviest] = sorted;
  return (
    <div className={lingoLayout.stage}>
      {task.quantity === 'length' ? (
        <LengthLane
          key={index > 0 ? 'solved' : 'given'}
          objects={task.objects}
          movable={false}
          linedUpNow={index > 0}
        />
      ) : index === 0 || !lightest || !middle || !heaviest ? (
        <Scale objects={task.objects} loaded={false} disabled />
      ) : (
        // Two weighings: the lightest against the middle one, the middle against the heaviest.
        <div className={lingoLayout.row}>
          <BalanceWeighing
            title="Weighing 1"
            left={[balanceObject(lightest)]}
            right={[balanceObject(middle)]}
          />
          <BalanceWeighing
            title="Weighing 2"
            left={[balanceObject(middle)]}
            right={[balanceObject(heaviest)]}
          />
        </div>
      )}
      {index >= 2 ? (
        <ol className={styles.workedOrder} aria-label={capitalize(task.direction)}>
          {sorted.map((entry) => (
            <li key={entry.id} className={styles.workedCard}>
              <ObjectIcon entry={entry} quantity={task.quantity} />
              <span>{cardName(entry)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * Lingo 1-1, Longer, Heavier, Holds More: compare two objects by length, mass or capacity
 * (lined up, weighed, poured), order three, and name what a scene is finding out.
 */
export default function LongerHeavierHoldsMore(props: LingoProps) {
  return (
    <LingoPractice<LongerItem, LongerAnswer>
      {...props}
      model={longerModel}
      Question={LongerQuestion}
      renderWorkedExample={({ item, index }) => <LongerWorked item={item} index={index} />}
    />
  );
}
