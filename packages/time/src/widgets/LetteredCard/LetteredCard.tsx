import type { ReactNode } from 'react';
import { cardName } from '../../model/time';
import * as styles from './LetteredCard.css';

/**
 * A card with its letter over what it shows (a clock, digits or words): the odd-one-out
 * cards of Time Puzzles (3-1), and the Time Compare cards of Master Time Challenge (3-6).
 */
export function LetteredCard({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <span className={styles.letteredCard}>
      <span className={styles.letter}>{id.toUpperCase()}</span>
      {children}
    </span>
  );
}

/** A lettered card's name: "Card A: " and its text alternative, without the full stop. */
export function letteredCardName(id: string, text: string): string {
  return cardName(`Card ${id.toUpperCase()}: ${text}`);
}
