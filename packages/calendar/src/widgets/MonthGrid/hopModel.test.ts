import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../model/dates';
import { hopArc, hopCount, hopLabels, hopText } from './hopModel';

const june = (day: number): CalendarDate => ({ year: 2026, month: 6, day });

describe('hop texts', () => {
  it('reads a hop: "Hop 3: Friday, June 19." (calendar.md 2-4)', () => {
    expect(hopText(3, june(19))).toBe('Hop 3: Friday, June 19.');
  });
  it('counts the hops after the start', () => {
    expect(hopCount([])).toBe(0);
    expect(hopCount([june(16)])).toBe(0);
    expect(hopCount([june(16), june(17), june(18)])).toBe(2);
  });
  it('labels each landed date with its hop, the start with nothing', () => {
    const labels = hopLabels([june(16), june(17), june(18), june(19)]);
    expect(labels.get('2026-06-16')).toBeUndefined();
    expect(labels.get('2026-06-17')).toBe('hop 1');
    expect(labels.get('2026-06-19')).toBe('hop 3');
  });
  it('reads both hops on a date landed on twice', () => {
    const labels = hopLabels([june(16), june(17), june(18), june(17)]);
    expect(labels.get('2026-06-17')).toBe('hop 1, hop 3');
  });
});

describe('hopArc', () => {
  it('bows up between two cells of a row, its number at the middle of the curve', () => {
    const arc = hopArc(1, { x: 20, y: 30 }, { x: 64, y: 30 }, 44, 10);
    expect(arc.path).toBe('M 20 30 Q 42 10 64 30');
    expect(arc.label).toEqual({ x: 42, y: 20 });
    expect(arc.hop).toBe(1);
  });
  it('bows to the right for a hop straight down a column (a week)', () => {
    const arc = hopArc(2, { x: 22, y: 30 }, { x: 22, y: 74 }, 44, 10);
    expect(arc.path).toBe('M 22 30 Q 42 52 22 74');
    expect(arc.label).toEqual({ x: 32, y: 52 });
  });
  it('leaves to the right and comes in from the left from Saturday to Sunday', () => {
    const arc = hopArc(5, { x: 286, y: 30 }, { x: 22, y: 74 }, 44, 10);
    expect(arc.path).toBe('M 286 30 Q 297 20 308 30 M 0 74 Q 11 64 22 74');
    expect(arc.label).toEqual({ x: 11, y: 69 });
  });
  it('comes in from half a cell to the left when the start is on another page', () => {
    const arc = hopArc(5, null, { x: 110, y: 30 }, 44, 10);
    expect(arc.path).toBe('M 88 30 Q 99 20 110 30');
    expect(arc.label).toEqual({ x: 99, y: 25 });
  });
});
