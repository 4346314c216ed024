import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceItems,
  balanceReducer,
  balanceState,
  describeScale,
  gramsOf,
  panDrops,
  panGrams,
  standardMasses,
  tiltAngle,
  type BalanceAction,
  type BalanceItem,
  type BalanceThing,
} from './balanceModel';

const object = fc.record({
  id: fc.constantFrom('apple', 'rock', 'box', 'cat'),
  name: fc.constantFrom('an apple', 'a rock', 'a box', 'a cat'),
  shape: fc.constant('round' as const),
  massG: fc.integer({ min: 1, max: 10_000 }),
});
const thing: fc.Arbitrary<BalanceThing> = fc.oneof(fc.constantFrom(...standardMasses), object);
const things = fc.array(thing, { maxLength: 12 });

// An independent reference: each side's grams written out one by one, in kilograms and
// grams, and compared as a person comparing two written totals would.
function referenceKilogramsAndGrams(list: readonly BalanceThing[]): [number, number] {
  let kilograms = 0;
  let grams = 0;
  for (const entry of list) {
    const value = typeof entry === 'number' ? entry : (entry.massG ?? 0);
    kilograms += Math.floor(value / 1000);
    grams += value % 1000;
  }
  return [kilograms + Math.floor(grams / 1000), grams % 1000];
}

function referenceHeavier(
  left: readonly BalanceThing[],
  right: readonly BalanceThing[],
): 'left' | 'right' | 'level' {
  const [leftKg, leftG] = referenceKilogramsAndGrams(left);
  const [rightKg, rightG] = referenceKilogramsAndGrams(right);
  if (leftKg !== rightKg) return leftKg > rightKg ? 'left' : 'right';
  if (leftG !== rightG) return leftG > rightG ? 'left' : 'right';
  return 'level';
}

const thingsOn = (items: readonly BalanceItem[], pan: 'left' | 'right') =>
  items.filter((item) => item.place === pan).map((item) => item.thing);

describe('the balance against a reference, for any things on the pans', () => {
  it('goes down on the side the written totals say is heavier, and is level only when equal', () => {
    fc.assert(
      fc.property(things, things, (left, right) => {
        const items = balanceItems({ left, right });
        expect(balanceState(items)).toBe(referenceHeavier(left, right));
      }),
    );
  });

  it('tilts the beam toward the heavier side, never less than the smallest tilt', () => {
    fc.assert(
      fc.property(things, things, (left, right) => {
        const items = balanceItems({ left, right });
        const angle = tiltAngle(panGrams(items, 'left'), panGrams(items, 'right'));
        const heavier = referenceHeavier(left, right);
        if (heavier === 'level') expect(angle).toBe(0);
        else {
          expect(Math.sign(angle)).toBe(heavier === 'right' ? 1 : -1);
          expect(Math.abs(angle)).toBeGreaterThanOrEqual(8);
          expect(Math.abs(angle)).toBeLessThanOrEqual(18);
        }
        const drops = panDrops(angle);
        if (heavier !== 'level') expect(drops[heavier]).toBeGreaterThan(0);
      }),
    );
  });

  it('names the down side first in the description', () => {
    fc.assert(
      fc.property(things, things, (left, right) => {
        const text = describeScale(balanceItems({ left, right }));
        const heavier = referenceHeavier(left, right);
        if (heavier === 'level') expect(text.startsWith('Scale level.')).toBe(true);
        else expect(text.startsWith(`Scale tipped: ${heavier} pan down`)).toBe(true);
      }),
    );
  });
});

describe('balanceReducer, for any actions', () => {
  const keyOf = fc.nat({ max: 14 }).map((n) => `item-${n}`);
  const action: fc.Arbitrary<BalanceAction> = fc.oneof(
    fc.record({
      type: fc.constant('put' as const),
      key: keyOf,
      pan: fc.constantFrom('left' as const, 'right' as const),
    }),
    fc.record({ type: fc.constant('takeOff' as const), key: keyOf }),
  );

  it('never gains, loses or changes a thing, and never moves a locked one', () => {
    fc.assert(
      fc.property(things, things, fc.array(action, { maxLength: 25 }), (pans, tray, actions) => {
        const start = balanceItems({ left: pans, tray });
        const end = actions.reduce(balanceReducer, start);
        expect(end.map((item) => [item.key, item.thing])).toEqual(
          start.map((item) => [item.key, item.thing]),
        );
        for (const item of end.filter((entry) => entry.locked)) expect(item.place).toBe('left');
        const total = (items: readonly BalanceItem[]) =>
          items.reduce((sum, item) => sum + gramsOf(item.thing), 0);
        expect(total(end)).toBe(total(start));
        expect(balanceState(end)).toBe(
          referenceHeavier(thingsOn(end, 'left'), thingsOn(end, 'right')),
        );
      }),
    );
  });
});
