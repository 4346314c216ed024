import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MeasureWithPaperClips from './MeasureWithPaperClips';
import {
  generateMeasureWithPaperClips,
  measureWithPaperClipsHints,
  type MeasureTask,
  type MeasureWithPaperClipsItem,
} from './model';

type TaskOf<Kind extends MeasureTask['kind']> = Extract<MeasureTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): MeasureWithPaperClipsItem =>
  firstItemOf(generateMeasureWithPaperClips, step, seed);

function seedFor<Kind extends MeasureTask['kind']>(
  step: number,
  test: (task: TaskOf<Kind>) => boolean = () => true,
): { seed: number; task: TaskOf<Kind> } {
  const seed = firstSeed(
    (each) => firstItem(each, step),
    (item) => test(item.task as TaskOf<Kind>),
  );
  return { seed, task: firstItem(seed, step).task as TaskOf<Kind> };
}

function renderAt(step: number, seed: number) {
  return renderWithProviders(
    <MeasureWithPaperClips conceptId="measurements" lingoId="lingo-1-2" seed={seed} />,
    { store: learnerAtStep('measurements', 'lingo-1-2', step), autoRead: false },
  );
}

const cm = (unit: string): number => (unit === 'paper-clip' ? 3 : 2);
const rowGroup = (name: RegExp): HTMLElement => screen.getByRole('group', { name });

describe('Measure with Paper Clips', () => {
  it('step 1: counts the clips laid along the object and types the count', async () => {
    const user = userEvent.setup();
    const { seed, task } = seedFor<'count'>(1, (each) => each.unit === 'paper-clip');
    const { container } = renderAt(1, seed);
    const count = task.lengthCm / 3;
    // measurements.md: "A crayon. 3 paper clips touching end to end, from its left end to its right end."
    expect(
      screen.getByRole('img', {
        name: `A ${task.object}. ${count} paper clips touching end to end, from its left end to its right end.`,
      }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('textbox'));
    await user.keyboard(`${count + 1}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(measureWithPaperClipsHints.miscount);
    await pressButton(user, 'Try again');
    await tabTo(user, screen.getByRole('textbox'));
    await user.keyboard(`{Backspace}{Backspace}${count}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`The ${task.object} is ${count} paper clips long.`);
  });

  it('step 2: builds the row with Enter, takes off the one sticking out with Delete', async () => {
    const user = userEvent.setup();
    const { seed, task } = seedFor<'build'>(2);
    const { container } = renderAt(2, seed);
    const count = task.lengthCm / cm(task.unit);
    const row = rowGroup(/^Row of /);
    await tabTo(user, row);
    for (let index = 0; index <= count; index += 1) await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: /stick(s)? out past/ })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    // Enter on the row adds; Check is its own button.
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(measureWithPaperClipsHints['sticking-out']);
    await pressButton(user, 'Try again');
    await tabTo(user, rowGroup(/^Row of /));
    await user.keyboard('{Delete}');
    expect(
      screen.getByRole('img', { name: /touching end to end, from its left end to its right end/ }),
    ).toBeInTheDocument();
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it("step 3: No, then the gap in Max's row is tapped by keyboard: right only with both parts", async () => {
    const user = userEvent.setup();
    const { seed, task } = seedFor<'spot'>(3, (each) => each.flaw === 'gap' && each.joint! > 1);
    const { container } = renderAt(3, seed);
    const short = task.unit === 'paper-clip' ? 'clip' : 'cube';
    // No joint buttons until the child says No.
    expect(screen.queryByRole('group', { name: /^Joints between/ })).not.toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Tap the joint that is wrong.')).toBeInTheDocument();
    const joints = within(screen.getByRole('group', { name: /^Joints between/ })).getAllByRole(
      'button',
    );
    expect(joints).toHaveLength(task.units - 1);
    await expectNoA11yViolations(container);
    // A touching joint first: the item is wrong, and the hint says that joint touches.
    await tabTo(user, joints[0]!);
    expect(joints[0]).toHaveAccessibleName(
      `${short.replace(/^./, (c) => c.toUpperCase())} 1 to ${short} 2: touching`,
    );
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(`touching. There is a space between two ${short}s.`);
    await pressButton(user, 'Try again');
    const gapJoint = screen.getByRole('button', { name: /: space between$/ });
    await tabTo(user, screen.getAllByRole('button', { name: / to .*: / })[0]!);
    for (let presses = 0; presses < 8 && document.activeElement !== gapJoint; presses += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(gapJoint).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByText(`The joint between ${short} ${task.joint} and ${short} ${task.joint! + 1}.`),
    ).toBeInTheDocument();
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 3: Yes on a right row is right at once; No waits for a joint before Check', async () => {
    const user = userEvent.setup();
    const { seed } = seedFor<'spot'>(3, (each) => each.flaw === 'none');
    renderAt(3, seed);
    await pickCard(user, screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await pickCard(user, screen.getByRole('radio', { name: 'Yes' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: more or fewer, then the other unit laid to check (not scored)', async () => {
    const user = userEvent.setup();
    const { seed, task } = seedFor<'compare'>(4, (each) => each.shownUnit === 'paper-clip');
    const { container } = renderAt(4, seed);
    expect(
      screen.getByRole('group', {
        name: `The ${task.object} is ${task.lengthCm / 3} paper clips long. Will it take more or fewer cubes than ${task.lengthCm / 3}?`,
      }),
    ).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'fewer' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(measureWithPaperClipsHints['unit-size']);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'more' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    const laying = screen.getByRole('region', { name: 'Lay the cubes to check' });
    await tabTo(user, within(laying).getByRole('group', { name: 'Row of cubes' }));
    const cubes = task.lengthCm / 2;
    for (let index = 0; index < cubes; index += 1) await user.keyboard('{Enter}');
    expect(
      within(laying).getByText(`The ${task.object} is ${cubes} cubes long. That is more.`),
    ).toBeInTheDocument();
    // Laying is never scored: the item stays as it was checked.
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('after two misses in a row, works an example on the row', async () => {
    const user = userEvent.setup();
    const { seed, task } = seedFor<'count'>(1);
    renderAt(1, seed);
    const count = task.lengthCm / cm(task.unit);
    await tabTo(user, screen.getByRole('textbox'));
    await user.keyboard(`${count + 2}{Enter}`);
    await pressButton(user, 'Next');
    const next = sessionSection();
    expect(next).toHaveAttribute('data-state', 'answering');
    const second = screen.getByRole('img', { name: /touching end to end/ });
    const secondCount = Number(/\. (\d+) /.exec(second.getAttribute('aria-label') ?? '')?.[1]);
    await tabTo(user, screen.getByRole('textbox'));
    await user.keyboard(`${secondCount + 2}{Enter}`);
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getAllByText(/^Start at the left end of the /).length).toBeGreaterThan(0);
  });
});
