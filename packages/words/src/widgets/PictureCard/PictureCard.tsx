import {
  InCardSpeaker,
  Picture,
  type ChoiceOption,
  type SortBinsItem,
  type SpeechText,
} from '@lingos/kit';
import { pictureAlt, type WordEntry } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import { letterFont } from '../letterType.css';
import { SoundButton } from '../SoundButton/SoundButton';
import * as styles from './PictureCard.css';

/**
 * How a PictureCard offers its word aloud: `button`, a SoundButton of its own (a card standing
 * alone); `in-card`, a small speaker inside a choice or sort card, tapped to hear the word
 * without picking the card (no tab stop: the keyboard hears the card on focus instead, as
 * words.md asks); `none`, silent (hearing would give the answer away).
 */
export const pictureCardSpeakers = ['button', 'in-card', 'none'] as const;
/** How a PictureCard offers its word aloud. */
export type PictureCardSpeaker = (typeof pictureCardSpeakers)[number];

/** The picture sizes of a PictureCard, in CSS px: `md` 64, `lg` 96. */
export const pictureCardSizes = ['md', 'lg'] as const;
/** The size of a PictureCard. */
export type PictureCardSize = (typeof pictureCardSizes)[number];

const picturePx: Record<PictureCardSize, number> = { md: 64, lg: 96 };

/** Props of {@link PictureCard}. */
export interface PictureCardProps {
  /** The word and its picture, as a word list gives them (`{ word: 'bus', emoji: '🚌' }`). */
  readonly entry: WordEntry;
  /**
   * Show the word under the picture. Default true; false when the item tests reading or
   * spelling (the prompt still speaks it).
   */
  readonly showWord?: boolean;
  /** Default `button`; `in-card` inside a ChoiceGrid or SortBins card. */
  readonly speaker?: PictureCardSpeaker;
  /** What the speaker says; default the word, whole (`wordUtterances`). */
  readonly speech?: SpeechText;
  /** Called when the speaker is pressed (a Lingo counting it as a hint). */
  readonly onSpeak?: () => void;
  /** Default `md`. */
  readonly size?: PictureCardSize;
  /**
   * The picture is named by what is around it (a choice card's own name): hide it from
   * screen readers. Default false: "Picture: a bus.".
   */
  readonly decorative?: boolean;
  readonly className?: string;
}

/** How long a word is drawn: up to 6 letters `short`, up to 9 `long`, then `longer`. */
export function wordLength(word: string): 'short' | 'long' | 'longer' {
  return word.length <= 6 ? 'short' : word.length <= 9 ? 'long' : 'longer';
}

/** What a PictureCard says: its `speech`, or the word whole. */
export function pictureCardSpeech(entry: WordEntry, speech?: SpeechText): SpeechText {
  return speech ?? wordUtterances(entry.word);
}

/**
 * A picture from kit's art set with its word in the letter font: "Picture: a bus." for screen
 * readers, the word hidden when the item tests reading or spelling, and a speaker that says
 * the word. Standing alone, or as the content of a ChoiceGrid or SortBins card.
 */
export function PictureCard({
  entry,
  showWord = true,
  speaker = 'button',
  speech,
  onSpeak,
  size = 'md',
  decorative = false,
  className,
}: PictureCardProps) {
  const spoken = pictureCardSpeech(entry, speech);
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-size={size}
      data-word={showWord ? 'shown' : 'hidden'}
    >
      {entry.emoji !== undefined ? (
        <Picture
          emoji={entry.emoji}
          alt={pictureAlt(entry)}
          size={picturePx[size]}
          decorative={decorative}
        />
      ) : null}
      {showWord ? (
        <span
          className={[letterFont, styles.word].join(' ')}
          data-size={size}
          data-length={wordLength(entry.word)}
        >
          {entry.word}
        </span>
      ) : null}
      {speaker === 'button' ? (
        <SoundButton
          label={showWord ? `Hear the word ${entry.word}` : 'Hear the word'}
          text={spoken}
          {...(onSpeak ? { onSpeak } : {})}
        />
      ) : null}
      {speaker === 'in-card' ? (
        <InCardSpeaker speech={spoken} {...(onSpeak ? { onSpeak } : {})} />
      ) : null}
    </span>
  );
}

/** Options of {@link pictureChoice}. */
export interface PictureChoiceOptions {
  /** Show the word on the card. Default true. */
  readonly showWord?: boolean;
  /** Speak the card on keyboard focus and from its small speaker. Default true. */
  readonly speak?: boolean;
  /** What the card says; default the word, whole. */
  readonly speech?: SpeechText;
  /** The card's accessible name; default the picture's alt ("a bus"). */
  readonly ariaLabel?: string;
  /** Called when its small speaker is tapped (a Lingo counting it as a hint). */
  readonly onSpeak?: () => void;
  readonly size?: PictureCardSize;
}

/**
 * A ChoiceGrid option showing a PictureCard (value: the word). Its name is the picture's alt
 * ("a bus"); with `speak` (default) the card says its word when it gets keyboard focus (pass
 * `speakOnFocus` to ChoiceGrid) or when its small speaker is tapped, and tapping the card
 * picks it. `speak: false` for items where hearing would give the answer away.
 */
export function pictureChoice(
  entry: WordEntry,
  options: PictureChoiceOptions = {},
): ChoiceOption<string> {
  const { showWord = true, speak = true, size = 'md' } = options;
  const speech = pictureCardSpeech(entry, options.speech);
  return {
    value: entry.word,
    ariaLabel: options.ariaLabel ?? pictureAlt(entry),
    label: (
      <PictureCard
        entry={entry}
        showWord={showWord}
        speaker={speak ? 'in-card' : 'none'}
        speech={speech}
        size={size}
        decorative
        {...(options.onSpeak ? { onSpeak: options.onSpeak } : {})}
      />
    ),
    // Silent: an empty speech, so even a grid with `speakOnFocus` never reads the card's
    // name (which would give the answer away); blank speech is skipped by kit.
    speech: speak ? speech : [],
  };
}

/**
 * A SortBins item showing a PictureCard (id: the word, label: the word, or the picture's alt
 * when the word is hidden); its small speaker says the word (words.md 2-4: "spoken on tap").
 */
export function pictureSortItem(
  entry: WordEntry,
  options: Omit<PictureChoiceOptions, 'ariaLabel'> & { readonly label?: string } = {},
): SortBinsItem {
  const { showWord = true, speak = true, size = 'md' } = options;
  return {
    id: entry.word,
    label: options.label ?? (showWord ? entry.word : pictureAlt(entry)),
    content: (
      <PictureCard
        entry={entry}
        showWord={showWord}
        speaker={speak ? 'in-card' : 'none'}
        speech={pictureCardSpeech(entry, options.speech)}
        size={size}
        decorative
        {...(options.onSpeak ? { onSpeak: options.onSpeak } : {})}
      />
    ),
  };
}
