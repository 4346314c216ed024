import {
  expectNoA11yViolations,
  firstItemOf,
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
import WhyDidTheAuthorWriteIt from './WhyDidTheAuthorWriteIt';
import { authorPurposeModel } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-3-4' } as const;
const firstItem = (seed: number, step: number): PassageItem =>
  firstItemOf(authorPurposeModel.generate, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<WhyDidTheAuthorWriteIt {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-3-4', step),
  });
}

describe('Why Did the Author Write It?', () => {
  it('step 2: three purpose cards with their pictures', async () => {
    const { container } = renderAt(2, 1);
    const group = screen.getByRole('radiogroup', { name: 'Why did the author write it?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(
      expect.arrayContaining([
        'to entertain: a story or joke to enjoy',
        'to inform: to teach true facts',
        'to persuade: to get you to think or do something',
      ]),
    );
    await expectNoA11yViolations(container);
  });

  it('step 3: the purpose, then the sentence with the words that show it', async () => {
    const user = userEvent.setup();
    const item = firstItem(2, 3);
    const { container } = renderAt(3, 2);
    const right = item.choices.find((choice) => choice.correct)?.text ?? '';
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: right }),
    );
    expect(screen.getByText('Tap the sentence with the words that show it.')).toBeVisible();
    const shown = item.evidencePart?.sentences[0] ?? 0;
    await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Sentence ${shown + 1}:`) }));
    await user.keyboard('{Enter}');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
