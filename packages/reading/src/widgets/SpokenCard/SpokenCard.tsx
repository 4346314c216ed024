import { InCardSpeaker, type SpeechText } from '@lingos/kit';
import type { ReactNode } from 'react';
import * as styles from './SpokenCard.css';

/** Props of {@link SpokenCard}. */
export interface SpokenCardProps {
  /** What the speaker says: the card's text, in its spoken form. */
  readonly speech: SpeechText;
  /** What the card shows. */
  readonly children: ReactNode;
}

/**
 * A sort or match card's content with kit's small speaker in its top left corner, so a
 * child who cannot read the card yet hears it with a tap (the card is not picked up or
 * chosen). The keyboard hears it on focus; assistive tech reads the card's name.
 */
export function SpokenCard({ speech, children }: SpokenCardProps) {
  return (
    <span className={styles.root}>
      <InCardSpeaker speech={speech} corner="start" />
      {children}
    </span>
  );
}
