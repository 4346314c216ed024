import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ClapTheSyllables from './ClapTheSyllables';
import { beatsText, generateClap, type BeatCountItem, type BeatSortItem } from './model';

const lingo = { conceptId: 'words', lingoId: 'lingo-3-3' } as const;

async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

describe('Clap the Syllables', () => {
  it('step 1: the picture, the drum and 2 dot cards; a right card by keyboard', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItemOf(generateClap, 1, seed) as BeatCountItem;
    const { container } = renderWithProviders(<ClapTheSyllables {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('img', { name: `Picture: ${altOf(item.word.word)}.` })).toBeVisible();
    const group = screen.getByRole('radiogroup', {
      name: `How many beats in ${item.word.word}? Choices: 1, 2 beats.`,
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    // The drum is a scratch pad: drumming changes nothing in the answer.
    await user.click(screen.getByRole('button', { name: /^Drum/ }));
    await expectNoA11yViolations(container);
    await pickCard(
      user,
      within(group).getByRole('radio', { name: beatsText(item.word.beats.length) }),
    );
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('a wrong count shows the hint and the word split with middle dots', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItemOf(generateClap, 3, candidate) as BeatCountItem,
      (item) => item.word.beats.length === 3,
    );
    const item = firstItemOf(generateClap, 3, seed) as BeatCountItem;
    const { container } = renderWithProviders(<ClapTheSyllables {...lingo} seed={seed} />, {
      store: learnerAtStep('words', 'lingo-3-3', 3),
      autoRead: false,
    });
    await pickCard(user, screen.getByRole('radio', { name: '2 beats' }));
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Put your hand under your chin');
    const split = container.querySelector('[data-part="split"]');
    expect(split?.textContent).toContain(item.word.beats.join('·'));
    expect(split).toHaveTextContent(`${item.word.beats.join(', ')}: 3 beats.`);
    await expectNoA11yViolations(container);
  });

  it('step 4: 6 words sorted into the beat bins', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItemOf(generateClap, 4, seed) as BeatSortItem;
    const { container } = renderWithProviders(<ClapTheSyllables {...lingo} seed={seed} />, {
      store: learnerAtStep('words', 'lingo-3-3', 4),
      autoRead: false,
    });
    for (const [index, word] of item.words.entries()) {
      await tabTo(
        user,
        screen.getByRole('button', { name: `Word ${index + 1} of 6: ${word.word}` }),
      );
      await user.keyboard('{Enter}');
      await tabTo(
        user,
        screen.getByRole('button', { name: new RegExp(`^${beatsText(word.beats.length)} bin`) }),
      );
      await user.keyboard('{Enter}');
    }
    await expectNoA11yViolations(container);
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

/** "a butterfly", "an octopus". */
function altOf(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}
