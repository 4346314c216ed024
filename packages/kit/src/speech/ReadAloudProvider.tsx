import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useClientSnapshot } from '@lingos/ui';
import {
  createReadAloudController,
  type ReadAloudController,
  type ReadAloudSnapshot,
  type SpeakOptions,
  type SpeechText,
} from './controller';
import type { SpeechEngine } from './engine';
import type { SpeechHandle } from './handle';

const ReadAloudContext = createContext<ReadAloudController | null>(null);

let fallbackController: ReadAloudController | null = null;

// What a server renders with (no speech, no stored setting), and what hydration must see
// before the browser's own state applies.
const serverSnapshot: ReadAloudSnapshot = {
  status: 'unsupported',
  voice: null,
  autoRead: true,
  interacted: false,
};
const getServerSnapshot = (): ReadAloudSnapshot => serverSnapshot;

/**
 * The controller used when no {@link ReadAloudProvider} is mounted (a Lingo embedded in
 * another app): the browser's speech, the stored setting, listening on the document.
 */
function getFallbackController(): ReadAloudController {
  if (fallbackController === null) {
    fallbackController = createReadAloudController();
    if (typeof document !== 'undefined') fallbackController.attach(document);
  }
  return fallbackController;
}

/** Props of {@link ReadAloudProvider}. */
export interface ReadAloudProviderProps {
  /** A ready-made controller (shared with other code, or a test's). */
  readonly controller?: ReadAloudController;
  /** The speech engine for a new controller; default the browser's Web Speech API. */
  readonly engine?: SpeechEngine;
  /** Start as if the child had already interacted (stories, tests). */
  readonly interacted?: boolean;
  /** Overrides the stored "Read prompts aloud automatically" setting. */
  readonly autoRead?: boolean;
  readonly children?: ReactNode;
}

/**
 * Provides read-aloud to every Lingo below: the speech engine, the "Read prompts aloud
 * automatically" setting (kept in localStorage), and the rule that prompts are read by
 * themselves only after the child's first pointerdown or keydown on the page.
 */
export function ReadAloudProvider({
  controller,
  engine,
  interacted,
  autoRead,
  children,
}: ReadAloudProviderProps) {
  const [own] = useState(
    () =>
      controller ??
      createReadAloudController({
        ...(engine ? { engine } : {}),
        ...(interacted !== undefined ? { interacted } : {}),
        ...(autoRead !== undefined ? { autoRead } : {}),
      }),
  );
  const value = controller ?? own;
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    return value.attach(document);
  }, [value]);
  useEffect(() => () => value.cancel(), [value]);
  return <ReadAloudContext.Provider value={value}>{children}</ReadAloudContext.Provider>;
}

/** The read-aloud controller in use: the provider's, or a default one. */
export function useReadAloudController(): ReadAloudController {
  return useContext(ReadAloudContext) ?? getFallbackController();
}

/** What {@link useSpeech} gives a component. */
export interface Speech extends ReadAloudSnapshot {
  /**
   * Speaks now (a button press), cutting off any earlier request. The handle reports each
   * utterance, sentence and word as it is spoken, settles `outcome` and `ended`, and cancels.
   */
  speak(text: SpeechText, options?: SpeakOptions): SpeechHandle;
  /** Speaks only when automatic reading is on and the child has interacted. */
  speakAutomatically(text: SpeechText, options?: SpeakOptions): SpeechHandle;
  /** Stops speaking. */
  cancel(): void;
  setAutoRead(autoRead: boolean): void;
}

/** Read-aloud for a component: its state and the functions to speak. */
export function useSpeech(): Speech {
  const controller = useReadAloudController();
  const snapshot = useClientSnapshot(
    controller.subscribe,
    controller.getSnapshot,
    getServerSnapshot,
  );
  return useMemo(
    () => ({
      ...snapshot,
      speak: controller.speak,
      speakAutomatically: controller.speakAutomatically,
      cancel: controller.cancel,
      setAutoRead: controller.setAutoRead,
    }),
    [snapshot, controller],
  );
}

/**
 * Reads `text` automatically whenever `key` changes (a new item, new feedback), if the
 * setting is on and the child has interacted. Stops speaking on unmount.
 */
export function useAutoRead(text: SpeechText | null | undefined, key: unknown): void {
  const controller = useReadAloudController();
  const latest = useRef(text);
  useLayoutEffect(() => {
    latest.current = text;
  });
  // Only a new key speaks: the same prompt re-rendered must not repeat itself.
  useEffect(() => {
    if (latest.current) controller.speakAutomatically(latest.current);
  }, [key, controller]);
}
