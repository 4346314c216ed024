/**
 * Canada's coins and bills as data: money.md's fact table, the single source for the art, the
 * clues and the text alternatives. Values are whole cents. No penny: Canada stopped making
 * it in 2013, so the smallest piece is the nickel.
 */

/** Every piece, smallest value first. */
export const pieceIds = [
  'nickel',
  'dime',
  'quarter',
  'loonie',
  'toonie',
  'bill-5',
  'bill-10',
  'bill-20',
  'bill-50',
  'bill-100',
] as const;
/** A coin or bill: `nickel` … `toonie`, `bill-5` … `bill-100`. */
export type PieceId = (typeof pieceIds)[number];

/** The five coins, smallest value first. */
export const coinIds = ['nickel', 'dime', 'quarter', 'loonie', 'toonie'] as const;
/** A coin. */
export type CoinId = (typeof coinIds)[number];

/** The five bills, smallest value first. */
export const billIds = ['bill-5', 'bill-10', 'bill-20', 'bill-50', 'bill-100'] as const;
/** A bill. */
export type BillId = (typeof billIds)[number];

/** Coin or bill. */
export const pieceKinds = ['coin', 'bill'] as const;
/** Coin or bill. */
export type PieceKind = (typeof pieceKinds)[number];

/** Which face is up: the picture (tails) or the King's head (heads). Bills have one face here. */
export const pieceSides = ['picture', 'king'] as const;
/** Which face of a coin is up. */
export type PieceSide = (typeof pieceSides)[number];

/** The colours a clue can name. */
export const pieceColours = [
  'silver',
  'gold',
  'silver and gold',
  'blue',
  'purple',
  'green',
  'red',
  'brown',
] as const;
/** A colour a clue can name ("I am a blue bill"). */
export type PieceColour = (typeof pieceColours)[number];

/** What the picture side shows; the art draws one motif per coin. */
export const pieceMotifs = ['beaver', 'bluenose', 'caribou', 'loon', 'polar-bear'] as const;
/** A coin's picture-side motif. */
export type PieceMotif = (typeof pieceMotifs)[number];

/** One coin or bill: everything the art, clues and text alternatives say about it. */
export interface PieceFacts {
  readonly id: PieceId;
  readonly kind: PieceKind;
  /** Its value in cents. */
  readonly value: number;
  /** Its name in a sentence: "loonie", "$5 bill". */
  readonly name: string;
  /** More than one: "loonies", "$5 bills". */
  readonly plural: string;
  /** Its name at the start of a sentence: "Loonie", "$5 bill". */
  readonly title: string;
  /** A drawer compartment's name: "Loonies", "Twenty-dollar bills". */
  readonly compartment: string;
  /** The nickname a clue may use ("People call me the loonie"), if it has one. */
  readonly nickname: string | null;
  readonly colour: PieceColour;
  /** How its colour is said: "silver-coloured", "two colours: silver ring, gold centre". */
  readonly colourWords: string;
  /** money.md's look column: "silver-coloured, round, thin". */
  readonly look: string;
  /** Coins: sides of its edge, 0 for round. Bills: 4. */
  readonly sides: number;
  /** The picture side in full: "the Bluenose, a sailing ship (schooner)"; null for bills. */
  readonly pictureSide: string | null;
  /** The picture in a few words for descriptions: "a sailing ship"; null for bills. */
  readonly picture: string | null;
  readonly motif: PieceMotif | null;
  /** Coins: diameter in mm. Bills: width in mm (all are 152.4 × 69.85 mm). */
  readonly sizeMm: number;
  /** Coins: 1 = smallest … 5 = largest. Bills are larger than every coin: 6. */
  readonly sizeRank: number;
  /** money.md's size words: "smallest", "2nd smallest", "middle" … "a bill". */
  readonly sizeWords: string;
  /** Its look without the picture, as a child sees it: "a small, thin, silver coin". */
  readonly appearance: string;
  /** Its look with the picture side up: "a small, thin, silver coin with a sailing ship". */
  readonly appearanceWithPicture: string;
}

/** A bill's width and height in mm (every Canadian polymer bill has the same size). */
export const billSizeMm = { width: 152.4, height: 69.85 } as const;

const bill = (
  dollars: 5 | 10 | 20 | 50 | 100,
  colour: PieceColour,
  compartment: string,
): PieceFacts => ({
  id: `bill-${dollars}`,
  kind: 'bill',
  value: dollars * 100,
  name: `$${dollars} bill`,
  plural: `$${dollars} bills`,
  title: `$${dollars} bill`,
  compartment,
  nickname: null,
  colour,
  colourWords: colour,
  look: `${colour}, smooth plastic, a see-through window`,
  sides: 4,
  pictureSide: null,
  picture: null,
  motif: null,
  sizeMm: billSizeMm.width,
  sizeRank: 6,
  sizeWords: 'a bill, bigger than every coin',
  appearance: `a ${colour} bill with a see-through window`,
  appearanceWithPicture: `a ${colour} bill with ${dollars} on it and a see-through window`,
});

/** The fact table, by id. */
export const pieces: Readonly<Record<PieceId, PieceFacts>> = {
  nickel: {
    id: 'nickel',
    kind: 'coin',
    value: 5,
    name: 'nickel',
    plural: 'nickels',
    title: 'Nickel',
    compartment: 'Nickels',
    nickname: null,
    colour: 'silver',
    colourWords: 'silver-coloured',
    look: 'silver-coloured, round',
    sides: 0,
    pictureSide: 'a beaver on a rock',
    picture: 'a beaver',
    motif: 'beaver',
    sizeMm: 21.2,
    sizeRank: 2,
    sizeWords: '2nd smallest',
    appearance: 'a medium silver coin',
    appearanceWithPicture: 'a medium silver coin with a beaver on a rock',
  },
  dime: {
    id: 'dime',
    kind: 'coin',
    value: 10,
    name: 'dime',
    plural: 'dimes',
    title: 'Dime',
    compartment: 'Dimes',
    nickname: null,
    colour: 'silver',
    colourWords: 'silver-coloured',
    look: 'silver-coloured, round, thin',
    sides: 0,
    pictureSide: 'the Bluenose, a sailing ship (schooner)',
    picture: 'a sailing ship',
    motif: 'bluenose',
    sizeMm: 18.03,
    sizeRank: 1,
    sizeWords: 'smallest',
    appearance: 'a small, thin, silver coin',
    appearanceWithPicture: 'a small, thin, silver coin with a sailing ship',
  },
  quarter: {
    id: 'quarter',
    kind: 'coin',
    value: 25,
    name: 'quarter',
    plural: 'quarters',
    title: 'Quarter',
    compartment: 'Quarters',
    nickname: null,
    colour: 'silver',
    colourWords: 'silver-coloured',
    look: 'silver-coloured, round',
    sides: 0,
    pictureSide: "a caribou's head",
    picture: "a caribou's head",
    motif: 'caribou',
    sizeMm: 23.88,
    sizeRank: 3,
    sizeWords: 'middle',
    appearance: 'a big silver coin',
    appearanceWithPicture: "a big silver coin with a caribou's head",
  },
  loonie: {
    id: 'loonie',
    kind: 'coin',
    value: 100,
    name: 'loonie',
    plural: 'loonies',
    title: 'Loonie',
    compartment: 'Loonies',
    nickname: 'loonie',
    colour: 'gold',
    colourWords: 'gold-coloured',
    look: 'gold-coloured, 11 sides',
    sides: 11,
    pictureSide: 'a loon, a water bird',
    picture: 'a loon',
    motif: 'loon',
    sizeMm: 26.5,
    sizeRank: 4,
    sizeWords: '2nd largest',
    appearance: 'a gold-coloured coin with 11 sides',
    appearanceWithPicture: 'a gold-coloured coin with 11 sides and a loon',
  },
  toonie: {
    id: 'toonie',
    kind: 'coin',
    value: 200,
    name: 'toonie',
    plural: 'toonies',
    title: 'Toonie',
    compartment: 'Toonies',
    nickname: 'toonie',
    colour: 'silver and gold',
    colourWords: 'two colours: silver ring, gold centre',
    look: 'two colours: silver ring, gold centre',
    sides: 0,
    pictureSide: 'a polar bear',
    picture: 'a polar bear',
    motif: 'polar-bear',
    sizeMm: 28,
    sizeRank: 5,
    sizeWords: 'largest',
    appearance: 'a big coin with a silver ring and a gold centre',
    appearanceWithPicture: 'a big coin with a silver ring, a gold centre and a polar bear',
  },
  'bill-5': bill(5, 'blue', 'Five-dollar bills'),
  'bill-10': bill(10, 'purple', 'Ten-dollar bills'),
  'bill-20': bill(20, 'green', 'Twenty-dollar bills'),
  'bill-50': bill(50, 'red', 'Fifty-dollar bills'),
  'bill-100': bill(100, 'brown', 'Hundred-dollar bills'),
};

/** The facts of one piece. */
export function piece(id: PieceId): PieceFacts {
  return pieces[id];
}

/** Whether a string names a piece (for data read from elsewhere). */
export function isPieceId(value: unknown): value is PieceId {
  return typeof value === 'string' && (pieceIds as readonly string[]).includes(value);
}

/** A piece's value in cents. */
export function pieceValue(id: PieceId): number {
  return pieces[id].value;
}

/** Whether the piece is a coin. */
export function isCoin(id: PieceId): id is CoinId {
  return pieces[id].kind === 'coin';
}

/** Pieces ordered by value, biggest first (stable for equal pieces). */
export function byValueDescending<T extends PieceId>(ids: readonly T[]): T[] {
  return [...ids].sort((a, b) => pieces[b].value - pieces[a].value);
}

/** The piece worth exactly `cents`, if there is one (500 → `bill-5`). */
export function pieceWorth(cents: number): PieceId | undefined {
  return pieceIds.find((id) => pieces[id].value === cents);
}
