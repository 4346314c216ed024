import {
  createFakeSpeechEngine,
  createMemorySpeechEngine,
  expectNoA11yViolations,
  renderWithProviders,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { soundUtterances } from '../../model/keyWords';
import { SoundButton, soundButtonUtterances } from './SoundButton';

describe('SoundButton', () => {
  it.each([false, true])('speaks a letter’s sound in order (dark %s)', async (dark) => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <div className={themeClass('default', dark)}>
        <SoundButton label="Letter s. Press to hear: s, as in sun." text={soundUtterances('s')} />
      </div>,
      { engine },
    );
    await user.click(
      screen.getByRole('button', { name: 'Letter s. Press to hear: s, as in sun.' }),
    );
    expect(engine.said).toEqual([
      { text: 'S.', rate: 0.9 },
      { text: 'as in sun.', rate: 0.9 },
    ]);
    await expectNoA11yViolations(document.body);
  });

  it('replays a word at normal speed, then slow', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<SoundButton label="Hear the word again" word="cat" slow size="lg" />, {
      engine,
    });
    await user.click(screen.getByRole('button', { name: 'Hear the word again' }));
    expect(engine.said).toEqual([
      { text: 'cat.', rate: 0.9 },
      { text: 'cat.', rate: 0.6 },
    ]);
  });

  it('says a homophone with its carrier sentence', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<SoundButton label="Hear the word" word="two" />, { engine });
    await user.click(screen.getByRole('button', { name: 'Hear the word' }));
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['two.', 'I have two hands.']);
  });

  it('replays a text slow, each utterance at 0.6', () => {
    expect(soundButtonUtterances({ text: ['B.', 'as in ball.'], slow: true })).toEqual([
      'B.',
      'as in ball.',
      { text: 'B.', rate: 0.6 },
      { text: 'as in ball.', rate: 0.6 },
    ]);
    expect(soundButtonUtterances({ text: 'Hello.' })).toBe('Hello.');
  });

  it('shows that it is speaking from the voice’s start to the end', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<SoundButton label="Hear the word" word="frog" />, { engine });
    const button = screen.getByRole('button', { name: 'Hear the word' });
    expect(button).toHaveAttribute('data-state', 'idle');
    await user.click(button);
    act(() => engine.startSentence());
    expect(button).toHaveAttribute('data-state', 'speaking');
    await expectNoA11yViolations(document.body);
    act(() => engine.endSentence());
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('tells the child when nothing can speak', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SoundButton label="Hear the word" word="cat" />, {
      engine: createMemorySpeechEngine({ supported: false }),
    });
    const button = screen.getByRole('button', { name: 'Hear the word' });
    await user.click(button);
    expect(await screen.findByText('This browser has no voice for reading aloud.')).toBeVisible();
    expect(button).toHaveAccessibleDescription('This browser has no voice for reading aloud.');
    await expectNoA11yViolations(document.body);
  });

  it('hands the no-voice message to a parent that shows one for all', async () => {
    const user = userEvent.setup();
    const onNoVoice = vi.fn();
    renderWithProviders(<SoundButton label="Hear" word="cat" onNoVoice={onNoVoice} />, {
      engine: createMemorySpeechEngine({ supported: false }),
    });
    await user.click(screen.getByRole('button', { name: 'Hear' }));
    await vi.waitFor(() =>
      expect(onNoVoice).toHaveBeenCalledWith('This browser has no voice for reading aloud.'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reports each press and is pressed by keyboard', async () => {
    const user = userEvent.setup();
    const onSpeak = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(
      <SoundButton label="Letter button A. Press to hear its name." text="A." onSpeak={onSpeak}>
        A
      </SoundButton>,
      { engine },
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSpeak).toHaveBeenCalledTimes(2);
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['A.', 'A.']);
    expect(
      screen.getByRole('button', { name: 'Letter button A. Press to hear its name.' }),
    ).toHaveTextContent('A');
  });
});
