import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignedIndex,
  draggedPosition,
  isOnRuler,
  isValidRuler,
  laneOfMark,
  markAt,
  markPhrase,
  markTiles,
  nearestMark,
  nearestSpace,
  normalizeRuler,
  numberRows,
  numberWidth,
  rulerEndRoom,
  rulerMarginPx,
  objectEndsText,
  objectOnRulerText,
  offsetText,
  readingAt,
  ribbonEndAt,
  ribbonKeyTarget,
  ribbonText,
  rulerKeyTarget,
  rulerMarkValues,
  rulerSpaces,
  rulerText,
  rulerTicks,
  rulerZeroOf,
  settlePosition,
  slideLayout,
  snapPosition,
  spaceAgainText,
  spaceName,
  spaceText,
  spaceTiles,
  type TapTile,
} from './rulerModel';

const zeroToTwenty = { first: 0, last: 20 };
const key = { name: 'a key', theName: 'the key', start: 2, length: 6 };

describe('rulerTicks', () => {
  it('numbers every centimetre from 0 to 20 with a half mark between', () => {
    const ticks = rulerTicks(zeroToTwenty);
    expect(ticks.filter((tick) => tick.kind === 'centimetre').map((tick) => tick.label)).toEqual(
      Array.from({ length: 21 }, (_, index) => String(index)),
    );
    expect(ticks.filter((tick) => tick.kind === 'half')).toHaveLength(20);
    expect(ticks[1]).toEqual({ value: 0.5, kind: 'half' });
  });

  it('starts a broken ruler at its first number', () => {
    const ticks = rulerTicks({ first: 4, last: 12 });
    expect(ticks[0]).toEqual({ value: 4, kind: 'centimetre', label: '4' });
    expect(ticks.at(-1)).toEqual({ value: 12, kind: 'centimetre', label: '12' });
  });
});

describe('normalizeRuler and isValidRuler', () => {
  it('keeps a good ruler as it is', () => {
    expect(normalizeRuler(4, 20)).toEqual({ first: 4, last: 20 });
    expect(isValidRuler({ first: 0, last: 20 })).toBe(true);
  });

  it('makes bad input a ruler instead of crashing', () => {
    expect(normalizeRuler(-3, 20)).toEqual({ first: 0, last: 20 });
    expect(normalizeRuler(30, 20)).toEqual({ first: 12, last: 20 });
    expect(normalizeRuler(5, 2)).toEqual({ first: 5, last: 6 });
    expect(normalizeRuler(Number.NaN, Number.NaN)).toEqual({ first: 0, last: 20 });
    expect(isValidRuler({ first: 5, last: 5 })).toBe(false);
    expect(isValidRuler({ first: 0.5, last: 5 })).toBe(false);
  });
});

describe('marks and lane positions', () => {
  it('reads the mark under a lane position', () => {
    // A broken ruler from 4 whose first mark lies at lane position 1.
    expect(markAt(1, 1, 4)).toBe(4);
    expect(markAt(6, 1, 4)).toBe(9);
    expect(laneOfMark(9, 1, 4)).toBe(6);
    expect(rulerZeroOf(1, 4)).toBe(-3);
  });

  it('knows what is on the ruler', () => {
    expect(isOnRuler(0, zeroToTwenty)).toBe(true);
    expect(isOnRuler(20, zeroToTwenty)).toBe(true);
    expect(isOnRuler(20.5, zeroToTwenty)).toBe(false);
    expect(isOnRuler(3, { first: 4, last: 20 })).toBe(false);
  });
});

describe('readingAt', () => {
  it('reads a key from 0 to 6 when 0 is at its end', () => {
    expect(readingAt(2, 8, 2)).toEqual({ startMark: 0, endMark: 6, length: 6 });
  });

  it('reads a nail on a broken ruler from the 4 mark to the 9 mark: 5 cm, not 9', () => {
    expect(readingAt(1, 6, -3)).toEqual({ startMark: 4, endMark: 9, length: 5 });
  });

  it('reads the length from any start mark, against a count of the ticks between the ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        (first, startOffset, length, position) => {
          const last = first + startOffset + length + 2;
          const objectStart = position + startOffset;
          const reading = readingAt(
            objectStart,
            objectStart + length,
            rulerZeroOf(position, first),
          );
          // The reference: walk the ruler's numbered ticks and find those at the object's ends.
          const numbered = rulerTicks({ first, last }).filter((tick) => tick.kind === 'centimetre');
          const at = (laneX: number) =>
            numbered.find((tick) => laneOfMark(tick.value, position, first) === laneX);
          const startTick = at(objectStart);
          const endTick = at(objectStart + length);
          const jumps = numbered.filter(
            (tick) =>
              tick.value > (startTick?.value ?? Infinity) &&
              tick.value <= (endTick?.value ?? -Infinity),
          ).length;
          expect(reading.startMark).toBe(startTick?.value);
          expect(reading.endMark).toBe(endTick?.value);
          expect(reading.length).toBe(jumps);
          expect(reading.length).toBe(length);
        },
      ),
    );
  });
});

describe('snapping and settling', () => {
  it('snaps the first mark onto an object’s end within 3 mm', () => {
    expect(snapPosition(4.25, [4])).toBe(4);
    expect(snapPosition(3.7, [4])).toBe(4);
    expect(snapPosition(4.31, [4])).toBe(4.31);
  });

  it('snaps to the nearer of two ends', () => {
    expect(snapPosition(4.25, [4, 4.4])).toBe(4.4);
    expect(snapPosition(4.15, [4, 4.4])).toBe(4);
  });

  it('settles a let-go ruler on a whole centimetre inside its range', () => {
    expect(settlePosition(6.6, [2], { min: 0, max: 19 })).toBe(7);
    expect(settlePosition(2.2, [2], { min: 0, max: 19 })).toBe(2);
    expect(settlePosition(25, [2], { min: 0, max: 19 })).toBe(19);
  });

  it('follows the pointer by px ÷ scale, clamped, with the magnet near an end', () => {
    expect(draggedPosition(8, -60, 20, [2], { min: 0, max: 19 })).toBe(5);
    expect(draggedPosition(8, -118, 20, [2], { min: 0, max: 19 })).toBe(2);
    expect(draggedPosition(8, -400, 20, [2], { min: 0, max: 19 })).toBe(0);
    expect(draggedPosition(8, 50, 0, [2], { min: 0, max: 19 })).toBe(8);
  });

  it('says which object the first mark is on', () => {
    expect(alignedIndex(5, [2, 5])).toBe(1);
    expect(alignedIndex(4, [2, 5])).toBeUndefined();
  });
});

describe('rulerKeyTarget', () => {
  const range = { min: 0, max: 12 };
  it('moves 1 cm per arrow, 5 cm with Shift or a page key', () => {
    expect(rulerKeyTarget(4, 'ArrowLeft', {}, range)).toBe(3);
    expect(rulerKeyTarget(4, 'ArrowRight', {}, range)).toBe(5);
    expect(rulerKeyTarget(4, 'ArrowRight', { shiftKey: true }, range)).toBe(9);
    expect(rulerKeyTarget(4, 'PageDown', {}, range)).toBe(0);
  });

  it('goes to the ends with Home and End, never past them', () => {
    expect(rulerKeyTarget(4, 'Home', {}, range)).toBe(0);
    expect(rulerKeyTarget(4, 'End', {}, range)).toBe(12);
    expect(rulerKeyTarget(12, 'ArrowRight', {}, range)).toBe(12);
  });

  it('ignores other keys', () => {
    expect(rulerKeyTarget(4, 'a', {}, range)).toBeUndefined();
  });
});

describe('texts', () => {
  it('describes the ruler under the key (2-0’s closing check)', () => {
    expect(rulerText(zeroToTwenty, 2, [key])).toBe(
      'Ruler from 0 to 20 centimetres under the key. The key starts at the 0 mark and ends at the 6 mark.',
    );
  });

  it('describes a broken ruler (2-2)', () => {
    const nail = { name: 'a nail', theName: 'the nail', start: 1, length: 5 };
    expect(rulerText({ first: 4, last: 20 }, 1, [nail])).toBe(
      'Broken ruler, first number 4. A nail lies on it, from the 4 mark to the 9 mark.',
    );
  });

  it('describes a ruler with no object, and two objects', () => {
    expect(rulerText(zeroToTwenty, 0, [])).toBe('Ruler from 0 to 20 centimetres.');
    const pencil = { name: 'a pencil', theName: 'the pencil', start: 0, length: 14 };
    const crayon = { name: 'a crayon', theName: 'the crayon', start: 0, length: 9 };
    expect(rulerText(zeroToTwenty, 0, [pencil, crayon])).toBe(
      'Ruler from 0 to 20 centimetres under the pencil and the crayon. The pencil starts at the 0 mark and ends at the 14 mark. The crayon starts at the 0 mark and ends at the 9 mark.',
    );
  });

  it('says where the ruler’s 0 is while it moves (2-0)', () => {
    expect(offsetText(0, 0, 2, 'the crayon')).toBe(
      "Ruler's 0 is 2 centimetres left of the crayon's end.",
    );
    expect(offsetText(3, 0, 2, 'the crayon')).toBe(
      "Ruler's 0 is 1 centimetre right of the crayon's end.",
    );
    expect(offsetText(2, 0, 2, 'the crayon')).toBe("Ruler's 0 is at the crayon's end.");
    expect(offsetText(1, 4, 3, 'the nail')).toBe(
      "Ruler's first mark, 4, is 2 centimetres left of the nail's end.",
    );
  });

  it('names marks off the ruler and between marks', () => {
    expect(markPhrase(6, zeroToTwenty)).toBe('the 6 mark');
    expect(markPhrase(6.5, zeroToTwenty)).toBe('between the 6 and 7 marks');
    expect(markPhrase(22, zeroToTwenty)).toBe('past the 20 mark');
    expect(markPhrase(2, { first: 4, last: 20 })).toBe('before the 4 mark');
  });

  it('says where an object starts and ends, both ways', () => {
    expect(objectOnRulerText(key, 2, zeroToTwenty)).toBe(
      'The key starts at the 0 mark and ends at the 6 mark.',
    );
    const pencil = { name: 'a pencil', theName: 'the pencil', start: 1, length: 14 };
    expect(objectEndsText(pencil, 1, zeroToTwenty)).toBe(
      "Pencil, left end at the ruler's 0 mark, right end at the 14 mark.",
    );
  });

  it('says kindly where each end is while one is off the ruler (2-1 step 2)', () => {
    const crayon = { name: 'a crayon', theName: 'the crayon', start: 0, length: 4 };
    // The ruler's 0 is 3 cm right of the crayon's left end.
    expect(objectEndsText(crayon, 3, zeroToTwenty)).toBe(
      "The crayon's left end is before the ruler's 0. Its right end is at the 1 mark.",
    );
    expect(objectEndsText(crayon, 6, zeroToTwenty)).toBe(
      "The crayon's left end is before the ruler's 0. Its right end is before the ruler's 0.",
    );
    const straw = { name: 'a straw', theName: 'the straw', start: 6, length: 18 };
    expect(objectEndsText(straw, 0, zeroToTwenty)).toBe(
      "The straw's left end is at the 6 mark. Its right end is past the ruler's 20.",
    );
    expect(objectEndsText(straw, 0.5, zeroToTwenty)).toBe(
      "The straw's left end is between the 5 and 6 marks. Its right end is past the ruler's 20.",
    );
    expect(objectEndsText(crayon, 1, { first: 4, last: 20 })).toBe(
      "The crayon's left end is before the ruler's 4. Its right end is at the 7 mark.",
    );
  });

  it('counts tapped spaces (2-2 step 1), once each', () => {
    expect(spaceText(3, 6)).toBe('Space 3, from 6 to 7.');
    expect(spaceAgainText(3, 6)).toBe('The space from 6 to 7 is already counted. 3 spaces so far.');
    expect(spaceAgainText(1, 0)).toBe('The space from 0 to 1 is already counted. 1 space so far.');
    expect(spaceName(6)).toBe('Space from 6 to 7');
  });

  it('says where the ribbon ends (2-1 step 3)', () => {
    expect(ribbonText(7)).toBe('Ribbon ends at the 7 mark.');
  });
});

describe('spaces, marks and their tap targets', () => {
  it('lists the spaces and marks of a ruler', () => {
    expect(rulerSpaces({ first: 4, last: 8 })).toEqual([4, 5, 6, 7]);
    expect(rulerMarkValues({ first: 4, last: 8 })).toEqual([4, 5, 6, 7, 8]);
  });

  it('finds the nearest space and mark for a finger', () => {
    expect(nearestSpace(6.7, zeroToTwenty)).toBe(6);
    expect(nearestSpace(-0.3, zeroToTwenty)).toBe(0);
    expect(nearestSpace(20.4, zeroToTwenty)).toBe(19);
    expect(nearestMark(6.5, zeroToTwenty)).toBe(7);
    expect(nearestMark(6.4, zeroToTwenty)).toBe(6);
    expect(nearestMark(25, zeroToTwenty)).toBe(20);
  });

  /** The tile a point is in, when tiles are half-open [from, to) (the last one closed). */
  const tileAt = (tiles: readonly TapTile[], x: number) =>
    tiles.filter(
      (tile, index) =>
        x >= tile.from && (x < tile.to || (index === tiles.length - 1 && x <= tile.to)),
    );

  it('tiles the ruler so every point a finger lands on is in exactly the nearest space', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (first, length, fraction) => {
          const ruler = { first, last: first + length };
          const tiles = spaceTiles(ruler);
          const x = first - 0.5 + fraction * (length + 1);
          const hit = tileAt(tiles, x);
          expect(hit).toHaveLength(1);
          expect(hit[0]?.value).toBe(nearestSpace(x, ruler));
        },
      ),
    );
  });

  it('tiles the marks so a finger finds the nearest mark', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (first, length, fraction) => {
          const ruler = { first, last: first + length };
          const x = first - 0.5 + fraction * (length + 1);
          const hit = tileAt(markTiles(ruler), x);
          expect(hit).toHaveLength(1);
          expect(hit[0]?.value).toBe(nearestMark(x, ruler));
        },
      ),
    );
  });
});

describe('the ribbon', () => {
  it('ends on a whole mark from 0 to the last', () => {
    expect(ribbonEndAt(6.6, zeroToTwenty)).toBe(7);
    expect(ribbonEndAt(-2, zeroToTwenty)).toBe(0);
    expect(ribbonEndAt(40, zeroToTwenty)).toBe(20);
  });

  it('moves 1 cm per arrow, Home to 0, End to 20', () => {
    expect(ribbonKeyTarget(7, 'ArrowRight', {}, zeroToTwenty)).toBe(8);
    expect(ribbonKeyTarget(7, 'ArrowDown', {}, zeroToTwenty)).toBe(6);
    expect(ribbonKeyTarget(7, 'Home', {}, zeroToTwenty)).toBe(0);
    expect(ribbonKeyTarget(7, 'End', {}, zeroToTwenty)).toBe(20);
    expect(ribbonKeyTarget(0, 'ArrowLeft', {}, zeroToTwenty)).toBe(0);
  });
});

describe('slideLayout', () => {
  it('lays a ruler 8 cm right of a pencil’s end on a 28 cm lane, the pencil at its left', () => {
    expect(slideLayout(8, zeroToTwenty, 12)).toEqual({
      objectStart: 0,
      position: 8,
      laneCm: 28,
      range: { min: 0, max: 8 },
    });
    expect(slideLayout(-3, zeroToTwenty, 12)).toEqual({
      objectStart: 3,
      position: 0,
      laneCm: 23,
      range: { min: 0, max: 3 },
    });
    expect(slideLayout(0, zeroToTwenty, 9).laneCm).toBe(20);
  });

  it('keeps the whole ruler and the object on the lane wherever the ruler slides (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (offset, objectCm, along) => {
          const layout = slideLayout(offset, zeroToTwenty, objectCm);
          const { min, max } = layout.range;
          // The start, the object's end and any place between are in the range.
          expect(layout.position).toBeGreaterThanOrEqual(min);
          expect(layout.position).toBeLessThanOrEqual(max);
          expect(layout.objectStart).toBeGreaterThanOrEqual(min);
          expect(layout.objectStart).toBeLessThanOrEqual(max);
          const at = min + along * (max - min);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at + 20).toBeLessThanOrEqual(layout.laneCm + 1e-9);
          expect(layout.objectStart + objectCm).toBeLessThanOrEqual(layout.laneCm);
          expect(layout.position - layout.objectStart).toBe(offset);
          // No longer than it must be: the ruler reaches the lane's end somewhere.
          expect(layout.laneCm).toBe(
            Math.max(20 + Math.abs(offset), layout.objectStart + objectCm),
          );
        },
      ),
    );
  });
});

describe('numbers with clear space', () => {
  it('takes one row of 13 px numbers from 24.5 px per cm, two from 12.25, else three', () => {
    expect(numberWidth(20, 13)).toBe(19.5);
    expect(numberWidth(7, 13)).toBe(9.75);
    expect(numberRows(32, 20, 13)).toBe(1);
    expect(numberRows(24.5, 20, 13)).toBe(1);
    expect(numberRows(24, 20, 13)).toBe(2);
    expect(numberRows(12.8, 20, 13)).toBe(2);
    expect(numberRows(9.14, 20, 13)).toBe(3);
    // Single digits only (a ruler to 9): one row from 14.75 px per cm.
    expect(numberRows(14.75, 9, 13)).toBe(1);
  });

  it('puts counted spaces (in tabs of their own) in two rows only when two digits crowd', () => {
    const counts = { maxRows: 2, clearance: 2 };
    expect(numberRows(12.8, 5, 12, counts)).toBe(1);
    expect(numberRows(16, 12, 12, counts)).toBe(2);
    expect(numberRows(20, 12, 12, counts)).toBe(1);
    expect(numberRows(5, 12, 12, counts)).toBe(2);
  });

  it('leaves room past the end marks for half the end number (and a jagged edge)', () => {
    expect(rulerEndRoom(zeroToTwenty)).toEqual({ left: (13 * 0.75) / 2 + 4, right: 13.75 });
    expect(rulerEndRoom({ first: 12, last: 28 }).left).toBe(18.75);
    expect(rulerMarginPx(zeroToTwenty)).toBe(16);
    expect(rulerMarginPx({ first: 12, last: 28 })).toBe(21);
  });
});
