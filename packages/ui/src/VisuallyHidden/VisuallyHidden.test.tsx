import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { VisuallyHidden } from './VisuallyHidden';
import { root } from './VisuallyHidden.css';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', async () => {
    const { container } = render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveClass(root);
    await expectNoA11yViolations(container);
  });

  it('can render a div and pass role through', () => {
    render(
      <VisuallyHidden as="div" role="status">
        Loading…
      </VisuallyHidden>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status').tagName).toBe('DIV');
  });
});
