import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  listColumn,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
  tabUntil,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Month } from '../../model/dates';
import { monthName } from '../../model/names';
import { generateMonths, monthCardId, type MonthsItem } from './model';
import MonthsOfTheYear from './MonthsOfTheYear';

const firstItem = (seed: number, step: number): MonthsItem =>
  firstItemOf(generateMonths, step, seed);

const cardNames = (list: HTMLElement): string[] =>
  [...list.querySelectorAll('[data-part="card-name"]')].map((name) => name.textContent ?? '');

let restoreLayout: (() => void) | undefined;
afterEach(() => {
  restoreLayout?.();
  restoreLayout = undefined;
});

describe('Months of the Year', () => {
  it('orders 3 months with the keyboard: Space picks up, arrows move, Space drops', async () => {
    // jsdom has no layout: each card gets a place in a column.
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'order') throw new Error('expected months to order');
    const { container } = renderWithProviders(
      <MonthsOfTheYear conceptId="calendar" lingoId="lingo-1-3" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Months of the Year' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Put the months in order.' });
    expect(cardNames(list)).toEqual(
      item.task.shuffled.map((month, index) => `${monthName(month)}, card ${index + 1} of 3`),
    );
    await expectNoA11yViolations(container);

    const order = item.task.shuffled.map(monthCardId);
    for (const [place, month] of item.task.months.entries()) {
      const id = monthCardId(month);
      const from = order.indexOf(id);
      if (from === place) continue;
      await tabUntil(user, (element) => element.getAttribute('data-id') === id);
      await user.keyboard('[Space]');
      await act(async () => {});
      for (let step = from; step > place; step -= 1) {
        await user.keyboard('[ArrowUp]');
        await act(async () => {});
      }
      await user.keyboard('[Space]');
      await act(async () => {});
      order.splice(from, 1);
      order.splice(place, 0, id);
    }
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `${item.task.months.map(monthName).slice(0, 2).join(', ')} and ${monthName(
        item.task.months[2] as Month,
      )}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('the shuffled order is checkable and wrong: right cards lock, the others are marked', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) =>
        item.task.kind === 'order' &&
        item.task.months.includes(12) &&
        item.task.months.includes(1) &&
        item.task.shuffled.indexOf(1) < item.task.shuffled.indexOf(12),
    );
    const item = firstItem(seed, 2);
    if (item.task.kind !== 'order') throw new Error('expected months to order');
    renderWithProviders(<MonthsOfTheYear conceptId="calendar" lingoId="lingo-1-3" seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-1-3', 2),
      autoRead: false,
    });
    const prompt = `Put the months in order, starting with ${monthName(item.task.months[0] as Month)}.`;
    expect(screen.getByRole('list', { name: prompt })).toBeInTheDocument();
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('After December a new year starts, with January.');
    const names = cardNames(screen.getByRole('list', { name: prompt }));
    expect(names.some((name) => name.endsWith('not in the right place'))).toBe(true);
  });

  it('step 3: picks the month right after or before with the keyboard', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (item) => item.task.kind === 'neighbour' && item.task.answer === 6,
    );
    const item = firstItem(seed, 3);
    if (item.task.kind !== 'neighbour') throw new Error('expected a neighbour question');
    const { container } = renderWithProviders(
      <MonthsOfTheYear conceptId="calendar" lingoId="lingo-1-3" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-3', 3), autoRead: false },
    );
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    const options = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(options).toHaveLength(3);
    expect(options).toContain('July');
    await expectNoA11yViolations(container);
    await pickCard(user, within(group).getByRole('radio', { name: 'July' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent('Say them in order: May, June, July. June comes first.');
    await pressButton(user, 'Try again');
    await pickCard(
      user,
      within(screen.getByRole('radiogroup', { name: item.prompt })).getByRole('radio', {
        name: 'June',
      }),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 4: fills the year ring by keyboard; wrong cards go back with the hint, right ones stay', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) =>
        item.task.kind === 'ring' &&
        item.task.blanks.every((month) => month !== 6 && month !== 7 && month > 2 && month < 11),
    );
    const item = firstItem(seed, 4);
    if (item.task.kind !== 'ring') throw new Error('expected the ring');
    const [a, b, c] = item.task.blanks as [Month, Month, Month];
    const { container } = renderWithProviders(
      <MonthsOfTheYear conceptId="calendar" lingoId="lingo-1-3" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-3', 4), autoRead: false },
    );
    const ring = screen.getByRole('group', { name: 'Year ring' });
    expect(ring).toHaveTextContent('Year ring, 12 places, January at the top, going clockwise.');
    expect(
      screen.getByRole('button', { name: new RegExp(`^Place ${a}: empty, between `) }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    /** Enter on a month card, then Enter on a place: the keyboard's tap-tap. */
    async function put(user: UserEvent, month: Month, place: Month) {
      // A card sent back by a check reads "March, wrong" until it moves.
      await tabTo(
        user,
        screen.getByRole('button', { name: new RegExp(`^${monthName(month)}(, wrong)?$`) }),
      );
      await user.keyboard('{Enter}');
      await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Place ${place}: empty`) }));
      await user.keyboard('{Enter}');
    }
    // a and b swapped, c right.
    await put(user, a, b);
    await put(user, b, a);
    await put(user, c, c);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Look at the months on both sides of the empty place. Which month fits between them?',
    );
    const tray = screen.getByRole('list', { name: 'Month cards' });
    expect(
      within(tray).getByRole('button', { name: `${monthName(a)}, wrong` }),
    ).toBeInTheDocument();
    expect(
      within(tray).getByRole('button', { name: `${monthName(b)}, wrong` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${monthName(c)}, place ${c}, right` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await put(user, a, a);
    await put(user, b, b);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent("That's it! You fixed it.");
  });
});
