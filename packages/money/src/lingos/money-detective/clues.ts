/**
 * Money Detective's clues: each clue is a sentence ("I am silver.") made of one or two facts,
 * and each fact is a test against the fact table, never a list of answers. So "exactly one
 * card fits all the clues" is checked, not assumed, and a wrong card's hint can say which
 * fact it fails ("That coin is silver, but it has a caribou's head.").
 */
import { numberWordCapitalized } from '@lingos/kit';
import { speakAmount } from '../../model/format';
import {
  coinIds,
  pieces,
  type PieceColour,
  type PieceFacts,
  type PieceId,
  type PieceMotif,
} from '../../model/pieces';

/** What a fact is about; size facts are the ones M-SIZE answers to. */
export const clueFactKinds = [
  'colour',
  'picture',
  'shape',
  'nickname',
  'value',
  'kind',
  'size',
] as const;
/** What a fact is about. */
export type ClueFactKind = (typeof clueFactKinds)[number];

/** One fact of a clue, tested against the fact table. */
export interface ClueFact {
  readonly kind: ClueFactKind;
  /** Whether a piece has this fact. */
  test(facts: PieceFacts): boolean;
  /** What any piece is in this fact's terms, after "it": "is silver", "has a caribou's head". */
  about(facts: PieceFacts): string;
  /** Where the fact really points, said after "Listen again:": "the beaver is on the nickel". */
  reveal(target: PieceFacts): string;
}

/** A clue card: its sentence and the one or two facts it states. */
export interface Clue {
  readonly id: string;
  readonly text: string;
  readonly facts: readonly ClueFact[];
}

const the = (facts: PieceFacts): string => `the ${facts.name}`;
/** "a beaver" → "the beaver". */
const definite = (words: string): string => words.replace(/^an? /, 'the ');

const colourAbout = (facts: PieceFacts): string => {
  if (facts.kind === 'bill') return `is a ${facts.colour} bill`;
  if (facts.colour === 'silver and gold') return 'has two colours, a silver ring and a gold centre';
  // money.md's hint says "That coin is silver", the way a child says it.
  return facts.colour === 'silver' ? 'is silver' : `is ${facts.colourWords}`;
};

const sizeAbout = (facts: PieceFacts): string =>
  facts.kind === 'bill'
    ? 'is a bill, bigger than every coin'
    : `is the ${facts.sizeWords === 'middle' ? 'middle-sized' : facts.sizeWords} coin`;

const valueAbout = (facts: PieceFacts): string => `is worth ${speakAmount(facts.value)}`;

/** The piece has this colour ("I am silver.", "I am a blue bill."). */
export function colourFact(colour: PieceColour): ClueFact {
  return {
    kind: 'colour',
    test: (facts) => facts.colour === colour,
    about: colourAbout,
    reveal: (target) => `${the(target)} ${colourAbout(target)}`,
  };
}

/** The piece's picture side shows this motif ("I have a beaver on me."). */
export function pictureFact(motif: PieceMotif): ClueFact {
  return {
    kind: 'picture',
    test: (facts) => facts.motif === motif,
    about: (facts) => (facts.picture === null ? 'has no animal on it' : `has ${facts.picture}`),
    reveal: (target) => `${definite(target.picture ?? '')} is on ${the(target)}`,
  };
}

/** The coin's edge has this many sides, 0 for round ("I have 11 sides."). */
export function shapeFact(sides: number): ClueFact {
  const about = (facts: PieceFacts) =>
    facts.kind === 'bill'
      ? 'is a bill, not a coin'
      : facts.sides === 0
        ? 'is round'
        : `has ${facts.sides} sides`;
  return {
    kind: 'shape',
    test: (facts) => facts.kind === 'coin' && facts.sides === sides,
    about,
    reveal: (target) => `${the(target)} ${about(target)}`,
  };
}

/** People call the piece by this nickname ("People call me the loonie."). */
export function nicknameFact(nickname: string): ClueFact {
  return {
    kind: 'nickname',
    test: (facts) => facts.nickname === nickname,
    about: (facts) => (facts.nickname ? `is the ${facts.nickname}` : `is the ${facts.name}`),
    reveal: (target) => `${the(target)} has ${target.picture ?? 'no animal'} on it`,
  };
}

/** The piece is worth exactly this many cents ("I am worth 5 cents."). */
export function valueFact(cents: number): ClueFact {
  return {
    kind: 'value',
    test: (facts) => facts.value === cents,
    about: valueAbout,
    reveal: (target) => `${the(target)} ${valueAbout(target)}`,
  };
}

/** The piece is a coin, or a bill ("I am a bill."). */
export function kindFact(kind: PieceFacts['kind']): ClueFact {
  return {
    kind: 'kind',
    test: (facts) => facts.kind === kind,
    about: (facts) => `is a ${facts.kind}`,
    reveal: (target) => `${the(target)} is a ${target.kind}`,
  };
}

/** `count` of the piece make one `whole` ("Four of me make a loonie."). */
export function makesFact(count: number, whole: PieceId): ClueFact {
  const big = pieces[whole];
  return {
    kind: 'value',
    test: (facts) => facts.value * count === big.value,
    about: valueAbout,
    reveal: (target) => `${count} ${target.plural} make a ${big.name}`,
  };
}

/** The piece is worth `count` of `part` ("I am worth 2 nickels."). */
export function worthFact(count: number, part: PieceId): ClueFact {
  const small = pieces[part];
  return {
    kind: 'value',
    test: (facts) => facts.value === count * small.value,
    about: valueAbout,
    reveal: (target) => `${the(target)} is worth ${count} ${small.plural}`,
  };
}

/** Worth more (or less) than another piece ("I am worth more than the beaver coin."). */
export function worthComparedFact(than: PieceId, direction: 'more' | 'less'): ClueFact {
  const other = pieces[than];
  return {
    kind: 'value',
    test: (facts) => (direction === 'more' ? facts.value > other.value : facts.value < other.value),
    about: valueAbout,
    reveal: (target) => `${the(target)} is worth ${direction} than ${the(other)}`,
  };
}

const coinRanks = coinIds.map((id) => pieces[id].sizeRank);

/** The smallest or the biggest coin ("I am the smallest coin."). */
export function sizeEndFact(end: 'smallest' | 'biggest'): ClueFact {
  const rank = end === 'smallest' ? Math.min(...coinRanks) : Math.max(...coinRanks);
  return {
    kind: 'size',
    test: (facts) => facts.kind === 'coin' && facts.sizeRank === rank,
    about: sizeAbout,
    reveal: (target) => `${the(target)} is the ${end} coin`,
  };
}

/** The biggest coin of a colour ("I am the biggest silver coin."). */
export function biggestOfColourFact(colour: PieceColour): ClueFact {
  const rank = Math.max(
    ...coinIds.filter((id) => pieces[id].colour === colour).map((id) => pieces[id].sizeRank),
  );
  return {
    kind: 'size',
    test: (facts) => facts.kind === 'coin' && facts.colour === colour && facts.sizeRank === rank,
    about: sizeAbout,
    reveal: (target) => `${the(target)} is the biggest ${colour} coin`,
  };
}

/** A coin bigger (or smaller) than another coin ("I am a coin bigger than the loonie."). */
export function sizeComparedFact(than: PieceId, direction: 'bigger' | 'smaller'): ClueFact {
  const other = pieces[than];
  return {
    kind: 'size',
    test: (facts) =>
      facts.kind === 'coin' &&
      (direction === 'bigger' ? facts.sizeRank > other.sizeRank : facts.sizeRank < other.sizeRank),
    about: sizeAbout,
    reveal: (target) => `${the(target)} is ${direction} than ${the(other)}`,
  };
}

/** Whether a piece fits a clue: every fact of it. */
export function fitsClue(clue: Clue, id: PieceId): boolean {
  return clue.facts.every((fact) => fact.test(pieces[id]));
}

/** Whether a piece fits every clue. */
export function fitsAll(clues: readonly Clue[], id: PieceId): boolean {
  return clues.every((clue) => fitsClue(clue, id));
}

/** The clues a piece fails, in order. */
export function failedClues(clues: readonly Clue[], id: PieceId): Clue[] {
  return clues.filter((clue) => !fitsClue(clue, id));
}

/** The first fact of a clue the piece fails. */
export function failedFact(clue: Clue, id: PieceId): ClueFact | undefined {
  return clue.facts.find((fact) => !fact.test(pieces[id]));
}

// The clue sentences. Each says its facts in a child's words; the facts do the checking.

const colourSentence = (colour: PieceColour): string => {
  if (colour === 'silver') return 'I am silver.';
  if (colour === 'gold') return 'I am gold-coloured.';
  if (colour === 'silver and gold') return 'I have two colours: a silver ring and a gold centre.';
  return `I am a ${colour} bill.`;
};

const pictureWords: Readonly<Record<PieceMotif, string>> = {
  beaver: 'a beaver',
  bluenose: 'a sailing ship',
  caribou: 'a caribou',
  loon: 'a loon',
  'polar-bear': 'a polar bear',
};

/** "I am silver." / "I am a blue bill.": the piece's own colour. */
export function colourClue(id: PieceId): Clue {
  const { colour, kind } = pieces[id];
  return {
    id: `colour-${colour.replace(/ /g, '-')}`,
    text: colourSentence(colour),
    facts: kind === 'bill' ? [colourFact(colour), kindFact('bill')] : [colourFact(colour)],
  };
}

/** "I have a beaver on me.": the piece's picture side (coins only). */
export function pictureClue(id: PieceId): Clue {
  const motif = pieces[id].motif;
  if (motif === null) throw new RangeError(`${id} has no picture side`);
  return {
    id: `picture-${motif}`,
    text: `I have ${pictureWords[motif]} on me.`,
    facts: [pictureFact(motif)],
  };
}

/** "I have 11 sides." or "I am round.": the coin's edge. */
export function shapeClue(id: PieceId): Clue {
  const { sides } = pieces[id];
  return {
    id: `shape-${sides}`,
    text: sides === 0 ? 'I am round.' : `I have ${sides} sides.`,
    facts: [shapeFact(sides)],
  };
}

/** "People call me the loonie." (loonie and toonie only). */
export function nicknameClue(id: PieceId): Clue {
  const { nickname } = pieces[id];
  if (nickname === null) throw new RangeError(`${id} has no nickname`);
  return {
    id: `nickname-${nickname}`,
    text: `People call me the ${nickname}.`,
    facts: [nicknameFact(nickname)],
  };
}

/** "I am worth 5 cents." */
export function valueClue(id: PieceId): Clue {
  const { value } = pieces[id];
  return {
    id: `value-${value}`,
    text: `I am worth ${speakAmount(value)}.`,
    facts: [valueFact(value)],
  };
}

/** "I am a coin." / "I am a bill." */
export function kindClue(id: PieceId): Clue {
  const { kind } = pieces[id];
  return { id: `kind-${kind}`, text: `I am a ${kind}.`, facts: [kindFact(kind)] };
}

/** Pairs of pieces where `count` of the smaller make the bigger, as step 3 asks about them. */
export const valueRelations: readonly {
  readonly part: PieceId;
  readonly whole: PieceId;
  readonly count: number;
}[] = [
  { part: 'nickel', whole: 'dime', count: 2 },
  { part: 'nickel', whole: 'quarter', count: 5 },
  { part: 'dime', whole: 'loonie', count: 10 },
  { part: 'quarter', whole: 'loonie', count: 4 },
  { part: 'loonie', whole: 'toonie', count: 2 },
  { part: 'loonie', whole: 'bill-5', count: 5 },
  { part: 'loonie', whole: 'bill-10', count: 10 },
  { part: 'toonie', whole: 'bill-10', count: 5 },
  { part: 'toonie', whole: 'bill-20', count: 10 },
  { part: 'bill-5', whole: 'bill-10', count: 2 },
  { part: 'bill-5', whole: 'bill-20', count: 4 },
  { part: 'bill-10', whole: 'bill-20', count: 2 },
];

/** The value clues step 3 can give for a piece: "Four of me make a loonie.", "I am worth 2 nickels." */
export function valueRelationClues(id: PieceId): Clue[] {
  return valueRelations.flatMap(({ part, whole, count }): Clue[] => {
    if (part === id) {
      return [
        {
          id: `makes-${count}-${whole}`,
          text: `${numberWordCapitalized(count)} of me make a ${pieces[whole].name}.`,
          facts: [makesFact(count, whole)],
        },
      ];
    }
    if (whole === id) {
      return [
        {
          id: `worth-${count}-${part}`,
          text: `I am worth ${count} ${pieces[part].plural}.`,
          facts: [worthFact(count, part)],
        },
      ];
    }
    return [];
  });
}

/**
 * Step 4, picture side up: one clue of size against value (or colour and value for a bill),
 * two facts at once, and one more clue.
 */
export const sizeAgainstValueClues: Readonly<Partial<Record<PieceId, readonly Clue[]>>> = {
  dime: [
    {
      id: 'smallest-worth-more-than-nickel',
      text: 'I am the smallest coin, but I am worth more than the beaver coin.',
      facts: [sizeEndFact('smallest'), worthComparedFact('nickel', 'more')],
    },
    colourClue('dime'),
  ],
  nickel: [
    {
      id: 'bigger-than-dime-worth-less',
      text: 'I am bigger than the dime, but I am worth less than the dime.',
      facts: [sizeComparedFact('dime', 'bigger'), worthComparedFact('dime', 'less')],
    },
    colourClue('nickel'),
  ],
  quarter: [
    {
      id: 'bigger-than-nickel-worth-more-than-dime',
      text: 'I am bigger than the nickel, and I am worth more than the dime.',
      facts: [sizeComparedFact('nickel', 'bigger'), worthComparedFact('dime', 'more')],
    },
    colourClue('quarter'),
  ],
  loonie: [
    {
      id: 'smaller-than-toonie-worth-more-than-quarter',
      text: 'I am smaller than the toonie, but I am worth more than the quarter.',
      facts: [sizeComparedFact('toonie', 'smaller'), worthComparedFact('quarter', 'more')],
    },
    kindClue('loonie'),
  ],
  toonie: [
    {
      id: 'bigger-than-loonie-worth-2-loonies',
      text: 'I am a coin bigger than the loonie, and I am worth 2 loonies.',
      facts: [sizeComparedFact('loonie', 'bigger'), worthFact(2, 'loonie')],
    },
    shapeClue('toonie'),
  ],
  'bill-5': [
    {
      id: 'blue-worth-5-loonies',
      text: 'I am blue, and I am worth 5 loonies.',
      facts: [colourFact('blue'), worthFact(5, 'loonie')],
    },
    kindClue('bill-5'),
  ],
  'bill-10': [
    {
      id: 'purple-worth-10-loonies',
      text: 'I am purple, and I am worth 10 loonies.',
      facts: [colourFact('purple'), worthFact(10, 'loonie')],
    },
    kindClue('bill-10'),
  ],
  'bill-20': [
    {
      id: 'green-worth-2-tens',
      text: 'I am green, and I am worth 2 $10 bills.',
      facts: [colourFact('green'), worthFact(2, 'bill-10')],
    },
    kindClue('bill-20'),
  ],
};

/** Step 4, King side up: only size, colour and shape, since the pictures are hidden. */
export const kingSideClues: Readonly<Record<(typeof coinIds)[number], readonly Clue[]>> = {
  dime: [
    { id: 'smallest', text: 'I am the smallest coin.', facts: [sizeEndFact('smallest')] },
    colourClue('dime'),
  ],
  nickel: [
    {
      id: 'between-dime-and-quarter',
      text: 'I am bigger than the dime, but smaller than the quarter.',
      facts: [sizeComparedFact('dime', 'bigger'), sizeComparedFact('quarter', 'smaller')],
    },
    colourClue('nickel'),
  ],
  quarter: [
    {
      id: 'biggest-silver',
      text: 'I am the biggest silver coin.',
      facts: [biggestOfColourFact('silver')],
    },
    shapeClue('quarter'),
  ],
  loonie: [shapeClue('loonie'), colourClue('loonie')],
  toonie: [
    { id: 'biggest', text: 'I am the biggest coin.', facts: [sizeEndFact('biggest')] },
    colourClue('toonie'),
  ],
};
