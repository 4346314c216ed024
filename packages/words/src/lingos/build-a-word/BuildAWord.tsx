import {
  lingoLayout,
  LingoPractice,
  Picture,
  useSpeech,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useMemo, useRef } from 'react';
import { soundUtterances } from '../../model/keyWords';
import { pictureAlt } from '../../model/wordData';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  isFull,
  tilesAnswer,
  tilesReducer,
  type TilesConfig,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './BuildAWord.css';
import {
  buildAWordModel,
  isBuildAnswerReady,
  type BuildAWordAnswer,
  type BuildAWordItem,
} from './model';

type Props = PracticeItemProps<BuildAWordItem, BuildAWordAnswer>;

const tilesConfig = (item: BuildAWordItem): TilesConfig => ({
  layout: item.target.word.length,
  tiles: item.rack ? 'alphabet' : item.tiles,
});

/** The worked example's tiles: the word's first `count` letters in place, each marked right. */
function exampleState(item: BuildAWordItem, count: number): TilesState {
  const typed = [...item.target.word]
    .slice(0, count)
    .reduce(
      (state, letter) => tilesReducer(state, { type: 'type', key: letter }),
      createTilesState(tilesConfig(item)),
    );
  return tilesReducer(typed, {
    type: 'mark',
    correct: typed.slots.map((tileId) => tileId !== null),
  });
}

/** The tiles the child builds with: typed, tapped or dragged; marked at each Check. */
function BuildTiles({ item, setAnswer, locked, state, result }: Props) {
  const word = item.target.word;
  const [tiles, dispatch] = useLetterTiles(tilesConfig(item));
  const speech = useSpeech();

  // The answer is ready once every slot holds a tile (words.md: "Checking starts when all
  // slots are full"); a retry starts from the slots the marks left.
  useEffect(() => {
    setAnswer(isFull(tiles) ? tilesAnswer(tiles) : undefined);
  }, [tiles, setAnswer]);

  // Each Check marks the slots once: right tiles stay, wrong ones slide back to the tray.
  const marked = useRef<unknown>(null);
  useEffect(() => {
    if ((state !== 'correct' && state !== 'incorrect' && state !== 'mastered') || !result) return;
    if (marked.current === result) return;
    marked.current = result;
    const marks = result.marks ?? {};
    dispatch({
      type: 'mark',
      correct: tiles.slots.map((_, slot) => marks[String(slot)] === 'correct'),
    });
  }, [state, result, tiles.slots, dispatch]);

  return (
    <LetterTiles
      className={styles.tiles}
      state={tiles}
      onAction={dispatch}
      label={item.rack ? 'Letters for the word' : 'Tiles for the word'}
      trayLabel={item.rack ? 'A to Z' : 'Tiles'}
      // A tile in a slot says its sound with a key word that is not the word being built.
      onTileSpeak={(tile) => speech.speak(soundUtterances(tile.text, { avoid: word }))}
      disabled={locked}
    />
  );
}

/** One Build a Word item: the picture (steps 1–3), the word's speaker, and the tiles. */
export function BuildAWordQuestion(props: Props) {
  const { item, workedExample } = props;
  const word = item.target.word;
  const example = useMemo(
    () =>
      workedExample ? exampleState(item, Math.min(workedExample.index + 1, word.length)) : null,
    [item, workedExample, word.length],
  );
  return (
    // The word itself is data for tests; it is never shown or read out by the page.
    <div className={lingoLayout.stage} data-word={word} data-step={item.step}>
      <div className={styles.subject}>
        {item.picture && item.target.emoji ? (
          <Picture emoji={item.target.emoji} size={144} alt={pictureAlt(item.target)} />
        ) : null}
        <SoundButton label="Hear the word again" word={word} slow size="lg" />
      </div>
      {example ? (
        <LetterTiles
          className={styles.tiles}
          state={example}
          onAction={() => undefined}
          label="The word, built tile by tile"
          controls={false}
          disabled
        />
      ) : (
        <BuildTiles {...props} />
      )}
    </div>
  );
}

/** Lingo 1-4, Build a Word: hear a word and build it with letter tiles, c-a-t. */
export default function BuildAWord(props: LingoProps) {
  return (
    <LingoPractice<BuildAWordItem, BuildAWordAnswer>
      {...props}
      model={buildAWordModel}
      Question={BuildAWordQuestion}
      isAnswerReady={isBuildAnswerReady}
    />
  );
}
