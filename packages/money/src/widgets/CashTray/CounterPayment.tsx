import { describePieces, speakAmount } from '../../model/format';
import { pieces } from '../../model/pieces';
import { idsIn, totalIn } from './cashTrayModel';
import { PlacesTray } from './PlacesTray';
import type { TrayStateOptions } from './useTrayState';

/** The place ids of a {@link CounterPayment}. */
export const counterPlaces = { purse: 'purse', counter: 'counter' } as const;

/** Props of {@link CounterPayment}. */
export interface CounterPaymentProps extends TrayStateOptions {
  /** Its accessible name (usually the question). */
  readonly label: string;
  /** The purse's title (default "Your purse"). */
  readonly purseLabel?: string;
  /** The counter's title (default "Counter"). */
  readonly counterLabel?: string;
  /** Show the purse's total (default false). */
  readonly showPurseTotal?: boolean;
  /** Show the counter's total (default true). */
  readonly showCounterTotal?: boolean;
  /** Pieces lit, by key (a worked example). */
  readonly highlight?: ReadonlySet<string>;
  readonly size?: number;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * Paying at the counter (Money Transactions, The Corner Store): the child's given purse
 * (pieces with place `purse`) and the counter. Tap a piece (or Enter, or drag it) to move it
 * to the other side; Delete takes one back from the counter. Each move says what is on the
 * counter: "On the counter: a toonie, 2 dollars." Check with `idsIn(pieces, 'counter')`.
 */
export function CounterPayment({
  label,
  purseLabel = 'Your purse',
  counterLabel = 'Counter',
  showPurseTotal = false,
  showCounterTotal = true,
  highlight,
  size,
  disabled,
  className,
  ...stateOptions
}: CounterPaymentProps) {
  return (
    <PlacesTray
      {...stateOptions}
      label={label}
      className={className}
      highlight={highlight}
      columns
      {...(size === undefined ? {} : { size })}
      {...(disabled === undefined ? {} : { disabled })}
      places={[
        { id: counterPlaces.purse, label: purseLabel, showTotal: showPurseTotal },
        { id: counterPlaces.counter, label: counterLabel, showTotal: showCounterTotal },
      ]}
      onTap={(_piece, _index, place) => ({
        moveTo: place === counterPlaces.purse ? counterPlaces.counter : counterPlaces.purse,
      })}
      deleteTo={(place) => (place === counterPlaces.counter ? counterPlaces.purse : undefined)}
      movedMessage={(piece, to, tray) => {
        const onCounter = idsIn(tray, counterPlaces.counter);
        const counter = `On the ${counterLabel.toLowerCase()}: ${describePieces(onCounter, { empty: 'nothing' })}`;
        const total =
          showCounterTotal && onCounter.length > 0
            ? `, ${speakAmount(totalIn(tray, counterPlaces.counter))}`
            : '';
        const verb = to.id === counterPlaces.counter ? 'Put' : 'Took back';
        const where =
          to.id === counterPlaces.counter ? ` on the ${counterLabel.toLowerCase()}` : '';
        return `${verb} a ${pieces[piece.id].name}${where}. ${counter}${total}.`;
      }}
    />
  );
}
