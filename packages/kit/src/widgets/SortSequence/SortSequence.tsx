import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { VisuallyHidden } from '@lingos/ui';
import { useMemo, useRef, type ReactNode } from 'react';
import { usePlaceSensors } from '../../interaction/dnd/usePlaceSensors';
import { cx } from '../../internal/cx';
import { CheckIcon, CrossIcon, GripIcon } from '../../internal/icons';
import { useReducedMotion } from '../../internal/useReducedMotion';
import * as styles from './SortSequence.css';
import { moveCard } from './sortOrder';

/** How a card looks, as its `data-state`. */
export type SortCardState = (typeof styles.sortCardStates)[number];

/** A mark a checked card shows; right cards lock in place. */
export type SortMark = 'correct' | 'incorrect';

/** One card to put in order. */
export interface SortCard {
  readonly id: string;
  /** Any content: a picture, a clock, a word. */
  readonly content: ReactNode;
  /** The card's text alternative, used in its name and in the drag announcements. */
  readonly label: string;
}

/** Which way the cards run. */
export const sortOrientations = ['vertical', 'horizontal'] as const;
/** `vertical` (a column) or `horizontal` (a row that wraps). */
export type SortOrientation = (typeof sortOrientations)[number];

/** Props of {@link SortSequence}. */
export interface SortSequenceProps {
  readonly cards: readonly SortCard[];
  /** The card ids in their current order. */
  readonly order: readonly string[];
  readonly onOrderChange: (order: string[]) => void;
  /** The list's accessible name, e.g. "Put the times in order, earliest first". */
  readonly label: string;
  /** Marks after a check, by card id. Right cards lock; wrong ones wiggle. */
  readonly marks?: Readonly<Record<string, SortMark>>;
  /** Keep right cards locked in place (default true). */
  readonly lockCorrect?: boolean;
  /** Nothing can move (after an answer). */
  readonly disabled?: boolean;
  /** Default `vertical`. */
  readonly orientation?: SortOrientation;
  readonly className?: string;
}

const markText: Record<SortMark, string> = {
  correct: 'right place, locked',
  incorrect: 'not in the right place',
};

/** What a screen reader hears about how to move a card. */
export const sortInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a card, press Space. Use the arrow keys to move it, then press Space to drop it. Press Escape to cancel.',
};

function place(index: number, total: number): string {
  return `place ${index + 1} of ${total}`;
}

interface CardProps {
  readonly card: SortCard;
  readonly index: number;
  readonly total: number;
  readonly mark: SortMark | undefined;
  readonly locked: boolean;
  readonly disabled: boolean;
  readonly reducedMotion: boolean;
}

// The text alternative comes first, so the name starts with what the card shows (WCAG 2.5.3).
function cardName(card: SortCard, index: number, total: number, mark: SortMark | undefined) {
  return `${card.label}, card ${index + 1} of ${total}${mark ? `, ${markText[mark]}` : ''}`;
}

function SortableCard({ card, index, total, mark, disabled, reducedMotion }: CardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: card.id,
    disabled,
    ...(reducedMotion ? { transition: null } : {}),
  });
  const state: SortCardState = isDragging ? 'dragging' : (mark ?? 'idle');
  // The role is written out below so linters and readers see it; dnd-kit's is the same.
  const { role: sortableRole, tabIndex, ...sortableAttributes } = attributes;
  void sortableRole;
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition ?? undefined,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <span className={styles.place} aria-hidden="true">
        {index + 1}
      </span>
      <div
        ref={setActivatorNodeRef}
        role="button"
        tabIndex={tabIndex}
        {...sortableAttributes}
        {...listeners}
        aria-roledescription="movable card"
        data-state={state}
        data-id={card.id}
        className={styles.card({ state })}
        onKeyDown={(event) => {
          // While a card is held, Enter must not reach the page (it would check the answer).
          if (isDragging && event.key === 'Enter') event.preventDefault();
          listeners?.onKeyDown?.(event);
        }}
      >
        {/* The card is named by this text, which says all its picture says: an aria-label
            would not contain the visible text of a clock's numerals (WCAG 2.5.3), so the name
            is content and the picture is hidden from assistive tech instead. */}
        <VisuallyHidden data-part="card-name">{cardName(card, index, total, mark)}</VisuallyHidden>
        <span className={styles.content} aria-hidden="true">
          {card.content}
        </span>
        <span className={mark === 'incorrect' ? styles.mark : styles.grip}>
          {mark === 'incorrect' ? <CrossIcon /> : <GripIcon />}
        </span>
      </div>
    </li>
  );
}

function LockedCard({ card, index, total, mark }: CardProps) {
  return (
    <li className={styles.item}>
      <span className={styles.place} aria-hidden="true">
        {index + 1}
      </span>
      <div
        role="img"
        aria-label={cardName(card, index, total, mark)}
        data-state="correct"
        data-id={card.id}
        className={styles.card({ state: 'correct' })}
      >
        <span className={styles.content}>{card.content}</span>
        <span className={styles.mark}>
          <CheckIcon />
        </span>
      </div>
    </li>
  );
}

/**
 * Cards the child drags into order (@dnd-kit): mouse, touch (press and hold), or keyboard
 * (Space picks up, arrows move, Space drops, Escape cancels), with spoken announcements
 * such as "Breakfast, moved to place 1 of 4". After a check, right cards lock in place.
 */
export function SortSequence({
  cards,
  order,
  onOrderChange,
  label,
  marks,
  lockCorrect = true,
  disabled = false,
  orientation = 'vertical',
  className,
}: SortSequenceProps) {
  const reducedMotion = useReducedMotion();
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const locked = useMemo(
    () => new Set(lockCorrect ? order.filter((id) => marks?.[id] === 'correct') : ([] as string[])),
    [lockCorrect, marks, order],
  );
  const movable = order.filter((id) => !locked.has(id));
  // Arrows move a held card one place in list order (Left/Up earlier, Right/Down later),
  // however the cards wrap on screen.
  const sensors = usePlaceSensors(movable);
  const total = order.length;
  const lastOver = useRef<string | number | null>(null);
  const nameOf = (id: string | number) => byId.get(String(id))?.label ?? String(id);
  const indexOf = (id: string | number) => order.indexOf(String(id));

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, ${place(indexOf(active.id), total)}.`;
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the card over itself right after pick-up; keep "Picked up" audible.
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${nameOf(active.id)}, moved to ${place(indexOf(over.id), total)}.`
        : `${nameOf(active.id)} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)}, dropped in ${place(indexOf(over.id), total)}.`
        : `${nameOf(active.id)}, dropped back in ${place(indexOf(active.id), total)}.`,
    onDragCancel: ({ active }) =>
      `Cancelled. ${nameOf(active.id)} went back to ${place(indexOf(active.id), total)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onOrderChange(moveCard(order, String(active.id), String(over.id), locked));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: sortInstructions }}
    >
      <SortableContext items={movable} strategy={rectSortingStrategy} disabled={disabled}>
        <ol
          aria-label={label}
          data-orientation={orientation}
          className={cx(styles.list({ orientation }), className)}
        >
          {order.map((id, index) => {
            const card = byId.get(id);
            if (!card) return null;
            const props: CardProps = {
              card,
              index,
              total,
              mark: marks?.[id],
              locked: locked.has(id),
              disabled,
              reducedMotion,
            };
            return locked.has(id) ? (
              <LockedCard key={id} {...props} />
            ) : (
              <SortableCard key={id} {...props} />
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
