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
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateMoneyDetective, type MoneyDetectiveItem } from './model';
import MoneyDetective from './MoneyDetective';

const firstItem = (seed: number, step: number): MoneyDetectiveItem =>
  firstItemOf(generateMoneyDetective, step, seed);

const card = (number: number): HTMLElement =>
  screen.getByRole('radio', { name: new RegExp(`^Card ${number}: `) });

describe('Money Detective', () => {
  it('reads the clues, describes cards by their look, and takes the one that fits, by keyboard', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <MoneyDetective conceptId="money" lingoId="lingo-1-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Money Detective' })).toBeInTheDocument();
    const clues = within(screen.getByRole('list', { name: 'Clues' })).getAllByRole('listitem');
    expect(clues.map((clue) => clue.textContent)).toEqual(item.clues.map((clue) => clue.text));
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    const names = within(grid)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? '');
    expect(names).toHaveLength(3);
    // Looks, never names, until the child answers.
    for (const name of names) expect(name).not.toMatch(/nickel|dime|quarter|loonie|toonie/);
    await expectNoA11yViolations(container);

    const index = item.cards.indexOf(item.target) + 1;
    await pickCard(user, card(index));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(/^Yes! The \w+, \d+ (cents|dollars?)\./);
    expect(card(index).getAttribute('aria-label')).toMatch(/^Card \d: the \w+, /);
    await expectNoA11yViolations(container);
  });

  it('a wrong card gives the hint of the clue it fails, and that clue flashes', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.target === 'nickel' && item.clues[1]?.text === 'I have a beaver on me.',
    );
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <MoneyDetective conceptId="money" lingoId="lingo-1-1" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-1-1', 2), autoRead: false },
    );
    await pickCard(user, card(item.cards.indexOf('quarter') + 1));
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      "That coin is silver, but it has a caribou's head. Listen again: the beaver is on the nickel.",
    );
    const clues = within(screen.getByRole('list', { name: 'Clues' })).getAllByRole('listitem');
    expect(clues.map((clue) => clue.getAttribute('data-state'))).toEqual(['idle', 'failed']);
    await expectNoA11yViolations(container);
  });

  it('each clue can be heard again', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    const { engine } = renderWithProviders(
      <MoneyDetective conceptId="money" lingoId="lingo-1-1" seed={seed} />,
      { autoRead: false },
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: clue 2' }));
    expect(spokenTexts(engine)).toContain(item.clues[1]?.text);
  });
});
