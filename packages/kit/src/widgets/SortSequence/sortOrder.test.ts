import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveCard, sortMarks } from './sortOrder';

describe('moveCard', () => {
  it('moves a card down to the place of another', () => {
    expect(moveCard(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves a card up to the place of another', () => {
    expect(moveCard(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order alone for an unknown card or the same place', () => {
    expect(moveCard(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
    expect(moveCard(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });

  it('never moves a locked card', () => {
    expect(moveCard(['a', 'b', 'c'], 'b', 'c', new Set(['b']))).toEqual(['a', 'b', 'c']);
  });

  it('keeps locked cards in place while the others shift around them', () => {
    expect(moveCard(['a', 'L', 'c', 'd'], 'a', 'd', new Set(['L']))).toEqual(['c', 'L', 'd', 'a']);
  });

  it('lands before a locked card it was dropped on when moving down', () => {
    expect(moveCard(['a', 'b', 'L', 'd'], 'a', 'L', new Set(['L']))).toEqual(['b', 'a', 'L', 'd']);
  });

  it('lands after a locked card it was dropped on when moving up', () => {
    expect(moveCard(['a', 'L', 'c', 'd'], 'd', 'L', new Set(['L']))).toEqual(['a', 'L', 'd', 'c']);
  });

  it('keeps every card and every locked place, whatever the move', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 7 }),
        fc.nat(),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (order, activeIndex, overIndex, lockFlags) => {
          const locked = new Set(order.filter((_id, index) => lockFlags[index]));
          const active = order[activeIndex % order.length] as string;
          const over = order[overIndex % order.length] as string;
          const next = moveCard(order, active, over, locked);
          expect([...next].sort()).toEqual([...order].sort());
          order.forEach((id, index) => {
            if (locked.has(id)) expect(next[index]).toBe(id);
          });
        },
      ),
    );
  });
});

describe('sortMarks', () => {
  it('marks each card right or wrong by its place', () => {
    expect(sortMarks(['b', 'a', 'c'], ['a', 'b', 'c'])).toEqual({
      b: 'incorrect',
      a: 'incorrect',
      c: 'correct',
    });
  });
});
