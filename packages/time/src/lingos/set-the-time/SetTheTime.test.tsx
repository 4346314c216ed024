import { clockTime, turnClockTo } from '../../widgets/AnalogClock/clockTesting';
import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faceValue, formatDigital, formatWords, nextHour } from '../../model/time';
import { generateSetTheTime, setTheTimeText } from './model';
import SetTheTime from './SetTheTime';

/** The target time of the prompt on screen, as face minutes. */
function target(): number {
  const prompt = screen.getAllByText(/^Set the clock to /)[0]?.textContent ?? '';
  const [, hour, minute] = /(\d{1,2}):(\d\d)\.$/.exec(prompt) ?? [];
  return (Number(hour) % 12) * 60 + Number(minute);
}

/** Turns the clock to a face time with the keyboard, from its minute hand. */
async function setClock(user: UserEvent, goal: number): Promise<void> {
  screen.getByRole('slider', { name: 'Minute hand' }).focus();
  await turnClockTo(user, goal);
}

describe('Set the Time', () => {
  it('sets the clock by keyboard and checks it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <SetTheTime conceptId="time" lingoId="lingo-1-2" seed={5} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Set the Time' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your clock' })).toBeInTheDocument();
    // The clock's sliders speak the hands, never the digits.
    expect(
      screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuetext'),
    ).toMatch(/^(points at|is \d small)/);
    await expectNoA11yViolations(container);
    await setClock(user, target());
    expect(clockTime()).toBe(target());
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names swapped hands and flashes the hands', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SetTheTime conceptId="time" lingoId="lingo-1-2" seed={5} />, {
      autoRead: false,
    });
    const goal = target();
    const hour = Math.floor(goal / 60) || 12;
    const minute = goal % 60;
    // The short hand on the minute's number, the long hand on the hour.
    const swapped = ((minute === 0 ? 12 : Math.floor(minute / 5)) % 12) * 60 + (hour % 12) * 5;
    expect(swapped).not.toBe(goal);
    await setClock(user, swapped);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(
      screen.getByText(
        'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
      ),
    ).toBeInTheDocument();
  });

  it('H-45 speaks about the item’s own hours (quarter to 9 set to 9:45)', async () => {
    const user = userEvent.setup();
    // A quarter-to item whose hour is not the curriculum example's 3.
    const seed = firstSeed(
      (candidate) => firstItemOf(generateSetTheTime, 2, candidate),
      (item) => faceValue(item.target).minute === 45 && faceValue(item.target).hour !== 3,
    );
    renderWithProviders(<SetTheTime conceptId="time" lingoId="lingo-1-2" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-1-2', 2),
      autoRead: false,
    });
    const goal = target();
    const { hour } = faceValue(goal);
    await setClock(user, (goal + 60) % 720);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `The short hand is close to ${nextHour(hour)}, but it has not got there yet. It is still ${hour}-something: ${formatDigital(
        goal,
      )}, ${formatWords(goal)}.`,
    );
    expect(feedback()).not.toHaveTextContent('3:45, quarter to 4');
  });

  it('describes "Your clock" as it is now, not as it started', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItemOf(generateSetTheTime, 1, seed);
    renderWithProviders(<SetTheTime conceptId="time" lingoId="lingo-1-2" seed={seed} />, {
      autoRead: false,
    });
    // Step 1 shows the minute numbers, so the long hand is told in minutes.
    expect(screen.getByText(setTheTimeText(item, item.start, true))).toBeInTheDocument();
    const goal = target();
    await setClock(user, goal);
    expect(clockTime()).toBe(goal);
    expect(screen.getByText(setTheTimeText(item, goal, true))).toBeInTheDocument();
    expect(screen.queryByText(setTheTimeText(item, item.start, true))).toBeNull();
  });
});
