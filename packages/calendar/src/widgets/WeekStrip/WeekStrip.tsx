import starArt from '@lingos/kit/pictures/star';
import { Picture, useRovingFocus } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { weekdayShortName } from '../../model/names';
import * as styles from './WeekStrip.css';
import {
  boxName,
  centredWeekText,
  fillCountText,
  weekStripText,
  type WeekStripBox,
} from './weekStripModel';

/** Which text alternative a strip gives: the boxes (1-0) or the days around today (1-2). */
export const weekStripSummaries = ['boxes', 'centred'] as const;
/** A strip's text alternative. */
export type WeekStripSummary = (typeof weekStripSummaries)[number];

/** Props of {@link WeekStrip}. */
export interface WeekStripProps {
  /** The boxes, usually 7: a day, a number, empty or blank, today, a tone. */
  readonly boxes: readonly WeekStripBox[];
  /** Show and read the day names (default true); off in 1-0's closing check. */
  readonly showNames?: boolean;
  /** Makes the boxes buttons (tap, Enter or Space; arrows, Home and End move between them). */
  readonly onTapBox?: (index: number) => void;
  /** The box shown as chosen (`aria-pressed`). */
  readonly selectedIndex?: number;
  /** Which text alternative is read: `boxes` (default, 1-0) or `centred` (1-2). */
  readonly summary?: WeekStripSummary;
  /** Shows the filled boxes counted under the strip: "3 days", "7 days: one week!". */
  readonly showCount?: boolean;
  /** The list's name (default "Week strip"). */
  readonly label?: string;
  readonly className?: string;
}

/**
 * A row of day boxes (usually a week): each with an optional day name and number, a star
 * for today, filled or empty (a week filling up), or a "?" blank for the child to fill.
 * Tappable boxes share one tab stop. A text alternative reads the strip as calendar.md says.
 */
export function WeekStrip({
  boxes,
  showNames = true,
  onTapBox,
  selectedIndex,
  summary = 'boxes',
  showCount = false,
  label = 'Week strip',
  className,
}: WeekStripProps) {
  const focus = useRovingFocus({
    count: boxes.length,
    orientation: 'horizontal',
    selectedIndex: selectedIndex ?? null,
  });
  const options = { showNames };
  const text =
    summary === 'centred' ? centredWeekText(boxes, options) : weekStripText(boxes, options);
  const filled = boxes.filter((box) => (box.state ?? 'filled') === 'filled').length;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <VisuallyHidden data-part="summary">{text}</VisuallyHidden>
      <ul
        className={styles.row}
        aria-label={label}
        data-has-today={boxes.some((box) => box.today) || undefined}
      >
        {boxes.map((box, index) => {
          const state = box.state ?? 'filled';
          const face = (
            <span className={styles.face} aria-hidden="true">
              {state === 'filled' && showNames && box.weekday !== undefined && (
                <span className={styles.name}>{weekdayShortName(box.weekday)}</span>
              )}
              {state === 'filled' && box.number !== undefined && (
                <span className={styles.number}>{box.number}</span>
              )}
              {state === 'blank' && <span className={styles.question}>?</span>}
              {box.today && (
                <span className={styles.star} data-part="star">
                  {/* Bundled: every strip with today draws it, at once, not after a load. */}
                  <Picture art={starArt} size={styles.starSize} decorative />
                </span>
              )}
            </span>
          );
          const shared = {
            className: styles.box,
            'data-state': state,
            'data-today': box.today || undefined,
            'data-tone': box.tone,
            'data-index': index,
          };
          // Named by its content, not aria-label: the short words on screen ("Tue 13") are
          // read in full and begin the name ("Tuesday 13, box 4, today"), as MonthGrid's
          // headers are, so voice control finds the box by what it shows (WCAG 2.5.3).
          const content = (
            <>
              <VisuallyHidden data-part="box-name">{boxName(box, index, options)}</VisuallyHidden>
              {face}
            </>
          );
          return (
            // A strip's boxes are places in a row: their position is their identity.
            <li key={index}>
              {onTapBox ? (
                <button
                  type="button"
                  {...shared}
                  {...focus.getItemProps(index)}
                  aria-pressed={selectedIndex === undefined ? undefined : selectedIndex === index}
                  onClick={() => onTapBox(index)}
                >
                  {content}
                </button>
              ) : (
                <div {...shared}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {showCount && (
        <p className={styles.count} aria-live="polite" data-part="count">
          {filled > 0 ? fillCountText(filled) : ''}
        </p>
      )}
    </div>
  );
}
