import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateSum, type SummarySortItem } from './model';
import SumItUp from './SumItUp';

const lingo = { conceptId: 'reading', lingoId: 'lingo-3-3' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, text: string, bin: 'Important' | 'Small detail') {
  await tabTo(
    user,
    screen.getByRole('button', { name: new RegExp(`^Card \\d of 6: ${escape(text)}$`) }),
  );
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  await user.keyboard('{Enter}');
}

async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

describe('Sum It Up', () => {
  it('picks the best summary out of 2 at step 1, by keyboard', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItemOf(generateSum, 1, seed);
    if (item.kind !== 'choice') throw new Error('choice expected');
    const right = item.choices.find((choice) => choice.correct)!;
    const { container } = renderWithProviders(<SumItUp {...lingo} seed={seed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sum It Up' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const grid = screen.getByRole('radiogroup', { name: 'Which is the best summary?' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    await pickCard(user, within(grid).getByRole('radio', { name: right.text }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('sorts at step 2: the important cards out of order get the order hint', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItemOf(generateSum, 2, seed) as SummarySortItem;
    expect(item.kind).toBe('sort');
    const important = item.task.order.map(
      (id) => item.task.cards.find((card) => card.id === id)!.text,
    );
    const details = item.task.cards.filter((card) => card.bin !== 'important');
    const { container } = renderWithProviders(<SumItUp {...lingo} seed={seed} />, {
      store: learnerAtStep('reading', 'lingo-3-3', 2),
    });
    expect(screen.getByText(/^Summary basket: 3 places\./)).toBeInTheDocument();
    await expectNoA11yViolations(container);
    // The important cards go in last to first, so the basket holds them out of order.
    for (const text of [...important].reverse()) await sortInto(user, text, 'Important');
    for (const card of details) await sortInto(user, card.text, 'Small detail');
    const basket = screen.getByRole('list', { name: /^Summary basket/ });
    const inBasket = within(basket).getAllByRole('listitem');
    for (const [place, text] of [...important].reverse().entries()) {
      expect(inBasket[place]).toHaveTextContent(`${text}, card ${place + 1} of 3`);
    }
    await expectNoA11yViolations(container);
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('A summary keeps the order of the story.');
  });

  it('takes a sort in story order first time, and the finished summary is read', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItemOf(generateSum, 2, seed) as SummarySortItem;
    const important = item.task.order.map(
      (id) => item.task.cards.find((card) => card.id === id)!.text,
    );
    const { container, engine } = renderWithProviders(<SumItUp {...lingo} seed={seed} />, {
      store: learnerAtStep('reading', 'lingo-3-3', 2),
    });
    const detail = item.task.cards.find((card) => card.bin !== 'important')!;
    // A detail called important bounces back with the details hint.
    await sortInto(user, detail.text, 'Important');
    // A card says its words when it gets keyboard focus.
    expect(engine.spoken.map((said) => said.parts.join(' '))).toContain(detail.text);
    for (const text of important) await sortInto(user, text, 'Important');
    for (const card of item.task.cards.filter(
      (each) => each.bin !== 'important' && each !== detail,
    )) {
      await sortInto(user, card.text, 'Small detail');
    }
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Those are small details. A summary tells the most important events from beginning to end.',
    );
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await sortInto(user, detail.text, 'Small detail');
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(important.join(' '));
    expect(engine.spoken.some((said) => said.parts.join(' ').includes(important[0]!))).toBe(true);
    await expectNoA11yViolations(container);
  });
});
