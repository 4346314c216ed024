import { useState, type HTMLAttributes } from 'react';
import { useOptionalTheme } from '../ThemeProvider/ThemeProvider';
import { DEFAULT_THEME } from '../ThemeProvider/themeSettings';
import { LINGOS_ROOT_ATTRIBUTE } from '../theme/root';
import { themeClass } from '../theme/themeClass';
import { PortalContainerContext } from './portalContainer';

/** Props of {@link LingosRoot}: a `<div>`'s props. */
export type LingosRootProps = HTMLAttributes<HTMLDivElement>;

/**
 * The element Lingos live in when embedded in another app: it carries the theme of the
 * nearest ThemeProvider (banana, light outside one) and `data-lingos-root`, so the Lingos
 * base styles (text, font, background, focus rings, reduced motion) apply inside it and
 * nowhere else on the host's page. Dialogs and tooltips opened inside portal into it.
 */
export function LingosRoot({ className, children, ...props }: LingosRootProps) {
  const theme = useOptionalTheme();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const classes = themeClass(theme?.theme ?? DEFAULT_THEME, theme?.dark ?? false);
  return (
    <div
      {...props}
      {...{ [LINGOS_ROOT_ATTRIBUTE]: '' }}
      data-theme={theme?.theme ?? DEFAULT_THEME}
      data-dark={String(theme?.dark ?? false)}
      ref={setElement}
      className={className ? `${classes} ${className}` : classes}
    >
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
