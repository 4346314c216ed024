import { Picture, useAnnouncer } from '@lingos/kit';
import { Icon, VisuallyHidden } from '@lingos/ui';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  addMonths,
  dateKey,
  sameDate,
  weekdays,
  type CalendarDate,
  type Month,
  type Weekday,
} from '../../model/dates';
import { monthYear, weekdayName, weekdayShortName } from '../../model/names';
import { StickerCell, StickerItem, StickerLayer, StickerTray } from './MonthGridStickers';
import { stickerMovedText, stickersOn, STICKER_TRAY, type MonthGridSticker } from './stickerModel';
import { hopArc, hopCount, hopLabels, hopText, type HopArc, type HopPoint } from './hopModel';
import * as styles from './MonthGrid.css';
import {
  canShowMonth,
  monthGridCells,
  monthGridLabel,
  monthGridMove,
  tabStopDate,
  type DateMarks,
  type GridMoveContext,
  type GridPosition,
  type MonthGridCell,
  type YearMonth,
} from './monthGridModel';

/** Props of {@link MonthGrid}. */
export interface MonthGridProps {
  /** The year shown. */
  readonly year: number;
  /** The month shown (1–12). */
  readonly month: Month;
  /** Today's date: its cell gets a star and reads ", today". */
  readonly today?: CalendarDate;
  /** A date was tapped, or chosen with Enter or Space. */
  readonly onSelectDate?: (date: CalendarDate) => void;
  /**
   * Makes the column headers buttons (tap, Enter or Space): Up from the top date of a column
   * reaches its header, Down comes back (calendar.md 2-0 step 4, 2-2).
   */
  readonly onSelectHeader?: (weekday: Weekday) => void;
  /** Makes the month title a button ("October 2026", calendar.md 2-0 step 1). */
  readonly onSelectTitle?: () => void;
  /** A column lit up, header and dates (2-0 step 3, a hint). */
  readonly highlightColumn?: Weekday;
  /** Dates whose number is hidden; they read "Thursday, row 2, date hidden" (2-1 step 3). */
  readonly hiddenNumbers?: (date: CalendarDate) => boolean;
  /**
   * Month navigation: "Previous month" and "Next month" buttons, PageUp/PageDown, and arrows
   * past the first or last date. The grid is controlled: show the month this reports.
   */
  readonly onMonthChange?: (year: number, month: Month) => void;
  /** The earliest month navigation may reach. */
  readonly minMonth?: YearMonth;
  /** The latest month navigation may reach. */
  readonly maxMonth?: YearMonth;
  /** Pictures, spoken labels and tones by date key ("2026-10-14"). */
  readonly marks?: DateMarks;
  /** Where the grid's tab stop is (and focus goes, when it changes while the grid has focus). */
  readonly focusDate?: CalendarDate;
  /** Focus moved to a date (arrows, a tap). */
  readonly onFocusDate?: (date: CalendarDate) => void;
  /** The date shown as chosen (filled with the accent colour, `aria-selected`). */
  readonly selectedDate?: CalendarDate;
  /** Read holiday names in cell names (default true); off when the holiday is the question. */
  readonly holidayNames?: boolean;
  /** A Lingo's own words at the end of a date's name ("hop 3"). */
  readonly extraLabel?: (date: CalendarDate) => string | undefined;
  /**
   * Hop mode (2-4): a path of dates, the start first, then each date hopped to. Each hop is
   * drawn as a numbered arc from cell to cell, its cell adds "hop 3" to its name, and a new
   * hop is announced: "Hop 3: Friday, June 19."
   */
  readonly hops?: readonly CalendarDate[];
  /**
   * Stickers (3-0): pictures with names placed on dates (or, with no date, in a tray above
   * the grid) that the child moves: dragged by mouse or finger; Space picks one up, the
   * arrows move it a day (Left/Right) or a week (Up/Down), Space drops; or a tap on the
   * sticker, then on a date. Each move reads "Bus, on Tuesday, May 12."
   */
  readonly stickers?: readonly MonthGridSticker[];
  /** A sticker was moved to a date (null: back to the tray). The grid is controlled. */
  readonly onMoveSticker?: (id: string, date: CalendarDate | null) => void;
  /** Words after a sticker's move: "one week after May 5" makes "Bus, on Tuesday, May 12: one week after May 5." */
  readonly stickerNote?: (sticker: MonthGridSticker, date: CalendarDate) => string | undefined;
  /** The sticker tray's name (default "Stickers"). */
  readonly stickerTrayLabel?: string;
  /** The grid's name (default "Calendar for October 2026"). */
  readonly label?: string;
  /** No taps or selection (a worked example); focus and arrows still read the dates. */
  readonly readOnly?: boolean;
  readonly className?: string;
}

const noHops: readonly CalendarDate[] = [];

function sameYearMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** A header's short name on screen ("Sun") and its full name for screen readers ("Sunday"). */
function headerText(weekday: Weekday) {
  return (
    <>
      <span className={styles.headerFace} aria-hidden="true">
        {weekdayShortName(weekday)}
      </span>
      <VisuallyHidden data-part="weekday">{weekdayName(weekday)}</VisuallyHidden>
    </>
  );
}

function positionSelector(position: GridPosition): string {
  return position.kind === 'date'
    ? `[data-date="${dateKey(position.date)}"]`
    : `[data-header="${position.weekday}"]`;
}

/**
 * A month page (weeks start on Sunday): an ARIA grid with column headers, one tab stop, the
 * arrows moving a day or a week, Home/End to the ends of the week row, PageUp/PageDown a month
 * (with navigation), Enter, Space or a tap choosing the date. Each date reads in full,
 * "Monday, October 12, 2026, Thanksgiving". Today is starred; Lingos add marks, a lit column,
 * hidden numbers, tappable headers and title, and month navigation.
 */
export function MonthGrid({
  year,
  month,
  today,
  onSelectDate,
  onSelectHeader,
  onSelectTitle,
  highlightColumn,
  hiddenNumbers,
  onMonthChange,
  minMonth,
  maxMonth,
  marks,
  focusDate,
  onFocusDate,
  selectedDate,
  holidayNames = true,
  extraLabel,
  hops = noHops,
  stickers,
  onMoveSticker,
  stickerNote,
  stickerTrayLabel = 'Stickers',
  label,
  readOnly = false,
  className,
}: MonthGridProps) {
  const shown: YearMonth = { year, month };
  const context: GridMoveContext = {
    year,
    month,
    headers: onSelectHeader !== undefined,
    navigation: onMonthChange !== undefined,
    min: minMonth,
    max: maxMonth,
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);
  const [position, setPosition] = useState<GridPosition | null>(
    focusDate ? { kind: 'date', date: focusDate } : null,
  );
  const { message, announce } = useAnnouncer();
  const markerId = useId().replace(/[^\w-]/g, '');

  // A new focus date from the Lingo moves the tab stop (and focus, if the grid has it).
  const focusKey = focusDate ? dateKey(focusDate) : null;
  const [lastFocusKey, setLastFocusKey] = useState(focusKey);
  if (focusKey !== lastFocusKey) {
    setLastFocusKey(focusKey);
    if (focusDate) {
      setPosition({ kind: 'date', date: focusDate });
      pendingFocus.current = rootRef.current?.contains(document.activeElement) ?? false;
    }
  }

  useEffect(() => {
    if (!pendingFocus.current || !position) return;
    pendingFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(positionSelector(position))?.focus();
  });

  const [chosenSticker, setChosenSticker] = useState<string | null>(null);
  const [heldSticker, setHeldSticker] = useState<string | null>(null);
  const focusSticker = useRef<string | null>(null);
  // A moved sticker is drawn in its new cell: focus follows it there (keyboard moves).
  useEffect(() => {
    const id = focusSticker.current;
    if (id === null) return;
    focusSticker.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-sticker="${id}"]`)?.focus();
  });

  function moveSticker(sticker: MonthGridSticker, date: CalendarDate | null) {
    setChosenSticker(null);
    const element = rootRef.current?.querySelector(`[data-sticker="${sticker.id}"]`);
    if (element && element === document.activeElement) focusSticker.current = sticker.id;
    onMoveSticker?.(sticker.id, date);
    announce(stickerMovedText(sticker, date, date ? stickerNote?.(sticker, date) : undefined));
  }

  const hopWords = hopLabels(hops);
  const rows = monthGridCells(year, month, {
    today,
    marks,
    hiddenNumbers,
    holidays: holidayNames,
    extraLabel: (date) =>
      [
        ...stickersOn(stickers ?? [], date).map((sticker) => sticker.name),
        extraLabel?.(date),
        hopWords.get(dateKey(date)),
      ]
        .filter(Boolean)
        .join(', ') || undefined,
  });
  const arcs = useHopArcs(rootRef, hops, `${year}-${month}`);

  // A new hop is announced ("Hop 3: Friday, June 19.").
  const hopTotal = hopCount(hops);
  const announcedHops = useRef(hopTotal);
  useEffect(() => {
    const last = hops[hops.length - 1];
    if (hopTotal > announcedHops.current && last) announce(hopText(hopTotal, last));
    announcedHops.current = hopTotal;
  }, [hopTotal, hops, announce]);

  const stop: GridPosition =
    position?.kind === 'header' && context.headers
      ? position
      : {
          kind: 'date',
          date: tabStopDate(shown, position?.kind === 'date' ? position.date : undefined, today),
        };

  function move(event: KeyboardEvent<HTMLElement>, from: GridPosition) {
    if (event.altKey) return;
    const next = monthGridMove(
      from,
      { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey },
      context,
    );
    if (!next) return;
    event.preventDefault();
    setPosition(next);
    pendingFocus.current = true;
    if (next.kind !== 'date') return;
    if (!sameYearMonth(next.date, shown)) onMonthChange?.(next.date.year, next.date.month);
    if (from.kind !== 'date' || !sameDate(from.date, next.date)) onFocusDate?.(next.date);
  }

  function showMonth(direction: -1 | 1) {
    const target = addMonths({ year, month, day: 1 }, direction);
    onMonthChange?.(target.year, target.month);
    announce(monthYear(target.year, target.month));
  }

  function renderCell(cell: MonthGridCell) {
    const isStop = stop.kind === 'date' && sameDate(stop.date, cell.date);
    const selected = selectedDate !== undefined && sameDate(selectedDate, cell.date);
    const pictures = cell.marks.flatMap((mark) => (mark.picture ? [mark.picture] : []));
    const cellProps = {
      className: styles.cell,
      'aria-selected': selectedDate !== undefined ? selected : undefined,
    };
    const dayButton = (
      <button
        type="button"
        className={styles.dayButton}
        data-date={cell.key}
        data-tone={cell.tone}
        data-today={cell.isToday || undefined}
        data-lit={highlightColumn === cell.weekday || undefined}
        data-selected={selected || undefined}
        data-hidden={cell.hidden || undefined}
        aria-label={cell.name}
        aria-disabled={readOnly || undefined}
        tabIndex={isStop ? 0 : -1}
        onKeyDown={(event) => move(event, { kind: 'date', date: cell.date })}
        onFocus={() => setPosition({ kind: 'date', date: cell.date })}
        onClick={() => {
          if (readOnly) return;
          const sticker = stickers?.find((each) => each.id === chosenSticker);
          if (sticker) {
            moveSticker(sticker, cell.date);
            return;
          }
          onFocusDate?.(cell.date);
          onSelectDate?.(cell.date);
        }}
      >
        <span className={styles.face} aria-hidden="true">
          <span className={styles.number}>{cell.hidden ? '' : cell.date.day}</span>
          {pictures.length > 0 && (
            <span className={styles.marks}>
              {pictures.map((picture, index) => (
                // Marks of one cell never reorder; the same picture may come twice.
                <Picture key={`${picture}-${index}`} name={picture} size={18} decorative />
              ))}
            </span>
          )}
        </span>
      </button>
    );
    if (!stickers) {
      return (
        <td key={cell.key} {...cellProps}>
          {dayButton}
        </td>
      );
    }
    return (
      <StickerCell key={cell.key} zone={cell.key} {...cellProps}>
        {dayButton}
        {stickersOn(stickers, cell.date).map((sticker) => (
          <StickerItem
            key={sticker.id}
            sticker={sticker}
            zone={cell.key}
            chosen={chosenSticker === sticker.id}
            onTap={() => setChosenSticker(chosenSticker === sticker.id ? null : sticker.id)}
          />
        ))}
      </StickerCell>
    );
  }

  const table = (
    <table
      role="grid"
      className={styles.table}
      aria-label={label ?? monthGridLabel(year, month)}
      aria-readonly={readOnly || undefined}
    >
      <thead>
        <tr>
          {weekdays.map((weekday) => {
            const lit = highlightColumn === weekday || undefined;
            return (
              <th key={weekday} scope="col" className={styles.headerCell} data-lit={lit}>
                {onSelectHeader ? (
                  <button
                    type="button"
                    className={styles.headerButton}
                    data-header={weekday}
                    tabIndex={stop.kind === 'header' && stop.weekday === weekday ? 0 : -1}
                    onKeyDown={(event) => move(event, { kind: 'header', weekday })}
                    onFocus={() => setPosition({ kind: 'header', weekday })}
                    onClick={() => onSelectHeader(weekday)}
                  >
                    {headerText(weekday)}
                  </button>
                ) : (
                  headerText(weekday)
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // Rows are the weeks of the month shown, in order: their index is their identity.
          <tr key={rowIndex}>
            {row.map((cell, column) =>
              cell ? renderCell(cell) : <td key={`pad-${column}`} className={styles.padding} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );

  const previousAllowed = canShowMonth(context, -1);
  const nextAllowed = canShowMonth(context, 1);
  const title = monthYear(year, month);

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-month={`${year}-${String(month).padStart(2, '0')}`}
      data-state={heldSticker !== null ? 'dragging' : 'idle'}
    >
      <div className={styles.header}>
        {onMonthChange && (
          <button
            type="button"
            className={styles.navButton}
            aria-label="Previous month"
            disabled={!previousAllowed}
            onClick={() => showMonth(-1)}
          >
            <Icon name="chevronRight" className={styles.previousIcon} />
          </button>
        )}
        {onSelectTitle ? (
          <button type="button" className={styles.titleButton} onClick={onSelectTitle}>
            {title}
          </button>
        ) : (
          <p className={styles.title}>{title}</p>
        )}
        {onMonthChange && (
          <button
            type="button"
            className={styles.navButton}
            aria-label="Next month"
            disabled={!nextAllowed}
            onClick={() => showMonth(1)}
          >
            <Icon name="chevronRight" />
          </button>
        )}
      </div>
      {stickers ? (
        <StickerLayer
          year={year}
          month={month}
          stickers={stickers}
          note={stickerNote}
          onHoldChange={setHeldSticker}
          onMove={moveSticker}
        >
          {stickers.some((sticker) => sticker.date === null) && (
            <StickerTray label={stickerTrayLabel}>
              {stickers
                .filter((sticker) => sticker.date === null)
                .map((sticker) => (
                  <StickerItem
                    key={sticker.id}
                    sticker={sticker}
                    zone={STICKER_TRAY}
                    inTray
                    chosen={chosenSticker === sticker.id}
                    onTap={() => setChosenSticker(chosenSticker === sticker.id ? null : sticker.id)}
                  />
                ))}
            </StickerTray>
          )}
          {table}
        </StickerLayer>
      ) : (
        table
      )}
      {arcs.length > 0 && (
        <svg className={styles.hops} aria-hidden="true" data-part="hops">
          <defs>
            <marker
              id={`${markerId}-head`}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className={styles.hopHead} />
            </marker>
          </defs>
          {arcs.map((arc) => (
            <g key={arc.hop} data-hop={arc.hop} data-new={arc.hop === hopTotal || undefined}>
              <path
                d={arc.path}
                pathLength={1}
                className={styles.hopArc}
                markerEnd={`url(#${markerId}-head)`}
              />
              <circle cx={arc.label.x} cy={arc.label.y} r={11} className={styles.hopBadge} />
              <text x={arc.label.x} y={arc.label.y} className={styles.hopNumber}>
                {arc.hop}
              </text>
            </g>
          ))}
        </svg>
      )}
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}

/** The top centre of a date's cell, relative to the grid, or null when it is not on the page. */
function cellPoint(root: HTMLElement, rootBox: DOMRect, date: CalendarDate) {
  const cell = root.querySelector<HTMLElement>(`[data-date="${dateKey(date)}"]`);
  if (!cell) return null;
  const box = cell.getBoundingClientRect();
  const point: HopPoint = {
    x: box.left - rootBox.left + box.width / 2,
    y: box.top - rootBox.top + box.height * 0.3,
  };
  return { point, width: box.width, height: box.height };
}

/** The hops' arcs, measured from the cells on the page, again whenever the grid resizes. */
function useHopArcs(
  rootRef: RefObject<HTMLDivElement | null>,
  hops: readonly CalendarDate[],
  page: string,
): readonly HopArc[] {
  const [arcs, setArcs] = useState<readonly HopArc[]>([]);
  const pathKey = hops.map(dateKey).join(' ');
  const latest = useRef(hops);
  latest.current = hops;
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const measure = () => {
      const path = latest.current;
      const rootBox = root.getBoundingClientRect();
      const next: HopArc[] = [];
      for (let hop = 1; hop < path.length; hop += 1) {
        const toDate = path[hop];
        const fromDate = path[hop - 1];
        const to = toDate ? cellPoint(root, rootBox, toDate) : null;
        if (!to) continue;
        const from = fromDate ? cellPoint(root, rootBox, fromDate) : null;
        next.push(hopArc(hop, from?.point ?? null, to.point, to.width, to.height * 0.35));
      }
      setArcs(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, pathKey, page]);
  return arcs;
}
