/**
 * The unit rules against references written another way: conversions by moving digits in the
 * decimal string (1 m is "00" appended to the centimetres), and the written and spoken forms
 * read back by small parsers, for every temperature from −60 to 60 °C.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convert,
  formatSpoken,
  formatWritten,
  fromBase,
  sameQuantity,
  toBase,
  unitIds,
  type UnitId,
} from './units';

/** How many zeros one of a unit has in its base unit: m 2, kg 3, L 3, others 0. */
const zeros: Readonly<Record<UnitId, number>> = { cm: 0, m: 2, g: 0, kg: 3, mL: 0, L: 3, degC: 0 };

/** The base value by appending zeros to the digits. */
function appendZeros(value: number, unit: UnitId): number {
  const digits = String(Math.abs(value)) + '0'.repeat(zeros[unit]);
  return value < 0 ? -Number(digits) : Number(digits);
}

/** The value in a unit by taking zeros off the end of the digits, or null if they are not 0s. */
function dropZeros(baseValue: number, unit: UnitId): number | null {
  const count = zeros[unit];
  if (count === 0) return baseValue;
  const digits = String(Math.abs(baseValue));
  if (baseValue === 0) return 0;
  if (digits.length <= count || !digits.endsWith('0'.repeat(count))) return null;
  const kept = Number(digits.slice(0, -count));
  return baseValue < 0 ? -kept : kept;
}

/** Reads "−10 °C" back: sign, digits, symbol. */
function parseWritten(text: string): { value: number; symbol: string } {
  const match = /^(\u2212?)(\d+) (\S+)$/.exec(text);
  if (!match) throw new Error(`Unreadable: ${text}`);
  const [, sign, digits, symbol] = match;
  return { value: (sign === '' ? 1 : -1) * Number(digits), symbol: symbol ?? '' };
}

/** Reads "minus 10 degrees Celsius" back. */
function parseSpoken(text: string): { value: number; word: string } {
  const match = /^(minus )?(\d+) (.+)$/.exec(text);
  if (!match) throw new Error(`Unreadable: ${text}`);
  const [, minus, digits, word] = match;
  return { value: (minus === undefined ? 1 : -1) * Number(digits), word: word ?? '' };
}

const unit = fc.constantFrom(...unitIds);
const wholeAmount = fc.integer({ min: -1_000_000, max: 1_000_000 });

describe('conversions against moved digits', () => {
  it('toBase appends the unit’s zeros', () => {
    fc.assert(
      fc.property(wholeAmount, unit, (value, id) => {
        expect(toBase(value, id)).toEqual({ ok: true, value: appendZeros(value, id) + 0 });
      }),
    );
  });

  it('fromBase takes them off, or reports a non-whole result', () => {
    fc.assert(
      fc.property(wholeAmount, unit, (baseValue, id) => {
        const expected = dropZeros(baseValue, id);
        const result = fromBase(baseValue, id);
        if (expected === null) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.problem).toBe('not-whole');
        } else {
          expect(result).toEqual({ ok: true, value: expected + 0 });
        }
      }),
    );
  });

  it('a whole value goes to the base unit and back unchanged', () => {
    fc.assert(
      fc.property(wholeAmount, unit, (value, id) => {
        const base = toBase(value, id);
        expect(base.ok).toBe(true);
        if (base.ok) expect(fromBase(base.value, id)).toEqual({ ok: true, value: value + 0 });
      }),
    );
  });

  it('cm↔m, g↔kg and mL↔L round trip whenever the big-unit value is whole', () => {
    const pairs = fc.constantFrom<[UnitId, UnitId]>(['cm', 'm'], ['g', 'kg'], ['mL', 'L']);
    fc.assert(
      fc.property(wholeAmount, pairs, (small, [smallUnit, bigUnit]) => {
        const there = convert(small, smallUnit, bigUnit);
        expect(there.ok).toBe(dropZeros(small, bigUnit) !== null);
        if (there.ok)
          expect(convert(there.value, bigUnit, smallUnit)).toEqual({ ok: true, value: small });
      }),
    );
  });

  it('sameQuantity holds exactly when the digits match: n L and n000 mL', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (litres, millilitres) => {
          const expected = appendZeros(litres, 'L') === millilitres;
          expect(
            sameQuantity({ value: litres, unit: 'L' }, { value: millilitres, unit: 'mL' }),
          ).toBe(expected);
          expect(
            sameQuantity({ value: millilitres, unit: 'mL' }, { value: litres, unit: 'L' }),
          ).toBe(expected);
        },
      ),
    );
  });
});

describe('written and spoken forms across zero', () => {
  const temperature = fc.integer({ min: -60, max: 60 });

  it('the written form reads back to the same value, with U+2212 below 0 and no hyphen', () => {
    fc.assert(
      fc.property(temperature, (value) => {
        const text = formatWritten(value, 'degC');
        expect(parseWritten(text)).toEqual({ value: value + 0, symbol: '°C' });
        expect(text).not.toContain('-');
        expect(text.startsWith('\u2212')).toBe(value < 0);
      }),
    );
  });

  it('the spoken form reads back, says "minus" only below 0, and "degree" only for ±1', () => {
    fc.assert(
      fc.property(temperature, (value) => {
        const text = formatSpoken(value, 'degC');
        const read = parseSpoken(text);
        expect(read.value).toBe(value + 0);
        expect(text.startsWith('minus ')).toBe(value < 0);
        expect(read.word).toBe(Math.abs(value) === 1 ? 'degree Celsius' : 'degrees Celsius');
      }),
    );
  });

  it('every unit is spoken with a whole word, never its symbol', () => {
    fc.assert(
      fc.property(wholeAmount, unit, (value, id) => {
        const { word } = parseSpoken(formatSpoken(value, id));
        expect(word).toMatch(/^[a-z]+( Celsius)?$/);
        expect(word.length).toBeGreaterThan(3);
      }),
    );
  });
});
