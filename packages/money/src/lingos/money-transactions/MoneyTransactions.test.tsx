import {
  expectNoA11yViolations,
  lessonSection,
  pickCard,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PieceId } from '../../model/pieces';
import MoneyTransactions from './MoneyTransactions';

/** Focuses a piece of a tray by keyboard: Tab to the tray's one tab stop, then the arrows. */
async function focusPiece(user: UserEvent, region: string, piece: PieceId) {
  const place = screen.getByRole('region', { name: region });
  const target = within(place)
    .getAllByRole('button')
    .find((each) => each.dataset['piece'] === piece);
  const stop = place
    .closest('[role="group"]')
    ?.querySelector<HTMLElement>('[data-piece][tabindex="0"]');
  if (!target || !stop) throw new Error(`No ${piece} in ${region}`);
  await tabTo(user, stop);
  for (let presses = 0; presses < 12 && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
}

/** Moves pieces by keyboard, each with Enter. */
async function move(user: UserEvent, region: string, moves: readonly PieceId[]) {
  for (const piece of moves) {
    await focusPiece(user, region, piece);
    await user.keyboard('{Enter}');
  }
}

async function press(user: UserEvent, name: string) {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

/** Sorts an amount by tapping it, then its bin. */
async function sortInto(user: UserEvent, amount: string, bin: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Amount \\d of 4: ${amount}`) }));
  await user.click(screen.getByRole('button', { name: new RegExp(`^\\${bin} bin`) }));
}

describe('Money Transactions', () => {
  it('pays, counts the change up, rounds, compares cash and card, then checks', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <MoneyTransactions conceptId="money" lingoId="lingo-3-0" />,
      { autoRead: false },
    );
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Price tag: Juice box, 1 dollar and 50 cents.' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: too much first says so; a loonie and 2 quarters pay exactly.
    await move(user, 'Your purse', ['toonie']);
    await press(user, 'Pay');
    expect(screen.getByText('That is $2.00, more than $1.50. Take a coin back.')).toBeVisible();
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await move(user, 'Counter', ['toonie']);
    await move(user, 'Your purse', ['loonie', 'quarter', 'quarter']);
    await press(user, 'Pay');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    const receipt = screen.getByRole('table', { name: 'Receipt' });
    expect(within(receipt).getByRole('row', { name: 'Paid $1.50' })).toBeInTheDocument();
    expect(within(receipt).getByRole('row', { name: 'Change $0.00' })).toBeInTheDocument();
    await press(user, 'Next');

    // Step 2: coins are not a toonie; the toonie alone is.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await move(user, 'Your purse', ['loonie']);
    await press(user, 'Pay');
    expect(
      screen.getByText(
        'Pay with a toonie: take these coins back and put the toonie on the counter.',
      ),
    ).toBeVisible();
    await move(user, 'Counter', ['loonie']);
    await move(user, 'Your purse', ['toonie']);
    await press(user, 'Pay');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await press(user, 'Next');

    // Step 3: each quarter taken says the count up from the price.
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await move(user, "Cashier's hand", ['quarter']);
    expect(screen.getByText('Quarter. 1 dollar 75.')).toBeInTheDocument();
    await move(user, "Cashier's hand", ['quarter']);
    expect(screen.getByText('Quarter. 2 dollars.')).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(
      screen.getByText('Receipt: juice box, 1 dollar 50. Paid with a toonie. Change: 50 cents.'),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await press(user, 'Next');

    // Step 4: the rule card; a wrong bin bounces with the rule of the last digit.
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(screen.getByText('3 and 4 go up to 5.')).toBeInTheDocument();
    await sortInto(user, '2 dollars 53', '$2.50');
    expect(screen.getByText('$2.53 ends in 3. 3 and 4 go up to 5: $2.55.')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await sortInto(user, '2 dollars 53', '$2.55');
    expect(screen.getByText(/^2 dollars 53 goes into 2 dollars 55\./)).toBeInTheDocument();
    await sortInto(user, '2 dollars 51', '$2.50');
    await sortInto(user, '2 dollars 52', '$2.50');
    await sortInto(user, '2 dollars 54', '$2.55');
    expect(screen.getByText('Round 2 of 2')).toBeInTheDocument();
    for (const [amount, bin] of [
      ['2 dollars 56', '$2.55'],
      ['2 dollars 57', '$2.55'],
      ['2 dollars 58', '$2.60'],
      ['2 dollars 59', '$2.60'],
    ] as const) {
      await sortInto(user, amount, bin);
    }
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await press(user, 'Next');

    // Step 5: cash rounds $3.48 to $3.50; a card pays $3.48.
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    await press(user, 'Cash');
    const cash = screen.getByRole('table', { name: 'Receipt: cash' });
    expect(within(cash).getByRole('row', { name: 'Cash rounding +2¢' })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: 'Total $3.50' })).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await press(user, 'Card');
    const card = screen.getByRole('table', { name: 'Receipt: card' });
    expect(within(card).getByRole('row', { name: 'Total $3.48' })).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await press(user, 'Next');

    // Closing check: the price given as the change is M-CHANGE; then both right.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: '65¢' }));
    await press(user, 'Check');
    expect(
      screen.getByText(
        'Change is what comes back to you. Count up from the price to the money that was paid.',
      ),
    ).toBeInTheDocument();
    await press(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: '35¢' }));
    await press(user, 'Check');
    await press(user, 'Next');
    await pickCard(user, screen.getByRole('radio', { name: '$3.50' }));
    await press(user, 'Check');
    await press(user, 'Next');
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    await expectNoA11yViolations(container);
  });
});
