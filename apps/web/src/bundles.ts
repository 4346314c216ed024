import { calendarLingoIds } from '@lingos/calendar';
import { measurementsLingoIds } from '@lingos/measurements';
import { moneyLingoIds } from '@lingos/money';
import { readingLingoIds } from '@lingos/reading';
import { timeLingoIds } from '@lingos/time';
import { wordsLingoIds } from '@lingos/words';
import type { HostedConcept } from './registry';

/**
 * The concepts this app serves. Registering a concept is one entry here: the registry builds
 * routes for its Lingo ids, their buttons become available, and the concept's bundle (its
 * loaders, a small chunk of its own) is loaded only when one of them is played, so the first
 * load of the app does not grow with every Lingo added.
 */
export const hostedConcepts: readonly HostedConcept[] = [
  { conceptId: 'time', lingoIds: timeLingoIds, load: () => import('./concepts/time') },
  { conceptId: 'money', lingoIds: moneyLingoIds, load: () => import('./concepts/money') },
  { conceptId: 'calendar', lingoIds: calendarLingoIds, load: () => import('./concepts/calendar') },
  {
    conceptId: 'measurements',
    lingoIds: measurementsLingoIds,
    load: () => import('./concepts/measurements'),
  },
  { conceptId: 'words', lingoIds: wordsLingoIds, load: () => import('./concepts/words') },
  { conceptId: 'reading', lingoIds: readingLingoIds, load: () => import('./concepts/reading') },
];
