/**
 * MonthGrid's hop mode (calendar.md 2-4, "How Many Sleeps?"): the child hops day by day from
 * a start date, and each hop is drawn as a numbered arc from cell to cell. A hop path is a
 * list of dates: the first is where the hops start (not a hop), each next one is hop 1, 2, …
 * Pure: the names, the texts and the arcs' geometry.
 */
import { dateKey, type CalendarDate } from '../../model/dates';
import { formatSpoken } from '../../model/names';

/** A point in CSS px, relative to the grid. */
export interface HopPoint {
  readonly x: number;
  readonly y: number;
}

/** What one hop reads: "Hop 3: Friday, June 19." */
export function hopText(hop: number, date: CalendarDate): string {
  return `Hop ${hop}: ${formatSpoken(date)}.`;
}

/** How many hops a path has (its dates after the start). */
export function hopCount(path: readonly CalendarDate[]): number {
  return Math.max(0, path.length - 1);
}

/**
 * The words each landed date adds to its cell's name, by date key: "hop 3" (the start adds
 * nothing; a date landed on twice reads both hops, "hop 2, hop 4").
 */
export function hopLabels(path: readonly CalendarDate[]): ReadonlyMap<string, string> {
  const labels = new Map<string, string>();
  path.forEach((date, index) => {
    if (index === 0) return;
    const key = dateKey(date);
    const previous = labels.get(key);
    labels.set(key, previous ? `${previous}, hop ${index}` : `hop ${index}`);
  });
  return labels;
}

/** One hop's arc: its SVG path and where its number sits. */
export interface HopArc {
  readonly hop: number;
  readonly path: string;
  readonly label: HopPoint;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** A quadratic curve from `start` to `end`, bowing `lift` px to the left of the way it goes. */
function bow(start: HopPoint, end: HopPoint, lift: number) {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy) || 1;
  // Left of the direction of travel on screen: up for a hop to the right, right for a hop down.
  const control = {
    x: (start.x + end.x) / 2 + (2 * lift * dy) / length,
    y: (start.y + end.y) / 2 - (2 * lift * dx) / length,
  };
  // A quadratic Bézier's midpoint: a quarter of each end and half the control point.
  const middle = {
    x: (start.x + 2 * control.x + end.x) / 4,
    y: (start.y + 2 * control.y + end.y) / 4,
  };
  const path = `M ${round(start.x)} ${round(start.y)} Q ${round(control.x)} ${round(control.y)} ${round(end.x)} ${round(end.y)}`;
  return { path, middle: { x: round(middle.x), y: round(middle.y) } };
}

/**
 * The arc of a hop from one cell's top centre to another's, bowing `lift` px (a quadratic
 * curve, its number at the curve's middle): up for a hop along a row, to the right for a
 * hop straight down a column. A hop from the end of a row to the start of the next (Saturday
 * to Sunday) leaves its cell to the right and comes into the next from the left, like
 * reading on, each half a cell long; a hop from another month's page only comes in from the
 * left.
 */
export function hopArc(
  hop: number,
  from: HopPoint | null,
  to: HopPoint,
  cellWidth: number,
  lift: number,
): HopArc {
  const wraps = from !== null && to.y > from.y + lift && to.x < from.x;
  if (from === null || wraps) {
    // Half a cell out and in: the arcs stay inside the grid, which fills the screen's width.
    const enter = bow({ x: to.x - cellWidth / 2, y: to.y }, to, lift / 2);
    const leave =
      from === null ? null : bow(from, { x: from.x + cellWidth / 2, y: from.y }, lift / 2);
    return {
      hop,
      path: leave ? `${leave.path} ${enter.path}` : enter.path,
      label: enter.middle,
    };
  }
  const arc = bow(from, to, lift);
  return { hop, path: arc.path, label: arc.middle };
}
