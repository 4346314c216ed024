/** Toast kinds. */
export const toastTypes = ['success', 'info', 'warning', 'error', 'loading'] as const;
/** One of the toast kinds. */
export type ToastType = (typeof toastTypes)[number];

/** Where a toast container sits. */
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** A transient message. */
export interface Toast {
  readonly id: string | number;
  readonly type: ToastType;
  readonly title: string;
  readonly description?: string;
  /** Milliseconds before it dismisses itself. */
  readonly duration?: number;
  readonly position?: ToastPosition;
}
