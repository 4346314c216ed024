import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeClock, faceMinutes, faceValue } from '../../model/time';
import { expectNoAxeViolations, renderLingo, sessionSection } from '../testUtils';
import {
  askedTime,
  patternText,
  ruleLabel,
  timePatternHints,
  timePatternModel,
  type TimePatternItem,
} from './model';
import TimePatternRecognition from './TimePatternRecognition';

/** The session's first item for a seed, as the kit generates it. */
function firstItem(step: number, seed: number): TimePatternItem {
  return timePatternModel.generate(step, createRng(deriveSeed(seed, 0, 0)));
}

function storeAtStep(step: number): ProgressStore {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', 'lingo-3-5', () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}

/** Presses Tab until the focused element passes the test. */
async function tabTo(user: UserEvent, test: (element: Element) => boolean): Promise<Element> {
  for (let presses = 0; presses < 60; presses += 1) {
    await user.tab();
    if (document.activeElement && test(document.activeElement)) return document.activeElement;
  }
  throw new Error('focus never reached the element');
}

/** Moves through a radio group with the arrow keys until the card with this name has focus. */
async function arrowTo(user: UserEvent, name: string): Promise<void> {
  for (let presses = 0; presses < 6; presses += 1) {
    const element = document.activeElement;
    if (element?.getAttribute('aria-label') === name || element?.textContent === name) return;
    await user.keyboard('{ArrowRight}');
  }
  throw new Error(`no card named ${name}`);
}

const isRadio = (element: Element) => element.getAttribute('role') === 'radio';

describe('Time Pattern Recognition', () => {
  it('picks the next clock with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(1, seed);
    const { container } = renderLingo(<TimePatternRecognition seed={seed} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Time Pattern Recognition' }),
    ).toBeInTheDocument();
    // The row's text alternative: analog clocks by their hands, then the question mark.
    expect(screen.getByText(patternText(item))).toBeInTheDocument();
    expect(patternText(item)).toMatch(/^Clock 1: The short hand .* Clock 5: question mark\.$/);
    await expectNoAxeViolations(container);

    await tabTo(user, isRadio);
    await arrowTo(user, `Clock: ${describeClock(askedTime(item))}`);
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('gives the find-the-jump hint and draws the jumps on the ribbon', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(1, seed);
    const wrong = (item.choices ?? []).find(
      (time) => faceMinutes(time) !== faceMinutes(askedTime(item)),
    ) as number;
    renderLingo(<TimePatternRecognition seed={seed} />);
    expect(screen.queryByRole('group', { name: 'The jumps between the clocks' })).toBeNull();
    await tabTo(user, isRadio);
    await arrowTo(user, `Clock: ${describeClock(wrong)}`);
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(screen.getByText(timePatternHints['find-jump'])).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The jumps between the clocks' })).toBeInTheDocument();
  });

  it('asks the rule, then the next clock (step 2)', async () => {
    const user = userEvent.setup();
    let seed = 1;
    while (firstItem(2, seed).terms[firstItem(2, seed).askIndex]?.form !== 'digital') seed += 1;
    const item = firstItem(2, seed);
    const { container } = renderLingo(<TimePatternRecognition seed={seed} />, storeAtStep(2));
    expect(screen.getByRole('radiogroup', { name: 'What is the rule?' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await tabTo(user, isRadio);
    await arrowTo(user, ruleLabel(item.jump));
    await user.keyboard('[Space]');
    const { hour, minute } = faceValue(askedTime(item));
    await tabTo(user, (element) => element.getAttribute('aria-label') === 'Hour');
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
