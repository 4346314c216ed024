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

// Length widgets: Ruler, UnitRow and the objects they measure.

// Mass, capacity and temperature widgets: BalanceScale, Containers and Thermometer.
