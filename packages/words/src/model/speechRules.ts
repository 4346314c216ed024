/**
 * The rules every utterance of the Words concept keeps (words.md, Speech), as a check that
 * tests run over everything a model or a Lingo hands to the synthesizer.
 */

// Letter teams and blends: two or three consonants the synthesizer would sound out alone.
const vowelLetters = /[aeiouy]/i;
// "buh", "duh", "sss", "shh", "mmm": a consonant sound written out.
const writtenPhoneme = /^(?:[b-df-hj-np-tv-z]{1,3}uh|([a-z])\1{2,}|shh+|hmm+)$/i;

function tokens(text: string): string[] {
  return text.split(/[^A-Za-z'-]+/).filter((token) => token !== '');
}

/**
 * Why an utterance must not be spoken, or null when it is fine: a bare lower-case letter
 * ("b", "a."), a lower-case letter inside a phrase ("s and h"; only the article "a" may stand
 * in a sentence), an upper-case letter that is not alone with its period ("B" or "small B"),
 * "Z." (read "zee"; its name is "Zed."), a letter team or blend alone ("sh", "ck", "fr"), or
 * a written-out phoneme ("buh", "sss").
 */
export function utteranceProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'it is blank';
  if (/^[A-Z]\.$/.test(trimmed)) {
    return trimmed === 'Z.' ? 'Z is spoken as "Zed."' : null;
  }
  const words = tokens(trimmed);
  if (words.length === 0) return null;
  for (const [index, word] of words.entries()) {
    if (/^[b-z]$/.test(word)) return `"${word}" is a bare lower-case letter`;
    if (word === 'a' && words.length === 1) return '"a" alone is a bare lower-case letter';
    // "I" is the word I, and "A" opening a sentence its article; any other capital alone is a
    // letter in a phrase.
    if (word === 'A' && index === 0 && words.length > 1) continue;
    if (/^[A-HJ-Z]$/.test(word)) {
      return `"${word}" is a letter inside a phrase (say its name alone: "${word}.")`;
    }
    if (word.length > 1 && !vowelLetters.test(word)) {
      return `"${word}" is a letter team or lone sound, never spoken alone`;
    }
    if (writtenPhoneme.test(word)) return `"${word}" is a written-out phoneme`;
    if (/^z$/i.test(word) || /^zee$/i.test(word)) return 'Z is spoken as "Zed."';
  }
  return null;
}

/** The text of an utterance given as a string or as `{ text, rate }`. */
export function utteranceText(utterance: string | { readonly text: string }): string {
  return typeof utterance === 'string' ? utterance : utterance.text;
}
