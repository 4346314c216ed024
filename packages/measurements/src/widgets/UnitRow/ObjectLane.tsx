import { dragSurface, useAnnouncer, usePointerDrag } from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { theNameOf, type MeasureObject } from '../../model/objects';
import { LengthObjectShape } from '../LengthObject/LengthObject';
import { lengthShapeOf, objectHeight } from '../LengthObject/lengthObjectGeometry';
import { useCentimetreScale } from '../LengthObject/useCentimetreScale';
import type { PositionRange } from '../Ruler/rulerModel';
import * as styles from './UnitRow.css';
import {
  isLinedUp,
  laneKeyTarget,
  lanePositionText,
  laneText,
  linedUpText,
  settleLanePosition,
  type LaneTextItem,
} from './objectLaneModel';

/** One object in its lane. */
export interface LaneObject {
  /** Its id, name ("a pencil"), shape and, for texts, its noun. */
  readonly object: Pick<MeasureObject, 'id' | 'name' | 'shape' | 'noun'>;
  /** Its hidden length, cm. */
  readonly length: number;
  /** Its starting (left) end at the start, cm from the lane's left. */
  readonly start: number;
}

/** Props of {@link ObjectLane}. */
export interface ObjectLaneProps {
  /** Two or three objects, one lane each, top to bottom. */
  readonly items: readonly LaneObject[];
  /** Where the start line is, cm from the lane's left; default 1. */
  readonly startLine?: number;
  /** How long the lanes are, cm; default the furthest end plus 2. */
  readonly laneCm?: number;
  /** The screen's scale; default fitted to the space the lanes have. */
  readonly pxPerCm?: number;
  /** Objects slide left and right (pointer and arrows, 1 cm); default true. */
  readonly movable?: boolean;
  /** Shows the "Line up" button; default true. */
  readonly lineUpButton?: boolean;
  /** An object came to rest at a new start. */
  readonly onMove?: (id: string, start: number) => void;
  /** "Line up" put every starting end on the line; `text` is what was announced. */
  readonly onLineUp?: (text: string) => void;
  /** An object was tapped (or Enter pressed on it): "which is longer?". */
  readonly onSelect?: (id: string) => void;
  /** The object shown as chosen. */
  readonly selectedId?: string;
  /** The drawing's text alternative instead of the generated one. */
  readonly label?: string;
  readonly className?: string;
}

const marginCm = 0.5;
const gap = 10;
const minimumRow = 48;
const lineLabelHeight = 18;

interface LaneDrag {
  readonly id: string;
  readonly origin: number;
  readonly originX: number;
}

/**
 * UnitRow's object lane (measurements.md 1-0 step 1, 1-1): two or three objects in lanes that
 * slide left and right by pointer or arrows (1 cm), a start line, and "Line up", which puts
 * every starting end on the line. Tapping an object (or Enter) chooses it.
 */
export function ObjectLane({
  items,
  startLine = 1,
  laneCm,
  pxPerCm,
  movable = true,
  lineUpButton = true,
  onMove,
  onLineUp,
  onSelect,
  selectedId,
  label,
  className,
}: ObjectLaneProps): ReactElement {
  const furthest = Math.max(startLine, ...items.map((item) => item.start + item.length));
  const lane = Math.max(1, laneCm ?? furthest + 2);
  const [scaleRef, scale] = useCentimetreScale(lane, { marginCm, fixed: pxPerCm });
  const [starts, setStarts] = useState<Readonly<Record<string, number>>>(() =>
    Object.fromEntries(items.map((item) => [item.object.id, item.start])),
  );
  const [dragStart, setDragStart] = useState<{ id: string; start: number } | null>(null);
  const dragRef = useRef<LaneDrag | null>(null);
  const { message, announce } = useAnnouncer();
  const helpId = useId();

  const startOf = (item: LaneObject): number =>
    dragStart?.id === item.object.id ? dragStart.start : (starts[item.object.id] ?? item.start);
  const rangeOf = (item: LaneObject): PositionRange => ({
    min: 0,
    max: Math.max(0, lane - item.length),
  });
  const textItems: LaneTextItem[] = items.map((item) => ({
    id: item.object.id,
    theName: theNameOf(item.object as MeasureObject),
    start: startOf(item),
    length: item.length,
  }));

  const xOf = (cm: number): number => (cm + marginCm) * scale;
  const width = Math.ceil((lane + 2 * marginCm) * scale);
  const rows = items.map((item) =>
    Math.max(minimumRow, objectHeight(lengthShapeOf(item.object.shape), item.length, scale)),
  );
  const rowTops: number[] = [];
  let top = lineLabelHeight + gap / 2;
  for (const row of rows) {
    rowTops.push(top);
    top += row + gap;
  }
  const stageHeight = top;

  function comeToRest(item: LaneObject, next: number) {
    const id = item.object.id;
    if (next === (starts[id] ?? item.start)) return;
    setStarts({ ...starts, [id]: next });
    onMove?.(id, next);
  }

  const drag = usePointerDrag<HTMLElement>({
    disabled: !movable && !onSelect,
    onStart: ({ client, element }) => {
      const id = (element as HTMLElement).dataset.objectId;
      const item = items.find((candidate) => candidate.object.id === id);
      if (!item) return false;
      (element as HTMLElement).focus();
      dragRef.current = {
        id: item.object.id,
        origin: startOf(item),
        originX: client.x,
      };
      return true;
    },
    onMove: ({ client, moved }) => {
      const current = dragRef.current;
      const item = items.find((candidate) => candidate.object.id === current?.id);
      if (!current || !item || !moved || !movable) return;
      const range = rangeOf(item);
      const raw = current.origin + (client.x - current.originX) / scale;
      setDragStart({ id: current.id, start: Math.min(range.max, Math.max(range.min, raw)) });
    },
    onEnd: ({ client, moved, cancelled }) => {
      const current = dragRef.current;
      dragRef.current = null;
      setDragStart(null);
      const item = items.find((candidate) => candidate.object.id === current?.id);
      if (!current || !item) return;
      const textItem = {
        id: current.id,
        theName: theNameOf(item.object as MeasureObject),
        length: item.length,
      };
      if (!moved) {
        // A tap, not a drag: it chooses the object.
        if (!cancelled) onSelect?.(current.id);
        return;
      }
      if (!movable) return;
      if (cancelled) {
        announce(
          `It went back. ${lanePositionText({ ...textItem, start: current.origin }, startLine)}`,
        );
        return;
      }
      const raw = current.origin + (client.x - current.originX) / scale;
      const next = settleLanePosition(raw, startLine, rangeOf(item));
      comeToRest(item, next);
      announce(lanePositionText({ ...textItem, start: next }, startLine));
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>, item: LaneObject) {
    if ((event.key === 'Enter' || event.key === ' ') && onSelect) {
      event.preventDefault();
      onSelect(item.object.id);
      return;
    }
    if (!movable) return;
    const next = laneKeyTarget(
      starts[item.object.id] ?? item.start,
      event.key,
      event,
      rangeOf(item),
    );
    if (next === undefined) return;
    event.preventDefault();
    comeToRest(item, next);
  }

  function lineUpAll() {
    const lined = Object.fromEntries(items.map((item) => [item.object.id, startLine]));
    setStarts(lined);
    for (const item of items) {
      if ((starts[item.object.id] ?? item.start) !== startLine) onMove?.(item.object.id, startLine);
    }
    const text = linedUpText(textItems.map((item) => ({ ...item, start: startLine })));
    announce(text);
    onLineUp?.(text);
  }

  const description = label ?? laneText(textItems, startLine);
  const linedUp = isLinedUp(textItems, startLine);

  return (
    <div
      ref={scaleRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={dragStart ? 'dragging' : linedUp ? 'lined-up' : 'idle'}
    >
      <div className={styles.stage} style={{ width, height: stageHeight }}>
        <svg
          role="img"
          aria-label={description}
          className={styles.svg}
          width={width}
          height={stageHeight}
          viewBox={`0 0 ${width} ${stageHeight}`}
        >
          <line
            className={styles.startLine}
            x1={xOf(startLine)}
            x2={xOf(startLine)}
            y1={lineLabelHeight}
            y2={stageHeight}
          />
          <text className={styles.startLabel} x={xOf(startLine) + 4} y={13}>
            Start
          </text>
          {items.map((item, index) => {
            const height = objectHeight(lengthShapeOf(item.object.shape), item.length, scale);
            const y = (rowTops[index] ?? 0) + ((rows[index] ?? 0) - height) / 2;
            return (
              <LengthObjectShape
                key={item.object.id}
                shape={item.object.shape}
                lengthCm={item.length}
                pxPerCm={scale}
                x={xOf(startOf(item))}
                y={y}
                objectId={item.object.id}
                selected={selectedId === item.object.id}
              />
            );
          })}
        </svg>

        {items.map((item, index) => {
          const start = startOf(item);
          const left = xOf(start);
          const handleStyle = {
            left,
            width: Math.max(44, item.length * scale),
            top: rowTops[index] ?? 0,
            height: rows[index] ?? minimumRow,
          };
          const textItem = textItems[index] as LaneTextItem;
          const dragging = dragStart?.id === item.object.id;
          if (!movable) {
            return onSelect ? (
              <button
                key={item.object.id}
                type="button"
                className={styles.laneHandle}
                style={{ ...handleStyle, cursor: 'pointer' }}
                aria-label={item.object.name}
                aria-pressed={selectedId === item.object.id}
                data-object-id={item.object.id}
                onClick={() => onSelect(item.object.id)}
              />
            ) : null;
          }
          return (
            <div
              key={item.object.id}
              role="slider"
              tabIndex={0}
              aria-label={item.object.name}
              aria-valuemin={rangeOf(item).min}
              aria-valuemax={rangeOf(item).max}
              aria-valuenow={starts[item.object.id] ?? item.start}
              aria-valuetext={lanePositionText(textItem, startLine)}
              aria-describedby={onSelect ? helpId : undefined}
              aria-orientation="horizontal"
              className={[styles.laneHandle, dragSurface].join(' ')}
              style={handleStyle}
              data-object-id={item.object.id}
              data-state={
                dragging ? 'dragging' : selectedId === item.object.id ? 'selected' : 'idle'
              }
              onKeyDown={(event) => onKeyDown(event, item)}
              {...drag.handlers}
            />
          );
        })}
      </div>

      {movable && onSelect ? (
        <p id={helpId} className={styles.visuallyHidden}>
          Arrows move it. Enter chooses it.
        </p>
      ) : null}

      {lineUpButton ? (
        <div className={styles.controls}>
          <Button type="button" variant="secondary" size="md" onClick={lineUpAll}>
            Line up
          </Button>
        </div>
      ) : null}

      <div role="status" className={styles.visuallyHidden}>
        {message}
      </div>
    </div>
  );
}
