export { conceptIds, levelIds, lingoKinds, themeNames, toastTypes } from './types';
export type {
  Concept,
  ConceptId,
  Level,
  LevelId,
  LevelProgress,
  LevelProgressSummary,
  Lingo,
  LingoKind,
  ThemeName,
  ThemeSetting,
  Toast,
  ToastPosition,
  ToastType,
} from './types';
