import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createClipPlayer, type ClipPlayback } from './clip';
import type { SpeakOptions, SpeechText } from './controller';
import { useReadAloudController } from './ReadAloudProvider';

/** Whether a clip (or its spoken fallback) is playing. */
export type ClipState = 'idle' | 'playing';

/** What {@link useClip} gives a component. */
export interface Clip {
  readonly state: ClipState;
  /**
   * Plays the recorded clip at `src` (a URL on this origin), or speaks `fallback` when there
   * is no clip, it fails, or the platform has no Audio. Stops speech and any clip first.
   */
  play(src: string | null | undefined, fallback: SpeechText, options?: SpeakOptions): ClipPlayback;
  /** Stops the clip or its fallback. */
  stop(): void;
}

/**
 * Short recorded clips with a spoken fallback (a SoundButton's phoneme clip, when the team
 * has recorded one). Stops playing when the component unmounts.
 */
export function useClip(): Clip {
  const controller = useReadAloudController();
  const player = useMemo(() => createClipPlayer({ controller }), [controller]);
  const [state, setState] = useState<ClipState>('idle');
  const latest = useRef<ClipPlayback | null>(null);

  useEffect(
    () => () => {
      latest.current = null;
      player.stop();
    },
    [player],
  );

  const play = useCallback<Clip['play']>(
    (src, fallback, options) => {
      const playback = player.play(src, fallback, options);
      latest.current = playback;
      setState('playing');
      void playback.ended.then(() => {
        if (latest.current === playback) setState('idle');
      });
      return playback;
    },
    [player],
  );
  const stop = useCallback(() => player.stop(), [player]);

  return useMemo(() => ({ state, play, stop }), [state, play, stop]);
}
