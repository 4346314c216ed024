import { useEffect, useState } from 'react';
import type { SpeechHandle } from './handle';
import { followSpeech, type SpokenHighlight } from './playback';

/**
 * What to highlight while `handle` is spoken: the sentence, and the word when the voice
 * reports words (else whole sentences only). Null before speech starts, between utterances
 * and after the end. Pass the handle as soon as `speak()` returns it.
 */
export function useSpokenHighlight(handle: SpeechHandle | null): SpokenHighlight | null {
  const [followed, setFollowed] = useState<{
    readonly handle: SpeechHandle | null;
    readonly highlight: SpokenHighlight | null;
  }>({ handle: null, highlight: null });

  useEffect(() => {
    if (!handle) return undefined;
    return handle.subscribe((event) =>
      setFollowed((previous) => ({
        handle,
        highlight: followSpeech(previous.handle === handle ? previous.highlight : null, event),
      })),
    );
  }, [handle]);

  return followed.handle === handle ? followed.highlight : null;
}
