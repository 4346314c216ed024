import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  footerText,
  getConcept,
  isLingoDone,
  levelProgress,
  lingoKey,
  type Concept,
  type Level,
} from '@lingos/catalogue';
import { useProgressState } from '@lingos/kit';
import { Button, ButtonLink, Link, ProgressBar } from '@lingos/ui';
import { useAppServices } from '../appContext';
import * as styles from './pages.css';
import { ShellPicture } from '../ShellPicture';

/** A concept's levels and Lingos. An unknown concept id redirects home. */
export function ConceptPage() {
  const { conceptId } = useParams();
  const concept = getConcept(conceptId ?? '');
  const { registry } = useAppServices();
  // The concept's Lingo loaders are a small chunk of their own: fetch it while the child reads.
  useEffect(() => {
    if (concept) registry.prefetch(concept.id);
  }, [registry, concept]);
  if (!concept) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <Link href="/concepts" className={styles.backLink}>
        ← Back to All Concepts
      </Link>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <ShellPicture name={concept.id} size={44} />
          {concept.title}
        </h1>
        <p className={styles.lead}>{concept.description}</p>
      </header>
      {concept.levels.map((level) => (
        <LevelSection key={level.id} concept={concept} level={level} />
      ))}
      <p className={styles.countLine}>{footerText(concept)}</p>
    </div>
  );
}

function LevelSection({ concept, level }: { concept: Concept; level: Level }) {
  const { registry } = useAppServices();
  const progress = useProgressState();
  const summary = levelProgress(progress, concept, level);
  const headingId = `${level.id}-title`;
  return (
    <section id={level.id} className={styles.level} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.levelTitle}>
        Level {level.number}: {level.title}
      </h2>
      <p className={styles.cardText}>{level.description}</p>
      <ProgressBar
        label={`Level ${level.number} progress`}
        completed={summary.completed}
        total={summary.total}
      />
      <ul className={styles.lingoGrid}>
        {level.lingos.map((lingo) => {
          const label = lingo.isLearn ? `${lingo.title} (Learn)` : lingo.title;
          const variant = lingo.isLearn ? 'primary' : 'secondary';
          const done = isLingoDone(progress.lingos[lingoKey(concept.id, lingo.id)]);
          return (
            <li key={lingo.id}>
              {registry.isAvailable(concept.id, lingo.id) ? (
                <ButtonLink
                  href={lingo.path}
                  variant={variant}
                  size="lg"
                  className={styles.lingoButton}
                >
                  <span className={styles.lingoLabel}>
                    <span>
                      {done ? <span aria-hidden="true">✓ </span> : null}
                      {label}
                    </span>
                    {done ? <span className={styles.lingoNote}>Done</span> : null}
                  </span>
                </ButtonLink>
              ) : (
                <Button variant={variant} size="lg" disabled className={styles.lingoButton}>
                  <span className={styles.lingoLabel}>
                    <span>{label}</span>
                    <span className={styles.lingoNote}>Not yet available</span>
                  </span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
