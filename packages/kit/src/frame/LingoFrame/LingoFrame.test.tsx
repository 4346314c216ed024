import { LinkProvider, type LinkComponentProps } from '@lingos/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, memoryStore, renderWithProviders } from '../../testing';
import { LingoFrame } from './LingoFrame';

describe('LingoFrame', () => {
  it('shows the Lingo’s title as the one h1, a way back, the prompt with Read aloud and Mastery', async () => {
    renderWithProviders(
      <LingoFrame conceptId="time" lingoId="lingo-1-2">
        <p>activity</p>
      </LingoFrame>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Set the Time');
    expect(screen.getByRole('link', { name: 'Back to One Upon a Time!' })).toHaveAttribute(
      'href',
      '/concepts/time',
    );
    expect(
      screen.getByText('Hear a time and drag the clock hands to show it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Read aloud/ })).toBeInTheDocument();
    const meter = screen.getByRole('progressbar', { name: 'Mastery' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('activity')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('renders the back link through the host’s link component', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a {...props} href={`#${href}`} data-router="yes">
          {children}
        </a>
      );
    }
    renderWithProviders(
      <LinkProvider component={RouterLink}>
        <LingoFrame conceptId="money" lingoId="lingo-1-0" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /^Back to/ });
    expect(link).toHaveAttribute('href', '#/concepts/money');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('shows a given prompt and mastery', () => {
    renderWithProviders(
      <LingoFrame
        conceptId="time"
        lingoId="lingo-1-1"
        prompt="Move the hands and explore!"
        mastery={40}
      />,
    );
    expect(screen.getByText('Move the hands and explore!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('reads 100 for a completed lesson from the store', () => {
    const store = memoryStore();
    store.update('time', 'lingo-1-0', () => ({
      status: 'completed',
      step: 1,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 1,
    }));
    renderWithProviders(<LingoFrame conceptId="time" lingoId="lingo-1-0" />, { store });
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('takes a title for a Lingo outside the catalogue', () => {
    renderWithProviders(
      // A Lingo id the catalogue does not know, as a story outside the catalogue may use.
      <LingoFrame
        conceptId="time"
        lingoId={'lingo-9-9' as 'lingo-1-0'}
        title="Demo"
        prompt="Try it"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demo' })).toBeInTheDocument();
  });
});
