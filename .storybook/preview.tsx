import '@fontsource/playpen-sans/latin-400.css';
import '@fontsource/playpen-sans/latin-700.css';
import type { Preview } from '@storybook/react-vite';
import {
  DEFAULT_THEME,
  LINGOS_ROOT_ATTRIBUTE,
  ThemeProvider,
  parseThemeName,
  themeLabels,
  themesByLabel,
} from '@lingos/ui';

// Stories are drawn as in the Lingos app, whose whole document is a Lingos root.
document.documentElement.setAttribute(LINGOS_ROOT_ATTRIBUTE, '');

/** A global toolbar switches the theme and dark mode for every story. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themesByLabel.map((name) => ({ value: name, title: themeLabels[name] })),
        dynamicTitle: true,
      },
    },
    dark: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME, dark: 'light' },
  decorators: [
    (Story, context) => (
      <ThemeProvider
        theme={parseThemeName(context.globals.theme) ?? DEFAULT_THEME}
        dark={context.globals.dark === 'dark'}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
