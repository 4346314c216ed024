import { createProgressStore } from '@lingos/catalogue';
import type { AppServices } from './appContext';
import { hostedConcepts } from './bundles';
import { createLingoRegistry } from './registry';

/** The app's one registry. */
export const services: AppServices = {
  registry: createLingoRegistry(hostedConcepts),
};

/** The app's one progress store (localStorage), given to kit's `ProgressProvider`. */
export const progressStore = createProgressStore();
