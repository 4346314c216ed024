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
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatFull } from '../../model/names';
import BigTimeWords from './BigTimeWords';
import { generateBigTimeWords, type BigTimeWordsItem, type BigTimeWordsTask } from './model';

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The day `count` days after `today` (0 = Sunday), by name. */
const dayAfter = (today: number, count: number): string => dayNames[(today + count) % 7] ?? '';

type TaskOf<Kind extends BigTimeWordsTask['kind']> = Extract<BigTimeWordsTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): BigTimeWordsItem =>
  firstItemOf(generateBigTimeWords, step, seed);

/** The first seed whose first item at `step` is of this kind (and passes `test`). */
function seedFor<Kind extends BigTimeWordsTask['kind']>(
  step: number,
  kind: Kind,
  test: (task: TaskOf<Kind>) => boolean = () => true,
): number {
  return firstSeed(
    (seed) => firstItem(seed, step),
    (item) => item.task.kind === kind && test(item.task as TaskOf<Kind>),
  );
}

function renderAt(step: number, seed: number) {
  return renderWithProviders(
    <BigTimeWords conceptId="calendar" lingoId="lingo-3-1" seed={seed} />,
    {
      store: learnerAtStep('calendar', 'lingo-3-1', step),
      autoRead: false,
    },
  );
}

const binButton = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} bin`) });

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: HTMLElement, binLabel: string) {
  await tabTo(user, card);
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(binLabel));
  await user.keyboard('{Enter}');
}

const cardNamed = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^(Day|Picture) \\d of 4: ${label}$`) });

/** Joins a word to a meaning by keyboard: Tab into the words, Home, arrows, Enter, then the same in the meanings. */
async function matchByKeyboard(user: UserEvent, word: string, meaning: string) {
  const wordButton = screen.getByRole('button', { name: new RegExp(`^Left: ${word}\\.`) });
  const words = within(screen.getByRole('list', { name: 'Time words' })).getAllByRole('button');
  await tabTo(user, words.find((each) => each.tabIndex === 0) as HTMLElement);
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 3 && document.activeElement !== wordButton; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(wordButton).toHaveFocus();
  await user.keyboard('{Enter}');
  // Focus has moved to the meanings' column.
  const meaningButton = screen.getByRole('button', { name: new RegExp(`^Right: ${meaning}\\.`) });
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 3 && document.activeElement !== meaningButton; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(meaningButton).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('Big Time Words', () => {
  it('sorts 4 day cards into weekday and weekend by keyboard, checked as a whole', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, 'sort', (task) => task.mode === 'days');
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    const { container } = renderAt(1, seed);
    expect(screen.getByRole('heading', { level: 1, name: 'Big Time Words' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    for (const card of task.cards) {
      await sortInto(user, cardNamed(card.label), card.bin === 'weekend' ? 'Weekend' : 'Weekday');
    }
    const weekend = task.cards.filter((card) => card.bin === 'weekend').map((card) => card.label);
    // calendar.md: "Weekend bin: Saturday, Sunday."
    expect(binButton('Weekend')).toHaveAccessibleName(`Weekend bin: ${weekend.join(', ')}`);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('a misplaced card bounces back at Check with the hint; the right ones stay locked', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, 'sort', (task) => task.mode === 'days');
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    const { container } = renderAt(1, seed);
    const [wrongCard, ...others] = task.cards;
    if (!wrongCard) throw new Error('no cards');
    await sortInto(
      user,
      cardNamed(wrongCard.label),
      wrongCard.bin === 'weekend' ? 'Weekday' : 'Weekend',
    );
    for (const card of others) {
      await sortInto(user, cardNamed(card.label), card.bin === 'weekend' ? 'Weekend' : 'Weekday');
    }
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Weekdays are Monday to Friday. The weekend is Saturday and Sunday.',
    );
    // Only the misplaced card is back in the tray; the right ones are locked in their bins.
    const tray = screen.getByRole('group', { name: 'Days to sort' });
    expect(
      within(tray)
        .getAllByRole('button')
        .map((card) => card.getAttribute('aria-label') ?? card.textContent),
    ).toHaveLength(1);
    expect(tray).toContainElement(cardNamed(wrongCard.label));
    for (const card of others) {
      expect(
        screen.getByText(new RegExp(`^Day \\d of 4: ${card.label}, right$`)),
      ).toBeInTheDocument();
    }
    await expectNoA11yViolations(container);

    await pressButton(user, 'Try again');
    // Check waits until the bounced card is back in a bin.
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await sortInto(
      user,
      cardNamed(wrongCard.label),
      wrongCard.bin === 'weekend' ? 'Weekend' : 'Weekday',
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent("That's it! You fixed it.");
  });

  it('sorts event pictures into daily, weekly and once a year', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, 'sort', (task) => task.mode === 'events');
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    const { container } = renderAt(1, seed);
    const labels: Record<string, string> = {
      daily: 'Daily',
      weekly: 'Weekly',
      annual: 'Once a year (annual)',
    };
    for (const card of task.cards) {
      await sortInto(user, cardNamed(card.label), labels[card.bin] ?? '');
    }
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('matches 3 words to their meanings by keyboard; a pair reads "Left: … Right: … Matched."', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, 'match');
    const task = firstItem(seed, 2).task as TaskOf<'match'>;
    const { container } = renderAt(2, seed);
    await expectNoA11yViolations(container);
    for (const pair of task.pairs) await matchByKeyboard(user, pair.word, pair.meaning);
    // Both halves of a pair read the same: the word, its meaning, matched.
    const [first] = task.pairs;
    expect(
      screen.getAllByRole('button', {
        name: `Left: ${first?.word}. Right: ${first?.meaning}. Matched.`,
      }),
    ).toHaveLength(2);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('a wrong match is marked at Check; Try again undoes the wrong pairs, the right one stays', async () => {
    const user = userEvent.setup();
    const seed = seedFor(2, 'match');
    const task = firstItem(seed, 2).task as TaskOf<'match'>;
    const { container } = renderAt(2, seed);
    const [a, b, c] = task.pairs;
    if (!a || !b || !c) throw new Error('3 pairs');
    // a and b swapped, c right.
    await matchByKeyboard(user, a.word, b.meaning);
    await matchByKeyboard(user, b.word, a.meaning);
    await matchByKeyboard(user, c.word, c.meaning);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(
      screen.getAllByRole('button', {
        name: `Left: ${a.word}. Right: ${b.meaning}. Matched. Not a match.`,
      }),
    ).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: `Left: ${a.word}.` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Left: ${b.word}.` })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', {
        name: `Left: ${c.word}. Right: ${c.meaning}. Matched. Right match.`,
      }),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await matchByKeyboard(user, a.word, a.meaning);
    await matchByKeyboard(user, b.word, b.meaning);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('two misses in a row show the worked example: the cards go into their bins one by one', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, 'sort', (task) => task.mode === 'days');
    const task = firstItem(seed, 1).task as TaskOf<'sort'>;
    const { container } = renderAt(1, seed);
    const wrongBin = (bin: string) => (bin === 'weekend' ? 'Weekday' : 'Weekend');
    for (const card of task.cards) await sortInto(user, cardNamed(card.label), wrongBin(card.bin));
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    // The sorts take turns: next come 4 pictures. All into Daily is wrong for at least 2.
    for (const card of screen.getAllByRole('button', { name: /^Picture \d of 4: / })) {
      await sortInto(user, card, 'Daily');
    }
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent("Let's work through one together.");
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const inTray = () =>
      within(screen.getByRole('group', { name: 'Pictures to sort' })).queryAllByRole('listitem');
    expect(inTray()).toHaveLength(3);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Next');
    expect(inTray()).toHaveLength(2);
  });

  it('tomorrow picked for the day after tomorrow gets its hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, 'two-days', (task) => task.direction === 'after');
    const task = firstItem(seed, 3).task as TaskOf<'two-days'>;
    const { container } = renderAt(3, seed);
    const tomorrow = dayAfter(task.today, 1);
    await pickCard(user, screen.getByRole('radio', { name: tomorrow }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent('First find tomorrow, then go one more day.');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: dayAfter(task.today, 2) }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('taps the date a fortnight after the start on the month grid, with the arrow keys', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, 'fortnight-date');
    const task = firstItem(seed, 3).task as TaskOf<'fortnight-date'>;
    const { container } = renderAt(3, seed);
    const grid = screen.getByRole('grid');
    const start = within(grid).getByRole('button', {
      name: new RegExp(`^${formatFull(task.start)}`),
    });
    await expectNoA11yViolations(container);
    await tabTo(
      user,
      within(grid)
        .getAllByRole('button')
        .find((cell) => cell.tabIndex === 0) as HTMLElement,
    );
    // From the tab stop, walk to the start, then two rows straight down.
    const focused = () => Number(document.activeElement?.getAttribute('data-date')?.slice(-2));
    while (focused() !== task.start.day) {
      await user.keyboard(focused() < task.start.day ? '{ArrowRight}' : '{ArrowLeft}');
    }
    expect(start).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const target = within(grid).getByRole('button', {
      name: new RegExp(`^${formatFull(task.target)}`),
    });
    expect(target).toHaveFocus();
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('one week later is not a fortnight: the fortnight hint', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, 'fortnight-date');
    const task = firstItem(seed, 3).task as TaskOf<'fortnight-date'>;
    renderAt(3, seed);
    const oneWeek = { ...task.start, day: task.start.day + 7 };
    await user.click(screen.getByRole('button', { name: new RegExp(`^${formatFull(oneWeek)}`) }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      "Fortnight comes from 'fourteen nights': 14 days, which is 2 weeks.",
    );
  });

  it('types the years in some decades on the number pad; 100 a decade is the mix-up', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, 'years-in-decades');
    const task = firstItem(seed, 4).task as TaskOf<'years-in-decades'>;
    const { container } = renderAt(4, seed);
    await expectNoA11yViolations(container);
    await tabTo(user, screen.getByRole('textbox', { name: 'Years' }));
    await user.keyboard(`${task.decades}00`);
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      '100 cents make a dollar and 100 years make a century. A decade is 10 years.',
    );
    await pressButton(user, 'Try again');
    await tabTo(user, screen.getByRole('textbox', { name: 'Years' }));
    await user.keyboard(`{Backspace}{Backspace}{Backspace}${task.decades}0`);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('answers "Is 2028 a leap year?" with Yes or No cards drawn as pictures, not emoji', async () => {
    const user = userEvent.setup();
    const seed = seedFor(4, 'leap-year');
    const task = firstItem(seed, 4).task as TaskOf<'leap-year'>;
    const { container } = renderAt(4, seed);
    expect(
      screen.getByRole('radiogroup', { name: `Is ${task.year} a leap year?` }),
    ).toBeInTheDocument();
    const leap = [2024, 2028, 2032].includes(task.year);
    await pickCard(user, screen.getByRole('radio', { name: leap ? 'Yes' : 'No' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await expectNoA11yViolations(container);
  });
});
