import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import type { SheetSide } from './sheetSides';

const SheetImpl = lazy(() => import('./SheetImpl'));

/** Starts loading the sheet's code (e.g. on hover of its opener) so it opens without delay. */
export function preloadSheet(): Promise<unknown> {
  return import('./SheetImpl');
}

/** Props of {@link Sheet}. */
export interface SheetProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The edge it slides in from; default `right`. */
  side?: SheetSide;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** A sentence that describes the sheet to screen readers, shown unless `hideDescription`. */
  description?: ReactNode;
  hideTitle?: boolean;
  hideDescription?: boolean;
  /** Width (left/right) or maximum height (top/bottom); default `min(75%, 24rem)` / `85dvh`. */
  size?: string;
  className?: string;
  /** The Close button's text; default "Close". */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A panel that slides in from an edge (Radix Dialog): a visible Close button, closes on
 * Escape and on a click outside, focus trapped while open and returned on close. Lazy-safe:
 * its code loads the first time it opens.
 */
export function Sheet({ open: openProp, defaultOpen = false, onOpenChange, ...props }: SheetProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // Mount the lazy part once it has been opened, and keep it so the close animation runs.
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SheetImpl {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
