import { expectNoA11yViolations, mockMatchMedia } from '@lingos/kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoneyPiece } from './MoneyPiece';
import * as styles from './MoneyPiece.css';
import { pieceBox } from './pieceSize';

function drawnWidth(element: Element): number {
  return Number(element.getAttribute('width'));
}

describe('MoneyPiece', () => {
  it('names a coin by the fact table, picture side up', async () => {
    const { container } = render(<MoneyPiece id="loonie" />);
    const coin = screen.getByRole('img', {
      name: 'Loonie: a gold-coloured coin with 11 sides and a loon. Worth 1 dollar.',
    });
    expect(coin).toHaveAttribute('data-side', 'picture');
    expect(container.querySelector('[data-motif="loon"]')).not.toBeNull();
    expect(container.querySelector('polygon')?.getAttribute('points')?.split(' ')).toHaveLength(11);
    await expectNoA11yViolations(container);
  });

  it('draws each coin’s own motif, and the King on the other side', () => {
    const motifs = {
      nickel: 'beaver',
      dime: 'bluenose',
      quarter: 'caribou',
      toonie: 'polar-bear',
    } as const;
    for (const [id, motif] of Object.entries(motifs)) {
      const { container, unmount } = render(<MoneyPiece id={id as keyof typeof motifs} />);
      expect(container.querySelector(`[data-motif="${motif}"]`)).not.toBeNull();
      unmount();
    }
    const { container } = render(<MoneyPiece id="quarter" side="king" />);
    expect(container.querySelector('[data-motif="king"]')).not.toBeNull();
    expect(container.querySelector('[data-motif="caribou"]')).toBeNull();
    expect(
      screen.getByRole('img', {
        name: 'Quarter: a big silver coin, King side up. Worth 25 cents.',
      }),
    ).toBeInTheDocument();
  });

  it('draws the toonie with a silver ring and a gold centre', () => {
    const { container } = render(<MoneyPiece id="toonie" />);
    expect(container.querySelector('[data-part="ring"]')).not.toBeNull();
    expect(container.querySelector('[data-part="centre"]')).not.toBeNull();
  });

  it('names a bill by its colour, number and window, with its number on it', () => {
    render(<MoneyPiece id="bill-20" />);
    const bill = screen.getByRole('img', {
      name: '$20 bill: a green bill with 20 on it and a see-through window. Worth 20 dollars.',
    });
    expect(bill).toHaveTextContent('20');
  });

  it('sizes coins to true relative scale and bills wider than any coin', () => {
    render(
      <>
        <MoneyPiece id="dime" size={100} />
        <MoneyPiece id="nickel" size={100} />
        <MoneyPiece id="toonie" size={100} />
        <MoneyPiece id="bill-5" size={100} />
      </>,
    );
    const [dime, nickel, toonie, bill] = screen.getAllByRole('img').map(drawnWidth);
    expect(dime).toBeCloseTo(64.39, 1);
    expect(nickel).toBeCloseTo(75.71, 1);
    expect(toonie).toBe(100);
    expect(bill).toBe(pieceBox('bill-5', 100).width);
    expect(bill).toBeGreaterThan(toonie ?? Number.POSITIVE_INFINITY);
  });

  it('takes another text alternative, or none when the element around it names it', () => {
    const { rerender, container } = render(
      <MoneyPiece id="dime" alt="Card 2: a small, thin, silver coin with a sailing ship" />,
    );
    expect(
      screen.getByRole('img', { name: 'Card 2: a small, thin, silver coin with a sailing ship' }),
    ).toBeInTheDocument();
    rerender(<MoneyPiece id="dime" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('flips to the King and back, saying what the side shows', async () => {
    const user = userEvent.setup();
    const onSideChange = vi.fn();
    const { container } = render(<MoneyPiece id="loonie" flippable onSideChange={onSideChange} />);
    await user.click(screen.getByRole('button', { name: 'Flip the loonie' }));
    expect(
      screen.getByRole('img', {
        name: 'Loonie: a gold-coloured coin with 11 sides, King side up. Worth 1 dollar.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The other side shows the King.');
    expect(onSideChange).toHaveBeenLastCalledWith('king');
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Flip the loonie' }));
    expect(screen.getByRole('status')).toHaveTextContent('This side shows a loon.');
    expect(onSideChange).toHaveBeenLastCalledWith('picture');
  });

  it('turns with a quick animation, and without one when reduced motion is asked for', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MoneyPiece id="nickel" flippable />);
    await user.click(screen.getByRole('button', { name: 'Flip the nickel' }));
    expect(screen.getByRole('img')).toHaveClass(styles.flipping);
    unmount();

    const media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    render(<MoneyPiece id="nickel" flippable />);
    await user.click(screen.getByRole('button', { name: 'Flip the nickel' }));
    expect(screen.getByRole('img')).toHaveAttribute('data-side', 'king');
    expect(screen.getByRole('img')).not.toHaveClass(styles.flipping);
    media.restore();
  });

  it('has no Flip on a bill', () => {
    render(<MoneyPiece id="bill-50" flippable />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
