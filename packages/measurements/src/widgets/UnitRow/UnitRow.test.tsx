import { expectNoA11yViolations, layOut } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ObjectLane, type LaneObject } from './ObjectLane';
import { UnitRow } from './UnitRow';
import { rowWithJoint } from './unitRowModel';

const crayon = { id: 'crayon', name: 'a crayon', shape: 'crayon' } as const;
const ribbon = { id: 'ribbon', name: 'a ribbon', shape: 'ribbon' } as const;

function status(): HTMLElement {
  return screen.getByRole('status');
}

describe('UnitRow', () => {
  it('describes a right row (1-2), in light and dark mode', async () => {
    for (const dark of [false, true]) {
      const { container, unmount } = render(
        <div className={themeClass('default', dark)}>
          <UnitRow object={crayon} objectLength={9} defaultStarts={[0, 3, 6]} pxPerCm={20} />
        </div>,
      );
      expect(
        screen.getByRole('img', {
          name: 'A crayon. 3 paper clips touching end to end, from its left end to its right end.',
        }),
      ).toBeInTheDocument();
      expect(container.querySelectorAll('[data-unit]')).toHaveLength(3);
      await expectNoA11yViolations(container);
      unmount();
    }
  });

  it('lines the units up with the object: the first at its left end, the last at its right end', () => {
    const { container } = render(
      <UnitRow object={crayon} objectLength={9} defaultStarts={[0, 3, 6]} pxPerCm={20} />,
    );
    const shape = container.querySelector('[data-object="crayon"]');
    const first = container.querySelector('[data-unit="0"] rect');
    const last = container.querySelector('[data-unit="2"] rect');
    // Wire is drawn 1 px inside the unit's box.
    expect(Number(first?.getAttribute('x')) - 1).toBe(Number(shape?.getAttribute('data-left')));
    expect(Number(last?.getAttribute('x')) - 1 + 60).toBe(
      Number(shape?.getAttribute('data-right')),
    );
  });

  it('adds a unit touching the last with Enter and the button, removes with Delete (1-2 step 2)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <UnitRow object={crayon} objectLength={9} editable pxPerCm={20} onChange={onChange} />,
    );
    const row = screen.getByRole('group', { name: 'Row of paper clips' });
    expect(row).toHaveAccessibleDescription(
      'Enter adds a paper clip touching the last one. Delete takes the last one away.',
    );
    row.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([0, 3]);
    await user.click(screen.getByRole('button', { name: 'Add a paper clip' }));
    await user.click(screen.getByRole('button', { name: 'Add a paper clip' }));
    expect(onChange).toHaveBeenLastCalledWith([0, 3, 6, 9]);
    expect(status()).toHaveTextContent(
      "4 paper clips. Clip 4 sticks out past the crayon's right end.",
    );
    row.focus();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith([0, 3, 6]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'A crayon. 3 paper clips touching end to end, from its left end to its right end.',
    );
    await expectNoA11yViolations(container);
  });

  it('never crashes on removing from an empty row or adding past the limit', async () => {
    const user = userEvent.setup();
    render(<UnitRow object={crayon} objectLength={9} editable maxUnits={1} pxPerCm={20} />);
    await user.click(screen.getByRole('button', { name: 'Remove the last paper clip' }));
    expect(status()).toHaveTextContent('There are no paper clips to take away.');
    await user.click(screen.getByRole('button', { name: 'Add a paper clip' }));
    await user.click(screen.getByRole('button', { name: 'Add a paper clip' }));
    expect(status()).toHaveTextContent('No more room for paper clips.');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      "1 clip along the crayon. The clips stop before the crayon's right end.",
    );
  });

  it('taps the gap and the clips close up (1-0 step 5)', async () => {
    const user = userEvent.setup();
    const onJointTap = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <UnitRow
        object={ribbon}
        objectLength={15}
        defaultStarts={rowWithJoint(15, 3, 1, 3)}
        tappableJoints
        editable
        showCount
        pxPerCm={20}
        onJointTap={onJointTap}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '4 clips along the ribbon. Space between clip 2 and clip 3.',
    );
    const joints = screen.getAllByRole('button', { name: /^Clip \d to clip \d/ });
    expect(joints.map((joint) => joint.getAttribute('aria-label'))).toEqual([
      'Clip 1 to clip 2: touching',
      'Clip 2 to clip 3: space between',
      'Clip 3 to clip 4: touching',
    ]);
    await expectNoA11yViolations(container);

    // Keyboard: one tab stop, arrows go from joint to joint, Enter taps.
    joints[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(joints[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onJointTap).toHaveBeenCalledWith({ index: 1, kind: 'space-between', offset: 3 });
    expect(onChange).toHaveBeenLastCalledWith([0, 3, 6, 9]);
    expect(status()).toHaveTextContent('Clip 2 and clip 3 close up. 4 paper clips.');
    expect(screen.getByRole('button', { name: 'Clip 2 to clip 3: touching' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a paper clip' }));
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'A ribbon. 5 paper clips touching end to end, from its left end to its right end.',
    );
    expect(screen.getByText('5 paper clips')).toHaveAttribute('data-count', '5');
  });

  it('says a touching joint when it is tapped, and leaves the row as it is', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <UnitRow
        object={crayon}
        objectLength={9}
        defaultStarts={[0, 3, 6]}
        tappableJoints
        pxPerCm={20}
        onChange={onChange}
      />,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Clip 1 to clip 2: touching' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Clip 1 to clip 2: touching');
  });

  it('gives joints on a phone targets at least 44 px tall', () => {
    render(
      <UnitRow
        object={crayon}
        objectLength={9}
        defaultStarts={[0, 3, 6]}
        tappableJoints
        pxPerCm={13}
      />,
    );
    const joint = screen.getByRole('button', { name: 'Clip 1 to clip 2: touching' });
    expect(parseFloat(joint.style.height)).toBeGreaterThanOrEqual(44);
  });

  it('draws an overlap raised, and describes it', () => {
    const { container } = render(
      <UnitRow object={crayon} objectLength={9} defaultStarts={[0, 0, 3, 6]} pxPerCm={20} />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '4 clips along the crayon. Clip 1 and clip 2 are on top of each other.',
    );
    const y = (index: number) =>
      Number(container.querySelector(`[data-unit="${index}"] rect`)?.getAttribute('y'));
    expect(y(1)).toBeLessThan(y(0));
  });

  it('lays metre sticks along a board (2-0 step 4)', async () => {
    const user = userEvent.setup();
    render(
      <UnitRow
        object={{ id: 'board', name: 'a board', shape: 'bar' }}
        objectLength={300}
        unit="metre-stick"
        editable
        showCount
      />,
    );
    for (let count = 0; count < 3; count += 1) {
      await user.click(screen.getByRole('button', { name: 'Add a metre stick' }));
    }
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'A board. 3 metre sticks touching end to end, from its left end to its right end.',
    );
  });

  it('fits a 5 m lane of metre sticks in a phone’s 288 px, a fraction of a px per cm', async () => {
    const user = userEvent.setup();
    const host = document.body.appendChild(document.createElement('div'));
    const undo = layOut((element) =>
      element.parentElement === host ? { left: 0, top: 0, width: 288, height: 200 } : undefined,
    );
    try {
      const { container } = render(
        <UnitRow
          object={{ id: 'board', name: 'a board', shape: 'bar' }}
          objectLength={300}
          laneCm={500}
          unit="metre-stick"
          editable
        />,
        { container: host },
      );
      expect(Number(container.querySelector('svg')?.getAttribute('width'))).toBeLessThanOrEqual(
        288,
      );
      await user.click(screen.getByRole('button', { name: 'Add a metre stick' }));
      // 288 px for 501 cm is 0.57 px per cm: a metre stick is 57 px long.
      const stick = container.querySelector('[data-unit="0"] rect');
      expect(Number(stick?.getAttribute('width'))).toBeCloseTo(57, 5);
    } finally {
      undo();
    }
  });
});

describe('ObjectLane', () => {
  const pencil: LaneObject = {
    object: { id: 'pencil', name: 'a pencil', shape: 'pencil' },
    length: 14,
    start: 4,
  };
  const crayonItem: LaneObject = { object: crayon, length: 9, start: 1 };
  const straw: LaneObject = {
    object: { id: 'straw', name: 'a straw', shape: 'straw' },
    length: 12,
    start: 2,
  };
  const ribbonItem: LaneObject = { object: ribbon, length: 15, start: 5 };

  it('moves an object 1 cm per arrow to the start line (1-0 step 1), in light and dark mode', async () => {
    for (const dark of [false, true]) {
      const user = userEvent.setup();
      const onMove = vi.fn();
      const { container, unmount } = render(
        <div className={themeClass('default', dark)}>
          <ObjectLane items={[pencil, crayonItem]} pxPerCm={14} onMove={onMove} />
        </div>,
      );
      const slider = screen.getByRole('slider', { name: 'a pencil' });
      expect(slider).toHaveAttribute(
        'aria-valuetext',
        'The pencil starts 3 centimetres right of the line.',
      );
      slider.focus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      expect(onMove).toHaveBeenLastCalledWith('pencil', 1);
      expect(slider).toHaveAttribute('aria-valuetext', 'The pencil starts at the line.');
      expect(screen.getByRole('img')).toHaveAccessibleName(
        'Pencil and crayon, both starting at the line.',
      );
      expect(container.querySelector('[data-state="lined-up"]')).not.toBeNull();
      await expectNoA11yViolations(container);
      unmount();
    }
  });

  it('lines up every starting end and says who reaches further (1-1)', async () => {
    const user = userEvent.setup();
    const onLineUp = vi.fn();
    render(<ObjectLane items={[straw, ribbonItem]} pxPerCm={14} onLineUp={onLineUp} />);
    await user.click(screen.getByRole('button', { name: 'Line up' }));
    const text = 'Lined up. The ribbon reaches further than the straw.';
    expect(onLineUp).toHaveBeenCalledWith(text);
    expect(status()).toHaveTextContent(text);
    for (const name of ['a straw', 'a ribbon']) {
      expect(screen.getByRole('slider', { name })).toHaveAttribute('aria-valuenow', '1');
    }
  });

  it('chooses an object with a tap or Enter ("which is longer?")', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(
      <ObjectLane items={[pencil, crayonItem]} pxPerCm={14} onSelect={onSelect} />,
    );
    const slider = screen.getByRole('slider', { name: 'a crayon' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 50 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 51 });
    expect(onSelect).toHaveBeenLastCalledWith('crayon');
    screen.getByRole('slider', { name: 'a pencil' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('pencil');
    expect(screen.getByRole('slider', { name: 'a pencil' })).toHaveAccessibleDescription(
      'Arrows move it. Enter chooses it.',
    );
    rerender(
      <ObjectLane
        items={[pencil, crayonItem]}
        pxPerCm={14}
        movable={false}
        onSelect={onSelect}
        selectedId="pencil"
      />,
    );
    expect(screen.getByRole('button', { name: 'a pencil' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('follows a drag, snaps to the line within 3 mm, and goes back when cancelled', () => {
    const onMove = vi.fn();
    render(<ObjectLane items={[pencil, crayonItem]} pxPerCm={20} onMove={onMove} />);
    const slider = screen.getByRole('slider', { name: 'a pencil' });
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 200 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 160 });
    // 55 px left at 20 px per cm is 2.75 cm: the pencil's end is 2.5 mm right of the line.
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 145 });
    expect(onMove).toHaveBeenLastCalledWith('pencil', 1);
    expect(status()).toHaveTextContent('The pencil starts at the line.');

    fireEvent.pointerDown(slider, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(slider, { pointerId: 2, clientX: 180 });
    fireEvent.pointerCancel(slider, { pointerId: 2, clientX: 180 });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(status()).toHaveTextContent('It went back. The pencil starts at the line.');
  });
});
