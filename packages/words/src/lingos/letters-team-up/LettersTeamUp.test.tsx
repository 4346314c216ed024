import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  pressButton,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LettersTeamUp from './LettersTeamUp';
import { shTeamCardText, teamCardText } from './model';

const said = (text: string | RegExp) =>
  waitFor(() =>
    expect(
      [...lessonSection().querySelectorAll('p[role="status"]')].map((p) => p.textContent ?? ''),
    ).toContainEqual(expect.stringMatching(text)),
  );

async function next(user: UserEvent) {
  await waitFor(() => expect(lessonSection()).toHaveAttribute('data-state', 'correct'));
  await pressButton(user, 'Next');
}

/** Step 1 by keyboard: Enter on the s tile puts it in the slot before h. */
async function snap(user: UserEvent) {
  await tabTo(
    user,
    within(screen.getByRole('region', { name: 'Tiles' })).getByRole('button', { name: 's' }),
  );
  await user.keyboard('{Enter}');
  await said('s and h snapped together into the sh team.');
  expect(screen.getByRole('button', { name: shTeamCardText })).toBeVisible();
}

/** Step 2: the three team cards heard, then the four pairs matched (one wrong try first). */
async function meetTeams(user: UserEvent) {
  expect(screen.queryByRole('group', { name: 'Match each team to its picture.' })).toBeNull();
  for (const team of ['ch', 'th', 'wh'] as const) {
    await pressButton(user, teamCardText(team));
  }
  const pairs = screen.getByRole('group', { name: 'Match each team to its picture.' });
  const item = (name: string) =>
    within(pairs).getByRole('button', { name: new RegExp(`^${name}`) });
  await user.click(item('s h'));
  await user.click(item('chick'));
  await waitFor(() =>
    expect(pairs.querySelector('[data-part="announcement"]')).toHaveTextContent(
      'chick does not start with sh.',
    ),
  );
  for (const [team, word] of [
    ['s h', 'ship'],
    ['c h', 'chick'],
    ['t h', 'thumb'],
    ['w h', 'whale'],
  ] as const) {
    await user.click(item(team));
    await user.click(item(word));
  }
}

/** Step 3: k first (it goes back), then ck: duck; then the sock. */
async function finishDuck(user: UserEvent) {
  const tray = screen.getByRole('region', { name: 'Tiles for the end' });
  // One tab stop in the tray: the first tile; the arrows reach the next.
  await tabTo(user, within(tray).getByRole('button', { name: 'c k' }));
  await user.keyboard('{ArrowRight}');
  expect(within(tray).getByRole('button', { name: 'k' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await said(/Try the ck tile\.$/);
  await tabTo(user, within(tray).getByRole('button', { name: 'c k' }));
  await user.keyboard('{Enter}');
  await said(/duck!/);
  await pressButton(user, 'Sock. Press to see its letter team.');
  await said(/^Sock: s, o, c k\./);
}

/** Step 4: the frog, then the four words tapped into their bins (stop tried as a team first). */
async function sortBlends(user: UserEvent) {
  await pressButton(user, 'Frog. Press to hear its blend.');
  await said('Frog: f, then r. You hear both.');
  const into = async (word: string, bin: string) => {
    await user.click(screen.getByRole('button', { name: new RegExp(`^Word \\d of 4: ${word}`) }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  };
  await into('stop', 'team: one new sound');
  await waitFor(() =>
    expect(screen.getByRole('group', { name: 'To sort' })).toHaveTextContent('stop'),
  );
  await into('ship', 'team: one new sound');
  await into('chick', 'team: one new sound');
  await into('frog', 'blend: hear both');
  await into('stop', 'blend: hear both');
}

describe('Letters Team Up', () => {
  it('plays every step and the closing check to completed; axe clean on the way', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(
      <LettersTeamUp conceptId="words" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Letters Team Up' })).toBeVisible();
    await expectNoA11yViolations(container);
    await snap(user);
    await next(user);
    await meetTeams(user);
    await expectNoA11yViolations(container);
    await next(user);
    await finishDuck(user);
    await next(user);
    await sortBlends(user);
    await expectNoA11yViolations(container);
    await next(user);
    // Closing check: a wrong card gives its hint, then the right one.
    await pickCard(user, screen.getByRole('radio', { name: 'ch' }));
    await pressButton(user, 'Check');
    expect(feedback(lessonSection())).toHaveTextContent(
      'sh is a long, quiet shhh, as in ship. ch is short and snappy, as in chick.',
    );
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'sh' }));
    await pressButton(user, 'Check');
    await next(user);
    expect(screen.getByText('du__')).toBeVisible();
    await pickCard(user, screen.getByRole('radio', { name: 'ck' }));
    await pressButton(user, 'Check');
    await next(user);
    await pickCard(user, screen.getByRole('radio', { name: 'A blend' }));
    await pressButton(user, 'Check');
    await next(user);
    await waitFor(() => expect(lessonSection()).toHaveAttribute('data-part', 'done'));
    expect(store.get('words', 'lingo-2-0')?.status).toBe('completed');
    await expectNoA11yViolations(container);
  });
});
