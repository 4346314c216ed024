import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoA11yViolations,
  indexInParent,
  layOut,
  listColumn,
  renderWithProviders,
  type TestBox,
} from '../../testing';
import { SortSequence, type SortCard, type SortSequenceProps } from './SortSequence';

const cards: SortCard[] = [
  { id: 'breakfast', label: 'Breakfast, 7:30', content: '🥣 Breakfast 7:30' },
  { id: 'lunch', label: 'Lunch, 12:00', content: '🥪 Lunch 12:00' },
  { id: 'bath', label: 'Bath, 7:00 PM', content: '🛁 Bath 7:00 PM' },
  { id: 'bedtime', label: 'Bedtime, 8:00 PM', content: '🛏️ Bedtime 8:00 PM' },
];

function Controlled({
  initialOrder = ['lunch', 'breakfast', 'bath', 'bedtime'],
  ...props
}: Partial<SortSequenceProps> & {
  initialOrder?: string[];
  onOrder?: (order: string[]) => void;
}) {
  const [order, setOrder] = useState<string[]>(initialOrder);
  return (
    <SortSequence
      label="Put the events in order, earliest first"
      cards={cards}
      order={order}
      onOrderChange={(next) => {
        setOrder(next);
        props.onOrder?.(next);
      }}
      {...props}
    />
  );
}

/** Three cards in two columns (a wrapping row on a phone): 1 2 on top, 3 below 1. */
function twoColumns(element: HTMLElement): TestBox | undefined {
  const item = element.closest('li');
  if (!item) return undefined;
  const index = indexInParent(item);
  return { left: (index % 2) * 160, top: Math.floor(index / 2) * 70, width: 150, height: 60 };
}

function liveRegionText(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

describe('SortSequence', () => {
  // jsdom has no layout: each card gets a place in a column, 70 px apart.
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(listColumn());
  });
  afterEach(() => {
    restoreLayout();
  });

  it('lists the cards in order with names that say their place', async () => {
    renderWithProviders(<Controlled />);
    const list = screen.getByRole('list', { name: 'Put the events in order, earliest first' });
    const buttons = within(list).getAllByRole('button');
    const names = [
      'Lunch, 12:00, card 1 of 4',
      'Breakfast, 7:30, card 2 of 4',
      'Bath, 7:00 PM, card 3 of 4',
      'Bedtime, 8:00 PM, card 4 of 4',
    ];
    expect(buttons).toEqual(names.map((name) => within(list).getByRole('button', { name })));
    // Named by their content, not aria-label, so a picture's visible text never contradicts it.
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-label');
    await expectNoA11yViolations(document.body);
  });

  it('moves a card with the keyboard: Space picks up, arrows move, Space drops', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(<Controlled onOrder={onOrder} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lunch, 12:00, card 1 of 4' })).toHaveFocus();
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Picked up Lunch, 12:00, place 1 of 4.');
    await user.keyboard('[ArrowDown]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Lunch, 12:00, moved to place 2 of 4.');
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(onOrder).toHaveBeenCalledWith(['breakfast', 'lunch', 'bath', 'bedtime']);
    expect(liveRegionText()).toContain('Lunch, 12:00, dropped in place 2 of 4.');
    expect(
      screen.getByRole('button', { name: 'Breakfast, 7:30, card 1 of 4' }),
    ).toBeInTheDocument();
  });

  it('cancels a move with Escape', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(<Controlled onOrder={onOrder} />);
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowDown]');
    await act(async () => {});
    await user.keyboard('[Escape]');
    await act(async () => {});
    expect(onOrder).not.toHaveBeenCalled();
    expect(liveRegionText()).toContain('Cancelled. Lunch, 12:00 went back to place 1 of 4.');
  });

  it('explains how to move a card to screen readers', () => {
    renderWithProviders(<Controlled />);
    const button = screen.getByRole('button', { name: 'Lunch, 12:00, card 1 of 4' });
    expect(button).toHaveAccessibleDescription(
      'To pick up a card, press Space. Use the arrow keys to move it, then press Space to drop it. Press Escape to cancel.',
    );
  });

  it('after a check, locks right cards and marks wrong ones', async () => {
    renderWithProviders(
      <Controlled
        marks={{ lunch: 'incorrect', breakfast: 'incorrect', bath: 'correct', bedtime: 'correct' }}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Lunch, 12:00, card 1 of 4, not in the right place' }),
    ).toHaveAttribute('data-state', 'incorrect');
    const locked = screen.getByRole('img', {
      name: 'Bath, 7:00 PM, card 3 of 4, right place, locked',
    });
    expect(locked).toHaveAttribute('data-state', 'correct');
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await expectNoA11yViolations(document.body);
  });

  it('does not move cards when disabled', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(<Controlled disabled onOrder={onOrder} />);
    const first = screen.getByRole('button', { name: 'Lunch, 12:00, card 1 of 4' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    first.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('moves a card one place per arrow in list order when the cards sit in two columns', async () => {
    restoreLayout();
    restoreLayout = layOut(twoColumns);
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(
      <Controlled
        orientation="horizontal"
        cards={cards.slice(0, 3)}
        initialOrder={['lunch', 'breakfast', 'bath']}
        onOrder={onOrder}
      />,
    );
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Picked up Lunch, 12:00, place 1 of 3.');
    // ArrowDown is "later" in the list, one place, though place 3 sits right below.
    await user.keyboard('[ArrowDown]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Lunch, 12:00, moved to place 2 of 3.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Lunch, 12:00, moved to place 3 of 3.');
    await user.keyboard('[ArrowUp]');
    await act(async () => {});
    expect(liveRegionText()).toContain('Lunch, 12:00, moved to place 2 of 3.');
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(onOrder).toHaveBeenCalledWith(['breakfast', 'lunch', 'bath']);
  });

  it('lets Enter reach the page (to check) when no card is held', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    renderWithProviders(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => onKeyDown(event.key, event.defaultPrevented)}>
        <Controlled />
      </div>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onKeyDown).toHaveBeenLastCalledWith('Enter', false);
  });
});
