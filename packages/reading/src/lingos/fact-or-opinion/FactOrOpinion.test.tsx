import {
  arrowTo,
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  spokenTexts,
  tabUntil,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FactOrOpinion from './FactOrOpinion';
import { passageWords } from '../../widgets/PassageReader/wordChoice';
import { factOrOpinionModel, type FactOrOpinionItem } from './model';

const itemFor = (step: number) => (seed: number) =>
  firstItemOf(factOrOpinionModel.generate, step, seed) as FactOrOpinionItem;

const named = (name: string) => (element: Element) =>
  element.getAttribute('aria-label') === name || element.textContent === name;

describe('Fact or Opinion?', () => {
  it('sorts sentences into Fact and Opinion by keyboard, each card named with the bins', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = itemFor(1)(seed);
    if (item.task.kind !== 'sort') throw new Error('expected a sort');
    const { container } = renderWithProviders(
      <FactOrOpinion conceptId="reading" lingoId="lingo-2-4" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fact or Opinion?' })).toBeVisible();
    const tray = screen.getByRole('group', { name: 'Sentences to sort' });
    expect(
      within(tray).getAllByRole('button', { name: /^Card: .* Bins: Fact, Opinion\.$/ }),
    ).toHaveLength(4);
    await expectNoA11yViolations(container);

    for (const card of item.task.cards) {
      await tabUntil(user, (element) =>
        (element.textContent ?? '').startsWith(`Card: ${card.text}`),
      );
      await user.keyboard('{Enter}');
      const bin = card.bin === 'fact' ? 'Fact: we can check it' : 'Opinion: what someone thinks';
      await tabUntil(user, (element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').startsWith(bin),
      );
      await user.keyboard('{Enter}');
      expect(
        screen.getByRole('button', {
          name: new RegExp(`^${bin}\\. Holds: .*${card.text.slice(0, 12)}`),
        }),
      ).toBeInTheDocument();
    }
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('reads a sentence card from its speaker, without choosing the card', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = itemFor(1)(seed);
    if (item.task.kind !== 'sort') throw new Error('expected a sort');
    const { engine } = renderWithProviders(
      <FactOrOpinion conceptId="reading" lingoId="lingo-2-4" seed={seed} />,
      { autoRead: false },
    );
    const tray = screen.getByRole('group', { name: 'Sentences to sort' });
    const cards = within(tray).getAllByRole('button', { name: /^Card: / });
    const first = cards[0] as HTMLElement;
    const speaker = first.querySelector('[data-speaker="in-card"]');
    if (!speaker) throw new Error('no speaker on the card');
    expect(speaker).toHaveAttribute('aria-hidden', 'true');
    const text = item.task.cards.find((card) =>
      (first.getAttribute('aria-label') ?? first.textContent ?? '').includes(card.text),
    )?.text;
    expect(text).toBeDefined();
    await user.click(speaker);
    expect(spokenTexts(engine)).toEqual([text]);
    // Not chosen: the card is not pressed, and no bin holds anything.
    expect(first).not.toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Holds: / })).toBeNull();
  });

  it('at step 3 asks Opinion, then the word that shows it; both must be right', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      itemFor(3),
      (item) => item.task.kind === 'judge' && item.task.card.bin === 'opinion',
    );
    const item = itemFor(3)(seed);
    if (item.task.kind !== 'judge') throw new Error('expected a sentence');
    const { card } = item.task;
    const { container } = renderWithProviders(
      <FactOrOpinion conceptId="reading" lingoId="lingo-2-4" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-2-4', 3), autoRead: false },
    );
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, 'Opinion: what someone thinks');
    await user.keyboard('{Enter}');
    expect(
      within(group).getByRole('radio', { name: 'Opinion: what someone thinks' }),
    ).toHaveAttribute('aria-checked', 'true');
    // The words of that sentence, in the passage, are the toggles; the rest stays text.
    const words = screen.getByRole('group', { name: "Tap the word that shows it's an opinion." });
    const own = passageWords(item.passage).filter((word) => word.sentence === card.sentence);
    const buttons = within(words).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(own.map((word) => word.text));
    await expectNoA11yViolations(container);

    // A word that is not an opinion word: the second part is wrong, so the item is.
    const plain = own.findIndex((word) => !card.answerWords.includes(word.index));
    await user.click(buttons[plain]!);
    expect(buttons[plain]).toHaveAttribute('aria-pressed', 'true');
    // One word at a time: choosing another by keyboard (arrows, Enter) moves the choice.
    const opinion = own.findIndex((word) => card.answerWords.includes(word.index));
    await user.keyboard(opinion < plain ? '{Home}' : '{End}');
    const key = opinion < plain ? '{ArrowRight}' : '{ArrowLeft}';
    while (document.activeElement !== buttons[opinion]) await user.keyboard(key);
    await user.keyboard('{Enter}');
    expect(buttons[opinion]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[plain]).toHaveAttribute('aria-pressed', 'false');
    await user.click(buttons[plain]!);
    expect(buttons[opinion]).toHaveAttribute('aria-pressed', 'false');
    await tabUntil(user, named('Check'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(buttons[plain]).toHaveAccessibleName(`${own[plain]!.text}, not this one`);
    expect(feedback()).toHaveTextContent('Find the word that tells what someone feels or thinks');
  });
});
