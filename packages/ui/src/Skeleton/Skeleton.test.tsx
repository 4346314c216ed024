import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Skeleton } from './Skeleton';
import { heightVar, root, widthVar } from './Skeleton.css';

function varName(cssVar: string) {
  return cssVar.replace(/^var\((--[^),]+).*$/, '$1');
}

describe('Skeleton', () => {
  it('is a decorative block hidden from screen readers', async () => {
    const { container } = render(<Skeleton />);
    const block = container.firstElementChild!;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass(root);
    await expectNoA11yViolations(container);
  });

  it('takes its size from props', () => {
    const { container } = render(<Skeleton width="10rem" height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.getPropertyValue(varName(widthVar))).toBe('10rem');
    expect(block.style.getPropertyValue(varName(heightVar))).toBe('2rem');
  });
});
