import { useId, type ReactElement } from 'react';
import * as styles from './Containers.css';
import { containerArt, containerLevelY, jugMarkY } from './containerArt';
import { jugMarks, type ContainerState, type Liquid } from './containerModel';

/** Props of {@link ContainerDrawing}. */
export interface ContainerDrawingProps {
  readonly container: ContainerState;
  /** What it holds (default water), drawn in its own colour. */
  readonly liquid?: Liquid;
  /** This container is tipping into another (`from`) or being poured into (`to`). */
  readonly pouring?: 'from' | 'to' | null;
}

/** Where a measuring jug's marks start and end, and where their numbers go. */
const markLeft = 24;
const longMark = 22;
const shortMark = 12;
const labelX = markLeft + longMark + 5;

/**
 * One container as SVG, always decorative (its place names it): its outline, the water up to
 * its level (clipped to the inside, moved by a CSS transform so a pour flows), the water's
 * flat top, and for a measuring jug its marks and numbers over the water.
 */
export function ContainerDrawing({
  container,
  liquid = 'water',
  pouring = null,
}: ContainerDrawingProps): ReactElement {
  const art = containerArt[container.shape];
  const clipId = `${useId().replace(/[^\w-]/g, '')}-inside`;
  const level = containerLevelY(art, container.amount, container.capacity);
  const marks = container.marks === undefined ? [] : jugMarks(container.marks);
  const mouth = (art.insideLeft + art.insideRight) / 2;
  return (
    <svg
      viewBox={`0 0 ${art.width} ${art.height}`}
      width={art.width}
      height={art.height}
      className={styles.svg}
      aria-hidden="true"
      focusable="false"
      data-shape={container.shape}
      data-level={level}
      data-liquid={liquid}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={art.inside} />
        </clipPath>
      </defs>
      <g className={pouring === 'from' ? styles.tipping : undefined}>
        <path d={art.outline} className={styles.body} />
        <g clipPath={`url(#${clipId})`}>
          {/* Drawn at 0 and moved down to the level, so the level can transition. */}
          <rect
            x={0}
            y={0}
            width={art.width}
            height={art.height}
            className={styles.liquid[liquid]}
            style={{ transform: `translateY(${level}px)` }}
            data-part="liquid"
          />
          {container.amount > 0 ? (
            <line
              x1={art.insideLeft - 2}
              x2={art.insideRight + 2}
              y1={0}
              y2={0}
              className={styles.liquidLine[liquid]}
              style={{ transform: `translateY(${level}px)` }}
            />
          ) : null}
        </g>
        {art.details ? <path d={art.details} className={styles.detail} /> : null}
        {marks.map((mark) => {
          const y = jugMarkY(mark.value);
          return (
            <g key={mark.value} data-mark={mark.value}>
              <line
                x1={markLeft}
                x2={markLeft + (mark.labelled ? longMark : shortMark)}
                y1={y}
                y2={y}
                className={mark.labelled ? styles.markLong : styles.markShort}
              />
              {mark.labels[0] !== undefined ? (
                <text x={labelX} y={y} dominantBaseline="central" className={styles.markLabel}>
                  {mark.labels[0]}
                </text>
              ) : null}
              {mark.labels[1] !== undefined ? (
                <text
                  x={art.insideRight - 4}
                  y={y - 18}
                  textAnchor="end"
                  dominantBaseline="central"
                  className={styles.markLabel}
                >
                  {mark.labels[1]}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
      {pouring === 'to' ? (
        <rect
          x={mouth - 3}
          y={-24}
          width={6}
          height={Math.max(0, level + 24)}
          rx={3}
          className={styles.stream[liquid]}
          data-part="stream"
        />
      ) : null}
    </svg>
  );
}
