import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerAmountAtY, containerArt, jugMarkY } from './containerArt';
import {
  containerShapes,
  describeJug,
  fillKeyTarget,
  jugLevelText,
  measuringJugCapacity,
  pour,
  pourTest,
  type ContainerState,
  type JugMarkStep,
} from './containerModel';

const container = (id: string): fc.Arbitrary<ContainerState> =>
  fc
    .record({
      shape: fc.constantFrom(...containerShapes),
      capacity: fc.integer({ min: 1, max: 5000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ shape, capacity, share }) => ({
      id,
      name: `a ${id}`,
      shape,
      capacity,
      amount: Math.round(capacity * share),
    }));

// An independent reference: capacities written as litres and millilitres ("1 L 250 mL"),
// compared as a person compares two written amounts: litres first, then millilitres.
function referenceHoldsMore(first: number, second: number): 'first' | 'second' | 'same' {
  const litres = (ml: number) => Math.floor(ml / 1000);
  if (litres(first) !== litres(second)) return litres(first) > litres(second) ? 'first' : 'second';
  if (first % 1000 !== second % 1000) return first % 1000 > second % 1000 ? 'first' : 'second';
  return 'same';
}

describe('pouring, for any two containers', () => {
  it('keeps every drop: what leaves the source is what the target gains', () => {
    fc.assert(
      fc.property(container('a'), container('b'), (a, b) => {
        const result = pour([a, b], 'a', 'b');
        const [after1, after2] = result.containers;
        expect((after1?.amount ?? 0) + (after2?.amount ?? 0)).toBe(a.amount + b.amount);
        expect(after2?.amount).toBeLessThanOrEqual(b.capacity);
        expect(result.poured).toBe(Math.min(a.amount, b.capacity - b.amount));
      }),
    );
  });

  it('finds which holds more by pouring, as the written capacities say', () => {
    fc.assert(
      fc.property(container('a'), container('b'), (a, b) => {
        expect(pourTest(a, b)).toBe(referenceHoldsMore(a.capacity, b.capacity));
      }),
    );
  });
});

// A reader of the jug's texts, written apart from the model: the number a child would say.
function readBack(text: string): number | null {
  if (/The jug is empty|Jug: empty/.test(text)) return 0;
  if (/labelled 1 litre, 1000 millilitres/.test(text)) return 1000;
  const labelled = /mark labelled (\d+)\./.exec(text);
  if (labelled) return Number(labelled[1]);
  const small = /small mark just above (\d+)\./.exec(text);
  if (small) return Number(small[1]) + 50;
  return null;
}

const step = fc.constantFrom<JugMarkStep>(100, 50);

describe('the measuring jug, for any level on a mark', () => {
  it('says the level a reader reads back, for both scales', () => {
    fc.assert(
      fc.property(step, fc.nat({ max: 20 }), (markStep, index) => {
        const amount = Math.min(measuringJugCapacity, index * markStep);
        expect(readBack(describeJug(amount, markStep))).toBe(amount);
        expect(readBack(jugLevelText(amount, markStep))).toBe(amount);
      }),
    );
  });

  it('never names a mark for a level between marks', () => {
    fc.assert(
      fc.property(step, fc.integer({ min: 1, max: 999 }), (markStep, amount) => {
        fc.pre(amount % markStep !== 0);
        expect(readBack(describeJug(amount, markStep))).toBeNull();
      }),
    );
  });

  it('draws each mark where a drag there reads it back', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), (index) => {
        const value = index * 50;
        const art = containerArt['measuring-jug'];
        expect(containerAmountAtY(art, jugMarkY(value), measuringJugCapacity)).toBeCloseTo(
          value,
          9,
        );
        // 20 px for every 100 mL, from the bottom.
        expect(art.bottomY - jugMarkY(value)).toBeCloseTo(value / 5, 9);
      }),
    );
  });
});

describe('fill mode, for any presses', () => {
  it('matches a count of 50 mL steps kept between empty and the capacity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft'), {
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 20 }).map((fifties) => fifties * 50),
        (keys, capacity) => {
          let amount = 0;
          let reference = 0;
          for (const key of keys) {
            amount = fillKeyTarget(amount, key, {}, capacity) ?? amount;
            const up = key === 'ArrowUp' || key === 'ArrowRight';
            reference = Math.max(0, Math.min(capacity, reference + (up ? 50 : -50)));
          }
          expect(amount).toBe(reference);
        },
      ),
    );
  });
});
