import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pieces } from '../../model/pieces';
import { drawerPieces, generateCashCounter, subtotalOf, type CashCounterItem } from './model';
import { drawerText } from '../../widgets/CashTray/Drawer';
import TheCashCounter from './TheCashCounter';

const firstItem = (seed: number, step: number): CashCounterItem =>
  firstItemOf(generateCashCounter, step, seed);

/** "60.00" for 6000: what a child types, "." moving to the cents box. */
const typed = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('The Cash Counter', () => {
  it('counts the drawer and types the total by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <TheCashCounter conceptId="money" lingoId="lingo-2-4" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Cash Counter' })).toBeInTheDocument();
    expect(screen.getByText(drawerText('Drawer', drawerPieces(item.drawer)))).toBeInTheDocument();
    expect(screen.getByText(/^Drawer: /).textContent).toMatch(
      /^Drawer: (\w+ [^,]+)(, \w+ [^,]+)*\.$/,
    );
    expect(container.querySelectorAll('[data-variant="drawer"] li')).toHaveLength(
      item.drawer.length,
    );
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('textbox', { name: 'Money in the drawer: dollars' }));
    await user.keyboard(`${item.total / 100}`);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('names M-ONES when the number of pieces is typed', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const item = firstItem(seed, 1);
    renderWithProviders(<TheCashCounter conceptId="money" lingoId="lingo-2-4" seed={seed} />, {
      autoRead: false,
    });
    const count = item.drawer.reduce((sum, compartment) => sum + compartment.count, 0);
    await user.click(screen.getByRole('textbox', { name: 'Money in the drawer: dollars' }));
    await user.keyboard(String(count));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent('Each coin has its own value.');
  });

  it('asks for each compartment on the tally sheet in step 3; Enter moves line to line', async () => {
    const user = userEvent.setup();
    const seed = 8;
    const item = firstItem(seed, 3);
    const { container } = renderWithProviders(
      <TheCashCounter conceptId="money" lingoId="lingo-2-4" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-4', 3), autoRead: false },
    );
    const sheet = screen.getByRole('table', { name: 'Tally sheet' });
    expect(sheet).toBeInTheDocument();
    const [first, ...rest] = item.drawer;
    const firstLine = screen.getByRole('button', {
      name: `${pieces[first!.piece].compartment}: not written yet.`,
    });
    expect(firstLine).toHaveAttribute('aria-pressed', 'true');
    await tabTo(user, firstLine);
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('textbox', { name: `${pieces[first!.piece].compartment}: dollars` }),
    ).toHaveFocus();
    // The first subtotal wrong on purpose (one piece short), the rest right.
    const wrongFirst = subtotalOf(first!) - pieces[first!.piece].value;
    await user.keyboard(`${typed(wrongFirst)}{Enter}`);
    for (const compartment of rest) {
      expect(
        screen.getByRole('textbox', { name: `${pieces[compartment.piece].compartment}: dollars` }),
      ).toHaveFocus();
      await user.keyboard(`${typed(subtotalOf(compartment))}{Enter}`);
    }
    expect(screen.getByRole('textbox', { name: 'Total: dollars' })).toHaveFocus();
    await user.keyboard(`${typed(item.total)}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(
      container.querySelector(`[data-variant="drawer"] [data-piece="${first!.piece}"]`),
    ).toHaveAttribute('data-state', 'lit');
    expect(
      screen.getByRole('button', { name: /^Total: you wrote .*, right\.$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: new RegExp(`^${pieces[first!.piece].compartment}: you wrote .*, not right\\.$`),
      }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('tr[data-lit]')).toHaveLength(1);
    expect(feedback()).toHaveTextContent(/^Count one box at a time\. The /);
    await expectNoA11yViolations(container);
  });

  it('offers the tally sheet as a tool in step 4', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TheCashCounter conceptId="money" lingoId="lingo-2-4" seed={3} />, {
      store: learnerAtStep('money', 'lingo-2-4', 4),
      autoRead: false,
    });
    expect(screen.queryByRole('table', { name: 'Tally sheet' })).toBeNull();
    const tool = screen.getByRole('button', { name: 'Tally sheet' });
    await user.click(tool);
    expect(tool).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: 'Tally sheet' })).toBeInTheDocument();
  });
});
