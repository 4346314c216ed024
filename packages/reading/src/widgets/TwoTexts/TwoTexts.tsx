import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { Passage } from '../../model/passages';
import {
  PassageReader,
  type PassageReaderMode,
  type SentenceMark,
} from '../PassageReader/PassageReader';
import * as styles from './TwoTexts.css';
import { localIndices, passageTexts, textName, type PassageText } from './twoTextsModel';

/** Where the texts stand side by side; below it they are tabs. */
export const sideBySideQuery = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(sideBySideQuery) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(sideBySideQuery).matches;

/** Props of TwoTexts. */
export interface TwoTextsProps {
  /** A passage whose `parts` split it into texts (Two Texts, One Topic). */
  readonly passage: Passage;
  /** Read Text 1 aloud when it appears (step 1 only), if automatic reading is on. */
  readonly autoRead?: boolean;
  /** Evidence to point at ("Look here"), as the whole passage's sentence indices. */
  readonly lookHere?: readonly number[];
  /** Default `read`. */
  readonly mode?: PassageReaderMode;
  /** Tap-the-sentence: a sentence was chosen, as the whole passage's index. */
  readonly onChooseSentence?: (index: number) => void;
  /** Tap-the-sentence: marks, by the whole passage's index. */
  readonly marks?: Readonly<Record<number, SentenceMark>>;
}

function TextReader({
  text,
  autoRead,
  lookHere,
  mode,
  onChooseSentence,
  marks,
}: Omit<TwoTextsProps, 'passage'> & { readonly text: PassageText }) {
  const localMarks = Object.fromEntries(
    Object.entries(marks ?? {}).flatMap(([index, mark]) =>
      localIndices(text, [Number(index)]).map((local) => [local, mark] as const),
    ),
  );
  return (
    <PassageReader
      passage={text.passage}
      autoRead={autoRead ?? false}
      mode={mode ?? 'read'}
      onChooseSentence={(index) => onChooseSentence?.(text.first + index)}
      marks={localMarks}
      lookHere={localIndices(text, lookHere ?? [])}
    />
  );
}

/**
 * Two texts on one topic (reading.md 3-2), each read aloud with its own PassageReader: side by
 * side on wide screens, and on narrow ones a tab list "Text 1 / Text 2" (arrows, Home and End
 * move between tabs). "Look here" on a text that is hidden behind its tab opens that tab.
 */
export function TwoTexts({ passage, autoRead = false, lookHere = [], ...reader }: TwoTextsProps) {
  const texts = passageTexts(passage);
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  const [selected, setSelected] = useState(0);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A hint that points into a hidden text opens its tab.
  const lookKey = lookHere.join(',');
  const textsRef = useRef(texts);
  textsRef.current = texts;
  useEffect(() => {
    const indices = lookKey === '' ? [] : lookKey.split(',').map(Number);
    const target = textsRef.current.findIndex((text) => localIndices(text, indices).length > 0);
    if (target >= 0) setSelected(target);
  }, [lookKey]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = texts.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabRefs.current[target]?.focus();
  }

  if (wide) {
    return (
      <div className={styles.sideBySide} data-layout="side-by-side">
        {texts.map((text, index) => (
          <section
            key={text.number}
            className={styles.column}
            aria-label={textName(text)}
            data-text={text.number}
          >
            <p className={styles.label}>Text {text.number}</p>
            <TextReader
              text={text}
              autoRead={autoRead && index === 0}
              lookHere={lookHere}
              {...reader}
            />
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.tabs} data-layout="tabs">
      <div role="tablist" aria-label="Texts" className={styles.tabList}>
        {texts.map((text, index) => (
          <button
            key={text.number}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            aria-label={textName(text)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            data-state={index === selected ? 'active' : 'inactive'}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            Text {text.number}
          </button>
        ))}
      </div>
      {texts.map((text, index) => (
        <div
          key={text.number}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className={styles.panel}
          hidden={index !== selected}
          data-text={text.number}
        >
          {index === selected ? (
            <TextReader
              text={text}
              autoRead={autoRead && index === 0}
              lookHere={lookHere}
              {...reader}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
