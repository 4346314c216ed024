import { concepts, getConcept, type ConceptId } from '@lingos/catalogue';
import { ButtonLink, Card } from '@lingos/ui';
import { ShellPicture } from '../ShellPicture';
import * as styles from './pages.css';

const features = [
  { title: 'Modular', picture: 'modular', text: 'Each Lingo focuses on one concept.' },
  {
    title: 'Interactive',
    picture: 'interactive',
    text: 'Learn by doing, with direct manipulation and feedback.',
  },
  {
    title: 'Mastery-Based',
    picture: 'mastery',
    text: 'Practice until confident understanding clicks.',
  },
] as const;

const journeyTopics: readonly ConceptId[] = ['time', 'money', 'calendar', 'words'];

/** The home page: what Lingos is, and the two ways in. */
export function Home() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.kicker}>Targeted Mastery Through Interaction</p>
        <h1 id="home-title" className={styles.title}>
          Depth over breadth for real understanding
        </h1>
        <p className={styles.lead}>
          Small, hands-on lessons for children aged 5 to 9. Move clock hands, count coins and build
          words, one idea at a time, until it clicks.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/concepts" variant="primary" size="lg">
            Explore All Concepts
          </ButtonLink>
          <ButtonLink href="/concepts/time" variant="secondary" size="lg">
            Start with Time
          </ButtonLink>
        </div>
      </section>

      <section aria-label="Features" className={styles.features}>
        {features.map((feature) => (
          <Card key={feature.title}>
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <ShellPicture name={feature.picture} size={44} />
                {feature.title}
              </h2>
              <p className={styles.cardText}>{feature.text}</p>
            </div>
          </Card>
        ))}
      </section>

      <section className={styles.note} aria-labelledby="journey-title">
        <h2 id="journey-title">Ready to start your learning journey?</h2>
        <p>Pick a topic and play. There are {concepts.length} concepts to explore, including:</p>
        <ul className={styles.topics}>
          {journeyTopics.map((id) => {
            const concept = getConcept(id);
            if (!concept) return null;
            return (
              <li key={id}>
                <ButtonLink href={`/concepts/${id}`} variant="secondary">
                  <ShellPicture name={concept.id} size={28} />
                  {concept.name}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
