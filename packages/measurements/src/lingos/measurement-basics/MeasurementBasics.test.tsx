import {
  createMemorySpeechEngine,
  expectNoA11yViolations,
  feedback,
  lessonSection,
  memoryStore,
  pickCard,
  pressButton,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MeasurementBasics from './MeasurementBasics';

function renderLesson() {
  const store = memoryStore();
  const engine = createMemorySpeechEngine();
  const view = renderWithProviders(
    <MeasurementBasics conceptId="measurements" lingoId="lingo-1-0" />,
    { store, engine },
  );
  return { ...view, store, engine };
}

const lessonFeedback = () => feedback(lessonSection());

async function next(user: UserEvent) {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  await pressButton(user, 'Next');
}

/** Step 1 by keyboard: the pencil slides to the start line (arrows), then Enter chooses it. */
async function lineUp(user: UserEvent) {
  const pencil = screen.getByRole('slider', { name: 'a pencil' });
  await tabTo(user, pencil);
  // Before lining up, choosing asks to line up first.
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent(
    'Line up the ends first: drag the pencil to the start line.',
  );
  for (let press = 0; press < 6; press += 1) await user.keyboard('{ArrowRight}');
  expect(lessonFeedback()).toHaveTextContent(
    'The pencil starts at the line now. Tap the longer one.',
  );
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent(
    'Pencil and crayon, both starting at the line. The pencil reaches further: it is longer.',
  );
}

/** Step 2 by keyboard: Enter puts the pumpkin on the left pan, the apple on the right. */
async function weigh(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'A pumpkin, in the tray' }));
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('Now put the apple on the other pan.');
  // Arrows choose a stack in the tray.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'An apple, in the tray' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('The scale tips');
  await pressButton(user, /^Right pan, up/);
  expect(lessonFeedback()).toHaveTextContent('the apple is lighter');
  await pressButton(user, /^Left pan, down/);
  expect(lessonFeedback()).toHaveTextContent("The pumpkin's pan is down: the pumpkin is heavier.");
}

async function pourIt(user: UserEvent) {
  expect(screen.queryByRole('radiogroup', { name: 'Which holds more?' })).not.toBeInTheDocument();
  await pressButton(user, 'Pour the cup into the jug');
  expect(lessonFeedback()).toHaveTextContent(
    'All the water from the cup fits in the jug, and the jug is not full.',
  );
  await pickCard(user, screen.getByRole('radio', { name: 'The jug holds more' }));
  expect(lessonFeedback()).toHaveTextContent('Yes! The jug is not full, so the jug holds more.');
}

async function layClips(user: UserEvent) {
  const row = screen.getByRole('group', { name: 'Row of paper clips' });
  await tabTo(user, row);
  for (let press = 0; press < 4; press += 1) await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('4 paper clips.');
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('5 paper clips long.');
  // The step stays open to explore: a sixth sticks out, and comes off again.
  await tabTo(user, row);
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('That one sticks out past the end of the ribbon.');
  await user.keyboard('{Delete}');
  expect(lessonFeedback()).toHaveTextContent('5 paper clips long.');
}

async function fixGap(user: UserEvent) {
  expect(
    screen.getByRole('img', { name: '4 clips along the ribbon. Space between clip 2 and clip 3.' }),
  ).toBeInTheDocument();
  const joints = within(
    screen.getByRole('group', { name: 'Joints between the paper clips' }),
  ).getAllByRole('button');
  await tabTo(user, joints[0]!);
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent(
    'Clip 1 to clip 2: touching. Find the space between two clips.',
  );
  await user.keyboard('{ArrowRight}');
  expect(joints[1]).toHaveAccessibleName('Clip 2 to clip 3: space between');
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('The clips close up.');
  await tabTo(user, screen.getByRole('group', { name: 'Row of paper clips' }));
  await user.keyboard('{Enter}');
  expect(lessonFeedback()).toHaveTextContent('Now it is right: 5.');
}

describe('Measurement Basics', () => {
  it('five steps and the closing check by keyboard alone, to completed', async () => {
    const user = userEvent.setup();
    const { container, store, engine } = renderLesson();
    await expectNoA11yViolations(container);
    await lineUp(user);
    await next(user);
    await weigh(user);
    await expectNoA11yViolations(container);
    await next(user);
    await pourIt(user);
    await expectNoA11yViolations(container);
    await next(user);
    await layClips(user);
    await next(user);
    await fixGap(user);
    await expectNoA11yViolations(container);
    await next(user);

    expect(lessonSection()).toHaveAttribute('data-part', 'check');
    const rows = screen.getAllByRole('radio');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Row A: 5 clips along the spoon. Clip 3 and clip 4 on top of each other.',
      'Row B: 4 clips along the spoon, touching end to end, from its left end to its right end.',
      'Row C: 3 clips along the spoon. Space between clip 2 and clip 3.',
    ]);
    await expectNoA11yViolations(container);
    await pickCard(user, rows[2]!);
    await pressButton(user, 'Check');
    expect(lessonFeedback()).toHaveTextContent(
      'This row has a space between two clips. That bit was not counted.',
    );
    await pressButton(user, 'Try again');
    await pickCard(user, rows[0]!);
    await pressButton(user, 'Check');
    expect(lessonFeedback()).toHaveTextContent(
      'In this row two clips overlap. That bit is counted twice.',
    );
    await pressButton(user, 'Try again');
    await pickCard(user, rows[1]!);
    await pressButton(user, 'Check');
    await next(user);
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('measurements', 'lingo-1-0')?.status).toBe('completed');
    expect(spokenTexts(engine)).toContain('Now it is right: 5.');
    await expectNoA11yViolations(container);
  });

  it('step 2: both things on one pan is no comparison (tapped)', async () => {
    const user = userEvent.setup();
    renderLesson();
    await lineUp(user);
    await next(user);
    await tabTo(user, screen.getByRole('button', { name: 'A pumpkin, in the tray' }));
    await user.keyboard('{Enter}');
    // Choose the left pan again, and tap the apple onto it.
    await user.click(screen.getByRole('button', { name: 'Use the left pan' }));
    await user.click(screen.getByRole('button', { name: 'An apple, in the tray' }));
    expect(lessonFeedback()).toHaveTextContent(
      'Both are on the same pan. Put one thing on each pan.',
    );
    expect(screen.queryByRole('button', { name: /^Left pan, down/ })).not.toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
  });
});
