import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactElement } from 'react';
import * as styles from './Containers.css';
import {
  containerArt,
  containerLevelY,
  jugLabelSize,
  jugLabelX,
  jugLongMark,
  jugMarkLeft,
  jugMarkY,
  jugShortMark,
} from './containerArt';
import { jugMarks, type ContainerState, type Liquid } from './containerModel';

/** Props of {@link ContainerDrawing}. */
export interface ContainerDrawingProps {
  readonly container: ContainerState;
  /** What it holds (default water), drawn in its own colour. */
  readonly liquid?: Liquid;
  /** This container is tipping into another (`from`) or being poured into (`to`). */
  readonly pouring?: 'from' | 'to' | null;
  /**
   * Draws it this many px tall (a picture on a card). Without it, it is drawn at its own size,
   * larger when the Containers' table has the room, never wider than its place.
   */
  readonly height?: number;
}

/**
 * One container as SVG, always decorative (its place names it): its outline, the water up to
 * its level (clipped to the inside, moved by a CSS transform so a pour flows), the water's
 * flat top, and for a measuring jug its marks and numbers over the water.
 */
export function ContainerDrawing({
  container,
  liquid = 'water',
  pouring = null,
  height,
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
      style={
        height === undefined
          ? assignInlineVars({ [styles.artWidth]: `${art.width}px` })
          : { width: (art.width * height) / art.height, height }
      }
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
          const x2 = jugMarkLeft + (mark.labelled ? jugLongMark : jugShortMark);
          return (
            <g key={mark.value} data-mark={mark.value}>
              {/* A halo under each mark: it reads over any liquid, light or dark. */}
              <line x1={jugMarkLeft} x2={x2} y1={y} y2={y} className={styles.markHalo} />
              <line
                x1={jugMarkLeft}
                x2={x2}
                y1={y}
                y2={y}
                className={mark.labelled ? styles.markLong : styles.markShort}
              />
              {mark.labels[0] !== undefined ? (
                <text
                  x={jugLabelX}
                  y={y}
                  dominantBaseline="central"
                  fontSize={jugLabelSize}
                  className={styles.markLabel}
                >
                  {mark.labels[0]}
                </text>
              ) : null}
              {mark.labels[1] !== undefined ? (
                <text
                  x={art.insideRight - 8}
                  y={y - 18}
                  textAnchor="end"
                  dominantBaseline="central"
                  fontSize={jugLabelSize}
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
