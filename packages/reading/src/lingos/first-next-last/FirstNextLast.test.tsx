import {
  arrowTo,
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  listColumn,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import FirstNextLast from './FirstNextLast';
import { firstNextLastModel, solutionOf, type FirstNextLastItem } from './model';

const itemFor = (step: number) => (seed: number) =>
  firstItemOf(firstNextLastModel.generate, step, seed) as FirstNextLastItem;

/** A SortSequence card's name: its visually hidden name text. */
const cardNameOf = (element: Element): string | null =>
  element.querySelector('[data-part="card-name"]')?.textContent ?? null;

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name || element.textContent === name;

/** Moves the cards into `wanted` with the keyboard: Space picks up, arrows move, Space drops. */
async function orderCards(user: UserEvent, shown: readonly string[], wanted: readonly string[]) {
  const order = [...shown];
  for (const [place, id] of wanted.entries()) {
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
}

async function check(user: UserEvent) {
  await tabUntil(user, named('Check'));
  await user.keyboard('{Enter}');
}

describe('First, Next, Last', () => {
  let restoreLayout = () => {};
  afterEach(() => {
    restoreLayout();
    restoreLayout = () => {};
  });

  it('orders 3 event cards with pictures by keyboard at step 1, and reads the story', async () => {
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const seed = 4;
    const item = itemFor(1)(seed);
    if (item.task.kind !== 'order') throw new Error('expected cards');
    const { container } = renderWithProviders(
      <FirstNextLast conceptId="reading" lingoId="lingo-1-3" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'First, Next, Last' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Put the events in order. First at the top.' });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(3);
    expect(cardNameOf(cards[0]!)).toBe(`${item.task.cards[0]!.text}, card 1 of 3`);
    // Each card draws its pictures as art, hidden: the card's text names it.
    expect(list.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
    const story = screen.getByRole('region', { name: `Story: ${item.passage.title}` });
    expect(within(story).getByRole('button', { name: /^Read aloud/ })).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await orderCards(
      user,
      item.task.cards.map((card) => card.id),
      solutionOf(item.task.cards),
    );
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(/Order correct/);
    await expectNoA11yViolations(container);
  });

  it('marks the cards out of place, gives the hint, and points at their sentences', async () => {
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    // A step-2 order item whose shown order has the first card out of place.
    const seed = firstSeed(itemFor(2), (item) => {
      if (item.task.kind !== 'order' || item.passage.id !== '1-3-c') return false;
      return item.task.cards[0]?.index !== 0;
    });
    const { container } = renderWithProviders(
      <FirstNextLast conceptId="reading" lingoId="lingo-1-3" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-1-3', 2), autoRead: false },
    );
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      "The word 'First' tells you which comes at the start. Find it in the story.",
    );
    const wrong = document.querySelectorAll('[data-state="incorrect"][data-id]');
    expect(wrong.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Look here' }));
    const lit = document.querySelectorAll('[data-look-here="true"]');
    expect(lit.length).toBe(wrong.length);
    await expectNoA11yViolations(container);
  });

  it('asks what happens first or last with 3 choices at step 2, each with its own hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(itemFor(2), (item) => item.task.kind === 'choice');
    const item = itemFor(2)(seed);
    if (item.task.kind !== 'choice') throw new Error('expected choices');
    const wrong = item.task.choices.find((choice) => !choice.correct)!;
    const right = item.task.choices.find((choice) => choice.correct)!;
    const { container } = renderWithProviders(
      <FirstNextLast conceptId="reading" lingoId="lingo-1-3" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-1-3', 2), autoRead: false },
    );
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expectNoA11yViolations(container);

    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, wrong.text);
    await user.keyboard('{Enter}');
    await check(user);
    expect(feedback()).toHaveTextContent(wrong.hint!);

    await tabUntil(user, named('Try again'));
    await user.keyboard('{Enter}');
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, right.text);
    await user.keyboard('{Enter}');
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
