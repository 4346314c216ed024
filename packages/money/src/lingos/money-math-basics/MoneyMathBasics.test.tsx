import {
  expectNoA11yViolations,
  feedback,
  indexInParent,
  layOut,
  lessonSection,
  pickCard,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import MoneyMathBasics from './MoneyMathBasics';
import { moneyMathHints, quartersCountedText, sortHint } from './model';

/**
 * Tabs into the bank (one tab stop), arrows to the coin, and presses Enter `times` times
 * (each adds one to the purse).
 */
async function addFromBank(user: UserEvent, name: RegExp, times: number): Promise<void> {
  const bank = screen.getAllByRole('button', { name: /Add to the purse$/ });
  const stop = bank.find((button) => button.tabIndex === 0) ?? bank[0];
  if (!stop) throw new Error('no bank');
  await tabTo(user, stop);
  const target = screen.getByRole('button', { name });
  for (let press = 0; press < bank.length && document.activeElement !== target; press += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(document.activeElement).toBe(target);
  for (let press = 0; press < times; press += 1) await user.keyboard('{Enter}');
}

/** Picks a sort card up with Space, moves it with an arrow key, and drops it with Space. */
async function moveCard(user: UserEvent, name: RegExp, key: string, times: number) {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('[Space]');
  await act(async () => {});
  for (let press = 0; press < times; press += 1) {
    await user.keyboard(`[${key}]`);
    await act(async () => {});
  }
  await user.keyboard('[Space]');
  await act(async () => {});
}

/** jsdom lays nothing out: the sort cards stand in a row, 90 px apart. */
const inARow = (element: HTMLElement) => {
  const item = element.closest('li');
  if (
    !item?.parentElement ||
    !item.closest('ol[aria-label="Put the coins in order, biggest first"]')
  ) {
    return undefined;
  }
  return { left: indexInParent(item) * 90, top: 0, width: 80, height: 80 };
};

const purseSummary = (container: HTMLElement): string =>
  container.querySelector('[data-part="summary"]')?.textContent ?? '';

describe('Money Math Basics', () => {
  let restoreLayout: (() => void) | undefined;
  afterEach(() => restoreLayout?.());

  it('plays the five steps and the closing check with the keyboard alone', async () => {
    restoreLayout = layOut(inARow);
    const user = userEvent.setup();
    const { container, store, engine } = renderWithProviders(
      <MoneyMathBasics conceptId="money" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Money Math Basics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: four nickels, counted by fives.
    await addFromBank(user, /^Nickel, 5 cents\. Add to the purse/, 3);
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('5, 10, 15, 20 cents.');
    expect(purseSummary(container)).toMatch(/4 nickels.*20 cents/);
    await tabTo(user, screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Step 2: five dimes.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await addFromBank(user, /^Dime, 10 cents\. Add to the purse/, 5);
    expect(feedback(lessonSection())).toHaveTextContent('10, 20, 30, 40, 50 cents.');
    await tabTo(user, screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Step 3: four quarters make a dollar, then onto the loonie.
    await addFromBank(user, /^Quarter, 25 cents\. Add to the purse/, 4);
    expect(feedback(lessonSection())).toHaveTextContent(quartersCountedText);
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await tabTo(
      user,
      screen.getByRole('button', { name: '4 quarters. Move them onto the loonie' }),
    );
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('4 quarters = 1 loonie.');
    expect(screen.getByRole('img', { name: /^A loonie: 1 dollar/ })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Step 4: a wrong order gets the hint; biggest first, then tap to count on.
    await tabTo(user, screen.getByRole('button', { name: 'Check the order' }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(sortHint);
    // Shown: dime, nickel, quarter, dime. Move the quarter to the front, the nickel to the end.
    await moveCard(user, /^Quarter, 25 cents/, 'ArrowLeft', 2);
    await moveCard(user, /^Nickel, 5 cents/, 'ArrowRight', 2);
    await tabTo(user, screen.getByRole('button', { name: 'Check the order' }));
    await user.keyboard('{Enter}');
    const row = screen.getByRole('list', { name: 'Counting line' });
    const coins = within(row).getAllByRole('button');
    expect(coins.map((coin) => coin.textContent)).toEqual([
      'Quarter, 25 cents',
      'Dime, 10 cents',
      'Dime, 10 cents',
      'Nickel, 5 cents',
    ]);
    // One tab stop for the line; the arrows go along it, Enter says the count so far.
    await tabTo(user, coins[0] as HTMLElement);
    for (const [index, coin] of coins.entries()) {
      if (index > 0) await user.keyboard('{ArrowRight}');
      expect(coin).toHaveFocus();
      expect(lessonSection()).toHaveAttribute('data-state', 'answering');
      await user.keyboard('{Enter}');
      if (index === 1) expect(spokenTexts(engine)).toContain('35 cents.');
    }
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('25, 35, 45, 50 cents.');
    await tabTo(user, screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Step 5: a loonie and a quarter, then the total in cents.
    await addFromBank(user, /^Loonie, 1 dollar\. Add to the purse/, 1);
    await addFromBank(user, /^Quarter, 25 cents\. Add to the purse/, 1);
    expect(purseSummary(container)).toBe(
      'Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await tabTo(user, screen.getByRole('button', { name: 'Total $1.25. Show it in cents' }));
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('button', { name: 'Total 125¢. Show it in dollars' }),
    ).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Closing check 1: 4¢ gets M-ONES, then 45¢.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'a quarter, a dime and 2 nickels.' }),
    ).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: '4¢' }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(moneyMathHints['M-ONES']);
    await user.keyboard('{Enter}'); // Try again
    await pickCard(user, screen.getByRole('radio', { name: '45¢' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Closing check 2: $1.50 gets M-NOTE, then $1.05.
    await pickCard(user, screen.getByRole('radio', { name: '$1.50' }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(moneyMathHints['M-NOTE']);
    await user.keyboard('{Enter}');
    await pickCard(user, screen.getByRole('radio', { name: '$1.05' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');

    expect(lessonSection()).toHaveAttribute('data-state', 'completed');
    expect(store.get('money', 'lingo-2-0')?.status).toBe('completed');
    await expectNoA11yViolations(container);
  });
});
