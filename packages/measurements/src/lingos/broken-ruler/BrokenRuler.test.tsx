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
import BrokenRuler from './BrokenRuler';
import { generateBrokenRuler, type BrokenRulerItem } from './model';

const firstItem = (seed: number, step: number): BrokenRulerItem =>
  firstItemOf(generateBrokenRuler, step, seed);

const seedFor = (step: number, test: (item: BrokenRulerItem) => boolean = () => true): number =>
  firstSeed((seed) => firstItem(seed, step), test);

function renderAt(step: number, seed: number, dark = false) {
  return renderWithProviders(
    <div className={themeClass('default', dark)}>
      <BrokenRuler conceptId="measurements" lingoId="lingo-2-2" seed={seed} />
    </div>,
    { store: learnerAtStep('measurements', 'lingo-2-2', step), autoRead: false },
  );
}

/** The ruler piece's text alternative, read as a child's screen reader would. */
const rulerPicture = (): HTMLElement =>
  screen.getByRole('img', { name: /^Broken ruler, first number/ });

async function typeLength(user: UserEvent, label: string | RegExp, value: number) {
  await tabTo(user, screen.getByRole('textbox', { name: label }));
  await user.keyboard(String(value));
}

describe('Broken Ruler', () => {
  it('step 1: describes the piece, counts tapped spaces, and takes the typed length', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1);
    const item = firstItem(seed, 1);
    const { container } = renderAt(1, seed);
    expect(screen.getByRole('heading', { level: 1, name: 'Broken Ruler' })).toBeInTheDocument();
    const end = item.start + item.length;
    // measurements.md: "Broken ruler, first number 4. A nail lies on it, from the 4 mark to the 9 mark."
    expect(rulerPicture()).toHaveAccessibleName(
      new RegExp(
        `^Broken ruler, first number ${item.start}\\. An? [a-z ]+ lies on it, from the ${item.start} mark to the ${end} mark\\.$`,
      ),
    );
    await expectNoA11yViolations(container);
    const spaces = within(screen.getByRole('group', { name: 'Spaces on the ruler' }));
    await tabTo(
      user,
      spaces.getAllByRole('button').find((button) => button.tabIndex === 0)!,
    );
    await user.keyboard('{Home}{Enter}{ArrowRight}{Enter}');
    expect(
      spaces.getByRole('button', { name: `Space from ${item.start} to ${item.start + 1}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(rulerPicture()).toHaveAccessibleName(/2 spaces counted\.$/);
    await typeLength(user, 'Length', item.length);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `${item.length} cm, from the ${item.start} mark to the ${end} mark`,
    );
    // Checked: the spaces stay, counted and read-only.
    const counted = spaces.getByRole('button', {
      name: `Space from ${item.start} to ${item.start + 1}`,
    });
    expect(counted).toHaveAttribute('aria-disabled', 'true');
    expect(counted).toHaveAttribute('aria-pressed', 'true');
    await user.click(spaces.getByRole('button', { name: `Space from ${end} to ${end + 1}` }));
    expect(rulerPicture()).toHaveAccessibleName(/2 spaces counted\.$/);
    await expectNoA11yViolations(container);
  });

  it('step 2: the end number gets the hint about where the object starts', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2);
    const item = firstItem(seed, 2);
    renderAt(2, seed);
    expect(screen.queryByRole('group', { name: 'Spaces on the ruler' })).not.toBeInTheDocument();
    await typeLength(user, 'Length', item.start + item.length);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `The ${item.object.replace('-', ' ')} does not start at 0. Count the spaces from where it starts, or take away the start number.`,
    );
    await pressButton(user, 'Try again');
    const box = screen.getByRole('textbox', { name: 'Length' });
    await tabTo(user, box);
    await user.clear(box);
    await user.keyboard(String(item.length));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('says kindly that 0 or a length past the piece cannot be its length, and does not check it', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2);
    const item = firstItem(seed, 2);
    renderAt(2, seed);
    await typeLength(user, 'Length', 0);
    expect(screen.getByText(/A length is more than 0 cm\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    await user.keyboard(`{Backspace}${item.rulerEnd + 1}`);
    expect(screen.getByText(/That is longer than this ruler piece\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
  });

  it('step 3: picks the length among the length, the end number and one more', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3);
    const item = firstItem(seed, 3);
    const { container } = renderAt(3, seed);
    const cards = screen.getAllByRole('radio').map((card) => card.getAttribute('aria-label'));
    expect(cards.sort()).toEqual(
      [item.length, item.length + 1, item.start + item.length].map((value) => `${value} cm`).sort(),
    );
    await pickCard(user, screen.getByRole('radio', { name: `${item.length + 1} cm` }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      `Count the jumps between marks, not the marks. From ${item.start} to ${item.start + 1} is 1 centimetre.`,
    );
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: `${item.length} cm` }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: No to a wrong Sam, then the right length: both parts right', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (item) => item.claim?.reason === 'end');
    const item = firstItem(seed, 4);
    const { container } = renderAt(4, seed, true);
    expect(screen.getByText(`Sam says: ${item.start + item.length} cm`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: item.prompt })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'No' }));
    // No alone cannot be checked: the length comes with it.
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    await typeLength(user, `How long is the ${item.object.replace('-', ' ')}?`, item.length);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Sam is not right');
    await expectNoA11yViolations(container);
  });

  it('step 4: No with a wrong length is wrong, and marks the length, not the No', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (item) => item.claim?.right === false);
    const item = firstItem(seed, 4);
    renderAt(4, seed);
    await pickCard(user, screen.getByRole('radio', { name: 'No' }));
    await typeLength(user, /^How long is the/, item.length + 1);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByRole('radio', { name: /^No/ })).toHaveAccessibleName(/right/);
    expect(screen.getByRole('textbox').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'incorrect',
    );
  });

  it('step 4: Yes to a right Sam is right on its own', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, (item) => item.claim?.right === true);
    renderAt(4, seed);
    await pickCard(user, screen.getByRole('radio', { name: 'Yes' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Sam is right');
  });

  it('after two misses in a row, works the item through: its start and end marks, then the spaces lit', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(2, seedFor(2));
    // Two items in a row answered with their end number, read from the ruler's description.
    for (const miss of [1, 2]) {
      const [, start = '', end = ''] =
        /from the (\d+) mark to the (\d+) mark/.exec(
          rulerPicture().getAttribute('aria-label') ?? '',
        ) ?? [];
      await typeLength(user, 'Length', Number(end));
      await user.keyboard('{Enter}');
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await pressButton(user, 'Next');
      if (miss === 2) {
        expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
        expect(screen.getAllByText(/^The [a-z ]+ starts at the \d+ mark\.$/)[0]).toHaveTextContent(
          `starts at the ${start} mark.`,
        );
        expect(container.querySelector(`[data-mark="${start}"] circle`)).not.toBeNull();
        await pressButton(user, 'Next');
        expect(container.querySelector(`[data-mark="${end}"] circle`)).not.toBeNull();
        expect(container.querySelector('[data-lit-space]')).toBeNull();
        // "Count the spaces from 4 to 9": the example lights them.
        await pressButton(user, 'Next');
        const lit = [...container.querySelectorAll('[data-lit-space]')].map((space) =>
          Number(space.getAttribute('data-lit-space')),
        );
        const spaces = Array.from(
          { length: Number(end) - Number(start) },
          (_, index) => Number(start) + index,
        );
        expect(lit).toEqual(spaces);
        expect(rulerPicture()).toHaveAccessibleName(
          new RegExp(`${spaces.length} spaces counted\\.$`),
        );
      }
    }
    await expectNoA11yViolations(container);
  });
});
