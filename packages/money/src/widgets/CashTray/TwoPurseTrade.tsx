import type { PieceId } from '../../model/pieces';
import { CashTray, type CashTrayProps } from './CashTray';
import * as styles from './CashTray.css';
import type { TrayPieceInput } from './cashTrayModel';
import { DisplayPurse } from './DisplayPurse';

/** Props of {@link TwoPurseTrade}. */
export interface TwoPurseTradeProps extends Pick<
  CashTrayProps,
  'pieces' | 'defaultPieces' | 'onPiecesChange' | 'size' | 'disabled' | 'highlight' | 'maxPieces'
> {
  /** Its accessible name (usually the question). */
  readonly label: string;
  /** What is traded, on the left. */
  readonly given: readonly TrayPieceInput[];
  /** The coins the child may use. */
  readonly bank: readonly PieceId[];
  /** The left purse's title (default "Trade"). */
  readonly givenLabel?: string;
  /** The right purse's title (default "Your side"). */
  readonly yourLabel?: string;
  /** A running total under each purse (default true). */
  readonly showTotals?: boolean;
  readonly className?: string;
}

/**
 * The two-purse trade (Computational Playground: trade): the given coins on the left, the
 * child's purse on the right filled from a bank, a running total under each. The right
 * purse's pieces have place `purse`: the trade is right when `totalIn(pieces, 'purse')`
 * equals the given total.
 */
export function TwoPurseTrade({
  label,
  given,
  bank,
  givenLabel = 'Trade',
  yourLabel = 'Your side',
  showTotals = true,
  className,
  ...trayProps
}: TwoPurseTradeProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.root, styles.columns, className].filter(Boolean).join(' ')}
    >
      <DisplayPurse
        label={givenLabel}
        pieces={given}
        sortable={false}
        showTotal={showTotals}
        {...(trayProps.size === undefined ? {} : { size: trayProps.size })}
      />
      <CashTray
        {...trayProps}
        label={yourLabel}
        bank={bank}
        purseLabel={yourLabel}
        purseSpokenName={yourLabel.toLowerCase()}
        showTotal={showTotals}
      />
    </div>
  );
}
