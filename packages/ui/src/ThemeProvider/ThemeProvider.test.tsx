import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeNames } from './themeSettings';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { themeClass } from '../theme/themeClass';
import { ThemeProvider, useTheme } from './ThemeProvider';

const DARK = '(prefers-color-scheme: dark)';

function Probe() {
  const { theme, dark, setTheme, toggleDark, setDark } = useTheme();
  return (
    <div>
      <p>
        theme={theme} dark={String(dark)}
      </p>
      <button type="button" onClick={() => setTheme('grape')}>
        grape
      </button>
      <button type="button" onClick={toggleDark}>
        toggle
      </button>
      <button type="button" onClick={() => setDark(false)}>
        light
      </button>
    </div>
  );
}

function renderProvider() {
  return render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );
}

const state = () => screen.getByText(/^theme=/).textContent;

describe('ThemeProvider', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    localStorage.clear();
    media = mockMatchMedia();
  });
  afterEach(() => {
    media.restore();
    vi.restoreAllMocks();
  });

  it('starts with banana in light mode when nothing is stored', () => {
    renderProvider();
    expect(state()).toBe('theme=banana dark=false');
  });

  it('reads a stored theme and dark flag', () => {
    localStorage.setItem('theme', 'blueberry');
    localStorage.setItem('dark', 'true');
    renderProvider();
    expect(state()).toBe('theme=blueberry dark=true');
  });

  it('with persist={false}, neither reads nor writes storage, and follows the system', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'blueberry');
    localStorage.setItem('dark', 'false');
    media.set(DARK, true);
    render(
      <ThemeProvider persist={false}>
        <Probe />
      </ThemeProvider>,
    );
    expect(state()).toBe('theme=banana dark=true');
    await user.click(screen.getByRole('button', { name: 'grape' }));
    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(state()).toBe('theme=grape dark=false');
    expect(localStorage.getItem('theme')).toBe('blueberry');
    expect(localStorage.getItem('dark')).toBe('false');
  });

  it.each(['mango', 'Banana', '', ' grape', 'null'])('rejects the stored theme %j', (stored) => {
    localStorage.setItem('theme', stored);
    renderProvider();
    expect(state()).toBe('theme=banana dark=false');
  });

  it.each(['yes', 'TRUE', '1', '', 'dark'])(
    'ignores the stored dark value %j and uses the system preference',
    (stored) => {
      localStorage.setItem('dark', stored);
      media.set(DARK, true);
      renderProvider();
      expect(state()).toBe('theme=banana dark=true');
    },
  );

  it('follows live system changes while nothing is stored', () => {
    renderProvider();
    expect(state()).toBe('theme=banana dark=false');
    act(() => media.set(DARK, true));
    expect(state()).toBe('theme=banana dark=true');
    act(() => media.set(DARK, false));
    expect(state()).toBe('theme=banana dark=false');
  });

  it('stops following the system once the learner chooses', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(state()).toBe('theme=banana dark=true');
    act(() => media.set(DARK, true));
    act(() => media.set(DARK, false));
    expect(state()).toBe('theme=banana dark=true');
  });

  it('a stored dark value wins over system changes', () => {
    localStorage.setItem('dark', 'false');
    renderProvider();
    act(() => media.set(DARK, true));
    expect(state()).toBe('theme=banana dark=false');
  });

  it('writes changes to localStorage', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'grape' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(localStorage.getItem('theme')).toBe('grape');
    expect(localStorage.getItem('dark')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(localStorage.getItem('dark')).toBe('false');
  });

  it('applies the theme class and data attributes to <html>', async () => {
    const user = userEvent.setup();
    renderProvider();
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('banana');
    expect(root.dataset.dark).toBe('false');
    for (const name of themeClass('banana', false).split(' ')) {
      expect(root.classList.contains(name)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'grape' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(root.dataset.theme).toBe('grape');
    expect(root.dataset.dark).toBe('true');
    for (const name of themeClass('grape', true).split(' ')) {
      expect(root.classList.contains(name)).toBe(true);
    }
    // The banana-light theme class is gone (the colour-scheme class may be shared).
    expect(root.classList.contains(themeClass('banana', false).split(' ')[0]!)).toBe(false);
  });

  it('survives storage that throws on read and write', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = userEvent.setup();
    renderProvider();
    expect(state()).toBe('theme=banana dark=false');
    await user.click(screen.getByRole('button', { name: 'grape' }));
    expect(state()).toBe('theme=grape dark=false');
  });

  it('works without matchMedia (light)', () => {
    media.restore();
    const original = window.matchMedia;
    // @ts-expect-error jsdom has no matchMedia; make sure of it for this test.
    delete window.matchMedia;
    try {
      renderProvider();
      expect(state()).toBe('theme=banana dark=false');
    } finally {
      window.matchMedia = original;
    }
  });

  it('can be controlled (e.g. by a Storybook toolbar) without touching storage', async () => {
    const onThemeChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ThemeProvider theme="cherry" dark onThemeChange={onThemeChange}>
        <Probe />
      </ThemeProvider>,
    );
    expect(state()).toBe('theme=cherry dark=true');
    await user.click(screen.getByRole('button', { name: 'grape' }));
    expect(onThemeChange).toHaveBeenCalledWith('grape');
    expect(state()).toBe('theme=cherry dark=true');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('useTheme outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/ThemeProvider/);
  });
});

describe('themeClass', () => {
  it('gives every theme × mode its own class', () => {
    const classes = themeNames.flatMap((name) => [
      themeClass(name, false).split(' ')[0],
      themeClass(name, true).split(' ')[0],
    ]);
    expect(new Set(classes).size).toBe(12);
  });
});
