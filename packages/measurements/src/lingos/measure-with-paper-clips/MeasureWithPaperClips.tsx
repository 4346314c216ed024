import beaver from '@lingos/kit/pictures/beaver';
import {
  checkedMark,
  ChoiceGrid,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  YesNo,
  type ChoiceOption,
  type LingoProps,
  type PracticeItemProps,
  type YesNoValue,
} from '@lingos/kit';
import { useState } from 'react';
import { findObject, type MeasureObject } from '../../model/objects';
import { UnitRow } from '../../widgets/UnitRow/UnitRow';
import { addUnit, rightRow } from '../../widgets/UnitRow/unitRowModel';
import * as styles from './MeasureWithPaperClips.css';
import {
  compareAnswer,
  compareChoiceLabels,
  compareChoices,
  countIn,
  isAnswerComplete,
  isMaxRowRightQuestion,
  lengthSentence,
  maxRowStarts,
  measureWithPaperClipsModel,
  otherUnit,
  rightCount,
  tapTheBadJoint,
  unitLengthCm,
  unitWords,
  type ClipObjectId,
  type CompareChoice,
  type MeasureTask,
  type MeasureWithPaperClipsAnswer,
  type MeasureWithPaperClipsItem,
} from './model';

type Props = PracticeItemProps<MeasureWithPaperClipsItem, MeasureWithPaperClipsAnswer>;
type TaskOf<Kind extends MeasureTask['kind']> = Extract<MeasureTask, { kind: Kind }>;
type TaskProps<Kind extends MeasureTask['kind']> = Props & { readonly task: TaskOf<Kind> };

const countFormats = {
  'paper-clip': createWholeNumberFormat({ maxLength: 2, unit: ['paper clip', 'paper clips'] }),
  cube: createWholeNumberFormat({ maxLength: 2, unit: ['cube', 'cubes'] }),
} as const;

/** The object as the bank has it (every object of this Lingo is in the bank). */
function bankObject(id: ClipObjectId): MeasureObject {
  return findObject(id) ?? { id, name: `a ${id}`, shape: 'bar' };
}

/** Whether the worked example is at its last step, where the answer is shown. */
const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample !== null && workedExample.index === workedExample.steps.length - 1;

/** Step 1: the units lie along the object; the child counts them and types the count. */
function CountQuestion({ task, setAnswer, locked, state, workedExample }: TaskProps<'count'>) {
  const [typed, setTyped] = useState('');
  const format = countFormats[task.unit];
  const right = rightCount(task);
  const shown = atLastStep(workedExample) ? String(right) : typed;
  const checked = state === 'correct' || state === 'incorrect';
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        object={bankObject(task.object)}
        objectLength={task.lengthCm}
        unit={task.unit}
        starts={rightRow(task.lengthCm, unitLengthCm[task.unit])}
        // A row laid already ends at the object's end: no room for more is needed.
        laneCm={task.lengthCm}
        // The worked example counts them: the count shows once it has.
        showCount={workedExample !== null && workedExample.index >= 1}
      />
      <div className={styles.answer} data-state={checked ? state : 'idle'}>
        <NumberPad
          format={format}
          value={shown}
          onChange={(raw) => {
            setTyped(raw);
            const value = format.parse(raw);
            setAnswer(value === null ? undefined : { kind: 'count', value });
          }}
          label={`How many ${unitWords[task.unit].other}`}
          disabled={locked}
        />
      </div>
    </div>
  );
}

/**
 * Step 2: the child adds units (each snaps touching the last, from the object's left end) and
 * takes off any that stick out past its right end.
 */
function BuildQuestion({ task, setAnswer, locked, workedExample }: TaskProps<'build'>) {
  const [starts, setStarts] = useState<readonly number[]>([]);
  const unit = unitLengthCm[task.unit];
  const shown = workedExample
    ? workedExample.index === 0
      ? addUnit([], unit)
      : rightRow(task.lengthCm, unit)
    : starts;
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        object={bankObject(task.object)}
        objectLength={task.lengthCm}
        unit={task.unit}
        starts={shown}
        editable={!locked}
        showCount
        onChange={(next) => {
          setStarts(next);
          const answer: MeasureWithPaperClipsAnswer = { kind: 'build', units: next.length };
          setAnswer(isAnswerComplete(answer) ? answer : undefined);
        }}
      />
    </div>
  );
}

/**
 * Step 3: Max the beaver's row. The child answers Yes or No first; after No, the joints become
 * buttons and the child taps the one that is wrong. One Check marks both parts.
 */
function SpotQuestion({ task, setAnswer, locked, state, workedExample }: TaskProps<'spot'>) {
  const [right, setRight] = useState<YesNoValue | null>(null);
  const [joint, setJoint] = useState<number | null>(null);
  const solved = atLastStep(workedExample);
  const shownRight: YesNoValue | null = workedExample
    ? solved
      ? task.flaw === 'none'
        ? 'yes'
        : 'no'
      : null
    : right;
  // The worked example points at the bad joint from its second step.
  const shownJoint = workedExample
    ? workedExample.index >= 1
      ? task.joint
      : null
    : shownRight === 'no'
      ? joint
      : null;
  const checked = state === 'correct' || state === 'incorrect';
  const short = unitWords[task.unit].short;

  function update(nextRight: YesNoValue, nextJoint: number | null) {
    setRight(nextRight);
    setJoint(nextJoint);
    const next: MeasureWithPaperClipsAnswer = {
      kind: 'spot',
      right: nextRight,
      joint: nextRight === 'no' ? nextJoint : null,
    };
    setAnswer(isAnswerComplete(next) ? next : undefined);
  }

  const yesNoMarks = workedExample
    ? shownRight
      ? { [shownRight]: 'correct' as const }
      : undefined
    : checkedMark<YesNoValue>(right, state);
  const jointState = workedExample ? 'shown' : checked ? state : 'picked';
  return (
    <div className={lingoLayout.stage}>
      <figure className={styles.maxRow}>
        <figcaption className={styles.maxCaption}>
          <Picture art={beaver} size={48} decorative />
          Max's row
        </figcaption>
        <div
          className={styles.jointPicker}
          data-selected-joint={shownJoint === null ? undefined : shownJoint - 1}
          data-joint-state={jointState}
        >
          <UnitRow
            object={bankObject(task.object)}
            objectLength={task.lengthCm}
            unit={task.unit}
            starts={maxRowStarts(task)}
            laneCm={task.lengthCm}
            // The joints are buttons once the child says No (and stay, to show the one picked).
            tappableJoints={shownRight === 'no'}
            // Tapping picks the joint; Max's row stays as Max laid it.
            closeOnTap={false}
            onJointTap={(tapped) => {
              if (!locked && !workedExample) update('no', tapped.index + 1);
            }}
          />
        </div>
      </figure>
      <div className={styles.answer}>
        <YesNo
          label={isMaxRowRightQuestion}
          value={shownRight}
          onChange={(value) => update(value, value === 'no' ? joint : null)}
          disabled={locked}
          {...(yesNoMarks ? { marks: yesNoMarks } : {})}
        />
      </div>
      {shownRight === 'no' ? (
        <p className={lingoLayout.note} role="status" data-part="joint-picked">
          {shownJoint === null
            ? tapTheBadJoint
            : `The joint between ${short} ${shownJoint} and ${short} ${shownJoint + 1}.`}
        </p>
      ) : null}
    </div>
  );
}

const compareOptions: readonly ChoiceOption<CompareChoice>[] = compareChoices.map((value) => ({
  value,
  label: <span className={lingoLayout.cardWords}>{compareChoiceLabels[value]}</span>,
  ariaLabel: compareChoiceLabels[value],
}));

/**
 * Step 4: the object measured in one unit; will it take more, fewer or the same of the other?
 * Once answered, the child may lay the other unit to check. That part is not scored.
 */
function CompareQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'compare'>) {
  const asked = otherUnit(task.shownUnit);
  const picked = answer?.kind === 'compare' ? answer.value : null;
  const [laid, setLaid] = useState<readonly number[]>([]);
  const checked = state === 'correct' || state === 'incorrect';
  const right = compareAnswer(task);
  const solved = atLastStep(workedExample);
  const shownValue = workedExample ? (solved ? right : null) : picked;
  const marks = workedExample
    ? solved
      ? { [right]: 'correct' as const }
      : undefined
    : checkedMark(picked, state);
  const target = countIn(task.lengthCm, asked);
  const showLaying = checked || (workedExample !== null && workedExample.index >= 1);
  const laidRow = workedExample ? rightRow(task.lengthCm, unitLengthCm[asked]) : laid;
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        object={bankObject(task.object)}
        objectLength={task.lengthCm}
        unit={task.shownUnit}
        starts={rightRow(task.lengthCm, unitLengthCm[task.shownUnit])}
        laneCm={task.lengthCm}
        showCount
      />
      <div className={styles.answer}>
        <ChoiceGrid
          label={item.prompt}
          options={compareOptions}
          columns={3}
          value={shownValue}
          onChange={(value) => setAnswer({ kind: 'compare', value })}
          disabled={locked}
          {...(marks ? { marks } : {})}
        />
      </div>
      {showLaying ? (
        <section
          className={styles.tryIt}
          aria-label={`Lay the ${unitWords[asked].other} to check`}
          data-part="lay-to-check"
        >
          <p className={lingoLayout.note}>
            {laidRow.length === target
              ? `${lengthSentence(task, asked)} That is ${compareChoiceLabels[right]}.`
              : `Lay the ${unitWords[asked].other} to check.`}
          </p>
          <UnitRow
            object={bankObject(task.object)}
            objectLength={task.lengthCm}
            unit={asked}
            starts={laidRow}
            editable={!workedExample}
            showCount
            onChange={setLaid}
          />
        </section>
      ) : null}
    </div>
  );
}

/** One Measure with Paper Clips item, drawn with the widgets its step needs. */
export function MeasureWithPaperClipsQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'count':
      return <CountQuestion {...props} task={task} />;
    case 'build':
      return <BuildQuestion {...props} task={task} />;
    case 'spot':
      return <SpotQuestion {...props} task={task} />;
    case 'compare':
      return <CompareQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 1-2, Measure with Paper Clips: count paper clips or cubes laid along an object, build
 * the row, spot Max the beaver's gaps and overlaps, and see that shorter units take more.
 */
export default function MeasureWithPaperClips(props: LingoProps) {
  return (
    <LingoPractice<MeasureWithPaperClipsItem, MeasureWithPaperClipsAnswer>
      {...props}
      model={measureWithPaperClipsModel}
      Question={MeasureWithPaperClipsQuestion}
      isAnswerReady={isAnswerComplete}
    />
  );
}
