import type { MouseEvent, PointerEvent, TouchEvent } from 'react';
import { cx } from '../../internal/cx';
import { SpeakerIcon } from '../../internal/SpeakerIcon';
import type { SpeechText } from '../controller';
import { useSpeaking } from '../useSpeaking';
import * as styles from './InCardSpeaker.css';

/** Props of {@link InCardSpeaker}. */
export interface InCardSpeakerProps {
  /** What the speaker says. */
  readonly speech: SpeechText;
  /** Called when the speaker is pressed (a Lingo counting it as a hint). */
  readonly onSpeak?: () => void;
  /** Where it sits: the top right corner of its card (default), or the top left. */
  readonly corner?: 'end' | 'start';
  readonly className?: string;
}

/**
 * A small speaker inside a card that is itself the control (a radio, a sortable item), for a
 * child who cannot read the card yet: a tap or click says `speech` without picking the card.
 * Not a button of its own (a control inside a control): hidden from assistive tech, which
 * hears the card's name, and from the keyboard, whose focus on the card speaks it. A 44 px
 * target drawn as a round badge; the card must be positioned (`position: relative`).
 */
export function InCardSpeaker({ speech, onSpeak, corner = 'end', className }: InCardSpeakerProps) {
  const { state, speak } = useSpeaking();
  // Pressing the speaker neither picks the card nor starts a drag.
  const stop = (event: PointerEvent | MouseEvent | TouchEvent) => event.stopPropagation();
  return (
    <span
      aria-hidden="true"
      className={cx(styles.speaker({ corner }), className)}
      data-state={state}
      data-speaker="in-card"
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
      onClick={(event) => {
        event.stopPropagation();
        onSpeak?.();
        speak(speech);
      }}
    >
      <SpeakerIcon size="1.25rem" />
    </span>
  );
}
