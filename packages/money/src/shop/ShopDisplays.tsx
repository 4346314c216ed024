import { VisuallyHidden } from '@lingos/ui';
import { formatAmount, formatDollars, speakAmountShort } from '../model/format';
import type { PricedItem } from './shop';
import { ShopItemPicture } from './ShopItemPicture';
import * as styles from './shop.css';

/** A price tag: the item's picture, its name and its price; read "Apple, 85 cents." */
export function ShopPriceTag({ line }: { readonly line: PricedItem }) {
  const { item, price } = line;
  return (
    <div className={styles.priceTag}>
      <ShopItemPicture item={item} decorative />
      <span className={styles.priceTagWords} aria-hidden="true">
        <span>{item.title}</span>
        <span className={styles.price}>{formatAmount(price)}</span>
      </span>
      <VisuallyHidden>{`${item.title}, ${speakAmountShort(price)}.`}</VisuallyHidden>
    </div>
  );
}

/** A shelf of price tags. */
export function ShopShelf({ lines }: { readonly lines: readonly PricedItem[] }) {
  return (
    <ul className={styles.shelf} aria-label="Shelf">
      {lines.map((line) => (
        <li key={line.item.id}>
          <ShopPriceTag line={line} />
        </li>
      ))}
    </ul>
  );
}

/** One line of a receipt: words and an amount ("Cash rounding", "+2¢"). */
export interface ReceiptLineData {
  readonly label: string;
  /** The amount column, as shown ("$1.49", "+2¢", "?"). */
  readonly amount: string;
  readonly total?: boolean;
}

/** A receipt: item lines and totals, for the eye; `text` is what a screen reader hears. */
export function ShopReceipt({
  lines,
  text,
}: {
  readonly lines: readonly ReceiptLineData[];
  readonly text: string;
}) {
  return (
    <div className={styles.receipt}>
      <div aria-hidden="true">
        {lines.map((line, index) => (
          <p
            key={index}
            data-part="receipt-line"
            className={
              line.total ? `${styles.receiptLine} ${styles.receiptTotal}` : styles.receiptLine
            }
          >
            <span>{line.label}</span>
            <span>{line.amount}</span>
          </p>
        ))}
      </div>
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>
  );
}

/** Receipt lines of priced items ("Juice box  $1.49"). */
export function itemReceiptLines(lines: readonly PricedItem[]): ReceiptLineData[] {
  return lines.map((line) => ({ label: line.item.title, amount: formatDollars(line.price) }));
}
