import { useAnnouncer, useRovingFocus } from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { theNameOf, type MeasureObject } from '../../model/objects';
import { LengthObjectShape } from '../LengthObject/LengthObject';
import { lengthShapeOf, objectHeight } from '../LengthObject/lengthObjectGeometry';
import { useCentimetreScale } from '../LengthObject/useCentimetreScale';
import * as styles from './UnitRow.css';
import {
  addUnit,
  closeJoint,
  removeLastUnit,
  rowJoints,
  rowText,
  unitKinds,
  unitsPastEnd,
  unitsText,
  problemText,
  jointText,
  type Joint,
  type UnitKind,
  type UnitKindId,
} from './unitRowModel';

/** Props of {@link UnitRow}. */
export interface UnitRowProps {
  /** The object measured: its id, name ("a crayon"), shape and, for texts, its noun. */
  readonly object: Pick<MeasureObject, 'id' | 'name' | 'shape' | 'noun'>;
  /** Its hidden length, cm. */
  readonly objectLength: number;
  /** The unit: paper clip (3 cm, default), cube (2 cm) or metre stick (100 cm). */
  readonly unit?: UnitKindId;
  /** Where the units start, cm from the object's left end (controlled). */
  readonly starts?: readonly number[];
  /** The same, uncontrolled start; default none. */
  readonly defaultStarts?: readonly number[];
  /** The units changed (added, removed, a joint closed up). */
  readonly onChange?: (starts: readonly number[]) => void;
  /** Add and Remove buttons, Enter and Delete on the row. */
  readonly editable?: boolean;
  /** The most units the row takes; default enough to cover the object and three more. */
  readonly maxUnits?: number;
  /** The joints are buttons: arrows go from joint to joint, Enter or a tap taps one. */
  readonly tappableJoints?: boolean;
  /** A joint was tapped. */
  readonly onJointTap?: (joint: Joint) => void;
  /** Tapping a space or an overlap closes it up ("the clips close up"); default true. */
  readonly closeOnTap?: boolean;
  /** Shows the count under the row: "5 paper clips". */
  readonly showCount?: boolean;
  /** The screen's scale; default fitted to the space the row has. */
  readonly pxPerCm?: number;
  /** How long the lane is, cm; default the object plus two units (room to stick out). */
  readonly laneCm?: number;
  /** The drawing's text alternative instead of the generated one. */
  readonly label?: string;
  readonly className?: string;
}

const marginCm = 0.5;
const gap = 8;
const tileHeight = 56;

/** How thick a unit is drawn, px. */
function unitThickness(unit: UnitKind, scale: number): number {
  if (unit.id === 'cube') return Math.max(14, unit.lengthCm * scale);
  if (unit.id === 'metre-stick') return 16;
  return Math.min(28, Math.max(14, scale));
}

interface UnitShapeProps {
  readonly unit: UnitKind;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly index: number;
  readonly past: boolean;
}

/** One unit: a paper clip's wire, a linking cube, or a striped metre stick. */
/** The smallest joint target, px: a child's fingertip. */
const minJointTarget = 44;

function UnitShape({ unit, x, y, width, height, index, past }: UnitShapeProps): ReactElement {
  const pastClass = past ? styles.unitPast : undefined;
  if (unit.id === 'cube') {
    return (
      <g data-unit={index} className={pastClass}>
        <rect
          className={styles.cube}
          x={x + 0.5}
          y={y}
          width={Math.max(1, width - 1)}
          height={height}
          rx={2}
        />
      </g>
    );
  }
  if (unit.id === 'metre-stick') {
    const stripes = Array.from({ length: 10 }, (_, tenth) => tenth).filter(
      (tenth) => tenth % 2 === 1,
    );
    return (
      <g data-unit={index} className={pastClass}>
        <rect className={styles.stick} x={x} y={y} width={width} height={height} />
        {stripes.map((tenth) => (
          <rect
            key={tenth}
            className={styles.stickStripe}
            x={x + (tenth * width) / 10}
            y={y}
            width={width / 10}
            height={height}
          />
        ))}
      </g>
    );
  }
  // A paper clip: two nested loops of wire, end to end along its length.
  const inset = Math.min(height * 0.3, width * 0.2);
  return (
    <g data-unit={index} className={pastClass}>
      <rect
        className={styles.clipWire}
        x={x + 1}
        y={y + 1}
        width={Math.max(1, width - 2)}
        height={height - 2}
        rx={(height - 2) / 2}
      />
      <rect
        className={styles.clipWire}
        x={x + inset}
        y={y + inset}
        width={Math.max(1, width - inset * 2.6)}
        height={Math.max(1, height - inset * 2)}
        rx={Math.max(0.5, (height - inset * 2) / 2)}
      />
    </g>
  );
}

/**
 * Units laid end to end under an object (measurements.md 1-0, 1-2, 2-0): paper clips, linking
 * cubes or metre sticks. Enter (or "Add") puts one touching the last, Delete (or "Remove")
 * takes the last away; joints can be tapped ("tap the gap", and the clips close up). The row
 * is described as measurements.md says, each joint on focus.
 */
export function UnitRow({
  object,
  objectLength,
  unit: unitId = 'paper-clip',
  starts: controlledStarts,
  defaultStarts = [],
  onChange,
  editable = false,
  maxUnits,
  tappableJoints = false,
  onJointTap,
  closeOnTap = true,
  showCount = false,
  pxPerCm,
  laneCm,
  label,
  className,
}: UnitRowProps): ReactElement {
  const unit = unitKinds[unitId] ?? unitKinds['paper-clip'];
  const length = Number.isFinite(objectLength) && objectLength > 0 ? objectLength : unit.lengthCm;
  const lane = laneCm ?? length + 2 * unit.lengthCm;
  // Metre sticks measure boards and hallways: the fitted scale goes well below a px per mm.
  const [scaleRef, scale] = useCentimetreScale(lane, { marginCm, fixed: pxPerCm });
  const [ownStarts, setOwnStarts] = useState<readonly number[]>(defaultStarts);
  const starts = controlledStarts ?? ownStarts;
  const most = maxUnits ?? Math.ceil(length / unit.lengthCm) + 3;
  const { message, announce } = useAnnouncer();
  const helpId = useId();
  const theObject = { name: object.name, theName: theNameOf(object as MeasureObject) };

  const joints = rowJoints(starts, unit.lengthCm);
  const past = new Set(unitsPastEnd(starts, unit.lengthCm, length));
  const roving = useRovingFocus({
    count: tappableJoints ? joints.length : 0,
    orientation: 'horizontal',
  });

  const xOf = (cm: number): number => (cm + marginCm) * scale;
  const width = Math.ceil((lane + 2 * marginCm) * scale);
  const objectTall = objectHeight(lengthShapeOf(object.shape), length, scale);
  const unitTall = unitThickness(unit, scale);
  const objectTop = gap;
  const unitsTop = objectTop + objectTall + gap;
  // A unit on top of its neighbour is drawn a little raised, so the overlap shows.
  const lift = Math.round(unitTall * 0.45);
  const rowTop = unitsTop + lift;
  const stageHeight = Math.max(rowTop + unitTall, unitsTop + tileHeight) + gap;

  function change(next: readonly number[]) {
    setOwnStarts(next);
    onChange?.(next);
  }

  function afterChange(next: readonly number[]): string {
    const sticking = unitsPastEnd(next, unit.lengthCm, length);
    const out =
      sticking.length > 0
        ? ` ${problemText({ kind: 'sticking-out', units: sticking }, unit, theObject)}`
        : '';
    return `${unitsText(next.length, unit)}.${out}`;
  }

  function add() {
    if (starts.length >= most) {
      announce(`No more room for ${unit.plural}.`);
      return;
    }
    const next = addUnit(starts, unit.lengthCm);
    change(next);
    announce(afterChange(next));
  }

  function remove() {
    if (starts.length === 0) {
      announce(`There are no ${unit.plural} to take away.`);
      return;
    }
    const next = removeLastUnit(starts);
    change(next);
    announce(afterChange(next));
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys on a joint's button are the joint's own.
    if (!editable || event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove();
    }
  }

  function tapJoint(joint: Joint) {
    onJointTap?.(joint);
    if (closeOnTap && joint.kind !== 'touching') {
      const next = closeJoint(starts, unit.lengthCm, joint.index);
      change(next);
      const name = unit.short.charAt(0).toUpperCase() + unit.short.slice(1);
      announce(
        `${name} ${joint.index + 1} and ${unit.short} ${joint.index + 2} close up. ${afterChange(next)}`,
      );
    } else {
      announce(jointText(unit, joint.index, joint.kind));
    }
  }

  const description = label ?? rowText(starts, unit, length, theObject);
  const centre = (index: number) => xOf((starts[index] ?? 0) + unit.lengthCm / 2);

  return (
    <div ref={scaleRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        className={styles.stage}
        style={{ width, height: stageHeight }}
        {...(editable
          ? {
              role: 'group',
              tabIndex: 0,
              'aria-label': `Row of ${unit.plural}`,
              'aria-describedby': helpId,
              onKeyDown: onRowKeyDown,
            }
          : {})}
      >
        <svg
          role="img"
          aria-label={description}
          className={styles.svg}
          width={width}
          height={stageHeight}
          viewBox={`0 0 ${width} ${stageHeight}`}
        >
          {[0, length].map((end) => (
            <line
              key={end}
              className={styles.edge}
              x1={xOf(end)}
              x2={xOf(end)}
              y1={objectTop}
              y2={stageHeight - gap / 2}
            />
          ))}
          <LengthObjectShape
            shape={object.shape}
            lengthCm={length}
            pxPerCm={scale}
            x={xOf(0)}
            y={objectTop}
            objectId={object.id}
          />
          {starts.map((start, index) => {
            const raised = joints[index - 1]?.kind === 'on-top';
            return (
              <UnitShape
                key={index}
                unit={unit}
                index={index}
                past={past.has(index)}
                x={xOf(start)}
                y={raised ? unitsTop : rowTop}
                width={unit.lengthCm * scale}
                height={unitTall}
              />
            );
          })}
          {joints
            .filter((joint) => joint.kind === 'space-between')
            .map((joint) => {
              const from = xOf((starts[joint.index] ?? 0) + unit.lengthCm);
              const to = xOf(starts[joint.index + 1] ?? 0);
              return (
                <rect
                  key={joint.index}
                  className={styles.jointMark}
                  data-gap={joint.index}
                  x={from}
                  y={rowTop + unitTall / 2 - 1.5}
                  width={Math.max(0, to - from)}
                  height={3}
                  opacity={0.35}
                />
              );
            })}
        </svg>

        {tappableJoints && joints.length > 0 ? (
          <div
            role="group"
            aria-label={`Joints between the ${unit.plural}`}
            className={styles.tiles}
          >
            {joints.map((joint, index) => {
              // Each joint's target reaches from the middle of the unit before it to the middle
              // of the one after: a finger finds the nearest joint.
              // Where two units overlap or part, the span is narrow: the target keeps a 44 px
              // minimum, centred on the joint and drawn above its wider neighbours, so the
              // pointer reaches it wherever it lies.
              const from = Math.max(0, Math.min(centre(index), centre(index + 1)));
              const to = Math.min(width, Math.max(centre(index), centre(index + 1)));
              const tileWidth = Math.max(minJointTarget, to - from);
              const narrow = to - from < minJointTarget;
              const left = narrow ? (from + to) / 2 - tileWidth / 2 : from;
              return (
                <button
                  key={joint.index}
                  type="button"
                  className={styles.jointTile}
                  aria-label={jointText(unit, joint.index, joint.kind)}
                  data-joint={joint.index}
                  data-kind={joint.kind}
                  style={{
                    left: Math.max(0, Math.min(left, width - tileWidth)),
                    width: tileWidth,
                    zIndex: narrow ? 1 : undefined,
                    top: unitsTop,
                    height: tileHeight,
                  }}
                  {...roving.getItemProps(index)}
                  onClick={() => tapJoint(joint)}
                />
              );
            })}
          </div>
        ) : null}
      </div>

      {editable ? (
        <>
          <p id={helpId} className={styles.visuallyHidden}>
            Enter adds a {unit.singular} touching the last one. Delete takes the last one away.
          </p>
          <div className={styles.controls}>
            <Button type="button" variant="secondary" size="md" onClick={add}>
              Add a {unit.singular}
            </Button>
            <Button type="button" variant="secondary" size="md" onClick={remove}>
              Remove the last {unit.singular}
            </Button>
          </div>
        </>
      ) : null}

      {showCount ? (
        <p className={styles.count} data-count={starts.length}>
          {unitsText(starts.length, unit)}
        </p>
      ) : null}

      <div role="status" className={styles.visuallyHidden}>
        {message}
      </div>
    </div>
  );
}
