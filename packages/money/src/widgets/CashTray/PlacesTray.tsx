import { VisuallyHidden } from '@lingos/ui';
import {
  DropZones,
  placeAnnouncements,
  useAnnouncer,
  useRovingFocus,
  useSpeech,
} from '@lingos/kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatAmount } from '../../model/format';
import { pieces as facts } from '../../model/pieces';
import * as styles from './CashTray.css';
import { findPiece, piecesIn, totalIn, type TrayAction, type TrayPiece } from './cashTrayModel';
import { movedText, placeSummary, trayPieceName } from './cashTrayText';
import { PieceButton } from './PieceButton';
import { Place } from './Place';
import { useTrayState, type TrayStateOptions } from './useTrayState';

/** One place of a {@link PlacesTray}. */
export interface TrayPlace {
  /** The place id the pieces carry ("purse", "counter", "line"). */
  readonly id: string;
  /** Its title ("Your purse", "Counter"). */
  readonly label: string;
  /** How it is said after "Moved a toonie to …" (default "the " + label in lower case). */
  readonly spokenName?: string;
  /** Show its running total. */
  readonly showTotal?: boolean;
  /** A button in its header (Sort by value), given the tray's tools. */
  readonly action?: (tools: PlaceTools) => ReactNode;
}

/** What a place's header button can do to the tray. */
export interface PlaceTools {
  readonly tray: readonly TrayPiece[];
  readonly dispatch: (action: TrayAction) => readonly TrayPiece[];
  /** Says a text in the tray's live region (and aloud). */
  readonly say: (text: string) => void;
}

/** What a layout does with a piece tapped (or Enter) in a place. */
export interface PlaceTap {
  /** Move it to this place. */
  readonly moveTo?: string;
  /** Or say this (a running count). */
  readonly say?: string;
}

/** Props of {@link PlacesTray}. */
export interface PlacesTrayProps extends TrayStateOptions {
  /** Its accessible name. */
  readonly label: string;
  /** The places, in the order the arrow keys visit them while a piece is held. */
  readonly places: readonly TrayPlace[];
  /** What a tap on a piece does. */
  readonly onTap: (
    piece: TrayPiece,
    index: number,
    place: string,
    tray: readonly TrayPiece[],
  ) => PlaceTap;
  /** Where Delete sends a piece from a place (none: Delete does nothing there). */
  readonly deleteTo?: (place: string) => string | undefined;
  /** Pieces lit, by key. */
  readonly highlight?: ReadonlySet<string>;
  readonly size?: number;
  readonly disabled?: boolean;
  /** The text a move announces (default "Moved a toonie to the counter. 2 dollars." with that place's total). */
  readonly movedMessage?: (piece: TrayPiece, to: TrayPlace, tray: readonly TrayPiece[]) => string;
  readonly className?: string;
  /** Speak each move aloud as well as announcing it (default true). */
  readonly speakChanges?: boolean;
  /** Laid out side by side when there is room (default: one under the other). */
  readonly columns?: boolean;
}

/**
 * Pieces that move between places, none added or taken away (a purse and a counting line, a
 * purse and the counter): tapped (or Enter) as the layout decides, dragged by mouse, finger
 * or keyboard, Delete to send back. Each move is announced. The layouts are built on it.
 */
export function PlacesTray({
  label,
  places,
  onTap,
  deleteTo,
  highlight,
  size = 56,
  disabled = false,
  movedMessage,
  className,
  columns = false,
  speakChanges = true,
  ...stateOptions
}: PlacesTrayProps) {
  const baseId = useId();
  const zoneOf = (place: string) => `${baseId}${place}`;
  const placeOfZone = (zone: string) => places.find((place) => zoneOf(place.id) === zone);
  const { tray, dispatch, latest } = useTrayState(stateOptions);
  const { message, announce } = useAnnouncer();
  const speech = useSpeech();
  const pendingFocus = useRef<{ place: string; index: number } | null>(null);
  // One tab stop for the whole tray: the arrows go through each place's pieces in turn.
  const ordered = places.flatMap((place) => piecesIn(tray, place.id));
  const focus = useRovingFocus({ count: ordered.length, wrap: true });
  const flatIndex = (key: string) => ordered.findIndex((piece) => piece.key === key);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    // Focus stays where the moved piece was: the next piece of that place, else the one before.
    const inPlace = piecesIn(tray, pending.place);
    const stay = inPlace[Math.min(pending.index, inPlace.length - 1)];
    if (stay) focus.focus(flatIndex(stay.key));
  });

  function move(key: string, to: string, keepFocusIn?: { place: string; index: number }) {
    const piece = findPiece(latest.current, key);
    const target = places.find((place) => place.id === to);
    if (disabled || !piece || !target || piece.place === to) return;
    const next = dispatch({ type: 'move', key, place: to });
    if (keepFocusIn) pendingFocus.current = keepFocusIn;
    const text =
      movedMessage?.(piece, target, next) ??
      movedText(
        piece.id,
        target.spokenName ?? `the ${target.label.toLowerCase()}`,
        target.showTotal ? totalIn(next, to) : null,
      );
    announce(text);
    if (speakChanges) speech.speakAutomatically(text);
  }

  function tap(piece: TrayPiece, index: number) {
    if (disabled) return;
    const result = onTap(piece, index, piece.place, latest.current);
    if (result.moveTo) move(piece.key, result.moveTo, { place: piece.place, index });
    else if (result.say) {
      // A tap asks to hear it: spoken whatever the automatic reading setting.
      announce(result.say);
      speech.speak(result.say);
    }
  }

  const itemName = (itemId: string) => {
    const piece = findPiece(tray, itemId);
    return piece ? `a ${facts[piece.id].name}` : itemId;
  };
  const announcements = placeAnnouncements(
    { item: itemName, zone: (zone) => placeOfZone(zone)?.label ?? zone },
    { dropped: (itemId, zone) => (zone === null ? `${itemName(itemId)} went back.` : undefined) },
  );

  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.root, columns ? styles.columns : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <DropZones
        zones={places.map((place) => zoneOf(place.id))}
        announcements={announcements}
        onDrop={(itemId, zone) => {
          const place = placeOfZone(zone);
          if (place) move(itemId, place.id);
        }}
      >
        {places.map((place) => {
          const inPlace = piecesIn(tray, place.id);
          const total = totalIn(tray, place.id);
          return (
            <Place
              key={place.id}
              zone={zoneOf(place.id)}
              variant={place.id}
              title={place.label}
              emptyText={`The ${place.label.toLowerCase()} is empty.`}
              action={place.action?.({
                tray,
                dispatch: (action) => (disabled ? latest.current : dispatch(action)),
                say: (text) => {
                  announce(text);
                  if (speakChanges) speech.speakAutomatically(text);
                },
              })}
              total={
                place.showTotal ? (
                  <p className={styles.total}>
                    Total: <span data-part="total">{formatAmount(total)}</span>
                  </p>
                ) : null
              }
            >
              {inPlace.map((piece, index) => {
                const back = deleteTo?.(place.id);
                return (
                  <li key={piece.key} className={styles.pieceSlot}>
                    <PieceButton
                      dragId={piece.key}
                      zone={zoneOf(place.id)}
                      piece={piece.id}
                      side={piece.side}
                      size={size}
                      name={trayPieceName(piece.id, piece.side)}
                      onActivate={() => tap(piece, index)}
                      {...(back
                        ? { onRemove: () => move(piece.key, back, { place: place.id, index }) }
                        : {})}
                      roving={focus.getItemProps(flatIndex(piece.key))}
                      onRovingKey={(event) => focus.handleKeyDown(event, flatIndex(piece.key))}
                      highlighted={highlight?.has(piece.key) ?? false}
                      disabled={disabled}
                    />
                  </li>
                );
              })}
            </Place>
          );
        })}
      </DropZones>
      <VisuallyHidden data-part="summary">
        {places
          .map((place) =>
            placeSummary(
              place.label,
              piecesIn(tray, place.id).map((piece) => piece.id),
              {
                order: 'shown',
                total: place.showTotal ? totalIn(tray, place.id) : null,
              },
            ),
          )
          .join(' ')}
      </VisuallyHidden>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
