import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { usePortalContainer } from '../LingosRoot/portalContainer';
import type { ConfirmDialogProps } from './ConfirmDialog';
import * as styles from './ConfirmDialog.css';

/** The Radix half of ConfirmDialog, loaded on first open. */
export default function ConfirmDialogImpl({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const container = usePortalContainer();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={styles.content}
          // An alert dialog asks for a decision: a stray click outside must not answer it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => onCancel?.()}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement ? active : null;
            // The safe choice gets focus, so Enter never destroys anything by accident.
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target?.isConnected) target.focus();
            returnFocusTo.current = null;
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          <div className={styles.actions}>
            <Button
              ref={cancelRef}
              variant="secondary"
              size="lg"
              onClick={() => {
                onCancel?.();
                onOpenChange(false);
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              size="lg"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
