import { cx } from '../../internal/cx';
import { ReadAloudButton } from '../../speech/ReadAloudButton/ReadAloudButton';
import * as styles from './PromptBar.css';

/** Props of {@link PromptBar}. */
export interface PromptBarProps {
  readonly text: string;
  /** What read-aloud says, when it differs from the text. */
  readonly speech?: string | readonly string[];
  readonly className?: string;
}

/** The prompt, large, with its "Read aloud" button. */
export function PromptBar({ text, speech, className }: PromptBarProps) {
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.prompt}>{text}</p>
      <ReadAloudButton text={speech ?? text} />
    </div>
  );
}
