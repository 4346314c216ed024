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
import StoryPeopleAndPlaces from './StoryPeopleAndPlaces';
import { storyPeopleModel } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-2-1' } as const;
const firstItem = (seed: number, step: number): PassageItem =>
  firstItemOf(storyPeopleModel.generate, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<StoryPeopleAndPlaces {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-2-1', step),
  });
}

describe('Story People and Places', () => {
  it('step 1: the main character or place, 2 cards, a wrong card gets its hint', async () => {
    const user = userEvent.setup();
    const item = firstItem(1, 1);
    const wrong = item.choices.find((choice) => !choice.correct);
    const { container } = renderAt(1, 1);
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await pickCard(user, within(group).getByRole('radio', { name: wrong?.text ?? '' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(wrong?.hint ?? '');
    await expectNoA11yViolations(container);
  });

  it('step 3: a trait word, then the sentence that shows it', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (item) => item.question.type === 'trait',
      4000,
    );
    const item = firstItem(seed, 3);
    const { container } = renderAt(3, seed);
    const right = item.choices.find((choice) => choice.correct)?.text ?? '';
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: right }),
    );
    expect(screen.getByText('Tap the sentence that shows it.')).toBeVisible();
    const evidence = item.question.evidence[0] ?? 0;
    await tabTo(
      user,
      screen.getByRole('button', { name: new RegExp(`^Sentence ${evidence + 1}:`) }),
    );
    await user.keyboard('{Enter}');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
