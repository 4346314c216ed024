import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../LingosRoot/portalContainer';
import type { SkipDelayTracker } from './skipDelay';
import type { TooltipSide } from './Tooltip';
import * as styles from './Tooltip.css';

/** Props the lazy half receives from `Tooltip`. */
export interface TooltipImplProps {
  content: ReactNode;
  children: ReactElement;
  side: TooltipSide;
  delayDuration: number;
  skipDelayDuration: number;
  skipDelay: SkipDelayTracker;
}

/**
 * The Radix half of `Tooltip`. Each tooltip has its own Radix provider (one shared provider
 * would have to sit above the whole app and so load eagerly); the delay and skip-delay
 * logic of `TooltipProvider` is applied here instead: Radix reports every open request at
 * once, and we open after the delay unless it came from keyboard focus or falls within the
 * skip window.
 */
export default function TooltipImpl({
  content,
  children,
  side,
  delayDuration,
  skipDelayDuration,
  skipDelay,
}: TooltipImplProps) {
  const [open, setOpen] = useState(false);
  const openTimer = useRef(0);
  const fromFocus = useRef(false);
  const container = usePortalContainer();

  const cancelPending = () => {
    window.clearTimeout(openTimer.current);
    openTimer.current = 0;
  };
  useEffect(() => cancelPending, []);

  const show = () => {
    cancelPending();
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    cancelPending();
    if (!next) {
      setOpen(false);
      skipDelay.closed();
      return;
    }
    if (fromFocus.current || delayDuration <= 0 || skipDelay.isSkipping(skipDelayDuration)) show();
    else openTimer.current = window.setTimeout(show, delayDuration);
  };

  return (
    <TooltipPrimitive.Provider delayDuration={0} skipDelayDuration={0}>
      <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange} delayDuration={0}>
        <TooltipPrimitive.Trigger
          asChild
          onFocus={() => {
            fromFocus.current = true;
          }}
          onPointerMove={() => {
            fromFocus.current = false;
          }}
          // A pending open must not fire after the pointer or focus has gone.
          onPointerLeave={cancelPending}
          onPointerDown={cancelPending}
          onBlur={cancelPending}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={styles.content}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
