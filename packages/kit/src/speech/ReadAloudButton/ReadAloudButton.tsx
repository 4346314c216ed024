import { Button } from '@lingos/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { SpeakerIcon } from '../../internal/SpeakerIcon';
import { noVoiceMessage, type SpeechText } from '../controller';
import type { SpeechHandle } from '../handle';
import { useSpeech } from '../ReadAloudProvider';
import * as styles from './ReadAloudButton.css';

/** Props of {@link ReadAloudButton}. */
export interface ReadAloudButtonProps {
  /** What to say; several utterances are spoken in turn, each maybe at its own rate. */
  readonly text: SpeechText;
  /** Names what is read: the accessible name becomes "Read aloud: {subject}". */
  readonly subject?: string;
  /** Speaking rate; default 0.9 (a "slow" replay uses 0.6). */
  readonly rate?: number;
  /** Default `md` (44 px); `lg` is 56 px. */
  readonly size?: 'md' | 'lg';
  /** Only the speaker icon, no visible "Read aloud" text. */
  readonly iconOnly?: boolean;
  readonly className?: string;
}

/** Whether a {@link ReadAloudButton} is being heard; its `data-state`. */
export type ReadAloudButtonState = 'idle' | 'speaking';

/**
 * A button that reads text aloud with the browser's speech. Its accessible name starts with
 * "Read aloud". Where the browser has no voice it stays enabled and says so in a visible
 * message instead of failing silently. `data-state` is `speaking` from the moment the voice
 * starts until its request ends (a second press starts again from the beginning).
 */
export function ReadAloudButton({
  text,
  subject,
  rate,
  size = 'md',
  iconOnly = false,
  className,
}: ReadAloudButtonProps) {
  const speech = useSpeech();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<ReadAloudButtonState>('idle');
  const reading = useRef<{ handle: SpeechHandle; stop: () => void } | null>(null);
  const messageId = useId();
  const name = subject ? `Read aloud: ${subject}` : 'Read aloud';

  useEffect(() => () => reading.current?.stop(), []);

  function read() {
    const handle = speech.speak(text, rate === undefined ? {} : { rate });
    reading.current?.stop();
    const stop = handle.subscribe((event) => {
      if (event.type === 'utterance-start') setState('speaking');
      if (event.type === 'end') setState('idle');
    });
    reading.current = { handle, stop };
    void handle.outcome.then((outcome) => {
      if (reading.current?.handle !== handle) return;
      setMessage(outcome === 'no-voice' || outcome === 'unsupported' ? noVoiceMessage : '');
    });
  }

  return (
    <span className={cx(styles.root, className)}>
      <Button
        variant="secondary"
        size={size}
        iconOnly={iconOnly}
        aria-label={name}
        aria-describedby={message ? messageId : undefined}
        data-state={state}
        className={styles.button}
        onClick={read}
      >
        <SpeakerIcon />
        {iconOnly ? null : <span className={styles.label}>Read aloud</span>}
      </Button>
      <span id={messageId} role="status" className={styles.message}>
        {message}
      </span>
    </span>
  );
}
