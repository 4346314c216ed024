import {
  lingoLayout,
  Picture,
  useSpeech,
  type CheckResult,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useState } from 'react';
import { pictureAlt } from '../../model/wordData';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import type { TilesLayoutPart } from '../../widgets/LetterTiles/tilesModel';
import { isFull, tilesAnswer } from '../../widgets/LetterTiles/tilesModel';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './LetterTeamSort.css';
import {
  gapChunk,
  teamSpeech,
  type TeamSortAnswer,
  type TeamSortItem,
  type TeamSortTask,
} from './model';
import { isLetterTeam, type TeamWord } from './teamWords';

type GapTask = Extract<TeamSortTask, { kind: 'gap' }>;

/** The row of a gap: the slot before or after the letters shown ("__ip", "fi__"). */
export function gapLayout(word: TeamWord): TilesLayoutPart[] {
  const chunk = { chunk: gapChunk(word) };
  return word.at === 'start' ? ['slot', chunk] : [chunk, 'slot'];
}

/** The picture, with its alt ("Picture: a ship."), and the word heard again; never written. */
function GapPicture({ word }: { readonly word: TeamWord }) {
  return (
    <div className={styles.gapPicture}>
      {word.emoji ? <Picture emoji={word.emoji} alt={pictureAlt(word)} size={96} /> : null}
      <SoundButton label="Hear the word again" word={word.word} slow size="lg" />
    </div>
  );
}

/**
 * Step 4: the picture (its word not written) and a two-letter gap in the word; the child puts
 * one of the five team tiles in it. A placed tile says its team ("s and h together, as in
 * shell"). A wrong tile goes back to the tray at Check.
 */
export function GapQuestion({
  item,
  task,
  setAnswer,
  locked,
  result,
  attempt,
}: PracticeItemProps<TeamSortItem, TeamSortAnswer> & { readonly task: GapTask }) {
  const speech = useSpeech();
  const [tiles, dispatch] = useLetterTiles({
    layout: gapLayout(task.word),
    tiles: task.tiles.map((team) => ({ text: team, kind: 'team' as const })),
  });
  const [seenResult, setSeenResult] = useState<CheckResult | null>(null);

  // A new check marks the slot: a right tile locks, a wrong one goes back to the tray.
  useEffect(() => {
    if (result === seenResult) return;
    setSeenResult(result);
    const mark = result?.marks?.gap;
    if (mark) dispatch({ type: 'mark', correct: [mark === 'correct'] });
  }, [result, seenResult, dispatch]);

  // The answer follows the slot; trying again waits for a tile in it.
  useEffect(() => {
    if (locked) return;
    const [team] = tilesAnswer(tiles);
    setAnswer(isFull(tiles) && isLetterTeam(team) ? { kind: 'gap', team } : undefined);
    // setAnswer is the session's stable dispatcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, locked, attempt]);

  return (
    <div className={lingoLayout.stage}>
      <GapPicture word={task.word} />
      <LetterTiles
        state={tiles}
        onAction={dispatch}
        label={item.prompt}
        trayLabel="Team tiles"
        onTileSpeak={(tile) => {
          if (isLetterTeam(tile.text)) speech.speak(teamSpeech(tile.text, [task.word.word]));
        }}
        controls={false}
        disabled={locked}
      />
    </div>
  );
}

/** A gap's worked example: the word heard, then (last step) the right tile in its gap. */
export function GapWorked({
  item,
  task,
  filled,
}: {
  readonly item: TeamSortItem;
  readonly task: GapTask;
  readonly filled: boolean;
}) {
  const [tiles, dispatch] = useLetterTiles({
    layout: gapLayout(task.word),
    tiles: task.tiles.map((team) => ({ text: team, kind: 'team' as const })),
  });
  useEffect(() => {
    const right = tiles.tiles.find((tile) => tile.text === task.word.team);
    if (filled && right && !isFull(tiles)) dispatch({ type: 'place', tileId: right.id, slot: 0 });
  }, [filled, tiles, task.word.team, dispatch]);
  return (
    <div className={lingoLayout.stage}>
      <GapPicture word={task.word} />
      <LetterTiles
        state={tiles}
        onAction={() => undefined}
        label={`Worked example: ${item.prompt}`}
        trayLabel="Team tiles"
        controls={false}
        disabled
      />
    </div>
  );
}
