import { boundaryRange, hasWords, splitSentences, type TextRange } from './sentences';

/** One utterance of a request: its text and its own speaking rate (1 is normal). */
export interface SpeechUtterance {
  readonly text: string;
  readonly rate: number;
}

/**
 * One sentence of an utterance, spoken as its own native utterance. `start` and `end` are
 * its place in the utterance's text.
 */
export interface SpeechSegment extends TextRange {
  /** Index of the utterance in the request. */
  readonly utterance: number;
  /** Index of the sentence in its utterance. */
  readonly sentence: number;
  /** The sentence itself, what the voice is given. */
  readonly text: string;
  readonly rate: number;
}

/**
 * Splits every utterance into sentences, each to be spoken on its own.
 *
 * Why one native utterance per sentence: the start of an utterance is the one event every
 * browser fires reliably, so a sentence can be highlighted even by a voice that sends no
 * boundary events (Chrome's network voices, many Android voices); Chrome may also never fire
 * `end` for a long utterance, and short ones avoid that. Blank utterances get no segment.
 */
export function planSegments(utterances: readonly SpeechUtterance[]): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  utterances.forEach((utterance, utteranceIndex) => {
    if (!hasWords(utterance.text)) return;
    splitSentences(utterance.text).forEach((range, sentence) => {
      segments.push({
        utterance: utteranceIndex,
        sentence,
        start: range.start,
        end: range.end,
        text: utterance.text.slice(range.start, range.end),
        rate: utterance.rate,
      });
    });
  });
  return segments;
}

/** Whether the voice reports words: `unknown` until a word boundary or a silent sentence. */
export type BoundarySupport = 'word' | 'none' | 'unknown';

/** How speech ended: all of it spoken, cut off, failed, or never started (see the outcome). */
export type SpeechEndReason = 'finished' | 'cancelled' | 'failed' | 'not-spoken';

/** The last event of every request, sent exactly once. */
export interface SpeechEndEvent {
  readonly type: 'end';
  readonly reason: SpeechEndReason;
  /** The browser's error code when `reason` is `failed` (e.g. `synthesis-failed`). */
  readonly error?: string;
}

/**
 * What happens while a request is spoken, in order. Character indices count in the text of
 * utterance `utterance` as it was given (not in the sentence the voice was handed).
 */
export type SpeechEvent =
  | { readonly type: 'utterance-start'; readonly utterance: number }
  | {
      readonly type: 'sentence';
      readonly utterance: number;
      readonly sentence: number;
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: 'word';
      readonly utterance: number;
      /** Where the browser says the word starts. */
      readonly charIndex: number;
      /** The browser's `charLength`, or null when it gives none. */
      readonly charLength: number | null;
      /** The word's range, from `charLength` or else found in the text. */
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'boundaries'; readonly boundaries: 'word' | 'none' }
  | {
      readonly type: 'utterance-end';
      readonly utterance: number;
      /** Whether this utterance got any word boundary. */
      readonly boundaries: 'word' | 'none';
    }
  | SpeechEndEvent;

/** Receives speech events. */
export type SpeechListener = (event: SpeechEvent) => void;

/** What a browser reports for one native utterance (a segment), or a cancel from our side. */
export type NativeSpeechEvent =
  | { readonly type: 'start'; readonly segment: number }
  | {
      readonly type: 'boundary';
      readonly segment: number;
      /** `word` or `sentence`; older engines leave it empty (taken as a word). */
      readonly name?: string;
      readonly charIndex: number;
      readonly charLength?: number | null;
    }
  | { readonly type: 'end'; readonly segment: number }
  | { readonly type: 'error'; readonly segment: number; readonly error: string }
  | { readonly type: 'cancel' };

/** The state of one request being spoken. */
export interface PlaybackState {
  readonly utterances: readonly SpeechUtterance[];
  readonly segments: readonly SpeechSegment[];
  /** The segment started last, or -1 before the first. */
  readonly current: number;
  /** Whether the current segment has ended (the next has not started yet). */
  readonly currentEnded: boolean;
  readonly wordsInSegment: number;
  readonly wordsInUtterance: number;
  readonly boundaries: BoundarySupport;
  readonly ended: SpeechEndEvent | null;
}

/** The state before anything is spoken. */
export function initialPlayback(utterances: readonly SpeechUtterance[]): PlaybackState {
  return {
    utterances,
    segments: planSegments(utterances),
    current: -1,
    currentEnded: false,
    wordsInSegment: 0,
    wordsInUtterance: 0,
    boundaries: 'unknown',
    ended: null,
  };
}

/**
 * Errors that mean "cut off", not "broken": Chrome fires `error` with `interrupted` on the
 * utterance being spoken and `canceled` on queued ones when `speechSynthesis.cancel()` runs
 * (ours, another tab's, or the system's).
 */
const cancelErrors = new Set(['interrupted', 'canceled', 'cancelled']);

interface Step {
  state: PlaybackState;
  readonly events: SpeechEvent[];
}

function beginSegment(step: Step, index: number): void {
  const segment = step.state.segments[index];
  if (!segment) return;
  if (segment.sentence === 0) {
    step.events.push({ type: 'utterance-start', utterance: segment.utterance });
  }
  step.events.push({
    type: 'sentence',
    utterance: segment.utterance,
    sentence: segment.sentence,
    start: segment.start,
    end: segment.end,
  });
  step.state = {
    ...step.state,
    current: index,
    currentEnded: false,
    wordsInSegment: 0,
    wordsInUtterance: segment.sentence === 0 ? 0 : step.state.wordsInUtterance,
  };
}

function finishSegment(step: Step): void {
  const { state } = step;
  const segment = state.segments[state.current];
  if (!segment || state.currentEnded) return;
  if (state.wordsInSegment === 0 && state.boundaries === 'unknown' && hasWords(segment.text)) {
    // A sentence with words went by without a single word boundary: this voice sends none,
    // so a reader highlights whole sentences from here on.
    step.events.push({ type: 'boundaries', boundaries: 'none' });
    step.state = { ...step.state, boundaries: 'none' };
  }
  const next = state.segments[state.current + 1];
  if (!next || next.utterance !== segment.utterance) {
    step.events.push({
      type: 'utterance-end',
      utterance: segment.utterance,
      boundaries: step.state.wordsInUtterance > 0 ? 'word' : 'none',
    });
  }
  step.state = { ...step.state, currentEnded: true };
  if (!next) end(step, { type: 'end', reason: 'finished' });
}

function end(step: Step, event: SpeechEndEvent): void {
  step.events.push(event);
  step.state = { ...step.state, ended: event };
}

/**
 * Brings the playback to segment `index`: ends the current one and any skipped on the way
 * (a browser that dropped a `start` or an `end` must not leave a listener mid-sentence).
 */
function advanceTo(step: Step, index: number): void {
  while (step.state.current < index && step.state.ended === null) {
    if (step.state.current >= 0 && !step.state.currentEnded) {
      finishSegment(step);
      continue;
    }
    beginSegment(step, step.state.current + 1);
  }
}

/** The segment an event may act on: null for an event about a segment already over. */
function reachSegment(step: Step, index: number): SpeechSegment | null {
  const { state } = step;
  if (!Number.isInteger(index) || index < 0 || index >= state.segments.length) return null;
  if (index < state.current || (index === state.current && state.currentEnded)) return null;
  if (index > state.current) advanceTo(step, index);
  return step.state.ended === null ? (step.state.segments[index] ?? null) : null;
}

/**
 * Feeds one native event into the playback and returns the new state and the events to
 * report, always well-formed: an utterance starts before its sentences, sentences come in
 * order, a word lies inside the sentence being spoken, and `end` comes once, last. Late or
 * repeated native events (Chrome sends errors for utterances we already cancelled) are
 * ignored.
 */
export function stepPlayback(
  state: PlaybackState,
  event: NativeSpeechEvent,
): { state: PlaybackState; events: SpeechEvent[] } {
  const step: Step = { state, events: [] };
  if (state.ended !== null) return step;
  switch (event.type) {
    case 'cancel':
      end(step, { type: 'end', reason: 'cancelled' });
      break;
    case 'start':
      reachSegment(step, event.segment);
      break;
    case 'boundary': {
      const segment = reachSegment(step, event.segment);
      // Each segment is one sentence already, so `sentence` boundaries add nothing; only
      // `word` boundaries (or the unnamed ones of older engines) count.
      if (!segment || event.name === 'sentence') break;
      const utteranceText = step.state.utterances[segment.utterance]?.text ?? '';
      const range = boundaryRange(
        utteranceText,
        segment.start,
        segment.end,
        event.charIndex,
        event.charLength,
      );
      const charIndex = Math.min(
        segment.start +
          (Number.isFinite(event.charIndex) ? Math.max(0, Math.trunc(event.charIndex)) : 0),
        segment.end,
      );
      if (step.state.boundaries !== 'word') {
        step.events.push({ type: 'boundaries', boundaries: 'word' });
      }
      step.state = {
        ...step.state,
        boundaries: 'word',
        wordsInSegment: step.state.wordsInSegment + 1,
        wordsInUtterance: step.state.wordsInUtterance + 1,
      };
      if (range) {
        step.events.push({
          type: 'word',
          utterance: segment.utterance,
          charIndex,
          charLength:
            event.charLength !== undefined && event.charLength !== null && event.charLength > 0
              ? event.charLength
              : null,
          start: range.start,
          end: range.end,
        });
      }
      break;
    }
    case 'end':
      if (reachSegment(step, event.segment)) finishSegment(step);
      break;
    case 'error': {
      // An error about a segment already over (or none of ours) is late news: ignore it.
      if (event.segment < step.state.current || event.segment >= step.state.segments.length) {
        break;
      }
      if (cancelErrors.has(event.error)) {
        end(step, { type: 'end', reason: 'cancelled' });
      } else {
        end(step, { type: 'end', reason: 'failed', error: event.error });
      }
      break;
    }
  }
  return step;
}

/** What a reader highlights: the sentence being spoken and, when the voice says, the word. */
export interface SpokenHighlight {
  readonly utterance: number;
  readonly sentence: TextRange | null;
  readonly word: TextRange | null;
}

/**
 * Follows speech events to what should be highlighted now; null between utterances and at
 * the end. Without word boundaries only the sentence is ever set: that is the fallback.
 */
export function followSpeech(
  highlight: SpokenHighlight | null,
  event: SpeechEvent,
): SpokenHighlight | null {
  switch (event.type) {
    case 'utterance-start':
      return { utterance: event.utterance, sentence: null, word: null };
    case 'sentence':
      return {
        utterance: event.utterance,
        sentence: { start: event.start, end: event.end },
        word: null,
      };
    case 'word':
      return {
        utterance: event.utterance,
        sentence: highlight?.utterance === event.utterance ? highlight.sentence : null,
        word: { start: event.start, end: event.end },
      };
    case 'utterance-end':
    case 'end':
      return null;
    case 'boundaries':
      return highlight;
  }
}

/** A request being spoken: feed it native events, it reports speech events in order. */
export interface PlaybackRun {
  readonly state: PlaybackState;
  feed(event: NativeSpeechEvent): void;
}

/**
 * Starts following one request. A request with no words to say ends (`finished`) at once.
 * This is the shared core of the browser engine and the fake one.
 */
export function runPlayback(
  utterances: readonly SpeechUtterance[],
  listener?: SpeechListener,
): PlaybackRun {
  let state = initialPlayback(utterances);
  const run: PlaybackRun = {
    get state() {
      return state;
    },
    feed(event) {
      const result = stepPlayback(state, event);
      state = result.state;
      for (const speechEvent of result.events) listener?.(speechEvent);
    },
  };
  if (state.segments.length === 0) {
    const ended: SpeechEndEvent = { type: 'end', reason: 'finished' };
    state = { ...state, ended };
    listener?.(ended);
  }
  return run;
}
