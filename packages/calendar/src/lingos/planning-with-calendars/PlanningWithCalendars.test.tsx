import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  pressButton,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PlanningWithCalendars from './PlanningWithCalendars';

/** Tabs into the grid and walks with the arrows to the cell named by the date, then Enter. */
async function tapByKeyboard(user: UserEvent, date: string, key: string) {
  const grid = screen.getByRole('grid');
  const inGrid = () => grid.contains(document.activeElement);
  if (!inGrid()) {
    await tabTo(
      user,
      within(grid)
        .getAllByRole('button')
        .find((cell) => cell.tabIndex === 0) as HTMLElement,
    );
  }
  const focusedKey = () => document.activeElement?.getAttribute('data-date') ?? '';
  for (let presses = 0; presses < 40 && focusedKey() !== key; presses += 1) {
    const gap = (Date.parse(key) - Date.parse(focusedKey() || key)) / 86_400_000;
    if (Math.abs(gap) >= 7) await user.keyboard(gap > 0 ? '{ArrowDown}' : '{ArrowUp}');
    else await user.keyboard(gap > 0 ? '{ArrowRight}' : '{ArrowLeft}');
  }
  expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${date}`));
  await user.keyboard('{Enter}');
}

const grid = () => screen.getByRole('grid');

describe('Planning with Calendars', () => {
  it('plays every step and the closing check by keyboard, to completed', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(
      <PlanningWithCalendars conceptId="calendar" lingoId="lingo-3-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Planning with Calendars' }),
    ).toBeInTheDocument();
    expect(grid()).toHaveAccessibleName('Calendar for May 2026.');
    await expectNoA11yViolations(container);

    // Step 1: swimming on Monday, May 4; a wrong day first, then one row down.
    await tapByKeyboard(user, 'Tuesday, May 12, 2026', '2026-05-12');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Stay in the Monday column: one week later is a Monday too. Go one row down.',
    );
    await tapByKeyboard(user, 'Monday, May 11, 2026', '2026-05-11');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await pressButton(user, 'Next');

    // Step 2: the bus, two weeks after Tuesday, May 5.
    await tapByKeyboard(user, 'Tuesday, May 12, 2026', '2026-05-12');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Bus, on Tuesday, May 12: one week after May 5. That is one week after May 5. Two weeks is two rows down.',
    );
    await tapByKeyboard(user, 'Tuesday, May 19, 2026', '2026-05-19');
    expect(grid()).toHaveAccessibleName(
      'Calendar for May 2026. Sticker: school bus, on Tuesday, May 19: class trip.',
    );
    await expectNoA11yViolations(container);
    await pressButton(user, 'Next');

    // Step 3: the library book, 14 days after Thursday, May 7.
    await tapByKeyboard(user, 'Thursday, May 21, 2026', '2026-05-21');
    await pressButton(user, 'Next');

    // Step 4: 14 days after Thursday, May 21: PageDown changes to June.
    await tapByKeyboard(user, 'Thursday, May 28, 2026', '2026-05-28');
    expect(feedback(lessonSection())).toHaveTextContent('Then change to June.');
    await user.keyboard('{ArrowDown}');
    expect(grid()).toHaveAccessibleName('Calendar for June 2026.');
    await tapByKeyboard(user, 'Thursday, June 4, 2026', '2026-06-04');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await pressButton(user, 'Next');

    // Step 5: the flags, one week before Canada Day, from July back into June.
    expect(grid()).toHaveAccessibleName('Calendar for July 2026.');
    await tapByKeyboard(user, 'Wednesday, June 24, 2026', '2026-06-24');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Flags, on Wednesday, June 24: one week before Canada Day.',
    );
    await pressButton(user, 'Next');

    // The closing check: a miss, its hint, then Monday, June 22.
    expect(lessonSection()).toHaveAttribute('data-part', 'check');
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: 'Monday, June 15' }));
    await pressButton(user, 'Check');
    expect(feedback(lessonSection())).toHaveTextContent('Two rows straight down.');
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'Monday, June 22' }));
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('calendar', 'lingo-3-0')?.status).toBe('completed');
    await expectNoA11yViolations(container);
  });

  it('the bus sticker: tapped, then a date; a wrong day says why; a date tap alone moves it too', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <PlanningWithCalendars conceptId="calendar" lingoId="lingo-3-0" />,
      { autoRead: false },
    );
    await user.click(screen.getByRole('button', { name: /^Monday, May 11, 2026/ }));
    await pressButton(user, 'Next');
    const bus = screen.getByRole('button', {
      name: 'Sticker: school bus, not on the calendar yet',
    });
    expect(within(screen.getByRole('group', { name: 'Stickers' })).getByRole('button')).toBe(bus);
    await expectNoA11yViolations(container);
    await user.click(bus);
    await user.click(screen.getByRole('button', { name: /^Friday, May 8, 2026/ }));
    expect(
      screen.getByRole('button', { name: 'Sticker: school bus, on Friday, May 8: class trip' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Friday, May 8, 2026, school bus' }),
    ).toBeInTheDocument();
    expect(feedback(lessonSection())).toHaveTextContent(
      'Stay in the Tuesday column: two weeks later is a Tuesday too. Go two rows down.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.click(screen.getByRole('button', { name: /^Tuesday, May 19, 2026/ }));
    expect(grid()).toHaveAccessibleName(
      'Calendar for May 2026. Sticker: school bus, on Tuesday, May 19: class trip.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  });
});
