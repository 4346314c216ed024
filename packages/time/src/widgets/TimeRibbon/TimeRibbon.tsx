import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { formatLanding, formatTimeAs, type TimeFormat } from '../../model/elapsed';
import { elapsedMinutes, normalizeTime } from '../../model/time';
import * as styles from './TimeRibbon.css';
import {
  addJump,
  fitWindow,
  fractionOf,
  jumpAnnouncement,
  jumpButtonLabel,
  jumpButtonText,
  landingOf,
  markerKeyTarget,
  positionAt,
  positionsOf,
  removalAnnouncement,
  removeLastJump,
  ribbonJumpButtons,
  ribbonMarks,
  ribbonSummary,
  skySegments,
  snapPosition,
  totalText,
  type RibbonDirection,
  type RibbonMark,
  type RibbonWindow,
} from './ribbonModel';
import {
  blockMovedAnnouncement,
  blockText,
  clampStart,
  firstFreeStart,
  formatRange,
  moveBlock,
  placeBlockLabels,
  scheduleKeyDelta,
  scheduleSummary,
  type ScheduleBlock,
} from '../ScheduleRibbon/scheduleModel';

/** What the ribbon is for: counting with jumps, or placing activity blocks (lingo 3-2). */
export const timeRibbonModes = ['jumps', 'schedule'] as const;
/** `jumps` (default) or `schedule`. */
export type TimeRibbonMode = (typeof timeRibbonModes)[number];

/** Which landmark lights up (the H-NOON hint lights up the 12). */
export const ribbonLandmarks = ['noon', 'midnight', 'both'] as const;
/** `noon`, `midnight` or `both`. */
export type RibbonLandmark = (typeof ribbonLandmarks)[number];

/** The states TimeRibbon exposes as `data-state`. */
export const timeRibbonStates = ['idle', 'dragging'] as const;
/** `idle`, or `dragging` while a schedule block is picked up. */
export type TimeRibbonState = (typeof timeRibbonStates)[number];

/** Props both modes share. */
interface TimeRibbonBaseProps {
  /**
   * How times are written: `face` ("3:15", default), `12h` ("3:15 PM") or `24h` ("15:15").
   * Only `12h` and `24h` name 12 noon and 12 midnight; on a plain face 12 is "12:00".
   */
  readonly format?: TimeFormat;
  /** A second row of labels under the first, e.g. `24h` under `12h` (lingo 3-0). */
  readonly secondaryFormat?: TimeFormat;
  /** Lights up 12 noon, 12 midnight or both. */
  readonly highlightLandmark?: RibbonLandmark;
  /** The stretch shown, in unwrapped minutes; default: fitted around what is on the ribbon. */
  readonly range?: RibbonWindow;
  /** Shades the sky under the line by the part of the day (lingo 3-0's day ribbon). */
  readonly sky?: boolean;
  /** The accessible name of the ribbon; default "Time ribbon" (or "Schedule"). */
  readonly label?: string;
  readonly className?: string;
}

/** Props of the counting ribbon. */
export interface TimeRibbonJumpsProps extends TimeRibbonBaseProps {
  readonly mode?: 'jumps';
  /** Where the count starts, minutes since midnight. */
  readonly start: number;
  /** The signed jumps made so far (controlled). */
  readonly jumps?: readonly number[];
  /** The first jumps when uncontrolled. */
  readonly defaultJumps?: readonly number[];
  /** Called with the new jumps after a jump is added or removed. */
  readonly onJumpsChange?: (jumps: readonly number[]) => void;
  /** Called after each added jump with its signed size and where it landed. */
  readonly onJump?: (jump: number, landing: number) => void;
  /** `forward` (+ buttons, default) or `back` (− buttons). */
  readonly direction?: RibbonDirection;
  /** The jump buttons offered, in minutes; default 60, 30, 15, 5 and 1. */
  readonly jumpSizes?: readonly number[];
  /** A flag at a time to reach (the end of a duration), at its next occurrence. */
  readonly target?: number;
  /** Shows the jumps without buttons (worked examples and text alternatives). */
  readonly readOnly?: boolean;
  /** Shows the jumps' total ("Total: 20 minutes"). */
  readonly showTotal?: boolean;
  /** A marker the child drags along the ribbon, e.g. lingo 3-0's sun. */
  readonly marker?: RibbonMarkerProps;
}

/** A draggable marker on the ribbon: a slider over the stretch shown. */
export interface RibbonMarkerProps {
  /** Its position, unwrapped minutes (0–1440 on the whole day). */
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Its accessible name: "Sun". */
  readonly label: string;
  /** What it looks like: a Picture of the sun (default a dot). */
  readonly icon?: ReactNode;
  /** Minutes it snaps to and moves by with the arrows; default 15. */
  readonly step?: number;
  /** Its value read aloud; default the time at the marker ("9:00 AM"). */
  readonly valueText?: (value: number) => string;
}

/** Props of the schedule ribbon (lingo 3-2 steps 3–4). */
export interface TimeRibbonScheduleProps extends TimeRibbonBaseProps {
  readonly mode: 'schedule';
  /** The free window the blocks must fit in. */
  readonly scheduleWindow: RibbonWindow;
  /** Names of the fixed events at both ends: "School ends", "Dinner". */
  readonly windowLabels?: { readonly from?: string; readonly to?: string };
  /** The blocks (controlled). */
  readonly blocks?: readonly ScheduleBlock[];
  /** The first blocks when uncontrolled. */
  readonly defaultBlocks?: readonly ScheduleBlock[];
  /** Called with the blocks after a block is placed, moved or taken off. */
  readonly onBlocksChange?: (blocks: readonly ScheduleBlock[]) => void;
  /** Blocks drawn as wrong after a Check (overlaps, broken rules). */
  readonly flaggedBlockIds?: readonly string[];
}

/** Props of TimeRibbon. */
export type TimeRibbonProps = TimeRibbonJumpsProps | TimeRibbonScheduleProps;

const percent = (fraction: number): string => `${(fraction * 100).toFixed(3)}%`;

function landmarkLit(mark: RibbonMark, highlight: RibbonLandmark | undefined): boolean {
  if (!highlight) return false;
  if (mark.kind === 'noon') return highlight !== 'midnight';
  if (mark.kind === 'midnight') return highlight !== 'noon';
  return false;
}

/** The stretch, marks, labels and sky; decoration only (the text alternative says it all). */
function RibbonScale({
  range,
  format,
  secondaryFormat,
  highlight,
  sky,
}: {
  readonly range: RibbonWindow;
  readonly format: TimeFormat;
  readonly secondaryFormat: TimeFormat | undefined;
  readonly highlight: RibbonLandmark | undefined;
  readonly sky: boolean;
}): ReactElement {
  const [scaleRef, width] = useElementWidth();
  const marks = ribbonMarks(range, format, width);
  const secondary = secondaryFormat ? ribbonMarks(range, secondaryFormat, width) : [];
  return (
    <div ref={scaleRef} className={styles.scale}>
      {sky
        ? skySegments(range).map((segment) => (
            <div
              key={segment.from}
              className={`${styles.skySegment} ${styles.sky[segment.part]}`}
              data-part-of-day={segment.part}
              style={{
                left: percent(fractionOf(segment.from, range)),
                width: percent(fractionOf(segment.to, range) - fractionOf(segment.from, range)),
              }}
            />
          ))
        : null}
      <div className={styles.line} />
      {marks.map((mark) => {
        const fraction = fractionOf(mark.position, range);
        const left = percent(fraction);
        const edge = fraction <= 0 ? styles.labelAtStart : fraction >= 1 ? styles.labelAtEnd : '';
        if (mark.kind === 'noon' || mark.kind === 'midnight') {
          const lit = landmarkLit(mark, highlight);
          return (
            <div key={mark.position} data-landmark={mark.kind} data-highlighted={lit || undefined}>
              <div
                className={`${styles.landmarkTick} ${lit ? styles.landmarkTickHighlighted : ''}`}
                style={{ left }}
              />
              <div
                className={`${styles.landmarkLabel} ${lit ? styles.landmarkLabelHighlighted : ''} ${edge}`}
                style={{ left }}
              >
                {mark.label}
              </div>
            </div>
          );
        }
        return (
          <div key={mark.position}>
            <div
              className={`${styles.tick} ${mark.kind === 'half-hour' ? styles.tickHalf : ''}`}
              style={{ left }}
            />
            {mark.label ? (
              <div className={`${styles.tickLabel} ${edge}`} style={{ left }}>
                {mark.label}
              </div>
            ) : null}
          </div>
        );
      })}
      {secondary
        .filter((mark) => mark.kind === 'hour' && mark.label)
        .map((mark) => (
          <div
            key={`secondary-${mark.position}`}
            className={`${styles.tickLabel} ${styles.tickLabelSecondary}`}
            style={{ left: percent(fractionOf(mark.position, range)) }}
          >
            {mark.label}
          </div>
        ))}
    </div>
  );
}

/** The width of an element in CSS pixels, following resizes (undefined before layout). */
function useElementWidth(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** "12 noon is marked." (and lit up); nothing on a plain face, where 12 is just "12:00". */
function landmarkSentence(
  range: RibbonWindow,
  highlight: RibbonLandmark | undefined,
  format: TimeFormat,
): string {
  const names = ribbonMarks(range, format)
    .filter((mark) => mark.kind === 'noon' || mark.kind === 'midnight')
    .map((mark) => ({ name: mark.label as string, lit: landmarkLit(mark, highlight) }));
  if (names.length === 0) return '';
  const unique = [...new Map(names.map((entry) => [entry.name, entry])).values()];
  const marked = `${unique.map((entry) => entry.name).join(' and ')} ${unique.length > 1 ? 'are' : 'is'} marked.`;
  const lit = unique.filter((entry) => entry.lit).map((entry) => entry.name);
  return lit.length > 0
    ? `${marked} ${lit.join(' and ')} ${lit.length > 1 ? 'are' : 'is'} lit up.`
    : marked;
}

/**
 * TimeRibbon, the open number line of the day. In `jumps` mode the child counts on (or back)
 * with +1 h, +30, +15, +5 and +1 min buttons; Backspace removes the last jump, and each jump
 * is announced ("plus 15 minutes, now 4:00"). In `schedule` mode activity blocks are placed
 * in a window: Space picks a block up, arrows move it 5 min, Shift+arrows 1 h, Space drops.
 * 12 noon and 12 midnight always carry labels (with AM/PM or 24-hour times; on a plain face,
 * before AM and PM are taught, 12 is labelled "12:00").
 */
export function TimeRibbon(props: TimeRibbonProps): ReactElement {
  return props.mode === 'schedule' ? <ScheduleRibbon {...props} /> : <JumpsRibbon {...props} />;
}

/** The draggable marker: a slider moved by pointer (snapped) or keyboard. */
function RibbonMarker({
  marker,
  range,
  format,
  laneRef,
}: {
  readonly marker: RibbonMarkerProps;
  readonly range: RibbonWindow;
  readonly format: TimeFormat;
  readonly laneRef: RefObject<HTMLDivElement | null>;
}): ReactElement {
  const step = marker.step ?? 15;
  const pointerRef = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const text = marker.valueText ?? ((value: number) => formatLanding(normalizeTime(value), format));

  const fromPointer = (clientX: number): number | undefined => {
    const rect = laneRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return undefined;
    return snapPosition(positionAt((clientX - rect.left) / rect.width, range), step, range);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={marker.label}
      aria-valuemin={range.from}
      aria-valuemax={range.to}
      aria-valuenow={marker.value}
      aria-valuetext={text(marker.value)}
      aria-orientation="horizontal"
      className={styles.dragMarker}
      data-state={dragging ? 'dragging' : 'idle'}
      style={{ left: percent(fractionOf(marker.value, range)) }}
      onKeyDown={(event) => {
        const next = markerKeyTarget(marker.value, event.key, event.shiftKey, range, step);
        if (next === undefined) return;
        event.preventDefault();
        if (next !== marker.value) marker.onChange(next);
      }}
      onPointerDown={(event) => {
        if (event.button > 0) return;
        // No text selection: a second press on selected text would start a native drag,
        // which cancels the pointer and leaves the marker stuck.
        event.preventDefault();
        const target = event.currentTarget;
        target.focus();
        if (typeof target.setPointerCapture === 'function')
          target.setPointerCapture(event.pointerId);
        pointerRef.current = event.pointerId;
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (pointerRef.current !== event.pointerId) return;
        const next = fromPointer(event.clientX);
        if (next !== undefined && next !== marker.value) marker.onChange(next);
      }}
      onPointerUp={(event) => {
        if (pointerRef.current !== event.pointerId) return;
        pointerRef.current = null;
        setDragging(false);
      }}
      onPointerCancel={() => {
        pointerRef.current = null;
        setDragging(false);
      }}
    >
      <span aria-hidden="true">{marker.icon ?? '●'}</span>
    </div>
  );
}

function JumpsRibbon({
  start,
  jumps,
  defaultJumps = [],
  onJumpsChange,
  onJump,
  direction = 'forward',
  jumpSizes = ribbonJumpButtons,
  target,
  readOnly = false,
  showTotal = false,
  format = 'face',
  secondaryFormat,
  highlightLandmark,
  range,
  sky = false,
  label = 'Time ribbon',
  marker,
  className,
}: TimeRibbonJumpsProps): ReactElement {
  const [internalJumps, setInternalJumps] = useState<readonly number[]>(defaultJumps);
  const current = jumps ?? internalJumps;
  const [announcement, setAnnouncement] = useState('');
  const [wasReadOnly, setWasReadOnly] = useState(readOnly);
  const summaryId = useId();
  // Locked once the answer is checked: the feedback is the news now, so the last jump's
  // announcement ("Removed plus 1 hour, back to 1:00") must not linger beside it.
  if (readOnly !== wasReadOnly) {
    setWasReadOnly(readOnly);
    if (readOnly) setAnnouncement('');
  }

  const positions = positionsOf(start, current);
  const targetPosition =
    target === undefined
      ? undefined
      : direction === 'forward'
        ? start + elapsedMinutes(start, target)
        : start - elapsedMinutes(target, start);
  const shown =
    range ?? fitWindow(targetPosition === undefined ? positions : [...positions, targetPosition]);
  const laneRef = useRef<HTMLDivElement>(null);

  const update = (next: readonly number[]): void => {
    if (jumps === undefined) setInternalJumps(next);
    onJumpsChange?.(next);
  };

  const jump = (size: number): void => {
    const next = addJump(current, size, direction);
    const signed = next[next.length - 1] as number;
    const landing = landingOf(start, next);
    update(next);
    setAnnouncement(jumpAnnouncement(signed, landing, format));
    onJump?.(signed, landing);
  };

  const undo = (): void => {
    if (current.length === 0) return;
    const removed = current[current.length - 1] as number;
    const next = removeLastJump(current);
    update(next);
    setAnnouncement(removalAnnouncement(removed, landingOf(start, next), format));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      undo();
    }
  };

  const summary = [
    ribbonSummary(start, current, format, showTotal),
    targetPosition === undefined
      ? ''
      : `End: ${formatLanding(normalizeTime(targetPosition), format)}.`,
    landmarkSentence(shown, highlightLandmark, format),
  ]
    .filter(Boolean)
    .join(' ');

  const now = positions[positions.length - 1] as number;

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state="idle"
      data-mode="jumps"
      data-landing={landingOf(start, current)}
    >
      <p id={summaryId} className={styles.visuallyHidden} data-testid="ribbon-summary">
        {summary}
      </p>
      <div className={styles.trackWrap}>
        <div
          className={`${styles.track} ${secondaryFormat ? styles.trackTall : ''}`}
          aria-hidden="true"
        >
          <div className={styles.lane} ref={laneRef}>
            <RibbonScale
              range={shown}
              format={format}
              secondaryFormat={secondaryFormat}
              highlight={highlightLandmark}
              sky={sky}
            />
            <svg
              className={styles.arcs}
              viewBox="0 0 1000 60"
              preserveAspectRatio="none"
              focusable="false"
            >
              {current.map((signed, index) => {
                const x1 = fractionOf(positions[index] as number, shown) * 1000;
                const x2 = fractionOf(positions[index + 1] as number, shown) * 1000;
                return (
                  <path
                    key={index}
                    d={`M ${x1} 66 Q ${(x1 + x2) / 2} ${-10} ${x2} 66`}
                    className={signed >= 0 ? styles.arcForward : styles.arcBack}
                    vectorEffect="non-scaling-stroke"
                    data-jump={signed}
                  />
                );
              })}
            </svg>
            {current.map((signed, index) => {
              const middle = ((positions[index] as number) + (positions[index + 1] as number)) / 2;
              return (
                <div
                  key={index}
                  className={styles.arcLabel}
                  style={{ left: percent(fractionOf(middle, shown)) }}
                >
                  {jumpButtonText(Math.abs(signed), signed >= 0 ? 'forward' : 'back')}
                </div>
              );
            })}
            {targetPosition === undefined ? null : (
              <div
                className={styles.targetFlag}
                style={{ left: percent(fractionOf(targetPosition, shown)) }}
                data-testid="ribbon-target"
              />
            )}
            <div
              className={`${styles.marker} ${styles.markerStart}`}
              style={{ left: percent(fractionOf(start, shown)) }}
            />
            {current.length > 0 ? (
              <div
                className={`${styles.marker} ${styles.markerNow}`}
                style={{ left: percent(fractionOf(now, shown)) }}
              />
            ) : null}
          </div>
        </div>
        {marker ? (
          <div className={styles.markerLayer}>
            <RibbonMarker marker={marker} range={shown} format={format} laneRef={laneRef} />
          </div>
        ) : null}
      </div>
      {readOnly ? null : (
        <div className={styles.controls} role="group" aria-label="Jumps">
          {jumpSizes.map((size) => (
            <button
              key={size}
              type="button"
              className={styles.jumpButton}
              aria-label={jumpButtonLabel(size, direction)}
              onClick={() => jump(size)}
              onKeyDown={handleKeyDown}
            >
              {jumpButtonText(size, direction)}
            </button>
          ))}
          <button
            type="button"
            className={styles.undoButton}
            aria-label="Remove the last jump"
            aria-keyshortcuts="Backspace"
            aria-disabled={current.length === 0}
            onClick={undo}
            onKeyDown={handleKeyDown}
          >
            <span aria-hidden="true">⌫</span>
          </button>
          {showTotal ? (
            <span className={styles.total} aria-hidden="true">
              {totalText(current)}
            </span>
          ) : null}
        </div>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

/** Whether a block this wide (CSS pixels) shows its start time whole ("12:45" needs 62). */
function timeFits(text: string, blockWidth: number): boolean {
  return blockWidth >= text.length * 10 + 12;
}

/** The height of one row of block names over the schedule, in CSS pixels. */
const NAME_ROW = 26;

/**
 * The placed blocks' names over the schedule, whole: a 15-minute block is too narrow for
 * "Reading", so each name sits over its block, lifted to another row when it would touch
 * its neighbour. Decoration for the eye; each block's own name says it all to screen
 * readers.
 */
function BlockNames({
  blocks,
  range,
  grabbedId,
  flagged,
}: {
  readonly blocks: readonly ScheduleBlock[];
  readonly range: RibbonWindow;
  readonly grabbedId: string | undefined;
  readonly flagged: ReadonlySet<string>;
}): ReactElement {
  const [laneRef, laneWidth] = useElementWidth();
  const nameRefs = useRef(new Map<string, HTMLSpanElement>());
  const [nameWidths, setNameWidths] = useState<Readonly<Record<string, number>>>({});
  const names = blocks.map((block) => `${block.id}:${block.label}`).join('|');
  // Each name is measured when drawn and again when its width changes (the web font loads
  // late); the positions follow.
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const measured: Record<string, number> = {};
      for (const [id, element] of nameRefs.current) measured[id] = element.offsetWidth;
      setNameWidths((previous) => {
        const same =
          Object.keys(measured).length === Object.keys(previous).length &&
          Object.entries(measured).every(([id, width]) => previous[id] === width);
        return same ? previous : measured;
      });
    };
    const observer = new ResizeObserver(measure);
    for (const element of nameRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [names]);
  const measured = laneWidth !== undefined && laneWidth > 0;
  const places = new Map(
    placeBlockLabels(
      blocks.map((block) => ({
        id: block.id,
        center: fractionOf((block.start as number) + block.duration / 2, range) * (laneWidth ?? 0),
        width: nameWidths[block.id] ?? 0,
      })),
      laneWidth ?? 0,
    ).map((place) => [place.id, place]),
  );
  const rows = measured ? Math.max(0, ...[...places.values()].map((place) => place.row + 1)) : 1;
  return (
    <div
      ref={laneRef}
      className={styles.blockNames}
      style={{ height: blocks.length === 0 ? 0 : rows * NAME_ROW }}
      aria-hidden="true"
      data-testid="schedule-block-names"
    >
      {blocks.map((block) => {
        const place = places.get(block.id);
        const center = fractionOf((block.start as number) + block.duration / 2, range);
        const position =
          measured && place
            ? { left: place.left, bottom: place.row * NAME_ROW }
            : { left: percent(center), bottom: 0, transform: 'translateX(-50%)' };
        const classes = [
          styles.blockName,
          block.id === grabbedId ? styles.blockNameGrabbed : '',
          flagged.has(block.id) ? styles.blockNameFlagged : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <span
            key={block.id}
            ref={(element) => {
              if (element) nameRefs.current.set(block.id, element);
              else nameRefs.current.delete(block.id);
            }}
            className={classes}
            style={position}
            data-block-name={block.id}
          >
            {block.label}
          </span>
        );
      })}
    </div>
  );
}

interface DragSession {
  readonly id: string;
  readonly pointerId: number;
  readonly startX: number;
  readonly startMinutes: number;
  moved: boolean;
}

function ScheduleRibbon({
  scheduleWindow,
  windowLabels,
  blocks,
  defaultBlocks = [],
  onBlocksChange,
  flaggedBlockIds = [],
  format = '12h',
  secondaryFormat,
  highlightLandmark,
  range,
  sky = false,
  label = 'Schedule',
  className,
}: TimeRibbonScheduleProps): ReactElement {
  const [internalBlocks, setInternalBlocks] = useState<readonly ScheduleBlock[]>(defaultBlocks);
  const current = blocks ?? internalBlocks;
  const [grabbed, setGrabbed] = useState<{ id: string; origin: number | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const summaryId = useId();
  const helpId = useId();
  const [laneRef, laneWidth] = useElementWidth();
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<string | null>(null);
  const dragRef = useRef<DragSession | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    buttonRefs.current.get(id)?.focus();
  });

  const shown = range ?? fitWindow([scheduleWindow.from, scheduleWindow.to], { padding: 30 });
  const flagged = new Set(flaggedBlockIds);

  const update = (next: readonly ScheduleBlock[]): void => {
    if (blocks === undefined) setInternalBlocks(next);
    onBlocksChange?.(next);
  };

  const replace = (changed: ScheduleBlock): readonly ScheduleBlock[] => {
    const next = current.map((block) => (block.id === changed.id ? changed : block));
    update(next);
    return next;
  };

  const rangeText = (block: ScheduleBlock): string =>
    block.start === null
      ? 'not placed yet'
      : formatRange(block.start, block.start + block.duration, format);

  const pickUp = (block: ScheduleBlock): void => {
    if (block.fixed) {
      setAnnouncement(`${block.label} is fixed. It cannot move.`);
      return;
    }
    let placed = block;
    if (block.start === null) {
      placed = {
        ...block,
        start: firstFreeStart(current, block.duration, scheduleWindow, block.id),
      };
      replace(placed);
      focusAfterRender.current = block.id;
    }
    setGrabbed({ id: block.id, origin: block.start });
    setAnnouncement(
      `${block.label} picked up, ${rangeText(placed)}. Arrows move it 5 minutes, Shift and arrows 1 hour. Space drops it.`,
    );
  };

  const drop = (block: ScheduleBlock): void => {
    setGrabbed(null);
    setAnnouncement(`${block.label} dropped, ${rangeText(block)}.`);
  };

  const toTray = (block: ScheduleBlock): void => {
    if (block.fixed) return;
    replace({ ...block, start: null });
    setGrabbed(null);
    focusAfterRender.current = block.id;
    setAnnouncement(`${block.label} back in the tray, not placed yet.`);
  };

  const handleClick = (block: ScheduleBlock): void => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (grabbed?.id === block.id) drop(block);
    else pickUp(block);
  };

  const handleKeyDown = (block: ScheduleBlock) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const isGrabbed = grabbed?.id === block.id;
    if (event.key === 'Escape' && isGrabbed) {
      event.preventDefault();
      const restored = { ...block, start: grabbed.origin };
      replace(restored);
      setGrabbed(null);
      focusAfterRender.current = block.id;
      setAnnouncement(`${block.label} put back, ${rangeText(restored)}.`);
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && block.start !== null) {
      event.preventDefault();
      toTray(block);
      return;
    }
    const delta = scheduleKeyDelta(event.key, event.shiftKey);
    if (delta === undefined || !isGrabbed) return;
    event.preventDefault();
    const moved = moveBlock(block, delta, scheduleWindow);
    replace(moved);
    setAnnouncement(blockMovedAnnouncement(moved, format));
  };

  /** Moves a picked-up block by the on-screen buttons, as the arrow keys do. */
  const nudge = (block: ScheduleBlock, delta: number): void => {
    const moved = moveBlock(block, delta, scheduleWindow);
    replace(moved);
    setAnnouncement(blockMovedAnnouncement(moved, format));
  };

  const minutesPerPixel = (): number => {
    const width = laneRef.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? (shown.to - shown.from) / width : 0;
  };

  const handlePointerDown = (block: ScheduleBlock) => (event: PointerEvent<HTMLButtonElement>) => {
    if (block.fixed || block.start === null || event.button > 0) return;
    const target = event.currentTarget;
    if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    dragRef.current = {
      id: block.id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startMinutes: block.start,
      moved: false,
    };
  };

  const handlePointerMove = (block: ScheduleBlock) => (event: PointerEvent<HTMLButtonElement>) => {
    const session = dragRef.current;
    if (!session || session.pointerId !== event.pointerId || session.id !== block.id) return;
    const dx = event.clientX - session.startX;
    if (!session.moved && Math.abs(dx) < 4) return;
    if (!session.moved) {
      session.moved = true;
      setGrabbed({ id: block.id, origin: session.startMinutes });
    }
    const start = clampStart(
      session.startMinutes + dx * minutesPerPixel(),
      block.duration,
      scheduleWindow,
    );
    if (start !== block.start) replace({ ...block, start });
  };

  const handlePointerUp = (block: ScheduleBlock) => (event: PointerEvent<HTMLButtonElement>) => {
    const session = dragRef.current;
    if (!session || session.pointerId !== event.pointerId) return;
    dragRef.current = null;
    if (session.moved) {
      suppressClick.current = true;
      setGrabbed(null);
      setAnnouncement(blockMovedAnnouncement(block, format));
    }
  };

  const setButtonRef = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttonRefs.current.set(id, element);
    else buttonRefs.current.delete(id);
  };

  const placed = current.filter((block) => block.start !== null);
  const waiting = current.filter((block) => block.start === null);
  const grabbedBlock = placed.find((block) => block.id === grabbed?.id);
  const windowLeft = fractionOf(scheduleWindow.from, shown);
  const windowRight = fractionOf(scheduleWindow.to, shown);

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={grabbed ? 'dragging' : 'idle'}
      data-mode="schedule"
    >
      <p id={summaryId} className={styles.visuallyHidden} data-testid="ribbon-summary">
        {[
          scheduleSummary(scheduleWindow, current, format),
          windowLabels?.from
            ? `${windowLabels.from}: ${formatTimeAs(scheduleWindow.from, format)}.`
            : '',
          windowLabels?.to ? `${windowLabels.to}: ${formatTimeAs(scheduleWindow.to, format)}.` : '',
          landmarkSentence(shown, highlightLandmark, format),
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <p id={helpId} className={styles.visuallyHidden}>
        Space picks up a block. Arrows move it 5 minutes, Shift and arrows 1 hour. Space drops it.
        Delete takes it off the schedule.
      </p>
      <BlockNames blocks={placed} range={shown} grabbedId={grabbed?.id} flagged={flagged} />
      <div className={`${styles.track} ${secondaryFormat ? styles.trackTall : ''}`}>
        <div className={styles.lane} ref={laneRef}>
          <div aria-hidden="true">
            <div
              className={styles.scheduleWindow}
              style={{ left: percent(windowLeft), width: percent(windowRight - windowLeft) }}
            />
            <RibbonScale
              range={shown}
              format={format}
              secondaryFormat={secondaryFormat}
              highlight={highlightLandmark}
              sky={sky}
            />
            {windowLabels?.from ? (
              <div className={styles.windowEdgeLabel} style={{ left: percent(windowLeft) }}>
                {windowLabels.from}
              </div>
            ) : null}
            {windowLabels?.to ? (
              <div className={styles.windowEdgeLabel} style={{ left: percent(windowRight) }}>
                {windowLabels.to}
              </div>
            ) : null}
          </div>
          {placed.map((block) => {
            const start = block.start as number;
            const left = fractionOf(start, shown);
            const width = fractionOf(start + block.duration, shown) - left;
            const isGrabbed = grabbed?.id === block.id;
            const startText = formatTimeAs(start, format === '12h' ? 'face' : format);
            const classes = [
              styles.block,
              isGrabbed ? styles.blockGrabbed : '',
              flagged.has(block.id) ? styles.blockFlagged : '',
              block.fixed ? styles.blockFixed : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <button
                key={block.id}
                ref={setButtonRef(block.id)}
                type="button"
                className={classes}
                style={{ left: percent(left), width: percent(width) }}
                aria-label={`${blockText(block, format)}${flagged.has(block.id) ? ', check this one' : ''}`}
                aria-pressed={isGrabbed}
                aria-describedby={helpId}
                data-flagged={flagged.has(block.id) || undefined}
                data-block={block.id}
                data-state={isGrabbed ? 'dragging' : 'idle'}
                onClick={() => handleClick(block)}
                onKeyDown={handleKeyDown(block)}
                onPointerDown={handlePointerDown(block)}
                onPointerMove={handlePointerMove(block)}
                onPointerUp={handlePointerUp(block)}
                onPointerCancel={handlePointerUp(block)}
              >
                {/* The name is over the block (BlockNames); inside, its start time when it
                    fits (a cut "2:…" helps nobody; the block's name has the times). */}
                {timeFits(startText, width * (laneWidth ?? Infinity)) ? (
                  <span className={styles.blockText}>{startText}</span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {grabbedBlock ? (
        // A picked-up block moves with big buttons too: no fine dragging on a small phone.
        <div className={styles.moveControls} role="group" aria-label={`Move ${grabbedBlock.label}`}>
          {/* The picked-up block, named in full with its times, however narrow it is. */}
          <p className={styles.moveTitle}>
            {grabbedBlock.label}: {rangeText(grabbedBlock)}
          </p>
          <button
            type="button"
            className={styles.moveButton}
            onClick={() => nudge(grabbedBlock, -5)}
          >
            <span aria-hidden="true">◀ </span>5 min earlier
          </button>
          <button
            type="button"
            className={styles.moveButton}
            onClick={() => nudge(grabbedBlock, 5)}
          >
            5 min later<span aria-hidden="true"> ▶</span>
          </button>
          <button type="button" className={styles.moveButton} onClick={() => drop(grabbedBlock)}>
            Done
          </button>
          <button type="button" className={styles.moveButton} onClick={() => toTray(grabbedBlock)}>
            Back to the tray
          </button>
        </div>
      ) : null}
      <div className={styles.tray} role="group" aria-label="Activities to place">
        <span className={styles.trayTitle} aria-hidden="true">
          {waiting.length === 0 ? 'All placed ✓' : 'To place:'}
        </span>
        {waiting.map((block) => (
          <button
            key={block.id}
            ref={setButtonRef(block.id)}
            type="button"
            className={styles.trayBlock}
            aria-label={blockText(block, format)}
            aria-pressed={false}
            aria-describedby={helpId}
            data-block={block.id}
            onClick={() => handleClick(block)}
          >
            {block.label}
          </button>
        ))}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
