import {
  ChoiceGrid,
  checkedMark,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  SortSequence,
  yesNoOptions,
  type LingoProps,
  type PracticeItemProps,
  type SortCard,
  type SortMark,
  type YesNoValue,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import { findObject } from '../../model/objects';
import { BalanceScale } from '../../widgets/BalanceScale/BalanceScale';
import {
  balanceItems,
  describeScale,
  gramsOf,
  isMass,
  itemsOn,
  type BalanceItem,
  type BalanceObject,
  type BalancePan,
  type StandardMass,
} from '../../widgets/BalanceScale/balanceModel';
import { BalanceWeighing } from '../../widgets/BalanceScale/BalanceWeighing';
import * as styles from './BalanceScalePuzzles.css';
import {
  andList,
  balanceScalePuzzlesModel,
  boxId,
  compareAnswer,
  greedyMasses,
  gramMasses,
  isAnswerReady,
  kilogramMasses,
  lightestFirst,
  massLabel,
  parcelId,
  rightAnswer,
  willBalance,
  written,
  type BalanceScalePuzzlesAnswer,
  type BalanceScalePuzzlesItem,
  type BalanceTask,
  type WeighedThing,
} from './model';

type Props = PracticeItemProps<BalanceScalePuzzlesItem, BalanceScalePuzzlesAnswer>;
type TaskOf<Kind extends BalanceTask['kind']> = Extract<BalanceTask, { kind: Kind }>;
type TaskProps<Kind extends BalanceTask['kind']> = Props & { readonly task: TaskOf<Kind> };

/** The picture of a thing: its bank picture; a parcel or a box is drawn as a package. */
function pictureOf(thing: WeighedThing): string {
  if (thing.id === parcelId || thing.id === boxId) return 'package';
  return findObject(thing.id)?.picture ?? 'package';
}

/**
 * A thing as the scale draws it: its bank object (its picture, or its outline when the art
 * set has none, as for the bag of milk), or a parcel drawn as a package, with its hidden mass
 * and drawn as big as it looks (a beach ball bigger than a book, however light).
 */
function scaleObject(thing: WeighedThing): BalanceObject {
  const object = findObject(thing.id);
  return object
    ? { ...object, massG: thing.massG, drawnSize: thing.size }
    : {
        id: thing.id,
        name: thing.name,
        picture: 'package',
        shape: 'box',
        massG: thing.massG,
        drawnSize: thing.size,
      };
}

/** One of step 4's 2 same boxes. */
const box = (grams: number): BalanceObject => ({
  id: boxId,
  name: 'a box',
  plural: 'boxes',
  picture: 'package',
  shape: 'box',
  massG: grams,
});

const asMasses = (grams: readonly number[]): StandardMass[] => grams as StandardMass[];

/** The grams of the standard masses on a pan. */
const massesOn = (items: readonly BalanceItem[], pan: BalancePan): number[] =>
  itemsOn(items, pan)
    .filter((entry) => isMass(entry.thing))
    .map((entry) => gramsOf(entry.thing));

/** The mark of a checked part ("scale", "number"), while it is on screen. */
function partState(props: Props, part: string): 'correct' | 'incorrect' | 'idle' {
  if (props.state !== 'correct' && props.state !== 'incorrect') return 'idle';
  return props.result?.marks?.[part] ?? 'idle';
}

// ─── Step 1: which is heavier? ──────────────────────────────────────────────────────────

function CompareQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'compare'>) {
  const items = useMemo(
    () => balanceItems({ left: [scaleObject(task.left)], right: [scaleObject(task.right)] }),
    [task],
  );
  const picked = workedExample
    ? workedExample.index === workedExample.steps.length - 1
      ? compareAnswer(task).id
      : undefined
    : answer?.kind === 'pick'
      ? answer.id
      : undefined;
  const chosenPan: BalancePan | null =
    picked === undefined ? null : picked === task.left.id ? 'left' : 'right';
  const mark = workedExample
    ? 'correct'
    : state === 'correct' || state === 'incorrect'
      ? state
      : undefined;
  return (
    <div className={lingoLayout.stage}>
      <BalanceScale
        className={styles.scale}
        items={items}
        label={`Balance scale. ${item.prompt} Tap its pan.`}
        onPanTap={(pan) =>
          setAnswer({ kind: 'pick', id: pan === 'left' ? task.left.id : task.right.id })
        }
        chosenPan={chosenPan}
        {...(mark ? { chosenMark: mark } : {})}
        disabled={locked}
        speakChanges={false}
      />
    </div>
  );
}

// ─── Steps 2–3: balance, then type ──────────────────────────────────────────────────────

const gramsFormat = createWholeNumberFormat({ maxLength: 4, suffix: 'g', unit: ['gram', 'grams'] });
// Room for the grams ("10000"): a child who types them hears that 1 kg is 1000 g.
const kilogramsFormat = createWholeNumberFormat({
  maxLength: 5,
  suffix: 'kg',
  unit: ['kilogram', 'kilograms'],
});

function BalanceQuestion(props: TaskProps<'balance'>) {
  const { item, task, setAnswer, locked, workedExample } = props;
  const start = useMemo(
    () => balanceItems({ left: [scaleObject(task.thing)], tray: asMasses(task.tray) }),
    [task],
  );
  const [items, setItems] = useState<readonly BalanceItem[]>(start);
  const [typed, setTyped] = useState('');
  const format = task.unit === 'g' ? gramsFormat : kilogramsFormat;
  const unitWord = task.unit === 'g' ? 'grams' : 'kilograms';

  function report(nextItems: readonly BalanceItem[], nextTyped: string) {
    const answer: BalanceScalePuzzlesAnswer = {
      kind: 'balance',
      pan: massesOn(nextItems, 'right'),
      withObject: massesOn(nextItems, 'left'),
      typed: format.parse(nextTyped),
    };
    // Check waits for both parts: a mass on the pan and a number.
    setAnswer(isAnswerReady(item, answer) ? answer : undefined);
  }

  // A worked example puts the masses on one at a time, then types the sum.
  const example = workedExample
    ? (() => {
        const offered = task.unit === 'g' ? gramMasses : kilogramMasses;
        const masses = greedyMasses(task.thing.massG, offered);
        const shown = masses.slice(0, Math.min(workedExample.index + 1, masses.length));
        const left = [...task.tray];
        for (const mass of shown) left.splice(left.indexOf(mass), 1);
        return {
          items: balanceItems({
            left: [scaleObject(task.thing)],
            right: asMasses(shown),
            tray: asMasses(left),
          }),
          typed:
            workedExample.index >= masses.length
              ? String(task.thing.massG / (task.unit === 'kg' ? 1000 : 1))
              : '',
        };
      })()
    : null;

  const empty = massesOn(items, 'right').length === 0;
  const instruction = empty
    ? `Put masses on the right pan until the scale is level.`
    : typed === ''
      ? `Then type the ${unitWord}.`
      : '';
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.part} data-state={partState(props, 'scale')}>
        <BalanceScale
          className={styles.scale}
          items={example?.items ?? items}
          onItemsChange={(next) => {
            setItems(next);
            report(next, typed);
          }}
          targetPan="right"
          label={`Balance scale: ${task.thing.name} and masses`}
          trayLabel="Masses"
          disabled={locked}
        />
      </div>
      <p className={lingoLayout.note} aria-live="polite">
        {locked ? '' : instruction}
      </p>
      <div className={styles.part} data-state={partState(props, 'number')}>
        <NumberPad
          format={format}
          value={example?.typed ?? typed}
          onChange={(raw) => {
            setTyped(raw);
            report(items, raw);
          }}
          label={`How many ${unitWord}`}
          disabled={locked}
        />
      </div>
    </div>
  );
}

// ─── Step 4: order 3 objects from two weighings ─────────────────────────────────────────

function OrderQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
  workedExample,
}: TaskProps<'order'>) {
  const cards: readonly SortCard[] = useMemo(
    () =>
      task.things.map((thing) => ({
        id: thing.id,
        label: thing.name,
        content: (
          <span className={lingoLayout.pictureCard}>
            <Picture name={pictureOf(thing)} size={56} decorative />
            {thing.noun}
          </span>
        ),
      })),
    [task.things],
  );
  const initial = task.things.map((thing) => thing.id);
  // The starting order is an answer too: Check works before anything moves.
  useEffect(() => {
    if (answer === undefined) setAnswer({ kind: 'order', order: initial });
  });
  const order = workedExample
    ? workedExample.index === workedExample.steps.length - 1
      ? lightestFirst(task).map((thing) => thing.id)
      : initial
    : answer?.kind === 'order'
      ? answer.order
      : initial;
  // While trying again, right cards stay locked; the wrong ones lose their marks.
  const marks: Record<string, SortMark> | undefined =
    result?.marks && !workedExample
      ? Object.fromEntries(
          Object.entries(result.marks).filter(
            ([, mark]) => state !== 'answering' || mark === 'correct',
          ),
        )
      : undefined;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.weighings}>
        {task.weighings.map((weighing, index) => {
          const lit = workedExample && workedExample.index === index;
          return (
            <div key={index} className={styles.weighing} data-state={lit ? 'lit' : 'idle'}>
              <BalanceWeighing
                left={[scaleObject(weighing.left)]}
                right={[scaleObject(weighing.right)]}
                title={`Scale ${index + 1}`}
              />
            </div>
          );
        })}
      </div>
      <SortSequence
        cards={cards}
        order={order}
        onOrderChange={(next) => setAnswer({ kind: 'order', order: next })}
        label={`${item.prompt} Lightest first.`}
        orientation="horizontal"
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

// ─── Step 4: 2 same boxes ───────────────────────────────────────────────────────────────

const boxFormat = createWholeNumberFormat({ maxLength: 4, suffix: 'g', unit: ['gram', 'grams'] });

function BoxesQuestion(props: TaskProps<'boxes'>) {
  const { task, setAnswer, locked, state, workedExample } = props;
  const [typed, setTyped] = useState('');
  const one = task.total / 2;
  const left = [box(one), box(one)];
  const right = asMasses(task.masses);
  const items = balanceItems({ left, right });
  const shown =
    workedExample && workedExample.index === workedExample.steps.length - 1 ? String(one) : typed;
  const checked = state === 'correct' || state === 'incorrect';
  return (
    <div className={lingoLayout.stage}>
      <figure className={styles.bigWeighing}>
        <BalanceWeighing left={left} right={right} label={describeScale(items)} size="large" />
        <figcaption className={lingoLayout.note} aria-hidden="true">
          2 same boxes = {andList(task.masses.map(massLabel))}
        </figcaption>
      </figure>
      <div className={styles.part} data-state={checked ? state : 'idle'}>
        <NumberPad
          format={boxFormat}
          value={shown}
          onChange={(raw) => {
            setTyped(raw);
            const value = boxFormat.parse(raw);
            setAnswer(value === null ? undefined : { kind: 'number', value });
          }}
          label="Grams in one box"
          disabled={locked}
        />
      </div>
    </div>
  );
}

// ─── Step 4: will 1 kg balance…? ────────────────────────────────────────────────────────

/**
 * A mass drawn as a labelled chip, for the question before the scale shows it: grams stay in
 * grams ("1000 g"), as the question says them.
 */
function MassChip({ label }: { readonly label: string }) {
  return <span className={styles.chip}>{label}</span>;
}

function WillBalanceQuestion(props: TaskProps<'will-balance'>) {
  const { item, task, answer, setAnswer, locked, state, attempt, workedExample } = props;
  const kilograms = task.kilograms * 1000;
  // The scale shows the truth only once the child has answered (or in a worked example).
  const reveal = state === 'correct' || state === 'incorrect' || attempt > 0 || workedExample;
  const picked =
    workedExample && workedExample.index === workedExample.steps.length - 1
      ? (rightAnswer(item) as { value: YesNoValue }).value
      : answer?.kind === 'yes-no'
        ? answer.value
        : undefined;
  const marks = workedExample
    ? picked
      ? { [picked]: 'correct' as const }
      : undefined
    : checkedMark(picked, state);
  const items = balanceItems({ left: [kilograms as StandardMass], right: asMasses(task.grams) });
  return (
    <div className={lingoLayout.stage}>
      {reveal ? (
        <figure className={styles.bigWeighing}>
          <BalanceWeighing
            left={[kilograms as StandardMass]}
            right={asMasses(task.grams)}
            size="large"
          />
          <figcaption className={lingoLayout.note}>
            {willBalance(task) ? 'Level: both sides are the same.' : 'Not level: 1 kg is 1000 g.'}
          </figcaption>
        </figure>
      ) : (
        <div className={lingoLayout.promptCard}>
          <span className={styles.side}>
            <MassChip label={massLabel(kilograms)} />
          </span>
          <span className={lingoLayout.bigText} aria-hidden="true">
            ?
          </span>
          <span className={styles.side}>
            {task.grams.map((grams, index) => (
              <MassChip key={index} label={written(grams, 'g')} />
            ))}
          </span>
          <VisuallyHidden>
            {`On one side ${massLabel(kilograms)}. On the other side ${andList(task.grams.map((grams) => `${grams} g`))}.`}
          </VisuallyHidden>
        </div>
      )}
      {reveal ? <VisuallyHidden>{describeScale(items)}</VisuallyHidden> : null}
      <ChoiceGrid<YesNoValue>
        className={styles.answers}
        label={item.prompt}
        options={yesNoOptions}
        columns={2}
        value={picked ?? null}
        onChange={(value) => setAnswer({ kind: 'yes-no', value })}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** One Balance Scale Puzzles item, drawn with the widgets its kind needs. */
export function BalanceScalePuzzlesQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'compare':
      return <CompareQuestion {...props} task={task} />;
    case 'balance':
      return <BalanceQuestion {...props} task={task} />;
    case 'order':
      return <OrderQuestion {...props} task={task} />;
    case 'boxes':
      return <BoxesQuestion {...props} task={task} />;
    case 'will-balance':
      return <WillBalanceQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-1, Balance Scale Puzzles: read a tipped scale, balance objects with gram and
 * kilogram masses and type their mass, then solve balance puzzles.
 */
export default function BalanceScalePuzzles(props: LingoProps) {
  return (
    <LingoPractice<BalanceScalePuzzlesItem, BalanceScalePuzzlesAnswer>
      {...props}
      model={balanceScalePuzzlesModel}
      Question={BalanceScalePuzzlesQuestion}
    />
  );
}
