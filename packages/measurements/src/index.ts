/**
 * @lingos/measurements: the Measurements concept ("Measure Masters"): its bundle, its widgets
 * and its measurement model. Every public export is listed by name; each carries its TSDoc
 * one-liner at its declaration. The Lingos are not exported here: the host loads them lazily
 * through `measurementsBundle`, and their models are their own.
 */

// The concept bundle for the host: lazy loaders of the Measurements Lingos.
export { measurementsBundle } from './bundle';
/** The ids of the Lingos in `measurementsBundle`, to list them without loading it. */
export { measurementsLingoIds } from './lingoIds';
export type { MeasurementsLingoId } from './lingoIds';

// The measurement model: units, conversions, spoken values and the object bank.
/** Units and their facts: symbols, spoken words, sizes in the base unit (cm, g, mL, °C). */
export { baseUnits, conversionProblems, quantities, unitIds, units } from './model/units';
/** Writing, speaking and converting measures: "9 cm", "minus 10 degrees Celsius", 1 L = 1000 mL. */
export {
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
} from './model/units';
/** Types of the units and conversions. */
export type {
  Conversion,
  ConversionProblem,
  Measure,
  Quantity,
  UnitId,
  UnitInfo,
} from './model/units';
/** The object bank: every object the Lingos measure, with its hidden true values. */
export { lengthWords, objectBank, objectGroups, objectShapes } from './model/objects';
/** Finding, naming and checking objects of a bank (a teacher's bank is checked on load). */
export {
  everydayUnitOf,
  findObject,
  hiddenValue,
  nounOf,
  objectsInGroup,
  parseObjectBank,
  theNameOf,
} from './model/objects';
/** Types of the object bank. */
export type {
  LengthWord,
  MeasureObject,
  ObjectGroup,
  ObjectShape,
  ParsedObjectBank,
} from './model/objects';

// Length widgets: Ruler, UnitRow and the objects they measure.

// Mass, capacity and temperature widgets: BalanceScale, Containers and Thermometer.
