import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { findLingo, type ConceptId, type LingoId } from '@lingos/catalogue';
import {
  bundleLingoIds,
  LingoFrameSkeleton,
  type ConceptBundle,
  type LingoProps,
} from '@lingos/kit';
import { useHydrated } from '@lingos/ui';
import { clearChunkReloadGuard } from './chunkReload';

/**
 * A concept as the host registers it: its Lingo ids, known without loading anything, and a
 * loader of its bundle (the Lingos' own loaders), fetched only when one of them is played.
 */
export interface HostedConcept<C extends ConceptId = ConceptId> {
  readonly conceptId: C;
  readonly lingoIds: readonly LingoId<C>[];
  readonly load: () => Promise<{ readonly bundle: ConceptBundle<C> }>;
}

/** A bundle already in hand, hosted as a concept (tests, and hosts that bundle eagerly). */
export function hostBundle<C extends ConceptId>(bundle: ConceptBundle<C>): HostedConcept<C> {
  return {
    conceptId: bundle.conceptId,
    lingoIds: bundleLingoIds(bundle),
    load: () => Promise.resolve({ bundle }),
  };
}

/** The activity routes built from the concepts the host is given. */
export interface LingoRegistry {
  /** One lazy route per registered Lingo, at the Lingo's catalogue path. */
  readonly routes: RouteObject[];
  /** Whether a Lingo is registered (otherwise its button is disabled). */
  isAvailable(conceptId: ConceptId, lingoId: string): boolean;
  /** Starts loading the Lingo at a path, if it is one (before hydrating a Lingo's page). */
  preloadPath(path: string): void;
  /** Starts loading a concept's bundle (a concept page does, so its Lingos open sooner). */
  prefetch(conceptId: ConceptId): void;
}

/**
 * Builds the registry. Each Lingo becomes its own `React.lazy` component: it loads its
 * concept's bundle, then its own chunk. A Lingo id the catalogue does not have is a
 * programming error and throws.
 */
export function createLingoRegistry(hosted: readonly HostedConcept[]): LingoRegistry {
  const available = new Set<string>();
  const routes: RouteObject[] = [];
  const loaders = new Map<ConceptId, HostedConcept['load']>();
  const lingoLoads = new Map<string, () => Promise<unknown>>();
  for (const concept of hosted) {
    loaders.set(concept.conceptId, concept.load);
    for (const lingoId of concept.lingoIds) {
      const found = findLingo(concept.conceptId, lingoId);
      if (!found) {
        throw new Error(`Bundle "${concept.conceptId}" registers unknown Lingo "${lingoId}"`);
      }
      const key = `${concept.conceptId}/${lingoId}`;
      if (available.has(key)) throw new Error(`Lingo "${key}" is registered twice`);
      available.add(key);
      const load = once(async () => {
        const { bundle } = await concept.load();
        const loader = bundle.lingos[lingoId];
        if (!loader)
          throw new Error(`Bundle "${concept.conceptId}" has no loader for "${lingoId}"`);
        return loader();
      });
      lingoLoads.set(found.lingo.path, load);
      const Lingo = lazy(load);
      // The host passes the ids in: no Lingo names itself.
      const props: LingoProps = {
        conceptId: concept.conceptId,
        lingoId: found.lingo.id as LingoId,
      };
      routes.push({
        path: found.lingo.path,
        element: <LingoRoute key={key} Lingo={Lingo} props={props} />,
      });
    }
  }
  return {
    routes,
    isAvailable: (conceptId, lingoId) => available.has(`${conceptId}/${lingoId}`),
    preloadPath(path) {
      // Fetched while the page hydrates; an error shows when the Lingo renders.
      lingoLoads
        .get(path)?.()
        .catch(() => undefined);
    },
    prefetch(conceptId) {
      // A failed prefetch is retried when a Lingo is opened, where its error is shown.
      loaders
        .get(conceptId)?.()
        .catch(() => undefined);
    },
  };
}

/** A loader that runs once and shares its promise; after a failure the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

function LingoRoute({
  Lingo,
  props,
}: {
  readonly Lingo: LazyExoticComponent<ComponentType<LingoProps>>;
  readonly props: LingoProps;
}) {
  // Pre-rendered pages carry the Lingo's frame with a placeholder activity (the server never
  // renders a Lingo): its title and prompt paint before any Lingo code runs. Hydrate as that,
  // then load and show the Lingo, so hydration never meets a Lingo the HTML does not have.
  const hydrated = useHydrated();
  const skeleton = <LingoFrameSkeleton conceptId={props.conceptId} lingoId={props.lingoId} />;
  if (!hydrated) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <Lingo {...props} />
      <LoadedMarker />
    </Suspense>
  );
}

/** Rendered only once the Lingo's chunk has loaded: a later failure may reload again. */
function LoadedMarker() {
  useEffect(() => {
    clearChunkReloadGuard();
  }, []);
  return null;
}
