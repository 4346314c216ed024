import type { ComponentType } from 'react';
import type { ConceptId, LingoId } from '@lingos/catalogue';

/**
 * Props every Lingo component accepts, in the host app and when embedded elsewhere. The host
 * (or kit's `BundleLingo`) passes the ids, so no view hard-codes which Lingo it is.
 */
export interface LingoProps<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  /** Seed for the item generators, so a session can be reproduced (tests, stories). */
  readonly seed?: number;
}

/** A lazily loaded Lingo module: its default export is the Lingo component. */
export type LingoLoader = () => Promise<{ default: ComponentType<LingoProps> }>;

/**
 * What a concept package gives the host: its id and one lazy loader per Lingo id
 * (`lingo-1-0` …), typed from the catalogue so only Lingos that exist can be named. The host
 * builds `/concepts/{conceptId}/level-{n}/lingo-{n}-{k}` routes from it; each loader is its
 * own chunk.
 */
export interface ConceptBundle<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingos: Readonly<Partial<Record<LingoId<C>, LingoLoader>>>;
}

/** The Lingo ids a bundle has loaders for, in the bundle's order. */
export function bundleLingoIds<C extends ConceptId>(bundle: ConceptBundle<C>): LingoId<C>[] {
  return Object.keys(bundle.lingos) as LingoId<C>[];
}
