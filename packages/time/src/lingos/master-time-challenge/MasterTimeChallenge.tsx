import star from '@lingos/kit/pictures/star';
import type { ConceptId } from '@lingos/catalogue';
import {
  LingoFrame,
  type LingoProps,
  Picture,
  type PracticeItemProps,
  PracticeSession,
  type RoundAnswer,
  type RoundSummary,
  useLingoHost,
  type WorkedExampleStep,
} from '@lingos/kit';
import { Link, VisuallyHidden } from '@lingos/ui';
import { useRef } from 'react';
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
import * as styles from './MasterTimeChallenge.css';
import {
  masterTimeChallengeModel,
  masterTimeChallengeRules,
  questionAnnouncement,
  roundAnnouncement,
  strand,
  strandResults,
  type MasterAnswer,
  type MasterItem,
} from './model';
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
function SourceQuestion(props: Props) {
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
function SourceWorked({
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

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Practise more: …", a link where the host has the Lingo, else the advice alone. */
function PractiseMoreLink({ href, text }: { readonly href: string | null; readonly text: string }) {
  return href === null ? (
    <span className={styles.practiseLink}>{text}</span>
  ) : (
    <Link href={href} className={styles.practiseLink}>
      {text}
    </Link>
  );
}

/**
 * The round's result: "You got 11 of 12. Mastered!", then stars per strand ("Time zones:
 * 2 of 2"), and a link to practise any strand with 0 or 1 of 2.
 */
export function StrandResults({
  conceptId,
  summary,
  answers,
}: {
  readonly conceptId: ConceptId;
  readonly summary: Pick<RoundSummary, 'correct' | 'total' | 'newlyMastered'>;
  readonly answers: readonly RoundAnswer<MasterItem>[];
}) {
  const host = useLingoHost();
  const results = strandResults(
    answers.map((answer) => ({
      strand: answer.item.strand,
      source: answer.item.source,
      correct: answer.correct,
    })),
  );
  return (
    <>
      <p className={styles.roundLine}>
        {roundAnnouncement(summary.correct, summary.total, summary.newlyMastered)}
      </p>
      <ul className={styles.strands} aria-label="Stars per strand">
        {results.map((result) => (
          <li key={result.strand} className={styles.strandLine}>
            <span>{result.label}</span>
            <span className={styles.stars} aria-hidden="true">
              {Array.from({ length: result.total }, (_unused, index) => (
                <Picture
                  key={index}
                  art={star}
                  size={28}
                  decorative
                  className={index < result.correct ? undefined : styles.starNotYet}
                />
              ))}
            </span>
            {result.practiseMore ? (
              <PractiseMoreLink
                href={host.lingoHref(conceptId, result.practiseMore.lingoId)}
                text={result.practiseMore.text}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Lingo 3-6, Master Time Challenge: a round of 12 mixed items, 2 from each of 6 strands, each
 * drawn, checked and hinted as its source Lingo does. Rounds are untimed; a miss comes back
 * at the end of the round as practice; the result shows stars per strand.
 */
export default function MasterTimeChallenge({ conceptId, lingoId, seed }: LingoProps) {
  // A missed item comes back at the end of the round as the very same item object: one seen
  // answered before and now asked again is practice ("One more try"), not a new question.
  const answered = useRef(new WeakSet<MasterItem>());
  const repeats = useRef(new WeakSet<MasterItem>());
  return (
    <LingoFrame conceptId={conceptId} lingoId={lingoId}>
      <PracticeSession
        model={masterTimeChallengeModel}
        conceptId={conceptId}
        lingoId={lingoId}
        rules={masterTimeChallengeRules}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => {
          const { item, state, round } = props;
          if (state === 'answering' && answered.current.has(item)) repeats.current.add(item);
          if (state !== 'answering') answered.current.add(item);
          const line = repeats.current.has(item)
            ? `One more try: ${strand(item.strand).name}.`
            : questionAnnouncement(round?.index ?? 0, item, round?.size);
          return (
            <div className={styles.item}>
              <p className={styles.question}>
                {/* The badge is the line for the eye (the session shows "Question 1 of 12"
                    above); the sentence is for screen readers only, not said twice. */}
                <span className={styles.strandBadge} aria-hidden="true">
                  {repeats.current.has(item) ? 'One more try: ' : ''}
                  {capitalize(strand(item.strand).name)}
                </span>
                <VisuallyHidden>{line}</VisuallyHidden>
              </p>
              <SourceQuestion key={item.key} {...props} />
            </div>
          );
        }}
        renderWorkedExample={(props) => <SourceWorked {...props} />}
        renderRoundResult={({ summary, answers }) => (
          <StrandResults conceptId={conceptId} summary={summary} answers={answers} />
        )}
      />
    </LingoFrame>
  );
}
