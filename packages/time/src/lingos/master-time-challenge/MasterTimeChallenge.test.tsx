import {
  arrowTo,
  expectNoA11yViolations,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  startRound,
  tabUntil,
} from '@lingos/kit/testing';
import { createRng, deriveSeed, type RoundAnswer } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ribbonJumpsFor } from '../../model/elapsed';
import { elapsedFaceMinutes } from '../../model/time';
import { jumpButtonLabel } from '../../widgets/TimeRibbon/ribbonModel';
import type { LookingBackItem } from '../looking-back/model';
import type { LookingForwardItem } from '../looking-forward/model';
import {
  cardText,
  correctCompareAnswer,
  type CompareAnswer,
  type TimeCompareItem,
} from '../time-compare/model';
import MasterTimeChallenge, { loadSources, StrandResults } from './MasterTimeChallenge';
import {
  masterHints,
  masterSourceIds,
  masterTimeChallengeModel,
  strand,
  type MasterItem,
  type MasterSourceId,
} from './model';

/** The round's first item for a seed, as the kit generates it. */
function firstItem(seed: number, step = 1): MasterItem {
  return masterTimeChallengeModel.generate(step, createRng(deriveSeed(seed, 0, 0)), {
    recentKeys: [],
    round: { index: 0, size: 12 },
  });
}

/** The first seed whose round starts with an item from this source. */
const seedFor = (source: MasterSourceId, step = 1): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => item.source === source,
  );

/** A compare card's name in the ChoiceGrid. */
function compareCardName(item: TimeCompareItem, answer: CompareAnswer): string {
  if (answer === 'same') return 'Same time';
  const card = item.cards.find((each) => each.id === answer);
  if (!card) throw new Error('no card');
  return `Card ${card.id.toUpperCase()}: ${cardText(card).replace(/\.$/, '')}`;
}

// The questions' views load when a round starts; loaded up front here, the tests below see
// each question at once (MasterTimeChallenge.loading.test.tsx starts a round before they load).
beforeAll(async () => {
  await loadSources();
});

describe('Master Time Challenge', () => {
  it('starts an untimed round of 12 and plays a comparing item with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = seedFor('lingo-2-1');
    const item = firstItem(seed);
    const inner = item.inner as TimeCompareItem;
    const { container } = renderWithProviders(
      <MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Master Time Challenge' }),
    ).toBeInTheDocument();
    expect(sessionSection()).toHaveAttribute('data-state', 'ready');
    expect(
      screen.getAllByText(/^A round has 12 questions\. Press Start round/).length,
    ).toBeGreaterThan(0);
    // No timer in this challenge.
    expect(screen.queryByRole('button', { name: /timer/i })).toBeNull();
    await expectNoA11yViolations(container);

    await startRound(user);
    expect(screen.getByText('Question 1 of 12: comparing and ordering.')).toBeInTheDocument();
    // The sentence is for screen readers: on screen the strand's badge says it already.
    const reference = render(<VisuallyHidden>x</VisuallyHidden>);
    const hiddenClass = (reference.container.firstElementChild as HTMLElement).className;
    reference.unmount();
    expect(
      screen.getByText('Question 1 of 12: comparing and ordering.').closest(`.${hiddenClass}`),
    ).not.toBeNull();
    expect(screen.getByText('Comparing and ordering')).toHaveAttribute('aria-hidden', 'true');
    await expectNoA11yViolations(container);
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, compareCardName(inner, correctCompareAnswer(inner)));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // No moving on by itself: Next has the focus.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Question 2 of 12: /)).toBeInTheDocument();
  });

  it('gives the source Lingo’s hint after a miss', async () => {
    const user = userEvent.setup();
    const seed = seedFor('lingo-2-1');
    const item = firstItem(seed);
    const inner = item.inner as TimeCompareItem;
    const right = correctCompareAnswer(inner);
    const wrong = (['a', 'b', 'same'] as const).find(
      (answer) => answer !== right && (answer !== 'same' || inner.sameTimeCard),
    ) as CompareAnswer;
    const result = masterTimeChallengeModel.check(item, wrong);
    const hint = result.message ?? masterHints[result.misconception ?? 'default'];
    renderWithProviders(<MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />, {
      autoRead: false,
    });
    await startRound(user);
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, compareCardName(inner, wrong));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(result.misconception).toMatch(/^lingo-2-1:/);
    expect(hint).toBeDefined();
    expect(screen.getByText(hint as string)).toBeInTheDocument();
  });

  it('turns the clock forward for a Looking Forward item', async () => {
    const user = userEvent.setup();
    const seed = seedFor('lingo-2-2');
    const item = firstItem(seed);
    const inner = item.inner as LookingForwardItem;
    renderWithProviders(<MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />, {
      autoRead: false,
    });
    await startRound(user);
    expect(screen.getByText('Question 1 of 12: later and earlier.')).toBeInTheDocument();
    await tabUntil(user, (element) => element.getAttribute('aria-label') === 'Minute hand');
    const left = elapsedFaceMinutes(inner.start, inner.end);
    for (let hour = 0; hour < Math.floor(left / 60); hour += 1)
      await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    for (let five = 0; five < Math.floor((left % 60) / 5); five += 1)
      await user.keyboard('{PageUp}');
    for (let minute = 0; minute < left % 5; minute += 1) await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

describe('the later-and-earlier strand answered on the ribbon alone', () => {
  it.each([
    ['lingo-2-2', 'forward'],
    ['lingo-2-3', 'back'],
  ] as const)('%s: each jump turns the clock to where it lands', async (source, direction) => {
    const user = userEvent.setup();
    // Step 2 sets the clock (step 1 picks a card; the ribbon leaves the cards alone).
    const seed = seedFor(source, 2);
    const item = firstItem(seed, 2);
    const inner = item.inner as LookingForwardItem | LookingBackItem;
    expect(inner.answerMode).not.toBe('choice');
    const from = direction === 'forward' ? inner.start : inner.end;
    const asked = direction === 'forward' ? inner.end : inner.start;
    renderWithProviders(<MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-3-6', 2),
      autoRead: false,
    });
    await startRound(user);
    const clock = within(screen.getByRole('group', { name: 'Your clock' }));
    const hands = () => [
      Number(clock.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow')),
      Number(clock.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow')),
    ];
    const face = (time: number) => [Math.floor(time / 60) % 12 || 12, time % 60];
    expect(hands()).toEqual(face(from));
    const jumps = within(screen.getByRole('group', { name: 'Jumps' }));
    for (const size of ribbonJumpsFor(inner.duration)) {
      await user.click(jumps.getByRole('button', { name: jumpButtonLabel(size, direction) }));
    }
    // The clock now shows the landing, and Check accepts it.
    expect(hands()).toEqual(face(asked));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});

describe('every source Lingo’s item', () => {
  it.each(masterSourceIds.flatMap((source) => [1, 3].map((step) => [source, step] as const)))(
    'draws a %s item at challenge step %i as its source does',
    async (source, step) => {
      const user = userEvent.setup();
      const seed = seedFor(source, step);
      const item = firstItem(seed, step);
      const { container } = renderWithProviders(
        <MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />,
        { store: step > 1 ? learnerAtStep('time', 'lingo-3-6', step) : undefined, autoRead: false },
      );
      await startRound(user);
      expect(
        screen.getByText(`Question 1 of 12: ${strand(item.strand).name}.`),
      ).toBeInTheDocument();
      expect(screen.getByRole('group', { name: item.prompt })).toBeInTheDocument();
      await expectNoA11yViolations(container);
    },
  );
});

describe('StrandResults', () => {
  const outcome = (strandId: MasterItem['strand'], source: MasterSourceId, correct: boolean) =>
    ({
      item: { strand: strandId, source } as MasterItem,
      correct,
    }) as RoundAnswer<MasterItem>;

  it('shows stars per strand and links a strand with 0 or 1 of 2 to its Lingo', async () => {
    const answers = [
      outcome('A', 'lingo-1-2', true),
      outcome('A', 'lingo-1-5', true),
      outcome('B', 'lingo-2-1', true),
      outcome('B', 'lingo-1-4', true),
      outcome('C', 'lingo-2-2', true),
      outcome('C', 'lingo-2-3', true),
      outcome('D', 'lingo-2-4', true),
      outcome('D', 'lingo-3-4', true),
      outcome('E', 'lingo-3-3', false),
      outcome('E', 'lingo-3-3', true),
      outcome('F', 'lingo-3-1', true),
      outcome('F', 'lingo-3-5', true),
    ];
    const { container } = renderWithProviders(
      <StrandResults
        conceptId="time"
        summary={{ correct: 11, total: 12, newlyMastered: true }}
        answers={answers}
      />,
      { autoRead: false },
    );
    expect(screen.getByText('You got 11 of 12. Mastered!')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Stars per strand' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(6);
    expect(lines[4]).toHaveTextContent('Time zones: 1 of 2');
    expect(
      screen.getByRole('link', { name: 'Practise more in Time Zone Converter.' }),
    ).toHaveAttribute('href', '/concepts/time/level-3/lingo-3-3');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });
});
