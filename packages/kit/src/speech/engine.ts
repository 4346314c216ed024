/** A voice the speech engine can use. */
export interface SpeechVoice {
  readonly name: string;
  /** A BCP 47 tag such as `en-CA` (some systems write `en_CA`). */
  readonly lang: string;
  readonly default?: boolean;
  readonly localService?: boolean;
}

/** One request to speak: several parts are spoken in turn, like separate sentences. */
export interface SpeakRequest {
  readonly parts: readonly string[];
  /** The chosen voice, or null to let the browser choose for `lang`. */
  readonly voice: SpeechVoice | null;
  readonly lang: string;
  /** 1 is normal; prompts for young children use 0.9, a slow replay 0.6. */
  readonly rate: number;
}

/**
 * What read-aloud needs from a speech synthesiser. The browser's Web Speech API is one
 * implementation; tests and stories inject {@link createMemorySpeechEngine}.
 */
export interface SpeechEngine {
  /** False when the platform has no speech synthesis at all. */
  readonly supported: boolean;
  /** The voices known now; may be empty until they load. */
  getVoices(): readonly SpeechVoice[];
  /** Voices can load late (`voiceschanged`); returns the function that stops listening. */
  onVoicesChanged(listener: () => void): () => void;
  /** Speaks, cutting off anything still being spoken. */
  speak(request: SpeakRequest): void;
  /** Stops speaking. */
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
      speak: () => {},
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
  return {
    supported: true,
    getVoices: nativeVoices,
    onVoicesChanged(listener) {
      synth.addEventListener?.('voiceschanged', listener);
      return () => synth.removeEventListener?.('voiceschanged', listener);
    },
    speak(request) {
      synth.cancel();
      const voice = request.voice
        ? (nativeVoices().find(
            (candidate) =>
              candidate.name === request.voice?.name && candidate.lang === request.voice.lang,
          ) ?? null)
        : null;
      for (const part of request.parts) {
        const utterance = new Utterance(part);
        utterance.lang = voice?.lang ?? request.lang;
        if (voice) utterance.voice = voice;
        utterance.rate = request.rate;
        synth.speak(utterance);
      }
      // Chrome can stay paused after the tab was in the background; resume is harmless elsewhere.
      synth.resume();
    },
    cancel() {
      synth.cancel();
    },
  };
}

/** A speech engine that only records what it was asked to say, for tests and stories. */
export interface MemorySpeechEngine extends SpeechEngine {
  /** Every request, oldest first. */
  readonly spoken: SpeakRequest[];
  /** How many times speech was cancelled. */
  readonly cancelled: number;
  /** Replaces the voices and fires `voiceschanged`, as a browser does when they load. */
  setVoices(voices: readonly SpeechVoice[]): void;
}

/** Options of {@link createMemorySpeechEngine}. */
export interface MemorySpeechEngineOptions {
  /** Default true. */
  readonly supported?: boolean;
  /** Default one `en-CA` voice. */
  readonly voices?: readonly SpeechVoice[];
}

/** A fake {@link SpeechEngine} that records requests; inject it in tests and stories. */
export function createMemorySpeechEngine(
  options: MemorySpeechEngineOptions = {},
): MemorySpeechEngine {
  let voices: readonly SpeechVoice[] = options.voices ?? [
    { name: 'Test Canadian English', lang: 'en-CA', default: true, localService: true },
  ];
  const listeners = new Set<() => void>();
  const spoken: SpeakRequest[] = [];
  let cancelled = 0;
  const supported = options.supported ?? true;
  return {
    supported,
    spoken,
    get cancelled() {
      return cancelled;
    },
    getVoices: () => (supported ? voices : []),
    onVoicesChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    speak(request) {
      if (supported) spoken.push(request);
    },
    cancel() {
      cancelled += 1;
    },
    setVoices(next) {
      voices = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
