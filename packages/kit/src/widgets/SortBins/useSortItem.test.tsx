import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Placement } from '../../interaction/dnd/places';
import type { SessionPhase } from '../../model/session';
import type { CheckResult } from '../../model/types';
import { expectNoA11yViolations } from '../../testing';
import { SortBins } from './SortBins';
import { sortBinsMarks } from './sortBinsModel';
import { useSortItem } from './useSortItem';

const days = [
  { id: 'sat', label: 'Saturday', content: 'Saturday' },
  { id: 'wed', label: 'Wednesday', content: 'Wednesday' },
  { id: 'mon', label: 'Monday', content: 'Monday' },
  { id: 'sun', label: 'Sunday', content: 'Sunday' },
];
const bins = [
  { id: 'weekday', label: 'Weekday' },
  { id: 'weekend', label: 'Weekend' },
];
const solution = [
  { id: 'sat', bin: 'weekend' },
  { id: 'wed', bin: 'weekday' },
  { id: 'mon', bin: 'weekday' },
  { id: 'sun', bin: 'weekend' },
];
const right = Object.fromEntries(solution.map(({ id, bin }) => [id, bin]));

interface DaysSortProps {
  readonly workedExample?: number;
  readonly stepsPerCard?: number;
  readonly markWorkedExample?: boolean;
}

/**
 * One practice item as the session drives it: Check marks the sort, Try again goes back to
 * answering with the next attempt and the result kept; the answer is shown as text.
 */
function DaysSort({ workedExample, stepsPerCard, markWorkedExample }: DaysSortProps) {
  const [state, setState] = useState<SessionPhase>('answering');
  const [result, setResult] = useState<CheckResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Placement | undefined>(undefined);
  const sort = useSortItem<Placement>({
    state,
    result,
    attempt,
    workedExample: workedExample === undefined ? null : { index: workedExample },
    setAnswer,
    toAnswer: (placement) =>
      days.every((day) => (placement[day.id] ?? null) !== null) ? placement : undefined,
    solution,
    ...(stepsPerCard ? { stepsPerCard } : {}),
    ...(markWorkedExample ? { markWorkedExample } : {}),
  });

  function check() {
    if (!answer) return;
    const marks = sortBinsMarks(answer, right);
    const correct = Object.values(marks).every((mark) => mark === 'correct');
    setResult({ correct, marks });
    setState(correct ? 'correct' : 'incorrect');
  }

  return (
    <>
      <SortBins
        label="Weekday or weekend?"
        trayLabel="Days to sort"
        items={days}
        bins={bins}
        noun={{ one: 'day', other: 'days' }}
        {...sort}
        disabled={state !== 'answering' || workedExample !== undefined}
      />
      <p data-testid="answer">{answer ? 'complete' : 'none'}</p>
      <button type="button" onClick={check}>
        Check
      </button>
      <button
        type="button"
        onClick={() => {
          setState('answering');
          setAttempt((current) => current + 1);
        }}
      >
        Try again
      </button>
    </>
  );
}

const dayName = (day: string, index: number) => `Day ${index} of 4: ${day}`;
const tray = () => screen.getByRole('group', { name: 'Days to sort' });
const bin = (name: string) => screen.getByRole('group', { name });
const answer = () => screen.getByTestId('answer');

async function sort(user: ReturnType<typeof userEvent.setup>, into: Record<string, string>) {
  for (const [day, binLabel] of Object.entries(into)) {
    const index = days.findIndex((each) => each.label === day) + 1;
    await user.click(screen.getByRole('button', { name: dayName(day, index) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${binLabel} bin`) }));
  }
}

describe('useSortItem', () => {
  it('sets the answer only once every card is in a bin', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekday', Monday: 'Weekday' });
    expect(answer()).toHaveTextContent('none');
    await sort(user, { Sunday: 'Weekend' });
    expect(answer()).toHaveTextContent('complete');
  });

  it('bounces the misplaced cards at a wrong Check and locks only the right ones', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekend', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekday' });
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const wednesday = screen.getByRole('button', { name: dayName('Wednesday', 2) });
    const sunday = screen.getByRole('button', { name: dayName('Sunday', 4) });
    expect(within(tray()).getAllByRole('button')).toEqual([wednesday, sunday]);
    expect(wednesday).toHaveAttribute('data-state', 'incorrect');
    // Only the right cards still placed carry a mark: locked, said "right".
    expect(within(bin('Weekend')).getByText('Day 1 of 4: Saturday, right')).toBeInTheDocument();
    expect(within(bin('Weekday')).getByText('Day 3 of 4: Monday, right')).toBeInTheDocument();
    expect(screen.queryByText(/Wednesday, right|Sunday, right/)).not.toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('clears the answer when a retry starts, until the bounced cards are sorted again', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekend', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekend' });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // The bounce itself does not touch the answer; the retry does.
    expect(answer()).toHaveTextContent('complete');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(answer()).toHaveTextContent('none');

    await sort(user, { Wednesday: 'Weekday' });
    expect(answer()).toHaveTextContent('complete');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('group', { name: 'Weekday or weekend?' })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });

  it('shows a worked example one card per step, without marks', () => {
    const { rerender } = render(<DaysSort workedExample={0} />);
    expect(within(bin('Weekend')).getByText(dayName('Saturday', 1))).toBeInTheDocument();
    expect(within(tray()).getAllByRole('button')).toHaveLength(3);
    rerender(<DaysSort workedExample={2} />);
    expect(within(bin('Weekday')).getByText(dayName('Wednesday', 2))).toBeInTheDocument();
    expect(within(bin('Weekday')).getByText(dayName('Monday', 3))).toBeInTheDocument();
    expect(within(tray()).getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: dayName('Sunday', 4) }),
    ]);
    expect(screen.queryByText(/, right$/)).not.toBeInTheDocument();
  });

  it('shows no bounce over a worked example that follows a wrong check', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekday', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekday' });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const sunday = () => screen.getByRole('button', { name: dayName('Sunday', 4) });
    expect(within(tray()).getAllByRole('button')).toEqual([sunday()]);
    expect(sunday()).toHaveAttribute('data-state', 'incorrect');

    // The example's first step: Sunday is still in the tray, but not as a bounced card.
    rerender(<DaysSort workedExample={0} />);
    expect(within(tray()).getAllByRole('button')).toHaveLength(3);
    expect(sunday()).not.toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByRole('group', { name: 'Weekday or weekend?' })).not.toHaveAttribute(
      'data-state',
      'incorrect',
    );
  });

  it('paces a worked example by its steps per card, and marks it when asked', () => {
    const { rerender } = render(<DaysSort workedExample={0} stepsPerCard={2} markWorkedExample />);
    // Step 0 introduces Saturday; it lands at step 1.
    expect(within(tray()).getAllByRole('button')).toHaveLength(4);
    rerender(<DaysSort workedExample={1} stepsPerCard={2} markWorkedExample />);
    expect(within(bin('Weekend')).getByText('Day 1 of 4: Saturday, right')).toBeInTheDocument();
    expect(within(tray()).getAllByRole('button')).toHaveLength(3);
  });
});
