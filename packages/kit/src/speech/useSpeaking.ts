import { useCallback, useEffect, useRef, useState } from 'react';
import { noVoiceMessage, type SpeakOptions, type SpeechText } from './controller';
import type { SpeechHandle } from './handle';
import { useSpeech } from './ReadAloudProvider';

/** What {@link useSpeaking} gives a sound button. */
export interface Speaking {
  /** `speaking` from the voice's start until the request ends; `idle` otherwise. */
  readonly state: 'idle' | 'speaking';
  /** The index of the utterance being spoken, or null. */
  readonly utterance: number | null;
  /** Kit's no-voice message after a press that nothing could speak, otherwise ''. */
  readonly message: string;
  /** Speaks now, cutting off anything earlier. */
  speak(text: SpeechText, options?: SpeakOptions): SpeechHandle;
}

/**
 * Speaks through kit's read-aloud and follows the request: its state, the utterance being
 * heard (to light it), and kit's no-voice message when nothing can speak. Stops following
 * on unmount; a later request from anywhere ends this one.
 */
export function useSpeaking(): Speaking {
  const speech = useSpeech();
  const [state, setState] = useState<'idle' | 'speaking'>('idle');
  const [utterance, setUtterance] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const current = useRef<{ handle: SpeechHandle; stop: () => void } | null>(null);

  useEffect(() => () => current.current?.stop(), []);

  const { speak: speakNow } = speech;
  const speak = useCallback(
    (text: SpeechText, options: SpeakOptions = {}) => {
      const handle = speakNow(text, options);
      current.current?.stop();
      const stop = handle.subscribe((event) => {
        if (event.type === 'utterance-start') {
          setState('speaking');
          setUtterance(event.utterance);
        }
        if (event.type === 'end') {
          setState('idle');
          setUtterance(null);
        }
      });
      current.current = { handle, stop };
      void handle.outcome.then((outcome) => {
        if (current.current?.handle !== handle) return;
        setMessage(outcome === 'no-voice' || outcome === 'unsupported' ? noVoiceMessage : '');
      });
      return handle;
    },
    [speakNow],
  );

  return { state, utterance, message, speak };
}
