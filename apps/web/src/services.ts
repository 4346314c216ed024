import { createProgressStore } from '@lingos/catalogue';
import type { AppServices } from './appContext';
import { bundles } from './bundles';
import { createLingoRegistry } from './registry';

/** The app's one registry and progress store. */
export const services: AppServices = {
  registry: createLingoRegistry(bundles),
  progress: createProgressStore(),
};
