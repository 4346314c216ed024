import { expectNoA11yViolations } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import { LengthObject, LengthObjectShape } from './LengthObject';

const crayon = findObject('crayon');
if (!crayon) throw new Error('No crayon in the bank');

describe('LengthObject', () => {
  it('is an image named by the object', async () => {
    const { container } = render(<LengthObject object={crayon} pxPerCm={20} />);
    const image = screen.getByRole('img', { name: 'a crayon' });
    expect(image).toHaveAttribute('data-length', '9');
    expect(image.querySelector('[data-shape="crayon"]')).toHaveAttribute('data-right', '180');
    await expectNoA11yViolations(container);
  });

  it('draws at the length it is given, and takes the caller’s name', () => {
    render(<LengthObject object={crayon} lengthCm={5} pxPerCm={10} label="a short crayon" />);
    const image = screen.getByRole('img', { name: 'a short crayon' });
    expect(image.querySelector('g')).toHaveAttribute('data-right', '50');
  });

  it('passes axe in light and in dark mode', async () => {
    for (const dark of [false, true]) {
      const { container, unmount } = render(
        <div className={themeClass('default', dark)}>
          <LengthObject
            object={{ id: 'stick', name: 'a stick', shape: 'twig', lengthCm: 12 }}
            pxPerCm={14}
          />
        </div>,
      );
      expect(screen.getByRole('img', { name: 'a stick' })).toBeInTheDocument();
      await expectNoA11yViolations(container);
      unmount();
    }
  });
});

describe('LengthObjectShape', () => {
  it('sits with its left end at x and its right end length × scale further, hidden from screen readers', () => {
    const { container } = render(
      <svg>
        <LengthObjectShape shape="key" lengthCm={6} pxPerCm={15} x={30} y={5} objectId="key" />
      </svg>,
    );
    const shape = container.querySelector('[data-object="key"]');
    expect(shape).toHaveAttribute('data-left', '30');
    expect(shape).toHaveAttribute('data-right', '120');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveAttribute('transform', 'translate(30 5)');
  });
});
