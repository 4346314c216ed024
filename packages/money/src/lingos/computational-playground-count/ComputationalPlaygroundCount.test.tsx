import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAmount, speakAmount } from '../../model/format';
import ComputationalPlaygroundCount from './ComputationalPlaygroundCount';
import { countCoinsHints, generateCountCoins, purseText, type CountCoinsItem } from './model';

/** A coin's value from its name on the tray ("Quarter, 25 cents") or its id. */
const coinValue = (name: string): number =>
  ({ nickel: 5, dime: 10, quarter: 25, loonie: 100, toonie: 200 })[
    name.split(',')[0]?.toLowerCase() as 'nickel'
  ];

const firstItem = (seed: number, step: number): CountCoinsItem =>
  firstItemOf(generateCountCoins, step, seed);

const seedWhere = (step: number, test: (item: CountCoinsItem) => boolean): number =>
  firstSeed((seed) => firstItem(seed, step), test);

/** Tabs to the pad's first box and types, then Enter (Check). */
async function typeAmount(user: UserEvent, name: string, keys: string): Promise<void> {
  await tabTo(user, screen.getByRole('textbox', { name }));
  await user.keyboard(`${keys}{Enter}`);
}

describe('Computational Playground (count a set)', () => {
  it('picks the total on a card at step 1, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <ComputationalPlaygroundCount conceptId="money" lingoId="lingo-2-1" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Computational Playground' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-part="summary"]')).toHaveTextContent(
      `${purseText(item.coins.map((coin) => coin.id))} Counting line: empty.`,
    );
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: formatAmount(item.total) }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('counts on along the counting line: each tap says the count so far', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (item) => item.coins.length >= 3);
    const item = firstItem(seed, 2);
    const { engine } = renderWithProviders(
      <ComputationalPlaygroundCount conceptId="money" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-1', 2), autoRead: false },
    );
    // Sort the purse, then put every coin on the line, biggest first.
    await tabTo(user, screen.getByRole('button', { name: 'Sort by value' }));
    await user.keyboard('{Enter}');
    // Enter on the first purse coin puts it on the line; focus stays on the purse's next coin.
    const purse = screen.getByRole('list', { name: 'Purse' });
    await tabTo(user, within(purse).getAllByRole('button')[0] as HTMLElement);
    for (let coin = 0; coin < item.coins.length; coin += 1) await user.keyboard('{Enter}');
    expect(within(purse).queryAllByRole('button')).toHaveLength(0);
    const line = screen.getByRole('list', { name: 'Counting line' });
    const counted = within(line).getAllByRole('button');
    expect(counted).toHaveLength(item.coins.length);
    // One tab stop for the tray; the arrows go along the line.
    await tabTo(user, counted.find((coin) => coin.tabIndex === 0) ?? (counted[0] as HTMLElement));
    for (const coin of counted) {
      for (let press = 0; press < counted.length && document.activeElement !== coin; press += 1) {
        await user.keyboard('{ArrowRight}');
      }
      expect(coin).toHaveFocus();
      await user.keyboard('{Enter}');
    }
    expect(spokenTexts(engine).at(-1)).toBe(`${speakAmount(item.total)}.`);
    await typeAmount(user, 'How much money?', String(item.total));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names M-ONES for the number of coins, then sorts the purse for M-ORDER', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(
      2,
      (item) =>
        item.coins.length >= 3 &&
        item.coins.some(
          (coin, index) =>
            index > 0 && coinValue(item.coins[index - 1]?.id ?? '') < coinValue(coin.id),
        ),
    );
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <ComputationalPlaygroundCount conceptId="money" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-1', 2), autoRead: false },
    );
    await typeAmount(user, 'How much money?', String(item.coins.length));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(countCoinsHints['M-ONES']);
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    const smallest = Math.min(
      ...item.coins.map((coin) => ({ nickel: 5, dime: 10, quarter: 25 })[coin.id as 'nickel']),
    );
    const box = screen.getByRole('textbox', { name: 'How much money?' });
    await tabTo(user, box);
    await user.clear(box);
    await user.keyboard(`${item.total - smallest}{Enter}`);
    expect(feedback()).toHaveTextContent(countCoinsHints['M-ORDER']);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    const shown = within(screen.getByRole('list', { name: 'Purse' }))
      .getAllByRole('button')
      .map((coin) => coinValue(coin.textContent ?? ''));
    expect(shown).toEqual([...shown].sort((x, y) => y - x));
    expect(shown).not.toEqual(item.coins.map((coin) => coinValue(coin.id)));
  });

  it('takes dollars at step 3 and echoes them in cents', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(3, (item) => item.total >= 100);
    const item = firstItem(seed, 3);
    renderWithProviders(
      <ComputationalPlaygroundCount conceptId="money" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-1', 3), autoRead: false },
    );
    await tabTo(user, screen.getByRole('button', { name: 'In dollars ($)' }));
    await user.keyboard('{Enter}');
    const dollars = Math.floor(item.total / 100);
    const cents = String(item.total % 100).padStart(2, '0');
    await tabTo(user, screen.getByRole('textbox', { name: 'How much money?: dollars' }));
    await user.keyboard(`${dollars}.${cents}`);
    expect(screen.getByText(`${formatAmount(item.total)} is ${item.total}¢.`)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
