import sparkles from '../../picture/art/sparkles';
import star from '../../picture/art/star';
import { Picture } from '../../picture/Picture/Picture';
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
      <Picture art={star} size={48} decorative />
      <span>{text}</span>
      <Picture art={star} size={48} decorative />
      <span className={styles.sparkles}>
        {positions.map((left, index) => (
          <span
            key={left}
            className={styles.sparkle}
            style={{ insetInlineStart: left, animationDelay: `${index * 120}ms` }}
          >
            <Picture art={index % 2 === 0 ? star : sparkles} size={32} decorative />
          </span>
        ))}
      </span>
    </div>
  );
}
