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
import { mainIdeaHuntModel } from './model';

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

  it('a title question shows the text without its title', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (item) => item.question.type === 'title');
    const item = firstItem(seed, 3);
    const { container } = renderAt(3, seed);
    expect(screen.getByRole('region', { name: 'Story' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: item.passage.title, level: 2 })).toBeNull();
    const right = item.choices.find((choice) => choice.correct)?.text ?? '';
    const group = screen.getByRole('radiogroup', { name: 'Which title is just right?' });
    await pickCard(user, within(group).getByRole('radio', { name: right }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
