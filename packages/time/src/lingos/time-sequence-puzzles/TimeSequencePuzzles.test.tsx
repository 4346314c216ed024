import { eventCardList } from '../../widgets/EventCard/EventCard';
import { expectNoA11yViolations, renderWithProviders, sessionSection } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TimeSequencePuzzles from './TimeSequencePuzzles';

describe('Time Sequence Puzzles', () => {
  it('lists event cards described by their hands, never their times', async () => {
    const { container } = renderWithProviders(
      <TimeSequencePuzzles conceptId="time" lingoId="lingo-1-4" seed={4} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Time Sequence Puzzles' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', {
      name: 'Put the events in order, from earliest to latest.',
    });
    const names = within(list)
      .getAllByRole('button')
      .map((card) => card.querySelector('[data-part="card-name"]')?.textContent ?? '');
    expect(names).toHaveLength(3);
    for (const [index, name] of names.entries()) {
      expect(name).toMatch(
        new RegExp(
          `^\\w[\\w ]*\\. A clock in the \\w+ sky, (AM|PM): the short hand .*[^.], card ${index + 1} of 3$`,
        ),
      );
      expect(name).not.toMatch(/\d:\d\d/);
    }
    await expectNoA11yViolations(container);
  });

  it('checks the order: the shuffled cards are never already in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeSequencePuzzles conceptId="time" lingoId="lingo-1-4" seed={4} />, {
      autoRead: false,
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const practice = sessionSection();
    expect(practice).toHaveAttribute('data-state', 'incorrect');
    const list = screen.getByRole('list', {
      name: 'Put the events in order, from earliest to latest.',
    });
    const marked = [...list.querySelectorAll('[data-part="card-name"]')].filter((name) =>
      /not in the right place$/.test(name.textContent ?? ''),
    );
    expect(marked.length).toBeGreaterThanOrEqual(2);
  });

  it('lays the cards out in equal columns, whatever their names', () => {
    renderWithProviders(<TimeSequencePuzzles conceptId="time" lingoId="lingo-1-4" seed={4} />, {
      autoRead: false,
    });
    const list = screen.getByRole('list', {
      name: 'Put the events in order, from earliest to latest.',
    });
    // jsdom has no layout: the grid of equal columns is this class (seen in Chromium).
    expect(list).toHaveClass(eventCardList.list);
    for (const card of within(list).getAllByRole('listitem')) {
      expect(card.querySelector(`.${eventCardList.slot}`)).not.toBeNull();
    }
  });
});
