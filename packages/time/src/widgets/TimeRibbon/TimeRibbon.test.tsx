import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimeRibbon } from './TimeRibbon';
import * as styles from './TimeRibbon.css';
import type { ScheduleBlock } from '../ScheduleRibbon/scheduleModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  // Colour contrast needs real layout and is checked per theme in @lingos/ui.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('TimeRibbon, jumps', () => {
  it('adds a jump per button and announces it in a polite live region', async () => {
    const user = userEvent.setup();
    const onJumpsChange = vi.fn();
    const onJump = vi.fn();
    const { container } = render(
      <TimeRibbon start={at(2, 0)} onJumpsChange={onJumpsChange} onJump={onJump} />,
    );
    const ribbon = screen.getByRole('group', { name: 'Time ribbon' });
    expect(ribbon).toHaveAccessibleDescription('Time ribbon from 2:00.');

    await user.click(screen.getByRole('button', { name: '+1 h, jump plus 1 hour' }));
    expect(screen.getByRole('status')).toHaveTextContent('plus 1 hour, now 3:00');
    await user.click(screen.getByRole('button', { name: '+15 min, jump plus 15 minutes' }));
    expect(screen.getByRole('status')).toHaveTextContent('plus 15 minutes, now 3:15');

    expect(onJumpsChange).toHaveBeenLastCalledWith([60, 15]);
    expect(onJump).toHaveBeenLastCalledWith(15, at(3, 15));
    expect(ribbon).toHaveAccessibleDescription(
      'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
    );
    expect(ribbon).toHaveAttribute('data-landing', String(at(3, 15)));
    await expectNoAxeViolations(container);
  });

  it('adds a jump on Enter and removes the last one on Backspace', async () => {
    const user = userEvent.setup();
    const onJumpsChange = vi.fn();
    render(<TimeRibbon start={at(3, 45)} onJumpsChange={onJumpsChange} />);
    screen.getByRole('button', { name: '+15 min, jump plus 15 minutes' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('plus 15 minutes, now 4:00');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('plus 15 minutes, now 4:15');
    await user.keyboard('{Backspace}');
    expect(onJumpsChange).toHaveBeenLastCalledWith([15]);
    expect(screen.getByRole('status')).toHaveTextContent('Removed plus 15 minutes, back to 4:00');
  });

  it('has a button that removes the last jump, for touch', async () => {
    const user = userEvent.setup();
    render(<TimeRibbon start={at(2, 0)} defaultJumps={[60]} />);
    const undo = screen.getByRole('button', { name: 'Remove the last jump' });
    expect(undo).toHaveAttribute('aria-disabled', 'false');
    await user.click(undo);
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 2:00.',
    );
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await user.click(undo);
    expect(screen.getByRole('status')).toHaveTextContent('Removed plus 1 hour, back to 2:00');
  });

  it('goes back with − buttons in back mode', async () => {
    const user = userEvent.setup();
    render(<TimeRibbon start={at(3, 15)} direction="back" />);
    const minusThirty = screen.getByRole('button', { name: '−30 min, jump minus 30 minutes' });
    expect(minusThirty).toHaveTextContent('−30 min');
    await user.click(minusThirty);
    expect(screen.getByRole('status')).toHaveTextContent('minus 30 minutes, now 2:45');
  });

  it('offers only the jump sizes asked for', () => {
    render(<TimeRibbon start={at(2, 0)} jumpSizes={[60]} />);
    const jumps = within(screen.getByRole('group', { name: 'Jumps' }));
    expect(jumps.getByRole('button', { name: '+1 h, jump plus 1 hour' })).toBeInTheDocument();
    expect(jumps.queryByRole('button', { name: '+15 min, jump plus 15 minutes' })).toBeNull();
  });

  it('always labels 12 noon, and lights it up for the H-NOON hint', async () => {
    const { container } = render(
      <TimeRibbon
        start={at(10, 40)}
        target={at(14, 15)}
        format="12h"
        highlightLandmark="noon"
        defaultJumps={[20, 60]}
      />,
    );
    expect(container).toHaveTextContent('12 noon');
    expect(container.querySelector('[data-landmark="noon"]')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 10:40 AM. Jump plus 20 minutes, now 11:00 AM. Jump plus 1 hour, now 12:00 noon. End: 2:15 PM. 12 noon is marked. 12 noon is lit up.',
    );
    await expectNoAxeViolations(container);
  });

  it('names no noon or midnight on a plain face: 12 is "12:00", on screen and in words', async () => {
    const user = userEvent.setup();
    // 1 o'clock with 2 hours on, in the morning half: the stretch starts at 12.
    const { container } = render(<TimeRibbon start={at(1, 0)} target={at(3, 0)} />);
    const ribbon = screen.getByRole('group', { name: 'Time ribbon' });
    expect(container).not.toHaveTextContent(/noon|midnight/);
    expect(ribbon).toHaveAccessibleDescription('Time ribbon from 1:00. End: 3:00.');
    expect(within(ribbon).getByText('12:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+1 h, jump plus 1 hour' }));
    await user.click(screen.getByRole('button', { name: 'Remove the last jump' }));
    expect(screen.getByRole('status')).toHaveTextContent('Removed plus 1 hour, back to 1:00');
    cleanup();
    // The afternoon half reads the same: 1:15 to 1:45 PM marks no "12 noon".
    render(<TimeRibbon start={at(13, 15)} target={at(13, 45)} label="Afternoon" />);
    const afternoon = screen.getByRole('group', { name: 'Afternoon' });
    expect(afternoon).toHaveAccessibleDescription('Time ribbon from 1:15. End: 1:45.');
    expect(afternoon).not.toHaveTextContent(/noon|midnight/);
    expect(within(afternoon).getByText('12:00')).toBeInTheDocument();
  });

  it('clears its announcement when it becomes read-only (the answer is checked)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TimeRibbon start={at(1, 0)} />);
    await user.click(screen.getByRole('button', { name: '+1 h, jump plus 1 hour' }));
    await user.click(screen.getByRole('button', { name: 'Remove the last jump' }));
    expect(screen.getByRole('status')).toHaveTextContent('Removed plus 1 hour, back to 1:00');
    rerender(<TimeRibbon start={at(1, 0)} readOnly />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Trying again does not bring the old news back.
    rerender(<TimeRibbon start={at(1, 0)} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('labels 12 midnight on a count across it', () => {
    const { container } = render(
      <TimeRibbon start={at(22, 30)} format="12h" defaultJumps={[60, 60]} />,
    );
    expect(container).toHaveTextContent('12 midnight');
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 10:30 PM. Jump plus 1 hour, now 11:30 PM. Jump plus 1 hour, now 12:30 AM. 12 midnight is marked.',
    );
  });

  it('shows jumps without buttons when read-only, with the total', () => {
    render(<TimeRibbon start={at(2, 50)} defaultJumps={[10, 10]} readOnly showTotal />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 2:50. Jump plus 10 minutes, now 3:00. Jump plus 10 minutes, now 3:10. Total: 20 minutes.',
    );
  });

  it('draws the whole day with 24-hour labels under the 12-hour ones and a sky', () => {
    const { container } = render(
      <TimeRibbon
        start={at(9, 0)}
        range={{ from: 0, to: 1440 }}
        format="12h"
        secondaryFormat="24h"
        sky
        readOnly
      />,
    );
    expect(container).toHaveTextContent('3 PM');
    expect(container).toHaveTextContent('15:00');
    expect(container.querySelectorAll('[data-part-of-day]').length).toBeGreaterThan(3);
  });

  it('gives every jump button a touch target of at least 44 px (the target size class)', () => {
    render(<TimeRibbon start={at(2, 0)} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.className).toMatch(new RegExp(`${styles.jumpButton}|${styles.undoButton}`));
    }
  });
});

function SunRibbon({ onChange }: { readonly onChange: (value: number) => void }) {
  const [sun, setSun] = useState(at(9, 0));
  return (
    <TimeRibbon
      start={0}
      range={{ from: 0, to: 1440 }}
      format="12h"
      secondaryFormat="24h"
      sky
      readOnly
      marker={{
        value: sun,
        label: 'Sun',
        icon: '☀️',
        onChange: (value) => {
          setSun(value);
          onChange(value);
        },
      }}
    />
  );
}

describe('TimeRibbon, draggable marker', () => {
  it('is a slider moved with the keyboard, its value read as a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    const sun = screen.getByRole('slider', { name: 'Sun' });
    expect(sun).toHaveAttribute('aria-valuetext', '9:00 AM');
    sun.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(at(10, 15));
    expect(sun).toHaveAttribute('aria-valuetext', '10:15 AM');
    await user.keyboard('{End}');
    expect(sun).toHaveAttribute('aria-valuetext', '12:00 midnight');
    await expectNoAxeViolations(container);
  });

  it('follows a pointer drag, snapped to 15 minutes', () => {
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    const lane = container.querySelector('[aria-hidden="true"] > div') as HTMLElement;
    // The whole day over 1440 px: a pixel a minute.
    lane.getBoundingClientRect = () => ({
      width: 1440,
      height: 100,
      top: 0,
      left: 0,
      right: 1440,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const sun = screen.getByRole('slider', { name: 'Sun' });
    // The press is taken (false = default prevented): no text selection that a later press
    // could turn into a native drag, which would cancel the pointer mid-way.
    expect(fireEvent.pointerDown(sun, { pointerId: 1, button: 0, clientX: 540 })).toBe(false);
    fireEvent.pointerMove(sun, { pointerId: 1, clientX: 727 });
    expect(onChange).toHaveBeenLastCalledWith(at(12, 0));
    expect(sun).toHaveAttribute('aria-valuetext', '12:00 noon');
    fireEvent.pointerUp(sun, { pointerId: 1, clientX: 727 });
  });
});

describe('TimeRibbon, schedule mode', () => {
  const window = { from: at(15, 0), to: at(18, 0) };
  const blocks: readonly ScheduleBlock[] = [
    { id: 'snack', label: 'Snack', duration: 15, start: null },
    { id: 'soccer', label: 'Soccer', duration: 75, start: null },
  ];

  it('places, moves and drops a block with the keyboard, announcing each move', async () => {
    const user = userEvent.setup();
    const onBlocksChange = vi.fn();
    const { container } = render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        windowLabels={{ from: 'School ends', to: 'Dinner' }}
        defaultBlocks={blocks}
        onBlocksChange={onBlocksChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAccessibleDescription(
      'Schedule from 3:00 PM to 6:00 PM. Snack, 15 minutes, not placed yet. Soccer, 1 hour 15 minutes, not placed yet. School ends: 3:00 PM. Dinner: 6:00 PM.',
    );
    await expectNoAxeViolations(container);

    screen.getByRole('button', { name: 'Snack, 15 minutes, not placed yet' }).focus();
    await user.keyboard(' ');
    const snack = screen.getByRole('button', { name: 'Snack, 15 minutes, from 3:00 to 3:15 PM' });
    expect(snack).toHaveFocus();
    expect(snack).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Snack picked up, 3:00 to 3:15 PM.');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Snack now 3:05 to 3:20 PM');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Snack now 4:05 to 4:20 PM');
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Snack dropped, 4:05 to 4:20 PM.');
    expect(onBlocksChange).toHaveBeenLastCalledWith([
      { id: 'snack', label: 'Snack', duration: 15, start: at(16, 5) },
      blocks[1],
    ]);
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAttribute('data-state', 'idle');
    await expectNoAxeViolations(container);
  });

  it('arrows do nothing until a block is picked up, and never leave the window', async () => {
    const user = userEvent.setup();
    const onBlocksChange = vi.fn();
    render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[{ id: 'soccer', label: 'Soccer', duration: 75, start: at(16, 30) }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    const soccer = screen.getByRole('button', { name: /^Soccer/ });
    soccer.focus();
    await user.keyboard('{ArrowRight}');
    expect(onBlocksChange).not.toHaveBeenCalled();
    await user.keyboard(' ');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Soccer now 4:45 to 6:00 PM');
  });

  it('puts a block back on Escape and takes it off on Delete', async () => {
    const user = userEvent.setup();
    render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 30) }]}
      />,
    );
    screen.getByRole('button', { name: /^Snack/ }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('Snack put back, 3:30 to 3:45 PM.');
    expect(
      screen.getByRole('button', { name: 'Snack, 15 minutes, from 3:30 to 3:45 PM' }),
    ).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.getByRole('status')).toHaveTextContent('Snack back in the tray, not placed yet.');
    expect(screen.getByRole('button', { name: 'Snack, 15 minutes, not placed yet' })).toHaveFocus();
  });

  it('moves a picked-up block with big buttons: earlier, later, done, back to the tray', async () => {
    const user = userEvent.setup();
    const onBlocksChange = vi.fn();
    const { container } = render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: null }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Move Snack' })).toBeNull();
    // A tap takes it out of the tray into the first free place, picked up.
    await user.click(screen.getByRole('button', { name: 'Snack, 15 minutes, not placed yet' }));
    const controls = screen.getByRole('group', { name: 'Move Snack' });
    await expectNoAxeViolations(container);
    await user.click(within(controls).getByRole('button', { name: '5 min later' }));
    await user.click(within(controls).getByRole('button', { name: '5 min later' }));
    expect(screen.getByRole('status')).toHaveTextContent('Snack now 3:10 to 3:25 PM');
    await user.click(within(controls).getByRole('button', { name: '5 min earlier' }));
    expect(onBlocksChange).toHaveBeenLastCalledWith([
      { id: 'snack', label: 'Snack', duration: 15, start: at(15, 5) },
    ]);
    await user.click(within(controls).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('status')).toHaveTextContent('Snack dropped, 3:05 to 3:20 PM.');
    expect(screen.queryByRole('group', { name: 'Move Snack' })).toBeNull();
    // Picked up again (a tap on the block), then back to the tray.
    await user.click(screen.getByRole('button', { name: /^Snack, 15 minutes, from/ }));
    await user.click(screen.getByRole('button', { name: 'Back to the tray' }));
    expect(screen.getByRole('button', { name: 'Snack, 15 minutes, not placed yet' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Move Snack' })).toBeNull();
  });

  it('shows every placed block’s whole name above it, outside the narrow block', async () => {
    const user = userEvent.setup();
    render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[
          { id: 'soccer', label: 'Soccer', duration: 45, start: at(15, 30) },
          { id: 'reading', label: 'Reading', duration: 15, start: at(16, 15) },
          { id: 'piano', label: 'Piano', duration: 45, start: null },
        ]}
      />,
    );
    const names = screen.getByTestId('schedule-block-names');
    for (const name of ['Soccer', 'Reading']) {
      const label = within(names).getByText(name);
      expect(label.closest('[data-block]')).toBeNull();
      expect(label).toHaveAttribute('data-block-name');
    }
    // Not placed yet: its name is in the tray, not over the ribbon.
    expect(within(names).queryByText('Piano')).toBeNull();
    // Picked up, the block's name and times are shown over its move buttons.
    await user.click(screen.getByRole('button', { name: /^Reading, 15 minutes, from/ }));
    const move = screen.getByRole('group', { name: 'Move Reading' });
    expect(within(move).getByText('Reading: 4:15 to 4:30 PM')).toBeInTheDocument();
    await user.click(within(move).getByRole('button', { name: /5 min later/ }));
    expect(within(move).getByText('Reading: 4:20 to 4:35 PM')).toBeInTheDocument();
  });

  it('moves a block by dragging, snapped to 5 minutes', () => {
    const onBlocksChange = vi.fn();
    const { container } = render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    const lane = container.querySelector('[data-block="snack"]')?.parentElement as HTMLElement;
    // 180 minutes over 360 px: 2 px a minute.
    lane.getBoundingClientRect = () => ({
      width: 360,
      height: 100,
      top: 0,
      left: 0,
      right: 360,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const snack = screen.getByRole('button', { name: /^Snack/ });
    fireEvent.pointerDown(snack, { pointerId: 1, button: 0, clientX: 10 });
    fireEvent.pointerMove(snack, { pointerId: 1, clientX: 71 });
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAttribute(
      'data-state',
      'dragging',
    );
    fireEvent.pointerUp(snack, { pointerId: 1, clientX: 71 });
    expect(onBlocksChange).toHaveBeenLastCalledWith([
      { id: 'snack', label: 'Snack', duration: 15, start: at(15, 30) },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Snack now 3:30 to 3:45 PM');
  });

  it('marks flagged blocks as wrong after a Check', () => {
    render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 30) }]}
        flaggedBlockIds={['snack']}
      />,
    );
    const snack = screen.getByRole('button', {
      name: 'Snack, 15 minutes, from 3:30 to 3:45 PM, check this one',
    });
    expect(snack).toHaveAttribute('data-flagged', 'true');
  });

  it('will not move a fixed block', async () => {
    const user = userEvent.setup();
    render(
      <TimeRibbon
        mode="schedule"
        scheduleWindow={window}
        defaultBlocks={[
          { id: 'piano', label: 'Piano', duration: 30, start: at(17, 0), fixed: true },
        ]}
      />,
    );
    screen.getByRole('button', { name: /^Piano/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Piano is fixed. It cannot move.');
  });
});
