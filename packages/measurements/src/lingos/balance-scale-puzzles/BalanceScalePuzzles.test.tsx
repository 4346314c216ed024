import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  listColumn,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BalanceScalePuzzles, { BalanceScalePuzzlesQuestion } from './BalanceScalePuzzles';
import {
  balanceScalePuzzlesWorkedExample,
  generateBalanceScalePuzzles,
  greedyMasses,
  lightestFirst,
  type BalanceScalePuzzlesItem,
  type BalanceTask,
} from './model';

type TaskOf<Kind extends BalanceTask['kind']> = Extract<BalanceTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): BalanceScalePuzzlesItem =>
  firstItemOf(generateBalanceScalePuzzles, step, seed);

function seedFor<Kind extends BalanceTask['kind']>(
  step: number,
  kind: Kind,
  test: (task: TaskOf<Kind>) => boolean = () => true,
): number {
  return firstSeed(
    (seed) => firstItem(seed, step),
    (item) => item.task.kind === kind && test(item.task as TaskOf<Kind>),
  );
}

function renderAt(step: number, seed: number) {
  return renderWithProviders(
    <BalanceScalePuzzles conceptId="measurements" lingoId="lingo-3-1" seed={seed} />,
    { store: learnerAtStep('measurements', 'lingo-3-1', step), autoRead: false },
  );
}

const check = () => screen.getByRole('button', { name: 'Check' });

/** Types a number on the NumberPad's keys. */
async function typeOnPad(user: UserEvent, value: number) {
  for (const digit of String(value)) {
    await user.click(screen.getByRole('button', { name: digit }));
  }
}

/** Puts masses on the pan by keyboard: Tab into the tray, arrows to the stack, Enter. */
async function putMasses(user: UserEvent, masses: readonly number[]) {
  for (const mass of masses) {
    const label = mass >= 1000 ? `${mass / 1000} kg` : `${mass} g`;
    const tray = screen.getByRole('list', { name: 'Masses' });
    const stacks = within(tray).getAllByRole('button');
    const wanted = within(tray).getByRole('button', {
      name: new RegExp(`^${label} mass, \\d+ in the tray$`),
    });
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
}

describe('Balance Scale Puzzles', () => {
  it('step 1: a tipped scale; a wrong pan gives the see-saw hint, the lower pan is right', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, 'compare', (task) => task.ask === 'heavier' && !task.bigButLight);
    const task = firstItem(seed, 1).task as TaskOf<'compare'>;
    const { container } = renderAt(1, seed);
    expect(screen.getByText('Which is heavier?', { selector: 'p' })).toBeInTheDocument();
    const heavierPan = task.left.massG > task.right.massG ? 'Left' : 'Right';
    const lighterPan = heavierPan === 'Left' ? 'Right' : 'Left';
    const pan = (side: string) =>
      screen.getByRole('button', { name: new RegExp(`^${side} pan, `) });
    expect(pan(heavierPan)).toHaveAccessibleName(new RegExp(`^${heavierPan} pan, down: `));
    await expectNoA11yViolations(container);

    await user.click(pan(lighterPan));
    await user.click(check());
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'The heavier side goes down, like the bigger kid on a see-saw.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(pan(heavierPan));
    expect(pan(heavierPan)).toHaveAttribute('aria-pressed', 'true');
    await user.click(check());
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 1, a big-but-light pair: the lighter thing is drawn bigger, and its pan goes up', () => {
    const seed = seedFor(1, 'compare', (task) => task.bigButLight);
    const task = firstItem(seed, 1).task as TaskOf<'compare'>;
    renderAt(1, seed);
    const [light, heavy] =
      task.left.massG < task.right.massG ? ['Left', 'Right'] : ['Right', 'Left'];
    const drawn = (side: string) => {
      const pan = screen.getByRole('button', { name: new RegExp(`^${side} pan, `) });
      return Number(pan.querySelector('svg')?.getAttribute('width'));
    };
    expect(screen.getByRole('button', { name: new RegExp(`^${light} pan, up: `) })).toBeVisible();
    expect(drawn(light)).toBeGreaterThan(drawn(heavy));
  });

  it('step 2 by keyboard: masses on the pan until level, then the grams typed; both parts count', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, 'balance', (task) => task.thing.massG >= 300);
    const task = firstItem(seed, 2).task as TaskOf<'balance'>;
    const { container } = renderAt(2, seed);
    const masses = greedyMasses(task.thing.massG, [100, 200, 500]);
    const scale = screen.getByRole('group', {
      name: `Balance scale: ${task.thing.name} and masses`,
    });
    expect(scale).toHaveAttribute('data-balance', 'left');
    expect(check()).toHaveAttribute('aria-disabled', 'true');

    // All but the last mass: not level yet. Typing the sum so far is a miss about the tilt.
    await putMasses(user, masses.slice(0, -1));
    expect(scale).toHaveAttribute('data-balance', 'left');
    const partial = masses.slice(0, -1).reduce((sum, mass) => sum + mass, 0);
    await typeOnPad(user, partial);
    expect(check()).toHaveAttribute('aria-disabled', 'false');
    await user.click(check());
    expect(feedback()).toHaveTextContent(
      `Not level yet. The heavier side goes down, like the bigger kid on a see-saw. Here the ${task.thing.noun} is heavier. Add a mass.`,
    );
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // The last mass makes it level; the number is fixed to the sum.
    await putMasses(user, masses.slice(-1));
    expect(scale).toHaveAttribute('data-balance', 'level');
    for (let digit = 0; digit < String(partial).length; digit += 1) {
      await user.click(screen.getByRole('button', { name: /^(Delete|Backspace|Erase)/ }));
    }
    await typeOnPad(user, task.thing.massG);
    await user.click(check());
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`is ${task.thing.massG} grams.`);
    await expectNoA11yViolations(container);
  });

  it('step 2: the worked example puts the masses on one by one, then types the sum', async () => {
    const seed = seedFor(
      2,
      'balance',
      (task) => greedyMasses(task.thing.massG, [100, 200, 500]).length >= 2,
    );
    const item = firstItem(seed, 2);
    const task = item.task as TaskOf<'balance'>;
    const masses = greedyMasses(task.thing.massG, [100, 200, 500]);
    const steps = balanceScalePuzzlesWorkedExample(item);
    const props = (index: number) => ({
      item,
      answer: undefined,
      setAnswer: () => {},
      submit: () => {},
      state: 'worked-example' as const,
      locked: true,
      result: null,
      attempt: 0,
      hint: null,
      hintFor: () => '',
      step: 2,
      round: null,
      workedExample: { index, steps },
    });
    const { container, rerender } = renderWithProviders(
      <BalanceScalePuzzlesQuestion {...props(0)} />,
    );
    const scale = screen.getByRole('group', {
      name: `Balance scale: ${task.thing.name} and masses`,
    });
    const first = masses[0] ?? 0;
    expect(within(scale).getByRole('list', { name: 'On the right pan' })).toHaveTextContent(
      `${first} g`,
    );
    expect(scale).toHaveAttribute('data-balance', 'left');
    expect(screen.getByRole('textbox')).toHaveValue('');
    await expectNoA11yViolations(container);
    rerender(<BalanceScalePuzzlesQuestion {...props(steps.length - 1)} />);
    expect(
      screen.getByRole('group', { name: `Balance scale: ${task.thing.name} and masses` }),
    ).toHaveAttribute('data-balance', 'level');
    expect(screen.getByRole('textbox')).toHaveValue(String(task.thing.massG));
  });

  it('step 3: kilograms typed as grams get the unit hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, 'balance', (task) => task.thing.massG <= 5000);
    const task = firstItem(seed, 3).task as TaskOf<'balance'>;
    renderAt(3, seed);
    await putMasses(user, greedyMasses(task.thing.massG, [1000, 2000, 5000]));
    await typeOnPad(user, task.thing.massG);
    await user.click(check());
    expect(feedback()).toHaveTextContent(
      '1 kilogram is the same as 1000 grams. Type the kilograms.',
    );
  });

  it('step 4 order: two weighings shown; cards sorted by keyboard, lightest first', async () => {
    // jsdom has no layout: the cards get places in a column, 70 px apart.
    const restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const seed = seedFor(4, 'order');
    const task = firstItem(seed, 4).task as TaskOf<'order'>;
    const { container } = renderAt(4, seed);
    expect(screen.getAllByRole('img', { name: /^Scale [12]\. Scale tipped: / })).toHaveLength(2);
    await expectNoA11yViolations(container);
    const wanted = lightestFirst(task).map((thing) => thing.name);
    const list = screen.getByRole('list', { name: /lightest to heaviest/ });
    // Move each card to its place with Space, arrows, Space.
    for (let place = 0; place < wanted.length; place += 1) {
      const cards = within(list).getAllByRole('button');
      const from = cards.findIndex((card) => card.textContent?.startsWith(wanted[place] ?? ''));
      const card = cards[from] as HTMLElement;
      act(() => card.focus());
      await user.keyboard('[Space]');
      await act(async () => {});
      for (let step = from; step > place; step -= 1) {
        await user.keyboard('[ArrowUp]');
        await act(async () => {});
      }
      await user.keyboard('[Space]');
      await act(async () => {});
    }
    await user.click(check());
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    restoreLayout();
  });

  it('step 4 will it balance: the masses as chips, then the scale shows the answer', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, 'will-balance', (task) => task.grams.length === 1);
    const task = firstItem(seed, 4).task as TaskOf<'will-balance'>;
    const { container } = renderAt(4, seed);
    expect(screen.queryByRole('img', { name: /^Scale / })).toBeNull();
    const yes = task.grams[0] === 1000;
    await user.click(screen.getByRole('radio', { name: yes ? 'No' : 'Yes' }));
    await user.click(check());
    expect(feedback()).toHaveTextContent('1 kilogram is the same as 1000 grams.');
    // The weighing is the item's main picture: drawn large.
    expect(screen.getByRole('img', { name: /^Scale (level|tipped)/ })).toHaveAttribute(
      'data-size',
      'large',
    );
    await expectNoA11yViolations(container);
  });

  it('step 4 boxes: 2 same boxes on a level scale; half the total is right', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, 'boxes');
    const task = firstItem(seed, 4).task as TaskOf<'boxes'>;
    const { container } = renderAt(4, seed);
    expect(
      screen.getByRole('img', { name: /^Scale level\. Left pan: two boxes\./ }),
    ).toHaveAttribute('data-size', 'large');
    await typeOnPad(user, task.total);
    await user.click(check());
    expect(feedback()).toHaveTextContent(
      `The 2 same boxes together balance ${task.total} g. One box is half of ${task.total} g.`,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectNoA11yViolations(container);
  });
});
