import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { percent, useElementWidth } from '../TimeRibbon/RibbonScale';
import { fractionOf, type RibbonWindow } from '../TimeRibbon/ribbonModel';
import * as styles from './ScheduleRibbon.css';
import { placeBlockLabels, type ScheduleBlock } from './scheduleModel';

/** The height of one row of block names over the schedule, in CSS pixels. */
const NAME_ROW = 26;

/**
 * The placed blocks' names over the schedule, whole: a 15-minute block is too narrow for
 * "Reading", so each name sits over its block, lifted to another row when it would touch
 * its neighbour. Decoration for the eye; each block's own name says it all to screen
 * readers.
 */
export function BlockNames({
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
