/**
 * The units of Measure Masters (measurements.md, Conventions): symbols cm, m, g, kg, mL, L
 * and °C, written with the symbol ("9 cm", "−10 °C") and always spoken with the full word in
 * Canadian spelling ("9 centimetres", "minus 10 degrees Celsius"). Conversions are exact:
 * 1 m = 100 cm, 1 kg = 1000 g, 1 L = 1000 mL, and a result that is not a whole number is
 * reported, never rounded.
 */

/** Every unit, by quantity: length, mass, capacity, temperature. */
export const unitIds = ['cm', 'm', 'g', 'kg', 'mL', 'L', 'degC'] as const;
/** A unit: `cm`, `m`, `g`, `kg`, `mL`, `L` or `degC` (°C). */
export type UnitId = (typeof unitIds)[number];

/** What a unit measures. */
export const quantities = ['length', 'mass', 'capacity', 'temperature'] as const;
/** What a unit measures: length, mass, capacity or temperature. */
export type Quantity = (typeof quantities)[number];

/** One unit's facts: what it measures, its symbol, its words and its size in the base unit. */
export interface UnitInfo {
  readonly id: UnitId;
  readonly quantity: Quantity;
  /** Written after the number: "cm", "mL", "°C". */
  readonly symbol: string;
  /** Spoken after 1 (and minus 1): "centimetre", "degree Celsius". */
  readonly singular: string;
  /** Spoken after every other number, 0 included: "centimetres", "degrees Celsius". */
  readonly plural: string;
  /** How many base units one of it is: 1 m is 100 cm, 1 kg is 1000 g. */
  readonly perBase: number;
}

/** The facts of every unit. Base units (factor 1): cm, g, mL and °C. */
export const units: { readonly [Id in UnitId]: UnitInfo } = {
  cm: {
    id: 'cm',
    quantity: 'length',
    symbol: 'cm',
    singular: 'centimetre',
    plural: 'centimetres',
    perBase: 1,
  },
  m: {
    id: 'm',
    quantity: 'length',
    symbol: 'm',
    singular: 'metre',
    plural: 'metres',
    perBase: 100,
  },
  g: { id: 'g', quantity: 'mass', symbol: 'g', singular: 'gram', plural: 'grams', perBase: 1 },
  kg: {
    id: 'kg',
    quantity: 'mass',
    symbol: 'kg',
    singular: 'kilogram',
    plural: 'kilograms',
    perBase: 1000,
  },
  mL: {
    id: 'mL',
    quantity: 'capacity',
    symbol: 'mL',
    singular: 'millilitre',
    plural: 'millilitres',
    perBase: 1,
  },
  L: {
    id: 'L',
    quantity: 'capacity',
    symbol: 'L',
    singular: 'litre',
    plural: 'litres',
    perBase: 1000,
  },
  degC: {
    id: 'degC',
    quantity: 'temperature',
    symbol: '°C',
    singular: 'degree Celsius',
    plural: 'degrees Celsius',
    perBase: 1,
  },
};

/** The unit hidden true values are kept in, per quantity (measurements.md: cm, g, mL, °C). */
export const baseUnits: { readonly [Q in Quantity]: UnitId } = {
  length: 'cm',
  mass: 'g',
  capacity: 'mL',
  temperature: 'degC',
};

/** A value with its unit: `{ value: 250, unit: 'mL' }`. */
export interface Measure {
  readonly value: number;
  readonly unit: UnitId;
}

// The minus sign of typeset text (U+2212), not the hyphen: screen readers say "minus".
const MINUS = '\u2212';

/** Whether a string is a unit id (for data read at run time). */
export function isUnitId(value: unknown): value is UnitId {
  return typeof value === 'string' && (unitIds as readonly string[]).includes(value);
}

/** What a unit measures: `quantityOf('mL')` is `'capacity'`. */
export function quantityOf(unit: UnitId): Quantity {
  return units[unit].quantity;
}

/** The symbol written after a number: "cm", "mL", "°C". */
export function unitSymbol(unit: UnitId): string {
  return units[unit].symbol;
}

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Not a measurable number: ${value}`);
}

/** The unit's word for this many: "centimetre" for 1 and −1, "centimetres" otherwise (0 too). */
export function unitWord(value: number, unit: UnitId): string {
  assertFinite(value);
  return Math.abs(value) === 1 ? units[unit].singular : units[unit].plural;
}

/** A number as written: "12", "1.5", "−10" with a real minus sign. */
export function formatNumber(value: number): string {
  assertFinite(value);
  // `Object.is` keeps −0 from being written "−0".
  return value < 0 ? `${MINUS}${String(-value)}` : String(Object.is(value, -0) ? 0 : value);
}

/** A value as written on screen: "9 cm", "250 mL", "1 L", "−10 °C". */
export function formatWritten(value: number, unit: UnitId): string {
  return `${formatNumber(value)} ${units[unit].symbol}`;
}

/**
 * A value as spoken, with the full word: "1 centimetre", "250 millilitres",
 * "25 degrees Celsius"; a value below 0 is "minus 10 degrees Celsius" (measurements.md 3-3).
 */
export function formatSpoken(value: number, unit: UnitId): string {
  assertFinite(value);
  const size = String(Math.abs(value));
  return `${value < 0 ? 'minus ' : ''}${size} ${unitWord(value, unit)}`;
}

/** Why a conversion has no exact answer. */
export const conversionProblems = ['not-whole', 'different-quantity'] as const;
/** Why a conversion has no exact answer: a non-whole result, or units of different things. */
export type ConversionProblem = (typeof conversionProblems)[number];

/** An exact conversion, or the reason there is none (with a sentence for a teacher or a log). */
export type Conversion =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: ConversionProblem; readonly message: string };

function notWhole(value: number, unit: UnitId, target: UnitId): Conversion {
  return {
    ok: false,
    problem: 'not-whole',
    message: `${formatSpoken(value, unit)} is not a whole number of ${units[target].plural}.`,
  };
}

/**
 * A whole number of a unit in its base unit: `toBase(3, 'm')` is 300 (cm),
 * `toBase(2, 'L')` is 2000 (mL). A value that is not whole is reported, not converted.
 */
export function toBase(value: number, unit: UnitId): Conversion {
  const base = baseUnits[units[unit].quantity];
  if (!Number.isSafeInteger(value)) return notWhole(value, unit, unit);
  const result = value * units[unit].perBase;
  if (!Number.isSafeInteger(result)) return notWhole(value, unit, base);
  return { ok: true, value: result };
}

/**
 * A whole number of base units in another unit of the same quantity: `fromBase(300, 'm')` is 3;
 * `fromBase(150, 'm')` reports "150 centimetres is not a whole number of metres.".
 */
export function fromBase(baseValue: number, unit: UnitId): Conversion {
  const base = baseUnits[units[unit].quantity];
  if (!Number.isSafeInteger(baseValue)) return notWhole(baseValue, base, base);
  const { perBase } = units[unit];
  if (baseValue % perBase !== 0) return notWhole(baseValue, base, unit);
  return { ok: true, value: baseValue / perBase };
}

/** A whole number of one unit in another of the same quantity: `convert(2, 'L', 'mL')` is 2000. */
export function convert(value: number, from: UnitId, to: UnitId): Conversion {
  if (units[from].quantity !== units[to].quantity) {
    return {
      ok: false,
      problem: 'different-quantity',
      message: `${units[from].plural} and ${units[to].plural} measure different things.`,
    };
  }
  const base = toBase(value, from);
  return base.ok ? fromBase(base.value, to) : base;
}

/** Whether two measures are the same amount: 1 L and 1000 mL are; 1 kg and 1000 mL are not. */
export function sameQuantity(first: Measure, second: Measure): boolean {
  if (!Number.isFinite(first.value) || !Number.isFinite(second.value)) return false;
  if (units[first.unit].quantity !== units[second.unit].quantity) return false;
  // Compare with the larger unit scaled down to the smaller, so whole values stay whole.
  return first.value * units[first.unit].perBase === second.value * units[second.unit].perBase;
}

/**
 * The everyday unit for an amount kept in base units: lengths from 1 m in metres, masses from
 * 1 kg in kilograms, capacities from 1 L in litres (2-3's and 3-2's sorting rule); °C stays.
 */
export function everydayUnit(quantity: Quantity, baseValue: number): UnitId {
  switch (quantity) {
    case 'length':
      return Math.abs(baseValue) >= 100 ? 'm' : 'cm';
    case 'mass':
      return Math.abs(baseValue) >= 1000 ? 'kg' : 'g';
    case 'capacity':
      return Math.abs(baseValue) >= 1000 ? 'L' : 'mL';
    case 'temperature':
      return 'degC';
  }
}
