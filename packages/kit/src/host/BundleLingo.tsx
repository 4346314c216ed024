import type { ConceptId, LingoId } from '@lingos/catalogue';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ConceptBundle, LingoLoader, LingoProps } from '../bundle';
import { LingoFrameSkeleton } from '../frame/LingoFrame/LingoFrameSkeleton';

// One lazy component per loader, for the page's lifetime: re-rendering never reloads a Lingo.
const lazyLingos = new WeakMap<LingoLoader, ComponentType<LingoProps>>();

function lazyLingo(loader: LingoLoader): ComponentType<LingoProps> {
  let component = lazyLingos.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyLingos.set(loader, component);
  }
  return component;
}

/** Props of {@link BundleLingo}. */
export interface BundleLingoProps<C extends ConceptId> {
  /** A concept's bundle, e.g. `timeBundle` from `@lingos/time`. */
  readonly bundle: ConceptBundle<C>;
  /** Which of its Lingos, e.g. `'lingo-1-2'`. */
  readonly lingoId: LingoId<C>;
  /** Seed for the item generators, so a session can be reproduced. */
  readonly seed?: number;
  /** Shown while the Lingo's code loads; default its frame with a placeholder activity. */
  readonly fallback?: ReactNode;
}

/**
 * One Lingo of a concept's bundle, loaded on first render (its own chunk) and given its ids.
 * Throws when the bundle has no such Lingo.
 */
export function BundleLingo<C extends ConceptId>({
  bundle,
  lingoId,
  seed,
  fallback,
}: BundleLingoProps<C>) {
  const loader = bundle.lingos[lingoId];
  if (!loader) throw new Error(`Bundle "${bundle.conceptId}" has no Lingo "${lingoId}"`);
  const Lingo = lazyLingo(loader);
  return (
    <Suspense
      fallback={fallback ?? <LingoFrameSkeleton conceptId={bundle.conceptId} lingoId={lingoId} />}
    >
      <Lingo conceptId={bundle.conceptId} lingoId={lingoId as LingoId} seed={seed} />
    </Suspense>
  );
}
