import {
  DropZones,
  Picture,
  placeAnnouncements,
  useDragItem,
  useDropZone,
  type PlaceAnnouncements,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import type { ReactNode, TdHTMLAttributes } from 'react';
import { parseDateKey, type CalendarDate, type Month } from '../../model/dates';
import * as styles from './MonthGrid.css';
import {
  STICKER_TRAY,
  stickerInstructions,
  stickerMovedText,
  stickerName,
  stickerShortName,
  stickerZones,
  type MonthGridSticker,
} from './stickerModel';

/** The date a zone stands for, or null for the tray. */
function zoneDate(zone: string | null): CalendarDate | null {
  return zone === null || zone === STICKER_TRAY ? null : (parseDateKey(zone) ?? null);
}

/** Props of {@link StickerLayer}. */
export interface StickerLayerProps {
  readonly year: number;
  readonly month: Month;
  readonly stickers: readonly MonthGridSticker[];
  readonly note?: (sticker: MonthGridSticker, date: CalendarDate) => string | undefined;
  readonly onMove: (sticker: MonthGridSticker, date: CalendarDate | null) => void;
  readonly onHoldChange: (id: string | null) => void;
  readonly children: ReactNode;
}

/**
 * Kit's DropZones over a month page: every date is a place, in date order and 7 to a row, so
 * a held sticker moves a day with Left/Right and a week with Up/Down; the tray comes last.
 */
export function StickerLayer({
  year,
  month,
  stickers,
  note,
  onMove,
  onHoldChange,
  children,
}: StickerLayerProps) {
  const byId = new Map(stickers.map((sticker) => [sticker.id, sticker]));
  const withTray = stickers.some((sticker) => sticker.date === null);
  const moved = (id: string, zone: string | null) => {
    const sticker = byId.get(id);
    if (!sticker) return undefined;
    const date = zoneDate(zone);
    return stickerMovedText(sticker, date, date ? note?.(sticker, date) : undefined);
  };
  const announcements: PlaceAnnouncements = placeAnnouncements(
    {
      item: (id) => {
        const sticker = byId.get(id);
        return sticker ? stickerShortName(sticker) : id;
      },
      zone: (zone) => zone,
    },
    {
      pickedUp: (id) => {
        const sticker = byId.get(id);
        return sticker ? `Picked up. ${stickerName(sticker)}.` : undefined;
      },
      over: (id, zone) => (zone === null ? undefined : moved(id, zone)),
      dropped: (id, zone) => (zone === null ? undefined : moved(id, zone)),
      cancelled: (id) => {
        const sticker = byId.get(id);
        return sticker ? `Cancelled. ${stickerName(sticker)}.` : undefined;
      },
    },
  );
  return (
    <DropZones
      zones={stickerZones(year, month, withTray)}
      columns={7}
      announcements={announcements}
      instructions={stickerInstructions}
      onHoldChange={onHoldChange}
      onDrop={(id, zone) => {
        const sticker = byId.get(id);
        if (sticker) onMove(sticker, zoneDate(zone));
      }}
    >
      {children}
    </DropZones>
  );
}

/** A date cell that is also a place for stickers. */
export function StickerCell({
  zone,
  children,
  ...props
}: {
  readonly zone: string;
  readonly children: ReactNode;
} & TdHTMLAttributes<HTMLTableCellElement>) {
  const place = useDropZone(zone);
  return (
    <td
      {...props}
      ref={place.setNodeRef}
      data-zone={zone}
      data-over={place.isOver || undefined}
      data-holding={place.isHolding || undefined}
    >
      {children}
    </td>
  );
}

/** Props of {@link StickerItem}. */
export interface StickerItemProps {
  readonly sticker: MonthGridSticker;
  readonly zone: string;
  readonly chosen: boolean;
  readonly onTap: () => void;
  readonly inTray?: boolean;
}

/** A sticker: dragged by mouse, finger or keyboard; a tap chooses it, then a date tap moves it. */
export function StickerItem({ sticker, zone, chosen, onTap, inTray = false }: StickerItemProps) {
  const drag = useDragItem(sticker.id, { zone });
  // dnd-kit gives the handle its role and tab stop; the role is written out here instead.
  const { role: dragRole, tabIndex, ...attributes } = drag.attributes;
  void dragRole;
  return (
    <div
      ref={drag.setNodeRef}
      role="button"
      tabIndex={tabIndex}
      {...attributes}
      {...drag.listeners}
      {...drag.tapHandlers(onTap)}
      aria-roledescription="sticker"
      aria-pressed={chosen}
      className={inTray ? styles.trayStickerItem : styles.sticker}
      style={drag.style}
      data-sticker={sticker.id}
      data-state={drag.isDragging ? 'dragging' : chosen ? 'chosen' : 'idle'}
      onKeyDown={(event) => {
        // Enter chooses (like a tap); Space is the pick-up of the place keyboard.
        if (event.key === 'Enter') {
          event.preventDefault();
          onTap();
          return;
        }
        drag.listeners?.onKeyDown?.(event);
      }}
    >
      <VisuallyHidden>{stickerName(sticker)}</VisuallyHidden>
      <Picture name={sticker.picture} size={inTray ? 36 : 26} decorative />
    </div>
  );
}

/** The stickers not on the calendar yet, above the grid: a place too. */
export function StickerTray({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  const place = useDropZone(STICKER_TRAY);
  return (
    <div
      ref={place.setNodeRef}
      role="group"
      aria-label={label}
      className={styles.stickerTray}
      data-over={place.isOver || undefined}
    >
      {children}
    </div>
  );
}
