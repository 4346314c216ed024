import { findLingo, type ConceptId, type LingoId } from '@lingos/catalogue';
import { Button, VisuallyHidden } from '@lingos/ui';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFrameSlots, type FramePrompt } from '../../frame/FrameContext';
import { MasteryMeter } from '../../frame/MasteryMeter/MasteryMeter';
import { PromptBar } from '../../frame/PromptBar/PromptBar';
import { cx } from '../../internal/cx';
import { randomSeed } from '../../internal/randomSeed';
import {
  initialMastery,
  sharedMasteryRules,
  speedRules,
  type MasteryRules,
} from '../../model/mastery';
import { masteryFromProgress, progressFromMastery } from '../../model/progress';
import {
  canRetry,
  createSession,
  formatDuration,
  genericHint,
  roundElapsed,
  roundSummaryText,
  sessionPercent,
  transition,
  type SessionAction,
  type SessionConfig,
  type SessionEffect,
  type RoundAnswer,
  type Feedback,
  type RoundSummary,
  type SessionPhase,
  type SessionState,
} from '../../model/session';
import type {
  CheckResult,
  PracticeItemBase,
  PracticeModel,
  WorkedExampleStep,
} from '../../model/types';
import { useLingoProgress, useProgressStore } from '../../progress/ProgressProvider';
import { toastMastered } from '../../progress/toasts';
import { ReadAloudButton } from '../../speech/ReadAloudButton/ReadAloudButton';
import { useAutoRead, useReadAloudController } from '../../speech/ReadAloudProvider';
import { Celebration } from '../Celebration/Celebration';
import { RoundTimer } from '../RoundTimer/RoundTimer';
import { useSpeedSettings } from '../speedSettings';
import checkMark from '../../picture/art/check-mark-button';
import lightBulb from '../../picture/art/light-bulb';
import star from '../../picture/art/star';
import thinkingFace from '../../picture/art/thinking-face';
import { Picture } from '../../picture/Picture/Picture';
import * as styles from './PracticeSession.css';

/** What a Lingo's `renderItem` receives: the item, the answer being built, and the session state. */
export interface PracticeItemProps<Item extends PracticeItemBase, Answer> {
  readonly item: Item;
  /** The answer being built (kept during a retry). */
  readonly answer: Answer | undefined;
  readonly setAnswer: (answer: Answer | undefined) => void;
  /** Checks the answer given, or the one being built (a ChoiceGrid tap in Speed). */
  readonly submit: (answer?: Answer) => void;
  /** The session's phase; the widget shows marks in `correct`/`incorrect`. */
  readonly state: SessionPhase;
  /** True whenever the widget must not take changes (feedback, worked example). */
  readonly locked: boolean;
  /** The latest check of this item, with per-part marks; kept during a retry. */
  readonly result: CheckResult | null;
  /** 0 on the first try. */
  readonly attempt: number;
  /** The hint of the last miss, shown while the child tries again. */
  readonly hint: string | null;
  /** The model's hint for a misconception (or its default). */
  readonly hintFor: (misconception?: string) => string;
  /** The difficulty step the item was made for. */
  readonly step: number;
  /** In rounds: the item's 0-based index and the round size. */
  readonly round: { readonly index: number; readonly size: number } | null;
  /** During a worked example: the step on screen, to draw the solution on the widget. */
  readonly workedExample: {
    readonly index: number;
    readonly steps: readonly WorkedExampleStep[];
  } | null;
}

/** What `renderWorkedExample` receives. */
export interface WorkedExampleRenderProps<Item extends PracticeItemBase> {
  readonly item: Item;
  readonly step: WorkedExampleStep;
  readonly index: number;
  readonly steps: readonly WorkedExampleStep[];
}

/** What `renderRoundResult` receives: the summary and every scored item of the round. */
export interface RoundResultRenderProps<Item extends PracticeItemBase> {
  readonly summary: RoundSummary;
  readonly answers: readonly RoundAnswer<Item>[];
}

/** Props of {@link PracticeSession}. */
export interface PracticeSessionProps<
  Item extends PracticeItemBase,
  Answer,
  C extends ConceptId = ConceptId,
> {
  /** The Lingo's pure model: generator, checker, hints, worked example. */
  readonly model: PracticeModel<Item, Answer>;
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  /** Seed for reproducible items (tests, stories); default random per visit. */
  readonly seed?: number;
  /** Draws the item with shared widgets and reports the answer. */
  readonly renderItem: (props: PracticeItemProps<Item, Answer>) => ReactNode;
  /** Draws one worked-example step; default the item (locked) with the step's sentence. */
  readonly renderWorkedExample?: (props: WorkedExampleRenderProps<Item>) => ReactNode;
  /** Extra content on a round's result screen (e.g. stars per strand), under the score. */
  readonly renderRoundResult?: (props: RoundResultRenderProps<Item>) => ReactNode;
  /**
   * Mastery rules; default the Speed rules for a Speed Lingo in the catalogue, otherwise the
   * shared model. Pass round rules for deviations such as time 3-6.
   */
  readonly rules?: MasteryRules;
  /** Whether the answer being built can be checked; default: any answer. */
  readonly isAnswerReady?: (answer: Answer) => boolean;
  /** The clock, injectable for tests; default `performance.now`-like `Date.now`. */
  readonly now?: () => number;
  readonly className?: string;
}

function phaseToDataState<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
): string {
  if (state.phase === 'result' && state.summary?.newlyMastered) return 'mastered';
  return state.phase;
}

const workedExampleIntro = "Let's work through one together.";

/**
 * The practice engine on screen. A Lingo gives its model and draws the item with
 * `renderItem`; the session owns everything else: the Check and Next buttons (Enter checks),
 * feedback with the misconception hint in a polite live region, Try again, worked examples
 * after 2 misses in a row, step changes, mastery (meter, celebration, toast), Speed rounds
 * with their timer, read-aloud of prompts, and writing progress to the store on each answer.
 */
export function PracticeSession<
  Item extends PracticeItemBase,
  Answer,
  C extends ConceptId = ConceptId,
>({
  model,
  conceptId,
  lingoId,
  seed,
  renderItem,
  renderWorkedExample,
  renderRoundResult,
  rules,
  isAnswerReady,
  now = Date.now,
  className,
}: PracticeSessionProps<Item, Answer, C>) {
  const match = findLingo(conceptId, lingoId);
  const title = match?.lingo.title ?? lingoId;
  const effectiveRules: MasteryRules =
    rules ?? (match?.lingo.kind === 'speed' ? speedRules : sharedMasteryRules);
  const store = useProgressStore();
  const speech = useReadAloudController();
  const config: SessionConfig<Item, Answer> = { model, rules: effectiveRules };
  const configRef = useRef(config);
  const nowRef = useRef(now);
  useLayoutEffect(() => {
    configRef.current = config;
    nowRef.current = now;
  });

  const [state, setState] = useState<SessionState<Item, Answer>>(() =>
    createSession(config, {
      seed: seed ?? randomSeed(),
      mastery: masteryFromProgress(store.get(conceptId, lingoId), model.steps),
    }),
  );
  const stateRef = useRef(state);
  // Focus moves only after the child has touched or typed in the activity: a Lingo that
  // sets up its first answer on mount must not pull focus (and scroll) away from the page top.
  const acted = useRef(false);
  const markActed = useCallback(() => {
    acted.current = true;
  }, []);

  const runEffects = useCallback(
    (effects: readonly SessionEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'record') {
          store.update(conceptId, lingoId, (previous) =>
            progressFromMastery(previous, effect.mastery, nowRef.current()),
          );
        } else {
          toastMastered(title);
        }
      }
    },
    [store, conceptId, lingoId, title],
  );

  const dispatch = useCallback(
    (action: SessionAction<Answer>) => {
      const result = transition(stateRef.current, action, configRef.current);
      if (result.state === stateRef.current) return;
      stateRef.current = result.state;
      setState(result.state);
      runEffects(result.effects);
    },
    [runEffects],
  );

  // "Reset progress" elsewhere on the page starts this Lingo afresh too.
  const progress = useLingoProgress(conceptId, lingoId);
  const hadProgress = useRef(progress !== undefined);
  useEffect(() => {
    if (progress === undefined && hadProgress.current) {
      dispatch({ type: 'set-mastery', mastery: initialMastery(model.steps) });
    }
    hadProgress.current = progress !== undefined;
  }, [progress, dispatch, model.steps]);

  const [settings, updateSettings] = useSpeedSettings();
  const roundRules = effectiveRules.kind === 'round' ? effectiveRules : null;
  const timed = roundRules?.timed === true;

  // The visible clock ticks only while a timed round runs and the timer is shown.
  const [clock, setClock] = useState(() => now());
  const running = state.round?.runningSince != null;
  useEffect(() => {
    if (!running || !timed || settings.hidden || settings.off) return undefined;
    const interval = setInterval(() => setClock(nowRef.current()), 250);
    return () => clearInterval(interval);
  }, [running, timed, settings.hidden, settings.off]);

  // In a scored round, feedback moves on by itself (a miss's hint stays 3 s, timer paused).
  // (Primitive dependencies: rules given inline are a new object on every render.)
  const scoredRound = state.round !== null && !state.round.practising;
  const correctPause = roundRules?.correctPauseMs;
  const missPause = roundRules?.missPauseMs;
  useEffect(() => {
    if (!scoredRound) return undefined;
    const wait =
      state.phase === 'correct'
        ? correctPause
        : state.phase === 'incorrect'
          ? missPause
          : undefined;
    if (wait === undefined) return undefined;
    const timeout = setTimeout(() => dispatch({ type: 'next', now: nowRef.current() }), wait);
    return () => clearTimeout(timeout);
  }, [correctPause, missPause, scoredRound, state.phase, state.answered, dispatch]);

  useEffect(() => () => speech.cancel(), [speech]);

  const { phase, item, feedback } = state;
  const example = state.workedExample;
  const exampleStep = example ? example.steps[example.index] : undefined;

  // What the page says and shows as the prompt, per phase.
  let prompt: FramePrompt | null = null;
  let announcement: { key: string; text: string | readonly string[] } | null = null;
  if (phase === 'ready') {
    const intro = roundIntro(roundRules?.size ?? 10, timed && !settings.off);
    prompt = { text: intro };
    announcement = { key: `ready:${state.rounds}`, text: intro };
  } else if (phase === 'result' && state.summary) {
    prompt = { text: `Round ${state.summary.number} done! Press Next to go on.` };
    announcement = { key: `result:${state.summary.number}`, text: roundSummaryText(state.summary) };
  } else if (phase === 'worked-example' && exampleStep) {
    prompt = { text: item?.prompt ?? workedExampleIntro };
    announcement = {
      key: `example:${state.serial}:${example?.index}`,
      text: exampleStep.speech ?? exampleStep.text,
    };
  } else if (item) {
    prompt = { text: item.prompt, ...(item.speech ? { speech: item.speech } : {}) };
    if (feedback) {
      announcement = {
        key: `feedback:${state.answered}`,
        text: feedbackSpeech(feedback, state.pendingWorkedExample),
      };
    } else {
      announcement = { key: `item:${state.serial}`, text: item.speech ?? item.prompt };
    }
  }
  useAutoRead(announcement?.text, announcement?.key);

  const percent = sessionPercent(state, effectiveRules);
  const inFrame = useFrameSlots(prompt, percent);

  // Focus follows the child's action: feedback → its button; a new item → the activity.
  const primaryRef = useRef<HTMLButtonElement>(null);
  const activityRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    if (phase === 'answering') activityRef.current?.focus();
    else primaryRef.current?.focus();
  }, [phase, state.serial, example?.index]);

  const ready =
    phase === 'answering' &&
    state.answer !== undefined &&
    (isAnswerReady ? isAnswerReady(state.answer) : true);

  const submit = useCallback(
    (answer?: Answer) =>
      dispatch({
        type: 'submit',
        ...(answer !== undefined ? { answer } : {}),
        now: nowRef.current(),
      }),
    [dispatch],
  );
  const setAnswer = useCallback(
    (answer: Answer | undefined) => dispatch({ type: 'set-answer', answer }),
    [dispatch],
  );
  const next = () => dispatch({ type: 'next', now: nowRef.current() });
  const hintFor = (misconception?: string) =>
    (misconception ? model.hints[misconception] : undefined) ?? model.hints.default ?? genericHint;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || !ready) return;
    const target = event.target as HTMLElement;
    if (target.closest('button, a[href], textarea, select')) return;
    event.preventDefault();
    submit();
  }

  const itemProps: PracticeItemProps<Item, Answer> | null = item
    ? {
        item,
        answer: phase === 'worked-example' ? undefined : state.answer,
        setAnswer,
        submit,
        state: phase,
        locked: phase !== 'answering',
        result: phase === 'worked-example' ? null : state.result,
        attempt: state.attempt,
        hint: state.hint,
        hintFor,
        step: state.round?.step ?? state.mastery.step,
        round: state.round
          ? { index: Math.max(0, state.round.served - 1), size: state.round.size }
          : null,
        workedExample: example ? { index: example.index, steps: example.steps } : null,
      }
    : null;

  const elapsed = state.round
    ? roundElapsed(state.round, Math.max(clock, state.round.runningSince ?? 0))
    : 0;
  const celebrate =
    phase === 'mastered' || (phase === 'result' && state.summary?.newlyMastered === true);

  return (
    // Enter from the widgets inside bubbles here to check the answer; widgets that use Enter
    // themselves prevent its default first.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={cx(styles.root, className)}
      data-state={phaseToDataState(state)}
      data-step={state.mastery.step}
      onPointerDownCapture={markActed}
      aria-label="Practice"
      onKeyDown={onKeyDown}
      onKeyDownCapture={markActed}
    >
      {inFrame ? null : (
        <div className={styles.standaloneHeader}>
          {prompt ? (
            <PromptBar text={prompt.text} {...(prompt.speech ? { speech: prompt.speech } : {})} />
          ) : null}
          <MasteryMeter value={percent} />
        </div>
      )}

      <div className={styles.statusRow}>
        <p className={styles.stepText}>
          {stepText(state, model.steps)}
          {state.mastery.mastered && !state.round ? (
            <Picture art={star} size={24} decorative className={styles.trailingIcon} />
          ) : null}
        </p>
        {timed && (state.round || phase === 'ready') ? (
          <RoundTimer
            elapsedMs={elapsed}
            hidden={settings.hidden}
            off={settings.off || state.round?.timerOff === true}
            onHiddenChange={(hidden) => updateSettings({ hidden })}
            onOffChange={(off) => {
              updateSettings({ off });
              if (off) dispatch({ type: 'timer-off', now: nowRef.current() });
            }}
          />
        ) : null}
      </div>

      {phase === 'ready' ? (
        <div className={styles.panel}>
          <p className={styles.panelText}>{prompt?.text}</p>
          <Button
            ref={primaryRef}
            size="lg"
            onClick={() =>
              dispatch({ type: 'start-round', now: nowRef.current(), timerOff: settings.off })
            }
          >
            Start round
          </Button>
        </div>
      ) : null}

      {phase === 'result' && state.summary ? (
        <div className={styles.panel}>
          <p className={styles.score}>
            {state.summary.correct} of {state.summary.total} right
          </p>
          {state.summary.timeMs !== null ? (
            <p className={styles.panelText}>Time: {formatDuration(state.summary.timeMs)}</p>
          ) : null}
          {timed ? <BestTimes bestTimes={state.mastery.bestTimes} steps={model.steps} /> : null}
          {renderRoundResult
            ? renderRoundResult({ summary: state.summary, answers: state.lastRound })
            : null}
        </div>
      ) : null}

      {phase === 'worked-example' && example && exampleStep && item ? (
        <div className={styles.example} data-example-step={example.index + 1}>
          <div className={styles.exampleHeader}>
            <p className={styles.exampleTitle}>
              {workedExampleIntro} ({example.index + 1} of {example.steps.length})
            </p>
            <ReadAloudButton
              subject="example step"
              iconOnly
              text={exampleStep.speech ?? exampleStep.text}
            />
          </div>
          {renderWorkedExample
            ? renderWorkedExample({
                item,
                step: exampleStep,
                index: example.index,
                steps: example.steps,
              })
            : itemProps
              ? renderItem(itemProps)
              : null}
          <ol className={styles.exampleSteps}>
            {example.steps.slice(0, example.index + 1).map((step, index) => (
              <li key={index} aria-current={index === example.index ? 'step' : undefined}>
                {step.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {itemProps && phase !== 'worked-example' && phase !== 'result' && phase !== 'ready' ? (
        <div
          // A new item gets fresh widgets: no drag or field state leaks from the last one.
          key={`${state.serial}:${state.round?.practising ? 'practice' : 'item'}:${item?.key}`}
          ref={activityRef}
          className={styles.activity}
          tabIndex={-1}
          role="group"
          aria-label={item?.prompt ?? 'Question'}
        >
          {renderItem(itemProps)}
        </div>
      ) : null}

      {phase === 'answering' && state.hint ? (
        <p className={styles.hint}>
          <Picture art={lightBulb} size={28} decorative className={styles.feedbackIcon} />
          {state.hint}
        </p>
      ) : null}

      {celebrate ? <Celebration /> : null}

      <div className={styles.feedbackRow}>
        <div
          role="status"
          aria-live="polite"
          data-part="feedback"
          className={styles.feedback}
          data-kind={
            phase === 'worked-example'
              ? 'example'
              : (feedback?.kind ?? (phase === 'result' ? 'result' : undefined))
          }
        >
          {feedback && phase !== 'worked-example' ? (
            <>
              <p className={styles.feedbackText}>
                <Picture
                  art={feedback.kind === 'correct' ? checkMark : thinkingFace}
                  size={28}
                  decorative
                  className={styles.feedbackIcon}
                />
                {feedback.text}
              </p>
              {feedback.answerText ? (
                <p className={styles.answerText}>{feedback.answerText}</p>
              ) : null}
              {state.pendingWorkedExample ? (
                <p className={styles.answerText}>{workedExampleIntro}</p>
              ) : null}
            </>
          ) : null}
          {phase === 'worked-example' && exampleStep ? (
            // Shown in the example's list already; here only for screen readers.
            <VisuallyHidden>{exampleStep.text}</VisuallyHidden>
          ) : null}
          {phase === 'result' && state.summary ? (
            <p className={styles.feedbackText}>{roundSummaryText(state.summary)}</p>
          ) : null}
        </div>
        {feedback && phase !== 'worked-example' ? (
          <ReadAloudButton
            subject="feedback"
            iconOnly
            text={feedbackSpeech(feedback, state.pendingWorkedExample)}
          />
        ) : null}
        {phase === 'result' && state.summary ? (
          <ReadAloudButton subject="result" iconOnly text={roundSummaryText(state.summary)} />
        ) : null}
      </div>

      <div className={styles.actions}>
        {phase === 'answering' ? (
          <Button
            size="lg"
            aria-disabled={!ready}
            onClick={() => {
              if (ready) submit();
            }}
          >
            Check
          </Button>
        ) : null}
        {phase === 'incorrect' && canRetry(state, effectiveRules) ? (
          <Button ref={primaryRef} size="lg" onClick={() => dispatch({ type: 'retry' })}>
            Try again
          </Button>
        ) : null}
        {phase === 'incorrect' ||
        phase === 'correct' ||
        phase === 'mastered' ||
        phase === 'worked-example' ||
        phase === 'result' ? (
          <Button
            ref={phase === 'incorrect' && canRetry(state, effectiveRules) ? undefined : primaryRef}
            size="lg"
            variant={
              phase === 'incorrect' && canRetry(state, effectiveRules) ? 'secondary' : 'primary'
            }
            onClick={next}
          >
            Next
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function roundIntro(size: number, timed: boolean): string {
  return timed
    ? `A round has ${size} questions. Race your own best time! Press Start round when you are ready.`
    : `A round has ${size} questions. Press Start round when you are ready.`;
}

/** What read-aloud says for feedback: its spoken form (or text), the answer, what comes next. */
function feedbackSpeech(feedback: Feedback, workedExample: boolean): string[] {
  const said = feedback.speech ?? feedback.text;
  return [
    ...(typeof said === 'string' ? [said] : said),
    ...(feedback.answerSpeech !== undefined
      ? typeof feedback.answerSpeech === 'string'
        ? [feedback.answerSpeech]
        : feedback.answerSpeech
      : feedback.answerText
        ? [feedback.answerText]
        : []),
    ...(workedExample ? [workedExampleIntro] : []),
  ];
}

function stepText<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  steps: number,
): string {
  const step = state.round?.step ?? state.mastery.step;
  const stepPart = `Step ${step} of ${steps}`;
  if (state.round?.practising) return `${stepPart} · One more try`;
  if (state.round) return `${stepPart} · Question ${state.round.served} of ${state.round.size}`;
  return state.mastery.mastered ? `${stepPart} · Mastered` : stepPart;
}

function BestTimes({
  bestTimes,
  steps,
}: {
  readonly bestTimes: Readonly<Record<string, number>>;
  readonly steps: number;
}) {
  return (
    <>
      <p className={styles.bestTimesTitle}>Best times</p>
      <dl className={styles.bestTimes}>
        {Array.from({ length: steps }, (_unused, index) => {
          const best = bestTimes[String(index + 1)];
          return (
            <div key={index} className={styles.bestTime}>
              <dt>Step {index + 1}</dt>
              <dd>{best === undefined ? 'no time yet' : formatDuration(best)}</dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
