/**
 * The texts of a passage made of several (reading.md 3-2: "Two PassageReaders, side by side;
 * as tabs 'Text 1 / Text 2' on narrow screens"): each text as a passage of its own, with the
 * map between its sentence numbers and the whole passage's.
 */
import type { Passage } from '../../model/passages';

/** One text of a passage of several, ready for PassageReader. */
export interface PassageText {
  /** 1-based, as the Lingo calls it ("Text 1"). */
  readonly number: number;
  readonly title: string;
  /** "story", "information", "letter"... */
  readonly kind?: string;
  /** Index of its first sentence in the whole passage. */
  readonly first: number;
  readonly passage: Pick<Passage, 'title' | 'sentences' | 'storyWords' | 'say'>;
}

/** A passage's texts, in order; a passage without parts is one text. */
export function passageTexts(passage: Passage): PassageText[] {
  const parts = passage.parts?.length ? passage.parts : [{ title: passage.title, first: 0 }];
  return parts.map((part, index) => {
    const end = parts[index + 1]?.first ?? passage.sentences.length;
    return {
      number: index + 1,
      title: part.title,
      ...('kind' in part && part.kind ? { kind: part.kind } : {}),
      first: part.first,
      passage: {
        title: part.title,
        sentences: passage.sentences.slice(part.first, end),
        storyWords: passage.storyWords,
        say: passage.say,
      },
    };
  });
}

/** "a story", "a letter", "information": how a text's kind is said. */
export function kindPhrase(kind: string | undefined): string | null {
  if (!kind) return null;
  return /^(information|facts)$/.test(kind)
    ? kind
    : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

/** "Text 1: Bea Fixes Her Lodge, a story." (reading.md 3-2's text alternative). */
export function textName(text: PassageText): string {
  const kind = kindPhrase(text.kind);
  return `Text ${text.number}: ${text.title}${kind ? `, ${kind}` : ''}`;
}

/** The whole passage's sentence indices that fall in a text, as the text's own indices. */
export function localIndices(text: PassageText, indices: readonly number[]): number[] {
  const end = text.first + text.passage.sentences.length;
  return indices
    .filter((index) => index >= text.first && index < end)
    .map((index) => index - text.first);
}
