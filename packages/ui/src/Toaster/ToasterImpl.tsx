import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { vars } from '../theme/vars.css';
import { toasterDefaults } from './toasterDefaults';
import { registerToastApi, type ShowToastOptions } from './toastQueue';
import * as styles from './Toaster.css';

// Sonner reads these custom properties; pointing them at the theme contract makes every
// toast follow the theme and mode. Rich colours map to the soft tints, whose text pairs
// are AA-checked.
const themedProperties = {
  '--normal-bg': vars.color.surface,
  '--normal-border': vars.color.border,
  '--normal-text': vars.color.text,
  '--success-bg': vars.color.successSoft,
  '--success-border': vars.color.successSoftText,
  '--success-text': vars.color.successSoftText,
  '--info-bg': vars.color.accentSoft,
  '--info-border': vars.color.accentSoftText,
  '--info-text': vars.color.accentSoftText,
  '--warning-bg': vars.color.warningSoft,
  '--warning-border': vars.color.warningSoftText,
  '--warning-text': vars.color.warningSoftText,
  '--error-bg': vars.color.dangerSoft,
  '--error-border': vars.color.dangerSoftText,
  '--error-text': vars.color.dangerSoftText,
} as CSSProperties;

function show(id: string, { type, title, description, duration }: ShowToastOptions) {
  const options = { id, description, duration };
  switch (type) {
    case 'success':
      toast.success(title, options);
      break;
    case 'info':
      toast.info(title, options);
      break;
    case 'warning':
      toast.warning(title, options);
      break;
    case 'error':
      toast.error(title, options);
      break;
    case 'loading':
      toast.loading(title, options);
      break;
  }
}

/** The sonner half of `Toaster`, loaded on the first toast. */
export default function ToasterImpl({ dark }: { dark: boolean }) {
  // Runs after sonner's own effect has subscribed (children's effects run first), so the
  // queued toasts are not published into the void.
  useEffect(() => registerToastApi({ show, dismiss: (id) => toast.dismiss(id) }), []);
  return (
    <SonnerToaster
      position={toasterDefaults.position}
      visibleToasts={toasterDefaults.visibleToasts}
      duration={toasterDefaults.duration}
      gap={toasterDefaults.gap}
      hotkey={[...toasterDefaults.hotkey]}
      theme={dark ? 'dark' : 'light'}
      richColors
      className={styles.toaster}
      style={themedProperties}
    />
  );
}
