import { describe, expect, it } from 'vitest';
import {
  convert,
  everydayUnit,
  formatNumber,
  formatSpoken,
  formatWritten,
  fromBase,
  isUnitId,
  quantityOf,
  sameQuantity,
  toBase,
  unitSymbol,
  unitWord,
} from './units';

describe('formatWritten', () => {
  it('writes a length with its symbol', () => {
    expect(formatWritten(9, 'cm')).toBe('9 cm');
    expect(formatWritten(3, 'm')).toBe('3 m');
  });

  it('writes millilitres with a capital L', () => {
    expect(formatWritten(250, 'mL')).toBe('250 mL');
    expect(formatWritten(1, 'L')).toBe('1 L');
  });

  it('writes degrees with the degree sign', () => {
    expect(formatWritten(25, 'degC')).toBe('25 °C');
  });

  it('writes a temperature below 0 with a real minus sign (U+2212), not a hyphen', () => {
    expect(formatWritten(-10, 'degC')).toBe('\u221210 °C');
    expect(formatWritten(-10, 'degC')).not.toContain('-');
  });

  it('writes 0 without a sign, even for −0', () => {
    expect(formatWritten(0, 'degC')).toBe('0 °C');
    expect(formatWritten(-0, 'degC')).toBe('0 °C');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatWritten(Number.NaN, 'cm')).toThrow(RangeError);
    expect(() => formatWritten(Number.POSITIVE_INFINITY, 'cm')).toThrow(RangeError);
  });
});

describe('formatSpoken', () => {
  it('says the full word, singular after 1', () => {
    expect(formatSpoken(1, 'cm')).toBe('1 centimetre');
    expect(formatSpoken(1, 'L')).toBe('1 litre');
    expect(formatSpoken(1, 'kg')).toBe('1 kilogram');
  });

  it('says the plural for every other number, 0 included', () => {
    expect(formatSpoken(9, 'cm')).toBe('9 centimetres');
    expect(formatSpoken(250, 'mL')).toBe('250 millilitres');
    expect(formatSpoken(0, 'degC')).toBe('0 degrees Celsius');
    expect(formatSpoken(200, 'g')).toBe('200 grams');
    expect(formatSpoken(3, 'm')).toBe('3 metres');
  });

  it('uses Canadian spelling: metre, litre', () => {
    expect(formatSpoken(2, 'm')).toBe('2 metres');
    expect(formatSpoken(2, 'L')).toBe('2 litres');
    expect(formatSpoken(5, 'mL')).toBe('5 millilitres');
  });

  it('says "degrees Celsius" for a warm day', () => {
    expect(formatSpoken(25, 'degC')).toBe('25 degrees Celsius');
  });

  it('says a temperature below 0 as "minus N degrees"', () => {
    expect(formatSpoken(-10, 'degC')).toBe('minus 10 degrees Celsius');
    expect(formatSpoken(-1, 'degC')).toBe('minus 1 degree Celsius');
  });
});

describe('unitWord, unitSymbol, quantityOf, isUnitId', () => {
  it('gives the word for a count', () => {
    expect(unitWord(1, 'm')).toBe('metre');
    expect(unitWord(-1, 'degC')).toBe('degree Celsius');
    expect(unitWord(2, 'm')).toBe('metres');
  });

  it('gives the symbol and the quantity', () => {
    expect(unitSymbol('degC')).toBe('°C');
    expect(quantityOf('mL')).toBe('capacity');
    expect(quantityOf('kg')).toBe('mass');
  });

  it('knows the unit ids, and nothing else', () => {
    expect(isUnitId('mL')).toBe(true);
    expect(isUnitId('ml')).toBe(false);
    expect(isUnitId(3)).toBe(false);
  });

  it('writes decimals as they are', () => {
    expect(formatNumber(1.5)).toBe('1.5');
  });
});

describe('toBase', () => {
  it('turns metres into centimetres (×100)', () => {
    expect(toBase(3, 'm')).toEqual({ ok: true, value: 300 });
  });

  it('turns kilograms into grams and litres into millilitres (×1000)', () => {
    expect(toBase(4, 'kg')).toEqual({ ok: true, value: 4000 });
    expect(toBase(1, 'L')).toEqual({ ok: true, value: 1000 });
  });

  it('leaves base units and temperatures as they are', () => {
    expect(toBase(9, 'cm')).toEqual({ ok: true, value: 9 });
    expect(toBase(-20, 'degC')).toEqual({ ok: true, value: -20 });
  });

  it('reports a value that is not whole instead of converting it', () => {
    expect(toBase(1.5, 'm')).toEqual({
      ok: false,
      problem: 'not-whole',
      message: '1.5 metres is not a whole number of metres.',
    });
  });
});

describe('fromBase', () => {
  it('turns 300 cm into 3 m and 1000 mL into 1 L', () => {
    expect(fromBase(300, 'm')).toEqual({ ok: true, value: 3 });
    expect(fromBase(1000, 'L')).toEqual({ ok: true, value: 1 });
  });

  it('reports 150 cm as not a whole number of metres, never rounds it', () => {
    expect(fromBase(150, 'm')).toEqual({
      ok: false,
      problem: 'not-whole',
      message: '150 centimetres is not a whole number of metres.',
    });
  });

  it('reports 250 mL as not a whole number of litres', () => {
    const result = fromBase(250, 'L');
    expect(result.ok).toBe(false);
  });
});

describe('convert', () => {
  it('converts within a quantity', () => {
    expect(convert(2, 'L', 'mL')).toEqual({ ok: true, value: 2000 });
    expect(convert(5000, 'g', 'kg')).toEqual({ ok: true, value: 5 });
    expect(convert(7, 'cm', 'cm')).toEqual({ ok: true, value: 7 });
  });

  it('refuses to convert between quantities', () => {
    expect(convert(1, 'kg', 'L')).toEqual({
      ok: false,
      problem: 'different-quantity',
      message: 'kilograms and litres measure different things.',
    });
  });
});

describe('sameQuantity', () => {
  it('knows 1 L is 1000 mL and 1 kg is 1000 g (3-1: "Will 1 kg balance 1000 g?")', () => {
    expect(sameQuantity({ value: 1, unit: 'L' }, { value: 1000, unit: 'mL' })).toBe(true);
    expect(sameQuantity({ value: 1, unit: 'kg' }, { value: 1000, unit: 'g' })).toBe(true);
  });

  it('knows 1 kg is not 100 g', () => {
    expect(sameQuantity({ value: 1, unit: 'kg' }, { value: 100, unit: 'g' })).toBe(false);
  });

  it('never equates different quantities, even with equal numbers', () => {
    expect(sameQuantity({ value: 1000, unit: 'g' }, { value: 1000, unit: 'mL' })).toBe(false);
  });

  it('is false for a value that is not a number', () => {
    expect(sameQuantity({ value: Number.NaN, unit: 'g' }, { value: Number.NaN, unit: 'g' })).toBe(
      false,
    );
  });
});

describe('everydayUnit', () => {
  it('says small lengths in cm and from 1 m in m', () => {
    expect(everydayUnit('length', 9)).toBe('cm');
    expect(everydayUnit('length', 99)).toBe('cm');
    expect(everydayUnit('length', 100)).toBe('m');
    expect(everydayUnit('length', 1200)).toBe('m');
  });

  it('says masses from 1 kg in kg and capacities from 1 L in L', () => {
    expect(everydayUnit('mass', 600)).toBe('g');
    expect(everydayUnit('mass', 4000)).toBe('kg');
    expect(everydayUnit('capacity', 250)).toBe('mL');
    expect(everydayUnit('capacity', 1000)).toBe('L');
  });

  it('keeps temperatures in °C', () => {
    expect(everydayUnit('temperature', -20)).toBe('degC');
  });
});
