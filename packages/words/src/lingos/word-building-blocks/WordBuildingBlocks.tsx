import {
  ChoiceGrid,
  lingoLayout,
  LingoLesson,
  Picture,
  SortBins,
  type LearnStepRenderProps,
  type LingoProps,
  type SortBinsFeedback,
} from '@lingos/kit';
import { useEffect, useRef, useState } from 'react';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import { isFull, tilesAnswer, type TilesLayoutPart } from '../../widgets/LetterTiles/tilesModel';
import * as styles from './WordBuildingBlocks.css';
import {
  blocksLesson,
  buildResult,
  compoundBuilds,
  fulBuild,
  pineTrees,
  prefixBuilds,
  timelineBins,
  timelineDrop,
  timelineWords,
  treesLabel,
  treeTapped,
  type BlocksChoice,
  type BlocksStep,
  type Build,
} from './model';

/** The row of a build: two slots, or a slot beside the fixed word ("lock", "help"). */
function layoutOf(build: Build): TilesLayoutPart[] {
  if (!build.fixed) return ['slot', 'slot'];
  const chunk = { chunk: build.fixed.text, spoken: build.fixed.text };
  return build.fixed.at === 'end' ? ['slot', chunk] : [chunk, 'slot'];
}

/**
 * One build on LetterTiles: when the row is full it is right (onBuilt) or the tiles go back
 * with a kind word on what to try.
 */
function BuildTiles({
  build,
  onBuilt,
  announce,
  disabled,
}: {
  readonly build: Build;
  readonly onBuilt: (said: string) => void;
  readonly announce: (said: string) => void;
  readonly disabled: boolean;
}) {
  const [state, dispatch] = useLetterTiles({ layout: layoutOf(build), tiles: build.tiles });
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!isFull(state) || handled.current === state) return;
    handled.current = state;
    const slots = tilesAnswer(state);
    const parts = !build.fixed
      ? slots
      : build.fixed.at === 'end'
        ? [...slots, build.fixed.text]
        : [build.fixed.text, ...slots];
    const result = buildResult(build, parts);
    if (result.done) {
      onBuilt(result.said);
    } else {
      dispatch({ type: 'clear' });
      announce(result.said);
    }
  }, [state, build, onBuilt, announce, dispatch]);
  return (
    <LetterTiles
      className={styles.tiles}
      state={state}
      onAction={dispatch}
      label={build.instruction}
      trayLabel="Tiles"
      disabled={disabled}
    />
  );
}

/** What a build made: its picture and words. */
function Made({ build }: { readonly build: Build }) {
  return (
    <figure className={styles.made} data-made={build.word}>
      <Picture emoji={build.picture.emoji} size={96} alt={build.picture.alt} />
      <figcaption className={lingoLayout.bigText}>{build.word}</figcaption>
    </figure>
  );
}

/** Steps 1 and 2: two builds in turn, each with its picture once built. */
function BuildsStep({
  builds,
  done,
  complete,
  announce,
}: LearnStepRenderProps & { readonly builds: readonly Build[] }) {
  const [built, setBuilt] = useState(0);
  const current = builds[Math.min(built, builds.length - 1)];
  if (!current) return null;
  const finished = done || built >= builds.length;
  const shown = builds.slice(0, built);
  return (
    <div className={lingoLayout.stage}>
      {current.before && built < builds.length ? (
        <Picture emoji={current.before.emoji} size={80} alt={current.before.alt} />
      ) : null}
      {finished ? null : (
        <>
          <BuildTiles
            key={current.id}
            build={current}
            announce={announce}
            disabled={false}
            onBuilt={(said) => {
              const next = built + 1;
              setBuilt(next);
              if (next >= builds.length) complete(said);
              else announce(`${said} ${builds[next]?.instruction ?? ''}`);
            }}
          />
          <p className={lingoLayout.note}>{current.instruction}</p>
        </>
      )}
      <div className={lingoLayout.row}>
        {shown.map((each) => (
          <Made key={each.id} build={each} />
        ))}
      </div>
    </div>
  );
}

/** Step 3: "jumped" and "jumping" on a yesterday | right now timeline; a wrong bin bounces back. */
function TimelineStep({ done, complete, announce }: LearnStepRenderProps) {
  const [placement, setPlacement] = useState<Readonly<Record<string, string | null>>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);

  function onPlace(itemId: string, binId: string | null) {
    if (binId === null) {
      setPlacement({ ...placement, [itemId]: null });
      return;
    }
    const drop = timelineDrop(itemId, binId);
    if (!drop.right) {
      setFeedback((previous) => ({
        key: (Number(previous?.key) || 0) + 1,
        bounced: [{ itemId, binId }],
      }));
      setPlacement({ ...placement, [itemId]: null });
      announce(drop.said);
      return;
    }
    setFeedback(undefined);
    const next = { ...placement, [itemId]: binId };
    setPlacement(next);
    if (!done && timelineWords.every((word) => next[word.id])) complete(drop.said);
    else announce(drop.said);
  }

  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label="A timeline: yesterday, and right now."
        trayLabel="Words to sort"
        items={timelineWords.map((word) => ({
          id: word.id,
          label: word.label,
          content: <span className={styles.choice}>{word.label}</span>,
        }))}
        bins={timelineBins}
        placement={placement}
        onPlace={onPlace}
        noun={{ one: 'word', other: 'words' }}
        marks={Object.fromEntries(
          Object.entries(placement)
            .filter(([, binId]) => binId !== null)
            .map(([itemId]) => [itemId, 'correct' as const]),
        )}
        {...(feedback ? { feedback } : {})}
      />
    </div>
  );
}

/** Step 4: tap the tallest of three pine trees, then put -ful after help. */
function TallestStep({ done, complete, announce }: LearnStepRenderProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [tallest, setTallest] = useState(false);
  const [helpful, setHelpful] = useState(false);
  return (
    <div className={lingoLayout.stage}>
      <ChoiceGrid
        className={styles.trees}
        label={treesLabel}
        columns={3}
        options={pineTrees.map((tree) => ({
          value: tree.id,
          ariaLabel: tree.label,
          label: (
            <span className={styles.tree}>
              <Picture emoji="🌲" size={tree.size} decorative />
            </span>
          ),
        }))}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          const result = treeTapped(value);
          if (result.right && !tallest) {
            setTallest(true);
            announce(`${result.said} ${fulBuild.instruction}`);
          } else {
            announce(result.said);
          }
        }}
        marks={
          picked
            ? { [picked]: treeTapped(picked).right ? ('correct' as const) : ('incorrect' as const) }
            : {}
        }
      />
      {tallest ? (
        helpful || done ? (
          <Made build={fulBuild} />
        ) : (
          <>
            <p className={lingoLayout.note}>{fulBuild.instruction}</p>
            <BuildTiles
              build={fulBuild}
              announce={announce}
              disabled={false}
              onBuilt={(said) => {
                setHelpful(true);
                complete(said);
              }}
            />
          </>
        )
      ) : null}
    </div>
  );
}

function StepView({ step, ...props }: LearnStepRenderProps & { readonly step: BlocksStep }) {
  switch (step.id) {
    case 'compound':
      return <BuildsStep {...props} builds={compoundBuilds} />;
    case 'prefix':
      return <BuildsStep {...props} builds={prefixBuilds} />;
    case 'ing-ed':
      return <TimelineStep {...props} />;
    case 'er-est-ful':
      return <TallestStep {...props} />;
  }
}

/**
 * Lingo 3-0, Word Building Blocks (Learn): snap two words into a compound, put a prefix in
 * front (un + lock, re + paint), sort jumped and jumping on a timeline, tap the tallest pine
 * tree and put -ful after help; then a closing check of three questions.
 */
export default function WordBuildingBlocks(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={blocksLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderChoice={(choice: BlocksChoice) => ({
        label: <span className={styles.choice}>{choice.label}</span>,
        ariaLabel: choice.spoken ?? choice.label,
        speech: choice.spoken ?? choice.label,
      })}
    />
  );
}
