import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ribbonJumpsFor } from '../../model/elapsed';
import { cardName, describeClock } from '../../model/time';
import { jumpButtonLabel } from '../../widgets/TimeRibbon/ribbonModel';
import { generateRealWorld, type RealWorldItem, type Scenario } from './model';
import RealWorldTimeScenarios from './RealWorldTimeScenarios';

const firstItem = (seed: number, step: number): RealWorldItem =>
  firstItemOf(generateRealWorld, step, seed);

/** The first seed whose first item at a step is a story of this kind. */
const seedOfKind = (step: number, kind: Scenario['kind']): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => item.scenario.kind === kind,
  );

/** Makes jumps that add up to a number of minutes, with the ribbon's buttons. */
async function jump(user: UserEvent, minutes: number, direction: 'forward' | 'back') {
  for (const size of ribbonJumpsFor(minutes)) {
    await pressButton(user, jumpButtonLabel(size, direction));
  }
}

describe('Real-World Time Scenarios', () => {
  it('picks the clock a story ends on at step 1, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <RealWorldTimeScenarios conceptId="time" lingoId="lingo-2-6" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Real-World Time Scenarios' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read aloud: story' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    if (item.scenario.kind !== 'end') throw new Error('Step 1 always asks when it ends');
    const description = describeClock(item.scenario.end);
    await pickCard(
      user,
      screen.getByRole('radio', {
        name: cardName(`A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`),
      }),
    );
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names the wrong move for "When did it start?", then counts back on the ribbon', async () => {
    const user = userEvent.setup();
    const seed = seedOfKind(2, 'start');
    const { scenario } = firstItem(seed, 2);
    if (scenario.kind !== 'start') throw new Error('a "start" story');
    const { container } = renderWithProviders(
      <RealWorldTimeScenarios conceptId="time" lingoId="lingo-2-6" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-6', 2), autoRead: false },
    );
    // The ribbon goes forward at first: counting on is the wrong move here.
    expect(screen.getByRole('button', { name: 'Later' })).toHaveAttribute('aria-pressed', 'true');
    await jump(user, scenario.duration, 'forward');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent("'Started' means before, so count back.");

    await user.keyboard('{Enter}');
    // Take the jumps off (Backspace), turn the ribbon round, and count back.
    const jumps = ribbonJumpsFor(scenario.duration).length;
    await tabTo(user, screen.getByRole('button', { name: '+1 min, jump plus 1 minute' }));
    for (let index = 0; index < jumps; index += 1) await user.keyboard('{Backspace}');
    await pressButton(user, 'Earlier');
    expect(screen.getByRole('button', { name: 'Earlier' })).toHaveAttribute('aria-pressed', 'true');
    await jump(user, scenario.duration, 'back');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('answers "How long?" on the number pad', async () => {
    const user = userEvent.setup();
    const seed = seedOfKind(2, 'how-long');
    const { scenario } = firstItem(seed, 2);
    if (scenario.kind !== 'how-long') throw new Error('a "how long" story');
    renderWithProviders(
      <RealWorldTimeScenarios conceptId="time" lingoId="lingo-2-6" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-6', 2), autoRead: false },
    );
    await tabTo(user, screen.getByRole('textbox', { name: 'How long?: hours' }));
    await user.keyboard(`${Math.floor(scenario.duration / 60)}:${scenario.duration % 60}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('says whether there is enough time with Yes or No', async () => {
    const user = userEvent.setup();
    const seed = seedOfKind(3, 'enough-time');
    const { scenario } = firstItem(seed, 3);
    if (scenario.kind !== 'enough-time') throw new Error('an "enough time?" story');
    const { container } = renderWithProviders(
      <RealWorldTimeScenarios conceptId="time" lingoId="lingo-2-6" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-6', 3), autoRead: false },
    );
    const group = screen.getByRole('radiogroup', { name: 'Is there enough time?' });
    expect(group).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: scenario.enough ? 'No' : 'Yes' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/^First find when it ends: /);
    await user.keyboard('{Enter}');
    await pickCard(user, screen.getByRole('radio', { name: scenario.enough ? 'Yes' : 'No' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('reads the bus timetable: jumps of the interval from the first bus reach the next one', async () => {
    const user = userEvent.setup();
    const seed = seedOfKind(4, 'timetable');
    const { scenario } = firstItem(seed, 4);
    if (scenario.kind !== 'timetable') throw new Error('a timetable story');
    renderWithProviders(
      <RealWorldTimeScenarios conceptId="time" lingoId="lingo-2-6" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-6', 4), autoRead: false },
    );
    const { first, every } = scenario.timetable;
    const name = jumpButtonLabel(every, 'forward');
    for (let time = first; time < scenario.next; time += every) await pressButton(user, name);
    expect(screen.getByRole('group', { name: 'Your time' })).toHaveAttribute(
      'data-time',
      String(scenario.next),
    );
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
