import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createSkipDelayTracker, type SkipDelayTracker } from './skipDelay';

// Radix Tooltip with its positioning engine is ~20 KB gzip: it loads on first use so it
// stays out of the host's first-load budget. Until then the trigger renders as is.
const TooltipImpl = lazy(() => import('./TooltipImpl'));

/** Starts loading the tooltip code ahead of the first tooltip. */
export function preloadTooltip(): Promise<unknown> {
  return import('./TooltipImpl');
}

/** Where a tooltip sits relative to its trigger. */
export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
/** One of {@link tooltipSides}. */
export type TooltipSide = (typeof tooltipSides)[number];

/** The default delay before a tooltip opens, in ms. */
export const TOOLTIP_DELAY = 700;
/** How long after one tooltip closes another opens without delay, in ms. */
export const TOOLTIP_SKIP_DELAY = 300;

interface TooltipSettings {
  readonly delayDuration: number;
  readonly skipDelayDuration: number;
  readonly skipDelay: SkipDelayTracker;
}

const defaultSettings: TooltipSettings = {
  delayDuration: TOOLTIP_DELAY,
  skipDelayDuration: TOOLTIP_SKIP_DELAY,
  skipDelay: createSkipDelayTracker(),
};

const TooltipContext = createContext<TooltipSettings>(defaultSettings);

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  children: ReactNode;
  /** Default 700 ms. */
  delayDuration?: number;
  /** Default 300 ms. */
  skipDelayDuration?: number;
}

/** Shares tooltip timing: opens after 700 ms, then 300 ms of instant re-opening. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
}: TooltipProviderProps) {
  const [skipDelay] = useState(createSkipDelayTracker);
  const value = useMemo(
    () => ({ delayDuration, skipDelayDuration, skipDelay }),
    [delayDuration, skipDelayDuration, skipDelay],
  );
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says. It supplements, never replaces, the trigger's accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link) that forwards refs and props. */
  children: ReactElement;
  /** Default `top`. */
  side?: TooltipSide;
  /** Overrides the provider's delay for this tooltip (the sidebar uses 0). */
  delayDuration?: number;
}

/**
 * A short label shown on hover (after the provider's delay) and at once on keyboard focus;
 * Escape closes it. Built on Radix Tooltip, loaded on first use.
 */
export function Tooltip({ content, children, side = 'top', delayDuration }: TooltipProps) {
  const settings = useContext(TooltipContext);
  return (
    <Suspense fallback={children}>
      <TooltipImpl
        content={content}
        side={side}
        delayDuration={delayDuration ?? settings.delayDuration}
        skipDelayDuration={settings.skipDelayDuration}
        skipDelay={settings.skipDelay}
      >
        {children}
      </TooltipImpl>
    </Suspense>
  );
}
