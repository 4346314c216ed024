import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { useClip } from './useClip';

/** A stand-in for the browser's Audio: records every clip and plays on cue. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  paused = true;
  constructor(readonly src: string) {
    super();
    FakeAudio.made.push(this);
  }
  play(): Promise<void> {
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

function SoundButton({ src }: { src: string | null }) {
  const clip = useClip();
  return (
    <button type="button" data-state={clip.state} onClick={() => clip.play(src, 'B.')}>
      Hear b
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeAudio.made = [];
});

describe('useClip', () => {
  it('plays the clip with the page’s Audio and is idle again when it ends', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const user = userEvent.setup();
    const { engine, controller } = renderWithProviders(<SoundButton src="/clips/b.mp3" />);
    const speaking = controller.speak('Which letter does ball start with?');
    const button = screen.getByRole('button', { name: 'Hear b' });
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'playing');
    expect(speaking.state).toBe('ended');
    expect(FakeAudio.made.map((audio) => audio.src)).toEqual(['/clips/b.mp3']);
    expect(FakeAudio.made[0]?.paused).toBe(false);
    await act(async () => {
      FakeAudio.made[0]?.dispatchEvent(new Event('ended'));
    });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(engine.said.map((utterance) => utterance.text)).toEqual([
      'Which letter does ball start with?',
    ]);
  });

  it('speaks the text when the page has no Audio', async () => {
    vi.stubGlobal('Audio', undefined);
    const user = userEvent.setup();
    const { engine } = renderWithProviders(<SoundButton src="/clips/b.mp3" />);
    await user.click(screen.getByRole('button', { name: 'Hear b' }));
    expect(engine.said).toEqual([{ text: 'B.', rate: 0.9 }]);
    await act(async () => engine.finish());
    expect(screen.getByRole('button', { name: 'Hear b' })).toHaveAttribute('data-state', 'idle');
  });

  it('stops the clip when the component unmounts', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SoundButton src="/clips/b.mp3" />);
    await user.click(screen.getByRole('button', { name: 'Hear b' }));
    expect(FakeAudio.made[0]?.paused).toBe(false);
    unmount();
    expect(FakeAudio.made[0]?.paused).toBe(true);
  });
});
