import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { correctChoice } from '../../practice/engine';
import TwoTextsOneTopic from './TwoTextsOneTopic';
import { generateTwoTexts, twoTextPassages, type TwoTextsItem } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-3-2' } as const;
const firstItem = (seed: number, step: number): TwoTextsItem =>
  firstItemOf(generateTwoTexts, step, seed);

function renderAt(step: number, seed: number, autoRead = false) {
  return renderWithProviders(<TwoTextsOneTopic {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-3-2', step),
    autoRead,
  });
}

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, text: string, bin: string) {
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Card \\d of \\d: ${text}`) }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  await user.keyboard('{Enter}');
}

describe('Two Texts, One Topic', () => {
  it('step 1: reads Text 1 by itself; "Which text…?" with 2 cards', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container, engine } = renderAt(1, seed, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Two Texts, One Topic' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Text 1', 'Text 2']);
    expect(spokenTexts(engine).join(' ')).toContain(item.passage.sentences[0]);
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pickCard(
      user,
      within(group).getByRole('radio', { name: correctChoice(item.question)!.text }),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: a sort checked as a whole; a card wrongly in Both bounces back with its hint', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(2, 2);
    // The sort closes a text pair's run: answer the cards until it comes.
    for (
      let index = 0;
      index < 10 && screen.queryAllByRole('button', { name: /bin/ }).length === 0;
      index += 1
    ) {
      const stage = document.querySelector<HTMLElement>('[data-question]')!;
      const passage = twoTextPassages.find((each) => each.id === stage.dataset.passage)!;
      const question = passage.questions.find((each) => each.id === stage.dataset.question)!;
      await pickCard(user, screen.getByRole('radio', { name: correctChoice(question)!.text }));
      await pressButton(user, 'Check');
      await pressButton(user, 'Next');
    }
    const stage = document.querySelector<HTMLElement>('[data-question]')!;
    const passage = twoTextPassages.find((each) => each.id === stage.dataset.passage)!;
    const source = passage.questions.find((each) => each.type === 'sort')!.cards!;
    const shown = screen
      .getAllByRole('button', { name: /^Card \d of 4: / })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    const cards = source.filter((card) => shown.some((name) => name.includes(card.text)));
    expect(cards).toHaveLength(4);
    const onlyOne = cards.find((card) => card.bin !== 'Both')!;
    for (const card of cards) await sortInto(user, card.text, card === onlyOne ? 'Both' : card.bin);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Find it in Text 1. Now find it in Text 2. Is it in both?',
    );
    await pressButton(user, 'Try again');
    await sortInto(user, onlyOne.text, onlyOne.bin);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
