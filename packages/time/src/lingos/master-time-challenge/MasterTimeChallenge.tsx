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
import { Link, Skeleton, VisuallyHidden } from '@lingos/ui';
import { Suspense, use, useEffect, useRef } from 'react';
import * as styles from './MasterTimeChallenge.css';
import type * as SourcesModule from './sources';
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

type Sources = typeof SourcesModule;

let sources: Sources | undefined;
let loading: Promise<Sources> | undefined;

/**
 * Loads the questions' views once (a failed load is tried again on the next call). Exported
 * for tests, which load them up front.
 */
export function loadSources(): Promise<Sources> {
  loading ??= import('./sources').then(
    (module) => (sources = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The questions' views: at once when loaded, else suspending until they are. */
function useSources(): Sources {
  return sources ?? use(loadSources());
}

type Props = PracticeItemProps<MasterItem, MasterAnswer>;

function SourceQuestion(props: Props) {
  const { SourceQuestion: Question } = useSources();
  return <Question {...props} />;
}

function SourceWorked(props: {
  readonly item: MasterItem;
  readonly step: WorkedExampleStep;
  readonly index: number;
  readonly steps: readonly WorkedExampleStep[];
}) {
  const { SourceWorked: Worked } = useSources();
  return <Worked {...props} />;
}

/** Where a question appears while its view loads (once, when the first round starts). */
function QuestionSkeleton() {
  return (
    <div data-part="question-loading" aria-busy="true">
      <VisuallyHidden role="status">Loading the question…</VisuallyHidden>
      <Skeleton height="14rem" radius="1.25rem" />
    </div>
  );
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
  // The questions' views start loading at the learner's first tap or key press (usually on
  // Start round), so they are rarely waited for and never slow the intro's first paint.
  useEffect(() => {
    const load = () => void loadSources().catch(() => undefined);
    const options = { once: true, capture: true } as const;
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, []);
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
              <Suspense fallback={<QuestionSkeleton />}>
                <SourceQuestion key={item.key} {...props} />
              </Suspense>
            </div>
          );
        }}
        renderWorkedExample={(props) => (
          <Suspense fallback={<QuestionSkeleton />}>
            <SourceWorked {...props} />
          </Suspense>
        )}
        renderRoundResult={({ summary, answers }) => (
          <StrandResults conceptId={conceptId} summary={summary} answers={answers} />
        )}
      />
    </LingoFrame>
  );
}
