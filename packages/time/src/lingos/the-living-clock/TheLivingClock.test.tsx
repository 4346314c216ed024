import {
  expectNoA11yViolations,
  renderWithProviders,
  sessionSection,
  spokenTexts,
} from '@lingos/kit/testing';
import { createProgressStore } from '@lingos/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TheLivingClock from './TheLivingClock';

const fixedNow = () => new Date(2025, 0, 15, 15, 47, 10);

describe('The Living Clock', () => {
  it('shows the time right now in the explore area', async () => {
    const { container } = renderWithProviders(
      <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={2} now={fixedNow} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Living Clock' })).toBeInTheDocument();
    const explore = screen.getByRole('region', { name: 'Explore the living clock' });
    expect(
      within(explore).getByRole('group', {
        name: 'Living clock, now 3:47 in the afternoon. The short hand is close to 4. The long hand is 2 small marks past the 9.',
      }),
    ).toBeInTheDocument();
    expect(
      within(explore).getByRole('img', { name: 'Digital clock showing 3:47 PM' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('pauses the live time on a move, says the time, and goes back to now', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={2} now={fixedNow} />,
      { autoRead: false },
    );
    const explore = screen.getByRole('region', { name: 'Explore the living clock' });
    within(explore).getByRole('slider', { name: 'Minute hand' }).focus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(
      within(explore).getByRole('img', { name: 'Digital clock showing 4:17 PM' }),
    ).toBeInTheDocument();
    expect(within(explore).getByRole('status')).toHaveTextContent('Now 4:17.');
    expect(spokenTexts(engine)).toContain('Now 4:17.');
    await user.click(within(explore).getByRole('button', { name: 'Back to now' }));
    expect(
      within(explore).getByRole('img', { name: 'Digital clock showing 3:47 PM' }),
    ).toBeInTheDocument();
  });

  it('toggles the second hand', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={2} now={fixedNow} />,
      { autoRead: false },
    );
    const toggle = screen.getByRole('button', { name: 'Show seconds' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelector('[data-hand="second"]')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-hand="second"]')).not.toBeNull();
  });

  it('asks the part of the day from the real time', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={2} now={fixedNow} />,
      { autoRead: false },
    );
    const practice = sessionSection();
    expect(
      within(practice).getByRole('radiogroup', {
        name: 'Is it morning, afternoon, evening or night right now?',
      }),
    ).toBeInTheDocument();
    await user.click(within(practice).getByRole('radio', { name: 'Afternoon' }));
    await user.click(within(practice).getByRole('button', { name: 'Check' }));
    expect(practice).toHaveAttribute('data-state', 'correct');
  });

  it('names the long hand tapped for the hour hand H-SWAP and flashes the hands', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={1} now={fixedNow} />,
      { autoRead: false },
    );
    const practice = sessionSection();
    await user.click(within(practice).getByRole('button', { name: 'Long hand' }));
    expect(within(practice).getByText('You tapped the long hand.')).toBeInTheDocument();
    await user.click(within(practice).getByRole('button', { name: 'Check' }));
    expect(practice).toHaveAttribute('data-state', 'incorrect');
    expect(
      within(practice).getAllByText(
        'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
      ).length,
    ).toBeGreaterThan(0);
    await user.click(within(practice).getByRole('button', { name: 'Try again' }));
    expect(practice.querySelectorAll('[data-flashing="true"]')).toHaveLength(2);
    await user.click(within(practice).getByRole('button', { name: 'Short hand' }));
    await user.click(within(practice).getByRole('button', { name: 'Check' }));
    expect(practice).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
  it('describes where each hand points on the "once around" clock, never the time', () => {
    // Find a seed whose first step-2 item is the "once around" question.
    for (let seed = 1; seed < 200; seed += 1) {
      const store = createProgressStore({ storage: null, target: null });
      store.update('time', 'lingo-1-1', () => ({
        status: 'practising',
        step: 2,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 0,
      }));
      const { unmount } = renderWithProviders(
        <TheLivingClock conceptId="time" lingoId="lingo-1-1" seed={seed} now={fixedNow} />,
        { store: store, autoRead: false },
      );
      const practice = sessionSection();
      if (screen.queryAllByText(/once around/).length === 0) {
        unmount();
        continue;
      }
      const clock = within(practice).getByRole('group', { name: /^Clock\. The short hand / });
      expect(clock.getAttribute('aria-label')).toMatch(/The long hand /);
      expect(clock.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
      return;
    }
    throw new Error('no seed gave a "once around" item');
  });
});
