import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryRange, hasWords, splitSentences, wordRanges, type TextRange } from './sentences';

const texts = (text: string, ranges: readonly TextRange[]) =>
  ranges.map((range) => text.slice(range.start, range.end));

describe('splitSentences', () => {
  it('splits at full stops, question marks and exclamation marks before a capital', () => {
    const text = 'Sam has a red sled. Is it fast? Yes! It is.';
    expect(texts(text, splitSentences(text))).toEqual([
      'Sam has a red sled.',
      'Is it fast?',
      'Yes!',
      'It is.',
    ]);
  });

  it('gives each sentence its place in the text, white space left out', () => {
    expect(splitSentences('  Hi there.  Bye now.  ')).toEqual([
      { start: 2, end: 11 },
      { start: 13, end: 21 },
    ]);
  });

  it('keeps "Mr. Sam" and other titles in one sentence', () => {
    const text = 'Mr. Sam met Mrs. Lee and Dr. Roy. They waved.';
    expect(texts(text, splitSentences(text))).toEqual([
      'Mr. Sam met Mrs. Lee and Dr. Roy.',
      'They waved.',
    ]);
  });

  it('keeps decimals and times whole', () => {
    const text = 'The rope is 3.5 metres long. It was 4:30 p.m. on Monday.';
    expect(texts(text, splitSentences(text))).toEqual([
      'The rope is 3.5 metres long.',
      'It was 4:30 p.m. on Monday.',
    ]);
  });

  it('counts a quotation with its speaker as one sentence', () => {
    const text = '"Want to help us?" he asked. "Yes!" said Leah.';
    expect(texts(text, splitSentences(text))).toEqual([
      '"Want to help us?" he asked.',
      '"Yes!" said Leah.',
    ]);
  });

  it('splits before a sentence that starts with a number or a quotation', () => {
    const text = 'We counted. 12 geese flew by. “Look!” said Maya.';
    expect(texts(text, splitSentences(text))).toEqual([
      'We counted.',
      '12 geese flew by.',
      '“Look!” said Maya.',
    ]);
  });

  it('keeps ellipses and repeated marks with their sentence', () => {
    const text = 'Wait... then go. Really?! Yes.';
    expect(texts(text, splitSentences(text))).toEqual(['Wait... then go.', 'Really?!', 'Yes.']);
  });

  it('ends a sentence at a line break', () => {
    const text = 'The Red Sled\n\nSam has a sled.\nIt is red';
    expect(texts(text, splitSentences(text))).toEqual([
      'The Red Sled',
      'Sam has a sled.',
      'It is red',
    ]);
  });

  it('gives a letter name its own sentence and nothing for blank text', () => {
    expect(texts('B.', splitSentences('B.'))).toEqual(['B.']);
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n ')).toEqual([]);
  });

  it('covers the text in order, without overlap, leaving out only white space', () => {
    const alphabet = fc.constantFrom(
      ...'ab AZ.!?…"”’()\n\t3.Mr'.split(''),
      'Mr. ',
      '3.5',
      '... ',
      ' I',
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
        (text) => {
          const ranges = splitSentences(text);
          let covered = 0;
          for (const range of ranges) {
            expect(range.start).toBeGreaterThanOrEqual(covered);
            expect(range.end).toBeGreaterThan(range.start);
            expect(text.slice(covered, range.start).trim()).toBe('');
            const sentence = text.slice(range.start, range.end);
            expect(sentence).toBe(sentence.trim());
            covered = range.end;
          }
          expect(text.slice(covered).trim()).toBe('');
        },
      ),
    );
  });
});

describe('wordRanges', () => {
  it('finds words, keeping apostrophes and hyphens inside them', () => {
    const text = "Don't drop the yo-yo, Sam!";
    expect(texts(text, wordRanges(text))).toEqual(["Don't", 'drop', 'the', 'yo-yo', 'Sam']);
  });

  it('searches only between the bounds given', () => {
    const text = 'One two. Three four.';
    expect(texts(text, wordRanges(text, 9, 20))).toEqual(['Three', 'four']);
  });
});

describe('boundaryRange', () => {
  const text = 'Hi. The cat sat.';

  it('takes charLength as given, counted from the sentence start', () => {
    expect(boundaryRange(text, 4, 16, 4, 3)).toEqual({ start: 8, end: 11 });
  });

  it('finds the word itself when the browser gives no length', () => {
    expect(boundaryRange(text, 4, 16, 4)).toEqual({ start: 8, end: 11 });
    expect(boundaryRange(text, 4, 16, 8, 0)).toEqual({ start: 12, end: 15 });
  });

  it('skips a space or a quote the index points at', () => {
    expect(boundaryRange(text, 4, 16, 3)).toEqual({ start: 8, end: 11 });
  });

  it('stays inside the sentence, and gives null past its last word', () => {
    expect(boundaryRange(text, 4, 16, 8, 50)).toEqual({ start: 12, end: 16 });
    expect(boundaryRange(text, 4, 16, 11)).toBeNull();
    expect(boundaryRange(text, 4, 16, 99)).toBeNull();
  });

  it('always lands inside the sentence', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.nat(40),
        fc.nat(40),
        fc.integer({ min: -5, max: 60 }),
        fc.option(fc.integer({ min: -3, max: 60 })),
        (body, first, second, charIndex, charLength) => {
          const from = Math.min(first, second, body.length);
          const to = Math.min(Math.max(first, second), body.length);
          const range = boundaryRange(body, from, to, charIndex, charLength);
          if (range === null) return;
          expect(range.start).toBeGreaterThanOrEqual(from);
          expect(range.end).toBeLessThanOrEqual(to);
          expect(range.end).toBeGreaterThan(range.start);
        },
      ),
    );
  });
});

describe('hasWords', () => {
  it('is false for punctuation and white space only', () => {
    expect(hasWords(' ?! … ')).toBe(false);
    expect(hasWords('B.')).toBe(true);
    expect(hasWords('7')).toBe(true);
  });
});
