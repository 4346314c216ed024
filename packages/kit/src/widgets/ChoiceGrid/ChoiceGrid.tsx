import { VisuallyHidden } from '@lingos/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { KeyboardEvent, ReactNode } from 'react';
import { useRovingFocus } from '../../interaction/roving/useRovingFocus';
import { cx } from '../../internal/cx';
import { isFocusVisible } from '../../internal/focusVisible';
import { CheckIcon, CrossIcon } from '../../internal/icons';
import type { SpeechText } from '../../speech/controller';
import { InCardSpeaker } from '../../speech/InCardSpeaker/InCardSpeaker';
import { useSpeech } from '../../speech/ReadAloudProvider';
import * as styles from './ChoiceGrid.css';

/** How a card looks: untouched, picked, or marked after a check. */
export type ChoiceCardState = (typeof styles.choiceCardStates)[number];

/** A mark a checked card shows. */
export type ChoiceMark = 'correct' | 'incorrect';

/** One answer card. */
export interface ChoiceOption<Value extends string = string> {
  readonly value: Value;
  /** Any content: text, a clock, coins, a picture. */
  readonly label: ReactNode;
  /** The card's accessible name, required when the label is a picture (a clock, coins). */
  readonly ariaLabel?: string;
  /**
   * What the card says when it gets keyboard focus (with `speakOnFocus`): a text, or
   * utterances spoken in turn (a letter name alone, then its key word).
   */
  readonly speech?: SpeechText;
  /** A card that cannot be picked (e.g. already tried in a Learn check). */
  readonly disabled?: boolean;
}

/** Props of {@link ChoiceGrid}. */
export interface ChoiceGridProps<Value extends string = string> {
  /** 2 to 4 cards. */
  readonly options: readonly ChoiceOption<Value>[];
  /** The picked card's value, if any. */
  readonly value: Value | null | undefined;
  readonly onChange: (value: Value) => void;
  /** The group's accessible name, usually the question. */
  readonly label: string;
  /** Marks shown after a check, by value: right cards turn green, wrong ones red and wiggle. */
  readonly marks?: Partial<Record<Value, ChoiceMark>>;
  /** No card can be picked (after an answer); the cards stay readable. */
  readonly disabled?: boolean;
  /**
   * A fixed number of columns (default: as many 8rem cards as fit). On a phone (≤ 520 px)
   * more than two become two, so a row of clocks never runs off the screen.
   */
  readonly columns?: number;
  /** Read each card's `speech` (or text) aloud when it gets keyboard focus. */
  readonly speakOnFocus?: boolean;
  /**
   * A small speaker in each card's top left corner that says its `speech` (or text) when
   * tapped, without picking the card: for a child who cannot read the cards yet. Leave it
   * off where hearing a card would give the answer away.
   */
  readonly speakers?: boolean;
  readonly className?: string;
}

const markText: Record<ChoiceMark, string> = { correct: 'right', incorrect: 'not right' };

function textOf(option: ChoiceOption): SpeechText | undefined {
  if (option.speech) return option.speech;
  if (option.ariaLabel) return option.ariaLabel;
  return typeof option.label === 'string' || typeof option.label === 'number'
    ? String(option.label)
    : undefined;
}

/**
 * 2–4 big answer cards with radio-group semantics: tap or click a card, or move with the
 * arrow keys and pick with Enter or Space. Enter on the card already picked is left to the
 * page (the practice session checks the answer).
 */
export function ChoiceGrid<Value extends string = string>({
  options,
  value,
  onChange,
  label,
  marks,
  disabled = false,
  columns,
  speakOnFocus = false,
  speakers = false,
  className,
}: ChoiceGridProps<Value>) {
  const speech = useSpeech();
  const disabledIndices = options.flatMap((option, index) => (option.disabled ? [index] : []));
  // A radio group: every arrow moves to the next or previous card in reading order and goes
  // round the ends (also with `columns`, which a phone narrows to 2 anyway).
  const roving = useRovingFocus({
    count: options.length,
    wrap: true,
    disabled: disabledIndices,
    selectedIndex: options.findIndex((option) => option.value === value),
  });

  function pick(option: ChoiceOption<Value>) {
    if (disabled || option.disabled) return;
    onChange(option.value);
  }

  function onKeyDown(
    event: KeyboardEvent<HTMLDivElement>,
    option: ChoiceOption<Value>,
    index: number,
  ) {
    if (roving.handleKeyDown(event, index)) return;
    switch (event.key) {
      case ' ':
        event.preventDefault();
        pick(option);
        break;
      case 'Enter':
        // Enter picks a card; on the card already picked it goes on to the page (Check).
        if (option.value !== value && !disabled && !option.disabled) {
          event.preventDefault();
          pick(option);
        }
        break;
      default:
        break;
    }
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-columns={columns}
      className={cx(styles.root, className)}
      style={
        columns
          ? assignInlineVars({
              [styles.template]: `repeat(${columns}, minmax(0, 1fr))`,
              [styles.narrowTemplate]: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
            })
          : { maxWidth: `calc(${options.length} * 12rem + ${options.length - 1} * ${styles.gap})` }
      }
    >
      {options.map((option, index) => {
        const item = roving.getItemProps(index);
        const mark = marks?.[option.value];
        const selected = option.value === value;
        const state: ChoiceCardState = mark ?? (selected ? 'selected' : 'idle');
        const inactive = disabled || option.disabled === true;
        const spoken = speakers ? textOf(option) : undefined;
        return (
          <div
            key={option.value}
            ref={item.ref}
            role="radio"
            aria-checked={selected}
            aria-disabled={inactive || undefined}
            aria-label={
              option.ariaLabel
                ? `${option.ariaLabel}${mark ? `, ${markText[mark]}` : ''}`
                : undefined
            }
            tabIndex={item.tabIndex}
            data-state={state}
            data-value={option.value}
            data-speaker={spoken ? '' : undefined}
            className={styles.card({ state })}
            onClick={() => pick(option)}
            onKeyDown={(event) => onKeyDown(event, option, index)}
            onFocus={(event) => {
              item.onFocus(event);
              if (speakOnFocus && isFocusVisible(event.currentTarget)) {
                const text = textOf(option);
                if (text) speech.speakAutomatically(text);
              }
            }}
          >
            {spoken ? <InCardSpeaker speech={spoken} corner="start" /> : null}
            {/* With a text alternative the card's content is a picture: its name says it all. */}
            {option.ariaLabel ? <span aria-hidden="true">{option.label}</span> : option.label}
            {mark ? (
              <span
                className={mark === 'correct' ? styles.markCorrect : styles.markIncorrect}
                aria-hidden="true"
              >
                {mark === 'correct' ? <CheckIcon /> : <CrossIcon />}
              </span>
            ) : null}
            {mark && !option.ariaLabel ? <VisuallyHidden>, {markText[mark]}</VisuallyHidden> : null}
          </div>
        );
      })}
    </div>
  );
}
