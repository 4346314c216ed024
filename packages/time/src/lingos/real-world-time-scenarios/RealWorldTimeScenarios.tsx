import bus from '@lingos/kit/pictures/bus';
import chequeredFlag from '@lingos/kit/pictures/chequered-flag';
import mantelpieceClock from '@lingos/kit/pictures/mantelpiece-clock';
import personStanding from '@lingos/kit/pictures/person-standing';
import stopSign from '@lingos/kit/pictures/stop-sign';
import stopwatch from '@lingos/kit/pictures/stopwatch';
import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  Picture,
  type PictureArt,
  type PracticeItemProps,
  ReadAloudButton,
  shownMisconception,
  YesNo,
  type YesNoValue,
} from '@lingos/kit';
import type { ReactNode } from 'react';
import { entryFromTime, formatTimeAs, type TimeFormat } from '../../model/elapsed';
import { formatDurationShort } from '../../model/time';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { DurationPad } from '../../widgets/DurationPad/DurationPad';
import {
  ClockChoices,
  TimeJumpWorkspace,
  WorkedJumps,
} from '../../widgets/TimeJumpWorkspace/TimeJumpWorkspace';
import {
  realWorldModel,
  scenarioStart,
  type RealWorldAnswer,
  type RealWorldItem,
  type Runner,
  type Scenario,
  type ScenarioWorkedStep,
} from './model';
import * as styles from './RealWorldTimeScenarios.css';

/** The story's picture, found from its activity (the first that the story names). */
const storyPictures: readonly (readonly [RegExp, string])[] = [
  [/hockey/i, '🏒'],
  [/swim/i, '🏊'],
  [/library/i, '📚'],
  [/muffin|baking/i, '🧁'],
  [/recess/i, '⚽'],
  [/movie/i, '🎬'],
  [/piano/i, '🎹'],
  [/bus/i, '🚌'],
  [/paint/i, '🎨'],
  [/read/i, '📖'],
  [/draw/i, '✏️'],
  [/build/i, '🧱'],
];

function storyPicture(text: string): string {
  return storyPictures.find(([pattern]) => pattern.test(text))?.[1] ?? '🕰️';
}

/** The pictures of the story's facts. */
const factPictures = {
  clock: mantelpieceClock,
  stopwatch,
  finish: chequeredFlag,
  stop: stopSign,
  bus,
  waiting: personStanding,
};

/** A fact chip of the story card: a picture for what it is (starts, ends, takes), then it. */
function Fact({ art, children }: { readonly art: PictureArt; readonly children: ReactNode }) {
  return (
    <span className={styles.fact}>
      <Picture art={art} size={28} decorative />
      {children}
    </span>
  );
}

/** The story's numbers in symbols: times, lengths of time, the bus timetable. */
function StoryFacts({
  scenario,
  format,
}: {
  readonly scenario: Scenario;
  readonly format: TimeFormat;
}) {
  const time = (value: number) => formatTimeAs(value, format);
  switch (scenario.kind) {
    case 'end':
      return (
        <>
          <Fact art={factPictures.clock}>{time(scenario.start)}</Fact>
          <Fact art={factPictures.stopwatch}>{formatDurationShort(scenario.duration)}</Fact>
        </>
      );
    case 'start':
      return (
        <>
          <Fact art={factPictures.finish}>{time(scenario.end)}</Fact>
          <Fact art={factPictures.stopwatch}>{formatDurationShort(scenario.duration)}</Fact>
        </>
      );
    case 'how-long':
      return (
        <>
          <Fact art={factPictures.clock}>{time(scenario.start)}</Fact>
          <Fact art={factPictures.finish}>{time(scenario.end)}</Fact>
        </>
      );
    case 'enough-time':
      return (
        <>
          <Fact art={factPictures.clock}>{time(scenario.start)}</Fact>
          <Fact art={factPictures.stopwatch}>{formatDurationShort(scenario.duration)}</Fact>
          <Fact art={factPictures.stop}>
            {scenario.limitLabel} {time(scenario.limit)}
          </Fact>
        </>
      );
    case 'chain':
      return (
        <>
          <Fact art={factPictures.clock}>{time(scenario.start)}</Fact>
          <Fact art={factPictures.stopwatch}>{formatDurationShort(scenario.first.duration)}</Fact>
          <Fact art={factPictures.stopwatch}>{formatDurationShort(scenario.second.duration)}</Fact>
        </>
      );
    case 'timetable':
      return (
        <>
          <Fact art={factPictures.bus}>
            {time(scenario.timetable.first)}, every {scenario.timetable.every} min
          </Fact>
          <Fact art={factPictures.waiting}>{time(scenario.arrival)}</Fact>
        </>
      );
    case 'who-first':
      return null;
  }
}

/**
 * The story card: a picture, the story's numbers for the eye, and a button to hear the story
 * again. The story itself is the prompt, shown and read above; it is the text alternative.
 */
function StoryCard({ item }: { readonly item: RealWorldItem }) {
  return (
    <div className={styles.storyCard}>
      <Picture emoji={storyPicture(item.prompt)} size={64} decorative />
      <p className={styles.facts} aria-hidden="true">
        <StoryFacts scenario={item.scenario} format={item.format} />
      </p>
      <ReadAloudButton text={item.speech ?? item.prompt} subject="story" />
    </div>
  );
}

const runnerPictures: Readonly<Record<string, string>> = {
  swimming: '🏊',
  reading: '📖',
  painting: '🎨',
  drawing: '✏️',
  building: '🧱',
};

/** A "who finished first?" card: who, doing what, from when and for how long. */
function RunnerCard({ runner }: { readonly runner: Runner }) {
  return (
    <span className={styles.runner}>
      <Picture emoji={runnerPictures[runner.activity] ?? '🧒'} size={40} decorative />
      {runner.name}
      <DigitalClock value={runner.start} size="small" />
      <span className={styles.fact}>
        <Picture art={stopwatch} size={24} decorative />
        {formatDurationShort(runner.duration)}
      </span>
    </span>
  );
}

/** The time the story gives, where the clock starts: the end for "when did it start?". */
function givenTime(scenario: Scenario): number {
  switch (scenario.kind) {
    case 'start':
      return scenario.end;
    case 'timetable':
      return scenario.arrival;
    default:
      return scenarioStart(scenario);
  }
}

/** The ribbon's jump sizes: the timetable's interval comes as a button of its own. */
function ribbonJumpSizes(scenario: Scenario): readonly number[] | undefined {
  if (scenario.kind !== 'timetable') return undefined;
  return [...new Set([60, 30, scenario.timetable.every, 15, 5, 1])].sort((a, b) => b - a);
}

/** One story: the story card, the clock and ribbon tool, and the answer widget of its kind. */
function RealWorldQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<RealWorldItem, RealWorldAnswer>) {
  const misconception = shownMisconception({ state, attempt, result });
  const { scenario } = item;
  const given = givenTime(scenario);
  const answerTime = (time: number) =>
    setAnswer({ kind: 'time', entry: entryFromTime(time, item.format) });
  const jumpSizes = ribbonJumpSizes(scenario);
  // The ribbon is a tool the child points the right way: + for later, − for earlier.
  const workspace = (answerMode: 'display' | 'clock-or-digits' | 'digital', showTotal = false) => (
    <TimeJumpWorkspace
      given={given}
      answerMode={answerMode}
      format={item.format}
      direction="choose"
      ribbonStart={scenario.kind === 'timetable' ? scenario.timetable.first : given}
      showTotal={showTotal}
      locked={locked}
      onTime={answerTime}
      highlightNoon={misconception === 'H-NOON'}
      {...(jumpSizes ? { jumpSizes } : {})}
    />
  );

  let answerArea: ReactNode = null;
  switch (item.answerMode) {
    case 'clock-choice':
      answerArea = (
        <>
          {workspace('display')}
          <ClockChoices
            choices={item.choices ?? []}
            answer={answer?.kind === 'time' ? answer.entry : undefined}
            onPick={answerTime}
            locked={locked}
            state={state}
          />
        </>
      );
      break;
    case 'time':
      answerArea = workspace(item.format === '12h' ? 'digital' : 'clock-or-digits');
      break;
    case 'duration':
      answerArea = (
        <>
          {workspace('display', true)}
          <DurationPad
            onEntry={(entry) => setAnswer(entry ? { kind: 'duration', entry } : undefined)}
            disabled={locked}
          />
        </>
      );
      break;
    case 'yes-no': {
      const value: YesNoValue | undefined =
        answer?.kind === 'yes-no' ? (answer.value ? 'yes' : 'no') : undefined;
      const marks = checkedMark(value, state);
      answerArea = (
        <>
          {workspace('display')}
          <YesNo
            className={styles.choices}
            label="Is there enough time?"
            value={value ?? null}
            onChange={(next) => setAnswer({ kind: 'yes-no', value: next === 'yes' })}
            disabled={locked}
            {...(marks ? { marks } : {})}
          />
        </>
      );
      break;
    }
    case 'names': {
      const runners = scenario.kind === 'who-first' ? scenario.runners : [];
      const value = answer?.kind === 'name' ? answer.name : undefined;
      const marks = checkedMark(value, state);
      answerArea = (
        <ChoiceGrid
          className={styles.choices}
          label="Who finishes first?"
          options={runners.map((runner) => ({
            value: runner.name,
            ariaLabel: runner.name,
            label: <RunnerCard runner={runner} />,
          }))}
          value={value ?? null}
          onChange={(name) => setAnswer({ kind: 'name', name })}
          disabled={locked}
          {...(marks ? { marks } : {})}
        />
      );
      break;
    }
  }

  return (
    <div className={lingoLayout.stage}>
      <StoryCard item={item} />
      {answerArea}
    </div>
  );
}

/** A worked-example step: the jumps on the clock and ribbon, or the story's picture. */
function RealWorldWorkedStep({
  item,
  step,
}: {
  readonly item: RealWorldItem;
  readonly step: ScenarioWorkedStep;
}) {
  if (step.ribbon) {
    return (
      <WorkedJumps step={step} format={item.format} fallbackTime={scenarioStart(item.scenario)} />
    );
  }
  return (
    <p className={styles.examplePicture} aria-hidden="true">
      {storyPicture(item.prompt)}
    </p>
  );
}

/**
 * Lingo 2-6, Real-World Time Scenarios: everyday time stories. The child picks the move
 * (later, earlier, how long, compare) with the ribbon's + and − jumps, solves it on the
 * clock, the digits or the number pad (or says Yes/No, or who finished first), then Check.
 */
export default function RealWorldTimeScenarios(props: LingoProps) {
  return (
    <LingoPractice<RealWorldItem, RealWorldAnswer>
      {...props}
      model={realWorldModel}
      Question={RealWorldQuestion}
      renderWorkedExample={({ item, step }) => (
        <RealWorldWorkedStep item={item} step={step as ScenarioWorkedStep} />
      )}
    />
  );
}
