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
import { passageWords } from '../../widgets/PassageReader/wordChoice';
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

  it('step 3: the purpose, then the words that show it, tapped in the text', async () => {
    const user = userEvent.setup();
    const item = firstItem(2, 3);
    const allowed = item.evidencePart?.words;
    if (!allowed) throw new Error('seed 2 starts with a purpose question');
    const { container } = renderAt(3, 2);
    const right = item.choices.find((choice) => choice.correct)?.text ?? '';
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: right }),
    );
    expect(screen.getByText('Tap the words that show it.')).toBeVisible();
    const words = screen.getByRole('group', { name: 'Tap the words that show it.' });
    const shown = passageWords(item.passage);
    const all = passageWords(item.passage).map((word) => word.index);
    const wrong = all.find((index) => !allowed.includes(index)) ?? 0;
    const buttons = within(words).getAllByRole('button');
    // A word that does not show it, then Check: its hint, and the word marked.
    await tabTo(user, buttons[wrong]!);
    await user.keyboard('{Enter}');
    expect(buttons[wrong]).toHaveAttribute('aria-pressed', 'true');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(buttons[wrong]).toHaveAccessibleName(`${shown[wrong]?.text}, not this one`);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    // Let it go, and tap a word that shows it.
    await tabTo(user, within(words).getAllByRole('button')[wrong]!);
    await user.keyboard(' ');
    const good = allowed[0] ?? 0;
    await tabTo(user, within(words).getAllByRole('button')[good]!);
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
