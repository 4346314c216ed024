/**
 * The drum's soft tap: a short, quiet Web Audio tone that falls in pitch like a drum skin. No
 * file and no request. Silent where Web Audio is missing or refuses; it never throws and never
 * waits, so a tap is never held up by sound.
 */

/** The part of an AudioContext the tap uses (a fake in tests). */
export interface DrumAudioContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Makes the audio context, or returns null where there is none. */
export type CreateDrumAudioContext = () => DrumAudioContext | null;

/** The tap's sound, played or not. */
export interface DrumSound {
  /** Plays one tap now; silent when audio is unavailable. */
  play(): void;
  /** Lets the audio context go. */
  close(): void;
}

/** How long a tap sounds, in seconds. */
export const drumTapSeconds = 0.12;
/** How loud a tap starts (of 1): soft, under speech. */
export const drumTapGain = 0.2;

/** The browser's own AudioContext, or null where there is none. */
export const browserDrumAudioContext: CreateDrumAudioContext = () => {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return AudioContextClass ? new AudioContextClass() : null;
};

/** A drum sound whose context is made on the first tap (a child's gesture lets audio start). */
export function createDrumSound(
  create: CreateDrumAudioContext = browserDrumAudioContext,
): DrumSound {
  let context: DrumAudioContext | null | undefined;
  return {
    play() {
      try {
        if (context === undefined) context = create();
        if (!context) return;
        // A suspended context (autoplay rules) resumes in the background; never awaited.
        if (context.state === 'suspended') void context.resume().catch(() => {});
        const now = context.currentTime;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.setValueAtTime(180, now);
        oscillator.frequency.exponentialRampToValueAtTime(90, now + drumTapSeconds);
        gain.gain.setValueAtTime(drumTapGain, now);
        gain.gain.exponentialRampToValueAtTime(0.001, now + drumTapSeconds);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(now);
        oscillator.stop(now + drumTapSeconds);
      } catch {
        // No sound is fine: the dot and the words still say the tap happened.
        context = null;
      }
    },
    close() {
      if (context) void context.close().catch(() => {});
      context = undefined;
    },
  };
}
