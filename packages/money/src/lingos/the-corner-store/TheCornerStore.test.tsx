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
import { totalOf } from '../../model/cash';
import { formatAmount } from '../../model/format';
import { pieces, type PieceId } from '../../model/pieces';
import { bestPayment, generateCornerStore } from './model';
import TheCornerStore from './TheCornerStore';

const itemAt = (step: number, seed: number) => firstItemOf(generateCornerStore, step, seed);

/** Focuses a piece of a tray: Tab to the tray's one tab stop, then the arrows. */
async function focusPiece(user: UserEvent, target: HTMLElement) {
  const tray = target.closest('[role="group"]');
  const stop = tray?.querySelector<HTMLElement>('[data-piece][tabindex="0"]');
  if (!stop) throw new Error('No tab stop in the tray');
  await tabTo(user, stop);
  for (let presses = 0; presses < 20 && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
}

/** Puts pieces on the counter with the keyboard: to each purse piece, Enter; then Pay. */
async function pay(user: UserEvent, payment: readonly PieceId[]) {
  for (const piece of payment) {
    const purse = screen.getByRole('region', { name: 'Your purse' });
    const button = within(purse)
      .getAllByRole('button')
      .find((each) => each.dataset['piece'] === piece);
    if (!button) throw new Error(piece);
    await focusPiece(user, button);
    await user.keyboard('{Enter}');
  }
  expect(screen.getByRole('region', { name: 'Counter' })).toHaveTextContent(
    formatAmount(totalOf(payment)),
  );
  await tabTo(user, screen.getByRole('button', { name: 'Pay' }));
  await user.keyboard('{Enter}');
}

describe('The Corner Store', () => {
  it('pays, picks the change and checks it, by keyboard alone (step 1)', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = itemAt(1, seed);
    const { container } = renderWithProviders(
      <TheCornerStore conceptId="money" lingoId="lingo-3-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('list', { name: 'Shelf' })).toHaveTextContent(
      formatAmount(item.cashTotal),
    );
    await expectNoA11yViolations(container);
    const payment = bestPayment(item.purse, item.cashTotal) ?? [];
    await pay(user, payment);
    const change = totalOf(payment) - item.cashTotal;
    await pickCard(user, screen.getByRole('radio', { name: formatAmount(change) }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('says how much more is needed when the payment is short', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (s) => itemAt(1, s),
      (item) => item.purse.some((piece) => pieces[piece].value < item.cashTotal),
    );
    const item = itemAt(1, seed);
    renderWithProviders(<TheCornerStore conceptId="money" lingoId="lingo-3-1" seed={seed} />, {
      autoRead: false,
    });
    const small = [...item.purse].reverse()[0] as PieceId;
    await pay(user, [small]);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(new RegExp(`You need .* more\\.`));
  });

  it('asks to take back an extra piece', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (s) => itemAt(1, s),
      (item) => (bestPayment(item.purse, item.cashTotal)?.length ?? 9) < item.purse.length,
    );
    const item = itemAt(1, seed);
    renderWithProviders(<TheCornerStore conceptId="money" lingoId="lingo-3-1" seed={seed} />, {
      autoRead: false,
    });
    const payment = bestPayment(item.purse, item.cashTotal) ?? [];
    const rest = [...item.purse];
    for (const piece of payment) rest.splice(rest.indexOf(piece), 1);
    const extra = rest[0] as PieceId;
    await pay(user, [...payment, extra]);
    expect(feedback()).toHaveTextContent(
      `You paid enough without the ${pieces[extra].name}. Take it back.`,
    );
  });

  it('types the total and the change (step 3)', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = itemAt(3, seed);
    const { container } = renderWithProviders(
      <TheCornerStore conceptId="money" lingoId="lingo-3-1" seed={seed} />,
      { autoRead: false, store: learnerAtStep('money', 'lingo-3-1', 3) },
    );
    const dollars = (cents: number) =>
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    await tabTo(user, screen.getByRole('textbox', { name: 'The total: dollars' }));
    await user.keyboard(dollars(item.subtotal));
    await tabTo(user, screen.getByRole('button', { name: 'That is the total' }));
    await user.keyboard('{Enter}');
    const payment = bestPayment(item.purse, item.cashTotal) ?? [];
    await pay(user, payment);
    await tabTo(user, screen.getByRole('textbox', { name: 'Your change: dollars' }));
    await user.keyboard(dollars(totalOf(payment) - item.cashTotal));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
