import { expectNoA11yViolations, renderWithProviders, sessionSection } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDigital } from '../../model/time';
import SpeedClockReading from './SpeedClockReading';

/** The time on the round's clock, read from the widget's data attribute. */
function clockTime(): number {
  const clock = sessionSection().querySelector('[data-time]');
  return Number(clock?.getAttribute('data-time'));
}

describe('Speed Clock Reading', () => {
  it('starts a round and reads the first clock with one tap', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <SpeedClockReading conceptId="time" lingoId="lingo-1-5" seed={9} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Speed Clock Reading' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    const clock = screen.getByRole('img', { name: /^Clock 1 of 10: the short hand / });
    expect(clock.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    const cards = within(
      screen.getByRole('radiogroup', { name: 'What time does the clock show?' }),
    ).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('radio', { name: formatDigital(clockTime()) }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('shows the right card and the hint after a wrong tap', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SpeedClockReading conceptId="time" lingoId="lingo-1-5" seed={9} />, {
      autoRead: false,
    });
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    const right = formatDigital(clockTime());
    const wrong = screen
      .getAllByRole('radio')
      .find((card) => card.getAttribute('aria-label') !== right) as HTMLElement;
    await user.click(wrong);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByRole('radio', { name: new RegExp(`^${right}`) })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });
});
