import { VisuallyHidden } from '@lingos/ui';
import { ReadAloudButton } from '@lingos/kit';
import { formatDollars, formatSignedAmount } from '../../model/format';
import * as styles from './Receipt.css';
import {
  defaultReceiptRows,
  receiptText,
  receiptTotals,
  type ReceiptInput,
  type ReceiptRow,
} from './receiptModel';

/** Props of {@link Receipt}. */
export interface ReceiptProps extends ReceiptInput {
  /** The rows after the item lines, in order (default: those that apply). */
  readonly rows?: readonly ReceiptRow[];
  /** Rows whose amount is the question, shown as "?". */
  readonly hidden?: readonly ReceiptRow[];
  /** How the payment is said aloud ("a $5 bill"). */
  readonly paidWith?: string;
  /** Its caption (default "Receipt"). */
  readonly title?: string;
  /** A Read aloud button under it (default true). */
  readonly readAloud?: boolean;
  readonly className?: string;
}

const rowNames: Readonly<Record<ReceiptRow, string>> = {
  subtotal: 'Subtotal',
  rounding: 'Cash rounding',
  total: 'Total',
  paid: 'Paid',
  change: 'Change',
};

/**
 * A till receipt as a table (screen readers read each row's name with its amount): item
 * lines, then a subtotal, a "Cash rounding" line with its signed amount ("+2¢"), the total,
 * what was paid and the change. Amounts asked for are shown as "?". A Read aloud button says
 * it the way money.md writes it.
 */
export function Receipt({
  lines,
  payment = 'cash',
  paid = null,
  rows,
  hidden = [],
  paidWith,
  title = 'Receipt',
  readAloud = true,
  className,
}: ReceiptProps) {
  const input = { lines, payment, paid };
  const totals = receiptTotals(input);
  const shownRows = (rows ?? defaultReceiptRows(input)).filter(
    (row) =>
      !(
        (row === 'paid' && totals.paid === null) ||
        (row === 'change' && totals.change === null && !hidden.includes(row))
      ),
  );
  const hiddenRows = new Set(hidden);
  const value = (row: ReceiptRow): string => {
    if (hiddenRows.has(row)) return '?';
    switch (row) {
      case 'subtotal':
        return formatDollars(totals.subtotal);
      case 'rounding':
        return formatSignedAmount(totals.rounding);
      case 'total':
        return formatDollars(totals.total);
      case 'paid':
        return formatDollars(totals.paid ?? 0);
      case 'change':
        return formatDollars(totals.change ?? 0);
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-payment={payment}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <tbody>
          {lines.map((line, index) => (
            // Two lines may name the same item: the index keeps their keys apart.
            <tr key={`${index}-${line.label}`} data-row="item">
              <th scope="row" className={styles.label}>
                {line.label}
              </th>
              <td className={styles.amount}>{formatDollars(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        {shownRows.length > 0 ? (
          <tfoot>
            {shownRows.map((row, index) => {
              const strong = row === 'total' || row === 'change';
              return (
                <tr key={row} data-row={row} className={index === 0 ? styles.ruled : undefined}>
                  <th
                    scope="row"
                    className={[styles.label, strong ? styles.strong : null]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {rowNames[row]}
                  </th>
                  <td
                    className={[
                      styles.amount,
                      strong ? styles.strong : null,
                      hiddenRows.has(row) ? styles.unknown : null,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {hiddenRows.has(row) ? (
                      <>
                        <span aria-hidden="true">?</span>
                        <VisuallyHidden>to find</VisuallyHidden>
                      </>
                    ) : (
                      value(row)
                    )}
                  </td>
                </tr>
              );
            })}
          </tfoot>
        ) : null}
      </table>
      {readAloud ? (
        <ReadAloudButton
          text={receiptText(input, { rows: shownRows, hidden, ...(paidWith ? { paidWith } : {}) })}
          subject={title.toLowerCase()}
          size="md"
        />
      ) : null}
    </div>
  );
}
