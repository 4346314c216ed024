/**
 * Master Time Challenge's questions and worked examples, each drawn by its source Lingo's own
 * view. The challenge loads this module (and with it nine Lingos' views) when the learner
 * starts, not with the round's intro: the intro paints and answers sooner on a slow phone.
 */
import type { PracticeItemProps, WorkedExampleStep } from '@lingos/kit';
import {
  ActivitySequencingQuestion,
  ActivitySequencingWorked,
} from '../activity-sequencing/ActivitySequencing';
import type {
  ActivitySequencingAnswer,
  ActivitySequencingItem,
} from '../activity-sequencing/model';
import type {
  DurationCalculatorAnswer,
  DurationCalculatorItem,
} from '../duration-calculator/model';
import { ElapsedQuestion, ElapsedWorked } from '../elapsed-time-calculator/ElapsedTimeCalculator';
import type { ElapsedAnswer, ElapsedItem } from '../elapsed-time-calculator/model';
import type { LookingBackAnswer, LookingBackItem } from '../looking-back/model';
import type { LookingForwardAnswer, LookingForwardItem } from '../looking-forward/model';
import type { SetTheTimeAnswer, SetTheTimeItem } from '../set-the-time/model';
import { SetTheTimeQuestion } from '../set-the-time/SetTheTime';
import type { SpeedClockAnswer, SpeedClockItem } from '../speed-clock-reading/model';
import { SpeedClockQuestion } from '../speed-clock-reading/SpeedClockReading';
import type { CompareAnswer, TimeCompareItem } from '../time-compare/model';
import type { TimePatternAnswer, TimePatternItem } from '../time-pattern-recognition/model';
import {
  TimePatternQuestion,
  TimePatternWorked,
} from '../time-pattern-recognition/TimePatternRecognition';
import type { TimePuzzleAnswer, TimePuzzleItem } from '../time-puzzles/model';
import { TimePuzzleQuestion, TimePuzzleWorked } from '../time-puzzles/TimePuzzles';
import type { TimeSequenceAnswer, TimeSequenceItem } from '../time-sequence-puzzles/model';
import {
  TimeSequenceQuestion,
  TimeSequenceWorked,
} from '../time-sequence-puzzles/TimeSequencePuzzles';
import type { TimeZoneAnswer, TimeZoneItem } from '../time-zone-converter/model';
import { TimeZoneQuestion, TimeZoneWorked } from '../time-zone-converter/TimeZoneConverter';
import { WorkedClock } from '../../widgets/WorkedClock/WorkedClock';
import type { MasterAnswer, MasterItem } from './model';
import {
  CompareSource,
  CompareWorked,
  DurationSource,
  JumpSource,
  JumpWorked,
} from './sourceQuestions';

type Props = PracticeItemProps<MasterItem, MasterAnswer>;

/**
 * The props the source Lingo's own view takes: its item and answer, and its misconception
 * without the challenge's "lingo-3-3:" prefix (so its hint visuals still fire).
 */
function innerProps<Item, Answer>(
  props: Props,
): PracticeItemProps<Item & MasterItem['inner'], Answer> {
  const { item, result, hintFor } = props;
  const prefix = `${item.source}:`;
  const misconception = result?.misconception;
  return {
    ...props,
    item: item.inner as Item & MasterItem['inner'],
    answer: props.answer as Answer | undefined,
    setAnswer: props.setAnswer as (answer: Answer | undefined) => void,
    submit: props.submit as (answer?: Answer) => void,
    result:
      result && misconception?.startsWith(prefix)
        ? { ...result, misconception: misconception.slice(prefix.length) }
        : result,
    hintFor: (inner?: string) => hintFor(inner === undefined ? undefined : `${prefix}${inner}`),
  };
}

/** The item, drawn as its source Lingo draws it. */
export function SourceQuestion(props: Props) {
  switch (props.item.source) {
    case 'lingo-1-2':
      return (
        <SetTheTimeQuestion
          {...innerProps<SetTheTimeItem, SetTheTimeAnswer>(props)}
          clockSize={300}
        />
      );
    case 'lingo-1-5':
      // Untimed: a tap picks a card, Check confirms it.
      return (
        <SpeedClockQuestion
          {...innerProps<SpeedClockItem, SpeedClockAnswer>(props)}
          answerBy="check"
        />
      );
    case 'lingo-2-1':
      return <CompareSource {...innerProps<TimeCompareItem, CompareAnswer>(props)} />;
    case 'lingo-1-4':
      return <TimeSequenceQuestion {...innerProps<TimeSequenceItem, TimeSequenceAnswer>(props)} />;
    case 'lingo-3-2':
      return (
        <ActivitySequencingQuestion
          {...innerProps<ActivitySequencingItem, ActivitySequencingAnswer>(props)}
        />
      );
    case 'lingo-2-2':
      return (
        <JumpSource
          {...innerProps<LookingForwardItem, LookingForwardAnswer>(props)}
          direction="forward"
        />
      );
    case 'lingo-2-3':
      return (
        <JumpSource {...innerProps<LookingBackItem, LookingBackAnswer>(props)} direction="back" />
      );
    case 'lingo-2-4':
      return (
        <DurationSource {...innerProps<DurationCalculatorItem, DurationCalculatorAnswer>(props)} />
      );
    case 'lingo-3-4':
      return <ElapsedQuestion {...innerProps<ElapsedItem, ElapsedAnswer>(props)} />;
    case 'lingo-3-3':
      return <TimeZoneQuestion {...innerProps<TimeZoneItem, TimeZoneAnswer>(props)} />;
    case 'lingo-3-1':
      return <TimePuzzleQuestion {...innerProps<TimePuzzleItem, TimePuzzleAnswer>(props)} />;
    case 'lingo-3-5':
      return <TimePatternQuestion {...innerProps<TimePatternItem, TimePatternAnswer>(props)} />;
  }
}

/** A worked-example step, drawn as the source Lingo draws it. */
export function SourceWorked({
  item,
  step,
  index,
  steps,
}: {
  readonly item: MasterItem;
  readonly step: WorkedExampleStep;
  readonly index: number;
  readonly steps: readonly WorkedExampleStep[];
}) {
  const last = index === steps.length - 1;
  switch (item.source) {
    case 'lingo-1-2':
      return (
        <WorkedClock
          step={step}
          index={index}
          fallbackTime={(item.inner as SetTheTimeItem).target}
        />
      );
    case 'lingo-1-5':
      return (
        <WorkedClock step={step} index={index} fallbackTime={(item.inner as SpeedClockItem).time} />
      );
    case 'lingo-2-1':
      return <CompareWorked item={item.inner as TimeCompareItem} step={step} />;
    case 'lingo-1-4':
      return <TimeSequenceWorked item={item.inner as TimeSequenceItem} index={index} />;
    case 'lingo-3-2':
      return <ActivitySequencingWorked item={item.inner as ActivitySequencingItem} step={step} />;
    case 'lingo-2-2':
      return (
        <JumpWorked
          step={step}
          format={(item.inner as LookingForwardItem).format === '12h' ? '12h' : 'face'}
        />
      );
    case 'lingo-2-3':
      return (
        <JumpWorked
          step={step}
          format={(item.inner as LookingBackItem).format === '12h' ? '12h' : 'face'}
        />
      );
    case 'lingo-2-4':
      return <JumpWorked step={step} format="face" />;
    case 'lingo-3-4':
      return <ElapsedWorked item={item.inner as ElapsedItem} step={step} last={last} />;
    case 'lingo-3-3':
      return <TimeZoneWorked item={item.inner as TimeZoneItem} step={step} />;
    case 'lingo-3-1':
      return <TimePuzzleWorked item={item.inner as TimePuzzleItem} step={step} />;
    case 'lingo-3-5':
      return <TimePatternWorked item={item.inner as TimePatternItem} step={step} last={last} />;
  }
}
