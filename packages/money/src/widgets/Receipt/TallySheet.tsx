import { VisuallyHidden } from '@lingos/ui';
import { formatDollars, speakAmount } from '../../model/format';
import * as styles from './Receipt.css';

/** One line of a tally sheet: a compartment and the subtotal the child wrote for it. */
export interface TallyLine {
  /** Unique on the sheet (a piece id, "total"). */
  readonly id: string;
  /** The compartment's name ("Twenty-dollar bills"). */
  readonly label: string;
  /** What the child wrote, in cents; null: not yet. */
  readonly amount: number | null;
  /** After a check. */
  readonly mark?: 'correct' | 'incorrect';
  /** Lit up (a wrong subtotal's compartment). */
  readonly lit?: boolean;
}

/** Props of {@link TallySheet}. */
export interface TallySheetProps {
  /** One line per compartment. */
  readonly lines: readonly TallyLine[];
  /** The total line (its id is chosen like a line's). */
  readonly total: TallyLine;
  /** The line the NumberPad writes into now. */
  readonly activeId?: string | null;
  /** The child chose a line to write into. */
  readonly onSelect?: (id: string) => void;
  /** Its caption (default "Tally sheet"). */
  readonly title?: string;
  /** Nothing can be chosen (after an answer). */
  readonly disabled?: boolean;
  readonly className?: string;
}

const markWords = { correct: 'right', incorrect: 'not right' } as const;

/** What a tally line says: "Twenty-dollar bills: you wrote 60 dollars." */
export function tallyLineText(line: Pick<TallyLine, 'label' | 'amount' | 'mark'>): string {
  const wrote = line.amount === null ? 'not written yet' : `you wrote ${speakAmount(line.amount)}`;
  return `${line.label}: ${wrote}${line.mark ? `, ${markWords[line.mark]}` : ''}.`;
}

/**
 * The receipt used as a tally sheet (The Cash Counter): a table with one line per drawer
 * compartment and a total line. Each amount is a button that chooses the line the Lingo's
 * NumberPad writes into; a line can be marked and lit after a check.
 */
export function TallySheet({
  lines,
  total,
  activeId = null,
  onSelect,
  title = 'Tally sheet',
  disabled = false,
  className,
}: TallySheetProps) {
  const row = (line: TallyLine, isTotal: boolean) => (
    <tr
      key={line.id}
      data-row={isTotal ? 'total' : 'line'}
      className={
        [isTotal ? styles.ruled : null, line.lit ? styles.litRow : null]
          .filter(Boolean)
          .join(' ') || undefined
      }
      data-lit={line.lit || undefined}
    >
      <th
        scope="row"
        className={[styles.label, isTotal ? styles.strong : null].filter(Boolean).join(' ')}
      >
        {line.label}
      </th>
      <td className={styles.amount}>
        <button
          type="button"
          className={styles.entry}
          aria-pressed={activeId === line.id}
          aria-disabled={disabled || undefined}
          data-mark={line.mark}
          onClick={() => {
            if (!disabled) onSelect?.(line.id);
          }}
        >
          <span aria-hidden="true">
            {line.amount === null ? '?' : formatDollars(line.amount)}
            {line.mark ? (
              <svg className={styles.mark} viewBox="0 0 16 16" width="16" height="16">
                <path
                  d={line.mark === 'correct' ? 'M2 8.5 L6 12.5 L14 3.5' : 'M3 3 L13 13 M13 3 L3 13'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </span>
          <VisuallyHidden>{tallyLineText(line)}</VisuallyHidden>
        </button>
      </td>
    </tr>
  );
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <tbody>{lines.map((line) => row(line, false))}</tbody>
        <tfoot>{row(total, true)}</tfoot>
      </table>
    </div>
  );
}
