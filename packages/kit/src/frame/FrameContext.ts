import { createContext, useContext, useLayoutEffect } from 'react';

/** The prompt a session or lesson shows in the frame's header. */
export interface FramePrompt {
  readonly text: string;
  /** What read-aloud says, when it differs from the text. */
  readonly speech?: string | readonly string[];
}

/** What an activity inside a LingoFrame tells it. */
export interface FrameSlots {
  setPrompt(prompt: FramePrompt | null): void;
  setMastery(value: number | null): void;
}

/** Present inside a LingoFrame; null elsewhere. */
export const FrameContext = createContext<FrameSlots | null>(null);

/**
 * Sends the activity's prompt and mastery value to the surrounding LingoFrame. Returns false
 * when there is no frame, so the activity shows them itself.
 */
export function useFrameSlots(prompt: FramePrompt | null, mastery: number | null): boolean {
  const frame = useContext(FrameContext);
  const text = prompt?.text ?? null;
  const speech = prompt?.speech;
  const speechKey = Array.isArray(speech) ? speech.join('\n') : speech;
  useLayoutEffect(() => {
    if (!frame) return;
    frame.setPrompt(text === null ? null : { text, ...(speech ? { speech } : {}) });
    // speechKey stands for speech: a new array with the same parts is the same prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, text, speechKey]);
  useLayoutEffect(() => {
    frame?.setMastery(mastery);
  }, [frame, mastery]);
  useLayoutEffect(
    () => () => {
      frame?.setPrompt(null);
      frame?.setMastery(null);
    },
    [frame],
  );
  return frame !== null;
}
