import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addJump,
  fitWindow,
  fractionOf,
  hourLabel,
  jumpAnnouncement,
  jumpButtonName,
  jumpButtonText,
  labelStep,
  MIN_LABEL_GAP,
  landingOf,
  landmarkLabel,
  positionAt,
  positionsOf,
  removalAnnouncement,
  removeLastJump,
  ribbonMarks,
  ribbonSummary,
  signedJump,
  skySegments,
  totalOfJumps,
  totalText,
  wholeDay,
} from './ribbonModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('jump buttons', () => {
  it('show +1 h, +30 min … and −… in back mode', () => {
    expect(jumpButtonText(60, 'forward')).toBe('+1 h');
    expect(jumpButtonText(30, 'forward')).toBe('+30 min');
    expect(jumpButtonText(15, 'back')).toBe('−15 min');
    expect(jumpButtonText(1, 'back')).toBe('−1 min');
  });

  it('are read aloud in words', () => {
    expect(jumpButtonName(60, 'forward')).toBe('plus 1 hour');
    expect(jumpButtonName(5, 'back')).toBe('minus 5 minutes');
  });

  it('sign the jump by direction', () => {
    expect(signedJump(15, 'forward')).toBe(15);
    expect(signedJump(15, 'back')).toBe(-15);
  });
});

describe('jumps', () => {
  it('adds a jump at the end and Backspace removes the last one', () => {
    const jumps = addJump(addJump([], 60, 'forward'), 15, 'forward');
    expect(jumps).toEqual([60, 15]);
    expect(removeLastJump(jumps)).toEqual([60]);
    expect(removeLastJump([])).toEqual([]);
  });

  it('visits each position, unwrapped past midnight', () => {
    expect(positionsOf(at(23, 0), [60, 30])).toEqual([at(23, 0), at(24, 0), at(24, 30)]);
    expect(landingOf(at(23, 0), [60, 30])).toBe(at(0, 30));
    expect(totalOfJumps([60, 30, -5])).toBe(85);
  });

  it('announces each jump: "plus 15 minutes, now 4:00"', () => {
    expect(jumpAnnouncement(15, at(4, 0), 'face')).toBe('plus 15 minutes, now 4:00');
    expect(jumpAnnouncement(-30, at(14, 45), '12h')).toBe('minus 30 minutes, now 2:45 PM');
    expect(jumpAnnouncement(60, at(12, 0), '12h')).toBe('plus 1 hour, now 12:00 noon');
    expect(jumpAnnouncement(60, 0, '24h')).toBe('plus 1 hour, now 00:00 midnight');
    expect(jumpAnnouncement(60, at(12, 0), 'face')).toBe('plus 1 hour, now 12:00');
    expect(removalAnnouncement(60, 0, 'face')).toBe('Removed plus 1 hour, back to 12:00');
  });

  it('announces a removed jump', () => {
    expect(removalAnnouncement(15, at(3, 45), 'face')).toBe(
      'Removed plus 15 minutes, back to 3:45',
    );
  });

  it('gives the text alternative of lingo 2-0', () => {
    expect(ribbonSummary(at(2, 0), [60, 15], 'face')).toBe(
      'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
    );
    expect(ribbonSummary(at(2, 0), [], 'face')).toBe('Time ribbon from 2:00.');
  });

  it('adds the total when asked', () => {
    expect(ribbonSummary(at(2, 50), [10, 10], 'face', true)).toBe(
      'Time ribbon from 2:50. Jump plus 10 minutes, now 3:00. Jump plus 10 minutes, now 3:10. Total: 20 minutes.',
    );
    expect(totalText([-10, -30])).toBe('Total: 40 minutes');
  });

  it('adding then removing a jump always gives the jumps back (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(60, 30, 15, 5, 1, -60, -30, -15, -5, -1)),
        fc.constantFrom(60, 30, 15, 5, 1),
        fc.constantFrom('forward' as const, 'back' as const),
        (jumps, size, direction) => {
          expect(removeLastJump(addJump(jumps, size, direction))).toEqual(jumps);
        },
      ),
    );
  });
});

describe('the stretch shown', () => {
  it('fits the points on whole hours with room around them, at least 3 h', () => {
    expect(fitWindow([at(3, 45), at(4, 15)])).toEqual({ from: at(3, 0), to: at(6, 0) });
    expect(fitWindow([at(10, 40), at(14, 15)])).toEqual({ from: at(10, 0), to: at(15, 0) });
  });

  it('goes past midnight without folding', () => {
    const window = fitWindow([at(22, 0), at(30, 30)]);
    expect(window.from).toBe(at(21, 0));
    expect(window.to).toBe(at(31, 0));
  });

  it('always holds every point (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1440, max: 2880 }), { minLength: 1, maxLength: 8 }),
        (points) => {
          const window = fitWindow(points);
          for (const point of points) {
            expect(point).toBeGreaterThanOrEqual(window.from);
            expect(point).toBeLessThanOrEqual(window.to);
          }
          expect(window.to - window.from).toBeGreaterThanOrEqual(180);
          expect(((window.from % 60) + 60) % 60).toBe(0);
        },
      ),
    );
  });

  it('maps positions to fractions and back', () => {
    const window = { from: at(3, 0), to: at(6, 0) };
    expect(fractionOf(at(4, 30), window)).toBe(0.5);
    expect(fractionOf(at(1, 0), window)).toBe(0);
    expect(positionAt(0.5, window)).toBe(at(4, 30));
  });
});

describe('marks', () => {
  it('always labels 12 noon and 12 midnight', () => {
    const marks = ribbonMarks(wholeDay, '12h');
    expect(marks.find((mark) => mark.position === 720)).toMatchObject({
      kind: 'noon',
      label: '12 noon',
    });
    expect(marks.find((mark) => mark.position === 0)).toMatchObject({
      kind: 'midnight',
      label: '12 midnight',
    });
    expect(marks.find((mark) => mark.position === 1440)).toMatchObject({ label: '12 midnight' });
  });

  it('labels 12 as "12:00", an ordinary hour, on a plain face (no AM/PM yet)', () => {
    for (const window of [
      { from: 0, to: at(3, 0) },
      { from: at(12, 0), to: at(15, 0) },
      { from: at(10, 0), to: at(14, 0) },
    ]) {
      const marks = ribbonMarks(window, 'face');
      expect(marks.some((mark) => mark.kind === 'noon' || mark.kind === 'midnight')).toBe(false);
      expect(marks.some((mark) => /noon|midnight/.test(mark.label ?? ''))).toBe(false);
      const twelve = marks.find((mark) => mark.time === 0 || mark.time === at(12, 0));
      expect(twelve).toMatchObject({ kind: 'hour', label: '12:00' });
    }
    // Even on a phone, where other hours lose their labels.
    const phone = ribbonMarks({ from: at(11, 0), to: at(17, 0) }, 'face', 200);
    expect(phone.find((mark) => mark.time === at(12, 0))?.label).toBe('12:00');
  });

  it('labels fewer hours on a narrow ribbon, so labels never crowd on a phone', () => {
    expect(labelStep(wholeDay, 1200)).toBe(3);
    expect(labelStep(wholeDay, 330)).toBe(6);
    expect(labelStep(wholeDay, 120)).toBe(12);
    expect(labelStep({ from: 0, to: 360 }, 300)).toBe(2);
    // On a phone the hours next to the wide landmark labels stay unlabelled.
    const phone = ribbonMarks(wholeDay, '12h', 330);
    expect(phone.filter((mark) => mark.label).map((mark) => mark.label)).toEqual([
      '12 midnight',
      '12 noon',
      '12 midnight',
    ]);
    const tablet = ribbonMarks(wholeDay, '12h', 700);
    expect(tablet.filter((mark) => mark.label).map((mark) => mark.label)).toEqual([
      '12 midnight',
      '6 AM',
      '9 AM',
      '12 noon',
      '3 PM',
      '6 PM',
      '12 midnight',
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 2000 }),
        fc.integer({ min: 60, max: 1440 }),
        (width, span) => {
          const window = { from: 0, to: span };
          const labelled = ribbonMarks(window, '12h', width).filter((mark) => mark.label);
          const gaps = labelled
            .slice(1)
            .map((mark, index) => mark.position - (labelled[index]?.position ?? 0));
          const pixelsPerMinute = width / span;
          return gaps.every(
            (gap) => gap * pixelsPerMinute >= MIN_LABEL_GAP || labelStep(window, width) === 12,
          );
        },
      ),
    );
  });

  it('labels every 3 hours on the whole day, every hour on a short stretch', () => {
    expect(labelStep(wholeDay)).toBe(3);
    expect(labelStep({ from: 0, to: 600 })).toBe(2);
    const day = ribbonMarks(wholeDay, '12h');
    expect(day.find((mark) => mark.position === at(3, 0))?.label).toBe('3 AM');
    expect(day.find((mark) => mark.position === at(4, 0))?.label).toBeUndefined();
    const short = ribbonMarks({ from: at(14, 0), to: at(17, 0) }, 'face');
    expect(short.map((mark) => mark.label).filter(Boolean)).toEqual([
      '2:00',
      '3:00',
      '4:00',
      '5:00',
    ]);
    expect(short.filter((mark) => mark.kind === 'half-hour')).toHaveLength(3);
  });

  it('labels hours in each format', () => {
    expect(hourLabel(at(15, 0), 'face')).toBe('3:00');
    expect(hourLabel(at(15, 0), '12h')).toBe('3 PM');
    expect(hourLabel(at(15, 0), '24h')).toBe('15:00');
    expect(landmarkLabel(at(12, 0))).toBe('12 noon');
    expect(landmarkLabel(at(24, 0))).toBe('12 midnight');
    expect(landmarkLabel(at(13, 0))).toBeUndefined();
  });

  it('labels every landmark in any stretch (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1440, max: 2800 }),
        fc.integer({ min: 60, max: 2880 }),
        (from, span) => {
          const window = { from, to: from + span };
          for (const mark of ribbonMarks(window, '12h')) {
            if (mark.time === 0 || mark.time === 720)
              expect(mark.label).toMatch(/^12 (noon|midnight)$/);
          }
        },
      ),
    );
  });

  it('shades the sky by part of the day', () => {
    const segments = skySegments(wholeDay);
    expect(segments[0]).toEqual({ from: 0, to: at(5, 0), part: 'night' });
    expect(segments[1]).toEqual({ from: at(5, 0), to: at(12, 0), part: 'morning' });
    expect(segments.map((segment) => segment.part)).toEqual([
      'night',
      'morning',
      'afternoon',
      'evening',
      'night',
    ]);
  });
});
