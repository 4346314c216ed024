/**
 * What InfoCard draws (reading.md 3-5 and 3-0): a recipe card, a bar chart or a grid map, as
 * data. `parseInfoCard` checks a passage's raw `infoCard` field (src/data/README.md) and never
 * throws; the rest names and speaks the card's parts and writes its text alternative.
 */
import { numberWord } from '@lingos/kit';

/** One ingredient line: a whole number of millilitres (reading.md: "Amounts are whole millilitres"). */
export interface RecipeIngredient {
  readonly millilitres: number;
  readonly item: string;
}

/** A recipe card: a title, what it makes, an ingredients list and numbered steps. */
export interface RecipeCard {
  readonly kind: 'recipe';
  readonly title: string;
  /** A note shown beside the title ("nut-free"). */
  readonly note?: string;
  /** "4 snack bags", shown as "Makes: 4 snack bags." */
  readonly makes?: string;
  readonly ingredients: readonly RecipeIngredient[];
  readonly steps: readonly string[];
}

/** One bar of a bar chart. */
export interface ChartBar {
  readonly label: string;
  readonly value: number;
}

/** A bar chart with its value axis (reading.md: y-axis "Number of students", 0–10). */
export interface BarChartCard {
  readonly kind: 'bar-chart';
  readonly title: string;
  /** Who made it ("Ms. Roy's Grade 3 class"). */
  readonly by?: string;
  readonly axis: { readonly label: string; readonly min: number; readonly max: number };
  readonly bars: readonly ChartBar[];
}

/** One square of a map: its symbol (an emoji kit's Picture draws) and the place it stands for. */
export interface MapCell {
  readonly symbol: string;
  readonly label: string;
}

/** A grid map, north up: rows north to south, columns west to east, a legend and a compass. */
export interface MapCard {
  readonly kind: 'map';
  readonly title: string;
  /** Row names, north to south ("North", "Middle", "South"). */
  readonly rows: readonly string[];
  /** Column names, west to east ("West", "Centre", "East"). */
  readonly columns: readonly string[];
  /** `cells[row][column]`. */
  readonly cells: readonly (readonly MapCell[])[];
}

/** What InfoCard draws. */
export type InfoCardData = RecipeCard | BarChartCard | MapCard;

/** The kinds of card, as the data names them. */
export const infoCardKinds = ['recipe', 'bar-chart', 'map'] as const;
/** The kind of a card. */
export type InfoCardKind = (typeof infoCardKinds)[number];

/**
 * A part of a card that can be tapped (reading.md: "Any part (title, list, step, legend,
 * compass) can be tapped"). Steps count from 1, as the card numbers them; ingredients, bars,
 * rows and columns from 0.
 */
export type InfoCardPart =
  | 'title'
  | 'makes'
  | 'ingredients'
  | `ingredient-${number}`
  | `amount-${number}`
  | 'steps'
  | `step-${number}`
  | 'axis'
  | `bar-${number}`
  | 'legend'
  | `legend-${number}`
  | 'compass'
  | `cell-${number}-${number}`;

/** A card, or the problems that kept it from loading. */
export interface ParsedInfoCard {
  readonly card: InfoCardData | null;
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseRecipe(raw: Record<string, unknown>, problems: string[]): RecipeCard | null {
  const ingredients = Array.isArray(raw.ingredients) ? raw.ingredients : [];
  const steps = Array.isArray(raw.steps) ? raw.steps : [];
  const goodIngredients = ingredients.flatMap((entry): RecipeIngredient[] =>
    isRecord(entry) && isWhole(entry.millilitres) && isText(entry.item)
      ? [{ millilitres: entry.millilitres, item: entry.item }]
      : [],
  );
  if (goodIngredients.length !== ingredients.length || goodIngredients.length === 0) {
    problems.push('a recipe needs ingredients, each a whole number of millilitres and an item.');
  }
  if (!steps.every(isText) || steps.length === 0) problems.push('a recipe needs its steps.');
  if (problems.length > 0 || !isText(raw.title)) return null;
  return {
    kind: 'recipe',
    title: raw.title,
    ...(isText(raw.note) ? { note: raw.note } : {}),
    ...(isText(raw.makes) ? { makes: raw.makes } : {}),
    ingredients: goodIngredients,
    steps: steps.filter(isText),
  };
}

function parseChart(raw: Record<string, unknown>, problems: string[]): BarChartCard | null {
  const axis = isRecord(raw.axis) ? raw.axis : {};
  if (!isText(axis.label) || !isWhole(axis.min) || !isWhole(axis.max) || axis.max <= axis.min) {
    problems.push('a bar chart needs an axis: its label, and whole numbers min < max.');
    return null;
  }
  const { label, min, max } = axis;
  const bars = Array.isArray(raw.bars) ? raw.bars : [];
  const goodBars = bars.flatMap((entry): ChartBar[] =>
    isRecord(entry) && isText(entry.label) && isWhole(entry.value)
      ? [{ label: entry.label, value: entry.value }]
      : [],
  );
  if (goodBars.length !== bars.length || goodBars.length < 2) {
    problems.push('a bar chart needs 2 or more bars, each a label and a whole number.');
    return null;
  }
  if (goodBars.some((bar) => bar.value < min || bar.value > max)) {
    problems.push('every bar must fit on the axis.');
    return null;
  }
  if (raw.total !== undefined && raw.total !== goodBars.reduce((sum, bar) => sum + bar.value, 0)) {
    problems.push('the total is not the sum of the bars.');
    return null;
  }
  if (!isText(raw.title)) return null;
  return {
    kind: 'bar-chart',
    title: raw.title,
    ...(isText(raw.by) ? { by: raw.by } : {}),
    axis: { label, min, max },
    bars: goodBars,
  };
}

function parseMap(raw: Record<string, unknown>, problems: string[]): MapCard | null {
  const rows = Array.isArray(raw.rows) ? raw.rows.filter(isText) : [];
  const columns = Array.isArray(raw.columns) ? raw.columns.filter(isText) : [];
  const cells = Array.isArray(raw.cells) ? raw.cells : [];
  const goodCells = cells.map((row) =>
    (Array.isArray(row) ? row : []).flatMap((cell): MapCell[] =>
      isRecord(cell) && isText(cell.symbol) && isText(cell.label)
        ? [{ symbol: cell.symbol, label: cell.label }]
        : [],
    ),
  );
  if (
    rows.length === 0 ||
    columns.length === 0 ||
    goodCells.length !== rows.length ||
    goodCells.some((row) => row.length !== columns.length)
  ) {
    problems.push('a map needs its rows and columns, and a symbol and label in every square.');
    return null;
  }
  if (!isText(raw.title)) return null;
  return { kind: 'map', title: raw.title, rows, columns, cells: goodCells };
}

/**
 * Checks a passage's raw `infoCard` field (`source` names it in messages): a card that is not
 * whole is refused with messages, never thrown.
 */
export function parseInfoCard(raw: unknown, source: string): ParsedInfoCard {
  const problems: string[] = [];
  if (!isRecord(raw) || !isText(raw.title)) {
    return { card: null, problems: [`Skipped the info card of ${source}: it needs a title.`] };
  }
  const card =
    raw.kind === 'recipe'
      ? parseRecipe(raw, problems)
      : raw.kind === 'bar-chart'
        ? parseChart(raw, problems)
        : raw.kind === 'map'
          ? parseMap(raw, problems)
          : (problems.push('its kind is recipe, bar-chart or map.'), null);
  return {
    card,
    problems: problems.map((problem) => `Skipped the info card of ${source}: ${problem}`),
  };
}

/** "500 mL", as the card shows an amount. */
export const amountText = (millilitres: number): string => `${millilitres} mL`;

/** A whole number 0–999 in words: 250 → "two hundred fifty". */
export function wholeNumberWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) return String(value);
  if (value < 100) return numberWord(value);
  const hundreds = `${numberWord(Math.floor(value / 100))} hundred`;
  const rest = value % 100;
  return rest === 0 ? hundreds : `${hundreds} ${numberWord(rest)}`;
}

/** "two hundred fifty millilitres" (reading.md: "500 mL" is read "five hundred millilitres"). */
export const amountSpoken = (millilitres: number): string =>
  `${wholeNumberWords(millilitres)} ${millilitres === 1 ? 'millilitre' : 'millilitres'}`;

/** The card's text alternative, in reading.md's words for the chart and the map. */
export function infoCardAlt(card: InfoCardData): string {
  switch (card.kind) {
    case 'recipe':
      return `Recipe card, ${card.title}.`;
    case 'bar-chart':
      return `Bar chart, ${card.title}: ${card.bars
        .map((bar) => `${bar.label} ${bar.value}`)
        .join(', ')}. Scale ${card.axis.min} to ${card.axis.max}.`;
    case 'map': {
      const westEast = `${card.columns[0]?.toLowerCase() ?? ''} to ${card.columns[card.columns.length - 1]?.toLowerCase() ?? ''}`;
      const rows = card.cells.map((row, index) => {
        const name = `${card.rows[index] ?? ''} row`;
        const places = row.map((cell) => cell.label).join(', ');
        return index === 0 ? `${name}, ${westEast}: ${places}.` : `${name}: ${places}.`;
      });
      const first = card.rows[0]?.toLowerCase() ?? '';
      const last = card.rows[card.rows.length - 1]?.toLowerCase() ?? '';
      return `Map of ${card.title}, ${card.rows.length} rows from ${first} to ${last}. ${rows.join(' ')}`;
    }
  }
}

/** The square a part names, or null. */
export function cellOf(part: InfoCardPart): { row: number; column: number } | null {
  const match = /^cell-(\d+)-(\d+)$/.exec(part);
  return match ? { row: Number(match[1]), column: Number(match[2]) } : null;
}

const indexOf = (part: InfoCardPart, prefix: string): number | null => {
  const match = new RegExp(`^${prefix}-(\\d+)$`).exec(part);
  return match ? Number(match[1]) : null;
};

/** Where a map square is, in words: "middle row, west". */
export function squareName(card: MapCard, row: number, column: number): string {
  return `${(card.rows[row] ?? '').toLowerCase()} row, ${(card.columns[column] ?? '').toLowerCase()}`;
}

/**
 * A part's name, as a tap announces it ("Ingredients list selected. Correct."), or null when
 * the card has no such part.
 */
export function partName(card: InfoCardData, part: InfoCardPart): string | null {
  if (part === 'title') return 'Title';
  switch (card.kind) {
    case 'recipe': {
      if (part === 'makes') return card.makes ? 'How many it makes' : null;
      if (part === 'ingredients') return 'Ingredients list';
      if (part === 'steps') return 'Numbered steps';
      const step = indexOf(part, 'step');
      if (step !== null) return step >= 1 && step <= card.steps.length ? `Step ${step}` : null;
      const amount = indexOf(part, 'amount');
      const ingredient = indexOf(part, 'ingredient');
      const line = card.ingredients[amount ?? ingredient ?? -1];
      if (!line) return null;
      return amount !== null ? `Amount of ${line.item}` : `Ingredient: ${line.item}`;
    }
    case 'bar-chart': {
      if (part === 'axis') return 'Number scale';
      const bar = card.bars[indexOf(part, 'bar') ?? -1];
      return bar ? `Bar: ${bar.label}` : null;
    }
    case 'map': {
      if (part === 'legend') return 'Legend';
      if (part === 'compass') return 'Compass rose';
      const entry = legendEntries(card)[indexOf(part, 'legend') ?? -1];
      if (entry) return `Legend: ${entry.label}`;
      const cell = cellOf(part);
      const place = cell ? card.cells[cell.row]?.[cell.column] : undefined;
      return place && cell ? `${place.label}, ${squareName(card, cell.row, cell.column)}` : null;
    }
  }
}

/** What a tap on a part says aloud in reading mode: the part's own words, numbers in words. */
export function partSpeech(card: InfoCardData, part: InfoCardPart): string | null {
  if (part === 'title') return card.title;
  switch (card.kind) {
    case 'recipe': {
      if (part === 'makes') return card.makes ? `Makes ${spokenCount(card.makes)}.` : null;
      if (part === 'ingredients') {
        return `Ingredients: ${card.ingredients
          .map((line) => `${amountSpoken(line.millilitres)} ${line.item}`)
          .join(', ')}.`;
      }
      if (part === 'steps') return `Steps: ${card.steps.join(' ')}`;
      const step = indexOf(part, 'step');
      if (step !== null) {
        const text = card.steps[step - 1];
        return text ? `Step ${numberWord(step)}. ${spokenCount(text)}` : null;
      }
      const line = card.ingredients[indexOf(part, 'amount') ?? indexOf(part, 'ingredient') ?? -1];
      return line ? `${amountSpoken(line.millilitres)} ${line.item}` : null;
    }
    case 'bar-chart': {
      if (part === 'axis') {
        return `${card.axis.label}, from ${numberWord(card.axis.min)} to ${numberWord(card.axis.max)}.`;
      }
      const bar = card.bars[indexOf(part, 'bar') ?? -1];
      return bar ? `${bar.label}: ${numberWord(bar.value)}` : null;
    }
    case 'map': {
      if (part === 'legend') {
        return `Legend: what each symbol means. ${legendEntries(card)
          .map((entry) => entry.label)
          .join(', ')}.`;
      }
      if (part === 'compass')
        return 'Compass rose: N is north, up. E is east, S is south, W is west.';
      const entry = legendEntries(card)[indexOf(part, 'legend') ?? -1];
      if (entry) return entry.label;
      return partName(card, part);
    }
  }
}

/** "4 snack bags" → "four snack bags": whole numbers 0–999 in a short text, as words. */
export function spokenCount(text: string): string {
  return text.replace(/\b\d{1,3}\b/g, (digits) => wholeNumberWords(Number(digits)));
}

/** A map's legend: each symbol once, in the map's reading order. */
export function legendEntries(card: MapCard): MapCell[] {
  const seen = new Set<string>();
  return card.cells.flat().filter((cell) => {
    if (seen.has(cell.symbol)) return false;
    seen.add(cell.symbol);
    return true;
  });
}

/** Every part a card has, in reading order (tests and tap-the-part lessons walk it). */
export function cardParts(card: InfoCardData): InfoCardPart[] {
  switch (card.kind) {
    case 'recipe':
      return [
        'title',
        ...(card.makes ? (['makes'] as const) : []),
        'ingredients',
        ...card.ingredients.flatMap((_, index): InfoCardPart[] => [
          `amount-${index}`,
          `ingredient-${index}`,
        ]),
        'steps',
        ...card.steps.map((_, index): InfoCardPart => `step-${index + 1}`),
      ];
    case 'bar-chart':
      return ['title', 'axis', ...card.bars.map((_, index): InfoCardPart => `bar-${index}`)];
    case 'map':
      return [
        'title',
        ...card.cells.flatMap((row, rowIndex) =>
          row.map((_, column): InfoCardPart => `cell-${rowIndex}-${column}`),
        ),
        'legend',
        ...legendEntries(card).map((_, index): InfoCardPart => `legend-${index}`),
        'compass',
      ];
  }
}

/** The square one step from another in a compass direction (north is up), or null off the map. */
export function stepOnMap(
  card: MapCard,
  from: { row: number; column: number },
  direction: 'north' | 'south' | 'east' | 'west',
): { row: number; column: number } | null {
  const row = from.row + (direction === 'north' ? -1 : direction === 'south' ? 1 : 0);
  const column = from.column + (direction === 'west' ? -1 : direction === 'east' ? 1 : 0);
  if (row < 0 || row >= card.rows.length || column < 0 || column >= card.columns.length) {
    return null;
  }
  return { row, column };
}

/** Whether `part` is `whole` or lies inside it (an amount in the ingredients list, a step in the steps). */
export function partWithin(part: InfoCardPart, whole: InfoCardPart): boolean {
  if (part === whole) return true;
  if (whole === 'ingredients') return /^(amount|ingredient)-\d+$/.test(part);
  if (whole === 'steps') return /^step-\d+$/.test(part);
  if (whole === 'legend') return /^legend-\d+$/.test(part);
  return false;
}

/**
 * The parts a sentence of the card's read-aloud text stands for, so reading it aloud can light
 * them up: a recipe's lines (title, yield, ingredient, step), a map's rows. Empty for the rest.
 */
export function partsOfSentence(card: InfoCardData, sentence: string): InfoCardPart[] {
  const text = sentence.trim();
  switch (card.kind) {
    case 'recipe': {
      if (text === card.title) return ['title'];
      if (card.makes && text === `Makes: ${card.makes}.`) return ['makes'];
      const line = card.ingredients.findIndex(
        (each) => text === `${amountText(each.millilitres)} ${each.item}`,
      );
      if (line >= 0) return [`amount-${line}`, `ingredient-${line}`];
      const step = card.steps.indexOf(text);
      return step >= 0 ? [`step-${step + 1}`] : [];
    }
    case 'bar-chart':
      return [];
    case 'map': {
      const row = card.rows.findIndex((name) => text.startsWith(`${name} row`));
      return row >= 0 ? card.columns.map((_, column): InfoCardPart => `cell-${row}-${column}`) : [];
    }
  }
}
