import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  mockMatchMedia,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import GramsLitresAndDegrees from './GramsLitresAndDegrees';

const next = () => screen.getByRole('button', { name: 'Next' });
const check = () => screen.getByRole('button', { name: 'Check' });

/** Arrows along the tray (one tab stop) to a stack, then Enter puts one on a pan. */
async function putByKeyboard(user: UserEvent, stackName: RegExp) {
  const tray = screen.getByRole('list', { name: 'Masses' });
  const stacks = within(tray).getAllByRole('button');
  const wanted = within(tray).getByRole('button', { name: stackName });
  if (!stacks.includes(document.activeElement as HTMLElement)) {
    await tabTo(user, stacks.find((stack) => stack.tabIndex === 0) as HTMLElement);
  }
  for (
    let presses = 0;
    presses < stacks.length && document.activeElement !== wanted;
    presses += 1
  ) {
    await user.keyboard('{ArrowRight}');
  }
  expect(wanted).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('Grams, Litres and Degrees', () => {
  // Reduced motion: a replay shows its end at once, as a child who asks for less motion sees it.
  let restore = () => {};
  beforeEach(() => {
    restore = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true }).restore;
  });
  afterEach(() => restore());

  it('walks the five steps by keyboard, then the check, where a miss replays its step', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <GramsLitresAndDegrees conceptId="measurements" lingoId="lingo-3-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grams, Litres and Degrees' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: 100 g is too light, 200 g makes it level.
    const apple = screen.getByRole('group', {
      name: 'Balance scale: an apple and 100-gram masses',
    });
    await putByKeyboard(user, /^100 g mass, 3 in the tray$/);
    expect(feedback(lessonSection())).toHaveTextContent(
      "100 grams: too light. The apple's side is still down. Add another.",
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await putByKeyboard(user, /^100 g mass, 2 in the tray$/);
    expect(apple).toHaveAttribute('data-balance', 'level');
    expect(apple).toHaveAccessibleDescription(
      'Scale level. Left pan: an apple. Right pan: two 100-gram masses.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Level! The apple is 200 grams. We write 200 g.',
    );
    await user.click(next());

    // Step 2: the kilogram on the left, then ten 100 g masses on the right.
    expect(screen.getByText('A kilogram is 1000 grams.', { selector: 'p' })).toBeInTheDocument();
    await putByKeyboard(user, /^1 kg mass, 1 in the tray$/);
    expect(feedback(lessonSection())).toHaveTextContent(
      'The 1 kg side is down. Add 100-gram masses to the other pan.',
    );
    for (let count = 10; count >= 2; count -= 1) {
      await putByKeyboard(user, new RegExp(`^100 g mass, ${count} in the tray$`));
    }
    expect(feedback(lessonSection())).toHaveTextContent('900 grams.');
    await putByKeyboard(user, /^100 g mass, 1 in the tray$/);
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Level! Ten 100-gram masses make 1000 grams: 1 kilogram. A 1-litre milk carton is about 1 kilogram.',
    );
    await expectNoA11yViolations(container);
    await user.click(next());

    // Step 3: the carton into the jug, to the top mark.
    await tabTo(
      user,
      screen.getByRole('button', { name: 'Pour the milk carton into the measuring jug' }),
    );
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'The milk reaches the top mark: 1 litre, 1000 millilitres. We write 1 L or 1000 mL.',
    );
    expect(
      screen.getByRole('img', {
        name: /Milk reaches the mark labelled 1 litre, 1000 millilitres\.$/,
      }),
    ).toBeInTheDocument();
    await user.click(next());

    // Step 4: a glass of milk into the empty jug reads 250 mL.
    await user.click(
      screen.getByRole('button', { name: 'Pour the glass of milk into the measuring jug' }),
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'A glass of milk is 250 millilitres. We write 250 mL.',
    );
    expect(screen.getByRole('img', { name: /small mark just above 200/ })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await user.click(next());

    // Step 5: 0 first, then 25, by arrows one mark (5 degrees) at a time.
    expect(screen.getByText('Move the red line to 0.')).toBeInTheDocument();
    const thermometer = screen.getByRole('slider', { name: 'Thermometer' });
    expect(thermometer).toHaveAttribute('aria-valuenow', '15');
    act(() => thermometer.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(feedback(lessonSection())).toHaveTextContent('5 degrees Celsius.');
    await user.keyboard('{ArrowDown}');
    expect(feedback(lessonSection())).toHaveTextContent(
      '0 degrees: water freezes into ice. Now move the red line to 25.',
    );
    expect(screen.getByText('Now move the red line to 25.', { selector: 'p' })).toBeVisible();
    for (let mark = 0; mark < 5; mark += 1) await user.keyboard('{ArrowUp}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      '25 degrees Celsius: a warm summer day at the beach.',
    );
    await user.click(next());

    // Check 1: grams is a miss; the kilogram step replays, then kilograms.
    expect(screen.getByText('Check 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture: a watermelon.' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'grams (g)' }));
    await user.click(check());
    expect(feedback(lessonSection())).toHaveTextContent('A watermelon is heavy');
    const replay = container.querySelector('figure[data-step="kilogram"]');
    expect(replay).toHaveAttribute('data-state', 'ended');
    expect(replay).toHaveTextContent(
      'Watch again: 1 kilogram balances ten 100-gram masses: 1000 grams.',
    );
    expect(
      screen.getByRole('group', { name: 'The step again: a balance scale' }),
    ).toHaveAccessibleDescription(
      'Scale level. Left pan: a 1-kilogram mass. Right pan: ten 100-gram masses.',
    );
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: 'kilograms (kg)' }));
    await user.click(check());
    await user.click(next());

    // Check 2: the jug at 500 mL; 5 L replays the litre step, 50 mL the glass.
    expect(
      screen.getByRole('img', { name: /Water reaches the mark labelled 500\.$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 L' }));
    await user.click(check());
    expect(container.querySelector('figure[data-step="litre"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: '50 mL' }));
    await user.click(check());
    expect(feedback(lessonSection())).toHaveTextContent(
      'Read the mark at the top of the water. Count by 100s from 0: 100, 200, 300, 400, 500.',
    );
    expect(container.querySelector('figure[data-step="millilitres"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: '500 mL' }));
    await user.click(check());
    await user.click(next());

    // Check 3: a tool card; a scale replays the thermometer step.
    await user.click(screen.getByRole('radio', { name: 'a scale' }));
    await user.click(check());
    expect(feedback(lessonSection())).toHaveTextContent(
      'A scale tells how heavy something is. A thermometer tells how hot or cold it is.',
    );
    expect(container.querySelector('figure[data-step="degrees"]')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: 'a thermometer' }));
    await user.click(check());
    await user.click(next());
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    await expectNoA11yViolations(container);
  });
});
