import { lingoId, lingoPath } from '../paths';
import type { Concept, ConceptId, Level, LevelId, Lingo, LingoKind } from '../types';

/** A Lingo as the curriculum lists it; `index` is the `k` of `lingo-{n}-{k}`. */
export interface LingoEntry {
  readonly index: number;
  readonly title: string;
  readonly kind: LingoKind;
  readonly description: string;
}

/** A level as the curriculum lists it; its number is its position in the concept. */
export interface LevelEntry {
  readonly title: string;
  readonly description: string;
  readonly lingos: readonly LingoEntry[];
}

/** A concept as the curriculum lists it: exactly three levels. */
export interface ConceptEntry extends Omit<Concept, 'levels'> {
  readonly levels: readonly [LevelEntry, LevelEntry, LevelEntry];
}

/** Builds a concept from its curriculum entry, deriving every id, number, path and isLearn. */
export function defineConcept(entry: ConceptEntry): Concept {
  const [first, second, third] = entry.levels;
  return {
    ...entry,
    levels: [
      defineLevel(entry.id, 'level-1', 1, first),
      defineLevel(entry.id, 'level-2', 2, second),
      defineLevel(entry.id, 'level-3', 3, third),
    ],
  };
}

function defineLevel(conceptId: ConceptId, id: LevelId, number: number, entry: LevelEntry): Level {
  return {
    id,
    number,
    title: entry.title,
    description: entry.description,
    lingos: entry.lingos.map((lingo) => defineLingo(conceptId, number, lingo)),
  };
}

function defineLingo(conceptId: ConceptId, levelNumber: number, entry: LingoEntry): Lingo {
  return {
    id: lingoId(levelNumber, entry.index),
    title: entry.title,
    description: entry.description,
    path: lingoPath(conceptId, levelNumber, entry.index),
    // Index 0 of every level is its Learn lesson; the flag is absent on the others.
    ...(entry.index === 0 ? { isLearn: true } : {}),
    kind: entry.kind,
  };
}
