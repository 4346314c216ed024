import { layOut } from '@lingos/kit/testing';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCentimetreScale, type CentimetreScaleOptions } from './useCentimetreScale';

/** Shows the scale the hook gives an element as wide as the test lays it out. */
function Scaled({ span, options }: { span: number; options?: CentimetreScaleOptions }) {
  const [ref, scale] = useCentimetreScale(span, options);
  return (
    <div ref={ref} data-testid="measured" data-scale={scale}>
      {scale}
    </div>
  );
}

const scaleOf = (container: HTMLElement): number =>
  Number(container.querySelector('[data-scale]')?.getAttribute('data-scale'));

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.unstubAllGlobals();
});

describe('useCentimetreScale', () => {
  it('fits the span to the element’s width before the first paint, fractions included', () => {
    undo = layOut((element) =>
      element.dataset.testid === 'measured'
        ? { left: 0, top: 0, width: 288, height: 40 }
        : undefined,
    );
    const { container } = render(<Scaled span={500} options={{ marginCm: 0.5 }} />);
    // 288 px for 501 cm: 0.57 px per cm, where whole px per cm gave 0 (then a floor).
    expect(scaleOf(container)).toBe(0.57);
  });

  it('is never wider than the window before the element can be measured', () => {
    vi.stubGlobal('innerWidth', 320);
    const { container } = render(<Scaled span={500} options={{ marginCm: 0.5 }} />);
    const scale = scaleOf(container);
    expect(501 * scale).toBeLessThanOrEqual(320);
    expect(scale).toBeGreaterThan(0.6);
  });

  it('follows the element when it is resized', () => {
    let notify: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    undo = layOut((element) =>
      element.dataset.testid === 'measured'
        ? { left: 0, top: 0, width: 320, height: 40 }
        : undefined,
    );
    const { container } = render(<Scaled span={20} options={{ marginCm: 0, marginPx: 16 }} />);
    expect(scaleOf(container)).toBe(14.4);
    act(() => notify?.([{ contentRect: { width: 800 } }]));
    expect(scaleOf(container)).toBe(32);
    act(() => notify?.([{ contentRect: { width: 0 } }]));
    expect(scaleOf(container)).toBe(32);
  });

  it('takes a fixed scale as it is', () => {
    const { container } = render(<Scaled span={20} options={{ fixed: 7.5 }} />);
    expect(scaleOf(container)).toBe(7.5);
  });
});
