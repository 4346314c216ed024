import {
  expectNoA11yViolations,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  spokenTexts,
} from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { spelledText } from '../../model/letters';
import SightWordSprint from './SightWordSprint';

/** The word the round asks for, read from the stage's data attribute. */
function target(): string {
  return sessionSection().querySelector('[data-target]')?.getAttribute('data-target') ?? '';
}

describe('Sight Word Sprint', () => {
  it('says the word and its sentence, and finds it with one tap among 4 silent cards', async () => {
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(
      <SightWordSprint conceptId="words" lingoId="lingo-2-5" seed={4} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sight Word Sprint' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    const group = screen.getByRole('radiogroup', { name: 'Find the word you hear.' });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.getAttribute('aria-label')).toMatch(/^card: /);
    const word = target();
    await waitFor(() =>
      expect(spokenTexts(engine).some((text) => text.startsWith('Find:'))).toBe(true),
    );
    const heard = spokenTexts(engine).length;
    // Focus on a card says nothing: hearing it would give the answer away.
    cards[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(spokenTexts(engine)).toHaveLength(heard);
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('radio', { name: `card: ${spelledText(word)}` }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('marks the right card and lights the hint letters after a wrong tap', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <SightWordSprint conceptId="words" lingoId="lingo-2-5" seed={4} />,
      { store: learnerAtStep('words', 'lingo-2-5', 2), autoRead: false },
    );
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    const right = `card: ${spelledText(target())}`;
    const wrong = screen
      .getAllByRole('radio')
      .find((card) => card.getAttribute('aria-label') !== right) as HTMLElement;
    await user.click(wrong);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByRole('radio', { name: new RegExp(`^${right}`) })).toHaveAttribute(
      'data-state',
      'correct',
    );
    await expectNoA11yViolations(container);
  });

  it('after 2 misses in a row, works through the word: large, spelled, in its sentence', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SightWordSprint conceptId="words" lingoId="lingo-2-5" seed={4} />, {
      autoRead: false,
    });
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    for (let miss = 0; miss < 2; miss += 1) {
      // The round goes on by itself after a miss's hint (3 s): wait for the next item.
      await waitFor(() => expect(sessionSection()).toHaveAttribute('data-state', 'answering'), {
        timeout: 8000,
      });
      const right = `card: ${spelledText(target())}`;
      const wrong = screen
        .getAllByRole('radio')
        .find((card) => card.getAttribute('aria-label') !== right) as HTMLElement;
      await user.click(wrong);
    }
    const word = target();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const shown = sessionSection().querySelector('[data-part="shown-word"]');
    expect(shown).toHaveTextContent(`${word}: ${spelledText(word)}`);
    expect(
      screen.getAllByText(`The word is ${word}: ${spelledText(word)}.`).length,
    ).toBeGreaterThan(0);
  }, 20_000);
});
