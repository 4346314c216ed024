import { totalOf } from '../../model/cash';
import { describePieces, speakAmount } from '../../model/format';
import * as styles from './CashTray.css';
import { idsIn, isSortedByValue, type TrayPiece } from './cashTrayModel';
import { sortedText } from './cashTrayText';
import { PlacesTray } from './PlacesTray';
import type { TrayStateOptions } from './useTrayState';

/** The place ids of a {@link CountingLine}. */
export const countingLinePlaces = { purse: 'purse', line: 'line' } as const;

/** Props of {@link CountingLine}. */
export interface CountingLineProps extends TrayStateOptions {
  /** Its accessible name. */
  readonly label: string;
  /** The purse's title (default "Purse"). */
  readonly purseLabel?: string;
  /** The line's title (default "Counting line"). */
  readonly lineLabel?: string;
  /** A "Sort by value" button on the purse (default true). */
  readonly sortable?: boolean;
  /** Pieces lit, by key (a worked example). */
  readonly highlight?: ReadonlySet<string>;
  readonly size?: number;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** What a tap on the `index`-th piece of a counting line says: the count so far, "35 cents". */
export function runningCountText(tray: readonly TrayPiece[], index: number): string {
  return `${speakAmount(totalOf(idsIn(tray, countingLinePlaces.line).slice(0, index + 1)))}.`;
}

/**
 * A purse to count, and a counting line (Computational Playground): tap a purse coin (or
 * Enter, or drag it) to put it on the line; tap a coin on the line to hear the count so far
 * ("25 cents", "35 cents", "40 cents"). Delete sends a coin back. The purse's pieces come in
 * with place `purse` (`trayPieces(coins, 'purse')`); this is a tool, so it never checks.
 */
export function CountingLine({
  label,
  purseLabel = 'Purse',
  lineLabel = 'Counting line',
  sortable = true,
  highlight,
  size,
  disabled,
  className,
  ...stateOptions
}: CountingLineProps) {
  return (
    <PlacesTray
      {...stateOptions}
      label={label}
      className={className}
      highlight={highlight}
      {...(size === undefined ? {} : { size })}
      {...(disabled === undefined ? {} : { disabled })}
      places={[
        {
          id: countingLinePlaces.purse,
          label: purseLabel,
          action: sortable
            ? ({ tray, dispatch, say }) =>
                idsIn(tray, countingLinePlaces.purse).length > 1 ? (
                  <button
                    type="button"
                    className={styles.action}
                    aria-disabled={isSortedByValue(tray, countingLinePlaces.purse) || undefined}
                    onClick={() => {
                      const next = dispatch({ type: 'sort', place: countingLinePlaces.purse });
                      say(
                        `${sortedText} ${describePieces(idsIn(next, countingLinePlaces.purse), { order: 'shown' })}.`,
                      );
                    }}
                  >
                    Sort by value
                  </button>
                ) : null
            : undefined,
        },
        { id: countingLinePlaces.line, label: lineLabel, spokenName: 'the counting line' },
      ]}
      onTap={(piece, index, place, tray) =>
        place === countingLinePlaces.purse
          ? { moveTo: countingLinePlaces.line }
          : { say: runningCountText(tray, index) }
      }
      deleteTo={(place) =>
        place === countingLinePlaces.line ? countingLinePlaces.purse : undefined
      }
    />
  );
}
