import type { ComponentType } from 'react';
import type { ConceptId } from '@lingos/catalogue';

/** Props every Lingo component accepts, in the host app and when embedded elsewhere. */
export interface LingoProps {
  /** Seed for the item generators, so a session can be reproduced (tests, stories). */
  readonly seed?: number;
}

/** A lazily loaded Lingo module: its default export is the Lingo component. */
export type LingoLoader = () => Promise<{ default: ComponentType<LingoProps> }>;

/**
 * What a concept package gives the host: its id and one lazy loader per Lingo id
 * (`lingo-1-0` …). The host builds `/concepts/{conceptId}/level-{n}/lingo-{n}-{k}` routes
 * from it; each loader is its own chunk.
 */
export interface ConceptBundle {
  readonly conceptId: ConceptId;
  readonly lingos: Readonly<Record<string, LingoLoader>>;
}
