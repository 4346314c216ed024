import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { findLingo, type ConceptId, type LingoId } from '@lingos/catalogue';
import type { ConceptBundle, LingoProps } from '@lingos/kit';
import { PageSkeleton, useHydrated } from '@lingos/ui';
import { clearChunkReloadGuard } from './chunkReload';

/** The activity routes built from the concept bundles the host is given. */
export interface LingoRegistry {
  /** One lazy route per registered Lingo, at the Lingo's catalogue path. */
  readonly routes: RouteObject[];
  /** Whether a Lingo has a registered bundle entry (otherwise its button is disabled). */
  isAvailable(conceptId: ConceptId, lingoId: string): boolean;
}

/**
 * Builds the registry. Each loader becomes its own `React.lazy` component (one chunk per
 * Lingo); a bundle entry that names no catalogue Lingo is a programming error and throws.
 */
export function createLingoRegistry(bundles: readonly ConceptBundle[]): LingoRegistry {
  const available = new Set<string>();
  const routes: RouteObject[] = [];
  for (const bundle of bundles) {
    for (const [lingoId, loader] of Object.entries(bundle.lingos)) {
      const found = findLingo(bundle.conceptId, lingoId);
      if (!loader) continue;
      if (!found) {
        throw new Error(`Bundle "${bundle.conceptId}" registers unknown Lingo "${lingoId}"`);
      }
      const key = `${bundle.conceptId}/${lingoId}`;
      if (available.has(key)) throw new Error(`Lingo "${key}" is registered twice`);
      available.add(key);
      const Lingo = lazy(loader);
      // The host passes the ids in: no Lingo names itself.
      const props: LingoProps = { conceptId: bundle.conceptId, lingoId: found.lingo.id as LingoId };
      routes.push({
        path: found.lingo.path,
        element: <LingoRoute key={key} Lingo={Lingo} props={props} />,
      });
    }
  }
  return {
    routes,
    isAvailable: (conceptId, lingoId) => available.has(`${conceptId}/${lingoId}`),
  };
}

function LingoRoute({
  Lingo,
  props,
}: {
  readonly Lingo: LazyExoticComponent<ComponentType<LingoProps>>;
  readonly props: LingoProps;
}) {
  // Pre-rendered pages carry the skeleton (the server never renders a Lingo): hydrate as that,
  // then load and show the Lingo, so hydration never meets a Lingo the HTML does not have.
  const hydrated = useHydrated();
  if (!hydrated) return <PageSkeleton />;
  return (
    <Suspense fallback={<PageSkeleton />}>
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
