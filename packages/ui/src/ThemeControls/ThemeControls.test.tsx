import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { ThemeControls } from './ThemeControls';

function renderControls() {
  return render(
    <ThemeProvider>
      <ThemeControls />
    </ThemeProvider>,
  );
}

describe('ThemeControls', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    localStorage.clear();
    media = mockMatchMedia();
  });
  afterEach(() => media.restore());

  it('lists the six themes sorted by label in a select named "Theme"', () => {
    renderControls();
    const select = screen.getByRole('combobox', { name: 'Theme' });
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Apple', 'Banana', 'Blueberry', 'Cherry', 'Default', 'Grape']);
    expect(select).toHaveValue('banana');
  });

  it('changes and remembers the theme', async () => {
    const user = userEvent.setup();
    renderControls();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Cherry');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('cherry');
    expect(localStorage.getItem('theme')).toBe('cherry');
    expect(document.documentElement.dataset.theme).toBe('cherry');
  });

  it('names the toggle after the mode it switches to', async () => {
    const user = userEvent.setup();
    const { container } = renderControls();
    const toLight = () => screen.queryByRole('button', { name: 'Switch to light mode' });
    const toDark = () => screen.queryByRole('button', { name: 'Switch to dark mode' });
    expect(toDark()).toBeInTheDocument();
    expect(toLight()).not.toBeInTheDocument();
    await expectNoA11yViolations(container);

    await user.click(toDark()!);
    expect(toLight()).toBeInTheDocument();
    expect(toDark()).not.toBeInTheDocument();
    expect(localStorage.getItem('dark')).toBe('true');
    await expectNoA11yViolations(container);

    await user.click(toLight()!);
    expect(toDark()).toBeInTheDocument();
    expect(localStorage.getItem('dark')).toBe('false');
  });

  it('starts as "Switch to light mode" when the system prefers dark', () => {
    media.set('(prefers-color-scheme: dark)', true);
    renderControls();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('hides the sun/moon icon from screen readers', () => {
    renderControls();
    const svg = screen.getByRole('button', { name: 'Switch to dark mode' }).querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    renderControls();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveFocus();
  });
});
