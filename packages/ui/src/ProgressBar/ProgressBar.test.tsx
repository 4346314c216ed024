import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { ProgressBar } from './ProgressBar';

function fillOf(bar: HTMLElement): string {
  const fill = bar.firstElementChild as HTMLElement;
  // assignInlineVars sets one custom property: the filled width.
  const property = [...fill.style].find((name) => name.startsWith('--'));
  return property ? fill.style.getPropertyValue(property) : '';
}

describe('ProgressBar', () => {
  it('says "0 of 5 done · 0%" and is an empty progressbar named by its label', async () => {
    const { container } = render(<ProgressBar label="Level 1 progress" completed={0} total={5} />);
    const bar = screen.getByRole('progressbar', { name: 'Level 1 progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 5 done, 0%');
    expect(screen.getByText('0 of 5 done · 0%')).toHaveAttribute('aria-hidden', 'true');
    expect(fillOf(bar)).toBe('0%');
    await expectNoA11yViolations(container);
  });

  it('rounds the percentage and fills the track that far', async () => {
    const { container } = render(<ProgressBar label="Level 2 progress" completed={2} total={7} />);
    const bar = screen.getByRole('progressbar', { name: 'Level 2 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '29');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 7 done, 29%');
    expect(screen.getByText('2 of 7 done · 29%')).toBeInTheDocument();
    expect(fillOf(bar)).toBe('29%');
    await expectNoA11yViolations(container);
  });

  it('is full when everything is done, and follows new values', async () => {
    const { container, rerender } = render(
      <ProgressBar label="Level 1 progress" completed={1} total={5} />,
    );
    expect(screen.getByText('1 of 5 done · 20%')).toBeInTheDocument();
    rerender(<ProgressBar label="Level 1 progress" completed={5} total={5} />);
    const bar = screen.getByRole('progressbar', { name: 'Level 1 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('5 of 5 done · 100%')).toBeInTheDocument();
    expect(fillOf(bar)).toBe('100%');
    await expectNoA11yViolations(container);
  });

  it('shows 0% when there is nothing to do', () => {
    render(<ProgressBar label="Level 3 progress" completed={0} total={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 0 done · 0%')).toBeInTheDocument();
  });

  it('keeps the count within 0 and the total', () => {
    const { rerender } = render(<ProgressBar label="Progress" completed={9} total={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('4 of 4 done · 100%')).toBeInTheDocument();
    rerender(<ProgressBar label="Progress" completed={-2} total={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 4 done · 0%')).toBeInTheDocument();
  });
});
