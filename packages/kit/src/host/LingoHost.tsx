import { conceptPath, findLingo, type ConceptId } from '@lingos/catalogue';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app around the Lingos decides: where its links go. The Lingos app uses the
 * catalogue's paths; an app that embeds one concept passes its own URLs, or null to leave a
 * link out.
 */
export interface LingoHost {
  /** Where the Lingo page's "Back to {concept}" link goes; null shows no link. */
  conceptHref(conceptId: ConceptId): string | null;
  /**
   * Where a link to another Lingo goes ("Practise more" in a challenge); null shows no link
   * (an app that embeds only some Lingos).
   */
  lingoHref(conceptId: ConceptId, lingoId: string): string | null;
}

/** The Lingos app's own URLs: `/concepts/{conceptId}` and each Lingo's catalogue path. */
export const defaultLingoHost: LingoHost = {
  conceptHref: conceptPath,
  lingoHref: (conceptId, lingoId) => findLingo(conceptId, lingoId)?.lingo.path ?? null,
};

const LingoHostContext = createContext<LingoHost>(defaultLingoHost);

/** Props of {@link LingoHostProvider}. */
export interface LingoHostProviderProps {
  readonly host: LingoHost;
  readonly children?: ReactNode;
}

/** Gives the Lingos below the host's URLs. Without it, the Lingos app's own paths are used. */
export function LingoHostProvider({ host, children }: LingoHostProviderProps) {
  return <LingoHostContext.Provider value={host}>{children}</LingoHostContext.Provider>;
}

/** The host's URLs (the Lingos app's paths when no provider is mounted). */
export function useLingoHost(): LingoHost {
  return useContext(LingoHostContext);
}
