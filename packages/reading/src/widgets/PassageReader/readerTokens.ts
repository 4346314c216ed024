/**
 * The tappable words of a sentence: each word once, except that a spoken form ("−25 °C") is
 * one token, tapped and highlighted whole, and spoken as its spoken form.
 */
import { wordRanges, type TextRange } from '@lingos/kit';
import type { StoryWord } from '../../model/passages';
import { shownRange, toSpoken } from '../../model/spokenForms';

/** One tappable word of a sentence. */
export interface ReaderToken extends TextRange {
  /** What is spoken when it is tapped. */
  readonly spoken: string;
  /** The story word it is, to show with its picture; null for any other word. */
  readonly storyWord: StoryWord | null;
}

function storyWordOf(word: string, storyWords: readonly StoryWord[]): StoryWord | null {
  const plain = word.toLowerCase();
  return (
    storyWords.find((story) => {
      const base = story.word.toLowerCase();
      return plain === base || plain === `${base}s` || plain === `${base}es`;
    }) ?? null
  );
}

/** The tokens of `sentence`, in order. */
export function sentenceTokens(
  sentence: string,
  say: Readonly<Record<string, string>>,
  storyWords: readonly StoryWord[],
): ReaderToken[] {
  const tokens: ReaderToken[] = [];
  for (const piece of toSpoken(sentence, say).pieces) {
    if (piece.replaced) {
      tokens.push({
        ...piece.shown,
        spoken: say[sentence.slice(piece.shown.start, piece.shown.end)] ?? '',
        storyWord: null,
      });
      continue;
    }
    for (const range of wordRanges(sentence, piece.shown.start, piece.shown.end)) {
      const word = sentence.slice(range.start, range.end);
      tokens.push({ ...range, spoken: word, storyWord: storyWordOf(word, storyWords) });
    }
  }
  return tokens;
}

/**
 * The tokens a word the voice reports covers: `range` counts in the spoken sentence
 * (`spokenForm(sentence, say)`), as the voice's boundary events do.
 */
export function tokensSpoken(
  sentence: string,
  say: Readonly<Record<string, string>>,
  tokens: readonly ReaderToken[],
  range: TextRange,
): number[] {
  const shown = shownRange(toSpoken(sentence, say), range);
  if (!shown) return [];
  return tokens.flatMap((token, index) =>
    token.start < shown.end && token.end > shown.start ? [index] : [],
  );
}
