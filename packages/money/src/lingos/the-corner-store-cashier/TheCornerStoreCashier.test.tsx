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
import { countUpSteps } from '../../model/cash';
import { formatAmount } from '../../model/format';
import type { PieceId } from '../../model/pieces';
import { countUpText } from '../../widgets/CashTray/cashTrayText';
import { generateCashier, roundedChoiceLabel } from './model';
import TheCornerStoreCashier from './TheCornerStoreCashier';

const itemAt = (step: number, seed: number) => firstItemOf(generateCashier, step, seed);

/** Gives pieces from the till with the keyboard: Tab into the till, arrows to each, Enter. */
async function give(user: UserEvent, change: readonly PieceId[]) {
  for (const piece of change) {
    const till = screen.getByRole('region', { name: 'Till' });
    const target = within(till)
      .getAllByRole('button')
      .find((each) => each.dataset['piece'] === piece);
    const stop = till.querySelector<HTMLElement>('[data-piece][tabindex="0"]');
    if (!target || !stop) throw new Error(piece);
    await tabTo(user, stop);
    for (let presses = 0; presses < 10 && document.activeElement !== target; presses += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(target).toHaveFocus();
    await user.keyboard('{Enter}');
  }
}

/** Tabs to Check and presses Enter (Enter on a till piece gives another piece). */
async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

const dollars = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('The Corner Store - 2', () => {
  it('gives change by counting up, narrated, by keyboard alone (step 1)', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = itemAt(1, seed);
    const { container } = renderWithProviders(
      <TheCornerStoreCashier conceptId="money" lingoId="lingo-3-2" seed={seed} />,
      { autoRead: false },
    );
    await expectNoA11yViolations(container);
    const steps = countUpSteps(item.total, item.total + item.change, item.till) ?? [];
    await give(
      user,
      steps.map((step) => step.piece),
    );
    expect(document.body).toHaveTextContent(
      `Counted up to ${formatAmount(item.total + item.change)}`,
    );
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Right change, with the fewest pieces!');
    await expectNoA11yViolations(container);
  });

  it('counts up in the hint when the change is short', async () => {
    const user = userEvent.setup();
    const seed = 2;
    renderWithProviders(
      <TheCornerStoreCashier conceptId="money" lingoId="lingo-3-2" seed={seed} />,
      { autoRead: false },
    );
    await give(user, ['nickel']);
    await check(user);
    expect(feedback()).toHaveTextContent(/^Count up from /);
  });

  it('picks the rounded cash total, then gives change (step 3)', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (s) => itemAt(3, s),
      (item) => item.method === 'cash',
    );
    const item = itemAt(3, seed);
    const { container } = renderWithProviders(
      <TheCornerStoreCashier conceptId="money" lingoId="lingo-3-2" seed={seed} />,
      { autoRead: false, store: learnerAtStep('money', 'lingo-3-2', 3) },
    );
    await pickCard(
      user,
      screen.getByRole('radio', { name: roundedChoiceLabel(item.total, item.subtotal) }),
    );
    await tabTo(user, screen.getByRole('button', { name: 'That is the total' }));
    await user.keyboard('{Enter}');
    const steps = countUpSteps(item.total, item.total + item.change, item.till) ?? [];
    await give(
      user,
      steps.map((step) => step.piece),
    );
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('says card payments are exact when a card total is rounded', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (s) => itemAt(3, s),
      (item) => item.method === 'card' && item.subtotal % 5 !== 0,
    );
    const item = itemAt(3, seed);
    renderWithProviders(
      <TheCornerStoreCashier conceptId="money" lingoId="lingo-3-2" seed={seed} />,
      { autoRead: false, store: learnerAtStep('money', 'lingo-3-2', 3) },
    );
    await tabTo(user, screen.getByRole('textbox', { name: 'The total: dollars' }));
    await user.keyboard(dollars(Math.floor((item.subtotal + 2) / 5) * 5));
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent('Card payments are exact: no rounding and no change.');
  });

  it('announces each piece with the count from the price ("Quarter. 2 dollars 55.")', async () => {
    const user = userEvent.setup();
    const item = itemAt(1, 2);
    renderWithProviders(<TheCornerStoreCashier conceptId="money" lingoId="lingo-3-2" seed={2} />, {
      autoRead: false,
    });
    await give(user, ['nickel']);
    expect(screen.getByText(countUpText('nickel', item.total + 5))).toBeInTheDocument();
  });
});
