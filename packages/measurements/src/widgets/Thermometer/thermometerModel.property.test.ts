import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  degreesSpoken,
  describeThermometer,
  redLineText,
  snapToThermometerMark,
  thermometerGeometry,
  thermometerKeyTarget,
  thermometerMarks,
  temperatureToY,
  yToTemperature,
  type ThermometerMarkStep,
  type ThermometerScale,
} from './thermometerModel';

const markStep = fc.constantFrom<ThermometerMarkStep>(5, 10);
/** Scales from about −50 to 50 °C whose ends are on labelled marks (as the Lingos use). */
const scale: fc.Arbitrary<ThermometerScale> = fc
  .record({ low: fc.integer({ min: -5, max: 2 }), span: fc.integer({ min: 1, max: 8 }), markStep })
  .map(({ low, span, markStep: step }) => ({
    min: low * 10,
    max: (low + span) * 10,
    markStep: step,
  }));
/** A scale and a value on one of its marks. */
const scaleAndMark = scale.chain((drawn) =>
  fc
    .integer({ min: 0, max: (drawn.max - drawn.min) / drawn.markStep })
    .map((index) => ({ scale: drawn, value: drawn.min + index * drawn.markStep })),
);

// A reader of the spoken texts, written apart from the model: the temperature a child says.
function readSpoken(text: string): number | null {
  const match = /(minus )?(\d+) degrees?\b/.exec(text);
  if (!match) return null;
  const size = Number(match[2]);
  return match[1] ? -size : size;
}

// Reads the description back: a labelled mark is its number; a small mark is halfway
// between the two named, whatever their order.
function readDescription(text: string): number | null {
  const number = (words: string) =>
    words.startsWith('minus ') ? -Number(words.slice(6)) : Number(words);
  const labelled = /stops at the mark labelled ((?:minus )?\d+)\./.exec(text);
  if (labelled?.[1]) return number(labelled[1]);
  const small =
    /stops at the small mark halfway between ((?:minus )?\d+) and ((?:minus )?\d+)\./.exec(text);
  if (small?.[1] && small[2]) return (number(small[1]) + number(small[2])) / 2;
  return null;
}

describe('the thermometer, for any scale and any value on a mark', () => {
  it('draws the value where a drag there reads it back', () => {
    fc.assert(
      fc.property(scaleAndMark, ({ scale: drawn, value }) => {
        const geometry = thermometerGeometry(drawn);
        const y = temperatureToY(value, drawn, geometry);
        expect(yToTemperature(y, drawn, geometry)).toBeCloseTo(value, 9);
        expect(snapToThermometerMark(yToTemperature(y, drawn, geometry), drawn)).toBe(value);
      }),
    );
  });

  it('draws warmer higher: a value above another is drawn above it', () => {
    fc.assert(
      fc.property(scaleAndMark, scaleAndMark, ({ scale: drawn, value }, other) => {
        const geometry = thermometerGeometry(drawn);
        const second = Math.min(drawn.max, Math.max(drawn.min, other.value));
        if (value > second)
          expect(temperatureToY(value, drawn, geometry)).toBeLessThan(
            temperatureToY(second, drawn, geometry),
          );
      }),
    );
  });

  it('says the value a reader reads back, across zero', () => {
    fc.assert(
      fc.property(scaleAndMark, ({ scale: drawn, value }) => {
        expect(readSpoken(degreesSpoken(value))).toBe(value);
        expect(readSpoken(redLineText(value))).toBe(value);
        expect(readDescription(describeThermometer(value, drawn))).toBe(value);
        // The minus is said exactly for values below 0.
        expect(redLineText(value).includes('minus')).toBe(value < 0);
      }),
    );
  });

  it('has a mark for every value the keys reach, one mark at a time', () => {
    fc.assert(
      fc.property(
        scaleAndMark,
        fc.array(fc.constantFrom('ArrowUp', 'ArrowDown'), { maxLength: 30 }),
        ({ scale: drawn, value }, keys) => {
          const marks = new Set(thermometerMarks(drawn).map((mark) => mark.value));
          let current = value;
          for (const key of keys) {
            const next = thermometerKeyTarget(current, key, {}, drawn) ?? current;
            expect(marks.has(next)).toBe(true);
            expect(Math.abs(next - current)).toBeLessThanOrEqual(drawn.markStep);
            current = next;
          }
        },
      ),
    );
  });
});
