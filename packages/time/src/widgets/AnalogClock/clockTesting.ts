/**
 * Test helpers for a clock to set ("Your clock"): read its time from the hand sliders and
 * turn it with the keyboard alone, as a child with no mouse does. For tests only.
 */
import { tabTo } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { faceDifference } from '../../model/time';

/** The face time of the clock, read from its hand sliders. */
export function clockTime(): number {
  const hour = Number(
    screen.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
  );
  const minute = Number(
    screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
  );
  return (hour % 12) * 60 + minute;
}

/**
 * Turns the clock to a face time from its focused minute hand, with the keyboard model:
 * Shift+arrows 1 h, PageUp/PageDown 5 min, arrows 1 min.
 */
export async function turnClockTo(user: UserEvent, goal: number): Promise<void> {
  let delta = faceDifference(clockTime(), goal);
  const press = async (forward: string, back: string, size: number, shift = false) => {
    const count = Math.floor(Math.abs(delta) / size);
    const key = delta > 0 ? forward : back;
    for (let index = 0; index < count; index += 1) {
      await user.keyboard(shift ? `{Shift>}{${key}}{/Shift}` : `{${key}}`);
    }
    delta -= Math.sign(delta) * count * size;
  };
  await press('ArrowUp', 'ArrowDown', 60, true);
  await press('PageUp', 'PageDown', 5);
  await press('ArrowUp', 'ArrowDown', 1);
}

/** Tabs to the minute hand and turns the clock to a face time. */
export async function setClock(user: UserEvent, goal: number): Promise<void> {
  await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
  await turnClockTo(user, goal);
}
