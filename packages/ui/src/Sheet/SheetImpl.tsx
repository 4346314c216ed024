import * as Dialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { usePortalContainer } from '../LingosRoot/portalContainer';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import type { SheetProps } from './Sheet';
import * as styles from './Sheet.css';

/** The Radix Dialog half of the Sheet; loaded on first open so Radix Dialog stays out of first load. */
export default function SheetImpl({
  open,
  onOpenChange,
  side = 'right',
  title,
  description,
  hideTitle = false,
  hideDescription = false,
  size,
  className,
  children,
  closeLabel = 'Close',
}: SheetProps & { open: boolean; onOpenChange(open: boolean): void }) {
  // Focus goes back where it was before opening (there is no Radix Trigger to return to:
  // the opener lives outside this lazily loaded module).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content({ side }), className)}
          style={size ? assignInlineVars({ [styles.sizeVar]: size }) : undefined}
          data-side={side}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target?.isConnected) target.focus();
            returnFocusTo.current = null;
          }}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={hideTitle ? visuallyHidden : styles.title}>
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description
                  className={hideDescription ? visuallyHidden : styles.description}
                >
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close asChild>
              <Button variant="secondary" size="md" className={styles.close}>
                <Icon name="close" size="1.25rem" />
                {closeLabel}
              </Button>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
