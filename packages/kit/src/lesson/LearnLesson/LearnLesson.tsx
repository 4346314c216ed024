import { findLingo, type ConceptId, type LingoId } from '@lingos/catalogue';
import { Button } from '@lingos/ui';
import {
  Fragment,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFrameSlots, type FramePrompt } from '../../frame/FrameContext';
import { MasteryMeter } from '../../frame/MasteryMeter/MasteryMeter';
import { PromptBar } from '../../frame/PromptBar/PromptBar';
import { cx } from '../../internal/cx';
import {
  createLesson,
  lessonPercent,
  lessonShape,
  lessonTransition,
  type LessonAction,
  type LessonChoice,
  type LessonModel,
  type LessonQuestion,
  type LessonSpeech,
  type LessonState,
  type LessonStep,
} from '../../model/lesson';
import { completedProgress } from '../../model/progress';
import { useLingoProgress, useProgressStore } from '../../progress/ProgressProvider';
import { toastCompleted } from '../../progress/toasts';
import { ReadAloudButton } from '../../speech/ReadAloudButton/ReadAloudButton';
import { useAutoRead, useReadAloudController } from '../../speech/ReadAloudProvider';
import { Celebration } from '../../session/Celebration/Celebration';
import { ChoiceGrid } from '../../widgets/ChoiceGrid/ChoiceGrid';
import * as styles from './LearnLesson.css';

/** What a step's view receives from the lesson. */
export interface LearnStepRenderProps {
  /** The step is done (it stays interactive; the child may keep exploring). */
  readonly done: boolean;
  /**
   * Reports the step done, with optional praise ("You made 6:30, half past 6."), and what
   * read-aloud says for it when that differs from the text.
   */
  readonly complete: (message?: string, speech?: LessonSpeech) => void;
  /**
   * Says something in the live region and reads it aloud ("3 o'clock"), or reads its spoken
   * form when given (`['S.', 'and', 'H.', 'together, as in ship.']`).
   */
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  /** The step's index, 0-based. */
  readonly index: number;
}

/** How a closing-check card looks: its content and, for a picture, its text alternative. */
export interface LearnCardView {
  readonly label: ReactNode;
  /** Required when the label is a picture (a clock, coins). */
  readonly ariaLabel?: string;
  /** What the card says when it gets keyboard focus. */
  readonly speech?: string;
}

/** What a closing-check question's own answer widget receives (see `renderAnswer`). */
export interface LearnAnswerProps {
  /** The value picked or typed so far, or null. */
  readonly selected: string | null;
  /** Picks or types a value; the child then presses Check (or Enter). */
  readonly select: (value: string) => void;
  /** True once the answer is checked (right, or wrong until "Try again"). */
  readonly disabled: boolean;
  /** Wrong values already tried in this question. */
  readonly tried: readonly string[];
  /** How the checked answer went, or undefined while answering. */
  readonly mark: 'correct' | 'incorrect' | undefined;
}

/** Where a closing-check question is, for `renderQuestion`. */
export interface LearnQuestionState {
  readonly phase: 'answering' | 'correct' | 'incorrect';
  /** Wrong values already tried in this question. */
  readonly tried: readonly string[];
}

/** Props of {@link LearnLesson}. */
export interface LearnLessonProps<
  Step extends LessonStep,
  Question extends LessonQuestion,
  C extends ConceptId = ConceptId,
> {
  readonly conceptId: C;
  readonly lingoId: LingoId<C>;
  /** The lesson as data: its steps, its closing check and the check's hints. */
  readonly lesson: LessonModel<Step, Question>;
  /** Draws a step; the view calls `complete()` when the child has done it. */
  readonly renderStep: (step: Step, props: LearnStepRenderProps) => ReactNode;
  /** Draws a card of the check; default its `label` text. */
  readonly renderChoice?: (
    choice: Question['choices'][number],
    question: Question,
  ) => LearnCardView;
  /**
   * A picture above a question's cards (e.g. a week strip); it may change after a miss (the
   * matching step's demonstration again).
   */
  readonly renderQuestion?: (question: Question, state: LearnQuestionState) => ReactNode;
  /**
   * The question's own answer widget instead of its ChoiceGrid (a NumberPad, a tap on a
   * ruler), or null to keep the cards. Its `choices` then list the right value(s) and the
   * wrong values with a hint of their own; any other wrong value gets the question's `hint`.
   */
  readonly renderAnswer?: (question: Question, answer: LearnAnswerProps) => ReactNode;
  /** The clock, injectable for tests. */
  readonly now?: () => number;
  readonly className?: string;
}

const textCard = (choice: LessonChoice): LearnCardView => ({ label: choice.label ?? choice.value });

/**
 * A Learn lesson: guided steps that each ask the child to do something (each reports when
 * it is done), a step indicator, a closing check on ChoiceGrid (a wrong pick gives its hint
 * and another try), then completion: status `completed`, a celebration and a toast.
 */
export function LearnLesson<
  Step extends LessonStep,
  Question extends LessonQuestion,
  C extends ConceptId = ConceptId,
>({
  conceptId,
  lingoId,
  lesson,
  renderStep,
  renderChoice = textCard,
  renderQuestion,
  renderAnswer,
  now = Date.now,
  className,
}: LearnLessonProps<Step, Question, C>) {
  const { steps, check } = lesson;
  const match = findLingo(conceptId, lingoId);
  const title = match?.lingo.title ?? lingoId;
  const store = useProgressStore();
  const progress = useLingoProgress(conceptId, lingoId);
  const speech = useReadAloudController();
  const shape = lessonShape(lesson);
  const shapeRef = useRef(shape);
  shapeRef.current = shape;
  const [state, setState] = useState<LessonState>(() => createLesson(shape));
  const stateRef = useRef(state);
  // Focus moves only after the child has touched or typed in the activity: a Lingo that
  // sets up its first answer on mount must not pull focus (and scroll) away from the page top.
  const acted = useRef(false);
  const markActed = useCallback(() => {
    acted.current = true;
  }, []);
  const [note, setNote] = useState<{
    text: string;
    speech?: LessonSpeech;
    id: number;
  } | null>(null);

  const dispatch = useCallback(
    (action: LessonAction) => {
      const result = lessonTransition(stateRef.current, action, shapeRef.current);
      if (result.state === stateRef.current) return;
      stateRef.current = result.state;
      setState(result.state);
      setNote(null);
      if (result.completed) {
        store.update(conceptId, lingoId, (previous) => completedProgress(previous, now()));
        toastCompleted(title);
      }
    },
    [store, conceptId, lingoId, title, now],
  );

  useEffect(() => () => speech.cancel(), [speech]);

  const step = state.part === 'steps' ? steps[state.index] : undefined;
  const question = state.part === 'check' ? check[state.index] : undefined;
  const prompt: FramePrompt =
    step !== undefined
      ? { text: step.prompt, ...(step.speech ? { speech: step.speech } : {}) }
      : question !== undefined
        ? { text: question.prompt, ...(question.speech ? { speech: question.speech } : {}) }
        : { text: `You finished ${title}!` };
  const percent = Math.max(lessonPercent(state, shape), progress?.status === 'completed' ? 100 : 0);
  const inFrame = useFrameSlots(prompt, percent);

  const spoken = note
    ? { key: `note:${note.id}`, text: note.speech ?? note.text }
    : state.message
      ? {
          key: `message:${state.part}:${state.index}:${state.phase}:${state.tried.length}`,
          text: state.messageSpeech ?? state.message,
        }
      : { key: `prompt:${state.part}:${state.index}`, text: prompt.speech ?? prompt.text };
  useAutoRead(spoken.text, spoken.key);

  const primaryRef = useRef<HTMLButtonElement>(null);
  const activityRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    if (state.phase === 'answering') activityRef.current?.focus();
    else primaryRef.current?.focus();
  }, [state.phase, state.part, state.index]);

  const announce = useCallback(
    (text: string, said?: LessonSpeech) =>
      setNote((previous) => ({
        text,
        ...(said !== undefined ? { speech: said } : {}),
        id: (previous?.id ?? 0) + 1,
      })),
    [],
  );
  const complete = useCallback(
    (message?: string, said?: LessonSpeech) =>
      dispatch({
        type: 'step-done',
        ...(message ? { message } : {}),
        ...(message && said !== undefined ? { speech: said } : {}),
      }),
    [dispatch],
  );

  const stepDone = state.part === 'steps' && state.phase === 'correct';
  const canCheck = state.part === 'check' && state.phase === 'answering' && state.selected !== null;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || !canCheck) return;
    if ((event.target as HTMLElement).closest('button, a[href], textarea, select')) return;
    event.preventDefault();
    dispatch({ type: 'check' });
  }

  const total = state.part === 'check' ? check.length : steps.length;
  const indicatorText =
    state.part === 'steps'
      ? `Step ${state.index + 1} of ${steps.length}`
      : state.part === 'check'
        ? `Check ${state.index + 1} of ${check.length}`
        : 'Lesson complete';
  const feedbackText = note?.text ?? state.message;
  // What read-aloud says for the feedback: its spoken form when it has one.
  const feedbackSpeech = note ? note.speech : state.message ? state.messageSpeech : undefined;
  const kind = note ? 'note' : state.phase === 'answering' ? undefined : state.phase;

  return (
    // Enter from the widgets inside bubbles here to check the answer; widgets that use Enter
    // themselves prevent its default first.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={cx(styles.root, className)}
      data-state={state.phase}
      data-part={state.part}
      onPointerDownCapture={markActed}
      aria-label="Lesson"
      onKeyDown={onKeyDown}
      onKeyDownCapture={markActed}
    >
      {inFrame ? null : (
        <div className={styles.standaloneHeader}>
          <PromptBar text={prompt.text} {...(prompt.speech ? { speech: prompt.speech } : {})} />
          <MasteryMeter value={percent} />
        </div>
      )}

      <div className={styles.indicator}>
        <p className={styles.indicatorText}>{indicatorText}</p>
        {state.part === 'done' ? null : (
          <ol className={styles.dots} aria-hidden="true">
            {Array.from({ length: total }, (_unused, index) => (
              <li
                key={index}
                className={styles.dot({
                  state:
                    index < state.index || (index === state.index && state.phase === 'correct')
                      ? 'done'
                      : index === state.index
                        ? 'current'
                        : 'todo',
                })}
              />
            ))}
          </ol>
        )}
      </div>

      {step ? (
        <div
          ref={activityRef}
          className={styles.activity}
          tabIndex={-1}
          role="group"
          aria-label={step.prompt}
        >
          {/* Keyed by step: a step's own state never leaks into the next one. */}
          <Fragment key={state.index}>
            {renderStep(step, { done: stepDone, complete, announce, index: state.index })}
          </Fragment>
        </div>
      ) : null}

      {question ? (
        <div
          key={`question-${state.index}`}
          ref={activityRef}
          className={styles.activity}
          tabIndex={-1}
          role="group"
          aria-label={question.prompt}
        >
          {renderQuestion?.(question, {
            phase: state.phase === 'completed' ? 'correct' : state.phase,
            tried: state.tried,
          })}
          {renderAnswer?.(question, {
            selected: state.selected,
            select: (value) => dispatch({ type: 'select', value }),
            disabled: state.phase !== 'answering',
            tried: state.tried,
            mark:
              state.phase === 'correct'
                ? 'correct'
                : state.phase === 'incorrect'
                  ? 'incorrect'
                  : undefined,
          }) ?? (
            <ChoiceGrid
              label={question.prompt}
              options={question.choices.map((choice) => ({
                ...renderChoice(choice, question),
                value: choice.value,
                disabled: state.tried.includes(choice.value),
              }))}
              value={state.selected}
              onChange={(value) => dispatch({ type: 'select', value })}
              disabled={state.phase !== 'answering'}
              marks={Object.fromEntries([
                ...state.tried.map((value) => [value, 'incorrect'] as const),
                ...(state.phase === 'correct' && state.selected
                  ? [[state.selected, 'correct'] as const]
                  : []),
              ])}
            />
          )}
        </div>
      ) : null}

      {state.part === 'done' ? <Celebration text="Lesson complete!" /> : null}

      <div className={styles.feedbackRow}>
        <div
          role="status"
          aria-live="polite"
          data-part="feedback"
          className={styles.feedback}
          data-kind={kind}
        >
          {feedbackText ? <p className={styles.feedbackText}>{feedbackText}</p> : null}
        </div>
        {feedbackText ? (
          <ReadAloudButton subject="feedback" iconOnly text={feedbackSpeech ?? feedbackText} />
        ) : null}
      </div>

      <div className={styles.actions}>
        {state.part === 'check' && state.phase === 'answering' ? (
          <Button
            size="lg"
            aria-disabled={!canCheck}
            onClick={() => {
              if (canCheck) dispatch({ type: 'check' });
            }}
          >
            Check
          </Button>
        ) : null}
        {state.phase === 'incorrect' ? (
          <Button ref={primaryRef} size="lg" onClick={() => dispatch({ type: 'retry' })}>
            Try again
          </Button>
        ) : null}
        {state.part === 'steps' ? (
          <Button
            ref={stepDone ? primaryRef : undefined}
            size="lg"
            aria-disabled={!stepDone}
            onClick={() => {
              if (stepDone) dispatch({ type: 'next' });
            }}
          >
            Next
          </Button>
        ) : null}
        {state.part === 'check' && state.phase === 'correct' ? (
          <Button ref={primaryRef} size="lg" onClick={() => dispatch({ type: 'next' })}>
            Next
          </Button>
        ) : null}
        {state.part === 'done' ? (
          <Button
            ref={primaryRef}
            size="lg"
            variant="secondary"
            onClick={() => dispatch({ type: 'restart' })}
          >
            Do it again
          </Button>
        ) : null}
      </div>
    </section>
  );
}
