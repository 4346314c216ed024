import {
  createFakeSpeechEngine,
  expectNoA11yViolations,
  renderWithProviders,
  spokenTexts,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Passage } from '../../model/passages';
import { PassageReader, type PassageReaderProps } from './PassageReader';

const sled: Passage = {
  id: 'red-sled',
  lingo: 'lingo-1-1',
  title: 'The Red Sled',
  sentences: ['It is a snow day.', 'Jen and Max get the red sled.', 'They go up the big hill.'],
  storyWords: [{ word: 'snow', emoji: '❄️' }],
  say: {},
  questions: [],
};

const cold: Passage = {
  ...sled,
  id: 'cold',
  title: 'Cold',
  sentences: ['It is −25 °C today.', 'Sofia zips up her snowsuit.'],
  storyWords: [],
  say: { '−25 °C': 'minus twenty-five degrees Celsius' },
};

const speakingWords = () =>
  Array.from(document.querySelectorAll('button[data-state="speaking"]')).map(
    (element) => element.textContent,
  );
const speakingSentences = () =>
  Array.from(document.querySelectorAll('span[data-state="speaking"]')).map((element) =>
    element.textContent?.trim(),
  );

describe('PassageReader', () => {
  it('highlights each word as the voice reports it', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<PassageReader passage={sled} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(engine.spoken[0]?.parts).toEqual(sled.sentences);
    act(() => engine.startSentence());
    expect(speakingSentences()).toEqual(['It is a snow day.']);
    act(() => engine.word(0, 2));
    expect(speakingWords()).toEqual(['It']);
    act(() => engine.word(3, 2));
    expect(speakingWords()).toEqual(['is']);
    act(() => engine.endSentence());
    act(() => engine.startSentence());
    act(() => engine.word(4, 3));
    expect(speakingSentences()).toEqual(['Jen and Max get the red sled.']);
    expect(speakingWords()).toEqual(['and']);
    act(() => engine.finish());
    expect(speakingWords()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });

  it('highlights whole sentences when the voice sends no word boundaries', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine({ wordBoundaries: false });
    renderWithProviders(<PassageReader passage={sled} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => engine.playSentence());
    act(() => engine.startSentence());
    expect(speakingSentences()).toEqual(['Jen and Max get the red sled.']);
    expect(speakingWords()).toEqual([]);
  });

  it('speaks spoken forms but shows the text, and lights a spoken form up whole', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<PassageReader passage={cold} />, { engine });
    expect(screen.getByRole('button', { name: '−25 °C' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(engine.spoken[0]?.parts).toEqual([
      'It is minus twenty-five degrees Celsius today.',
      'Sofia zips up her snowsuit.',
    ]);
    act(() => engine.startSentence());
    const spoken = 'It is minus twenty-five degrees Celsius today.';
    act(() => engine.word(spoken.indexOf('degrees'), 'degrees'.length));
    expect(speakingWords()).toEqual(['−25 °C']);
  });

  it('speaks a tapped word, its spoken form, and shows a story word with its picture', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(<PassageReader passage={cold} />);
    await user.click(screen.getByRole('button', { name: '−25 °C' }));
    expect(spokenTexts(engine)).toEqual(['minus twenty-five degrees Celsius']);
    expect(within(screen.getByRole('status')).queryByRole('figure')).toBeNull();

    const story = renderWithProviders(<PassageReader passage={sled} />);
    const snow = within(story.container).getByRole('button', { name: 'snow' });
    expect(snow).toHaveAccessibleDescription('Story word: tap it to see its picture.');
    expect(snow).toHaveAttribute('data-story', 'true');
    await user.click(snow);
    expect(spokenTexts(story.engine)).toEqual(['snow']);
    expect(within(story.container).getByRole('figure')).toHaveTextContent('snow');
  });

  it('pauses and resumes at the sentence it was reading', async () => {
    const user = userEvent.setup();
    const engine = createFakeSpeechEngine();
    renderWithProviders(<PassageReader passage={sled} />, { engine });
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => engine.playSentence());
    act(() => engine.startSentence());
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(engine.speaking).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(engine.spoken[1]?.parts).toEqual(sled.sentences.slice(1));
    act(() => engine.startSentence());
    expect(speakingSentences()).toEqual(['Jen and Max get the red sled.']);
  });

  it('reads by itself only when asked to (step 1)', () => {
    const automatic = renderWithProviders(<PassageReader passage={sled} autoRead />);
    expect(automatic.engine.spoken).toHaveLength(1);
    automatic.unmount();
    const onRequest = renderWithProviders(<PassageReader passage={sled} />);
    expect(onRequest.engine.spoken).toHaveLength(0);
  });

  it('keeps each word with the punctuation it touches, so a line never starts with it', () => {
    const quoted: Passage = {
      ...sled,
      sentences: ['"Tonight I\'ll fix it," she said.', 'They work at night.'],
      storyWords: [],
    };
    renderWithProviders(<PassageReader passage={quoted} />);
    const groupOf = (word: string) => screen.getByRole('button', { name: word }).parentElement;
    expect(groupOf('Tonight')).toHaveTextContent(/^"Tonight$/);
    expect(groupOf('it')).toHaveTextContent(/^it,"$/);
    expect(groupOf('night')).toHaveTextContent(/^night\.$/);
  });

  it('moves between words with the arrow keys, one tab stop for the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PassageReader passage={sled} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'It' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'is' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'hill' })).toHaveFocus();
    await expectNoA11yViolations(document.body);
  });

  it('reads the question after the passage when it reads by itself', () => {
    const { engine } = renderWithProviders(
      <PassageReader passage={cold} autoRead autoReadThen="How cold is it?" />,
    );
    expect(spokenTexts(engine)).toEqual([
      'It is minus twenty-five degrees Celsius today. Sofia zips up her snowsuit. How cold is it?',
    ]);
  });

  it('points at the evidence in reading mode too, in words', () => {
    renderWithProviders(<PassageReader passage={sled} lookHere={[2]} />);
    const marked = document.querySelector('[data-look-here="true"]');
    expect(marked).toHaveTextContent('They go up the big hill. (Look here)');
  });

  it('highlights the target words in either mode', () => {
    const { rerender } = renderWithProviders(
      <PassageReader passage={sled} targetWords={['Sled']} />,
    );
    expect(screen.getByRole('button', { name: 'sled' })).toHaveAttribute('data-target', 'true');
    expect(screen.getByRole('button', { name: 'red' })).not.toHaveAttribute('data-target');
    rerender(<PassageReader passage={sled} mode="tap-sentence" targetWords={['sled']} />);
    const sentence = screen.getByRole('button', { name: /^Sentence 2:/ });
    expect(sentence.querySelector('span')).toHaveTextContent(/^sled$/);
  });

  describe('tap the sentence', () => {
    it('shows the sentence picked, and takes no choice when disabled', async () => {
      const user = userEvent.setup();
      const onChooseSentence = vi.fn();
      const { rerender } = renderWithProviders(
        <PassageReader passage={sled} mode="tap-sentence" chosen={1} />,
      );
      const picked = screen.getByRole('button', { name: /^Sentence 2:/ });
      expect(picked).toHaveAttribute('aria-pressed', 'true');
      expect(picked).toHaveAttribute('data-state', 'chosen');
      expect(screen.getByRole('button', { name: /^Sentence 1:/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      rerender(
        <PassageReader
          passage={sled}
          mode="tap-sentence"
          disabled
          onChooseSentence={onChooseSentence}
        />,
      );
      await user.click(screen.getByRole('button', { name: /^Sentence 3:/ }));
      expect(onChooseSentence).not.toHaveBeenCalled();
    });

    it('shows several sentences picked at once', () => {
      renderWithProviders(<PassageReader passage={sled} mode="tap-sentence" chosen={[0, 2]} />);
      const pressed = screen
        .getAllByRole('button', { name: /^Sentence / })
        .map((button) => [button.getAttribute('aria-pressed'), button.dataset.state]);
      expect(pressed).toEqual([
        ['true', 'chosen'],
        ['false', 'idle'],
        ['true', 'chosen'],
      ]);
    });

    it('makes each sentence a button: arrows or Tab move, Enter chooses', async () => {
      const user = userEvent.setup();
      const onChooseSentence = vi.fn();
      renderWithProviders(
        <PassageReader passage={sled} mode="tap-sentence" onChooseSentence={onChooseSentence} />,
      );
      const first = screen.getByRole('button', { name: 'Sentence 1: It is a snow day.' });
      first.focus();
      await user.keyboard('{ArrowDown}');
      expect(
        screen.getByRole('button', { name: 'Sentence 2: Jen and Max get the red sled.' }),
      ).toHaveFocus();
      await user.tab();
      expect(
        screen.getByRole('button', { name: 'Sentence 3: They go up the big hill.' }),
      ).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onChooseSentence).toHaveBeenCalledWith(2);
      await expectNoA11yViolations(document.body);
    });

    it('marks right and wrong in words, and points at the evidence', async () => {
      renderWithProviders(
        <PassageReader
          passage={sled}
          mode="tap-sentence"
          marks={{ 0: 'incorrect', 1: 'correct' }}
          lookHere={[1]}
        />,
      );
      const wrong = screen.getByRole('button', { name: /^Sentence 1: .*Not this one\.$/ });
      expect(wrong).toHaveAttribute('data-state', 'incorrect');
      const right = screen.getByRole('button', { name: /^Sentence 2: .*Yes\. Look here\.$/ });
      expect(right).toHaveAttribute('data-state', 'correct');
      expect(right).toHaveTextContent('Look here');
      await expectNoA11yViolations(document.body);
    });
  });

  describe('tap a word', () => {
    /** The reader in tap-a-word mode, holding the words chosen as a Lingo does. */
    function Chooser(props: Partial<PassageReaderProps> & { readonly passage: Passage }) {
      const [chosen, setChosen] = useState<readonly number[]>([]);
      return (
        <PassageReader
          {...props}
          mode="tap-word"
          chosenWords={chosen}
          onChooseWords={(words) => {
            setChosen(words);
            props.onChooseWords?.(words);
          }}
        />
      );
    }

    it('makes each word a toggle: a tap chooses it and says it, a second tap lets it go', async () => {
      const user = userEvent.setup();
      const onChooseWords = vi.fn();
      const { engine } = renderWithProviders(
        <Chooser passage={sled} onChooseWords={onChooseWords} wordsLabel="Tap the words." />,
      );
      const group = screen.getByRole('group', { name: 'Tap the words.' });
      const red = within(group).getByRole('button', { name: 'red' });
      expect(red).toHaveAttribute('aria-pressed', 'false');
      await user.click(red);
      expect(onChooseWords).toHaveBeenLastCalledWith([10]);
      expect(red).toHaveAttribute('aria-pressed', 'true');
      expect(red).toHaveAttribute('data-state', 'chosen');
      expect(spokenTexts(engine)).toEqual(['red']);
      await user.click(within(group).getByRole('button', { name: 'sled' }));
      expect(onChooseWords).toHaveBeenLastCalledWith([10, 11]);
      await user.click(red);
      expect(onChooseWords).toHaveBeenLastCalledWith([11]);
      expect(red).toHaveAttribute('aria-pressed', 'false');
      // Letting a word go says nothing more.
      expect(spokenTexts(engine)).toEqual(['red', 'sled']);
    });

    it('moves with Tab and the arrows, and toggles with Enter and Space', async () => {
      const user = userEvent.setup();
      const onChooseWords = vi.fn();
      renderWithProviders(<Chooser passage={sled} onChooseWords={onChooseWords} />);
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'It' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'is' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'a' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onChooseWords).toHaveBeenLastCalledWith([2]);
      await user.keyboard('{End}');
      expect(screen.getByRole('button', { name: 'hill' })).toHaveFocus();
      await user.keyboard(' ');
      expect(onChooseWords).toHaveBeenLastCalledWith([2, 17]);
      await user.keyboard('{ArrowLeft}{Home}');
      expect(screen.getByRole('button', { name: 'It' })).toHaveFocus();
      await expectNoA11yViolations(document.body);
    });

    it('offers only the words of the sentences asked for; one word at most moves the choice', async () => {
      const user = userEvent.setup();
      const onChooseWords = vi.fn();
      renderWithProviders(
        <Chooser passage={sled} wordSentences={[1]} maxWords={1} onChooseWords={onChooseWords} />,
      );
      const group = screen.getByRole('group');
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Jen', 'and', 'Max', 'get', 'the', 'red', 'sled']);
      expect(group).toHaveTextContent(/^It is a snow day\. Jen and Max/);
      within(group).getByRole('button', { name: 'Jen' }).focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('button', { name: 'Jen' })).toHaveFocus();
      await user.keyboard('{End}{Enter}');
      expect(onChooseWords).toHaveBeenLastCalledWith([11]);
      await user.click(screen.getByRole('button', { name: 'Max' }));
      expect(onChooseWords).toHaveBeenLastCalledWith([7]);
      expect(screen.getByRole('button', { name: 'sled' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('marks checked words in words, and takes no choice when disabled', async () => {
      const user = userEvent.setup();
      const onChooseWords = vi.fn();
      renderWithProviders(
        <PassageReader
          passage={sled}
          mode="tap-word"
          chosenWords={[10, 11]}
          wordMarks={{ 10: 'correct', 11: 'incorrect' }}
          onChooseWords={onChooseWords}
          disabled
        />,
      );
      const red = screen.getByRole('button', { name: 'red, yes' });
      expect(red).toHaveAttribute('data-state', 'correct');
      expect(screen.getByRole('button', { name: 'sled, not this one' })).toHaveAttribute(
        'data-state',
        'incorrect',
      );
      await user.click(screen.getByRole('button', { name: 'hill' }));
      expect(onChooseWords).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'hill' })).toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('has no axe violations in light and dark mode, reading, marked and showing a picture', async () => {
    const user = userEvent.setup();
    for (const dark of [false, true]) {
      const engine = createFakeSpeechEngine();
      const view = renderWithProviders(
        <div className={themeClass('default', dark)}>
          <PassageReader passage={sled} lookHere={[1]} />
          <PassageReader passage={cold} mode="tap-sentence" marks={{ 0: 'correct' }} />
          <PassageReader
            passage={sled}
            mode="tap-word"
            hideTitle
            wordsLabel="Choose words"
            chosenWords={[3, 10, 11]}
            wordMarks={{ 10: 'correct', 11: 'incorrect' }}
          />
        </div>,
        { engine },
      );
      await user.click(within(view.container).getAllByRole('button', { name: 'snow' })[0]!);
      await user.click(within(view.container).getAllByRole('button', { name: 'Read aloud' })[0]!);
      act(() => engine.startSentence());
      act(() => engine.word(0, 2));
      expect(view.container.querySelector('button[data-state="speaking"]')).not.toBeNull();
      await expectNoA11yViolations(view.container);
      view.unmount();
    }
  });
});
