import * as styles from './Celebration.css';

const positions = ['8%', '22%', '38%', '55%', '70%', '86%'] as const;

/** Props of {@link Celebration}. */
export interface CelebrationProps {
  /** The banner text; default "Mastered!". */
  readonly text?: string;
}

/**
 * A celebration banner with rising stars. The stars move only for users who allow motion
 * (`prefers-reduced-motion` is honoured); the text is decorative, the live region says it.
 */
export function Celebration({ text = 'Mastered!' }: CelebrationProps) {
  return (
    <div className={styles.root} aria-hidden="true" data-testid="celebration">
      <span>⭐</span>
      <span>{text}</span>
      <span>⭐</span>
      <span className={styles.sparkles}>
        {positions.map((left, index) => (
          <span
            key={left}
            className={styles.sparkle}
            style={{ insetInlineStart: left, animationDelay: `${index * 120}ms` }}
          >
            {index % 2 === 0 ? '⭐' : '✨'}
          </span>
        ))}
      </span>
    </div>
  );
}
