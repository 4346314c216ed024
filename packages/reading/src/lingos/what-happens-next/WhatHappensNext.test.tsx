import {
  arrowTo,
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
  tabUntil,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import WhatHappensNext from './WhatHappensNext';
import { whatHappensNextModel } from './model';

const itemFor = (step: number, seed: number) =>
  firstItemOf(whatHappensNextModel.generate, step, seed) as PassageItem;

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name || element.textContent === name;

describe('What Happens Next?', () => {
  it('predicts, taps a clue, then reveals the ending card', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = itemFor(3, seed);
    const right = item.choices.find((choice) => choice.correct)!;
    const clue = item.question.evidence[0]!;
    const { container } = renderWithProviders(
      <WhatHappensNext conceptId="reading" lingoId="lingo-2-3" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-2-3', 3), autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'What Happens Next?' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ending card' })).toBeNull();
    await expectNoA11yViolations(container);

    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, right.text);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Tap a clue sentence.')).toBeVisible();
    const sentence = screen.getByRole('button', { name: new RegExp(`^Sentence ${clue + 1}:`) });
    await tabTo(user, sentence);
    await user.keyboard('{Enter}');
    expect(sentence).toHaveAttribute('aria-pressed', 'true');
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');

    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent("Let's find out what happened.");
    const ending = screen.getByRole('region', { name: 'Ending card' });
    expect(within(ending).getByText(item.passage.ending!)).toBeVisible();
    expect(ending).toHaveTextContent(`You used the clue: ${item.passage.sentences[clue]}`);
    await expectNoA11yViolations(container);
  });

  it('keeps the ending hidden after a miss, with the choice’s own hint', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = itemFor(1, seed);
    const wrong = item.choices.find((choice) => !choice.correct)!;
    renderWithProviders(<WhatHappensNext conceptId="reading" lingoId="lingo-2-3" seed={seed} />, {
      autoRead: false,
    });
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, wrong.text);
    await user.keyboard('{Enter}');
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(wrong.hint!);
    expect(screen.queryByRole('region', { name: 'Ending card' })).toBeNull();
  });
});
