import type { ReadAloudController, SpeakOptions, SpeechText } from './controller';
import type { SpeechHandle } from './handle';
import type { SpeechEndReason } from './playback';

/** What the clip player needs of an audio element (`HTMLAudioElement` has all of it). */
export interface ClipAudio {
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

/** Makes the audio element for a clip URL; the default is `new Audio(src)`. */
export type CreateClipAudio = (src: string) => ClipAudio;

/** How a clip request ended, and whether the recording or the voice was heard. */
export interface ClipEnd {
  readonly via: 'clip' | 'speech';
  readonly reason: SpeechEndReason;
}

/** One request to play a clip (or its spoken fallback). */
export interface ClipPlayback {
  /** Resolves once, when the clip or the fallback speech ends, is stopped, or fails. */
  readonly ended: Promise<ClipEnd>;
  /** Stops it (nothing happens if a newer request has replaced it). */
  cancel(): void;
}

/** Plays short recorded clips, falling back to speech. */
export interface ClipPlayer {
  /**
   * Plays `src` when there is one; speaks `fallback` when there is none, the clip is not on
   * this origin, fails to load or to play, or the platform has no Audio. Stops anything
   * playing or being spoken first.
   */
  play(src: string | null | undefined, fallback: SpeechText, options?: SpeakOptions): ClipPlayback;
  /** Stops the clip or the fallback speech now playing. */
  stop(): void;
}

/** Options of {@link createClipPlayer}. */
export interface ClipPlayerOptions {
  /** The read-aloud controller that speaks fallbacks. */
  readonly controller: ReadAloudController;
  /** Default `new Audio(src)` where `Audio` exists, else no clips (always the fallback). */
  readonly createAudio?: CreateClipAudio | null;
  /** The only origin clips may come from; default this page's origin. */
  readonly origin?: string;
}

function defaultCreateAudio(): CreateClipAudio | null {
  return typeof Audio === 'function' ? (src) => new Audio(src) : null;
}

function pageOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/**
 * Whether a clip URL is on our own origin. Children's privacy: the app makes no requests to
 * other origins, so a clip elsewhere (or a `data:` URL, whose origin is opaque) is refused.
 */
function isOwnOrigin(src: string, origin: string | null): boolean {
  if (origin === null) return false;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Creates a {@link ClipPlayer}: one clip at a time, speech stopped first. */
export function createClipPlayer(options: ClipPlayerOptions): ClipPlayer {
  const { controller } = options;
  let stopCurrent: (() => void) | null = null;

  function stop(): void {
    const stopping = stopCurrent;
    stopCurrent = null;
    stopping?.();
  }

  return {
    stop,
    play(src, fallback, speakOptions = {}) {
      stop();
      controller.cancel();
      let resolveEnded: (end: ClipEnd) => void = () => {};
      const ended = new Promise<ClipEnd>((resolve) => {
        resolveEnded = resolve;
      });
      let finished = false;
      let audio: ClipAudio | null = null;
      let speech: SpeechHandle | null = null;

      const detach = () => {
        if (!audio) return;
        audio.removeEventListener('ended', onEnded);
        audio.removeEventListener('error', onError);
        audio.pause();
        audio = null;
      };
      const finish = (end: ClipEnd) => {
        if (finished) return;
        finished = true;
        detach();
        if (stopCurrent === cancel) stopCurrent = null;
        resolveEnded(end);
      };
      const speakFallback = () => {
        if (finished || speech) return;
        detach();
        const handle = controller.speak(fallback, speakOptions);
        speech = handle;
        void handle.ended.then((end) => finish({ via: 'speech', reason: end.reason }));
      };
      function onEnded() {
        finish({ via: 'clip', reason: 'finished' });
      }
      function onError() {
        speakFallback();
      }
      function cancel() {
        if (finished) return;
        detach();
        speech?.cancel();
        finish({ via: speech ? 'speech' : 'clip', reason: 'cancelled' });
      }
      stopCurrent = cancel;

      const createAudio =
        options.createAudio === undefined ? defaultCreateAudio() : options.createAudio;
      const origin = options.origin ?? pageOrigin();
      if (!src || !createAudio || !isOwnOrigin(src, origin)) {
        speakFallback();
        return { ended, cancel };
      }
      try {
        audio = createAudio(src);
        audio.addEventListener('ended', onEnded);
        audio.addEventListener('error', onError);
        // play() rejects when the clip cannot load or autoplay is refused; older engines throw.
        void Promise.resolve(audio.play()).catch(speakFallback);
      } catch {
        speakFallback();
      }
      return { ended, cancel };
    },
  };
}
