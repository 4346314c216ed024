import { findLingo, isLingoDone, type ConceptId, type LingoId } from '@lingos/catalogue';
import { Link } from '@lingos/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useLingoHost } from '../../host/LingoHost';
import { FrameContext, type FramePrompt, type FrameSlots } from '../FrameContext';
import { useLingoProgress } from '../../progress/ProgressProvider';
import { MasteryMeter } from '../MasteryMeter/MasteryMeter';
import { PromptBar } from '../PromptBar/PromptBar';
import * as styles from './LingoFrame.css';

/** Props of {@link LingoFrame}. */
export interface LingoFrameProps<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  /** The activity: a PracticeSession, a LearnLesson or the Lingo's own content. */
  readonly children?: ReactNode;
  /**
   * A prompt for activities that do not set one (a PracticeSession or LearnLesson inside
   * sets its own). Default the Lingo's description.
   */
  readonly prompt?: string;
  /** What read-aloud says for `prompt`, when it differs. */
  readonly speech?: string | readonly string[];
  /** The mastery value when no session inside sets it; default 100 when done, else 0. */
  readonly mastery?: number;
  /** Overrides the catalogue title (a Lingo outside the catalogue, e.g. in a story). */
  readonly title?: string;
  readonly className?: string;
}

/**
 * The page frame of one Lingo: its `h1` title from the catalogue, a link back to the concept
 * page (where the host says it is), the prompt with a "Read aloud" button, the "Mastery"
 * progress bar, and the activity. The breadcrumb belongs to the host.
 */
export function LingoFrame<C extends ConceptId>({
  conceptId,
  lingoId,
  children,
  prompt,
  speech,
  mastery,
  title,
  className,
}: LingoFrameProps<C>) {
  const host = useLingoHost();
  const match = findLingo(conceptId, lingoId);
  const progress = useLingoProgress(conceptId, lingoId);
  const [activityPrompt, setActivityPrompt] = useState<FramePrompt | null>(null);
  const [activityMastery, setActivityMastery] = useState<number | null>(null);
  const slots = useMemo<FrameSlots>(
    () => ({ setPrompt: setActivityPrompt, setMastery: setActivityMastery }),
    [],
  );
  const heading = title ?? match?.lingo.title ?? lingoId;
  const shown: FramePrompt = activityPrompt ?? {
    text: prompt ?? match?.lingo.description ?? heading,
    ...(speech ? { speech } : {}),
  };
  const conceptTitle = match?.concept.title;
  const backHref = host.conceptHref(conceptId);
  return (
    <FrameContext.Provider value={slots}>
      <article className={cx(styles.root, className)} data-lingo={lingoId}>
        <header className={styles.header}>
          <div className={styles.topRow}>
            {backHref === null ? (
              <span />
            ) : (
              <Link href={backHref} className={styles.back}>
                <span aria-hidden="true">←</span>
                {conceptTitle ? `Back to ${conceptTitle}` : 'Back to the concept'}
              </Link>
            )}
            <MasteryMeter value={activityMastery ?? mastery ?? (isLingoDone(progress) ? 100 : 0)} />
          </div>
          <h1 className={styles.title}>{heading}</h1>
        </header>
        <PromptBar text={shown.text} {...(shown.speech ? { speech: shown.speech } : {})} />
        <div className={styles.activity}>{children}</div>
      </article>
    </FrameContext.Provider>
  );
}
