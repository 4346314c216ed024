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
import ReadersToolbox from './ReadersToolbox';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Enter on a card to sort, then Enter on its bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: string, bin: string) {
  await tabTo(
    user,
    screen.getByRole('button', { name: new RegExp(`^\\w+ \\d of \\d: ${escape(card)}$`) }),
  );
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${escape(bin)} bin`) }));
  await user.keyboard('{Enter}');
}

async function goOn(user: UserEvent) {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  await tabTo(user, screen.getByRole('button', { name: 'Next' }));
  await user.keyboard('{Enter}');
}

const part = (name: string) => {
  const element = document.querySelector<HTMLElement>(`button[data-part="${name}"]`);
  if (!element) throw new Error(`no part ${name}`);
  return element;
};

/** Presses a part of the recipe card as a keyboard user does: its one tab stop, the arrows, Enter. */
async function pressPart(user: UserEvent, name: string) {
  const target = part(name);
  if (!document.activeElement?.hasAttribute('data-part')) {
    const stop = document.querySelector<HTMLElement>('button[data-part][tabindex="0"]');
    if (!stop) throw new Error('the card has no tab stop');
    await tabTo(user, stop);
  }
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe("Reader's Toolbox", () => {
  it('plays the five steps and the three checks with the keyboard, mistakes and hints included', async () => {
    const user = userEvent.setup();
    const { container, store, engine } = renderWithProviders(
      <ReadersToolbox conceptId="reading" lingoId="lingo-3-0" />,
    );
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(spokenTexts(engine)[0]).toMatch(/^The text doesn't say it\./);
    await expectNoA11yViolations(container);

    // Step 1: the hot day fits no slot; then the clue, what I know and the inference.
    await sortInto(user, 'It is a hot day', '3. Inference');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Look at the clues: snow and bright red cheeks. Do they tell of a hot day?',
    );
    await sortInto(user, 'Snow fell off his toque', '1. Clue');
    await sortInto(user, "Snow falls when it's cold", '2. What I know');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await sortInto(user, 'It is snowy and cold outside', '3. Inference');
    await expectNoA11yViolations(container);
    await goOn(user);

    // Step 2: Lulu is only in Text 2.
    expect(screen.getAllByText('Text 1').length).toBeGreaterThan(0);
    await sortInto(user, 'is named Lulu', 'Both');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Look again: only Text 2 tells that the loon is named Lulu.',
    );
    await sortInto(user, 'is named Lulu', 'Only Text 2');
    await sortInto(user, 'has red eyes', 'Only Text 1');
    await sortInto(user, 'dives for fish', 'Both');
    await goOn(user);

    // Step 3: a small detail bounces out of the basket; the important events line up.
    await sortInto(user, 'Her kite was red and yellow.', 'Summary basket');
    expect(feedback(lessonSection())).toHaveTextContent(
      '"Her kite was red and yellow." is a small detail.',
    );
    for (const event of [
      'Tia flew it all afternoon.',
      "Tia's kite got stuck in a tree.",
      'Her brother freed it with a rake.',
    ]) {
      await sortInto(user, event, 'Summary basket');
    }
    expect(screen.getByRole('list', { name: 'The summary, in order' })).toHaveTextContent(
      "Tia's kite got stuck in a tree.Her brother freed it with a rake.Tia flew it all afternoon.",
    );
    expect(feedback(lessonSection())).toHaveTextContent(
      "Here is the summary: Tia's kite got stuck in a tree. Her brother freed it with a rake. Tia flew it all afternoon.",
    );
    await goOn(user);

    // Step 4: each mini-text to its purpose.
    await sortInto(user, 'Snowflakes are made of tiny ice crystals.', 'to persuade');
    expect(feedback(lessonSection())).toHaveTextContent('It was written to inform.');
    await sortInto(user, 'Snowflakes are made of tiny ice crystals.', 'to inform');
    await sortInto(
      user,
      'Pickle the puppy tried to catch a snowflake and got a nose full of snow. Achoo!',
      'to entertain',
    );
    await sortInto(
      user,
      'Come to Winter Fun Day! It will be the best day of the year!',
      'to persuade',
    );
    await goOn(user);

    // Step 5: the title, the list (a wrong step first), step 2 and the milk's amount.
    expect(screen.getByText('1 of 4: Tap the title.')).toBeInTheDocument();
    await pressPart(user, 'title');
    expect(screen.getByText('2 of 4: Tap the ingredients list.')).toBeInTheDocument();
    await pressPart(user, 'step-1');
    expect(feedback(lessonSection())).toHaveTextContent(
      'The ingredients list tells what goes in, and how much.',
    );
    await pressPart(user, 'ingredients');
    await pressPart(user, 'step-2');
    expect(
      screen.getByText('4 of 4: Tap the amount of milk: how much to use.'),
    ).toBeInTheDocument();
    await pressPart(user, 'amount-0');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
    await goOn(user);

    // The check: a miss on the lemonade (its hint says the cents in words), then each right.
    await pickCard(user, screen.getByRole('radio', { name: 'sleepy' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}'); // Next
    await pickCard(user, screen.getByRole('radio', { name: 'to inform' }));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent('Buy! Only 50¢! The coldest!');
    expect(spokenTexts(engine).some((text) => text.includes('Only fifty cents!'))).toBe(true);
    await user.keyboard('{Enter}'); // Try again
    await pickCard(user, screen.getByRole('radio', { name: 'to persuade' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}'); // Next
    expect(part('title')).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'the ingredients list' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}'); // Next
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('reading', 'lingo-3-0')?.status).toBe('completed');
  });
});
