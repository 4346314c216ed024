import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeLabels, themeNames, type ThemeName } from './themeSettings';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { themeClass } from '../theme/themeClass';
import { themeTokens, type ThemeColors } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { ThemeControls } from '../ThemeControls/ThemeControls';
import { ThemeProvider, useTheme } from './ThemeProvider';

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Current() {
  const { theme, dark } = useTheme();
  return (
    <p>
      Theme <strong>{themeLabels[theme]}</strong>, {dark ? 'dark' : 'light'} mode.
    </p>
  );
}

/** The provider the toolbar drives; change theme and mode here or in the toolbar. */
export const Controls: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ThemeControls />
      <Current />
    </div>
  ),
};

const swatches: ReadonlyArray<[keyof ThemeColors, keyof ThemeColors]> = [
  ['background', 'text'],
  ['surface', 'textMuted'],
  ['accent', 'accentText'],
  ['accentSoft', 'accentSoftText'],
  ['success', 'successText'],
  ['successSoft', 'successSoftText'],
  ['danger', 'dangerText'],
  ['dangerSoft', 'dangerSoftText'],
  ['warningSoft', 'warningSoftText'],
];

function Palette({ theme, dark }: { theme: ThemeName; dark: boolean }) {
  const colors = themeTokens[theme][dark ? 'dark' : 'light'].color;
  return (
    <section
      className={themeClass(theme, dark)}
      aria-label={`${themeLabels[theme]} ${dark ? 'dark' : 'light'}`}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        padding: '1rem',
        borderRadius: '1rem',
        display: 'grid',
        gap: '0.75rem',
      }}
    >
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>
        {themeLabels[theme]} · {dark ? 'dark' : 'light'}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {swatches.map(([fill, text]) => (
          <span
            key={fill}
            style={{
              background: colors[fill],
              color: colors[text],
              padding: '0.25rem 0.5rem',
              borderRadius: '0.5rem',
              fontSize: '0.875rem',
              border: `1px solid ${colors.border}`,
            }}
          >
            {fill}
          </span>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <Button size="md">Primary</Button>
        <Button size="md" variant="secondary">
          Secondary
        </Button>
        <Badge tone="accent">Learn</Badge>
        <Badge tone="success">Done</Badge>
      </div>
    </section>
  );
}

/** Every theme in both modes side by side, each scoped with `themeClass`. */
export const AllPalettes: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
      }}
    >
      {themeNames.flatMap((theme) => [
        <Palette key={`${theme}-light`} theme={theme} dark={false} />,
        <Palette key={`${theme}-dark`} theme={theme} dark />,
      ])}
    </div>
  ),
};
