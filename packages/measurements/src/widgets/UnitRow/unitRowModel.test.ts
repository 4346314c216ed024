import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addUnit,
  checkRow,
  closeJoint,
  countText,
  jointText,
  nextStart,
  removeLastUnit,
  rightRow,
  rowEnd,
  rowJoints,
  rowText,
  rowWithJoint,
  unitCount,
  unitKinds,
  unitsPastEnd,
} from './unitRowModel';

const clip = unitKinds['paper-clip'];
const cube = unitKinds.cube;
const ribbon = { name: 'a ribbon', theName: 'the ribbon' };
const crayon = { name: 'a crayon', theName: 'the crayon' };

describe('unitKinds', () => {
  it('has the units of measurements.md: paper clip 3 cm, cube 2 cm, metre stick 100 cm', () => {
    expect(clip.lengthCm).toBe(3);
    expect(cube.lengthCm).toBe(2);
    expect(unitKinds['metre-stick'].lengthCm).toBe(100);
  });
});

describe('addUnit and removeLastUnit', () => {
  it('puts the first unit at the object’s left end and each next one touching the last', () => {
    let starts: readonly number[] = [];
    expect(nextStart(starts, 3)).toBe(0);
    starts = addUnit(starts, 3);
    starts = addUnit(starts, 3);
    starts = addUnit(starts, 3);
    expect(starts).toEqual([0, 3, 6]);
  });

  it('takes the last one away, and leaves an empty row empty', () => {
    expect(removeLastUnit([0, 3, 6])).toEqual([0, 3]);
    expect(removeLastUnit([])).toEqual([]);
  });
});

describe('rowJoints', () => {
  it('names each joint touching, space between, or on top of each other', () => {
    expect(rowJoints([0, 3, 8, 9], 3)).toEqual([
      { index: 0, kind: 'touching', offset: 0 },
      { index: 1, kind: 'space-between', offset: 2 },
      { index: 2, kind: 'on-top', offset: -2 },
    ]);
  });

  it('has no joints with fewer than two units', () => {
    expect(rowJoints([0], 3)).toEqual([]);
    expect(rowJoints([], 3)).toEqual([]);
  });
});

describe('checkRow', () => {
  it('accepts 3 clips end to end along a 9 cm crayon', () => {
    expect(checkRow([0, 3, 6], 3, 9)).toEqual({ right: true, count: 3, problems: [] });
  });

  it('finds the gap in a row that shows only 4 (1-0 step 5)', () => {
    expect(checkRow([0, 3, 9, 12], 3, 15)).toEqual({
      right: false,
      count: 4,
      problems: [{ kind: 'gap', joint: 1 }],
    });
  });

  it('finds an overlap', () => {
    expect(checkRow([0, 3, 4.5, 7.5], 3, 9).problems).toEqual([
      { kind: 'overlap', joint: 1 },
      { kind: 'sticking-out', units: [3] },
    ]);
  });

  it('names units sticking out past the end so the child removes them (1-2 step 2)', () => {
    expect(checkRow([0, 3, 6, 9, 12], 3, 9).problems).toEqual([
      { kind: 'sticking-out', units: [3, 4] },
    ]);
    expect(unitsPastEnd([0, 3, 6, 9], 3, 9)).toEqual([3]);
  });

  it('finds a row that stops short, or does not start at the left end', () => {
    expect(checkRow([0, 3], 3, 9).problems).toEqual([{ kind: 'short', by: 3 }]);
    expect(checkRow([1, 4, 7], 3, 9).problems).toEqual([
      { kind: 'late-start', by: 1 },
      { kind: 'sticking-out', units: [2] },
    ]);
    expect(checkRow([-1, 2, 5], 3, 9).problems).toEqual([
      { kind: 'early-start', by: 1 },
      { kind: 'short', by: 1 },
    ]);
  });

  it('calls an empty row not yet right', () => {
    expect(checkRow([], 3, 9)).toEqual({ right: false, count: 0, problems: [{ kind: 'empty' }] });
  });
});

describe('rowWithJoint, rightRow and closeJoint', () => {
  it('builds Max’s row with a gap: one clip too few', () => {
    expect(rowWithJoint(15, 3, 1, 3)).toEqual([0, 3, 9, 12]);
  });

  it('builds a row with two clips on top of each other: one too many', () => {
    expect(rowWithJoint(9, 3, 0, -3)).toEqual([0, 0, 3, 6]);
    expect(checkRow(rowWithJoint(9, 3, 0, -3), 3, 9).problems).toEqual([
      { kind: 'overlap', joint: 0 },
    ]);
  });

  it('builds a right row', () => {
    expect(rightRow(12, 2)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('closes the gap: the clips after it slide left to touch, then one more makes it right', () => {
    const closed = closeJoint([0, 3, 9, 12], 3, 1);
    expect(closed).toEqual([0, 3, 6, 9]);
    expect(checkRow(addUnit(closed, 3), 3, 15).right).toBe(true);
  });

  it('closes an overlap by sliding the clips right', () => {
    expect(closeJoint([0, 0, 3, 6], 3, 0)).toEqual([0, 3, 6, 9]);
  });

  it('ignores a joint that is not there', () => {
    expect(closeJoint([0, 3], 3, 4)).toEqual([0, 3]);
  });

  it('always stops, even for an overlap as long as a unit', () => {
    expect(rowWithJoint(6, 3, 0, -3)).toEqual([0, 0, 3]);
  });
});

describe('texts', () => {
  it('says a right row (1-2)', () => {
    expect(rowText([0, 3, 6], clip, 9, crayon)).toBe(
      'A crayon. 3 paper clips touching end to end, from its left end to its right end.',
    );
  });

  it('says a row with a gap (1-0)', () => {
    expect(rowText([0, 3, 9, 12], clip, 15, ribbon)).toBe(
      '4 clips along the ribbon. Space between clip 2 and clip 3.',
    );
  });

  it('says an overlap, clips sticking out and an empty row', () => {
    expect(rowText([0, 0, 3, 6], clip, 9, crayon)).toBe(
      '4 clips along the crayon. Clip 1 and clip 2 are on top of each other.',
    );
    expect(rowText([0, 3, 6, 9, 12], clip, 9, crayon)).toBe(
      "5 clips along the crayon. Clips 4 and 5 stick out past the crayon's right end.",
    );
    expect(rowText([0, 2], cube, 6, crayon)).toBe(
      "2 cubes along the crayon. The cubes stop before the crayon's right end.",
    );
    expect(rowText([], clip, 9, crayon)).toBe('A crayon. No paper clips yet.');
  });

  it('describes each joint on focus', () => {
    expect(jointText(clip, 1, 'touching')).toBe('Clip 2 to clip 3: touching');
    expect(jointText(clip, 1, 'space-between')).toBe('Clip 2 to clip 3: space between');
    expect(jointText(clip, 1, 'on-top')).toBe('Clip 2 to clip 3: on top of each other');
  });

  it('says the count', () => {
    expect(countText(5, clip)).toBe('5 paper clips long.');
    expect(countText(1, unitKinds['metre-stick'])).toBe('1 metre stick long.');
  });
});

/**
 * The reference: lay the units on a strip of 1 cm cells and count how often each cell is
 * covered. A row is right when every cell of the object is covered exactly once and no cell
 * outside it is covered.
 */
function coverage(starts: readonly number[], unitLength: number, from: number, to: number) {
  const cells = new Map<number, number>();
  for (let cell = from; cell < to; cell += 1) cells.set(cell, 0);
  for (const start of starts) {
    for (let cell = start; cell < start + unitLength; cell += 1) {
      cells.set(cell, (cells.get(cell) ?? 0) + 1);
    }
  }
  return cells;
}

describe('against a strip of covered cells', () => {
  const rowArbitrary = fc
    .record({
      unit: fc.constantFrom(2, 3),
      count: fc.integer({ min: 1, max: 8 }),
      first: fc.integer({ min: -2, max: 2 }),
      offsets: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 8, maxLength: 8 }),
      objectUnits: fc.integer({ min: 2, max: 10 }),
    })
    .map(({ unit, count, first, offsets, objectUnits }) => {
      const starts = [first];
      for (let index = 1; index < count; index += 1) {
        starts.push((starts[index - 1] ?? 0) + unit + (offsets[index] ?? 0));
      }
      return { unit, starts, objectLength: unit * objectUnits };
    });

  it('checkRow is right exactly when each cell of the object is covered once and nothing else', () => {
    fc.assert(
      fc.property(rowArbitrary, ({ unit, starts, objectLength }) => {
        // Cells from well left of the object to well past the furthest unit.
        const cells = coverage(starts, unit, -40, objectLength + 60);
        const expected = [...cells].every(([cell, covered]) =>
          cell >= 0 && cell < objectLength ? covered === 1 : covered === 0,
        );
        expect(checkRow(starts, unit, objectLength).right).toBe(expected);
      }),
    );
  });

  it('a row built with Enter alone measures the object right after L ÷ u units', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 100), fc.integer({ min: 1, max: 12 }), (unit, units) => {
        const objectLength = unit * units;
        let starts: readonly number[] = [];
        while (rowEnd(starts, unit) < objectLength) starts = addUnit(starts, unit);
        expect(starts).toHaveLength(unitCount(objectLength, unit));
        expect(checkRow(starts, unit, objectLength).right).toBe(true);
        expect(starts).toEqual(rightRow(objectLength, unit));
        // One more sticks out; taking it away is right again.
        const extra = addUnit(starts, unit);
        expect(checkRow(extra, unit, objectLength).problems).toEqual([
          { kind: 'sticking-out', units: [units] },
        ]);
        expect(checkRow(removeLastUnit(extra), unit, objectLength).right).toBe(true);
      }),
    );
  });

  it('a gap of one unit shows one too few, and closing it and adding one makes it right', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3),
        fc.integer({ min: 3, max: 8 }),
        fc.nat(),
        (unit, units, jointSeed) => {
          const objectLength = unit * units;
          const joint = jointSeed % (units - 2);
          const row = rowWithJoint(objectLength, unit, joint, unit);
          expect(row).toHaveLength(units - 1);
          const cells = coverage(row, unit, 0, objectLength);
          expect([...cells.values()].filter((covered) => covered === 0)).toHaveLength(unit);
          const fixed = addUnit(closeJoint(row, unit, joint), unit);
          expect(checkRow(fixed, unit, objectLength).right).toBe(true);
        },
      ),
    );
  });
});
