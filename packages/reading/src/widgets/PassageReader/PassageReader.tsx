import {
  Picture,
  useSpeech,
  useSpokenHighlight,
  type SpeechHandle,
  type SpeechText,
} from '@lingos/kit';
import { Button, Icon, VisuallyHidden } from '@lingos/ui';
import {
  Fragment,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Passage, StoryWord } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import * as styles from './PassageReader.css';
import { sentenceTokens, tokensSpoken, type ReaderToken } from './readerTokens';
import { toggleWord, wordKeyTarget } from './wordChoice';

/**
 * How the passage is shown: words to tap and hear, each sentence a button to choose, or each
 * word a toggle to choose (tap-a-word: the words are the answer).
 */
export const passageReaderModes = ['read', 'tap-sentence', 'tap-word'] as const;
/** How the passage is shown. */
export type PassageReaderMode = (typeof passageReaderModes)[number];

/** A mark on a chosen sentence in tap-the-sentence mode. */
export type SentenceMark = 'correct' | 'incorrect';

/** Props of PassageReader. */
export interface PassageReaderProps {
  readonly passage: Pick<Passage, 'title' | 'sentences' | 'storyWords' | 'say'>;
  /** Read the passage aloud when it appears (step 1 only), if automatic reading is on. */
  readonly autoRead?: boolean;
  /**
   * What the automatic reading says after the passage (the question), so the question follows
   * the story instead of being cut off by it.
   */
  readonly autoReadThen?: SpeechText;
  /** Default `read`. */
  readonly mode?: PassageReaderMode;
  /** Tap-the-sentence: a sentence was chosen (its index, s1 = 0). */
  readonly onChooseSentence?: (index: number) => void;
  /** Tap-the-sentence: marks on chosen sentences, by index. */
  readonly marks?: Readonly<Record<number, SentenceMark>>;
  /**
   * Tap-the-sentence: the sentence picked and not yet checked (pressed, outlined), or several
   * (3-1 taps 2 clue sentences).
   */
  readonly chosen?: number | readonly number[] | null;
  /** Tap-the-sentence or tap-a-word: nothing can be chosen (after a check); the text stays readable. */
  readonly disabled?: boolean;
  /**
   * Tap-a-word: the words chosen, by their number in the passage (`passageWords`: the first
   * word of s1 is 0, counting on across the sentences).
   */
  readonly chosenWords?: readonly number[];
  /** Tap-a-word: a word was chosen or let go; the words chosen now, in the order tapped. */
  readonly onChooseWords?: (words: number[]) => void;
  /** Tap-a-word: how many words can be chosen at once; a tap beyond lets the oldest go. */
  readonly maxWords?: number;
  /** Tap-a-word: marks on chosen words after a check, by word number. */
  readonly wordMarks?: Readonly<Record<number, SentenceMark>>;
  /** Tap-a-word: the sentences whose words can be chosen (default all); the rest is plain text. */
  readonly wordSentences?: readonly number[];
  /** Tap-a-word: the name of the words' group, the task ("Tap the words that show it."). */
  readonly wordsLabel?: string;
  /** The evidence sentences to point at ("Look here"), by index. */
  readonly lookHere?: readonly number[];
  /** Words to highlight (Word Clues: the new word), in either mode; matched ignoring case. */
  readonly targetWords?: readonly string[];
  /** Hide the title (a title question shows the passage without it). */
  readonly hideTitle?: boolean;
}

type ReadingState = 'idle' | 'reading' | 'paused';

const markLabels: Record<SentenceMark, string> = { correct: 'Yes', incorrect: 'Not this one' };
const noWords: readonly number[] = [];

/**
 * A passage read aloud, each word highlighted as the voice says it (whole sentences when the
 * voice reports no words); every word can be tapped to hear it, and a story word also shows
 * its picture. In tap-the-sentence mode each sentence is a button. Read-aloud is never a hint:
 * it reports nothing to the Lingo.
 */
export function PassageReader({
  passage,
  autoRead = false,
  autoReadThen,
  mode = 'read',
  onChooseSentence,
  marks = {},
  chosen = null,
  disabled = false,
  lookHere = [],
  hideTitle = false,
  targetWords = [],
  chosenWords = noWords,
  onChooseWords,
  maxWords,
  wordMarks = {},
  wordSentences,
  wordsLabel = 'Tap the words.',
}: PassageReaderProps) {
  const speech = useSpeech();
  const storyHintId = useId();
  const chosenSentences: readonly number[] =
    chosen === null ? [] : typeof chosen === 'number' ? [chosen] : chosen;
  const { sentences, say, storyWords } = passage;
  const tokens = useMemo(
    () => sentences.map((sentence) => sentenceTokens(sentence, say, storyWords)),
    [sentences, say, storyWords],
  );
  const [request, setRequest] = useState<{ handle: SpeechHandle; from: number } | null>(null);
  const [state, setState] = useState<ReadingState>('idle');
  const [resumeAt, setResumeAt] = useState(0);
  const [picture, setPicture] = useState<StoryWord | null>(null);
  const [focusedWord, setFocusedWord] = useState(0);
  const currentSentence = useRef(0);
  const wordRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const sentenceRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const highlight = useSpokenHighlight(request?.handle ?? null);

  function follow(handle: SpeechHandle, from: number) {
    currentSentence.current = from;
    setRequest({ handle, from });
    handle.subscribe((event) => {
      if (event.type === 'utterance-start') currentSentence.current = from + event.utterance;
      if (event.type === 'end') setState((previous) => (previous === 'paused' ? previous : 'idle'));
    });
  }

  function readFrom(from: number, automatic = false) {
    const utterances: Exclude<SpeechText, string>[number][] = sentences
      .slice(from)
      .map((sentence) => spokenForm(sentence, say));
    if (automatic && autoReadThen !== undefined) {
      utterances.push(...(typeof autoReadThen === 'string' ? [autoReadThen] : autoReadThen));
    }
    const handle = automatic ? speech.speakAutomatically(utterances) : speech.speak(utterances);
    if (handle.state === 'ended') return;
    setState('reading');
    follow(handle, from);
  }

  function pause() {
    // The question read after the passage is not a sentence to resume at.
    setResumeAt(Math.min(currentSentence.current, sentences.length - 1));
    setState('paused');
    request?.handle.cancel();
  }

  // Step 1 reads the passage by itself, once per passage.
  const passageKey = sentences.join('\n');
  const readFromRef = useRef(readFrom);
  readFromRef.current = readFrom;
  useEffect(() => {
    if (autoRead) readFromRef.current(0, true);
  }, [autoRead, passageKey]);

  const speakingSentence =
    highlight && request && state === 'reading' ? request.from + highlight.utterance : null;
  const speakingWords =
    speakingSentence !== null && highlight?.word
      ? tokensSpoken(
          sentences[speakingSentence] ?? '',
          say,
          tokens[speakingSentence] ?? [],
          highlight.word,
        )
      : [];

  function tapWord(token: ReaderToken) {
    // Tapping a word cuts the read-aloud off: the child chose to hear this word.
    if (state === 'reading') setState('idle');
    speech.speak(token.spoken);
    setPicture(token.storyWord);
  }

  const flatIndex = (sentence: number, token: number) =>
    tokens.slice(0, sentence).reduce((sum, list) => sum + list.length, 0) + token;
  const wordCount = tokens.reduce((sum, list) => sum + list.length, 0);

  // Tap-a-word: the words that can be chosen, in reading order (arrows move among these).
  const choosable = tokens.flatMap((list, sentence) =>
    wordSentences === undefined || wordSentences.includes(sentence)
      ? list.map((_, token) => flatIndex(sentence, token))
      : [],
  );

  function moveWord(event: KeyboardEvent, index: number) {
    const target = wordKeyTarget(event.key, index, wordCount);
    if (target === null) return;
    event.preventDefault();
    setFocusedWord(target);
    wordRefs.current[target]?.focus();
  }

  function moveChoosable(event: KeyboardEvent, index: number) {
    const at = choosable.indexOf(index);
    const target = wordKeyTarget(event.key, at, choosable.length);
    if (target === null) return;
    event.preventDefault();
    wordRefs.current[choosable[target] ?? 0]?.focus();
  }

  function chooseWord(token: ReaderToken, index: number) {
    if (disabled) return;
    // Choosing a word says it, as any tapped word is said; letting it go says nothing.
    if (!chosenWords.includes(index)) tapWord(token);
    onChooseWords?.(toggleWord(chosenWords, index, maxWords));
  }

  function moveSentence(event: KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    const target = index + step;
    if (target < 0 || target >= sentences.length) return;
    event.preventDefault();
    sentenceRefs.current[target]?.focus();
  }

  const targets = targetWords.map((target) => target.toLowerCase());
  const isTarget = (text: string) => targets.includes(text.toLowerCase());

  /** A sentence's text with its target words highlighted (tap-the-sentence mode). */
  function withTargets(sentence: string): ReactNode {
    if (targets.length === 0) return sentence;
    const pattern = new RegExp(
      `\\b(${targetWords.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
      'gi',
    );
    return sentence.split(pattern).map((piece, index) =>
      index % 2 === 1 ? (
        <span key={index} className={styles.target}>
          {piece}
        </span>
      ) : (
        piece
      ),
    );
  }

  const speakingWord = (sentence: number, token: number) =>
    speakingSentence === sentence && speakingWords.includes(token);

  /** A token's text in its sentence. */
  const tokenText = (sentence: number, token: ReaderToken) =>
    sentences[sentence]?.slice(token.start, token.end) ?? '';

  /** Keeps a word button's element by its flat index (for arrow-key focus moves). */
  const wordRef = (flat: number) => (element: HTMLButtonElement | null) => {
    wordRefs.current[flat] = element;
  };

  /** A word to tap and hear (reading mode): one tab stop for the text, arrows move. */
  function readButton(sentence: number, tokenIndex: number, token: ReaderToken, flat: number) {
    const text = tokenText(sentence, token);
    return (
      <button
        ref={wordRef(flat)}
        type="button"
        className={styles.word}
        tabIndex={flat === focusedWord ? 0 : -1}
        data-state={speakingWord(sentence, tokenIndex) ? 'speaking' : 'idle'}
        data-story={token.storyWord ? 'true' : undefined}
        data-target={isTarget(text) ? 'true' : undefined}
        aria-describedby={token.storyWord ? storyHintId : undefined}
        onFocus={() => setFocusedWord(flat)}
        onKeyDown={(event) => moveWord(event, flat)}
        onClick={() => tapWord(token)}
      >
        {text}
      </button>
    );
  }

  /**
   * A word to choose (tap-a-word): a toggle, pressed while chosen; each is a tab stop and the
   * arrows move among the words that can be chosen. A mark after a check is said in words.
   */
  function choiceButton(sentence: number, tokenIndex: number, token: ReaderToken, flat: number) {
    const text = tokenText(sentence, token);
    if (!choosable.includes(flat)) return text;
    const mark = wordMarks[flat];
    const chosenWord = chosenWords.includes(flat);
    return (
      <button
        ref={wordRef(flat)}
        type="button"
        className={styles.choiceWord}
        data-state={
          mark ?? (chosenWord ? 'chosen' : speakingWord(sentence, tokenIndex) ? 'speaking' : 'idle')
        }
        data-target={isTarget(text) ? 'true' : undefined}
        aria-pressed={chosenWord || mark !== undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={(event) => moveChoosable(event, flat)}
        onClick={() => chooseWord(token, flat)}
      >
        {text}
        {mark ? (
          <span className={styles.wordMark}>
            <Icon name={mark === 'correct' ? 'check' : 'close'} size="1rem" />
            <VisuallyHidden>, {markLabels[mark].toLowerCase()}</VisuallyHidden>
          </span>
        ) : null}
      </button>
    );
  }

  function sentenceWords(index: number): ReactNode[] {
    const sentence = sentences[index] ?? '';
    const pieces: ReactNode[] = [];
    const list = tokens[index] ?? [];
    let at = 0;
    list.forEach((token, tokenIndex) => {
      // A word keeps the punctuation it touches ("\"Tonight", "night.") on its own line: a
      // line may break only where the text has a space.
      const gap = sentence.slice(at, token.start);
      const lead = /\S*$/.exec(gap)?.[0] ?? '';
      if (gap.length > lead.length) pieces.push(gap.slice(0, gap.length - lead.length));
      const next = list[tokenIndex + 1]?.start ?? sentence.length;
      const trail = /^\S*/.exec(sentence.slice(token.end, next))?.[0] ?? '';
      const flat = flatIndex(index, tokenIndex);
      pieces.push(
        <span key={token.start} className={styles.wordGroup}>
          {lead}
          {mode === 'tap-word'
            ? choiceButton(index, tokenIndex, token, flat)
            : readButton(index, tokenIndex, token, flat)}
          {trail}
        </span>,
      );
      at = token.end + trail.length;
    });
    if (at < sentence.length) pieces.push(sentence.slice(at));
    return pieces;
  }

  const control =
    state === 'reading' ? (
      <Button variant="secondary" size="md" onClick={pause}>
        Pause
      </Button>
    ) : state === 'paused' ? (
      <>
        <Button variant="secondary" size="md" onClick={() => readFrom(resumeAt)}>
          Resume
        </Button>
        <Button variant="ghost" size="md" onClick={() => readFrom(0)}>
          Read from the start
        </Button>
      </>
    ) : (
      <Button variant="secondary" size="md" onClick={() => readFrom(0)}>
        Read aloud
      </Button>
    );

  return (
    <section
      className={styles.root}
      aria-label={hideTitle ? 'Story' : `Story: ${passage.title}`}
      data-state={state}
    >
      {hideTitle ? null : <h2 className={styles.title}>{passage.title}</h2>}
      <div className={styles.controls}>{control}</div>
      {mode !== 'tap-sentence' ? (
        <p
          className={styles.text}
          data-mode={mode}
          {...(mode === 'tap-word' ? { role: 'group', 'aria-label': wordsLabel } : {})}
        >
          {sentences.map((_, index) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span
                className={styles.sentence}
                data-state={speakingSentence === index ? 'speaking' : 'idle'}
                data-look-here={lookHere.includes(index) ? 'true' : undefined}
              >
                {sentenceWords(index)}
                {lookHere.includes(index) ? (
                  <span className={styles.mark}>
                    <VisuallyHidden> (</VisuallyHidden>Look here
                    <VisuallyHidden>)</VisuallyHidden>
                  </span>
                ) : null}
              </span>
            </Fragment>
          ))}
        </p>
      ) : (
        <p className={styles.text}>
          {sentences.map((sentence, index) => {
            const mark = marks[index];
            return (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <button
                  ref={(element) => {
                    sentenceRefs.current[index] = element;
                  }}
                  type="button"
                  className={styles.sentenceButton}
                  data-state={
                    mark ??
                    (chosenSentences.includes(index)
                      ? 'chosen'
                      : speakingSentence === index
                        ? 'speaking'
                        : 'idle')
                  }
                  aria-pressed={chosenSentences.includes(index) || mark !== undefined}
                  aria-disabled={disabled || undefined}
                  data-look-here={lookHere.includes(index) ? 'true' : undefined}
                  aria-label={`Sentence ${index + 1}: ${sentence}${mark ? `. ${markLabels[mark]}.` : ''}${lookHere.includes(index) ? ' Look here.' : ''}`}
                  onKeyDown={(event) => moveSentence(event, index)}
                  onClick={() => {
                    if (!disabled) onChooseSentence?.(index);
                  }}
                >
                  {withTargets(sentence)}
                  {mark ? (
                    <span className={styles.mark} aria-hidden="true">
                      <Icon name={mark === 'correct' ? 'check' : 'close'} size="1.25rem" />
                      {markLabels[mark]}
                    </span>
                  ) : null}
                  {lookHere.includes(index) ? (
                    <span className={styles.mark} aria-hidden="true">
                      Look here
                    </span>
                  ) : null}
                </button>
              </Fragment>
            );
          })}
        </p>
      )}
      {storyWords.length > 0 ? (
        <VisuallyHidden id={storyHintId}>Story word: tap it to see its picture.</VisuallyHidden>
      ) : null}
      <div role="status" aria-live="polite">
        {picture ? (
          <figure className={styles.picture}>
            <Picture emoji={picture.emoji} alt={`a picture of ${picture.word}`} size={64} />
            <figcaption>{picture.word}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
