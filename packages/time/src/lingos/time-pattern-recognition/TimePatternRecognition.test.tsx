import {
  arrowTo,
  expectNoA11yViolations,
  firstItemOf,
  isRadio,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardName, describeClock, faceMinutes, faceValue } from '../../model/time';
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
const firstItem = (step: number, seed: number): TimePatternItem =>
  firstItemOf(timePatternModel.generate, step, seed);

describe('Time Pattern Recognition', () => {
  it('picks the next clock with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(1, seed);
    const { container } = renderWithProviders(
      <TimePatternRecognition conceptId="time" lingoId="lingo-3-5" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Time Pattern Recognition' }),
    ).toBeInTheDocument();
    // The row's text alternative: analog clocks by their hands, then the question mark.
    expect(screen.getByText(patternText(item))).toBeInTheDocument();
    expect(patternText(item)).toMatch(/^Clock 1: The short hand .* Clock 5: question mark\.$/);
    await expectNoA11yViolations(container);

    await tabUntil(user, isRadio);
    await arrowTo(user, cardName(`Clock: ${describeClock(askedTime(item))}`));
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
    renderWithProviders(
      <TimePatternRecognition conceptId="time" lingoId="lingo-3-5" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.queryByRole('group', { name: 'The jumps between the clocks' })).toBeNull();
    await tabUntil(user, isRadio);
    await arrowTo(user, cardName(`Clock: ${describeClock(wrong)}`));
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
    const { container } = renderWithProviders(
      <TimePatternRecognition conceptId="time" lingoId="lingo-3-5" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-5', 2), autoRead: false },
    );
    expect(screen.getByRole('radiogroup', { name: 'What is the rule?' })).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await tabUntil(user, isRadio);
    await arrowTo(user, ruleLabel(item.jump));
    await user.keyboard('[Space]');
    const { hour, minute } = faceValue(askedTime(item));
    await tabUntil(user, (element) => element.getAttribute('aria-label') === 'Hour');
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
