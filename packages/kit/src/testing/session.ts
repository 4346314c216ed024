import { createRng } from '../model/rng';
import { deriveSeed } from '../model/session';
import type { Rng } from '../model/types';

/** The section of a practice Lingo (its `data-state` is the session's phase). */
export function sessionSection(): HTMLElement {
  const section = document.querySelector<HTMLElement>('section[aria-label="Practice"]');
  if (!section) throw new Error('no practice session on the page');
  return section;
}

/** The section of a Learn Lingo (`data-state` is the phase, `data-part` steps/check/done). */
export function lessonSection(): HTMLElement {
  const section = document.querySelector<HTMLElement>('section[aria-label="Lesson"]');
  if (!section) throw new Error('no Learn lesson on the page');
  return section;
}

/** The feedback line (a polite live region) of a practice session, or of the given section. */
export function feedback(scope: HTMLElement = sessionSection()): HTMLElement {
  const line = scope.querySelector<HTMLElement>('[data-part="feedback"]');
  if (!line) throw new Error('no feedback line in this section');
  return line;
}

/** The first item a session shows at a step, made by the model from the session's seed. */
export function firstItemOf<Item>(
  generate: (step: number, rng: Rng) => Item,
  step: number,
  seed: number,
): Item {
  return generate(step, createRng(deriveSeed(seed, 0, 0)));
}

/** The first seed, counting from 1, whose item passes a test (throws when none of `seeds` does). */
export function firstSeed<Item>(
  itemFor: (seed: number) => Item,
  test: (item: Item) => boolean,
  seeds = 2000,
): number {
  for (let seed = 1; seed <= seeds; seed += 1) {
    if (test(itemFor(seed))) return seed;
  }
  throw new Error(`no seed from 1 to ${seeds} gives such an item`);
}
