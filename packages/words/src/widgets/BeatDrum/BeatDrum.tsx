import { useAnnouncer } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import * as styles from './BeatDrum.css';
import {
  createDrumState,
  defaultDrumMax,
  drumAnnouncement,
  drumReducer,
  drumText,
} from './beatDrumModel';
import { createDrumSound, type DrumSound } from './drumSound';

/** Props of {@link BeatDrum}. */
export interface BeatDrumProps {
  /** The most dots (default 8). */
  readonly max?: number;
  /** Play the soft tap sound (default true). */
  readonly sound?: boolean;
  /** Called with the count after every change (the drum is ungraded; a Lingo may log it). */
  readonly onCountChange?: (count: number) => void;
  /** The drum's sound, for tests and stories (default a Web Audio tone). */
  readonly createSound?: () => DrumSound;
  readonly className?: string;
}

/**
 * BeatDrum (words.md 3-3): a big drum the child taps, clicks or presses Space on to clap along
 * with a word. Each beat adds a dot and a soft tap; Backspace (or "Take one off") removes one
 * and Clear empties it. Ungraded: a scratch pad. Each change of the count is announced in a
 * polite live region ("Drum: 3 taps."), so it never interrupts the word being spoken.
 */
export function BeatDrum({
  max = defaultDrumMax,
  sound = true,
  onCountChange,
  createSound = createDrumSound,
  className,
}: BeatDrumProps) {
  const [state, dispatch] = useReducer(drumReducer, max, createDrumState);
  const [beats, setBeats] = useState(0);
  const { message, announce } = useAnnouncer();
  const dotsId = useId();
  const soundRef = useRef<DrumSound | null>(null);

  useEffect(
    () => () => {
      soundRef.current?.close();
      soundRef.current = null;
    },
    [],
  );

  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    const countChanged = previous.current.count !== state.count;
    previous.current = state;
    announce(drumAnnouncement(state));
    if (countChanged) onCountChange?.(state.count);
  }, [state, announce, onCountChange]);

  function tap() {
    if (state.count < state.max) {
      setBeats((count) => count + 1);
      if (sound) {
        soundRef.current ??= createSound();
        soundRef.current.play();
      }
    }
    dispatch({ type: 'tap' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      dispatch({ type: 'remove' });
    }
  }

  return (
    <div
      role="group"
      aria-label="Beat drum"
      className={`${styles.root}${className ? ` ${className}` : ''}`}
    >
      <button
        type="button"
        className={styles.drum}
        aria-describedby={dotsId}
        data-beat={beats === 0 ? undefined : beats % 2 === 1 ? 'odd' : 'even'}
        onClick={tap}
        onKeyDown={onKeyDown}
      >
        <span className={styles.skin}>Drum</span>
      </button>
      <VisuallyHidden id={dotsId}>{drumText(state.count)}</VisuallyHidden>
      <ul className={styles.dots} aria-hidden="true" data-count={state.count}>
        {Array.from({ length: state.count }, (_, index) => (
          <li key={index} className={styles.dot} />
        ))}
      </ul>
      {state.full ? (
        <p className={styles.message} data-part="message">
          That is all the dots. Press Clear to start again.
        </p>
      ) : null}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => dispatch({ type: 'remove' })}
        >
          Take one off
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => dispatch({ type: 'clear' })}
        >
          Clear
        </button>
      </div>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
