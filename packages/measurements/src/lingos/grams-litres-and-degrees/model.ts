/**
 * Lingo 3-0, Grams, Litres and Degrees (Learn, measurements.md): grams and kilograms
 * (1 kg = 1000 g), millilitres and litres (1 L = 1000 mL), degrees Celsius, and which tool
 * measures each. Five guided steps (balance an apple with 100 g masses, 1 kg against ten
 * 100 g, pour a milk carton and a glass of milk into a jug, move a thermometer to 0 and 25)
 * and a closing check of three questions, with the pure rules of each step: what an action
 * says and when the step is done. After a miss, the matching step's demonstration replays.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { formatSpoken, formatWritten } from '../../model/units';

/** Ids of the steps, in order. */
export const gramsLitresDegreesStepIds = [
  'grams',
  'kilogram',
  'litre',
  'millilitres',
  'degrees',
] as const;
/** One step id. */
export type GramsLitresDegreesStepId = (typeof gramsLitresDegreesStepIds)[number];

/** A guided step: its prompt (measurements.md's words) and what to do, shown under the widget. */
export interface GramsLitresDegreesStep extends LessonStep {
  readonly id: GramsLitresDegreesStepId;
  /** What the child does, shown beside the widget and read after the prompt. */
  readonly instruction: string;
}

const sum = (masses: readonly number[]): number => masses.reduce((total, mass) => total + mass, 0);

/** "two 100-gram masses": how the scale's text alternative counts masses. */
const countWords = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** "one 100-gram mass", "ten 100-gram masses". */
export function hundredsText(count: number): string {
  return `${countWords[count] ?? String(count)} 100-gram ${count === 1 ? 'mass' : 'masses'}`;
}

// ─── Step 1: an apple and 100 g masses ─────────────────────────────────────────────────

/** The apple of step 1 (the object bank's hidden mass). */
export const appleGrams = 200;

/** How many 100 g masses the tray of step 1 holds: one more than the answer, to try. */
export const step1Masses = 3;

/**
 * What step 1 says after the child changed the masses on the pan (grams on it): too light,
 * level (the step is done), or too heavy.
 */
export function gramsStep(pan: readonly number[]): {
  readonly said: string;
  readonly done: boolean;
} {
  const grams = sum(pan);
  if (grams === appleGrams) {
    return { said: 'Level! The apple is 200 grams. We write 200 g.', done: true };
  }
  if (grams === 0) return { said: 'The pan is empty. Add a 100-gram mass.', done: false };
  if (grams < appleGrams) {
    return {
      said: `${formatSpoken(grams, 'g')}: too light. The apple's side is still down. Add another.`,
      done: false,
    };
  }
  return {
    said: `${formatSpoken(grams, 'g')}: too heavy. Now the masses' side is down. Take one off.`,
    done: false,
  };
}

// ─── Step 2: 1 kg against ten 100 g ────────────────────────────────────────────────────

/** The 1 kg mass of step 2, in grams. */
export const kilogram = 1000;

/** How many 100 g masses step 2's tray holds: ten balance the kilogram. */
export const step2Hundreds = 10;

/**
 * What step 2 says after a change: the masses on each pan (grams). It is done when the 1 kg
 * mass is alone on one pan and ten 100 g masses balance it on the other.
 */
export function kilogramStep(
  left: readonly number[],
  right: readonly number[],
): { readonly said: string; readonly done: boolean } {
  const [kilogramSide, hundredsSide] = left.includes(kilogram) ? [left, right] : [right, left];
  const hasKilogram = kilogramSide.includes(kilogram);
  // Without the kilogram, every 100 g mass counts, on whichever pan it is.
  const hundreds = (hasKilogram ? hundredsSide : [...left, ...right]).filter(
    (mass) => mass === 100,
  ).length;
  if (hasKilogram && sum(kilogramSide) === kilogram && sum(hundredsSide) === kilogram) {
    return {
      said: `Level! Ten 100-gram masses make 1000 grams: 1 kilogram. A 1-litre milk carton is about 1 kilogram.`,
      done: true,
    };
  }
  if (!hasKilogram) {
    return {
      said:
        hundreds === 0
          ? 'Put the 1 kg mass on a pan first.'
          : `${formatSpoken(hundreds * 100, 'g')}. Now put the 1 kg mass on the other pan.`,
      done: false,
    };
  }
  if (hundreds === 0) {
    return {
      said: 'The 1 kg side is down. Add 100-gram masses to the other pan.',
      done: false,
    };
  }
  return { said: `${formatSpoken(hundreds * 100, 'g')}.`, done: false };
}

// ─── Steps 3 and 4: pouring into the jug ───────────────────────────────────────────────

/** The measuring jug holds 1 L; its top mark is labelled 1 L and 1000 mL. */
export const jugMillilitres = 1000;
/** Step 3 pours a 1-litre milk carton. */
export const cartonMillilitres = 1000;
/** Step 4 pours a glass of milk. */
export const glassMillilitres = 250;

/** What step 3 says when the carton is poured: the level reaches the top mark. */
export const litrePoured =
  'The milk reaches the top mark: 1 litre, 1000 millilitres. We write 1 L or 1000 mL.';

/** What step 4 says when the glass is poured: the jug reads 250 mL. */
export const glassPoured = `The milk reaches the mark for 250 millilitres. A glass of milk is ${formatSpoken(
  glassMillilitres,
  'mL',
)}. We write ${formatWritten(glassMillilitres, 'mL')}.`;

// ─── Step 5: the thermometer to 0, then 25 ─────────────────────────────────────────────

/** Where step 5 is: find 0 first, then 25, then done. */
export type DegreesPhase = 'freezing' | 'summer' | 'done';

/** Where the thermometer starts: neither of the two targets. */
export const thermometerStart = 15;
/** Water freezes at 0 °C; a warm summer day is about 25 °C. */
export const freezingDegrees = 0;
export const summerDegrees = 25;

/** What to do in each phase of step 5, shown and read. */
export const degreesInstruction: Readonly<Record<DegreesPhase, string>> = {
  freezing: 'Move the red line to 0.',
  summer: 'Now move the red line to 25.',
  done: 'Water freezes at 0 degrees. A warm summer day is about 25 degrees.',
};

/** What the thermometer says after it moved to a value, and the next phase. */
export function degreesStep(
  phase: DegreesPhase,
  degrees: number,
): { readonly phase: DegreesPhase; readonly said: string; readonly done: boolean } {
  if (phase === 'freezing' && degrees === freezingDegrees) {
    return {
      phase: 'summer',
      said: `0 degrees: water freezes into ice. ${degreesInstruction.summer}`,
      done: false,
    };
  }
  if (phase === 'summer' && degrees === summerDegrees) {
    return {
      phase: 'done',
      said: '25 degrees Celsius: a warm summer day at the beach.',
      done: true,
    };
  }
  return { phase, said: `${formatSpoken(degrees, 'degC')}.`, done: false };
}

// ─── The lesson ─────────────────────────────────────────────────────────────────────────

/**
 * The steps, with measurements.md's words as prompts. Steps 2 and 5 say facts only, so what
 * to do is read after the prompt (and shown beside the widget, as in every step).
 */
export const gramsLitresDegreesSteps: readonly GramsLitresDegreesStep[] = [
  {
    id: 'grams',
    prompt:
      'Mass is how heavy something is. A paper clip is about 1 gram. Add 100-gram masses until the scale is level.',
    instruction: 'Put 100 g masses on the other pan, one at a time.',
  },
  {
    id: 'kilogram',
    prompt: 'A kilogram is 1000 grams.',
    speech: [
      'A kilogram is 1000 grams.',
      'Put the 1 kilogram mass on one pan. Then add 100-gram masses to the other pan until it is level.',
    ],
    instruction:
      'Put the 1 kg mass on one pan. Then add 100 g masses to the other pan until it is level.',
  },
  {
    id: 'litre',
    prompt: 'Capacity is how much a container holds. Pour the milk carton into the jug.',
    instruction: 'Pour the milk carton into the jug.',
  },
  {
    id: 'millilitres',
    prompt:
      'Small amounts use millilitres. A teaspoon is 5 millilitres. Pour a glass of milk into the empty jug.',
    instruction: 'Pour the glass of milk into the jug.',
  },
  {
    id: 'degrees',
    prompt:
      'Temperature is how hot or cold. Water freezes at 0 degrees. A warm summer day is about 25 degrees Celsius.',
    speech: [
      'Temperature is how hot or cold. Water freezes at 0 degrees. A warm summer day is about 25 degrees Celsius.',
      degreesInstruction.freezing,
    ],
    instruction: degreesInstruction.freezing,
  },
];

/** Ids of the closing-check questions. */
export const gramsLitresDegreesQuestionIds = [
  'watermelon-unit',
  'jug-reading',
  'cold-tool',
] as const;
/** A closing-check question id. */
export type GramsLitresDegreesQuestionId = (typeof gramsLitresDegreesQuestionIds)[number];

/** A card of the closing check: its words, and what its face says aloud. */
export interface GramsLitresDegreesChoice extends LessonChoice {
  readonly label: string;
  /** The card's spoken name, when it differs from its label ("500 millilitres"). */
  readonly spoken?: string;
}

/** A closing-check question. */
export interface GramsLitresDegreesQuestion extends LessonQuestion<GramsLitresDegreesChoice> {
  readonly id: GramsLitresDegreesQuestionId;
}

/** The jug of the second question is at this mark. */
export const checkJugMillilitres = 500;

/** The closing check: three ChoiceGrid questions, each wrong card with a hint that teaches. */
export const gramsLitresDegreesCheck: readonly GramsLitresDegreesQuestion[] = [
  {
    id: 'watermelon-unit',
    prompt: "Which unit for a watermelon's mass: grams or kilograms?",
    choices: [
      {
        value: 'g',
        label: 'grams (g)',
        spoken: 'grams',
        hint: 'Grams are for light things, like a paper clip. A watermelon is heavy: it is weighed in kilograms. 1 kilogram is 1000 grams.',
      },
      { value: 'kg', label: 'kilograms (kg)', spoken: 'kilograms', correct: true },
    ],
  },
  {
    id: 'jug-reading',
    prompt: 'How much water is in the jug?',
    choices: [
      {
        value: '50-mL',
        label: formatWritten(50, 'mL'),
        spoken: formatSpoken(50, 'mL'),
        hint: 'Read the mark at the top of the water. Count by 100s from 0: 100, 200, 300, 400, 500.',
      },
      {
        value: '500-mL',
        label: formatWritten(500, 'mL'),
        spoken: formatSpoken(500, 'mL'),
        correct: true,
      },
      {
        value: '5-L',
        label: formatWritten(5, 'L'),
        spoken: formatSpoken(5, 'L'),
        hint: '5 litres would fill 5 whole jugs. The top mark of this jug is 1 litre, 1000 millilitres, and the water is lower.',
      },
    ],
  },
  {
    id: 'cold-tool',
    prompt: 'Which tool tells how cold it is outside?',
    choices: [
      {
        value: 'scale',
        label: 'a scale',
        hint: 'A scale tells how heavy something is. A thermometer tells how hot or cold it is.',
      },
      {
        value: 'jug',
        label: 'a jug',
        hint: 'A jug tells how much it holds. A thermometer tells how hot or cold it is.',
      },
      { value: 'thermometer', label: 'a thermometer', correct: true },
    ],
  },
];

/** Grams, Litres and Degrees as a lesson model. */
export const gramsLitresDegreesLesson: LessonModel<
  GramsLitresDegreesStep,
  GramsLitresDegreesQuestion
> = {
  steps: gramsLitresDegreesSteps,
  check: gramsLitresDegreesCheck,
};

/**
 * The step whose demonstration replays after a miss (measurements.md: "After a miss, the
 * matching step replays"): kilograms for the watermelon, the 250 mL pour for a jug read too
 * small, the 1 L pour for one read in litres, the thermometer for a wrong tool.
 */
export function replayedStep(
  question: GramsLitresDegreesQuestionId,
  tried: readonly string[],
): GramsLitresDegreesStepId | null {
  const last = tried[tried.length - 1];
  if (last === undefined) return null;
  switch (question) {
    case 'watermelon-unit':
      return 'kilogram';
    case 'jug-reading':
      return last === '5-L' ? 'litre' : 'millilitres';
    case 'cold-tool':
      return 'degrees';
  }
}

/** What a replayed step shows, as its caption and text alternative. */
export const replayCaptions: Readonly<Record<GramsLitresDegreesStepId, string>> = {
  grams: 'Watch again: the apple balances two 100-gram masses. The apple is 200 grams.',
  kilogram: 'Watch again: 1 kilogram balances ten 100-gram masses: 1000 grams.',
  litre: 'Watch again: a 1-litre milk carton fills the jug to the top mark, 1000 millilitres.',
  millilitres: 'Watch again: a glass of milk fills the jug to 250 millilitres.',
  degrees: 'Watch again: a thermometer tells how hot or cold. Ice at 0 degrees, the beach at 25.',
};
