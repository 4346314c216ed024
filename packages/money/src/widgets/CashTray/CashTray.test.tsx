import {
  expectNoA11yViolations,
  layOut,
  renderWithProviders,
  spokenTexts,
  type TestBox,
} from '@lingos/kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashTray } from './CashTray';
import { idsIn, trayPieces, type TrayPiece } from './cashTrayModel';

function announcement(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function dndAnnounced(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

/** jsdom has no layout: the bank on top, the purse below it, pieces in a row in each. */
function bankAbovePurse(element: HTMLElement): TestBox | undefined {
  const place = element.closest<HTMLElement>('section[data-variant]');
  if (!place) return undefined;
  const top = place.dataset.variant === 'bank' ? 0 : 200;
  const slot = element.closest('li');
  if (slot?.parentElement) {
    const index = [...slot.parentElement.children].indexOf(slot);
    return { left: 10 + index * 70, top: top + 40, width: 60, height: 60 };
  }
  return { left: 0, top, width: 400, height: 150 };
}

const bank = ['nickel', 'dime', 'quarter', 'loonie'] as const;

describe('CashTray', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(bankAbovePurse);
  });
  afterEach(() => restoreLayout());

  it('adds a tapped bank piece to the purse and says the new total', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    const { container, engine } = renderWithProviders(
      <CashTray bank={bank} label="Make 35 cents" onPiecesChange={onPiecesChange} />,
    );
    await user.click(screen.getByRole('button', { name: /^Quarter, 25 cents\. Add/ }));
    expect(announcement()).toBe('Added a quarter. 25 cents.');
    await user.click(screen.getByRole('button', { name: /^Dime, 10 cents\. Add/ }));
    expect(announcement()).toBe('Added a dime. 35 cents.');
    expect(screen.getByText('35¢')).toBeInTheDocument();
    const purse = screen.getByRole('list', { name: 'Purse' });
    expect(within(purse).getAllByRole('button')).toHaveLength(2);
    const [latest] = onPiecesChange.mock.lastCall ?? [];
    expect(idsIn(latest as TrayPiece[], 'purse')).toEqual(['quarter', 'dime']);
    expect(spokenTexts(engine)).toContain('Added a dime. 35 cents.');
    await expectNoA11yViolations(container);
  });

  it('plays by keyboard: arrows choose, Enter adds, Delete takes out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CashTray bank={bank} label="Make 15 cents" />);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Nickel/ })).toHaveFocus();
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('button', { name: /^Dime, 10 cents\. Add/ })).toHaveFocus();
    await user.keyboard('[Enter][ArrowLeft][Enter]');
    expect(announcement()).toBe('Added a nickel. 15 cents.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dime, 10 cents' })).toHaveFocus();
    await user.keyboard('[Delete]');
    expect(announcement()).toBe('Took out a dime. 5 cents.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nickel, 5 cents' })).toHaveFocus(),
    );
    await user.keyboard('[Backspace]');
    expect(announcement()).toBe('Took out a nickel. 0 cents.');
    expect(screen.getByText('The purse is empty.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Nickel, 5 cents\. Add/ })).toHaveFocus(),
    );
  });

  it('says a tapped purse piece’s value with the total hidden, and puts it back', async () => {
    const user = userEvent.setup();
    const { engine, container } = renderWithProviders(
      <CashTray
        bank={bank}
        label="Make 30 cents"
        showTotal={false}
        defaultPieces={trayPieces(['quarter', 'nickel'], 'purse')}
      />,
    );
    expect(screen.queryByText(/Total/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Dime, 10 cents\. Add/ }));
    expect(announcement()).toBe('Added a dime.');
    const quarter = screen.getByRole('button', { name: 'Quarter, 25 cents' });
    await user.click(quarter);
    expect(spokenTexts(engine)).toContain('Quarter. 25 cents.');
    expect(quarter).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Put back a quarter' }));
    expect(announcement()).toBe('Took out a quarter.');
    expect(screen.queryByRole('button', { name: 'Quarter, 25 cents' })).toBeNull();
  });

  it('drags a bank piece into the purse and a purse piece back, by keyboard', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    renderWithProviders(
      <CashTray bank={bank} label="Make a dollar" onPiecesChange={onPiecesChange} />,
    );
    act(() => screen.getByRole('button', { name: /^Loonie, 1 dollar\. Add/ }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(dndAnnounced()).toContain('Picked up a loonie.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announcement()).toBe('Added a loonie. 1 dollar.');
    const loonie = screen.getByRole('button', { name: 'Loonie, 1 dollar' });
    act(() => loonie.focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowLeft]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announcement()).toBe('Took out a loonie. 0 cents.');
    expect(onPiecesChange).toHaveBeenCalledTimes(2);
  });

  it('counts up from the price as each piece goes into the change tray', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CashTray
        bank={['nickel', 'dime', 'quarter', 'loonie']}
        label="Give change"
        bankLabel="Till"
        purseLabel="Change tray"
        countUpFrom={230}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Quarter/ }));
    expect(announcement()).toBe('Quarter. 2 dollars 55.');
    await user.click(screen.getByRole('button', { name: /^Nickel/ }));
    expect(announcement()).toBe('Nickel. 2 dollars 60.');
    expect(screen.getByRole('list', { name: 'Change tray' })).toBeInTheDocument();
  });

  it('stops at the most pieces the purse holds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CashTray bank={['dime']} label="Tap" maxPieces={2} />);
    const dime = screen.getByRole('button', { name: /^Dime/ });
    await user.dblClick(dime);
    await user.click(dime);
    expect(announcement()).toBe('The purse is full.');
    expect(screen.getAllByRole('button', { name: 'Dime, 10 cents' })).toHaveLength(2);
  });

  it('switches the total between dollars and cents', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CashTray
        bank={bank}
        label="Show $1.25"
        totalToggle
        defaultPieces={trayPieces(['loonie', 'quarter'], 'purse')}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Total \$1\.25/ }));
    expect(screen.getByRole('button', { name: /^Total 125¢/ })).toHaveTextContent('125¢');
  });

  it('lights the purse pieces of a worked example', () => {
    renderWithProviders(
      <CashTray
        bank={bank}
        label="Watch"
        defaultPieces={trayPieces(['quarter', 'dime', 'nickel'], 'purse')}
        highlight={[1]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Dime, 10 cents' })).toHaveAttribute(
      'data-state',
      'highlighted',
    );
    expect(screen.getByRole('button', { name: 'Quarter, 25 cents' })).toHaveAttribute(
      'data-state',
      'idle',
    );
  });
});

describe('CashTray, bank only', () => {
  it('speaks a tapped coin and adds nothing; a coin flips to the King', async () => {
    const user = userEvent.setup();
    const onBankTap = vi.fn();
    const { engine, container } = renderWithProviders(
      <CashTray bank={bank} label="Canada's coins" purse={false} flippable onBankTap={onBankTap} />,
    );
    await user.click(screen.getByRole('button', { name: 'Nickel, 5 cents' }));
    expect(spokenTexts(engine)).toContain('Nickel. 5 cents.');
    expect(onBankTap).toHaveBeenCalledWith('nickel');
    expect(screen.queryByRole('list', { name: 'Purse' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Flip the loonie' }));
    expect(
      screen.getByRole('button', { name: 'Loonie, 1 dollar, King side up' }),
    ).toBeInTheDocument();
    expect(announcement()).toBe('The other side shows the King.');
    await expectNoA11yViolations(container);
  });
});

// Last in the file: after a mouse drag, dnd-kit swallows every click for a moment (so the
// drop is not also a tap), which would eat the first click of a test that followed.
describe('CashTray, mouse drags', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(bankAbovePurse);
  });
  afterEach(() => restoreLayout());

  it('changes nothing for a drag cancelled half way or dropped on no place', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    renderWithProviders(
      <CashTray bank={bank} label="Make a dollar" onPiecesChange={onPiecesChange} />,
    );
    act(() => screen.getByRole('button', { name: /^Dime/ }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Escape]');
    await act(async () => {});
    const nickel = screen.getByRole('button', { name: /^Nickel/ });
    await user.pointer([
      { keys: '[MouseLeft>]', target: nickel, coords: { clientX: 40, clientY: 70 } },
      { target: nickel, coords: { clientX: 200, clientY: 170 } },
      { target: nickel, coords: { clientX: 900, clientY: 900 } },
      { keys: '[/MouseLeft]', target: nickel, coords: { clientX: 900, clientY: 900 } },
    ]);
    await act(async () => {});
    expect(onPiecesChange).not.toHaveBeenCalled();
    expect(screen.getByText('The purse is empty.')).toBeInTheDocument();
  });

  it('drops a piece into the purse with the mouse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CashTray bank={bank} label="Make a dollar" />);
    const quarter = screen.getByRole('button', { name: /^Quarter/ });
    await user.pointer([
      { keys: '[MouseLeft>]', target: quarter, coords: { clientX: 180, clientY: 70 } },
      { target: quarter, coords: { clientX: 180, clientY: 150 } },
      { target: quarter, coords: { clientX: 180, clientY: 260 } },
      { keys: '[/MouseLeft]', target: quarter, coords: { clientX: 180, clientY: 260 } },
    ]);
    await act(async () => {});
    expect(announcement()).toBe('Added a quarter. 25 cents.');
  });
});
