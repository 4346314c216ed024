import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockMovedAnnouncement,
  blockText,
  clampStart,
  draggedStart,
  findOverlaps,
  firstFreeStart,
  formatRange,
  moveBlock,
  placeBlockLabels,
  scheduleKeyDelta,
  scheduleSummary,
  snapTo,
  timeFits,
  type ScheduleBlock,
} from './scheduleModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('schedule blocks', () => {
  const window = { from: at(15, 0), to: at(18, 0) };
  const snack: ScheduleBlock = { id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) };
  const soccer: ScheduleBlock = { id: 'soccer', label: 'Soccer', duration: 75, start: null };

  it('snaps to 5 minutes and keeps the block inside the window', () => {
    expect(snapTo(17)).toBe(15);
    expect(snapTo(18)).toBe(20);
    expect(clampStart(at(14, 0), 75, window)).toBe(at(15, 0));
    expect(clampStart(at(17, 30), 75, window)).toBe(at(16, 45));
    expect(clampStart(at(15, 12), 75, window)).toBe(at(15, 10));
  });

  it('moves with arrows by 5 minutes and with Shift+arrows by 1 hour', () => {
    expect(scheduleKeyDelta('ArrowRight', false)).toBe(5);
    expect(scheduleKeyDelta('ArrowLeft', false)).toBe(-5);
    expect(scheduleKeyDelta('ArrowRight', true)).toBe(60);
    expect(scheduleKeyDelta('ArrowDown', true)).toBe(-60);
    expect(scheduleKeyDelta('PageUp', false)).toBe(60);
    expect(scheduleKeyDelta('PageDown', false)).toBe(-60);
    expect(scheduleKeyDelta('Enter', false)).toBeUndefined();
    expect(moveBlock(snack, 5, window).start).toBe(at(15, 5));
    expect(moveBlock(snack, -60, window).start).toBe(at(15, 0));
    expect(moveBlock({ ...soccer, start: at(16, 0) }, 60, window).start).toBe(at(16, 45));
  });

  it('follows a drag by the pointer’s run along the ribbon, snapped to 5 minutes', () => {
    const shown = { from: at(15, 0), to: at(18, 0) };
    // Pressed a quarter along (wherever on the block), moved on 61 of 360 px: +30.5 min.
    expect(draggedStart(at(15, 0), 90 / 360, 151 / 360, 15, window, shown)).toBe(at(15, 30));
    expect(draggedStart(at(16, 0), 0.5, 0.5, 75, window, shown)).toBe(at(16, 0));
    // Never out of the window, however far the pointer goes.
    expect(draggedStart(at(16, 0), 0.5, 1, 75, window, shown)).toBe(at(16, 45));
    expect(draggedStart(at(15, 30), 0.5, 0, 15, window, shown)).toBe(at(15, 0));
  });

  it('shows a start time inside a block only when it fits whole', () => {
    expect(timeFits('3:15', 52)).toBe(true);
    expect(timeFits('3:15', 51)).toBe(false);
    expect(timeFits('12:45', 62)).toBe(true);
  });

  it('finds overlaps but lets blocks touch', () => {
    const placedSoccer = { ...soccer, start: at(15, 30) };
    const piano: ScheduleBlock = { id: 'piano', label: 'Piano', duration: 30, start: at(16, 30) };
    expect(findOverlaps([snack, placedSoccer, piano])).toEqual([
      {
        first: 'soccer',
        second: 'piano',
        firstEnd: at(16, 45),
        secondStart: at(16, 30),
        minutes: 15,
      },
    ]);
    expect(findOverlaps([snack, { ...placedSoccer, start: at(15, 15) }])).toEqual([]);
  });

  it('places a new block at the first free start', () => {
    expect(firstFreeStart([snack, soccer], 75, window)).toBe(at(15, 15));
    expect(firstFreeStart([snack, soccer], 75, window, 'snack')).toBe(at(15, 0));
  });

  it('writes ranges, blocks and moves in words', () => {
    expect(formatRange(at(15, 15), at(16, 30), '12h')).toBe('3:15 to 4:30 PM');
    expect(formatRange(at(11, 30), at(12, 15), '12h')).toBe('11:30 AM to 12:15 PM');
    expect(formatRange(at(15, 15), at(16, 30), '24h')).toBe('15:15 to 16:30');
    expect(blockText(snack, '12h')).toBe('Snack, 15 minutes, from 3:00 to 3:15 PM');
    expect(blockText(soccer, '12h')).toBe('Soccer, 1 hour 15 minutes, not placed yet');
    expect(blockMovedAnnouncement({ ...soccer, start: at(15, 15) }, '12h')).toBe(
      'Soccer now 3:15 to 4:30 PM',
    );
  });

  it('gives the text alternative of lingo 3-2', () => {
    expect(scheduleSummary(window, [snack, soccer], '12h')).toBe(
      'Schedule from 3:00 PM to 6:00 PM. Snack, 15 minutes, from 3:00 to 3:15 PM. Soccer, 1 hour 15 minutes, not placed yet.',
    );
  });

  it('a moved block always stays inside the window on 5 minutes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at(15, 0), max: at(17, 0) }),
        fc.constantFrom(15, 30, 45, 60, 75, 90),
        fc.integer({ min: -300, max: 300 }),
        (start, duration, delta) => {
          const moved = moveBlock({ id: 'x', label: 'X', duration, start }, delta, window);
          const placed = moved.start as number;
          expect(placed % 5).toBe(0);
          expect(placed).toBeGreaterThanOrEqual(window.from);
          expect(placed + duration).toBeLessThanOrEqual(window.to);
        },
      ),
    );
  });
});

describe('placeBlockLabels', () => {
  it('centres each name over its block, on one row when they fit', () => {
    expect(
      placeBlockLabels(
        [
          { id: 'soccer', center: 60, width: 60 },
          { id: 'piano', center: 200, width: 50 },
        ],
        300,
      ),
    ).toEqual([
      { id: 'soccer', row: 0, left: 30 },
      { id: 'piano', row: 0, left: 175 },
    ]);
  });

  it('lifts a name that would touch its neighbour onto the next free row', () => {
    // Soccer 3:30–4:15, Snack 4:15–4:30, Piano 4:30–5:15 on a phone: 25 px for the snack.
    const places = placeBlockLabels(
      [
        { id: 'piano', center: 190, width: 44 },
        { id: 'soccer', center: 110, width: 60 },
        { id: 'snack', center: 148, width: 50 },
      ],
      300,
    );
    expect(places.map((place) => [place.id, place.row])).toEqual([
      ['soccer', 0],
      ['snack', 1],
      ['piano', 0],
    ]);
  });

  it('keeps every name inside the ribbon and never overlaps two on a row (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 120, max: 1200 }),
        fc.array(fc.record({ center: fc.nat(1200), width: fc.integer({ min: 20, max: 110 }) }), {
          maxLength: 6,
        }),
        (laneWidth, raw) => {
          const labels = raw.map((label, index) => ({
            id: String(index),
            center: Math.min(label.center, laneWidth),
            width: Math.min(label.width, laneWidth),
          }));
          const places = placeBlockLabels(labels, laneWidth);
          expect(places).toHaveLength(labels.length);
          const width = (id: string) => labels.find((label) => label.id === id)?.width ?? 0;
          for (const place of places) {
            expect(place.left).toBeGreaterThanOrEqual(0);
            expect(place.left + width(place.id)).toBeLessThanOrEqual(laneWidth);
          }
          for (const a of places) {
            for (const b of places) {
              if (a === b || a.row !== b.row) continue;
              const apart = a.left + width(a.id) <= b.left || b.left + width(b.id) <= a.left;
              expect(apart).toBe(true);
            }
          }
        },
      ),
    );
  });
});
