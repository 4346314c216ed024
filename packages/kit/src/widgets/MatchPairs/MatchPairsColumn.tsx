import { VisuallyHidden } from '@lingos/ui';
import { useId, type KeyboardEvent } from 'react';
import type { RovingFocus } from '../../interaction/roving/useRovingFocus';
import { CheckIcon, CrossIcon } from '../../internal/icons';
import * as styles from './MatchPairs.css';
import type {
  MatchPairsItem,
  MatchPairsItemState,
  MatchPairsMark,
  MatchPairsSide,
} from './matchPairsModel';

/** What a column shows of one item. */
export interface MatchPairsColumnEntry {
  readonly item: MatchPairsItem;
  readonly name: string;
  readonly state: MatchPairsItemState;
  readonly mark: MatchPairsMark | undefined;
  readonly pairNumber: number | undefined;
  readonly selected: boolean;
  /** In a right pair, locked: it no longer moves or takes focus. */
  readonly locked: boolean;
}

/** Props of one column. */
export interface MatchPairsColumnProps {
  readonly side: MatchPairsSide;
  readonly label: string;
  readonly entries: readonly MatchPairsColumnEntry[];
  readonly roving: RovingFocus;
  readonly disabled: boolean;
  readonly onActivate: (side: MatchPairsSide, id: string) => void;
  /** Left/Right arrow: go to the other column. */
  readonly onCross: (side: MatchPairsSide) => void;
}

/** One column: a list of toggle buttons sharing one tab stop (Up/Down move, Home/End). */
export function MatchPairsColumn({
  side,
  label,
  entries,
  roving,
  disabled,
  onActivate,
  onCross,
}: MatchPairsColumnProps) {
  const titleId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (roving.handleKeyDown(event, index)) return;
    const across = side === 'left' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === across && !event.altKey) {
      event.preventDefault();
      onCross(side);
    }
  }

  return (
    <div className={styles.column} data-side={side}>
      <p id={titleId} className={styles.columnTitle}>
        {label}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {entries.map((entry, index) => {
          const props = roving.getItemProps(index);
          return (
            <li key={entry.item.id}>
              <button
                type="button"
                ref={props.ref}
                tabIndex={props.tabIndex}
                onFocus={props.onFocus}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={() => onActivate(side, entry.item.id)}
                aria-pressed={entry.selected}
                aria-disabled={disabled || entry.locked || undefined}
                data-state={entry.state}
                data-id={entry.item.id}
                className={styles.item({ state: entry.state })}
              >
                {/* Named by text, not aria-label, so a picture's words never contradict it. */}
                <VisuallyHidden>{entry.name}</VisuallyHidden>
                <span className={styles.content} aria-hidden="true">
                  {entry.item.content}
                </span>
                {entry.pairNumber !== undefined ? (
                  <span className={styles.pairNumber} aria-hidden="true" data-part="pair-number">
                    {entry.pairNumber}
                  </span>
                ) : null}
                {entry.mark ? (
                  <span className={styles.markIcon} aria-hidden="true">
                    {entry.mark === 'correct' ? <CheckIcon /> : <CrossIcon />}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
