import { VisuallyHidden } from '@lingos/ui';
import {
  DropZones,
  placeAnnouncements,
  useAnnouncer,
  useRovingFocus,
  useSpeech,
} from '@lingos/kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { otherSide, pieceSpeech } from '../../model/describe';
import { formatAmount, formatCents } from '../../model/format';
import { pieces as facts, type PieceId, type PieceSide } from '../../model/pieces';
import * as styles from './CashTray.css';
import { findPiece, piecesIn, totalIn, type TrayAction, type TrayPiece } from './cashTrayModel';
import { addedText, countUpText, placeSummary, removedText, trayPieceName } from './cashTrayText';
import { PieceButton } from './PieceButton';
import { Place } from './Place';
import { useTrayState } from './useTrayState';

/** The place id of the purse (or change tray) in a CashTray's pieces. */
export const pursePlace = 'purse';

/** Props of {@link CashTray}. */
export interface CashTrayProps {
  /** The kinds of piece the bank offers, each in unlimited supply. */
  readonly bank: readonly PieceId[];
  /** The purse's pieces (controlled; their place is `purse`). */
  readonly pieces?: readonly TrayPiece[];
  /** The purse's first pieces when the tray keeps them itself. */
  readonly defaultPieces?: readonly TrayPiece[];
  /** Every change: the pieces after it, and what happened. */
  readonly onPiecesChange?: (pieces: readonly TrayPiece[], action: TrayAction) => void;
  /** The tray's accessible name (usually the question). */
  readonly label: string;
  /** False: a bank only, whose pieces speak when tapped (Money Basics). Default true. */
  readonly purse?: boolean;
  /** Show the purse's running total (default true). Hidden, a tapped purse piece still says its value. */
  readonly showTotal?: boolean;
  /** The total is a button that switches "$1.25" and "125¢" (Money Math Basics, step 5). */
  readonly totalToggle?: boolean;
  /**
   * Count-up narration from a price: each piece added says the amount reached ("Quarter.
   * 2 dollars 55."), as a cashier counts change (the till and change tray).
   */
  readonly countUpFrom?: number;
  /** The bank's title (default "Bank"; "Till" for a cashier). */
  readonly bankLabel?: string;
  /** The purse's title (default "Purse"; "Change tray" for a cashier). */
  readonly purseLabel?: string;
  /** The purse in a sentence (default "the " + `purseLabel` in lower case): "Add to your side". */
  readonly purseSpokenName?: string;
  /** Bank coins have a Flip button (Money Basics, step 2). */
  readonly flippable?: boolean;
  /** A bank piece was tapped (it speaks, or it is added). */
  readonly onBankTap?: (id: PieceId) => void;
  /** A bank coin was flipped. */
  readonly onFlip?: (id: PieceId, side: PieceSide) => void;
  /** A purse piece was tapped (it says its value). */
  readonly onPieceTap?: (piece: TrayPiece) => void;
  /** Purse pieces lit, by their index in the purse (a worked example, a group to trade). */
  readonly highlight?: readonly number[];
  /** The most pieces the purse holds (default 40): a child tapping on and on stops there. */
  readonly maxPieces?: number;
  /** The toonie's size in px (default 56). */
  readonly size?: number;
  /** Nothing moves (after an answer). */
  readonly disabled?: boolean;
  /** Speak each change aloud as well as announcing it (default true). */
  readonly speakChanges?: boolean;
  readonly className?: string;
}

const bankDragPrefix = 'bank:';
const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const trayDragPrefix = 'tray:';

/**
 * The CashTray: a bank with an unlimited supply of chosen coins and bills, and a purse. Tap
 * a bank piece (or press Enter on it) to add it to the purse; drag it there by mouse, finger
 * or keyboard (Space, arrows, Space). Tap a purse piece to hear its value and choose it, then
 * "Put back"; or drag it to the bank; or press Delete. Arrows move between pieces. Each
 * change is announced ("Added a quarter. 35 cents.") and spoken. Without a purse, the bank's
 * pieces speak when tapped.
 */
export function CashTray({
  bank,
  pieces,
  defaultPieces,
  onPiecesChange,
  label,
  purse = true,
  showTotal = true,
  totalToggle = false,
  countUpFrom,
  bankLabel = 'Bank',
  purseLabel = 'Purse',
  purseSpokenName,
  flippable = false,
  onBankTap,
  onFlip,
  onPieceTap,
  highlight = [],
  maxPieces = 40,
  size = 56,
  disabled = false,
  speakChanges = true,
  className,
}: CashTrayProps) {
  const baseId = useId();
  const bankZone = `${baseId}bank`;
  const purseZone = `${baseId}purse`;
  const { tray, dispatch, latest } = useTrayState({ pieces, defaultPieces, onPiecesChange });
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const [chosen, setChosen] = useState<string | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const [bankSides, setBankSides] = useState<Readonly<Partial<Record<PieceId, PieceSide>>>>({});
  const [inCents, setInCents] = useState(false);
  const pendingFocus = useRef<'purse' | 'bank' | null>(null);
  const purseName = purseSpokenName ?? `the ${purseLabel.toLowerCase()}`;

  const inPurse = piecesIn(tray, pursePlace);
  const total = totalIn(tray, pursePlace);
  const chosenPiece = chosen === null || disabled ? undefined : findPiece(inPurse, chosen);
  const lit = new Set(highlight);

  const bankFocus = useRovingFocus({ count: bank.length, wrap: true });
  const purseFocus = useRovingFocus({ count: inPurse.length, wrap: true });

  useEffect(() => {
    const where = pendingFocus.current;
    if (where === null) return;
    pendingFocus.current = null;
    if (where === 'purse' && inPurse.length > 0) {
      purseFocus.focus(Math.min(purseFocus.focusedIndex ?? 0, inPurse.length - 1));
    } else bankFocus.focus(bankFocus.tabStop ?? 0);
  });

  function say(text: string) {
    announce(text);
    if (speakChanges) speech.speakAutomatically(text);
  }

  function add(id: PieceId) {
    if (disabled) return;
    if (piecesIn(latest.current, pursePlace).length >= maxPieces) {
      say(`${capitalize(purseName)} is full.`);
      return;
    }
    const next = dispatch({ type: 'add', id, place: pursePlace });
    const after = totalIn(next, pursePlace);
    say(
      countUpFrom !== undefined
        ? countUpText(id, countUpFrom + after)
        : addedText(id, showTotal ? after : null),
    );
  }

  function remove(key: string, focusAfter: 'purse' | 'bank' | null) {
    const piece = findPiece(latest.current, key);
    if (disabled || !piece) return;
    setChosen(null);
    const next = dispatch({ type: 'remove', key });
    if (focusAfter) pendingFocus.current = focusAfter;
    const after = totalIn(next, pursePlace);
    say(removedText(piece.id, showTotal || countUpFrom !== undefined ? after : null));
  }

  function tapBank(id: PieceId) {
    onBankTap?.(id);
    if (purse) add(id);
    else speech.speak(pieceSpeech(id));
  }

  function tapPurse(piece: TrayPiece) {
    onPieceTap?.(piece);
    speech.speak(pieceSpeech(piece.id));
    if (disabled) return;
    setChosen((current) => (current === piece.key ? null : piece.key));
  }

  function flipBank(id: PieceId) {
    const next = otherSide(bankSides[id] ?? 'picture');
    setBankSides((sides) => ({ ...sides, [id]: next }));
    onFlip?.(id, next);
    announce(
      next === 'king'
        ? 'The other side shows the King.'
        : `This side shows ${facts[id].picture ?? 'its picture'}.`,
    );
  }

  function onDrop(itemId: string, zoneId: string) {
    if (itemId.startsWith(bankDragPrefix) && zoneId === purseZone) {
      add(itemId.slice(bankDragPrefix.length) as PieceId);
    } else if (itemId.startsWith(trayDragPrefix) && zoneId === bankZone) {
      remove(itemId.slice(trayDragPrefix.length), null);
    }
  }

  const itemName = (itemId: string): string => {
    if (itemId.startsWith(bankDragPrefix)) {
      const id = itemId.slice(bankDragPrefix.length) as PieceId;
      return facts[id] ? `a ${facts[id].name}` : itemId;
    }
    const piece = findPiece(tray, itemId.slice(trayDragPrefix.length));
    return piece ? `a ${facts[piece.id].name}` : itemId;
  };
  const zoneName = (zoneId: string) => (zoneId === bankZone ? bankLabel : purseLabel);
  const announcements = placeAnnouncements(
    { item: itemName, zone: zoneName },
    // A drop into the other place is announced as the change it made (see add and remove).
    {
      dropped: (itemId, zoneId) => (zoneId === null ? `${itemName(itemId)} went back.` : undefined),
    },
  );

  const totalText = inCents ? formatCents(total) : formatAmount(total);
  const totalView =
    !purse || !showTotal ? null : totalToggle ? (
      <button
        type="button"
        className={styles.totalButton}
        aria-label={`Total ${totalText}. Show it in ${inCents ? 'dollars' : 'cents'}`}
        onClick={() => setInCents((value) => !value)}
      >
        {totalText}
      </button>
    ) : (
      <p className={styles.total}>
        Total: <span data-part="total">{formatAmount(total)}</span>
      </p>
    );

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && chosen !== null) {
      event.preventDefault();
      setChosen(null);
    }
  }

  return (
    // Escape anywhere in the tray lets go of a chosen piece.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={held !== null ? 'dragging' : 'idle'}
      onKeyDown={onRootKeyDown}
    >
      <DropZones
        zones={purse ? [bankZone, purseZone] : [bankZone]}
        onDrop={onDrop}
        announcements={announcements}
        onHoldChange={(itemId) => {
          setHeld(itemId);
          if (itemId !== null) setChosen(null);
        }}
      >
        <Place
          zone={bankZone}
          variant="bank"
          title={bankLabel}
          target={chosenPiece !== undefined || (held?.startsWith(trayDragPrefix) ?? false)}
          action={
            chosenPiece ? (
              <button
                type="button"
                className={styles.action}
                aria-label={`Put back ${itemName(trayDragPrefix + chosenPiece.key)}`}
                onClick={() => remove(chosenPiece.key, 'purse')}
              >
                Put back
              </button>
            ) : null
          }
        >
          {bank.map((id, index) => {
            const side = bankSides[id] ?? 'picture';
            return (
              <li key={id} className={styles.pieceSlot}>
                <PieceButton
                  dragId={bankDragPrefix + id}
                  zone={bankZone}
                  piece={id}
                  side={side}
                  size={size}
                  name={
                    purse
                      ? `${trayPieceName(id, side)}. Add to ${purseName}`
                      : trayPieceName(id, side)
                  }
                  onActivate={() => tapBank(id)}
                  roving={bankFocus.getItemProps(index)}
                  onRovingKey={(event) => bankFocus.handleKeyDown(event, index)}
                  movable={purse}
                  disabled={disabled && purse}
                />
                {flippable && facts[id].kind === 'coin' ? (
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Flip the ${facts[id].name}`}
                    onClick={() => flipBank(id)}
                  >
                    Flip
                  </button>
                ) : null}
              </li>
            );
          })}
        </Place>
        {purse ? (
          <Place
            zone={purseZone}
            variant="purse"
            title={purseLabel}
            total={totalView}
            target={held?.startsWith(bankDragPrefix) ?? false}
            emptyText={`${capitalize(purseName)} is empty.`}
          >
            {inPurse.map((piece, index) => (
              <li key={piece.key} className={styles.pieceSlot}>
                <PieceButton
                  dragId={trayDragPrefix + piece.key}
                  zone={purseZone}
                  piece={piece.id}
                  side={piece.side}
                  size={size}
                  name={trayPieceName(piece.id, piece.side)}
                  onActivate={() => tapPurse(piece)}
                  onRemove={() => remove(piece.key, 'purse')}
                  roving={purseFocus.getItemProps(index)}
                  onRovingKey={(event) => purseFocus.handleKeyDown(event, index)}
                  chosen={chosen === piece.key}
                  highlighted={lit.has(index)}
                  disabled={disabled}
                />
              </li>
            ))}
          </Place>
        ) : null}
      </DropZones>
      {purse ? (
        <VisuallyHidden data-part="summary">
          {placeSummary(
            purseLabel,
            inPurse.map((piece) => piece.id),
            { total: showTotal ? total : null },
          )}
        </VisuallyHidden>
      ) : null}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
