import {
  runPlayback,
  type NativeSpeechEvent,
  type PlaybackRun,
  type SpeechListener,
  type SpeechUtterance,
} from './playback';

/** A voice the speech engine can use. */
export interface SpeechVoice {
  readonly name: string;
  /** A BCP 47 tag such as `en-CA` (some systems write `en_CA`). */
  readonly lang: string;
  readonly default?: boolean;
  readonly localService?: boolean;
}

/**
 * One request to speak: its utterances are spoken in turn, each at its own rate (a letter
 * name at 0.9, then "as in ball." at 0.9; a word at 0.9, then again slowly at 0.6).
 */
export interface SpeakRequest {
  /** What to say, in order; indices in speech events count in this list. */
  readonly utterances: readonly SpeechUtterance[];
  /** The utterances' texts, trimmed, blanks left out (what older tests read). */
  readonly parts: readonly string[];
  /** The chosen voice, or null to let the browser choose for `lang`. */
  readonly voice: SpeechVoice | null;
  readonly lang: string;
  /** The request's own rate, used by utterances that name none: 0.9 for prompts. */
  readonly rate: number;
}

/** Builds a {@link SpeakRequest}, deriving `parts` from the utterances. */
export function createSpeakRequest(
  utterances: readonly SpeechUtterance[],
  options: { readonly voice: SpeechVoice | null; readonly lang: string; readonly rate: number },
): SpeakRequest {
  return {
    utterances,
    parts: utterances.map((utterance) => utterance.text.trim()).filter((part) => part !== ''),
    ...options,
  };
}

/**
 * What read-aloud needs from a speech synthesiser. The browser's Web Speech API is one
 * implementation; tests and stories inject {@link createFakeSpeechEngine}.
 */
export interface SpeechEngine {
  /** False when the platform has no speech synthesis at all. */
  readonly supported: boolean;
  /** The voices known now; may be empty until they load. */
  getVoices(): readonly SpeechVoice[];
  /** Voices can load late (`voiceschanged`); returns the function that stops listening. */
  onVoicesChanged(listener: () => void): () => void;
  /**
   * Speaks, cutting off anything still being spoken: the request cut off gets a `cancelled`
   * end before this returns. `listener` hears this request's events and always its `end`.
   */
  speak(request: SpeakRequest, listener?: SpeechListener): void;
  /** Stops speaking; the request cut off gets a `cancelled` end before this returns. */
  cancel(): void;
}

function normaliseLang(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

/** The languages read-aloud prefers, best first: Canadian English, then US and UK English. */
export const preferredLangs = ['en-CA', 'en-US', 'en-GB'] as const;

/**
 * Picks the voice to read with: an `en-CA` voice if there is one, else `en-US`, `en-GB`,
 * then any English voice; among equals a local (offline) voice, then the default one.
 * Null when there is no English voice.
 */
export function pickVoice(voices: readonly SpeechVoice[]): SpeechVoice | null {
  const rank = (voice: SpeechVoice): number => {
    const lang = normaliseLang(voice.lang);
    const exact = preferredLangs.findIndex((preferred) => preferred.toLowerCase() === lang);
    if (exact !== -1) return exact;
    return lang === 'en' || lang.startsWith('en-') ? preferredLangs.length : -1;
  };
  let best: SpeechVoice | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const langRank = rank(voice);
    if (langRank === -1) continue;
    const score = langRank * 4 + (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
    if (score < bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

interface SpeechWindow {
  readonly speechSynthesis?: SpeechSynthesis;
  readonly SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

/**
 * The browser's Web Speech API, feature-detected: `supported` is false when either
 * `speechSynthesis` or `SpeechSynthesisUtterance` is missing (old browsers, some WebViews).
 * Each sentence is spoken as its own native utterance (why: see `planSegments`).
 */
export function createBrowserSpeechEngine(
  target: SpeechWindow | undefined = typeof window === 'undefined' ? undefined : window,
): SpeechEngine {
  const synth = target?.speechSynthesis;
  const Utterance = target?.SpeechSynthesisUtterance;
  if (!synth || typeof Utterance !== 'function') {
    return {
      supported: false,
      getVoices: () => [],
      onVoicesChanged: () => () => {},
      speak: (_request, listener) => listener?.({ type: 'end', reason: 'not-spoken' }),
      cancel: () => {},
    };
  }
  const nativeVoices = (): SpeechSynthesisVoice[] => {
    try {
      return synth.getVoices();
    } catch {
      return [];
    }
  };

  interface Active {
    readonly run: PlaybackRun;
    // Chrome can garbage-collect an utterance nothing references while it is still queued,
    // and then never fires its `end`: the native utterances are held until the request ends.
    readonly utterances: readonly SpeechSynthesisUtterance[];
  }
  let active: Active | null = null;

  function stopActive(): void {
    const stopping = active;
    active = null;
    stopping?.run.feed({ type: 'cancel' });
  }

  return {
    supported: true,
    getVoices: nativeVoices,
    onVoicesChanged(listener) {
      synth.addEventListener?.('voiceschanged', listener);
      return () => synth.removeEventListener?.('voiceschanged', listener);
    },
    speak(request, listener) {
      // Ended first, so the errors Chrome fires for the cut-off utterances reach a finished
      // playback and are ignored.
      stopActive();
      synth.cancel();
      const run = runPlayback(request.utterances, listener);
      if (run.state.ended) return;
      const voice = request.voice
        ? (nativeVoices().find(
            (candidate) =>
              candidate.name === request.voice?.name && candidate.lang === request.voice.lang,
          ) ?? null)
        : null;
      const feed = (event: NativeSpeechEvent) => {
        run.feed(event);
        const ended = run.state.ended;
        if (ended === null || active?.run !== run) return;
        active = null;
        // After a real failure the rest of the queue would still play: drop it.
        if (ended.reason === 'failed') synth.cancel();
      };
      const utterances = run.state.segments.map((segment, index) => {
        const utterance = new Utterance(segment.text);
        utterance.lang = voice?.lang ?? request.lang;
        if (voice) utterance.voice = voice;
        utterance.rate = segment.rate;
        utterance.addEventListener('start', () => feed({ type: 'start', segment: index }));
        utterance.addEventListener('boundary', (event) =>
          feed({
            type: 'boundary',
            segment: index,
            name: event.name,
            charIndex: event.charIndex,
            charLength: event.charLength,
          }),
        );
        utterance.addEventListener('end', () => feed({ type: 'end', segment: index }));
        utterance.addEventListener('error', (event) =>
          feed({ type: 'error', segment: index, error: event.error }),
        );
        return utterance;
      });
      active = { run, utterances };
      for (const utterance of utterances) synth.speak(utterance);
      // Chrome can stay paused after the tab was in the background; resume is harmless elsewhere.
      synth.resume();
    },
    cancel() {
      stopActive();
      synth.cancel();
    },
  };
}

export {
  createFakeSpeechEngine,
  createMemorySpeechEngine,
  type FakeSpeechEngine,
  type FakeSpeechEngineOptions,
  type MemorySpeechEngine,
  type MemorySpeechEngineOptions,
  type SpokenUtterance,
} from './fakeEngine';
