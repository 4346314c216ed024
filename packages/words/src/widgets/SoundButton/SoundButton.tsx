import {
  noVoiceMessage as noVoice,
  SpeakerIcon,
  slowRate,
  type SpeechText,
  type UtteranceInput,
  useSpeaking,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, type ReactNode } from 'react';
import { wordUtterances } from '../../model/words';
import * as styles from './SoundButton.css';

/** The sizes of a SoundButton: `md` at least 44 px, `lg` (a primary one) at least 56 px. */
export const soundButtonSizes = ['md', 'lg'] as const;
/** The size of a SoundButton. */
export type SoundButtonSize = (typeof soundButtonSizes)[number];

interface SoundButtonBaseProps {
  /** The accessible name, given by the caller: "Hear the word again", "Letter button A. …". */
  readonly label: string;
  /**
   * Replay slow: a word is said at 0.9, then at 0.6 (words.md 1-4); a text is said as given,
   * then each of its utterances again at 0.6.
   */
  readonly slow?: boolean;
  /** Default `md` (44 px); `lg` (56 px) for the item's main sound. */
  readonly size?: SoundButtonSize;
  /** What the button shows; default the speaker alone. */
  readonly children?: ReactNode;
  /** Show the speaker beside `children` too. Default true without children, false with. */
  readonly icon?: boolean;
  /** Called on each press, before speaking (a Lingo counting a hint). */
  readonly onSpeak?: () => void;
  /**
   * Called instead of showing kit's no-voice message beside the button, when a row of
   * buttons shows one message for all (the ABC strip).
   */
  readonly onNoVoice?: (message: string) => void;
  /** Lit, as the ABC strip lights the letter being named. */
  readonly highlighted?: boolean;
  /** A square of the target size with no side padding (a single letter). Default: without children. */
  readonly square?: boolean;
  readonly className?: string;
}

/** Props of {@link SoundButton}: a text to speak, or a word to say whole. */
export type SoundButtonProps = SoundButtonBaseProps &
  (
    | {
        /** What to say (kit's SpeechText), e.g. `soundUtterances('b')`. */
        readonly text: SpeechText;
        readonly word?: never;
      }
    | {
        /** A word said whole, by the model's `wordUtterances` (a homophone with its sentence). */
        readonly word: string;
        readonly text?: never;
      }
  );

/** The utterances a press speaks: the text, and with `slow` the same again at 0.6. */
export function soundButtonUtterances(
  props: Pick<SoundButtonProps, 'text' | 'word' | 'slow'>,
): SpeechText {
  if (props.word !== undefined) return wordUtterances(props.word, { slow: props.slow ?? false });
  const text = props.text ?? '';
  if (!props.slow) return text;
  const items: readonly (string | UtteranceInput)[] = typeof text === 'string' ? [text] : text;
  return [
    ...items,
    ...items.map((item) => ({ text: typeof item === 'string' ? item : item.text, rate: slowRate })),
  ];
}

/**
 * A speaker button that says its text (or a word, whole) through kit's read-aloud, at 0.9,
 * with an optional slow replay at 0.6. At least 44 px (56 for `lg`); `data-state` is
 * `speaking` while its voice is heard; where nothing can speak it says so in kit's words.
 */
export function SoundButton(props: SoundButtonProps) {
  const {
    label,
    size = 'md',
    children,
    icon = children === undefined,
    onSpeak,
    onNoVoice,
    highlighted = false,
    square = children === undefined,
    className,
  } = props;
  const { state, message, speak } = useSpeaking();
  const messageId = useId();
  const shownMessage = onNoVoice ? '' : message;

  function press() {
    onSpeak?.();
    const handle = speak(soundButtonUtterances(props));
    if (onNoVoice) {
      void handle.outcome.then((outcome) => {
        if (outcome === 'no-voice' || outcome === 'unsupported') onNoVoice(noVoice);
      });
    }
  }

  return (
    <span className={styles.root}>
      <Button
        variant="secondary"
        size={size}
        iconOnly={square}
        aria-label={label}
        aria-describedby={shownMessage ? messageId : undefined}
        data-state={state}
        data-highlighted={highlighted || undefined}
        className={[styles.button, className].filter(Boolean).join(' ')}
        onClick={press}
      >
        {icon ? <SpeakerIcon size={size === 'lg' ? '1.75rem' : '1.5rem'} /> : null}
        {children}
      </Button>
      {onNoVoice ? null : (
        <span id={messageId} role="status" className={styles.message}>
          {shownMessage}
        </span>
      )}
    </span>
  );
}
