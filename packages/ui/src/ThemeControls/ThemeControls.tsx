import { useId } from 'react';
import { parseThemeName, themeLabels, themesByLabel } from '../ThemeProvider/themeSettings';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { useTheme } from '../ThemeProvider/ThemeProvider';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ThemeControls.css';

/** Props of {@link ThemeControls}. */
export interface ThemeControlsProps {
  className?: string;
}

/**
 * The theme picker (a native select named "Theme", options sorted by label) and the
 * light/dark toggle ("Switch to dark mode" / "Switch to light mode"). Needs a ThemeProvider.
 */
export function ThemeControls({ className }: ThemeControlsProps) {
  const { theme, dark, setTheme, toggleDark } = useTheme();
  const selectId = useId();
  const toggleLabel = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={selectId} className={visuallyHidden}>
        Theme
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={theme}
        onChange={(event) => {
          const next = parseThemeName(event.target.value);
          if (next) setTheme(next);
        }}
      >
        {themesByLabel.map((name) => (
          <option key={name} value={name}>
            {themeLabels[name]}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="md" iconOnly aria-label={toggleLabel} onClick={toggleDark}>
        {/* The icon shows the mode the button switches to. */}
        <Icon name={dark ? 'sun' : 'moon'} />
      </Button>
    </div>
  );
}
