import {
  arrowTo,
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import PictureMatch from './PictureMatch';
import { pictureMatchModel } from './model';

const itemFor = (step: number, seed: number) =>
  firstItemOf(pictureMatchModel.generate, step, seed) as PassageItem;

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name || element.textContent === name;

async function choose(user: UserEvent, name: string) {
  await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
  await arrowTo(user, name);
  await user.keyboard('{Enter}');
  await tabUntil(user, named('Check'));
  await user.keyboard('{Enter}');
}

describe('Picture Match', () => {
  it('matches a sentence to one of 2 scenes, named by their paraphrases', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = itemFor(1, seed);
    const { container } = renderWithProviders(
      <PictureMatch conceptId="reading" lingoId="lingo-1-4" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Picture Match' })).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.getAttribute('aria-label')).sort()).toEqual(
      item.choices.map((choice) => choice.text).sort(),
    );
    // Each card draws its scene from pictures of the art set, hidden behind the card's name.
    expect(group.querySelectorAll('[data-ground] svg').length).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(container);

    const right = item.choices.find((choice) => choice.correct)!;
    await choose(user, right.text);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(/The picture shows: [a-z]/);
  });

  it('shows a scene by its paraphrase at step 3, and a wrong sentence gets its hint', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = itemFor(3, seed);
    const { container } = renderWithProviders(
      <PictureMatch conceptId="reading" lingoId="lingo-1-4" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-1-4', 3), autoRead: false },
    );
    expect(screen.getByRole('img', { name: `Picture: ${item.question.alt}.` })).toBeVisible();
    await expectNoA11yViolations(container);
    const wrong = item.choices.find((choice) => !choice.correct)!;
    await choose(user, wrong.text);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(wrong.hint!);
    await expectNoA11yViolations(container);
  });
});
