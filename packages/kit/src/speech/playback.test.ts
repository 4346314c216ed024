import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  followSpeech,
  initialPlayback,
  planSegments,
  runPlayback,
  stepPlayback,
  type NativeSpeechEvent,
  type PlaybackState,
  type SpeechEvent,
  type SpeechUtterance,
} from './playback';

/** Feeds native events one by one and collects every speech event reported. */
function play(
  utterances: readonly SpeechUtterance[],
  natives: readonly NativeSpeechEvent[],
): { state: PlaybackState; events: SpeechEvent[] } {
  let state = initialPlayback(utterances);
  const events: SpeechEvent[] = [];
  for (const native of natives) {
    const result = stepPlayback(state, native);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

const passage: SpeechUtterance[] = [{ text: 'The cat sat. It purred.', rate: 0.9 }];

describe('planSegments', () => {
  it('speaks each sentence of each utterance on its own, at the utterance rate', () => {
    const segments = planSegments([
      { text: 'B.', rate: 0.9 },
      { text: '   ', rate: 0.9 },
      { text: 'as in ball. Bounce it!', rate: 0.6 },
    ]);
    expect(segments).toEqual([
      { utterance: 0, sentence: 0, start: 0, end: 2, text: 'B.', rate: 0.9 },
      { utterance: 2, sentence: 0, start: 0, end: 11, text: 'as in ball.', rate: 0.6 },
      { utterance: 2, sentence: 1, start: 12, end: 22, text: 'Bounce it!', rate: 0.6 },
    ]);
  });
});

describe('stepPlayback', () => {
  it('reports utterance, sentence and word events with indices in the utterance text', () => {
    const { events, state } = play(passage, [
      { type: 'start', segment: 0 },
      { type: 'boundary', segment: 0, name: 'word', charIndex: 0, charLength: 3 },
      { type: 'boundary', segment: 0, name: 'word', charIndex: 4, charLength: 3 },
      { type: 'end', segment: 0 },
      { type: 'start', segment: 1 },
      { type: 'boundary', segment: 1, name: 'word', charIndex: 3 },
      { type: 'end', segment: 1 },
    ]);
    expect(events).toEqual([
      { type: 'utterance-start', utterance: 0 },
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'boundaries', boundaries: 'word' },
      { type: 'word', utterance: 0, charIndex: 0, charLength: 3, start: 0, end: 3 },
      { type: 'word', utterance: 0, charIndex: 4, charLength: 3, start: 4, end: 7 },
      { type: 'sentence', utterance: 0, sentence: 1, start: 13, end: 23 },
      // "It purred." starts at 13: the browser's index 3 is "purred", without a length.
      { type: 'word', utterance: 0, charIndex: 16, charLength: null, start: 16, end: 22 },
      { type: 'utterance-end', utterance: 0, boundaries: 'word' },
      { type: 'end', reason: 'finished' },
    ]);
    expect(state.boundaries).toBe('word');
  });

  it('falls back to sentences when the voice sends no word boundaries', () => {
    const { events, state } = play(passage, [
      { type: 'start', segment: 0 },
      { type: 'end', segment: 0 },
      { type: 'start', segment: 1 },
      { type: 'end', segment: 1 },
    ]);
    expect(events).toEqual([
      { type: 'utterance-start', utterance: 0 },
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'boundaries', boundaries: 'none' },
      { type: 'sentence', utterance: 0, sentence: 1, start: 13, end: 23 },
      { type: 'utterance-end', utterance: 0, boundaries: 'none' },
      { type: 'end', reason: 'finished' },
    ]);
    expect(state.boundaries).toBe('none');
  });

  it('ignores sentence boundaries: each segment is a sentence already', () => {
    const { events, state } = play(passage, [
      { type: 'start', segment: 0 },
      { type: 'boundary', segment: 0, name: 'sentence', charIndex: 0, charLength: 12 },
    ]);
    expect(events.map((event) => event.type)).toEqual(['utterance-start', 'sentence']);
    expect(state.boundaries).toBe('unknown');
  });

  it('takes an unnamed boundary (older engines) as a word', () => {
    const { events } = play(passage, [
      { type: 'start', segment: 0 },
      { type: 'boundary', segment: 0, name: '', charIndex: 4 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'word', start: 4, end: 7 });
  });

  it('ends each utterance before the next starts', () => {
    const { events } = play(
      [
        { text: 'B.', rate: 0.9 },
        { text: 'as in ball.', rate: 0.9 },
      ],
      [
        { type: 'start', segment: 0 },
        { type: 'end', segment: 0 },
        { type: 'start', segment: 1 },
        { type: 'end', segment: 1 },
      ],
    );
    expect(events.filter((event) => event.type !== 'sentence')).toEqual([
      { type: 'utterance-start', utterance: 0 },
      { type: 'boundaries', boundaries: 'none' },
      { type: 'utterance-end', utterance: 0, boundaries: 'none' },
      { type: 'utterance-start', utterance: 1 },
      { type: 'utterance-end', utterance: 1, boundaries: 'none' },
      { type: 'end', reason: 'finished' },
    ]);
  });

  it('takes "interrupted" and "canceled" errors as a cancel, not a failure', () => {
    for (const error of ['interrupted', 'canceled']) {
      const { events } = play(passage, [
        { type: 'start', segment: 0 },
        { type: 'error', segment: 0, error },
        { type: 'error', segment: 1, error: 'canceled' },
      ]);
      expect(events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
      expect(events.filter((event) => event.type === 'end')).toHaveLength(1);
    }
  });

  it('fails with the browser error code', () => {
    const { events } = play(passage, [{ type: 'error', segment: 0, error: 'synthesis-failed' }]);
    expect(events).toEqual([{ type: 'end', reason: 'failed', error: 'synthesis-failed' }]);
  });

  it('ignores everything after the end, such as errors for utterances already cancelled', () => {
    const { events } = play(passage, [
      { type: 'start', segment: 0 },
      { type: 'cancel' },
      { type: 'error', segment: 0, error: 'interrupted' },
      { type: 'start', segment: 1 },
      { type: 'end', segment: 1 },
    ]);
    expect(events.map((event) => event.type)).toEqual(['utterance-start', 'sentence', 'end']);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'cancelled' });
  });

  it('catches up when the browser skips a start or an end', () => {
    const { events } = play(passage, [{ type: 'end', segment: 1 }]);
    expect(events.map((event) => event.type)).toEqual([
      'utterance-start',
      'sentence',
      'boundaries',
      'sentence',
      'utterance-end',
      'end',
    ]);
  });

  it('produces a well-formed stream whatever the browser sends', () => {
    const utterances = fc.array(
      fc.record({
        text: fc.constantFrom('B.', 'as in ball.', 'The cat sat. It purred!', ' ', 'Mr. Sam ran.'),
        rate: fc.constantFrom(0.6, 0.9),
      }),
      { minLength: 1, maxLength: 3 },
    );
    const native = fc.oneof(
      fc.record({ type: fc.constant('start' as const), segment: fc.integer({ min: -1, max: 6 }) }),
      fc.record({ type: fc.constant('end' as const), segment: fc.integer({ min: -1, max: 6 }) }),
      fc.record({
        type: fc.constant('boundary' as const),
        segment: fc.integer({ min: -1, max: 6 }),
        name: fc.constantFrom('word', 'sentence', ''),
        charIndex: fc.integer({ min: -2, max: 30 }),
        charLength: fc.option(fc.integer({ min: -1, max: 30 })),
      }),
      fc.record({
        type: fc.constant('error' as const),
        segment: fc.integer({ min: -1, max: 6 }),
        error: fc.constantFrom('interrupted', 'canceled', 'synthesis-failed'),
      }),
      fc.constant({ type: 'cancel' as const }),
    );
    fc.assert(
      fc.property(utterances, fc.array(native, { maxLength: 20 }), (given, natives) => {
        const { events } = play(given, natives);
        let open: number | null = null;
        let sentence: { utterance: number; start: number; end: number } | null = null;
        let lastSentence = -1;
        const ends = events.filter((event) => event.type === 'end');
        expect(ends.length).toBeLessThanOrEqual(1);
        if (ends.length === 1) expect(events.at(-1)?.type).toBe('end');
        for (const event of events) {
          switch (event.type) {
            case 'utterance-start':
              expect(open).toBeNull();
              open = event.utterance;
              lastSentence = -1;
              break;
            case 'sentence':
              expect(event.utterance).toBe(open);
              expect(event.sentence).toBe(lastSentence + 1);
              lastSentence = event.sentence;
              sentence = event;
              break;
            case 'word': {
              expect(event.utterance).toBe(open);
              const text = given[event.utterance]?.text ?? '';
              expect(event.start).toBeGreaterThanOrEqual(sentence?.start ?? Infinity);
              expect(event.end).toBeLessThanOrEqual(sentence?.end ?? -Infinity);
              expect(event.end).toBeLessThanOrEqual(text.length);
              break;
            }
            case 'utterance-end':
              expect(event.utterance).toBe(open);
              open = null;
              break;
            default:
              break;
          }
        }
      }),
    );
  });
});

describe('runPlayback', () => {
  it('ends at once when there is nothing to say', () => {
    const events: SpeechEvent[] = [];
    const run = runPlayback([{ text: ' … ', rate: 0.9 }], (event) => events.push(event));
    expect(events).toEqual([{ type: 'end', reason: 'finished' }]);
    expect(run.state.ended).toEqual({ type: 'end', reason: 'finished' });
  });
});

describe('followSpeech', () => {
  it('highlights the sentence, then each word in it, and nothing between utterances', () => {
    const steps = [
      { type: 'utterance-start', utterance: 0 },
      { type: 'sentence', utterance: 0, sentence: 0, start: 0, end: 12 },
      { type: 'word', utterance: 0, charIndex: 4, charLength: 3, start: 4, end: 7 },
      { type: 'utterance-end', utterance: 0, boundaries: 'word' },
    ] satisfies SpeechEvent[];
    const seen = [];
    let highlight = null;
    for (const event of steps) {
      highlight = followSpeech(highlight, event);
      seen.push(highlight);
    }
    expect(seen).toEqual([
      { utterance: 0, sentence: null, word: null },
      { utterance: 0, sentence: { start: 0, end: 12 }, word: null },
      { utterance: 0, sentence: { start: 0, end: 12 }, word: { start: 4, end: 7 } },
      null,
    ]);
  });

  it('clears the word when the next sentence starts and everything at the end', () => {
    const withWord = {
      utterance: 0,
      sentence: { start: 0, end: 12 },
      word: { start: 4, end: 7 },
    };
    expect(
      followSpeech(withWord, { type: 'sentence', utterance: 0, sentence: 1, start: 13, end: 23 }),
    ).toEqual({ utterance: 0, sentence: { start: 13, end: 23 }, word: null });
    expect(followSpeech(withWord, { type: 'boundaries', boundaries: 'word' })).toBe(withWord);
    expect(followSpeech(withWord, { type: 'end', reason: 'cancelled' })).toBeNull();
  });
});
