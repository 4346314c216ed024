import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '../../testing';
import { createFakeSpeechEngine, createMemorySpeechEngine } from '../engine';
import { ReadAloudProvider } from '../ReadAloudProvider';
import { ReadAloudButton } from './ReadAloudButton';

describe('ReadAloudButton', () => {
  it('is named "Read aloud" and speaks its text with a voice', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(<ReadAloudButton text="What is 2 + 3?" />);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    await user.click(button);
    expect(spokenTexts(engine)).toEqual(['What is 2 + 3?']);
    expect(engine.spoken[0]?.voice?.lang).toBe('en-CA');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoA11yViolations(document.body);
  });

  it('names what it reads and speaks several parts in turn, at a chosen rate', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <ReadAloudButton text={['B.', 'as in ball.']} subject="the letter" rate={0.6} iconOnly />,
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: the letter' }));
    expect(engine.spoken[0]).toMatchObject({ parts: ['B.', 'as in ball.'], rate: 0.6 });
  });

  it('stays enabled and explains when the browser has no speech', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReadAloudButton text="Hello" />, {
      engine: createMemorySpeechEngine({ supported: false }),
    });
    const button = screen.getByRole('button', { name: 'Read aloud' });
    await user.click(button);
    expect(button).toBeEnabled();
    expect(await screen.findByText('This browser has no voice for reading aloud.')).toBeVisible();
    expect(button).toHaveAccessibleDescription('This browser has no voice for reading aloud.');
    await expectNoA11yViolations(document.body);
  });

  it('explains when no voice loads', async () => {
    const user = userEvent.setup();
    const engine = createMemorySpeechEngine({ voices: [] });
    renderWithProviders(<ReadAloudButton text="Hello" />, { engine });
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByText('This browser has no voice for reading aloud.')).toBeVisible();
    expect(engine.spoken).toHaveLength(0);
  });

  it('works without any provider (a Lingo embedded elsewhere)', () => {
    render(<ReadAloudButton text="Hello" />);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeEnabled();
  });

  it('uses an engine given to the provider', async () => {
    const user = userEvent.setup();
    const engine = createMemorySpeechEngine();
    render(
      <ReadAloudProvider engine={engine}>
        <ReadAloudButton text="Hello" />
      </ReadAloudProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spokenTexts(engine)).toEqual(['Hello']);
  });

  it('shows that it is speaking from the voice’s start until the end', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<ReadAloudButton text="The cat sat. It purred." />, { engine });
    const button = screen.getByRole('button', { name: 'Read aloud' });
    expect(button).toHaveAttribute('data-state', 'idle');
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'idle');
    act(() => engine.startSentence());
    expect(button).toHaveAttribute('data-state', 'speaking');
    await expectNoA11yViolations(document.body);
    act(() => engine.finish());
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('goes back to idle when cut off, and starts again on a second press', async () => {
    const user = userEvent.setup();
    const { engine, controller } = renderWithProviders(<ReadAloudButton text="One. Two." />);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    await user.click(button);
    act(() => engine.startSentence());
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'idle');
    act(() => engine.startSentence());
    expect(button).toHaveAttribute('data-state', 'speaking');
    act(() => controller.cancel());
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(spokenTexts(engine)).toEqual(['One. Two.', 'One. Two.']);
  });

  it('speaks utterances at their own rates', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <ReadAloudButton text={['ship', { text: 'ship', rate: 0.6 }]} subject="the word" />,
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: the word' }));
    expect(engine.said).toEqual([
      { text: 'ship', rate: 0.9 },
      { text: 'ship', rate: 0.6 },
    ]);
  });
});
