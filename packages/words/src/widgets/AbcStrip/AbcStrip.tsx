import { useSpeaking } from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useState } from 'react';
import {
  letterInCase,
  letterName,
  letters,
  type Letter,
  type LetterCase,
  type LetterNameOptions,
} from '../../model/letters';
import { letterFont } from '../letterType.css';
import { SoundButton } from '../SoundButton/SoundButton';
import * as styles from './AbcStrip.css';

/** Props of {@link AbcStrip}. */
export interface AbcStripProps {
  /** The case the letters are shown in: `big` (A B C, default) or `small` (a b c). */
  readonly letterCase?: LetterCase;
  /** Letters lit on the strip (a hint's run: "m comes first"), either case. */
  readonly highlighted?: readonly string[];
  /** Speak A, I and Y by their fallback spellings (see `letterName`). */
  readonly fallbackNames?: LetterNameOptions['fallbackNames'];
  /** Called with the letter (lower case) each time its button is pressed. */
  readonly onLetter?: (letter: Letter) => void;
  /** Called each time "Play all" is pressed. */
  readonly onPlayAll?: () => void;
  /**
   * Folded away behind a "Show the ABC strip" button, folded at first (words.md 1-3 steps
   * 3–4: opening it counts as a hint).
   */
  readonly foldable?: boolean;
  /** Called each time a foldable strip is opened (a Lingo counts it as a hint). */
  readonly onOpen?: () => void;
  readonly className?: string;
}

/** The utterances of "Play all": every letter's name, A to Zed, one utterance each. */
export function playAllUtterances(options: LetterNameOptions = {}): string[] {
  return letters.map((letter) => letterName(letter, options));
}

/**
 * The 26 letters in ABC order as letter SoundButtons ("Letter button A. Press to hear its
 * name."), wrapping into rows on a phone, and "Play all", which names the whole row and lights
 * the letter being said. Letters can be lit for a hint; the strip can fold away, its opening
 * reported so a Lingo can count it as a hint.
 */
export function AbcStrip({
  letterCase = 'big',
  highlighted = [],
  fallbackNames = false,
  onLetter,
  onPlayAll,
  foldable = false,
  onOpen,
  className,
}: AbcStripProps) {
  const [open, setOpen] = useState(!foldable);
  const [noVoice, setNoVoice] = useState('');
  const playing = useSpeaking();
  const stripId = useId();
  const lit = new Set(highlighted.map((letter) => letter.toLowerCase()));
  const nameOptions = { fallbackNames };
  const spokenIndex = playing.state === 'speaking' ? playing.utterance : null;
  const message = playing.message || noVoice;

  function playAll() {
    onPlayAll?.();
    playing.speak(playAllUtterances(nameOptions));
  }

  const strip = (
    <div id={stripId} className={styles.strip}>
      <ol className={styles.row} aria-label="ABC strip">
        {letters.map((letter, index) => {
          const shown = letterInCase(letter, letterCase);
          return (
            <li key={letter} className={styles.item}>
              <SoundButton
                label={`Letter button ${shown}. Press to hear its name.`}
                text={letterName(letter, nameOptions)}
                square
                highlighted={lit.has(letter) || spokenIndex === index}
                onSpeak={() => onLetter?.(letter)}
                onNoVoice={setNoVoice}
                className={styles.letterButton}
              >
                <span className={[letterFont, styles.letter].join(' ')} data-letter={letter}>
                  {shown}
                </span>
              </SoundButton>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="md"
          data-state={playing.state}
          className={styles.playAll}
          onClick={playAll}
        >
          Play all
        </Button>
        <span role="status" className={styles.message}>
          {message}
        </span>
      </div>
    </div>
  );

  if (!foldable)
    return <div className={[styles.root, className].filter(Boolean).join(' ')}>{strip}</div>;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-open={open}>
      <Button
        variant="secondary"
        size="md"
        aria-expanded={open}
        aria-controls={open ? stripId : undefined}
        onClick={() => {
          const opening = !open;
          setOpen(opening);
          if (opening) onOpen?.();
        }}
      >
        {open ? 'Hide the ABC strip' : 'Show the ABC strip'}
      </Button>
      {open ? strip : null}
    </div>
  );
}
