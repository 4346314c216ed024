import { VisuallyHidden } from '@lingos/ui';
import { useState, type KeyboardEvent } from 'react';
import { useRovingFocus } from '../../interaction/roving/useRovingFocus';
import { cx } from '../../internal/cx';
import { useAnnouncer } from '../../internal/useAnnouncer';
import * as styles from './MatchPairs.css';
import { MatchPairsColumn, type MatchPairsColumnEntry } from './MatchPairsColumn';
import {
  matchPairsState,
  pairKeyOf,
  pairNumbers,
  partnerOf,
  type MatchPairing,
  type MatchPairsItem,
  type MatchPairsMark,
  type MatchPairsSide,
} from './matchPairsModel';
import { matchPairsTexts, type MatchPairsTexts } from './matchPairsText';

/** Props of {@link MatchPairs}. */
export interface MatchPairsProps {
  readonly left: readonly MatchPairsItem[];
  readonly right: readonly MatchPairsItem[];
  /** The pairs made so far: left id → right id. */
  readonly pairs: MatchPairing;
  /**
   * Join two items; each leaves any partner it had (see `joinPair`). A Lingo that checks each
   * pair at once (a Learn step) may refuse it: return `{ refused: 'why' }`, which is said
   * instead of "joined".
   */
  readonly onPair: (leftId: string, rightId: string) => MatchPairsRefusal | void;
  /** Undo a pair (the child tapped one of its items). */
  readonly onUnpair: (leftId: string, rightId: string) => void;
  /** The widget's accessible name, usually the question. */
  readonly label: string;
  /** The columns' titles ("Coins", "Pictures"). */
  readonly leftLabel: string;
  readonly rightLabel: string;
  /** Marks after a check, by left id. */
  readonly marks?: Readonly<Record<string, MatchPairsMark>>;
  /** Keep right pairs locked (default true). */
  readonly lockCorrect?: boolean;
  /** A concept's own wording for any name or announcement. */
  readonly texts?: Partial<MatchPairsTexts>;
  /** Nothing can be joined or undone (after an answer). */
  readonly disabled?: boolean;
  readonly className?: string;
}

/** What `onPair` returns to refuse a pair: the sentence said instead (it names the mistake). */
export interface MatchPairsRefusal {
  readonly refused: string;
}

const otherSide = (side: MatchPairsSide): MatchPairsSide => (side === 'left' ? 'right' : 'left');

/**
 * Two columns to connect: tap an item, then its partner in the other column; the pair shows
 * the same number on both. Tapping a paired item undoes its pair. Keyboard: Tab into a column,
 * Up/Down move (Left/Right cross over), Enter or Space chooses, then focus goes to the other
 * column; Escape lets go. Each join and undo is announced ("Nickel joined with beaver.").
 */
export function MatchPairs({
  left,
  right,
  pairs,
  onPair,
  onUnpair,
  label,
  leftLabel,
  rightLabel,
  marks,
  lockCorrect = true,
  texts: textOverrides,
  disabled = false,
  className,
}: MatchPairsProps) {
  const texts = matchPairsTexts(textOverrides);
  const [selection, setSelection] = useState<{ side: MatchPairsSide; id: string } | null>(null);
  const { message, announce } = useAnnouncer();
  const chosen = disabled ? null : selection;
  const items = { left, right };
  const labels = { left: leftLabel, right: rightLabel };
  const find = (side: MatchPairsSide, id: string | undefined) =>
    id === undefined ? undefined : items[side].find((item) => item.id === id);
  const markOf = (side: MatchPairsSide, id: string) => {
    const key = pairKeyOf(pairs, side, id);
    return key === undefined ? undefined : marks?.[key];
  };
  const isLocked = (side: MatchPairsSide, id: string) =>
    lockCorrect && markOf(side, id) === 'correct';
  const lockedIndices = (side: MatchPairsSide) =>
    items[side].flatMap((item, index) => (isLocked(side, item.id) ? [index] : []));
  const selectedIndex = (side: MatchPairsSide) =>
    chosen?.side === side ? items[side].findIndex((item) => item.id === chosen.id) : null;
  const roving = {
    left: useRovingFocus({
      count: left.length,
      orientation: 'vertical',
      disabled: lockedIndices('left'),
      selectedIndex: selectedIndex('left'),
    }),
    right: useRovingFocus({
      count: right.length,
      orientation: 'vertical',
      disabled: lockedIndices('right'),
      selectedIndex: selectedIndex('right'),
    }),
  };

  function focusColumn(side: MatchPairsSide) {
    const stop = roving[side].tabStop;
    if (stop !== undefined) roving[side].focus(stop);
  }

  function activate(side: MatchPairsSide, id: string) {
    const item = find(side, id);
    if (disabled || !item || isLocked(side, id)) return;
    if (chosen && chosen.side !== side) {
      const leftId = side === 'left' ? id : chosen.id;
      const rightId = side === 'right' ? id : chosen.id;
      const leftItem = find('left', leftId);
      const rightItem = find('right', rightId);
      setSelection(null);
      if (!leftItem || !rightItem) return;
      const outcome = onPair(leftId, rightId);
      announce(outcome ? outcome.refused : texts.joined(leftItem, rightItem));
      return;
    }
    if (chosen?.id === id) {
      setSelection(null);
      return;
    }
    const partner = find(otherSide(side), partnerOf(pairs, side, id));
    if (!chosen && partner) {
      // Tapping a joined item undoes its pair; it stays chosen for a new partner.
      const [leftItem, rightItem] = side === 'left' ? [item, partner] : [partner, item];
      onUnpair(leftItem.id, rightItem.id);
      announce(
        `${texts.parted(leftItem, rightItem)} ${texts.chosen(item, labels[otherSide(side)])}`,
      );
    } else {
      announce(texts.chosen(item, labels[otherSide(side)]));
    }
    setSelection({ side, id });
    focusColumn(otherSide(side));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !chosen) return;
    event.preventDefault();
    setSelection(null);
    const index = items[chosen.side].findIndex((item) => item.id === chosen.id);
    if (index >= 0) roving[chosen.side].focus(index);
  }

  const numbers = pairNumbers(
    pairs,
    left.map((item) => item.id),
  );
  const entries = (side: MatchPairsSide): MatchPairsColumnEntry[] =>
    items[side].map((item) => {
      const partner = find(otherSide(side), partnerOf(pairs, side, item.id));
      const key = pairKeyOf(pairs, side, item.id);
      const mark = markOf(side, item.id);
      const selected = chosen?.side === side && chosen.id === item.id;
      return {
        item,
        name: texts.itemName(item, partner, mark),
        state: mark ?? (selected ? 'selected' : partner ? 'paired' : 'idle'),
        mark,
        pairNumber: key === undefined ? undefined : numbers.get(key),
        selected,
        locked: isLocked(side, item.id),
      };
    });

  return (
    // Escape anywhere in the widget lets go of the chosen item.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={label}
      data-state={matchPairsState({
        leftIds: left.map((item) => item.id),
        marks,
        selecting: chosen !== null,
      })}
      className={cx(styles.root, className)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.columns}>
        {(['left', 'right'] as const).map((side) => (
          <MatchPairsColumn
            key={side}
            side={side}
            label={labels[side]}
            entries={entries(side)}
            roving={roving[side]}
            disabled={disabled}
            onActivate={activate}
            onCross={(from) => focusColumn(otherSide(from))}
          />
        ))}
      </div>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
