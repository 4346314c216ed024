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
import { pieces, type PieceId } from '../../model/pieces';
import MakingAmounts from './MakingAmounts';
import { generateMakingAmounts, type MakingAmountsItem } from './model';

const firstItem = (seed: number, step: number): MakingAmountsItem =>
  firstItemOf(generateMakingAmounts, step, seed);

const bankButton = (id: PieceId): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${pieces[id].title}, .*\\. Add to the purse$`) });

/** Adds pieces with the keyboard alone: Tab into the bank, arrows to each, Enter adds. */
async function addByKeyboard(user: UserEvent, ids: readonly PieceId[]) {
  for (const id of ids) {
    const target = bankButton(id);
    if (!target.closest('section')?.contains(document.activeElement)) {
      const stop = within(target.closest('ul') as HTMLElement)
        .getAllByRole('button')
        .find((button) => button.tabIndex === 0) as HTMLElement;
      await tabTo(user, stop);
    }
    for (let presses = 0; presses < 10 && document.activeElement !== target; presses += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(target).toHaveFocus();
    await user.keyboard('{Enter}');
  }
}

const purse = (): HTMLElement => screen.getByRole('list', { name: 'Purse' });

describe('Making Amounts', () => {
  it('builds the tag’s amount by keyboard alone, with the running total in step 1', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <MakingAmounts conceptId="money" lingoId="lingo-2-3" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Making Amounts' })).toBeInTheDocument();
    expect(
      screen.getByText(`Price tag: ${item.target} cents. Your purse: empty. Total: 0 cents.`),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await addByKeyboard(user, item.minimum);
    expect(within(purse()).getAllByRole('button')).toHaveLength(item.minimum.length);
    expect(screen.getByText(/^Price tag: .* Total: /).textContent).toMatch(
      new RegExp(`Total: ${item.target} cents\\.$`),
    );
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('hides the running total from step 2', async () => {
    const seed = 3;
    const item = firstItem(seed, 2);
    renderWithProviders(<MakingAmounts conceptId="money" lingoId="lingo-2-3" seed={seed} />, {
      store: learnerAtStep('money', 'lingo-2-3', 2),
      autoRead: false,
    });
    expect(
      screen.getByText(`Price tag: ${speak(item.target)}. Your purse: empty.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).toBeNull();
  });

  it('praises the right amount with extra coins, lights the trade, and lets the child try again', async () => {
    const user = userEvent.setup();
    // A step-3 item whose amount can be made with dimes and a nickel in more pieces.
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (candidate) =>
        candidate.target >= 25 && candidate.target <= 95 && candidate.target % 10 === 5,
    );
    const item = firstItem(seed, 3);
    const { container } = renderWithProviders(
      <MakingAmounts conceptId="money" lingoId="lingo-2-3" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-3', 3), autoRead: false },
    );
    const dimes = Array.from({ length: (item.target - 5) / 10 }, () => 'dime' as const);
    await addByKeyboard(user, [...dimes, 'nickel']);
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      /^Right amount! Can you do it with fewer coins\? Trade 2 dimes and a nickel for one quarter\./,
    );
    await user.keyboard('{Enter}'); // Try again
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    const lit = purse().querySelectorAll('[data-piece][data-state="highlighted"]');
    expect([...lit].map((element) => element.getAttribute('data-piece'))).toEqual([
      'dime',
      'dime',
      'nickel',
    ]);
    await expectNoA11yViolations(container);
  });

  it('says how much more is needed after a short purse', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (candidate) => candidate.target >= 30 && candidate.target % 10 === 0,
    );
    const item = firstItem(seed, 1);
    renderWithProviders(<MakingAmounts conceptId="money" lingoId="lingo-2-3" seed={seed} />, {
      autoRead: false,
    });
    await user.click(bankButton('dime'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent(`You need ${item.target - 10} cents more.`);
  });
});

function speak(cents: number): string {
  if (cents < 100) return `${cents} cents`;
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const dollarText = `${dollars} ${dollars === 1 ? 'dollar' : 'dollars'}`;
  return rest === 0 ? dollarText : `${dollarText} and ${rest} cents`;
}
