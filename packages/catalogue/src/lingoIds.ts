import type { ConceptId } from './types';

/**
 * Every Lingo id of every concept, as literal types, so a concept's bundle, its views and
 * the host can only name Lingos that exist. The catalogue data builds the same ids from the
 * curriculum; a test keeps the two lists equal. (Time has no lingo-1-3, reading no lingo-1-2.)
 */
export const lingoIdsByConcept = {
  time: [
    'lingo-1-0',
    'lingo-1-1',
    'lingo-1-2',
    'lingo-1-4',
    'lingo-1-5',
    'lingo-2-0',
    'lingo-2-1',
    'lingo-2-2',
    'lingo-2-3',
    'lingo-2-4',
    'lingo-2-5',
    'lingo-2-6',
    'lingo-3-0',
    'lingo-3-1',
    'lingo-3-2',
    'lingo-3-3',
    'lingo-3-4',
    'lingo-3-5',
    'lingo-3-6',
  ],
  money: [
    'lingo-1-0',
    'lingo-1-1',
    'lingo-1-2',
    'lingo-2-0',
    'lingo-2-1',
    'lingo-2-2',
    'lingo-2-3',
    'lingo-2-4',
    'lingo-2-5',
    'lingo-3-0',
    'lingo-3-1',
    'lingo-3-2',
  ],
  calendar: [
    'lingo-1-0',
    'lingo-1-1',
    'lingo-1-2',
    'lingo-1-3',
    'lingo-1-4',
    'lingo-2-0',
    'lingo-2-1',
    'lingo-2-2',
    'lingo-2-3',
    'lingo-2-4',
    'lingo-3-0',
    'lingo-3-1',
  ],
  words: [
    'lingo-1-0',
    'lingo-1-1',
    'lingo-1-2',
    'lingo-1-3',
    'lingo-1-4',
    'lingo-1-5',
    'lingo-2-0',
    'lingo-2-1',
    'lingo-2-2',
    'lingo-2-3',
    'lingo-2-4',
    'lingo-2-5',
    'lingo-2-6',
    'lingo-3-0',
    'lingo-3-1',
    'lingo-3-2',
    'lingo-3-3',
    'lingo-3-4',
    'lingo-3-5',
  ],
  reading: [
    'lingo-1-0',
    'lingo-1-1',
    'lingo-1-3',
    'lingo-1-4',
    'lingo-1-5',
    'lingo-2-0',
    'lingo-2-1',
    'lingo-2-2',
    'lingo-2-3',
    'lingo-2-4',
    'lingo-2-5',
    'lingo-3-0',
    'lingo-3-1',
    'lingo-3-2',
    'lingo-3-3',
    'lingo-3-4',
    'lingo-3-5',
  ],
  measurements: [
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
  ],
} as const satisfies Readonly<Record<ConceptId, readonly string[]>>;

/** A Lingo id of one concept (`LingoId<'time'>` is `'lingo-1-0' | 'lingo-1-1' | …`), or of any. */
export type LingoId<C extends ConceptId = ConceptId> = (typeof lingoIdsByConcept)[C][number];

/** Whether `value` is a Lingo id of `conceptId`. */
export function isLingoId<C extends ConceptId>(conceptId: C, value: unknown): value is LingoId<C> {
  return (
    typeof value === 'string' && (lingoIdsByConcept[conceptId] as readonly string[]).includes(value)
  );
}
