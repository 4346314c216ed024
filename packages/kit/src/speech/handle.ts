import type {
  BoundarySupport,
  SpeechEndEvent,
  SpeechEvent,
  SpeechListener,
  SpeechUtterance,
} from './playback';

/**
 * What became of a request to speak, known as soon as it is handed on (or not): `skipped`
 * for blank text, automatic reading that is off or not yet allowed, or a request cancelled
 * while it waited for voices.
 */
export type SpeakOutcome = 'spoken' | 'no-voice' | 'unsupported' | 'skipped';

/** Where a request is: `waiting` for voices to load, `speaking` (handed to the voice), `ended`. */
export type SpeechHandleState = 'waiting' | 'speaking' | 'ended';

/**
 * One request to speak, from `speak()` or `speakAutomatically()`: follow its events, await
 * its outcome or its end, or cancel it. A later request cancels it; its listeners then get
 * a `cancelled` end, so nothing waits forever.
 */
export interface SpeechHandle {
  /** What is spoken, in order; event indices count in this list. */
  readonly utterances: readonly SpeechUtterance[];
  readonly state: SpeechHandleState;
  /** Whether the voice reports words; `none` means highlight whole sentences instead. */
  readonly boundaries: BoundarySupport;
  /** `spoken` once handed to the voice; otherwise why not. Resolves before speech ends. */
  readonly outcome: Promise<SpeakOutcome>;
  /** Resolves with the `end` event: finished, cancelled, failed, or not spoken. */
  readonly ended: Promise<SpeechEndEvent>;
  /**
   * Listens to the events of this request; returns the function that stops listening. A
   * listener added after the end is called with the `end` event at once.
   */
  subscribe(listener: SpeechListener): () => void;
  /** Stops this request (nothing happens if another request has replaced it). */
  cancel(): void;
}

/** The side of a handle only its controller sees. */
export interface SpeechHandleControl {
  readonly handle: SpeechHandle;
  /** Settles the outcome; any outcome but `spoken` also ends the handle (`not-spoken`). */
  settle(outcome: SpeakOutcome): void;
  /** Reports an event from the engine. */
  dispatch(event: SpeechEvent): void;
}

/**
 * Creates a handle in the `waiting` state. `stop` is called by `cancel()` while the handle
 * is `speaking`; the handle ends itself as `cancelled` if the engine did not already.
 */
export function createSpeechHandle(
  utterances: readonly SpeechUtterance[],
  stop: () => void,
): SpeechHandleControl {
  const listeners = new Set<SpeechListener>();
  let state: SpeechHandleState = 'waiting';
  let boundaries: BoundarySupport = 'unknown';
  let endEvent: SpeechEndEvent | null = null;
  let resolveOutcome: (outcome: SpeakOutcome) => void = () => {};
  let resolveEnded: (event: SpeechEndEvent) => void = () => {};
  const outcome = new Promise<SpeakOutcome>((resolve) => {
    resolveOutcome = resolve;
  });
  const ended = new Promise<SpeechEndEvent>((resolve) => {
    resolveEnded = resolve;
  });

  function dispatch(event: SpeechEvent): void {
    if (state === 'ended') return;
    if (event.type === 'boundaries') boundaries = event.boundaries;
    if (event.type === 'end') {
      state = 'ended';
      endEvent = event;
      // A request cancelled while it waited for voices was never handed on.
      resolveOutcome('skipped');
      resolveEnded(event);
    }
    for (const listener of [...listeners]) listener(event);
    if (event.type === 'end') listeners.clear();
  }

  const handle: SpeechHandle = {
    utterances,
    get state() {
      return state;
    },
    get boundaries() {
      return boundaries;
    },
    outcome,
    ended,
    subscribe(listener) {
      if (endEvent !== null) {
        listener(endEvent);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel() {
      if (state === 'speaking') stop();
      dispatch({ type: 'end', reason: 'cancelled' });
    },
  };

  return {
    handle,
    settle(result) {
      if (state !== 'waiting') return;
      resolveOutcome(result);
      if (result === 'spoken') state = 'speaking';
      else dispatch({ type: 'end', reason: 'not-spoken' });
    },
    dispatch,
  };
}
