import type { ConceptId } from './types';

/** The id of the Lingo at `index` in level `levelNumber`: `lingo-{n}-{k}`. */
export function lingoId(levelNumber: number, index: number): string {
  return `lingo-${levelNumber}-${index}`;
}

/** The concept page: `/concepts/{conceptId}`. */
export function conceptPath(conceptId: ConceptId): string {
  return `/concepts/${conceptId}`;
}

/** A level's section on its concept page: `/concepts/{conceptId}#level-{n}`. */
export function levelHref(conceptId: ConceptId, levelNumber: number): string {
  return `${conceptPath(conceptId)}#level-${levelNumber}`;
}

/** A Lingo's activity page: `/concepts/{conceptId}/level-{n}/lingo-{n}-{k}`. */
export function lingoPath(conceptId: ConceptId, levelNumber: number, index: number): string {
  return `${conceptPath(conceptId)}/level-${levelNumber}/${lingoId(levelNumber, index)}`;
}
