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
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { correctChoice } from '../../practice/engine';
import ChartsMapsAndRecipes from './ChartsMapsAndRecipes';
import { generateChartsItem, infoPassages, symbolAlts, type ChartsItem } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-3-5' } as const;
const firstItem = (seed: number, step: number): ChartsItem =>
  firstItemOf(generateChartsItem, step, seed);

function renderAt(step: number, seed: number, autoRead = false) {
  return renderWithProviders(<ChartsMapsAndRecipes {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-3-5', step),
    autoRead,
  });
}

describe('Charts, Maps and Recipes', () => {
  it('step 1: reads the recipe card by itself, then the question; the right card is right', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => item.passage.id === '3-5-a',
    );
    const item = firstItem(seed, 1);
    const { container, engine } = renderAt(1, seed, true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Charts, Maps and Recipes' }),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Canoe Trip Trail Mix (nut-free)' })).toBeVisible();
    const spoken = spokenTexts(engine).join(' ');
    expect(spoken).toContain('five hundred millilitres oat-ring cereal');
    expect(spoken.lastIndexOf(item.prompt)).toBeGreaterThan(spoken.indexOf('Canoe Trip Trail Mix'));
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pickCard(
      user,
      within(group).getByRole('radio', { name: correctChoice(item.question)!.text }),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 1: the symbol cards are pictures named by what they look like; a wrong one gets its hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => item.question.id === 'symbol',
    );
    const { container } = renderAt(1, seed);
    const group = screen.getByRole('radiogroup', { name: 'Which symbol shows the washrooms?' });
    await pickCard(user, within(group).getByRole('radio', { name: 'a tent' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent('That symbol means tents. Check the legend.');
    await pressButton(user, 'Try again');
    await pressButton(user, 'Look here');
    expect(document.querySelector('[data-part="legend-7"]')).toHaveAttribute(
      'data-look-here',
      'true',
    );
    await expectNoA11yViolations(container);
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', {
        name: 'a sign with a man and a woman',
      }),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: a NumberPad question takes the exact number, and a wrong one gets its hint', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(3, 5);
    // The NumberPad questions close a card's run: answer the cards until one comes.
    for (let index = 0; index < 12 && !screen.queryByRole('textbox'); index += 1) {
      const stage = document.querySelector<HTMLElement>('[data-question]')!;
      const passage = infoPassages.find(
        (each) => each.passage.id === stage.getAttribute('data-passage'),
      )!.passage;
      const question = passage.questions.find(
        (each) => each.id === stage.getAttribute('data-question'),
      )!;
      const right = correctChoice(question)!;
      await pickCard(
        user,
        screen.getByRole('radio', { name: symbolAlts[right.text] ?? right.text }),
      );
      await pressButton(user, 'Check');
      await pressButton(user, 'Next');
    }
    const stage = document.querySelector<HTMLElement>('[data-question]')!;
    const number = infoPassages
      .flatMap((each) => each.numberQuestions)
      .find((question) => question.id === stage.getAttribute('data-question'))!;
    const box = screen.getByRole('textbox', { name: number.prompt });
    await tabTo(user, box);
    await user.keyboard(`${number.answer + 1}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(number.hint);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    const again = screen.getByRole('textbox', { name: number.prompt });
    await tabTo(user, again);
    await user.keyboard(`{Backspace}{Backspace}{Backspace}${number.answer}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
