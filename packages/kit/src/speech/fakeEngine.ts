import type { SpeakRequest, SpeechEngine, SpeechVoice } from './engine';
import {
  runPlayback,
  type NativeSpeechEvent,
  type PlaybackRun,
  type SpeechSegment,
} from './playback';
import { wordRanges } from './sentences';

/** One utterance the fake engine was asked to say: its trimmed text and its rate. */
export interface SpokenUtterance {
  readonly text: string;
  readonly rate: number;
}

/** Options of {@link createFakeSpeechEngine}. */
export interface FakeSpeechEngineOptions {
  /** Default true; false acts as a browser without speech synthesis. */
  readonly supported?: boolean;
  /** Default one `en-CA` voice; `[]` acts as voices that have not loaded. */
  readonly voices?: readonly SpeechVoice[];
  /** Default true; false acts as a voice that sends no word boundaries. */
  readonly wordBoundaries?: boolean;
}

/**
 * A {@link SpeechEngine} for tests and stories: it records what it is asked to say and
 * speaks nothing until the test drives it, sentence by sentence, as a browser would. Each
 * sentence of an utterance is one native utterance, as in the browser engine.
 */
export interface FakeSpeechEngine extends SpeechEngine {
  /** Every request, oldest first (each with its `utterances` and, trimmed, its `parts`). */
  readonly spoken: readonly SpeakRequest[];
  /** Every utterance of every request, in the order asked, with its rate; blanks left out. */
  readonly said: readonly SpokenUtterance[];
  /** How many times `cancel()` was called (a new request cutting in is not counted). */
  readonly cancelled: number;
  /** Whether a request is under way (not yet finished, cancelled or failed). */
  readonly speaking: boolean;
  /** The sentence being spoken now (started, not ended), or null. */
  readonly sentence: SpeechSegment | null;
  /** Replaces the voices and fires `voiceschanged`, as a browser does when they load. */
  setVoices(voices: readonly SpeechVoice[]): void;
  /** The next sentence starts (the first one of an utterance also starts the utterance). */
  startSentence(): void;
  /** A `word` boundary in the current sentence; `charIndex` counts from the sentence's start. */
  word(charIndex: number, charLength?: number): void;
  /** Any boundary, as the browser sends it (e.g. `sentence`, or an empty name). */
  boundary(name: string, charIndex: number, charLength?: number): void;
  /** The current sentence ends (the last one ends the request). */
  endSentence(): void;
  /** The browser reports an error on the current sentence; default `synthesis-failed`. */
  fail(error?: string): void;
  /** The browser cuts speech off (another tab or the system): an `interrupted` error. */
  interrupt(): void;
  /** Speaks the next sentence whole: start, a boundary per word (if the voice sends them), end. */
  playSentence(): void;
  /** Speaks every sentence left, to the end of the request. */
  finish(): void;
}

/** Creates a {@link FakeSpeechEngine}. */
export function createFakeSpeechEngine(options: FakeSpeechEngineOptions = {}): FakeSpeechEngine {
  let voices: readonly SpeechVoice[] = options.voices ?? [
    { name: 'Test Canadian English', lang: 'en-CA', default: true, localService: true },
  ];
  const supported = options.supported ?? true;
  const wordBoundaries = options.wordBoundaries ?? true;
  const voiceListeners = new Set<() => void>();
  const spoken: SpeakRequest[] = [];
  const said: SpokenUtterance[] = [];
  let cancelled = 0;
  let active: PlaybackRun | null = null;

  function feed(run: PlaybackRun, event: NativeSpeechEvent): void {
    run.feed(event);
    if (run.state.ended !== null && active === run) active = null;
  }

  function running(action: string): PlaybackRun {
    if (active === null) throw new Error(`Cannot ${action}: nothing is being spoken.`);
    return active;
  }

  function currentSentence(): SpeechSegment | null {
    const state = active?.state;
    if (!state || state.current < 0 || state.currentEnded) return null;
    return state.segments[state.current] ?? null;
  }

  function speaking(action: string): { run: PlaybackRun; segment: number } {
    const run = running(action);
    if (currentSentence() === null) {
      throw new Error(`Cannot ${action}: no sentence has started (call startSentence()).`);
    }
    return { run, segment: run.state.current };
  }

  const engine: FakeSpeechEngine = {
    supported,
    spoken,
    said,
    get cancelled() {
      return cancelled;
    },
    get speaking() {
      return active !== null;
    },
    get sentence() {
      return currentSentence();
    },
    getVoices: () => (supported ? voices : []),
    onVoicesChanged(listener) {
      voiceListeners.add(listener);
      return () => voiceListeners.delete(listener);
    },
    setVoices(next) {
      voices = next;
      for (const listener of [...voiceListeners]) listener();
    },
    speak(request, listener) {
      if (!supported) {
        listener?.({ type: 'end', reason: 'not-spoken' });
        return;
      }
      spoken.push(request);
      for (const utterance of request.utterances) {
        const text = utterance.text.trim();
        if (text !== '') said.push({ text, rate: utterance.rate });
      }
      const previous = active;
      active = null;
      previous?.feed({ type: 'cancel' });
      const run = runPlayback(request.utterances, listener);
      if (run.state.ended === null) active = run;
    },
    cancel() {
      cancelled += 1;
      const previous = active;
      active = null;
      previous?.feed({ type: 'cancel' });
    },
    startSentence() {
      const run = running('start a sentence');
      const next = run.state.current + 1;
      if (next >= run.state.segments.length) {
        throw new Error('Cannot start a sentence: every sentence has started.');
      }
      feed(run, { type: 'start', segment: next });
    },
    word(charIndex, charLength) {
      engine.boundary('word', charIndex, charLength);
    },
    boundary(name, charIndex, charLength) {
      const { run, segment } = speaking('send a boundary');
      feed(run, { type: 'boundary', segment, name, charIndex, charLength: charLength ?? null });
    },
    endSentence() {
      const { run, segment } = speaking('end a sentence');
      feed(run, { type: 'end', segment });
    },
    fail(error = 'synthesis-failed') {
      const run = running('fail');
      const { current, currentEnded } = run.state;
      const segment = current < 0 ? 0 : currentEnded ? current + 1 : current;
      feed(run, { type: 'error', segment, error });
    },
    interrupt() {
      engine.fail('interrupted');
    },
    playSentence() {
      engine.startSentence();
      const sentence = currentSentence();
      if (sentence && wordBoundaries) {
        for (const word of wordRanges(sentence.text)) {
          engine.word(word.start, word.end - word.start);
        }
      }
      engine.endSentence();
    },
    finish() {
      running('finish');
      while (active !== null) engine.playSentence();
    },
  };
  return engine;
}

/** The recording fake engine under its first name; the same as {@link createFakeSpeechEngine}. */
export const createMemorySpeechEngine = createFakeSpeechEngine;

/** The fake engine's type under its first name. */
export type MemorySpeechEngine = FakeSpeechEngine;

/** The fake engine's options under their first name. */
export type MemorySpeechEngineOptions = FakeSpeechEngineOptions;
