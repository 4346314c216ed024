import {
  DropZones,
  placeAnnouncements,
  useAnnouncer,
  useReducedMotion,
  useRovingFocus,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
} from 'react';
import * as styles from './LetterTiles.css';
import { SlotView } from './SlotView';
import {
  createTilesState,
  isProblemEvent,
  slotOfTile,
  slotStatesOf,
  tileById,
  tilesReducer,
  trayTiles,
  type Tile,
  type TilesAction,
  type TilesConfig,
  type TilesState,
} from './tilesModel';
import {
  eventText,
  finishedSummary,
  layoutSummary,
  spokenChunk,
  spokenTile,
  tileLabel,
  type FinishedText,
} from './tilesText';
import { TileView } from './TileView';
import { TrayView } from './TrayView';
import { useSlideBack } from './useSlideBack';

/** How to play LetterTiles with the keyboard, read with every tile. */
export const letterTilesInstructions =
  'Press Enter to put a tile in the next empty slot, or to hear a tile in a slot. To move a tile, press Space, choose a slot with the arrow keys, and press Space to drop it; Escape cancels. Type a letter to fill the next slot, and Backspace to take the last one out.';

/** The states LetterTiles shows as `data-state` on its root. */
export const letterTilesStates = ['idle', 'dragging', 'correct', 'incorrect'] as const;
/** LetterTiles' state on its root. */
export type LetterTilesState = (typeof letterTilesStates)[number];

/** Props of {@link LetterTiles}. */
export interface LetterTilesProps {
  /** The tiles' state (from `useLetterTiles`, or a Lingo's own `useReducer(tilesReducer, …)`). */
  readonly state: TilesState;
  /** Every move the child makes; pass the reducer's dispatch. */
  readonly onAction: (action: TilesAction) => void;
  /** The widget's accessible name, usually the task ("Build the word: cat"). */
  readonly label: string;
  /** A tile in a slot was tapped (or Enter pressed on it): say its key word ("a, as in apple"). */
  readonly onTileSpeak?: (tile: Tile) => void;
  /** How a full row is read (default "You built c, a, t: cat." or "un plus safe: unsafe."). */
  readonly finishedText?: FinishedText;
  /** The tray's title (default "Tiles"). */
  readonly trayLabel?: string;
  /** Show the Take back and Clear buttons (default true). */
  readonly controls?: boolean;
  /** Nothing moves (after the answer); tiles in slots still speak. */
  readonly disabled?: boolean;
  readonly className?: string;
}

/** LetterTiles' state and dispatch, from a config read once (give the widget a new `key` for a new item). */
export function useLetterTiles(config: TilesConfig): [TilesState, Dispatch<TilesAction>] {
  return useReducer(tilesReducer, config, createTilesState);
}

const trayDragId = (tileId: string) => `tray:${tileId}`;
const slotDragId = (slot: number) => `slot:${slot}`;

type DragSource =
  | { readonly from: 'tray'; readonly tileId: string }
  | { readonly from: 'slot'; readonly slot: number };

const sourceOf = (dragId: string): DragSource | undefined => {
  if (dragId.startsWith('tray:')) return { from: 'tray', tileId: dragId.slice(5) };
  if (dragId.startsWith('slot:')) return { from: 'slot', slot: Number(dragId.slice(5)) };
  return undefined;
};

/**
 * Letter tiles dragged or tapped into slots (words.md 1-4, 2-1, 2-2, 2-3, 2-4, 2-6, 3-0, 3-2).
 * A tap (or Enter) on a tray tile puts it in the next empty slot; a drag (mouse, finger, or
 * Space, arrows, Space) puts it in any slot, swaps it with another, or takes it back to the
 * tray; typing a letter fills the next slot and Backspace empties the last. After each move the
 * slots are read back. Controlled: the Lingo keeps the state and marks it at Check.
 */
export function LetterTiles({
  state,
  onAction,
  label,
  onTileSpeak,
  finishedText = finishedSummary,
  trayLabel = 'Tiles',
  controls = true,
  disabled = false,
  className,
}: LetterTilesProps) {
  const id = useId();
  const trayId = `${id}tray`;
  const slotId = (slot: number) => `${id}slot-${slot}`;
  const descriptionId = `${id}description`;
  const reducedMotion = useReducedMotion();
  const { message, announce } = useAnnouncer();
  const [held, setHeld] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const trayElements = useRef(new Map<string, HTMLElement>());
  const slotElements = useRef(new Map<number, HTMLElement>());
  const slotStates = slotStatesOf(state);
  const alphabet = state.mode === 'alphabet';
  const available = new Set(trayTiles(state).map((tile) => tile.id));

  const roving = useRovingFocus({
    count: state.tiles.length,
    disabled: state.tiles.flatMap((tile, index) => (available.has(tile.id) ? [] : [index])),
  });

  useSlideBack(state, trayElements, slotElements, reducedMotion || alphabet);

  // Read back what happened after every move (the first state is in the description).
  const announced = useRef(state);
  useEffect(() => {
    if (announced.current === state) return;
    announced.current = state;
    announce(eventText(state, finishedText));
  }, [state, announce, finishedText]);

  // A tile tapped with Enter leaves the tray, and focus with it: keep focus in the widget.
  const keepFocus = useRef<number | null>(null);
  function act(action: TilesAction) {
    const focused = document.activeElement;
    if (rootRef.current && focused && rootRef.current.contains(focused)) {
      const index = state.tiles.findIndex((tile) => trayElements.current.get(tile.id) === focused);
      keepFocus.current = index >= 0 ? index : -1;
    } else {
      keepFocus.current = null;
    }
    onAction(action);
  }
  useLayoutEffect(() => {
    const from = keepFocus.current;
    keepFocus.current = null;
    const root = rootRef.current;
    if (from === null || !root || root.contains(document.activeElement)) return;
    const order = state.tiles.map((_, index) => index);
    const after = order.filter((index) => index >= from);
    const before = order.filter((index) => index < from).reverse();
    const next = [...after, ...before].find((index) => {
      const tile = state.tiles[index];
      return tile !== undefined && available.has(tile.id);
    });
    if (next !== undefined) roving.focus(next);
    else root.focus();
  });

  const tileName = (dragId: string): string => {
    const source = sourceOf(dragId);
    if (!source) return dragId;
    if (source.from === 'tray') {
      const tile = tileById(state, source.tileId);
      return tile ? spokenTile(tile) : dragId;
    }
    const tileId = state.slots[source.slot];
    const tile = tileId ? tileById(state, tileId) : undefined;
    return tile ? spokenTile(tile) : dragId;
  };
  const zoneName = (zoneId: string): string => {
    if (zoneId === trayId) return 'the tiles';
    const slot = state.slots.findIndex((_, index) => slotId(index) === zoneId);
    return slot >= 0 ? `slot ${slot + 1}` : zoneId;
  };
  const zoneOfDrag = (dragId: string): string => {
    const source = sourceOf(dragId);
    return source?.from === 'slot' ? slotId(source.slot) : trayId;
  };

  const announcements = placeAnnouncements(
    { item: tileName, zone: zoneName },
    {
      pickedUp: (itemId) => `Picked up ${tileName(itemId)}.`,
      // A drop into a slot is read back by the model's own words once it has happened.
      dropped: (itemId, zoneId) => {
        if (zoneId === null) {
          // Let go over no place: a tray tile stays home (said kindly), a slot's tile goes home.
          const source = sourceOf(itemId);
          if (source?.from === 'slot') act({ type: 'return', slot: source.slot });
          else if (source?.from === 'tray') act({ type: 'dropOutside', tileId: source.tileId });
          return undefined;
        }
        if (zoneId === zoneOfDrag(itemId))
          return `${tileName(itemId)} stays in ${zoneName(zoneId)}.`;
        return undefined;
      },
      cancelled: (itemId) => `Cancelled. ${tileName(itemId)} stays where it was.`,
    },
  );

  function onDrop(dragId: string, zoneId: string) {
    const source = sourceOf(dragId);
    if (!source || disabled) return;
    const target =
      zoneId === trayId ? null : state.slots.findIndex((_, index) => slotId(index) === zoneId);
    if (source.from === 'tray') {
      if (target !== null && target >= 0)
        act({ type: 'place', tileId: source.tileId, slot: target });
      return;
    }
    if (target === null) act({ type: 'return', slot: source.slot });
    else if (target >= 0) act({ type: 'move', from: source.slot, to: target });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled || held !== null || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      act({ type: 'backspace' });
    } else if (/^[a-z]$/i.test(event.key)) {
      event.preventDefault();
      act({ type: 'type', key: event.key });
    }
  }

  const rootState: LetterTilesState =
    held !== null
      ? 'dragging'
      : slotStates.length > 0 && slotStates.every((slot) => slot === 'correct')
        ? 'correct'
        : slotStates.includes('wrong')
          ? 'incorrect'
          : 'idle';
  // A kind message when an action did nothing, and the letters typed towards a longer tile.
  const shown =
    isProblemEvent(state.event) || (state.event.type === 'typing' && state.typed !== '')
      ? eventText(state, finishedText)
      : null;
  let slotIndex = 0;

  return (
    // Typing a letter or Backspace anywhere in the widget fills or empties a slot.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      role="group"
      aria-label={label}
      aria-describedby={descriptionId}
      tabIndex={-1}
      data-state={rootState}
      className={`${styles.root}${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden id={descriptionId}>{layoutSummary(state)}</VisuallyHidden>
      <DropZones
        zones={[trayId, ...state.slots.map((_, slot) => slotId(slot))]}
        announcements={announcements}
        instructions={letterTilesInstructions}
        onHoldChange={setHeld}
        onDrop={onDrop}
      >
        <ol className={styles.row} aria-label="Slots">
          {state.layout.map((part, partIndex) => {
            if (part !== 'slot') {
              return (
                <li key={`chunk-${partIndex}`} className={styles.chunk}>
                  <VisuallyHidden>{spokenChunk(part)}</VisuallyHidden>
                  <span aria-hidden="true">{part.chunk}</span>
                </li>
              );
            }
            const slot = slotIndex++;
            const slotState = slotStates[slot] ?? 'empty';
            const tileId = state.slots[slot];
            const tile = tileId ? tileById(state, tileId) : undefined;
            return (
              <li key={`slot-${slot}`}>
                <SlotView
                  id={slotId(slot)}
                  index={slot}
                  state={slotState}
                  targeted={held !== null}
                  register={(element) => {
                    if (element) slotElements.current.set(slot, element);
                    else slotElements.current.delete(slot);
                  }}
                >
                  {tile === undefined ? (
                    <VisuallyHidden>
                      {slotState === 'wrong'
                        ? `Slot ${slot + 1}, empty: its tile went back, try another`
                        : `Slot ${slot + 1}, empty`}
                    </VisuallyHidden>
                  ) : slotState === 'correct' ? (
                    <button
                      type="button"
                      className={styles.tile}
                      data-state="correct"
                      data-tile={tile.text}
                      onClick={() => onTileSpeak?.(tile)}
                    >
                      <VisuallyHidden>{`${spokenTile(tile)}, slot ${slot + 1}, right`}</VisuallyHidden>
                      <span aria-hidden="true">{tile.text}</span>
                    </button>
                  ) : (
                    <TileView
                      dragId={slotDragId(slot)}
                      tile={tile}
                      zone={slotId(slot)}
                      name={`${spokenTile(tile)}, slot ${slot + 1}`}
                      held={held === slotDragId(slot)}
                      disabled={disabled}
                      tapDisabled={false}
                      onTap={() => onTileSpeak?.(tile)}
                      onKeyDown={(event) => {
                        // Backspace on a slot's tile takes that tile out.
                        if (
                          !disabled &&
                          held === null &&
                          (event.key === 'Backspace' || event.key === 'Delete')
                        ) {
                          event.preventDefault();
                          event.stopPropagation();
                          act({ type: 'return', slot });
                        }
                      }}
                    />
                  )}
                </SlotView>
              </li>
            );
          })}
        </ol>
        <TrayView id={trayId} label={trayLabel} targeted={held?.startsWith('slot:') ?? false}>
          <ul className={alphabet ? styles.rack : styles.tileList}>
            {state.tiles.map((tile, index) => {
              if (!available.has(tile.id)) {
                return (
                  <li key={tile.id} className={styles.tileHome} aria-hidden="true">
                    <span className={styles.ghost} />
                  </li>
                );
              }
              const rovingProps = roving.getItemProps(index);
              return (
                <li key={tile.id} className={styles.tileHome}>
                  <TileView
                    dragId={trayDragId(tile.id)}
                    tile={tile}
                    zone={trayId}
                    name={tileLabel(tile)}
                    held={held === trayDragId(tile.id)}
                    disabled={disabled}
                    repeatTaps={alphabet}
                    onTap={() => {
                      // Tapped twice before the first landed, or already in a slot: nothing more.
                      if (slotOfTile(state, tile.id) >= 0) return;
                      act({ type: 'place', tileId: tile.id });
                    }}
                    setRef={(element) => {
                      rovingProps.ref(element);
                      if (element) trayElements.current.set(tile.id, element);
                      else trayElements.current.delete(tile.id);
                    }}
                    tabIndex={rovingProps.tabIndex}
                    onFocus={rovingProps.onFocus}
                    onKeyDown={(event) => {
                      if (held === null) rovingProps.onKeyDown(event);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </TrayView>
      </DropZones>
      {shown ? (
        <p className={styles.message} data-part="message">
          {shown}
        </p>
      ) : null}
      {controls ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-disabled={disabled || undefined}
            // The name starts with the words shown (WCAG 2.5.3).
            aria-label="Take back the last tile"
            onClick={() => {
              if (!disabled) act({ type: 'backspace' });
            }}
          >
            Take back
          </button>
          <button
            type="button"
            className={styles.control}
            aria-disabled={disabled || undefined}
            aria-label="Clear every slot"
            onClick={() => {
              if (!disabled) act({ type: 'clear' });
            }}
          >
            Clear
          </button>
        </div>
      ) : null}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
