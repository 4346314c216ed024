import { calendar } from './data/calendar';
import { measurements } from './data/measurements';
import { money } from './data/money';
import { reading } from './data/reading';
import { time } from './data/time';
import { words } from './data/words';
import type { Concept, ConceptId, Level, LevelProgressSummary, Lingo } from './types';
import { conceptIds } from './types';

/** All six concepts with their levels and Lingos, in the order the product lists them. */
export const concepts: readonly Concept[] = [time, money, calendar, words, reading, measurements];

/** A Lingo together with the concept and level it belongs to. */
export interface LingoMatch {
  readonly concept: Concept;
  readonly level: Level;
  readonly lingo: Lingo;
}

/** Whether `value` is one of the six concept ids. */
export function isConceptId(value: unknown): value is ConceptId {
  return typeof value === 'string' && (conceptIds as readonly string[]).includes(value);
}

/** The concept with this id; undefined for an id that is not a concept. */
export function getConcept(id: ConceptId): Concept;
export function getConcept(id: string): Concept | undefined;
export function getConcept(id: string): Concept | undefined {
  return concepts.find((concept) => concept.id === id);
}

/** The level of `concept` with this id (`level-1` …); undefined when it has none. */
export function getLevel(concept: Concept, levelId: string): Level | undefined {
  return concept.levels.find((level) => level.id === levelId);
}

/** A Lingo of a concept, with its concept and level; undefined when there is no such Lingo. */
export function findLingo(conceptId: string, lingoId: string): LingoMatch | undefined {
  const concept = getConcept(conceptId);
  if (concept === undefined) return undefined;
  for (const level of concept.levels) {
    const lingo = level.lingos.find((candidate) => candidate.id === lingoId);
    if (lingo !== undefined) return { concept, level, lingo };
  }
  return undefined;
}

const lingoPathPattern = /^\/concepts\/([^/]+)\/(level-\d+)\/(lingo-\d+-\d+)\/?$/;

/**
 * The Lingo an activity path points at (`/concepts/{c}/level-{n}/lingo-{n}-{k}`, optionally
 * with a trailing slash); undefined unless the Lingo exists in that very level.
 */
export function parseLingoPath(pathname: string): LingoMatch | undefined {
  const match = lingoPathPattern.exec(pathname);
  if (match === null) return undefined;
  const [, conceptId = '', levelId, lingoId = ''] = match;
  const found = findLingo(conceptId, lingoId);
  // A Lingo id names its level (lingo-2-0 is in level-2), so this also rejects a mismatch.
  return found?.level.id === levelId ? found : undefined;
}

/** How many Lingos the concept has across all its levels. */
export function lingoCount(concept: Concept): number {
  return concept.levels.reduce((count, level) => count + level.lingos.length, 0);
}

/** How many levels the concept has. */
export function levelCount(concept: Concept): number {
  return concept.levels.length;
}

/** The concept page's footer line, e.g. `19 interactive lessons • 3 progressive levels`. */
export function footerText(concept: Concept): string {
  return `${lingoCount(concept)} interactive lessons • ${levelCount(concept)} progressive levels`;
}

/** A level's progress: `completed` of its Lingos, the total, and the rounded percentage. */
export function levelSummary(completed: number, level: Level): LevelProgressSummary {
  const total = level.lingos.length;
  const percentage = total === 0 ? 0 : Math.round((completed / total) * 100);
  return { completed, total, percentage };
}
