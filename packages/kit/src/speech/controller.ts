import {
  createBrowserSpeechEngine,
  pickVoice,
  type SpeechEngine,
  type SpeechVoice,
} from './engine';
import { parseAutoRead, READ_ALOUD_STORAGE_KEY, serializeAutoRead } from './settings';

/**
 * Whether read-aloud can speak: `ready` (a voice, or the browser's choice), `loading`
 * (speech exists but no voice has loaded yet), `no-voice` (none came) or `unsupported`.
 */
export type SpeechStatus = 'ready' | 'loading' | 'no-voice' | 'unsupported';

/** What the last request to speak did. */
export type SpeakOutcome = 'spoken' | 'no-voice' | 'unsupported' | 'skipped';

/** The explanation read-aloud buttons show when nothing can be spoken. */
export const noVoiceMessage = 'This browser has no voice for reading aloud.';

/** Read-aloud's observable state. */
export interface ReadAloudSnapshot {
  readonly status: SpeechStatus;
  readonly voice: SpeechVoice | null;
  /** "Read prompts aloud automatically"; default on. */
  readonly autoRead: boolean;
  /** The child has pressed or tapped something on the page (browsers need that gesture). */
  readonly interacted: boolean;
}

/** Options of a single request to speak. */
export interface SpeakOptions {
  /** Default 0.9, a little slower for young listeners. */
  readonly rate?: number;
}

/** Read-aloud's state and actions, shaped for `useSyncExternalStore`. */
export interface ReadAloudController {
  getSnapshot(): ReadAloudSnapshot;
  subscribe(listener: () => void): () => void;
  /** Speaks now (a button press); waits briefly for voices that load late. */
  speak(text: string | readonly string[], options?: SpeakOptions): Promise<SpeakOutcome>;
  /** Speaks only if automatic reading is on and the child has interacted with the page. */
  speakAutomatically(text: string | readonly string[], options?: SpeakOptions): SpeakOutcome;
  cancel(): void;
  setAutoRead(autoRead: boolean): void;
  /** Records the first interaction (called from pointerdown/keydown listeners). */
  markInteracted(): void;
  /** Listens on `target` for the first pointerdown/keydown; returns the function that stops. */
  attach(target: Pick<Document, 'addEventListener' | 'removeEventListener'>): () => void;
  /** Stops speaking and stops listening to the engine. */
  destroy(): void;
}

/** Options of {@link createReadAloudController}. */
export interface ReadAloudControllerOptions {
  /** Default: the browser's Web Speech API. */
  readonly engine?: SpeechEngine;
  /** Where the setting is kept; default localStorage, null for memory only. */
  readonly storage?: Storage | null;
  /** Overrides the stored setting. */
  readonly autoRead?: boolean;
  /** Start as if the child had already interacted (stories, tests). Default false. */
  readonly interacted?: boolean;
  /** How long a press waits for voices that load late, in ms. Default 1500. */
  readonly voiceTimeoutMs?: number;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function toParts(text: string | readonly string[]): string[] {
  const parts = typeof text === 'string' ? [text] : [...text];
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Creates read-aloud's controller: the speech engine, the setting and the gesture rule. */
export function createReadAloudController(
  options: ReadAloudControllerOptions = {},
): ReadAloudController {
  const engine = options.engine ?? createBrowserSpeechEngine();
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const voiceTimeoutMs = options.voiceTimeoutMs ?? 1500;
  const listeners = new Set<() => void>();

  function readSetting(): boolean {
    if (options.autoRead !== undefined) return options.autoRead;
    try {
      return parseAutoRead(storage?.getItem(READ_ALOUD_STORAGE_KEY));
    } catch {
      return true;
    }
  }

  function voiceState(waited: boolean): Pick<ReadAloudSnapshot, 'status' | 'voice'> {
    if (!engine.supported) return { status: 'unsupported', voice: null };
    const voices = engine.getVoices();
    if (voices.length === 0) return { status: waited ? 'no-voice' : 'loading', voice: null };
    // With voices but none English, the browser still reads with its choice for en-CA.
    return { status: 'ready', voice: pickVoice(voices) };
  }

  let snapshot: ReadAloudSnapshot = {
    ...voiceState(false),
    autoRead: readSetting(),
    interacted: options.interacted ?? false,
  };

  function set(patch: Partial<ReadAloudSnapshot>): void {
    const next = { ...snapshot, ...patch };
    if (
      next.status === snapshot.status &&
      next.voice === snapshot.voice &&
      next.autoRead === snapshot.autoRead &&
      next.interacted === snapshot.interacted
    ) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function onVoices(): void {
    const state = voiceState(false);
    if (state.status === 'loading' && snapshot.status === 'no-voice') return;
    set(state);
  }

  // Voices are watched only while someone watches the controller (React effects may mount,
  // unmount and mount again); the state is refreshed whenever watching starts.
  let stopVoices: (() => void) | null = null;
  function watchVoices(): void {
    if (stopVoices === null) stopVoices = engine.onVoicesChanged(onVoices);
    onVoices();
  }
  function unwatchVoices(): void {
    stopVoices?.();
    stopVoices = null;
  }

  function say(parts: readonly string[], rate: number): void {
    engine.speak({ parts, voice: snapshot.voice, lang: snapshot.voice?.lang ?? 'en-CA', rate });
  }

  function waitForVoices(): Promise<void> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stop();
        resolve();
      };
      const stop = engine.onVoicesChanged(() => {
        if (engine.getVoices().length > 0) finish();
      });
      const timer = setTimeout(finish, voiceTimeoutMs);
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      watchVoices();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) unwatchVoices();
      };
    },
    async speak(text, speakOptions = {}) {
      const parts = toParts(text);
      if (parts.length === 0) return 'skipped';
      if (!engine.supported) return 'unsupported';
      if (engine.getVoices().length === 0) {
        await waitForVoices();
        set(voiceState(true));
        if (snapshot.status !== 'ready') return 'no-voice';
      }
      say(parts, speakOptions.rate ?? 0.9);
      return 'spoken';
    },
    speakAutomatically(text, speakOptions = {}) {
      const parts = toParts(text);
      if (parts.length === 0 || !snapshot.autoRead || !snapshot.interacted) return 'skipped';
      if (snapshot.status === 'loading') onVoices();
      if (snapshot.status === 'unsupported') return 'unsupported';
      if (snapshot.status !== 'ready') return 'no-voice';
      say(parts, speakOptions.rate ?? 0.9);
      return 'spoken';
    },
    cancel() {
      engine.cancel();
    },
    setAutoRead(autoRead) {
      try {
        storage?.setItem(READ_ALOUD_STORAGE_KEY, serializeAutoRead(autoRead));
      } catch {
        // Storage is full or blocked: the setting lasts for this visit.
      }
      if (!autoRead) engine.cancel();
      set({ autoRead });
    },
    markInteracted() {
      set({ interacted: true });
    },
    destroy() {
      engine.cancel();
      unwatchVoices();
      listeners.clear();
    },
    attach(target) {
      const onInteract = () => {
        set({ interacted: true });
        target.removeEventListener('pointerdown', onInteract, true);
        target.removeEventListener('keydown', onInteract, true);
      };
      if (snapshot.interacted) return () => {};
      target.addEventListener('pointerdown', onInteract, true);
      target.addEventListener('keydown', onInteract, true);
      return () => {
        target.removeEventListener('pointerdown', onInteract, true);
        target.removeEventListener('keydown', onInteract, true);
      };
    },
  };
}
