import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TheBigIdea from './TheBigIdea';

/** Enter on a card to sort, then Enter on its bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: RegExp, bin: RegExp) {
  await tabTo(user, screen.getByRole('button', { name: card }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: bin }));
  await user.keyboard('{Enter}');
}

const story = () => screen.getByRole('region', { name: 'Story' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('The Big Idea', () => {
  it('plays the four steps and the closing check with the keyboard, a miss bringing Ben’s hats', async () => {
    const user = userEvent.setup();
    const { container, store, engine } = renderWithProviders(
      <TheBigIdea conceptId="reading" lingoId="lingo-1-0" />,
    );
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'A tent labelled Pets. Three poles: cat, dog, fish. Drag each pole under the tent.',
      }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: every pole under the tent, and the tent stands.
    for (const pole of ['cat', 'dog', 'fish']) {
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      await sortInto(user, new RegExp(`^Pole \\d of 3: ${pole}$`), /^Under the tent labelled Pets/);
    }
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'The tent stands. Cat, dog and fish all hold up the big idea: pets.',
    );
    expect(
      screen.getByRole('img', {
        name: 'The tent stands. Cat, dog and fish all hold up the big idea: pets.',
      }),
    ).toHaveAttribute('data-state', 'standing');
    await tabTo(user, next());
    await user.keyboard('{Enter}');

    // Step 2: the detail first, with its hint; then the big idea.
    expect(story()).toHaveTextContent('Sam has a cat. Sam has a dog. Sam has a fish.');
    await pickCard(user, screen.getByRole('radio', { name: 'Sam has a fish.' }));
    expect(feedback(lessonSection())).toHaveTextContent(
      "That's one pole, a detail. The big idea covers all of them.",
    );
    expect(spokenTexts(engine)).toContain(
      "That's one pole, a detail. The big idea covers all of them.",
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await pickCard(user, screen.getByRole('radio', { name: 'Sam has pets.' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await tabTo(user, next());
    await user.keyboard('{Enter}');

    // Step 3: a title in the wrong bin bounces back with why; then each in its bin.
    await sortInto(user, /^Title \d of 3: Animals$/, /^just right bin/);
    expect(feedback(lessonSection())).toHaveTextContent(
      "Animals could be every animal in the world, not just Sam's pets. That title is too big.",
    );
    await sortInto(user, /^Title \d of 3: Sam's Fish$/, /^too small bin/);
    await sortInto(user, /^Title \d of 3: Sam's Pets$/, /^just right bin/);
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await sortInto(user, /^Title \d of 3: Animals$/, /^too big bin/);
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
    await tabTo(user, next());
    await user.keyboard('{Enter}');

    // Step 4: a detail sentence, then the tent sentence; the balloon lands on it.
    await tabTo(
      user,
      screen.getByRole('button', { name: /^Sentence 3: We slide down the hill\./ }),
    );
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('button', { name: 'Sentence 3: We slide down the hill.. Not this one.' }),
    ).toBeInTheDocument();
    await tabTo(user, screen.getByRole('button', { name: /^Sentence 1: A snow day is fun\./ }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText('big idea')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await tabTo(user, next());
    await user.keyboard('{Enter}');

    // The check: the pond; a detail is missed, and Ben's hats come after "Try again".
    expect(screen.getByText('Check 1 of 1')).toBeInTheDocument();
    expect(story()).toHaveTextContent('Lots of animals are at the pond.');
    await pickCard(user, screen.getByRole('radio', { name: 'A duck swims in the sun.' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback(lessonSection())).toHaveTextContent(
      "That's one pole, a detail. The big idea covers all of them.",
    );
    await user.keyboard('{Enter}'); // "Try again" has focus
    expect(story()).toHaveTextContent('Ben has lots of hats.');
    expect(screen.queryByRole('radio', { name: 'A duck swims in the sun.' })).toBeNull();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: 'Ben has lots of hats.' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}'); // "Next" has focus
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('reading', 'lingo-1-0')?.status).toBe('completed');
  });

  it('finishes with the pond right at once, and speaks the prompt of every step', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(<TheBigIdea conceptId="reading" lingoId="lingo-1-0" />);
    expect(spokenTexts(engine)[0]).toContain('Every text has one big idea.');
    for (const pole of ['cat', 'dog', 'fish']) {
      await user.click(
        screen.getByRole('button', { name: new RegExp(`^Pole \\d of 3: ${pole}$`) }),
      );
      await user.click(screen.getByRole('button', { name: /^Under the tent labelled Pets/ }));
    }
    await user.click(next());
    expect(spokenTexts(engine)).toContain('Which one is the big idea?');
    await user.click(screen.getByRole('radio', { name: 'Sam has pets.' }));
    await user.click(next());
    for (const [title, bin] of [
      ["Sam's Fish", 'too small'],
      ["Sam's Pets", 'just right'],
      ['Animals', 'too big'],
    ] as const) {
      await user.click(
        screen.getByRole('button', { name: new RegExp(`^Title \\d of 3: ${title}$`) }),
      );
      await user.click(screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
    }
    await user.click(next());
    expect(spokenTexts(engine)).toContain('One sentence tells the big idea. Tap it.');
    await user.click(screen.getByRole('button', { name: /^Sentence 1: A snow day is fun\./ }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Lots of animals are at the pond.' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(story()).toHaveTextContent('Lots of animals are at the pond.');
  });
});
