import {
  dragSurface,
  useAnnouncer,
  useHoldRepeat,
  usePointerDrag,
  useRovingFocus,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { theNameOf, type MeasureObject } from '../../model/objects';
import { LengthObjectShape } from '../LengthObject/LengthObject';
import { lengthShapeOf, objectHeight } from '../LengthObject/lengthObjectGeometry';
import { useCentimetreScale } from '../LengthObject/useCentimetreScale';
import * as styles from './Ruler.css';
import {
  alignedIndex,
  countClearance,
  draggedPosition,
  isOnRuler,
  jagDepth,
  laneOfMark,
  markAt,
  markLabelFont,
  markTiles,
  normalizeRuler,
  numberRows,
  numberWidth,
  offsetText,
  ribbonEndAt,
  ribbonKeyTarget,
  ribbonText,
  rulerEndRoom,
  rulerKeyTarget,
  rulerLength,
  rulerMarginPx,
  rulerText,
  rulerTicks,
  settlePosition,
  spaceAgainText,
  spaceCountFont,
  spaceName,
  spaceText,
  spaceTiles,
  type PositionRange,
  type RulerTextObject,
  type TapTile,
} from './rulerModel';

/** How the ruler is handled: lying still, or dragged along the objects (and moved by arrows). */
export const rulerModes = ['fixed', 'draggable'] as const;
/** How the ruler is handled. */
export type RulerMode = (typeof rulerModes)[number];

/** What a tap on a still ruler picks: a space between marks, or a mark's number. */
export const rulerTapTargets = ['spaces', 'marks'] as const;
/** What a tap on a still ruler picks. */
export type RulerTapTarget = (typeof rulerTapTargets)[number];

/** An object lying along the ruler. */
export interface RulerObject {
  /** Its id, name ("a key"), shape and, for texts, its noun. */
  readonly object: Pick<MeasureObject, 'id' | 'name' | 'shape' | 'noun'>;
  /** Its left end, cm from the lane's left. */
  readonly start: number;
  /** Its length in cm. */
  readonly length: number;
}

/** A space tapped (and now counted). */
export interface RulerSpaceTap {
  /** The mark the space starts at: the space from 6 to 7 is 6. */
  readonly from: number;
  /** How many spaces are counted now. */
  readonly count: number;
  /** It was counted already: the count did not change. */
  readonly again: boolean;
}

/** Props of {@link Ruler}. */
export interface RulerProps {
  /** The first number: 0, or a broken ruler's 1–12. Default 0. */
  readonly first?: number;
  /** The last number. Default 20. */
  readonly last?: number;
  /** Up to two objects along the ruler: the first just above it, the second above that. */
  readonly objects?: readonly RulerObject[];
  /** How long the lane is, cm; default the ruler's length or the furthest object end. */
  readonly laneCm?: number;
  /** The screen's scale; default fitted to the space the ruler has (see useCentimetreScale). */
  readonly pxPerCm?: number;
  /** `fixed` (default) or `draggable` (pointer and arrows, slider semantics). */
  readonly mode?: RulerMode;
  /** Where the ruler's first mark lies, cm from the lane's left (controlled). */
  readonly position?: number;
  /** The first mark's place at the start (uncontrolled); default 0. */
  readonly defaultPosition?: number;
  /** Where a draggable ruler's first mark may go; default the whole lane but its last cm. */
  readonly range?: PositionRange;
  /** The ruler came to rest at a new position (a key, or the end of a drag). */
  readonly onMove?: (position: number) => void;
  /** The ruler's first mark came to rest on an object's left end. */
  readonly onAligned?: (objectId: string) => void;
  /** On a still ruler, make the spaces or the marks tappable. */
  readonly tap?: RulerTapTarget;
  /** A tapped space gets a 1 cm unit cube dropped into it (2-0 step 1). */
  readonly cubes?: boolean;
  /** The spaces lit and counted, by the mark each starts at, in the order counted (controlled). */
  readonly litSpaces?: readonly number[];
  /** The same, uncontrolled start; default none. */
  readonly defaultLitSpaces?: readonly number[];
  /**
   * A space was tapped: it lights up and is counted once. Return `false` to refuse it: it stays
   * dark and the ruler says nothing (say why yourself). With `litSpaces`, add it to them.
   */
  readonly onSpaceTap?: (tap: RulerSpaceTap) => boolean | void;
  /** A mark's number was tapped ("tap the 9"). */
  readonly onMarkTap?: (mark: number) => void;
  /** The mark shown as chosen (a tapped number), if any. */
  readonly chosenMark?: number;
  /** The stretchable ribbon from the ruler's 0 (2-1 step 3). */
  readonly ribbon?: boolean;
  /** Where the ribbon ends (controlled), a mark. */
  readonly ribbonEnd?: number;
  /** Where the ribbon ends at the start (uncontrolled); default 0. */
  readonly defaultRibbonEnd?: number;
  /** The ribbon's end moved to a new mark. */
  readonly onRibbonChange?: (end: number) => void;
  /**
   * Read-only (after Check, during a worked example): the ruler, its spaces and numbers, the
   * ribbon and its Shorter/Longer buttons stop responding. They stay in place and keep the
   * focus, marked `aria-disabled`.
   */
  readonly disabled?: boolean;
  /** The drawing's text alternative instead of the generated one. */
  readonly label?: string;
  readonly className?: string;
}

// Sizes in CSS px. The ruler's body is at least a 56 px target; a space on a phone is 13 px
// wide, so its tap target is as tall as the ruler and the end ones reach past the ends.
const rulerMinHeight = 56;
const gap = 8;
const ribbonRow = 52;
const ribbonThickness = 14;
/** A centimetre mark's tick; a half mark's. */
const tickLength = 16;
const halfTickLength = 9;
/** The first row of numbers' baseline under the ruler's top, and the rows' pitch. */
const firstLabelBaseline = 31;
const labelPitch = 13;
/** The space between the ruler and the object just above it, where its end guides show. */
const objectClearance = 12;
/** The counted spaces' numbers under the ruler: their first baseline, and the rows' pitch. */
const countBaseline = 15;
const countPitch = 14;

interface RulerDrag {
  readonly originPosition: number;
  readonly originX: number;
}

/** The state a value can be given as a prop (controlled) or kept here. */
function useControllable<T>(value: T | undefined, initial: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  return [value ?? own, setOwn];
}

/**
 * A centimetre ruler under objects, drawn to one fixed scale per screen. It lies still, or the
 * child drags it (or moves it 1 cm per arrow) until its 0 meets an object's end, where it snaps
 * within 3 mm and glows. A broken ruler starts at another number. On a still ruler the child
 * can tap spaces (each lights, is counted, and may get a cube) or marks' numbers; the ribbon
 * stretches from 0. Everything it shows is also said: the drawing's text alternative follows
 * measurements.md, and changes are announced politely.
 */
export function Ruler(props: RulerProps): ReactElement {
  const {
    objects = [],
    mode = 'fixed',
    tap,
    cubes = false,
    ribbon = false,
    chosenMark,
    onMove,
    onAligned,
    onSpaceTap,
    onMarkTap,
    onRibbonChange,
    disabled = false,
    label,
    className,
  } = props;
  const ruler = normalizeRuler(props.first, props.last);
  const length = rulerLength(ruler);
  const furthest = Math.max(0, ...objects.map((item) => item.start + item.length));
  const laneCm = Math.max(1, props.laneCm ?? Math.max(length, furthest));
  const range: PositionRange = props.range ?? { min: 0, max: Math.max(0, laneCm - 1) };
  // The margins are px, not cm: the end numbers keep their size at every scale.
  const marginPx = rulerMarginPx(ruler);
  const [scaleRef, scale] = useCentimetreScale(laneCm, {
    marginCm: 0,
    marginPx,
    fixed: props.pxPerCm,
  });

  const [restingPosition, setRestingPosition] = useControllable(
    props.position,
    props.defaultPosition ?? 0,
  );
  const [dragPosition, setDragPosition] = useState<number | null>(null);
  const position = dragPosition ?? restingPosition;
  const [ribbonEnd, setRibbonEnd] = useControllable(props.ribbonEnd, props.defaultRibbonEnd ?? 0);
  const [ribbonDrag, setRibbonDrag] = useState<number | null>(null);
  const shownRibbonEnd = ribbonDrag ?? ribbonEnd;
  const [litSpaces, setLitSpaces] = useControllable<readonly number[]>(
    props.litSpaces,
    props.defaultLitSpaces ?? [],
  );
  const { message, announce } = useAnnouncer();
  const stageRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<RulerDrag | null>(null);
  const ribbonOrigin = useRef<number | null>(null);

  const starts = objects.map((item) => item.start);
  const textObjects: RulerTextObject[] = objects.map((item) => ({
    name: item.object.name,
    theName: theNameOf(item.object as MeasureObject),
    start: item.start,
    length: item.length,
  }));
  const aligned = alignedIndex(position, starts);
  const draggable = mode === 'draggable';

  // Horizontal: lane cm to px, with room each side for the end numbers.
  const xOf = (laneX: number): number => marginPx + laneX * scale;
  const width = Math.ceil(2 * marginPx + laneCm * scale);

  // The numbers take one, two or three rows so each has clear space around it; the ruler is
  // as tall as they need (at least 56 px). The counted spaces' numbers go in rows of their
  // own under it, never among the marks' numbers.
  const labelRows = numberRows(scale, Math.max(ruler.first, ruler.last), markLabelFont);
  const rulerHeight = Math.max(
    rulerMinHeight,
    firstLabelBaseline + (labelRows - 1) * labelPitch + 9,
  );
  const counting = (tap === 'spaces' && !draggable) || litSpaces.length > 0;
  const countRows = numberRows(scale, Math.max(1, litSpaces.length), spaceCountFont, {
    maxRows: 2,
    clearance: countClearance,
  });
  const countsHeight = counting ? countBaseline + (countRows - 1) * countPitch + 5 : 0;

  // Vertical, top to bottom: the objects (the first nearest the ruler), the cubes, the
  // ribbon, the ruler, then the counted spaces' numbers.
  const rows = objects.map(
    (item) => objectHeight(lengthShapeOf(item.object.shape), item.length, scale) + objectClearance,
  );
  let top = gap;
  const objectTops: number[] = [];
  const objectHeights = objects.map((item) =>
    objectHeight(lengthShapeOf(item.object.shape), item.length, scale),
  );
  for (let index = objects.length - 1; index >= 0; index -= 1) {
    objectTops[index] = top;
    top += rows[index] ?? 0;
  }
  const cubeTop = top;
  if (cubes) top += scale + 4;
  const ribbonTop = top;
  if (ribbon) top += ribbonRow;
  const rulerTop = top;
  const stageHeight = rulerTop + rulerHeight + countsHeight + gap;

  const room = rulerEndRoom(ruler);
  const rulerLeft = xOf(position) - room.left;
  const rulerRight = xOf(position + length) + room.right;
  const markX = (mark: number): number => xOf(laneOfMark(mark, position, ruler.first));

  const description =
    label ??
    [
      rulerText(ruler, position, textObjects),
      ribbon ? ribbonText(shownRibbonEnd) : '',
      litSpaces.length > 0
        ? `${litSpaces.length} ${litSpaces.length === 1 ? 'space' : 'spaces'} counted.`
        : '',
    ]
      .filter(Boolean)
      .join(' ');

  const valueText = (at: number): string => {
    const first = textObjects[0];
    if (first) return offsetText(at, ruler.first, first.start, first.theName);
    return `Ruler's ${ruler.first === 0 ? '0' : 'first mark'} is ${at} centimetres from the left.`;
  };

  function comeToRest(next: number, announceIt: boolean) {
    const wasAligned = alignedIndex(restingPosition, starts);
    setRestingPosition(next);
    if (next !== restingPosition) onMove?.(next);
    const nowAligned = alignedIndex(next, starts);
    const item = nowAligned === undefined ? undefined : objects[nowAligned];
    if (item && nowAligned !== wasAligned) onAligned?.(item.object.id);
    if (announceIt) announce(valueText(next));
  }

  const rulerDrag = usePointerDrag<HTMLDivElement>({
    disabled: !draggable || disabled,
    onStart: ({ client, element }) => {
      (element as HTMLElement).focus();
      dragRef.current = { originPosition: restingPosition, originX: client.x };
      return true;
    },
    onMove: ({ client, moved }) => {
      const drag = dragRef.current;
      if (!drag || !moved) return;
      setDragPosition(
        draggedPosition(drag.originPosition, client.x - drag.originX, scale, starts, range),
      );
    },
    onEnd: ({ client, moved, cancelled }) => {
      const drag = dragRef.current;
      dragRef.current = null;
      setDragPosition(null);
      if (!drag || !moved) return;
      if (cancelled) {
        // The browser took the pointer away half way: the ruler goes back, and says so.
        announce(`The ruler went back. ${valueText(drag.originPosition)}`);
        return;
      }
      const dropped = draggedPosition(
        drag.originPosition,
        client.x - drag.originX,
        scale,
        starts,
        range,
      );
      comeToRest(settlePosition(dropped, starts, range), true);
    },
  });

  function onRulerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const next = rulerKeyTarget(restingPosition, event.key, event, range);
    if (next === undefined) return;
    event.preventDefault();
    // The slider's value text says where it is now; only a new alignment is announced.
    comeToRest(next, false);
    const nowAligned = alignedIndex(next, starts);
    if (nowAligned !== undefined && nowAligned !== alignedIndex(restingPosition, starts)) {
      announce(`Lined up. ${valueText(next)}`);
    }
  }

  // The ribbon: its end follows the pointer to the nearest whole mark.
  function ribbonMarkAt(clientX: number): number | undefined {
    const box = stageRef.current?.getBoundingClientRect();
    if (!box || scale <= 0) return undefined;
    const laneX = (clientX - box.left - marginPx) / scale;
    return ribbonEndAt(markAt(laneX, position, ruler.first), ruler);
  }

  function setRibbon(next: number, announceIt: boolean) {
    if (next !== ribbonEnd) {
      setRibbonEnd(next);
      onRibbonChange?.(next);
    }
    if (announceIt) announce(ribbonText(next));
  }

  const ribbonPointer = usePointerDrag<HTMLDivElement>({
    disabled: !ribbon || disabled,
    onStart: ({ element }) => {
      (element as HTMLElement).focus();
      ribbonOrigin.current = ribbonEnd;
      return true;
    },
    onMove: ({ client, moved }) => {
      if (!moved || ribbonOrigin.current === null) return;
      const next = ribbonMarkAt(client.x);
      if (next !== undefined) setRibbonDrag(next);
    },
    onEnd: ({ client, moved, cancelled }) => {
      const origin = ribbonOrigin.current;
      ribbonOrigin.current = null;
      setRibbonDrag(null);
      if (origin === null || !moved) return;
      if (cancelled) {
        announce(`The ribbon went back. ${ribbonText(origin)}`);
        return;
      }
      const next = ribbonMarkAt(client.x);
      if (next !== undefined) setRibbon(next, true);
    },
  });

  // A held step button steps several times before React renders again: it counts from the
  // latest end it set, not from the last render's.
  const latestRibbon = useRef(ribbonEnd);
  latestRibbon.current = ribbonEnd;
  const holdRibbon = useHoldRepeat((delta) => {
    const next = ribbonEndAt(latestRibbon.current + delta, ruler);
    latestRibbon.current = next;
    setRibbon(next, true);
  });

  // Tappable spaces or marks, on a still ruler only (a moving ruler is dragged, not tapped).
  const tiles: readonly TapTile[] =
    draggable || tap === undefined ? [] : tap === 'spaces' ? spaceTiles(ruler) : markTiles(ruler);
  const roving = useRovingFocus({ count: tiles.length, orientation: 'horizontal' });

  function tapTile(tile: TapTile) {
    if (disabled) return;
    if (tap === 'marks') {
      onMarkTap?.(tile.value);
      return;
    }
    const from = tile.value;
    if (litSpaces.includes(from)) {
      // A double tap counts once; it says so kindly.
      announce(spaceAgainText(litSpaces.length, from));
      onSpaceTap?.({ from, count: litSpaces.length, again: true });
      return;
    }
    const count = litSpaces.length + 1;
    // Refused (a space past the 5 in 2-0 step 1): it stays dark, and the Lingo says why.
    if (onSpaceTap?.({ from, count, again: false }) === false) return;
    setLitSpaces([...litSpaces, from]);
    announce(spaceText(count, from));
  }

  // The glow rewards lining a ruler up; a still ruler (a broken ruler under an object that
  // starts at its first mark) never glows, so it never looks like a right answer.
  const glowing = draggable && aligned !== undefined;
  const state =
    dragPosition !== null || ribbonDrag !== null ? 'dragging' : glowing ? 'aligned' : 'idle';

  return (
    <div
      ref={scaleRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-disabled={disabled || undefined}
    >
      <div ref={stageRef} className={styles.stage} style={{ width, height: stageHeight }}>
        <svg
          role="img"
          aria-label={description}
          className={styles.svg}
          width={width}
          height={stageHeight}
          viewBox={`0 0 ${width} ${stageHeight}`}
        >
          {objects.map((item, index) => (
            <LengthObjectShape
              key={`${item.object.id}-${index}`}
              shape={item.object.shape}
              lengthCm={item.length}
              pxPerCm={scale}
              x={xOf(item.start)}
              y={objectTops[index] ?? 0}
              objectId={item.object.id}
            />
          ))}
          {ribbon ? (
            <g data-ribbon-end={shownRibbonEnd}>
              <rect
                className={styles.ribbon}
                x={markX(0)}
                y={ribbonTop + (ribbonRow - ribbonThickness) / 2}
                width={Math.max(0, markX(shownRibbonEnd) - markX(0))}
                height={ribbonThickness}
              />
              <circle
                className={styles.ribbonKnob}
                cx={markX(shownRibbonEnd)}
                cy={ribbonTop + ribbonRow / 2}
                r={12}
              />
            </g>
          ) : null}
          <RulerBody
            ruler={ruler}
            left={rulerLeft}
            right={rulerRight}
            top={rulerTop}
            height={rulerHeight}
            scale={scale}
            markX={markX}
            aligned={glowing}
            litSpaces={litSpaces}
            chosenMark={chosenMark}
            labelRows={labelRows}
            countRows={countRows}
          />
          {/* Each object's ends, followed down onto the ruler's marks: "the end is at this
              mark". Drawn over the ruler, in a colour of their own. */}
          {objects.map((item, index) =>
            [item.start, item.start + item.length].map((end, side) =>
              // An end off the ruler (before it is moved there) has no mark to point at.
              isOnRuler(markAt(end, position, ruler.first), ruler) ? (
                <line
                  key={`${item.object.id}-${index}-${side}`}
                  className={styles.guide}
                  data-guide={side === 0 ? 'left' : 'right'}
                  x1={xOf(end)}
                  x2={xOf(end)}
                  y1={(objectTops[index] ?? 0) + (objectHeights[index] ?? 0)}
                  y2={rulerTop + tickLength + 3}
                />
              ) : null,
            ),
          )}
          {cubes
            ? litSpaces.map((from) => (
                <rect
                  key={from}
                  className={styles.cube}
                  data-cube={from}
                  x={markX(from) + 1}
                  y={cubeTop + 2}
                  width={Math.max(1, scale - 2)}
                  height={Math.max(1, scale - 2)}
                />
              ))
            : null}
        </svg>

        {draggable ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label="Ruler"
            aria-valuemin={range.min}
            aria-valuemax={range.max}
            aria-valuenow={restingPosition}
            aria-valuetext={valueText(restingPosition)}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            className={[styles.handle, dragSurface].join(' ')}
            data-state={state}
            style={{
              left: Math.max(0, rulerLeft),
              width: Math.max(44, Math.min(width, rulerRight) - Math.max(0, rulerLeft)),
              top: rulerTop,
              height: rulerHeight,
            }}
            onKeyDown={onRulerKeyDown}
            {...rulerDrag.handlers}
          />
        ) : null}

        {tiles.length > 0 ? (
          <div
            role="group"
            aria-label={tap === 'spaces' ? 'Spaces on the ruler' : 'Numbers on the ruler'}
            className={styles.tiles}
          >
            {tiles.map((tile, index) => {
              const left = Math.max(0, markX(tile.from));
              const right = Math.min(width, markX(tile.to));
              const pressed =
                tap === 'spaces' ? litSpaces.includes(tile.value) : chosenMark === tile.value;
              return (
                <button
                  key={tile.value}
                  type="button"
                  className={styles.tile}
                  aria-label={tap === 'spaces' ? spaceName(tile.value) : `Mark ${tile.value}`}
                  aria-pressed={pressed}
                  aria-disabled={disabled || undefined}
                  data-tile={tile.value}
                  style={{
                    left,
                    width: Math.max(1, right - left),
                    top: rulerTop,
                    // The counted numbers under the ruler are part of their space's target.
                    height: rulerHeight + countsHeight,
                  }}
                  {...roving.getItemProps(index)}
                  onClick={() => tapTile(tile)}
                />
              );
            })}
          </div>
        ) : null}

        {ribbon ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label="Ribbon end"
            aria-valuemin={0}
            aria-valuemax={ruler.last}
            aria-valuenow={shownRibbonEnd}
            aria-valuetext={ribbonText(shownRibbonEnd)}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            className={[styles.ribbonHandle, dragSurface].join(' ')}
            style={{ left: markX(shownRibbonEnd), top: ribbonTop + (ribbonRow - 44) / 2 }}
            onKeyDown={(event) => {
              if (disabled) return;
              const next = ribbonKeyTarget(ribbonEnd, event.key, event, ruler);
              if (next === undefined) return;
              event.preventDefault();
              setRibbon(next, false);
            }}
            {...ribbonPointer.handlers}
          />
        ) : null}
      </div>

      {ribbon ? (
        <div className={styles.steps}>
          {/* Disabled, they keep the focus (aria-disabled, no handlers), not drop it. */}
          <Button
            type="button"
            variant="secondary"
            size="md"
            aria-disabled={disabled || undefined}
            {...(disabled ? {} : holdRibbon(-1))}
          >
            Shorter
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="md"
            aria-disabled={disabled || undefined}
            {...(disabled ? {} : holdRibbon(1))}
          >
            Longer
          </Button>
        </div>
      ) : null}

      <div role="status" className={styles.visuallyHidden}>
        {message}
      </div>
    </div>
  );
}

interface RulerBodyProps {
  readonly ruler: { readonly first: number; readonly last: number };
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly height: number;
  readonly scale: number;
  readonly markX: (mark: number) => number;
  readonly aligned: boolean;
  readonly litSpaces: readonly number[];
  readonly chosenMark: number | undefined;
  /** How many rows the numbers take (each with clear space around it). */
  readonly labelRows: number;
  /** How many rows the counted spaces' numbers take, under the ruler. */
  readonly countRows: number;
}

/**
 * The ruler itself: its body (a jagged left edge when broken), ticks, numbers in one to three
 * rows, and the lit spaces with their counts in a row of their own under it.
 */
function RulerBody({
  ruler,
  left,
  right,
  top,
  height,
  scale,
  markX,
  aligned,
  litSpaces,
  chosenMark,
  labelRows,
  countRows,
}: RulerBodyProps): ReactElement {
  const bottom = top + height;
  const broken = ruler.first !== 0;
  // A broken ruler's left edge is jagged, so it looks snapped off.
  const teeth = 4;
  const jag = Array.from({ length: teeth * 2 + 1 }, (_, index) => {
    const y = top + (index * height) / (teeth * 2);
    const x = left + (index % 2 === 0 ? 0 : jagDepth);
    return `${x},${y}`;
  });
  const outline = broken
    ? [`${right},${top}`, `${right},${bottom}`, ...jag.reverse()].join(' ')
    : undefined;
  const countsBottom = bottom + countBaseline + (countRows - 1) * countPitch + 4;
  return (
    <g
      data-ruler-first={ruler.first}
      data-ruler-last={ruler.last}
      data-aligned={aligned || undefined}
      data-label-rows={labelRows}
    >
      {outline ? (
        <polygon className={aligned ? styles.bodyAligned : styles.body} points={outline} />
      ) : (
        <rect
          className={aligned ? styles.bodyAligned : styles.body}
          x={left}
          y={top}
          width={Math.max(0, right - left)}
          height={height}
          rx={6}
        />
      )}
      {litSpaces.map((from, index) => (
        <g key={from} data-lit-space={from}>
          <rect
            className={styles.litSpace}
            x={markX(from)}
            y={top + 1}
            width={scale}
            height={height - 2}
          />
          {/* Its count hangs under the ruler, clear of the marks' numbers. */}
          <rect
            className={styles.litSpace}
            x={markX(from)}
            y={bottom}
            width={scale}
            height={countsBottom - bottom}
            rx={2}
          />
          <text
            className={styles.spaceCount}
            data-space-count={index + 1}
            x={markX(from) + scale / 2}
            y={bottom + countBaseline + (index % countRows) * countPitch}
          >
            {index + 1}
          </text>
        </g>
      ))}
      {rulerTicks(ruler).map((tick) => {
        const x = markX(tick.value);
        if (tick.kind === 'half') {
          return (
            <line
              key={tick.value}
              className={styles.halfTick}
              x1={x}
              x2={x}
              y1={top}
              y2={top + halfTickLength}
            />
          );
        }
        const row = (tick.value - ruler.first) % labelRows;
        const chosen = chosenMark === tick.value;
        const labelY = top + firstLabelBaseline + row * labelPitch;
        const badge = Math.max(10, numberWidth(tick.value, markLabelFont) / 2 + 3);
        return (
          <g key={tick.value} data-mark={tick.value} data-label-row={row}>
            <line className={styles.tick} x1={x} x2={x} y1={top} y2={top + tickLength} />
            {chosen ? (
              <circle className={styles.tappedMarkBadge} cx={x} cy={labelY - 4.5} r={badge} />
            ) : null}
            <text
              className={chosen ? `${styles.label} ${styles.labelTapped}` : styles.label}
              x={x}
              y={labelY}
            >
              {tick.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
