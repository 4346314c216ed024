import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { spokenTexts } from '../testing';
import { createFakeSpeechEngine, createMemorySpeechEngine } from './engine';
import type { SpeechHandle } from './handle';
import { ReadAloudProvider, useAutoRead, useSpeech } from './ReadAloudProvider';
import { useSpokenHighlight } from './useSpokenHighlight';

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

/** A tiny reader: reads its text and shows the sentence and word being spoken. */
function Reader({ text }: { text: string }) {
  const speech = useSpeech();
  const [handle, setHandle] = useState<SpeechHandle | null>(null);
  const highlight = useSpokenHighlight(handle);
  const slice = (range: { start: number; end: number } | null | undefined) =>
    range ? text.slice(range.start, range.end) : '';
  return (
    <>
      <button type="button" onClick={() => setHandle(speech.speak(text))}>
        Read
      </button>
      <output aria-label="Sentence">{slice(highlight?.sentence)}</output>
      <output aria-label="Word">{slice(highlight?.word)}</output>
      <output aria-label="Speech">{handle ? `${handle.state} ${handle.boundaries}` : ''}</output>
    </>
  );
}

describe('useSpeech and useSpokenHighlight', () => {
  it('follow a passage word by word as the voice reports words', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    render(
      <ReadAloudProvider engine={engine} interacted>
        <Reader text="The cat sat. It purred." />
      </ReadAloudProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Read' }));
    act(() => engine.startSentence());
    expect(screen.getByLabelText('Sentence')).toHaveTextContent('The cat sat.');
    expect(screen.getByLabelText('Word')).toBeEmptyDOMElement();
    act(() => engine.word(4, 3));
    expect(screen.getByLabelText('Word')).toHaveTextContent('cat');
    act(() => engine.endSentence());
    act(() => engine.startSentence());
    expect(screen.getByLabelText('Sentence')).toHaveTextContent('It purred.');
    act(() => engine.word(3));
    expect(screen.getByLabelText('Word')).toHaveTextContent('purred');
    expect(screen.getByLabelText('Speech')).toHaveTextContent('speaking word');
    act(() => engine.endSentence());
    expect(screen.getByLabelText('Sentence')).toBeEmptyDOMElement();
  });

  it('fall back to whole sentences when the voice reports no words', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine({ wordBoundaries: false });
    render(
      <ReadAloudProvider engine={engine} interacted>
        <Reader text="The cat sat. It purred." />
      </ReadAloudProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Read' }));
    act(() => engine.playSentence());
    act(() => engine.startSentence());
    expect(screen.getByLabelText('Sentence')).toHaveTextContent('It purred.');
    expect(screen.getByLabelText('Word')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Speech')).toHaveTextContent('speaking none');
  });

  it('clear the highlight when a new request cuts in', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    render(
      <ReadAloudProvider engine={engine} interacted>
        <Reader text="The cat sat." />
      </ReadAloudProvider>,
    );
    const read = screen.getByRole('button', { name: 'Read' });
    await user.click(read);
    act(() => engine.startSentence());
    expect(screen.getByLabelText('Sentence')).toHaveTextContent('The cat sat.');
    await user.click(read);
    expect(screen.getByLabelText('Sentence')).toBeEmptyDOMElement();
    expect(spokenTexts(engine)).toEqual(['The cat sat.', 'The cat sat.']);
  });
});
