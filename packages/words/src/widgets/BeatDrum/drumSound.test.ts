import { describe, expect, it, vi } from 'vitest';
import { createDrumSound, drumTapGain, type DrumAudioContext } from './drumSound';

function fakeContext(state = 'running') {
  const param = () => ({
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  const oscillators: { start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }[] = [];
  const gains: { gain: ReturnType<typeof param> }[] = [];
  const context = {
    currentTime: 10,
    state,
    destination: {} as AudioNode,
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: param(),
        connect: vi.fn(),
        start: vi.fn(),
        stop: vi.fn(),
      };
      oscillators.push(oscillator);
      return oscillator as unknown as OscillatorNode;
    },
    createGain: () => {
      const gain = { gain: param(), connect: vi.fn() };
      gains.push(gain);
      return gain as unknown as GainNode;
    },
  } satisfies DrumAudioContext;
  return { context, oscillators, gains };
}

describe('createDrumSound', () => {
  it('plays a short, quiet tone per tap from one context', () => {
    const { context, oscillators, gains } = fakeContext();
    const create = vi.fn(() => context);
    const sound = createDrumSound(create);
    sound.play();
    sound.play();
    expect(create).toHaveBeenCalledTimes(1);
    expect(oscillators).toHaveLength(2);
    expect(oscillators[0]?.start).toHaveBeenCalledWith(10);
    const stopAt = oscillators[0]?.stop.mock.calls[0]?.[0] as number;
    expect(stopAt - 10).toBeLessThanOrEqual(0.2);
    expect(gains[0]?.gain.setValueAtTime).toHaveBeenCalledWith(drumTapGain, 10);
    expect(drumTapGain).toBeLessThanOrEqual(0.3);
  });

  it('resumes a suspended context without waiting for it', () => {
    const { context, oscillators } = fakeContext('suspended');
    context.resume.mockImplementation(() => new Promise(() => {}));
    createDrumSound(() => context).play();
    expect(context.resume).toHaveBeenCalled();
    expect(oscillators).toHaveLength(1);
  });

  it('stays silent, without throwing, where there is no audio or it fails', () => {
    expect(() => createDrumSound(() => null).play()).not.toThrow();
    const failing = createDrumSound(() => {
      throw new Error('no audio device');
    });
    expect(() => failing.play()).not.toThrow();
    expect(() => failing.play()).not.toThrow();
  });

  it('closes its context', () => {
    const { context } = fakeContext();
    const sound = createDrumSound(() => context);
    sound.play();
    sound.close();
    expect(context.close).toHaveBeenCalled();
  });
});
