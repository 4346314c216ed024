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
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  biggerOf,
  generatePour,
  pourHints,
  tallerOf,
  unitOfThing,
  type PourItem,
  type PourTask,
} from './model';
import PourAndMeasure from './PourAndMeasure';

const lingo = { conceptId: 'measurements', lingoId: 'lingo-3-2' } as const;
const firstItem = (seed: number, step: number): PourItem => firstItemOf(generatePour, step, seed);
const seedFor = (step: number, test: (task: PourTask) => boolean): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => test(item.task),
  );
type TaskOf<Kind extends PourTask['kind']> = Extract<PourTask, { kind: Kind }>;

function renderAt(step: number, seed: number) {
  return renderWithProviders(<PourAndMeasure {...lingo} seed={seed} />, {
    store: learnerAtStep('measurements', 'lingo-3-2', step),
    autoRead: false,
  });
}

const announcement = (): string =>
  sessionSection().querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

async function typeAmount(user: UserEvent, label: string, value: number) {
  await tabTo(user, screen.getByRole('textbox', { name: label }));
  await user.keyboard(String(value));
}

describe('Pour and Measure', () => {
  it('step 1: pours one container into the other, then taps the one that holds more', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, (task) => task.kind === 'compare');
    const task = firstItem(seed, 1).task as TaskOf<'compare'>;
    const [first, second] = task.containers;
    const { container } = renderWithProviders(<PourAndMeasure {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pour and Measure' })).toBeVisible();
    expect(
      screen.getByText(`Which holds more: the ${first.object.id} or the ${second.object.id}?`),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pressButton(user, `Pour the ${first.object.id} into the ${second.object.id}`);
    const spills = first.capacityMl > second.capacityMl;
    await waitFor(() =>
      expect(announcement()).toBe(
        spills
          ? `The ${second.object.id} is full; some is left in the ${first.object.id}.`
          : `Poured the ${first.object.id} into the ${second.object.id}. The ${second.object.id} is not full.`,
      ),
    );
    const bigger = biggerOf(task.containers).object.id;
    await tabTo(
      user,
      screen.getByRole('button', { name: new RegExp(`^${capitalize(bigger)}\\. `) }),
    );
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('button', { name: new RegExp(`^${capitalize(bigger)}\\. `) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 1: picking the taller one when it holds less gets "Taller does not always hold more."', async () => {
    const user = userEvent.setup();
    const seed = seedFor(
      1,
      (task) => task.kind === 'compare' && tallerOf(task.containers) !== biggerOf(task.containers),
    );
    const task = firstItem(seed, 1).task as TaskOf<'compare'>;
    renderWithProviders(<PourAndMeasure {...lingo} seed={seed} />, { autoRead: false });
    const taller = tallerOf(task.containers).object.id;
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^${capitalize(taller)}\\. `) }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(pourHints['tall-holds-more']);
  });

  it('step 1: "mL or L?" is answered on two cards', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, (task) => task.kind === 'unit');
    const task = firstItem(seed, 1).task as TaskOf<'unit'>;
    const { container } = renderWithProviders(<PourAndMeasure {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByText(`mL or L for ${task.thing.name}?`)).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const right = unitOfThing(task.thing) === 'L' ? 'L, litres' : 'mL, millilitres';
    await pickCard(user, screen.getByRole('radio', { name: right }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: pours cup after cup (Enter on the Pour button), counting, then types the cups', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, () => true);
    const task = firstItem(seed, 2).task as TaskOf<'cups'>;
    const { container } = renderAt(2, seed);
    expect(screen.getByText('How many cups fill the jug?')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const pourButton = screen.getByRole('button', { name: 'Pour the cup into the jug' });
    await tabTo(user, pourButton);
    for (let cup = 1; cup < task.cups; cup += 1) {
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(announcement()).toBe(
          `${cup} ${cup === 1 ? 'cup' : 'cups'} poured. The jug is not full yet.`,
        ),
      );
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announcement()).toBe(`${task.cups} cups poured. The jug is full.`));
    await typeAmount(user, 'Cups', task.cups);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: reads the jug, types the millilitres and checks with Enter', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (task) => task.kind === 'read' && task.level < 1000);
    const task = firstItem(seed, 3).task as TaskOf<'read'>;
    const { container } = renderAt(3, seed);
    expect(
      screen.getByRole('img', {
        name: `Measuring jug, marks every 100 millilitres up to 1 litre. Water reaches the mark labelled ${task.level}.`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'mL, millilitres' })).toBeChecked();
    await expectNoA11yViolations(container);
    await typeAmount(user, 'Amount', task.level);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: a full jug is right as "1 L" with the unit toggle', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (task) => task.kind === 'read' && task.level === 1000);
    renderAt(3, seed);
    await typeAmount(user, 'Amount', 1);
    await tabTo(user, screen.getByRole('radio', { name: 'mL, millilitres' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'L, litres' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: the right number in litres is told that the marks count millilitres', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (task) => task.kind === 'read' && task.level < 1000);
    const task = firstItem(seed, 3).task as TaskOf<'read'>;
    renderAt(3, seed);
    await typeAmount(user, 'Amount', task.level);
    await user.click(screen.getByRole('radio', { name: 'L, litres' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent(pourHints['unit-size']);
  });

  it('step 4: a small mark read as the label below gets the half-mark hint with its numbers', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (task) => task.kind === 'read' && task.level % 100 === 50);
    const task = firstItem(seed, 4).task as TaskOf<'read'>;
    const { container } = renderAt(4, seed);
    const below = task.level - 50;
    await typeAmount(user, 'Amount', below);
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent(
      `The small mark halfway between ${below} and ${below + 100} is ${task.level}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('step 4: fills the empty jug 50 mL per Up arrow to the amount asked for, milk for pancakes', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (task) => task.kind === 'fill' && task.recipe.id === 'pancakes');
    const task = firstItem(seed, 4).task as TaskOf<'fill'>;
    const { container } = renderAt(4, seed);
    expect(
      screen.getByText(
        `Pour ${task.target} millilitres of ${task.recipe.liquid} ${task.recipe.purpose}.`,
      ),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const slider = screen.getByRole('slider', { name: 'Measuring jug' });
    // The jug fills with milk: drawn as milk.
    expect(slider.querySelector('svg')).toHaveAttribute('data-liquid', 'milk');
    await tabTo(user, slider);
    for (let press = 0; press < task.target / 50; press += 1) await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', `${task.target} millilitres`);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('after two items missed in a row, the worked example fills the jug to the mark', async () => {
    const user = userEvent.setup();
    const second = (seed: number) =>
      generatePour(4, createRng(deriveSeed(seed, 1, 0)), { recentKeys: [firstItem(seed, 4).key] });
    const seed = firstSeed(
      (candidate) => [firstItem(candidate, 4), second(candidate)] as const,
      ([one, two]) => one.task.kind === 'fill' && two.task.kind === 'fill',
    );
    const target = (second(seed).task as TaskOf<'fill'>).target;
    renderAt(4, seed);
    for (let missed = 0; missed < 2; missed += 1) {
      // One Up (50 mL) misses, unless 50 mL was asked for: then two (100 mL).
      const asked = Number(/Pour (\d+) millilitres/.exec(sessionSection().textContent ?? '')?.[1]);
      await tabTo(user, screen.getByRole('slider', { name: 'Measuring jug' }));
      await user.keyboard(asked === 50 ? '{ArrowUp}{ArrowUp}' : '{ArrowUp}');
      await pressButton(user, 'Check');
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getByRole('img', { name: /The jug is empty\.$/ })).toBeInTheDocument();
    while (
      screen.getByRole('listitem', { current: 'step' }).textContent?.startsWith('Pour in') !== true
    ) {
      await pressButton(user, 'Next');
    }
    expect(
      screen.getByRole('img', { name: /^Measuring jug, marks every 50 millilitres/ }),
    ).toHaveAccessibleName(
      new RegExp(
        target % 100 === 0 ? `the mark labelled ${target}\\.$` : 'the small mark just above',
      ),
    );
  });
});
