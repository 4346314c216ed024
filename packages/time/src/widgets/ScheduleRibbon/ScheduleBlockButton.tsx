import { dragSurface, fractionAlong, usePointerDrag } from '@lingos/kit';
import { useRef, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import { formatTimeAs, type TimeFormat } from '../../model/elapsed';
import { percent } from '../TimeRibbon/RibbonScale';
import { fractionOf, type RibbonWindow } from '../TimeRibbon/ribbonModel';
import * as styles from './ScheduleRibbon.css';
import { blockText, draggedStart, timeFits, type ScheduleBlock } from './scheduleModel';

/** A drag of a block: where it began, and where the block is now. */
interface BlockDrag {
  readonly origin: number;
  readonly pressFraction: number;
  start: number;
  began: boolean;
}

/** Props of a placed block on the schedule. */
export interface ScheduleBlockButtonProps {
  /** A placed block (its start is not null). */
  readonly block: ScheduleBlock;
  /** The free window it must stay in. */
  readonly scheduleWindow: RibbonWindow;
  /** The stretch the ribbon shows. */
  readonly shown: RibbonWindow;
  /** The lane the blocks sit in, measured for drags. */
  readonly laneRef: RefObject<HTMLDivElement | null>;
  /** The lane's width in CSS pixels, once laid out. */
  readonly laneWidth: number | undefined;
  readonly format: TimeFormat;
  readonly grabbed: boolean;
  readonly flagged: boolean;
  /** The id of the keyboard help. */
  readonly helpId: string;
  readonly buttonRef: (element: HTMLButtonElement | null) => void;
  /** A tap, a click, Space or Enter: pick the block up, or drop it. */
  readonly onActivate: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** A drag began from the block's start when pressed. */
  readonly onDragStart: (origin: number) => void;
  /** The drag moved the block to a new start. */
  readonly onDragMove: (start: number) => void;
  /** The drag ended with the block at this start. */
  readonly onDragEnd: (start: number) => void;
}

/**
 * A placed block on the schedule: a button that a tap picks up or drops and the keys move
 * (both handled by ScheduleRibbon), and that a pointer drags along the lane through kit's
 * `usePointerDrag`, snapped to 5 minutes.
 */
export function ScheduleBlockButton({
  block,
  scheduleWindow,
  shown,
  laneRef,
  laneWidth,
  format,
  grabbed,
  flagged,
  helpId,
  buttonRef,
  onActivate,
  onKeyDown,
  onDragStart,
  onDragMove,
  onDragEnd,
}: ScheduleBlockButtonProps): ReactElement {
  const dragRef = useRef<BlockDrag | null>(null);
  // With a mouse, the browser still clicks the block when a drag of it ends (the pointer went
  // down and up on it, captured). That click belongs to the drag: it must not pick the block
  // up again. A finger's drag brings no click, so the mark is also cleared by the next press
  // or key.
  const clickEndsDrag = useRef(false);
  const start = block.start as number;

  const laneFraction = (client: { x: number; y: number }): number | undefined => {
    const box = laneRef.current?.getBoundingClientRect();
    return box && box.width > 0 ? fractionAlong(client, box, 'x') : undefined;
  };

  const drag = usePointerDrag<HTMLButtonElement>({
    disabled: block.fixed === true,
    onStart: ({ client, element }) => {
      element.focus();
      clickEndsDrag.current = false;
      const pressFraction = laneFraction(client);
      if (pressFraction === undefined) return false;
      dragRef.current = { origin: start, pressFraction, start, began: false };
      return true;
    },
    onMove: ({ client, moved }) => {
      const session = dragRef.current;
      const fraction = laneFraction(client);
      // Until the pointer really moves, a press is a tap: the click picks up or drops.
      if (!session || !moved || fraction === undefined) return;
      if (!session.began) {
        session.began = true;
        onDragStart(session.origin);
      }
      const next = draggedStart(
        session.origin,
        session.pressFraction,
        fraction,
        block.duration,
        scheduleWindow,
        shown,
      );
      if (next === session.start) return;
      session.start = next;
      onDragMove(next);
    },
    onEnd: ({ cancelled }) => {
      const session = dragRef.current;
      dragRef.current = null;
      if (!session?.began) return;
      clickEndsDrag.current = !cancelled;
      onDragEnd(session.start);
    },
  });

  const left = fractionOf(start, shown);
  const width = fractionOf(start + block.duration, shown) - left;
  const startText = formatTimeAs(start, format === '12h' ? 'face' : format);
  const classes = [
    styles.block,
    dragSurface,
    grabbed ? styles.blockGrabbed : '',
    flagged ? styles.blockFlagged : '',
    block.fixed ? styles.blockFixed : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      ref={buttonRef}
      type="button"
      className={classes}
      style={{ left: percent(left), width: percent(width) }}
      aria-label={`${blockText(block, format)}${flagged ? ', check this one' : ''}`}
      aria-pressed={grabbed}
      aria-describedby={helpId}
      data-flagged={flagged || undefined}
      data-block={block.id}
      data-state={grabbed ? 'dragging' : 'idle'}
      onClick={() => {
        if (clickEndsDrag.current) {
          clickEndsDrag.current = false;
          return;
        }
        onActivate();
      }}
      onKeyDown={(event) => {
        clickEndsDrag.current = false;
        onKeyDown(event);
      }}
      {...drag.handlers}
    >
      {/* The name is over the block (BlockNames); inside, its start time when it fits (a cut
          "2:…" helps nobody; the block's name has the times). */}
      {timeFits(startText, width * (laneWidth ?? Infinity)) ? (
        <span className={styles.blockText}>{startText}</span>
      ) : null}
    </button>
  );
}
