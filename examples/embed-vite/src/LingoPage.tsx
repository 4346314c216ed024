import { BundleLingo, LingosProvider, type LingoHost } from '@lingos/kit';
import type { LinkComponentProps } from '@lingos/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { embeddedLingos } from './lingos';

/** The Lingos' links go through this app's router. */
function RouterLink({ href, ref, ...props }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...props} />;
}

/** "Back to …" leads to this app's home page; another Lingo only when this app has it. */
const host: LingoHost = {
  conceptHref: () => '/',
  lingoHref: (conceptId, lingoId) =>
    embeddedLingos.some((lingo) => lingo.conceptId === conceptId && lingo.lingoId === lingoId)
      ? `/learn/${conceptId}`
      : null,
};

// One lazy component per Lingo: its concept's bundle loads when the page opens, then the
// Lingo's own chunk.
const lingos = new Map<string, ComponentType>(
  embeddedLingos.map((lingo) => [
    lingo.conceptId,
    lazy(async () => {
      const bundle = await lingo.load();
      return { default: () => <BundleLingo bundle={bundle} lingoId={lingo.lingoId} /> };
    }),
  ]),
);

/** The page of one embedded Lingo, at /learn/{conceptId}, inside this app's layout. */
export function LingoPage() {
  const { conceptId = '' } = useParams();
  const Lingo = lingos.get(conceptId);
  if (!Lingo) return <p>No such lesson.</p>;
  return (
    <LingosProvider
      className="host-lingo"
      progressKey="host-academy:lingos"
      host={host}
      linkComponent={RouterLink}
    >
      <Suspense fallback={<p>Loading the lesson…</p>}>
        <Lingo />
      </Suspense>
    </LingosProvider>
  );
}
