import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Icon, iconNames, isIconName } from './Icon';

describe('Icon', () => {
  it('draws every concept and navigation icon the sidebar needs', () => {
    for (const name of ['clock', 'coins', 'calendar', 'letters', 'book', 'ruler', 'home', 'grid']) {
      expect(iconNames).toContain(name);
    }
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Icon name="clock" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
  });

  it('is an image with a name when labelled', async () => {
    const { container } = render(<Icon name="check" label="Completed" />);
    expect(screen.getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('recognises only its own names', () => {
    expect(isIconName('ruler')).toBe(true);
    expect(isIconName('rocket')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });
});
