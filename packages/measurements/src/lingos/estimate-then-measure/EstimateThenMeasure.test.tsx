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
import { themeClass } from '@lingos/ui';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import EstimateThenMeasure from './EstimateThenMeasure';
import { generateEstimate, type EstimateItem, type EstimateTask } from './model';

type TaskOf<Kind extends EstimateTask['kind']> = Extract<EstimateTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): EstimateItem =>
  firstItemOf(generateEstimate, step, seed);

function seedFor<Kind extends EstimateTask['kind']>(
  step: number,
  test: (task: TaskOf<Kind>) => boolean = () => true,
): number {
  return firstSeed(
    (seed) => firstItem(seed, step),
    (item) => test(item.task as TaskOf<Kind>),
  );
}

function renderAt(step: number, seed: number, dark = false) {
  return renderWithProviders(
    <div className={themeClass('default', dark)}>
      <EstimateThenMeasure conceptId="measurements" lingoId="lingo-2-3" seed={seed} />
    </div>,
    { store: learnerAtStep('measurements', 'lingo-2-3', step), autoRead: false },
  );
}

const nameOf = (id: string): string => findObject(id)?.name ?? id;
const binButton = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${label} bin`) });
const cardNamed = (name: string): HTMLElement =>
  screen.getByRole('button', {
    name: new RegExp(`^Picture \\d of 4: ${name.replace('$', '\\$')}$`),
  });

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, id: string, bin: 'cm' | 'm') {
  await tabTo(user, cardNamed(nameOf(id)));
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(bin === 'm' ? 'metres' : 'centimetres'));
  await user.keyboard('{Enter}');
}

async function type(user: UserEvent, label: string, value: number) {
  const box = screen.getByRole('textbox', { name: label });
  await tabTo(user, box);
  await user.clear(box);
  await user.keyboard(String(value));
}

describe('Estimate, Then Measure', () => {
  it('step 1: sorts 4 pictures into centimetres and metres by keyboard, saying where each went', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'sort'>(1);
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    const { container } = renderAt(1, seed);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Estimate, Then Measure' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const [first, ...others] = task.cards;
    if (!first) throw new Error('no cards');
    await sortInto(user, first.id, first.bin);
    // measurements.md: "School bus, in the metres bin."
    const noun = (findObject(first.id)?.noun ?? nameOf(first.id).replace(/^an? /, '')).replace(
      /^./,
      (letter) => letter.toUpperCase(),
    );
    expect(
      screen.getByText(`${noun}, in the ${first.bin === 'm' ? 'metres' : 'centimetres'} bin.`),
    ).toBeInTheDocument();
    for (const card of others) await sortInto(user, card.id, card.bin);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 1: a small thing in metres bounces back at Check with the big-step hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'sort'>(1);
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    renderAt(1, seed);
    const small = task.cards.find((card) => card.bin === 'cm');
    if (!small) throw new Error('no small card');
    for (const card of task.cards) await sortInto(user, card.id, card === small ? 'm' : card.bin);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/^A metre is about one big step\. .* fits on your desk/);
    const tray = screen.getByRole('group', { name: 'Pictures to sort' });
    expect(within(tray).getAllByRole('button')).toHaveLength(1);
    await pressButton(user, 'Try again');
    await sortInto(user, small.id, 'cm');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: a small thing in metres gets "Would 19 big steps fit on your desk?"', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'unit'>(2, (task) => task.object === 'pencil');
    const { container } = renderAt(2, seed, true);
    expect(screen.getByRole('group', { name: 'About how long is a new pencil?' })).toBeVisible();
    await pickCard(user, screen.getByRole('radio', { name: '19 m' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      'A metre is about one big step. Would 19 big steps fit on your desk?',
    );
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: '19 cm' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: picks a benchmark among 3 cards', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'benchmark'>(4, (task) => task.object === 'door');
    renderAt(4, seed);
    expect(
      screen
        .getAllByRole('radio')
        .map((card) => card.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['2 cm', '2 m', '20 m']);
    await pickCard(user, screen.getByRole('radio', { name: '2 m' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('A door is about 2 m tall.');
  });

  it('step 3: guess, slide the ruler to the end, type the length; a close guess earns a star', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'measure'>(3, (task) => task.rulerOffset < 0);
    const task = firstItem(seed, 3).task as TaskOf<'measure'>;
    const { container } = renderAt(3, seed);
    // First only the object and the guess: no ruler to read yet.
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: nameOf(task.object) })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await type(user, 'Your guess', task.length + 1);
    await user.keyboard('{Enter}');
    const ruler = screen.getByRole('slider', { name: 'Ruler' });
    expect(ruler).toHaveFocus();
    expect(screen.getByText(`Your guess: ${task.length + 1} cm.`)).toBeInTheDocument();
    expect(ruler).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(new RegExp(`^Ruler's 0 is ${-task.rulerOffset} centimetres left of`)),
    );
    for (let press = 0; press < -task.rulerOffset; press += 1) await user.keyboard('{ArrowRight}');
    expect(ruler).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Ruler's 0 is at the/));
    expect(
      screen.getByRole('img', { name: new RegExp(`ends at the ${task.length} mark\\.$`) }),
    ).toBeInTheDocument();
    await type(user, 'Measured length', task.length);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `Your guess: ${task.length + 1} cm. Measured: ${task.length} cm. A close guess! You earned a star.`,
    );
    expect(screen.getByRole('img', { name: 'Picture: A close guess star.' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('step 3: a far-off guess is never wrong; it says how far off, with a helper', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'measure'>(3, (task) => task.rulerOffset > 0 && task.length <= 12);
    const task = firstItem(seed, 3).task as TaskOf<'measure'>;
    renderAt(3, seed);
    await type(user, 'Your guess', task.length + 8);
    await pressButton(user, 'Measure it');
    // Read with the ruler not lined up: the number at the far end.
    await type(user, 'Measured length', task.length - task.rulerOffset);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Put the 0 at the end of the object, not the edge of the ruler.',
    );
    // Checked: the ruler stays where it was read, read-only.
    const ruler = screen.getByRole('slider', { name: 'Ruler' });
    expect(ruler).toHaveAttribute('aria-disabled', 'true');
    await pressButton(user, 'Try again');
    expect(ruler).not.toHaveAttribute('aria-disabled');
    await tabTo(user, ruler);
    for (let press = 0; press < task.rulerOffset; press += 1) await user.keyboard('{ArrowLeft}');
    await type(user, 'Measured length', task.length);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `Your guess: ${task.length + 8} cm. Measured: ${task.length} cm. Your guess was 8 cm too long. Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.`,
    );
    expect(screen.queryByRole('img', { name: /close guess star/ })).not.toBeInTheDocument();
  });

  it('step 3: an empty or 0 guess, or a length past the ruler, gets a kind word and no check', async () => {
    const user = userEvent.setup();
    const seed = seedFor<'measure'>(3);
    renderAt(3, seed);
    await pressButton(user, 'Measure it');
    expect(screen.getByText(/Type your guess first\./)).toBeInTheDocument();
    await type(user, 'Your guess', 0);
    await user.keyboard('{Enter}');
    expect(screen.getByText(/is longer than 0 cm\. Guess again\./)).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await type(user, 'Your guess', 7);
    await user.keyboard('{Enter}');
    await type(user, 'Measured length', 25);
    expect(screen.getByText(/The ruler goes up to 20 cm\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
  });
});
