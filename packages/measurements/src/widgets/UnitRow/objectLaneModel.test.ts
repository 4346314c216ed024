import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byLengthDescending,
  isLinedUp,
  laneKeyTarget,
  lanePositionText,
  laneText,
  linedUpText,
  lineUp,
  longestId,
  settleLanePosition,
} from './objectLaneModel';

const ribbon = { id: 'ribbon', theName: 'the ribbon', start: 3, length: 15 };
const straw = { id: 'straw', theName: 'the straw', start: 1, length: 12 };
const pencil = { id: 'pencil', theName: 'the pencil', start: 5, length: 14 };

describe('lineUp', () => {
  it('puts every starting end on the start line', () => {
    const lined = lineUp([ribbon, straw], 1);
    expect(lined.map((item) => item.start)).toEqual([1, 1]);
    expect(isLinedUp(lined, 1)).toBe(true);
    expect(isLinedUp([ribbon, straw], 1)).toBe(false);
  });

  it('keeps each object’s length and name', () => {
    expect(lineUp([ribbon], 0)).toEqual([{ ...ribbon, start: 0 }]);
  });
});

describe('moving an object', () => {
  const range = { min: 0, max: 10 };
  it('moves 1 cm per arrow and stays in its lane', () => {
    expect(laneKeyTarget(3, 'ArrowLeft', {}, range)).toBe(2);
    expect(laneKeyTarget(3, 'ArrowRight', {}, range)).toBe(4);
    expect(laneKeyTarget(0, 'ArrowLeft', {}, range)).toBe(0);
    expect(laneKeyTarget(3, 'Home', {}, range)).toBe(0);
    expect(laneKeyTarget(3, 'x', {}, range)).toBeUndefined();
  });

  it('comes to rest on the line within 3 mm, else on a whole centimetre', () => {
    expect(settleLanePosition(1.25, 1, range)).toBe(1);
    expect(settleLanePosition(2.6, 1, range)).toBe(3);
    expect(settleLanePosition(14, 1, range)).toBe(10);
  });
});

describe('comparing', () => {
  it('orders from the one that reaches furthest once lined up', () => {
    expect(byLengthDescending([straw, ribbon, pencil]).map((item) => item.id)).toEqual([
      'ribbon',
      'pencil',
      'straw',
    ]);
    expect(longestId([straw, ribbon])).toBe('ribbon');
  });

  it('has no longest when two tie', () => {
    expect(longestId([straw, { ...pencil, length: 12 }])).toBeUndefined();
  });

  it('finds the longest against a count of who reaches past whom', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 5, max: 25 }), { minLength: 2, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
        (lengths, starts) => {
          const items = lengths.map((length, index) => ({
            id: `object-${index}`,
            start: starts[index] ?? 0,
            length,
          }));
          // The reference: once lined up, the longest is the one no other reaches past.
          const lined = lineUp(items, 1);
          const reachesPast = (a: (typeof lined)[number], b: (typeof lined)[number]) =>
            a.start + a.length > b.start + b.length;
          const winner = lined.find((item) =>
            lined.every((other) => other === item || reachesPast(item, other)),
          );
          expect(longestId(items)).toBe(winner?.id);
        },
      ),
    );
  });
});

describe('texts', () => {
  it('says who reaches further after Line up (1-1)', () => {
    expect(linedUpText([straw, ribbon])).toBe(
      'Lined up. The ribbon reaches further than the straw.',
    );
    expect(linedUpText([straw, ribbon, pencil])).toBe(
      'Lined up. The ribbon reaches furthest, then the pencil, then the straw.',
    );
    expect(linedUpText([straw, { ...pencil, length: 12 }])).toBe(
      'Lined up. The straw and the pencil reach just as far.',
    );
  });

  it('says where each object starts', () => {
    expect(lanePositionText(ribbon, 1)).toBe('The ribbon starts 2 centimetres right of the line.');
    expect(lanePositionText(straw, 1)).toBe('The straw starts at the line.');
    expect(lanePositionText({ ...straw, start: 0 }, 1)).toBe(
      'The straw starts 1 centimetre left of the line.',
    );
  });

  it('describes the lane, lined up or not (1-0)', () => {
    const pencilAtLine = { ...pencil, start: 1 };
    const crayon = { id: 'crayon', theName: 'the crayon', start: 1, length: 9 };
    expect(laneText([pencilAtLine, crayon], 1)).toBe(
      'Pencil and crayon, both starting at the line.',
    );
    expect(laneText([ribbon, straw], 1)).toBe(
      'The ribbon starts 2 centimetres right of the line. The straw starts at the line.',
    );
  });
});
