import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { formatTimeAs } from '../../model/elapsed';
import * as ribbonStyles from '../TimeRibbon/RibbonScale.css';
import {
  landmarkSentence,
  percent,
  RibbonScale,
  useElementWidth,
  type RibbonBaseProps,
} from '../TimeRibbon/RibbonScale';
import { fitWindow, fractionOf, type RibbonWindow } from '../TimeRibbon/ribbonModel';
import { BlockNames } from './BlockNames';
import { ScheduleBlockButton } from './ScheduleBlockButton';
import * as styles from './ScheduleRibbon.css';
import {
  blockMovedAnnouncement,
  blockText,
  firstFreeStart,
  formatRange,
  moveBlock,
  scheduleKeyDelta,
  scheduleSummary,
  type ScheduleBlock,
} from './scheduleModel';

/** Props of ScheduleRibbon (lingo 3-2 steps 3–4). */
export interface ScheduleRibbonProps extends RibbonBaseProps {
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

/**
 * ScheduleRibbon, the ribbon of lingo 3-2 (Activity Sequencing, steps 3–4): activity blocks
 * wait in a tray, then go in a free window on the ribbon, snapped to 5 minutes. Space picks a
 * block up, arrows move it 5 min, Shift+arrows 1 h, Space drops it, Escape puts it back and
 * Delete takes it off; a tap picks up or drops, a drag moves it, and while it is picked up big
 * buttons move it too. Times are 12-hour unless `format` says otherwise; the stretch shown is
 * fitted on whole hours around the window unless `range` is given; its name is "Schedule"
 * unless `label` is given.
 */
export function ScheduleRibbon({
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
}: ScheduleRibbonProps): ReactElement {
  const [internalBlocks, setInternalBlocks] = useState<readonly ScheduleBlock[]>(defaultBlocks);
  const current = blocks ?? internalBlocks;
  const [grabbed, setGrabbed] = useState<{ id: string; origin: number | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const summaryId = useId();
  const helpId = useId();
  const [laneRef, laneWidth] = useElementWidth();
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<string | null>(null);

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

  /** A drag ends with the block dropped where the pointer left it. */
  const endDrag = (block: ScheduleBlock, start: number): void => {
    setGrabbed(null);
    setAnnouncement(blockMovedAnnouncement({ ...block, start }, format));
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
      className={className ? `${ribbonStyles.root} ${className}` : ribbonStyles.root}
      data-state={grabbed ? 'dragging' : 'idle'}
      data-mode="schedule"
    >
      <p id={summaryId} className={ribbonStyles.visuallyHidden} data-testid="ribbon-summary">
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
      <p id={helpId} className={ribbonStyles.visuallyHidden}>
        Space picks up a block. Arrows move it 5 minutes, Shift and arrows 1 hour. Space drops it.
        Delete takes it off the schedule.
      </p>
      <BlockNames blocks={placed} range={shown} grabbedId={grabbed?.id} flagged={flagged} />
      <div className={`${ribbonStyles.track} ${secondaryFormat ? ribbonStyles.trackTall : ''}`}>
        <div className={ribbonStyles.lane} ref={laneRef}>
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
          {placed.map((block) => (
            <ScheduleBlockButton
              key={block.id}
              block={block}
              scheduleWindow={scheduleWindow}
              shown={shown}
              laneRef={laneRef}
              laneWidth={laneWidth}
              format={format}
              grabbed={grabbed?.id === block.id}
              flagged={flagged.has(block.id)}
              helpId={helpId}
              buttonRef={setButtonRef(block.id)}
              onActivate={() => handleClick(block)}
              onKeyDown={handleKeyDown(block)}
              onDragStart={(origin) => setGrabbed({ id: block.id, origin })}
              onDragMove={(start) => replace({ ...block, start })}
              onDragEnd={(start) => endDrag(block, start)}
            />
          ))}
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
      <div role="status" className={ribbonStyles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
