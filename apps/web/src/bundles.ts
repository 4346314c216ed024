import type { ConceptBundle } from '@lingos/kit';
import { moneyBundle } from '@lingos/money';
import { timeBundle } from '@lingos/time';

/**
 * The concept bundles this app serves. Registering a concept is one line here: the
 * registry builds its routes, and its Lingo buttons become available.
 */
export const bundles: readonly ConceptBundle[] = [timeBundle, moneyBundle];
