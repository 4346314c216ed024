import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DropZones } from '../../interaction/dnd/DropZones';
import { placeAnnouncements } from '../../interaction/dnd/placeTexts';
import type { Placement } from '../../interaction/dnd/places';
import { cx } from '../../internal/cx';
import { useAnnouncer } from '../../internal/useAnnouncer';
import { useReducedMotion } from '../../internal/useReducedMotion';
import * as styles from './SortBins.css';
import { SortBinsItemView } from './SortBinsItemView';
import {
  binOf,
  bouncedItemIds,
  movedItem,
  sortBinsItemState,
  sortBinsState,
  type SortBin,
  type SortBinsFeedback,
  type SortBinsItem,
  type SortBinsMark,
} from './sortBinsModel';
import { sortBinsTexts, type SortBinsNoun, type SortBinsTexts } from './sortBinsText';
import { SortBinView } from './SortBinView';
import { useBounce } from './useBounce';

/** Props of {@link SortBins}. */
export interface SortBinsProps {
  /** The things to sort, in the order they are numbered ("Coin 3 of 8"). */
  readonly items: readonly SortBinsItem[];
  /** 2 to 4 labelled bins. */
  readonly bins: readonly SortBin[];
  /** Where each item is: item id → bin id, or null (or missing) for the tray. */
  readonly placement: Placement;
  /** The child put an item into a bin (null: back into the tray). The Lingo decides. */
  readonly onPlace: (itemId: string, binId: string | null) => void;
  /** The widget's accessible name, usually the question. */
  readonly label: string;
  /** The tray's title (default "To sort"). */
  readonly trayLabel?: string;
  /** The items' word, for counts and names (default item/items). */
  readonly noun?: SortBinsNoun;
  /** A concept's own wording for any announcement or name. */
  readonly texts?: Partial<SortBinsTexts>;
  /** Marks after a check, by item id. */
  readonly marks?: Readonly<Record<string, SortBinsMark>>;
  /** Keep right items locked in their bin (default true). */
  readonly lockCorrect?: boolean;
  /** Items the model bounced back to the tray, with a hint. */
  readonly feedback?: SortBinsFeedback;
  /** Nothing moves (after an answer). */
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * Items sorted into 2–4 labelled bins: dragged by mouse or finger, moved with the keyboard
 * (Space picks up, arrows jump between the tray and the bins, Space drops, Escape cancels),
 * or tapped: tap an item, then a bin (Enter works the same). Controlled: the Lingo's model
 * takes each `onPlace` and may bounce an item back (`feedback`), which plays (unless reduced
 * motion is asked for) and is announced with its hint.
 */
export function SortBins({
  items,
  bins,
  placement,
  onPlace,
  label,
  trayLabel = 'To sort',
  noun = { one: 'item', other: 'items' },
  texts: textOverrides,
  marks,
  lockCorrect = true,
  feedback,
  disabled = false,
  className,
}: SortBinsProps) {
  const trayId = `${useId()}tray`;
  const texts = sortBinsTexts(noun, textOverrides);
  const reducedMotion = useReducedMotion();
  const [selected, setSelected] = useState<string | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const { message, announce } = useAnnouncer();
  const elements = useRef(new Map<string, HTMLElement>());
  useBounce(feedback, elements, reducedMotion);

  const itemIds = items.map((item) => item.id);
  const itemById = new Map(items.map((item) => [item.id, item]));
  const binById = new Map(bins.map((bin) => [bin.id, bin]));
  const bounced = bouncedItemIds(feedback, placement);
  const chosen = disabled ? null : selected;
  const zoneOf = (itemId: string) => binOf(placement, itemId, bins) ?? trayId;
  const zoneName = (zoneId: string) =>
    zoneId === trayId ? trayLabel : (binById.get(zoneId)?.label ?? zoneId);
  const isLocked = (itemId: string) =>
    lockCorrect && marks?.[itemId] === 'correct' && binOf(placement, itemId, bins) !== null;

  // Say what happened after the Lingo decided: the item went in, or bounced back.
  const previousPlacement = useRef(placement);
  const previousFeedbackKey = useRef(feedback?.key);
  useEffect(() => {
    const before = previousPlacement.current;
    previousPlacement.current = placement;
    const feedbackIsNew = feedback?.key !== previousFeedbackKey.current;
    previousFeedbackKey.current = feedback?.key;
    if (feedback && feedbackIsNew) {
      const bouncedItems = feedback.bounced.flatMap(({ itemId }) => itemById.get(itemId) ?? []);
      const fromBins = new Set(feedback.bounced.map(({ binId }) => binId));
      const [onlyBin] = [...fromBins];
      if (bouncedItems.length > 0) {
        const bin = fromBins.size === 1 && onlyBin ? binById.get(onlyBin) : undefined;
        announce(texts.bounced(bouncedItems, bin, feedback.message));
        return;
      }
      if (feedback.message) {
        announce(feedback.message);
        return;
      }
    }
    const moved = movedItem(before, placement, itemIds);
    const item = moved === undefined ? undefined : itemById.get(moved);
    if (!item) return;
    const left = items.filter((other) => binOf(placement, other.id, bins) === null).length;
    const bin = binById.get(binOf(placement, item.id, bins) ?? '');
    announce(bin ? texts.placed(item, bin, left) : texts.returned(item, left));
  });

  function place(itemId: string, binId: string | null) {
    setSelected(null);
    if (disabled || isLocked(itemId) || (binOf(placement, itemId, bins) ?? null) === binId) return;
    onPlace(itemId, binId);
  }

  function choose(itemId: string) {
    if (disabled || isLocked(itemId)) return;
    if (chosen === itemId) {
      setSelected(null);
      return;
    }
    setSelected(itemId);
    const item = itemById.get(itemId);
    if (item) announce(texts.chosen(item));
  }

  function register(id: string, element: HTMLElement | null) {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && chosen !== null) {
      event.preventDefault();
      setSelected(null);
    }
  }

  const renderItem = (item: SortBinsItem) => {
    const mark = marks?.[item.id];
    return (
      <SortBinsItemView
        key={item.id}
        item={item}
        name={texts.itemName(item, itemIds.indexOf(item.id), items.length)}
        zone={zoneOf(item.id)}
        state={sortBinsItemState({
          dragging: held === item.id,
          mark,
          bounced: bounced.has(item.id),
          selected: chosen === item.id,
        })}
        mark={mark}
        locked={isLocked(item.id)}
        disabled={disabled}
        selected={chosen === item.id}
        roleDescription={`movable ${noun.one}`}
        onChoose={choose}
        register={register}
      />
    );
  };

  const trayItems = items.filter((item) => binOf(placement, item.id, bins) === null);
  const chosenInBin = chosen !== null && binOf(placement, chosen, bins) !== null;
  const announcements = placeAnnouncements(
    { item: (id) => itemById.get(id)?.label ?? id, zone: zoneName },
    {
      // A drop into another bin is announced once the Lingo has decided (see above).
      dropped: (itemId, zoneId) =>
        zoneId === null || zoneId === zoneOf(itemId)
          ? `${itemById.get(itemId)?.label ?? itemId} stays in ${zoneName(zoneOf(itemId))}.`
          : undefined,
    },
  );

  return (
    // Escape anywhere in the widget lets go of a tapped item.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={label}
      data-state={sortBinsState({ itemIds, marks, bounced, holding: held !== null })}
      className={cx(styles.root, className)}
      onKeyDown={onKeyDown}
    >
      <DropZones
        zones={[trayId, ...bins.map((bin) => bin.id)]}
        announcements={announcements}
        instructions={texts.instructions}
        onHoldChange={(itemId) => {
          setHeld(itemId);
          if (itemId !== null) setSelected(null);
        }}
        onDrop={(itemId, zoneId) => place(itemId, zoneId === trayId ? null : zoneId)}
      >
        <SortBinView
          id={trayId}
          label={trayLabel}
          variant="tray"
          targeted={chosenInBin}
          register={register}
          button={
            chosenInBin && chosen !== null ? (
              <button
                type="button"
                className={styles.binButton}
                onClick={() => place(chosen, null)}
              >
                {trayLabel}
              </button>
            ) : (
              <p className={styles.trayTitle}>{trayLabel}</p>
            )
          }
          items={trayItems.map(renderItem)}
        />
        <div className={styles.bins}>
          {bins.map((bin) => {
            const inBin = items.filter((item) => binOf(placement, item.id, bins) === bin.id);
            return (
              <SortBinView
                key={bin.id}
                id={bin.id}
                label={bin.label}
                variant="bin"
                targeted={chosen !== null && binOf(placement, chosen, bins) !== bin.id}
                register={register}
                button={
                  <button
                    type="button"
                    className={styles.binButton}
                    aria-label={texts.binName(bin, inBin)}
                    aria-disabled={disabled || undefined}
                    onClick={() => {
                      if (chosen !== null) place(chosen, bin.id);
                    }}
                  >
                    {bin.picture ? (
                      <span className={styles.picture} aria-hidden="true">
                        {bin.picture}
                      </span>
                    ) : null}
                    {bin.label}
                  </button>
                }
                items={inBin.map(renderItem)}
              />
            );
          })}
        </div>
      </DropZones>
      {feedback?.message ? (
        <p className={styles.hint} data-part="hint">
          {feedback.message}
        </p>
      ) : null}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
