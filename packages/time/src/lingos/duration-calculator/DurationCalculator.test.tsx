import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  countUpSentence,
  digitSubtractionReadings,
  digitsAsNumber,
  ribbonJumpsFor,
} from '../../model/elapsed';
import { formatDuration } from '../../model/time';
import { jumpButtonLabel } from '../../widgets/TimeRibbon/ribbonModel';
import DurationCalculator from './DurationCalculator';
import { durationText, generateDurationCalculator, type DurationCalculatorItem } from './model';

const firstItem = (seed: number, step: number): DurationCalculatorItem =>
  firstItemOf(generateDurationCalculator, step, seed);

const seedWhere = (step: number, test: (item: DurationCalculatorItem) => boolean): number =>
  firstSeed((seed) => firstItem(seed, step), test);

/** Types hours, then ":" to go on to the minutes, then the minutes, then Enter (Check). */
async function typeDuration(user: UserEvent, hours: number, minutes: number): Promise<void> {
  await tabTo(user, screen.getByRole('textbox', { name: 'How long?: hours' }));
  await user.keyboard(`${hours}:${minutes}`);
  expect(screen.getByRole('textbox', { name: 'How long?: minutes' })).toHaveValue(String(minutes));
  await user.keyboard('{Enter}');
}

describe('Duration Calculator', () => {
  it('picks the duration card at step 1, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 1;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Duration Calculator' }),
    ).toBeInTheDocument();
    // Before the answer: the clocks by their hands, no ribbon count and no total.
    expect(screen.getByText(durationText(item, false))).toBeInTheDocument();
    expect(durationText(item, false)).not.toMatch(/Total/);
    await expectNoA11yViolations(container);
    const right = screen.getByRole('radio', { name: formatDuration(item.duration) });
    const cards = screen.getAllByRole('radio');
    await tabTo(user, cards.find((card) => card.tabIndex === 0) as HTMLElement);
    for (let presses = 0; presses < 3 && document.activeElement !== right; presses += 1) {
      await user.keyboard('{ArrowRight}');
    }
    await user.keyboard('{Enter}{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText(durationText(item))).toBeInTheDocument();
  });

  it('counts up on the ribbon and takes "0 h 90 min", echoed as 1 hour 30 minutes', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (item) => item.duration === 90);
    const { container } = renderWithProviders(
      <DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-4', 2), autoRead: false },
    );
    // The ribbon is a tool: jumps from the start show their total.
    for (const size of ribbonJumpsFor(90)) {
      await tabTo(user, screen.getByRole('button', { name: jumpButtonLabel(size, 'forward') }));
      await user.keyboard('{Enter}');
    }
    expect(screen.getByText('Total: 1 hour 30 minutes')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await typeDuration(user, 0, 90);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Yes! 90 minutes = 1 hour 30 minutes.');
  });

  it('names the digits subtracted like ordinary numbers (H-60)', async () => {
    const user = userEvent.setup();
    const reading = (item: DurationCalculatorItem): number | undefined =>
      digitSubtractionReadings(item.start, item.end).find(
        (minutes) => minutes !== item.duration && minutes < 100,
      );
    const seed = seedWhere(3, (item) => reading(item) !== undefined);
    const item = firstItem(seed, 3);
    renderWithProviders(<DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-4', 3),
      autoRead: false,
    });
    await typeDuration(user, 0, reading(item) as number);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/An hour has 60 minutes, not 100\. .*Count up: /);
  });

  it('names 900 − 730 = 170 typed as "1 h 70 min" (step 2) H-60, counting up from the item’s start', async () => {
    const user = userEvent.setup();
    const difference = (item: DurationCalculatorItem): number =>
      digitsAsNumber(item.end, '12h') - digitsAsNumber(item.start, '12h');
    // A step-2 item whose digits differ by 100 or more, as 7:30 → 9:00 does.
    const split = (item: DurationCalculatorItem) => ({
      hours: Math.floor(difference(item) / 100),
      minutes: difference(item) % 100,
    });
    const seed = seedWhere(
      2,
      (item) =>
        difference(item) >= 100 && split(item).hours * 60 + split(item).minutes !== item.duration,
    );
    const item = firstItem(seed, 2);
    renderWithProviders(<DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-4', 2),
      autoRead: false,
    });
    await typeDuration(user, split(item).hours, split(item).minutes);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `An hour has 60 minutes, not 100. After :59 comes the next o'clock. ${countUpSentence(
        item.start,
        item.end,
      )}`,
    );
  });

  it('names 900 − 730 = 170 typed as "0 h 170 min" H-60 too, now that 3 minute digits fit', async () => {
    const user = userEvent.setup();
    const difference = (item: DurationCalculatorItem): number =>
      digitsAsNumber(item.end, '12h') - digitsAsNumber(item.start, '12h');
    const seed = seedWhere(
      2,
      (item) => difference(item) >= 100 && difference(item) !== item.duration,
    );
    const item = firstItem(seed, 2);
    renderWithProviders(<DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-4', 2),
      autoRead: false,
    });
    await typeDuration(user, 0, difference(item));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `An hour has 60 minutes, not 100. After :59 comes the next o'clock. ${countUpSentence(
        item.start,
        item.end,
      )}`,
    );
  });

  it('takes any split with the right total, "0 h 120 min" for 2 hours included', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(3, (item) => item.duration >= 100);
    const item = firstItem(seed, 3);
    renderWithProviders(<DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-4', 3),
      autoRead: false,
    });
    await typeDuration(user, 0, item.duration);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('marks no "12 noon" on the ribbon of an afternoon item: 12 is "12:00"', () => {
    // 1:15 → 1:45 in the afternoon half: the stretch starts at 12, which is not named noon
    // while times are written without AM/PM.
    const seed = seedWhere(
      2,
      (item) => item.start >= 12 * 60 && item.start < 13 * 60 + 30 && item.end <= 14 * 60,
    );
    renderWithProviders(<DurationCalculator conceptId="time" lingoId="lingo-2-4" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-4', 2),
      autoRead: false,
    });
    const ribbon = screen.getByRole('group', { name: 'Time ribbon' });
    expect(within(ribbon).getByText('12:00')).toBeInTheDocument();
    expect(ribbon).not.toHaveTextContent(/noon|midnight/);
    expect(ribbon.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByTestId('ribbon-summary')).not.toHaveTextContent(/noon|midnight/);
  });
});
