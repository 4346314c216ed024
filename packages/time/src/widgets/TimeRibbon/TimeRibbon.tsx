import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { formatLanding } from '../../model/elapsed';
import { elapsedMinutes, normalizeTime } from '../../model/time';
import * as ribbonStyles from './RibbonScale.css';
import { landmarkSentence, percent, RibbonScale, type RibbonBaseProps } from './RibbonScale';
import * as styles from './TimeRibbon.css';
import {
  addJump,
  fitWindow,
  fractionOf,
  jumpAnnouncement,
  jumpButtonLabel,
  jumpButtonText,
  landingOf,
  positionsOf,
  removalAnnouncement,
  removeLastJump,
  ribbonJumpButtons,
  ribbonSummary,
  totalText,
  type RibbonDirection,
} from './ribbonModel';

/** Props of TimeRibbon, the counting ribbon. */
export interface TimeRibbonProps extends RibbonBaseProps {
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
}

/**
 * TimeRibbon, the open number line of the day, for counting on (or back): the child jumps
 * with +1 h, +30, +15, +5 and +1 min buttons; Backspace removes the last jump, and each jump
 * is announced ("plus 15 minutes, now 4:00"). 12 noon and 12 midnight always carry labels
 * (with AM/PM or 24-hour times; on a plain face, before AM and PM are taught, 12 is labelled
 * "12:00"). Times are written on a plain face unless `format` says otherwise; the stretch
 * shown is fitted around the count and the target unless `range` is given; its name is
 * "Time ribbon" unless `label` is given.
 */
export function TimeRibbon({
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
  className,
}: TimeRibbonProps): ReactElement {
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
      className={className ? `${ribbonStyles.root} ${className}` : ribbonStyles.root}
      data-state="idle"
      data-mode="jumps"
      data-landing={landingOf(start, current)}
    >
      <p id={summaryId} className={ribbonStyles.visuallyHidden} data-testid="ribbon-summary">
        {summary}
      </p>
      <div
        className={`${ribbonStyles.track} ${secondaryFormat ? ribbonStyles.trackTall : ''}`}
        aria-hidden="true"
      >
        <div className={ribbonStyles.lane}>
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
      <div role="status" className={ribbonStyles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
