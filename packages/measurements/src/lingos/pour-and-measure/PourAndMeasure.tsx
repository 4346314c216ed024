import {
  checkedMark,
  ChoiceGrid,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useState } from 'react';
import { Containers } from '../../widgets/Containers/Containers';
import {
  containerOf,
  measuringJug,
  pour,
  type ContainerState,
} from '../../widgets/Containers/containerModel';
import * as styles from './PourAndMeasure.css';
import {
  biggerOf,
  capacityUnits,
  pourModel,
  unitOfThing,
  type CapacityUnit,
  type PourAnswer,
  type PourItem,
  type PourTask,
} from './model';
import { UnitToggle } from './UnitToggle';

type Props = PracticeItemProps<PourItem, PourAnswer>;
type TaskOf<Kind extends PourTask['kind']> = Extract<PourTask, { kind: Kind }>;

const cupsFormat = createWholeNumberFormat({ maxLength: 2, unit: ['cup', 'cups'] });
const amountFormat = createWholeNumberFormat({ maxLength: 4 });

/** The measuring jug's id on the table. */
const jugId = 'measuring-jug';

/** Whether a worked example has reached its last step (where it shows the answer). */
const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample !== null && workedExample.index >= workedExample.steps.length - 1;

/** The mark of an answer once checked, for the widget that gave it. */
function markOf(
  result: Props['result'],
  key: string,
  state: Props['state'],
): ChoiceMark | undefined {
  if (state !== 'correct' && state !== 'incorrect' && state !== 'mastered') return undefined;
  return result?.marks?.[key];
}

/** Step 1: two containers; pour one into the other, then tap the one that holds more. */
function CompareQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly task: TaskOf<'compare'> }) {
  const [first, second] = task.containers;
  const table: readonly ContainerState[] = [
    containerOf(first.object, { amount: 'full' }),
    containerOf(second.object),
  ];
  const chosen = answer?.kind === 'container' ? answer.id : null;
  if (workedExample) {
    // The example fills the first, pours it into the second, then marks the one that holds more.
    const poured = workedExample.index >= 1 ? pour(table, first.object.id, second.object.id) : null;
    const bigger = biggerOf(task.containers).object.id;
    const last = atLastStep(workedExample);
    return (
      <div className={lingoLayout.stage}>
        <Containers
          label={item.prompt}
          containers={poured?.containers ?? table}
          pours={[]}
          onContainerTap={() => undefined}
          chosenId={last ? bigger : null}
          {...(last ? { chosenMark: 'correct' as const } : {})}
          disabled
          speakChanges={false}
        />
      </div>
    );
  }
  const mark = chosen ? markOf(result, chosen, state) : undefined;
  return (
    <div className={lingoLayout.stage}>
      <Containers
        label={item.prompt}
        defaultContainers={table}
        pours={[{ from: first.object.id, to: second.object.id }]}
        onContainerTap={(id) => setAnswer({ kind: 'container', id })}
        chosenId={chosen}
        {...(mark ? { chosenMark: mark } : {})}
        disabled={locked}
      />
      <p className={lingoLayout.note}>Pour to find out, then tap the one that holds more.</p>
    </div>
  );
}

/** Step 1, "mL or L?": the thing's picture and the two units as cards. */
function UnitQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: Props & { readonly task: TaskOf<'unit'> }) {
  const { thing } = task;
  const picked = answer?.kind === 'unit' ? answer.unit : null;
  const right = unitOfThing(thing);
  const shownRight = atLastStep(workedExample);
  const value = shownRight ? right : picked;
  const marks = shownRight
    ? { [right]: 'correct' as const }
    : checkedMark(picked, state === 'mastered' ? 'correct' : state);
  return (
    <div className={lingoLayout.stage}>
      <figure className={styles.thing}>
        {thing.picture ? (
          thing.pictureAlt ? (
            <Picture name={thing.picture} size={112} alt={thing.pictureAlt} />
          ) : (
            <Picture name={thing.picture} size={112} decorative />
          )
        ) : null}
        <figcaption className={styles.thingName}>{capitalize(thing.name)}</figcaption>
      </figure>
      <ChoiceGrid<CapacityUnit>
        label={item.prompt}
        columns={2}
        className={styles.unitChoices}
        options={capacityUnits.map((unit) => ({
          value: unit,
          ariaLabel: unit === 'mL' ? 'mL, millilitres' : 'L, litres',
          label: (
            <span className={styles.unitCard}>
              <span className={lingoLayout.bigText}>{unit}</span>
              <span>{unit === 'mL' ? 'millilitres' : 'litres'}</span>
            </span>
          ),
        }))}
        value={value}
        onChange={(unit) => setAnswer({ kind: 'unit', unit })}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** Step 2: pour cup after cup into the jug, counting, then type how many cups fill it. */
function CupsQuestion({
  item,
  task,
  setAnswer,
  locked,
  workedExample,
}: Props & { readonly task: TaskOf<'cups'> }) {
  const [raw, setRaw] = useState('');
  const cup: ContainerState = {
    id: 'cup',
    name: 'a cup',
    shape: 'cup',
    capacity: task.cupMl,
    amount: task.cupMl,
  };
  // This item's jug holds the item's number of cupfuls (its own hidden capacity).
  const jug: ContainerState = {
    id: 'jug',
    name: 'a jug',
    shape: 'jug',
    capacity: task.jugMl,
    amount: 0,
  };
  const last = atLastStep(workedExample);
  return (
    <div className={lingoLayout.stage}>
      {workedExample ? (
        <Containers
          label={item.prompt}
          containers={[
            cup,
            { ...jug, amount: last ? task.jugMl : workedExample.index >= 1 ? task.cupMl : 0 },
          ]}
          pours={[]}
          disabled
          speakChanges={false}
        />
      ) : (
        <Containers
          label={item.prompt}
          defaultContainers={[cup, jug]}
          pours={[{ from: 'cup', to: 'jug' }]}
          refill={['cup']}
          disabled={locked}
        />
      )}
      <NumberPad
        format={cupsFormat}
        value={workedExample ? (last ? String(task.cups) : '') : raw}
        onChange={(next) => {
          setRaw(next);
          const value = cupsFormat.parse(next);
          setAnswer(value === null ? undefined : { kind: 'count', value });
        }}
        label="Cups"
        disabled={locked}
      />
    </div>
  );
}

/** Steps 3 and 4: read the measuring jug; type the amount and pick mL or L. */
function ReadQuestion({
  task,
  setAnswer,
  locked,
  workedExample,
}: Props & { readonly task: TaskOf<'read'> }) {
  const [raw, setRaw] = useState('');
  const [unit, setUnit] = useState<CapacityUnit>('mL');
  const last = atLastStep(workedExample);

  function answerWith(nextRaw: string, nextUnit: CapacityUnit) {
    const value = amountFormat.parse(nextRaw);
    setAnswer(value === null ? undefined : { kind: 'amount', value, unit: nextUnit });
  }

  return (
    <div className={lingoLayout.stage}>
      <Containers
        containers={[measuringJug({ id: jugId, amount: task.level, marks: task.marks })]}
        pours={[]}
        label="Measuring jug"
        speakChanges={false}
      />
      <div className={styles.answer}>
        <NumberPad
          format={amountFormat}
          value={workedExample ? (last ? String(task.level) : '') : raw}
          onChange={(next) => {
            setRaw(next);
            answerWith(next, unit);
          }}
          label="Amount"
          disabled={locked}
        />
        <div className={styles.unit}>
          <span className={styles.unitLabel} aria-hidden="true">
            Unit
          </span>
          <UnitToggle
            label="Unit"
            value={workedExample ? 'mL' : unit}
            onChange={(next) => {
              setUnit(next);
              answerWith(raw, next);
            }}
            disabled={locked}
          />
        </div>
      </div>
    </div>
  );
}

/** Step 4: fill the empty measuring jug to the amount asked for, 50 mL at a time. */
function FillQuestion({
  task,
  setAnswer,
  locked,
  workedExample,
}: Props & { readonly task: TaskOf<'fill'> }) {
  if (workedExample) {
    return (
      <div className={lingoLayout.stage}>
        <Containers
          containers={[
            measuringJug({
              id: jugId,
              amount: atLastStep(workedExample) ? task.target : 0,
              marks: 50,
            }),
          ]}
          pours={[]}
          liquid={task.recipe.liquid}
          label="Measuring jug"
          disabled
          speakChanges={false}
        />
      </div>
    );
  }
  return (
    <div className={lingoLayout.stage}>
      <Containers
        defaultContainers={[measuringJug({ id: jugId, amount: 0, marks: 50 })]}
        fillId={jugId}
        liquid={task.recipe.liquid}
        onFillChange={(level) => setAnswer({ kind: 'fill', level })}
        label="Measuring jug"
        disabled={locked}
      />
    </div>
  );
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One Pour and Measure item. */
export function PourAndMeasureQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'compare':
      return <CompareQuestion {...props} task={task} />;
    case 'unit':
      return <UnitQuestion {...props} task={task} />;
    case 'cups':
      return <CupsQuestion {...props} task={task} />;
    case 'read':
      return <ReadQuestion {...props} task={task} />;
    case 'fill':
      return <FillQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-2, Pour and Measure: compare containers by pouring, pick mL or L, count the cups
 * that fill a jug, read a measuring jug in mL (or L), and fill it to an amount.
 */
export default function PourAndMeasure(props: LingoProps) {
  return (
    <LingoPractice<PourItem, PourAnswer>
      {...props}
      model={pourModel}
      Question={PourAndMeasureQuestion}
    />
  );
}
