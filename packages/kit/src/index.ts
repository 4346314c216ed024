export type { ConceptBundle, LingoLoader, LingoProps } from './bundle';
export { createRng } from './model/rng';
export type { CheckResult, PracticeItemBase, PracticeModel, Rng } from './model/types';
