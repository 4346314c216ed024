import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  listColumn,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import DaysOfTheWeek from './DaysOfTheWeek';
import {
  checkDaysOfTheWeek,
  dayId,
  dayInBox,
  daysOfTheWeekModel,
  solutionOf,
  type DaysOfTheWeekItem,
} from './model';

const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const firstItem = (step: number, seed: number): DaysOfTheWeekItem =>
  firstItemOf(daysOfTheWeekModel.generate, step, seed);

/** A SortSequence card's name: its visually hidden name text. */
const cardNameOf = (element: Element): string | null =>
  element.querySelector('[data-part="card-name"]')?.textContent ?? null;

let restoreLayout: (() => void) | null = null;
afterEach(() => {
  restoreLayout?.();
  restoreLayout = null;
});

describe('Days of the Week', () => {
  it('orders 3 day cards with the keyboard: Space picks up, arrows move, Space drops', async () => {
    // jsdom has no layout: each card gets a place in a column, 70 px apart.
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(1, seed);
    if (item.task.kind !== 'sort') throw new Error('expected cards');
    const { container } = renderWithProviders(
      <DaysOfTheWeek conceptId="calendar" lingoId="lingo-1-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Days of the Week' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Put the days of the week in order.' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map(cardNameOf)).toEqual(
      item.task.cards.map((day, index) => `${names[day]}, card ${index + 1} of 3`),
    );
    expect(
      screen.getByText('Row of 3 places, each with a card to put in order.'),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const order = item.task.cards.map(dayId);
    for (const [place, id] of solutionOf(item.task).map(dayId).entries()) {
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
    await tabUntil(user, (element) => element.textContent === 'Check');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `In order: ${solutionOf(item.task)
        .map((day) => names[day])
        .join(', ')}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('a wrapping run with Saturday left last gets the wrap hint, and right cards lock', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(2, candidate),
      (candidate) =>
        candidate.task.kind === 'sort' &&
        checkDaysOfTheWeek(candidate, { kind: 'order', days: candidate.task.cards })
          .misconception === 'wrap',
    );
    const item = firstItem(2, seed);
    if (item.task.kind !== 'sort') throw new Error('expected cards');
    const { container } = renderWithProviders(
      <DaysOfTheWeek conceptId="calendar" lingoId="lingo-1-1" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-1', 2), autoRead: false },
    );
    // The shuffled cards are an answer: Check works before anything moves.
    await tabUntil(user, (element) => element.textContent === 'Check');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('After Saturday the week starts again with Sunday.');
    const list = screen.getByRole('list', { name: 'Put the days of the week in order.' });
    expect(cardNameOf(within(list).getByText('Saturday').closest('[data-id]') as Element)).toMatch(
      /not in the right place$/,
    );
    await expectNoA11yViolations(container);
  });

  it('step 3 fixes the spoken start day in place 1', async () => {
    const seed = 5;
    const item = firstItem(3, seed);
    if (item.task.kind !== 'sort') throw new Error('expected cards');
    const start = names[item.task.start] as string;
    const { container } = renderWithProviders(
      <DaysOfTheWeek conceptId="calendar" lingoId="lingo-1-1" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-1', 3), autoRead: false },
    );
    const prompt = `Start the week with ${start}. Put the days in order.`;
    const list = screen.getByRole('list', { name: prompt });
    // The start card is locked: not a movable button, read as in its right place.
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(
      within(list).getByRole('img', { name: `${start}, card 1 of 7, right place, locked` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Row of 7 places. Place 1: ${start}. Places 2 to 7: cards to put in order.`),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('step 4 fills the blanks of a week strip from cards of 3, by keyboard', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(4, candidate),
      (candidate) => candidate.task.kind === 'blanks' && candidate.task.blanks.length === 2,
    );
    const item = firstItem(4, seed);
    if (item.task.kind !== 'blanks') throw new Error('expected blanks');
    const { task } = item;
    const { container } = renderWithProviders(
      <DaysOfTheWeek conceptId="calendar" lingoId="lingo-1-1" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-1', 4), autoRead: false },
    );
    const strip = screen.getByRole('list', { name: 'Week strip with missing days' });
    const boxes = within(strip).getAllByRole('listitem');
    expect(boxes).toHaveLength(7);
    for (const box of task.blanks) expect(boxes[box]).toHaveTextContent(`Box ${box + 1}, blank`);
    await expectNoA11yViolations(container);

    const [first, second] = task.blanks as [number, number];
    const firstGrid = screen.getByRole('radiogroup', {
      name: `Box ${first + 1}: which day is missing?`,
    });
    await pickCard(
      user,
      within(firstGrid).getByRole('radio', { name: names[dayInBox(task, first)] }),
    );
    // One blank is not enough: Check waits for both.
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    expect(boxes[first]).toHaveTextContent(
      `${names[dayInBox(task, first)]}, box ${first + 1}, filled in`,
    );
    const secondGrid = screen.getByRole('radiogroup', {
      name: `Box ${second + 1}: which day is missing?`,
    });
    await pickCard(
      user,
      within(secondGrid).getByRole('radio', { name: names[dayInBox(task, second)] }),
    );
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 4: a wrong day for a gap asks for the day after its neighbour', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(4, candidate),
      (candidate) =>
        candidate.task.kind === 'blanks' &&
        candidate.task.blanks.length === 1 &&
        (candidate.task.blanks[0] as number) > 0 &&
        ![0, 6].includes(dayInBox(candidate.task, candidate.task.blanks[0] as number)),
    );
    const item = firstItem(4, seed);
    if (item.task.kind !== 'blanks') throw new Error('expected blanks');
    const box = item.task.blanks[0] as number;
    const before = names[dayInBox(item.task, box - 1)] as string;
    renderWithProviders(<DaysOfTheWeek conceptId="calendar" lingoId="lingo-1-1" seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-1-1', 4),
      autoRead: false,
    });
    await pickCard(user, screen.getByRole('radio', { name: before }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `The box before the gap is ${before}. Which day comes right after ${before}?`,
    );
  });
});
