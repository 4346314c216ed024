import { expectNoA11yViolations } from '@lingos/kit/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleRibbon } from './ScheduleRibbon';
import type { ScheduleBlock } from './scheduleModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('ScheduleRibbon', () => {
  const window = { from: at(15, 0), to: at(18, 0) };
  const blocks: readonly ScheduleBlock[] = [
    { id: 'snack', label: 'Snack', duration: 15, start: null },
    { id: 'soccer', label: 'Soccer', duration: 75, start: null },
  ];

  it('places, moves and drops a block with the keyboard, announcing each move', async () => {
    const user = userEvent.setup();
    const onBlocksChange = vi.fn();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={window}
        windowLabels={{ from: 'School ends', to: 'Dinner' }}
        defaultBlocks={blocks}
        onBlocksChange={onBlocksChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAccessibleDescription(
      'Schedule from 3:00 PM to 6:00 PM. Snack, 15 minutes, not placed yet. Soccer, 1 hour 15 minutes, not placed yet. School ends: 3:00 PM. Dinner: 6:00 PM.',
    );
    await expectNoA11yViolations(container);

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
    await expectNoA11yViolations(container);
  });

  it('arrows do nothing until a block is picked up, and never leave the window', async () => {
    const user = userEvent.setup();
    const onBlocksChange = vi.fn();
    render(
      <ScheduleRibbon
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
      <ScheduleRibbon
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
      <ScheduleRibbon
        scheduleWindow={window}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: null }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Move Snack' })).toBeNull();
    // A tap takes it out of the tray into the first free place, picked up.
    await user.click(screen.getByRole('button', { name: 'Snack, 15 minutes, not placed yet' }));
    const controls = screen.getByRole('group', { name: 'Move Snack' });
    await expectNoA11yViolations(container);
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
      <ScheduleRibbon
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

  it('marks flagged blocks as wrong after a Check', () => {
    render(
      <ScheduleRibbon
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
      <ScheduleRibbon
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
