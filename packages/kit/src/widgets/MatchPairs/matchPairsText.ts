import type { MatchPairsItem, MatchPairsMark } from './matchPairsModel';

/** Every text MatchPairs gives assistive tech; a concept may word any of them. */
export interface MatchPairsTexts {
  /** An item's name: "nickel, joined with a beaver, right". */
  readonly itemName: (
    item: MatchPairsItem,
    partner: MatchPairsItem | undefined,
    mark: MatchPairsMark | undefined,
  ) => string;
  /** After a pair was made: "Nickel joined with a beaver." */
  readonly joined: (left: MatchPairsItem, right: MatchPairsItem) => string;
  /** After a pair was undone. */
  readonly parted: (left: MatchPairsItem, right: MatchPairsItem) => string;
  /** After an item was chosen, naming the column to choose its partner in. */
  readonly chosen: (item: MatchPairsItem, otherColumn: string) => string;
}

const markText: Record<MatchPairsMark, string> = { correct: 'right', incorrect: 'not right' };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The default texts, with any of them replaced by `overrides`. */
export function matchPairsTexts(overrides: Partial<MatchPairsTexts> = {}): MatchPairsTexts {
  return {
    itemName: (item, partner, mark) =>
      [
        item.label,
        partner ? `joined with ${partner.label}` : undefined,
        mark ? markText[mark] : undefined,
      ]
        .filter(Boolean)
        .join(', '),
    joined: (left, right) => `${capitalize(left.label)} joined with ${right.label}.`,
    parted: (left, right) => `${capitalize(left.label)} and ${right.label} are no longer joined.`,
    chosen: (item, otherColumn) =>
      `${capitalize(item.label)} chosen. Now choose its partner in ${otherColumn}.`,
    ...overrides,
  };
}
