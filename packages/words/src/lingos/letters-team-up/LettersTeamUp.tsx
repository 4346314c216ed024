import {
  LingoLesson,
  MatchPairs,
  Picture,
  SortBins,
  useAnnouncer,
  useSpeech,
  type LearnStepRenderProps,
  type LingoProps,
  type MatchPairing,
  type SortBinsFeedback,
  type SpeechText,
} from '@lingos/kit';
import { useEffect, useRef, useState } from 'react';
import { blendUtterances, teamUtterances } from '../../model/keyWords';
import { letterName } from '../../model/letters';
import { wordUtterances } from '../../model/words';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import { isFull, tilesAnswer } from '../../widgets/LetterTiles/tilesModel';
import { letterFont } from '../../widgets/letterType.css';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './LettersTeamUp.css';
import {
  ckDone,
  duckSaid,
  frogText,
  matchSaid,
  moreTeamsDone,
  shTeamCardText,
  snapSaid,
  sockText,
  sortSaid,
  sortWords,
  stepTwoTeams,
  tappedTeams,
  teamCardText,
  teamOrBlendBins,
  teamUpLesson,
  whNote,
  type StepTwoTeam,
  type TeamOrBlend,
  type TeamUpQuestion,
} from './model';

/**
 * What a step says: the text in the step's own live region (a screen reader may read letters
 * in it), and utterances to the synthesizer (which never gets a bare letter or team).
 */
function useSay() {
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const say = (text: string, spoken: SpeechText) => {
    announce(text);
    speech.speak(spoken);
  };
  return { message, say };
}

function StepStatus({ message }: { readonly message: string }) {
  return (
    <p role="status" className={styles.said}>
      {message}
    </p>
  );
}

/** A team card: its two letters and picture; pressed, it says the team with its key word. */
function TeamCard({
  team,
  emoji,
  label,
  onSpeak,
}: {
  readonly team: string;
  readonly emoji: string;
  readonly label: string;
  readonly onSpeak?: () => void;
}) {
  return (
    <SoundButton
      label={label}
      text={teamUtterances(team)}
      size="lg"
      className={styles.teamCard}
      {...(onSpeak ? { onSpeak } : {})}
    >
      {/* Written "c h" with the space closed up: the card's visible text is then part of
          its name ("Team card: c h."), and the two letters still read as one team. */}
      <span className={`${letterFont} ${styles.teamLetters}`} data-team={team}>
        {[...team].join(' ')}
      </span>
      <Picture emoji={emoji} size={40} decorative />
    </SoundButton>
  );
}

/** Step 1: the s tile dragged (or tapped, or keyed) onto the h tile; they snap into sh. */
function NewSoundStep({ done, complete }: LearnStepRenderProps) {
  const { message, say } = useSay();
  const [tiles, dispatch] = useLetterTiles({ layout: ['slot', { chunk: 'h' }], tiles: ['s'] });
  const snapped = isFull(tiles);
  useEffect(() => {
    if (!snapped || done) return;
    const result = snapSaid(tilesAnswer(tiles)[0] ?? '');
    say(result.said, teamUtterances('sh'));
    if (result.done) complete('Well done! Two letters, one new sound.');
    // Said once, when the tiles snap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapped]);
  return (
    <div className={styles.stage}>
      {snapped ? (
        <TeamCard team="sh" emoji="🚢" label={shTeamCardText} />
      ) : (
        <LetterTiles
          state={tiles}
          onAction={dispatch}
          label="Drag the s tile onto the h tile."
          controls={false}
        />
      )}
      <StepStatus message={message} />
    </div>
  );
}

const pictureOrder: readonly StepTwoTeam[] = ['ch', 'wh', 'sh', 'th'];

/** Step 2: the ch, th and wh cards heard, then the four teams matched to their pictures. */
function MoreTeamsStep({ done, complete, announce }: LearnStepRenderProps) {
  const [heard, setHeard] = useState<readonly StepTwoTeam[]>([]);
  const [pairs, setPairs] = useState<MatchPairing>({});
  const allHeard = tappedTeams.every((team) => heard.includes(team));
  const wordOf = (team: string) => stepTwoTeams.find((entry) => entry.team === team)?.word ?? '';
  return (
    <div className={styles.stage}>
      <div className={styles.cardRow}>
        {stepTwoTeams
          .filter((entry) => tappedTeams.includes(entry.team))
          .map((entry) => (
            <TeamCard
              key={entry.team}
              team={entry.team}
              emoji={entry.emoji}
              label={teamCardText(entry.team)}
              onSpeak={() =>
                setHeard((before) =>
                  before.includes(entry.team) ? before : [...before, entry.team],
                )
              }
            />
          ))}
      </div>
      <p className={styles.note}>{whNote}</p>
      {allHeard ? (
        <MatchPairs
          label="Match each team to its picture."
          leftLabel="Teams"
          rightLabel="Pictures"
          left={stepTwoTeams.map((entry) => ({
            id: entry.team,
            label: `${entry.team[0]} ${entry.team[1]}`,
            content: <span className={`${letterFont} ${styles.pairLetters}`}>{entry.team}</span>,
          }))}
          right={pictureOrder.map((team) => ({
            id: wordOf(team),
            label: wordOf(team),
            content: (
              <PictureCard
                entry={stepTwoTeams.find((entry) => entry.team === team) ?? { word: '' }}
                speaker="none"
                decorative
              />
            ),
          }))}
          pairs={pairs}
          onPair={(team, word) => {
            const result = matchSaid(team as StepTwoTeam, word);
            if (!result.right) return { refused: result.said };
            const next = { ...pairs, [team]: word };
            setPairs(next);
            if (Object.keys(next).length === stepTwoTeams.length && !done) {
              complete(moreTeamsDone.text, moreTeamsDone.speech);
            }
            return undefined;
          }}
          onUnpair={() => announce('That pair is right: it stays.')}
          marks={Object.fromEntries(Object.keys(pairs).map((team) => [team, 'correct' as const]))}
        />
      ) : (
        <p className={styles.note}>Tap each team card to hear it.</p>
      )}
    </div>
  );
}

/** Step 3: du_ finished with the ck tile (not k): duck; then the sock's ck lights up. */
function CkStep({ done, complete }: LearnStepRenderProps) {
  const { message, say } = useSay();
  const [tiles, dispatch] = useLetterTiles({
    layout: [{ chunk: 'du' }, 'slot'],
    tiles: [{ text: 'ck', kind: 'team' }, 'k'],
  });
  const [sockLit, setSockLit] = useState(false);
  const duckDone = tiles.locked[0] === true;
  const placed = isFull(tiles) ? (tilesAnswer(tiles)[0] ?? '') : '';
  useEffect(() => {
    if (placed === '' || duckDone) return;
    const result = duckSaid(placed);
    dispatch({ type: 'mark', correct: [placed === 'ck'] });
    say(
      result.said,
      placed === 'ck'
        ? [...wordUtterances('duck').map((utterance) => utterance.text), 'Now tap the sock.']
        : [
            'Right after a short vowel, at the end of a word, the',
            letterName('k'),
            'sound is spelled',
            letterName('c'),
            letterName('k'),
            'Try the other tile.',
          ],
    );
    // Said once per tile put in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed]);
  return (
    <div className={styles.stage}>
      <Picture emoji="🦆" alt="a duck" size={80} />
      <LetterTiles
        state={tiles}
        onAction={dispatch}
        label="Finish the word for the duck."
        trayLabel="Tiles for the end"
        controls={false}
        disabled={duckDone}
      />
      {duckDone ? (
        <button
          type="button"
          className={styles.wordButton}
          aria-label="Sock. Press to see its letter team."
          data-lit={sockLit || undefined}
          onClick={() => {
            setSockLit(true);
            say(sockText, ['Sock.', ...teamUtterances('ck')]);
            if (!done) complete(ckDone.text, ckDone.speech);
          }}
        >
          <Picture emoji="🧦" size={56} decorative />
          <span className={`${letterFont} ${styles.word}`} aria-hidden="true">
            so
            <span className={styles.lit} data-on={sockLit || undefined}>
              ck
            </span>
          </span>
        </button>
      ) : null}
      <StepStatus message={message} />
    </div>
  );
}

/** Step 4: the frog tapped (f, then r, light up), then four words sorted: team or blend. */
function BlendsStep({ done, complete }: LearnStepRenderProps) {
  const { message, say } = useSay();
  const [lit, setLit] = useState<0 | 1 | 2>(0);
  const [placement, setPlacement] = useState<Readonly<Record<string, string | null>>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function tapFrog() {
    setLit(1);
    say(frogText, blendUtterances('fr'));
    clearTimeout(timer.current);
    // f lights first, then r: one after the other, as the two sounds come.
    timer.current = setTimeout(() => setLit(2), 700);
  }

  function onPlace(word: string, bin: string | null) {
    if (bin === null) {
      setPlacement({ ...placement, [word]: null });
      return;
    }
    const result = sortSaid(word, bin as TeamOrBlend);
    if (!result.right) {
      setFeedback((before) => ({
        key: (Number(before?.key) || 0) + 1,
        bounced: [{ itemId: word, binId: bin }],
        message: result.said,
      }));
      setPlacement({ ...placement, [word]: null });
      return;
    }
    setFeedback(undefined);
    const next = { ...placement, [word]: bin };
    setPlacement(next);
    if (sortWords.every((entry) => next[entry.word]) && !done) {
      complete('Well done! Teams make one new sound; in a blend you hear both.');
    }
  }

  return (
    <div className={styles.stage}>
      <button
        type="button"
        className={styles.wordButton}
        aria-label="Frog. Press to hear its blend."
        onClick={tapFrog}
      >
        <Picture emoji="🐸" size={56} decorative />
        <span className={`${letterFont} ${styles.word}`} aria-hidden="true">
          <span className={styles.lit} data-on={lit >= 1 || undefined}>
            f
          </span>
          <span className={styles.lit} data-on={lit >= 2 || undefined}>
            r
          </span>
          og
        </span>
      </button>
      {lit > 0 ? (
        <SortBins
          label="Sort the words: team or blend?"
          items={sortWords.map((entry) => ({
            id: entry.word,
            label: entry.word,
            content: <PictureCard entry={entry} speaker="in-card" decorative />,
          }))}
          bins={teamOrBlendBins.map((bin) => ({ id: bin.id, label: bin.label }))}
          placement={placement}
          onPlace={onPlace}
          noun={{ one: 'word', other: 'words' }}
          marks={Object.fromEntries(
            Object.entries(placement).flatMap(([word, bin]) =>
              bin ? [[word, 'correct' as const]] : [],
            ),
          )}
          {...(feedback ? { feedback } : {})}
        />
      ) : null}
      <StepStatus message={message} />
    </div>
  );
}

/** A closing question's picture, and for "Finish duck" the letters before the gap. */
function QuestionPicture({ question }: { readonly question: TeamUpQuestion }) {
  return (
    <div className={styles.stage}>
      <Picture emoji={question.picture.emoji} alt={`a ${question.picture.word}`} size={80} />
      {question.start ? (
        <p
          className={`${letterFont} ${styles.gapWord}`}
          aria-label={`${question.start}, then a gap`}
        >
          {question.start}__
        </p>
      ) : null}
      <SoundButton label="Hear the word" word={question.picture.word} />
    </div>
  );
}

/**
 * Lingo 2-0, Letters Team Up (Learn): meet sh, ch, th, wh and ck, and blends like st and fr,
 * then a closing check of three questions.
 */
export default function LettersTeamUp(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={teamUpLesson}
      renderStep={(step, stepProps) => {
        switch (step.id) {
          case 'new-sound':
            return <NewSoundStep {...stepProps} />;
          case 'more-teams':
            return <MoreTeamsStep {...stepProps} />;
          case 'ck-end':
            return <CkStep {...stepProps} />;
          case 'blends':
            return <BlendsStep {...stepProps} />;
        }
      }}
      renderChoice={(choice) => ({
        label:
          choice.value === 'team' || choice.value === 'blend' ? (
            choice.label
          ) : (
            <span className={`${letterFont} ${styles.pairLetters}`}>{choice.value}</span>
          ),
        ariaLabel: choice.label ?? choice.value,
      })}
      renderQuestion={(question) => <QuestionPicture question={question} />}
    />
  );
}
