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
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seasonTitle, type SeasonId } from '../../model/seasons';
import {
  cardText,
  generateSeasons,
  seasonAnswer,
  seasonOfCard,
  type SeasonCard,
  type SeasonsItem,
} from './model';
import SeasonsInCanada from './SeasonsInCanada';

const firstItem = (seed: number, step: number): SeasonsItem =>
  firstItemOf(generateSeasons, step, seed);

const sortCards = (item: SeasonsItem): readonly SeasonCard[] =>
  item.task.kind === 'sort' ? item.task.cards : [];

const binButton = (season: SeasonId): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${seasonTitle(season)} bin`) });

const tray = (): HTMLElement => screen.getByRole('group', { name: 'To sort' });

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: SeasonCard, season: SeasonId) {
  await tabTo(user, screen.getByRole('button', { name: cardText(card) }));
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(season));
  await user.keyboard('{Enter}');
}

const otherSeason = (season: SeasonId): SeasonId => (season === 'summer' ? 'fall' : 'summer');

describe('Seasons in Canada', () => {
  it('sorts 4 pictures into their seasons with the keyboard; Check confirms it', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seasons in Canada' }),
    ).toBeInTheDocument();
    expect(within(tray()).getAllByRole('button', { name: /^Picture: / })).toHaveLength(4);
    await expectNoA11yViolations(container);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toHaveAttribute('aria-disabled', 'true');
    for (const card of sortCards(item)) await sortInto(user, card, seasonOfCard(card));
    expect(check).toHaveAttribute('aria-disabled', 'false');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('says each drop as calendar.md does, and "Fall, also called autumn." the first time', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    renderWithProviders(<SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={seed} />, {
      autoRead: false,
    });
    const announcement = () =>
      sessionSection().querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
    const fall = sortCards(item).find((card) => seasonOfCard(card) === 'fall') as SeasonCard;
    const winter = sortCards(item).find((card) => seasonOfCard(card) === 'winter') as SeasonCard;
    await sortInto(user, winter, 'winter');
    await waitFor(() =>
      expect(announcement()).toBe(
        `${winter.kind === 'scene' ? winter.scene.name : ''}, in the winter bin.`,
      ),
    );
    await sortInto(user, fall, 'fall');
    await waitFor(() =>
      expect(announcement()).toBe(
        `${fall.kind === 'scene' ? fall.scene.name : ''}, in the fall bin. Fall, also called autumn.`,
      ),
    );
  });

  it('a misplaced card bounces back at Check with its hint; the right ones lock', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => sortCards(item).some((card) => card.kind === 'month' && card.month === 12),
    );
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-4', 2), autoRead: false },
    );
    // The wheel shows the months and their seasons beside the bins.
    expect(screen.getByRole('group', { name: 'Season wheel' })).toBeInTheDocument();
    const december = sortCards(item).find(
      (card) => card.kind === 'month' && card.month === 12,
    ) as SeasonCard;
    for (const card of sortCards(item)) {
      await sortInto(user, card, card === december ? 'fall' : seasonOfCard(card));
    }
    // Nothing bounces before Check: cards move freely.
    expect(
      within(screen.getByRole('group', { name: 'Fall' })).getByRole('button', { name: 'December' }),
    ).toBeInTheDocument();
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Winter starts with December: December, January, February.',
    );
    expect(within(tray()).getByRole('button', { name: 'December' })).toBeInTheDocument();
    const others = sortCards(item).filter((card) => card !== december);
    for (const card of others) {
      expect(screen.getByText(`${cardText(card)}, right`)).toBeInTheDocument();
    }
    await expectNoA11yViolations(container);

    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await sortInto(user, december, 'winter');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent("That's it! You fixed it.");
  });

  it('a wrong picture says why it belongs in its own season', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 1);
    renderWithProviders(<SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={seed} />, {
      autoRead: false,
    });
    const [first] = sortCards(item) as [SeasonCard];
    for (const card of sortCards(item)) {
      const right = seasonOfCard(card);
      await sortInto(user, card, card === first ? otherSeason(right) : right);
    }
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(first.kind === 'scene' ? first.scene.reason : '');
  });

  it('step 4: picks the season of a holiday with the keyboard', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) => item.task.kind === 'holiday',
    );
    const item = firstItem(seed, 4);
    if (item.task.kind === 'sort') throw new Error('expected a question');
    const { container } = renderWithProviders(
      <SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-4', 4), autoRead: false },
    );
    const group = screen.getByRole('radiogroup', { name: item.prompt });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Winter', 'Spring', 'Summer', 'Fall']);
    await expectNoA11yViolations(container);
    const wrong = otherSeason(seasonAnswer(item.task));
    await pickCard(user, within(group).getByRole('radio', { name: seasonTitle(wrong) }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      / is in \w+\. Find \w+ on the wheel and see which season it sits in\./,
    );
    await pressButton(user, 'Try again');
    await pickCard(
      user,
      within(screen.getByRole('radiogroup', { name: item.prompt })).getByRole('radio', {
        name: seasonTitle(seasonAnswer(item.task)),
      }),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('reads the first sort aloud with the bins and "Fall, also called autumn."', async () => {
    const { engine } = renderWithProviders(
      <SeasonsInCanada conceptId="calendar" lingoId="lingo-1-4" seed={3} />,
    );
    await waitFor(() =>
      expect(spokenTexts(engine)).toContain(
        'Put each picture in its season. Winter, spring, summer and fall. Fall, also called autumn.',
      ),
    );
  });
});
