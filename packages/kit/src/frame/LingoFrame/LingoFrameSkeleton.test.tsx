import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, renderWithProviders } from '../../testing';
import { LingoFrameSkeleton } from './LingoFrameSkeleton';

describe('LingoFrameSkeleton', () => {
  it('shows the Lingo’s title, a way back and its description, the activity busy', async () => {
    renderWithProviders(
      <main>
        <LingoFrameSkeleton conceptId="time" lingoId="lingo-1-2" />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set the Time');
    expect(screen.getByRole('link', { name: 'Back to One Upon a Time!' })).toHaveAttribute(
      'href',
      '/concepts/time',
    );
    expect(
      screen.getByText('Hear a time and drag the clock hands to show it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    // No progress is read: a learner's mastery is never shown as a guess.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('renders on the server without a browser (pre-rendered pages carry it)', () => {
    const html = renderToString(<LingoFrameSkeleton conceptId="money" lingoId="lingo-2-5" />);
    expect(html).toContain('Who Has More?');
    expect(html).toContain('aria-busy="true"');
  });
});
