import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  layOut,
  learnerAtStep,
  listColumn,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
  tabUntil,
} from '@lingos/kit/testing';
import { createRng, deriveSeed } from '@lingos/kit';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import LongerHeavierHoldsMore from './LongerHeavierHoldsMore';
import {
  compareAnswer,
  generateLonger,
  longerHints,
  sortedIds,
  type LongerItem,
  type LongerTask,
} from './model';
import { cardName } from './ObjectIcon';

const lingo = { conceptId: 'measurements', lingoId: 'lingo-1-1' } as const;

const firstItem = (step: number, seed: number): LongerItem =>
  firstItemOf(generateLonger, step, seed);

/** The first seed whose first item at `step` passes the test, and that item. */
function itemWhere(step: number, test: (task: LongerTask) => boolean) {
  const seed = firstSeed(
    (each) => firstItem(step, each),
    (item) => test(item.task),
  );
  return { seed, item: firstItem(step, seed) };
}

function renderAt(step: number, seed: number) {
  return renderWithProviders(<LongerHeavierHoldsMore {...lingo} seed={seed} />, {
    autoRead: false,
    store: learnerAtStep('measurements', 'lingo-1-1', step),
  });
}

function compareTask(item: LongerItem): Extract<LongerTask, { kind: 'compare' }> {
  if (item.task.kind !== 'compare') throw new Error('expected a compare item');
  return item.task;
}

/** The answer card of an object. */
const card = (name: string): HTMLElement => screen.getByRole('radio', { name });

async function check(user: UserEvent): Promise<void> {
  await pressButton(user, 'Check');
}

let restoreLayout: (() => void) | undefined;
afterEach(() => {
  restoreLayout?.();
  restoreLayout = undefined;
});

describe('Longer, Heavier, Holds More', () => {
  it('step 1, lengths lined up: the lane says which reaches further; the right card is right', async () => {
    const user = userEvent.setup();
    const { seed, item } = itemWhere(
      1,
      (task) => task.kind === 'compare' && task.quantity === 'length' && task.word === 'longer',
    );
    const task = compareTask(item);
    const { container } = renderAt(1, seed);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Longer, Heavier, Holds More' }),
    ).toBeInTheDocument();
    const [first, second] = task.objects;
    const [longer, shorter] = first.value > second.value ? [first, second] : [second, first];
    expect(
      screen.getByRole('img', { name: /both starting at the line\. The \w[\w ]* reaches further/ }),
    ).toHaveAccessibleName(
      expect.stringContaining(
        `The ${cardName(longer).toLowerCase()} reaches further than the ${cardName(shorter).toLowerCase()}.`,
      ),
    );
    // Already compared: nothing to slide, no Line up.
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Line up' })).toBeNull();
    await expectNoA11yViolations(container);

    await pickCard(user, card(cardName(longer)));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`The ${cardName(longer).toLowerCase()} is longer.`);
    await expectNoA11yViolations(container);
  });

  it('step 2, lengths not lined up: a wrong pick says to line up the ends; Line up tells which is longer', async () => {
    const user = userEvent.setup();
    const { seed, item } = itemWhere(
      2,
      (task) => task.kind === 'compare' && task.quantity === 'length',
    );
    const task = compareTask(item);
    const { container } = renderAt(2, seed);
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(2);
    expect(sliders.map((slider) => slider.getAttribute('aria-valuetext'))).toEqual(
      task.objects.map(
        (entry) =>
          `The ${cardName(entry).toLowerCase()} starts ${
            entry.start === 0
              ? 'at the line'
              : `${entry.start} ${entry.start === 1 ? 'centimetre' : 'centimetres'} right of the line`
          }.`,
      ),
    );

    const right = compareAnswer(task);
    const wrong = task.objects.find((entry) => entry.id !== right);
    if (!wrong) throw new Error('two objects');
    await pickCard(user, card(cardName(wrong)));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(longerHints['ends-not-lined-up']);
    await expectNoA11yViolations(container);

    await pressButton(user, 'Try again');
    await pressButton(user, 'Line up');
    const rightEntry = task.objects.find((entry) => entry.id === right);
    if (!rightEntry) throw new Error('the right object');
    const lined = screen.getByRole('img', { name: /both starting at the line/ });
    const [longer, shorter] =
      task.objects[0].value > task.objects[1].value
        ? [task.objects[0], task.objects[1]]
        : [task.objects[1], task.objects[0]];
    expect(lined).toHaveAccessibleName(
      expect.stringContaining(
        `The ${cardName(longer).toLowerCase()} reaches further than the ${cardName(shorter).toLowerCase()}.`,
      ),
    );
    await pickCard(user, card(cardName(rightEntry)));
    await check(user);
    // Right after a hint: praised, but practice, not evidence.
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2, mass: the child puts both on the scale with the keyboard, then reads it', async () => {
    const user = userEvent.setup();
    const { seed, item } = itemWhere(
      2,
      (task) => task.kind === 'compare' && task.quantity === 'mass',
    );
    const task = compareTask(item);
    const { container } = renderAt(2, seed);
    const scale = screen.getByRole('group', { name: 'Balance scale' });
    expect(scale).toHaveAttribute('data-balance', 'level');
    // In the tray, arrows choose a stack and Enter puts it on an empty pan: the first on the
    // left, then the right.
    const tray = within(scale).getByRole('list', { name: 'Tray' });
    for (const entry of task.objects) {
      const stack = within(tray)
        .getAllByRole('button')
        .find((button) => (button.textContent ?? '').toLowerCase().startsWith(entry.object.name));
      if (!stack) throw new Error(`no ${entry.object.name} in the tray`);
      const tabStop = tray.querySelector<HTMLElement>('[tabindex="0"]');
      if (!tabStop) throw new Error('the tray has no tab stop');
      await tabTo(user, tabStop);
      for (let presses = 0; presses < 3 && document.activeElement !== stack; presses += 1) {
        await user.keyboard('{ArrowRight}');
      }
      expect(stack).toHaveFocus();
      await user.keyboard('{Enter}');
      await act(async () => {});
    }
    const onPan = (pan: 'left' | 'right') =>
      within(within(scale).getByRole('list', { name: `On the ${pan} pan` })).getByRole('button');
    const heavier =
      task.objects[0].value > task.objects[1].value ? task.objects[0] : task.objects[1];
    const heavierOn = (pan: 'left' | 'right') =>
      (onPan(pan).textContent ?? '').toLowerCase().includes(heavier.object.name);
    const down = heavierOn('left') ? 'left' : 'right';
    expect(heavierOn(down === 'left' ? 'right' : 'left')).toBe(false);
    expect(scale).toHaveAttribute('data-balance', down);
    await expectNoA11yViolations(container);

    const answer = task.objects.find((entry) => entry.id === compareAnswer(task));
    if (!answer) throw new Error('the right object');
    await pickCard(user, card(cardName(answer)));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4, big but light: choosing the big one is "bigger is not always heavier"', async () => {
    const user = userEvent.setup();
    const { seed, item } = itemWhere(
      4,
      (task) => task.kind === 'compare' && task.trick === 'big-light' && task.word === 'heavier',
    );
    const task = compareTask(item);
    renderAt(4, seed);
    const big = task.objects.find((entry) => entry.id === 'balloon' || entry.id === 'beach-ball');
    if (!big) throw new Error('a big light thing');
    await pickCard(user, card(cardName(big)));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Bigger is not always heavier. The lower pan has the heavier thing.',
    );
  });

  it('step 4, tall and thin: Pour shows it; choosing by height is "taller does not always hold more"', async () => {
    const user = userEvent.setup();
    const { seed, item } = itemWhere(4, (task) => {
      if (task.kind !== 'compare' || task.trick !== 'tall-thin' || task.word !== 'holds more')
        return false;
      const [a, b] = task.objects;
      const taller = (a.object.lengthCm ?? 0) > (b.object.lengthCm ?? 0) ? a : b;
      return taller.id !== compareAnswer(task);
    });
    const task = compareTask(item);
    const { container } = renderAt(4, seed);
    const [from, into] = task.objects;
    await pressButton(
      user,
      `Pour the ${cardName(from).toLowerCase()} into the ${cardName(into).toLowerCase()}`,
    );
    await act(async () => {});
    const group = screen.getByRole('group', { name: 'Containers' });
    expect(
      within(group).getByRole('img', { name: `${cardName(into)}: full.` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const taller = (from.object.lengthCm ?? 0) > (into.object.lengthCm ?? 0) ? from : into;
    await pickCard(user, card(cardName(taller)));
    await check(user);
    expect(feedback()).toHaveTextContent('Taller does not always hold more. Pour to find out.');
  });

  it('step 3, order by length: Space picks up a card, arrows move it, Space drops; then Check', async () => {
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const { seed, item } = itemWhere(
      3,
      (task) => task.kind === 'order' && task.quantity === 'length',
    );
    if (item.task.kind !== 'order') throw new Error('an order item');
    const task = item.task;
    const { container } = renderAt(3, seed);
    const list = screen.getByRole('list', { name: item.prompt });
    await expectNoA11yViolations(container);

    const order = task.objects.map((entry) => entry.id);
    for (const [place, id] of sortedIds(task).entries()) {
      const from = order.indexOf(id);
      if (from === place) continue;
      await tabUntil(user, (element) => element.getAttribute('data-id') === id);
      await user.keyboard('[Space]');
      await act(async () => {});
      for (let step = from; step > place; step -= 1) {
        await user.keyboard('[ArrowUp]');
        await act(async () => {});
      }
      await user.keyboard('[Space]');
      await act(async () => {});
      order.splice(from, 1);
      order.splice(place, 0, id);
    }
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('data-id')),
    ).toEqual(sortedIds(task));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4, what are we finding out: the scene tells, a wrong card names what each shows', async () => {
    const user = userEvent.setup();
    const { seed } = itemWhere(
      4,
      (task) => task.kind === 'finding-out' && task.scene === 'parcels',
    );
    const { container } = renderAt(4, seed);
    expect(screen.getByText('Two parcels on a scale.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance scale' })).not.toHaveAttribute(
      'data-balance',
      'level',
    );
    await pickCard(user, card('how long'));
    await check(user);
    expect(feedback()).toHaveTextContent(longerHints['what-is-compared']);
    await pressButton(user, 'Try again');
    await pickCard(user, card('how heavy'));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('after two misses in a row, works an example through on the scale, weighed', async () => {
    const user = userEvent.setup();
    // The session's first two items (item 2 made from the seed's next serial, never item 1
    // again): both weighed on a scale already tipped.
    const items = (seed: number): [LongerItem, LongerItem] => {
      const first = firstItem(1, seed);
      const second = generateLonger(1, createRng(deriveSeed(seed, 1, 0)), {
        recentKeys: [first.key],
      });
      return [first, second];
    };
    const isMass = (item: LongerItem) =>
      item.task.kind === 'compare' && item.task.quantity === 'mass';
    const seed = firstSeed(items, ([first, second]) => isMass(first) && isMass(second));
    const { container } = renderAt(1, seed);
    for (const item of items(seed)) {
      const task = compareTask(item);
      const [left, right] = task.objects;
      const down = left.value > right.value ? left : right;
      const up = down === left ? right : left;
      expect(screen.getByRole('group', { name: 'Balance scale' })).toHaveAccessibleDescription(
        `Scale tipped: ${down === left ? 'left' : 'right'} pan down with ${down.object.name}, ${
          down === left ? 'right' : 'left'
        } pan up with ${up.object.name}.`,
      );
      const wrong = task.objects.find((entry) => entry.id !== compareAnswer(task));
      if (!wrong) throw new Error('two objects');
      await pickCard(user, card(cardName(wrong)));
      await check(user);
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      expect(feedback()).toHaveTextContent(
        task.word === 'heavier'
          ? longerHints['lower-pan']
          : 'The lighter thing goes up: its pan is higher.',
      );
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Look at the scale.',
    );
    // The scale of the worked example is the second item's, still: nothing moves.
    const scale = screen.getByRole('group', { name: 'Balance scale' });
    for (const button of within(scale).queryAllByRole('button')) {
      expect(
        button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('disabled'),
      ).toBe(true);
    }
    await expectNoA11yViolations(container);
  });
});
