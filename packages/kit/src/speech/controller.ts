import {
  createBrowserSpeechEngine,
  createSpeakRequest,
  pickVoice,
  type SpeechEngine,
  type SpeechVoice,
} from './engine';
import { createSpeechHandle, type SpeechHandle, type SpeechHandleControl } from './handle';
import type { SpeechUtterance } from './playback';
import { hasWords } from './sentences';
import { parseAutoRead, READ_ALOUD_STORAGE_KEY, serializeAutoRead } from './settings';

/**
 * Whether read-aloud can speak: `ready` (a voice, or the browser's choice), `loading`
 * (speech exists but no voice has loaded yet), `no-voice` (none came) or `unsupported`.
 */
export type SpeechStatus = 'ready' | 'loading' | 'no-voice' | 'unsupported';

export type { SpeakOutcome } from './handle';

/** The rate of prompts: a little slower than normal for young listeners. */
export const promptRate = 0.9;

/** The rate of a "slow" replay. */
export const slowRate = 0.6;

/** One utterance to speak, with its own rate if it differs from the request's. */
export interface UtteranceInput {
  readonly text: string;
  readonly rate?: number;
}

/**
 * What to speak: one text, or several utterances spoken in turn, each a text or a text with
 * its own rate (`['B.', 'as in ball.']`, or `[{ text: 'ship' }, { text: 'ship', rate: 0.6 }]`).
 */
export type SpeechText = string | readonly (string | UtteranceInput)[];

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
  /** The rate of utterances that name none; default 0.9 ({@link promptRate}). */
  readonly rate?: number;
}

/** Read-aloud's state and actions, shaped for `useSyncExternalStore`. */
export interface ReadAloudController {
  getSnapshot(): ReadAloudSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Speaks now (a button press), cutting off any earlier request; waits briefly for voices
   * that load late. Blank text is skipped and cuts nothing off.
   */
  speak(text: SpeechText, options?: SpeakOptions): SpeechHandle;
  /**
   * Speaks only if automatic reading is on and the child has interacted with the page; the
   * handle's outcome is settled before this returns.
   */
  speakAutomatically(text: SpeechText, options?: SpeakOptions): SpeechHandle;
  /** Stops whatever is being spoken, or waiting for voices. */
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

/** The utterances of a request, each with its rate; texts are kept as given. */
export function toUtterances(text: SpeechText, rate: number = promptRate): SpeechUtterance[] {
  const items = typeof text === 'string' ? [text] : text;
  return items.map((item) =>
    typeof item === 'string' ? { text: item, rate } : { text: item.text, rate: item.rate ?? rate },
  );
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

  // The request handed to the engine (or waiting for voices) that a new one replaces.
  let current: SpeechHandleControl | null = null;

  function begin(text: SpeechText, speakOptions: SpeakOptions) {
    const rate = speakOptions.rate ?? promptRate;
    const utterances = toUtterances(text, rate);
    const control = createSpeechHandle(utterances, () => engine.cancel());
    const say = () => {
      control.settle('spoken');
      engine.speak(
        createSpeakRequest(utterances, {
          voice: snapshot.voice,
          lang: snapshot.voice?.lang ?? 'en-CA',
          rate,
        }),
        control.dispatch,
      );
    };
    const replace = () => {
      const previous = current;
      current = control;
      // One handed to the engine is cut off by the engine itself (the new request replaces
      // it); one still waiting for voices is not the engine's yet.
      if (previous?.handle.state === 'waiting') previous.handle.cancel();
    };
    return { control, say, replace, speakable: utterances.some((item) => hasWords(item.text)) };
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

  function cancelAll(): void {
    const previous = current;
    current = null;
    engine.cancel();
    // Ends a request waiting for voices, and any the engine failed to end.
    previous?.handle.cancel();
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
    speak(text, speakOptions = {}) {
      const { control, say, replace, speakable } = begin(text, speakOptions);
      if (!speakable) {
        control.settle('skipped');
      } else if (!engine.supported) {
        control.settle('unsupported');
      } else if (engine.getVoices().length > 0) {
        // Handed on at once, inside the press: browsers allow speech only in a user gesture.
        if (snapshot.status !== 'ready') onVoices();
        replace();
        say();
      } else {
        replace();
        void waitForVoices().then(() => {
          if (control.handle.state !== 'waiting') return;
          set(voiceState(true));
          if (snapshot.status === 'ready') say();
          else control.settle('no-voice');
        });
      }
      return control.handle;
    },
    speakAutomatically(text, speakOptions = {}) {
      const { control, say, replace, speakable } = begin(text, speakOptions);
      if (!speakable || !snapshot.autoRead || !snapshot.interacted) {
        control.settle('skipped');
        return control.handle;
      }
      if (snapshot.status === 'loading') onVoices();
      if (snapshot.status === 'unsupported') {
        control.settle('unsupported');
      } else if (snapshot.status !== 'ready') {
        control.settle('no-voice');
      } else {
        replace();
        say();
      }
      return control.handle;
    },
    cancel: cancelAll,
    setAutoRead(autoRead) {
      try {
        storage?.setItem(READ_ALOUD_STORAGE_KEY, serializeAutoRead(autoRead));
      } catch {
        // Storage is full or blocked: the setting lasts for this visit.
      }
      if (!autoRead) cancelAll();
      set({ autoRead });
    },
    markInteracted() {
      set({ interacted: true });
    },
    destroy() {
      cancelAll();
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
