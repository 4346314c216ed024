import type { ConceptId, LingoId } from '@lingos/catalogue';
import type { ConceptBundle } from '@lingos/kit';

/** A Lingo this app embeds: which one, and its concept's bundle, loaded when it is opened. */
export interface EmbeddedLingo<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  readonly load: () => Promise<ConceptBundle<C>>;
}

function embed<C extends ConceptId>(
  conceptId: C,
  lingoId: LingoId<C>,
  load: () => Promise<ConceptBundle<C>>,
): EmbeddedLingo {
  return { conceptId, lingoId, load } as EmbeddedLingo;
}

/** One line per concept; each Lingo gets its own page at /learn/{conceptId}. */
export const embeddedLingos: readonly EmbeddedLingo[] = [
  embed('time', 'lingo-1-2', async () => (await import('@lingos/time/bundle')).timeBundle),
  embed('money', 'lingo-2-5', async () => (await import('@lingos/money/bundle')).moneyBundle),
  embed(
    'calendar',
    'lingo-2-1',
    async () => (await import('@lingos/calendar/bundle')).calendarBundle,
  ),
  embed(
    'measurements',
    'lingo-2-1',
    async () => (await import('@lingos/measurements/bundle')).measurementsBundle,
  ),
  embed('words', 'lingo-1-4', async () => (await import('@lingos/words/bundle')).wordsBundle),
];
