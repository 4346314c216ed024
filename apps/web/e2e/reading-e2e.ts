import type { test } from './fixtures';
import type { InputMode } from './input';

/**
 * What the reading e2e specs share: a learner's stored progress at given steps, the pointer
 * inputs each spec plays with (and the page each needs), and the concept's Lingos as the
 * specs open them.
 */

/** The stored progress of a learner at a step of some reading Lingos, none mastered yet. */
export function readingLearner(steps: Readonly<Record<string, number>>): string {
  return JSON.stringify({
    version: 1,
    lingos: Object.fromEntries(
      Object.entries(steps).map(([id, step]) => [
        `reading/${id}`,
        { status: 'practising', step, recent: [], streak: 0, bestTimes: {}, updatedAt: 1 },
      ]),
    ),
  });
}

/** A pointer input a spec plays with, how its describe block is named, and its page. */
export interface PointerMode {
  readonly mode: Exclude<InputMode, 'keyboard'>;
  /** "by mouse alone", "by touch on a phone": the end of the describe block's title. */
  readonly name: string;
  /** What a click is called in a test's title: "clicked", "tapped". */
  readonly verb: string;
  readonly use: Parameters<typeof test.use>[0];
}

/** The mouse on a desktop page, and a finger on a phone. */
export const pointerModes: readonly PointerMode[] = [
  { mode: 'mouse', name: 'by mouse alone', verb: 'clicked', use: {} },
  {
    mode: 'touch',
    name: 'by touch on a phone',
    verb: 'tapped',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
];
