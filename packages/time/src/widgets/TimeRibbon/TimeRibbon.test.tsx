import { expectNoA11yViolations } from '@lingos/kit/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeRibbon } from './TimeRibbon';
import * as styles from './TimeRibbon.css';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

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
    await expectNoA11yViolations(container);
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
    await expectNoA11yViolations(container);
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
