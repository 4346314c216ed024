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
import type { PassageItem } from '../../practice/engine';
import MainIdeaHunt from './MainIdeaHunt';
import { mainIdeaHuntModel, mainIdeaHuntPassages } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-1-5' } as const;
const firstItem = (seed: number, step: number): PassageItem =>
  firstItemOf(mainIdeaHuntModel.generate, step, seed);
const seedFor = (step: number, test: (item: PassageItem) => boolean) =>
  firstSeed((seed) => firstItem(seed, step), test);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<MainIdeaHunt {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-1-5', step),
  });
}

describe('Main Idea Hunt', () => {
  it('the balloon: a detail sentence gets its hint, the big-idea sentence is right', async () => {
    const user = userEvent.setup();
    // A run asks the main idea first, then puts the balloon.
    const seed = seedFor(2, (item) => item.source === '1-5-a');
    const first = firstItem(seed, 2);
    const { container } = renderAt(2, seed);
    const right = first.choices.find((choice) => choice.correct)?.text ?? '';
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: right }),
    );
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    expect(
      screen.getByText(/^Balloon: big idea\. Sentences 1 to 5 are buttons/),
    ).toBeInTheDocument();
    await tabTo(user, screen.getByRole('button', { name: /^Sentence 3:/ }));
    await user.keyboard('{Enter}');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      "That's just one bug. Find the sentence about all of them.",
    );
    await pressButton(user, 'Try again');
    await tabTo(user, screen.getByRole('button', { name: /^Sentence 1:/ }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(sessionSection()).toHaveTextContent('Sentence 1 says: Lots of bugs hide in the grass.');
  });

  it('step 3 sorts the titles into too big, just right and too small, by keyboard and tap', async () => {
    const user = userEvent.setup();
    // A session reaches a title after the passage's other questions: answer them right.
    const seed = seedFor(
      3,
      (item) => item.source === '1-5-a' && item.key.split('|')[1]!.split(',').includes('title'),
    );
    const { container } = renderAt(3, seed);
    for (let turn = 0; !screen.queryByRole('group', { name: 'Titles to sort' }); turn += 1) {
      if (turn > 3) throw new Error('no title question in the run on 1-5-a');
      const shown = container.querySelector('[data-question]');
      const passage = mainIdeaHuntPassages.find(
        (each) => each.id === shown?.getAttribute('data-passage'),
      );
      const question = passage?.questions.find(
        (each) => each.id === shown?.getAttribute('data-question'),
      );
      if (!question) throw new Error('no question on screen');
      const right = question.choices.find((choice) => choice.correct);
      if (right) await user.click(screen.getByRole('radio', { name: right.text }));
      else {
        const evidence = (question.evidence[0] ?? 0) + 1;
        await user.click(
          screen.getByRole('button', { name: new RegExp(`^Sentence ${evidence}:`) }),
        );
      }
      await pressButton(user, 'Check');
      await pressButton(user, 'Next');
    }
    const item = { passage: mainIdeaHuntPassages.find((each) => each.id === '1-5-a')! };
    // The text is shown without its title.
    expect(screen.getByRole('region', { name: 'Story' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: item.passage.title, level: 2 })).toBeNull();
    const tray = screen.getByRole('group', { name: 'Titles to sort' });
    expect(within(tray).getAllByRole('button', { name: /^Title \d of 3: / })).toHaveLength(3);
    expect(
      screen.getAllByRole('button', { name: /bin, empty$/ }).map((bin) => bin.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Too big')]));
    await expectNoA11yViolations(container);

    const title = (text: string) => screen.getByRole('button', { name: new RegExp(`: ${text}$`) });
    const bin = (label: string) =>
      screen.getByRole('button', { name: new RegExp(`^${label} bin`) });
    // By keyboard: Enter on a title, then on a bin. "The Cricket" goes in the wrong bin.
    await tabTo(user, title('The Cricket'));
    await user.keyboard('{Enter}');
    await tabTo(user, bin('Just right'));
    await user.keyboard('{Enter}');
    // By tap: a title, then a bin.
    await user.click(title('Animals'));
    await user.click(bin('Too big'));
    await user.click(title('Bugs in the Grass'));
    await user.click(bin('Too small'));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      /Too small: the cricket is only one bug\.|Just right: this title covers all the sentences/,
    );
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    // The misplaced titles are back to sort; "Animals" stays locked in Too big.
    expect(bin('Too big')).toHaveAccessibleName('Too big bin: Animals');
    await user.click(title('The Cricket'));
    await user.click(bin('Too small'));
    await tabTo(user, title('Bugs in the Grass'));
    await user.keyboard('{Enter}');
    await tabTo(user, bin('Just right'));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(sessionSection()).toHaveTextContent(
      'Too big: Animals. Just right: Bugs in the Grass. Too small: The Cricket.',
    );
  });
});
