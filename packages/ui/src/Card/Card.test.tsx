import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Card } from './Card';
import { card } from './Card.css';

describe('Card', () => {
  it('renders a div with large padding by default', async () => {
    const { container } = render(<Card>Modular</Card>);
    const element = screen.getByText('Modular');
    expect(element.tagName).toBe('DIV');
    expect(element).toHaveClass(card({ padding: 'lg' }));
    await expectNoA11yViolations(container);
  });

  it('can be an article with its own label and no padding', async () => {
    const { container } = render(
      <Card as="article" aria-label="Time" padding="none" className="extra">
        <h2>One Upon a Time!</h2>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Time' });
    expect(article).toHaveClass(card({ padding: 'none' }), 'extra');
    await expectNoA11yViolations(container);
  });
});
