import type { LingoId } from '@lingos/catalogue';

/**
 * The Measurements Lingos this package has, known without loading its bundle: the host lists
 * them as available and loads `measurementsBundle` only when one is played.
 * `measurementsBundle` has exactly these loaders (its type checks it).
 */
export const measurementsLingoIds = [
  'lingo-1-0',
  'lingo-1-1',
  'lingo-1-2',
  'lingo-2-0',
  'lingo-2-1',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-3-0',
  'lingo-3-1',
  'lingo-3-2',
  'lingo-3-3',
] as const satisfies readonly LingoId<'measurements'>[];

/** The id of a Measurements Lingo this package has. */
export type MeasurementsLingoId = (typeof measurementsLingoIds)[number];
