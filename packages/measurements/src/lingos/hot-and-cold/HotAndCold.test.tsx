import { createRng, deriveSeed } from '@lingos/kit';
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
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HotAndCold from './HotAndCold';
import {
  generateHotCold,
  hotColdHints,
  spokenTemperature,
  type HotColdItem,
  type HotColdTask,
} from './model';

const lingo = { conceptId: 'measurements', lingoId: 'lingo-3-3' } as const;
const firstItem = (seed: number, step: number): HotColdItem =>
  firstItemOf(generateHotCold, step, seed);
/** The second item of a session, after the first (a miss does not change the step yet). */
const secondItem = (seed: number, step: number): HotColdItem =>
  generateHotCold(step, createRng(deriveSeed(seed, 1, 0)), {
    recentKeys: [firstItem(seed, step).key],
  });
const seedFor = (step: number, test: (task: HotColdTask) => boolean): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => test(item.task),
  );

function renderAt(step: number, seed: number) {
  return renderWithProviders(<HotAndCold {...lingo} seed={seed} />, {
    store: learnerAtStep('measurements', 'lingo-3-3', step),
    autoRead: false,
  });
}

async function check(user: UserEvent) {
  await pressButton(user, 'Check');
}

describe('Hot and Cold', () => {
  it('step 1: reads the thermometer and types the temperature with the keyboard', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const task = item.task as Extract<HotColdTask, { kind: 'read' }>;
    const { container } = renderWithProviders(<HotAndCold {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hot and Cold' })).toBeInTheDocument();
    expect(screen.getByText('What temperature does the thermometer show?')).toBeInTheDocument();
    const labelled = task.value === 0 ? '0' : String(task.value);
    expect(
      screen.getByRole('img', {
        name: `Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled ${labelled}.`,
      }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('textbox', { name: 'Temperature' }));
    await user.keyboard(`${task.value}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 2: a set task moves the red line one mark per arrow to the temperature asked for', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, (task) => task.kind === 'set');
    const task = firstItem(seed, 2).task as Extract<HotColdTask, { kind: 'set' }>;
    const { container } = renderAt(2, seed);
    expect(screen.getByText(`Make it ${task.value} degrees.`)).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Thermometer' });
    expect(slider).toHaveAttribute('aria-valuenow', String(task.start));
    await expectNoA11yViolations(container);
    await tabTo(user, slider);
    const key = task.value > task.start ? '{ArrowUp}' : '{ArrowDown}';
    for (let marks = 0; marks < Math.abs(task.value - task.start) / 5; marks += 1) {
      await user.keyboard(key);
    }
    expect(slider).toHaveAttribute('aria-valuetext', `${task.value} degrees`);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: a red line one small mark off gets the 5-degree hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, (task) => task.kind === 'set' && task.value > task.start);
    const task = firstItem(seed, 2).task as Extract<HotColdTask, { kind: 'set' }>;
    renderAt(2, seed);
    await tabTo(user, screen.getByRole('slider', { name: 'Thermometer' }));
    for (let marks = 0; marks < (task.value - task.start) / 5 - 1; marks += 1) {
      await user.keyboard('{ArrowUp}');
    }
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(hotColdHints['five-mark']);
  });

  it('step 3: a scene and 3 temperatures; a wrong card says why, the right one is right', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (task) => task.kind === 'scene' && task.scene.object.id === 'snowman');
    const task = firstItem(seed, 3).task as Extract<HotColdTask, { kind: 'scene' }>;
    const { container } = renderAt(3, seed);
    expect(screen.getByText('A snowman')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Which temperature fits? A snowman.' });
    expect(group).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const wrong = task.choices.find((choice) => choice !== -5) as number;
    await pickCard(user, screen.getByRole('radio', { name: spokenTemperature(wrong) }));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(task.scene.reason);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'minus 5 degrees Celsius' }));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: reads below 0 from 3 cards; the same number above 0 gets the below-zero hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor(
      4,
      (task) =>
        task.kind === 'read' && task.value < 0 && (task.choices ?? []).includes(-task.value),
    );
    const task = firstItem(seed, 4).task as Extract<HotColdTask, { kind: 'read' }>;
    const { container } = renderAt(4, seed);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: spokenTemperature(-task.value) }));
    await check(user);
    expect(feedback()).toHaveTextContent(hotColdHints['below-zero']);
  });

  it('step 4: "Make it minus 10 degrees." is set with the arrows below 0', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (task) => task.kind === 'set' && task.value === -10);
    const task = firstItem(seed, 4).task as Extract<HotColdTask, { kind: 'set' }>;
    renderAt(4, seed);
    expect(screen.getByText('Make it minus 10 degrees.')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Thermometer' });
    await tabTo(user, slider);
    const key = task.start < -10 ? '{ArrowUp}' : '{ArrowDown}';
    for (let marks = 0; marks < Math.abs(task.start + 10) / 5; marks += 1) {
      await user.keyboard(key);
    }
    expect(slider).toHaveAttribute('aria-valuetext', 'minus 10 degrees');
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('after two items missed in a row, the worked example moves the red line to the answer', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => [firstItem(candidate, 2), secondItem(candidate, 2)] as const,
      ([first, second]) => first.task.kind === 'set' && second.task.kind === 'set',
    );
    const second = secondItem(seed, 2).task as Extract<HotColdTask, { kind: 'set' }>;
    const { container } = renderAt(2, seed);
    for (let missed = 0; missed < 2; missed += 1) {
      // Check the red line one mark from where it starts, towards the answer (at least 3 marks
      // away): a miss.
      const slider = screen.getByRole('slider', { name: 'Thermometer' });
      const start = Number(slider.getAttribute('aria-valuenow'));
      const target = Number(
        /Make it (minus )?(\d+) degrees/.exec(sessionSection().textContent ?? '')?.[2],
      );
      await tabTo(user, slider);
      await user.keyboard(start < target ? '{ArrowUp}' : '{ArrowDown}');
      await check(user);
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    await expectNoA11yViolations(container);
    const slider = () => screen.getByRole('slider', { name: 'Thermometer' });
    expect(slider()).toHaveAttribute('aria-valuenow', String(second.start));
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    const lastStep = `Move the top of the red line to that mark: ${second.value} degrees.`;
    for (let step = 1; step < 3; step += 1) await pressButton(user, 'Next');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(lastStep);
    expect(slider()).toHaveAttribute('aria-valuenow', String(second.value));
  });
});
