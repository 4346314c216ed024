import { lazy, Suspense, useState, type ReactNode } from 'react';

const ConfirmDialogImpl = lazy(() => import('./ConfirmDialogImpl'));

/** Starts loading the dialog's code early (e.g. when its opener is hovered). */
export function preloadConfirmDialog(): Promise<unknown> {
  return import('./ConfirmDialogImpl');
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The question, e.g. "Reset all progress?". */
  title: ReactNode;
  /** What will happen, in one or two plain sentences. */
  description: ReactNode;
  /** The confirming button's text, e.g. "Reset progress". */
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** `danger` (default) for destructive actions, else `primary`. */
  tone?: 'danger' | 'primary';
  /** Called when the confirm button is pressed; the dialog then closes. */
  onConfirm(): void;
  /** Called on Cancel or Escape. */
  onCancel?(): void;
}

/**
 * An alert dialog asking to confirm an action: focus starts on Cancel, Escape cancels, a
 * click outside does nothing. Lazy-safe: Radix Dialog loads the first time it opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
