import { findLingo, type ConceptId, type LingoId } from '@lingos/catalogue';
import { Link, Skeleton, VisuallyHidden } from '@lingos/ui';
import { cx } from '../../internal/cx';
import { useLingoHost } from '../../host/LingoHost';
import { PromptBar } from '../PromptBar/PromptBar';
import * as styles from './LingoFrame.css';

/** Props of {@link LingoFrameSkeleton}. */
export interface LingoFrameSkeletonProps<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  /** What screen readers hear while the activity loads; default "Loading…". */
  readonly label?: string;
  readonly className?: string;
}

/**
 * A Lingo's page while its code loads: the frame's real header (back link, `h1` title) and
 * its description as the prompt, all from the catalogue, with the mastery meter and the
 * activity as placeholders (`aria-busy`, a visually hidden "Loading…"). Pre-rendered pages
 * carry it, so the title and prompt paint before any Lingo code runs, in the places the
 * Lingo's own frame puts them. It reads no progress, so it renders the same on the server and
 * in the browser.
 */
export function LingoFrameSkeleton<C extends ConceptId>({
  conceptId,
  lingoId,
  label = 'Loading…',
  className,
}: LingoFrameSkeletonProps<C>) {
  const host = useLingoHost();
  const match = findLingo(conceptId, lingoId);
  const heading = match?.lingo.title ?? lingoId;
  const conceptTitle = match?.concept.title;
  const backHref = host.conceptHref(conceptId);
  return (
    <article className={cx(styles.root, className)} data-lingo={lingoId} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
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
          <Skeleton width="10rem" height="1.5rem" />
        </div>
        <h1 className={styles.title}>{heading}</h1>
      </header>
      <PromptBar text={match?.lingo.description ?? heading} />
      <div className={styles.activity} data-part="activity">
        <Skeleton height="2.5rem" radius="0.75rem" />
        <Skeleton height="12rem" radius="1.25rem" />
        <Skeleton width="8rem" height="3.5rem" radius="1.25rem" />
      </div>
    </article>
  );
}
