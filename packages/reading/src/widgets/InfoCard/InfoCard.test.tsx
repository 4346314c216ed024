import {
  createFakeSpeechEngine,
  expectNoA11yViolations,
  renderWithProviders,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import readersToolbox from '../../data/lingo-3-0.json';
import chartsMapsRecipes from '../../data/lingo-3-5.json';
import { parsePassages } from '../../model/passages';
import { InfoCard } from './InfoCard';
import { parseInfoCard, type InfoCardData } from './infoCardModel';

function cardOf(raw: readonly { id: string; infoCard?: unknown }[], id: string): InfoCardData {
  const card = parseInfoCard(raw.find((entry) => entry.id === id)?.infoCard, id).card;
  if (!card) throw new Error(`No card in ${id}`);
  return card;
}

const passages = parsePassages(chartsMapsRecipes, 'lingo-3-5.json').passages;
const trailMix = cardOf(chartsMapsRecipes, '3-5-a');
const winterChart = cardOf(chartsMapsRecipes, '3-5-b');
const camp = cardOf(chartsMapsRecipes, '3-5-c');
const cocoa = cardOf(readersToolbox, '3-0-text-features');

describe('InfoCard: recipe', () => {
  it('is a real heading, list and numbered list, and a tapped part is spoken', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<InfoCard card={trailMix} />, { engine });
    const card = screen.getByRole('article', { name: 'Canoe Trip Trail Mix (nut-free)' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Canoe Trip Trail Mix',
    );
    const [ingredients, steps] = within(card).getAllByRole('list');
    expect(ingredients?.tagName).toBe('UL');
    expect(within(ingredients!).getAllByRole('listitem')).toHaveLength(5);
    expect(steps?.tagName).toBe('OL');
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: '500 mL' }));
    expect(engine.spoken.at(-1)?.parts).toEqual(['five hundred millilitres oat-ring cereal']);
    await user.click(
      within(card).getByRole('button', { name: 'Step 5: Scoop the mix into 4 snack bags.' }),
    );
    expect(engine.spoken.at(-1)?.parts).toEqual(['Step five. Scoop the mix into four snack bags.']);
    await expectNoA11yViolations(document.body);
  });

  it('reads the card aloud through its spoken forms and lights the line being read', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    const passage = passages[0]!;
    renderWithProviders(<InfoCard card={trailMix} reading={passage} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(engine.spoken[0]?.parts.slice(0, 3)).toEqual([
      'Canoe Trip Trail Mix',
      'Makes: four snack bags.',
      'five hundred millilitres oat-ring cereal',
    ]);
    act(() => engine.playSentence());
    act(() => engine.playSentence());
    act(() => engine.startSentence());
    const lit = Array.from(document.querySelectorAll('[data-state="speaking"]')).map((element) =>
      element.getAttribute('data-part'),
    );
    expect(lit).toEqual(['amount-0', 'ingredient-0']);
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    expect(document.querySelectorAll('[data-state="speaking"]')).toHaveLength(0);
  });

  it('chooses parts in tap-features mode and announces each mark', async () => {
    const user = userEvent.setup();
    const onChoosePart = vi.fn();
    const { rerender } = renderWithProviders(
      <InfoCard card={cocoa} mode="tap-features" onChoosePart={onChoosePart} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ingredients' }));
    expect(onChoosePart).toHaveBeenLastCalledWith('ingredients');
    await user.click(screen.getByRole('button', { name: '250 mL' }));
    expect(onChoosePart).toHaveBeenLastCalledWith('amount-0');
    rerender(
      <InfoCard
        card={cocoa}
        mode="tap-features"
        onChoosePart={onChoosePart}
        marks={{ ingredients: 'correct', title: 'incorrect' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Title selected. Not this one.');
    expect(screen.getByRole('button', { name: 'Ingredients Yes' })).toHaveAttribute(
      'data-state',
      'correct',
    );
    await expectNoA11yViolations(document.body);
  });

  it('is one tab stop; the arrow keys, Home and End move from part to part', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InfoCard card={cocoa} />);
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-part', 'title');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-part', 'amount-0');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-part', 'step-3');
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-part', 'step-3');
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('points at a part with "Look here"', () => {
    renderWithProviders(<InfoCard card={trailMix} lookHere={['step-4']} />);
    expect(
      screen.getByRole('button', { name: 'Step 4: Stir gently with a large spoon. Look here.' }),
    ).toHaveAttribute('data-look-here', 'true');
  });
});

describe('InfoCard: bar chart', () => {
  it('is named by its text alternative and backed by a data table', async () => {
    renderWithProviders(<InfoCard card={winterChart} />);
    const figure = screen.getByRole('figure', {
      name: 'Bar chart, Our Favourite Winter Activities: sledding 9, skating 7, building snow forts 5, skiing 3. Scale 0 to 10.',
    });
    const table = within(figure).getByRole('table', { name: 'Our Favourite Winter Activities' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'sledding9',
      'skating7',
      'building snow forts5',
      'skiing3',
    ]);
    const bars = Array.from(document.querySelectorAll<HTMLElement>('[data-bar]'));
    expect(bars.map((bar) => bar.getAttribute('data-bar'))).toEqual([
      'sledding',
      'skating',
      'building snow forts',
      'skiing',
    ]);
    await expectNoA11yViolations(document.body);
  });

  it('speaks its scale when tapped', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<InfoCard card={winterChart} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Number of students' }));
    expect(engine.spoken.at(-1)?.parts).toEqual(['Number of students, from zero to ten.']);
  });
});

describe('InfoCard: map', () => {
  it('is a table with row and column headers, a legend and a compass rose', async () => {
    renderWithProviders(<InfoCard card={camp} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['West', 'Centre', 'East']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['North', 'Middle', 'South']);
    expect(table).toHaveAccessibleDescription(
      'Map of Camp Loon Lake, 3 rows from north to south. North row, west to east: forest trail, canoe dock, lake. Middle row: tents, campfire, beach. South row: parking, washrooms, dining hall.',
    );
    expect(screen.getByRole('button', { name: 'Compass rose' })).toBeVisible();
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(9);
    await expectNoA11yViolations(document.body);
  });

  it('moves the you-are-here marker with the arrow keys and announces each square', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InfoCard card={camp} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-part', 'cell-0-0');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are here: forest trail, north row, west.',
    );
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-part', 'cell-1-1');
    expect(document.activeElement).toHaveAccessibleName(
      'campfire, middle row, centre. You are here',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are here: campfire, middle row, centre.',
    );
    expect(document.querySelectorAll('[data-here="true"]')).toHaveLength(1);
    await expectNoA11yViolations(document.body);
  });

  it('chooses a square or the compass in tap-features mode', async () => {
    const user = userEvent.setup();
    const onChoosePart = vi.fn();
    renderWithProviders(<InfoCard card={camp} mode="tap-features" onChoosePart={onChoosePart} />);
    await user.click(screen.getByRole('button', { name: 'washrooms, south row, centre' }));
    expect(onChoosePart).toHaveBeenLastCalledWith('cell-2-1');
    await user.click(screen.getByRole('button', { name: 'Compass rose' }));
    expect(onChoosePart).toHaveBeenLastCalledWith('compass');
  });
});
