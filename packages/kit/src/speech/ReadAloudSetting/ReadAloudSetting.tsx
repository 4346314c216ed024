import { cx } from '../../internal/cx';
import { useSpeech } from '../ReadAloudProvider';
import * as styles from './ReadAloudSetting.css';

/** Props of {@link ReadAloudSetting}. */
export interface ReadAloudSettingProps {
  readonly className?: string;
}

/** The "Read prompts aloud automatically" switch, kept on this device. */
export function ReadAloudSetting({ className }: ReadAloudSettingProps) {
  const speech = useSpeech();
  return (
    <label className={cx(styles.root, className)}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={speech.autoRead}
        onChange={(event) => speech.setAutoRead(event.currentTarget.checked)}
      />
      Read prompts aloud automatically
    </label>
  );
}
