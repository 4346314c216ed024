/**
 * Spoken forms (reading.md: "Numbers, units and symbols carry a spoken-form override"). They
 * apply to what is spoken, never to what is shown: the reader speaks `spoken.text` and maps
 * each word the voice reports back to the shown text, so "−25 °C" lights up whole while the
 * voice says "minus twenty-five degrees Celsius".
 */
import type { TextRange } from '@lingos/kit';

/** A stretch of spoken text and the stretch of shown text it stands for. */
export interface SpokenPiece {
  readonly spoken: TextRange;
  readonly shown: TextRange;
  /** Whether a spoken form replaced the shown text here. */
  readonly replaced: boolean;
}

/** A shown text as spoken, with the map back to what is shown. */
export interface SpokenText {
  readonly text: string;
  readonly pieces: readonly SpokenPiece[];
}

/**
 * Applies the spoken forms to `shown`: each key found in the text (the longest first where two
 * start at the same place) is replaced by its spoken form; the rest is kept as it is.
 */
export function toSpoken(shown: string, say: Readonly<Record<string, string>>): SpokenText {
  const keys = Object.keys(say)
    .filter((key) => key !== '')
    .sort((a, b) => b.length - a.length);
  const pieces: SpokenPiece[] = [];
  let text = '';
  let plainStart = 0;
  let index = 0;
  const flushPlain = (end: number) => {
    if (end > plainStart) {
      pieces.push({
        spoken: { start: text.length, end: text.length + end - plainStart },
        shown: { start: plainStart, end },
        replaced: false,
      });
      text += shown.slice(plainStart, end);
    }
  };
  while (index < shown.length) {
    const key = keys.find((candidate) => shown.startsWith(candidate, index));
    if (key === undefined) {
      index += 1;
      continue;
    }
    flushPlain(index);
    const spoken = say[key] ?? key;
    pieces.push({
      spoken: { start: text.length, end: text.length + spoken.length },
      shown: { start: index, end: index + key.length },
      replaced: true,
    });
    text += spoken;
    index += key.length;
    plainStart = index;
  }
  flushPlain(shown.length);
  return { text, pieces };
}

/** The spoken form of a text, for speaking only. */
export function spokenForm(shown: string, say: Readonly<Record<string, string>>): string {
  return toSpoken(shown, say).text;
}

/**
 * The shown stretch for a stretch of the spoken text (a word the voice reports): a word inside
 * a spoken form maps to the whole shown form; a plain word maps to itself. Null when the
 * range lies outside the text.
 */
export function shownRange(spoken: SpokenText, range: TextRange): TextRange | null {
  const inside = spoken.pieces.filter(
    (piece) => piece.spoken.start < range.end && piece.spoken.end > range.start,
  );
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return null;
  const start = first.replaced
    ? first.shown.start
    : first.shown.start + Math.max(0, range.start - first.spoken.start);
  const end = last.replaced
    ? last.shown.end
    : last.shown.start + Math.min(last.spoken.end, range.end) - last.spoken.start;
  return { start, end };
}
