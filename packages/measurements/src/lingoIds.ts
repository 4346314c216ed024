import type { LingoId } from '@lingos/catalogue';

/**
 * The Measurements Lingos this package has, known without loading its bundle: the host lists
 * them as available and loads `measurementsBundle` only when one is played.
 * `measurementsBundle` has exactly these loaders (its type checks it).
 */
export const measurementsLingoIds = [
  'lingo-1-1',
] as const satisfies readonly LingoId<'measurements'>[];

/** The id of a Measurements Lingo this package has. */
export type MeasurementsLingoId = (typeof measurementsLingoIds)[number];
