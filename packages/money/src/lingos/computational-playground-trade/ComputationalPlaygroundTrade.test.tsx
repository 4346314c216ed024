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
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../model/format';
import type { CoinId } from '../../model/pieces';
import { trayPieceName } from '../../widgets/CashTray/cashTrayText';
import ComputationalPlaygroundTrade from './ComputationalPlaygroundTrade';
import {
  carryMessage,
  generateTrade,
  tradeMessage,
  type CoinTradeItem,
  type SumItem,
  type TradeItem,
} from './model';

const firstItem = (seed: number, step: number): TradeItem => firstItemOf(generateTrade, step, seed);

const seedWhere = (step: number, test: (item: TradeItem) => boolean): number =>
  firstSeed((seed) => firstItem(seed, step), test);

const render = (seed: number, step: number) =>
  renderWithProviders(
    <ComputationalPlaygroundTrade conceptId="money" lingoId="lingo-2-2" seed={seed} />,
    { store: learnerAtStep('money', 'lingo-2-2', step), autoRead: false },
  );

/** Adds a coin from the bank `times` times with the keyboard: Tab in, arrows to it, Enter. */
async function addCoin(user: UserEvent, coin: CoinId, times: number): Promise<void> {
  const name = `${trayPieceName(coin, 'picture')}. Add to your side`;
  const target = screen.getByRole('button', { name });
  const bank = screen.getByRole('region', { name: 'Bank' });
  const stop = within(bank)
    .getAllByRole('button')
    .find((button) => button.tabIndex === 0);
  await tabTo(user, stop ?? target);
  for (let press = 0; press < 4 && document.activeElement !== target; press += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
  for (let press = 0; press < times; press += 1) await user.keyboard('{Enter}');
}

const tradeText = (container: HTMLElement) =>
  container.querySelector('[data-part="trade-text"]')?.textContent;

describe('Computational Playground (trade, add, take away)', () => {
  it('trades a coin at step 1 and counts the coins, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(1, (item) => item.kind === 'trade' && item.given === 'quarter');
    const item = firstItem(seed, 1) as CoinTradeItem;
    const { container } = render(seed, 1);
    expect(screen.getByText(item.prompt)).toBeInTheDocument();
    expect(tradeText(container)).toBe('Trade: one quarter on the left. Your side: empty.');
    await expectNoA11yViolations(container);

    await addCoin(user, 'nickel', 5);
    expect(tradeText(container)).toBe(
      'Trade: one quarter on the left. Your side: 5 nickels, 25 cents.',
    );
    const yours = screen.getByRole('region', { name: 'Your side' });
    expect(within(yours).getByText('25¢')).toBeInTheDocument();
    await tabTo(user, screen.getByRole('textbox', { name: 'How many nickels?' }));
    await user.keyboard('5{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('says how much a short trade needs, and keeps the coins for the retry', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(1, (item) => item.kind === 'trade' && item.given === 'quarter');
    const { container } = render(seed, 1);
    await addCoin(user, 'nickel', 4);
    await tabTo(user, screen.getByRole('textbox', { name: 'How many nickels?' }));
    await user.keyboard('4{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      tradeMessage('quarter', ['nickel', 'nickel', 'nickel', 'nickel']),
    );
    expect(feedback()).toHaveTextContent(
      'Your side has 20 cents. A quarter is 25, so you need 5 more.',
    );
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(tradeText(container)).toBe(
      'Trade: one quarter on the left. Your side: 4 nickels, 20 cents.',
    );
    await addCoin(user, 'nickel', 1);
    const box = screen.getByRole('textbox', { name: 'How many nickels?' });
    await tabTo(user, box);
    await user.clear(box);
    await user.keyboard('5{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('takes any right mix at step 2: 25 cents without a quarter', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (item) => item.kind === 'trade' && item.given === 'quarter');
    render(seed, 2);
    expect(screen.getByText('Make 25 cents without a quarter.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await addCoin(user, 'dime', 2);
    await addCoin(user, 'nickel', 1);
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('adds two purses at step 3 in cents, echoed in dollars', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(3, (item) => item.kind === 'add' && item.result >= 100);
    const item = firstItem(seed, 3) as SumItem;
    const { container } = render(seed, 3);
    const purseA = screen.getByRole('region', { name: 'Purse A' });
    expect(within(purseA).getByText(`Total: ${formatAmount(item.a)}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Purse B' })).toBeInTheDocument();
    await tabTo(user, screen.getByRole('textbox', { name: 'How much altogether?' }));
    await user.keyboard(String(item.result));
    expect(
      screen.getByText(`${item.result}¢ is ${formatAmount(item.result)}.`),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names the lost dollar at step 4, and shows the coins on request', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(
      4,
      (item) => item.kind === 'add' && item.crossesDollar && item.result - 100 >= 100,
    );
    const item = firstItem(seed, 4) as SumItem;
    const { container } = render(seed, 4);
    expect(screen.queryByRole('region', { name: 'Purse A' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show coins' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await tabTo(user, show);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide coins' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Purse A' })).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const lost = item.result - 100;
    await tabTo(user, screen.getByRole('textbox', { name: 'How much altogether?: dollars' }));
    await user.keyboard(`${Math.floor(lost / 100)}.${String(lost % 100).padStart(2, '0')}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(carryMessage(item.a, item.b));
  });
});
