import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monthName } from '../../model/names';
import DaysInEachMonth from './DaysInEachMonth';
import {
  generateDaysInEachMonth,
  monthDaysAnswer,
  sortBinFor,
  sortBinLabels,
  type DaysInEachMonthItem,
  type LeapYearItem,
  type MonthDaysItem,
  type MonthSortItem,
} from './model';

const lingo = { conceptId: 'calendar', lingoId: 'lingo-2-3' } as const;
const firstItem = (seed: number, step: number): DaysInEachMonthItem =>
  firstItemOf(generateDaysInEachMonth, step, seed);
const card = (name: string): HTMLElement => screen.getByRole('radio', { name });
const cardName = (choice: string): string => `${choice} days`;

async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

/** Enter on a month card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, month: number, binLabel: string) {
  await tabTo(
    user,
    screen.getByRole('button', { name: new RegExp(`^Month \\d of 4: ${monthName(month as 1)}$`) }),
  );
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${binLabel} bin`) }));
  await user.keyboard('{Enter}');
}

describe('Days in Each Month', () => {
  it('step 1: the labelled hands, a right card by keyboard, then the month page with its last date', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1) as MonthDaysItem;
    const { container } = renderWithProviders(<DaysInEachMonth {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Days in Each Month' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: item.prompt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Knuckle: January, 31 days' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, card(cardName(monthDaysAnswer(item.month))));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    const last = new Date(Date.UTC(item.year, item.month, 0)).getUTCDate();
    expect(
      screen.getByRole('grid', { name: `Calendar for ${monthName(item.month)} ${item.year}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`ends on the ${last}(st|th), so it has ${last} days\\.$`)),
    ).toBeVisible();
    await expectNoA11yViolations(container);
  });

  it('step 2: unlabelled hands; August given 30 lights July and August with the knuckle hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.kind === 'month-days' && item.month === 8,
    );
    const { container } = renderWithProviders(<DaysInEachMonth {...lingo} seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-3', 2),
      autoRead: false,
    });
    const january = screen.getByRole('button', { name: 'Knuckle 1 of the left hand' });
    await user.click(january);
    expect(january).toHaveAccessibleName('Knuckle: January');
    await pickCard(user, card('30 days'));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'July and August both sit on knuckles. After July, start again on the first knuckle, so August has 31 too.',
    );
    expect(screen.getByRole('button', { name: 'Knuckle: July' })).toHaveAttribute(
      'data-state',
      'lit',
    );
    expect(screen.getByRole('button', { name: 'Knuckle: August' })).toHaveAttribute(
      'data-state',
      'lit',
    );
    expect(screen.queryByRole('grid')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('step 3: Check bounces the misplaced card back with its hint, keeps the right ones, then takes the fixed sort', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (item) => item.kind === 'month-sort' && item.months.includes(8),
    );
    const item = firstItem(seed, 3) as MonthSortItem;
    const { container } = renderWithProviders(<DaysInEachMonth {...lingo} seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-3', 3),
      autoRead: false,
    });
    for (const month of item.months) {
      const bin = month === 8 ? 'days-30' : sortBinFor(month);
      await sortInto(user, month, sortBinLabels[bin]);
    }
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('July and August both sit on knuckles.');
    const tray = screen.getByRole('group', { name: 'To sort' });
    expect(
      within(tray).getByRole('button', { name: /^Month \d of 4: August$/ }),
    ).toBeInTheDocument();
    expect(within(tray).getAllByRole('button')).toHaveLength(1);
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await sortInto(user, 8, '31 days');
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: the leap-year strip is offered as a hint; a right answer with it open is practice', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) => item.kind === 'leap-year' && item.year === 2028,
    );
    const item = firstItem(seed, 4) as LeapYearItem;
    const { container } = renderWithProviders(<DaysInEachMonth {...lingo} seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-3', 4),
      autoRead: false,
    });
    expect(screen.getByRole('radiogroup', { name: item.prompt })).toBeInTheDocument();
    await tabTo(user, screen.getByRole('button', { name: 'Show leap years' }));
    await user.keyboard('{Enter}');
    const strip = screen.getByRole('list', { name: 'Years 2024 to 2035' });
    expect(within(strip).getByText('2028, leap year')).toBeInTheDocument();
    expect(within(strip).queryByText('2027, leap year')).toBeNull();
    await expectNoA11yViolations(container);
    await pickCard(user, card('29 days'));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      'Right! 2028 is a leap year. Next time, try it without the strip.',
    );
  });

  it('two misses in a row show the worked example: counting along the knuckles to the month', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<DaysInEachMonth {...lingo} seed={7} />, {
      autoRead: false,
    });
    for (let miss = 1; miss <= 2; miss += 1) {
      const prompt = screen.getByRole('radiogroup').getAttribute('aria-label') ?? '';
      const month = prompt.replace(/^How many days does (\w+) have\?$/, '$1');
      const wrong = within(screen.getByRole('radiogroup'))
        .getAllByRole('radio')
        .find((radio) => {
          const right =
            month === 'February'
              ? '28 or 29 days'
              : /^(April|June|September|November)$/.test(month)
                ? '30 days'
                : '31 days';
          return radio.getAttribute('aria-label') !== right;
        });
      await pickCard(user, wrong as HTMLElement);
      await check(user);
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await tabTo(user, screen.getByRole('button', { name: 'Next' }));
      await user.keyboard('{Enter}');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Make two fists. Start on the first knuckle of the left fist: January.',
    );
    expect(screen.getByRole('button', { name: 'Knuckle: January, 31 days' })).toHaveAttribute(
      'data-state',
      'lit',
    );
    await expectNoA11yViolations(container);
  });
});
