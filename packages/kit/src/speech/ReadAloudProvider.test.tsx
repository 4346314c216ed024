import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { spokenTexts } from '../testing';
import { createMemorySpeechEngine } from './engine';
import { ReadAloudProvider, useAutoRead, useSpeech } from './ReadAloudProvider';

function Prompt() {
  const [index, setIndex] = useState(1);
  useAutoRead(`Prompt ${index}`, index);
  const speech = useSpeech();
  return (
    <>
      <p>{speech.interacted ? 'interacted' : 'waiting'}</p>
      <button type="button" onClick={() => setIndex((value) => value + 1)}>
        Next prompt
      </button>
    </>
  );
}

describe('ReadAloudProvider', () => {
  it('reads prompts automatically only after the first pointerdown or keydown', () => {
    const engine = createMemorySpeechEngine();
    render(
      <ReadAloudProvider engine={engine}>
        <Prompt />
      </ReadAloudProvider>,
    );
    expect(spokenTexts(engine)).toEqual([]);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByText('interacted')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next prompt' }));
    expect(spokenTexts(engine)).toEqual(['Prompt 2']);
  });

  it('does not repeat a prompt on re-render, and stops speaking on unmount', () => {
    const engine = createMemorySpeechEngine();
    const { rerender, unmount } = render(
      <ReadAloudProvider engine={engine} interacted>
        <Prompt />
      </ReadAloudProvider>,
    );
    rerender(
      <ReadAloudProvider engine={engine} interacted>
        <Prompt />
      </ReadAloudProvider>,
    );
    expect(spokenTexts(engine)).toEqual(['Prompt 1']);
    unmount();
    expect(engine.cancelled).toBeGreaterThan(0);
  });

  it('does not read automatically when the setting is off', () => {
    const engine = createMemorySpeechEngine();
    render(
      <ReadAloudProvider engine={engine} interacted autoRead={false}>
        <Prompt />
      </ReadAloudProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next prompt' }));
    expect(engine.spoken).toHaveLength(0);
  });
});
