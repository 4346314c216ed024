import { createFakeSpeechEngine, createMemorySpeechEngine } from '@lingos/kit';
import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AbcStrip, playAllUtterances } from './AbcStrip';

const letterButton = (shown: string) =>
  screen.getByRole('button', { name: `Letter button ${shown}. Press to hear its name.` });

function litLetters(): string[] {
  return [...document.querySelectorAll('[data-highlighted]')].map(
    (button) => button.querySelector('[data-letter]')?.getAttribute('data-letter') ?? '',
  );
}

describe('AbcStrip', () => {
  it.each([false, true])('lists the 26 letter buttons in ABC order (dark %s)', async (dark) => {
    renderWithProviders(
      <div className={themeClass('default', dark)}>
        <AbcStrip />
      </div>,
    );
    const list = screen.getByRole('list', { name: 'ABC strip' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toHaveLength(26);
    expect(names[0]).toBe('Letter button A. Press to hear its name.');
    expect(names[25]).toBe('Letter button Z. Press to hear its name.');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expectNoA11yViolations(document.body);
  });

  it('says a letter’s name from the table when pressed: Z is zed', async () => {
    const user = userEvent.setup();
    const onLetter = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<AbcStrip onLetter={onLetter} />, { engine });
    await user.click(letterButton('Z'));
    await user.click(letterButton('B'));
    await user.click(letterButton('A'));
    expect(engine.said).toEqual([
      { text: 'Zed.', rate: 0.9 },
      { text: 'B.', rate: 0.9 },
      { text: 'A.', rate: 0.9 },
    ]);
    expect(onLetter.mock.calls).toEqual([['z'], ['b'], ['a']]);
  });

  it('uses the fallback names for A, I and Y when asked', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<AbcStrip fallbackNames />, { engine });
    await user.click(letterButton('Y'));
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['Why.']);
  });

  it('plays all the letter names in order, lighting the one being said', async () => {
    const user = userEvent.setup();
    const onPlayAll = vi.fn();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<AbcStrip onPlayAll={onPlayAll} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    expect(onPlayAll).toHaveBeenCalledOnce();
    expect(engine.said.map((utterance) => utterance.text)).toEqual([
      'A.',
      'B.',
      'C.',
      'D.',
      'E.',
      'F.',
      'G.',
      'H.',
      'I.',
      'J.',
      'K.',
      'L.',
      'M.',
      'N.',
      'O.',
      'P.',
      'Q.',
      'R.',
      'S.',
      'T.',
      'U.',
      'V.',
      'W.',
      'X.',
      'Y.',
      'Zed.',
    ]);
    expect(litLetters()).toEqual([]);
    act(() => engine.startSentence());
    expect(litLetters()).toEqual(['a']);
    act(() => {
      engine.endSentence();
      engine.startSentence();
    });
    expect(litLetters()).toEqual(['b']);
    await expectNoA11yViolations(document.body);
    act(() => engine.finish());
    expect(litLetters()).toEqual([]);
  });

  it('lights a run of letters for a hint', () => {
    renderWithProviders(<AbcStrip highlighted={['M', 'n', 'o']} letterCase="small" />);
    expect(litLetters()).toEqual(['m', 'n', 'o']);
    expect(letterButton('m')).toHaveTextContent('m');
  });

  it('folds away, and reports each opening so it can count as a hint', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(<AbcStrip foldable onOpen={onOpen} />);
    const toggle = screen.getByRole('button', { name: 'Show the ABC strip' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'ABC strip' })).toBeNull();
    await user.click(toggle);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the ABC strip');
    expect(screen.getByRole('list', { name: 'ABC strip' })).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
    await user.click(toggle);
    expect(screen.queryByRole('list', { name: 'ABC strip' })).toBeNull();
    await user.click(toggle);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows one no-voice message for the whole strip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AbcStrip />, { engine: createMemorySpeechEngine({ supported: false }) });
    await user.click(letterButton('C'));
    expect(await screen.findByText('This browser has no voice for reading aloud.')).toBeVisible();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('is played by keyboard alone', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<AbcStrip />, { engine });
    await user.tab();
    expect(letterButton('A')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['A.', 'B.']);
  });
});

describe('playAllUtterances', () => {
  it('names every letter alone, ending with Zed', () => {
    const names = playAllUtterances();
    expect(names).toHaveLength(26);
    expect(names.at(-1)).toBe('Zed.');
    expect(playAllUtterances({ fallbackNames: true }).slice(0, 1)).toEqual(['Ay.']);
  });
});
