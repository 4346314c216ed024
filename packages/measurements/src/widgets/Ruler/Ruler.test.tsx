import { expectNoA11yViolations, layOut, setBox } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Ruler, type RulerObject } from './Ruler';
import { jagDepth, markLabelFont, numberClearance, numberWidth } from './rulerModel';

const key: RulerObject = {
  object: { id: 'key', name: 'a key', shape: 'key' },
  start: 2,
  length: 6,
};
const crayon: RulerObject = {
  object: { id: 'crayon', name: 'a crayon', shape: 'crayon' },
  start: 2,
  length: 9,
};
const nail: RulerObject = {
  object: { id: 'nail', name: 'a nail', shape: 'nail' },
  start: 1,
  length: 5,
};

function status(): HTMLElement {
  return screen.getByRole('status');
}

describe('Ruler, lying still', () => {
  it('is described as measurements.md says (2-0’s closing check), in light and dark mode', async () => {
    for (const dark of [false, true]) {
      const { container, unmount } = render(
        <div className={themeClass('default', dark)}>
          <Ruler objects={[key]} position={2} laneCm={20} pxPerCm={20} />
        </div>,
      );
      expect(
        screen.getByRole('img', {
          name: 'Ruler from 0 to 20 centimetres under the key. The key starts at the 0 mark and ends at the 6 mark.',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('slider')).toBeNull();
      await expectNoA11yViolations(container);
      unmount();
    }
  });

  it('draws the key’s ends exactly on the 0 and 6 marks', () => {
    const { container } = render(<Ruler objects={[key]} position={2} laneCm={20} pxPerCm={20} />);
    const mark = (value: number) =>
      container.querySelector(`[data-mark="${value}"] line`)?.getAttribute('x1');
    const shape = container.querySelector('[data-object="key"]');
    expect(shape?.getAttribute('data-left')).toBe(mark(0));
    expect(shape?.getAttribute('data-right')).toBe(mark(6));
  });

  it('describes a broken ruler (2-2)', async () => {
    const { container } = render(<Ruler first={4} objects={[nail]} position={1} pxPerCm={20} />);
    expect(
      screen.getByRole('img', {
        name: 'Broken ruler, first number 4. A nail lies on it, from the 4 mark to the 9 mark.',
      }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-ruler-first="4"] polygon')).not.toBeNull();
    await expectNoA11yViolations(container);
  });

  it('never glows when still, even with an object starting at its first mark', () => {
    const { container } = render(<Ruler first={4} objects={[nail]} position={1} pxPerCm={20} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'idle');
    expect(container.querySelector('[data-aligned]')).toBeNull();
  });

  it('turns bad numbers into a ruler instead of crashing', () => {
    render(<Ruler first={-5} last={Number.NaN} pxPerCm={20} />);
    expect(
      screen.getByRole('img', { name: 'Ruler from 0 to 20 centimetres.' }),
    ).toBeInTheDocument();
  });
});

describe('Ruler, dragged along an object', () => {
  it('moves 1 cm per arrow, glows and reports when its 0 meets the crayon’s end', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onAligned = vi.fn();
    const { container } = render(
      <Ruler
        mode="draggable"
        objects={[crayon]}
        laneCm={20}
        pxPerCm={20}
        onMove={onMove}
        onAligned={onAligned}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      "Ruler's 0 is 2 centimetres left of the crayon's end.",
    );
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      "Ruler's 0 is 1 centimetre left of the crayon's end.",
    );
    expect(onAligned).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', "Ruler's 0 is at the crayon's end.");
    expect(onMove.mock.calls).toEqual([[1], [2]]);
    expect(onAligned).toHaveBeenCalledWith('crayon');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'aligned');
    expect(status()).toHaveTextContent("Lined up. Ruler's 0 is at the crayon's end.");
    await expectNoA11yViolations(container);
  });

  it('follows a pointer drag and snaps within 3 mm of the end', () => {
    const onAligned = vi.fn();
    render(
      <Ruler mode="draggable" objects={[crayon]} laneCm={20} pxPerCm={20} onAligned={onAligned} />,
    );
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 120 });
    // 35 px at 20 px per cm is 1.75 cm: 2.5 mm short of the crayon's end, so it snaps.
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 135 });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(onAligned).toHaveBeenCalledWith('crayon');
    expect(status()).toHaveTextContent("Ruler's 0 is at the crayon's end.");
  });

  it('comes to rest on a whole centimetre when let go away from the end', () => {
    render(<Ruler mode="draggable" objects={[crayon]} laneCm={20} pxPerCm={20} />);
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 150 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 192 });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      "Ruler's 0 is 3 centimetres right of the crayon's end.",
    );
  });

  it('goes back where it was when a drag is cancelled half way, and says so kindly', () => {
    const onMove = vi.fn();
    render(
      <Ruler
        mode="draggable"
        objects={[crayon]}
        laneCm={20}
        pxPerCm={20}
        defaultPosition={6}
        onMove={onMove}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 40 });
    fireEvent.pointerCancel(slider, { pointerId: 1, clientX: 40 });
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    expect(onMove).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(
      "The ruler went back. Ruler's 0 is 4 centimetres right of the crayon's end.",
    );
  });

  it('stays put for a tap that does not move', () => {
    const onMove = vi.fn();
    render(<Ruler mode="draggable" objects={[crayon]} pxPerCm={20} onMove={onMove} />);
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 101 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('never goes past the end of its range', async () => {
    const user = userEvent.setup();
    render(<Ruler mode="draggable" laneCm={20} pxPerCm={20} range={{ min: 0, max: 8 }} />);
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    slider.focus();
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '8');
  });
});

describe('Ruler, tappable spaces', () => {
  it('lights, counts and drops a cube into each space tapped (2-0 step 1)', async () => {
    const user = userEvent.setup();
    const onSpaceTap = vi.fn();
    const { container } = render(<Ruler tap="spaces" cubes pxPerCm={20} onSpaceTap={onSpaceTap} />);
    for (let from = 0; from < 5; from += 1) {
      await user.click(screen.getByRole('button', { name: `Space from ${from} to ${from + 1}` }));
    }
    expect(status()).toHaveTextContent('Space 5, from 4 to 5.');
    expect(onSpaceTap).toHaveBeenLastCalledWith({ from: 4, count: 5, again: false });
    expect(container.querySelectorAll('[data-cube]')).toHaveLength(5);
    expect(container.querySelectorAll('[data-lit-space]')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Space from 2 to 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Ruler from 0 to 20 centimetres. 5 spaces counted.',
    );
    await expectNoA11yViolations(container);
  });

  it('counts a space tapped twice only once, and says so', async () => {
    const user = userEvent.setup();
    const onSpaceTap = vi.fn();
    render(<Ruler tap="spaces" first={4} pxPerCm={20} onSpaceTap={onSpaceTap} />);
    const space = screen.getByRole('button', { name: 'Space from 6 to 7' });
    await user.dblClick(space);
    expect(onSpaceTap.mock.calls).toEqual([
      [{ from: 6, count: 1, again: false }],
      [{ from: 6, count: 1, again: true }],
    ]);
    expect(status()).toHaveTextContent('The space from 6 to 7 is already counted. 1 space so far.');
  });

  it('refuses a space when told to: it stays dark, no cube, nothing said (2-0: past the 5)', async () => {
    const user = userEvent.setup();
    const onSpaceTap = vi.fn((tap: { from: number }) => tap.from < 5);
    const { container } = render(<Ruler tap="spaces" cubes pxPerCm={20} onSpaceTap={onSpaceTap} />);
    await user.click(screen.getByRole('button', { name: 'Space from 7 to 8' }));
    expect(onSpaceTap).toHaveBeenLastCalledWith({ from: 7, count: 1, again: false });
    expect(screen.getByRole('button', { name: 'Space from 7 to 8' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(container.querySelector('[data-lit-space], [data-cube]')).toBeNull();
    expect(status()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Space from 0 to 1' }));
    expect(onSpaceTap).toHaveBeenLastCalledWith({ from: 0, count: 1, again: false });
    expect(status()).toHaveTextContent('Space 1, from 0 to 1.');
  });

  it('shows the spaces it is given as lit, counted in their order (a worked example)', () => {
    const { container, rerender } = render(
      <Ruler first={4} objects={[nail]} position={0} pxPerCm={20} litSpaces={[4, 5, 6]} />,
    );
    const lit = [...container.querySelectorAll('[data-lit-space]')];
    expect(lit.map((space) => space.getAttribute('data-lit-space'))).toEqual(['4', '5', '6']);
    expect(lit.map((space) => space.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('img')).toHaveAccessibleName(/ 3 spaces counted\.$/);
    rerender(<Ruler first={4} objects={[nail]} position={0} pxPerCm={20} litSpaces={[]} />);
    expect(container.querySelector('[data-lit-space]')).toBeNull();
  });

  it('gives every space a target as tall as the ruler, and one tab stop moved by arrows', async () => {
    const user = userEvent.setup();
    render(<Ruler tap="spaces" pxPerCm={13} />);
    const first = screen.getByRole('button', { name: 'Space from 0 to 1' });
    expect(parseFloat(first.style.height)).toBeGreaterThanOrEqual(44);
    expect(parseFloat(first.style.height)).toBeGreaterThan(parseFloat(first.style.width));
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Space from 2 to 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Space 1, from 2 to 3.');
  });
});

describe('Ruler, tappable marks', () => {
  it('reports the number tapped (2-0 step 3: "tap the 9")', async () => {
    const user = userEvent.setup();
    const onMarkTap = vi.fn();
    const { rerender, container } = render(
      <Ruler tap="marks" objects={[{ ...crayon, start: 0 }]} pxPerCm={20} onMarkTap={onMarkTap} />,
    );
    await user.click(screen.getByRole('button', { name: 'Mark 9' }));
    expect(onMarkTap).toHaveBeenCalledWith(9);
    rerender(
      <Ruler
        tap="marks"
        objects={[{ ...crayon, start: 0 }]}
        pxPerCm={20}
        onMarkTap={onMarkTap}
        chosenMark={9}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark 9' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(container);
  });

  it('has no tap targets on a ruler being dragged', () => {
    render(<Ruler mode="draggable" tap="marks" pxPerCm={20} />);
    expect(screen.queryByRole('button', { name: 'Mark 9' })).toBeNull();
  });
});

describe('Ruler, with two objects', () => {
  it('describes both (2-1 step 4)', () => {
    const pencil: RulerObject = {
      object: { id: 'pencil', name: 'a pencil', shape: 'pencil' },
      start: 0,
      length: 14,
    };
    render(<Ruler objects={[pencil, { ...crayon, start: 0 }]} pxPerCm={20} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Ruler from 0 to 20 centimetres under the pencil and the crayon. The pencil starts at the 0 mark and ends at the 14 mark. The crayon starts at the 0 mark and ends at the 9 mark.',
    );
  });
});

describe('Ruler, the ribbon', () => {
  it('stretches 1 cm per arrow, to 0 and 20 with Home and End (2-1 step 3)', async () => {
    const user = userEvent.setup();
    const onRibbonChange = vi.fn();
    const { container } = render(<Ruler ribbon pxPerCm={20} onRibbonChange={onRibbonChange} />);
    const end = screen.getByRole('slider', { name: 'Ribbon end' });
    end.focus();
    await user.keyboard('{ArrowRight>7/}');
    expect(end).toHaveAttribute('aria-valuetext', 'Ribbon ends at the 7 mark.');
    expect(onRibbonChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Ruler from 0 to 20 centimetres. Ribbon ends at the 7 mark.',
    );
    await user.keyboard('{End}');
    expect(end).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{Home}');
    expect(end).toHaveAttribute('aria-valuenow', '0');
    await expectNoA11yViolations(container);
  });

  it('has Longer and Shorter buttons for touch, at least 44 px', async () => {
    const user = userEvent.setup();
    render(<Ruler ribbon defaultRibbonEnd={3} pxPerCm={20} />);
    await user.click(screen.getByRole('button', { name: 'Longer' }));
    await user.click(screen.getByRole('button', { name: 'Longer' }));
    await user.click(screen.getByRole('button', { name: 'Shorter' }));
    expect(screen.getByRole('slider', { name: 'Ribbon end' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    expect(status()).toHaveTextContent('Ribbon ends at the 4 mark.');
  });

  it('follows a drag of its end to the nearest whole mark, and goes back when cancelled', () => {
    const { container } = render(<Ruler ribbon pxPerCm={20} />);
    const stage = container.querySelector('svg')?.parentElement as HTMLElement;
    setBox(stage, { left: 0, top: 0, width: 440, height: 200 });
    const end = screen.getByRole('slider', { name: 'Ribbon end' });
    // The ruler's 0 is 1 cm (20 px) in from the stage's left: 163 px is the 7.15 mark.
    fireEvent.pointerDown(end, { pointerId: 1, button: 0, clientX: 20 });
    fireEvent.pointerMove(end, { pointerId: 1, clientX: 100 });
    fireEvent.pointerUp(end, { pointerId: 1, clientX: 163 });
    expect(end).toHaveAttribute('aria-valuenow', '7');
    expect(status()).toHaveTextContent('Ribbon ends at the 7 mark.');

    fireEvent.pointerDown(end, { pointerId: 2, button: 0, clientX: 160 });
    fireEvent.pointerMove(end, { pointerId: 2, clientX: 300 });
    fireEvent.pointerCancel(end, { pointerId: 2, clientX: 300 });
    expect(end).toHaveAttribute('aria-valuenow', '7');
    expect(status()).toHaveTextContent('The ribbon went back. Ribbon ends at the 7 mark.');
  });
});

describe('Ruler, read-only after Check (disabled)', () => {
  it('keeps a dragged ruler and its focus, but arrows and drags no longer move it', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { container, rerender } = render(
      <Ruler mode="draggable" objects={[crayon]} laneCm={20} pxPerCm={20} onMove={onMove} />,
    );
    const slider = screen.getByRole('slider', { name: 'Ruler' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    rerender(
      <Ruler
        mode="draggable"
        objects={[crayon]}
        laneCm={20}
        pxPerCm={20}
        onMove={onMove}
        disabled
      />,
    );
    expect(screen.getByRole('slider', { name: 'Ruler' })).toBe(slider);
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}{End}');
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 160 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 160 });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(onMove.mock.calls).toEqual([[1]]);
    expect(container.firstElementChild).toHaveAttribute('data-disabled', 'true');
    await expectNoA11yViolations(container);
  });

  it('keeps the ribbon and its Shorter and Longer buttons, which no longer change it', async () => {
    const user = userEvent.setup();
    const onRibbonChange = vi.fn();
    const { container } = render(
      <Ruler ribbon defaultRibbonEnd={5} pxPerCm={20} onRibbonChange={onRibbonChange} disabled />,
    );
    const end = screen.getByRole('slider', { name: 'Ribbon end' });
    const longer = screen.getByRole('button', { name: 'Longer' });
    expect(end).toHaveAttribute('aria-disabled', 'true');
    expect(longer).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Shorter' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(longer);
    expect(longer).toHaveFocus();
    end.focus();
    await user.keyboard('{ArrowRight}{End}');
    fireEvent.pointerDown(end, { pointerId: 1, button: 0, clientX: 120 });
    fireEvent.pointerMove(end, { pointerId: 1, clientX: 300 });
    fireEvent.pointerUp(end, { pointerId: 1, clientX: 300 });
    expect(end).toHaveAttribute('aria-valuenow', '5');
    expect(onRibbonChange).not.toHaveBeenCalled();
    await expectNoA11yViolations(container);
  });

  it('keeps its spaces, which no longer light or count', async () => {
    const user = userEvent.setup();
    const onSpaceTap = vi.fn();
    const { container } = render(
      <Ruler tap="spaces" pxPerCm={20} onSpaceTap={onSpaceTap} defaultLitSpaces={[2]} disabled />,
    );
    const space = screen.getByRole('button', { name: 'Space from 3 to 4' });
    expect(space).toHaveAttribute('aria-disabled', 'true');
    await user.click(space);
    expect(space).toHaveAttribute('aria-pressed', 'false');
    expect(onSpaceTap).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-lit-space]')).toHaveLength(1);
  });
});

describe('Ruler on a phone', () => {
  it('fits 0 to 20 in a 320 px phone’s 288 px at the fitted scale', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const undo = layOut((element) =>
      element.parentElement === host ? { left: 0, top: 0, width: 288, height: 200 } : undefined,
    );
    try {
      const { container } = render(<Ruler tap="spaces" />, { container: host });
      expect(Number(container.querySelector('svg')?.getAttribute('width'))).toBeLessThanOrEqual(
        288,
      );
      // 288 px less 16 px each side for the end numbers: 12.8 px per cm.
      expect(markX(container, 1) - markX(container, 0)).toBeCloseTo(12.8, 5);
    } finally {
      undo();
    }
  });
});

/** The x of a mark's tick. */
function markX(container: HTMLElement, mark: number): number {
  return Number(container.querySelector(`[data-mark="${mark}"] line`)?.getAttribute('x1'));
}

/** Every number on the ruler: its value, where it is drawn (x, baseline). */
function numbersOf(container: HTMLElement) {
  return [...container.querySelectorAll('[data-mark]')].map((mark) => {
    const text = mark.querySelector('text');
    return {
      value: Number(mark.getAttribute('data-mark')),
      x: Number(text?.getAttribute('x')),
      y: Number(text?.getAttribute('y')),
    };
  });
}

describe('Ruler numbers, with clear space around each', () => {
  const rulers = [
    { first: 0, last: 20 },
    { first: 3, last: 19 },
    { first: 12, last: 28 },
  ];

  it('keeps numbers side by side apart by their widths and 5 px, at 9 to 32 px per cm', () => {
    for (const { first, last } of rulers) {
      for (const scale of [9, 10.5, 12.4, 13, 16, 19, 20, 24, 32]) {
        const { container, unmount } = render(<Ruler first={first} last={last} pxPerCm={scale} />);
        const numbers = numbersOf(container);
        for (const a of numbers) {
          for (const b of numbers) {
            if (b.value <= a.value || b.y !== a.y) continue;
            const room =
              numberWidth(a.value, markLabelFont) / 2 + numberWidth(b.value, markLabelFont) / 2;
            expect(b.x - a.x, `${a.value} and ${b.value} at ${scale} px per cm`).toBeGreaterThan(
              room + numberClearance - 1e-9,
            );
          }
        }
        unmount();
      }
    }
  });

  it('at 19 px per cm (a 16 cm piece on a 390 px phone) puts neighbours in two rows', () => {
    const { container } = render(<Ruler first={3} last={19} pxPerCm={19} />);
    const numbers = numbersOf(container);
    const ten = numbers.find((number) => number.value === 10);
    const eleven = numbers.find((number) => number.value === 11);
    expect(ten?.y).not.toBe(eleven?.y);
    // Every number inside the ruler's body, which stays a 56 px target.
    const body = container.querySelector('[data-ruler-first] > polygon');
    const bottom = Math.max(
      ...(body?.getAttribute('points') ?? '')
        .split(' ')
        .map((point) => Number(point.split(',')[1])),
    );
    for (const number of numbers) expect(number.y).toBeLessThan(bottom - 3);
  });

  it('keeps the end numbers off the ruler’s edges', () => {
    for (const { first, last } of rulers) {
      for (const scale of [9, 13, 32]) {
        const { container, unmount } = render(<Ruler first={first} last={last} pxPerCm={scale} />);
        const outline = container.querySelector(
          '[data-ruler-first] > rect, [data-ruler-first] > polygon',
        );
        const xs =
          outline?.tagName === 'rect'
            ? [
                Number(outline.getAttribute('x')),
                Number(outline.getAttribute('x')) + Number(outline.getAttribute('width')),
              ]
            : (outline?.getAttribute('points') ?? '')
                .split(' ')
                .map((point) => Number(point.split(',')[0]));
        // A broken ruler's jagged edge reaches in 5 px.
        const left = Math.min(...xs) + (first === 0 ? 0 : jagDepth);
        const right = Math.max(...xs);
        const numbers = numbersOf(container);
        const firstNumber = numbers[0]!;
        const lastNumber = numbers.at(-1)!;
        expect(firstNumber.x - numberWidth(first, markLabelFont) / 2 - left).toBeGreaterThanOrEqual(
          3,
        );
        expect(right - lastNumber.x - numberWidth(last, markLabelFont) / 2).toBeGreaterThanOrEqual(
          3,
        );
        unmount();
      }
    }
  });

  it('hangs the counted spaces’ numbers under the ruler, clear of the marks’ numbers (2-0 step 1)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Ruler tap="spaces" cubes pxPerCm={13} />);
    for (const from of [0, 1, 2]) {
      await user.click(screen.getByRole('button', { name: `Space from ${from} to ${from + 1}` }));
    }
    const body = container.querySelector('[data-ruler-first] > rect');
    const bottom = Number(body?.getAttribute('y')) + Number(body?.getAttribute('height'));
    const lowest = Math.max(...numbersOf(container).map((number) => number.y));
    expect(lowest).toBeLessThan(bottom);
    const counts = [...container.querySelectorAll('[data-space-count]')];
    expect(counts.map((count) => count.textContent)).toEqual(['1', '2', '3']);
    for (const count of counts) {
      // Its top (a 12 px number is about 9 px tall) is below the ruler's bottom.
      expect(Number(count.getAttribute('y')) - 9).toBeGreaterThan(bottom);
    }
    // The space's target reaches down over its number.
    const space = screen.getByRole('button', { name: 'Space from 0 to 1' });
    const svgHeight = Number(container.querySelector('svg')?.getAttribute('height'));
    expect(parseFloat(space.style.top) + parseFloat(space.style.height)).toBeGreaterThan(
      Math.max(...counts.map((count) => Number(count.getAttribute('y')))),
    );
    expect(parseFloat(space.style.top) + parseFloat(space.style.height)).toBeLessThanOrEqual(
      svgHeight,
    );
  });
});

describe('Ruler end guides', () => {
  it('follow the key’s ends down onto the 0 and 6 marks, long enough to read', () => {
    const { container } = render(<Ruler objects={[key]} position={2} laneCm={20} pxPerCm={13} />);
    const body = container.querySelector('[data-ruler-first] > rect');
    const rulerTop = Number(body?.getAttribute('y'));
    const guides = [...container.querySelectorAll('[data-guide]')];
    expect(guides.map((guide) => Number(guide.getAttribute('x1')))).toEqual([
      markX(container, 0),
      markX(container, 6),
    ]);
    for (const guide of guides) {
      const from = Number(guide.getAttribute('y1'));
      const to = Number(guide.getAttribute('y2'));
      // From the key's bottom, across the gap and down the mark's 16 px tick.
      expect(to).toBeGreaterThanOrEqual(rulerTop + 16);
      expect(to - from).toBeGreaterThanOrEqual(24);
    }
    const shape = container.querySelector('[data-object="key"]');
    const keyBottom = Math.max(...guides.map((guide) => Number(guide.getAttribute('y1'))));
    expect(rulerTop - keyBottom).toBeGreaterThanOrEqual(8);
    expect(shape).not.toBeNull();
  });

  it('leaves out the guide of an end that is off the ruler (before it is moved there)', () => {
    render(
      <Ruler mode="draggable" objects={[crayon]} laneCm={20} pxPerCm={20} defaultPosition={5} />,
    );
    const guides = document.querySelectorAll('[data-guide]');
    expect([...guides].map((guide) => guide.getAttribute('data-guide'))).toEqual(['right']);
  });
});
