import {
  expectNoA11yViolations,
  feedback,
  layOut,
  lessonSection,
  listColumn,
  pickCard,
  renderWithProviders,
  spokenTexts,
  tabTo,
  tabUntil,
} from '@lingos/kit/testing';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { coinIds, pieces } from '../../model/pieces';
import MoneyBasics from './MoneyBasics';
import { moneyBasicsHints } from './model';

const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Tabs to an element; inside a roving group (the coins, the cards), Tab then the arrows. */
async function reach(user: UserEvent, element: HTMLElement, arrow = 'ArrowRight') {
  if (element.tabIndex >= 0 && document.activeElement !== element) {
    await tabTo(user, element);
    return;
  }
  const list = element.closest('ul, ol');
  if (!list?.contains(document.activeElement)) {
    await tabUntil(user, (focused) => list?.contains(focused) ?? false);
  }
  // Forward along the group, then back (a column that does not wrap).
  const back = arrow === 'ArrowDown' ? 'ArrowUp' : 'ArrowLeft';
  for (const key of [arrow, back]) {
    for (let presses = 0; presses < 6 && document.activeElement !== element; presses += 1) {
      await user.keyboard(`{${key}}`);
    }
  }
  expect(element).toHaveFocus();
}

async function press(user: UserEvent, name: string | RegExp, arrow?: string) {
  await reach(user, button(name), arrow);
  await user.keyboard('{Enter}');
}

const feedbackLine = () => feedback(lessonSection());

const cardOrder = () =>
  [...document.querySelectorAll('[data-id]')].map((card) => card.getAttribute('data-id'));

/** SortSequence by keyboard: each card picked up with Space, moved up, dropped with Space. */
async function putInOrder(user: UserEvent, wanted: readonly string[]) {
  for (const [place, coin] of wanted.entries()) {
    for (let moves = 0; moves < 5 && cardOrder().indexOf(coin) > place; moves += 1) {
      const card = document.querySelector<HTMLElement>(`[data-id="${coin}"]`);
      if (!card) throw new Error(`no card ${coin}`);
      await tabTo(user, card);
      await user.keyboard('[Space]');
      await act(async () => {});
      await user.keyboard('[ArrowUp]');
      await act(async () => {});
      await user.keyboard('[Space]');
      await act(async () => {});
    }
  }
  expect(cardOrder()).toEqual(wanted);
}

async function next(user: UserEvent, step: number) {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  // The lesson puts focus on Next once a step is done.
  expect(button('Next')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText(`Step ${step} of 6`)).toBeInTheDocument();
}

describe('Money Basics', () => {
  let restoreLayout = () => {};
  afterEach(() => {
    restoreLayout();
    restoreLayout = () => {};
  });

  it('plays every step and the closing check with the keyboard alone', async () => {
    // jsdom has no layout: the order cards of step 5 get a column, 70 px apart.
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(
      <MoneyBasics conceptId="money" lingoId="lingo-1-0" />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Money Basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: each coin says its name and value; the fifth one finishes the step.
    for (const name of [
      'Nickel, 5 cents',
      'Dime, 10 cents',
      'Quarter, 25 cents',
      'Loonie, 1 dollar',
    ]) {
      await press(user, name);
    }
    expect(spokenTexts(engine)).toContain('Nickel. 5 cents.');
    expect(feedbackLine()).toHaveTextContent('Loonie. 1 dollar.');
    expect(screen.getByText('Coins heard: 4 of 5')).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await press(user, 'Toonie, 2 dollars');
    expect(spokenTexts(engine)).toContain('Toonie. 2 dollars.');
    await next(user, 2);

    // Step 2: every coin flipped to the King, and the toonie's ring and centre tapped.
    for (const coin of coinIds) await press(user, `Flip the ${coin}`);
    expect(feedbackLine()).toHaveTextContent('The other side shows the King.');
    expect(button('Toonie, 2 dollars, King side up')).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await press(user, "The toonie's silver ring");
    expect(feedbackLine()).toHaveTextContent("The toonie's silver ring.");
    await press(user, "The toonie's gold centre");
    await next(user, 3);

    // Step 3: a wrong pair is refused with the coin's real picture; right pairs lock.
    await press(user, 'Dime', 'ArrowDown');
    await press(user, 'a beaver on a rock', 'ArrowDown');
    expect(feedbackLine()).toHaveTextContent(
      'Not that picture. The dime has the Bluenose, a sailing ship (schooner).',
    );
    for (const [coin, picture] of [
      ['Nickel', 'a beaver on a rock'],
      ['Dime', 'the Bluenose, a sailing ship (schooner)'],
      ['Quarter', "a caribou's head"],
    ] as const) {
      await press(user, new RegExp(`^${coin}`), 'ArrowDown');
      await press(user, new RegExp(`^${picture.replace(/[()]/g, '\\$&')}`), 'ArrowDown');
    }
    await next(user, 4);

    // Step 4: the dime goes onto the nickel (Enter moves it); the value bars show 10 and 5.
    expect(screen.queryByText('Dime: 10 cents')).toBeNull();
    await press(user, 'Dime, 10 cents. Put it on the nickel');
    expect(
      screen.getByRole('img', {
        name: 'The dime lies on the nickel: the dime is smaller.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What each coin is worth' })).toHaveTextContent(
      'Dime: 10 centsNickel: 5 cents',
    );
    await expectNoA11yViolations(container);
    await next(user, 5);

    // Step 5: Check as it starts gives the hint; then Space, arrows, Space to order the coins.
    await press(user, 'Check');
    expect(feedbackLine()).toHaveTextContent(moneyBasicsHints['not-in-order']);
    await putInOrder(user, coinIds);
    await press(user, 'Check');
    await next(user, 6);

    // Step 6: each bill says its colour and value.
    for (const dollars of [5, 10, 20, 50, 100]) {
      await press(user, `$${dollars} bill, ${dollars} dollars`);
    }
    expect(spokenTexts(engine)).toContain('$20 bill, green. 20 dollars.');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Closing check: the loonie for the toonie gives its hint; the nickel gives M-SIZE.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const radio = (name: string) => screen.getByRole('radio', { name });
    await pickCard(user, radio('A gold-coloured coin with 11 sides and a loon'));
    await press(user, 'Check');
    expect(feedbackLine()).toHaveTextContent(moneyBasicsHints['loonie-toonie']);
    expect(button('Try again')).toHaveFocus();
    await user.keyboard('{Enter}');
    await pickCard(user, radio('A big coin with a silver ring, a gold centre and a polar bear'));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');
    await pickCard(user, radio('Nickel: a medium silver coin with a beaver on a rock'));
    await user.keyboard('{Enter}');
    expect(feedbackLine()).toHaveTextContent(moneyBasicsHints['M-SIZE']);
    await user.keyboard('{Enter}');
    await pickCard(user, radio('Dime: a small, thin, silver coin with a sailing ship'));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    await expectNoA11yViolations(container);
  });

  it('helps after a cancelled drag, and gives M-SIZE for the coins in order of size', async () => {
    restoreLayout = layOut(listColumn());
    const user = userEvent.setup();
    renderWithProviders(<MoneyBasics conceptId="money" lingoId="lingo-1-0" />, {
      autoRead: false,
    });
    for (let step = 1; step < 5; step += 1) {
      // Steps 1–4 done by tapping, the quick way a child with a mouse does them.
      if (step === 1)
        for (const coin of coinIds)
          await user.click(button(new RegExp(`^${pieces[coin].title}, `)));
      if (step === 2) {
        for (const coin of coinIds) await user.click(button(`Flip the ${coin}`));
        await user.click(button("The toonie's silver ring"));
        await user.click(button("The toonie's gold centre"));
      }
      if (step === 3) {
        for (const [coin, picture] of [
          ['Nickel', /^a beaver/],
          ['Dime', /^the Bluenose/],
          ['Quarter', /^a caribou/],
        ] as const) {
          await user.click(button(new RegExp(`^${coin}`)));
          await user.click(button(picture));
        }
      }
      if (step === 4) {
        // A drag let go of (here cancelled with Escape) gets a kind word, not a crash.
        await tabTo(user, button(/^Dime, 10 cents/));
        await user.keyboard('[Space]');
        await act(async () => {});
        await user.keyboard('[Escape]');
        await act(async () => {});
        expect(feedbackLine()).toHaveTextContent(moneyBasicsHints['drop-on-nickel']);
        expect(lessonSection()).toHaveAttribute('data-state', 'answering');
        await user.click(button(/^Dime, 10 cents/));
      }
      await user.click(button('Next'));
    }
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    // Order by size: dime, nickel, quarter, loonie, toonie (from toonie, dime, loonie, nickel, quarter).
    await putInOrder(user, ['dime', 'nickel', 'quarter', 'loonie', 'toonie']);
    await press(user, 'Check');
    expect(feedbackLine()).toHaveTextContent(moneyBasicsHints['M-SIZE']);
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
  });
});
