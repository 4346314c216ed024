import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoA11yViolations,
  indexInParent,
  layOut,
  mockMatchMedia,
  type MatchMediaMock,
  type TestBox,
} from '../../testing';
import { SortBins, type SortBinsProps } from './SortBins';
import type { SortBin, SortBinsFeedback, SortBinsItem } from './sortBinsModel';

const items: SortBinsItem[] = [
  { id: 'n1', label: 'a silver coin with a beaver', content: 'beaver coin' },
  { id: 'd1', label: 'a tiny silver coin with a ship', content: 'ship coin' },
  { id: 'n2', label: 'a silver coin with a beaver, King side up', content: 'King coin' },
  { id: 'l1', label: 'a gold-coloured coin with 11 sides', content: 'loon coin' },
];
const bins: SortBin[] = [
  { id: 'nickels', label: 'Nickels', picture: 'beaver' },
  { id: 'dimes', label: 'Dimes', picture: 'ship' },
  { id: 'loonies', label: 'Loonies', picture: 'loon' },
];
const answer: Record<string, string> = { n1: 'nickels', d1: 'dimes', n2: 'nickels', l1: 'loonies' };

/** Coin Sort's rule: a right drop stays, a wrong one bounces back with a hint. */
function CoinSort(
  props: Partial<SortBinsProps> & { onPlaced?: (item: string, bin: string | null) => void },
) {
  const [placement, setPlacement] = useState<Record<string, string | null>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback>();
  return (
    <SortBins
      label="Sort the coins"
      items={items}
      bins={bins}
      noun={{ one: 'coin', other: 'coins' }}
      placement={placement}
      feedback={feedback}
      onPlace={(itemId, binId) => {
        props.onPlaced?.(itemId, binId);
        if (binId !== null && answer[itemId] !== binId) {
          setFeedback((previous) => ({
            key: (Number(previous?.key) || 0) + 1,
            bounced: [{ itemId, binId }],
            message: itemId === 'd1' ? 'The dime is the smaller one, with the ship.' : undefined,
          }));
          return;
        }
        setFeedback(undefined);
        setPlacement((current) => ({ ...current, [itemId]: binId }));
      }}
      {...props}
    />
  );
}

/** jsdom has no layout: the tray on top, the bins in a row below, items in a row in each. */
function trayAndBins(element: HTMLElement): TestBox | undefined {
  const zone = element.closest<HTMLElement>('[data-zone]');
  if (!zone) return undefined;
  const zoneIndex = [...document.querySelectorAll('[data-zone]')].indexOf(zone);
  const left = zoneIndex === 0 ? 0 : (zoneIndex - 1) * 200;
  const top = zoneIndex === 0 ? 0 : 160;
  const item = element.closest<HTMLElement>('li');
  if (item)
    return { left: left + indexInParent(item) * 70 + 10, top: top + 50, width: 60, height: 60 };
  return { left, top, width: zoneIndex === 0 ? 580 : 180, height: zoneIndex === 0 ? 120 : 200 };
}

/** SortBins' own live region (dnd-kit has another for pick-up and moves). */
function status(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function dragAnnouncement(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

const dimeName = 'Coin 2 of 4: a tiny silver coin with a ship';

describe('SortBins', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(trayAndBins);
  });
  afterEach(() => {
    restoreLayout();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names every item by number and text alternative, and every bin by its word', async () => {
    render(<CoinSort />);
    const tray = screen.getByRole('group', { name: 'To sort' });
    const names = [
      'Coin 1 of 4: a silver coin with a beaver',
      'Coin 2 of 4: a tiny silver coin with a ship',
      'Coin 3 of 4: a silver coin with a beaver, King side up',
      'Coin 4 of 4: a gold-coloured coin with 11 sides',
    ];
    expect(within(tray).getAllByRole('button')).toEqual(
      names.map((name) => within(tray).getByRole('button', { name })),
    );
    expect(screen.getByRole('button', { name: 'Nickels bin, empty' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sort the coins' })).toHaveAttribute(
      'data-state',
      'idle',
    );
    await expectNoA11yViolations(document.body);
  });

  it('moves a coin into a bin with the keyboard, then says where it went and what is left', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    render(<CoinSort onPlaced={onPlaced} />);
    await user.tab();
    const nickel = screen.getByRole('button', { name: 'Coin 1 of 4: a silver coin with a beaver' });
    expect(nickel).toHaveFocus();
    expect(nickel).toHaveAccessibleDescription(
      'To pick up a coin, press Space. Use the arrow keys to choose a bin, then press Space to drop it. Press Escape to cancel. Or press Enter on a coin, then on a bin.',
    );
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Picked up a silver coin with a beaver.');
    expect(screen.getByRole('group', { name: 'Sort the coins' })).toHaveAttribute(
      'data-state',
      'dragging',
    );
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    expect(dragAnnouncement()).toContain('Over Nickels.');
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(onPlaced).toHaveBeenCalledWith('n1', 'nickels');
    expect(status()).toBe('Into Nickels. 3 coins left.');
    const nickels = screen.getByRole('group', { name: 'Nickels' });
    expect(
      within(nickels).getByRole('button', { name: 'Coin 1 of 4: a silver coin with a beaver' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Nickels bin: a silver coin with a beaver' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Coin 1 of 4: a silver coin with a beaver' }),
      ).toHaveFocus(),
    );
  });

  it('bounces a wrong tap-and-tap back to the tray with the hint, shown and announced', async () => {
    const user = userEvent.setup();
    render(<CoinSort />);
    const dime = screen.getByRole('button', { name: dimeName });
    await user.click(dime);
    expect(dime).toHaveAttribute('aria-pressed', 'true');
    expect(dime).toHaveAttribute('data-state', 'selected');
    expect(status()).toBe('A tiny silver coin with a ship chosen. Now choose a bin.');
    await user.click(screen.getByRole('button', { name: 'Nickels bin, empty' }));
    const bounced = screen.getByRole('button', { name: dimeName });
    expect(screen.getByRole('group', { name: 'To sort' })).toContainElement(bounced);
    expect(bounced).toHaveAttribute('data-state', 'incorrect');
    expect(bounced).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toBe(
      'Not Nickels. A tiny silver coin with a ship bounced back. The dime is the smaller one, with the ship.',
    );
    expect(screen.getByText('The dime is the smaller one, with the ship.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Sort the coins' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await expectNoA11yViolations(document.body);
  });

  it('works with Enter on a coin, then Enter on a bin, and keeps Enter from the page', async () => {
    const user = userEvent.setup();
    const keys = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => keys(event.key, event.defaultPrevented)}>
        <CoinSort />
      </div>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: dimeName })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(keys).toHaveBeenLastCalledWith('Enter', true);
    expect(screen.getByRole('button', { name: dimeName })).toHaveAttribute('aria-pressed', 'true');
    act(() => screen.getByRole('button', { name: 'Dimes bin, empty' }).focus());
    await user.keyboard('{Enter}');
    expect(status()).toBe('Into Dimes. 3 coins left.');
    expect(screen.getByRole('group', { name: 'Dimes' })).toContainElement(
      screen.getByRole('button', { name: dimeName }),
    );
  });

  it('lets go of a chosen coin with Escape, or with a second tap', async () => {
    const user = userEvent.setup();
    render(<CoinSort />);
    const dime = screen.getByRole('button', { name: dimeName });
    await user.click(dime);
    await user.keyboard('{Escape}');
    expect(dime).toHaveAttribute('aria-pressed', 'false');
    await user.click(dime);
    await user.click(dime);
    expect(dime).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes a coin out of a bin and back to the tray by tapping it, then the tray', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    render(<CoinSort onPlaced={onPlaced} />);
    await user.click(screen.getByRole('button', { name: dimeName }));
    await user.click(screen.getByRole('button', { name: 'Dimes bin, empty' }));
    expect(screen.queryByRole('button', { name: 'To sort' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dimeName }));
    await user.click(screen.getByRole('button', { name: 'To sort' }));
    expect(onPlaced).toHaveBeenLastCalledWith('d1', null);
    expect(status()).toBe('A tiny silver coin with a ship, back to sort. 4 coins left.');
  });

  it('drops a coin where the mouse lets it go, without choosing it', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    render(<CoinSort onPlaced={onPlaced} />);
    const loonie = screen.getByRole('button', {
      name: 'Coin 4 of 4: a gold-coloured coin with 11 sides',
    });
    await user.pointer([
      { keys: '[MouseLeft>]', target: loonie, coords: { clientX: 250, clientY: 80 } },
      { target: loonie, coords: { clientX: 300, clientY: 150 } },
      { target: loonie, coords: { clientX: 480, clientY: 260 } },
      { keys: '[/MouseLeft]', target: loonie, coords: { clientX: 480, clientY: 260 } },
    ]);
    await act(async () => {});
    expect(onPlaced).toHaveBeenCalledWith('l1', 'loonies');
    expect(
      screen.getByRole('button', { name: 'Coin 4 of 4: a gold-coloured coin with 11 sides' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('after a check, locks right coins and marks wrong ones in words', async () => {
    render(
      <SortBins
        label="Sort the coins"
        items={items}
        bins={bins}
        noun={{ one: 'coin', other: 'coins' }}
        placement={{ n1: 'nickels', d1: 'nickels', n2: 'nickels', l1: 'loonies' }}
        marks={{ n1: 'correct', d1: 'incorrect', n2: 'correct', l1: 'correct' }}
        onPlace={() => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Coin/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `${dimeName}, not right` })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    expect(
      screen.getByText('Coin 4 of 4: a gold-coloured coin with 11 sides, right'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sort the coins' })).toHaveAttribute(
      'data-state',
      'incorrect',
    );
    await expectNoA11yViolations(document.body);
  });

  it('shows all right when every coin is marked right', () => {
    render(
      <SortBins
        label="Sort the coins"
        items={items}
        bins={bins}
        placement={answer}
        marks={{ n1: 'correct', d1: 'correct', n2: 'correct', l1: 'correct' }}
        onPlace={() => {}}
        disabled
      />,
    );
    expect(screen.getByRole('group', { name: 'Sort the coins' })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn();
    render(<CoinSort onPlaced={onPlaced} disabled />);
    const dime = screen.getByRole('button', { name: dimeName });
    expect(dime).toHaveAttribute('aria-disabled', 'true');
    await user.click(dime);
    await user.click(screen.getByRole('button', { name: 'Dimes bin, empty' }));
    expect(dime).toHaveAttribute('aria-pressed', 'false');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('plays the bounce from the bin back to the tray, unless reduced motion is asked for', async () => {
    const user = userEvent.setup();
    const animate = vi.fn(() => ({ cancel: () => {} }) as unknown as Animation);
    HTMLElement.prototype.animate = animate;
    let media: MatchMediaMock | undefined;
    try {
      const { unmount } = render(<CoinSort />);
      await user.click(screen.getByRole('button', { name: dimeName }));
      await user.click(screen.getByRole('button', { name: 'Loonies bin, empty' }));
      // The dime (2nd in the tray: centre 110, 80) flies back from the Loonies bin (490, 260).
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate).toHaveBeenCalledWith(
        [{ transform: 'translate(380px, 180px)' }, { transform: 'translate(0, 0)' }],
        expect.objectContaining({ duration: 450 }),
      );
      unmount();

      media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
      animate.mockClear();
      render(<CoinSort />);
      await user.click(screen.getByRole('button', { name: dimeName }));
      await user.click(screen.getByRole('button', { name: 'Loonies bin, empty' }));
      expect(screen.getByRole('button', { name: dimeName })).toHaveAttribute(
        'data-state',
        'incorrect',
      );
      expect(animate).not.toHaveBeenCalled();
    } finally {
      media?.restore();
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });
});
