import { concepts } from '@lingos/catalogue';
import { ButtonLink, Card } from '@lingos/ui';
import * as styles from './pages.css';
import { ShellPicture } from '../ShellPicture';

/** The Learning Concepts overview: one card per concept. */
export function Concepts() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Learning Concepts</h1>
        <p className={styles.lead}>
          Choose a concept to explore. Each one is a set of small Lingos.
        </p>
      </header>
      <ul
        className={styles.cardGrid}
        aria-label="Concepts"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {concepts.map((concept) => (
          // The card is the grid item: cards in a row stretch to one height, so their buttons
          // line up at the bottom.
          <Card as="li" key={concept.id}>
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <ShellPicture name={concept.id} size={44} />
                {concept.title}
              </h2>
              <p className={styles.cardText}>{concept.description}</p>
              <div>
                <ButtonLink href={`/concepts/${concept.id}`} variant="primary">
                  Explore {concept.title}
                </ButtonLink>
              </div>
            </div>
          </Card>
        ))}
      </ul>
      <section className={styles.note} aria-labelledby="how-title">
        <h2 id="how-title">How Learning Works</h2>
        <p>
          Each concept has progressive levels. Every level starts with a foundational lesson, marked
          Learn, followed by activities to practise. You can start anywhere.
        </p>
      </section>
    </div>
  );
}
