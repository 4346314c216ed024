import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ClueFinders from './ClueFinders';

/** Enter on a card to sort, then Enter on its bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: string, bin: string) {
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^\\w+ \\d of \\d: ${card}$`) }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  await user.keyboard('{Enter}');
}

async function goOn(user: UserEvent) {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  await tabTo(user, screen.getByRole('button', { name: 'Next' }));
  await user.keyboard('{Enter}');
}

describe('Clue Finders', () => {
  it('plays the five steps and the three checks with the keyboard, mistakes and hints included', async () => {
    const user = userEvent.setup();
    const { container, store, engine } = renderWithProviders(
      <ClueFinders conceptId="reading" lingoId="lingo-2-0" />,
    );
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(spokenTexts(engine)[0]).toBe(
      'Characters are who. The setting is where and when. Put each card in its bin: Who, Where or When.',
    );
    await expectNoA11yViolations(container);

    // Step 1: "a cold morning" in Where? bounces back with what it is.
    await sortInto(user, 'a cold morning', 'Where\\?');
    expect(feedback(lessonSection())).toHaveTextContent(
      'A cold morning is a time. The setting also tells when.',
    );
    await sortInto(user, 'a cold morning', 'When\\?');
    await sortInto(user, 'Ava', 'Who\\?');
    await sortInto(user, 'on a school bus', 'Where\\?');
    await goOn(user);

    // Step 2: the cause joined to its effect.
    await tabTo(user, screen.getByRole('button', { name: /^The puck hit the post/ }));
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: /^It bounced away/ }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Cause: the puck hit the post. Connected to effect: it bounced away.',
    );
    await goOn(user);

    // Step 3: a wrong prediction, the right one, a sentence that is not the clue, the clue.
    await pickCard(user, screen.getByRole('radio', { name: 'buy a new hat' }));
    expect(feedback(lessonSection())).toHaveTextContent(
      'Look at the clues: dark clouds and thunder. Would Liam buy a new hat in a storm?',
    );
    await pickCard(user, screen.getByRole('radio', { name: 'pull in his kite' }));
    expect(feedback(lessonSection())).toHaveTextContent('Now tap the clue');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await tabTo(user, screen.getByRole('button', { name: /^Sentence 1: Dark clouds rolled in\./ }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Dark clouds can bring rain. Which sentence tells you a storm is here?',
    );
    await tabTo(user, screen.getByRole('button', { name: /^Sentence 2: Thunder rumbled\./ }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Liam reeled in his kite and ran inside.')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await goOn(user);

    // Step 4: the opinion in Fact bounces back; then each in its bin.
    await sortInto(user, 'Loonies are the prettiest coins\\.', 'Fact: we can check it');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Prettiest is what someone thinks. Not everyone agrees, so it is an opinion.',
    );
    await sortInto(user, 'Loonies are the prettiest coins\\.', 'Opinion: what someone thinks');
    await sortInto(user, 'A loonie is a one-dollar coin\\.', 'Fact: we can check it');
    await goOn(user);

    // Step 5: "soup" is not it; "so" and "hot" are, with the arrow keys.
    const words = screen.getByRole('group', { name: 'The sentence, word by word' });
    await tabTo(user, within(words).getByRole('button', { name: 'The' }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'That word does not tell what scalding means. Look right after scalding.',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}{ArrowRight}{Enter}');
    expect(within(words).getByRole('button', { name: 'so, yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(feedback(lessonSection())).toHaveTextContent('Yes! Scalding means so hot.');
    await expectNoA11yViolations(container);
    await goOn(user);

    // The check: a miss and its hint on the first item, then each right.
    expect(screen.getByText('Check 1 of 3')).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'the ice cream melted' }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'That is what happened, the effect. Why did it happen? Look before the clue word so.',
    );
    await user.keyboard('{Enter}'); // Try again
    for (const answer of ['the sun was hot', 'opinion', 'going up sharply']) {
      await pickCard(user, screen.getByRole('radio', { name: answer }));
      await user.keyboard('{Enter}');
      expect(lessonSection()).toHaveAttribute('data-state', 'correct');
      await user.keyboard('{Enter}'); // Next
    }
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('reading', 'lingo-2-0')?.status).toBe('completed');
  });
});
