import { createContext, useContext } from 'react';

/** Where overlays (dialogs, sheets, tooltips) portal to; null: the document's body. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * The element overlays portal into: the nearest {@link LingosRoot}'s element, so an embedded
 * Lingo's dialogs keep its theme and base styles; `undefined` (Radix: `document.body`)
 * outside one.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
