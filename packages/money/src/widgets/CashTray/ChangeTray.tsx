import { ReadAloudButton } from '@lingos/kit';
import { countUpFrom } from '../../model/cash';
import { speakAmountShort } from '../../model/format';
import { pieceIds, pieceValue, type PieceId } from '../../model/pieces';
import { CashTray, pursePlace, type CashTrayProps } from './CashTray';
import * as styles from './CashTray.css';
import { idsIn, type TrayPiece } from './cashTrayModel';
import { countUpText } from './cashTrayText';
import { useTrayState } from './useTrayState';

/** What a cashier's till holds by default: every coin and the $5, $10 and $20 bills. */
export const tillPieces: readonly PieceId[] = pieceIds.filter(
  (id) => pieceValue(id) <= pieceValue('bill-20'),
);

/** Props of {@link ChangeTray}. */
export interface ChangeTrayProps extends Pick<
  CashTrayProps,
  | 'pieces'
  | 'defaultPieces'
  | 'onPiecesChange'
  | 'size'
  | 'disabled'
  | 'highlight'
  | 'maxPieces'
  | 'showTotal'
  | 'className'
> {
  /** Its accessible name (usually the question). */
  readonly label: string;
  /** The cash total counted up from, in cents. */
  readonly price: number;
  /** The pieces in the till (default {@link tillPieces}). */
  readonly till?: readonly PieceId[];
  /** Each piece added says the count from the price (default true). */
  readonly narrate?: boolean;
}

/** The change tray's count-up read aloud: "From 2 dollars 30: Quarter. 2 dollars 55. Nickel. 2 dollars 60." */
export function changeTrayText(price: number, tray: readonly TrayPiece[]): string {
  const steps = countUpFrom(price, idsIn(tray, pursePlace));
  if (steps.length === 0) return `From ${speakAmountShort(price)}: the change tray is empty.`;
  return `From ${speakAmountShort(price)}: ${steps.map((step) => countUpText(step.piece, step.reached)).join(' ')}`;
}

/**
 * The cashier's till and change tray (The Corner Store - 2): the till is the bank, the change
 * tray the purse (place `purse`). With `narrate`, each piece added says the count from the
 * price ("Quarter. 2 dollars 55."); without it, a Read aloud button reads the tray's count-up.
 * The tray is right when `totalIn(pieces, 'purse')` equals the change.
 */
export function ChangeTray({
  label,
  price,
  till = tillPieces,
  narrate = true,
  showTotal = false,
  pieces,
  defaultPieces,
  onPiecesChange,
  className,
  ...trayProps
}: ChangeTrayProps) {
  // Kept here too, so the Read aloud button reads the tray as it is now.
  const state = useTrayState({
    ...(pieces === undefined ? {} : { pieces }),
    ...(defaultPieces === undefined ? {} : { defaultPieces }),
  });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <CashTray
        {...trayProps}
        label={label}
        bank={till}
        bankLabel="Till"
        purseLabel="Change tray"
        pieces={state.tray}
        onPiecesChange={(next, action) => {
          state.dispatch(action);
          onPiecesChange?.(next, action);
        }}
        showTotal={showTotal}
        {...(narrate ? { countUpFrom: price } : {})}
      />
      {narrate ? null : (
        <ReadAloudButton text={changeTrayText(price, state.tray)} subject="the change tray" />
      )}
    </div>
  );
}
