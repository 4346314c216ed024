/**
 * The Learn lesson: its pure model (steps and a closing check, as data) and the state machine
 * that runs it: steps the child does one by one, then a closing check on ChoiceGrid questions
 * (a wrong pick gives its hint and another try), then completion.
 */
import type { HintTexts } from './types';

/** What read-aloud says instead of a text: one utterance, or several spoken in turn. */
export type LessonSpeech = string | readonly string[];

/** One guided step of a lesson, as data: the view draws what the child does in it. */
export interface LessonStep {
  readonly id: string;
  /** The instruction, shown as the prompt and read aloud. */
  readonly prompt: string;
  /** What read-aloud says, when it differs from `prompt`. */
  readonly speech?: string | readonly string[];
}

/** A card of a closing-check question. A Lingo may add fields its view draws (a time, coins). */
export interface LessonChoice<Misconception extends string = string> {
  readonly value: string;
  /** The card's text, for text cards; a view can draw any other content instead. */
  readonly label?: string;
  /** This card is a right answer. */
  readonly correct?: boolean;
  /** The misconception a wrong pick shows: its hint comes from the lesson's `hints`. */
  readonly misconception?: Misconception;
  /** The hint for this wrong card, when it is not a lesson hint. */
  readonly hint?: string;
  /** What read-aloud says for `hint`, when it differs from the text. */
  readonly hintSpeech?: LessonSpeech;
}

/** A closing-check question, answered on a ChoiceGrid. */
export interface LessonQuestion<Choice extends LessonChoice = LessonChoice> {
  readonly id: string;
  readonly prompt: string;
  readonly speech?: string | readonly string[];
  /**
   * 2 to 4 cards; at least one `correct`. A question answered on its own widget (the view's
   * `renderAnswer`) lists its right value(s) and the wrong values that have their own hint.
   */
  readonly choices: readonly Choice[];
  /** The hint for a wrong card without its own. */
  readonly hint?: string;
  /** What read-aloud says for `hint`, when it differs from the text. */
  readonly hintSpeech?: LessonSpeech;
}

/**
 * The pure model of a Learn Lingo: its guided steps and its closing check as data, and the
 * hints of the check keyed by misconception. The kit's LearnLesson runs it; the Lingo's view
 * only draws each step and each card.
 */
export interface LessonModel<
  Step extends LessonStep = LessonStep,
  Question extends LessonQuestion = LessonQuestion,
  Misconception extends string = string,
> {
  /** 3–6 guided steps. */
  readonly steps: readonly Step[];
  /** The closing check; every question must be answered right. */
  readonly check: readonly Question[];
  readonly hints?: HintTexts<Misconception>;
  /**
   * What read-aloud says for a hint of `hints`, when it differs from the text: Words says
   * "For th, put your tongue…" as `['For', 'T.', 'and', 'H.', 'together, put your tongue…']`.
   */
  readonly hintSpeech?: Readonly<Partial<Record<Misconception | 'default', LessonSpeech>>>;
}

/** The hint a wrong card gives: its own, its misconception's, the question's, or the default. */
export function lessonChoiceHint(
  choice: LessonChoice,
  question: Pick<LessonQuestion, 'hint'>,
  hints: Readonly<Record<string, string | undefined>> = {},
): string {
  return (
    choice.hint ??
    (choice.misconception ? hints[choice.misconception] : undefined) ??
    question.hint ??
    hints.default ??
    lessonDefaultHint
  );
}

/**
 * What read-aloud says for the hint a wrong card gives ({@link lessonChoiceHint}), when that
 * hint has a spoken form of its own; undefined when it is read as written.
 */
export function lessonChoiceHintSpeech(
  choice: LessonChoice,
  question: Pick<LessonQuestion, 'hint' | 'hintSpeech'>,
  hints: Readonly<Record<string, string | undefined>> = {},
  hintSpeech: Readonly<Record<string, LessonSpeech | undefined>> = {},
): LessonSpeech | undefined {
  if (choice.hint !== undefined) return choice.hintSpeech;
  if (choice.misconception && hints[choice.misconception] !== undefined) {
    return hintSpeech[choice.misconception];
  }
  if (question.hint !== undefined) return question.hintSpeech;
  return hints.default !== undefined ? hintSpeech.default : undefined;
}

/** The shape the state machine runs on, read from a lesson model. */
export function lessonShape(lesson: LessonModel): LessonShape {
  const hints: Readonly<Record<string, string | undefined>> = lesson.hints ?? {};
  const hintSpeech: Readonly<Record<string, LessonSpeech | undefined>> = lesson.hintSpeech ?? {};
  return {
    steps: lesson.steps.length,
    questions: lesson.check.map((question) => {
      const wrong = question.choices.filter((choice) => !choice.correct);
      const spoken = wrong.flatMap((choice) => {
        const said = lessonChoiceHintSpeech(choice, question, hints, hintSpeech);
        return said === undefined ? [] : [[choice.value, said] as const];
      });
      return {
        correct: question.choices.filter((choice) => choice.correct).map((choice) => choice.value),
        hints: Object.fromEntries(
          wrong.map((choice) => [choice.value, lessonChoiceHint(choice, question, hints)]),
        ),
        ...(spoken.length > 0 ? { hintSpeech: Object.fromEntries(spoken) } : {}),
        // A value that is no card (typed on a question's own widget) gets the question's hint.
        ...(question.hint ? { hint: question.hint } : {}),
        ...(question.hint && question.hintSpeech
          ? { questionHintSpeech: question.hintSpeech }
          : {}),
      };
    }),
  };
}
export type LessonPhase = 'answering' | 'correct' | 'incorrect' | 'completed';

/** Where a lesson is. */
export interface LessonState {
  /** The guided steps, the closing check, or done. */
  readonly part: 'steps' | 'check' | 'done';
  /** The step or question on screen, 0-based. */
  readonly index: number;
  readonly phase: LessonPhase;
  /** The card picked in the current question. */
  readonly selected: string | null;
  /** Wrong cards already tried in the current question. */
  readonly tried: readonly string[];
  /** Praise or the hint for the last action. */
  readonly message: string | null;
  /** What read-aloud says for `message`, when it differs from the text. */
  readonly messageSpeech?: LessonSpeech;
  /** How many things the child has done (each step and each question answered). */
  readonly done: number;
}

/** What the state machine needs to know of a question. */
export interface LessonQuestionShape {
  /** The values of the right cards. */
  readonly correct: readonly string[];
  /** Hint per wrong card value. */
  readonly hints: Readonly<Record<string, string | undefined>>;
  /** Hint for a wrong card without its own. */
  readonly hint?: string;
  /** The spoken form of a wrong card's hint, per card value, when it differs from the text. */
  readonly hintSpeech?: Readonly<Record<string, LessonSpeech | undefined>>;
  /** The spoken form of `hint`, when it differs from the text. */
  readonly questionHintSpeech?: LessonSpeech;
}

/** The lesson's shape: how many steps, and the closing questions. */
export interface LessonShape {
  readonly steps: number;
  readonly questions: readonly LessonQuestionShape[];
}

/** Something the child did. */
export type LessonAction =
  | { readonly type: 'step-done'; readonly message?: string; readonly speech?: LessonSpeech }
  | { readonly type: 'select'; readonly value: string }
  | { readonly type: 'check' }
  | { readonly type: 'retry' }
  | { readonly type: 'next' }
  | { readonly type: 'restart' };

/** Praise for a finished step or a right answer. */
export const lessonPraise = 'Well done!';

/** Said when the lesson is complete. */
export const lessonCompleteText = 'Lesson complete!';

/** The hint when a wrong card has none. */
export const lessonDefaultHint = 'Not quite. Look again and try another card.';

/** A new lesson at its first step (or its check, if it has no steps). */
export function createLesson(shape: LessonShape): LessonState {
  return {
    part: shape.steps > 0 ? 'steps' : shape.questions.length > 0 ? 'check' : 'done',
    index: 0,
    phase: shape.steps > 0 || shape.questions.length > 0 ? 'answering' : 'completed',
    selected: null,
    tried: [],
    message: null,
    done: 0,
  };
}

/** Total things to do, for the progress meter. */
export function lessonTotal(shape: LessonShape): number {
  return shape.steps + shape.questions.length;
}

/** The progress meter's value, 0–100. */
export function lessonPercent(state: LessonState, shape: LessonShape): number {
  if (state.part === 'done') return 100;
  const total = lessonTotal(shape);
  return total === 0 ? 100 : Math.min(99, Math.round((state.done / total) * 100));
}

function fresh(state: LessonState, part: LessonState['part'], index: number): LessonState {
  return {
    ...state,
    part,
    index,
    phase: part === 'done' ? 'completed' : 'answering',
    selected: null,
    tried: [],
    message: part === 'done' ? lessonCompleteText : null,
    messageSpeech: undefined,
  };
}

/**
 * One transition. `completed` is true exactly when this action finished the lesson, so the
 * caller writes the progress and shows the toast once.
 */
export function lessonTransition(
  state: LessonState,
  action: LessonAction,
  shape: LessonShape,
): { readonly state: LessonState; readonly completed: boolean } {
  const same = { state, completed: false };
  switch (action.type) {
    case 'step-done':
      if (state.part !== 'steps' || state.phase !== 'answering') return same;
      return {
        state: {
          ...state,
          phase: 'correct',
          message: action.message ?? lessonPraise,
          messageSpeech: action.message ? action.speech : undefined,
          done: state.done + 1,
        },
        completed: false,
      };
    case 'select':
      if (state.part !== 'check' || state.phase !== 'answering') return same;
      if (state.tried.includes(action.value)) return same;
      return { state: { ...state, selected: action.value }, completed: false };
    case 'check': {
      if (state.part !== 'check' || state.phase !== 'answering' || state.selected === null) {
        return same;
      }
      const question = shape.questions[state.index];
      if (!question) return same;
      if (question.correct.includes(state.selected)) {
        return {
          state: {
            ...state,
            phase: 'correct',
            message: lessonPraise,
            messageSpeech: undefined,
            done: state.done + 1,
          },
          completed: false,
        };
      }
      return {
        state: {
          ...state,
          phase: 'incorrect',
          tried: [...state.tried, state.selected],
          message: question.hints[state.selected] ?? question.hint ?? lessonDefaultHint,
          messageSpeech:
            question.hints[state.selected] !== undefined
              ? question.hintSpeech?.[state.selected]
              : question.hint !== undefined
                ? question.questionHintSpeech
                : undefined,
        },
        completed: false,
      };
    }
    case 'retry':
      if (state.phase !== 'incorrect') return same;
      return { state: { ...state, phase: 'answering', selected: null }, completed: false };
    case 'next': {
      if (state.phase !== 'correct') return same;
      if (state.part === 'steps') {
        if (state.index + 1 < shape.steps)
          return { state: fresh(state, 'steps', state.index + 1), completed: false };
        if (shape.questions.length > 0)
          return { state: fresh(state, 'check', 0), completed: false };
        return { state: fresh(state, 'done', 0), completed: true };
      }
      if (state.index + 1 < shape.questions.length) {
        return { state: fresh(state, 'check', state.index + 1), completed: false };
      }
      return { state: fresh(state, 'done', 0), completed: true };
    }
    case 'restart':
      return { state: createLesson(shape), completed: false };
    default:
      return same;
  }
}
