import { Button } from '@lingos/ui';
import { letters, type Letter } from '../../model/letters';
import * as styles from './AbcOrder.css';

/** Props of {@link AbcHelper}. */
export interface AbcHelperProps {
  /** Folded away at first (steps 3–4); opening it is a hint. */
  readonly folded: boolean;
  /** Shown even when folded (opened by the child, or a worked example). */
  readonly open: boolean;
  readonly onOpen: () => void;
  /** Letters lit on the strip (a worked example runs along it). */
  readonly highlight?: readonly Letter[];
}

/**
 * The ABC strip as this Lingo's helper: the 26 letters in order, open at steps 1–2; folded at
 * steps 3–4 behind a button whose press is reported (it counts as a hint).
 */
export function AbcHelper({ folded, open, onOpen, highlight = [] }: AbcHelperProps) {
  if (folded && !open) {
    return (
      <Button variant="secondary" onClick={onOpen} className={styles.stripButton}>
        Open the ABC strip
      </Button>
    );
  }
  return (
    <ol className={styles.strip} aria-label="ABC strip">
      {letters.map((letter) => (
        <li
          key={letter}
          className={styles.stripLetter}
          data-lit={highlight.includes(letter) || undefined}
        >
          {letter}
        </li>
      ))}
    </ol>
  );
}
