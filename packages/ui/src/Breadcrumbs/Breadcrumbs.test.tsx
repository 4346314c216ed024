import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Concepts', href: '/concepts' },
  { label: 'One Upon a Time!', href: '/concepts/time' },
  { label: 'Level 1' },
  { label: 'Clock Basics', href: '/concepts/time/level-1/lingo-1-0' },
];

describe('Breadcrumbs', () => {
  it('renders nothing for no item or a single item', () => {
    const { container, rerender } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Breadcrumbs items={[{ label: 'Home', href: '/' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders a nav named Breadcrumb with an ordered list', async () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expectNoA11yViolations(container);
  });

  it('links every item with an href except the last, which is the current page', () => {
    render(<Breadcrumbs items={trail} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Concepts', 'One Upon a Time!']);
    const current = screen.getByText('Clock Basics');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).toBe('SPAN');
    expect(screen.getByText('Level 1').closest('a')).toBeNull();
  });

  it('hides the separators from screen readers', () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    const separators = container.querySelectorAll('svg');
    expect(separators).toHaveLength(4);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders two items', () => {
    render(<Breadcrumbs items={trail.slice(0, 2)} />);
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Concepts')).toHaveAttribute('aria-current', 'page');
  });
});
