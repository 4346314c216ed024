import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WordJobs from './WordJobs';
import {
  generateWordJobs,
  jobLabels,
  sortThings,
  wordJobsHints,
  type TagWordsItem,
  type TapWordItem,
  type WordJob,
  type WordSortItem,
} from './model';

const lingo = { conceptId: 'words', lingoId: 'lingo-3-5' } as const;

async function check(user: UserEvent) {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

/** Enter on a word card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, name: RegExp, job: WordJob) {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${jobLabels[job]} bin`) }));
  await user.keyboard('{Enter}');
}

const other = (job: WordJob): WordJob => (job === 'naming' ? 'action' : 'naming');

describe('Word Jobs', () => {
  it('step 1: a misplaced word bounces back with its test frame, then the fixed sort is right', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItemOf(generateWordJobs, 1, seed) as WordSortItem;
    const { container } = renderWithProviders(<WordJobs {...lingo} seed={seed} />, {
      autoRead: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Word Jobs' })).toBeVisible();
    await expectNoA11yViolations(container);
    const [first, ...rest] = item.words;
    if (!first) throw new Error('no words');
    await sortInto(user, new RegExp(`^Word 1 of 6: ${first.word}$`), other(first.job));
    for (const [index, word] of rest.entries()) {
      await sortInto(user, new RegExp(`^Word ${index + 2} of 6: ${word.word}$`), word.job);
    }
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(wordJobsHints[first.job]);
    const tray = screen.getByRole('group', { name: 'To sort' });
    expect(within(tray).getAllByRole('button')).toHaveLength(1);
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await sortInto(user, new RegExp(`^Word 1 of 6: ${first.word}$`), first.job);
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: taps the word with the job asked in a sentence', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItemOf(generateWordJobs, 3, seed) as TapWordItem;
    const { container } = renderWithProviders(<WordJobs {...lingo} seed={seed} />, {
      store: learnerAtStep('words', 'lingo-3-5', 3),
      autoRead: false,
    });
    const sentence = screen.getByRole('group', { name: 'Sentence' });
    const right = item.sentence.words.findIndex((word) => word.job === item.job);
    const total = item.sentence.words.length;
    const word = within(sentence).getByRole('button', {
      name: `Word ${right + 1} of ${total}: ${item.sentence.words[right]?.text}. Press to choose.`,
    });
    await expectNoA11yViolations(container);
    // One tab stop for the sentence; the arrows move from word to word.
    const stop = within(sentence)
      .getAllByRole('button')
      .find((button) => button.tabIndex === 0) as HTMLElement;
    await tabTo(user, stop);
    while (document.activeElement !== word) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(word).toHaveAttribute('aria-pressed', 'true');
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: each highlighted word of the sentence into its bin, said after each drop', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItemOf(generateWordJobs, 4, seed) as TagWordsItem;
    const { container } = renderWithProviders(<WordJobs {...lingo} seed={seed} />, {
      store: learnerAtStep('words', 'lingo-3-5', 4),
      autoRead: false,
    });
    const total = item.sentence.words.length;
    const things = sortThings(item);
    for (const thing of things) {
      const place = Number(thing.id.replace('word-', ''));
      await sortInto(user, new RegExp(`^Word ${place} of ${total}: ${thing.word}$`), thing.job);
      expect(
        await screen.findByText(`${thing.word} is in the ${thing.job}-word bin.`),
      ).toBeInTheDocument();
    }
    await expectNoA11yViolations(container);
    await check(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
