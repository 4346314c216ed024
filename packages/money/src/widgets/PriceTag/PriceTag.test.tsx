import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceTag, priceTagText } from './PriceTag';

describe('priceTagText', () => {
  it('says the price in words, with the item first', () => {
    expect(priceTagText(235, 'Comic book')).toBe('Comic book, 2 dollars and 35 cents.');
    expect(priceTagText(45)).toBe('45 cents.');
  });
});

describe('PriceTag', () => {
  it('shows "$2.35" and is read "2 dollars and 35 cents"', async () => {
    const { container } = renderWithProviders(<PriceTag amount={235} item="Hockey puck" />);
    const tag = screen.getByRole('button', {
      name: 'Price tag: Hockey puck, 2 dollars and 35 cents.',
    });
    expect(tag.querySelector('[data-part="price"]')).toHaveTextContent('$2.35');
    expect(tag).toHaveTextContent('Hockey puck');
    await expectNoA11yViolations(container);
  });

  it('shows amounts below a dollar in cents', () => {
    renderWithProviders(<PriceTag amount={75} speakable={false} />);
    expect(screen.getByText('75¢')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Price tag: 75 cents.')).toBeInTheDocument();
  });

  it('says itself when tapped', async () => {
    const user = userEvent.setup();
    const onTap = vi.fn();
    const { engine } = renderWithProviders(
      <PriceTag
        amount={150}
        item="Juice box"
        picture={<svg data-testid="juice" />}
        onTap={onTap}
      />,
    );
    await user.click(screen.getByRole('button'));
    expect(spokenTexts(engine)).toContain('Juice box, 1 dollar and 50 cents.');
    expect(onTap).toHaveBeenCalledOnce();
    expect(screen.getByTestId('juice').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
