import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('Badge', () => {
  it('shows its text and the neutral tone by default', async () => {
    const { container } = render(<Badge>0/5</Badge>);
    expect(screen.getByText('0/5')).toHaveClass(badge({ tone: 'neutral' }));
    await expectNoA11yViolations(container);
  });

  it.each(['accent', 'success', 'danger', 'warning'] as const)('uses the %s tone class', (tone) => {
    render(<Badge tone={tone}>Learn</Badge>);
    const element = screen.getByText('Learn');
    expect(element).toHaveClass(badge({ tone }));
    expect(element).not.toHaveClass(badge({ tone: 'neutral' }));
  });
});
