import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { daysBetween, type CalendarDate } from '../../model/dates';
import { formatFull, formatSpoken, monthYear } from '../../model/names';
import HowManySleeps from './HowManySleeps';
import { hopsAfterTap } from './SleepsGrid';
import {
  generateHowManySleeps,
  type CountSleepsItem,
  type HowManySleepsItem,
  type TapWeeksItem,
} from './model';

const lingo = { conceptId: 'calendar', lingoId: 'lingo-2-4' } as const;
const firstItem = (seed: number, step: number): HowManySleepsItem =>
  firstItemOf(generateHowManySleeps, step, seed);
/** A date's cell, by the start of its name ("Tuesday, June 16, 2026"). */
const cell = (date: CalendarDate): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${formatFull(date)}`) });

async function typeAnswer(user: UserEvent, label: string, value: number) {
  await tabTo(user, screen.getByRole('textbox', { name: label }));
  await user.keyboard(String(value));
}

async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

describe('hopsAfterTap', () => {
  const start = { year: 2026, month: 6, day: 30 } as const;
  const july = (day: number) => ({ year: 2026, month: 7, day }) as const;

  it('hops to the next day only, across the month end', () => {
    expect(hopsAfterTap(start, [], july(1))).toEqual([july(1)]);
    expect(hopsAfterTap(start, [july(1)], july(2))).toEqual([july(1), july(2)]);
    expect(hopsAfterTap(start, [july(1)], july(3))).toBeUndefined();
  });

  it('goes back to a day already hopped to, or to the star', () => {
    expect(hopsAfterTap(start, [july(1), july(2), july(3)], july(1))).toEqual([july(1)]);
    expect(hopsAfterTap(start, [july(1), july(2)], start)).toEqual([]);
  });
});

describe('How Many Sleeps?', () => {
  it('step 1: hops day by day with the arrows and Enter, then types the sleeps', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1) as CountSleepsItem;
    const sleeps = daysBetween(item.today, item.goal);
    const { container } = renderWithProviders(<HowManySleeps {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'How Many Sleeps?' })).toBeVisible();
    expect(
      screen.getByText(
        new RegExp(
          `^Today: ${formatSpoken(item.today)}, with a star\\. Goal: ${formatSpoken(item.goal)}, with `,
        ),
      ),
    ).toBeInTheDocument();
    expect(cell(item.today)).toHaveAccessibleName(`${formatFull(item.today)}, today`);
    expect(cell(item.goal)).toHaveAccessibleName(new RegExp(`^${formatFull(item.goal)}.*, goal$`));
    await expectNoA11yViolations(container);
    await tabTo(user, cell(item.today));
    for (let hop = 1; hop <= sleeps; hop += 1) {
      await user.keyboard('{ArrowRight}{Enter}');
    }
    expect(
      screen.getAllByRole('status').some((region) => /^Hop \d+: /.test(region.textContent ?? '')),
    ).toBe(true);
    expect(cell(item.goal)).toHaveAccessibleName(new RegExp(`hop ${sleeps}$`));
    await typeAnswer(user, 'Sleeps', sleeps);
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('counting the start box gets the hops-not-boxes hint; 0 gets a kind word and no miss', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 1) as CountSleepsItem;
    const { store } = renderWithProviders(<HowManySleeps {...lingo} seed={seed} />, {
      autoRead: false,
    });
    await typeAnswer(user, 'Sleeps', 0);
    await check(user);
    expect(feedback()).toHaveTextContent(/^Zero sleeps would mean .* is today\./);
    // Not a miss: nothing was recorded for mastery.
    expect(store.get('calendar', 'lingo-2-4')).toBeUndefined();
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await typeAnswer(user, 'Sleeps', daysBetween(item.today, item.goal) + 1);
    await check(user);
    expect(feedback()).toHaveTextContent(
      'Count the hops, not the boxes. You have not slept yet today, so today does not count.',
    );
  });

  it('step 4: goes on to the next month with the arrow and hops across the month end', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 4) as CountSleepsItem;
    const sleeps = daysBetween(item.today, item.goal);
    const { container } = renderWithProviders(<HowManySleeps {...lingo} seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-4', 4),
      autoRead: false,
    });
    expect(
      screen.getByRole('grid', {
        name: `Calendar for ${monthYear(item.today.year, item.today.month)}`,
      }),
    ).toBeInTheDocument();
    await tabTo(user, cell(item.today));
    // The arrows run past the month's last date into the next month.
    for (let hop = 1; hop <= sleeps; hop += 1) await user.keyboard('{ArrowRight}{Enter}');
    expect(
      screen.getByRole('grid', {
        name: `Calendar for ${monthYear(item.goal.year, item.goal.month)}`,
      }),
    ).toBeInTheDocument();
    expect(cell(item.goal)).toHaveAccessibleName(new RegExp(`hop ${sleeps}$`));
    await typeAnswer(user, 'Sleeps', sleeps - item.goal.day);
    await check(user);
    expect(feedback()).toHaveTextContent(
      'After the last day of the month, the next sleep takes you to the 1st.',
    );
    await expectNoA11yViolations(container);
  });

  it('step 3: taps the date some weeks on; the day before gets the hops-not-boxes hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (item) => item.kind === 'tap-weeks',
    );
    const item = firstItem(seed, 3) as TapWeeksItem;
    const { container } = renderWithProviders(<HowManySleeps {...lingo} seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-4', 3),
      autoRead: false,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    const dayBefore = { ...item.goal, day: item.goal.day - 1 };
    await user.click(cell(dayBefore));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Count the hops, not the boxes.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(cell(item.goal));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('two misses in a row show the worked example: the star, then the hops drawn one step at a time', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<HowManySleeps {...lingo} seed={9} />, {
      autoRead: false,
    });
    for (let miss = 1; miss <= 2; miss += 1) {
      await typeAnswer(user, 'Sleeps', 30);
      await check(user);
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await tabTo(user, screen.getByRole('button', { name: 'Next' }));
      await user.keyboard('{Enter}');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Today is \w+day, \w+ \d+, with the star\. Today does not count\.$/,
    );
    expect(screen.queryAllByRole('button', { name: /, hop \d+$/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Hop one day at a time: 1 to /,
    );
    expect(screen.getAllByRole('button', { name: /, hop \d+$/ }).length).toBeGreaterThan(0);
    await expectNoA11yViolations(container);
  });
});
