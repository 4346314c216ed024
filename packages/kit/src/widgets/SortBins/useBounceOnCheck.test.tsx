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
import { useBounceOnCheck } from './useBounceOnCheck';

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
const solution = { sat: 'weekend', wed: 'weekday', mon: 'weekday', sun: 'weekend' };
const hint = 'Saturday and Sunday are the weekend.';

/**
 * A whole-sort Check as a practice session runs it: Check marks the sort (`incorrect` or
 * `correct`), Try again goes back to answering with the result kept. The sort stays movable
 * while `incorrect`, so a second bounce of the same check would show.
 */
function DaysSort({ withHint = true }: { readonly withHint?: boolean }) {
  const [placement, setPlacement] = useState<Placement>({});
  const [state, setState] = useState<SessionPhase>('answering');
  const [result, setResult] = useState<CheckResult | null>(null);
  const { feedback, clearFeedback } = useBounceOnCheck({
    state,
    result,
    placement,
    setPlacement,
    hint: withHint ? hint : undefined,
  });
  const rightMarks = Object.fromEntries(
    Object.entries(result?.marks ?? {}).filter(
      ([id, mark]) => mark === 'correct' && (placement[id] ?? null) !== null,
    ),
  );

  function check() {
    const marks = sortBinsMarks(placement, solution);
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
        placement={placement}
        onPlace={(itemId, binId) => {
          setPlacement((current) => ({ ...current, [itemId]: binId }));
          clearFeedback();
        }}
        marks={rightMarks}
        feedback={feedback}
      />
      <p data-testid="state">{state}</p>
      <button type="button" onClick={check}>
        Check
      </button>
      <button type="button" onClick={() => setState('answering')}>
        Try again
      </button>
    </>
  );
}

/** SortBins' own live region. */
function status(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

const dayName = (day: string, index: number) => `Day ${index} of 4: ${day}`;
const tray = () => screen.getByRole('group', { name: 'Days to sort' });
const bin = (name: string) => screen.getByRole('group', { name });

async function sort(user: ReturnType<typeof userEvent.setup>, into: Record<string, string>) {
  for (const [day, binLabel] of Object.entries(into)) {
    const index = days.findIndex((each) => each.label === day) + 1;
    await user.click(screen.getByRole('button', { name: dayName(day, index) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${binLabel} bin`) }));
  }
}

describe('useBounceOnCheck', () => {
  it('sends exactly the misplaced days back to the tray after a wrong check, with the hint', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekend', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekday' });
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByTestId('state')).toHaveTextContent('incorrect');
    const wednesday = screen.getByRole('button', { name: dayName('Wednesday', 2) });
    const sunday = screen.getByRole('button', { name: dayName('Sunday', 4) });
    expect(within(tray()).getAllByRole('button')).toEqual([wednesday, sunday]);
    expect(wednesday).toHaveAttribute('data-state', 'incorrect');
    expect(sunday).toHaveAttribute('data-state', 'incorrect');
    // The right days stay in their bin, locked and marked right.
    expect(within(bin('Weekend')).getByText('Day 1 of 4: Saturday, right')).toBeInTheDocument();
    expect(within(bin('Weekday')).getByText('Day 3 of 4: Monday, right')).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeVisible();
    // Two days from two bins: the count, then the hint.
    expect(status()).toBe(`2 days bounced back. ${hint}`);
    await expectNoA11yViolations(document.body);
  });

  it('bounces once per check: a day put back in the wrong bin stays until the next check', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekend', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekend' });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const wednesday = () => screen.getByRole('button', { name: dayName('Wednesday', 2) });
    expect(within(tray()).getAllByRole('button')).toEqual([wednesday()]);
    expect(status()).toBe(`Not Weekend. Wednesday bounced back. ${hint}`);

    // Still `incorrect`, same result: the move stands, the bounce and its hint are gone.
    await sort(user, { Wednesday: 'Weekend' });
    expect(screen.getByTestId('state')).toHaveTextContent('incorrect');
    expect(bin('Weekend')).toContainElement(wednesday());
    expect(within(tray()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bin('Weekend')).toContainElement(wednesday());

    // The next check is a new result: Wednesday bounces again, with a fresh feedback.
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(within(tray()).getAllByRole('button')).toEqual([wednesday()]);
    expect(wednesday()).toHaveAttribute('data-state', 'incorrect');
    expect(status()).toBe(`Not Weekend. Wednesday bounced back. ${hint}`);
    expect(screen.getByText(hint)).toBeVisible();
  });

  it('sends nothing back after a right check', async () => {
    const user = userEvent.setup();
    render(<DaysSort />);
    await sort(user, { Saturday: 'Weekend', Wednesday: 'Weekday', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekend' });
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByTestId('state')).toHaveTextContent('correct');
    expect(within(tray()).queryAllByRole('button')).toEqual([]);
    expect(within(bin('Weekend')).getByText('Day 1 of 4: Saturday, right')).toBeInTheDocument();
    expect(within(bin('Weekend')).getByText('Day 4 of 4: Sunday, right')).toBeInTheDocument();
    expect(within(bin('Weekday')).getByText('Day 2 of 4: Wednesday, right')).toBeInTheDocument();
    expect(within(bin('Weekday')).getByText('Day 3 of 4: Monday, right')).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(status()).not.toMatch(/bounced/);
    expect(screen.getByRole('group', { name: 'Weekday or weekend?' })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });

  it('bounces without a hint of its own when none is given', async () => {
    const user = userEvent.setup();
    render(<DaysSort withHint={false} />);
    await sort(user, { Saturday: 'Weekday', Wednesday: 'Weekday', Monday: 'Weekday' });
    await sort(user, { Sunday: 'Weekend' });
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(within(tray()).getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: dayName('Saturday', 1) }),
    ]);
    expect(status()).toBe('Not Weekday. Saturday bounced back.');
    expect(document.querySelector('[data-part="hint"]')).toBeNull();
  });
});
