import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the name, tagline, privacy promise and builder in a contentinfo landmark', async () => {
    const { container } = render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Lingos');
    expect(footer).toHaveTextContent('Where Concepts Click');
    expect(footer).toHaveTextContent('No accounts. No ads. Progress stays on this device.');
    expect(footer).toHaveTextContent('Built by the Lingos team');
    await expectNoA11yViolations(container);
  });

  it('shows extra children such as a reset button', async () => {
    const { container } = render(
      <Footer>
        <button type="button">Reset progress</button>
      </Footer>,
    );
    expect(screen.getByRole('button', { name: 'Reset progress' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });
});
