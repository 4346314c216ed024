import { Button, ConfirmDialog, showToast, type ButtonSize } from '@lingos/ui';
import { useState } from 'react';
import { useProgressStore } from '../ProgressProvider';

/** Props of {@link ResetProgressButton}. */
export interface ResetProgressButtonProps {
  /** Default `md`. */
  readonly size?: ButtonSize;
  readonly className?: string;
}

/**
 * "Reset progress", behind a confirmation: clears every Lingo's progress on this device and
 * says so in a toast.
 */
export function ResetProgressButton({ size = 'md', className }: ResetProgressButtonProps) {
  const store = useProgressStore();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Reset progress
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset progress?"
        description="This clears every Lingo's progress on this device."
        confirmLabel="Reset progress"
        cancelLabel="Cancel"
        onConfirm={() => {
          store.reset();
          showToast({
            type: 'success',
            title: 'Progress reset',
            description: 'Every Lingo starts fresh.',
          });
        }}
      />
    </>
  );
}
