import { describe, expect, it } from 'vitest';
import readersToolbox from '../../data/lingo-3-0.json';
import chartsMapsRecipes from '../../data/lingo-3-5.json';
import {
  amountSpoken,
  cardParts,
  infoCardAlt,
  parseInfoCard,
  partName,
  partSpeech,
  partsOfSentence,
  partWithin,
  spokenCount,
  stepOnMap,
  type InfoCardData,
  type MapCard,
} from './infoCardModel';

function cardOf(raw: readonly unknown[], id: string): InfoCardData {
  const passage = raw.find(
    (entry): entry is { id: string; infoCard: unknown } =>
      typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id,
  );
  const { card, problems } = parseInfoCard(passage?.infoCard, id);
  expect(problems).toEqual([]);
  if (!card) throw new Error(`No card in ${id}`);
  return card;
}

const trailMix = cardOf(chartsMapsRecipes, '3-5-a');
const winterChart = cardOf(chartsMapsRecipes, '3-5-b');
const camp = cardOf(chartsMapsRecipes, '3-5-c') as MapCard;
const cocoa = cardOf(readersToolbox, '3-0-text-features');

describe('parseInfoCard', () => {
  it('reads the three cards of 3-5 and the cocoa card of 3-0', () => {
    expect(trailMix.kind).toBe('recipe');
    expect(winterChart.kind).toBe('bar-chart');
    expect(camp.kind).toBe('map');
    expect(cocoa).toMatchObject({
      kind: 'recipe',
      title: 'Snow Day Cocoa',
      ingredients: [
        { millilitres: 250, item: 'milk' },
        { millilitres: 15, item: 'cocoa powder' },
        { millilitres: 10, item: 'maple syrup' },
      ],
    });
  });

  it('refuses an amount that is not whole millilitres', () => {
    const { card, problems } = parseInfoCard(
      {
        kind: 'recipe',
        title: 'Soup',
        ingredients: [{ millilitres: 12.5, item: 'salt' }],
        steps: ['Stir.'],
      },
      'soup',
    );
    expect(card).toBeNull();
    expect(problems).toEqual([
      'Skipped the info card of soup: a recipe needs ingredients, each a whole number of millilitres and an item.',
    ]);
  });

  it('refuses a chart whose total is not the sum of its bars, or a bar off the axis', () => {
    const chart = {
      kind: 'bar-chart',
      title: 'Pets',
      axis: { label: 'Votes', min: 0, max: 10 },
      bars: [
        { label: 'cats', value: 4 },
        { label: 'dogs', value: 5 },
      ],
    };
    expect(parseInfoCard({ ...chart, total: 10 }, 'pets').problems).toEqual([
      'Skipped the info card of pets: the total is not the sum of the bars.',
    ]);
    expect(parseInfoCard({ ...chart, total: 9 }, 'pets').card).not.toBeNull();
    expect(
      parseInfoCard({ ...chart, bars: [...chart.bars, { label: 'fish', value: 11 }] }, 'pets')
        .problems,
    ).toEqual(['Skipped the info card of pets: every bar must fit on the axis.']);
  });

  it('refuses a map with a square missing, and an unknown kind, without throwing', () => {
    expect(
      parseInfoCard(
        {
          kind: 'map',
          title: 'Park',
          rows: ['North', 'South'],
          columns: ['West', 'East'],
          cells: [
            [
              { symbol: '⛺', label: 'tents' },
              { symbol: '🔥', label: 'campfire' },
            ],
            [{ symbol: '🚗', label: 'parking' }],
          ],
        },
        'park',
      ).card,
    ).toBeNull();
    expect(parseInfoCard({ kind: 'poster', title: 'Fair' }, 'fair').problems).toEqual([
      'Skipped the info card of fair: its kind is recipe, bar-chart or map.',
    ]);
    expect(parseInfoCard(null, 'nothing').card).toBeNull();
  });
});

describe('infoCardAlt', () => {
  it("gives the chart reading.md's text alternative", () => {
    expect(infoCardAlt(winterChart)).toBe(
      'Bar chart, Our Favourite Winter Activities: sledding 9, skating 7, building snow forts 5, skiing 3. Scale 0 to 10.',
    );
  });

  it("gives the map reading.md's text alternative", () => {
    expect(infoCardAlt(camp)).toBe(
      'Map of Camp Loon Lake, 3 rows from north to south. North row, west to east: forest trail, canoe dock, lake. Middle row: tents, campfire, beach. South row: parking, washrooms, dining hall.',
    );
  });

  it('matches the sentences the reader reads for the chart and the map', () => {
    const [, chartPassage, mapPassage] = chartsMapsRecipes;
    expect(chartPassage?.sentences.join(' ')).toBe(infoCardAlt(winterChart));
    expect(mapPassage?.sentences.join(' ')).toBe(infoCardAlt(camp));
  });
});

describe('speaking parts', () => {
  it('says amounts in words (reading.md: "500 mL" is read "five hundred millilitres")', () => {
    expect(amountSpoken(500)).toBe('five hundred millilitres');
    expect(amountSpoken(250)).toBe('two hundred fifty millilitres');
    expect(amountSpoken(125)).toBe('one hundred twenty-five millilitres');
    expect(amountSpoken(15)).toBe('fifteen millilitres');
    expect(partSpeech(trailMix, 'amount-0')).toBe('five hundred millilitres oat-ring cereal');
    expect(spokenCount('Scoop the mix into 4 snack bags.')).toBe(
      'Scoop the mix into four snack bags.',
    );
  });

  it('says a step with its number, a bar with its value, a square with where it is', () => {
    expect(partSpeech(trailMix, 'step-5')).toBe('Step five. Scoop the mix into four snack bags.');
    expect(partSpeech(winterChart, 'bar-1')).toBe('skating: seven');
    expect(partSpeech(winterChart, 'axis')).toBe('Number of students, from zero to ten.');
    expect(partSpeech(camp, 'cell-2-1')).toBe('washrooms, south row, centre');
    expect(partSpeech(camp, 'legend-3')).toBe('tents');
  });

  it('names parts as a tap announces them, and nothing a card lacks', () => {
    expect(partName(cocoa, 'ingredients')).toBe('Ingredients list');
    expect(partName(cocoa, 'step-2')).toBe('Step 2');
    expect(partName(cocoa, 'amount-0')).toBe('Amount of milk');
    expect(partName(cocoa, 'step-4')).toBeNull();
    expect(partName(cocoa, 'makes')).toBeNull();
    expect(partName(camp, 'compass')).toBe('Compass rose');
    expect(partName(winterChart, 'compass')).toBeNull();
  });

  it('names and speaks every part a card lists', () => {
    for (const card of [trailMix, winterChart, camp, cocoa]) {
      for (const part of cardParts(card)) {
        expect(partName(card, part), `${card.title} ${part}`).not.toBeNull();
        expect(partSpeech(card, part), `${card.title} ${part}`).not.toBeNull();
      }
    }
  });
});

describe('partsOfSentence', () => {
  it("lights a recipe's lines as the reader reads them", () => {
    const [recipe] = chartsMapsRecipes;
    expect(recipe?.sentences.map((sentence) => partsOfSentence(trailMix, sentence))).toEqual([
      ['title'],
      ['makes'],
      ['amount-0', 'ingredient-0'],
      ['amount-1', 'ingredient-1'],
      ['amount-2', 'ingredient-2'],
      ['amount-3', 'ingredient-3'],
      ['amount-4', 'ingredient-4'],
      ['step-1'],
      ['step-2'],
      ['step-3'],
      ['step-4'],
      ['step-5'],
    ]);
  });

  it("lights a map's row as its sentence is read", () => {
    expect(partsOfSentence(camp, 'Middle row: tents, campfire, beach.')).toEqual([
      'cell-1-0',
      'cell-1-1',
      'cell-1-2',
    ]);
    expect(partsOfSentence(winterChart, 'Scale 0 to 10.')).toEqual([]);
  });
});

describe('partWithin', () => {
  it('counts a line of a list as the list', () => {
    expect(partWithin('amount-2', 'ingredients')).toBe(true);
    expect(partWithin('ingredient-0', 'ingredients')).toBe(true);
    expect(partWithin('step-3', 'steps')).toBe(true);
    expect(partWithin('step-3', 'ingredients')).toBe(false);
    expect(partWithin('title', 'title')).toBe(true);
    expect(partWithin('legend-1', 'legend')).toBe(true);
  });
});

describe('stepOnMap', () => {
  it('goes north up the map and stops at its edge', () => {
    const parking = { row: 2, column: 0 };
    const one = stepOnMap(camp, parking, 'north');
    const two = one && stepOnMap(camp, one, 'north');
    expect(two).toEqual({ row: 0, column: 0 });
    expect(camp.cells[0]?.[0]?.label).toBe('forest trail');
    expect(two && stepOnMap(camp, two, 'north')).toBeNull();
    expect(stepOnMap(camp, { row: 1, column: 1 }, 'west')).toEqual({ row: 1, column: 0 });
  });
});
