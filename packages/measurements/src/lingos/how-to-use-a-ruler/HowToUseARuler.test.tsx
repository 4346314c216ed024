import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HowToUseARuler from './HowToUseARuler';

const next = () => screen.getByRole('button', { name: 'Next' });
const space = (from: number) =>
  screen.getByRole('button', { name: `Space from ${from} to ${from + 1}` });

/** Enter on a thing to sort, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, thing: string, bin: 'cm' | 'm') {
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Thing \\d of 4: ${thing}$`) }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  await user.keyboard('{Enter}');
}

/** Plays steps 1 to 5 right, by mouse and keyboard, and goes on to the closing check. */
async function playSteps(user: UserEvent) {
  // Step 1: a space past the 5 is not one of them; then the spaces from 0 to 5.
  await user.click(space(7));
  expect(feedback(lessonSection())).toHaveTextContent(
    'That space is past the 5. Tap the spaces from 0 to 5.',
  );
  // It stays dark: no light, no cube, not counted.
  expect(space(7)).toHaveAttribute('aria-pressed', 'false');
  expect(document.querySelector('[data-lit-space], [data-cube]')).toBeNull();
  for (const from of [0, 1, 2, 3]) await user.click(space(from));
  expect(feedback(lessonSection())).toHaveTextContent('From 3 to 4 is 1 centimetre. 4 of 5');
  expect(lessonSection()).toHaveAttribute('data-state', 'answering');
  await user.click(space(4));
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(feedback(lessonSection())).toHaveTextContent('5 spaces from 0 to 5: 5 centimetres!');
  expect(document.querySelectorAll('[data-cube]')).toHaveLength(5);
  // Five is all: a sixth space stays dark too.
  await user.click(space(5));
  expect(space(5)).toHaveAttribute('aria-pressed', 'false');
  expect(document.querySelectorAll('[data-lit-space]')).toHaveLength(5);
  await user.click(next());

  // Step 2: the ruler's 0 is 4 cm left of the crayon's end; 4 arrows line it up.
  expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  const ruler = screen.getByRole('slider', { name: 'Ruler' });
  expect(ruler).toHaveAttribute(
    'aria-valuetext',
    "Ruler's 0 is 4 centimetres left of the crayon's end.",
  );
  await tabTo(user, ruler);
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(lessonSection()).toHaveAttribute('data-state', 'answering');
  await user.keyboard('{ArrowRight}');
  expect(ruler).toHaveAttribute('aria-valuetext', "Ruler's 0 is at the crayon's end.");
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(feedback(lessonSection())).toHaveTextContent(
    "The 0 is at the crayon's end. Now the ruler can measure it.",
  );
  await tabTo(user, next());
  await user.keyboard('{Enter}');

  // Step 3: the 0 is where the crayon starts; the 9 is its other end.
  expect(
    screen.getByRole('img', {
      name: 'Ruler from 0 to 20 centimetres under the crayon. The crayon starts at the 0 mark and ends at the 9 mark.',
    }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark 0' }));
  expect(feedback(lessonSection())).toHaveTextContent(
    'That is the 0, where the crayon starts. Read the number at its other end.',
  );
  await user.click(screen.getByRole('button', { name: 'Mark 9' }));
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(feedback(lessonSection())).toHaveTextContent(
    'The crayon is 9 centimetres. We write 9 cm.',
  );
  await user.click(next());

  // Step 4: three metre sticks along the board, by keyboard (Enter adds one).
  const row = screen.getByRole('group', { name: 'Row of metre sticks' });
  await tabTo(user, row);
  await user.keyboard('{Enter}{Enter}');
  expect(feedback(lessonSection())).toHaveTextContent(
    '2 metres. The board goes on: lay another stick.',
  );
  await user.keyboard('{Enter}');
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(feedback(lessonSection())).toHaveTextContent('3 metres, 3 m.');
  await user.click(next());

  // Step 5: a school bus in cm bounces back with its hint; then all four sorted.
  await sortInto(user, 'a school bus', 'cm');
  expect(feedback(lessonSection())).toHaveTextContent(
    'A school bus is big: many big steps long. Measure big things in metres.',
  );
  expect(screen.getByRole('group', { name: 'To sort' })).toContainElement(
    screen.getByRole('button', { name: /a school bus$/ }),
  );
  await sortInto(user, 'a school bus', 'm');
  await sortInto(user, 'an eraser', 'cm');
  await sortInto(user, 'a spoon', 'cm');
  expect(lessonSection()).toHaveAttribute('data-state', 'answering');
  await sortInto(user, 'a hallway', 'm');
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(feedback(lessonSection())).toHaveTextContent(
    'Small things in centimetres, big things in metres. All sorted!',
  );
  await tabTo(user, next());
  await user.keyboard('{Enter}');
}

describe('How to Use a Ruler', () => {
  it('walks the five steps by mouse and keyboard, then the key typed on the pad, to completed', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(
      <HowToUseARuler conceptId="measurements" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to Use a Ruler' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await expectNoA11yViolations(container);

    await playSteps(user);

    // The closing check: the key on a ruler lined up at 0, typed on the NumberPad.
    expect(screen.getByText('Check 1 of 1')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Ruler from 0 to 20 centimetres under the key. The key starts at the 0 mark and ends at the 6 mark.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await expectNoA11yViolations(container);
    // A miss (7: the marks counted) gets measurements.md's hint; the 0 lights up.
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback(lessonSection())).toHaveTextContent('Start at 0, read the number at the end.');
    expect(container.querySelector('[data-mark="0"] circle')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('');
    // By keyboard: type 6 in the pad's box, Enter checks.
    act(() => screen.getByRole('textbox', { name: 'Length' }).focus());
    await user.keyboard('6{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'completed');
    expect(store.get('measurements', 'lingo-2-0')?.status).toBe('completed');
    await expectNoA11yViolations(container);
  });

  it('has no axe violations in dark mode, at a step and at the check', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <div className={themeClass('default', true)}>
        <HowToUseARuler conceptId="measurements" lingoId="lingo-2-0" />
      </div>,
      { autoRead: false },
    );
    await user.click(space(0));
    await expectNoA11yViolations(container);
    for (const from of [1, 2, 3, 4]) await user.click(space(from));
    await user.click(next());
    await expectNoA11yViolations(container);
  });

  it('counts a space tapped twice once, and a cube drops into each space counted', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <HowToUseARuler conceptId="measurements" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    await user.click(space(0));
    await user.click(space(1));
    await user.click(space(1));
    expect(feedback(lessonSection())).toHaveTextContent(
      'That space is counted already. 2 of 5 spaces.',
    );
    expect(container.querySelectorAll('[data-cube]')).toHaveLength(2);
    expect(within(lessonSection()).getByText('2 of 5 spaces: 2 cm')).toBeInTheDocument();
  });
});
