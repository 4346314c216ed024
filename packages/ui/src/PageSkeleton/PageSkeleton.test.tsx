import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  it('is busy and announces "Loading…"', async () => {
    const { container } = render(<PageSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await expectNoA11yViolations(container);
  });

  it('shows a header bar and three cards', () => {
    const { container } = render(<PageSkeleton />);
    expect(container.querySelectorAll('[data-part="header"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-part="card"]')).toHaveLength(3);
  });

  it('takes another label', () => {
    render(<PageSkeleton label="Loading Clock Basics…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Clock Basics…');
  });
});
