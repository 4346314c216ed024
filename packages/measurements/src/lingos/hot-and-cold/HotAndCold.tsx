import {
  checkedMark,
  ChoiceGrid,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useState } from 'react';
import { Thermometer } from '../../widgets/Thermometer/Thermometer';
import * as styles from './HotAndCold.css';
import {
  hotColdModel,
  sceneName,
  spokenTemperature,
  thermometerRange,
  writtenTemperature,
  type HotColdAnswer,
  type HotColdItem,
  type HotColdTask,
} from './model';

type Props = PracticeItemProps<HotColdItem, HotColdAnswer>;

/** Steps 1–2 type the reading: never below 0 there, so no minus key is needed. */
const temperatureFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: '°C',
  unit: ['degree Celsius', 'degrees Celsius'],
});

/** The temperature cards: "−15 °C", said "minus 15 degrees Celsius". */
function TemperatureChoices({
  label,
  choices,
  answer,
  setAnswer,
  locked,
  state,
  shownRight,
}: {
  readonly label: string;
  readonly choices: readonly number[];
  readonly answer: HotColdAnswer | undefined;
  readonly setAnswer: (answer: HotColdAnswer) => void;
  readonly locked: boolean;
  readonly state: Props['state'];
  /** A worked example's answer, marked right once the example reaches it. */
  readonly shownRight?: number;
}) {
  const picked = shownRight ?? answer;
  const value = picked === undefined ? null : String(picked);
  const marks =
    shownRight === undefined
      ? checkedMark(value, state === 'mastered' ? 'correct' : state)
      : { [String(shownRight)]: 'correct' as const };
  return (
    <ChoiceGrid
      label={label}
      columns={3}
      className={styles.choices}
      options={choices.map((choice) => ({
        value: String(choice),
        ariaLabel: spokenTemperature(choice),
        label: <span className={styles.temperature}>{writtenTemperature(choice)}</span>,
      }))}
      value={value}
      onChange={(next) => setAnswer(Number(next))}
      disabled={locked}
      {...(marks ? { marks } : {})}
    />
  );
}

/** Steps 1, 2 and 4: read the thermometer, on the NumberPad or from 3 cards. */
function ReadQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: Props & { readonly task: Extract<HotColdTask, { kind: 'read' }> }) {
  const [raw, setRaw] = useState('');
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.row}>
        <Thermometer
          value={task.value}
          min={thermometerRange.min}
          max={thermometerRange.max}
          markStep={task.marks}
        />
        {task.choices ? (
          <TemperatureChoices
            label={item.prompt}
            choices={task.choices}
            answer={answer}
            setAnswer={setAnswer}
            locked={locked}
            state={state}
            {...(last ? { shownRight: task.value } : {})}
          />
        ) : (
          <NumberPad
            format={temperatureFormat}
            value={workedExample ? (last ? String(task.value) : '') : raw}
            onChange={(next) => {
              setRaw(next);
              const value = temperatureFormat.parse(next);
              setAnswer(value === null ? undefined : value);
            }}
            label="Temperature"
            disabled={locked}
          />
        )}
      </div>
    </div>
  );
}

/** Steps 2 and 4: drag or arrow the top of the red line to the temperature asked for. */
function SetQuestion({
  task,
  answer,
  setAnswer,
  locked,
  workedExample,
}: Props & { readonly task: Extract<HotColdTask, { kind: 'set' }> }) {
  // The worked example moves the red line to the answer at its last step.
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = workedExample ? (last ? task.value : task.start) : (answer ?? task.start);
  return (
    <div className={lingoLayout.stage}>
      <Thermometer
        value={shown}
        min={thermometerRange.min}
        max={thermometerRange.max}
        markStep={5}
        settable
        onChange={setAnswer}
        disabled={locked}
      />
    </div>
  );
}

/** Step 3: a scene's picture, and the 3 temperatures to choose from. */
function SceneQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: Props & { readonly task: Extract<HotColdTask, { kind: 'scene' }> }) {
  const { scene } = task;
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  return (
    <div className={lingoLayout.stage}>
      <figure className={styles.scene}>
        {/* The caption names the scene; the picture says what it draws when that differs. */}
        {scene.object.pictureAlt ? (
          <Picture
            name={scene.object.picture ?? 'thermometer'}
            size={112}
            alt={scene.object.pictureAlt}
          />
        ) : (
          <Picture name={scene.object.picture ?? 'thermometer'} size={112} decorative />
        )}
        <figcaption className={styles.sceneName}>{capitalize(sceneName(scene))}</figcaption>
      </figure>
      <TemperatureChoices
        label={`${item.prompt} ${capitalize(sceneName(scene))}.`}
        choices={task.choices}
        answer={answer}
        setAnswer={setAnswer}
        locked={locked}
        state={state}
        {...(last ? { shownRight: scene.value } : {})}
      />
    </div>
  );
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One Hot and Cold item. */
export function HotAndColdQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'read':
      return <ReadQuestion {...props} task={task} />;
    case 'set':
      return <SetQuestion {...props} task={task} />;
    case 'scene':
      return <SceneQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-3, Hot and Cold: read a Celsius thermometer in steps of 10 and 5, set it by
 * dragging the red line, read below zero, and pick the temperature that fits a scene.
 */
export default function HotAndCold(props: LingoProps) {
  return (
    <LingoPractice<HotColdItem, HotColdAnswer>
      {...props}
      model={hotColdModel}
      Question={HotAndColdQuestion}
    />
  );
}
