import { expectNoA11yViolations } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BeatDrum } from './BeatDrum';
import type { DrumSound } from './drumSound';

function status(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

const dots = () => document.querySelectorAll('[data-count] li').length;

function fakeSound() {
  const sound: DrumSound = { play: vi.fn(), close: vi.fn() };
  return { sound, createSound: () => sound };
}

describe('BeatDrum', () => {
  it('adds a dot and a tap sound for each tap, and says the count', async () => {
    const user = userEvent.setup();
    const { sound, createSound } = fakeSound();
    const onCountChange = vi.fn();
    const { container } = render(
      <BeatDrum createSound={createSound} onCountChange={onCountChange} />,
    );
    const drum = screen.getByRole('button', { name: 'Drum' });
    expect(drum).toHaveAccessibleDescription('Drum: no taps.');
    await user.click(drum);
    await user.click(drum);
    await user.click(drum);
    expect(dots()).toBe(3);
    expect(sound.play).toHaveBeenCalledTimes(3);
    expect(status()).toBe('Drum: 3 taps.');
    expect(drum).toHaveAccessibleDescription('Drum: 3 taps.');
    expect(onCountChange).toHaveBeenLastCalledWith(3);
    await expectNoA11yViolations(container);
  });

  it('drums with Space and Enter, and Backspace takes one off', async () => {
    const user = userEvent.setup();
    render(<BeatDrum createSound={() => fakeSound().sound} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Drum' })).toHaveFocus();
    await user.keyboard('[Space][Space]{Enter}');
    expect(dots()).toBe(3);
    await user.keyboard('{Backspace}');
    expect(dots()).toBe(2);
    expect(status()).toBe('Drum: 2 taps.');
  });

  it('takes one off and clears with its buttons, never below none', async () => {
    const user = userEvent.setup();
    render(<BeatDrum createSound={() => fakeSound().sound} />);
    const drum = screen.getByRole('button', { name: 'Drum' });
    await user.click(drum);
    await user.click(screen.getByRole('button', { name: 'Take one off' }));
    await user.click(screen.getByRole('button', { name: 'Take one off' }));
    expect(dots()).toBe(0);
    expect(status()).toBe('Drum: no taps.');
    await user.click(drum);
    await user.click(drum);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(dots()).toBe(0);
  });

  it('stops at its maximum with a kind word and no more sound', async () => {
    const user = userEvent.setup();
    const { sound, createSound } = fakeSound();
    render(<BeatDrum max={2} createSound={createSound} />);
    const drum = screen.getByRole('button', { name: 'Drum' });
    await user.click(drum);
    await user.click(drum);
    await user.click(drum);
    expect(dots()).toBe(2);
    expect(sound.play).toHaveBeenCalledTimes(2);
    expect(status()).toBe('Drum: 2 taps. That is all the dots. Press Clear to start again.');
    expect(document.querySelector('[data-part="message"]')).toHaveTextContent(
      'That is all the dots. Press Clear to start again.',
    );
  });

  it('stays silent when sound is off, and works without any audio', async () => {
    const user = userEvent.setup();
    const { sound, createSound } = fakeSound();
    const { unmount } = render(<BeatDrum sound={false} createSound={createSound} />);
    await user.click(screen.getByRole('button', { name: 'Drum' }));
    expect(sound.play).not.toHaveBeenCalled();
    expect(dots()).toBe(1);
    unmount();
    // jsdom has no AudioContext: the default sound is silent and the drum still counts.
    render(<BeatDrum />);
    await user.click(screen.getByRole('button', { name: 'Drum' }));
    expect(dots()).toBe(1);
  });

  it('closes its sound when it leaves the page', async () => {
    const user = userEvent.setup();
    const { sound, createSound } = fakeSound();
    const { unmount } = render(<BeatDrum createSound={createSound} />);
    await user.click(screen.getByRole('button', { name: 'Drum' }));
    unmount();
    expect(sound.close).toHaveBeenCalled();
  });

  it('is axe clean in dark mode', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <div className={themeClass('default', true)}>
        <BeatDrum createSound={() => fakeSound().sound} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Drum' }));
    await expectNoA11yViolations(container);
  });

  // The bounce itself lives in BeatDrum.css.ts under prefers-reduced-motion: no-preference,
  // which jsdom does not apply; here, each beat switches the name that restarts it.
  it('switches the bounce on every beat', async () => {
    const user = userEvent.setup();
    render(<BeatDrum createSound={() => fakeSound().sound} />);
    const drum = screen.getByRole('button', { name: 'Drum' });
    expect(drum).not.toHaveAttribute('data-beat');
    await user.click(drum);
    expect(drum).toHaveAttribute('data-beat', 'odd');
    await user.click(drum);
    expect(drum).toHaveAttribute('data-beat', 'even');
  });
});
