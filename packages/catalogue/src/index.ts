export { breadcrumbs } from './breadcrumbs';
export type { Breadcrumb } from './breadcrumbs';
export {
  concepts,
  findLingo,
  footerText,
  getConcept,
  getLevel,
  isConceptId,
  levelCount,
  levelSummary,
  lingoCount,
  parseLingoPath,
} from './catalogue';
export type { LingoMatch } from './catalogue';
export { isLingoId, lingoIdsByConcept } from './lingoIds';
export type { LingoId } from './lingoIds';
export { conceptPath, levelHref, lingoPath } from './paths';
export {
  PROGRESS_STORAGE_KEY,
  PROGRESS_VERSION,
  createProgressStore,
  isLingoDone,
  levelProgress,
  lingoKey,
  lingoStatuses,
  parseProgress,
  serializeProgress,
} from './progress';
export type {
  LingoProgress,
  LingoStatus,
  ProgressState,
  ProgressStore,
  ProgressStoreOptions,
} from './progress';
export { conceptIds, levelIds, lingoKinds } from './types';
export type {
  Concept,
  ConceptId,
  Level,
  LevelId,
  LevelProgress,
  LevelProgressSummary,
  Lingo,
  LingoKind,
} from './types';
