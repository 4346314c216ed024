import { clockTime, setClock } from '../../widgets/AnalogClock/clockTesting';
import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ribbonJumpsFor } from '../../model/elapsed';
import { faceValue, formatDigital, NOON } from '../../model/time';
import { jumpButtonLabel } from '../../widgets/TimeRibbon/ribbonModel';
import LookingBack from './LookingBack';
import { backText, crossesBackOverHour, generateLookingBack, type LookingBackItem } from './model';

const firstItem = (seed: number, step: number): LookingBackItem =>
  firstItemOf(generateLookingBack, step, seed);

const seedWhere = (step: number, test: (item: LookingBackItem) => boolean): number =>
  firstSeed((seed) => firstItem(seed, step), test);

describe('Looking Back', () => {
  it('counts back on the ribbon (− jumps) and the clock turns back with it', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <LookingBack conceptId="time" lingoId="lingo-2-3" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-3', 2), autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Looking Back' })).toBeInTheDocument();
    expect(screen.getByText(`End: ${formatDigital(item.end)}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /jump plus/ })).toBeNull();
    await expectNoA11yViolations(container);
    for (const size of ribbonJumpsFor(item.duration)) {
      await pressButton(user, jumpButtonLabel(size, 'back'));
    }
    expect(clockTime()).toBe(item.start % 720);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText(backText(item))).toBeInTheDocument();
  });

  it('names the hour kept when counting back past the 12', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(
      2,
      (item) => item.duration < 60 && crossesBackOverHour(item.end, item.duration),
    );
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <LookingBack conceptId="time" lingoId="lingo-2-3" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-3', 2), autoRead: false },
    );
    await setClock(user, item.start + 60);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Going back past the 12, the hour goes back one.');
    expect(container.querySelector('[data-hand="hour"] [data-flashing="true"]')).not.toBeNull();
    // Try again, on the same clock.
    await user.keyboard('{Enter}');
    await setClock(user, item.start);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('asks for AM before noon when counting back across it (H-NOON)', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(4, (item) => item.start < NOON && item.end > NOON);
    const item = firstItem(seed, 4);
    renderWithProviders(<LookingBack conceptId="time" lingoId="lingo-2-3" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-3', 4),
      autoRead: false,
    });
    const { hour, minute } = faceValue(item.start);
    // The input starts on the end, a PM time; typing the digits keeps PM.
    await tabTo(user, screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Just before noon is still morning: ${formatDigital(item.start)} AM.`,
    );
    await user.keyboard('{Enter}');
    await pressButton(user, 'AM');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('works an example through on the ribbon after 2 misses in a row', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <LookingBack conceptId="time" lingoId="lingo-2-3" seed={6} />,
      { store: learnerAtStep('time', 'lingo-2-3', 2), autoRead: false },
    );
    for (let miss = 0; miss < 2; miss += 1) {
      // One minute past the end is never the start.
      await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
      await user.keyboard('{ArrowUp}{Enter}');
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const example = sessionSection().querySelector('[data-example-step]') as HTMLElement;
    expect(within(example).getByRole('group', { name: 'Time ribbon' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    for (let step = 0; step < 8 && sessionSection().dataset.state === 'worked-example'; step += 1) {
      await user.keyboard('{Enter}');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
  });
});
