import {
  expectNoA11yViolations,
  firstItemOf,
  layOut,
  learnerAtStep,
  listColumn,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFreeStart, type ScheduleBlock } from '../../widgets/ScheduleRibbon/scheduleModel';
import ActivitySequencing from './ActivitySequencing';
import {
  activitySequencingModel,
  correctOrder,
  type ActivitySequencingItem,
  type SequencingTask,
} from './model';

type ScheduleTask = Extract<SequencingTask, { kind: 'schedule' }>;

/** The session's first item for a seed, as the kit generates it. */
const firstItem = (step: number, seed: number): ActivitySequencingItem =>
  firstItemOf(activitySequencingModel.generate, step, seed);

/** A SortSequence card's name: its visually hidden name text. */
const cardNameOf = (element: Element): string | null =>
  element.querySelector('[data-part="card-name"]')?.textContent ?? null;

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name ||
  cardNameOf(element) === name ||
  element.textContent === name;

/** Moves a picked-up block by some minutes: Shift+arrows for hours, arrows for 5 minutes. */
async function moveBy(user: UserEvent, minutes: number): Promise<void> {
  const forward = minutes > 0 ? 'ArrowRight' : 'ArrowLeft';
  const size = Math.abs(minutes);
  for (let hour = 0; hour < Math.floor(size / 60); hour += 1)
    await user.keyboard(`{Shift>}{${forward}}{/Shift}`);
  for (let five = 0; five < (size % 60) / 5; five += 1) await user.keyboard(`{${forward}}`);
}

/** Takes a block from the tray with Space, moves it to a start and drops it with Space. */
async function place(
  user: UserEvent,
  task: ScheduleTask,
  placed: ScheduleBlock[],
  id: string,
  start: number,
): Promise<void> {
  const block = task.blocks.find((each) => each.id === id);
  if (!block) throw new Error(`no block ${id}`);
  await tabUntil(user, (element) => element.getAttribute('data-block') === id);
  await user.keyboard('[Space]');
  const landed = firstFreeStart(placed, block.duration, task.window, id);
  await moveBy(user, start - landed);
  await user.keyboard('[Space]');
  placed.push({ id, label: block.activity.label, duration: block.duration, start });
}

describe('Activity Sequencing', () => {
  let restoreLayout = () => {};
  afterEach(() => {
    restoreLayout();
    restoreLayout = () => {};
    vi.restoreAllMocks();
  });

  it('fills a schedule with the keyboard alone and checks it', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(3, seed);
    if (item.task.kind !== 'schedule') throw new Error('expected a schedule');
    const task = item.task;
    const { container } = renderWithProviders(
      <ActivitySequencing conceptId="time" lingoId="lingo-3-2" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-2', 3), autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Activity Sequencing' }),
    ).toBeInTheDocument();
    const schedule = screen.getByRole('group', { name: 'Schedule' });
    // The text alternative: the window, then every block, none placed yet.
    expect(screen.getByTestId('ribbon-summary')).toHaveTextContent(
      /^Schedule from \d{1,2}:\d\d (AM|PM) to \d{1,2}:\d\d (AM|PM)\. \w.*, not placed yet\./,
    );
    expect(
      within(screen.getByRole('list', { name: 'Rules' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await expectNoA11yViolations(container);

    // Place the blocks where the generator's own solution puts them, earliest first.
    const placed: ScheduleBlock[] = [];
    const byStart = [...task.blocks].sort(
      (a, b) => (task.solution[a.id] as number) - (task.solution[b.id] as number),
    );
    for (const block of byStart) {
      await place(user, task, placed, block.id, task.solution[block.id] as number);
    }
    expect(within(schedule).getByText('All placed ✓')).toBeInTheDocument();
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names an overlap and flags the blocks', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(3, seed);
    if (item.task.kind !== 'schedule') throw new Error('expected a schedule');
    const task = item.task;
    renderWithProviders(<ActivitySequencing conceptId="time" lingoId="lingo-3-2" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-3-2', 3),
      autoRead: false,
    });

    // Pack the blocks one after another, then pull the second 5 minutes into the first.
    const placed: ScheduleBlock[] = [];
    for (const block of task.blocks) {
      await place(
        user,
        task,
        placed,
        block.id,
        firstFreeStart(placed, block.duration, task.window, block.id),
      );
    }
    const [first, second] = task.blocks as [
      ScheduleTask['blocks'][number],
      ScheduleTask['blocks'][number],
    ];
    await tabUntil(user, (element) => element.getAttribute('data-block') === second.id);
    await user.keyboard('[Space]');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('[Space]');
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(
      screen.getByText(
        new RegExp(
          `^${first.activity.label} ends at \\d{1,2}:\\d\\d, but ${second.activity.label.toLowerCase()} starts at \\d{1,2}:\\d\\d\\. They overlap by 5 minutes\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: new RegExp(`^${second.activity.label}, .*check this one$`),
      }),
    ).toBeInTheDocument();
  });

  it('orders cards with the keyboard: Space picks up, arrows move, Space drops', async () => {
    // jsdom has no layout: each card gets a place in a column, 70 px apart.
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const seed = 8;
    const item = firstItem(1, seed);
    if (item.task.kind !== 'order') throw new Error('expected cards');
    const { container } = renderWithProviders(
      <ActivitySequencing conceptId="time" lingoId="lingo-3-2" seed={seed} />,
      { autoRead: false },
    );
    const list = screen.getByRole('list', { name: 'Put the activities in order, earliest first.' });
    expect(cardNameOf(within(list).getAllByRole('button')[0] as Element)).toMatch(
      /^\w[\w ]*, \d{1,2}:\d\d (AM|PM), card 1 of 4$/,
    );
    await expectNoA11yViolations(container);

    const order = item.task.cards.map((card) => card.id);
    const right = correctOrder(item.task.cards);
    for (const [place, id] of right.entries()) {
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
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
