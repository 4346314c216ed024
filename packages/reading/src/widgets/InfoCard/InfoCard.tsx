import { Picture, useAnnouncer, useRovingFocus, useSpeech, type SpeechHandle } from '@lingos/kit';
import { Button, Icon, VisuallyHidden } from '@lingos/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Passage } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import * as styles from './InfoCard.css';
import {
  amountText,
  focusOrder,
  infoCardAlt,
  legendEntries,
  partName,
  partSpeech,
  partsOfSentence,
  squareName,
  type BarChartCard,
  type InfoCardData,
  type InfoCardPart,
  type MapCard,
  type RecipeCard,
} from './infoCardModel';

/** How the card answers a tap: speak the part, or choose it (a "tap the title" task). */
export const infoCardModes = ['read', 'tap-features'] as const;
/** How the card answers a tap. */
export type InfoCardMode = (typeof infoCardModes)[number];

/** A mark on a chosen part in tap-features mode. */
export type InfoCardMark = 'correct' | 'incorrect';

/** Props of InfoCard. */
export interface InfoCardProps {
  readonly card: InfoCardData;
  /**
   * What "Read aloud" reads: the passage's sentences through its spoken forms (src/data/README:
   * a recipe's lines top to bottom, the chart's and the map's text alternatives). None: no button.
   */
  readonly reading?: Pick<Passage, 'sentences' | 'say'>;
  /** Read the card aloud when it appears (step 1 only), if automatic reading is on. */
  readonly autoRead?: boolean;
  /** Spoken after the card when it is read by itself: the question, so it is not lost. */
  readonly autoReadThen?: string | readonly string[];
  /** `read` (default): a tapped part is spoken. `tap-features`: it is chosen. */
  readonly mode?: InfoCardMode;
  /** Tap-features: a part was chosen. */
  readonly onChoosePart?: (part: InfoCardPart) => void;
  /** Tap-features: marks on chosen parts; each new one is announced ("Title selected. Correct."). */
  readonly marks?: Partial<Record<InfoCardPart, InfoCardMark>>;
  /** Parts to point at ("Look here", dashed outline): a hint's evidence. */
  readonly lookHere?: readonly InfoCardPart[];
  /**
   * What each map symbol looks like, by emoji ("a tent"): the legend's pictures are named with
   * it, so a screen reader can answer "Which symbol shows the washrooms?". None: decorative.
   */
  readonly symbolAlts?: Readonly<Record<string, string>>;
}

const markLabels: Record<InfoCardMark, string> = { correct: 'Yes', incorrect: 'Not this one' };
const markSpoken: Record<InfoCardMark, string> = {
  correct: 'Correct.',
  incorrect: 'Not this one.',
};

interface PartContext {
  readonly mode: InfoCardMode;
  readonly marks: Partial<Record<InfoCardPart, InfoCardMark>>;
  readonly lookHere: readonly InfoCardPart[];
  readonly speaking: readonly InfoCardPart[];
  readonly tap: (part: InfoCardPart) => void;
  /** The part that holds the parts' one tab stop. */
  readonly tabStop: InfoCardPart;
  readonly setTabStop: (part: InfoCardPart) => void;
  /** Arrows, Home and End move from part to part; true when the key moved. */
  readonly move: (event: KeyboardEvent<HTMLButtonElement>, part: InfoCardPart) => boolean;
  readonly register: (part: InfoCardPart, element: HTMLButtonElement | null) => void;
}

const PartsContext = createContext<PartContext | null>(null);

function usePart(part: InfoCardPart) {
  const context = useContext(PartsContext);
  if (!context) throw new Error('An InfoCard part is drawn outside its card.');
  const mark = context.marks[part];
  const lookHere = context.lookHere.includes(part);
  return {
    mark,
    lookHere,
    state: mark ?? (context.speaking.includes(part) ? 'speaking' : 'idle'),
    tap: () => context.tap(part),
    tabIndex: context.tabStop === part ? 0 : -1,
    onFocus: () => context.setTabStop(part),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => context.move(event, part),
    ref: (element: HTMLButtonElement | null) => context.register(part, element),
  };
}

/** Marks and "Look here" in words: colour alone never tells. */
function PartMarks({ mark, lookHere }: { mark?: InfoCardMark; lookHere: boolean }) {
  return (
    <>
      {/* A space first, so the name reads "Ingredients Yes", not "IngredientsYes". */}
      {mark ? ' ' : null}
      {mark ? (
        <span className={styles.mark}>
          <Icon name={mark === 'correct' ? 'check' : 'close'} size="1.25rem" />
          {markLabels[mark]}
        </span>
      ) : null}
      {lookHere ? ' ' : null}
      {lookHere ? <span className={styles.mark}>Look here</span> : null}
    </>
  );
}

/** A part of the card as a button: tapped, it is spoken (read mode) or chosen (tap-features). */
function PartButton({
  part,
  children,
  className,
  label,
}: {
  readonly part: InfoCardPart;
  readonly children: ReactNode;
  readonly className?: string;
  /** The accessible name, when the visible text alone would not say what the part is. */
  readonly label?: string;
}) {
  const { mark, lookHere, state, tap, tabIndex, onFocus, onKeyDown, ref } = usePart(part);
  const marksText = `${mark ? ` ${markLabels[mark]}.` : ''}${lookHere ? ' Look here.' : ''}`;
  return (
    <button
      type="button"
      className={`${styles.part}${className ? ` ${className}` : ''}`}
      data-part={part}
      data-state={state}
      data-look-here={lookHere ? 'true' : undefined}
      aria-label={label !== undefined ? `${label}${marksText}` : undefined}
      ref={ref}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={tap}
    >
      {children}
      <PartMarks {...(mark ? { mark } : {})} lookHere={lookHere} />
    </button>
  );
}

function RecipeView({ card, titleId }: { card: RecipeCard; titleId: string }) {
  return (
    <>
      <h2 className={styles.title} id={titleId}>
        <PartButton part="title">{card.title}</PartButton>
        {card.note ? <span className={styles.note}>({card.note})</span> : null}
      </h2>
      {card.makes ? (
        <p className={styles.line}>
          <PartButton part="makes">Makes: {card.makes}.</PartButton>
        </p>
      ) : null}
      <h3 className={styles.heading}>
        {/* Named by its visible text (WCAG 2.5.3): the heading says it is the list. */}
        <PartButton part="ingredients">Ingredients</PartButton>
      </h3>
      <ul className={styles.list}>
        {card.ingredients.map((line, index) => (
          <li key={index} className={styles.listItem}>
            <PartButton part={`amount-${index}`} className={styles.amount}>
              {amountText(line.millilitres)}
            </PartButton>
            <PartButton part={`ingredient-${index}`}>{line.item}</PartButton>
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>
        <PartButton part="steps" label="Numbered steps">
          Steps
        </PartButton>
      </h3>
      <ol className={styles.steps}>
        {card.steps.map((step, index) => (
          <li key={index} className={styles.listItem}>
            <PartButton part={`step-${index + 1}`} label={`Step ${index + 1}: ${step}`}>
              {step}
            </PartButton>
          </li>
        ))}
      </ol>
    </>
  );
}

function BarChartView({ card, titleId }: { card: BarChartCard; titleId: string }) {
  const context = useContext(PartsContext);
  const { min, max } = card.axis;
  const ticks = Array.from({ length: max - min + 1 }, (_, index) => max - index);
  const share = (value: number) => `${((value - min) / (max - min)) * 100}%`;
  return (
    <>
      <h2 className={styles.title} id={titleId}>
        <PartButton part="title">{card.title}</PartButton>
      </h2>
      {card.by ? <p className={styles.line}>{card.by}</p> : null}
      <figure className={styles.chartFigure} aria-label={infoCardAlt(card)}>
        <PartButton part="axis" className={styles.axisLabel}>
          {card.axis.label}
        </PartButton>
        {/* The drawing is for the eyes; the table below gives screen readers the same data. */}
        <div className={styles.chart} aria-hidden="true">
          <div className={styles.ticks}>
            {ticks.map((tick) => (
              <span
                key={tick}
                className={styles.tick}
                style={assignInlineVars({ [styles.at]: share(tick) })}
              >
                {tick}
              </span>
            ))}
          </div>
          <div className={styles.plot}>
            {ticks.map((tick) => (
              <span
                key={tick}
                className={styles.gridLine}
                style={assignInlineVars({ [styles.at]: share(tick) })}
              />
            ))}
            {card.bars.map((bar, index) => (
              <div key={index} className={styles.barColumn}>
                <span
                  className={styles.bar}
                  data-bar={bar.label}
                  data-part={`bar-${index}`}
                  data-look-here={context?.lookHere.includes(`bar-${index}`) ? 'true' : undefined}
                  style={assignInlineVars({ [styles.at]: share(bar.value) })}
                />
              </div>
            ))}
          </div>
          <span />
          <div className={styles.barLabels}>
            {card.bars.map((bar, index) => (
              <span key={index} className={styles.barLabel}>
                {bar.label}
              </span>
            ))}
          </div>
        </div>
        {/* A table is as wide as its cells whatever its own width: the box around it is hidden. */}
        <div className={styles.visuallyHidden}>
          <table>
            <caption>{card.title}</caption>
            <thead>
              <tr>
                <th scope="col">Activity</th>
                <th scope="col">{card.axis.label}</th>
              </tr>
            </thead>
            <tbody>
              {card.bars.map((bar, index) => (
                <tr key={index}>
                  <th scope="row">{bar.label}</th>
                  <td>{bar.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </>
  );
}

/** The compass rose, drawn: N at the top (reading.md: "north is up on every map"). */
function CompassRose() {
  return (
    <svg className={styles.compassArt} viewBox="0 0 64 64" aria-hidden="true">
      <polygon points="32,6 38,32 32,58 26,32" className={styles.compassNeedle} />
      <polygon points="6,32 32,26 58,32 32,38" className={styles.compassCross} />
      <polygon points="32,6 38,32 26,32" className={styles.compassNorth} />
      <text x="32" y="5" className={styles.compassLetter} textAnchor="middle">
        N
      </text>
      <text x="61" y="36" className={styles.compassLetter} textAnchor="middle">
        E
      </text>
      <text x="32" y="64" className={styles.compassLetter} textAnchor="middle">
        S
      </text>
      <text x="3" y="36" className={styles.compassLetter} textAnchor="middle">
        W
      </text>
    </svg>
  );
}

function MapView({
  card,
  titleId,
  announce,
  symbolAlts,
}: {
  card: MapCard;
  titleId: string;
  announce: (text: string) => void;
  symbolAlts: Readonly<Record<string, string>>;
}) {
  const context = useContext(PartsContext);
  const altId = useId();
  const columns = card.columns.length;
  const [here, setHere] = useState<number | null>(null);
  const roving = useRovingFocus({ count: card.rows.length * columns, columns });
  const legend = legendEntries(card);

  function arrive(index: number) {
    setHere(index);
    const row = Math.floor(index / columns);
    const column = index % columns;
    const place = card.cells[row]?.[column];
    if (place) announce(`You are here: ${place.label}, ${squareName(card, row, column)}.`);
  }

  return (
    <>
      <h2 className={styles.title} id={titleId}>
        <PartButton part="title">{card.title}</PartButton>
      </h2>
      <VisuallyHidden id={altId}>{infoCardAlt(card)}</VisuallyHidden>
      <div className={styles.mapLayout}>
        <table className={styles.map} aria-describedby={altId}>
          <caption className={styles.visuallyHidden}>
            Map of {card.title}. North is up. The arrow keys move the you-are-here marker.
          </caption>
          <thead>
            <tr>
              <td />
              {card.columns.map((column) => (
                <th key={column} scope="col" className={styles.mapHeader}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {card.cells.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row" className={styles.mapHeader}>
                  {card.rows[rowIndex]}
                </th>
                {row.map((place, column) => {
                  const index = rowIndex * columns + column;
                  const part: InfoCardPart = `cell-${rowIndex}-${column}`;
                  const mark = context?.marks[part];
                  const lookHere = context?.lookHere.includes(part) ?? false;
                  const item = roving.getItemProps(index);
                  return (
                    <td key={column} className={styles.mapCellBox}>
                      <button
                        type="button"
                        {...item}
                        className={styles.mapCell}
                        data-part={part}
                        data-here={here === index ? 'true' : undefined}
                        data-state={
                          mark ?? (context?.speaking.includes(part) ? 'speaking' : 'idle')
                        }
                        data-look-here={lookHere ? 'true' : undefined}
                        aria-label={`${place.label}, ${squareName(card, rowIndex, column)}${
                          here === index ? '. You are here' : ''
                        }${mark ? `. ${markLabels[mark]}` : ''}${lookHere ? '. Look here' : ''}`}
                        onFocus={(event) => {
                          item.onFocus(event);
                          arrive(index);
                        }}
                        onKeyDown={(event) => {
                          roving.handleKeyDown(event, index);
                        }}
                        onClick={() => {
                          setHere(index);
                          context?.tap(part);
                        }}
                      >
                        <Picture emoji={place.symbol} size={40} decorative />
                        {here === index ? <span className={styles.hereDot} /> : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.mapSide}>
          <PartButton part="compass" className={styles.compass}>
            <CompassRose />
            <span>Compass rose</span>
          </PartButton>
          <section className={styles.legend} aria-labelledby={`${altId}-legend`}>
            <h3 className={styles.heading} id={`${altId}-legend`}>
              <PartButton part="legend">Legend</PartButton>
            </h3>
            <ul className={styles.legendList}>
              {legend.map((entry, index) => (
                <li key={entry.symbol}>
                  <PartButton part={`legend-${index}`} className={styles.legendEntry}>
                    {symbolAlts[entry.symbol] ? (
                      <Picture emoji={entry.symbol} size={32} alt={symbolAlts[entry.symbol]} />
                    ) : (
                      <Picture emoji={entry.symbol} size={32} decorative />
                    )}
                    {entry.label}
                  </PartButton>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

type ReadingState = 'idle' | 'reading';

/**
 * A recipe card, a bar chart or a grid map (reading.md 3-5), as real HTML: a heading, a list
 * and a numbered list; the bars backed by a data table; the map a table with row and column
 * headers, whose you-are-here marker moves with the arrow keys. Every part can be tapped: to
 * hear it, or in tap-features mode to choose it. Read-aloud reports nothing: it is never a hint.
 */
export function InfoCard({
  card,
  reading,
  autoRead = false,
  autoReadThen,
  mode = 'read',
  onChoosePart,
  marks = {},
  lookHere = [],
  symbolAlts = {},
}: InfoCardProps) {
  const speech = useSpeech();
  const titleId = useId();
  const { message, announce } = useAnnouncer();
  const [state, setState] = useState<ReadingState>('idle');
  const [speaking, setSpeaking] = useState<readonly InfoCardPart[]>([]);
  const handleRef = useRef<SpeechHandle | null>(null);
  // The parts share one tab stop; arrows move between them, as between a passage's words.
  const order = focusOrder(card);
  const [tabStop, setTabStop] = useState<InfoCardPart>(order[0] ?? 'title');
  const partElements = useRef(new Map<InfoCardPart, HTMLButtonElement>());
  const register = (part: InfoCardPart, element: HTMLButtonElement | null) => {
    if (element) partElements.current.set(part, element);
    else partElements.current.delete(part);
  };
  function move(event: KeyboardEvent<HTMLButtonElement>, part: InfoCardPart): boolean {
    const at = order.indexOf(part);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? order.length - 1
          : step === undefined
            ? null
            : at + step;
    const next = target === null ? undefined : order[target];
    if (next === undefined) return false;
    event.preventDefault();
    setTabStop(next);
    partElements.current.get(next)?.focus();
    return true;
  }

  function readAloud(automatic = false) {
    if (!reading) return;
    const sentences = reading.sentences;
    const utterances = sentences.map((sentence) => spokenForm(sentence, reading.say));
    const then = automatic && autoReadThen !== undefined ? [autoReadThen].flat() : [];
    const handle = automatic
      ? speech.speakAutomatically([...utterances, ...then])
      : speech.speak(utterances);
    if (handle.state === 'ended') return;
    handleRef.current = handle;
    setState('reading');
    handle.subscribe((event) => {
      if (handleRef.current !== handle) return;
      if (event.type === 'utterance-start') {
        setSpeaking(partsOfSentence(card, sentences[event.utterance] ?? ''));
      }
      if (event.type === 'end') {
        setState('idle');
        setSpeaking([]);
      }
    });
  }

  function stop() {
    handleRef.current?.cancel();
    handleRef.current = null;
    setState('idle');
    setSpeaking([]);
  }

  // Step 1 reads the card by itself, once per card.
  const readRef = useRef(readAloud);
  readRef.current = readAloud;
  const cardKey = card.title;
  useEffect(() => {
    if (autoRead) readRef.current(true);
  }, [autoRead, cardKey]);

  // Each new mark is announced once: "Ingredients list selected. Correct."
  const announced = useRef<Partial<Record<InfoCardPart, InfoCardMark>>>({});
  useEffect(() => {
    for (const [part, mark] of Object.entries(marks) as [InfoCardPart, InfoCardMark][]) {
      if (announced.current[part] === mark) continue;
      const name = partName(card, part);
      if (name) announce(`${name} selected. ${markSpoken[mark]}`);
    }
    announced.current = { ...marks };
  }, [marks, card, announce]);

  function tap(part: InfoCardPart) {
    if (mode === 'tap-features') {
      onChoosePart?.(part);
      return;
    }
    // Tapping a part cuts the read-aloud off: the child chose to hear this part.
    handleRef.current = null;
    setState('idle');
    setSpeaking([]);
    const text = partSpeech(card, part);
    if (text) speech.speak(text);
  }

  return (
    <article
      className={styles.root}
      aria-labelledby={titleId}
      data-kind={card.kind}
      data-mode={mode}
      data-state={state}
    >
      {reading ? (
        <div className={styles.controls}>
          {state === 'reading' ? (
            <Button variant="secondary" size="md" onClick={stop}>
              Stop reading
            </Button>
          ) : (
            <Button variant="secondary" size="md" onClick={() => readAloud()}>
              Read aloud
            </Button>
          )}
        </div>
      ) : null}
      <PartsContext.Provider
        value={{ mode, marks, lookHere, speaking, tap, tabStop, setTabStop, move, register }}
      >
        {card.kind === 'recipe' ? (
          <RecipeView card={card} titleId={titleId} />
        ) : card.kind === 'bar-chart' ? (
          <BarChartView card={card} titleId={titleId} />
        ) : (
          <MapView card={card} titleId={titleId} announce={announce} symbolAlts={symbolAlts} />
        )}
      </PartsContext.Provider>
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {message}
      </div>
    </article>
  );
}
